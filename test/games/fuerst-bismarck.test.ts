import {describe, expect, it} from 'vitest';
import {type Card, code, fullPack} from '../../source/core/cards.js';
import {dealOrder, explain, legalMovesOf, outcomeOf, play, speak} from '../../source/core/engine.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {GameMove} from '../../source/core/types.js';
import {fuerstBismarck as game} from '../../source/games/fuerst-bismarck.js';
import {findGame} from '../../source/games/index.js';
import {action, cards, codes, move, only, playAll, reasonFor, reasonId} from '../helpers.js';
import {tooWide} from './message-widths.js';

type Bismarck = Parameters<typeof game.apply>[0];

const FREE_PLAY = {place: 1, redealt: false};
const AFTER_REDEAL = {place: 1, redealt: true};
const choosing = (place: number) => ({place, redealt: false});
const REDEAL = action('redeal');
const RANKS = 'A23456789TJQK';
const HEART_KING_TO_TWO = 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H';
const CENTRE = ['C1L', 'C1R', 'C2L', 'C2R', 'C3L', 'C3R', 'C4L', 'C4R'];

/** The listed cards first, then the rest of the two packs in pack order. */
function orderStarting(list: string): Card[] {
  const first = cards(list);
  return [...first, ...fullPack(2).filter((card) => !first.includes(card))];
}

function dealOf(order: readonly Card[], variant: string[] = []): Bismarck {
  return game.deal(order, resolveSwitches(game, variant) as Bismarck['switches']);
}

function targets(state: Bismarck): string[] {
  return legalMovesOf(game, state).flatMap((each) => (each.kind === 'move' ? [`${each.from}>${each.to}`] : []));
}

function moves(state: Bismarck): GameMove[] {
  return legalMovesOf(game, state);
}

function finishDeal(state: Bismarck): Bismarck {
  let current = state;
  while (codes(current, 'draw') !== '') current = play(game, current, moves(current)[0]);
  return current;
}

function pileSizes(state: Bismarck): number {
  return state.piles.reduce((sum, pile) => sum + pile.cards.length, 0);
}

describe('Fürst Bismarck: deal (14.1–14.3)', () => {
  it('deal 1: pinned first cards, the first choice, and the whole first deal', () => {
    const state = dealOf(dealOrder(game, 1));
    expect(dealOrder(game, 1).slice(0, 4).map(code)).toEqual(['6C', 'JH', '8D', 'KD']);
    expect([codes(state, 'W1'), codes(state, 'W2'), codes(state, 'W3'), codes(state, 'draw')]).toEqual(['6C', 'JH', '8D', 'KD']);
    expect(state.vars).toEqual({place: 4, redealt: false});
    expect(targets(state)).toEqual(['draw>C2L', 'draw>C2R']);
    expect(pileSizes(state)).toBe(104);
    const laid = finishDeal(state);
    expect(codes(laid, 'W1')).toBe('6C 5H 6H 9H 7C 9C KH 7D');
    expect(codes(laid, 'W12')).toBe('8C 8S QH 4H 6C 6S 8H');
    expect(CENTRE.map((id) => codes(laid, id))).toEqual(['AS', 'KC', 'KD', 'KS', 'AD 2D 3D', 'AH', 'KH', '']);
    expect(laid.vars).toEqual(FREE_PLAY);
  });

  it('deal 4711: pinned first cards and the first choice from a top place', () => {
    const state = dealOf(dealOrder(game, 4711));
    expect(dealOrder(game, 4711).slice(0, 3).map(code)).toEqual(['8C', 'AH', '6C']);
    expect(codes(state, 'W1')).toBe('8C');
    expect(codes(state, 'draw')).toBe('AH');
    expect(state.vars).toEqual({place: 2, redealt: false});
    expect(targets(state)).toHaveLength(8);
    const laid = finishDeal(state);
    expect(codes(laid, 'W1')).toBe('8C 9S 8D 9D 7D QC 4S 6C');
    expect(codes(laid, 'C4L')).toBe('KH QH');
  });

  it('lays every card face up except the undealt stock', () => {
    const state = dealOf(dealOrder(game, 4711));
    for (const pile of state.piles) expect(pile.down, pile.id).toBe(pile.id === 'stock' ? pile.cards.length : 0);
    expect(finishDeal(state).piles.every((pile) => pile.down === 0)).toBe(true);
  });

  it('puts a card that cannot go up on p and moves p clockwise, W12 followed by W1', () => {
    const state = dealOf(orderStarting('2C 3C 4C 5C 6C 7C 8C 9C TC JC QC 2D 3D'));
    expect(codes(state, 'W1')).toBe('2C 3D');
    expect(codes(state, 'W2')).toBe('3C');
    expect(codes(state, 'W12')).toBe('2D');
    expect(codes(state, 'draw')).toBe('AC');
    expect(state.vars.place).toBe(2);
  });

  it('offers all 8 slots to top/bottom places and only the two slots of its level to side places', () => {
    const expected: Record<number, string[]> = {
      1: CENTRE,
      3: ['C1L', 'C1R'],
      4: ['C2L', 'C2R'],
      5: ['C3L', 'C3R'],
      6: ['C4L', 'C4R'],
      9: ['C4L', 'C4R'],
      10: ['C3L', 'C3R'],
      11: ['C2L', 'C2R'],
      12: ['C1L', 'C1R'],
    };
    expected[2] = expected[7] = expected[8] = expected[1];
    for (let place = 1; place <= 12; place++) {
      const state = only(game, {draw: 'AH'}, choosing(place));
      expect(targets(state), `W${place}`).toEqual(expected[place].map((id) => `draw>${id}`));
    }
    const side = only(game, {draw: 'AH'}, choosing(10));
    expect(reasonFor(game, side, move('draw', 'C1L'))).toBe('a card drawn for place W10 may only go to centre 3 left or centre 3 right');
    expect(speak(game, side, explain(game, side, move('draw', 'C1L'))!, 'de')).toBe('eine Karte für Platz W10 darf nur auf Mitte 3 links oder Mitte 3 rechts');
  });

  it('allows only the choice while a drawn card waits, and the card must go up', () => {
    const state = dealOf(dealOrder(game, 1));
    expect(reasonFor(game, state, move('W1', 'W2'))).toBe('first choose a foundation for K♦');
    expect(reasonFor(game, state, REDEAL)).toBe('first choose a foundation for K♦');
    expect(reasonFor(game, state, move('draw', 'W4'))).toBe('K♦ can go up, so it must go to a foundation');
    expect(reasonFor(game, state, move('stock', 'W4'))).toBe('the stock is dealt automatically');
    expect(speak(game, state, explain(game, state, move('draw', 'W4'))!, 'de')).toBe('K♦ kann hoch und muss deshalb auf eine Ablage');
    expect(speak(game, state, explain(game, state, move('W1', 'W2'))!, 'de')).toBe('wähle zuerst eine Ablage für K♦');
  });

  it('keeps p after a card goes up and places a card with one destination by itself', () => {
    const state = dealOf(orderStarting('2C 3C 4C AC KS'));
    expect(targets(state)).toEqual(['draw>C2L', 'draw>C2R']);
    const next = play(game, state, move('draw', 'C2L'));
    expect(codes(next, 'C2L')).toBe('AC');
    expect(codes(next, 'C2R')).toBe('KS');
    expect(codes(next, 'W4').startsWith('5C')).toBe(true);
  });

  it('continues the deal after a choice, starts free play when the stock is empty, and says what happened', () => {
    const state = only(game, {draw: 'AH', stock: '5S 2H', W4: '9C'}, choosing(4));
    const next = play(game, state, move('draw', 'C2L'));
    expect(codes(next, 'C2L')).toBe('AH 2H');
    expect(codes(next, 'W4')).toBe('9C 5S');
    expect(codes(next, 'draw')).toBe('');
    expect(next.vars).toEqual({place: 1, redealt: false});
    const told = game.narrate!(state, move('draw', 'C2L'), next)!;
    expect(speak(game, next, told)).toBe('2 cards dealt, 1 went up; the deal is done: free play');
    expect(speak(game, next, told, 'de')).toBe('2 Karten ausgelegt, 1 hochgelegt; das Auslegen ist fertig: freies Spiel');
  });

  it('names the next card that waits for a choice', () => {
    const state = only(game, {draw: 'AH', stock: {cards: 'KS 9C', down: 2}}, choosing(1));
    const next = play(game, state, move('draw', 'C1L'));
    expect(codes(next, 'draw')).toBe('KS');
    expect(speak(game, next, game.narrate!(state, move('draw', 'C1L'), next)!)).toBe('1 card dealt; K♠ for place W2: choose a foundation');
    expect(speak(game, next, game.hint!(next)!)).toBe('K♠ was drawn for place W2: choose a foundation for it');
    expect(speak(game, next, game.hint!(next)!, 'de')).toBe('K♠ wurde für Platz W2 gezogen: wähle eine Ablage dafür');
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
    expect(moves(next)).toContainEqual(move('W2', 'C3L'));
  });
});

describe('Fürst Bismarck: free play (14.4)', () => {
  it('M1: an exposed card goes onto any fitting foundation, in any slot', () => {
    const state = only(game, {W5: '9C 4H', W9: '9S', C4R: 'AH 2H 3H', C1L: 'KS QS JS TS'}, FREE_PLAY);
    expect(codes(play(game, state, move('W5', 'C4R')), 'C4R')).toBe('AH 2H 3H 4H');
    expect(codes(play(game, state, move('W9', 'C1L')), 'C1L')).toBe('KS QS JS TS 9S');
    const wrong = only(game, {W5: '5H', W6: '4D', C4R: 'AH 2H 3H'}, FREE_PLAY);
    expect(reasonFor(game, wrong, move('W5', 'C4R'))).toBe('the ace foundation of hearts needs 4♥');
    expect(reasonFor(game, wrong, move('W6', 'C4R'))).toBe('the ace foundation of hearts needs 4♥');
    expect(speak(game, wrong, explain(game, wrong, move('W6', 'C4R'))!, 'de')).toBe('die Herz-Ablage ab Ass braucht 4♥');
    const full = only(game, {W1: 'KC', C2L: 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC'}, FREE_PLAY);
    expect(reasonFor(game, full, move('W1', 'C2L'))).toBe('the ace foundation of clubs is complete');
  });

  it('M1: an ace or king founds its missing foundation in any empty slot', () => {
    const state = only(game, {W1: 'KD', W2: 'AH', W3: 'KH', W4: '7C', C1L: 'AH 2H', C1R: 'KH'}, FREE_PLAY);
    expect(codes(play(game, state, move('W1', 'C3R')), 'C3R')).toBe('KD');
    expect(reasonFor(game, state, move('W2', 'C4L'))).toBe('there is already an ace foundation of hearts');
    expect(reasonFor(game, state, move('W3', 'C4L'))).toBe('there is already a king foundation of hearts');
    expect(speak(game, state, explain(game, state, move('W3', 'C4L'))!, 'de')).toBe('es gibt schon eine Herz-Ablage ab König');
    expect(reasonFor(game, state, move('W4', 'C4L'))).toBe('only an ace or a king may start a foundation');
  });

  it('M2: same suit, up or down, with K–A wrap', () => {
    const state = only(game, {W1: 'KH', W2: 'AH', W3: '2H', W4: '5H', W5: '4H', W6: '6S', W7: '7H', W8: 'QH'}, FREE_PLAY);
    for (const [from, to] of [
      ['W1', 'W2'],
      ['W2', 'W1'],
      ['W2', 'W3'],
      ['W4', 'W5'],
      ['W5', 'W4'],
      ['W1', 'W8'],
    ]) {
      expect(moves(state), `${from}>${to}`).toContainEqual(move(from, to));
    }
    expect(codes(play(game, state, move('W1', 'W2')), 'W2')).toBe('AH KH');
    expect(reasonFor(game, state, move('W4', 'W6'))).toBe('5♥ needs 6♥ or 4♥');
    expect(reasonFor(game, state, move('W4', 'W7'))).toBe('5♥ needs 6♥ or 4♥');
    expect(reasonFor(game, state, move('W2', 'W8'))).toBe('A♥ needs 2♥ or K♥');
  });

  it('M2/M3: only the exposed card moves; any single card goes into an empty place', () => {
    const state = only(game, {W1: '6H 5H', W2: '7H', W3: 'JC'}, FREE_PLAY);
    expect(reasonFor(game, state, move('W1', 'W2', 2))).toBe('only the exposed card of a place may move');
    expect(reasonFor(game, state, move('W1', 'W4', 2))).toBe('only the exposed card of a place may move');
    expect(codes(play(game, state, move('W3', 'W7')), 'W7')).toBe('JC');
    expect(moves(state).flatMap((each) => (each.kind === 'move' && each.to === 'W12' ? [each.from] : []))).toEqual(['W1', 'W2', 'W3']);
  });

  it('M4: a foundation top moves onto the other foundation of its suit when it fits', () => {
    const state = only(game, {C1L: 'AH 2H 3H 4H', C1R: 'KH QH JH TH 9H 8H 7H 6H 5H'}, FREE_PLAY);
    expect(codes(play(game, state, move('C1L', 'C1R')), 'C1R').endsWith('5H 4H')).toBe(true);
    expect(codes(play(game, state, move('C1R', 'C1L')), 'C1L')).toBe('AH 2H 3H 4H 5H');
    const gap = only(game, {C1L: 'AH 2H 3H', C1R: 'KH QH JH TH 9H 8H 7H 6H 5H'}, FREE_PLAY);
    expect(reasonFor(game, gap, move('C1L', 'C1R'))).toBe('the king foundation of hearts needs 4♥');
  });

  it('M4: base cards never move, and foundation cards go only onto the same suit, never back to the wreath', () => {
    const state = only(game, {C1L: 'AH', C1R: 'KD', C2L: 'AS 2S', C2R: 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H'}, FREE_PLAY);
    expect(reasonFor(game, state, move('C1L', 'C2R'))).toBe('a base card never moves');
    expect(reasonFor(game, state, move('C1R', 'C2L'))).toBe('a base card never moves');
    expect(reasonFor(game, state, move('C2L', 'C2R'))).toBe('a foundation card may only move onto the other foundation of its suit');
    expect(reasonFor(game, state, move('C2L', 'C3L'))).toBe('a foundation card may only move onto the other foundation of its suit');
    expect(reasonFor(game, state, move('C2L', 'W1'))).toBe('a card never goes back from a foundation into the wreath');
    expect(reasonFor(game, state, move('C2R', 'C1R', 2))).toBe('only the top card of a foundation may move');
    expect(moves(state)).toEqual([REDEAL]);
  });
});

describe('Fürst Bismarck: typed slots (14-A2 option)', () => {
  it('founds ace foundations only in the left column and king foundations only in the right', () => {
    const plain = only(game, {W1: 'AH', W2: 'KD'}, FREE_PLAY);
    expect(targets(plain).filter((each) => each.startsWith('W1>C'))).toHaveLength(8);
    const typed = only(game, {W1: 'AH', W2: 'KD'}, FREE_PLAY, ['typed-slots']);
    expect(targets(typed).filter((each) => each.startsWith('W1>C'))).toEqual(['W1>C1L', 'W1>C2L', 'W1>C3L', 'W1>C4L']);
    expect(targets(typed).filter((each) => each.startsWith('W2>C'))).toEqual(['W2>C1R', 'W2>C2R', 'W2>C3R', 'W2>C4R']);
    expect(reasonFor(game, typed, move('W1', 'C2R'))).toBe('with typed slots, ace foundations lie in the left column');
    expect(reasonId(game, typed, move('W2', 'C2L'))).toBe('typedSlot');
    expect(speak(game, typed, explain(game, typed, move('W2', 'C2L'))!, 'de')).toBe('mit festen Plätzen liegen die Königs-Ablagen in der rechten Spalte');
  });

  it('binds the deal too: a side place offers only the slot of its column, so the card goes up by itself', () => {
    const plain = only(game, {draw: 'AH'}, choosing(4));
    expect(targets(plain)).toEqual(['draw>C2L', 'draw>C2R']);
    const typed = dealOf(orderStarting('2C 3C 4C AC KS'), ['typed-slots']);
    expect(codes(typed, 'C2L')).toBe('AC');
    expect(codes(typed, 'C2R')).toBe('KS');
  });

  it('labels the empty slots with the card that founds them', () => {
    const specs = game.piles(only(game, {}, FREE_PLAY, ['typed-slots']));
    expect(specs.find((spec) => spec.id === 'C3L')!.label).toEqual({rank: 1});
    expect(specs.find((spec) => spec.id === 'C3R')!.label).toEqual({rank: 13});
    expect(game.piles(only(game, {}, FREE_PLAY)).find((spec) => spec.id === 'C3L')!.label).toBeUndefined();
  });
});

describe('Fürst Bismarck: redeal (14.5)', () => {
  it('gathers W12 bottom→top first, then W11 … W1, keeps the foundations, and deals without going up', () => {
    const state = only(game, {W12: '5C 6C', W11: '7D', W1: '9S 8S', C1L: 'AH'}, FREE_PLAY);
    const next = play(game, state, REDEAL);
    expect(['W1', 'W2', 'W3', 'W4', 'W5', 'W6'].map((id) => codes(next, id))).toEqual(['5C', '6C', '7D', '9S', '8S', '']);
    expect(codes(next, 'C1L')).toBe('AH');
    expect(next.vars).toEqual(AFTER_REDEAL);
    expect(speak(game, next, game.narrate!(state, REDEAL, next)!)).toBe('5 cards dealt; the deal is done: free play');
  });

  it('deals again with the phase-1 restrictions and choices, then allows no further redeal', () => {
    const state = only(game, {W12: '5C 2H 9D 3H AS KD', W11: 'AD 8C', C2L: 'AH'}, FREE_PLAY);
    const next = play(game, state, REDEAL);
    expect(['W1', 'W2', 'W3', 'W4', 'C2L', 'C2R', 'draw'].map((id) => codes(next, id))).toEqual(['5C', '9D', '3H', 'KD', 'AH 2H', 'AS', 'AD']);
    expect(next.vars).toEqual({place: 5, redealt: true});
    expect(targets(next)).toEqual(['draw>C3L', 'draw>C3R']);
    expect(speak(game, next, game.narrate!(state, REDEAL, next)!)).toBe('6 cards dealt, 2 went up; A♦ for place W5: choose a foundation');
    const done = play(game, next, move('draw', 'C3R'));
    expect(codes(done, 'W5')).toBe('8C');
    expect(done.vars).toEqual(AFTER_REDEAL);
    expect(reasonFor(game, done, REDEAL)).toBe('the wreath may be dealt again only once');
    expect(speak(game, done, explain(game, done, REDEAL)!, 'de')).toBe('der Kranz darf nur einmal neu ausgelegt werden');
  });

  it('is the d key, labelled with what it does, and asks first while moves could still bring a card up (14-A8)', () => {
    const key = game.keys.find((each) => each.key === 'd')!;
    expect(key.actions).toEqual(['redeal']);
    expect(key.label).toEqual({en: 'redeal the wreath', de: 'neu auslegen'});
    const useful = only(game, {W1: '4H 9C', W2: 'TC', C1L: 'AH 2H 3H'}, FREE_PLAY);
    expect(key.confirm!(useful)).toEqual({id: 'askRedeal'});
    const shuttling = only(game, {W1: '5H', W2: '6H', C1L: 'AH 2H'}, FREE_PLAY);
    expect(key.confirm!(shuttling)).toBeUndefined();
    expect(speak(game, shuttling, game.hint!(shuttling)!)).toBe('no card can go up any more: d deals the wreath again (only once)');
    expect(speak(game, useful, game.hint!(useful)!)).toBe('free play; d deals the wreath again (only once)');
    expect(game.keys.map((each) => each.key)).toEqual(['c', 'd']);
    expect(game.keys[0].from).toBe('draw');
  });
});

describe('Fürst Bismarck: end of game (14.7)', () => {
  function nearlyWon(): Bismarck {
    const up = (suitChar: string) => [...RANKS].map((rankChar) => rankChar + suitChar).join(' ');
    const down = (suitChar: string) => up(suitChar).split(' ').reverse().join(' ');
    return only(
      game,
      {C1L: up('C'), C1R: up('S'), C2L: up('H'), C2R: up('D'), C3L: down('C'), C3R: down('S'), C4L: down('H'), C4R: down('D').slice(0, -3), W1: 'AD'},
      AFTER_REDEAL,
    );
  }

  it('is won when all 104 cards are on the foundations', () => {
    const state = nearlyWon();
    expect(outcomeOf(game, state)).toBe('playing');
    const won = play(game, state, move('W1', 'C4R'));
    expect(outcomeOf(game, won)).toBe('won');
    expect(game.ending!(won)).toBeUndefined();
  });

  const blocked = {W1: '3C', W2: '5C', W3: '7C', W4: '9C', W5: 'JC', W6: '3S', W7: '5S', W8: '7S', W9: '9S', W10: 'JS', W11: '3H', W12: '5H'};

  it('is lost when no move remains after the redeal, saying so, but the first round can still redeal', () => {
    const dead = only(game, blocked, AFTER_REDEAL);
    expect(outcomeOf(game, dead)).toBe('lost');
    expect(speak(game, dead, game.ending!(dead)!)).toBe('no move left after the second deal (12 cards in the wreath)');
    expect(speak(game, dead, game.ending!(dead)!, 'de')).toBe('kein Zug mehr nach dem zweiten Auslegen (12 Karten im Kranz)');
    const first = only(game, blocked, FREE_PLAY);
    expect(moves(first)).toEqual([REDEAL]);
    expect(outcomeOf(game, first)).toBe('playing');
  });

  it('is lost when the player ends the game after the redeal', () => {
    const state = only(game, {W1: '5H', W2: '6H'}, AFTER_REDEAL);
    const ended = play(game, state, {kind: 'resign'});
    expect(outcomeOf(game, ended)).toBe('lost');
    expect(game.ending!(ended)).toBeUndefined();
  });

  it('is stalled after the redeal when no card can ever go up again', () => {
    const shuttling = only(game, {W1: '5H', W2: '6H', C1L: 'AH 2H'}, AFTER_REDEAL);
    expect(moves(shuttling).length).toBeGreaterThan(0);
    expect(game.stalled!(shuttling)).toBe(true);
    expect(game.stalled!({...shuttling, vars: FREE_PLAY})).toBe(false);
  });

  it('is not stalled when rearranging the wreath frees a card for a foundation', () => {
    const state = only(game, {W1: '4H 9C', W2: 'TC', C1L: 'AH 2H 3H'}, AFTER_REDEAL);
    expect(moves(state).some((each) => each.kind === 'move' && each.to.startsWith('C'))).toBe(false);
    expect(game.stalled!(state)).toBe(false);
    const viaEmptyPlace = only(game, {W1: '4H 9C', W2: 'JD', C1L: 'AH 2H 3H'}, AFTER_REDEAL);
    expect(game.stalled!(viaEmptyPlace)).toBe(false);
    const viaFoundations = only(game, {W1: '5H', C1L: 'AH 2H 3H 4H 5H 6H', C1R: 'KH QH JH TH 9H 8H 7H'}, AFTER_REDEAL);
    expect(game.stalled!(viaFoundations)).toBe(false);
  });
});

describe('Fürst Bismarck: definition', () => {
  it('is registered with its names and aliases', () => {
    for (const name of ['fuerst-bismarck', 'bismarck', 'prince-bismarck', 'Fürst Bismarck', 'Prince Bismarck']) {
      expect(findGame(name)?.id, name).toBe('fuerst-bismarck');
    }
  });

  it('lays the wreath around a 4 × 2 centre in distinct cells of a 4 × 6 grid, foundations marked as such', () => {
    const specs = game.piles(dealOf(dealOrder(game, 1)));
    const at = (id: string) => specs.find((spec) => spec.id === id)!;
    expect(new Set(specs.map((spec) => `${spec.col},${spec.row}`)).size).toBe(specs.length);
    expect(specs.every((spec) => spec.col <= 3 && spec.row <= 5)).toBe(true);
    expect([at('W1').fan, at('W3').fan, at('W7').fan, at('W12').fan]).toEqual(['up', 'right', 'down', 'left']);
    expect([at('W12').row, at('W3').row, at('C1L').row, at('W9').row, at('W6').row, at('C4R').row]).toEqual([1, 1, 1, 4, 4, 4]);
    expect([at('W1').col, at('W2').col, at('W8').col, at('W7').col]).toEqual([1, 2, 1, 2]);
    expect(CENTRE.map((id) => at(id).role)).toEqual(Array.from({length: 8}, () => 'foundation'));
    expect(specs.filter((spec) => spec.role === 'tableau')).toHaveLength(12);
    expect(at('draw')).toMatchObject({role: 'reserve', name: {en: 'drawn card', de: 'gezogene Karte'}});
  });

  it('shows the round in the title line', () => {
    const say = (state: Bismarck) => speak(game, state, game.status!(state)[0]);
    expect(say(only(game, {}, FREE_PLAY))).toBe('pass 1 of 2');
    expect(say(only(game, {}, AFTER_REDEAL))).toBe('pass 2 of 2');
  });

  it('plays a whole game through both deals without losing a card', () => {
    let state = dealOf(dealOrder(game, 2));
    state = playAll(game, finishDeal(state), [REDEAL]);
    state = finishDeal(state);
    expect(state.vars.redealt).toBe(true);
    expect(pileSizes(state)).toBe(104);
  });
});

describe('Fürst Bismarck: texts fit the 80-column screen (issue 11 #7)', () => {
  it('says every hint, reason, question, story and ending of random play within the room it has, in both languages', () => {
    expect(tooWide(game, [1, 5, 9], 120)).toEqual([]);
    expect(tooWide(game, [2], 120, ['typed-slots'])).toEqual([]);
    const dead = only(
      game,
      {W1: '3C', W2: '5C', W3: '7C', W4: '9C', W5: 'JC', W6: '3S', W7: '5S', W8: '7S', W9: '9S', W10: 'JS', W11: '3H', W12: '5H', stock: ''},
      AFTER_REDEAL,
    );
    for (const lang of ['en', 'de'] as const) expect(speak(game, dead, game.ending!(dead)!, lang).length).toBeLessThanOrEqual(61);
  });
});
