import {describe, expect, it} from 'vitest';
import {legalMovesOf} from '../../source/core/engine.js';
import type {GameDefinition, GameMove, State} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';
import {restartsOnly} from '../../source/solver/decide.js';
import {Expander, levelOf, type Order} from '../../source/solver/expand.js';
import {searchFor} from '../../source/solver/search.js';
import {searchMoves} from '../../source/solver/solve.js';
import {midGame} from '../helpers.js';
import {randomLine} from './compact-checks.js';

const hermann = gameById('hermann');

/** The general search's moves of a position, in the order a search of `order` tries them. */
function tried<S extends State>(definition: GameDefinition<S>, state: S, order?: Order): GameMove[] {
  const level = levelOf(state, new Uint32Array(state.piles.length * 2 + 2), new Int32Array(0));
  new Expander(definition, 'win', order).expand(level);
  return level.moves;
}

const toGoal = (move: GameMove) => move.kind === 'move' && move.to === 'goal';
const isDeal = (move: GameMove) => move.kind === 'action';

/** Hermann positions of seeded random play, a few deals' worth. */
const positions = [3, 4, 5, 6].flatMap((deal) => randomLine(hermann, midGame(hermann, deal, 0), deal, {steps: 120}));

describe("Hermann's other orders (SolverHooks.orders, searched beside its own by a hint's second thread)", () => {
  it('greedy: where a card can go to the goal, only those moves, in the game’s order', () => {
    const where = positions.filter((state) => searchMoves(hermann, state).some(toGoal) && !searchMoves(hermann, state).every(toGoal));
    expect(where.length).toBeGreaterThan(5);
    for (const state of where) expect(tried(hermann, state, 'greedy')).toEqual(searchMoves(hermann, state).filter(toGoal));
  });

  it('greedy: else a deal after which a card can go to the goal comes first, and a deal that brings none keeps its place', () => {
    let feeding = 0;
    let barren = 0;
    for (const state of positions) {
      const own = searchMoves(hermann, state);
      if (own.some(toGoal) || !own.some(isDeal) || own.length < 2) continue;
      const greedy = tried(hermann, state, 'greedy');
      const feeds = searchMoves(hermann, hermann.apply(state, own.find(isDeal)!)).some(toGoal);
      if (feeds) {
        feeding++;
        expect(greedy).toEqual([own.find(isDeal), ...own.filter((move) => !isDeal(move))]);
      } else {
        barren++;
        expect(greedy).toEqual(own);
      }
    }
    expect(feeding).toBeGreaterThan(0);
    expect(barren).toBeGreaterThan(0);
  });

  it('actions first: a deal before every other move, the rest in the game’s order', () => {
    const where = positions.filter((state) => searchMoves(hermann, state).some(isDeal) && searchMoves(hermann, state).length > 1);
    expect(where.length).toBeGreaterThan(5);
    for (const state of where) {
      const own = searchMoves(hermann, state);
      expect(tried(hermann, state, 'actions first')).toEqual([own.find(isDeal), ...own.filter((move) => !isDeal(move))]);
    }
  });

  // Hermann 1036 (after 30 moves) is lost: the game's own order proves it in about 4,000 positions.
  it('greedy never calls a position lost (it leaves moves out); actions first searches every move and proves the loss', () => {
    const lost = midGame(hermann, 1036);
    expect(searchFor(hermann, lost).run({nodes: 100_000}).status).toBe('lost');
    expect(searchFor(hermann, lost, 'win', 'actions first').run({nodes: 100_000}).status).toBe('lost');
    const greedy = searchFor(hermann, lost, 'win', 'greedy');
    const answer = greedy.run({nodes: 100_000});
    expect(answer.status).toBe('unknown');
    expect(answer.nodes).toBeLessThan(100_000);
    // Run out, it stays so: no more positions searched.
    expect(greedy.run({nodes: 200_000})).toEqual(answer);
  });

  // Hermann 2029 (after 30 moves) is won, but the game's order, restarts and the narrow search leave it open after
  // 3 million positions; the greedy order wins it in about 243,000.
  it('the second thread wins with the greedy order where its restarts and narrow search alone do not: a line the rules accept', () => {
    const start = midGame(hermann, 2029);
    // Without the rollouts (rollouts.test.ts), which win it too.
    const withOrders = {...hermann, solver: {...hermann.solver, rollouts: undefined}};
    const withoutOrders = {...withOrders, solver: {...withOrders.solver, orders: undefined}};
    expect(restartsOnly(withoutOrders, start, {nodes: 1_000_000}, 'win', 1001).status).toBe('unknown');
    const answer = restartsOnly(withOrders, start, {nodes: 1_000_000}, 'win', 1001);
    if (answer.status !== 'won') throw new Error(`no win: ${answer.status}`);
    let state: State = start;
    for (const move of answer.line) {
      expect(legalMovesOf(hermann, state)).toContainEqual(move);
      state = hermann.apply(state, move);
    }
    expect(hermann.outcome(state)).toBe('won');
  }, 30_000);
});
