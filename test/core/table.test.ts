import {describe, expect, it} from 'vitest';
import {makePile, Table} from '../../source/core/piles.js';
import type {State} from '../../source/core/types.js';

function position(): State {
  return {
    game: 'test',
    piles: [makePile('a', [1, 2, 3, 4, 5], 2), makePile('b', [9], 0), makePile('c', [7, 8], 1)],
    vars: {},
    switches: {},
  };
}

describe('Table.transfer', () => {
  it('moves the top cards onto the other pile, order kept, and leaves the first state as it was', () => {
    const before = position();
    const table = new Table(before);
    table.transfer('a', 'b', 2);
    const after = table.state();
    expect(after.piles[0]).toEqual({id: 'a', cards: [1, 2, 3], down: 2});
    expect(after.piles[1]).toEqual({id: 'b', cards: [9, 4, 5], down: 0});
    expect(before.piles[0].cards).toEqual([1, 2, 3, 4, 5]);
    expect(before.piles[1].cards).toEqual([9]);
    // The pile it does not touch is shared, not copied.
    expect(after.piles[2]).toBe(before.piles[2]);
  });

  it('does what taking and putting does, face-down counts included', () => {
    for (const [from, to, count] of [
      ['a', 'c', 5],
      ['c', 'a', 2],
      ['a', 'b', 3],
      ['b', 'c', 1],
    ] as const) {
      const moved = new Table(position());
      moved.transfer(from, to, count);
      const byHand = new Table(position());
      byHand.put(to, byHand.take(from, count));
      expect(moved.state()).toEqual(byHand.state());
    }
  });
});
