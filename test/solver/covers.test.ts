import {describe, expect, it} from 'vitest';
import {play} from '../../source/core/engine.js';
import type {GameMove, State} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';
import {CompactSearch} from '../../source/solver/compact-search.js';
import type {Answer} from '../../source/solver/goal.js';
import type {Order} from '../../source/solver/expand.js';
import {LostSet, type Told} from '../../source/solver/lost-set.js';
import {SeenSet} from '../../source/solver/seen.js';
import {SharedSeen} from '../../source/solver/shared-seen.js';
import {midGame} from '../helpers.js';
import {modelAt, withoutCovers} from './compact-checks.js';

/**
 * A search that keeps per position the piles whose moves it has tried (CompactModel.focusCover and
 * remainder, Hermann's): a position met again under another focus lists only the moves it has not
 * tried. The model's remainders are held to its listings in test/solver/compact-checks.ts.
 */

const hermann = gameById('hermann');

const replaysToWin = (start: State, line: readonly GameMove[]) => hermann.outcome(line.reduce((state, move) => play(hermann, state, move), start)) === 'won';

/** Both searches of a position: with covers, and over the model without them. */
function both(state: State, nodes: number, order?: Order, maxShifts?: number, told: () => Told = () => ({})): [Answer, Answer] {
  const model = modelAt(hermann, state);
  return [
    new CompactSearch(hermann, model, state, order, undefined, maxShifts, told()).run({nodes}),
    new CompactSearch(hermann, withoutCovers(model), state, order, undefined, maxShifts, told()).run({nodes}),
  ];
}

describe('a search that keeps per position the moves it has tried (Hermann)', () => {
  it('answers as the search without wherever both settle, and proves each loss in fewer positions; every win replays through the rules', () => {
    let settled = 0;
    let losses = 0;
    for (let deal = 1057; deal < 1069; deal++) {
      const state = midGame(hermann, deal);
      const [answer, without] = both(state, 200_000);
      if (answer.status === 'won') expect(replaysToWin(state, answer.line), `deal ${deal}`).toBe(true);
      if (answer.status === 'unknown' || without.status === 'unknown') continue;
      expect(answer.status, `deal ${deal}`).toBe(without.status);
      settled++;
      if (answer.status !== 'lost') continue;
      // The trivial loss of deal 1065 (two positions) costs both alike.
      if (answer.nodes > 10) expect(answer.nodes, `deal ${deal}`).toBeLessThan(without.nodes * 0.7);
      losses++;
    }
    expect(settled).toBeGreaterThanOrEqual(9);
    expect(losses).toBeGreaterThanOrEqual(4);
  });

  it('proves a loss in fewer positions: deal 1051 after 30 moves in 14,337 instead of 21,148', () => {
    expect(both(midGame(hermann, 1051), 100_000)).toEqual([
      {status: 'lost', nodes: 14_337},
      {status: 'lost', nodes: 21_148},
    ]);
  });

  it('run in pieces, goes on where it stopped, exactly as one run', () => {
    for (const deal of [1051, 1042]) {
      const state = midGame(hermann, deal);
      const whole = new CompactSearch(hermann, modelAt(hermann, state), state).run({nodes: 60_000});
      const pieces = new CompactSearch(hermann, modelAt(hermann, state), state);
      let answer = pieces.run({nodes: 600});
      for (let nodes = 1200; answer.status === 'unknown' && nodes <= 60_000; nodes += 600) answer = pieces.run({nodes});
      expect(answer).toEqual(whole);
    }
  });

  it('is only a search of every move on a table of its own: a shared table, a narrow bound, the greedy order or a restart that tells its losses search as without', () => {
    const state = midGame(hermann, 1051);
    const [narrow, narrowWithout] = both(state, 30_000, undefined, 2);
    expect(narrow).toEqual(narrowWithout);
    const [greedy, greedyWithout] = both(state, 30_000, 'greedy');
    expect(greedy).toEqual(greedyWithout);
    const [telling, tellingWithout] = both(state, 30_000, 7, Infinity, () => ({lost: new LostSet(), tells: true}));
    expect(telling).toEqual(tellingWithout);
    // A restart's order that does not tell: covers too.
    const [restart, restartWithout] = both(state, 30_000, 7);
    expect(restart.status).toBe(restartWithout.status);
    expect(restart.nodes).toBeLessThan(restartWithout.nodes);
    const shared = new CompactSearch(hermann, modelAt(hermann, state), state, undefined, new SharedSeen(SharedSeen.buffer(60_000), 1));
    expect(shared.run({nodes: 30_000})).toEqual({status: 'lost', nodes: 21_148});
  });
});

describe('SeenSet.merge: the piles tried per position', () => {
  it('adds a key with its bits, answers the bits it had, and keeps them as the table grows', () => {
    const seen = new SeenSet(4);
    expect(seen.merge(12345, 0b0011)).toBe(0);
    expect(seen.merge(12345, 0b0100)).toBe(0b0011);
    expect(seen.merge(12345, 0b0001)).toBe(0b0111);
    expect(seen.merge(0, 0b1000)).toBe(0);
    // Keys spread over the whole 53 bits, many times the first capacity.
    const keys = Array.from({length: 5000}, (_, index) => (index + 1) * 1_800_000_000_017);
    for (const [index, key] of keys.entries()) expect(seen.merge(key, 1 << (index % 10))).toBe(0);
    expect(seen.size).toBe(5002);
    for (const [index, key] of keys.entries()) expect(seen.merge(key, 1 << 10)).toBe(1 << (index % 10));
    expect(seen.merge(12345, 0)).toBe(0b0111);
    expect(seen.merge(0, 0)).toBe(0b1000);
    expect(seen.has(keys[4999])).toBe(true);
    expect(seen.has(777)).toBe(false);
  });
});
