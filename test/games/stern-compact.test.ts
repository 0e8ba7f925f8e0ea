import {describe, expect, it} from 'vitest';
import {stern} from '../../source/games/stern.js';
import {outcomeFor} from '../../source/solver/solve.js';
import {expectSearchAlike, holdToRules, keyMaps, randomLine} from '../solver/compact-checks.js';
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

/** Plays a deal to its end, a random one of the moves the search tries at each step, holding the model to the rules at every position; answers the moves made. */
function playThrough(start: Stern, seed: number): number {
  const model = stern.solver!.compact!(start)!;
  const keys = keyMaps();
  const line = randomLine(stern, start, seed);
  for (const state of line) if (outcomeFor(stern, state) === 'playing') holdToRules(stern, model, state, {keys});
  return line.length - 1;
}

describe('Der Stern: the compact model', () => {
  it('answers as the rules along whole games of random play, in every variant and both switches together', () => {
    let steps = 0;
    for (const variant of VARIANTS) {
      for (let deal = 1; deal <= 12; deal++) steps += playThrough(dealt(stern, deal, variant), deal * 7 + variant.length);
    }
    expect(steps).toBeGreaterThan(VARIANTS.length * 12 * 52 * 2);
  });

  it('searches as the general search with both switches together', () => {
    for (let deal = 1; deal <= 12; deal++) {
      const start = dealt(stern, deal, BOTH);
      expectSearchAlike(stern, stern.solver!.compact!(start)!, start);
    }
  });
});
