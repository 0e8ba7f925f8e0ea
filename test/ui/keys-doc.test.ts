import {readFileSync, writeFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {COMMAND_DOCS} from '../../source/ui/commands/command-docs.js';
import {commandById, TABLE} from '../../source/ui/commands/commands.js';
import {keysDocTable, newcomerTable} from '../../source/ui/commands/keys-doc.js';

// Issue 21, item 1: the keys table of docs/keys.md is made from the table of commands, not written by hand.
const FILE = new URL('../../docs/keys.md', import.meta.url);
const README = new URL('../../README.md', import.meta.url);

/** The keys table of the file: from its header row to the first line that is not a row. */
function tableOf(text: string): {start: number; end: number} {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| Key |'));
  let end = start;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  return {start, end};
}

/** The file's keys table, as its lines. */
function shownTable(file: URL): string {
  const text = readFileSync(file, 'utf8');
  const {start, end} = tableOf(text);
  expect(start).toBeGreaterThan(0);
  return text.split('\n').slice(start, end).join('\n');
}

// `npm run docs:keys` writes the tables into the files.
if (process.env.UPDATE_DOCS === '1') {
  for (const [file, table] of [
    [FILE, keysDocTable()],
    [README, newcomerTable()],
  ] as const) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const {start, end} = tableOf(lines.join('\n'));
    lines.splice(start, end - start, ...table.split('\n'));
    writeFileSync(file, lines.join('\n'));
  }
}

describe("docs/keys.md's keys table", () => {
  it('is the rendering of the table of commands (npm run docs:keys writes it)', () => {
    expect(shownTable(FILE)).toBe(keysDocTable());
  });

  it("and the README's keys for a newcomer are too, with the keys the table gives them", () => {
    expect(shownTable(README)).toBe(newcomerTable());
    expect(newcomerTable()).toContain('| u / r | undo / redo (unlimited) |');
    const moved = (id: string) => ({...commandById(id), keys: id === 'redo' ? ['y'] : commandById(id).keys});
    expect(newcomerTable(undefined, moved)).toContain('| u / y | undo / redo (unlimited) |');
  });

  it('changes with the table: a key changed or a command added shows in it', () => {
    const undo = TABLE.common.find((command) => command.id === 'undo')!;
    const changed = {
      hand: TABLE.hand,
      common: [...TABLE.common.map((command) => (command === undo ? {...undo, keys: ['z']} : command)), {...undo, id: 'extra', keys: ['X']}],
    };
    const docs = {...COMMAND_DOCS, extra: 'an extra command'};
    const rows = keysDocTable(changed, docs).split('\n');
    expect(rows).toContain(`| z | ${COMMAND_DOCS.undo} |`);
    expect(rows).not.toContain(`| u | ${COMMAND_DOCS.undo} |`);
    expect(rows).toContain('| X | an extra command |');
    expect(keysDocTable()).toContain(`| u | ${COMMAND_DOCS.undo} |`);
  });

  it('names other keys after "or", and unnamed ones in brackets', () => {
    const rows = keysDocTable().split('\n');
    expect(rows.some((row) => row.startsWith('| r or Ctrl-R |'))).toBe(true);
    expect(rows.some((row) => row.startsWith('| + (or =) |'))).toBe(true);
    expect(rows.some((row) => row.startsWith('| Shift-←→↑↓ / PgUp / PgDn |'))).toBe(true);
  });

  it('has words for every command of the game screen and of every screen, and none for a command that is not there', () => {
    const all = [...TABLE.hand, ...TABLE.common];
    const shown = all.filter((command) => command.contexts.some((context) => ['play', 'global', 'always'].includes(context)));
    // The step key (s) belongs to the games that have one; the games' table of own keys says it.
    expect(shown.filter((command) => COMMAND_DOCS[command.id] === undefined).map((command) => command.id)).toEqual(['step']);
    for (const id of Object.keys(COMMAND_DOCS)) expect(all.map((command) => command.id)).toContain(id);
  });
});
