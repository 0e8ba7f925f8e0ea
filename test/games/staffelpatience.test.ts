import {describe, expect, it} from 'vitest';
import {code} from '../../source/core/cards.js';
import {dealOrder, explain, legalMovesOf, outcomeOf, play, speak} from '../../source/core/engine.js';
import {getPile} from '../../source/core/piles.js';
import type {State} from '../../source/core/types.js';
import {staffelpatience as game} from '../../source/games/staffelpatience.js';
import {action, cards, codes, dealt, fixture, move, only, playAll, reasonFor} from '../helpers.js';

const FULL_SERIES = 'KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AS';

function has(state: State, name: string): boolean {
  return legalMovesOf(game, state).some((each) => each.kind === 'action' && each.name === name);
}

describe('staffelpatience: deal (13.2, 13.3)', () => {
  it('deals 7…1 cards pile by pile, the last of each face up, 24 to the stock', () => {
    const order = dealOrder(game, 4711);
    const state = dealt(game, 4711);
    for (let index = 1; index <= 7; index++) {
      const pile = getPile(state, `pile${index}`);
      expect(pile.cards.length).toBe(8 - index);
      expect(pile.down).toBe(7 - index);
    }
    expect(getPile(state, 'pile1').cards).toEqual(order.slice(0, 7));
    expect(getPile(state, 'pile2').cards).toEqual(order.slice(7, 13));
    expect(getPile(state, 'pile7').cards).toEqual([order[27]]);
    const stock = getPile(state, 'stock');
    expect(stock.cards.length).toBe(24);
    expect(stock.down).toBe(24);
    expect(stock.cards.at(-1)).toBe(order[28]);
  });

  it('is pinned: deals 1 and 4711 never change', () => {
    const faceUp = (deal: number) => {
      const state = dealt(game, deal);
      return [1, 2, 3, 4, 5, 6, 7].map((index) => code(getPile(state, `pile${index}`).cards.at(-1)!)).join(' ');
    };
    expect(faceUp(1)).toBe('9H TC TH 5C 7D JH 6C');
    expect(faceUp(4711)).toBe('7C QD 2D 6H AS QH 8D');
    expect(dealOrder(game, 4711).slice(0, 8).map(code).join(' ')).toBe('5C KC 9S 8S KD TD 7C 7H');
    expect(dealOrder(game, 1).slice(0, 8).map(code).join(' ')).toBe('9D 8H 5D KD AS 7C 9H QC');
  });
});

describe('staffelpatience: building (M1, M2, 13-A1)', () => {
  it('puts a card on one rank higher of the other colour', () => {
    const state = fixture(game, {pile1: 'KC', pile2: 'QD'});
    expect(codes(play(game, state, move('pile2', 'pile1')), 'pile1')).toBe('KC QD');
  });

  it('refuses the same colour and the wrong rank, saying why', () => {
    const state = fixture(game, {pile1: '8S', pile2: '7C', pile3: '6H'});
    expect(reasonFor(game, state, move('pile2', 'pile1'))).toBe('a black 7 needs a red 8');
    expect(reasonFor(game, state, move('pile3', 'pile1'))).toBe('a red 6 needs a black 7');
  });

  it('puts an ace on a 2 of the other colour, and nothing wraps past the ace', () => {
    const state = fixture(game, {pile1: '2S', pile2: 'AH', pile3: 'KC', pile4: 'AS'});
    expect(codes(play(game, state, move('pile2', 'pile1')), 'pile1')).toBe('2S AH');
    expect(reasonFor(game, state, move('pile3', 'pile4'))).toMatch(/king/);
  });

  it('moves any correctly built face-up run, but not a broken one or face-down cards', () => {
    const state = fixture(game, {pile1: {cards: '3C 9S 8H 7C', down: 1}, pile2: 'TD', pile3: {cards: '4C 9H 8H', down: 1}});
    const moved = play(game, state, move('pile1', 'pile2', 3));
    expect(codes(moved, 'pile2')).toBe('TD 9S 8H 7C');
    expect(reasonFor(game, state, move('pile3', 'pile2', 2))).toMatch(/run/);
    expect(reasonFor(game, state, move('pile1', 'pile2', 4))).toBe('face-down cards cannot move');
  });

  it('plays the waste top onto a pile, but only the top', () => {
    const state = fixture(game, {pile1: '9C', waste: '5S 8H'});
    expect(codes(play(game, state, move('waste', 'pile1')), 'pile1')).toBe('9C 8H');
    expect(reasonFor(game, state, move('waste', 'pile1', 2))).toBe('only the top card of the waste may move');
  });
});

describe('staffelpatience: empty piles (M3, 13-A10)', () => {
  it('takes a king with its run, from a pile or the waste', () => {
    const state = fixture(game, {pile1: {cards: '4D KH QS', down: 1}, pile7: '', waste: 'KC'});
    expect(codes(play(game, state, move('pile1', 'pile7', 2)), 'pile7')).toBe('KH QS');
    expect(codes(play(game, state, move('waste', 'pile7')), 'pile7')).toBe('KC');
  });

  it('refuses anything but a king', () => {
    const state = fixture(game, {pile1: 'QD', pile7: '', waste: 'JS'});
    expect(reasonFor(game, state, move('pile1', 'pile7'))).toBe('only a king may go into an empty pile');
    expect(reasonFor(game, state, move('waste', 'pile7'))).toBe('only a king may go into an empty pile');
  });
});

describe('staffelpatience: flips (M4, 13-A9)', () => {
  it('turns the card a move uncovers', () => {
    const state = fixture(game, {pile1: {cards: '5C 6D 8S', down: 2}, pile2: '9H'});
    const after = play(game, state, move('pile1', 'pile2'));
    expect(getPile(after, 'pile1').down).toBe(1);
    expect(codes(after, 'pile1')).toBe('5C 6D');
  });
});

describe('staffelpatience: stock (M5, 13-A4)', () => {
  it('turns one card at a time and turns the waste over without shuffling, without end', () => {
    let state = only(game, {stock: {cards: 'AC 2C 3C', down: 3}, pile1: 'KH'});
    expect(has(state, 'redeal')).toBe(false);
    state = playAll(game, state, [action('deal'), action('deal'), action('deal')]);
    expect(codes(state, 'waste')).toBe('3C 2C AC');
    expect(reasonFor(game, state, action('deal'))).toMatch(/stock is empty/);
    for (let pass = 2; pass <= 5; pass++) {
      state = play(game, state, action('redeal'));
      expect(codes(state, 'stock')).toBe('AC 2C 3C');
      expect(getPile(state, 'stock').down).toBe(3);
      expect(getPile(state, 'waste').cards).toEqual([]);
      expect(state.vars.passes).toBe(pass);
      // Turning the waste over plays no card: a whole cycle without play goes on counting (13.5).
      expect(state.vars.idle).toBe(3 * (pass - 1));
      state = playAll(game, state, [action('deal'), action('deal'), action('deal')]);
      expect(codes(state, 'waste')).toBe('3C 2C AC');
    }
  });

  it('refuses to turn the waste over while the stock has cards', () => {
    const state = fixture(game, {});
    expect(reasonFor(game, state, action('redeal'))).toBe('the stock still has cards');
  });
});

describe('staffelpatience: books (M6, 13-A2, 13-A8)', () => {
  it('removes a finished K→A series at once, ace on top, and turns the card under it', () => {
    const state = fixture(game, {pile1: {cards: '9D KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D', down: 1}, pile2: 'AS'});
    const after = play(game, state, move('pile2', 'pile1'));
    expect(codes(after, 'books1')).toBe(FULL_SERIES);
    expect(codes(after, 'pile1')).toBe('9D');
    expect(getPile(after, 'pile1').down).toBe(0);
  });

  it('leaves a series that is not complete where it lies', () => {
    const state = fixture(game, {pile1: 'KS QH JC TD 9S 8H 7C 6D 5S 4H 3C', pile2: '2D'});
    const after = play(game, state, move('pile2', 'pile1'));
    expect(codes(after, 'books1')).toBe('');
    expect(getPile(after, 'pile1').cards.length).toBe(12);
  });

  it('never gives a card back from a book', () => {
    const state = fixture(game, {books1: FULL_SERIES, pile1: '2H'});
    expect(reasonFor(game, state, move('books1', 'pile1'))).toBe('cards never leave a book');
  });
});

describe('staffelpatience: double series (13.5) and the end (13.7)', () => {
  const stuck = () => only(game, {books1: FULL_SERIES, pile1: {cards: '5H 9C', down: 1}, pile2: '2D', stock: {cards: '7D', down: 1}, waste: '4S'}, {idle: 2});

  it('unlocks only when no useful move is left and a whole pass has been turned without play', () => {
    expect(has(stuck(), 'unlock')).toBe(true);
    const fresh = {...stuck(), vars: {...stuck().vars, idle: 0}};
    expect(has(fresh, 'unlock')).toBe(false);
    expect(reasonFor(game, fresh, action('unlock'))).toMatch(/only unlocked when play is stuck/);
    const withUseful = fixture(game, {books1: FULL_SERIES, pile1: {cards: '5H 9C', down: 1}, pile2: 'TH'}, {idle: 99});
    expect(has(withUseful, 'unlock')).toBe(false);
  });

  it('answers for the piles of the position asked, whatever was asked before (the answer for the layout is kept while the stock turns)', () => {
    const before = stuck();
    // The same piles but one: a red ten that the 9♣ can go onto, turning the 5♥.
    const changed = {...before, piles: before.piles.map((pile) => (pile.id === 'pile2' ? {id: 'pile2', cards: cards('TH'), down: 0} : pile))};
    for (let round = 0; round < 2; round++) {
      expect(has(before, 'unlock')).toBe(true);
      expect(has(changed, 'unlock')).toBe(false);
    }
  });

  it('counts a move that makes a book as useful, though it turns no card and empties no pile', () => {
    const state = only(
      game,
      {books1: FULL_SERIES, pile1: 'KC QD JS TH 9C 8D 7S 6H 5C 4D 3S 2H', pile2: '9D AC', stock: {cards: '7D', down: 1}, waste: '4S'},
      {idle: 2},
    );
    expect(legalMovesOf(game, state).some((each) => each.kind === 'move' && each.from === 'pile2' && each.to === 'pile1')).toBe(true);
    expect(has(state, 'unlock')).toBe(false);
    expect(has({...state, piles: state.piles.map((pile) => (pile.id === 'pile2' ? {...pile, cards: cards('9D AD')} : pile))}, 'unlock')).toBe(true);
  });

  it('does not count moving a king between start places as a useful move', () => {
    const state = only(game, {books1: FULL_SERIES, pile1: 'KH', pile3: '', stock: {cards: '7D', down: 1}, waste: '4S'}, {idle: 2});
    expect(legalMovesOf(game, state).some((each) => each.kind === 'move' && each.from === 'pile1')).toBe(true);
    expect(has(state, 'unlock')).toBe(true);
  });

  it('builds up in alternating colour on a book, one card at a time, only when unlocked', () => {
    const locked = stuck();
    expect(reasonFor(game, locked, move('pile2', 'books1'))).toMatch(/until the double series is unlocked/);
    const open = play(game, locked, action('unlock'));
    const after = play(game, open, move('pile2', 'books1'));
    expect(codes(after, 'books1')).toBe(`${FULL_SERIES} 2D`);
    const three = fixture(game, {books1: `${FULL_SERIES} 2D`, pile1: '3S', pile2: 'TH 9C 8H'}, {unlocked: true});
    expect(codes(play(game, three, move('pile1', 'books1')), 'books1')).toBe(`${FULL_SERIES} 2D 3S`);
    expect(reasonFor(game, three, move('pile2', 'books1', 2))).toBe('a double series is built one card at a time');
  });

  it('refuses a same-colour card on the book ace', () => {
    const spadeTwo = fixture(game, {books1: FULL_SERIES, pile2: '2S'}, {unlocked: true});
    expect(reasonFor(game, spadeTwo, move('pile2', 'books1'))).toBe('2♠ does not go on A♠: a double series goes up in alternating colour');
  });

  it('counts a completed double series as a lesser win', () => {
    const almost = fixture(game, {books1: `${FULL_SERIES} 2D 3S 4D 5S 6D 7S 8D 9S TD JS QD`, pile1: 'KS'}, {unlocked: true});
    const won = play(game, almost, move('pile1', 'books1'));
    expect(outcomeOf(game, won)).toBe('won');
    expect(game.ending?.(won)?.id).toBe('doubleWin');
    expect(speak(game, won, game.ending!(won)!)).toMatch(/double series/);
  });

  it('wins with four books', () => {
    const state = only(game, {
      books1: FULL_SERIES,
      books2: 'KH QS JD TC 9H 8S 7D 6C 5H 4S 3D 2C AH',
      books3: 'KD QC JH TS 9D 8C 7H 6S 5D 4C 3H 2S AD',
      pile1: 'KC QD JS TH 9C 8D 7S 6H 5C 4D 3S 2H',
      pile2: 'AC',
    });
    const won = play(game, state, move('pile2', 'pile1'));
    expect(outcomeOf(game, won)).toBe('won');
    expect(game.ending?.(won)).toBeUndefined();
  });

  it('is lost when no move is left, and offers to end when only pointless moves remain', () => {
    const dead = only(game, {pile1: '5H', pile2: '9C'});
    expect(outcomeOf(game, dead)).toBe('lost');
    const noBook = only(game, {pile1: '5H', pile2: '9C', stock: {cards: '7D', down: 1}, waste: '4H'}, {idle: 2});
    expect(game.stalled?.(noBook)).toBe(true);
    expect(outcomeOf(game, noBook)).toBe('playing');
    const notYet = {...noBook, vars: {...noBook.vars, idle: 0}};
    expect(game.stalled?.(notYet)).toBe(false);
  });
});

describe('staffelpatience: worked example 13.9', () => {
  it('plays the four moves of the text and turns the freed cards of piles 1, 2 and 6', () => {
    const state = fixture(game, {
      pile1: {cards: '2S 3S 4S 5S 6S 7S KC', down: 6},
      pile2: {cards: '2H 3H 4H 5H 6H QD', down: 5},
      pile3: {cards: '2D 3D 4D 5D JH', down: 4},
      pile4: {cards: '7D 8D 9H 8C', down: 3},
      pile5: {cards: 'AD 9C 3C', down: 2},
      pile6: {cards: '4C TS', down: 1},
      pile7: '9D',
    });
    const after = playAll(game, state, [move('pile2', 'pile1'), move('pile6', 'pile3'), move('pile7', 'pile3'), move('pile1', 'pile7', 2)]);
    expect(codes(after, 'pile7')).toBe('KC QD');
    expect(codes(after, 'pile3')).toBe('2D 3D 4D 5D JH TS 9D');
    for (const id of ['pile1', 'pile2', 'pile6']) {
      const pile = getPile(after, id);
      expect(pile.down).toBe(pile.cards.length - 1);
    }
    expect(codes(after, 'pile1').split(' ').at(-1)).toBe('7S');
    expect(codes(after, 'pile2').split(' ').at(-1)).toBe('6H');
    expect(codes(after, 'pile6')).toBe('4C');
  });
});

describe('staffelpatience: variants', () => {
  it('king-runs (13-A1): only a king moves with its run; single cards still move', () => {
    const layout = {pile1: 'KS QH JC', pile2: 'TD 9S', pile4: '', pile5: 'TH'};
    const plain = fixture(game, layout);
    expect(codes(play(game, plain, move('pile2', 'pile1', 2)), 'pile1')).toBe('KS QH JC TD 9S');
    const strict = fixture(game, layout, {}, ['king-runs']);
    expect(reasonFor(game, strict, move('pile2', 'pile1', 2))).toBe('only a king moves with its run; other cards move one at a time');
    expect(codes(play(game, strict, move('pile1', 'pile4', 3)), 'pile4')).toBe('KS QH JC');
    expect(codes(play(game, strict, move('pile2', 'pile5')), 'pile5')).toBe('TH 9S');
  });

  it('early-double (13-A5): unlocking needs only a finished book, not a stuck game', () => {
    const layout = {books1: FULL_SERIES, pile1: 'TH', pile2: '9C'};
    expect(has(fixture(game, layout), 'unlock')).toBe(false);
    const early = fixture(game, layout, {}, ['early-double']);
    expect(has(early, 'unlock')).toBe(true);
    expect(reasonFor(game, fixture(game, {pile1: 'TH'}, {}, ['early-double']), action('unlock'))).toBe('a double series needs a finished book');
  });

  it('layout-first (13-A3): the stock turns only when no layout move turns a card or frees a pile', () => {
    const layout = {pile1: {cards: '3C 9S', down: 1}, pile2: 'TD', stock: {cards: '4H', down: 1}};
    expect(has(only(game, layout), 'deal')).toBe(true);
    const strict = only(game, layout, {}, ['layout-first']);
    expect(reasonFor(game, strict, action('deal'))).toMatch(/first play what the layout allows/);
    const freed = play(game, strict, move('pile1', 'pile2'));
    expect(has(freed, 'deal')).toBe(true);
  });

  it('says its reasons in German with German card letters', () => {
    const state = fixture(game, {pile1: '8S', pile2: '7C', pile3: 'QD', pile4: ''});
    const reason = (each: ReturnType<typeof move>) => speak(game, state, explain(game, state, each)!, 'de');
    expect(reason(move('pile2', 'pile1'))).toBe('eine schwarze 7 braucht eine rote 8');
    expect(reason(move('pile3', 'pile4'))).toBe('auf einen leeren Platz kommt nur ein König');
  });
});
