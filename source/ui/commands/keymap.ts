import {type Command, escClears, type GameUi, isStalled} from '../state/game-ui.js';
import type {Key} from '../terminal/keys.js';
import type {CommandSpec, Context, KeyResult, RunEnv} from './command-types.js';
import {commandById, TABLE} from './commands.js';
import {charOf, isPlain, type KeyToken, matches} from './key-names.js';

export type {KeyResult};
export {charOf, isCtrl, isPlain} from './key-names.js';

/**
 * Keys to commands, by the table (commands.ts): the first command of the first context that has the
 * key plays. Nothing else reads a key press; the mouse plays the same commands (runCommand).
 */

const NONE: KeyResult = {type: 'none'};

const PROGRAM_TYPES = new Set(['quit', 'suspend', 'games', 'stats', 'setting', 'assist-setting', 'list', 'line', 'filter', 'none']);

/** Whether a command is the game screen's reducer's (else the program carries it out itself). */
export function isGameCommand(result: KeyResult): result is Command {
  return !PROGRAM_TYPES.has(result.type);
}

/** The table without a game's own keys. */
const BARE: readonly CommandSpec[] = [...TABLE.hand, ...TABLE.common];

type Entry = readonly [token: KeyToken, command: CommandSpec];

/** Each context's keys, in the table's order, worked out once per list of commands (a key is looked up on every press). */
const indexes = new WeakMap<readonly CommandSpec[], Map<Context, readonly Entry[]>>();

function entries(commands: readonly CommandSpec[], context: Context): readonly Entry[] {
  let index = indexes.get(commands);
  if (!index) indexes.set(commands, (index = new Map()));
  let found = index.get(context);
  if (!found) {
    found = commands
      .filter((command) => command.contexts.includes(context))
      .flatMap((command) => [...command.keys, ...(command.also ?? []), ...(command.quiet ?? [])].map((token): Entry => [token, command]));
    index.set(context, found);
  }
  return found;
}

/** The command a key plays in these contexts, and the key as the table writes it. */
export function commandFor(commands: readonly CommandSpec[], contexts: readonly Context[], key: Key): {command: CommandSpec; token: KeyToken} | undefined {
  for (const context of contexts) {
    for (const [token, command] of entries(commands, context)) if (matches(token, key)) return {command, token};
  }
  return undefined;
}

const ENV: RunEnv = {token: '', char: '', deal: () => 1, canCancel: true, digits: ''};

/** What a key does in these contexts, or undefined when no command has it. */
export function keyCommand(commands: readonly CommandSpec[], contexts: readonly Context[], key: Key, env: Partial<RunEnv> = {}): KeyResult | undefined {
  const found = commandFor(commands, contexts, key);
  return found && found.command.run({...ENV, ...env, token: found.token, char: charOf(key)});
}

/** A command of the table played by its id (the mouse's way): with its first key, as if that was pressed. */
export function runCommand(id: string, env: Partial<RunEnv> = {}): KeyResult {
  const command = commandById(id);
  return command.run({...ENV, token: command.keys[0], ...env});
}

/** Keys while the help, the rules or the statistics are shown: ↑ ↓ scroll, ? goes on to the rules, any other key closes (Esc and q too). */
export function overlayKey(key: Key, commands: readonly CommandSpec[] = BARE): KeyResult {
  return keyCommand(commands, ['always', 'page'], key) ?? {type: 'cancel'};
}

/** Keys while the `#` prompt is open: digits, Backspace, Enter plays, Esc closes; everything else waits. */
export function dealPromptKey(key: Key, digits: string, commands: readonly CommandSpec[] = BARE): KeyResult {
  return keyCommand(commands, ['always', 'prompt'], key, {digits}) ?? NONE;
}

/**
 * Keys on the game screen: a question takes only its answers (and q); otherwise the settings of every
 * screen, then the game's commands. A character no command has is offered to the game as its own key
 * (which says it does nothing there); other modified keys (Alt-, Ctrl-arrows, function keys) do nothing.
 */
export function gameKey(key: Key, options: {deal: () => number; canCancel: boolean; asking: boolean}, commands: readonly CommandSpec[] = BARE): KeyResult {
  const contexts: readonly Context[] = options.asking ? ['always', 'ask'] : ['always', 'global', 'play'];
  const result = keyCommand(commands, contexts, key, {deal: options.deal, canCancel: options.canCancel});
  if (result) return result;
  const char = charOf(key);
  return options.asking || char === '' ? NONE : {type: 'action', key: char};
}

/** A key on the game screen, whatever is shown over the table: the help, the `#` prompt, a question, or the table. */
export function screenKey(ui: GameUi, key: Key, commands: readonly CommandSpec[], deal: () => number): KeyResult {
  if (ui.overlay) return overlayKey(key, commands);
  if (ui.dealPrompt !== undefined) return dealPromptKey(key, ui.dealPrompt, commands);
  return gameKey(key, {deal, canCancel: escClears(ui), asking: ui.confirm !== undefined || isStalled(ui)}, commands);
}

/**
 * Keys on the list of games: its commands and the settings; on the chosen game's rules line its own
 * commands first, and of the list's only ↓ Tab Shift-Tab (on to the next game) and q. Elsewhere a
 * letter, digit, space or hyphen no command has is typed into the filter.
 */
export function listKey(key: Key, online: boolean): KeyResult {
  const result = keyCommand(BARE, online ? ['always', 'line', 'list', 'global'] : ['always', 'list', 'global'], key);
  if (online && result?.type === 'list') return result.action === 'quit' ? {type: 'quit'} : result.action === 'up' || result.action === 'down' ? result : NONE;
  if (result) return result;
  const char = charOf(key);
  return !online && /^[\p{L}\p{N} -]$/u.test(char) ? {type: 'filter', char} : NONE;
}

/** The answer to a question on the list of games (take over a game open elsewhere): yes, no, or undefined for a modified key, which waits. */
export function answerKey(key: Key): boolean | undefined {
  if (!isPlain(key)) return undefined;
  return keyCommand(BARE, ['ask'], key)?.type === 'yes';
}
