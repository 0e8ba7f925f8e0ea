import {describe, expect, it} from 'vitest';
import {code, fullPack} from '../../source/core/cards.js';
import {dealOrder, outcomeOf, play} from '../../source/core/engine.js';
import {getPile} from '../../source/core/piles.js';
import type {Move, State} from '../../source/core/types.js';
import {elf as game} from '../../source/games/elf.js';
import {codes, only, reasonFor} from '../helpers.js';

const RESCUE: Move = {kind: 'rescue'};
const GRID = ['grid0', 'grid1', 'grid2', 'grid3', 'grid4', 'grid5', 'grid6', 'grid7', 'grid8'];
const TRIO_RULE = 'a jack-queen-king trio may be taken only when the grid holds no pair adding up to 11: take the pairs first';

function remove(...piles: string[]): Move {
  return {kind: 'remove', piles};
}

function gridCodes(state: State): string {
  return GRID.map((id) => codes(state, id) || '--').join(' ');
}

/** A stuck grid: no two values make 11, no jack at all. */
const STUCK = {grid0: '2C', grid1: '3C', grid2: '4C', grid3: '5C', grid4: '2D', grid5: 'QH', grid6: 'KH', grid7: '3D', grid8: '4D'};

describe('elf: deal (2.2, 2.3)', () => {
  it('deal 1: nine cards face up in reading order, 43 face down in the stock (pinned)', () => {
    const state = game.deal(dealOrder(game, 1));
    expect(gridCodes(state)).toBe('9D 8H 5D KD AS 7C 9H QC 9C');
    const stock = getPile(state, 'stock');
    expect(stock.cards.length).toBe(43);
    expect(stock.down).toBe(43);
    expect(codes(state, 'stock').split(' ').slice(-3).join(' ')).toBe('JD 2C KC');
    expect(codes(state, 'hand')).toBe('');
    expect(codes(state, 'discard')).toBe('');
  });

  it('deal 4711 (pinned)', () => {
    const state = game.deal(dealOrder(game, 4711));
    expect(gridCodes(state)).toBe('5C KC 9S 8S KD TD 7C 7H KS');
    expect(code(getPile(state, 'stock').cards.at(-1)!)).toBe('JS');
  });

  it('deal 1 is stuck at once, and its rescue card (KC, with no jack in the grid) loses', () => {
    const state = game.deal(dealOrder(game, 1));
    expect(game.moves(state)).toEqual([RESCUE]);
    const after = play(game, state, RESCUE);
    expect(codes(after, 'hand')).toBe('KC');
    expect(gridCodes(after)).toBe(gridCodes(state));
    expect(outcomeOf(game, after)).toBe('lost');
  });

  it('marks cards as a set, and keeps the discard hidden', () => {
    expect(game.selection).toBe('set');
    expect(game.layout(game.deal(dealOrder(game, 1))).find((slot) => slot.id === 'discard')?.hidden).toBe(true);
  });
});

describe('elf: pairs, trios and refills (2.4.1–2.4.3)', () => {
  it('2.4.1: two cards adding up to 11 leave face down, any suits; the slots refill in slot order', () => {
    const state = only(game, {...STUCK, grid1: '6H', grid7: '5S', stock: {cards: 'TC 8D 9D', down: 3}});
    const next = play(game, state, remove('grid7', 'grid1'));
    expect(codes(next, 'discard')).toBe('5S 6H');
    expect(getPile(next, 'discard').down).toBe(2);
    expect(codes(next, 'grid1')).toBe('9D');
    expect(codes(next, 'grid7')).toBe('8D');
    expect(codes(next, 'stock')).toBe('TC');
  });

  it('2.4.1, 2-A4: the ace counts 1 and pairs with a ten', () => {
    const state = only(game, {...STUCK, grid0: 'AH', grid8: 'TS', stock: {cards: '8D 9D', down: 2}});
    expect(game.moves(state)).toEqual([remove('grid0', 'grid8')]);
  });

  it('2.4.1 illegal: the values must make 11, and court cards have no value', () => {
    const state = only(game, {...STUCK, grid1: '6H', grid2: 'AS', grid7: '5S', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, state, remove('grid3', 'grid2'))).toBe('5 and ace make 6, not 11');
    expect(reasonFor(game, state, remove('grid1', 'grid8'))).toBe('6 and 4 make 10, not 11');
    expect(reasonFor(game, state, remove('grid5', 'grid1'))).toBe('jacks, queens and kings have no value: they leave only as a jack-queen-king trio');
  });

  it('2.4.2: one jack, one queen and one king leave together when the grid holds no pair', () => {
    const state = only(game, {...STUCK, grid2: 'JD', stock: {cards: 'TC 8D 9D', down: 3}});
    expect(game.moves(state)).toEqual([remove('grid2', 'grid5', 'grid6')]);
    const next = play(game, state, remove('grid6', 'grid2', 'grid5'));
    expect(codes(next, 'discard')).toBe('KH JD QH');
    expect(codes(next, 'grid2') + codes(next, 'grid5') + codes(next, 'grid6')).toBe('9D8DTC');
  });

  it('2.4.2, 2-A3 strict: no trio while a pair is in the grid', () => {
    const state = only(game, {...STUCK, grid2: 'JD', grid1: '9C', stock: {cards: 'TC', down: 1}});
    expect(game.moves(state)).toEqual([remove('grid0', 'grid1'), remove('grid1', 'grid4')]);
    expect(reasonFor(game, state, remove('grid2', 'grid5', 'grid6'))).toBe(TRIO_RULE);
  });

  it('2.4.2 illegal: a trio is one of each court rank', () => {
    const state = only(game, {...STUCK, grid2: 'QD', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, state, remove('grid2', 'grid5', 'grid6'))).toBe('a trio must be one jack, one queen and one king');
    expect(reasonFor(game, state, remove('grid0', 'grid1', 'grid3'))).toBe('a trio must be one jack, one queen and one king');
  });

  it('removals name grid places holding cards, each once', () => {
    const state = only(game, {...STUCK, grid1: '9C', grid4: '', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, state, remove('grid0', 'stock'))).toBe('cards are removed only from the grid');
    expect(reasonFor(game, state, remove('grid0', 'grid0'))).toBe('each card counts only once');
    expect(reasonFor(game, state, remove('grid0', 'grid4'))).toBe('that place is empty');
    expect(reasonFor(game, state, remove('grid0', 'hand'))).toBe('there is no rescue card in hand');
    expect(reasonFor(game, state, remove('grid0'))).toBe('remove two cards that add up to 11, or one jack, one queen and one king');
    expect(reasonFor(game, state, {kind: 'deal'})).toBe('Die Elf has no "deal" move');
  });

  it('2.4.5, 2-A7: with the stock empty, removals go on without refills', () => {
    const state = only(game, {...STUCK, grid1: '9C'});
    const next = play(game, state, remove('grid0', 'grid1'));
    expect(gridCodes(next)).toBe('-- -- 4C 5C 2D QH KH 3D 4D');
  });
});

describe('elf: the rescue draw (2.4.4)', () => {
  it('is allowed only when the grid is stuck, the stock has cards and no rescue card is held', () => {
    expect(game.moves(only(game, {...STUCK, stock: {cards: 'TC', down: 1}}))).toEqual([RESCUE]);
    const pair = only(game, {...STUCK, grid1: '9C', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, pair, RESCUE)).toBe('the rescue draw is allowed only when the grid is stuck: two cards here add up to 11');
    const trio = only(game, {...STUCK, grid2: 'JC', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, trio, RESCUE)).toBe('the rescue draw is allowed only when the grid is stuck: a jack, a queen and a king lie here');
    const held = only(game, {...STUCK, grid0: '6C', grid3: '6D', hand: '5H', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, held, RESCUE)).toBe('the rescue card in hand must be used first');
  });

  it('a: a rescue card with exactly one partner leaves with it at once, and the slot refills', () => {
    const state = only(game, {...STUCK, stock: {cards: '9S TC 6H', down: 3}});
    const next = play(game, state, RESCUE);
    expect(codes(next, 'discard')).toBe('6H 5C');
    expect(codes(next, 'hand')).toBe('');
    expect(codes(next, 'grid3')).toBe('TC');
    expect(outcomeOf(game, next)).toBe('playing');
  });

  it('a: with several partners the player chooses, and must use the rescue card first', () => {
    const state = only(game, {...STUCK, stock: {cards: 'TC 8H', down: 2}});
    const held = play(game, state, RESCUE);
    expect(codes(held, 'hand')).toBe('8H');
    expect(game.moves(held)).toEqual([remove('hand', 'grid1'), remove('hand', 'grid7')]);
    expect(reasonFor(game, held, remove('hand', 'grid0'))).toBe('8 and 2 make 10, not 11');
    expect(reasonFor(game, held, remove('grid0', 'grid1'))).toBe('first use the rescue card in hand, the 8 of hearts');
    const next = play(game, held, remove('grid7', 'hand'));
    expect(codes(next, 'discard')).toBe('3D 8H');
    expect(codes(next, 'grid7')).toBe('TC');
    expect(codes(next, 'grid1')).toBe('3C');
  });

  it('b: a court card completing a jack-queen-king leaves with the two grid cards', () => {
    const state = only(game, {...STUCK, stock: {cards: '7C JS', down: 2}});
    const next = play(game, state, RESCUE);
    expect(codes(next, 'discard')).toBe('JS QH KH');
    expect(codes(next, 'grid5')).toBe('7C');
    expect(codes(next, 'grid6')).toBe('');
  });

  it('b: with two queens the player picks which one goes', () => {
    const state = only(game, {...STUCK, grid0: 'QC', stock: {cards: '7C JS', down: 2}});
    const held = play(game, state, RESCUE);
    expect(game.moves(held)).toEqual([remove('hand', 'grid0', 'grid6'), remove('hand', 'grid5', 'grid6')]);
    expect(reasonFor(game, held, remove('hand', 'grid0'))).toBe('jacks, queens and kings have no value: they leave only as a jack-queen-king trio');
    const next = play(game, held, remove('hand', 'grid5', 'grid6'));
    expect(codes(next, 'grid0')).toBe('QC');
    expect(codes(next, 'grid5')).toBe('7C');
  });

  it('c: a rescue card that fits nothing stays in hand and the game is lost', () => {
    const state = only(game, {...STUCK, stock: {cards: 'TC 5D', down: 2}});
    const next = play(game, state, RESCUE);
    expect(codes(next, 'hand')).toBe('5D');
    expect(gridCodes(next)).toBe(gridCodes(state));
    expect(game.outcome(next)).toBe('lost');
    const queen = play(game, only(game, {...STUCK, stock: {cards: 'TC QS', down: 2}}), RESCUE);
    expect(game.outcome(queen)).toBe('lost');
  });

  it('2-A5: the rescue may be used again whenever the grid is stuck', () => {
    const state = only(game, {...STUCK, stock: {cards: 'JS TS 6H', down: 3}});
    const once = play(game, state, RESCUE);
    expect(codes(once, 'grid3')).toBe('TS');
    expect(game.moves(once)).toEqual([RESCUE]);
    const twice = play(game, once, RESCUE);
    expect(codes(twice, 'discard')).toBe('6H 5C JS QH KH');
    expect(codes(twice, 'grid5') + codes(twice, 'grid6')).toBe('');
  });
});

describe('elf: end of game (2.6)', () => {
  it('WIN: all 52 cards discarded', () => {
    const rest = fullPack(1).map(code).filter((each) => each !== '5C' && each !== '6D');
    const state = only(game, {grid4: '5C', grid8: '6D', discard: {cards: rest.join(' '), down: 50}});
    expect(outcomeOf(game, state)).toBe('playing');
    const won = play(game, state, remove('grid4', 'grid8'));
    expect(getPile(won, 'discard').cards.length).toBe(52);
    expect(outcomeOf(game, won)).toBe('won');
  });

  it('LOSS: stock empty and no pair or trio left; not while the stock can rescue', () => {
    expect(game.outcome(only(game, STUCK))).toBe('lost');
    expect(game.outcome(only(game, {...STUCK, stock: {cards: 'TC', down: 1}}))).toBe('playing');
    expect(game.outcome(only(game, {...STUCK, grid1: '9C'}))).toBe('playing');
    expect(game.outcome(only(game, {...STUCK, grid2: 'JC'}))).toBe('playing');
  });
});

/** The simple player of Appendix B: the first pair, else the first trio, else the rescue, else the first partner. */
function greedyWinRate(deals: number, rescue: boolean): number {
  let wins = 0;
  for (let deal = 1; deal <= deals; deal++) {
    let state = game.deal(dealOrder(game, deal));
    // No legal move is left exactly when the game is won or lost, so one moves() call per step suffices.
    for (let list = game.moves(state); list.length > 0; list = game.moves(state)) {
      if (list[0].kind === 'rescue' && !rescue) break;
      state = game.apply(state, list[0]);
    }
    if (game.outcome(state) === 'won') wins++;
  }
  return wins / deals;
}

describe('elf: simulation (2.6, Appendix B)', () => {
  it('a greedy player wins about 26% of deals 1…2000', () => {
    const rate = greedyWinRate(2000, true);
    expect(rate).toBeGreaterThan(0.23);
    expect(rate).toBeLessThan(0.29);
  });

  it('without the rescue draw it wins about 10%', () => {
    const rate = greedyWinRate(2000, false);
    expect(rate).toBeGreaterThan(0.07);
    expect(rate).toBeLessThan(0.13);
  });
});
