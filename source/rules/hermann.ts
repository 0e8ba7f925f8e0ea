import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Pile all 104 cards (two packs) onto one goal pile: king down to ace,
eight times over, with the colour changing at every card.

# Layout
- Ten columns of face-down packets, 1 card in column 1 up to 10 in
  column 10. The top card of each packet is turned face up.
- The goal pile, a place for the aces, and the talon of 49 cards.
- Suits never matter here, only rank and colour (red or black).

# Play
- Every ace that turns up is set aside by itself. Aces never lie in
  the columns. The first king to show up starts the goal by itself.
- The goal is built down in alternating colour: black K, red Q,
  black J ... On a 2 goes an ace of the other colour from the aces,
  on an ace a king of the other colour, and so on.
- In the columns, too, build down in alternating colour. Nothing can
  be put on a 2, and a king only goes into an empty column.
- Cards built like that form a ladder. You may move a whole ladder,
  or any card of it together with the cards lying on it, onto a
  column or onto the goal, if its first card fits there.
- An empty column takes any card or ladder.
- When a column shows no face-up card, its next card turns over.
- Deal from the talon whenever you like: one card face up onto each
  column, empty ones too. Four deals use ten cards, the last one nine
  (columns 1 to 9). A dealt ace goes aside, and that column gets none.

# Keys
- d deals a row of cards from the talon.
- Space picks up and drops a card or ladder (also an ace onto the
  goal); in a column ↑ and ↓ choose how many. Enter: to the best place.

# End
You win when all 104 cards lie on the goal. When the talon is used
up and nothing useful is left, the game offers to end.`,
  de: `# Ziel
Alle 104 Karten (zwei Spiele) kommen auf einen Zielhaufen: König bis
As, achtmal hintereinander, wobei die Farbe jedes Mal wechselt.

# Auslage
- Zehn Reihen mit verdeckten Päckchen, 1 Karte in Reihe 1 bis 10 in
  Reihe 10. Die oberste Karte jedes Päckchens wird aufgedeckt.
- Dazu der Zielhaufen, ein Platz für die Asse und der Talon (49).
- Kreuz, Pik, Herz, Karo spielen keine Rolle: nur Wert und rot/schwarz.

# Spielverlauf
- Aufgedeckte Asse kommen von selbst beiseite, nie in die Reihen. Der
  erste König, der erscheint, eröffnet von selbst den Zielhaufen.
- Der Zielhaufen wird abwärts gebaut, rot und schwarz im Wechsel:
  schwarzer K, rote D, schwarzer B … Auf eine 2 kommt ein As von den
  Assen, auf ein As ein König, beide jeweils in der anderen Farbe.
- Auch in den Reihen legst du abwärts im Farbwechsel an. Auf eine 2
  kommt nichts, und ein König darf nur in eine leere Reihe.
- So gebaute Karten bilden eine Leiter. Du darfst die ganze Leiter
  umlegen oder eine ihrer Karten samt allem, was darauf liegt, an
  eine Reihe oder auf den Zielhaufen, wenn die erste Karte passt.
- Eine leere Reihe nimmt jede Karte oder Leiter.
- Hat eine Reihe keine offene Karte mehr, wird die nächste aufgedeckt.
- Aus dem Talon legst du an, wann du willst: je eine offene Karte auf
  jede Reihe, auch auf leere. Viermal zehn Karten, zuletzt neun (Reihe
  1 bis 9). Ein As geht beiseite, seine Reihe bekommt dann nichts.

# Tasten
- d legt eine Runde Karten aus dem Talon an.
- Leertaste nimmt Karte oder Leiter auf und legt sie ab (auch ein As
  auf den Zielhaufen); ↑ und ↓ wählen, wie viele. Enter: bester Platz.

# Ende
Liegen alle 104 Karten auf dem Zielhaufen, hast du gewonnen. Ist der
Talon leer und geht nichts mehr, bietet das Spiel das Beenden an.`,
};
