import {describe, expect, it} from 'vitest';
import {applyMove, newGame, outcome, piles} from '../../source/api.js';
import {explain, legalMovesOf, outcomeOf, play, speak} from '../../source/core/engine.js';
import {checkTransfer} from '../../source/core/transfer.js';
import type {Move, State} from '../../source/core/types.js';
import {grossePatience as game} from '../../source/games/grosse-patience.js';
import {findGame} from '../../source/games/index.js';
import {codes, dealt, move, only, playAll, reasonFor} from '../helpers.js';

const HALVES = ['L1', 'L2', 'L3', 'L4', 'L5', 'R1', 'R2', 'R3', 'R4', 'R5'];

function legal(state: State) {
  return legalMovesOf(game, state as never).flatMap((each) => (each.kind === 'move' ? [`${each.from}>${each.to}x${each.count}`] : []));
}

/** A near-final position: the four families of base rank 2, built down, each missing its last `missing` cards. */
function families(missing: number): Record<string, string> {
  const down = ['2', 'A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3'];
  const built = (suitChar: string) =>
    down
      .slice(0, 13 - missing)
      .map((r) => r + suitChar)
      .join(' ');
  return {found1: built('C'), found2: built('S'), found3: built('H'), found4: built('D')};
}

describe('grosse-patience: deal (11.2, 11.3)', () => {
  it('lays 4 base cards, an empty Keller, 5 cards per half in rows 1–4 and 4 in row 5, all face up', () => {
    for (const number of [1, 4711]) {
      const state = dealt(game, number);
      const base = codes(state, 'found1')[0];
      for (const id of ['found1', 'found2', 'found3', 'found4']) {
        expect(codes(state, id)).toMatch(new RegExp(`^${base}[CSHD]$`));
      }
      expect(codes(state, 'keller')).toBe('');
      for (const id of HALVES) {
        expect(state.piles.find((pile) => pile.id === id)!.cards).toHaveLength(id.endsWith('5') ? 4 : 5);
      }
      expect(state.piles.every((pile) => pile.down === 0)).toBe(true);
      expect(state.piles.map((pile) => pile.id)).toEqual(['found1', 'found2', 'found3', 'found4', 'keller', ...HALVES]);
    }
  });

  it('pins deal 1 (golden values)', () => {
    const state = dealt(game, 1);
    expect(['found1', 'found2', 'found3', 'found4'].map((id) => codes(state, id))).toEqual(['9D', '9H', '9C', '9S']);
    expect(codes(state, 'L1')).toBe('7C AS KD 5D 8H');
    expect(codes(state, 'R1')).toBe('QC KC 2C JD TC');
    expect(codes(state, 'L5')).toBe('QS AC 6S 3C');
    expect(codes(state, 'R5')).toBe('5S 2S TS 2H');
  });

  it('pins deal 4711 (golden values)', () => {
    const state = dealt(game, 4711);
    expect(['found1', 'found2', 'found3', 'found4'].map((id) => codes(state, id))).toEqual(['5C', '5H', '5S', '5D']);
    expect(codes(state, 'L1')).toBe('TD KD 8S 9S KC');
    expect(codes(state, 'R1')).toBe('7C 7H KS JS 2H');
    expect(codes(state, 'L5')).toBe('AC 3D 8H 7D');
    expect(codes(state, 'R5')).toBe('6S 4C 4D 9H');
  });
});

/** §11.9's printed layout in the deal order of §11.3: rows left (far left first) then right, TH inserted far left of row 1. */
const EXAMPLE_ORDER = [
  '2C',
  ...'TH KH 3H 6S 4C  TS QD 6D JC JH'.split(/\s+/),
  '2S',
  ...'AH 4S AS JS 6H  8H 5H KS 8C KD'.split(/\s+/),
  ...'5C 7H 4H 7S 8D  9C 3D 3C 9D 5S'.split(/\s+/),
  '2H',
  ...'QC 7D 9S 4D 7C  8S TD 9H TC AC'.split(/\s+/),
  ...'AD 5D QH 6C  3S JD QS KC'.split(/\s+/),
  '2D',
];

function pilesOf(state: State): Record<string, string[]> {
  return Object.fromEntries(piles(state).map((pile) => [pile.id, pile.cards.map((card) => card.code)]));
}

/** Moves 1–22 of §11.9 (found1 = clubs, found2 = spades, found3 = hearts, found4 = diamonds). */
const EXAMPLE_MOVES = [
  move('R4', 'found1'), // 1 AC
  move('R5', 'found1'), // 2 KC
  move('L1', 'R1'), // 3 TH on JH
  move('L2', 'found3'), // 4 AH
  move('L1', 'found3'), // 5 KH
  move('L5', 'found4'), // 6 AD
  move('R2', 'found4'), // 7 KD
  move('L4', 'found1'), // 8 QC
  move('L1', 'keller'), // 9 3H
  move('L1', 'R3'), // 10 (reconstructed) 6S on 5S
  move('L1', 'L3'), // 11 4C on 5C
  move('R1', 'L1'), // 12 (reconstructed) TH into the empty row
  move('R1', 'L1'), //    then JH on TH
  move('R1', 'found1'), // 13 JC
  move('R4', 'found1'), // 14 TC
  move('R1', 'L4'), // 15 6D on 7D
  move('R1', 'found4'), // 16 QD
  move('L5', 'L4'), // 17 5D on 6D
  move('L5', 'found3'), // 18 QH
  move('L1', 'found3'), // 19 JH
  move('L1', 'found3'), // 20 TH
  move('R4', 'found3'), // 21 9H
  move('L4', 'L1'), // 22 5D into the empty row,
  move('L4', 'L1'), //    6D on it,
  move('L4', 'L1'), //    7D on it
];

describe('grosse-patience: worked example (11.9)', () => {
  it('deals the printed layout', () => {
    const state = newGame('grosse-patience', {order: EXAMPLE_ORDER});
    expect(pilesOf(state)).toEqual({
      found1: ['2C'],
      found2: ['2S'],
      found3: ['2H'],
      found4: ['2D'],
      keller: [],
      L1: ['4C', '6S', '3H', 'KH', 'TH'],
      R1: ['TS', 'QD', '6D', 'JC', 'JH'],
      L2: ['6H', 'JS', 'AS', '4S', 'AH'],
      R2: ['8H', '5H', 'KS', '8C', 'KD'],
      L3: ['8D', '7S', '4H', '7H', '5C'],
      R3: ['9C', '3D', '3C', '9D', '5S'],
      L4: ['7C', '4D', '9S', '7D', 'QC'],
      R4: ['8S', 'TD', '9H', 'TC', 'AC'],
      L5: ['6C', 'QH', '5D', 'AD'],
      R5: ['3S', 'JD', 'QS', 'KC'],
    });
  });

  it('plays moves 1–22 to the printed position, refuses 23 and 25, allows 24', () => {
    let state = newGame('grosse-patience', {order: EXAMPLE_ORDER});
    for (const each of EXAMPLE_MOVES) state = applyMove(state, each);
    expect(pilesOf(state)).toEqual({
      found1: ['2C', 'AC', 'KC', 'QC', 'JC', 'TC'],
      found2: ['2S'],
      found3: ['2H', 'AH', 'KH', 'QH', 'JH', 'TH', '9H'],
      found4: ['2D', 'AD', 'KD', 'QD'],
      keller: ['3H'],
      L1: ['5D', '6D', '7D'],
      R1: ['TS'],
      L2: ['6H', 'JS', 'AS', '4S'],
      R2: ['8H', '5H', 'KS', '8C'],
      L3: ['8D', '7S', '4H', '7H', '5C', '4C'],
      R3: ['9C', '3D', '3C', '9D', '5S', '6S'],
      L4: ['7C', '4D', '9S'],
      R4: ['8S', 'TD'],
      L5: ['6C'],
      R5: ['3S', 'JD', 'QS'],
    });
    expect(outcome(state)).toBe('playing');
    // 23: TD onto 9D — but 9D lies under 5S and 6S, so TD would go onto 6S.
    expect(() => applyMove(state, move('R4', 'R3'))).toThrow('10♦ needs J♦ or 9♦');
    // 25 before 24: 8S onto 9S (still in L4) — 8S is covered by TD.
    expect(() => applyMove(state, move('R4', 'L4', 2))).toThrow('those 2 cards are not a sequence of one suit: only the outer card plays');
    expect(() => applyMove(state, move('R4', 'L4'))).toThrow('10♦ needs J♦ or 9♦');
    // 24: 9S onto TS.
    const after24 = applyMove(state, move('L4', 'R1'));
    expect(pilesOf(after24).R1).toEqual(['TS', '9S']);
    // 25 after 24: still covered. In fact no move is left at all (the Keller is locked): the deal is lost.
    expect(legalMovesOf(game, after24 as never)).toEqual([]);
    expect(outcome(after24)).toBe('lost');
    const why = (each: Move & {kind: 'move'}) => speak(game, after24 as never, checkTransfer(game, after24 as never, each, true) || {id: 'badMove'});
    expect(speak(game, after24 as never, game.ending!(after24 as never)!)).toBe('no card can move, and row 5 keeps the Keller locked');
    expect(why(move('R4', 'R1', 2))).toBe('those 2 cards are not a sequence of one suit: only the outer card plays');
    expect(why(move('R4', 'R1'))).toBe('10♦ needs J♦ or 9♦');
    expect(() => applyMove(after24, move('R4', 'R1', 2))).toThrow('those 2 cards are not a sequence of one suit');
  });

  it('move 22 may also go as one sequence, which keeps its order', () => {
    let state = newGame('grosse-patience', {order: EXAMPLE_ORDER});
    for (const each of EXAMPLE_MOVES.slice(0, -3)) state = applyMove(state, each);
    expect(pilesOf(state).L4).toEqual(['7C', '4D', '9S', '7D', '6D', '5D']);
    const moved = applyMove(state, move('L4', 'L1', 3));
    expect(pilesOf(moved).L1).toEqual(['7D', '6D', '5D']);
    expect(pilesOf(moved).L4).toEqual(['7C', '4D', '9S']);
    expect(() => applyMove(state, move('L4', 'L1', 4))).toThrow('those 4 cards are not a sequence of one suit');
  });
});

describe('grosse-patience: foundations (11.4, M1)', () => {
  it('takes the next rank either way while only the base card lies there (11-A6), with wrap', () => {
    const state = only(game, {found1: '2C', L1: '3C', R1: 'AC', L2: 'KC', found2: 'KS', R2: 'AS'});
    expect(legal(state)).toEqual(expect.arrayContaining(['L1>found1x1', 'R1>found1x1', 'R2>found2x1']));
    expect(reasonFor(game, state, move('L2', 'found1'))).toBe('the clubs family needs 3♣ or A♣ next');
  });

  it('keeps the direction its second card chose', () => {
    const down = only(game, {found1: '2C AC', L1: '3C', R1: 'KC'});
    expect(codes(play(game, down, move('R1', 'found1')), 'found1')).toBe('2C AC KC');
    expect(reasonFor(game, down, move('L1', 'found1'))).toBe('the clubs family needs K♣ next (it builds down)');
    const up = only(game, {found1: '2C 3C', L1: '4C', R1: 'AC'});
    expect(codes(play(game, up, move('L1', 'found1')), 'found1')).toBe('2C 3C 4C');
    expect(reasonFor(game, up, move('R1', 'found1'))).toBe('the clubs family needs 4♣ next (it builds up)');
  });

  it('builds in suit only, one card at a time, and never gives a card back', () => {
    const state = only(game, {found1: '2C', found2: '2S', L1: '3S', R1: '4C 3C', L2: '9H'});
    expect(reasonFor(game, state, move('L1', 'found1'))).toBe('that family takes only clubs');
    expect(reasonFor(game, state, move('R1', 'found1', 2))).toBe('cards go to a family one at a time');
    expect(reasonFor(game, state, move('found1', 'L2'))).toBe('cards never leave a family');
    expect(reasonFor(game, state, move('L2', 'found3'))).toBe('a family starts only with a base card from the deal');
  });
});

describe('grosse-patience: sources (11.5)', () => {
  it('only the outermost card of a half plays', () => {
    const state = only(game, {found1: '2C', L1: '3C 9H', R1: '8H'});
    expect(legal(state)).not.toContain('L1>found1x1');
    expect(legal(state)).toContain('L1>R1x1');
    expect(reasonFor(game, state, move('L1', 'found1', 2))).toBe('those 2 cards are not a sequence of one suit: only the outer card plays');
  });
});

describe('grosse-patience: building on rows (M2)', () => {
  const state = only(game, {
    found1: '2C',
    L1: '8D',
    R1: 'TD',
    L2: '9D',
    R2: 'KS',
    L3: 'AS',
    R3: '9S',
    L4: '6D 7D',
    L5: 'TH',
    R5: 'JH',
  });

  it('same suit, one rank down or up, with wrap (11-A1, 11-A2, 11-A3)', () => {
    expect(legal(state)).toEqual(expect.arrayContaining(['L2>L1x1', 'L2>R1x1', 'L1>L2x1', 'R1>L2x1', 'R2>L3x1', 'L3>R2x1', 'L1>L4x1']));
    expect(codes(play(game, state, move('L2', 'R1')), 'R1')).toBe('TD 9D');
    expect(codes(play(game, state, move('L2', 'L1')), 'L1')).toBe('8D 9D');
    expect(codes(play(game, state, move('R2', 'L3')), 'L3')).toBe('AS KS');
  });

  it('refuses another suit or a rank that is not adjacent', () => {
    expect(reasonFor(game, state, move('R3', 'R1'))).toBe('9♠ needs 10♠ or 8♠');
    expect(reasonFor(game, state, move('R1', 'L1'))).toBe('10♦ needs J♦ or 9♦');
  });

  it('moves single cards only onto a row that holds cards (11-A9)', () => {
    const withRun = only(game, {found1: '2C', L1: '9D 8D', R1: '7D'});
    expect(reasonFor(game, withRun, move('L1', 'R1', 2))).toBe('a sequence may only move into an empty row');
  });

  it('never places anything on row 5, even a fitting card', () => {
    expect(reasonFor(game, state, move('L5', 'R5'))).toBe('nothing may be placed on row 5');
    expect(reasonFor(game, state, move('R5', 'L5'))).toBe('nothing may be placed on row 5');
    expect(legal(state).some((each) => each.includes('>L5') || each.includes('>R5'))).toBe(false);
  });

  it('takes cards from row 5', () => {
    const taking = only(game, {found1: '2C', L1: '9H', L5: 'TH', R5: 'QH'});
    expect(codes(play(game, taking, move('L5', 'L1')), 'L1')).toBe('9H TH');
  });
});

describe('grosse-patience: empty rows (M3, M4)', () => {
  const state = only(game, {
    found1: '2C',
    L1: '3H 8D 7D 6D',
    L2: 'KS',
    L3: 'QS',
    L4: 'JS',
    R2: 'TS',
    R3: '9S',
    R4: '4C',
    L5: '9H',
    R5: 'TH',
  });

  it('takes any single card into an empty half of rows 1–4', () => {
    for (const from of ['L2', 'R4', 'L5', 'R5']) expect(legal(state)).toContain(`${from}>R1x1`);
    expect(codes(play(game, state, move('L5', 'R1')), 'R1')).toBe('9H');
  });

  it('takes a same-suit sequence from the exposed end of another half as a unit, order kept (11-A9)', () => {
    expect(legal(state)).toEqual(expect.arrayContaining(['L1>R1x1', 'L1>R1x2', 'L1>R1x3']));
    expect(legal(state)).not.toContain('L1>R1x4');
    const moved = play(game, state, move('L1', 'R1', 3));
    expect(codes(moved, 'R1')).toBe('8D 7D 6D');
    expect(codes(moved, 'L1')).toBe('3H');
    expect(reasonFor(game, state, move('L1', 'R1', 4))).toBe('those 4 cards are not a sequence of one suit: only the outer card plays');
  });

  it('counts a wrapped run (2, A, K) as a sequence, in either direction', () => {
    const wrapped = only(game, {found1: '3H', L1: '9D 2C AC KC', R1: '5S 6S 7S'});
    expect(legal(wrapped)).toEqual(expect.arrayContaining(['L1>L2x3', 'R1>L2x3']));
    expect(legal(wrapped)).not.toContain('L1>L2x4');
    expect(codes(play(game, wrapped, move('R1', 'L2', 3)), 'L2')).toBe('5S 6S 7S');
  });

  it('applies M2 to a refilled row', () => {
    const refilled = play(game, state, move('L5', 'R1'));
    expect(codes(play(game, refilled, move('R5', 'R1')), 'R1')).toBe('9H TH');
    expect(reasonFor(game, refilled, move('L1', 'R1', 2))).toBe('a sequence may only move into an empty row');
    expect(reasonFor(game, refilled, move('R4', 'R1'))).toBe('4♣ needs 5♣ or 3♣');
  });

  it('closes an emptied half of row 5 for good', () => {
    const closed = only(game, {found1: '2C', L1: '9H', R1: 'TH', R5: '5C'});
    expect(reasonFor(game, closed, move('L1', 'L5'))).toBe('an emptied half of row 5 is closed: nothing may be placed there again');
    expect(legal(closed).some((each) => each.endsWith('>L5x1'))).toBe(false);
  });
});

describe('grosse-patience: the Keller (M5, 11-A4, 11-A5, 11-A10)', () => {
  it('takes any exposed card when empty, and only one', () => {
    const state = only(game, {found1: '2C', L1: '9D 8D', R3: 'KH', L5: 'QS', R5: 'QH'});
    for (const from of ['L1', 'R3', 'L5', 'R5']) expect(legal(state)).toContain(`${from}>kellerx1`);
    expect(codes(play(game, state, move('R3', 'keller')), 'keller')).toBe('KH');
    expect(reasonFor(game, state, move('L1', 'keller', 2))).toBe('the Keller holds only one card');
    const full = play(game, state, move('R3', 'keller'));
    expect(reasonFor(game, full, move('L5', 'keller'))).toBe('the Keller already holds a card');
  });

  it('holds its card while both halves of row 5 hold cards', () => {
    const locked = only(game, {found1: '2C', keller: '3C', L1: '4C', L5: 'QS', R5: 'QH'});
    expect(legal(locked).some((each) => each.startsWith('keller'))).toBe(false);
    expect(reasonFor(game, locked, move('keller', 'found1'))).toBe('the Keller card may only leave while a half of row 5 is empty');
    expect(reasonFor(game, locked, move('keller', 'L1'))).toBe('the Keller card may only leave while a half of row 5 is empty');
  });

  it('releases its card to any legal destination while L5 or R5 is empty, and is reused', () => {
    for (const emptied of ['L5', 'R5']) {
      const released = only(game, {found1: '2C', keller: '3C', L1: '4C', [emptied === 'L5' ? 'R5' : 'L5']: 'QS'});
      expect(legal(released)).toEqual(expect.arrayContaining(['keller>found1x1', 'keller>L1x1', 'keller>R1x1']));
      expect(legal(released)).not.toContain(`keller>${emptied}x1`);
      const played = play(game, released, move('keller', 'found1'));
      expect(codes(played, 'keller')).toBe('');
      expect(codes(play(game, played, move('L1', 'keller')), 'keller')).toBe('4C');
    }
  });
});

describe('grosse-patience: end of game (11.7)', () => {
  it('is won when all 52 cards lie on the foundations', () => {
    const nearly = only(game, {...families(1), L1: '3C', R5: '3S', L5: '3H', keller: '3D'});
    expect(game.outcome(nearly)).toBe('playing');
    const won = playAll(game, nearly, [move('L1', 'found1'), move('R5', 'found2'), move('L5', 'found3'), move('keller', 'found4')]);
    expect(game.outcome(won)).toBe('won');
    expect(outcomeOf(game, won)).toBe('won');
    expect(game.stalled!(won)).toBe(false);
    expect(game.hint!(won)).toBeUndefined();
    expect(game.ending!(won)).toBeUndefined();
  });

  /** Ascending families waiting for their 4s, each buried; one pointless shuttle (8D/9D over 7D) remains. */
  const stuck = {
    found1: '2C 3C',
    found2: '2S 3S',
    found3: '2H 3H',
    found4: '2D 3D',
    keller: '5C',
    L1: '4H KS 9D 8D',
    R1: '5S 7D',
    L2: 'JH',
    R2: '4C 6C',
    L3: '4S 9S',
    R3: '4D 5H',
    L4: 'QC',
    R4: 'KH',
    L5: '7S',
    R5: 'TC',
  };

  it('is stalled when no sequence of moves can ever reach a foundation (C11)', () => {
    const state = only(game, stuck);
    expect(legalMovesOf(game, state).length).toBeGreaterThan(0);
    expect(outcomeOf(game, state)).toBe('playing');
    expect(game.stalled!(state)).toBe(true);
  });

  it('is not stalled when a foundation move lies a few moves away', () => {
    expect(game.stalled!(only(game, {...stuck, L1: '4H 9D 8D'}))).toBe(false);
  });

  it('is not stalled when the Keller card is released onto a foundation', () => {
    expect(game.stalled!(only(game, {...stuck, keller: '4D', R3: '5H'}))).toBe(true);
    expect(game.stalled!(only(game, {...stuck, keller: '4D', R3: '5H', R5: ''}))).toBe(false);
  });

  it('is not stalled at the start of a deal', () => {
    expect(game.stalled!(dealt(game, 1))).toBe(false);
  });
});

describe('grosse-patience: registry and layout', () => {
  it('is found by its id, aliases and names', () => {
    for (const name of ['grosse-patience', 'grand-patience', 'koenigspatience', 'kings-patience', 'Die große Patience']) {
      expect(findGame(name)?.id).toBe('grosse-patience');
    }
  });

  it('fans the halves away from the centre column', () => {
    const slots = game.piles(dealt(game, 1));
    const slot = (id: string) => slots.find((each) => each.id === id)!;
    for (const id of HALVES) expect(slot(id).fan).toBe(id.startsWith('L') ? 'left' : 'right');
    for (const id of ['found1', 'found4', 'keller']) {
      expect(slot(id).col).toBeGreaterThan(slot('L1').col);
      expect(slot(id).col).toBeLessThan(slot('R1').col);
    }
    expect(slot('keller').row).toBe(slot('L5').row);
    expect(slot('found1').role).toBe('foundation');
    expect(slot('keller').role).toBe('cell');
    expect([slot('L5').label, slot('R5').label, slot('L4').label]).toEqual(['x', 'x', undefined]);
  });
});

describe('grosse-patience: down only, as the rule text says (11-A1 "text-strict")', () => {
  it('builds the rows only one rank lower in suit, with K on A', () => {
    const layout = {found1: '2C', L1: '8D', R1: 'TD', L2: '9D', R2: 'KS', L3: 'AS', R3: '9S'};
    const strict = only(game, layout, {}, ['text-strict']);
    expect(codes(play(game, strict, move('L2', 'R1')), 'R1')).toBe('TD 9D');
    expect(codes(play(game, strict, move('R2', 'L3')), 'L3')).toBe('AS KS');
    expect(reasonFor(game, strict, move('L2', 'L1'))).toBe('9♦ needs 10♦');
    expect(reasonFor(game, strict, move('L3', 'R2'))).toBe('A♠ needs 2♠');
    expect(legal(only(game, layout))).toContain('L2>L1x1');
    expect(legal(strict)).not.toContain('L2>L1x1');
  });

  it('moves only a descending sequence into an empty half', () => {
    const layout = {found1: '3H', L1: '9D 8D 7D', R1: '5S 6S 7S', L2: ''};
    const strict = only(game, layout, {}, ['text-strict']);
    expect(legal(strict)).toContain('L1>L2x3');
    expect(legal(strict)).not.toContain('R1>L2x2');
    expect(reasonFor(game, strict, move('R1', 'L2', 2))).toBe('those 2 cards are not a sequence of one suit: only the outer card plays');
    expect(legal(only(game, layout))).toContain('R1>L2x3');
  });

  it('makes the worked example fail at move 10: 6♠ may not go up onto 5♠', () => {
    let state = newGame('grosse-patience', {order: EXAMPLE_ORDER}, ['text-strict']);
    for (const each of EXAMPLE_MOVES.slice(0, 9)) state = applyMove(state, each);
    expect(() => applyMove(state, EXAMPLE_MOVES[9])).toThrow('6♠ needs 7♠');
  });
});

describe('grosse-patience: words', () => {
  it('names the families by the suits of their base cards, the halves by row and side', () => {
    const state = newGame('grosse-patience', {order: EXAMPLE_ORDER});
    const names = game.piles(state as never).map((spec) => spec.name.en);
    expect(names.slice(0, 5)).toEqual(['clubs family', 'spades family', 'hearts family', 'diamonds family', 'Keller']);
    expect(game.piles(state as never).find((spec) => spec.id === 'found3')).toMatchObject({suit: 2, name: {de: 'Herz-Stamm'}});
    expect(game.piles(state as never).find((spec) => spec.id === 'R5')?.name).toEqual({en: 'row 5 right', de: 'Reihe 5 rechts'});
  });

  it('says its reasons in German', () => {
    const state = only(game, {found1: '2C AC', found2: '2S', L1: '3C', R1: 'TD', L2: '8D', L5: 'QS', R5: 'QH', keller: '5C'});
    const german = (each: Move) => speak(game, state, explain(game, state, each)!, 'de');
    expect(german(move('L1', 'found1'))).toBe('der Kreuz-Stamm braucht als Nächstes K♣ (er wird abwärts gebaut)');
    expect(german(move('L2', 'R1'))).toBe('8♦ braucht 9♦ oder 7♦');
    expect(german(move('keller', 'found1'))).toBe('die Kellerkarte darf nur heraus, solange eine Hälfte von Reihe 5 leer ist');
    expect(german(move('L1', 'found2'))).toBe('dieser Stamm nimmt nur Pik');
    expect(german(move('R1', 'keller'))).toBe('im Keller liegt schon eine Karte');
  });

  it('shows under the table what each family takes next', () => {
    const state = only(game, {found1: '2C AC', found2: '2S', found3: '2H 3H', found4: 'KD AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD'});
    expect(speak(game, state, game.hint!(state)!)).toBe('next on the families: K♣, 3♠ or A♠, 4♥');
    expect(speak(game, state, game.hint!(state)!, 'de')).toBe('als Nächstes auf die Stämme: K♣, 3♠ oder As♠, 4♥');
  });

  it('says why a game without moves is lost, naming a locked Keller', () => {
    const tops = {L1: '9H', L2: '4D', L3: 'KS', L4: '7C', R1: 'QH', R2: 'TD', R3: '5H', R4: '2S', L5: '7D', R5: 'JS'};
    const locked = only(game, {...tops, found1: '2C', keller: '5S'});
    expect(legalMovesOf(game, locked)).toEqual([]);
    expect(outcomeOf(game, locked)).toBe('lost');
    expect(speak(game, locked, game.ending!(locked)!)).toBe('no card can move, and row 5 keeps the Keller locked');
    const empty = only(game, {...tops, found1: '2C', keller: '5S', L5: '', R5: '', L4: '3S'});
    expect(outcomeOf(game, only(game, {...tops, found1: '2C', keller: '8S'}))).toBe('lost');
    expect(speak(game, empty, game.ending!(empty)!)).toBe('no card can move any more');
    expect(speak(game, empty, game.ending!(empty)!, 'de')).toBe('keine Karte kann mehr ziehen');
  });
});
