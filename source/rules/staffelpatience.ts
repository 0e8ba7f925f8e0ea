import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Put all 52 cards away as four books. A book is a run of 13 cards from
king down to ace with the colours changing at every step.

# Layout
- Seven piles form a staircase of 7, 6, 5, 4, 3, 2 and 1 cards. Only
  the last card of each pile lies face up.
- The other 24 cards form the stock. There are no foundations.

# Play
- Build down in alternating colour: a red 9 on a black 10, a black
  ace on a red 2. King and ace never join up.
- A correctly built run may move as a whole; the waste's top card
  may be played too.
- An empty pile takes only a king, alone or with its run. There are
  never more than seven piles.
- A face-down card that comes free turns over by itself.
- Turn the stock one card at a time onto the waste; when the stock
  is empty, the waste is turned over. There is no limit to the rounds.
- A pile ending in a full run from king to ace becomes a book at once.
- Rescue: if you are stuck (no move frees a card, empties a pile or
  plays from the waste, and a whole round through the stock brought
  nothing) and a book is done, you may build a double series: on the
  ace of a book, upward in alternating colour, one card at a time,
  from 2 up to the king.

# Keys
- d turns a stock card; on an empty stock it turns the waste over.
- x starts the double series (only when you are stuck).
- Space picks up a card or run and drops it; in a pile, ↑ and ↓
  choose how many cards. Enter sends it to its best place.

# End
You win with four books; a finished double series is a smaller win.
When nothing useful is left, the game offers to end.`,
  de: `# Ziel
Lege alle 52 Karten als vier Bücher weg. Ein Buch ist eine Folge von
13 Karten vom König abwärts bis zum As, die Farbe wechselt jedes Mal.

# Auslage
- Sieben Reihen bilden eine Staffel mit 7, 6, 5, 4, 3, 2 und 1 Karte.
  Nur die letzte Karte jeder Reihe liegt offen.
- Die übrigen 24 Karten sind der Talon; umgeschlagene Karten bilden
  den Talon. Ablagen gibt es nicht.

# Spielverlauf
- Angelegt wird abwärts in wechselnder Farbe: eine rote 9 an eine
  schwarze 10, ein schwarzes As an eine rote 2. Nach dem As ist Schluss.
- Eine richtig gebaute Folge darf als Ganzes umgelegt werden, und die
  oberste Karte des Talons darfst du ebenfalls anlegen.
- Auf einen leeren Startplatz kommt nur ein König, allein oder mit
  Gefolge. Es gibt nie mehr als sieben Reihen.
- Eine frei gewordene verdeckte Karte wird von selbst aufgedeckt.
- Schlage den Talon Karte für Karte um. Ist er leer, wird der Talon
  gewendet: Du darfst beliebig oft durchgehen.
- Eine volle Folge König bis As wird sofort zum Buch.
- Rettung: Steckst du fest (kein Zug deckt auf, leert eine Reihe oder
  spielt vom Talon, ein ganzer Durchgang blieb ohne Erfolg) und gibt es
  ein Buch, darfst du eine Doppelserie bauen: auf das As eines Buches
  aufwärts in wechselnder Farbe, Karte für Karte, 2, 3 … bis König.

# Tasten
- d schlägt eine Karte um; bei leerem Talon wird der Talon gewendet.
- x gibt die Doppelserie frei (nur wenn du feststeckst).
- Leertaste nimmt eine Karte oder Folge auf und legt sie ab; in einer
  Reihe wählst du mit ↑ und ↓, wie viele. Enter: an den besten Platz.

# Ende
Vier Bücher, und du hast gewonnen. Eine fertige Doppelserie zählt als
kleinerer Erfolg. Geht nichts mehr, bietet das Spiel das Beenden an.`,
};
