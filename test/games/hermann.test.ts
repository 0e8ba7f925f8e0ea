import {describe, expect, it} from 'vitest';
import {type Card, code, fullPack, isRed, rank} from '../../source/core/cards.js';
import {explain, legalMovesOf, moveKey, outcomeOf, play, speak} from '../../source/core/engine.js';
import {getPile, top} from '../../source/core/piles.js';
import {fromSave} from '../../source/core/saved-game.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {Move, State} from '../../source/core/types.js';
import {hermann} from '../../source/games/hermann.js';
import {findGame} from '../../source/games/index.js';
import {action, cards, codes, dealt, fixture, move, only, type PileFixture, playAll, reasonFor} from '../helpers.js';

const COLUMNS = Array.from({length: 10}, (_, index) => `col${index + 1}`);
const DEAL = action('deal');

function dealNumber(deal: number): State {
  return dealt(hermann, deal);
}

function dealFrom(order: readonly Card[]) {
  return hermann.deal(order, resolveSwitches(hermann) as Parameters<typeof hermann.deal>[1]);
}

function isLegal(state: State, wanted: Move): boolean {
  return legalMovesOf(hermann, state as never).some((each) => moveKey(each) === moveKey(wanted));
}

/** A 104-card order starting with the given codes; plain cards fill the other packets, aces and kings go deep into the stock. */
function orderStarting(first: string): Card[] {
  const fixed = cards(first);
  const used = new Set(fixed);
  const plain = (card: Card): number => Number(rank(card) === 1 || rank(card) === 13);
  const rest = fullPack(2)
    .filter((card) => !used.has(card))
    .sort((a, b) => plain(a) - plain(b));
  return fixed.concat(rest);
}

/** Distinct plain codes (no A, no K), at most 44. */
function filler(count: number): string {
  return Array.from({length: count}, (_, index) => code(fullPack(1).filter((card) => rank(card) % 13 > 1)[index])).join(' ');
}

/** The stock fixture for cards listed in the order they are dealt (the next card is the pile's top). */
function stockDealing(list: string): PileFixture {
  const dealt = list.split(/\s+/).filter(Boolean);
  return {cards: dealt.reverse().join(' '), down: dealt.length};
}

function faceUp(state: State, id: string): string {
  const pile = getPile(state, id);
  return pile.cards.slice(pile.down).map(code).join(' ');
}

function withCards<S extends State>(state: S, layout: Record<string, readonly Card[]>): S {
  return {...state, piles: state.piles.map((pile) => (pile.id in layout ? {id: pile.id, cards: layout[pile.id], down: 0} : pile))};
}

/** The 104 cards of a finished goal: eight K→A sequences, colours alternating throughout, starting with a red king. */
function finishedGoal(): Card[] {
  const free = fullPack(2);
  const goal: Card[] = [];
  for (let sequence = 0; sequence < 8; sequence++) {
    const redKing = sequence % 2 === 0;
    for (let value = 13; value >= 1; value--) {
      const red = (value % 2 === 1) === redKing;
      const at = free.findIndex((card) => rank(card) === value && isRed(card) === red);
      goal.push(free.splice(at, 1)[0]);
    }
  }
  return goal;
}

describe('Hermann: names and registry', () => {
  it('is registered with its names', () => {
    expect(findGame('hermann')).toBe(hermann);
    expect(hermann.names).toEqual({de: 'Hermann', en: 'Hermann'});
    expect(hermann.aliases).toEqual([]);
    expect(hermann.decks).toBe(2);
    expect(hermann.keys.map((spec) => spec.key)).toEqual(['d']);
  });
});

describe('Hermann: the deal (12.3)', () => {
  it('pins deal 1: blocks of 1…10 face down, each top turned, the first king on the goal', () => {
    const state = dealNumber(1);
    expect(codes(state, 'col1')).toBe('6C');
    expect(codes(state, 'col3')).toBe('KD TH 2C');
    expect(getPile(state, 'col3').down).toBe(2);
    // col5's block 9C 3S AS 8C KC: the KC turned up first (F3), then 8C was turned (F2).
    expect(codes(state, 'col5')).toBe('9C 3S AS 8C');
    expect(getPile(state, 'col5').down).toBe(3);
    expect(codes(state, 'col10')).toBe('5C 8S KS 3H AS 2S 5D 2S 4H 7C');
    expect(codes(state, 'goal')).toBe('KC');
    expect(codes(state, 'aces')).toBe('');
    const stock = getPile(state, 'stock');
    expect(stock.cards.length).toBe(49);
    expect(stock.down).toBe(49);
    expect(codes(state, 'stock').split(' ').slice(-3).join(' ')).toBe('6D 4C 5S');
  });

  it('pins deal 4711: turned aces set aside, no king yet', () => {
    const state = dealNumber(4711);
    expect(codes(state, 'col1')).toBe('8C');
    expect(codes(state, 'col2')).toBe('AH 6C');
    expect(codes(state, 'col3')).toBe('2H 6H');
    expect(codes(state, 'col5')).toBe('4D 2D JH TH');
    expect(codes(state, 'aces')).toBe('AD AC');
    expect(codes(state, 'goal')).toBe('');
    expect(codes(state, 'stock').split(' ').slice(-4).join(' ')).toBe('6D 7D KC 4C');
  });

  it('lays 55 cards, leaves 49 face down in the stock, and shows exactly one face-up card per non-empty column', () => {
    for (const deal of [1, 2, 3, 4711, 99999]) {
      const state = dealNumber(deal);
      const laid = [...COLUMNS, 'goal', 'aces'].reduce((sum, id) => sum + getPile(state, id).cards.length, 0);
      expect(laid).toBe(55);
      expect(getPile(state, 'stock').cards.length).toBe(49);
      COLUMNS.forEach((id, index) => {
        const pile = getPile(state, id);
        expect(pile.cards.length).toBeLessThanOrEqual(index + 1);
        if (pile.cards.length > 0) expect(pile.cards.length - pile.down).toBe(1);
        for (const card of pile.cards.slice(pile.down)) expect(rank(card)).not.toBe(1);
      });
      expect(getPile(state, 'goal').cards.length).toBeLessThanOrEqual(1);
    }
  });

  it('F1/F2 in the deal: an ace turned from a packet goes aside and the next card turns (12-A6); col1 with an ace is empty', () => {
    const state = dealFrom(orderStarting('AS 5H AD'));
    expect(codes(state, 'aces')).toBe('AS AD');
    expect(codes(state, 'col1')).toBe('');
    expect(codes(state, 'col2')).toBe('5H');
    expect(getPile(state, 'col2').down).toBe(0);
  });

  it('F3 in the deal: the leftmost king starts the goal; later kings stay (12-A1)', () => {
    // col2's block is 5H KH; col3's block ends with KS. Both turn up in the first round.
    const state = dealFrom(orderStarting('6C 5H KH 7D 8D KS'));
    expect(codes(state, 'goal')).toBe('KH');
    expect(codes(state, 'col2')).toBe('5H');
    expect(getPile(state, 'col2').down).toBe(0);
    expect(faceUp(state, 'col3')).toBe('KS');
  });

  it('F3 in the deal: a king turned after an ace in a packet still starts the goal', () => {
    const state = dealFrom(orderStarting('6C KC AD 7D 8D KS'));
    expect(codes(state, 'aces')).toBe('AD');
    expect(codes(state, 'goal')).toBe('KC');
    expect(codes(state, 'col2')).toBe('');
    expect(faceUp(state, 'col3')).toBe('KS');
  });
});

describe('Hermann: M1 building in the columns', () => {
  const base = {col1: 'TD 9S 8H', col2: 'TH', col3: '9C', col4: '9D', col5: 'TC', col6: '2S', col7: 'QH', goal: 'KD'};

  it('moves a whole ladder, a sub-ladder or the exposed card one lower in the other colour', () => {
    const state = fixture(hermann, base);
    expect(isLegal(state, move('col1', 'col2', 2))).toBe(true);
    expect(codes(play(hermann, state, move('col1', 'col2', 2)), 'col2')).toBe('TH 9S 8H');
    const single = play(hermann, state, move('col1', 'col3', 1));
    expect(codes(single, 'col3')).toBe('9C 8H');
    expect(codes(single, 'col1')).toBe('TD 9S');
  });

  it('refuses the same colour and the wrong rank', () => {
    const state = fixture(hermann, base);
    expect(reasonFor(hermann, state, move('col1', 'col4', 1))).toBe('a red 8 needs a black 9');
    expect(reasonFor(hermann, state, move('col1', 'col5', 1))).toBe('a red 8 needs a black 9');
    expect(reasonFor(hermann, state, move('col1', 'col5', 2))).toBe('a black 9 needs a red 10');
  });

  it('puts nothing on a 2 in a column', () => {
    const state = fixture(hermann, {...base, col1: '5H'});
    expect(reasonFor(hermann, state, move('col1', 'col6', 1))).toBe('nothing may be placed on a 2 in a column: aces never lie in columns');
  });

  it('lets a king go only into an empty column (no wrap)', () => {
    const state = fixture(hermann, {...base, col1: 'KS', col8: ''});
    expect(reasonFor(hermann, state, move('col1', 'col7', 1))).toBe('a king may only go into an empty column');
    expect(reasonFor(hermann, state, move('col1', 'col3', 1))).toBe('a king may only go into an empty column');
    expect(isLegal(state, move('col1', 'col8', 1))).toBe(true);
  });

  it('moves only the ladder: never face-down cards, never a broken run', () => {
    const state = fixture(hermann, {...base, col1: {cards: '5C TD 9S 8H', down: 1}, col9: 'JS', col10: '4D 9S 8H'});
    expect(isLegal(state, move('col1', 'col9', 3))).toBe(true);
    expect(reasonFor(hermann, state, move('col1', 'col9', 4))).toBe('face-down cards cannot move');
    expect(reasonFor(hermann, state, move('col10', 'col9', 3))).toBe('only a ladder moves together: each card one lower, in the other colour');
  });

  it('F2 turns the packet when its last face-up card leaves', () => {
    const state = fixture(hermann, {...base, col1: {cards: '5C 8H', down: 1}});
    const after = play(hermann, state, move('col1', 'col3', 1));
    expect(codes(after, 'col1')).toBe('5C');
    expect(getPile(after, 'col1').down).toBe(0);
  });

  it('F1 with F2: an ace turned from a packet goes aside and the next card turns', () => {
    const state = fixture(hermann, {...base, col1: {cards: '5C AD 8H', down: 2}, aces: 'AS'});
    const after = play(hermann, state, move('col1', 'col3', 1));
    expect(codes(after, 'aces')).toBe('AS AD');
    expect(codes(after, 'col1')).toBe('5C');
    expect(getPile(after, 'col1').down).toBe(0);
  });

  it('F3 with F2: a king turned while the goal is empty starts it; once started, kings stay', () => {
    const empty = fixture(hermann, {...base, col1: {cards: '5C KD 8H', down: 2}, goal: ''});
    const started = play(hermann, empty, move('col1', 'col3', 1));
    expect(codes(started, 'goal')).toBe('KD');
    expect(codes(started, 'col1')).toBe('5C');
    const running = fixture(hermann, {...base, col1: {cards: '5C KD 8H', down: 2}});
    const after = play(hermann, running, move('col1', 'col3', 1));
    expect(codes(after, 'goal')).toBe('KD');
    expect(faceUp(after, 'col1')).toBe('KD');
    expect(getPile(after, 'col1').down).toBe(1);
  });
});

describe('Hermann: M2 empty columns', () => {
  it('an empty column takes any sub-ladder, a king included', () => {
    const state = fixture(hermann, {col1: 'KS QH JC', col2: '', col3: 'TD 9S 8H', goal: 'KD'});
    for (const count of [1, 2, 3]) {
      expect(isLegal(state, move('col1', 'col2', count))).toBe(true);
      expect(isLegal(state, move('col3', 'col2', count))).toBe(true);
    }
    expect(codes(play(hermann, state, move('col3', 'col2', 2)), 'col2')).toBe('9S 8H');
  });

  it('a column is empty only when it holds no card at all (12-A8)', () => {
    const state = fixture(hermann, {col1: {cards: '5C 8H', down: 1}, col2: 'KS', col3: '9C', goal: 'KD'});
    const after = play(hermann, state, move('col1', 'col3', 1));
    expect(reasonFor(hermann, after, move('col2', 'col1', 1))).toBe('a king may only go into an empty column');
    const cleared = play(hermann, fixture(hermann, {col1: '8H', col2: 'KS', col3: '9C', goal: 'KD'}), move('col1', 'col3', 1));
    expect(codes(cleared, 'col1')).toBe('');
    expect(isLegal(cleared, move('col2', 'col1', 1))).toBe(true);
    const packetOnly = fixture(hermann, {col1: {cards: '5C', down: 1}, col2: 'KS', goal: 'KD'});
    expect(reasonFor(hermann, packetOnly, move('col2', 'col1', 1))).toBe('a face-down card cannot be built on');
  });
});

describe('Hermann: M3 ladders to the goal', () => {
  const goal = 'KC QD JS TH';

  it('moves a sub-ladder onto the goal first card first, so the exposed card ends on top', () => {
    const state = fixture(hermann, {goal, col1: {cards: '5C TD 9S 8H 7C', down: 1}});
    expect(isLegal(state, move('col1', 'goal', 3))).toBe(true);
    const after = play(hermann, state, move('col1', 'goal', 3));
    expect(codes(after, 'goal')).toBe('KC QD JS TH 9S 8H 7C');
    expect(top(getPile(after, 'goal'))).toBe(cards('7C')[0]);
    expect(codes(after, 'col1')).toBe('5C TD');
  });

  it('refuses a sub-ladder whose first card does not fit the goal', () => {
    const state = fixture(hermann, {goal, col1: {cards: '5C TD 9S 8H 7C', down: 1}});
    expect(reasonFor(hermann, state, move('col1', 'goal', 1))).toBe('the goal needs a black 9');
    expect(reasonFor(hermann, state, move('col1', 'goal', 2))).toBe('the goal needs a black 9');
    expect(reasonFor(hermann, state, move('col1', 'goal', 4))).toBe('the goal needs a black 9');
  });

  it('turns the packet when a whole ladder goes up (F2)', () => {
    const state = fixture(hermann, {goal, col1: {cards: '5C 9S 8H', down: 1}});
    const after = play(hermann, state, move('col1', 'goal', 2));
    expect(codes(after, 'goal')).toBe('KC QD JS TH 9S 8H');
    expect(faceUp(after, 'col1')).toBe('5C');
  });

  it('on an ace takes a king of the other colour, alone or heading a ladder (12-A2)', () => {
    const state = fixture(hermann, {goal: '3H 2S AD', col1: 'KS QH JC', col2: 'KH', col3: 'QD'});
    expect(codes(play(hermann, state, move('col1', 'goal', 3)), 'goal')).toBe('3H 2S AD KS QH JC');
    expect(isLegal(state, move('col1', 'goal', 1))).toBe(false);
    expect(reasonFor(hermann, state, move('col2', 'goal', 1))).toBe('the goal needs a black king');
    expect(reasonFor(hermann, state, move('col3', 'goal', 1))).toBe('the goal needs a black king');
  });

  it('takes nothing from a column on a 2, and nothing before a king starts it; cards never leave it', () => {
    const onTwo = fixture(hermann, {goal: '3D 2C', col1: 'TD'});
    expect(reasonFor(hermann, onTwo, move('col1', 'goal', 1))).toBe('the goal needs a red ace from the aces');
    const empty = fixture(hermann, {goal: '', col1: 'QH'});
    expect(reasonFor(hermann, empty, move('col1', 'goal', 1))).toBe('the goal is started by the first king that turns up');
    const full = fixture(hermann, {goal: 'KC QD', col1: ''});
    expect(reasonFor(hermann, full, move('goal', 'col1', 1))).toBe('cards never leave the goal');
  });
});

describe('Hermann: M4 aces to the goal', () => {
  it('puts an ace of the other colour from the aces on a 2', () => {
    const state = fixture(hermann, {goal: '3D 2C', aces: 'AH AS AD'});
    expect(isLegal(state, move('aces', 'goal', 1))).toBe(true);
    const after = play(hermann, state, move('aces', 'goal', 1));
    expect(codes(after, 'goal')).toBe('3D 2C AD');
    expect(codes(after, 'aces')).toBe('AH AS');
    const under = fixture(hermann, {goal: '3S 2H', aces: 'AS AD'});
    const black = play(hermann, under, move('aces', 'goal', 1));
    expect(codes(black, 'goal')).toBe('3S 2H AS');
    expect(codes(black, 'aces')).toBe('AD');
    expect(speak(hermann, black, hermann.narrate!(under, move('aces', 'goal', 1), black)!)).toBe('A♠ went up: the goal needed an ace of the other colour');
    expect(hermann.narrate!(state, move('aces', 'goal', 1), after)).toBeUndefined();
  });

  it('refuses an ace of the same colour, an ace on anything but a 2, and aces in columns', () => {
    expect(reasonFor(hermann, fixture(hermann, {goal: '3D 2C', aces: 'AS AC'}), move('aces', 'goal', 1))).toBe(
      'the goal needs a red ace, and none has been set aside',
    );
    const notTwo = fixture(hermann, {goal: '4H 3S', aces: 'AD'});
    expect(reasonFor(hermann, notTwo, move('aces', 'goal', 1))).toBe('an ace may only go on a 2 on the goal');
    const column = fixture(hermann, {goal: '3D 2C', aces: 'AD', col1: '2S'});
    expect(reasonFor(hermann, column, move('aces', 'col1', 1))).toBe('aces never lie in columns: an ace only goes on a 2 on the goal');
    expect(reasonFor(hermann, fixture(hermann, {goal: '3D 2C', aces: 'AD AH'}), move('aces', 'goal', 2))).toBe('aces go to the goal one at a time');
    expect(reasonFor(hermann, fixture(hermann, {goal: '3D 2C', aces: ''}), move('aces', 'goal', 1))).toBe('that pile is empty');
    expect(reasonFor(hermann, fixture(hermann, {goal: '3D', col1: '5H'}), move('col1', 'aces', 1))).toBe(
      'only aces go to the aces, by themselves when they turn up',
    );
  });
});

describe('Hermann: M5 dealing from the talon', () => {
  it('deals one face-up card onto each column from col1, empty columns included', () => {
    const state = fixture(hermann, {col4: '', col7: {cards: '5C 9D', down: 1}, stock: stockDealing('2C 3C 4C 5H 6C 7C 8S 9C TC JC QC')});
    const after = play(hermann, state, DEAL);
    COLUMNS.forEach((id, index) => {
      expect(code(top(getPile(after, id))!)).toBe(['2C', '3C', '4C', '5H', '6C', '7C', '8S', '9C', 'TC', 'JC'][index]);
    });
    expect(codes(after, 'col4')).toBe('5H');
    expect(codes(after, 'col7')).toBe('5C 9D 8S');
    expect(getPile(after, 'col7').down).toBe(1);
    expect(codes(after, 'stock')).toBe('QC');
    expect(getPile(after, 'stock').down).toBe(1);
  });

  it('sets a dealt ace aside and that column gets nothing (12-A5); a dealt king starts an empty goal (F3)', () => {
    const state = fixture(hermann, {goal: '', aces: '', col3: '9D', col6: '7H', stock: stockDealing('2C 3C AH 4C KD 5C 6C KS 7C 8C')});
    const after = play(hermann, state, DEAL);
    expect(codes(after, 'aces')).toBe('AH');
    expect(codes(after, 'col3')).toBe('9D');
    expect(codes(after, 'goal')).toBe('KD');
    expect(codes(after, 'col5')).toBe(codes(state, 'col5'));
    expect(codes(after, 'col6')).toBe('7H 5C');
    expect(code(top(getPile(after, 'col8'))!)).toBe('KS');
    expect(getPile(after, 'stock').cards.length).toBe(0);
  });

  it('deals 10, 10, 10, 10 and then the last 9 onto col1…col9 (12-A4)', () => {
    let state = dealNumber(2);
    const onTable = (each: State): number => [...COLUMNS, 'goal', 'aces'].reduce((sum, id) => sum + getPile(each, id).cards.length, 0);
    for (const size of [10, 10, 10, 10]) {
      const before = onTable(state);
      state = play(hermann, state, DEAL);
      expect(onTable(state) - before).toBe(size);
    }
    const col10 = codes(state, 'col10');
    const before = onTable(state);
    state = play(hermann, state, DEAL);
    expect(onTable(state) - before).toBe(9);
    expect(codes(state, 'col10')).toBe(col10);
    expect(getPile(state, 'stock').cards.length).toBe(0);
    expect(isLegal(state, DEAL)).toBe(false);
    expect(reasonFor(hermann, state, DEAL)).toBe('the talon is used up');
  });

  it('pins the first talon deal of 4711: KC starts the goal and col2 gets nothing; the later KH stays in col8', () => {
    const after = play(hermann, dealNumber(4711), DEAL);
    expect(codes(after, 'goal')).toBe('KC');
    expect(codes(after, 'col1')).toBe('8C 4C');
    expect(codes(after, 'col2')).toBe('AH 6C');
    expect(code(top(getPile(after, 'col8'))!)).toBe('KH');
    expect(getPile(after, 'stock').cards.length).toBe(39);
  });

  it('may deal at any time, even while other moves exist (12-A3)', () => {
    const state = fixture(hermann, {col1: '8H', col2: '9C', goal: 'KD'});
    expect(isLegal(state, move('col1', 'col2', 1))).toBe(true);
    expect(isLegal(state, DEAL)).toBe(true);
  });

  it('names unknown move kinds', () => {
    expect(reasonFor(hermann, dealNumber(1), action('redeal'))).toBe('this game has no "redeal" move');
  });
});

describe('Hermann: end of game (12.8)', () => {
  it('wins when all 104 cards are on the goal, ending with a black ace after a red first king', () => {
    const goal = finishedGoal();
    const near = withCards(only(hermann, {}), {goal: goal.slice(0, 91), col1: goal.slice(91, 103), aces: goal.slice(103)});
    expect(outcomeOf(hermann, near)).toBe('playing');
    const won = playAll(hermann, near, [move('col1', 'goal', 12), move('aces', 'goal', 1)]);
    expect(getPile(won, 'goal').cards.length).toBe(104);
    expect(code(top(getPile(won, 'goal'))!)[0]).toBe('A');
    expect(isRed(top(getPile(won, 'goal'))!)).toBe(false);
    expect(hermann.outcome(won)).toBe('won');
    expect(hermann.outcome(near)).toBe('playing');
    expect(hermann.hint!(won)).toBeUndefined();
    expect(hermann.ending!(won)).toBeUndefined();
  });

  // 11 things (the 7C packet, QD, 5S, the 9D-8S ladder, seven loose cards) for 10 columns: 7C can never turn.
  const stuck: Record<string, PileFixture> = {
    col1: {cards: '7C QD 5S', down: 1},
    col2: 'JD',
    col3: '',
    col4: '9D 8S',
    col5: 'JH',
    col6: '3H',
    col7: '3D',
    col8: '2D',
    col9: '2H',
    col10: 'KH',
    goal: '6S 5H',
    aces: '',
  };

  it('is stalled when the talon is empty and no series of moves reaches a goal move or a turned card', () => {
    const state = only(hermann, stuck);
    expect(legalMovesOf(hermann, state).length).toBeGreaterThan(0);
    expect(hermann.stalled!(state)).toBe(true);
    expect(hermann.outcome(state)).toBe('playing');
  });

  it('is not stalled while the talon has cards, or when progress is a few moves away', () => {
    expect(hermann.stalled!(only(hermann, {...stuck, stock: stockDealing('4C')}))).toBe(false);
    // A second empty column frees 5S and QD in two moves, turning the 7C.
    expect(hermann.stalled!(only(hermann, {...stuck, col2: ''}))).toBe(false);
    // The black 4 the goal needs lies under a 9H that can step into col3.
    expect(hermann.stalled!(only(hermann, {...stuck, col2: '4C 9H'}))).toBe(false);
    // An ace can go up.
    expect(hermann.stalled!(only(hermann, {...stuck, goal: '3S 2H', aces: 'AS'}))).toBe(false);
  });

  it('leaves a position with no move at all to the engine as lost', () => {
    const state = only(hermann, {...stuck, col3: 'JH'});
    expect(legalMovesOf(hermann, state)).toEqual([]);
    expect(hermann.stalled!(state)).toBe(true);
    expect(outcomeOf(hermann, state)).toBe('lost');
  });

  it('says why a stuck game is lost', () => {
    const state = only(hermann, {...stuck, col3: 'JH'});
    expect(speak(hermann, state, hermann.ending!(state)!)).toBe('the talon is used up and no card can move');
    expect(speak(hermann, state, hermann.ending!(state)!, 'de')).toBe('der Talon ist aufgebraucht und keine Karte kann mehr ziehen');
  });

  it('hints what the goal needs, and counts the talon deals left in the title line', () => {
    const state = fixture(hermann, {goal: 'KC QD', stock: stockDealing(filler(19))});
    expect(speak(hermann, state, hermann.hint!(state)!)).toBe('the goal needs a black jack');
    expect(speak(hermann, state, hermann.hint!(state)!, 'de')).toBe('der Zielstapel braucht einen schwarzen Buben');
    expect(hermann.status!(state).map((each) => speak(hermann, state, each))).toEqual(['2 deals left']);
    expect(hermann.status!(state).map((each) => speak(hermann, state, each, 'de'))).toEqual(['noch 2 Runden']);
    const empty = fixture(hermann, {goal: '', stock: ''});
    expect(speak(hermann, empty, hermann.hint!(empty)!)).toBe('the goal is started by the first king that turns up');
    expect(hermann.status!(empty).map((each) => speak(hermann, empty, each))).toEqual(['talon used up']);
  });
});

describe('Hermann: the aces pile (issue 11 #12)', () => {
  it('gives a reason that talks about aces when one is dropped on the talon or a column', () => {
    const state = fixture(hermann, {goal: '5D 4C', aces: 'AH AS', col1: '2S', stock: stockDealing('9C')});
    expect(reasonFor(hermann, state, move('aces', 'stock'))).toBe('an ace goes only onto a 2 of the other colour on the goal');
    expect(speak(hermann, state, explain(hermann, state, move('aces', 'stock'))!, 'de')).toBe(
      'ein Ass kommt nur auf eine 2 der anderen Farbe auf dem Zielstapel',
    );
    expect(reasonFor(hermann, state, move('aces', 'col1'))).toBe('aces never lie in columns: an ace only goes on a 2 on the goal');
    expect(reasonFor(hermann, state, move('col1', 'stock'))).toBe('nothing may be placed on the talon');
    expect(reasonFor(hermann, state, move('stock', 'col1'))).toBe('the talon is dealt with d, one card onto each column');
  });
});

describe('Hermann: what happened by itself (narration)', () => {
  it('tells which aces a deal set aside and which columns got no card', () => {
    const state = fixture(hermann, {goal: 'KC', aces: '', stock: stockDealing('2C 3C AH 4C 5C AS 6C 7C 8C 9C')});
    const after = play(hermann, state, DEAL);
    const story = hermann.narrate!(state, DEAL, after)!;
    expect(speak(hermann, after, story)).toBe('A♥ and A♠ set aside; column 3 and column 6 get no card');
    expect(speak(hermann, after, story, 'de')).toBe('As♥ und As♠ beiseitegelegt; Reihe 3 und Reihe 6 bekommen keine Karte');
  });

  it('tells when a turned king starts the goal, and says nothing when nothing happened by itself', () => {
    const empty = fixture(hermann, {col1: {cards: '5C KD 8H', down: 2}, col3: '9C', goal: ''});
    const started = play(hermann, empty, move('col1', 'col3'));
    expect(speak(hermann, started, hermann.narrate!(empty, move('col1', 'col3'), started)!)).toBe('K♦ starts the goal');
    const plain = fixture(hermann, {col1: '8H', col3: '9C', goal: 'KD'});
    expect(hermann.narrate!(plain, move('col1', 'col3'), play(hermann, plain, move('col1', 'col3')))).toBeUndefined();
  });
});

describe('Hermann: saves and reasons in German', () => {
  it('replays an old save whose deals were written as {kind: deal}', () => {
    const session = fromSave(hermann, {version: 1, game: 'hermann', deal: 2, moves: [{kind: 'deal'}, {kind: 'deal'}] as never});
    expect(getPile(session.states[2], 'stock').cards.length).toBe(29);
  });

  it('says its column and goal reasons in German', () => {
    const state = fixture(hermann, {col1: 'TD 9S 8H', col4: '9D', col6: '2S', col7: 'QH', goal: 'KC QD JS TH'});
    const german = (each: Move) => speak(hermann, state, explain(hermann, state, each)!, 'de');
    expect(german(move('col1', 'col4'))).toBe('eine rote 8 braucht eine schwarze 9');
    expect(german(move('col1', 'goal'))).toBe('der Zielstapel braucht eine schwarze 9');
    expect(german(move('col1', 'col6'))).toBe('auf eine 2 in einer Reihe kommt nichts: Asse liegen nie in den Reihen');
  });
});

describe('Hermann: whole ladders only (12-A7)', () => {
  const layout = {col1: {cards: '5C TD 9S 8H', down: 1}, col2: 'TH', col3: '9C', col4: '', goal: 'KC QD JS TH'};

  it('moves only a whole ladder or the last card between columns, but part of a ladder still goes to the goal', () => {
    const plain = fixture(hermann, layout);
    expect(isLegal(plain, move('col1', 'col2', 2))).toBe(true);
    expect(isLegal(plain, move('col1', 'col4', 2))).toBe(true);
    const strict = fixture(hermann, layout, {}, ['whole-ladders']);
    expect(reasonFor(hermann, strict, move('col1', 'col2', 2))).toBe('only a whole ladder or the last card moves to another column');
    expect(reasonFor(hermann, strict, move('col1', 'col4', 2))).toBe('only a whole ladder or the last card moves to another column');
    expect(codes(play(hermann, strict, move('col1', 'col4', 3)), 'col4')).toBe('TD 9S 8H');
    expect(codes(play(hermann, strict, move('col1', 'col3', 1)), 'col3')).toBe('9C 8H');
    expect(codes(play(hermann, strict, move('col1', 'goal', 2)), 'goal')).toBe('KC QD JS TH 9S 8H');
  });
});
