import {readFileSync} from 'node:fs';
import {afterEach, describe, expect, it} from 'vitest';
import {startSession} from '../../source/core/session.js';
import type {GameDefinition} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {memoryStore} from '../../source/storage/store.js';
import {startUi} from '../../source/ui/state/game-ui.js';
import {KeyParser} from '../../source/ui/terminal/keys.js';
import {Program} from '../../source/ui/program/program.js';
import {plain} from '../../source/view/style.js';

// Issue 11: the keys table (docs/keys.md, linked from the README) matches the program.
const README = readFileSync(new URL('../../docs/keys.md', import.meta.url), 'utf8');

/** The rows of the markdown table whose header row starts with `| first |`. */
function tableRows(first: string): string[][] {
  const all = README.split('\n');
  const start = all.findIndex((line) => line.startsWith(`| ${first} |`));
  const rows: string[][] = [];
  for (const line of all.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** The single characters the keys table names (`u`, `r or Ctrl-R`, `a, + / -`…). */
function readmeCharacters(): Set<string> {
  const chars = new Set<string>();
  for (const [keys] of tableRows('Key')) {
    for (const token of keys.split(/[\s,/()]+/)) if ([...token].length === 1 && !'←→↑↓'.includes(token)) chars.add(token);
  }
  return chars;
}

let programs: Program[] = [];
afterEach(() => {
  for (const program of programs) program.dispose();
  programs = [];
});

/** Whether a character does something on the game screen of a game without own keys (else it says it does nothing there). */
function works(char: string): boolean {
  const staffel = games.find((game) => game.id === 'staffelpatience')!;
  const bare: GameDefinition = {...staffel, id: 'bare', keys: []};
  const store = memoryStore();
  const program = new Program({
    games: [bare],
    start: {kind: 'game', ui: startUi(bare, startSession(bare, {deal: 1}))},
    settings: {lang: 'en', theme: 'auto', colours: 'none'},
    randomDeal: () => 2,
    store,
    size: {cols: 80, rows: 24},
    afterFrame: (run) => run(),
  });
  programs.push(program);
  const parser = new KeyParser();
  program.press([...parser.feed(char)]);
  return !program.lines().map(plain).join('\n').includes('does nothing in');
}

describe("the README's keys table", () => {
  const printable = Array.from({length: 0x7e - 0x21 + 1}, (_, index) => String.fromCharCode(0x21 + index));

  it('lists every character key the program answers, and only those', () => {
    const program = new Set(printable.filter(works));
    // Space is named, not a character in the table; d belongs to the games (each game's own next card).
    const readme = readmeCharacters();
    readme.delete('d');
    expect([...readme].sort()).toEqual([...program].sort());
  });

  it('names the keys for moving, picking up and leaving, and no vi keys', () => {
    const first = tableRows('Key').map(([keys]) => keys);
    for (const named of ['← → ↑ ↓', 'Tab / Shift-Tab', 'Space', 'Enter', 'Esc']) expect(first).toContain(named);
    expect(first.join(' ')).not.toMatch(/\bh j k l\b/);
    // h is the hint now; j k l do nothing.
    for (const letter of 'jkl') expect(works(letter)).toBe(false);
  });

  it("lists each game's own keys in the table of own keys", () => {
    const own = tableRows('Game');
    for (const game of games) {
      const keys = new Set(game.keys.map((spec) => spec.key));
      keys.delete('d');
      if (keys.size === 0) continue;
      const row = own.find(([names]) => names.split(', ').includes(game.names.de));
      expect(row, `${game.names.de} in the table of own keys`).toBeDefined();
      for (const key of keys) expect(row![1], `${game.names.de}: ${key}`).toContain(`\`${key}\``);
    }
  });
});
