import {describe, expect, it} from 'vitest';
import {type Card, KING, makeCard, rank} from '../../source/core/cards.js';
import {createRandom} from '../../source/core/random.js';
import type {GameDefinition, Pile, State} from '../../source/core/types.js';
import {nextValue} from '../../source/games/napoleon-doublets-transfers.js';
import {napoleonDoublets} from '../../source/games/napoleon-doublets.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
import {expectSearchAlike, holdAlongRandomPlay, holdToRules, keyNeighbours, modelAt, randomLine, variantCases} from '../solver/compact-checks.js';
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

/** The game's model for a position, as the search asks for it. */
const compactOf = (state: State) => game.solver!.compact!(state);
const modelFor = (state: State) => modelAt(game, state, compactOf);

/** Holds the model to the rules at one position, the moves of the positions its moves lead to included. */
const expectAsRules = (state: State) => holdToRules(game, modelFor(state), state, {childMoves: true});

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
    for (const variant of VARIANTS) expect(compactOf(dealt(game, 1, variant))).toBeDefined();
  });

  it.each(variantCases(VARIANTS))('plays as the rules along random play, and keys positions alike exactly where the general key does: %s', (_name, variant) => {
    for (const deal of [1, 2, 3, 4]) {
      const start = dealt(game, deal, variant);
      holdAlongRandomPlay(game, start, deal * 7919 + variant.length, {make: compactOf, childMoves: true});
    }
  });

  it.each(variantCases(VARIANTS))(
    'searches as the general search, in one piece or several, in a restart’s order too: %s',
    (_name, variant) => {
      for (let deal = 1; deal <= 8; deal++) {
        const start = dealt(game, deal, variant);
        expectSearchAlike(game, modelFor(start), start, {piece: 40});
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
    const random = createRandom(0xbeef);
    const states = randomLine(game, dealt(game, 5), 17);
    for (let round = 0; round < 500; round++) states.push(madeUp(random, VARIANTS[round % VARIANTS.length]));
    const {alike, apart} = keyNeighbours(game, states, (state) => neighbours(state, random), compactOf);
    expect(alike).toBeGreaterThan(1000);
    expect(apart).toBeGreaterThan(3000);
  });
});
