import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {games} from '../../source/games/index.js';
import {parseResults, resultFileName} from '../../source/solver/results.js';
import {tally, winnableText} from '../../source/solver/tally.js';

/**
 * docs/winnability.md's table is the stored results (source/solver/results/)
 * as `npm run winnability -- --table --markdown` prints them: every game's
 * defaults and every one of its variants has a file, and every file a row
 * that says what the file holds.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIR = join(ROOT, 'source', 'solver', 'results');
const files = readdirSync(DIR).filter((name) => name.endsWith('.csv'));

type Row = {game: string; variant: string; deals: number; won: number; lost: number; unknown: number; winnable: string};

function docRows(): Map<string, Row> {
  const text = readFileSync(join(ROOT, 'docs', 'winnability.md'), 'utf8');
  const rows = new Map<string, Row>();
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | game | variant | deals | won | lost | unknown | winnable | lesser | states/s |
    if (cells.length !== 11 || !/^\d+$/.test(cells[3])) continue;
    const [, game, variant, deals, won, lost, unknown, winnable] = cells;
    const name = resultFileName(game, variant === '–' ? [] : variant.split('+'));
    expect(rows.has(name), `${name} twice in the table`).toBe(false);
    rows.set(name, {game, variant, deals: Number(deals), won: Number(won), lost: Number(lost), unknown: Number(unknown), winnable});
  }
  return rows;
}

describe('the winnability table in docs/winnability.md', () => {
  const rows = docRows();

  it('has a stored file for every game and every variant of it', () => {
    const missing: string[] = [];
    for (const game of games) {
      for (const variant of [[], ...(game.switches ?? []).map((each) => [each.id])]) {
        const name = resultFileName(game.id, variant);
        if (!files.includes(name)) missing.push(name);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(files)('%s: its row says what the file holds', (name) => {
    const file = parseResults(readFileSync(join(DIR, name), 'utf8'));
    const counts = tally(file.results);
    expect(rows.get(name), `no row for ${name}`).toEqual({
      game: file.game,
      variant: file.variant.join('+') || '–',
      deals: counts.deals,
      won: counts.won,
      lost: counts.lost,
      unknown: counts.unknown,
      winnable: winnableText(counts),
    });
  });

  // A figure the program shows must be true: a variant that says how many deals come out says what its file holds ("about":
  // every deal settled; "at most": the deals won and those left undecided), in both languages.
  it('a variant that names its share of deals won names the stored one', () => {
    const named: string[] = [];
    for (const game of games) {
      for (const each of game.switches ?? []) {
        const said = /(about|at most) ([\d.]+)% of deals come out/.exec(each.description.en);
        if (said === null) continue;
        const counts = tally(parseResults(readFileSync(join(DIR, resultFileName(game.id, [each.id])), 'utf8')).results);
        const [, kind, share] = said;
        if (kind === 'about') expect(counts.unknown, `${game.id} ${each.id}`).toBe(0);
        const stored = (((counts.won + (kind === 'about' ? 0 : counts.unknown)) / counts.deals) * 100).toFixed(1);
        expect(share, `${game.id} ${each.id}`).toBe(stored);
        expect(each.description.de, `${game.id} ${each.id}`).toContain(`${stored.replace('.', ',')}\u00A0%`);
        named.push(each.id);
      }
    }
    expect(named).toEqual(expect.arrayContaining(['two-packs', 'king-runs']));
  });

  it('has no row without its file', () => {
    expect([...rows.keys()].filter((name) => !files.includes(name))).toEqual([]);
  });
});
