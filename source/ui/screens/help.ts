import type {GameDefinition} from '../../core/types.js';
import type {CommandSpec} from '../commands/command-types.js';
import {commandsOf, labelText, type Table} from '../commands/game-commands.js';
import {keysName} from '../commands/key-names.js';
import {type Lang, t} from '../text/messages.js';
import {wrap} from '../text/wrap.js';

/** One row of the keys help: the keys, and what they do. */
type Row = readonly [keys: string, text: string];

const valueOf = <T>(value: T | ((definition: GameDefinition) => T), definition: GameDefinition): T =>
  typeof value === 'function' ? (value as (definition: GameDefinition) => T)(definition) : value;

/** Whether the help lists a command in this game: not where the game gives its key its own meaning (its own row says it). */
function listed(command: CommandSpec, definition: GameDefinition): boolean {
  if (!valueOf(command.help ?? true, definition)) return false;
  if (!command.contexts.some((context) => context === 'play' || context === 'global')) return false;
  return !(command.gameOwn && definition.keys.some((spec) => command.keys.includes(spec.key)));
}

/**
 * The keys that work in this game, as rows, made from the table of commands (commands/commands.ts) in its
 * order: commands that share a row show their first keys joined by " / " and their words joined by
 * " · " (a game's keys with the same words once: Elf's d and x); a command's other keys are named
 * after its words ("also Ctrl-R").
 */
export function helpRows(definition: GameDefinition, lang: Lang, table?: Table): Row[] {
  const commands = commandsOf(definition, table);
  const rows = new Map<string, {keys: string[]; words: string[]}>();
  for (const command of commands) {
    if (!listed(command, definition)) continue;
    const id = valueOf(command.row ?? command.id, definition);
    let row = rows.get(id);
    if (!row) rows.set(id, (row = {keys: [], words: []}));
    row.keys.push(keysName(command.keys, lang));
    let words = labelText(valueOf(command.label, definition), lang, commands);
    if (command.also) words += ` (${t(lang, 'key.also', {keys: keysName(command.also, lang)})})`;
    if (!row.words.includes(words)) row.words.push(words);
  }
  return [...rows.values()].map((row) => [row.keys.join(' / '), row.words.join(' · ')] as const);
}

/** The keys help as lines within `cols`, closing with how to close it. */
export function helpLines(definition: GameDefinition, lang: Lang, cols = 80): string[] {
  return [...helpBody(definition, lang, cols), '', ...wrap(labelText('help.close', lang, commandsOf(definition)), cols)];
}

/** The title, what the mouse does (and that Shift+drag still selects text), and the keys: keys in the left column, what they do wrapped in the right one. */
export function helpBody(definition: GameDefinition, lang: Lang, cols = 80): string[] {
  const rows = helpRows(definition, lang);
  const keyWidth = Math.max(...rows.map(([keys]) => [...keys].length)) + 2;
  const textWidth = Math.max(20, cols - 2 - keyWidth);
  const lines = [t(lang, 'help.title', {game: definition.names.de}), ...wrap(t(lang, 'help.mouse'), cols)];
  for (const [keys, text] of rows) {
    wrap(text, textWidth).forEach((part, index) => {
      lines.push(`  ${(index === 0 ? keys : '').padEnd(keyWidth)}${part}`);
    });
  }
  return lines;
}
