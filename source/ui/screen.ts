import type {GameDefinition} from '../core/types.js';
import type {Line} from '../view/style.js';
import type {GameUi} from './controller.js';
import {type Display, gameFrame} from './frame.js';
import {type Picker, pickerFrame} from './picker.js';

/** What is on screen: the games list or one game. */
export type Screen =
  | {readonly kind: 'picker'; readonly picker: Picker; readonly notice?: string}
  | {readonly kind: 'game'; readonly ui: GameUi};

export function screenLines(screen: Screen, games: readonly GameDefinition[], unfinished: ReadonlySet<string>, display: Display): Line[] {
  if (screen.kind === 'game') return gameFrame(screen.ui, display);
  return pickerFrame(screen.picker, games, unfinished, display.cols, display.rows, screen.notice);
}
