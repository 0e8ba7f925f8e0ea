import {describe, expect, it} from 'vitest';
import {type Card, KING, makeCard, rank} from '../../source/core/cards.js';
import {type CompactModel, NO_FOCUS} from '../../source/core/compact.js';
import {createRandom} from '../../source/core/random.js';
import type {GameDefinition, GameMove, Pile, State} from '../../source/core/types.js';
import {napoleonDoubletsCompact} from '../../source/games/napoleon-doublets-compact.js';
import {nextValue} from '../../source/games/napoleon-doublets-transfers.js';
import {napoleonDoublets} from '../../source/games/napoleon-doublets.js';
import {CompactSearch} from '../../source/solver/compact-search.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {makeHasher} from '../../source/solver/hash.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
import {dealt} from '../helpers.js';

/**
 * Napoleon's Doubling's compact model (napoleon-doublets-compact.ts) against
 * the rules and the general search where test/solver/compact.test.ts does not
 * look: in every combination of the switches (that test takes them one at a
 * time); at made-up positions whose cards fit often (several reserve cards
 * and the waste's top at once, a turned card that fits, a full foundation);
 * and keys of positions that differ in one thing.
 */

const game = napoleonDoublets as unknown as GameDefinition;
const RESERVES = 7;
const FOUND = 7;
const STOCK = 8;
const WASTE = 9;
const VARIANTS: string[][] = [[], ['turn-any-time']].flatMap((turn) =>
  [[], ['stock-refill']].flatMap((refill) => [[], ['pass-over']].map((over) => [...turn, ...refill, ...over])),
);

function modelFor(state: State): CompactModel {
  const model = napoleonDoubletsCompact(state);
  if (!model) throw new Error("no compact model for a position of Napoleon's Doubling");
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

/** Positions of random play from a deal to its end. */
function randomPlay(start: State, seed: number): State[] {
  const random = createRandom(seed);
  const states: State[] = [];
  let state = start;
  for (;;) {
    states.push(state);
    const moves = outcomeFor(game, state) === 'playing' ? searchMoves(game, state) : [];
    if (moves.length === 0) return states;
    state = game.apply(state, moves[random() % moves.length]);
  }
}

/** A card of the rank that fits next, of the one after, a king, or any. */
function likelyCard(random: () => number, next: number): Card {
  const choice = random() % 5;
  const wanted = choice === 0 ? next : choice === 1 ? nextValue(next) : choice === 2 ? KING : 1 + (random() % 13);
  return makeCard(wanted, random() % 4);
}

/** A made-up position: a foundation of any size from any base, reserve places often empty or fitting, a short stock and waste. */
function madeUp(random: () => number, variant: readonly string[]): State {
  const base = dealt(game, 1, variant);
  const found: Card[] = [makeCard(1 + (random() % 12), 0)];
  const size = 1 + (random() % 47);
  while (found.length < size) found.push(makeCard(nextValue(rank(found.at(-1)!)), random() % 4));
  const next = nextValue(rank(found.at(-1)!));
  const piles: Pile[] = base.piles.map((pile, index) => {
    if (index < RESERVES) return {id: pile.id, cards: random() % 4 === 0 ? [] : [likelyCard(random, next)], down: 0};
    if (index === FOUND) return {id: pile.id, cards: found, down: 0};
    const cards = Array.from({length: random() % 8}, () => likelyCard(random, next));
    return {id: pile.id, cards, down: index === STOCK ? cards.length : 0};
  });
  return {...base, piles, vars: {passes: 1 + (random() % 3)}};
}

function withPile(state: State, index: number, cards: readonly Card[]): State {
  const down = index === STOCK ? cards.length : 0;
  return {...state, piles: state.piles.map((pile, at) => (at === index ? {id: pile.id, cards, down} : pile))};
}

function withCard(state: State, index: number, height: number, card: Card): State {
  return withPile(
    state,
    index,
    state.piles[index].cards.map((old, at) => (at === height ? card : old)),
  );
}

/** Positions that differ from `state` in one thing: some the general key tells apart, some not (suits, which reserve place holds what). */
function neighbours(state: State, random: () => number): State[] {
  const found: State[] = [{...state, vars: {passes: (state.vars as {passes: number}).passes + 1}}];
  const reserves = state.piles.slice(0, RESERVES);
  const turned = [...reserves.slice(1), reserves[0]].map((pile, at) => ({...pile, id: reserves[at].id}));
  found.push({...state, piles: [...turned, ...state.piles.slice(RESERVES)]});
  for (let index = 0; index < state.piles.length; index++) {
    const cards = state.piles[index].cards;
    if (cards.length === 0) continue;
    const height = random() % cards.length;
    const card = cards[height];
    found.push(withCard(state, index, height, makeCard(rank(card), (random() % 3) + 1)));
    if (index !== FOUND) found.push(withCard(state, index, height, makeCard((rank(card) % 13) + 1, 0)));
    if (index < RESERVES) found.push(withPile(state, index, []));
  }
  const stock = state.piles[STOCK].cards;
  const waste = state.piles[WASTE].cards;
  if (stock.length > 0 && waste.length > 0) found.push(withCard(withCard(state, STOCK, 0, waste[0]), WASTE, 0, stock[0]));
  if (waste.length > 0) found.push(withPile(withPile(state, WASTE, waste.slice(0, -1)), STOCK, [...stock, waste.at(-1)!]));
  return found;
}

describe('Napoleon’s Doubling’s compact model', () => {
  it('covers every variant', () => {
    for (const variant of VARIANTS) expect(napoleonDoubletsCompact(dealt(game, 1, variant))).toBeDefined();
  });

  it.each(VARIANTS.map((variant) => [variant.join('+') || 'standard', variant] as const))(
    'plays as the rules along random play, and keys positions alike exactly where the general key does: %s',
    (_name, variant) => {
      const general = makeHasher(game);
      for (const deal of [1, 2, 3, 4]) {
        const start = dealt(game, deal, variant);
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
      for (let deal = 1; deal <= 8; deal++) {
        const start = dealt(game, deal, variant);
        for (const shuffle of [undefined, 0x2545f491]) {
          const general = new DepthFirst(game, start, 'win', shuffle).run({nodes: 6000});
          expect(new CompactSearch(game, modelFor(start), start, shuffle).run({nodes: 6000})).toEqual(general);
          const pieces = new CompactSearch(game, modelFor(start), start, shuffle);
          pieces.run({nodes: 40});
          expect(pieces.run({nodes: 6000})).toEqual(general);
        }
      }
    },
    60_000,
  );

  it('plays as the rules at made-up positions where cards fit often', () => {
    const random = createRandom(0x5eed);
    let several = 0;
    let won = 0;
    for (let round = 0; round < 3000; round++) {
      const state = madeUp(random, VARIANTS[round % VARIANTS.length]);
      expectAsRules(state);
      const moves = searchMoves(game, state);
      if (moves.length > 2) several++;
      if (moves.some((move) => outcomeFor(game, game.apply(state, move)) === 'won')) won++;
    }
    expect(several).toBeGreaterThan(300);
    expect(won).toBeGreaterThan(10);
  });

  it('keys a position and one that differs in one thing alike exactly where the general key does', () => {
    const general = makeHasher(game);
    const random = createRandom(0xbeef);
    let alike = 0;
    let apart = 0;
    const states = randomPlay(dealt(game, 5), 17);
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
