import {describe, expect, it} from 'vitest';
import {actionMove, play} from '../../source/core/engine.js';
import type {CompactModel, GameMove, State} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';
import {decide, restartsOnly} from '../../source/solver/decide.js';
import {type RolloutModel, Rollouts, rolloutsFor} from '../../source/solver/rollouts.js';
import {dealt, midGame} from '../helpers.js';
import {hermannEndgame} from './endgames104.js';
import {plainWinnable} from './plain.js';

const hermann = gameById('hermann');

function rollouts(start: State, seed = 1): Rollouts {
  return new Rollouts(hermann.solver!.compact!(start)! as RolloutModel, start, seed, hermann.solver!.rollouts!);
}

function replaysToWin(start: State, line: readonly GameMove[]): boolean {
  return hermann.outcome(line.reduce((state, move) => play(hermann, state, move), start)) === 'won';
}

/** Mid-game positions (the benchmark's, deals 7005 and 8007) that the depth-first searches leave open for millions of positions. */
const HARD = [7005, 8007].map((deal) => midGame(hermann, deal, 30));

describe('rollouts', () => {
  it('win mid-game positions that decide leaves open at ten times as many positions, with lines that replay through the rules', () => {
    for (const start of HARD) {
      const search = rollouts(start);
      const line = search.run({nodes: 100_000});
      expect(line).toBeDefined();
      expect(replaysToWin(start, line!)).toBe(true);
      expect(decide(hermann, start, {nodes: 10 * search.spent}).status).toBe('unknown');
    }
  });

  it("take turns in the second thread's search, which without them leaves those positions open", () => {
    const without = {...hermann, solver: {...hermann.solver, rollouts: undefined}};
    for (const start of HARD) {
      expect(restartsOnly(without, start, {nodes: 400_000}, 'win', 1001).status).toBe('unknown');
      const answer = restartsOnly(hermann, start, {nodes: 400_000}, 'win', 1001);
      if (answer.status !== 'won') throw new Error(`no win: ${answer.status}`);
      expect(replaysToWin(start, answer.line)).toBe(true);
    }
  });

  it('play the same line in pieces as in one run, and another seed plays on its own', () => {
    const start = HARD[0];
    const whole = rollouts(start).run({nodes: 1_000_000})!;
    const pieces = rollouts(start);
    let line: readonly GameMove[] | undefined;
    let runs = 0;
    for (; line === undefined && runs < 10_000; runs++) {
      line = pieces.run({nodes: 300});
      expect(pieces.spent).toBeGreaterThan(0);
    }
    expect(runs).toBeGreaterThan(10);
    expect(line).toEqual(whole);
    const other = rollouts(start, 2).run({nodes: 1_000_000})!;
    expect(replaysToWin(start, other)).toBe(true);
    expect(other).not.toEqual(whole);
  });

  it('win most made-up endgames a plain search over every legal move wins, with lines that replay through the rules', () => {
    let won = 0;
    let winnable = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const start = hermannEndgame(seed, 8 + (seed % 4), 10, 1);
      if (hermann.outcome(start) === 'won' || plainWinnable(hermann, start, 10_000) !== true) continue;
      winnable++;
      const line = rollouts(start, seed).run({nodes: 20_000});
      if (line === undefined) continue;
      expect(replaysToWin(start, line), `seed ${seed}`).toBe(true);
      won++;
    }
    expect(winnable).toBeGreaterThan(20);
    expect(won).toBeGreaterThan(winnable * 0.8);
  });

  it('find nothing where the talon is dealt and no card can ever go up or turn (the rules stalled), and stop at their budget', () => {
    let checked = 0;
    for (let deal = 1; deal <= 20; deal++) {
      let start = dealt(hermann, deal);
      while (start.piles[12].cards.length > 0) start = play(hermann, start, actionMove('deal'));
      if (!hermann.stalled!(start)) continue;
      const search = rollouts(start);
      expect(search.run({nodes: 5_000})).toBeUndefined();
      expect(search.spent).toBeGreaterThanOrEqual(5_000);
      expect(search.spent).toBeLessThan(6_000);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('are made only for the win, in a game that asks for them, over a model that says its progress', () => {
    const start = HARD[0];
    expect(rolloutsFor(hermann, start, 'win', 1)).toBeInstanceOf(Rollouts);
    expect(rolloutsFor(hermann, start, 'lesser', 1)).toBeUndefined();
    expect(rolloutsFor({...hermann, solver: {...hermann.solver, rollouts: undefined}}, start, 'win', 1)).toBeUndefined();
    const plain = (state: State) => {
      const model = hermann.solver!.compact!(state)!;
      return Object.assign(Object.create(Object.getPrototypeOf(model) as object) as CompactModel, model, {progress: undefined});
    };
    expect(rolloutsFor({...hermann, solver: {...hermann.solver, compact: plain}}, start, 'win', 1)).toBeUndefined();
  });
});
