import {describe, expect, it} from 'vitest';
import {progressReachable, searchProgress} from '../../source/core/search.js';

/** Positions are numbers; a move adds 1 or 2, modulo `size`. */
function line(size: number, goal: number, limit = 100) {
  return {
    moves: () => [1, 2],
    apply: (position: number, step: number) => (position + step) % size,
    key: String,
    offersProgress: (position: number) => position === goal,
    limit,
  };
}

describe('the progress search behind "no more useful moves" (C11)', () => {
  it('finds progress that takes several shuttling moves to reach', () => {
    expect(progressReachable(0, line(10, 7))).toBe(true);
  });

  it('says no when every reachable position is without progress', () => {
    expect(progressReachable(0, {...line(10, 99)})).toBe(false);
  });

  it('says yes when the search is too big to tell, so nobody is told to give up wrongly', () => {
    expect(progressReachable(0, line(1000, 999, 5))).toBe(true);
  });

  it('stops at a move that is progress in itself', () => {
    const search = {...line(10, 99), isProgress: (position: number, step: number) => position === 4 && step === 2};
    expect(progressReachable(0, search)).toBe(true);
  });

  it('tells "no" from "cannot tell" for games that allow something only when stuck', () => {
    expect(searchProgress(0, line(10, 7))).toBe('reachable');
    expect(searchProgress(0, line(10, 99))).toBe('unreachable');
    expect(searchProgress(0, line(1000, 999, 5))).toBe('unknown');
  });
});
