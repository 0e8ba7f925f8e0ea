import {describe, expect, it} from 'vitest';
import {dealOrder, outcomeOf, play} from '../../source/core/engine.js';
import {getPile} from '../../source/core/piles.js';
import type {Move, State} from '../../source/core/types.js';
import {findGame} from '../../source/games/index.js';
import {RANK_PILES, unterstecken} from '../../source/games/unterstecken.js';
import {codes, fixture, only, playAll, reasonFor} from '../helpers.js';

const STEP: Move = {kind: 'step'};
const RANKS = 'A23456789TJQK';

/** Every rank pile complete: four cards of its rank (suits C S H D). */
function complete(): Record<string, string> {
  const layout: Record<string, string> = {};
  RANK_PILES.forEach((id, index) => (layout[id] = 'CSHD'.split('').map((suit) => RANKS[index] + suit).join(' ')));
  return layout;
}

function size(state: State, id: string): number {
  return getPile(state, id).cards.length;
}

describe('Tuck-Under: deal (7.2, 7.3)', () => {
  it.each([
    [1, '9D 8H 5D KD', 'QD 7H 5H', 'AC QS 5S', '2S TS 2H'],
    [4711, '5C KC 9S 8S', 'TS 4H 5S', 'AC 6S 5D', '4C 4D 9H'],
  ])('deal %i: 10 piles of 4, 3 of 3, 3 reserve cards, all face up (golden cards)', (deal, p1, pj, pk, reserveNextFirst) => {
    const state = unterstecken.deal(dealOrder(unterstecken, deal));
    expect(codes(state, 'P1')).toBe(p1);
    expect(codes(state, 'PJ')).toBe(pj);
    expect(codes(state, 'PK')).toBe(pk);
    expect(codes(state, 'reserve').split(' ').reverse().join(' ')).toBe(reserveNextFirst);
    RANK_PILES.forEach((id, index) => expect(size(state, id)).toBe(index < 10 ? 4 : 3));
    expect(size(state, 'hand')).toBe(0);
    for (const pile of state.piles) expect(pile.down).toBe(0);
  });

  it('deals consecutive blocks; the reserve keeps dealing order, its first card on top (7-A3)', () => {
    const order = dealOrder(unterstecken, 1);
    const state = unterstecken.deal(order);
    expect(getPile(state, 'P1').cards).toEqual(order.slice(0, 4));
    expect(getPile(state, 'P10').cards).toEqual(order.slice(36, 40));
    expect(getPile(state, 'PQ').cards).toEqual(order.slice(43, 46));
    expect(getPile(state, 'reserve').cards).toEqual([order[51], order[50], order[49]]);
    expect(unterstecken.hint!(state)).toBe('the first reserve card is 2S');
  });
});

describe('Tuck-Under: the chain (7.4)', () => {
  it('takes the next reserve card into the hand to start a chain', () => {
    const state = fixture(unterstecken, {reserve: '4C 9D 7H', hand: ''});
    const next = play(unterstecken, state, STEP);
    expect(codes(next, 'hand')).toBe('7H');
    expect(codes(next, 'reserve')).toBe('4C 9D');
    expect(next.vars.chain).toBe(1);
    expect(unterstecken.hint!(next)).toBe('chain 1: reserve card 7H taken in hand');
  });

  it('tucks the hand card at the BOTTOM of the pile of its rank, then takes that pile’s top (7-A2)', () => {
    const state = fixture(unterstecken, {hand: '7H', P7: 'AC 2C 3C 4C'});
    const next = play(unterstecken, state, STEP);
    expect(codes(next, 'P7')).toBe('7H AC 2C 3C');
    expect(codes(next, 'hand')).toBe('4C');
    expect(unterstecken.hint!(next)).toBe('7H tucked under the 7s, 4C taken from their top');
  });

  it('puts an ace under P1 and a ten under P10', () => {
    const ace = play(unterstecken, fixture(unterstecken, {hand: 'AH', P1: '2C 3C 4C 5C'}), STEP);
    expect(codes(ace, 'P1')).toBe('AH 2C 3C 4C');
    const ten = play(unterstecken, fixture(unterstecken, {hand: 'TH', P10: '2C 3C 4C 5C'}), STEP);
    expect(codes(ten, 'P10')).toBe('TH 2C 3C 4C');
  });

  it('a top card of the pile’s own rank is taken and tucked under its own pile too', () => {
    const state = fixture(unterstecken, {hand: '7H', P7: '7C 2C 3C 7D'});
    const next = playAll(unterstecken, state, [STEP, STEP]);
    expect(codes(next, 'P7')).toBe('7D 7H 7C 2C');
    expect(codes(next, 'hand')).toBe('3C');
  });

  it('ends the chain right after the tuck when the pile holds only its own rank (7-A1)', () => {
    const state = fixture(unterstecken, {hand: 'JH', PJ: 'JC JD JS'}, {chain: 2});
    const next = play(unterstecken, state, STEP);
    expect(codes(next, 'PJ')).toBe('JH JC JD JS');
    expect(codes(next, 'hand')).toBe('');
    expect(unterstecken.hint!(next)).toBe('JH tucked under the jacks: only jacks there, chain 2 ends');
  });

  it('goes on when the pile still holds another rank', () => {
    const state = fixture(unterstecken, {hand: 'JH', PJ: 'JC JD 5S'});
    const next = play(unterstecken, state, STEP);
    expect(codes(next, 'PJ')).toBe('JH JC JD');
    expect(codes(next, 'hand')).toBe('5S');
  });

  it('has no moves besides the step, and says why', () => {
    const state = unterstecken.deal(dealOrder(unterstecken, 1));
    expect(unterstecken.moves(state)).toEqual([STEP]);
    expect(reasonFor(unterstecken, state, {kind: 'move', from: 'reserve', to: 'P2', count: 1})).toBe(
      'Tuck-Under plays itself: the only move is the next step (s), not "move"',
    );
  });
});

describe('Tuck-Under: end of game (7.5)', () => {
  it('wins when the third chain ends with every pile holding its four cards', () => {
    const state = only(unterstecken, {...complete(), PK: 'KC KS KH', hand: 'KD'}, {chain: 3});
    const next = play(unterstecken, state, STEP);
    expect(unterstecken.outcome(next)).toBe('won');
    expect(unterstecken.moves(next)).toEqual([]);
  });

  it('loses when a pile holds a wrong card at the end, and names the incomplete piles', () => {
    const state = only(unterstecken, {...complete(), P3: '3C 3S 3H 4D', P4: '4C 4S 4H 3D'}, {chain: 3});
    expect(unterstecken.outcome(state)).toBe('lost');
    expect(outcomeOf(unterstecken, state)).toBe('lost');
    expect(unterstecken.result!(state)).toEqual({en: 'incomplete piles: 3 4', de: 'unvollständige Häufchen: 3 4'});
  });

  it('is still playing while a reserve card or the hand is left, even with complete piles', () => {
    expect(unterstecken.outcome(only(unterstecken, {...complete(), reserve: '5C'}))).toBe('playing');
    expect(unterstecken.outcome(only(unterstecken, {...complete(), hand: '5C'}))).toBe('playing');
  });
});

describe('Tuck-Under: registry, layout and simulation', () => {
  it('is registered under its alias with the automatic step on s', () => {
    expect(findGame('tuck-under')).toBe(unterstecken);
    expect(unterstecken.actions).toEqual([expect.objectContaining({kinds: ['step'], key: 's', auto: true})]);
  });

  it('lays the rank piles out in rows of 5, 5 and 3 with rank labels', () => {
    const slots = unterstecken.layout(unterstecken.deal(dealOrder(unterstecken, 1)));
    const rows = [0, 1, 2].map((row) => slots.filter((slot) => RANK_PILES.includes(slot.id) && slot.row === row));
    expect(rows.map((row) => row.map((slot) => slot.label).join(' '))).toEqual(['A 2 3 4 5', '6 7 8 9 10', 'J Q K']);
    expect(Math.max(...slots.map((slot) => slot.col))).toBeLessThan(12);
  });

  it('wins about 52% of deals 1..2000; chains end only at PJ/PQ/PK and always terminate (7.5)', () => {
    let won = 0;
    let mostTucks = 0;
    for (let deal = 1; deal <= 2000; deal++) {
      let state = unterstecken.deal(dealOrder(unterstecken, deal));
      const ends: string[] = [];
      while (unterstecken.outcome(state) === 'playing') {
        const hand = getPile(state, 'hand').cards;
        state = unterstecken.apply(state, STEP);
        if (hand.length > 0 && getPile(state, 'hand').cards.length === 0) ends.push(RANK_PILES[hand[0] % 13]);
        if (state.vars.tucks > 52) throw new Error(`deal ${deal}: more than 52 tucks`);
        // Pile sizes only change where a chain ended (one card more there).
        const grown = RANK_PILES.filter((id, index) => getPile(state, id).cards.length !== (index < 10 ? 4 : 3));
        if (grown.join() !== RANK_PILES.filter((id) => ends.includes(id)).join()) {
          throw new Error(`deal ${deal}: pile sizes changed away from a chain's end: ${grown.join()}`);
        }
      }
      expect(ends.sort()).toEqual(['PJ', 'PK', 'PQ']);
      mostTucks = Math.max(mostTucks, state.vars.tucks);
      if (unterstecken.outcome(state) === 'won') won++;
    }
    expect(Math.abs((won / 2000) * 100 - 52)).toBeLessThanOrEqual(3);
    // Every card is tucked at most once: 3 reserve cards plus at most 49 taken from the piles.
    expect(mostTucks).toBeLessThanOrEqual(52);
  }, 60_000);
});
