import type {GameDefinition} from '../../core/types.js';

/**
 * The games list: the chosen entry (an index into the filtered list) and the typed filter;
 * `line` is the focused switch while the chosen game's rules line has the focus (see picker-variants.ts).
 */
export type Picker = {readonly index: number; readonly filter: string; readonly line?: number};

function fold(text: string): string {
  return text.toLowerCase().replaceAll('ä', 'ae').replaceAll('ö', 'oe').replaceAll('ü', 'ue').replaceAll('ß', 'ss');
}

export function matching(games: readonly GameDefinition[], filter: string): GameDefinition[] {
  const wanted = fold(filter.trim());
  if (!wanted) return [...games];
  return games.filter((game) => [game.id, game.names.de, game.names.en, ...game.aliases].some((name) => fold(name).includes(wanted)));
}

/** The picker starts on the last game played. */
export function startPicker(games: readonly GameDefinition[], last: string | undefined): Picker {
  return {
    index: Math.max(
      0,
      games.findIndex((game) => game.id === last),
    ),
    filter: '',
  };
}

export function movePicker(picker: Picker, games: readonly GameDefinition[], by: number): Picker {
  const count = Math.max(1, matching(games, picker.filter).length);
  return {index: (picker.index + by + count) % count, filter: picker.filter};
}

export function typeInPicker(picker: Picker, text: string): Picker {
  return {index: 0, filter: picker.filter + text};
}

export function erasePicker(picker: Picker): Picker {
  return {index: 0, filter: picker.filter.slice(0, -1)};
}

export function chosenGame(picker: Picker, games: readonly GameDefinition[]): GameDefinition | undefined {
  return matching(games, picker.filter)[picker.index];
}
