import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Bring all 52 cards onto one pile, the patience, with each card one
rank above or below the card it lands on.

# Layout
- The hand: the shuffled pack, face down.
- The patience, begun with the first card of the pack.
- The second pile, for cards that do not fit yet.

# Play
This patience plays itself: you watch and choose the pace.
- The next card of the hand goes onto the patience if it is one rank
  higher or lower than the patience's top card. Suits do not count,
  and king and ace are neighbours: a king fits on an ace and an ace
  on a king.
- Any other card goes onto the second pile.
- When the hand is empty, the second pile is turned over and becomes
  the new hand, so the card laid there first comes up first again.

# Keys
- s plays the next card.
- a plays on by itself (a again pauses); + and - change the speed.

# End
You win when every card lies on the patience. You lose when a whole
pass through the hand puts no card on the patience.`,
  de: `# Ziel
Alle 52 Karten kommen auf einen einzigen Stapel, die Patience. Jede
Karte muss eins höher oder eins tiefer sein als die darunter.

# Auslage
- Die Hand: das gemischte Spiel, verdeckt.
- Die Patience, eröffnet mit der ersten Karte des Spiels.
- Der zweite Stapel für Karten, die noch nicht passen.

# Spielverlauf
Diese Patience spielt sich selbst: Du schaust zu und bestimmst das
Tempo.
- Die nächste Karte der Hand kommt auf die Patience, wenn sie eins
  höher oder eins tiefer ist als deren oberste Karte. Die Farbe
  zählt nicht, und König und As sind Nachbarn: Der König passt auf
  das As und das As auf den König.
- Jede andere Karte kommt auf den zweiten Stapel.
- Ist die Hand leer, wird der zweite Stapel umgedreht und zur neuen
  Hand; die zuerst dort hingelegte Karte kommt wieder zuerst.

# Tasten
- s spielt die nächste Karte.
- a spielt von selbst weiter (a hält an); + und - ändern das Tempo.

# Ende
Gewonnen, wenn alle Karten auf der Patience liegen. Verloren, wenn
ein ganzer Durchgang durch die Hand keine einzige Karte auf die
Patience bringt.`,
};
