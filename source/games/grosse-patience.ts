import {type Build, fits, needsMessage, runLength} from '../core/build.js';
import {progressReachable} from '../core/search.js';
import {type Card, code, rank, rankWord, suit, suitWord} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import {applyTransfer, explainTransfer, type PileRule, transferMoves} from '../core/transfer.js';
import type {GameDefinition, Move, Pile, Slot, State} from '../core/types.js';

/** Die große Patience (Königspatience), SPEC.md §11. */

const FOUNDATIONS = numberedIds('found', 1, 4);
const LEFT = numberedIds('L', 1, 5);
const RIGHT = numberedIds('R', 1, 5);
/** Rows 1–4 take cards (M2, M3); row 5 only gives (M4). */
const OPEN_HALVES = [...LEFT.slice(0, 4), ...RIGHT.slice(0, 4)];
const ROW5 = ['L5', 'R5'];
/** 11-A1, 11-A2, 11-A3: same suit, one rank up or down, K and A adjacent. */
const ROW_BUILD: Build = {dir: 'either', match: 'suit', wrap: true};
/** Cards per half in reading order: rows 1–4 hold 5, row 5 holds 4. */
const HALF_SIZES = [5, 5, 5, 5, 4];
/** Reachable positions `stalled` examines before it gives up and says "not stalled". */
const STALL_SEARCH_LIMIT = 4000;

function isRow5(id: string): boolean {
  return id === 'L5' || id === 'R5';
}

/** 11-A4: the Keller card may leave only while a row-5 half is used up. */
function kellerReleased(state: State): boolean {
  return getPile(state, 'L5').cards.length === 0 || getPile(state, 'R5').cards.length === 0;
}

function shiftRank(value: number, by: number): number {
  return ((value - 1 + by + 13) % 13) + 1;
}

/** +1 ascending, −1 descending, 0 while only the base card lies there (11-A6). */
function direction(pile: Pile): number {
  if (pile.cards.length < 2) return 0;
  return rank(pile.cards[1]) === shiftRank(rank(pile.cards[0]), 1) ? 1 : -1;
}

/** The ranks a foundation takes next, in its own suit. */
function nextRanks(pile: Pile): number[] {
  const last = rank(top(pile)!);
  const way = direction(pile);
  if (way === 0) return [shiftRank(last, 1), shiftRank(last, -1)];
  return [shiftRank(last, way)];
}

const foundationRule: PileRule = {
  gives: () => 0,
  refuses: () => 'cards never leave a foundation',
  accepts(_state, target, cards) {
    if (cards.length !== 1) return 'cards go to a foundation one at a time';
    if (target.cards.length === 0) return 'a foundation starts only with a base card from the deal';
    if (target.cards.length >= 13) return 'that family is complete';
    const base = target.cards[0];
    const card = cards[0];
    if (suit(card) !== suit(base)) return `this foundation takes only ${suitWord(suit(base))}`;
    const wanted = nextRanks(target);
    if (wanted.includes(rank(card))) return null;
    const words = wanted.map(rankWord).join(' or ');
    const way = direction(target) === 0 ? '' : direction(target) > 0 ? ' (it builds up)' : ' (it builds down)';
    return `the ${suitWord(suit(base))} foundation needs the ${words} of ${suitWord(suit(base))} next${way}`;
  },
};

/** M3 and 11-A9: several cards leave a half together only as a same-suit sequence into an empty half. */
const halfRule: PileRule = {
  gives: (_state, pile) => runLength(pile.cards, 0, ROW_BUILD),
  refuses: (_state, _pile, count) =>
    `those ${count} cards are not a same-suit sequence: only the outermost card of a row plays`,
  accepts(_state, target, cards) {
    if (isRow5(target.id)) {
      return target.cards.length === 0
        ? 'an emptied half of row 5 is closed: nothing may be placed there again'
        : 'nothing may be placed on row 5';
    }
    const under = top(target);
    if (under === undefined) return null;
    if (cards.length > 1) return 'a sequence may only move into an empty row';
    return fits(cards[0], under, ROW_BUILD) ? null : needsMessage(cards[0], ROW_BUILD);
  },
};

const kellerRule: PileRule = {
  gives: (state, pile) => (pile.cards.length > 0 && kellerReleased(state) ? 1 : 0),
  refuses: (state) =>
    kellerReleased(state) ? 'the Keller holds one card' : 'the Keller card may only leave while L5 or R5 is empty',
  accepts(_state, target, cards) {
    if (target.cards.length > 0) return 'the Keller already holds a card';
    return cards.length === 1 ? null : 'the Keller holds only one card';
  },
};

function rules(id: string): PileRule | undefined {
  if (id === 'keller') return kellerRule;
  if (id.startsWith('found')) return foundationRule;
  if (id.startsWith('L') || id.startsWith('R')) return halfRule;
  return undefined;
}

/** Layout positions in reading order (11.3, 11-A7), each with the half it belongs to. */
function readingOrder(): string[] {
  const positions: string[] = [];
  HALF_SIZES.forEach((size, row) => {
    for (let index = 0; index < size; index++) positions.push(LEFT[row]);
    for (let index = 0; index < size; index++) positions.push(RIGHT[row]);
  });
  return positions;
}

const POSITIONS = readingOrder();

function deal(order: readonly Card[]): State {
  const base = rank(order[0]);
  const founded: Card[][] = [[order[0]]];
  const halves = new Map<string, Card[]>([...LEFT, ...RIGHT].map((id) => [id, []]));
  let next = 0;
  for (const card of order.slice(1)) {
    if (rank(card) === base) founded.push([card]);
    else halves.get(POSITIONS[next++])!.push(card);
  }
  // A left half is dealt from its outer end inwards, so its first card is the exposed top.
  for (const id of LEFT) halves.get(id)!.reverse();
  const piles: Pile[] = [
    ...FOUNDATIONS.map((id, index) => makePile(id, founded[index])),
    makePile('keller'),
    ...LEFT.map((id) => makePile(id, halves.get(id))),
    ...RIGHT.map((id) => makePile(id, halves.get(id))),
  ];
  return {game: 'grosse-patience', piles, vars: {}};
}

function moves(state: State): Move[] {
  return transferMoves(state, rules);
}

function apply(state: State, move: Move): State {
  const table = new Table(state);
  applyTransfer(table, move);
  return table.state();
}

function explain(state: State, move: Move): string {
  if (move.kind !== 'move') return `Die große Patience has no "${move.kind}" move`;
  return explainTransfer(state, rules, move);
}

function onFoundations(state: State): number {
  return FOUNDATIONS.reduce((sum, id) => sum + getPile(state, id).cards.length, 0);
}

function cardsKey(cards: readonly Card[]): string {
  return cards.map(code).join('');
}

/** The rules treat the halves of rows 1–4 alike, and L5 like R5: sorting them merges mirror positions. */
function canonicalKey(state: State): string {
  const list = (ids: readonly string[]) => ids.map((id) => cardsKey(getPile(state, id).cards)).sort().join('/');
  const fixed = ['keller', ...FOUNDATIONS].map((id) => cardsKey(getPile(state, id).cards)).join('/');
  return `${fixed}|${list(OPEN_HALVES)}|${list(ROW5)}`;
}

function isFoundationMove(move: Move): boolean {
  return move.to!.startsWith('found');
}

/**
 * C11: stalled when no sequence of moves can ever put another card on a
 * foundation, so every move left only shuffles cards around. Positions too
 * open to search completely count as not stalled.
 */
function stalled(state: State): boolean {
  if (onFoundations(state) === 52) return false;
  return !progressReachable(state, {moves, apply, key: canonicalKey, isProgress: (_state, move) => isFoundationMove(move), limit: STALL_SEARCH_LIMIT});
}

function halfSlot(id: string, index: number, side: 'left' | 'right'): Slot {
  const name = `row ${index + 1} ${side}`;
  // An emptied row-5 half is closed for good (M4): mark it.
  return {id, col: side === 'left' ? 0 : 2, row: index, fan: side, name, role: 'tableau', ...(index === 4 ? {label: 'x'} : {})};
}

const SLOTS: Slot[] = [
  ...FOUNDATIONS.map((id, index): Slot => ({id, col: 1, row: index, name: `family ${index + 1}`, role: 'foundation'})),
  {id: 'keller', col: 1, row: 4, name: 'Keller', role: 'cell'},
  ...LEFT.map((id, index) => halfSlot(id, index, 'left')),
  ...RIGHT.map((id, index) => halfSlot(id, index, 'right')),
];

export const grossePatience: GameDefinition = {
  id: 'grosse-patience',
  names: {de: 'Die große Patience', en: 'The Grand Patience'},
  aliases: ['grand-patience', 'koenigspatience', 'kings-patience'],
  decks: 1,
  summary: {
    en: 'Build four suit families from the first card’s rank, up or down with wrap; only outer cards play; one Keller.',
    de: 'Vier Stämme ab dem Rang der ersten Karte, auf- oder absteigend; nur die äußersten Karten spielen; ein Keller.',
  },
  deal,
  moves,
  apply,
  explain,
  outcome: (state) => (onFoundations(state) === 52 ? 'won' : 'playing'),
  stalled,
  layout: () => SLOTS,
  actions: [{kinds: ['move'], key: 'c', to: 'keller', label: {en: 'put the card into the Keller', de: 'Karte in den Keller legen'}}],
};
