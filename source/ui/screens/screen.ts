import type {GameDefinition} from '../../core/types.js';
import type {GameStats, VariantChoices} from '../../storage/store.js';
import {asciiLine, clip, type Line} from '../../view/style.js';
import type {GameUi} from '../state/game-ui.js';
import {gameFrame, rulesLines} from './frame.js';
import {type Display} from './display.js';
import {t} from '../text/messages.js';
import {pickerFrame} from './picker.js';
import {type Picker} from './picker-state.js';
import {statsLines} from './stats.js';

/** What is on screen: the games list, one game, the statistics, or a game's rules from the list. */
export type Screen =
  /** `ask`: the notice asks whether to take this game over from another window (y/n). */
  | {readonly kind: 'picker'; readonly picker: Picker; readonly notice?: string; readonly ask?: string}
  | {readonly kind: 'game'; readonly ui: GameUi}
  /** `scroll`: ↑ ↓ move through a table longer than the screen (every game with its variants). */
  | {readonly kind: 'stats'; readonly back: Screen; readonly scroll?: number}
  | {readonly kind: 'rules'; readonly game: GameDefinition; readonly variant?: readonly string[]; readonly scroll: number; readonly back: Screen};

export type ScreenContext = {
  readonly games: readonly GameDefinition[];
  readonly unfinished: ReadonlySet<string>;
  /** Games open in another window. */
  readonly busy?: ReadonlySet<string>;
  readonly stats: Readonly<Record<string, GameStats>>;
  /** The variant chosen for each game. */
  readonly variants?: VariantChoices;
  readonly display: Display;
};

function page(title: string, body: readonly string[], keys: string, display: Display, scroll = 0): Line[] {
  const room = Math.max(1, display.rows - 3);
  const top = Math.min(scroll, Math.max(0, body.length - room));
  const lines: Line[] = [[{text: clip(title, display.cols), style: {bold: true}}]];
  for (const text of body.slice(top, top + room)) lines.push([{text: clip(text, display.cols)}]);
  while (lines.length < display.rows - 2) lines.push([]);
  lines.push([{text: clip(keys, display.cols), style: {dim: true}}]);
  return lines;
}

/** The screen's lines; in the ASCII theme every character is plain ASCII, the text around the table too. */
export function screenLines(screen: Screen, context: ScreenContext): Line[] {
  const lines = unfoldedLines(screen, context);
  const {theme, cols} = context.display;
  return theme === 'ascii' ? lines.map((line) => asciiLine(line, cols, context.display.lang)) : lines;
}

function unfoldedLines(screen: Screen, context: ScreenContext): Line[] {
  const {display} = context;
  switch (screen.kind) {
    case 'game':
      return gameFrame(screen.ui, display);
    case 'stats': {
      const body = ['', ...statsLines(context.games, context.stats, display.lang, display.theme === 'ascii', display.cols)];
      return page(t(display.lang, 'stats.title'), body, t(display.lang, 'rules.more'), display, screen.scroll);
    }
    case 'rules': {
      const [title, ...body] = rulesLines(screen.game, display.lang, Math.min(76, display.cols - 2), {variant: screen.variant, list: true});
      return page(title, body, t(display.lang, 'rules.more'), display, screen.scroll);
    }
    case 'picker':
      return pickerFrame(screen.picker, {...context, lang: display.lang, cols: display.cols, rows: display.rows, notice: screen.notice});
  }
}
