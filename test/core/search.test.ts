import {describe, expect, it} from 'vitest';
import {progressAmongPiles, progressReachable, searchProgress} from '../../source/core/search.js';
import type {State} from '../../source/core/types.js';

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

describe('the progress search over piles of which some are alike', () => {
  type Toy = State<{moved: number}>;
  const start: Toy = {
    game: 'toy',
    piles: [
      {id: 'a', cards: [5], down: 0},
      {id: 'b', cards: [], down: 0},
      {id: 'c', cards: [], down: 0},
    ],
    vars: {moved: 0},
    switches: {},
  };
  /** The one card may go to any other pile; the counter changes on every move but is not part of a position. */
  const toy = {
    moves: (state: Toy) => state.piles.filter((pile) => pile.cards.length === 0).map((pile) => pile.id),
    apply: (state: Toy, to: string): Toy => ({
      ...state,
      piles: state.piles.map((pile) => ({...pile, cards: pile.id === to ? [5] : []})),
      vars: {moved: state.vars.moved + 1},
    }),
    isProgress: () => false,
  };

  it('counts positions that differ only by the order of alike piles once', () => {
    // Card in a, card in b (the same position when a and b are alike), card in c: two positions fit a limit of two.
    expect(progressAmongPiles(start, {...toy, alike: [[0, 1]], limit: 2})).toBe(false);
    expect(progressAmongPiles(start, {...toy, alike: [], limit: 2})).toBe(true);
    expect(progressAmongPiles(start, {...toy, alike: [], limit: 3})).toBe(false);
  });

  it('finds a move that is progress in itself', () => {
    expect(progressAmongPiles(start, {...toy, isProgress: (_state, to) => to === 'c', alike: [[0, 1]], limit: 10})).toBe(true);
  });
});
