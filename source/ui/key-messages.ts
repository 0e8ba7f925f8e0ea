/**
 * The UI strings of the key line, of what the keys answer and of the demo's steps (issue 20), merged
 * into the tables of messages.ts. `{card}` is a card, drawn as the table draws it.
 */
export const KEYS_EN = {
  'help.moveFans': 'to a pile; Shift+arrow into a fan / out: a card more / fewer',
  'picker.escStays': 'This is the list of games: Enter plays, q quits',
} as const;

export type KeysKey = keyof typeof KEYS_EN;

export const KEYS_DE: Record<KeysKey, string> = {
  'help.moveFans': 'Stapel wechseln; Umsch+Pfeil in/aus dem Fächer: mehr/weniger',
  'picker.escStays': 'Das ist die Spielauswahl: Enter spielt, q beendet',
};
