import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Clear away all 52 cards: in pairs that add up to 11, and in trios
of one jack, one queen and one king.

# Layout
- Nine cards face up in a square, three by three.
- Beside them the face-down stock and a place for a rescue card.

# Play
- An ace counts 1, a number card its face value. So the pairs are
  A+10, 2+9, 3+8, 4+7 and 5+6, whatever the suits.
- Jacks, queens and kings count nothing. They leave only as a trio,
  and only when no pair is left in the square.
- Each gap is filled at once from the stock, in reading order.
- Stuck, with no pair and no trio? Draw a rescue card. If it makes
  11 with a card in the square, or completes a trio with two cards
  there, those cards leave and play goes on. If it fits nothing,
  the game is lost.
- You may draw a rescue card every time the square is stuck.
- Once the stock is empty, keep clearing without refills.

# Keys
- Space marks a card; Space again unmarks it. As soon as the marked
  cards make a pair or a trio, they are removed.
- x draws a rescue card. If it fits in only one way, that happens by
  itself; otherwise mark the rescue card and its partners.

# End
You win when all 52 cards are gone. You lose when a rescue card fits
nothing, or when the stock is empty and the square is stuck.`,
  de: `# Ziel
Räume alle 52 Karten ab: paarweise, wenn sie zusammen 11 ergeben,
und zu dritt, wenn sie Bube, Dame und König sind.

# Auslage
- Neun offene Karten im Quadrat, drei mal drei.
- Daneben der verdeckte Talon und ein Platz für die Rettungskarte.

# Spielverlauf
- Das As zählt 1, jede Zahlenkarte ihre Augen. Paare sind also
  As+10, 2+9, 3+8, 4+7 und 5+6, gleich in welcher Farbe.
- Bube, Dame und König zählen nichts. Sie gehen nur zu dritt ab,
  von jedem einer, und erst wenn im Quadrat kein Paar mehr liegt.
- Jede Lücke wird sofort vom Talon gefüllt, in Leserichtung.
- Geht nichts mehr, ziehst du eine Rettungskarte. Ergibt sie mit
  einer Karte im Quadrat 11 oder vervollständigt sie mit zwei Karten
  dort Bube, Dame und König, gehen diese Karten ab, und es geht
  weiter. Passt sie nirgends, ist die Patience verloren.
- Die Rettungskarte darfst du jedes Mal ziehen, wenn es stockt.
- Ist der Talon leer, räumst du ohne Nachlegen weiter ab.

# Tasten
- Leertaste markiert eine Karte, noch einmal Leertaste hebt das auf.
  Bilden die markierten Karten ein Paar oder ein Trio, gehen sie
  sofort ab.
- x zieht die Rettungskarte. Passt sie nur auf eine Weise, geschieht
  das von selbst; sonst markierst du sie und ihre Partner.

# Ende
Gewonnen, wenn alle 52 Karten abgeräumt sind. Verloren, wenn die
Rettungskarte nirgends passt oder wenn der Talon leer ist und im
Quadrat nichts mehr geht.`,
};
