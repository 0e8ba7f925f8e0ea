import {describe, expect, it} from 'vitest';
import {type Card, code, fullPack} from '../../source/core/cards.js';
import {dealOrder, moveKey, outcomeOf, play} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import type {Move, State} from '../../source/core/types.js';
import {fuerstBismarck as game} from '../../source/games/fuerst-bismarck.js';
import {findGame} from '../../source/games/index.js';
import {cards, codes, move, only, playAll, reasonFor} from '../helpers.js';

const FREE_PLAY = {pass: 1, phase: 2, place: 0};
const AFTER_REDEAL = {pass: 2, phase: 2, place: 0};
const choosing = (place: number) => ({pass: 1, phase: 1, place});
const REDEAL: Move = {kind: 'redeal'};
const RANKS = 'A23456789TJQK';
const HEART_KING_TO_TWO = 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H';

/** The listed cards first, then the rest of the two packs in pack order. */
function orderStarting(list: string): Card[] {
  const first = cards(list);
  return [...first, ...fullPack(2).filter((card) => !first.includes(card))];
}

function targets(state: State): string[] {
  return game.moves(state).map((each) => `${each.from}>${each.to}`);
}

function finishDeal(state: State): State {
  let current = state;
  while (current.vars.phase === 1) current = play(game, current, game.moves(current)[0]);
  return current;
}

function pileSizes(state: State): number {
  return state.piles.reduce((sum, pile) => sum + pile.cards.length, 0);
}

describe('Fürst Bismarck: deal (14.1–14.3)', () => {
  it('deal 1: pinned first cards, the first choice, and the whole first deal', () => {
    const state = game.deal(dealOrder(game, 1));
    expect(dealOrder(game, 1).slice(0, 4).map(code)).toEqual(['6C', 'JH', '8D', 'KD']);
    expect([codes(state, 'W1'), codes(state, 'W2'), codes(state, 'W3'), codes(state, 'draw')]).toEqual(['6C', 'JH', '8D', 'KD']);
    expect(state.vars).toEqual({pass: 1, phase: 1, place: 4});
    expect(targets(state)).toEqual(['draw>C2L', 'draw>C2R']);
    expect(pileSizes(state)).toBe(104);
    const dealt = finishDeal(state);
    expect(codes(dealt, 'W1')).toBe('6C 5H 6H 9H 7C 9C KH 7D');
    expect(codes(dealt, 'W12')).toBe('8C 8S QH 4H 6C 6S 8H');
    expect(['C1L', 'C1R', 'C2L', 'C2R', 'C3L', 'C3R', 'C4L', 'C4R'].map((id) => codes(dealt, id))).toEqual([
      'AS', 'KC', 'KD', 'KS', 'AD 2D 3D', 'AH', 'KH', '',
    ]);
    expect(dealt.vars).toEqual(FREE_PLAY);
  });

  it('deal 4711: pinned first cards and the first choice from a top place', () => {
    const state = game.deal(dealOrder(game, 4711));
    expect(dealOrder(game, 4711).slice(0, 3).map(code)).toEqual(['8C', 'AH', '6C']);
    expect(codes(state, 'W1')).toBe('8C');
    expect(codes(state, 'draw')).toBe('AH');
    expect(state.vars).toEqual({pass: 1, phase: 1, place: 2});
    expect(targets(state)).toHaveLength(8);
    const dealt = finishDeal(state);
    expect(codes(dealt, 'W1')).toBe('8C 9S 8D 9D 7D QC 4S 6C');
    expect(codes(dealt, 'C4L')).toBe('KH QH');
  });

  it('lays every card face up except the undealt stock', () => {
    const state = game.deal(dealOrder(game, 4711));
    for (const pile of state.piles) expect(pile.down, pile.id).toBe(pile.id === 'stock' ? pile.cards.length : 0);
    expect(finishDeal(state).piles.every((pile) => pile.down === 0)).toBe(true);
  });

  it('puts a card that cannot go up on p and moves p clockwise, W12 followed by W1', () => {
    const state = game.deal(orderStarting('2C 3C 4C 5C 6C 7C 8C 9C TC JC QC 2D 3D'));
    expect(codes(state, 'W1')).toBe('2C 3D');
    expect(codes(state, 'W2')).toBe('3C');
    expect(codes(state, 'W12')).toBe('2D');
    expect(codes(state, 'draw')).toBe('AC');
    expect(state.vars.place).toBe(2);
  });

  it('offers all 8 slots to top/bottom places and only the two slots of its level to side places', () => {
    const expected: Record<number, string[]> = {
      1: ['C1L', 'C1R', 'C2L', 'C2R', 'C3L', 'C3R', 'C4L', 'C4R'],
      3: ['C1L', 'C1R'], 4: ['C2L', 'C2R'], 5: ['C3L', 'C3R'], 6: ['C4L', 'C4R'],
      9: ['C4L', 'C4R'], 10: ['C3L', 'C3R'], 11: ['C2L', 'C2R'], 12: ['C1L', 'C1R'],
    };
    expected[2] = expected[7] = expected[8] = expected[1];
    for (let place = 1; place <= 12; place++) {
      const state = only(game, {draw: 'AH'}, choosing(place));
      expect(targets(state), `W${place}`).toEqual(expected[place].map((id) => `draw>${id}`));
    }
    const side = only(game, {draw: 'AH'}, choosing(10));
    expect(reasonFor(game, side, move('draw', 'C1L'))).toBe('a card drawn for W10 may only go to C3L or C3R');
  });

  it('allows only the choice while a drawn card waits, and the card must go up', () => {
    const state = game.deal(dealOrder(game, 1));
    expect(reasonFor(game, state, move('W1', 'W2'))).toBe('first choose a foundation for the king of diamonds');
    expect(reasonFor(game, state, REDEAL)).toBe('first choose a foundation for the king of diamonds');
    expect(reasonFor(game, state, move('draw', 'W4'))).toBe('the king of diamonds can go up, so it must go to a foundation');
    expect(reasonFor(game, state, move('stock', 'W4'))).toBe('the stock is dealt automatically');
  });

  it('keeps p after a card goes up and places a card with one destination by itself', () => {
    const state = game.deal(orderStarting('2C 3C 4C AC KS'));
    expect(targets(state)).toEqual(['draw>C2L', 'draw>C2R']);
    const next = play(game, state, move('draw', 'C2L'));
    expect(codes(next, 'C2L')).toBe('AC');
    expect(codes(next, 'C2R')).toBe('KS');
    expect(codes(next, 'W4').startsWith('5C')).toBe(true);
  });

  it('continues the deal after a choice and starts free play when the stock is empty', () => {
    const state = only(game, {draw: 'AH', stock: '5S 2H', W4: '9C'}, choosing(4));
    const next = play(game, state, move('draw', 'C2L'));
    expect(codes(next, 'C2L')).toBe('AH 2H');
    expect(codes(next, 'W4')).toBe('9C 5S');
    expect(codes(next, 'draw')).toBe('');
    expect(next.vars).toEqual(FREE_PLAY);
  });

  it('sends follow cards up only into allowed slots', () => {
    const side = play(game, only(game, {draw: 'AD', stock: '9C 2H', C1L: 'AH'}, choosing(4)), move('draw', 'C2L'));
    expect(codes(side, 'W4')).toBe('2H');
    expect(codes(side, 'C1L')).toBe('AH');
    const topPlace = play(game, only(game, {draw: 'AD', stock: '9C 2H', C1L: 'AH'}, choosing(1)), move('draw', 'C2L'));
    expect(codes(topPlace, 'C1L')).toBe('AH 2H');
    expect(codes(topPlace, 'W1')).toBe('9C');
  });

  it('offers following and founding together, founds alone in the one empty slot, and never a second foundation (14-A9)', () => {
    const state = only(game, {draw: 'AH', stock: '9C KC AH', C1L: HEART_KING_TO_TWO}, choosing(3));
    expect(targets(state)).toEqual(['draw>C1L', 'draw>C1R']);
    const next = play(game, state, move('draw', 'C1L'));
    expect(codes(next, 'C1L').endsWith('2H AH')).toBe(true);
    expect(codes(next, 'C1R')).toBe('AH');
    expect(codes(next, 'W3')).toBe('KC');
    expect(codes(next, 'W4')).toBe('9C');
  });

  it('does not found a second ace foundation of a suit during the deal', () => {
    const state = only(game, {draw: 'AD', stock: '9C AH', C1R: 'AH 2H'}, choosing(1));
    const next = play(game, state, move('draw', 'C2L'));
    expect(codes(next, 'W1')).toBe('AH');
    expect(codes(next, 'W2')).toBe('9C');
  });

  it('puts a second king on its ace foundation showing the queen, founding only a missing foundation', () => {
    const founding = only(game, {draw: 'KS', C4R: 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS'}, choosing(1));
    expect(targets(founding)).toContain('draw>C4R');
    expect(targets(founding)).toContain('draw>C1L');
    const state = only(game, {draw: 'AD', stock: '9C KS', C3L: 'KS QS', C4R: 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS'}, choosing(1));
    const next = play(game, state, move('draw', 'C2L'));
    expect(codes(next, 'C4R').endsWith('QS KS')).toBe(true);
    expect(codes(next, 'W1')).toBe('9C');
  });

  it('tests only the drawn card, never the wreath, during the deal (14-A10)', () => {
    const state = only(game, {draw: 'AH', stock: '9C', W2: '2H'}, choosing(1));
    const next = play(game, state, move('draw', 'C3L'));
    expect(codes(next, 'W2')).toBe('2H');
    expect(codes(next, 'W1')).toBe('9C');
    expect(game.moves(next)).toContainEqual(move('W2', 'C3L'));
  });
});

describe('Fürst Bismarck: free play (14.4)', () => {
  it('M1: an exposed card goes onto any fitting foundation, in any slot', () => {
    const state = only(game, {W5: '9C 4H', W9: '9S', C4R: 'AH 2H 3H', C1L: 'KS QS JS TS'}, FREE_PLAY);
    expect(codes(play(game, state, move('W5', 'C4R')), 'C4R')).toBe('AH 2H 3H 4H');
    expect(codes(play(game, state, move('W9', 'C1L')), 'C1L')).toBe('KS QS JS TS 9S');
    const wrong = only(game, {W5: '5H', W6: '4D', C4R: 'AH 2H 3H'}, FREE_PLAY);
    expect(reasonFor(game, wrong, move('W5', 'C4R'))).toBe('the ace foundation of hearts needs the 4 of hearts');
    expect(reasonFor(game, wrong, move('W6', 'C4R'))).toBe('the ace foundation of hearts needs the 4 of hearts');
    const full = only(game, {W1: 'KC', C2L: 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC'}, FREE_PLAY);
    expect(reasonFor(game, full, move('W1', 'C2L'))).toBe('the ace foundation of clubs is complete');
  });

  it('M1: an ace or king founds its missing foundation in any empty slot', () => {
    const state = only(game, {W1: 'KD', W2: 'AH', W3: 'KH', W4: '7C', C1L: 'AH 2H', C1R: 'KH'}, FREE_PLAY);
    expect(codes(play(game, state, move('W1', 'C3R')), 'C3R')).toBe('KD');
    expect(reasonFor(game, state, move('W2', 'C4L'))).toBe('there is already an ace foundation of hearts');
    expect(reasonFor(game, state, move('W3', 'C4L'))).toBe('there is already a king foundation of hearts');
    expect(reasonFor(game, state, move('W4', 'C4L'))).toBe('only an ace or a king may start a foundation');
  });

  it('M2: same suit, up or down, with K–A wrap', () => {
    const state = only(game, {W1: 'KH', W2: 'AH', W3: '2H', W4: '5H', W5: '4H', W6: '6S', W7: '7H', W8: 'QH'}, FREE_PLAY);
    for (const [from, to] of [['W1', 'W2'], ['W2', 'W1'], ['W2', 'W3'], ['W4', 'W5'], ['W5', 'W4'], ['W1', 'W8']]) {
      expect(game.moves(state), `${from}>${to}`).toContainEqual(move(from, to));
    }
    expect(codes(play(game, state, move('W1', 'W2')), 'W2')).toBe('AH KH');
    expect(reasonFor(game, state, move('W4', 'W6'))).toBe('the 5 of hearts needs the 6 or 4 of hearts');
    expect(reasonFor(game, state, move('W4', 'W7'))).toBe('the 5 of hearts needs the 6 or 4 of hearts');
    expect(reasonFor(game, state, move('W2', 'W8'))).toBe('the ace of hearts needs the 2 or king of hearts');
  });

  it('M2/M3: only the exposed card moves; any single card goes into an empty place', () => {
    const state = only(game, {W1: '6H 5H', W2: '7H', W3: 'JC'}, FREE_PLAY);
    expect(reasonFor(game, state, move('W1', 'W2', 2))).toBe('only the exposed card of a place may move');
    expect(reasonFor(game, state, move('W1', 'W4', 2))).toBe('only the exposed card of a place may move');
    expect(codes(play(game, state, move('W3', 'W7')), 'W7')).toBe('JC');
    expect(game.moves(state).filter((each) => each.to === 'W12').map((each) => each.from)).toEqual(['W1', 'W2', 'W3']);
  });

  it('M4: a foundation top moves onto the other foundation of its suit when it fits', () => {
    const state = only(game, {C1L: 'AH 2H 3H 4H', C1R: 'KH QH JH TH 9H 8H 7H 6H 5H'}, FREE_PLAY);
    expect(codes(play(game, state, move('C1L', 'C1R')), 'C1R').endsWith('5H 4H')).toBe(true);
    expect(codes(play(game, state, move('C1R', 'C1L')), 'C1L')).toBe('AH 2H 3H 4H 5H');
    const gap = only(game, {C1L: 'AH 2H 3H', C1R: 'KH QH JH TH 9H 8H 7H 6H 5H'}, FREE_PLAY);
    expect(reasonFor(game, gap, move('C1L', 'C1R'))).toBe('the king foundation of hearts needs the 4 of hearts');
  });

  it('M4: base cards never move, and foundation cards go only onto the same suit, never back to the wreath', () => {
    const state = only(game, {C1L: 'AH', C1R: 'KD', C2L: 'AS 2S', C2R: 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H'}, FREE_PLAY);
    expect(reasonFor(game, state, move('C1L', 'C2R'))).toBe('a base card never moves');
    expect(reasonFor(game, state, move('C1R', 'C2L'))).toBe('a base card never moves');
    expect(reasonFor(game, state, move('C2L', 'C2R'))).toBe('a foundation card may only move onto the other foundation of its suit');
    expect(reasonFor(game, state, move('C2L', 'C3L'))).toBe('a foundation card may only move onto the other foundation of its suit');
    expect(reasonFor(game, state, move('C2L', 'W1'))).toBe('a card never goes back from a foundation into the wreath');
    expect(game.moves(state)).toEqual([REDEAL]);
  });
});

describe('Fürst Bismarck: redeal (14.5)', () => {
  it('gathers W12 bottom→top first, then W11 … W1, keeps the foundations, and deals without going up', () => {
    const state = only(game, {W12: '5C 6C', W11: '7D', W1: '9S 8S', C1L: 'AH'}, FREE_PLAY);
    const next = play(game, state, REDEAL);
    expect(['W1', 'W2', 'W3', 'W4', 'W5', 'W6'].map((id) => codes(next, id))).toEqual(['5C', '6C', '7D', '9S', '8S', '']);
    expect(codes(next, 'C1L')).toBe('AH');
    expect(next.vars).toEqual(AFTER_REDEAL);
  });

  it('deals again with the phase-1 restrictions and choices, then allows no further redeal', () => {
    const state = only(game, {W12: '5C 2H 9D 3H AS KD', W11: 'AD 8C', C2L: 'AH'}, FREE_PLAY);
    const next = play(game, state, REDEAL);
    expect(['W1', 'W2', 'W3', 'W4', 'C2L', 'C2R', 'draw'].map((id) => codes(next, id))).toEqual([
      '5C', '9D', '3H', 'KD', 'AH 2H', 'AS', 'AD',
    ]);
    expect(next.vars).toEqual({pass: 2, phase: 1, place: 5});
    expect(targets(next)).toEqual(['draw>C3L', 'draw>C3R']);
    const done = play(game, next, move('draw', 'C3R'));
    expect(codes(done, 'W5')).toBe('8C');
    expect(done.vars).toEqual(AFTER_REDEAL);
    expect(reasonFor(game, done, REDEAL)).toBe('the wreath may be dealt again only once');
  });

  it('is the d key, and c places a drawn card on the focused slot', () => {
    expect(game.actions).toContainEqual(expect.objectContaining({kinds: ['redeal'], key: 'd'}));
    expect(game.actions).toContainEqual(expect.objectContaining({kinds: ['move'], key: 'c', from: 'draw'}));
    expect(game.actions.map((action) => action.key)).toEqual(['c', 'd']);
  });
});

describe('Fürst Bismarck: end of game (14.7)', () => {
  function nearlyWon(): State {
    const up = (suitChar: string) => [...RANKS].map((rankChar) => rankChar + suitChar).join(' ');
    const down = (suitChar: string) => up(suitChar).split(' ').reverse().join(' ');
    return only(game, {
      C1L: up('C'), C1R: up('S'), C2L: up('H'), C2R: up('D'),
      C3L: down('C'), C3R: down('S'), C4L: down('H'), C4R: down('D').slice(0, -3), W1: 'AD',
    }, AFTER_REDEAL);
  }

  it('is won when all 104 cards are on the foundations', () => {
    const state = nearlyWon();
    expect(game.outcome(state)).toBe('playing');
    expect(game.outcome(play(game, state, move('W1', 'C4R')))).toBe('won');
  });

  const blocked = {W1: '3C', W2: '5C', W3: '7C', W4: '9C', W5: 'JC', W6: '3S', W7: '5S', W8: '7S', W9: '9S', W10: 'JS', W11: '3H', W12: '5H'};

  it('is lost when no move remains after the redeal, but the first round can still redeal', () => {
    expect(outcomeOf(game, only(game, blocked, AFTER_REDEAL))).toBe('lost');
    const first = only(game, blocked, FREE_PLAY);
    expect(game.moves(first)).toEqual([REDEAL]);
    expect(outcomeOf(game, first)).toBe('playing');
  });

  it('is lost when the player ends the game after the redeal', () => {
    const state = only(game, {W1: '5H', W2: '6H'}, AFTER_REDEAL);
    expect(outcomeOf(game, play(game, state, {kind: 'resign'}))).toBe('lost');
  });

  it('is stalled after the redeal when no card can ever go up again', () => {
    const shuttling = only(game, {W1: '5H', W2: '6H', C1L: 'AH 2H'}, AFTER_REDEAL);
    expect(game.moves(shuttling).length).toBeGreaterThan(0);
    expect(game.stalled!(shuttling)).toBe(true);
    expect(game.stalled!({...shuttling, vars: FREE_PLAY})).toBe(false);
  });

  it('is not stalled when rearranging the wreath frees a card for a foundation', () => {
    const state = only(game, {W1: '4H 9C', W2: 'TC', C1L: 'AH 2H 3H'}, AFTER_REDEAL);
    expect(game.moves(state).some((each) => each.to!.startsWith('C'))).toBe(false);
    expect(game.stalled!(state)).toBe(false);
    const viaEmptyPlace = only(game, {W1: '4H 9C', W2: 'JD', C1L: 'AH 2H 3H'}, AFTER_REDEAL);
    expect(game.stalled!(viaEmptyPlace)).toBe(false);
    const viaFoundations = only(game, {W1: '5H', C1L: 'AH 2H 3H 4H 5H 6H', C1R: 'KH QH JH TH 9H 8H 7H'}, AFTER_REDEAL);
    expect(game.stalled!(viaFoundations)).toBe(false);
  });
});

describe('Fürst Bismarck: definition', () => {
  it('lists exactly the moves that explain finds no fault with, through both deals', () => {
    const ids = game.deal(dealOrder(game, 1)).piles.map((pile) => pile.id);
    const random = createRandom(14);
    let state = game.deal(dealOrder(game, 2));
    let checked = 0;
    for (let step = 0; step < 160 && game.outcome(state) === 'playing'; step++) {
      const legal = new Set(game.moves(state).map(moveKey));
      for (const from of ids) {
        for (const to of ids) {
          const each = move(from, to);
          expect(legal.has(moveKey(each)), `${from}>${to}`).toBe(game.explain(state, each) === '');
          checked++;
        }
      }
      const options = game.moves(state).filter((each) => each.kind !== 'redeal');
      const redeal = (step >= 80 || options.length === 0) && state.vars.pass === 1 && state.vars.phase === 2;
      if (options.length === 0 && !redeal) break;
      state = play(game, state, redeal ? REDEAL : options[random() % options.length]);
    }
    expect(state.vars.pass).toBe(2);
    expect(checked).toBeGreaterThan(10000);
  });


  it('is registered with its names and aliases', () => {
    for (const name of ['fuerst-bismarck', 'bismarck', 'prince-bismarck', 'Fürst Bismarck', 'Prince Bismarck']) {
      expect(findGame(name)?.id, name).toBe('fuerst-bismarck');
    }
  });

  it('lays the wreath around a 4 × 2 centre in distinct cells of a 4 × 6 grid', () => {
    const slots = game.layout(game.deal(dealOrder(game, 1)));
    const at = (id: string) => slots.find((slot) => slot.id === id)!;
    expect(new Set(slots.map((slot) => `${slot.col},${slot.row}`)).size).toBe(slots.length);
    expect(slots.every((slot) => slot.col <= 3 && slot.row <= 5)).toBe(true);
    expect([at('W1').fan, at('W3').fan, at('W7').fan, at('W12').fan]).toEqual(['up', 'right', 'down', 'left']);
    expect([at('W12').row, at('W3').row, at('C1L').row, at('W9').row, at('W6').row, at('C4R').row]).toEqual([1, 1, 1, 4, 4, 4]);
    expect([at('W1').col, at('W2').col, at('W8').col, at('W7').col]).toEqual([1, 2, 1, 2]);
  });

  it('shows the round and the pending choice', () => {
    expect(game.hint!(game.deal(dealOrder(game, 1)))).toBe(
      'first deal: first choose a foundation for the king of diamonds drawn for W4',
    );
  });
});
