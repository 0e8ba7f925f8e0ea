import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Get all 52 cards onto eight foundations. Each ace builds up in its
suit (2, 3, 4 ...), each king builds down in its suit (Q, J, 10 ...).
This game follows both old texts: a 19th-century book and a modern
leaflet describe the same patience, and here they agree.

# Layout
- Left: rows of ten places, as many rows as the deal needs.
- Right: the ace foundations, the king foundations beside them,
  and the face-down stock below.
A card covers the one above it in its column: only the lowest card
of each column is free.

# Play
- Turn the stock one card at a time.
- An ace or a king starts its foundation at once and takes no place
  in the rows. A turned card that fits a foundation goes up by itself.
- Any other card fills the first empty place: row 1 left to right,
  then row 2, and so on. Gaps you made by playing cards are filled
  this way before the current row goes on.
- Between two turns you may play free cards up as you like; you are
  never forced to. Cards never move from place to place in the rows.
- A card fits one above the top of its suit's ace pile or one below
  the top of its king pile. King and ace do not join up.

# Keys
- d turns the next card (Space or Enter on the stock does too).
- Space picks up a free card; Space on a foundation drops it there.
- Enter sends the focused card to its foundation.

# End
You win when all 52 cards lie on the foundations. The game is lost
when the stock is empty and no free card fits.`,
  de: `# Ziel
Alle 52 Karten kommen auf acht Ablagen. Auf jedes As wird in seiner
Farbe aufgebaut (2, 3, 4 …), auf jeden König abgebaut (D, B, 10 …).
Das Spiel folgt beiden alten Texten: Ein Buch aus dem 19. Jahrhundert
und ein modernes Faltblatt beschreiben dieselbe Patience gleich.

# Auslage
- Links: Reihen zu je zehn Plätzen, so viele, wie das Spiel braucht.
- Rechts: die As-Ablagen, daneben die Königs-Ablagen, darunter
  der verdeckte Talon.
Jede Karte deckt die darüberliegende in ihrer Spalte zu: frei ist
nur die unterste Karte jeder Spalte.

# Spielverlauf
- Du deckst den Talon Karte für Karte auf.
- Asse und Könige werden sofort Grundkarten und belegen keinen Platz.
  Passt eine aufgedeckte Karte auf eine Ablage, kommt sie gleich dorthin.
- Jede andere Karte füllt den ersten freien Platz: Reihe 1 von links
  nach rechts, dann Reihe 2 und so fort. Lücken, die durch Ablegen
  entstanden sind, werden so gefüllt, ehe die Reihe weitergeht.
- Zwischen zwei Karten darfst du freie Karten nach Belieben ablegen,
  musst aber nicht. In den Reihen wird nie umgelegt.
- Abgelegt wird in derselben Farbe: auf die As-Ablage die nächsthöhere,
  auf die Königs-Ablage die nächstniedrigere Karte. König und As
  schließen nicht aneinander an.

# Tasten
- d deckt die nächste Karte auf (Leertaste/Enter auf dem Talon ebenso).
- Leertaste nimmt eine freie Karte auf; Leertaste auf einer Ablage
  legt sie dort ab.
- Enter legt die Karte unter dem Cursor auf ihre Ablage.

# Ende
Gewonnen, wenn alle 52 Karten auf den Ablagen liegen. Verloren,
wenn der Talon leer ist und keine freie Karte mehr passt.`,
};
