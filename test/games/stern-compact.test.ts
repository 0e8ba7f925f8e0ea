import {describe, expect, it} from 'vitest';
import {type CompactModel, NO_FOCUS} from '../../source/core/compact.js';
import {createRandom} from '../../source/core/random.js';
import type {GameMove, State} from '../../source/core/types.js';
import {sternCompact} from '../../source/games/stern-compact.js';
import {stern} from '../../source/games/stern.js';
import {CompactSearch} from '../../source/solver/compact-search.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {StateHasher} from '../../source/solver/hash.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
import {dealt} from '../helpers.js';

/**
 * Der Stern's compact model (stern-compact.ts) where the generic test
 * (test/solver/compact.test.ts) does not go: whole games of play, through all
 * three passes (the talon's later places and the last pass), and the two
 * switches together.
 */

type Stern = ReturnType<typeof stern.deal>;

const VARIANTS = [[], ['advised-corners'], ['corner-once'], ['advised-corners', 'corner-once']];
const BOTH = ['advised-corners', 'corner-once'];

function encoded(model: CompactModel, state: State): Uint8Array {
  const data = new Uint8Array(model.size * 2);
  model.encode(state, data, 0);
  return data;
}

/** The model's moves as the search orders them, and their codes. */
function listed(model: CompactModel, data: Uint8Array): {moves: GameMove[]; codes: number[]} {
  const codes = new Int32Array(model.maxMoves);
  const scores = new Float64Array(model.maxMoves);
  const count = model.moves(data, 0, codes, 0, scores, NO_FOCUS);
  const order = Array.from({length: count}, (_, index) => index).sort((a, b) => scores[b] - scores[a] || a - b);
  return {moves: order.map((index) => model.move(codes[index])), codes: order.map((index) => codes[index])};
}

/** Plays a deal to its end, a random one of the moves the search tries at each step, holding the model to the rules at every position. */
function playThrough(start: Stern, seed: number, hasher: StateHasher<Stern>): number {
  const model = sternCompact(start);
  const random = createRandom(seed);
  const byGeneral = new Map<number, number>();
  const byCompact = new Map<number, number>();
  let state = start;
  let steps = 0;
  for (;;) {
    const data = encoded(model, state);
    const key = model.key(data, 0);
    const general = hasher.key(state, new Uint32Array(state.piles.length * 2));
    expect(byGeneral.get(general) ?? key).toBe(key);
    expect(byCompact.get(key) ?? general).toBe(general);
    byGeneral.set(general, key);
    byCompact.set(key, general);
    const moves = searchMoves(stern, state);
    const {moves: compact, codes} = listed(model, data);
    expect(compact).toEqual(moves);
    if (moves.length === 0) return steps;
    const pick = random() % moves.length;
    const next = stern.apply(state, moves[pick]);
    model.apply(data, 0, codes[pick], model.size);
    expect(model.key(data, model.size)).toBe(model.key(encoded(model, next), 0));
    expect(model.outcome(data, model.size, codes[pick])).toBe(outcomeFor(stern, next, 'win', moves[pick]));
    if (outcomeFor(stern, next) !== 'playing') return steps + 1;
    state = next;
    steps++;
  }
}

describe('Der Stern: the compact model', () => {
  it('answers as the rules along whole games of random play, in every variant and both switches together', () => {
    const hasher = new StateHasher(stern);
    let steps = 0;
    for (const variant of VARIANTS) {
      for (let deal = 1; deal <= 12; deal++) steps += playThrough(dealt(stern, deal, variant), deal * 7 + variant.length, hasher);
    }
    expect(steps).toBeGreaterThan(VARIANTS.length * 12 * 52 * 2);
  });

  it('searches as the general search with both switches together', () => {
    for (let deal = 1; deal <= 12; deal++) {
      const start = dealt(stern, deal, BOTH);
      for (const shuffle of [undefined, 0x2545f491]) {
        const general = new DepthFirst(stern, start, 'win', shuffle).run({nodes: 6000});
        expect(new CompactSearch(stern, sternCompact(start), start, shuffle).run({nodes: 6000})).toEqual(general);
      }
    }
  });
});
