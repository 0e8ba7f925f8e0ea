import {describe, expect, it} from 'vitest';
import {play} from '../../source/core/engine.js';
import {startSession} from '../../source/core/session.js';
import type {GameDefinition} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {staffelpatience} from '../../source/games/staffelpatience.js';
import {memoryStore} from '../../source/storage/store.js';
import {startUi} from '../../source/ui/state/game-ui.js';
import {countResults} from '../../source/ui/program/records.js';
import {record, statsLines} from '../../source/ui/screens/stats.js';
import {fixture, move} from '../helpers.js';

const game = staffelpatience as unknown as GameDefinition;
const FULL_SERIES = 'KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AS';

describe('the statistics screen (issue 11)', () => {
  it('shows every game name whole, "Napoleon (Verdoppeln)" too, within 80 columns', () => {
    const stats = record(undefined, {won: true, moves: 40, elapsed: 60_000});
    const all = Object.fromEntries(games.map((each) => [each.id, stats]));
    for (const lang of ['en', 'de'] as const) {
      const lines = statsLines(games, all, lang, false, 80);
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
      for (const each of games) expect(lines.some((line) => line.startsWith(`${each.names.de} `))).toBe(true);
      expect(lines.join('\n')).toContain('Napoleon (Verdoppeln) ');
    }
  });

  it('records a win with a double series (Staffelpatience 13-A6) as the lesser success, and says so', () => {
    const almost = fixture(staffelpatience, {books1: `${FULL_SERIES} 2D 3S 4D 5S 6D 7S 8D 9S TD JS QD`, pile1: 'KS'}, {unlocked: true});
    const won = play(game, almost, move('pile1', 'books1'));
    const session = startSession(game, {deal: 1});
    const before = startUi(game, {...session, states: [almost], index: 0});
    const after = startUi(game, {...session, states: [almost, won], moves: [move('pile1', 'books1')], index: 1});
    const store = memoryStore();
    expect(countResults(store, before, after)).toBe(true);
    expect(store.stats().staffelpatience).toMatchObject({played: 1, won: 1, lesserWins: 1});
    const lines = statsLines(games, store.stats(), 'en', false, 80);
    expect(lines.at(-1)).toBe('Staffelpatience: 1 of the wins was only the lesser success (a double series).');
    expect(statsLines(games, store.stats(), 'de', false, 80).at(-1)).toBe('Staffelpatience: 1 Sieg war nur der kleinere Erfolg (mit Doppelserie).');
  });

  it('counts an ordinary win without the note', () => {
    const stats = record(undefined, {won: true, moves: 40, elapsed: 60_000});
    expect(stats.lesserWins).toBeUndefined();
    expect(statsLines(games, {staffelpatience: stats}, 'en')).toHaveLength(2);
    expect(record(record(undefined, {won: true, moves: 1, elapsed: 1, lesser: true}), {won: false, moves: 1, elapsed: 1}).lesserWins).toBe(1);
  });
});
