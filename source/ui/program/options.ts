import type {GameDefinition} from '../../core/types.js';
import type {Settings, Store} from '../../storage/store.js';
import type {AssistSolver} from '../assist/solver-link.js';
import type {Screen} from '../screens/screen.js';

/** The settings the program runs with: language, theme and colours always known, the rest once chosen. */
export type ProgramSettings = Required<Pick<Settings, 'lang' | 'theme' | 'colours'>> & Settings;

export type ProgramOptions = {
  readonly games: readonly GameDefinition[];
  readonly start: Screen;
  readonly settings: ProgramSettings;
  /** The game on screen was dealt at random: with winnable deals only, a winnable one is looked for first. */
  readonly winnableStart?: boolean;
  /** Who answers hints, the mark and the demo (the worker thread); without one they say the solver is off. */
  readonly solver?: AssistSolver;
  readonly randomDeal: () => number;
  readonly store: Store;
  readonly size: {readonly cols: number; readonly rows: number};
  /** A monotonic clock in milliseconds (the game clock and autoplay run on it). */
  readonly now?: () => number;
  /** Called once the player has quit, after the game was handed to the store. */
  readonly onQuit?: () => void;
  /** Ctrl-Z: give the terminal back and stop (the game clock is paused until `resume()`); false where nothing can take it (no job control). */
  readonly onSuspend?: () => boolean | void;
  /** Runs the store writes once the frame is out; setImmediate unless a test says otherwise. */
  readonly afterFrame?: (run: () => void) => void;
  /** Turns the terminal's mouse reports on or off (M); the setting is on unless it says `mouse: false`. */
  readonly onMouse?: (on: boolean) => void;
};
