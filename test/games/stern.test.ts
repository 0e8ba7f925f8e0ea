import {describe, expect, it} from 'vitest';
import {code} from '../../source/core/cards.js';
import {dealOrder, outcomeOf, play} from '../../source/core/engine.js';
import type {Move, State} from '../../source/core/types.js';
import {stern} from '../../source/games/stern.js';
import {codes, move, only, playAll, reasonFor} from '../helpers.js';

const TURN: Move = {kind: 'deal'};
const REDEAL: Move = {kind: 'redeal'};

function turnTimes(state: State, times: number): State {
  return playAll(stern, state, Array.from({length: times}, () => TURN));
}

function stockOf(state: State) {
  return state.piles.find((pile) => pile.id === 'stock')!;
}

describe('stern: deal', () => {
  it('puts all 52 cards face down into the stock, at pass 1', () => {
    const state = stern.deal(dealOrder(stern, 1));
    expect(stockOf(state).cards).toHaveLength(52);
    expect(stockOf(state).down).toBe(52);
    expect(state.piles.filter((pile) => pile.id !== 'stock').every((pile) => pile.cards.length === 0)).toBe(true);
    expect(state.vars.passes).toBe(1);
    expect(stern.hint!(state)).toBe('pass 1 of 3');
  });

  it('turns the pinned cards of deal 1 first (golden)', () => {
    const state = stern.deal(dealOrder(stern, 1));
    expect(stockOf(state).cards.slice(-12).reverse().map(code).join(' ')).toBe('9D 8H 5D KD AS 7C 9H QC 9C KC 2C JD');
    const after = turnTimes(state, 11);
    expect(codes(after, 'waste')).toBe('9D 8H 5D KD AS 7C 9H QC 9C KC');
    expect(codes(after, 'foundC')).toBe('2C');
  });

  it('turns the pinned cards of deal 4711 first (golden)', () => {
    const state = stern.deal(dealOrder(stern, 4711));
    expect(stockOf(state).cards.slice(-12).reverse().map(code).join(' ')).toBe('5C KC 9S 8S KD TD 7C 7H KS JS 2H 9D');
    const after = turnTimes(state, 12);
    expect(codes(after, 'foundH')).toBe('2H');
    expect(codes(after, 'waste')).toBe('5C KC 9S 8S KD TD 7C 7H KS JS 9D');
  });
});

describe('stern: 6.1 and 6.2 rank order and foundations', () => {
  it('builds up in suit from the 2, and the ace follows the king', () => {
    const clubs = '2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC';
    const state = play(stern, only(stern, {foundC: clubs, stock: 'AC'}), TURN);
    expect(codes(state, 'foundC')).toBe(`${clubs} AC`);
    expect(codes(state, 'waste')).toBe('');
  });

  it('does not start a foundation with an ace, and refuses wrong suits and ranks', () => {
    const state = only(stern, {foundC: '2C 3C', waste: '5C', cellNW: 'AH', cellNE: '4S', stock: '9D'});
    expect(reasonFor(stern, state, move('cellNW', 'foundH'))).toBe('the hearts foundation starts with its 2');
    expect(reasonFor(stern, state, move('waste', 'foundC'))).toBe('the 5 of clubs needs the 4 on top of its foundation');
    expect(reasonFor(stern, state, move('cellNE', 'foundC'))).toBe('that foundation takes only clubs');
    expect(reasonFor(stern, only(stern, {foundH: '2H 3H 4H 5H 6H 7H 8H 9H TH JH QH', waste: 'AH', stock: '9D'}), move('waste', 'foundH'))).toBe(
      'the ace of hearts needs the king on top of its foundation',
    );
  });

  it('keeps at most one card in a cell', () => {
    const state = only(stern, {cellNW: '9S', waste: '7D', stock: '9D'});
    expect(reasonFor(stern, state, move('waste', 'cellNW'))).toBe('a cell holds only one card');
  });
});

describe('stern: 6.3 play', () => {
  it('(1) turns the top stock card face up onto the waste', () => {
    const state = play(stern, only(stern, {stock: {cards: '5H 9S', down: 2}}), TURN);
    expect(codes(state, 'waste')).toBe('9S');
    expect(codes(state, 'stock')).toBe('5H');
    expect(state.piles.find((pile) => pile.id === 'waste')!.down).toBe(0);
  });

  it('(2) sends a turned 2 to its foundation at once', () => {
    const state = play(stern, only(stern, {waste: '9S', stock: '5H 2D'}), TURN);
    expect(codes(state, 'foundD')).toBe('2D');
    expect(codes(state, 'waste')).toBe('9S');
  });

  it('(3) plays the waste top and cell cards up automatically, checking again after each play', () => {
    const state = only(stern, {foundC: '2C 3C', cellSE: '6C', cellNW: '8C', waste: '9S 5C', stock: '7C 4C'});
    const next = play(stern, state, TURN);
    expect(codes(next, 'foundC')).toBe('2C 3C 4C 5C 6C');
    expect(codes(next, 'waste')).toBe('9S');
    expect(codes(next, 'cellSE')).toBe('');
    expect(codes(next, 'cellNW')).toBe('8C');
    expect(codes(play(stern, next, TURN), 'foundC')).toBe('2C 3C 4C 5C 6C 7C 8C');
  });

  it('(3) lists a foundation play of an unsettled position as a move', () => {
    const state = only(stern, {foundS: '2S', cellSW: '3S', stock: '9D'});
    expect(stern.moves(state)).toContainEqual(move('cellSW', 'foundS'));
    expect(codes(play(stern, state, move('cellSW', 'foundS')), 'foundS')).toBe('2S 3S');
  });

  it('(4) lets the player put the waste top, any card, into an empty cell from the first pass (6-A3, 6-A7)', () => {
    const first = play(stern, stern.deal(dealOrder(stern, 1)), TURN);
    const next = play(stern, first, move('waste', 'cellSE'));
    expect(codes(next, 'cellSE')).toBe('9D');
    expect(codes(next, 'waste')).toBe('');
  });

  it('(4) plays the card uncovered by a cell placement if it fits', () => {
    const state = only(stern, {foundH: '2H 3H', waste: '4H KS', stock: '9D'});
    const next = play(stern, state, move('waste', 'cellNE'));
    expect(codes(next, 'foundH')).toBe('2H 3H 4H');
    expect(codes(next, 'cellNE')).toBe('KS');
  });

  it('(4) allows several cells with one suit (6-A4)', () => {
    const state = only(stern, {cellNW: '9S', waste: 'TS', stock: '9D'});
    expect(codes(play(stern, state, move('waste', 'cellSW')), 'cellSW')).toBe('TS');
  });

  it('(4) never returns a cell card to the waste or another cell, and moves nothing else', () => {
    const state = only(stern, {foundC: '2C', cellNW: '9S', waste: 'TS', stock: '9D'});
    expect(reasonFor(stern, state, move('cellNW', 'waste'))).toBe('a card in a cell may only go to its foundation');
    expect(reasonFor(stern, state, move('cellNW', 'cellSE'))).toBe('a card in a cell may only go to its foundation');
    expect(reasonFor(stern, state, move('foundC', 'cellSE'))).toBe('cards never leave the foundations');
    expect(reasonFor(stern, state, move('stock', 'cellSE'))).toBe('cards leave the stock only by turning them (d)');
    expect(reasonFor(stern, state, move('waste', 'stock'))).toBe('nothing may be placed on the stock');
    expect(reasonFor(stern, state, move('waste', 'waste'))).toBe('a card cannot move onto its own pile');
    expect(reasonFor(stern, state, move('cellSE', 'foundC'))).toBe('that pile is empty');
    expect(reasonFor(stern, state, move('waste', 'cellSE', 2))).toBe('cards move one at a time');
    expect(reasonFor(stern, state, {kind: 'remove'})).toBe('Der Stern has no "remove" move');
  });

  it('(5) turns the waste over unshuffled when the stock is empty, so the first turned card comes first again', () => {
    const state = turnTimes(only(stern, {stock: '5H 9S 7D'}), 3);
    expect(codes(state, 'waste')).toBe('7D 9S 5H');
    expect(stern.moves(state)).toContainEqual(REDEAL);
    const again = play(stern, state, REDEAL);
    expect(again.vars.passes).toBe(2);
    expect(stockOf(again).down).toBe(3);
    expect(codes(play(stern, again, TURN), 'waste')).toBe('7D');
  });

  it('(5) refuses to turn over while the stock has cards, with nothing to turn, and after the third pass', () => {
    expect(reasonFor(stern, only(stern, {waste: '7D', stock: '9S'}), REDEAL)).toBe('the stock still has cards');
    expect(reasonFor(stern, only(stern, {foundS: '2S', cellNW: '3S'}, {passes: 1}), REDEAL)).toBe('there are no cards to turn over');
    const third = only(stern, {waste: '7D 9S', cellNW: 'TS'}, {passes: 3});
    expect(reasonFor(stern, third, REDEAL)).toBe('all three passes are used: the waste is not turned over again');
    expect(reasonFor(stern, third, TURN)).toBe('the stock is empty');
    expect(reasonFor(stern, only(stern, {waste: '7D'}, {passes: 2}), TURN)).toBe('the stock is empty: press d again to turn the waste over');
  });

  it('(5) gives exactly three passes', () => {
    let state = only(stern, {stock: '5H 9S'});
    for (let pass = 1; pass <= 3; pass++) {
      expect(state.vars.passes).toBe(pass);
      state = turnTimes(state, 2);
      if (pass < 3) state = play(stern, state, REDEAL);
    }
    expect(stern.moves(state).some((each) => each.kind === 'redeal')).toBe(false);
  });
});

describe('stern: 6.5 end of game', () => {
  const nearlyWon = {
    foundC: '2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC',
    foundS: '2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS',
    foundH: '2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH',
    foundD: '2D 3D 4D 5D 6D 7D 8D 9D TD JD QD',
  };

  it('is won when all four foundations run from 2 to ace', () => {
    const state = only(stern, {...nearlyWon, cellNW: 'AD', stock: 'KD'});
    expect(stern.outcome(state)).toBe('playing');
    expect(stern.outcome(play(stern, state, TURN))).toBe('won');
  });

  it('is lost after the third pass when the stock is empty and nothing fits', () => {
    const full = {cellNW: 'TS', cellNE: 'JS', cellSW: 'QS', cellSE: 'KS'};
    expect(stern.outcome(only(stern, {foundS: '2S', ...full, waste: '7D 9S'}, {passes: 3}))).toBe('lost');
    expect(stern.outcome(only(stern, {foundS: '2S', ...full, waste: '7D 9S'}, {passes: 2}))).toBe('playing');
    expect(stern.outcome(only(stern, {foundS: '2S', ...full, waste: '7D', stock: '9S'}, {passes: 3}))).toBe('playing');
    expect(stern.outcome(only(stern, {foundS: '2S 3S 4S 5S 6S 7S 8S 9S', ...full, waste: '7D'}, {passes: 3}))).toBe('playing');
  });

  it('is not lost while an empty cell could still take the waste top and uncover a card', () => {
    const state = only(stern, {foundD: '2D 3D 4D 5D 6D', cellNW: 'TS', cellNE: 'JS', cellSW: 'QS', waste: '7D 9S'}, {passes: 3});
    expect(stern.outcome(state)).toBe('playing');
    const next = play(stern, state, move('waste', 'cellSE'));
    expect(codes(next, 'foundD')).toBe('2D 3D 4D 5D 6D 7D');
    expect(outcomeOf(stern, next)).toBe('lost');
  });
});

describe('stern: layout', () => {
  it('lays out the cross: waste in the centre, clubs left, spades right, hearts above, diamonds below, cells in the corners', () => {
    const at = Object.fromEntries(stern.layout(stern.deal(dealOrder(stern, 1))).map((slot) => [slot.id, `${slot.col},${slot.row}`]));
    expect(at).toEqual({
      cellNW: '0,0', foundH: '1,0', cellNE: '2,0',
      foundC: '0,1', waste: '1,1', foundS: '2,1', stock: '3,1',
      cellSW: '0,2', foundD: '1,2', cellSE: '2,2',
    });
  });
});
