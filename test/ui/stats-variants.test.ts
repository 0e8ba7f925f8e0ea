import {afterEach, describe, expect, it} from 'vitest';
import {currentRulesVersion} from '../../source/core/switches.js';
import {gameById, games} from '../../source/games/index.js';
import {checkStats, type Result} from '../../source/storage/records.js';
import {memoryStore, type Store} from '../../source/storage/store.js';
import {KeyParser} from '../../source/ui/terminal/keys.js';
import type {Lang} from '../../source/ui/text/messages.js';
import {Program} from '../../source/ui/program/program.js';
import {type Screen, screenLines} from '../../source/ui/screens/screen.js';
import {statsLines} from '../../source/ui/screens/stats.js';
import {plain} from '../../source/view/style.js';

let dealCount = 0;
/** Counts a result, under today's rules of the game unless a version is given. */
function count(store: Store, game: string, variant: string[], won: boolean, rules = currentRulesVersion(gameById(game))): void {
  const result: Result = {won, moves: 50 + dealCount, elapsed: 90_000 + dealCount * 1000, variant, rules};
  expect(store.countResult(game, `deal-${dealCount++}`, result)).toBe(true);
}

/** Every game played under the standard rules, and every switch of every game on its own, plus one long combination. */
function busyStore(): Store {
  const store = memoryStore();
  for (const game of games) {
    count(store, game.id, [], true);
    count(store, game.id, [], false);
    for (const spec of game.switches ?? []) count(store, game.id, [spec.id], spec.id.length % 2 === 0);
  }
  count(store, 'harfe', ['face-down-aces', 'single-cards', 'redeal'], false);
  return store;
}

describe('statistics per game and variant', () => {
  it('counts a deal into its game’s total and its variant’s part, once', () => {
    const store = memoryStore();
    count(store, 'harfe', [], true);
    count(store, 'harfe', ['redeal'], false);
    count(store, 'harfe', ['redeal'], true);
    count(store, 'harfe', ['single-cards', 'redeal'], false);
    expect(store.countResult('harfe', 'deal-0', {won: true, moves: 1, elapsed: 1, variant: []})).toBe(false);
    const stats = store.stats();
    expect(stats.harfe).toMatchObject({played: 4, won: 2, lost: 2});
    expect(stats['harfe+standard']).toMatchObject({played: 1, won: 1, lost: 0});
    expect(stats['harfe+redeal']).toMatchObject({played: 2, won: 1, lost: 1, streak: 1});
    expect(stats['harfe+single-cards+redeal']).toMatchObject({played: 1, won: 0, lost: 1});
  });

  it('reads a statistics file from before variants as standard-rules results', () => {
    const old = {played: 3, won: 1, lost: 2, streak: 0, bestStreak: 1, recent: [1, 0, 0]};
    const {value} = checkStats({games: {harfe: old}, counted: {}});
    expect(value.games.harfe).toMatchObject({played: 3});
    expect(value.games['harfe+standard']).toMatchObject({played: 3, won: 1});
  });

  it('keeps results from rules version 3 on apart by version: the standard rules of before stay what they were', () => {
    const store = memoryStore();
    count(store, 'stern', [], true, 2);
    count(store, 'stern', ['free-cells'], false, 2);
    count(store, 'stern', [], false);
    count(store, 'stern', ['advised-corners'], true);
    const stats = store.stats();
    expect(stats.stern).toMatchObject({played: 4, won: 2});
    expect(stats['stern+standard']).toMatchObject({played: 1, won: 1});
    expect(stats['stern+free-cells']).toMatchObject({played: 1, won: 0});
    expect(stats['stern+standard@3']).toMatchObject({played: 1, won: 0});
    expect(stats['stern+advised-corners@3']).toMatchObject({played: 1, won: 1});
  });

  it('shows each game’s total with its variants under it, standard rules first, and no parts for a game played only by them', () => {
    const store = memoryStore();
    count(store, 'stern', ['corner-once'], false);
    count(store, 'stern', [], true);
    count(store, 'stern', ['advised-corners'], true);
    count(store, 'harfe', [], true);
    const lines = statsLines(games, store.stats(), 'en', false, 80);
    const at = (text: RegExp) => lines.findIndex((line) => text.test(line));
    expect(lines[at(/^Der Stern /)]).toMatch(/^Der Stern\s+3\s+2\s+1\s+67%/);
    expect(at(/^ {2}standard rules\s+1\s+1\s+0\s+100%/)).toBe(at(/^Der Stern /) + 1);
    expect(at(/^ {2}advised corners\s+1\s+1\s+0/)).toBe(at(/^Der Stern /) + 2);
    expect(at(/^ {2}each corner once\s+1\s+0\s+1\s+0%/)).toBe(at(/^Der Stern /) + 3);
    expect(lines[at(/^Die Harfe /) + 1] ?? '').not.toMatch(/^ {2}/);
    const german = statsLines(games, store.stats(), 'de', false, 80);
    // A variant's name too long for the name column has a line of its own, the numbers under it.
    expect(german.join('\n')).toMatch(/^ {2}jede Ecke nur einmal\s+1\s+0\s+1\s+0\u00A0%/m);
    expect(german.some((line) => /^ {2}Standardregeln\s+1/.test(line))).toBe(true);
  });

  it('shows the results of old defaults under their own label, after today’s, even when only those were played', () => {
    // A name too long for the name column has a line of its own, the numbers on the next.
    const numbersOf = (lines: string[], name: string) => {
      const at = lines.indexOf(`  ${name}`);
      return at < 0 ? undefined : lines[at + 1].trim().split(/\s+/).slice(0, 3).join(' ');
    };
    const store = memoryStore();
    count(store, 'napoleon-doublets', [], true, 2);
    count(store, 'napoleon-doublets', [], false, 1);
    const only = statsLines(games, store.stats(), 'en', false, 80);
    expect(only[only.findIndex((line) => line.startsWith('Napoleon (Verdoppeln) ')) + 1]).toBe('  standard rules, older rules');
    expect(numbersOf(only, 'standard rules, older rules')).toBe('2 1 1');
    count(store, 'napoleon-doublets', [], true);
    count(store, 'napoleon-doublets', ['pass-over'], true);
    count(store, 'reihe', ['play-first'], true, 1);
    const lines = statsLines(games, store.stats(), 'en', false, 80);
    const at = lines.findIndex((line) => line.startsWith('Napoleon (Verdoppeln) '));
    expect(lines.slice(at + 1, at + 4).map((line) => line.replace(/(\S)\s{2,}.*$/, '$1'))).toEqual([
      '  standard rules',
      '  pass over',
      '  standard rules, older rules',
    ]);
    expect(numbersOf(lines, 'standard rules, older rules')).toBe('2 1 1');
    expect(numbersOf(lines, 'play before dealing, older rules')).toBe('1 1 0');
    const german = statsLines(games, store.stats(), 'de', false, 80);
    expect(numbersOf(german, 'Standardregeln, ältere Regeln')).toBe('2 1 1');
  });

  it.each(['en', 'de'] as const)('fits 80×24 in %s, and ↑ ↓ scroll through every game and variant', (lang: Lang) => {
    const store = busyStore();
    const all = statsLines(games, store.stats(), lang, false, 80);
    for (const line of all) expect([...line].length, line).toBeLessThanOrEqual(80);
    expect(all.length).toBeGreaterThan(22);
    const display = {cols: 80, rows: 24, theme: 'auto' as const, colours: 'none' as const, lang};
    const shown = (scroll: number) =>
      screenLines(
        {kind: 'stats', back: {kind: 'picker', picker: {index: 0, filter: ''}}, scroll},
        {games, unfinished: new Set(), stats: store.stats(), display},
      ).map(plain);
    const seen = new Set<string>();
    for (let scroll = 0; scroll < all.length; scroll++) {
      const screen = shown(scroll);
      expect(screen.length).toBeLessThanOrEqual(24);
      for (const line of screen) expect([...line].length).toBeLessThanOrEqual(80);
      for (const line of screen) seen.add(line);
    }
    for (const line of all) expect(seen.has(line), line).toBe(true);
    expect(shown(0).at(-1)).toMatch(/↑ ↓/);
  });
});

describe('the statistics screen in the program', () => {
  let program: Program | undefined;
  afterEach(() => program?.dispose());

  it('opens with S, scrolls with ↓ to the last game’s variants, and closes with another key', () => {
    const start: Screen = {kind: 'picker', picker: {index: 0, filter: ''}};
    program = new Program({
      games,
      store: busyStore(),
      start,
      settings: {lang: 'en', theme: 'auto', colours: 'none'},
      randomDeal: () => 1,
      size: {cols: 80, rows: 24},
      onQuit: () => undefined,
    });
    const type = (text: string) => {
      const parser = new KeyParser();
      program!.press([...parser.feed(text), ...parser.flush()]);
    };
    const frame = () => program!.lines().map(plain).join('\n');
    type('S');
    expect(frame()).toMatch(/^Statistics/);
    expect(frame()).not.toContain('typed slots');
    for (let step = 0; step < 40; step++) type('\u001B[B');
    expect(frame()).toMatch(/Fürst Bismarck\s+3/);
    expect(frame()).toMatch(/^ {2}typed slots\s+1/m);
    type('x');
    expect(frame()).toContain('choose a game');
  });
});
