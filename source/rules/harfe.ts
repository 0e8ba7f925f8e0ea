import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Build all 104 cards (two packs) onto eight foundations, each one a
single suit from ace up to king.

# Layout
- Ten columns form a harp: column 1 holds one card, column 10 holds
  ten. Only the last card of each column lies face up.
- An ace that would be dealt face up goes straight to a foundation,
  and the next card takes its place.
- The rest is the stock; turned cards go face up onto the waste.
  Any ace may start any of the eight foundations, two per suit.

# Play
- Foundations grow in suit: ace, 2, 3 ... up to the king.
- In the columns build down in alternating colour: a red 7 on a
  black 8. A column with no face-down cards left also takes a card
  one higher in the other colour: a red 9 on a black 8.
- A run of face-up cards, colours alternating and each one rank away
  from the card below, may move as a whole if its first card fits.
- An empty column takes any card or run, from a column or the waste.
- A face-down card that comes free turns over by itself.
- Turn the stock one card at a time onto the waste, whenever you
  like. The stock is gone through only once: there is no redeal.
- King and ace never join up. Cards on a foundation stay there.

# Keys
- d turns the next stock card.
- f finishes: once the stock is empty and every card is face up,
  all cards that can go to the foundations go there.
- Space picks up a card or run and drops it; in a column, ↑ and ↓
  choose how many cards. Enter sends it to its best place.

# End
You win when all 104 cards lie on the foundations. When the stock
is empty and nothing useful is left, the game offers to end.`,
  de: `# Ziel
Alle 104 Karten (zwei Spiele) kommen auf acht Ablagen, jede in einer
Farbe vom As aufwärts bis zum König.

# Auslage
- Zehn Reihen bilden eine Harfe: Reihe 1 hat eine Karte, Reihe 10 hat
  zehn. Nur die letzte Karte jeder Reihe liegt offen.
- Käme ein As offen zu liegen, geht es gleich auf eine Ablage, und die
  nächste Karte nimmt seinen Platz ein.
- Der Rest ist der Talon; umgeschlagene Karten kommen offen auf den
  Abwurf. Jedes As darf jede der acht Ablagen eröffnen, zwei je Farbe.

# Spielverlauf
- Auf den Ablagen wird in der Farbe aufgebaut: As, 2, 3 … bis König.
- In den Reihen legst du abwärts in wechselnder Farbe an (rote 7 an
  schwarze 8). Reihen ohne verdeckte Karten nehmen auch die nächsthöhere
  Karte der anderen Farbe (rote 9 an schwarze 8).
- Offene Karten in wechselnder Farbe, je einen Wert auseinander, darfst
  du als Ganzes umlegen, wenn die vorderste Karte passt.
- In eine leere Reihe darf jede Karte oder Folge, auch vom Abwurf.
- Eine frei gewordene verdeckte Karte wird von selbst aufgedeckt.
- Den Talon schlägst du Karte für Karte um, wann du willst. Er darf
  nur einmal durchgegangen werden.
- König und As schließen nicht an; von den Ablagen kommt nichts zurück.

# Tasten
- d schlägt die nächste Karte des Talons um.
- f schließt ab: Ist der Talon leer und alles aufgedeckt, kommen alle
  passenden Karten auf die Ablagen.
- Leertaste nimmt eine Karte oder Folge auf und legt sie ab; in einer
  Reihe wählst du mit ↑ und ↓, wie viele. Enter: an den besten Platz.

# Ende
Gewonnen hast du, wenn alle 104 Karten auf den Ablagen liegen. Ist der
Talon leer und geht nichts mehr, bietet das Spiel das Beenden an.`,
};
