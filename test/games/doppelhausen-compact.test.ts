import {describe, expect, it} from 'vitest';
import {type Card, makeCard, rank} from '../../source/core/cards.js';
import {createRandom} from '../../source/core/random.js';
import type {GameDefinition, Pile, State} from '../../source/core/types.js';
import {doppelhausenCompact} from '../../source/games/doppelhausen-compact.js';
import {doppelhausen} from '../../source/games/doppelhausen.js';
import {expectSearchAlike, holdAlongRandomPlay, holdToRules, keyNeighbours, modelAt, randomLine, variantCases} from '../solver/compact-checks.js';
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

const modelFor = (state: State) => modelAt(game, state, doppelhausenCompact);

/** Holds the model to the rules at one position, the moves of the positions its moves lead to included. */
const expectAsRules = (state: State) => holdToRules(game, modelFor(state), state, {childMoves: true});

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

  it.each(variantCases(VARIANTS))('plays as the rules along random play, and keys positions alike exactly where the general key does: %s', (_name, variant) => {
    for (const deal of [1, 2, 3]) {
      const start = started(deal, variant, deal === 3);
      holdAlongRandomPlay(game, start, deal * 7919 + variant.length, {make: doppelhausenCompact, childMoves: true, steps: 400});
    }
  });

  it.each(variantCases(VARIANTS))(
    'searches as the general search, in one piece or several, in a restart’s order too: %s',
    (_name, variant) => {
      for (let deal = 1; deal <= 6; deal++) {
        const start = started(deal, variant, deal % 3 === 0);
        expectSearchAlike(game, modelFor(start), start, {piece: 50});
      }
    },
    60_000,
  );

  it('plays as the rules at made-up positions of a few ranks', () => {
    const random = createRandom(0x5eed);
    let choices = 0;
    for (let round = 0; round < 3000; round++) {
      const state = madeUp(random, VARIANTS[round % VARIANTS.length]);
      if (expectAsRules(state)[0]?.move.kind === 'remove') choices++;
    }
    expect(choices).toBeGreaterThan(300);
  });

  it('keys a position and one that differs in one thing alike exactly where the general key does', () => {
    const random = createRandom(0xbeef);
    const states = randomLine(game, started(4, []), 17, {steps: 400}).filter((_, index) => index % 10 === 0);
    for (let round = 0; round < 500; round++) states.push(madeUp(random, VARIANTS[round % VARIANTS.length]));
    const {alike, apart} = keyNeighbours(game, states, (state) => neighbours(state, random), doppelhausenCompact);
    expect(alike).toBeGreaterThan(1000);
    expect(apart).toBeGreaterThan(3000);
  });
});
