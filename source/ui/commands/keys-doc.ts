import type {CommandSpec} from './command-types.js';
import {COMMAND_DOCS, NEWCOMER_ROWS} from './command-docs.js';
import {commandById, TABLE} from './commands.js';
import type {Table} from './game-commands.js';
import {keysName} from './key-names.js';

/**
 * The keys table of docs/keys.md, made from the table of commands: a row for each command of the game
 * screen and of every screen that has words in COMMAND_DOCS, in the table's order; its keys in English,
 * other keys after "or", unnamed ones in brackets. Not part of the program: `npm run docs:keys` writes
 * it into docs/keys.md, and test/ui/keys-doc.test.ts checks that the file has it.
 */
export function keysDocTable(table: Table = TABLE, docs: Readonly<Record<string, string>> = COMMAND_DOCS): string {
  const rows = [...table.hand, ...table.common].filter(documented).flatMap((command) => {
    const text = docs[command.id];
    return text === undefined ? [] : [`| ${keysColumn(command)} | ${text} |`];
  });
  return ['| Key | What it does |', '|---|---|', ...rows].join('\n');
}

/** The commands the table documents: those of the game screen and of every screen (a question's and the prompt's keys are told in the text). */
function documented(command: CommandSpec): boolean {
  return command.contexts.some((context) => context === 'play' || context === 'global' || context === 'always');
}

function keysColumn(command: CommandSpec): string {
  let keys = keysName(command.keys, 'en');
  if (command.also) keys += ` or ${keysName(command.also, 'en')}`;
  if (command.quiet) keys += ` (or ${keysName(command.quiet, 'en')})`;
  return keys;
}

/** The README's short keys table: the keys a newcomer needs (NEWCOMER_ROWS), named by the table. */
export function newcomerTable(rows: typeof NEWCOMER_ROWS = NEWCOMER_ROWS, find: (id: string) => CommandSpec = commandById): string {
  const lines = rows.map(([ids, text]) => `| ${ids.map((id) => keysName(find(id).keys, 'en')).join(' / ')} | ${text} |`);
  return ['| Key | What it does |', '|---|---|', ...lines].join('\n');
}
