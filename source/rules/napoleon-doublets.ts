import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Build every card except the kings onto one foundation, each card
worth double the one before. Above 13, take 13 off: a 7 doubles
to 14, so an ace follows a 7.

# Layout
- Seven reserve cards in an arc, face up.
- Below them the foundation, begun with one base card.
- To the right the face-down stock and the waste.
Ace counts 1, number cards their face value, jack 11, queen 12,
king 13. Suits do not matter.

# Play
- From an ace the order runs A 2 4 8 3 6 Q J 9 5 10 7 A and so on.
  The line under the table shows the next values wanted.
- A king never fits. A king dealt to the reserve or as base card at
  the start goes under the stock, and the next card is dealt.
- Play any reserve card or the waste's top card that fits.
- An empty reserve place is refilled at once: from the waste if it
  has cards, else from the stock. Kings are now laid out too, and a
  king in the reserve stays there for good.
- Turn the stock onto the waste one card at a time. When it is
  empty, turn the waste over as the new stock. You may go through
  the stock three times in all.

# Keys
- d turns a card, or turns the waste over when the stock is empty.
- Space picks up a reserve card or the waste's top card; Space on
  the foundation drops it there. Enter sends it there at once.

# End
You win when 48 cards lie on the foundation and only the four kings
are left. You lose when the third pass is over and nothing fits.`,
  de: `# Ziel
Alle Karten außer den Königen kommen auf eine Ablage, jede doppelt
so viel wert wie die vorige. Über 13 ziehst du 13 ab: Die 7 ergibt
verdoppelt 14, also folgt auf die 7 ein As.

# Auslage
- Sieben offene Hilfskarten im Halbkreis.
- Darunter die Ablage, begonnen mit einer Grundkarte.
- Rechts der verdeckte Talon und daneben der offene Abwurfstapel.
As 1, Zahlenkarten nach Augen, Bube 11, Dame 12, König 13. Die
Farbe spielt keine Rolle.

# Spielverlauf
- Vom As aus lautet die Folge A 2 4 8 3 6 D B 9 5 10 7 A usw. Die
  Zeile unter der Auslage zeigt die nächsten gesuchten Werte.
- Ein König passt nie. Kommt beim Auslegen ein König als Hilfskarte
  oder Grundkarte, wird er unter den Talon gesteckt.
- Passende Hilfskarten und die oberste Abwurfstapelkarte darfst du ablegen.
- Eine leere Hilfskarten-Stelle wird sofort ersetzt: vom Abwurfstapel,
  wenn dort Karten liegen, sonst vom Talon. Jetzt werden auch
  Könige ausgelegt, und ein König bleibt dann für immer liegen.
- Der Talon wird Karte für Karte auf den Abwurfstapel umgeschlagen. Ist er
  leer, drehst du den Abwurfstapel als neuen Talon um. Insgesamt darfst du
  den Talon dreimal durchnehmen.

# Tasten
- d schlägt eine Karte um oder dreht bei leerem Talon den Abwurfstapel um.
- Leertaste nimmt eine Hilfskarte oder die oberste Abwurfstapelkarte auf,
  Leertaste auf der Ablage legt sie ab. Enter legt sie gleich ab.

# Ende
Gewonnen, wenn 48 Karten auf der Ablage liegen und nur die vier
Könige übrig sind. Verloren, wenn der dritte Durchgang vorbei ist
und nichts mehr passt.`,
};
