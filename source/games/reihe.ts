import {ACE, type Card, KING, rank, rankWord, SUIT_CHARS, suit, suitWord} from '../core/cards.js';
import {getPile, makePile, Table, top} from '../core/piles.js';
import type {GameDefinition, Move, Pile, Slot, State} from '../core/types.js';

/** Die Reihe, SPEC.md §5; §9 (the leaflet text) is the same game. */

const SUITS = [...SUIT_CHARS];
const UP = SUITS.map((letter) => `upFound${letter}`);
const DOWN = SUITS.map((letter) => `downFound${letter}`);
const COLUMNS = 10;
/**
 * Five rows always suffice. A and K never enter the grid (5-A1), so it holds
 * at most 52 − 8 = 44 cards at once. Cards never move within the grid, and a
 * dealt card goes into slot n (row-major, counted from 0) only when slots
 * 0…n−1 all hold cards, so then n + 1 ≤ 44 cards lie there: n ≤ 43, row 5.
 */
const ROWS = 5;
const GRID: string[] = [];
for (let row = 1; row <= ROWS; row++) for (let col = 1; col <= COLUMNS; col++) GRID.push(slotId(row, col));
const ALL = [...UP, ...DOWN, ...GRID, 'stock'];
const INDEX = new Map(ALL.map((id, index) => [id, index]));

function slotId(row: number, col: number): string {
  return `r${row}c${col}`;
}

/** Piles keep the deal's order, so a lookup by position is the fast path. */
function pileOf(state: State, id: string): Pile {
  const pile = state.piles[INDEX.get(id) ?? -1];
  return pile?.id === id ? pile : getPile(state, id);
}

function isSlot(id: string): boolean {
  return /^r\d+c\d+$/.test(id);
}

/** [row, column] of a slot id like `r3c10`. */
function rowCol(id: string): [number, number] {
  const at = id.indexOf('c');
  return [Number(id.slice(1, at)), Number(id.slice(at + 1))];
}

function isFoundation(id: string): boolean {
  return UP.includes(id) || DOWN.includes(id);
}

/** The lowest filled slot of a column: the only card there that may move. */
function accessibleSlot(state: State, col: number): string | undefined {
  for (let row = ROWS; row >= 1; row--) {
    const id = slotId(row, col);
    if (pileOf(state, id).cards.length > 0) return id;
  }
  return undefined;
}

/** Foundations the card may go on; both only when it is the last missing card of its suit. */
function targetsFor(state: State, card: Card): string[] {
  const targets: string[] = [];
  const upTop = top(pileOf(state, UP[suit(card)]));
  const downTop = top(pileOf(state, DOWN[suit(card)]));
  if (upTop !== undefined && rank(upTop) + 1 === rank(card)) targets.push(UP[suit(card)]);
  if (downTop !== undefined && rank(downTop) - 1 === rank(card)) targets.push(DOWN[suit(card)]);
  return targets;
}

function deal(order: readonly Card[]): State {
  const piles: Pile[] = [...UP, ...DOWN, ...GRID].map((id) => makePile(id));
  piles.push(makePile('stock', order.slice().reverse(), order.length));
  return {game: 'reihe', piles, vars: {}};
}

function firstEmptySlot(state: State): string {
  const id = GRID.find((each) => pileOf(state, each).cards.length === 0);
  if (id === undefined) throw new Error('the grid is full, which the five-row bound rules out');
  return id;
}

/** 5.3: a deal step turns one card; A/K found, a fitting card goes up, any other fills the first gap. */
function dealStep(table: Table): void {
  const [card] = table.take('stock', 1);
  const state = table.state();
  let target: string;
  if (rank(card) === ACE) target = UP[suit(card)];
  else if (rank(card) === KING) target = DOWN[suit(card)];
  else target = targetsFor(state, card)[0] ?? firstEmptySlot(state);
  table.put(target, [card]);
}

function moves(state: State): Move[] {
  const list: Move[] = [];
  for (let col = 1; col <= COLUMNS; col++) {
    const from = accessibleSlot(state, col);
    if (from === undefined) continue;
    for (const to of targetsFor(state, top(pileOf(state, from))!)) list.push({kind: 'move', from, to, count: 1});
  }
  if (pileOf(state, 'stock').cards.length > 0) list.push({kind: 'deal'});
  return list;
}

function apply(state: State, move: Move): State {
  const table = new Table(state);
  if (move.kind === 'deal') dealStep(table);
  else table.put(move.to!, table.take(move.from!, 1));
  return table.state();
}

function whyNotOnFoundation(state: State, card: Card, to: string): string {
  const going = UP.includes(to) ? 'up' : 'down';
  const letterSuit = SUITS.indexOf(to.slice(-1));
  if (suit(card) !== letterSuit) return `that foundation takes only ${suitWord(letterSuit)}`;
  const under = top(pileOf(state, to));
  if (under === undefined) return `the ${suitWord(letterSuit)} ${going} foundation must first be founded by its ${going === 'up' ? 'ace' : 'king'}`;
  const needed = going === 'up' ? rank(card) - 1 : rank(card) + 1;
  return `the ${rankWord(rank(card))} of ${suitWord(suit(card))} needs the ${rankWord(needed)} on top of the ${going} foundation`;
}

function explainMove(state: State, move: Move): string {
  const from = move.from ?? '';
  const to = move.to ?? '';
  if (!INDEX.has(from) || !INDEX.has(to)) return `there is no pile "${INDEX.has(from) ? to : from}" in this game`;
  if (from === 'stock') return 'cards leave the stock only by dealing (d)';
  if (isFoundation(from)) return 'cards never leave the foundations';
  const source = pileOf(state, from);
  if (source.cards.length === 0) return 'that place is empty';
  if ((move.count ?? 1) !== 1) return 'cards move one at a time';
  const lowest = accessibleSlot(state, rowCol(from)[1])!;
  if (lowest !== from) return `that card is covered by the card in row ${rowCol(lowest)[0]} of its column`;
  if (isSlot(to)) return 'cards never move within the grid: an open card may only go up';
  if (to === 'stock') return 'nothing may be placed on the stock';
  return whyNotOnFoundation(state, top(source)!, to);
}

function explain(state: State, move: Move): string {
  if (move.kind === 'deal') return 'the stock is empty';
  if (move.kind === 'move') return explainMove(state, move);
  return `Die Reihe has no "${move.kind}" move`;
}

function onFoundations(state: State): number {
  let count = 0;
  for (const id of UP) count += pileOf(state, id).cards.length;
  for (const id of DOWN) count += pileOf(state, id).cards.length;
  return count;
}

const SLOTS: Slot[] = [
  ...GRID.map((id, index): Slot => {
    const [row, col] = rowCol(id);
    return {id, col: index % COLUMNS, row: Math.floor(index / COLUMNS), name: `row ${row} column ${col}`, role: 'tableau'};
  }),
  ...UP.map((id, index): Slot => ({id, col: 10, row: index, label: 'A', name: `${suitWord(index)} up`, role: 'foundation'})),
  ...DOWN.map((id, index): Slot => ({id, col: 11, row: index, label: 'K', name: `${suitWord(index)} down`, role: 'foundation'})),
  {id: 'stock', col: 11, row: 4, name: 'stock', role: 'stock'},
];

export const reihe: GameDefinition = {
  id: 'reihe',
  names: {de: 'Die Reihe', en: 'The Row'},
  aliases: ['the-row', 'row'],
  decks: 1,
  summary: {
    en: 'Deal rows of ten; aces build up and kings down in suit; only the lowest card of a column may go up (texts 000 §5 and 001 §2).',
    de: 'Reihen zu zehn auslegen; Asse aufwärts, Könige abwärts in Farbe; nur die unterste Karte einer Spalte darf hinauf (Texte 000 §5 und 001 §2).',
  },
  deal,
  moves,
  apply,
  explain,
  outcome(state) {
    if (onFoundations(state) === 52) return 'won';
    if (pileOf(state, 'stock').cards.length === 0 && moves(state).length === 0) return 'lost';
    return 'playing';
  },
  hint(state) {
    if (pileOf(state, 'stock').cards.length === 0) return undefined;
    const [row, col] = rowCol(firstEmptySlot(state));
    return `a card that does not go up fills row ${row}, column ${col}`;
  },
  layout: () => SLOTS,
  actions: [{kinds: ['deal'], key: 'd', label: {en: 'deal a card', de: 'Karte geben'}}],
};
