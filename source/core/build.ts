import {type Card, isRed, rank, suit} from './cards.js';
import type {Pile} from './types.js';

/** How a card may be built on another (SPEC.md C6). */
export type Build = {
  readonly dir: 'down' | 'up' | 'either';
  readonly match: 'any' | 'suit' | 'alt-colour';
  readonly wrap?: boolean;
};

export const ALT_DOWN: Build = {dir: 'down', match: 'alt-colour'};
export const ALT_UP: Build = {dir: 'up', match: 'alt-colour'};
export const SUIT_UP: Build = {dir: 'up', match: 'suit'};
export const SUIT_DOWN: Build = {dir: 'down', match: 'suit'};

function step(from: number, by: number, wrap: boolean | undefined): number | undefined {
  const next = from + by;
  if (next >= 1 && next <= 13) return next;
  if (!wrap) return undefined;
  return next < 1 ? 13 : 1;
}

/** True when card X may lie on card Y under the build. */
export function fits(x: Card, y: Card, build: Build): boolean {
  if (build.match === 'suit' && suit(x) !== suit(y)) return false;
  if (build.match === 'alt-colour' && isRed(x) === isRed(y)) return false;
  const rx = rank(x);
  const ry = rank(y);
  if (build.dir !== 'up' && step(ry, -1, build.wrap) === rx) return true;
  if (build.dir !== 'down' && step(ry, 1, build.wrap) === rx) return true;
  return false;
}

/** Card ids run below this (two packs). */
const CARDS = 104;
const tables = new WeakMap<Build, Uint8Array>();

/**
 * `fits` for every pair of cards, worked out once per build and pair: rules that
 * ask millions of times during a search read the remembered answer.
 */
export function fitsTable(build: Build): (x: Card, y: Card) => boolean {
  let table = tables.get(build);
  if (!table) {
    table = new Uint8Array(CARDS * CARDS);
    tables.set(build, table);
  }
  const known = table;
  // Filled as asked (0 not yet known, 1 no, 2 yes): a whole table at start-up cost tens of ms.
  return (x, y) => {
    const at = x * CARDS + y;
    let answer = known[at];
    if (answer === 0) answer = known[at] = fits(x, y, build) ? 2 : 1;
    return answer === 2;
  };
}

/**
 * A heads table (PileRule.heads) holds a byte per card, 1 for a card that could
 * head what the pile takes and 0 for the others; then, from HEADS_LIST on, how
 * many cards are let through and the cards themselves (move listing goes from
 * a card to the piles that could take it). Make them with these functions.
 */
export const HEADS_LIST = CARDS;

/** A heads table of the cards `accepts` lets through (keep it: making one costs a pass over every card). */
export function headsWhere(accepts: (card: Card) => boolean): Uint8Array {
  const through: Card[] = [];
  for (let card = 0; card < CARDS; card++) if (accepts(card)) through.push(card);
  const table = new Uint8Array(HEADS_LIST + 1 + through.length);
  for (const card of through) table[card] = 1;
  table[HEADS_LIST] = through.length;
  table.set(through, HEADS_LIST + 1);
  return table;
}

/** The heads table that lets no card through: the pile takes nothing now. */
export const NO_HEADS = headsWhere(() => false);

/** The heads tables of the cards that fit on each card under the build: `headsOn(build)(under)`, each table made once. */
export function headsOn(build: Build): (under: Card) => Uint8Array {
  const byUnder: Uint8Array[] = [];
  return (under) => (byUnder[under] ??= headsWhere((card) => fits(card, under, build)));
}

/** Heads tables by rank (1…13) and suit (4: any suit). */
const rankTables: Uint8Array[] = [];

/** The heads table of the cards of one rank, of one suit when given (made once each). */
export function headsOfRank(value: number, suitIndex?: number): Uint8Array {
  const at = value * 5 + (suitIndex ?? 4);
  return (rankTables[at] ??= headsWhere((card) => rank(card) === value && (suitIndex === undefined || suit(card) === suitIndex)));
}

/** Number of cards at the top of `cards` (above `down` face-down ones) that form a run under the build. */
export function runLength(cards: readonly Card[], down: number, build: Build): number {
  if (cards.length <= down) return 0;
  let length = 1;
  for (let index = cards.length - 1; index > down; index--) {
    if (!fits(cards[index], cards[index - 1], build)) break;
    length++;
  }
  return length;
}

let lastPile: Pile | undefined;
let lastBuild: Build | undefined;
let lastLength = 0;

/**
 * `runLength` of a pile's face-up top. Piles are immutable, so the last answer
 * is kept: move generation asks about one pile for every count in a row.
 */
export function pileRun(pile: Pile, build: Build): number {
  if (pile !== lastPile || build !== lastBuild) {
    lastPile = pile;
    lastBuild = build;
    lastLength = runLength(pile.cards, pile.down, build);
  }
  return lastLength;
}

/** True when every card in `cards` lies correctly on the one before it. */
export function isRun(cards: readonly Card[], build: Build): boolean {
  for (let index = 1; index < cards.length; index++) {
    if (!fits(cards[index], cards[index - 1], build)) return false;
  }
  return true;
}

/** The ranks a card may lie on under the build, e.g. [8] for a 7 building down. */
export function ranksBelow(card: Card, build: Build): number[] {
  const ranks: number[] = [];
  const up = step(rank(card), 1, build.wrap);
  const downward = step(rank(card), -1, build.wrap);
  if (build.dir !== 'up' && up !== undefined) ranks.push(up);
  if (build.dir !== 'down' && downward !== undefined) ranks.push(downward);
  return ranks;
}

/** The reason "a red 7 needs a black 8" as a value. */
export function needs(card: Card, build: Build): {readonly id: 'needs'; readonly card: Card; readonly build: Build} {
  return {id: 'needs', card, build};
}
