import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {fourBooksOutOfReach} from '../../source/games/staffelpatience-dead-end.js';
import {staffelpatience as game} from '../../source/games/staffelpatience.js';
import {parseResults} from '../../source/solver/results.js';
import {solve} from '../../source/solver/solve.js';
import {codes, dealt, only} from '../helpers.js';
import {plainWinnable} from '../solver/plain.js';

// Three books put away; the fourth book's cards are in play: each of them has one parent left.
const BOOKS = {
  books1: 'KC QD JS TH 9C 8D 7S 6H 5C 4D 3S 2H AC',
  books2: 'KH QS JD TC 9H 8S 7D 6C 5H 4S 3D 2C AH',
  books3: 'KD QC JH TS 9D 8C 7H 6S 5D 4C 3H 2S AD',
};
const REST = {cards: 'AS 2D 3C 4H 5S 6D 7C 8H 9S', down: 9};

/** The same game without the proof: lines it finds were not steered by it. */
const unaided = {...game, solver: {...game.solver, outOfReach: undefined}};

describe('staffelpatience: four books out of reach (the solver counts such a position lost)', () => {
  it('a card whose only parent lies face down under it can never move: out of reach', () => {
    const stuck = only(game, {...BOOKS, pile1: 'KS', pile2: {cards: 'QH JC TD', down: 1}, stock: REST});
    expect(fourBooksOutOfReach(stuck)).toBe(true);
    expect(solve(unaided, stuck, {nodes: 100_000}).status).toBe('lost');
  });

  it('the same cards face up: the queen carries her run onto the king, and four books follow', () => {
    const open = only(game, {...BOOKS, pile1: 'KS', pile2: 'QH JC TD', stock: REST});
    expect(fourBooksOutOfReach(open)).toBe(false);
    expect(solve(unaided, open, {nodes: 100_000}).status).toBe('won');
  });

  it('a card that can only leave carried by the card below it is not stuck', () => {
    // The 10 cannot leave by itself (its one parent is the jack below it), but the jack carries it.
    const carried = only(game, {...BOOKS, pile1: 'KS QH', pile2: 'JC TD', stock: REST});
    expect(fourBooksOutOfReach(carried)).toBe(false);
  });

  it('a king above other cards needs no empty pile when its book can be squared where it lies', () => {
    const squared = only(game, {
      ...BOOKS,
      pile1: {cards: '9S KS QH JC TD', down: 1},
      pile2: '8H',
      pile3: '7C',
      pile4: '6D',
      pile5: '5S',
      pile6: '4H',
      pile7: '3C',
      stock: {cards: 'AS 2D', down: 2},
    });
    expect(fourBooksOutOfReach(squared)).toBe(false);
    expect(solve(unaided, squared, {nodes: 100_000}).status).toBe('won');
  });

  it('stock cards waiting on each other in a ring: out of reach', () => {
    // The 10 needs the jack, face down under the 8; the 8 needs the 9, which needs the 10: all three in the stock.
    const ring = {...BOOKS, pile1: {cards: 'JC 8H', down: 1}, pile2: 'KS QH', pile3: '7C', pile4: '6D', pile5: '5S', pile6: '4H', pile7: '3C'};
    const blocked = only(game, {...ring, stock: {cards: 'AS 2D 9S TD', down: 4}});
    expect(fourBooksOutOfReach(blocked)).toBe(true);
    expect(solve(unaided, blocked, {nodes: 200_000}).status).toBe('lost');
    // With the jack face up instead, the 10 goes on it, and so on.
    const open = only(game, {...ring, pile1: 'JC', pile7: {cards: '3C 8H', down: 1}, stock: {cards: 'AS 2D 9S TD', down: 4}});
    expect(fourBooksOutOfReach(open)).toBe(false);
  });

  describe('a parent holds one card at a time: twins (both cards of a rank and colour) over a parent', () => {
    // Two black-king books put away: the two red-king books are left, so every rank and colour of theirs is there twice.
    const BLACK_AWAY = {books1: BOOKS.books1, books2: 'KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AS'};
    const RED_BOOKS = {pile2: 'KH QS JD TC 9H 8S 7D 6C 5H', pile3: 'KD QC JH TS 9D', pile4: '7H 6S 5D 4C'};
    const STOCK = {cards: '2C AH 2S AD', down: 4};

    it('the red threes over the black four: the second to leave has no black four to go on', () => {
      // 3H goes on 4C, then 3D turns up and needs a black four: 4C holds 3H, and 4S lies under 3D (for good).
      const twins = only(game, {...BLACK_AWAY, ...RED_BOOKS, pile1: {cards: '4S 8C 3D 3H', down: 3}, stock: STOCK});
      expect(fourBooksOutOfReach(twins)).toBe(true);
      expect(plainWinnable(game, twins, 2_000_000)).toBe(false);
    }, 30_000);

    it('one three right on the face-down four is no way out: the four cannot carry it before it turns up', () => {
      const onIt = only(game, {...BLACK_AWAY, ...RED_BOOKS, pile1: {cards: '8C 4S 3D 3H', down: 3}, stock: STOCK});
      expect(fourBooksOutOfReach(onIt)).toBe(true);
      expect(plainWinnable(game, onIt, 2_000_000)).toBe(false);
    }, 30_000);

    it('with the four between the threes, the four books are made', () => {
      const between = only(game, {...BLACK_AWAY, ...RED_BOOKS, pile1: {cards: '3D 8C 4S 3H', down: 3}, stock: STOCK});
      expect(fourBooksOutOfReach(between)).toBe(false);
      expect(plainWinnable(game, between, 2_000_000)).toBe(true);
    }, 30_000);

    // 3H lies over 4S: it must leave first, onto 4C, and stays there until 4S comes free; so 3D may only ever go on 4S.
    const OVER = {pile1: {cards: '4S 8C 3H', down: 2}, pile2: 'KH QS JD TC', pile4: 'KD QC JH TS', pile5: '7H 6S 5D 4C'};
    const REST = {pile7: {cards: '2C AH', down: 1}, stock: {cards: '7D 6C 5H 2S AD', down: 5}};

    it('a twin that lies over a parent leaves its twin only that parent: 3D on face-down 9D, and 9H under 8S', () => {
      // 4S needs 8C gone, 8C a red 9: 9D lies under 3D (which waits for 4S), 9H under 8S (which needs a red 9 too).
      const waiting = only(game, {...BLACK_AWAY, ...OVER, ...REST, pile3: {cards: '9D 3D', down: 1}, pile6: {cards: '9H 8S', down: 1}});
      expect(fourBooksOutOfReach(waiting)).toBe(true);
      expect(solve(unaided, waiting, {nodes: 2_000_000}).status).toBe('lost');
    }, 30_000);

    it('the same with 9H open: 3H goes on 4C, 8C on 9H, and 3D waits for 4S', () => {
      const open = only(game, {...BLACK_AWAY, ...OVER, ...REST, pile3: {cards: '9D 3D', down: 1}, pile6: {cards: '8S 9H', down: 1}});
      expect(fourBooksOutOfReach(open)).toBe(false);
      expect(solve(unaided, open, {nodes: 2_000_000}).status).toBe('won');
    }, 30_000);

    it('deal 4 is out of reach from the start: both red threes lie over a black four in pile 1', () => {
      expect(codes(dealt(game, 4), 'pile1')).toBe('9C 6S 8C 4S 3D 3H 9S');
      expect(fourBooksOutOfReach(dealt(game, 4))).toBe(true);
    });
  });

  describe("a king's run squared where it lies needs the cards it lacks", () => {
    // Both red-king books put away: each black king's run lacks a red 6, and each red 6 lies face down under a king.
    const RED_AWAY = {books1: 'KH QS JD TC 9H 8S 7D 6C 5H 4S 3D 2C AH', books2: 'KD QC JH TS 9D 8C 7H 6S 5D 4C 3H 2S AD'};
    const KINGS = {pile1: {cards: '6D KS QH JC TD 9S 8H 7C', down: 1}, pile2: {cards: '6H KC QD JS TH 9C 8D 7S', down: 1}};
    const BLOCKED = {
      pile3: {cards: '4H 5S', down: 1},
      pile4: {cards: '4D 5C', down: 1},
      pile5: {cards: '2D 3S', down: 1},
      pile6: {cards: '2H 3C', down: 1},
    };

    it('with no pile ever to be emptied for a king, neither book can be made: out of reach', () => {
      const stuck = only(game, {...RED_AWAY, ...KINGS, ...BLOCKED, pile7: {cards: 'AS AC', down: 1}});
      expect(fourBooksOutOfReach(stuck)).toBe(true);
      expect(plainWinnable(game, stuck, 100_000)).toBe(false);
    });

    it('with an empty pile, a king carries its run there and the red 6 under it turns up: not out of reach', () => {
      const free = only(game, {...RED_AWAY, ...KINGS, ...BLOCKED, stock: {cards: 'AS AC', down: 2}});
      expect(fourBooksOutOfReach(free)).toBe(false);
      expect(plainWinnable(game, free, 2_000_000)).toBe(true);
    }, 30_000);
  });

  describe('with king-runs (13-A1: only a king moves with its run)', () => {
    // The 8 and the 7 on it: the 7's other parent is in a book, so the 8 can only reach the king's run carrying the 7.
    const layout = {...BOOKS, pile1: 'KS', pile2: '8H 7C', stock: {cards: 'QH JC TD 9S 6D 5S 4H 3C 2D AS', down: 10}};

    it('a run not headed by a king stays where it is: out of reach, though the standard rules win', () => {
      const kingRuns = only(game, layout, {}, ['king-runs']);
      expect(fourBooksOutOfReach(kingRuns)).toBe(true);
      expect(solve(unaided, kingRuns, {nodes: 200_000}).status).toBe('lost');
      const standard = only(game, layout);
      expect(fourBooksOutOfReach(standard)).toBe(false);
      expect(solve(unaided, standard, {nodes: 200_000}).status).toBe('won');
    });

    it('the same cards one by one: the 7 waits in the stock, and four books follow', () => {
      const apart = only(game, {...layout, pile2: '8H', stock: {cards: 'QH JC TD 9S 7C 6D 5S 4H 3C 2D AS', down: 11}}, {}, ['king-runs']);
      expect(fourBooksOutOfReach(apart)).toBe(false);
      const answer = solve(unaided, apart, {nodes: 200_000});
      expect(answer.status).toBe('won');
      // Nor does it say so anywhere on that winning line.
      let state = apart;
      for (const move of answer.status === 'won' ? answer.line : []) {
        state = game.apply(state, move);
        expect(fourBooksOutOfReach(state)).toBe(false);
      }
      expect(game.outcome(state)).toBe('won');
    });
  });

  it('is pinned on dealt layouts: deal 9 is out of reach from the start, deal 1 not', () => {
    expect(fourBooksOutOfReach(dealt(game, 9))).toBe(true);
    expect(fourBooksOutOfReach(dealt(game, 11))).toBe(true);
    expect(fourBooksOutOfReach(dealt(game, 1))).toBe(false);
    expect(solve(game, dealt(game, 9), {nodes: 10}).status).toBe('lost');
  });

  it('reads stock and waste as one heap in any order (its answers are kept by what it reads): the layout decides', () => {
    const heapTurned = (state: ReturnType<typeof dealt>, toWaste: number) => {
      const heap = [...state.piles[7].cards, ...state.piles[8].cards].reverse();
      const piles = state.piles.map((pile, index) =>
        index === 7 ? {...pile, cards: heap.slice(toWaste)} : index === 8 ? {...pile, cards: heap.slice(0, toWaste)} : pile,
      );
      return {...state, piles};
    };
    for (const [deal, out] of [
      [9, true],
      [1, false],
      [4, true],
      [2, false],
    ] as const) {
      // Asked in turns, so that a kept answer of one deal would show up as the other's.
      for (const toWaste of [0, 5, 24]) expect(fourBooksOutOfReach(heapTurned(dealt(game, deal), toWaste)), `deal ${deal}`).toBe(out);
      expect(fourBooksOutOfReach(dealt(game, deal)), `deal ${deal}`).toBe(out);
    }
  });

  it('never says so of a position on a winning line (lines found without it, stored won deals)', () => {
    const file = parseResults(readFileSync('source/solver/results/staffelpatience.csv', 'utf8'));
    const won = file.results.filter((each) => each.result === 'won' && each.nodes < 50_000);
    let lines = 0;
    let positions = 0;
    for (const each of won) {
      if (lines === 40) break;
      let state = dealt(game, each.deal);
      const answer = solve(unaided, state, {nodes: 60_000});
      if (answer.status !== 'won') continue;
      lines++;
      for (const move of answer.line) {
        expect(fourBooksOutOfReach(state), `deal ${each.deal}, move ${positions}`).toBe(false);
        state = game.apply(state, move);
        positions++;
      }
    }
    expect(lines).toBe(40);
    expect(positions).toBeGreaterThan(4000);
  });
});
