/** The UI strings of the mouse (the M setting, its line in the help), merged into the tables of messages.ts. */
export const MOUSE_EN = {
  'set.mouseOn': 'Mouse on: click the cards to play (Shift+drag selects text; {#mouse} turns it off)',
  'set.mouseOff': 'Mouse off: it selects text as usual ({#mouse} turns clicks on)',
  'help.mouse': 'Click: a card, then a pile; double-click sends · Shift+drag selects text',
  'help.mouseToggle': 'mouse on/off',
} as const;

export const MOUSE_DE: Record<keyof typeof MOUSE_EN, string> = {
  'set.mouseOn': 'Maus an: Karten anklicken zum Spielen (Umschalt+Ziehen markiert Text; {#mouse}: aus)',
  'set.mouseOff': 'Maus aus: sie markiert Text wie gewohnt ({#mouse} schaltet Klicks ein)',
  'help.mouse': 'Klick: Karte, dann Stapel; Doppelklick legt ab · Umschalt+Ziehen markiert Text',
  'help.mouseToggle': 'Maus an/aus',
};
