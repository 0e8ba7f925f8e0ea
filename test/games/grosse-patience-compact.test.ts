import {describe, expect, it} from 'vitest';
import {legalMovesOf} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import type {GameMove, Pile, State} from '../../source/core/types.js';
import {grossePatienceCompact} from '../../source/games/grosse-patience-compact.js';
import {gameById} from '../../source/games/index.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
import {compactKey, expectSearchAlike, generalKey, holdToRules, modelAt, OneToOne} from '../solver/compact-checks.js';
import {dealt, midGame, only} from '../helpers.js';

const game = gameById('grosse-patience');
const VARIANTS: readonly (readonly string[])[] = [[], ['text-strict']];
const DEALS = Array.from({length: 20}, (_, index) => index + 1);

const modelOf = (state: State) => modelAt(game, state, grossePatienceCompact);

/** Any legal move, or one of the search's first two (which go deeper into a deal), chosen by `random`. */
function randomMove(state: State, random: () => number): GameMove | undefined {
  const moves = random() % 3 === 0 ? legalMovesOf(game, state) : searchMoves(game, state);
  return moves.length === 0 ? undefined : moves[random() % Math.min(moves.length, random() % 2 === 0 ? moves.length : 2)];
}

/**
 * Positions of both variants along the general search's winning line of each deal (random play where it finds none,
 * or does not finish), each with a short seeded random excursion off the line: deep into deals, where the Keller is
 * released, halves are emptied and runs move.
 */
function playedPositions(excursion: number): State[] {
  const found: State[] = [];
  for (const variant of VARIANTS) {
    for (const deal of DEALS) {
      const random = createRandom(deal * 7_727 + variant.length);
      let state = dealt(game, deal, variant);
      const answer = new DepthFirst(game, state).run({nodes: 20_000});
      const line = answer.status === 'won' ? answer.line : [];
      for (let step = 0; outcomeFor(game, state) === 'playing'; step++) {
        found.push(state);
        let aside = state;
        for (let each = 0; each < excursion; each++) {
          const move = randomMove(aside, random);
          if (!move) break;
          aside = game.apply(aside, move);
          if (outcomeFor(game, aside) === 'playing') found.push(aside);
        }
        const next = step < line.length ? line[step] : randomMove(state, random);
        if (!next) break;
        state = game.apply(state, next);
      }
    }
  }
  return found;
}

const positions = playedPositions(4);

/** A position's key through a model made for it. */
const keyOf = (state: State) => compactKey(modelOf(state), state);

/** A position's general key. */
const general = (state: State) => generalKey(game, state).key;

function pileOf(state: State, id: string): Pile {
  return state.piles.find((pile) => pile.id === id)!;
}

/** The position with the cards of two piles swapped. */
function swapped(state: State, one: string, other: string): State {
  const piles = state.piles.map((pile) => {
    if (pile.id === one) return {...pile, cards: pileOf(state, other).cards};
    if (pile.id === other) return {...pile, cards: pileOf(state, one).cards};
    return pile;
  });
  return {...state, piles};
}

describe('grosse-patience: the compact model answers as the rules and the solver hooks do', () => {
  it('is the game’s compact model, for both variants', () => {
    expect(game.solver?.compact).toBe(grossePatienceCompact);
    for (const variant of VARIANTS) expect(grossePatienceCompact(dealt(game, 1, variant))).toBeDefined();
    expect(grossePatienceCompact(dealt(game, 1))).not.toBe(grossePatienceCompact(dealt(game, 1, ['text-strict'])));
  });

  it('lists the moves the search tries, in its order, and plays each to the position and outcome the rules reach', () => {
    const seen = {moves: 0, runs: 0, intoEmpty: 0, fromKeller: 0, intoKeller: 0, safe: 0, strict: 0, wins: 0};
    for (const state of positions) {
      const children = holdToRules(game, modelOf(state), state);
      const first = children.length === 1 ? children[0].move : undefined;
      if (first?.kind === 'move' && first.to.startsWith('found')) seen.safe++;
      if (state.switches['text-strict']) seen.strict++;
      for (const {move, outcome} of children) {
        if (move.kind !== 'move') throw new Error('Die große Patience has transfers only');
        seen.moves++;
        if (move.count > 1) seen.runs++;
        if (pileOf(state, move.to).cards.length === 0) seen.intoEmpty++;
        if (move.from === 'keller') seen.fromKeller++;
        if (move.to === 'keller') seen.intoKeller++;
        if (outcome === 'won') seen.wins++;
      }
    }
    expect(seen.moves).toBeGreaterThan(50_000);
    for (const count of [seen.runs, seen.intoEmpty, seen.fromKeller, seen.intoKeller, seen.safe, seen.strict]) expect(count).toBeGreaterThan(1_000);
    expect(seen.wins).toBeGreaterThan(0);
  });

  it('keys two positions alike exactly when the general key does', () => {
    const keys = new OneToOne();
    const check = (state: State) => keys.check(general(state), keyOf(state));
    positions.forEach((state, index) => {
      check(state);
      // Play comes back to positions (shuttles, transpositions): those a move leads to, checked again as reached.
      if (index % 8 === 0) for (const move of legalMovesOf(game, state)) check(game.apply(state, move));
    });
    expect(keys.size).toBeGreaterThan(15_000);
    expect(keys.alike).toBeGreaterThan(5_000);
  });

  it('takes the halves of rows 1–4 as alike, and the two halves of row 5, and nothing else', () => {
    let checked = 0;
    for (const state of positions.filter((_, index) => index % 20 === 0)) {
      const key = keyOf(state);
      for (const [one, other, same] of [
        ['L1', 'R4', true],
        ['L2', 'L3', true],
        ['L5', 'R5', true],
        ['found1', 'found2', false],
        ['L4', 'L5', false],
      ] as const) {
        const moved = swapped(state, one, other);
        if (grossePatienceCompact(moved) === undefined) continue;
        const differs = general(moved) !== general(state);
        expect(differs).toBe(!same && pileOf(state, one).cards.join() !== pileOf(state, other).cards.join());
        expect(keyOf(moved) !== key).toBe(differs);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2_000);
  });

  it('tells apart what the general key tells apart where the cards are not all there (positions set up by hand)', () => {
    let checked = 0;
    for (const state of positions.filter((_, index) => index % 20 === 0)) {
      const key = keyOf(state);
      // A pile's outer card taken away: every part of the position counts, the Keller and the families too.
      for (const pile of state.piles) {
        if (pile.cards.length === 0) continue;
        const less = {...state, piles: state.piles.map((each) => (each === pile ? {...pile, cards: pile.cards.slice(0, -1)} : each))};
        expect(general(less)).not.toBe(general(state));
        expect(keyOf(less)).not.toBe(key);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5_000);
    // A family built up or down to the same card.
    const up = only(game, {found1: '5C 6C 7C', L1: 'KD'});
    const down = only(game, {found1: '9C 8C 7C', L1: 'KD'});
    expect(general(up)).not.toBe(general(down));
    expect(keyOf(up)).not.toBe(keyOf(down));
  });

  it('searches as the general search: the same answer, line and number of positions', () => {
    // Deals the stored results decide in 5,000 to 15,000 positions, won and lost, and positions in mid-game.
    const starts = [
      ...[1, 16, 66, 67, 198].map((deal) => dealt(game, deal)),
      ...[76, 92, 112, 191].map((deal) => dealt(game, deal, ['text-strict'])),
      ...[5, 6, 8].map((deal) => midGame(game, deal, 25)),
    ];
    for (const start of starts) {
      expect(expectSearchAlike(game, modelOf(start), start, {nodes: 20_000, shuffles: [undefined]}).status).not.toBe('unknown');
    }
  }, 120_000);

  it('answers as the rules from positions set up by hand that it covers, and searches them as the general search', () => {
    const starts = [
      // All 52 cards: families going up, down and still open, a half grown beyond its dealt cards, an empty half.
      only(game, {
        found1: '5C 6C 7C 8C 9C TC JC QC',
        found2: '5S 4S 3S 2S AS KS QS JS TS 9S',
        found3: '5H',
        found4: '5D 6D 7D 8D 9D TD JD QD KD AD 2D',
        L1: '4C 8S 3C 7H 8H 9H TH',
        R1: 'KC',
        L2: 'AC 2C',
        R2: 'JH QH',
        L3: '6S',
        R3: '4D 3D',
        L4: 'KH',
        L5: '7S AH 2H',
        R5: '6H 3H 4H',
      }),
      // Near the end: every family built down from the 2 but for its 5, 4 and 3.
      only(game, {
        found1: '2C AC KC QC JC TC 9C 8C 7C 6C',
        found2: '2S AS KS QS JS TS 9S 8S 7S 6S',
        found3: '2H AH KH QH JH TH 9H 8H 7H 6H',
        found4: '2D AD KD QD JD TD 9D 8D 7D 6D',
        L1: '3C 4C 5C',
        R1: '4S 3S',
        L2: '3H',
        L5: '5S 4H',
        R5: '5H 3D',
        keller: '4D',
        R4: '5D',
      }),
    ];
    for (const variant of VARIANTS) {
      for (const made of starts) {
        const start = {...made, switches: dealt(game, 1, variant).switches};
        const model = modelOf(start);
        const random = createRandom(variant.length + 17);
        for (let state = start, step = 0; step < 40 && outcomeFor(game, state) === 'playing'; step++) {
          holdToRules(game, model, state);
          const legal = legalMovesOf(game, state);
          if (legal.length === 0) break;
          state = game.apply(state, legal[random() % legal.length]);
        }
        expect(expectSearchAlike(game, model, start, {nodes: 20_000, shuffles: [undefined]}).status).toBe('won');
      }
    }
  });

  it('leaves to the general search the starts it does not cover', () => {
    const played = positions[positions.length - 1];
    // A family with a gap, a card of a second pack, a face-down card, and halves longer than their slots allow.
    expect(grossePatienceCompact(only(game, {found1: '5C 6C 9C', L1: '8C', R1: 'TC'}))).toBeUndefined();
    expect(grossePatienceCompact(only(game, {found1: '5C', L1: '8C', R1: '8C'}))).toBeUndefined();
    expect(grossePatienceCompact(only(game, {found1: '5C', L1: {cards: '8C 9H', down: 1}}))).toBeUndefined();
    expect(grossePatienceCompact(only(game, {found1: '5C', L5: '2D 3D 4D 5D 6D'}))).toBeUndefined();
    expect(grossePatienceCompact(only(game, {found1: '5C', L1: 'KS QC 2C 3C 4H 6H'}))).toBeUndefined();
    expect(grossePatienceCompact({...played, resigned: true})).toBeUndefined();
    expect(grossePatienceCompact({...played, switches: {...played.switches, 'some-other-rule': true}})).toBeUndefined();
    // A half longer than dealt whose run on top starts at the fifth card at the latest keeps within its slot.
    expect(grossePatienceCompact(only(game, {found1: '5C', L1: 'KS QC 2C 3C 4H 5H 6H 7H'}))).toBeDefined();
  });
});
