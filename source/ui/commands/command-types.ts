import type {Bilingual} from '../../core/text.js';
import type {GameDefinition} from '../../core/types.js';
import type {Command, GameUi} from '../state/game-ui.js';
import type {MessageKey, Params} from '../text/messages.js';
import type {KeyToken} from './key-names.js';

/** What a key (or a click) comes to: a command of the game screen's reducer, or one the program carries out itself. */
export type KeyResult =
  | Command
  | {readonly type: 'quit'}
  | {readonly type: 'suspend'}
  | {readonly type: 'games'}
  | {readonly type: 'stats'}
  | {readonly type: 'setting'; readonly setting: 'theme' | 'colours' | 'lang' | 'mouse'}
  | {readonly type: 'assist-setting'; readonly setting: 'mark' | 'winnable' | 'safeUp'}
  /** A key of the list of games, and of the chosen game's rules line (list-commands.ts). */
  | {readonly type: 'list'; readonly action: 'up' | 'down' | 'play' | 'variants' | 'erase' | 'escape' | 'rules' | 'quit' | 'winnable'}
  | {readonly type: 'line'; readonly action: 'left' | 'right' | 'toggle' | 'play' | 'leave' | 'rules'}
  /** A character typed into the list's filter. */
  | {readonly type: 'filter'; readonly char: string}
  | {readonly type: 'none'};

/**
 * Where a command's keys work: `always` on every screen (before anything else), `global` on the game
 * screen and the list of games, `play` on the game screen, `ask` while a question waits for its answer,
 * `prompt` while the deal number is typed, `page` while the help, the rules or the statistics are shown,
 * `list` on the list of games and `line` on its rules line.
 */
export type Context = 'always' | 'global' | 'play' | 'ask' | 'prompt' | 'page' | 'list' | 'line';

/** The state of the game screen the key line speaks for. */
export type Phase = 'finished' | 'demo' | 'ask' | 'prompt' | 'finding' | 'held' | 'play';

/** A text of the catalogue (its `{id}` parameters are the keys of the command `id`), or a game's own words. */
export type Label = MessageKey | Bilingual;

/** How much a part of the key line matters: `must` always stays, `should` goes before `must`, `may` first. */
export type Need = 'must' | 'should' | 'may';

/** A command's part of the key line now: its words, shorter words, how much it matters and where it stands (lower first). */
export type LineSpec = {
  readonly label: Label;
  readonly short?: Label;
  readonly need: Need;
  readonly at: number;
  /** Parameters of the words; `bare`: the words name their keys themselves (the depth: the arrows of the focused fan). */
  readonly params?: Params;
  readonly bare?: boolean;
};

/** What a command's handler is told: the key that was pressed, and what the screen knows. */
export type RunEnv = {
  readonly token: KeyToken;
  /** The character typed, for a key that stands for several (`digit`). */
  readonly char: string;
  /** A fresh deal number, for `n`. */
  readonly deal: () => number;
  /** Whether Esc has something to put away (else it leaves to the list of games). */
  readonly canCancel: boolean;
  /** The digits typed at the `#` prompt. */
  readonly digits: string;
};

/** One command: what it is called, its keys, where and when it is offered, and what it does. */
export type CommandSpec = {
  readonly id: string;
  /** Its keys, as the help names them (the first is the one a row of several commands names). */
  readonly keys: readonly KeyToken[];
  /** Keys that do the same, named after the first ("also Ctrl-R"). */
  readonly also?: readonly KeyToken[];
  /** Keys that do the same and are not named (`=` for `+`, capitals for the answers). */
  readonly quiet?: readonly KeyToken[];
  /** The keys the key line names, where they differ by language (`y` in English, `j` in German). */
  readonly lineKeys?: Readonly<Record<'en' | 'de', readonly KeyToken[]>>;
  readonly contexts: readonly Context[];
  /** Its words in the help (in each language), by game where they differ. */
  readonly label: Label | ((definition: GameDefinition) => Label);
  /** The row of the help it shares with other commands (keys joined by " / ", words by " · "); its own row when absent. */
  readonly row?: string | ((definition: GameDefinition) => string);
  /** Whether the help lists it for this game; `false` never (a game names it in its own words, or it belongs to a screen). */
  readonly help?: boolean | ((definition: GameDefinition) => boolean);
  /** A game may give this key its own meaning (its `d`, `s`, `f`): the game's command then takes the help's place. */
  readonly gameOwn?: boolean;
  /** Its part of the key line in this state, if it has one now. */
  readonly line?: (ui: GameUi, phase: Phase) => LineSpec | undefined;
  readonly run: (env: RunEnv) => KeyResult;
};
