import {describe, expect, it} from 'vitest';
import {type Card, fullPack, parseCode, rank} from '../../source/core/cards.js';
import {explain, legalMovesOf, moveKey, outcomeOf, play, speak} from '../../source/core/engine.js';
import {getPile} from '../../source/core/piles.js';
import {fromSave} from '../../source/core/saved-game.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {Move, State} from '../../source/core/types.js';
import {harfe} from '../../source/games/harfe.js';
import {findGame} from '../../source/games/index.js';
import {action, codes, dealt, fixture, move, only, playAll, reasonFor} from '../helpers.js';

const COLUMNS = Array.from({length: 10}, (_, index) => `col${index + 1}`);
const FOUNDATIONS = Array.from({length: 8}, (_, index) => `found${index + 1}`);

function isListed(state: State, wanted: Move): boolean {
  return legalMovesOf(harfe, state).some((each) => moveKey(each) === moveKey(wanted));
}

/** A full 104-card order with the given codes at the given positions; the other aces go last (into the stock). */
function orderWith(placed: Record<number, string>): Card[] {
  const copies = new Map<string, number>();
  const fixed = new Map<number, Card>();
  for (const [index, text] of Object.entries(placed)) {
    const copy = copies.get(text) ?? 0;
    copies.set(text, copy + 1);
    fixed.set(Number(index), parseCode(text, copy));
  }
  const used = new Set(fixed.values());
  const rest = fullPack(2).filter((card) => !used.has(card));
  rest.sort((a, b) => Number(rank(a) === 1) - Number(rank(b) === 1));
  return Array.from({length: 104}, (_, index) => fixed.get(index) ?? rest.shift()!);
}

function dealWith(order: readonly Card[], variant: readonly string[] = []) {
  return harfe.deal(order, resolveSwitches(harfe, variant) as Parameters<typeof harfe.deal>[1]);
}

function shape(state: State): string {
  return COLUMNS.map((id) => `${getPile(state, id).down}/${getPile(state, id).cards.length}`).join(' ');
}

/** Every column occupied by a face-down card under a black top that takes nothing here (no empty column to use). */
const FULL_TABLE = {
  col3: {cards: '2D KS', down: 1},
  col4: {cards: '2D KC', down: 1},
  col5: {cards: '2D KS', down: 1},
  col6: {cards: '2D KC', down: 1},
  col7: {cards: '3D QS', down: 1},
  col8: {cards: '3D QC', down: 1},
  col9: {cards: '3D QS', down: 1},
  col10: {cards: '3D QC', down: 1},
};

describe('Die Harfe: names and registry', () => {
  it('is found by id, alias and both names', () => {
    expect(findGame('harfe')).toBe(harfe);
    expect(findGame('harp')).toBe(harfe);
    expect(findGame('Die Harfe')).toBe(harfe);
    expect(findGame('The Harp')).toBe(harfe);
    expect(harfe.decks).toBe(2);
  });
});

describe('Die Harfe: the deal (8.3)', () => {
  it('lays a harp of 1…10 cards with only the last card of each column face up, 104 cards in all', () => {
    for (const deal of [1, 4711, 5, 77]) {
      const state = dealt(harfe, deal);
      expect(shape(state)).toBe('0/1 1/2 2/3 3/4 4/5 5/6 6/7 7/8 8/9 9/10');
      const total = state.piles.reduce((sum, pile) => sum + pile.cards.length, 0);
      expect(total).toBe(104);
      const removed = FOUNDATIONS.reduce((sum, id) => sum + getPile(state, id).cards.length, 0);
      const stock = getPile(state, 'stock');
      expect(stock.cards.length).toBe(49 - removed);
      expect(stock.down).toBe(stock.cards.length);
      expect(getPile(state, 'waste').cards).toEqual([]);
      for (const id of COLUMNS) expect(rank(getPile(state, id).cards.at(-1)!)).not.toBe(1);
    }
  });

  it('pins deal 1: one face-up ace went out, face-down aces stayed', () => {
    const state = dealt(harfe, 1);
    expect(codes(state, 'col1')).toBe('6C');
    expect(codes(state, 'col2')).toBe('JH 9C');
    expect(codes(state, 'col4')).toBe('KD AS 7S 8S');
    expect(codes(state, 'col8')).toBe('3H 7H AD 3S 4D KD 8S 2S');
    expect(codes(state, 'col10')).toBe('QD TC 8H 2H QS 9D 3H 2S 7C 5S');
    expect(codes(state, 'found1')).toBe('AS');
    expect(
      FOUNDATIONS.slice(1)
        .map((id) => codes(state, id))
        .join(''),
    ).toBe('');
    expect(getPile(state, 'stock').cards.length).toBe(48);
    expect(codes(state, 'stock').split(' ').slice(-3).join(' ')).toBe('5H 6D 4C');
  });

  it('pins deal 4711: no ace face up, so none went out', () => {
    const state = dealt(harfe, 4711);
    expect(codes(state, 'col1')).toBe('8C');
    expect(codes(state, 'col2')).toBe('AH 4D');
    expect(codes(state, 'col6')).toBe('AD AC 9S 4S 8C 9D');
    expect(codes(state, 'col10')).toBe('3C TD JD 2D 3C 3H 7S 7H AS 7D');
    expect(FOUNDATIONS.map((id) => codes(state, id)).join('')).toBe('');
    expect(getPile(state, 'stock').cards.length).toBe(49);
    expect(codes(state, 'stock').split(' ').slice(-3).join(' ')).toBe('7D KC 4C');
  });

  it('deals round r to col[r]…col[10] with col[r] face up', () => {
    const order = orderWith({});
    const state = dealWith(order);
    expect(getPile(state, 'col1').cards).toEqual([order[0]]);
    expect(getPile(state, 'col10').cards.slice(0, 2)).toEqual([order[9], order[18]]);
    expect(getPile(state, 'col2').cards).toEqual([order[1], order[10]]);
    expect(getPile(state, 'col10').cards.at(-1)).toBe(order[54]);
    expect(getPile(state, 'stock').cards.at(-1)).toBe(order[55]);
  });

  it('sends face-up aces to empty foundations, one after another, and the next card takes the place', () => {
    // Round 1 starts with two aces; round 2's face-up card (index 12) is an ace too.
    const state = dealWith(orderWith({0: 'AC', 1: 'AD', 2: '5S', 3: 'AH', 12: 'AS', 13: '9H'}));
    expect(codes(state, 'found1')).toBe('AC');
    expect(codes(state, 'found2')).toBe('AD');
    expect(codes(state, 'found3')).toBe('AS');
    expect(codes(state, 'col1')).toBe('5S');
    expect(codes(state, 'col2')).toBe('AH 9H');
    expect(getPile(state, 'col2').down).toBe(1);
    expect(getPile(state, 'stock').cards.length).toBe(46);
  });
});

describe('Die Harfe: M1 foundations', () => {
  it('takes an ace on any empty foundation, from a column or the waste', () => {
    const state = fixture(harfe, {col1: 'AH', waste: 'AD', found1: 'AS'});
    for (const id of FOUNDATIONS.slice(1)) {
      expect(isListed(state, move('col1', id))).toBe(true);
      expect(isListed(state, move('waste', id))).toBe(true);
    }
    expect(codes(play(harfe, state, move('waste', 'found5')), 'found5')).toBe('AD');
  });

  it('builds up in suit, one card at a time, without wrap, and nothing leaves', () => {
    const state = fixture(harfe, {
      col1: '3H 2H',
      col2: 'AS',
      waste: '3H',
      found1: 'AH',
      found2: 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
    });
    expect(codes(play(harfe, state, move('col1', 'found1')), 'found1')).toBe('AH 2H');
    expect(reasonFor(harfe, state, move('waste', 'found1'))).toBe('3♥ needs 2♥');
    expect(reasonFor(harfe, state, move('col1', 'found3'))).toBe('only an ace may start a foundation');
    expect(reasonFor(harfe, state, move('col2', 'found1'))).toBe('an ace only goes onto an empty foundation');
    expect(reasonFor(harfe, state, move('col2', 'found2'))).toBe('an ace only goes onto an empty foundation');
    expect(reasonFor(harfe, fixture(harfe, {col1: '3C 2H', found1: 'AH'}), move('col1', 'found1', 2))).toBe('only one card at a time goes onto a foundation');
    expect(reasonFor(harfe, state, move('found2', 'col3'))).toBe('cards never leave a foundation');
  });
});

describe('Die Harfe: M2 single cards onto columns', () => {
  const base = {
    col1: {cards: '2C 9S', down: 1},
    col2: {cards: '2C 8H', down: 1},
    col3: '9C',
    col4: {cards: '2C 7D', down: 1},
    col5: '7H',
    waste: 'TD',
  };

  it('builds down in alternating colour, also from the waste', () => {
    const state = fixture(harfe, base);
    expect(codes(play(harfe, state, move('col2', 'col1')), 'col1')).toBe('2C 9S 8H');
    expect(codes(play(harfe, fixture(harfe, {...base, waste: '8D'}), move('waste', 'col1')), 'col1')).toBe('2C 9S 8D');
    expect(reasonFor(harfe, state, move('col4', 'col2'))).toBe('a red 7 needs a black 8');
    expect(reasonFor(harfe, state, move('col5', 'col1'))).toBe('a red 7 needs a black 8');
  });

  it('builds up in alternating colour only on a column with no face-down card (8-A4)', () => {
    const state = fixture(harfe, base);
    expect(codes(play(harfe, state, move('waste', 'col3')), 'col3')).toBe('9C TD');
    expect(codes(play(harfe, state, move('col2', 'col3')), 'col3')).toBe('9C 8H');
    expect(reasonFor(harfe, state, move('waste', 'col1'))).toBe('building up (10♦ on 9♠) only on a column without face-down cards');
    expect(reasonFor(harfe, state, move('col2', 'col5'))).toBe('a red 8 needs a black 9 or a black 7');
  });

  it('never wraps between king and ace (8-A10)', () => {
    const state = fixture(harfe, {col1: 'AH', col2: 'KS', col3: {cards: '2C AD', down: 1}, col4: 'KC'});
    expect(reasonFor(harfe, state, move('col1', 'col2'))).toBe('a red ace needs a black 2');
    expect(reasonFor(harfe, state, move('col2', 'col1'))).toBe('a black king needs a red queen');
    expect(reasonFor(harfe, state, move('col4', 'col3'))).toBe('nothing can take a black king here');
  });

  it('says its reasons in German', () => {
    const state = fixture(harfe, base);
    const german = (each: Move) => speak(harfe, state, explain(harfe, state, each)!, 'de');
    expect(german(move('col4', 'col2'))).toBe('eine rote 7 braucht eine schwarze 8');
    expect(german(move('waste', 'col1'))).toBe('aufwärts (10♦ auf 9♠) nur in einer Reihe ohne verdeckte Karten');
    expect(german(move('stock', 'col1'))).toBe('Karten verlassen den Talon nur durch Umschlagen (d)');
  });
});

describe('Die Harfe: M3 runs and M4 empty columns', () => {
  // col1 holds a zig-zag run 9H 8S 9D 8C above a face-down card.
  const base = {
    col1: {cards: '3C 9H 8S 9D 8C', down: 1},
    col2: {cards: '4C TS', down: 1},
    col3: '',
    col4: {cards: '4C 9C', down: 1},
    waste: '5D',
  };

  it('moves a zig-zag run whose first card fits the target, and flips the card it uncovers', () => {
    const state = fixture(harfe, base);
    const after = play(harfe, state, move('col1', 'col2', 4));
    expect(codes(after, 'col2')).toBe('4C TS 9H 8S 9D 8C');
    expect(codes(after, 'col1')).toBe('3C');
    expect(getPile(after, 'col1').down).toBe(0);
    expect(codes(play(harfe, state, move('col1', 'col2', 2)), 'col2')).toBe('4C TS 9D 8C');
  });

  it('refuses runs that break the rule, include face-down cards or do not fit', () => {
    const state = fixture(harfe, base);
    expect(reasonFor(harfe, state, move('col1', 'col2', 5))).toBe('face-down cards cannot move');
    expect(reasonFor(harfe, state, move('col1', 'col2', 3))).toBe('a black 8 needs a red 9');
    expect(reasonFor(harfe, state, move('col1', 'col4', 4))).toBe('a red 9 needs a black 10');
    const broken = fixture(harfe, {...base, col1: {cards: '3C 9H 9S 8D', down: 1}});
    expect(reasonFor(harfe, broken, move('col1', 'col3', 3))).toBe('only a run (alternating colours, ranks one apart) moves together');
  });

  it('takes any card or run into an empty column, from a column or the waste (8-A9)', () => {
    const state = fixture(harfe, base);
    expect(codes(play(harfe, state, move('col1', 'col3', 4)), 'col3')).toBe('9H 8S 9D 8C');
    expect(codes(play(harfe, state, move('col1', 'col3', 1)), 'col3')).toBe('8C');
    expect(codes(play(harfe, state, move('waste', 'col3')), 'col3')).toBe('5D');
    expect(codes(play(harfe, state, move('col2', 'col3')), 'col3')).toBe('TS');
  });

  it('turns the uncovered card after any column card leaves, including onto a foundation', () => {
    const state = fixture(harfe, {col1: {cards: '7S 2H', down: 1}, found1: 'AH'});
    const after = play(harfe, state, move('col1', 'found1'));
    expect(codes(after, 'col1')).toBe('7S');
    expect(getPile(after, 'col1').down).toBe(0);
  });
});

describe('Die Harfe: M5 the stock', () => {
  it('turns one card at a time onto the waste, at any time (8-A8)', () => {
    const state = dealt(harfe, 1);
    expect(legalMovesOf(harfe, state).some((each) => each.kind === 'move')).toBe(true);
    const stock = getPile(state, 'stock').cards;
    const after = play(harfe, state, action('deal'));
    expect(getPile(after, 'waste').cards).toEqual([stock.at(-1)]);
    expect(getPile(after, 'waste').down).toBe(0);
    expect(getPile(after, 'stock').cards.length).toBe(stock.length - 1);
    expect(getPile(after, 'stock').down).toBe(stock.length - 1);
  });

  it('goes through only once: no redeal (8-A7)', () => {
    let state = dealt(harfe, 1);
    const size = getPile(state, 'stock').cards.length;
    for (let turn = 0; turn < size; turn++) state = play(harfe, state, action('deal'));
    expect(getPile(state, 'waste').cards.length).toBe(size);
    expect(legalMovesOf(harfe, state).some((each) => each.kind === 'action' && (each.name === 'deal' || each.name === 'redeal'))).toBe(false);
    expect(reasonFor(harfe, state, action('deal'))).toBe('the stock is empty: it is gone through only once');
    expect(reasonFor(harfe, state, action('redeal'))).toBe('the stock is gone through only once: the waste is never turned over');
    expect(reasonFor(harfe, state, action('shuffle'))).toBe('this game has no "shuffle" move');
    expect(harfe.status?.(state)).toEqual([]);
  });

  it('only the top of the waste moves, and cards never leave the stock or join stock and waste directly', () => {
    const state = fixture(harfe, {waste: '5D 4C', col1: '6H', col2: '5S'});
    expect(reasonFor(harfe, state, move('waste', 'col1', 2))).toBe('only the top card of the waste may move');
    expect(reasonFor(harfe, state, move('stock', 'col1'))).toBe('cards leave the stock only by turning it (d)');
    expect(reasonFor(harfe, state, move('col2', 'waste'))).toBe('nothing may be placed there');
    expect(reasonFor(harfe, state, move('col2', 'stock'))).toBe('nothing may be placed on the stock');
  });

  it('replays an old save that used the move kinds deal and finish', () => {
    const session = fromSave(harfe, {version: 1, game: 'harfe', deal: 1, moves: [{kind: 'deal'}, {kind: 'deal'}] as never});
    expect(session.index).toBe(2);
    expect(getPile(session.states[2], 'waste').cards.length).toBe(2);
  });
});

describe('Die Harfe: end of game (8.6)', () => {
  const nearlyWon = {
    found1: 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
    found2: 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
    found3: 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS',
    found4: 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS',
    found5: 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
    found6: 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
    found7: 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
    found8: 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD',
    col1: 'QD',
    waste: 'KD',
  };

  it('is won when all 104 cards are on the foundations', () => {
    const state = only(harfe, nearlyWon);
    expect(harfe.outcome(state)).toBe('playing');
    const won = playAll(harfe, state, [move('col1', 'found8'), move('waste', 'found8')]);
    expect(harfe.outcome(won)).toBe('won');
    expect(harfe.ending?.(won)).toBeUndefined();
  });

  it('offers finish once the stock is empty and no card is face down, and it plays everything up', () => {
    const state = only(harfe, {...nearlyWon, col1: 'KD QD', waste: ''});
    expect(isListed(state, action('finish'))).toBe(true);
    const done = play(harfe, state, action('finish'));
    expect(harfe.outcome(done)).toBe('won');
    expect(speak(harfe, done, harfe.narrate!(state, action('finish'), done)!)).toBe('finish put 2 cards on the foundations');
    const hidden = only(harfe, {...nearlyWon, col1: {cards: 'KD QD', down: 1}});
    expect(reasonFor(harfe, hidden, action('finish'))).toBe('finish is only offered once every card is face up');
    const stocked = only(harfe, {...nearlyWon, stock: {cards: '5C', down: 1}});
    expect(reasonFor(harfe, stocked, action('finish'))).toBe('finish is only offered once the stock is empty');
    const nothing = only(harfe, {...nearlyWon, col1: 'QD KD', waste: ''});
    expect(reasonFor(harfe, nothing, action('finish'))).toBe('no card can go onto a foundation');
  });

  it('is lost when the stock is used up and no card can move, and says so', () => {
    const state = only(harfe, {...FULL_TABLE, col1: '9S', col2: '9C', found1: 'AC'});
    expect(outcomeOf(harfe, state)).toBe('lost');
    expect(speak(harfe, state, harfe.ending!(state)!)).toBe('the stock is used up and no card can move');
    expect(speak(harfe, state, harfe.ending!(state)!, 'de')).toBe('der Talon ist aufgebraucht und keine Karte kann mehr ziehen');
  });

  it('is not stalled while the stock has cards', () => {
    const state = only(harfe, {stock: {cards: 'KD', down: 1}, col1: '9S', col2: '8H', found1: 'AC'});
    expect(harfe.stalled!(state)).toBe(false);
  });

  it('is stalled when only shuttling is left, even shuttling that empties a column', () => {
    const state = only(harfe, {col1: '9S', col2: '8H', found1: 'AC'});
    expect(legalMovesOf(harfe, state)).toContainEqual(move('col2', 'col1'));
    expect(harfe.stalled!(state)).toBe(true);
    expect(outcomeOf(harfe, state)).toBe('playing');
    // An emptied column that takes the waste card is progress.
    expect(harfe.stalled!(only(harfe, {col1: '9S', col2: '8H', found1: 'AC', waste: '5C'}))).toBe(false);
  });

  it('is not stalled when a rearrangement leads to a foundation move or a flip', () => {
    const table = {...FULL_TABLE, found1: 'AH 2H 3H 4H'};
    const blocked = only(harfe, {...table, col1: {cards: 'KC 5H 4S', down: 1}, col2: {cards: 'QC 5C', down: 1}});
    expect(harfe.stalled!(blocked)).toBe(true);
    const freeable = only(harfe, {...table, col1: {cards: 'KC 5H 4S', down: 1}, col2: {cards: 'QC 5D', down: 1}});
    expect(legalMovesOf(harfe, freeable).some((each) => each.kind === 'move' && each.to === 'found1')).toBe(false);
    expect(harfe.stalled!(freeable)).toBe(false);
    const viaEmpty = only(harfe, {...table, col1: {cards: 'KC 5H 4S', down: 1}, col2: 'JD'});
    expect(harfe.stalled!(viaEmpty)).toBe(false);
  });

  it('is not stalled while the waste card can be played or a card can be turned', () => {
    expect(harfe.stalled!(only(harfe, {col1: '9S', waste: '8H', found1: 'AC'}))).toBe(false);
    expect(harfe.stalled!(only(harfe, {col1: {cards: '2C 9S', down: 1}, found1: 'AC'}))).toBe(false);
  });
});

describe('Die Harfe: variants', () => {
  it('face-down-aces (8-A3): every ace met while dealing goes out, face-down ones too', () => {
    // Index 1 is col2's face-down card in round 1; index 10 is col2's face-up card in round 2.
    const order = orderWith({1: 'AS', 2: '5C'});
    const plain = dealWith(order);
    expect(codes(plain, 'col2').startsWith('AS')).toBe(true);
    expect(FOUNDATIONS.map((id) => codes(plain, id)).join('')).toBe('');
    const peek = dealWith(order, ['face-down-aces']);
    expect(codes(peek, 'found1')).toBe('AS');
    expect(codes(peek, 'col2').startsWith('5C')).toBe(true);
    expect(shape(peek)).toBe('0/1 1/2 2/3 3/4 4/5 5/6 6/7 7/8 8/9 9/10');
    for (const deal of [1, 4711, 5]) {
      const state = dealt(harfe, deal, ['face-down-aces']);
      const inColumns = COLUMNS.flatMap((id) => getPile(state, id).cards).filter((card) => rank(card) === 1);
      expect(inColumns).toEqual([]);
      const out = FOUNDATIONS.reduce((sum, id) => sum + getPile(state, id).cards.length, 0);
      expect(getPile(state, 'stock').cards.length).toBe(49 - out);
    }
  });

  it('single-cards (8-A5): runs go only into an empty column; single cards still build', () => {
    const layout = {col1: {cards: '3C 9H 8S', down: 1}, col2: {cards: '4C TS', down: 1}, col3: '', col4: '9D'};
    const plain = fixture(harfe, layout);
    expect(codes(play(harfe, plain, move('col1', 'col2', 2)), 'col2')).toBe('4C TS 9H 8S');
    const strict = fixture(harfe, layout, {}, ['single-cards']);
    expect(reasonFor(harfe, strict, move('col1', 'col2', 2))).toBe('only single cards go onto a column; a run moves only into an empty column');
    expect(codes(play(harfe, strict, move('col1', 'col3', 2)), 'col3')).toBe('9H 8S');
    expect(codes(play(harfe, strict, move('col1', 'col4')), 'col4')).toBe('9D 8S');
  });

  it('redeal (8-A7): the waste turns over once, in its first order, for a second and last pass', () => {
    let state = only(harfe, {stock: {cards: 'AC 2C 3C', down: 3}, col1: 'KH'}, {}, ['redeal']);
    expect(harfe.status?.(state).map((each) => speak(harfe, state, each))).toEqual(['pass 1 of 2']);
    state = playAll(harfe, state, [action('deal'), action('deal'), action('deal')]);
    expect(reasonFor(harfe, state, action('deal'))).toBe('the stock is empty: press d again to turn the waste over');
    const turned = play(harfe, state, action('redeal'));
    expect(codes(turned, 'stock')).toBe('AC 2C 3C');
    expect(getPile(turned, 'stock').down).toBe(3);
    expect(speak(harfe, turned, harfe.narrate!(state, action('redeal'), turned)!)).toMatch(/second and last pass/);
    expect(harfe.status?.(turned).map((each) => speak(harfe, turned, each, 'de'))).toEqual(['Durchgang 2 von 2']);
    const again = playAll(harfe, turned, [action('deal'), action('deal'), action('deal')]);
    expect(reasonFor(harfe, again, action('redeal'))).toBe('the stock is empty, and the waste has been turned over once already');
    expect(reasonFor(harfe, again, action('deal'))).toBe('the stock is empty, and the waste has been turned over once already');
    expect(reasonFor(harfe, turned, action('redeal'))).toBe('the stock still has cards');
    // A waste still waiting for its redeal is not stalled.
    expect(harfe.stalled!(state)).toBe(false);
  });
});

describe('Die Harfe: pile table', () => {
  it('places stock, waste, eight foundations and ten fanned columns within 12 grid columns, in the order of the position', () => {
    const state = dealt(harfe, 1);
    const specs = harfe.piles(state);
    expect(specs.map((spec) => spec.id)).toEqual(state.piles.map((pile) => pile.id));
    expect(Math.max(...specs.map((spec) => spec.col))).toBeLessThan(12);
    expect(specs.filter((spec) => spec.fan === 'down').map((spec) => spec.id)).toEqual(COLUMNS);
    expect(new Set(specs.map((spec) => `${spec.col},${spec.row}`)).size).toBe(specs.length);
    expect(
      specs.filter((spec) => spec.role === 'foundation').every((spec) => typeof spec.label === 'object' && 'rank' in spec.label && spec.label.rank === 1),
    ).toBe(true);
    expect(specs.find((spec) => spec.id === 'col3')?.name).toEqual({en: 'column 3', de: 'Reihe 3'});
  });
});
