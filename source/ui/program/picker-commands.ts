import type {GameDefinition} from '../../core/types.js';
import type {VariantChoices} from '../../storage/store.js';
import {chosenGame, erasePicker, movePicker, typeInPicker} from '../screens/picker-state.js';
import {enterLine, lineKey, type LineStep} from '../screens/picker-variants.js';
import type {Screen} from '../screens/screen.js';
import {playable} from '../screens/variants.js';
import type {KeyResult} from '../commands/command-types.js';
import {programKeys} from '../commands/game-commands.js';
import {type Lang, t} from '../text/messages.js';

type PickerScreen = Extract<Screen, {kind: 'picker'}>;

/** What a command of the list of games comes to: the list shown anew, a game played, a step of its rules line, quit, winnable deals turned on or off. */
export type PickerOutcome =
  | {readonly kind: 'show'; readonly screen: PickerScreen}
  | {readonly kind: 'play'; readonly game: GameDefinition}
  | {readonly kind: 'line'; readonly step: LineStep; readonly game: GameDefinition}
  | {readonly kind: 'quit'}
  | {readonly kind: 'winnable'}
  | {readonly kind: 'none'};

const NONE: PickerOutcome = {kind: 'none'};

/** A command of the list of games or of its rules line (commands/list-commands.ts), as what the program is to do. */
export function pickerOutcome(
  screen: PickerScreen,
  result: Extract<KeyResult, {type: 'list' | 'line' | 'filter'}>,
  games: readonly GameDefinition[],
  variants: VariantChoices,
  lang: Lang,
): PickerOutcome {
  const picker = screen.picker;
  const chosen = chosenGame(picker, games);
  const show = (next: Partial<PickerScreen>): PickerOutcome => ({kind: 'show', screen: {...screen, ...next}});
  if (result.type === 'filter') return show({picker: typeInPicker(picker, result.char)});
  if (result.type === 'line')
    return chosen ? {kind: 'line', step: lineKey(picker, result.action, chosen, playable(chosen, variants[chosen.id]), lang), game: chosen} : NONE;
  switch (result.action) {
    case 'variants':
      return chosen ? {kind: 'line', step: enterLine(picker, chosen, lang), game: chosen} : NONE;
    case 'up':
      return show({picker: movePicker(picker, games, -1)});
    case 'down':
      return show({picker: movePicker(picker, games, 1)});
    case 'play':
      return chosen ? {kind: 'play', game: chosen} : NONE;
    case 'erase':
      return show({picker: erasePicker(picker)});
    case 'escape':
      // Esc never quits from the list (two Escs from a game would): it clears the filter, else says how to play or quit.
      return picker.filter ? show({picker: {index: 0, filter: ''}}) : show({notice: t(lang, 'picker.escStays', {}, {keys: () => programKeys(lang)})});
    case 'rules':
      return chosen ? {kind: 'line', step: {kind: 'rules'}, game: chosen} : NONE;
    case 'quit':
      // q is a letter of the filter while one is typed.
      return picker.filter ? show({picker: typeInPicker(picker, 'q')}) : {kind: 'quit'};
    case 'winnable':
      return {kind: 'winnable'};
  }
}
