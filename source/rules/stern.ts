import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Build each suit on its 2, upward in suit, until every foundation
ends with its ace. In this game the ace is the highest card:
2, 3 ... 10, J, Q, K, A.

# Layout
- One pack, all in the stock at the start.
- The four foundations form a star around the waste in the middle:
  clubs left, spades right, hearts above, diamonds below. Each one
  starts when the 2 of its suit turns up.
- Four corner cells between the arms of the star hold one card each.

# Play
- Turn the stock one card at a time onto the waste.
- A 2 goes to its place by itself. Any card that fits its foundation
  (same suit, one rank higher) goes up by itself, from the waste or
  from a cell. Nothing else can go on a foundation.
- You may move the waste's top card into an empty cell, from the
  first round on. Any card may go there, and several cells may hold
  the same suit. A cell card only ever goes up to its foundation.
- When the stock is empty, turn the waste over and go through again.
  You have three rounds through the pack in all.

# Keys
- d turns the next card; on an empty stock it turns the waste over
  while rounds are left. Space or Enter on the stock does the same.
- Space picks up the waste's top card and drops it on a cell; Enter
  sends it to a free cell.

# End
You win when all 52 cards lie on the foundations. The game is lost
when the third round is over and no move is left.`,
  de: `# Ziel
Baue jede Farbe auf ihrer Zwei aufwärts auf, bis jede Ablage mit dem
As endet. Das As ist hier die höchste Karte: 2, 3 … 10, B, D, K, A.

# Auslage
- Ein Spiel, zu Beginn alles im Talon.
- Die vier Ablagen bilden einen Stern um den Talon in der Mitte: Kreuz
  links, Pik rechts, Herz oben, Karo unten. Jede beginnt mit der Zwei
  ihrer Farbe, sobald sie erscheint.
- Vier Eckplätze zwischen den Armen des Sterns nehmen je eine
  Hilfskarte auf.

# Spielverlauf
- Schlage den Talon Karte für Karte auf den Talon um.
- Eine Zwei kommt von selbst an ihren Platz. Jede Karte, die auf ihre
  Ablage passt (gleiche Farbe, einen Wert höher), geht von selbst
  hoch, vom Talon oder aus einer Ecke. Sonst kommt nichts auf die
  Ablagen.
- Die oberste Karte des Talons darfst du in eine leere Ecke legen,
  schon im ersten Durchgang. Jede Karte darf dorthin, auch mehrere
  derselben Farbe. Aus der Ecke geht eine Karte nur auf ihre Ablage.
- Ist der Talon leer, wird der Talon gewendet und wieder
  durchgegangen. Insgesamt hast du drei Durchgänge.

# Tasten
- d schlägt die nächste Karte um; bei leerem Talon wird der Talon
  gewendet, solange Durchgänge übrig sind. Leertaste oder Enter auf
  dem Talon tun dasselbe.
- Leertaste nimmt die oberste Talonkarte auf und legt sie in eine
  Ecke; Enter legt sie in eine freie Ecke.

# Ende
Gewonnen hast du, wenn alle 52 Karten auf den Ablagen liegen.
Verloren ist das Spiel, wenn der dritte Durchgang vorbei ist und kein
Zug mehr bleibt.`,
};
