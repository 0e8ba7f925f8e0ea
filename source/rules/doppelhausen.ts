import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Remove all 104 cards (two packs) in pairs of the same rank. Suits
and colours do not matter.

# Layout
- In the middle, two face-up stocks of 52 cards each.
- Beside them a waste on each side, the left waste to the left and
  the right waste to the right, empty at first.
- Further right a reserve, also empty at first.
Only the top cards of these five piles are in play.

# Play
- Each step moves the top card of each stock onto the waste on its
  own side.
- Whenever two top cards share a rank, both are removed by
  themselves, always exactly two. This repeats while pairs show.
- If three or more top cards share a rank, you choose which two go.
- If one stock runs out before the other, the rest of the other goes
  onto the reserve as one block, on top of any earlier reserve
  cards. Only the top card of the reserve counts.
- When both stocks are empty, a new pass begins: the left waste is
  laid on the right waste, and this pile is split into two halves.
  The upper half becomes the left stock, the lower the right.

# Keys
- s takes the next step.
- a lets the steps run by themselves (a again pauses); + and -
  change the speed.
- Space marks a card when you must choose two of three or more.

# End
You win when all 104 cards are gone. You lose when a whole pass
removes not a single pair.`,
  de: `# Ziel
Alle 104 Karten (zwei Spiele) gehen paarweise ab, immer zwei vom
gleichen Wert. Farben spielen keine Rolle.

# Auslage
- In der Mitte zwei offene Haufen zu je 52 Karten.
- Links und rechts davon je ein Seitenhaufen, anfangs leer.
- Weiter rechts die Reserve, ebenfalls anfangs leer.
Im Spiel sind nur die obersten Karten dieser fünf Stapel.

# Spielverlauf
- Bei jedem Schritt kommt von beiden mittleren Haufen die oberste
  Karte auf den Seitenhaufen ihrer Seite.
- Zeigen zwei oberste Karten denselben Wert, gehen beide von selbst
  ab, immer genau zwei. Das wiederholt sich, solange Paare liegen.
- Zeigen drei oder mehr denselben Wert, wählst du zwei davon aus.
- Ist ein mittlerer Haufen vor dem anderen leer, kommt der Rest des
  anderen in einem Stück auf die Reserve, oben auf frühere
  Reservekarten. Nur die oberste Reservekarte zählt.
- Sind beide leer, beginnt eine neue Runde: Der linke Seitenhaufen
  kommt auf den rechten, und der Stapel wird in zwei Hälften
  geteilt. Die obere wird der linke, die untere der rechte Haufen.

# Tasten
- s macht den nächsten Schritt.
- a lässt die Schritte von selbst ablaufen (a hält an); + und -
  ändern das Tempo.
- Leertaste markiert eine Karte, wenn du zwei von mehreren wählst.

# Ende
Gewonnen, wenn alle 104 Karten abgeräumt sind. Verloren, wenn eine
ganze Runde kein einziges Paar abwirft.`,
};
