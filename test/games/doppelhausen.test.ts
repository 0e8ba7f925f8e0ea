import {describe, expect, it} from 'vitest';
import {code} from '../../source/core/cards.js';
import {dealOrder, outcomeOf, play} from '../../source/core/engine.js';
import {getPile} from '../../source/core/piles.js';
import type {Move, State} from '../../source/core/types.js';
import {doppelhausen} from '../../source/games/doppelhausen.js';
import {findGame} from '../../source/games/index.js';
import {codes, only, reasonFor} from '../helpers.js';

const STEP: Move = {kind: 'step'};
const TOPS = ['wasteL', 'stockL', 'stockR', 'wasteR', 'reserve'];

function remove(a: string, b: string): Move {
  return {kind: 'remove', piles: [a, b]};
}

function size(state: State, id: string): number {
  return getPile(state, id).cards.length;
}

/** Last four cards of a pile, top first. */
function topFour(state: State, id: string): string {
  return getPile(state, id).cards.slice(-4).reverse().map(code).join(' ');
}

describe('Die Doppelhausen: deal (1.3)', () => {
  it.each([
    [1, '6C JH 8D KD', '2S 4H 7C 5S'],
    [4711, '8C AH 6C 2H', '5H AS 7D 4C'],
  ])('deal %i: 52/52 face up, everything else empty (golden tops)', (deal, left, right) => {
    const state = doppelhausen.deal(dealOrder(doppelhausen, deal));
    expect(topFour(state, 'stockL')).toBe(left);
    expect(topFour(state, 'stockR')).toBe(right);
    expect(size(state, 'stockL') + size(state, 'stockR') + size(state, 'discard')).toBe(104);
    for (const id of ['wasteL', 'wasteR', 'reserve']) expect(size(state, id)).toBe(0);
    for (const pile of state.piles) expect(pile.down).toBe(0);
    expect(state.vars.pass).toBe(1);
  });

  it('deals the first 52 cards to stockL and the rest to stockR, the first card of each on top', () => {
    const order = dealOrder(doppelhausen, 1);
    const state = doppelhausen.deal(order);
    expect(getPile(state, 'stockL').cards).toEqual(order.slice(0, 52).reverse());
    expect(getPile(state, 'stockR').cards).toEqual(order.slice(52).reverse());
  });

  it('removes a pair of equal stock tops before the first step (1.4.2, 1-A8)', () => {
    const order = dealOrder(doppelhausen, 1);
    const partner = order.findIndex((card, index) => index > 52 && card % 13 === order[0] % 13);
    [order[52], order[partner]] = [order[partner], order[52]];
    const state = doppelhausen.deal(order);
    expect(size(state, 'discard')).toBe(2);
    expect(state.vars.pairs).toBe(1);
    expect(size(state, 'stockL')).toBe(51);
  });
});

describe('Die Doppelhausen: steps and pair removal (1.4.1–1.4.3)', () => {
  it('a step moves each stock top onto its own waste', () => {
    const state = only(doppelhausen, {stockL: '2C 3C', stockR: '9H TH'});
    const next = play(doppelhausen, state, STEP);
    expect(codes(next, 'wasteL')).toBe('3C');
    expect(codes(next, 'wasteR')).toBe('TH');
    expect(codes(next, 'stockL')).toBe('2C');
    expect(codes(next, 'stockR')).toBe('9H');
    expect(doppelhausen.hint!(next)).toBe('turned 3C and TH');
  });

  it('removes two equal visible tops at once, suits ignored, and repeats on the newly exposed tops', () => {
    const state = only(doppelhausen, {wasteL: '5D', stockL: '2C 9C', stockR: '8D 9S', wasteR: '5H', reserve: 'KC 8S'});
    const next = play(doppelhausen, state, STEP);
    // The 9s go first; they lay on the 5s, which then pair, and the 8s follow.
    expect(codes(next, 'wasteL')).toBe('');
    expect(codes(next, 'wasteR')).toBe('');
    expect(codes(next, 'stockR')).toBe('');
    expect(codes(next, 'reserve')).toBe('KC');
    expect(codes(next, 'stockL')).toBe('2C');
    expect(codes(next, 'discard')).toBe('9C 9S 5D 5H 8D 8S');
    expect(next.vars.lastPairs).toBe(3);
    expect(doppelhausen.hint!(next)).toBe('turned 9C and 9S, removed 3 pairs');
  });

  it('does not remove unequal tops', () => {
    const state = only(doppelhausen, {stockL: '2C 3C', stockR: '9H 4H'});
    const next = play(doppelhausen, state, STEP);
    expect(size(next, 'discard')).toBe(0);
  });

  it('removes simultaneous pairs one after the other in the fixed pile order (1.5)', () => {
    // After the step the tops are 5 7 5 7: wasteL+stockR go first, which uncovers a third 7.
    const state = only(doppelhausen, {wasteL: '7C', stockL: '7S 5C', stockR: '5D 7H'});
    const next = play(doppelhausen, state, STEP);
    expect(codes(next, 'discard')).toBe('5C 5D');
    expect(doppelhausen.moves(next)).toHaveLength(3);
  });

  it('three equal tops: the player chooses which two go; the third stays (1.4.1, 1-A5)', () => {
    const state = only(doppelhausen, {wasteL: '7C', stockL: '2D 7D', stockR: '3S 7S'}, {pairs: 0});
    expect(doppelhausen.moves(state)).toEqual([remove('wasteL', 'stockL'), remove('wasteL', 'stockR'), remove('stockL', 'stockR')]);
    expect(doppelhausen.hint!(state)).toBe('three 7s on top: choose two to remove');
    const next = play(doppelhausen, state, remove('stockR', 'wasteL'));
    expect(codes(next, 'discard')).toBe('7S 7C');
    expect(codes(next, 'stockL')).toBe('2D 7D');
    expect(next.vars.pairs).toBe(1);
    expect(doppelhausen.hint!(next)).toBe('removed the chosen pair of 7s');
  });

  it('four equal tops: after the chosen pair the other two go by themselves', () => {
    const state = only(doppelhausen, {wasteL: '7C', stockL: '2D 7D', stockR: '3S 7S', reserve: '7H'});
    expect(doppelhausen.moves(state)).toHaveLength(6);
    const next = play(doppelhausen, state, remove('wasteL', 'reserve'));
    expect(size(next, 'discard')).toBe(4);
    expect(doppelhausen.hint!(next)).toBe('removed the chosen pair of 7s, removed one more pair');
  });

  it('refuses a step while a choice is pending, and wrong choices with reasons', () => {
    const state = only(doppelhausen, {wasteL: '7C', stockL: '2D 7D', stockR: '3S 7S', wasteR: '9H'});
    expect(reasonFor(doppelhausen, state, STEP)).toBe('first choose which two 7s to remove');
    expect(reasonFor(doppelhausen, state, remove('wasteL', 'wasteR'))).toBe(
      'a 7 and a 9 are not a pair: only cards of the same rank go together',
    );
    expect(reasonFor(doppelhausen, state, {kind: 'remove', piles: ['wasteL', 'stockL', 'stockR']})).toBe(
      'always remove exactly two cards, never three (rule 1.4.1)',
    );
    expect(reasonFor(doppelhausen, state, remove('wasteL', 'reserve'))).toBe('the reserve pile is empty');
    expect(reasonFor(doppelhausen, state, remove('wasteL', 'discard'))).toBe(
      'only the top cards of the wastes, stocks and reserve can be removed',
    );
  });

  it('refuses to remove a later pair before the pending choice', () => {
    const state = only(doppelhausen, {wasteL: '7C', stockL: '7D', stockR: '7S', wasteR: '9H', reserve: '9C'});
    expect(reasonFor(doppelhausen, state, remove('wasteR', 'reserve'))).toBe('first choose which two 7s to remove');
  });

  it('refuses a remove when no choice is pending', () => {
    const state = only(doppelhausen, {stockL: '2C 3C', stockR: '9H 4H'});
    expect(doppelhausen.moves(state)).toEqual([STEP]);
    expect(reasonFor(doppelhausen, state, remove('stockL', 'stockR'))).toBe(
      'pairs are removed automatically; you only choose when three or more top cards share a rank',
    );
  });
});

describe('Die Doppelhausen: leftover and end of pass (1.4.4–1.4.7)', () => {
  it('moves a leftover stock onto the reserve as one block, order kept, on top of earlier reserve cards', () => {
    const state = only(doppelhausen, {wasteL: '9C', stockR: 'AC 2C 3C', wasteR: '9H TD', reserve: 'KD QD'}, {pairs: 1});
    const next = play(doppelhausen, state, STEP);
    expect(codes(next, 'reserve')).toBe('KD QD AC 2C 3C');
    expect(codes(next, 'stockR')).toBe('');
    expect(doppelhausen.hint!(next)).toBe('3 leftover cards went to the reserve');
  });

  it('a leftover block covers the earlier reserve cards: only the reserve top takes part (1-A4, 1.4.7)', () => {
    const state = only(doppelhausen, {wasteL: '9C', stockL: '2C 3C', reserve: '2D'}, {pairs: 1});
    const next = play(doppelhausen, state, STEP);
    expect(codes(next, 'reserve')).toBe('2D 2C 3C');
    expect(size(next, 'discard')).toBe(0);
  });

  it('cards under the reserve top never pair', () => {
    const state = only(doppelhausen, {reserve: '7C 2D', wasteL: '9S', stockL: '3H 7H', stockR: '4S 8H'});
    const next = play(doppelhausen, state, STEP);
    expect(codes(next, 'wasteL')).toBe('9S 7H');
    expect(size(next, 'discard')).toBe(0);
  });

  it('re-splits the wastes: wasteL on top of wasteR, upper half (rounded up) to stockL, lower half to stockR', () => {
    const state = only(doppelhausen, {wasteL: 'AC 2C 3C', wasteR: '4D 5D', reserve: '9S'}, {pass: 2, pairs: 3});
    const next = play(doppelhausen, state, STEP);
    expect(codes(next, 'stockR')).toBe('4D 5D');
    expect(codes(next, 'stockL')).toBe('AC 2C 3C');
    expect(codes(next, 'wasteL')).toBe('');
    expect(codes(next, 'wasteR')).toBe('');
    expect(next.vars.pass).toBe(3);
    expect(next.vars.pairs).toBe(0);
    expect(doppelhausen.hint!(next)).toBe('pass 3: 5 waste cards split into two stocks');
  });

  it('re-splits an even count into equal halves and checks for pairs at the start of the new pass (1.4.2)', () => {
    const state = only(doppelhausen, {wasteL: '5C 6C', wasteR: '7D 9D 8D 4S', reserve: '8H'}, {pairs: 1});
    const next = play(doppelhausen, state, STEP);
    expect(codes(next, 'stockL')).toBe('4S 5C 6C');
    expect(codes(next, 'stockR')).toBe('7D 9D');
    expect(codes(next, 'discard')).toBe('8D 8H');
    expect(next.vars.pairs).toBe(1);
    expect(doppelhausen.hint!(next)).toBe('pass 2: 6 waste cards split into two stocks, removed a pair');
  });

  it('wins when every pile is empty (1.6)', () => {
    const state = only(doppelhausen, {stockL: '7C', stockR: '7D'});
    expect(outcomeOf(doppelhausen, state)).toBe('playing');
    const next = play(doppelhausen, state, STEP);
    expect(doppelhausen.outcome(next)).toBe('won');
    expect(doppelhausen.moves(next)).toEqual([]);
  });

  it('loses when a whole pass removed no pair (1.4.6, 1-A6)', () => {
    const state = only(doppelhausen, {stockL: '2C', stockR: '3D', wasteL: '9C', wasteR: 'TD'}, {pass: 4, pairs: 0});
    const next = play(doppelhausen, state, STEP);
    expect(doppelhausen.outcome(next)).toBe('lost');
    expect(doppelhausen.hint!(next)).toBe('pass 4 removed no pair: the game is lost');
  });

  it('goes on to the next pass when the pass removed a pair', () => {
    const state = only(doppelhausen, {wasteL: '9C', wasteR: 'TD'}, {pairs: 2});
    expect(doppelhausen.outcome(state)).toBe('playing');
    expect(doppelhausen.moves(state)).toEqual([STEP]);
  });

  it('loses when only the reserve is left: the next pass can remove nothing', () => {
    const state = only(doppelhausen, {reserve: '4C 5C'}, {pairs: 1});
    expect(doppelhausen.outcome(state)).toBe('playing');
    const next = play(doppelhausen, state, STEP);
    expect(doppelhausen.outcome(next)).toBe('lost');
  });

  it('rejects moves of other kinds', () => {
    const state = doppelhausen.deal(dealOrder(doppelhausen, 1));
    expect(reasonFor(doppelhausen, state, {kind: 'move', from: 'stockL', to: 'wasteL', count: 1})).toBe(
      'Die Doppelhausen has no "move" move',
    );
  });
});

describe('Die Doppelhausen: registry, layout and simulation', () => {
  it('is registered under its alias, one special key s for the automatic steps', () => {
    expect(findGame('double-heaps')).toBe(doppelhausen);
    expect(doppelhausen.actions).toEqual([expect.objectContaining({kinds: ['step'], key: 's', auto: true})]);
    expect(doppelhausen.selection).toBe('set');
  });

  it('lays the five piles out in one row with a hidden discard heap', () => {
    const slots = doppelhausen.layout(doppelhausen.deal(dealOrder(doppelhausen, 1)));
    expect(slots.filter((slot) => TOPS.includes(slot.id)).every((slot) => slot.row === 0)).toBe(true);
    expect(slots.find((slot) => slot.id === 'discard')?.hidden).toBe(true);
    expect(Math.max(...slots.map((slot) => slot.col))).toBeLessThan(12);
  });

  it('wins about 17% of deals 1..2000 with the fixed-order pair choice of 1.5 (1-A3)', () => {
    let won = 0;
    let longest = 0;
    for (let deal = 1; deal <= 2000; deal++) {
      let state = doppelhausen.deal(dealOrder(doppelhausen, deal));
      let steps = 0;
      while (doppelhausen.outcome(state) === 'playing') {
        // moves lists the choices in pile order, so the first one is 1.5's "first two matching piles".
        const [first] = doppelhausen.moves(state);
        if (!first) throw new Error(`deal ${deal} is stuck while playing`);
        state = doppelhausen.apply(state, first);
        steps++;
      }
      longest = Math.max(longest, steps);
      if (doppelhausen.outcome(state) === 'won') {
        won++;
        expect(size(state, 'discard')).toBe(104);
      }
    }
    expect(Math.abs((won / 2000) * 100 - 17)).toBeLessThanOrEqual(3);
    expect(longest).toBeLessThan(2000);
  }, 60_000);

  it('the first remove it lists is the first matching pair in pile order', () => {
    const state = only(doppelhausen, {stockL: '2D 7D', wasteR: '7S', reserve: '7C'});
    expect(doppelhausen.moves(state)[0]).toEqual(remove('stockL', 'wasteR'));
  });
});
