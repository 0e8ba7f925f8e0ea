import type {GameDefinition} from '../../core/types.js';
import type {VariantChoices} from '../../storage/store.js';
import type {KeyResult} from '../commands/command-types.js';
import {runCommand} from '../commands/keymap.js';
import type {Mouse} from '../terminal/mouse.js';
import type {Lang} from '../text/messages.js';
import {LIST_TOP, listWindow} from '../screens/picker.js';
import {matching, type Picker} from '../screens/picker-state.js';
import {enterLine, lineKey, type LineStep, ruleLineSpans} from '../screens/picker-variants.js';
import {playable} from '../screens/variants.js';
import type {DoubleClicks} from './double-click.js';

/** What the mouse does on the list of games: a command (the wheel), choose an entry, play the chosen game, or a step of its rules line. */
export type PickerMouse =
  | {readonly kind: 'command'; readonly command: KeyResult}
  | {readonly kind: 'choose'; readonly picker: Picker}
  | {readonly kind: 'play'; readonly game: GameDefinition}
  | {readonly kind: 'line'; readonly step: LineStep; readonly game: GameDefinition}
  | {readonly kind: 'none'};

export type PickerPlace = {
  readonly games: readonly GameDefinition[];
  readonly variants: VariantChoices;
  readonly lang: Lang;
  readonly cols: number;
  readonly rows: number;
};

const NONE: PickerMouse = {kind: 'none'};

/** The row of the list at screen line `y`: a game (its index in the filtered list), its rules line, or nothing. */
function rowAt(picker: Picker, count: number, rows: number, y: number): {kind: 'game'; index: number} | {kind: 'rules'} | undefined {
  const {first, room} = listWindow(picker, count, rows);
  let line = LIST_TOP;
  for (let index = first; index < Math.min(count, first + room); index++) {
    if (y === line++) return {kind: 'game', index};
    if (index === picker.index && y === line++) return {kind: 'rules'};
  }
  return undefined;
}

/**
 * The mouse on the list of games: a click on a game chooses it, a click on the chosen game plays
 * it (as Enter), and so does a double click on another; on its rules line a click goes onto the
 * line (as →) and then turns the clicked switch on or off (as Space there); the wheel moves
 * through the list as ↑ ↓ do.
 */
export function pickerMouse(picker: Picker, mouse: Mouse, place: PickerPlace, clicks: DoubleClicks, now: number): PickerMouse {
  if (mouse.action !== 'press') return NONE;
  // The wheel plays what ↑ and ↓ do: ↑ on the rules line leaves it.
  if (mouse.button === 'wheel-up') return {kind: 'command', command: runCommand(picker.line === undefined ? 'listUp' : 'lineLeave')};
  if (mouse.button === 'wheel-down') return {kind: 'command', command: runCommand('listDown')};
  if (mouse.button !== 'left') return NONE;
  const shown = matching(place.games, picker.filter);
  const row = rowAt(picker, shown.length, place.rows, mouse.y);
  if (row?.kind === 'game') {
    const game = shown[row.index];
    const double = clicks.press(game.id, now, true);
    return row.index === picker.index || double ? {kind: 'play', game} : {kind: 'choose', picker: {index: row.index, filter: picker.filter}};
  }
  const game = shown[picker.index];
  // The chosen game's rules line opens under it: the second press of a double click may land there.
  const double = clicks.press(row?.kind === 'rules' ? game?.id : undefined, now, false);
  if (row?.kind !== 'rules' || !game) return NONE;
  if (double) return {kind: 'play', game};
  if (picker.line === undefined) return {kind: 'line', step: enterLine(picker, game, place.lang), game};
  const variant = playable(game, place.variants[game.id]);
  const span = ruleLineSpans(game, variant, picker.line, place.lang, place.cols).spans.find((each) => mouse.x >= each.x && mouse.x < each.x + each.width);
  return span ? {kind: 'line', step: lineKey({...picker, line: span.index}, 'toggle', game, variant, place.lang), game} : NONE;
}
