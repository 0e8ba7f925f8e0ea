import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Bring all 104 cards (two packs) onto eight foundations: for each suit
a king pile built down to the ace and an ace pile built up to the king.

# Layout
- A half moon of 13 piles with 8 cards each, all face up. Only the
  top card of a pile moves, but you may look at the cards below.
- In the middle: the four king piles in a row, the ace piles below.

# Play
- Move a king or an ace from the top of a pile to its empty
  foundation yourself. Then build in suit: down on a king pile, up on
  an ace pile. The second king of a suit ends its ace pile, the
  second ace its king pile.
- A top card may go onto the top card of another pile of the same
  suit, one rank higher or lower; ace and king count as neighbours.
  One card at a time, back and forth as often as you like.
- An empty pile stays empty. Nothing leaves a foundation.
- Five helps come in a fixed order; start each one when you like:
  1. Lift: every pile with two or more cards gives up its top card.
     These cards form a new pile at the right end, the leftmost
     lifted card at the bottom.
  2. Gather: the piles are picked up unshuffled and dealt out again
     from the left in piles of 6; the rightmost pile is dealt out
     first.
  3. Lift.   4. Gather, now in piles of 4.   5. Lift.

# Keys
- x starts the next help (asks first if a card can still go up).
- Space picks up a top card and drops it; Enter: to its best place.

# End
You win when all 104 cards lie on the foundations. After the fifth
help the game is lost once no card can move; if only pointless moves
are left, the game offers to end.`,
  de: `# Ziel
Alle 104 Karten (zwei Spiele) kommen auf acht Ablagen: je Farbe ein
König, abwärts bis zum As gebaut, und ein As, aufwärts bis zum König.

# Auslage
- Ein halber Mond aus 13 Häufchen zu je 8 Karten, alle offen. Nur die
  oberste Karte wird bewegt, die darunter darfst du dir ansehen.
- In der Mitte: oben die vier Königs-Ablagen, darunter die As-Ablagen.

# Spielverlauf
- Einen König oder ein As oben auf einem Häufchen legst du selbst auf
  seine leere Ablage. Dann wird in der Farbe gebaut: abwärts auf dem
  König, aufwärts auf dem As. Der zweite König einer Farbe schließt
  ihre As-Ablage ab, das zweite As ihre Königs-Ablage.
- Eine oberste Karte darf auf die oberste eines anderen Häufchens
  derselben Farbe, einen Wert höher oder tiefer (As und König sind
  Nachbarn). Immer nur eine Karte, hin und her nach Belieben.
- Ein leeres Häufchen bleibt leer. Von den Ablagen geht nichts zurück.
- Fünf Hülfen kommen in fester Reihenfolge, jede wann du willst:
  1. Abheben: Jedes Häufchen mit zwei oder mehr Karten gibt seine
     oberste Karte ab. Sie bilden rechts ein neues Häufchen, die Karte
     vom Häufchen ganz links zuunterst.
  2. Sammeln: Die Häufchen werden ungemischt aufgenommen und von
     links neu zu je 6 Karten ausgelegt; das rechte Eckhäufchen
     wird zuerst ausgeteilt.
  3. Abheben.   4. Sammeln, jetzt zu je 4.   5. Abheben.

# Tasten
- x beginnt die nächste Hülfe (fragt, wenn noch etwas hochgeht).
- Leertaste nimmt eine Karte auf und legt sie ab; Enter: bester Platz.

# Ende
Gewonnen hast du mit allen 104 Karten auf den Ablagen. Nach der
fünften Hülfe ist das Spiel verloren, sobald keine Karte mehr ziehen kann;
bleibt nur sinnloses Hin und Her, bietet das Spiel das Beenden an.`,
};
