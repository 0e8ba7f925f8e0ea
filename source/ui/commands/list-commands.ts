import type {CommandSpec, KeyResult} from './command-types.js';

/**
 * The table's commands of the list of games (`list`) and of the chosen game's rules line (`line`),
 * which choose a game and its variant. The settings of every screen (T, C, L, S, M) are in commands.ts.
 */

type ListAction = Extract<KeyResult, {type: 'list'}>['action'];
type LineAction = Extract<KeyResult, {type: 'line'}>['action'];

const list = (id: string, keys: string[], action: ListAction, more: Partial<CommandSpec> = {}): CommandSpec => ({
  id,
  keys,
  contexts: ['list'],
  label: 'help.list',
  help: false,
  run: () => ({type: 'list', action}),
  ...more,
});

const line = (id: string, keys: string[], action: LineAction): CommandSpec => ({
  id,
  keys,
  contexts: ['line'],
  label: 'help.list',
  help: false,
  run: () => ({type: 'line', action}),
});

export const LIST_COMMANDS: readonly CommandSpec[] = [
  list('listUp', ['up'], 'up', {also: ['backtab']}),
  list('listDown', ['down'], 'down', {also: ['tab']}),
  list('listPlay', ['enter'], 'play'),
  list('listVariants', ['right'], 'variants'),
  list('listErase', ['backspace'], 'erase', {quiet: ['delete']}),
  list('listEscape', ['escape'], 'escape'),
  list('listRules', ['?'], 'rules'),
  list('listQuit', ['q'], 'quit'),
  list('listWinnable', ['W'], 'winnable'),
  line('lineLeft', ['left'], 'left'),
  line('lineRight', ['right'], 'right'),
  line('lineToggle', ['space'], 'toggle'),
  line('linePlay', ['enter'], 'play'),
  {...line('lineLeave', ['up'], 'leave'), also: ['escape']},
  line('lineRules', ['?'], 'rules'),
];
