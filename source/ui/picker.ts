import type {GameDefinition} from '../core/types.js';
import {clip, type Line, pad} from '../view/style.js';

export type Picker = {readonly index: number};

/** The picker starts on the last game played. */
export function startPicker(games: readonly GameDefinition[], last: string | undefined): Picker {
  return {index: Math.max(0, games.findIndex((game) => game.id === last))};
}

export function movePicker(picker: Picker, games: readonly GameDefinition[], by: number): Picker {
  return {index: (picker.index + by + games.length) % games.length};
}

export function pickerFrame(
  picker: Picker,
  games: readonly GameDefinition[],
  unfinished: ReadonlySet<string>,
  cols: number,
  rows: number,
  notice = '',
): Line[] {
  const lines: Line[] = [[{text: clip('Patience — choose a game', cols), style: {bold: true}}], []];
  const room = Math.max(1, rows - 1 - 5);
  const first = Math.min(Math.max(0, picker.index - room + 1), Math.max(0, games.length - room));
  games.slice(first, first + room).forEach((game, offset) => {
    const index = first + offset;
    const chosen = index === picker.index;
    const marker = unfinished.has(game.id) ? '▶ ' : '  ';
    const text = `${chosen ? '›' : ' '} ${marker}${pad(game.names.de, 22)} ${pad(game.names.en, 24)} ${game.decks * 52} cards  ${game.summary.en}`;
    lines.push([{text: clip(text, cols), style: chosen ? {inverse: true} : undefined}]);
  });
  while (lines.length < rows - 3) lines.push([]);
  lines.push([{text: clip(notice, cols)}]);
  lines.push([{text: clip('↑ ↓ choose · Enter play (▶ resumes your unfinished deal) · q quit', cols), style: {dim: true}}]);
  return lines.slice(0, rows - 1);
}
