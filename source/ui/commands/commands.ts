import {current, startSession} from '../../core/session.js';
import type {GameDefinition, KeySpec} from '../../core/types.js';
import {knownFinish} from '../assist/assist-ui.js';
import {autoMove, depthsOf, type GameUi, legal, playsItself} from '../state/game-ui.js';
import type {CommandSpec, Label, LineSpec, Need, Phase} from './command-types.js';
import {depthArrows} from '../state/fans.js';
import {keyName} from './key-names.js';
import type {Lang} from '../text/messages.js';
import {LIST_COMMANDS} from './list-commands.js';
import {SCREEN_COMMANDS} from './screen-commands.js';

/**
 * The table of commands: every key of the program's screens is written here and nowhere else. The
 * keymap (keymap.ts), the help (screens/help.ts), the key line (key-line.ts) and the keys table of
 * docs/keys.md are made from it; a game's own keys join it (game-commands.ts), and the mouse plays
 * its commands (mouse/). The order is the help's; `line` gives each command's place on the key line.
 */

const selfPlaying = (definition: GameDefinition) => playsItself(definition);
const marking = (definition: GameDefinition) => definition.selection === 'set';
const hasAuto = (definition: GameDefinition) => definition.keys.some((spec) => spec.auto);

const part = (label: LineSpec['label'], need: Need, at: number): LineSpec => ({label, need, at});
const inPlay = (phase: Phase) => phase === 'play' || phase === 'held';

const fanned = new WeakMap<GameDefinition, boolean>();

/** Whether the game has fanned piles, whose depth Shift-arrows choose (the first deal's table tells). */
function hasFans(definition: GameDefinition): boolean {
  let known = fanned.get(definition);
  if (known === undefined) {
    known = definition.piles(current(startSession(definition, {deal: 1}))).some((spec) => spec.fan !== undefined && spec.fan !== 'none');
    fanned.set(definition, known);
  }
  return known;
}

/** Some card can move now (pick up and send are offered). */
const canMove = (ui: GameUi) => legal(ui).some((move) => move.kind === 'move');

/** The commands of the game screen's hand: the keys that move the focus, pick up, drop, send and put back. */
const HAND: readonly CommandSpec[] = [
  {
    id: 'focus',
    keys: ['left', 'right', 'up', 'down'],
    contexts: ['play'],
    label: (definition) => (hasFans(definition) && !selfPlaying(definition) && !marking(definition) ? 'help.moveFans' : 'help.move'),
    run: ({token}) => ({type: 'move-focus', direction: token as 'left' | 'right' | 'up' | 'down'}),
  },
  {
    id: 'depth',
    keys: ['shift+left', 'shift+right', 'shift+up', 'shift+down', 'pageup', 'pagedown'],
    contexts: ['play'],
    label: 'help.moveFans',
    help: false,
    line: (ui, phase) => {
      const arrows = depthArrows(ui);
      if (phase !== 'play' || playsItself(ui.definition) || marking(ui.definition) || !arrows || depthsOf(ui, ui.focus).length <= 1 || !canMove(ui)) {
        return undefined;
      }
      return {label: 'keys.depth', short: 'keys.depthShort', params: arrows, bare: true, need: 'should', at: 32};
    },
    run: ({token}) => {
      if (token === 'pageup') return {type: 'depth', by: 1};
      if (token === 'pagedown') return {type: 'depth', by: -1};
      return {type: 'depth', direction: token.slice(6) as 'left' | 'right' | 'up' | 'down'};
    },
  },
  {id: 'cycle', keys: ['tab', 'backtab'], contexts: ['play'], label: 'help.tab', run: ({token}) => ({type: 'cycle', by: token === 'tab' ? 1 : -1})},
  {
    id: 'select',
    keys: ['space'],
    contexts: ['play'],
    label: (definition) => (selfPlaying(definition) ? autoLabel(definition) : marking(definition) ? 'help.spaceMark' : 'help.space'),
    row: (definition) => (selfPlaying(definition) ? 'step' : 'select'),
    line: (ui, phase) => {
      if (phase === 'finished') return part('hint.table', 'should', 3);
      if (phase === 'held') return part('hint.drop', 'must', 30);
      if (phase !== 'play' || playsItself(ui.definition)) return undefined;
      if (marking(ui.definition)) return part('hint.mark', 'must', 30);
      return canMove(ui) ? part('hint.pick', 'must', 30) : undefined;
    },
    run: () => ({type: 'select'}),
  },
  {
    id: 'send',
    keys: ['enter'],
    contexts: ['play'],
    label: (definition) => (selfPlaying(definition) ? autoLabel(definition) : 'help.enter'),
    row: (definition) => (selfPlaying(definition) ? 'step' : 'send'),
    help: (definition) => !marking(definition) || selfPlaying(definition),
    line: (ui, phase) =>
      phase === 'play' && !playsItself(ui.definition) && !marking(ui.definition) && canMove(ui) ? part('hint.send', 'must', 31) : undefined,
    run: () => ({type: 'send'}),
  },
  {
    id: 'escape',
    keys: ['escape'],
    contexts: ['play'],
    label: (definition) => (selfPlaying(definition) ? 'help.escGames' : marking(definition) ? 'help.escMarks' : 'help.esc'),
    line: (_ui, phase) => {
      if (phase === 'held') return part('hint.back', 'must', 31);
      if (phase === 'finished') return part('hint.games', 'should', 4);
      return phase === 'finding' ? part('hint.stopSearch', 'must', 1) : undefined;
    },
    run: ({canCancel}) => (canCancel ? {type: 'cancel'} : {type: 'games'}),
  },
];

/** The step of a game that plays itself, in its own words. */
function autoLabel(definition: GameDefinition): Label {
  return definition.keys.find((spec) => spec.auto)?.label ?? 'help.auto';
}

/** The commands every game has, after the game's own (the game's `d`, `s` and `f` take the place of these where it has them). */
const COMMON: readonly CommandSpec[] = [
  // The next card: each game that has one says in its own words what it is (turn, deal, rescue, step); a click on the stock plays it.
  {id: 'deal', keys: ['d'], contexts: ['play'], label: 'help.deal', help: false, gameOwn: true, run: ({token}) => ({type: 'action', key: token})},
  // One step of a game that plays itself, and of the demo.
  {id: 'step', keys: ['s'], contexts: ['play'], label: 'help.step', help: false, gameOwn: true, run: ({token}) => ({type: 'step', key: token})},
  {
    id: 'undo',
    keys: ['u'],
    contexts: ['play'],
    label: 'help.undo',
    row: 'undo',
    line: (_ui, phase) => (inPlay(phase) ? part('hint.undo', 'may', 60) : phase === 'finished' ? part('hint.undo', 'should', 2) : undefined),
    run: () => ({type: 'undo'}),
  },
  {id: 'redo', keys: ['r'], also: ['ctrl+r'], contexts: ['play'], label: 'help.redo', row: 'undo', run: () => ({type: 'redo'})},
  {id: 'undoAll', keys: ['U'], contexts: ['play'], label: 'help.undoAll', row: 'undo', run: () => ({type: 'undo-all'})},
  {
    id: 'new',
    keys: ['n'],
    contexts: ['play'],
    label: 'help.new',
    row: 'deals',
    line: (_ui, phase) => (phase === 'finished' ? part('hint.newDeal', 'must', 1) : undefined),
    run: ({deal}) => ({type: 'new', deal: deal()}),
  },
  {id: 'restart', keys: ['R'], contexts: ['play'], label: 'help.restart', row: 'deals', run: () => ({type: 'restart'})},
  {id: 'dealNumber', keys: ['#'], contexts: ['play'], label: 'help.dealNumber', row: 'deals', run: () => ({type: 'deal-prompt', digits: ''})},
  {id: 'end', keys: ['e'], contexts: ['play'], label: 'help.e', run: () => ({type: 'end'})},
  {
    id: 'auto',
    keys: ['a'],
    contexts: ['play'],
    label: 'help.auto',
    row: 'auto',
    help: hasAuto,
    line: (ui, phase) => {
      if (phase !== 'play') return undefined;
      const label = ui.auto ? 'hint.pause' : 'hint.play';
      if (playsItself(ui.definition)) return part(label, 'must', 30);
      // Autoplay where the game has steps and one can be taken now (not Die Reihe's "hold back", not while a choice waits).
      return ui.auto || autoMove(ui) !== undefined ? part(label, 'must', 20) : undefined;
    },
    run: () => ({type: 'auto'}),
  },
  {id: 'faster', keys: ['+'], quiet: ['='], contexts: ['play'], label: 'help.faster', row: 'auto', help: hasAuto, run: () => ({type: 'speed', faster: true})},
  {id: 'slower', keys: ['-'], contexts: ['play'], label: 'help.slower', row: 'auto', help: hasAuto, run: () => ({type: 'speed', faster: false})},
  {
    id: 'hint',
    keys: ['h'],
    contexts: ['play'],
    label: 'help.hint',
    row: 'solve',
    line: (_ui, phase) => (inPlay(phase) ? part('hint.hint', 'may', 50) : undefined),
    run: () => ({type: 'hint'}),
  },
  {
    id: 'finish',
    keys: ['f'],
    contexts: ['play'],
    label: 'help.finish',
    row: 'solve',
    gameOwn: true,
    line: (ui, phase) => (phase === 'play' && knownFinish(current(ui.session)) ? part('hint.finish', 'should', 40) : undefined),
    run: () => ({type: 'finish'}),
  },
  {id: 'demo', keys: ['D'], contexts: ['play'], label: 'help.demo', row: 'solve', run: () => ({type: 'demo'})},
  {id: 'mark', keys: ['w'], contexts: ['play'], label: 'help.mark', row: 'assist', run: () => ({type: 'assist-setting', setting: 'mark'})},
  {id: 'winnable', keys: ['W'], contexts: ['play'], label: 'help.winnable', row: 'assist', run: () => ({type: 'assist-setting', setting: 'winnable'})},
  {id: 'safeUp', keys: ['F'], contexts: ['play'], label: 'help.safeUp', row: 'assist', run: () => ({type: 'assist-setting', setting: 'safeUp'})},
  {
    id: 'help',
    keys: ['?'],
    contexts: ['play'],
    label: 'help.keys',
    line: (_ui, phase) => (inPlay(phase) ? part('hint.help', 'must', 70) : undefined),
    run: () => ({type: 'help'}),
  },
  {id: 'theme', keys: ['T'], contexts: ['global'], label: 'help.theme', row: 'settings', run: () => ({type: 'setting', setting: 'theme'})},
  {id: 'colours', keys: ['C'], contexts: ['global'], label: 'help.colours', row: 'settings', run: () => ({type: 'setting', setting: 'colours'})},
  {id: 'lang', keys: ['L'], contexts: ['global'], label: 'help.lang', row: 'settings', run: () => ({type: 'setting', setting: 'lang'})},
  {id: 'stats', keys: ['S'], contexts: ['global'], label: 'help.stats', row: 'settings', run: () => ({type: 'stats'})},
  {id: 'mouse', keys: ['M'], contexts: ['global'], label: 'help.mouseToggle', row: 'settings', run: () => ({type: 'setting', setting: 'mouse'})},
  {
    id: 'quit',
    keys: ['q'],
    contexts: ['play', 'ask'],
    label: 'help.q',
    line: (_ui, phase) => {
      if (phase === 'finished') return part('hint.quit', 'must', 5);
      if (phase === 'finding') return part('hint.quit', 'must', 2);
      return inPlay(phase) || phase === 'ask' ? part('hint.quit', 'should', 80) : undefined;
    },
    run: () => ({type: 'quit'}),
  },
  ...SCREEN_COMMANDS,
  ...LIST_COMMANDS,
];

/** The table: the hand's commands, then (after a game's own, see game-commands.ts) the common ones. */
export const TABLE: {readonly hand: readonly CommandSpec[]; readonly common: readonly CommandSpec[]} = {hand: HAND, common: COMMON};

const BY_ID = new Map([...HAND, ...COMMON].map((command) => [command.id, command]));

/** A command of the table by its id. */
export function commandById(id: string): CommandSpec {
  const command = BY_ID.get(id);
  if (!command) throw new Error(`no command ${id}`);
  return command;
}

/** The game's own key for a command a game may give its own meaning (`deal`: the stock's turn or deal; `finish`: Harfe's), if it has one. */
export function ownSpec(definition: GameDefinition, id: string): KeySpec | undefined {
  const keys = commandById(id).keys;
  return definition.keys.find((spec) => keys.includes(spec.key));
}

/** A command's keys as a text names them: `{#faster}` is "+", `{#focus}` "← → ↑ ↓". */
export function keysNamed(command: CommandSpec, lang: Lang): string {
  return command.keys.map((token) => keyName(token, lang)).join(' ');
}
