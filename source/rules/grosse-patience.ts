import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Build all 52 cards into four families of 13, one for each suit, on
the four base cards in the middle column.

# Layout
- The first card dealt is a base card. The other three cards of the
  same rank become base cards too as they come.
- The other 48 cards lie face up in five rows, each split into a left
  and a right half, fanned away from the middle: rows 1 to 4 hold five
  cards per half, row 5 holds four.
- Below the base cards, in row 5, is the Keller: a cell for one card.

# Play
- Only the outermost card of each half can be played.
- A family grows in its base card's suit, one rank at a time. The
  second card decides for good whether it goes up or down. King and
  ace are neighbours, so a family may run ... Q, K, A, 2 ...
- In rows 1 to 4 a card may go onto the outer card of another half:
  same suit, one rank higher or lower (here too K and A touch).
- Row 5 only gives cards: nothing may be put on it, and once one of
  its halves is empty, it stays closed.
- An empty half in rows 1 to 4 takes any card, or several cards of
  one suit in rank order taken together from the end of another half.
- Any outer card may go into the empty Keller. Its card may come out
  again only while a half of row 5 is empty. Reuse it at will.
- Cards on a family stay there.

# Keys
- c puts the focused outer card into the empty Keller.
- Space picks up the outer card of a half and drops it; Enter sends
  it to its best place. To move a sequence into an empty half, press
  the arrow towards the centre to take more cards before Space.

# End
You win when all four families are complete. When no card can ever
reach a family again, the game offers to end.`,
  de: `# Ziel
Alle 52 Karten kommen als vier Stämme zu je 13 Karten, einer je Farbe,
auf die vier Grundkarten in der Mittelspalte.

# Auslage
- Die erste Karte ist eine Grundkarte. Die drei anderen Karten dieses
  Werts werden ebenfalls Grundkarten, sobald sie kommen.
- Die übrigen 48 Karten liegen offen in fünf Reihen, jede in eine linke
  und eine rechte Hälfte geteilt und von der Mitte weg geschuppt:
  Reihe 1 bis 4 je fünf Karten pro Hälfte, Reihe 5 je vier.
- Unter den Grundkarten, in Reihe 5, liegt der Keller für eine Karte.

# Spielverlauf
- Spielbar ist nur die äußerste Karte jeder Hälfte.
- Ein Stamm wächst in der Farbe seiner Grundkarte, Wert für Wert. Die
  zweite Karte legt fest, ob er auf- oder absteigt. König und As sind
  Nachbarn, ein Stamm kann also … D, K, A, 2 … laufen.
- In Reihe 1 bis 4 darfst du eine Karte an die äußere Karte einer
  anderen Hälfte legen: gleiche Farbe, ein Wert höher oder tiefer
  (auch hier folgen K und A aufeinander).
- Reihe 5 gibt nur ab: Dort wird nichts angelegt, und eine geleerte
  Hälfte bleibt für immer geschlossen.
- Eine leere Hälfte in Reihe 1 bis 4 nimmt jede Karte oder mehrere
  Karten einer Farbe in Folge, zusammen vom Ende einer anderen Hälfte.
- Jede äußere Karte darf in den leeren Keller. Heraus darf sie nur,
  solange eine Hälfte von Reihe 5 leer ist. Der Keller bleibt nutzbar.
- Was auf einem Stamm liegt, bleibt dort.

# Tasten
- c legt die gewählte äußere Karte in den leeren Keller.
- Leertaste nimmt die äußere Karte einer Hälfte auf und legt sie ab;
  Enter bringt sie an den besten Platz. Für eine Folge in eine leere
  Hälfte nimmt der Pfeil zur Mitte hin vor der Leertaste mehr Karten.

# Ende
Gewonnen hast du, wenn alle vier Stämme vollständig sind. Kann keine
Karte mehr auf einen Stamm kommen, bietet das Spiel das Beenden an.`,
};
