import {describe, expect, it} from 'vitest';
import {code} from '../../source/core/cards.js';
import {dealOrder, outcomeOf, play} from '../../source/core/engine.js';
import {getPile} from '../../source/core/piles.js';
import type {Move, State} from '../../source/core/types.js';
import {findGame} from '../../source/games/index.js';
import {napoleon} from '../../source/games/napoleon.js';
import {codes, only, playAll, reasonFor} from '../helpers.js';

const STEP: Move = {kind: 'step'};

/** A position with the hand given top-last and face down, like a real hand. */
function position(hand: string, patience: string, second = '', vars: Record<string, number> = {}): State {
  const down = hand.split(/\s+/).filter(Boolean).length;
  return only(napoleon, {hand: {cards: hand, down}, patience, second}, vars);
}

describe("Napoleon's Up-and-Down: deal (4.2, 4.3.1)", () => {
  it.each([
    [1, '9D', '8H 5D KD AS'],
    [4711, '5C', 'KC 9S 8S KD'],
  ])('deal %i: one face-up card on the patience, 51 face down in hand (golden cards)', (deal, first, next) => {
    const state = napoleon.deal(dealOrder(napoleon, deal));
    expect(codes(state, 'patience')).toBe(first);
    const hand = getPile(state, 'hand');
    expect(hand.cards).toHaveLength(51);
    expect(hand.down).toBe(51);
    expect(hand.cards.slice(-4).reverse().map(code).join(' ')).toBe(next);
    expect(codes(state, 'second')).toBe('');
    expect(napoleon.hint!(state)).toBe(`${first} starts the patience`);
  });

  it('takes the hand cards in dealing order: the second card dealt is the first one played', () => {
    const order = dealOrder(napoleon, 1);
    const state = napoleon.deal(order);
    expect(getPile(state, 'patience').cards).toEqual([order[0]]);
    expect(getPile(state, 'hand').cards).toEqual(order.slice(1).reverse());
  });
});

describe("Napoleon's Up-and-Down: one card per step (4.3.2)", () => {
  it.each([
    ['one higher', '6C', '7D'],
    ['one lower', '6C', '5C'],
    ['A above K (wrap, 4-A1)', 'KS', 'AH'],
    ['K below A (wrap, 4-A1)', 'AS', 'KH'],
    ['any suit (4-A2)', '9S', 'TS'],
  ])('%s goes onto the patience', (_name, patienceTop, card) => {
    const next = play(napoleon, position(`2C ${card}`, patienceTop), STEP);
    expect(codes(next, 'patience')).toBe(`${patienceTop} ${card}`);
    expect(codes(next, 'second')).toBe('');
    expect(next.vars.placed).toBe(1);
    expect(napoleon.hint!(next)).toBe(`${card} fits: onto the patience`);
  });

  it.each([
    ['same rank', '6C', '6D'],
    ['two apart', '6C', '8D'],
    ['Q on A (no wrap beyond one step)', 'AC', 'QD'],
  ])('%s goes onto the second pile', (_name, patienceTop, card) => {
    const next = play(napoleon, position(`2C ${card}`, patienceTop), STEP);
    expect(codes(next, 'patience')).toBe(patienceTop);
    expect(codes(next, 'second')).toBe(card);
    expect(next.vars.placed).toBe(0);
    expect(napoleon.hint!(next)).toBe(`${card} does not fit on ${patienceTop}: onto the second pile`);
  });

  it('compares with the current top of the patience, not the first card (4-A5)', () => {
    const fits = play(napoleon, position('8S', '6C 7D'), STEP);
    expect(codes(fits, 'patience')).toBe('6C 7D 8S');
    const rejected = play(napoleon, position('5S', '6C 7D'), STEP);
    expect(codes(rejected, 'second')).toBe('5S');
  });

  it('keeps the rejected cards in the order they came', () => {
    const next = playAll(napoleon, position('AH 9C 9D', '5C'), [STEP, STEP]);
    expect(codes(next, 'second')).toBe('9D 9C');
    expect(codes(next, 'hand')).toBe('AH');
  });
});

describe("Napoleon's Up-and-Down: passes and the end (4.3.3, 4.5)", () => {
  it('picks up the second pile face down with its first card on top, and starts a new pass', () => {
    const state = position('', '5C', 'AC 2D 3S', {placed: 2, pass: 1});
    const next = play(napoleon, state, STEP);
    const hand = getPile(next, 'hand');
    expect(hand.cards.map(code)).toEqual(['3S', '2D', 'AC']);
    expect(hand.down).toBe(3);
    expect(codes(next, 'second')).toBe('');
    expect(next.vars.pass).toBe(2);
    expect(next.vars.placed).toBe(0);
    expect(napoleon.hint!(next)).toBe('pass 2: 3 cards picked up as the new hand');
  });

  it('wins when every card is on the patience', () => {
    const next = play(napoleon, position('2C', 'AC'), STEP);
    expect(napoleon.outcome(next)).toBe('won');
    expect(napoleon.moves(next)).toEqual([]);
  });

  it('loses when a whole pass places no card (4-A4)', () => {
    const state = position('9S 9D', '5C', '', {placed: 0, pass: 3});
    const next = playAll(napoleon, state, [STEP, STEP]);
    expect(codes(next, 'second')).toBe('9D 9S');
    expect(napoleon.outcome(next)).toBe('lost');
    expect(outcomeOf(napoleon, next)).toBe('lost');
  });

  it('does not lose at the end of a pass that placed a card', () => {
    const next = playAll(napoleon, position('9S 6D', '5C'), [STEP, STEP]);
    expect(napoleon.outcome(next)).toBe('playing');
    expect(napoleon.moves(next)).toEqual([STEP]);
  });

  it('has no moves besides the step, and says why', () => {
    const state = napoleon.deal(dealOrder(napoleon, 1));
    expect(napoleon.moves(state)).toEqual([STEP]);
    expect(reasonFor(napoleon, state, {kind: 'move', from: 'hand', to: 'patience', count: 1})).toBe(
      `Napoleon's Up-and-Down plays itself: the only move is the next step (s), not "move"`,
    );
  });
});

describe("Napoleon's Up-and-Down: registry, layout and simulation", () => {
  it('is registered under its alias with the automatic step on s', () => {
    expect(findGame('napoleon-updown')).toBe(napoleon);
    expect(napoleon.actions).toEqual([expect.objectContaining({kinds: ['step'], key: 's', auto: true})]);
  });

  it('shows the three piles in one row', () => {
    const slots = napoleon.layout(napoleon.deal(dealOrder(napoleon, 1)));
    expect(slots.map((slot) => slot.id)).toEqual(['hand', 'patience', 'second']);
    expect(slots.every((slot) => slot.row === 0)).toBe(true);
  });

  it('wins about 2.4% of deals 1..2000 with wrap (4.5)', () => {
    let won = 0;
    for (let deal = 1; deal <= 2000; deal++) {
      let state = napoleon.deal(dealOrder(napoleon, deal));
      let steps = 0;
      while (napoleon.outcome(state) === 'playing') {
        state = napoleon.apply(state, STEP);
        if (++steps > 52 * 60) throw new Error(`deal ${deal} does not end`);
      }
      if (napoleon.outcome(state) === 'won') {
        won++;
        expect(getPile(state, 'patience').cards).toHaveLength(52);
      }
    }
    expect(Math.abs((won / 2000) * 100 - 2.4)).toBeLessThanOrEqual(3);
  }, 60_000);
});
