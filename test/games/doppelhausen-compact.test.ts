import {describe, expect, it} from 'vitest';
import {type Card, makeCard, rank} from '../../source/core/cards.js';
import {type CompactModel, NO_FOCUS} from '../../source/core/compact.js';
import {createRandom} from '../../source/core/random.js';
import type {GameDefinition, GameMove, Pile, State} from '../../source/core/types.js';
import {doppelhausenCompact} from '../../source/games/doppelhausen-compact.js';
import {doppelhausen} from '../../source/games/doppelhausen.js';
import {CompactSearch} from '../../source/solver/compact-search.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {makeHasher} from '../../source/solver/hash.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
import {dealt} from '../helpers.js';

/**
 * Die Doppelhaufen's compact model (doppelhausen-compact.ts) against the rules
 * and the general search where test/solver/compact.test.ts does not look: in
 * every combination of the switches (that test takes them one at a time) and
 * with the old saves' hidden "every dry pass loses"; at made-up positions,
 * their tops drawn from a few ranks so that pairs, triples and two pairing
 * ranks at once come often; and keys of positions that differ in one thing.
 */

const game = doppelhausen as unknown as GameDefinition;
const PILES = 5;
const VARIANTS: string[][] = [[], ['keep-sides'], ['turn-sides']].flatMap((sides) =>
  [[], ['random-split']].flatMap((split) => [[], ['fixed-order']].map((order) => [...split, ...sides, ...order])),
);

function started(deal: number, variant: readonly string[], dryPassLoses = false): State {
  const state = dealt(game, deal, variant);
  return dryPassLoses ? {...state, switches: {...state.switches, 'dry-pass-loses': true}} : state;
}

function modelFor(state: State): CompactModel {
  const model = doppelhausenCompact(state);
  if (!model) throw new Error('no compact model for a position of Die Doppelhaufen');
  return model;
}

function encoded(model: CompactModel, state: State): Uint8Array {
  const data = new Uint8Array(model.size);
  model.encode(state, data, 0);
  return data;
}

/** The model's codes and moves at `at` (no priorities: the rules' order). */
function listed(model: CompactModel, data: Uint8Array, at: number): {codes: number[]; moves: GameMove[]} {
  // One place more than the model may use: a longer list would show.
  const codes = new Int32Array(model.maxMoves + 1);
  const count = model.moves(data, at, codes, 0, new Float64Array(model.maxMoves + 1), NO_FOCUS);
  expect(count).toBeLessThanOrEqual(model.maxMoves);
  const kept = Array.from(codes.subarray(0, count));
  return {codes: kept, moves: kept.map((code) => model.move(code))};
}

/** Holds the model to the rules at one position: its outcome, the moves, and for each the position it leads to (key, outcome, moves). */
function expectAsRules(state: State): void {
  const model = modelFor(state);
  const size = model.size;
  const data = new Uint8Array(size * 2);
  model.encode(state, data, 0);
  expect(model.outcome(data, 0, 0)).toBe(outcomeFor(game, state));
  if (outcomeFor(game, state) !== 'playing') return;
  const before = data.slice(0, size);
  const {codes, moves} = listed(model, data, 0);
  expect(moves).toEqual(searchMoves(game, state));
  moves.forEach((move, index) => {
    const next = game.apply(state, move);
    model.apply(data, 0, codes[index], size);
    // The position moved from stays as it was.
    expect(before.every((byte, at) => data[at] === byte)).toBe(true);
    expect(model.key(data, size)).toBe(model.key(encoded(model, next), 0));
    const outcome = outcomeFor(game, next, 'win', move);
    expect(model.outcome(data, size, codes[index])).toBe(outcome);
    if (outcome === 'playing') expect(listed(model, data, size).moves).toEqual(searchMoves(game, next));
  });
}

/** Positions of random play from a deal to its end (or 400 moves). */
function randomPlay(start: State, seed: number): State[] {
  const random = createRandom(seed);
  const states: State[] = [];
  let state = start;
  for (let step = 0; step < 400 && outcomeFor(game, state) === 'playing'; step++) {
    states.push(state);
    const moves = searchMoves(game, state);
    state = game.apply(state, moves[random() % moves.length]);
  }
  states.push(state);
  return states;
}

function randomCard(random: () => number, ranks: readonly number[]): Card {
  return makeCard(ranks[random() % ranks.length], random() % 4, random() % 2);
}

/** A made-up position: short piles of a few ranks (both heaps empty now and then, to begin passes), any flags. */
function madeUp(random: () => number, variant: readonly string[]): State {
  const base = started(1, variant, random() % 4 === 0);
  const ranks = [1 + (random() % 13), 1 + (random() % 13), 1 + (random() % 13)];
  const emptyHeaps = random() % 4 === 0;
  const piles: Pile[] = base.piles.map((pile, index) => {
    const empty = emptyHeaps && (index === 1 || index === 2);
    const count = empty ? 0 : random() % (index === PILES - 1 ? 9 : 7);
    return {id: pile.id, cards: Array.from({length: count}, () => randomCard(random, ranks)), down: 0};
  });
  return {...base, piles, vars: {pass: 1 + (random() % 4), paired: random() % 2 === 0, evenStart: random() % 2 === 0}};
}

function withCard(state: State, pile: number, height: number, card: Card): State {
  const piles = state.piles.map((each, index) => (index === pile ? {...each, cards: each.cards.map((old, at) => (at === height ? card : old))} : each));
  return {...state, piles};
}

function withCards(state: State, pile: number, cards: readonly Card[]): State {
  return {...state, piles: state.piles.map((each, index) => (index === pile ? {...each, cards} : each))};
}

/** Positions that differ from `state` in one thing: some the general key tells apart, some not (suits, the discard, the pass number). */
function neighbours(state: State, random: () => number): State[] {
  const found: State[] = [];
  const vars = state.vars as {pass: number; paired: boolean; evenStart: boolean};
  found.push(
    {...state, vars: {...vars, paired: !vars.paired}},
    {...state, vars: {...vars, evenStart: !vars.evenStart}},
    {...state, vars: {...vars, pass: vars.pass + 1}},
  );
  found.push(withCards(state, PILES, [...state.piles[PILES].cards, makeCard(5, 2, 1)]));
  for (let pile = 0; pile < PILES; pile++) {
    const cards = state.piles[pile].cards;
    if (cards.length === 0) continue;
    const height = random() % cards.length;
    const card = cards[height];
    found.push(withCard(state, pile, height, makeCard(rank(card), (random() % 3) + 1, random() % 2)));
    found.push(withCard(state, pile, height, makeCard((rank(card) % 13) + 1, 0, 0)));
    const other = (pile + 1 + (random() % (PILES - 1))) % PILES;
    if (state.piles[other].cards.length > height) found.push(withCard(withCard(state, pile, height, state.piles[other].cards[height]), other, height, card));
    found.push(withCards(withCards(state, pile, cards.slice(0, -1)), other, [...state.piles[other].cards, cards.at(-1)!]));
    if (cards.length > 1) found.push(withCards(state, pile, [...cards.slice(1), cards[0]]));
  }
  return found;
}

describe('Die Doppelhaufen’s compact model', () => {
  it('covers every variant', () => {
    for (const variant of VARIANTS) expect(doppelhausenCompact(started(1, variant))).toBeDefined();
    expect(doppelhausenCompact(started(1, [], true))).toBeDefined();
  });

  it.each(VARIANTS.map((variant) => [variant.join('+') || 'standard', variant] as const))(
    'plays as the rules along random play, and keys positions alike exactly where the general key does: %s',
    (_name, variant) => {
      const general = makeHasher(game);
      for (const deal of [1, 2, 3]) {
        const start = started(deal, variant, deal === 3);
        const model = modelFor(start);
        const byGeneral = new Map<number, number>();
        const byCompact = new Map<number, number>();
        for (const state of randomPlay(start, deal * 7919 + variant.length)) {
          expectAsRules(state);
          const key = model.key(encoded(model, state), 0);
          const generalKey = general(state);
          expect(byGeneral.get(generalKey) ?? key).toBe(key);
          expect(byCompact.get(key) ?? generalKey).toBe(generalKey);
          byGeneral.set(generalKey, key);
          byCompact.set(key, generalKey);
        }
      }
    },
  );

  it.each(VARIANTS.map((variant) => [variant.join('+') || 'standard', variant] as const))(
    'searches as the general search, in one piece or several, in a restart’s order too: %s',
    (_name, variant) => {
      for (let deal = 1; deal <= 6; deal++) {
        const start = started(deal, variant, deal % 3 === 0);
        for (const shuffle of [undefined, 0x2545f491]) {
          const general = new DepthFirst(game, start, 'win', shuffle).run({nodes: 6000});
          expect(new CompactSearch(game, modelFor(start), start, shuffle).run({nodes: 6000})).toEqual(general);
          const pieces = new CompactSearch(game, modelFor(start), start, shuffle);
          pieces.run({nodes: 50});
          expect(pieces.run({nodes: 6000})).toEqual(general);
        }
      }
    },
    60_000,
  );

  it('plays as the rules at made-up positions of a few ranks', () => {
    const random = createRandom(0x5eed);
    let choices = 0;
    for (let round = 0; round < 3000; round++) {
      const state = madeUp(random, VARIANTS[round % VARIANTS.length]);
      expectAsRules(state);
      if (outcomeFor(game, state) === 'playing' && searchMoves(game, state)[0].kind === 'remove') choices++;
    }
    expect(choices).toBeGreaterThan(300);
  });

  it('keys a position and one that differs in one thing alike exactly where the general key does', () => {
    const general = makeHasher(game);
    const random = createRandom(0xbeef);
    let alike = 0;
    let apart = 0;
    const states = [...randomPlay(started(4, []), 17).filter((_, index) => index % 10 === 0)];
    for (let round = 0; round < 500; round++) states.push(madeUp(random, VARIANTS[round % VARIANTS.length]));
    for (const state of states) {
      const model = modelFor(state);
      const key = model.key(encoded(model, state), 0);
      for (const other of neighbours(state, random)) {
        const same = general(other) === general(state);
        expect(model.key(encoded(model, other), 0) === key).toBe(same);
        if (same) alike++;
        else apart++;
      }
    }
    expect(alike).toBeGreaterThan(1000);
    expect(apart).toBeGreaterThan(3000);
  });
});
