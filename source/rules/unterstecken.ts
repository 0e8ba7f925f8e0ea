import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Sort the whole pack into thirteen piles, one for each rank, so that
every pile holds exactly the four cards of its rank.

# Layout
- Ten piles of four cards, for ace to 10, in two rows.
- Below them three piles of three cards, for jack, queen and king.
- To the side the three cards left over: the reserve.
All cards lie face up; only the top card of a pile shows.

# Play
This patience plays itself: you watch and choose the pace.
- The first reserve card is taken in hand.
- The card in hand is tucked under the pile of its rank, and the top
  card of that same pile is taken in hand.
- If that top card belongs to this very pile, it is tucked under it
  too, and the next top card is taken.
- This goes on until a card is tucked under a pile that then holds
  nothing but cards of its own rank. That ends the chain, and the
  next reserve card starts a new one.
- After the third chain the game is decided.

# Keys
- s takes the next step.
- a plays on by itself (a again pauses); + and - change the speed.

# End
You win when every pile holds exactly the four cards of its rank.
Otherwise the game is lost once the third chain has ended.`,
  de: `# Ziel
Das ganze Spiel wird in dreizehn Häufchen geordnet, eines für jeden
Wert, und jedes soll genau die vier Karten seines Wertes enthalten.

# Auslage
- Zehn Häufchen zu je vier Karten für As bis 10, in zwei Reihen.
- Darunter drei Häufchen zu je drei Karten für Bube, Dame und König.
- Daneben die drei übrigen Karten als Reserve.
Alle Karten liegen offen; von jedem Häufchen sieht man nur die
oberste Karte.

# Spielverlauf
Diese Patience spielt sich selbst: Du schaust zu und bestimmst das
Tempo.
- Die erste Reservekarte kommt in die Hand.
- Die Karte in der Hand wird unter das Häufchen ihres Wertes
  gesteckt, und die oberste Karte dieses Häufchens kommt in die Hand.
- Gehört diese oberste Karte selbst zu dem Häufchen, wird auch sie
  daruntergesteckt und die nächste oberste genommen.
- So geht es weiter, bis eine Karte unter ein Häufchen kommt, das
  danach nur noch Karten seines Wertes enthält. Damit endet die
  Kette, und die nächste Reservekarte beginnt eine neue.
- Nach der dritten Kette ist das Spiel entschieden.

# Tasten
- s macht den nächsten Schritt.
- a spielt von selbst weiter (a hält an); + und - ändern das Tempo.

# Ende
Gewonnen, wenn jedes Häufchen genau die vier Karten seines Wertes
enthält. Sonst ist das Spiel nach der dritten Kette verloren.`,
};
