/**
 * The UI strings of the key line, of what the keys answer and of the demo's steps (issue 20), merged
 * into the tables of messages.ts. `{card}` is a card, drawn as the table draws it.
 */
export const KEYS_EN = {
  'keys.place': 'where does {card} go?',
  'keys.depth': 'Shift-{more}{fewer} more/fewer cards',
  'keys.depthShort': 'Shift-{more}{fewer}',
  'keys.stockDeals': '{label}: press {key} (Space and Enter on the stock turn single cards only)',
  'help.moveFans': 'to a pile; Shift+arrow into a fan / out: a card more / fewer',
  'picker.escStays': 'This is the list of games: {#listPlay} plays, {#listQuit} quits',
  'demo.joined': 'Demo: one move and {count} forced or safe {count:move|moves} after it',
  'demo.paced': 'Demo: {count} moves in one step, so that it ends in about a minute',
} as const;

export type KeysKey = keyof typeof KEYS_EN;

export const KEYS_DE: Record<KeysKey, string> = {
  'keys.place': 'wohin mit {card}?',
  'keys.depth': 'Umsch-{more}{fewer} mehr/weniger Karten',
  'keys.depthShort': 'Umsch-{more}{fewer}',
  'keys.stockDeals': '{label}: Taste {key} (Leertaste und Enter am Talon drehen nur einzelne Karten um)',
  'help.moveFans': 'Stapel wechseln; Umsch+Pfeil in/aus Fächer: mehr/weniger',
  'picker.escStays': 'Das ist die Spielauswahl: {#listPlay} spielt, {#listQuit} beendet',
  'demo.joined': 'Vorführung: ein Zug und {count} {count:erzwungener oder sicherer Zug|erzwungene oder sichere Züge} danach',
  'demo.paced': 'Vorführung: {count} Züge in einem Schritt, damit sie in etwa einer Minute endet',
};
