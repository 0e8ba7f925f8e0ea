import {type Card, cardName, JACK, KING, QUEEN, rank, rankWord} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import type {GameDefinition, Move, Pile, Slot, State} from '../core/types.js';

/** Die Elf, "Eleven", SPEC.md §2: Elevens with a rescue draw (2.4.4). */

const GRID = numberedIds('grid', 0, 8);
const HAND = 'hand';
const RESCUE: Move = {kind: 'rescue'};
const TRIO_RULE = 'a jack-queen-king trio may be taken only when the grid holds no pair adding up to 11: take the pairs first';

type Entry = readonly [id: string, card: Card];

/** 2.1, 2-A4: A = 1, number cards at face value; J, Q and K have no value (0). */
function value(card: Card): number {
  const r = rank(card);
  return r >= JACK ? 0 : r;
}

function entries(state: State, ids: readonly string[]): Entry[] {
  const list: Entry[] = [];
  for (const id of ids) {
    const card = top(getPile(state, id));
    if (card !== undefined) list.push([id, card]);
  }
  return list;
}

function remove(ids: readonly string[]): Move {
  return {kind: 'remove', piles: ids};
}

/** 2.4.1: every two cards adding up to 11. */
function pairsAmong(cards: readonly Entry[]): Move[] {
  const list: Move[] = [];
  for (let i = 0; i < cards.length; i++) {
    const a = value(cards[i][1]);
    if (a === 0) continue;
    for (let j = i + 1; j < cards.length; j++) {
      if (a + value(cards[j][1]) === 11) list.push(remove([cards[i][0], cards[j][0]]));
    }
  }
  return list;
}

/** 2.4.2: every choice of one jack, one queen and one king. */
function triosAmong(cards: readonly Entry[]): Move[] {
  const of = (r: number) => cards.filter(([, card]) => rank(card) === r).map(([id]) => id);
  const list: Move[] = [];
  for (const jack of of(JACK)) {
    for (const queen of of(QUEEN)) {
      for (const king of of(KING)) list.push(remove([jack, queen, king]));
    }
  }
  return list;
}

/** 2.4.4 a/b: the rescue card pairs with a grid card, else completes a trio; never both (a court card has no value). */
function rescueMatches(state: State): Move[] {
  const cards = entries(state, [HAND, ...GRID]);
  const pairs = pairsAmong(cards).filter((move) => move.piles!.includes(HAND));
  return pairs.length > 0 ? pairs : triosAmong(cards).filter((move) => move.piles!.includes(HAND));
}

function held(state: State): Card | undefined {
  return top(getPile(state, HAND));
}

function stockSize(state: State): number {
  return getPile(state, 'stock').cards.length;
}

function moves(state: State): Move[] {
  if (held(state) !== undefined) return rescueMatches(state);
  const grid = entries(state, GRID);
  const pairs = pairsAmong(grid);
  if (pairs.length > 0) return pairs;
  // 2-A3 strict: trios only when no pair is left.
  const trios = triosAmong(grid);
  if (trios.length > 0) return trios;
  return stockSize(state) > 0 ? [RESCUE] : [];
}

/** 2.3: nine cards into grid0…grid8 in reading order (2-A6); the rest is the stock. */
function deal(order: readonly Card[]): State {
  const piles: Pile[] = GRID.map((id, index) => makePile(id, [order[index]]));
  const stock = order.slice(GRID.length).reverse();
  piles.push(makePile('stock', stock, stock.length), makePile(HAND), makePile('discard'));
  return {game: 'elf', piles, vars: {}};
}

/** 2.4.3 and 2-A7: empty slots take stock cards in slot order while there are any. */
function refill(table: Table): void {
  for (const id of GRID) {
    if (table.cards('stock').length === 0) return;
    if (table.cards(id).length === 0) table.put(id, table.take('stock', 1));
  }
}

function discard(table: Table, ids: readonly string[]): void {
  for (const id of ids) table.putDown('discard', table.take(id, 1));
  refill(table);
}

function apply(state: State, move: Move): State {
  const table = new Table(state);
  if (move.kind === 'remove') {
    discard(table, move.piles!);
    return table.state();
  }
  table.put(HAND, table.take('stock', 1));
  const drawn = table.state();
  const matches = rescueMatches(drawn);
  // A single possible partner needs no decision; none at all leaves X in hand and the game lost.
  if (matches.length === 1) discard(table, matches[0].piles!);
  return table.state();
}

function explainPair(a: Card, b: Card): string {
  if (value(a) === 0 || value(b) === 0) return 'jacks, queens and kings have no value: they leave only as a jack-queen-king trio';
  const sum = value(a) + value(b);
  return `${rankWord(rank(a))} and ${rankWord(rank(b))} make ${sum}, not 11`;
}

function explainTrio(state: State, cards: readonly Card[]): string {
  const ranks = new Set(cards.map(rank));
  if (!(ranks.has(JACK) && ranks.has(QUEEN) && ranks.has(KING))) return 'a trio must be one jack, one queen and one king';
  if (pairsAmong(entries(state, GRID)).length > 0) return TRIO_RULE;
  return '';
}

function explainRemove(state: State, move: Move): string {
  const ids = move.piles ?? [];
  const inHand = held(state);
  if (inHand !== undefined && !ids.includes(HAND)) return `first use the rescue card in hand, the ${cardName(inHand)}`;
  if (inHand === undefined && ids.includes(HAND)) return 'there is no rescue card in hand';
  if (ids.some((id) => id !== HAND && !GRID.includes(id))) return 'cards are removed only from the grid';
  if (new Set(ids).size !== ids.length) return 'each card counts only once';
  const cards = entries(state, ids).map(([, card]) => card);
  if (cards.length !== ids.length) return 'that place is empty';
  if (ids.length === 2) return explainPair(cards[0], cards[1]);
  if (ids.length === 3) return explainTrio(state, cards);
  return 'remove two cards that add up to 11, or one jack, one queen and one king';
}

function explainRescue(state: State): string {
  if (held(state) !== undefined) return 'the rescue card in hand must be used first';
  if (stockSize(state) === 0) return 'the stock is empty: there is no card left for a rescue draw';
  const grid = entries(state, GRID);
  if (pairsAmong(grid).length > 0) return 'the rescue draw is allowed only when the grid is stuck: two cards here add up to 11';
  return 'the rescue draw is allowed only when the grid is stuck: a jack, a queen and a king lie here';
}

function explain(state: State, move: Move): string {
  if (move.kind === 'remove') return explainRemove(state, move) || 'those cards cannot be removed together';
  if (move.kind === 'rescue') return explainRescue(state);
  return `Die Elf has no "${move.kind}" move`;
}

/** 2.6: won when all 52 are discarded; lost when the rescue card fits nothing, or the stock is out and the grid is stuck. */
function outcome(state: State): 'playing' | 'won' | 'lost' {
  if (getPile(state, 'discard').cards.length === 52) return 'won';
  return moves(state).length === 0 ? 'lost' : 'playing';
}

const SLOTS: Slot[] = [
  ...GRID.map((id, index): Slot => ({id, col: index % 3, row: Math.floor(index / 3), name: `place ${index + 1}`, role: 'tableau'})),
  {id: 'stock', col: 4, row: 0, name: 'stock', role: 'stock'},
  {id: HAND, col: 4, row: 1, name: 'rescue card', role: 'cell'},
  {id: 'discard', col: 5, row: 0, name: 'discard', hidden: true},
];

export const elf: GameDefinition = {
  id: 'elf',
  names: {de: 'Die Elf', en: 'Eleven'},
  aliases: ['elevens', 'eleven'],
  decks: 1,
  summary: {
    en: 'Remove pairs adding up to 11 and jack-queen-king trios from a 3×3 grid; when stuck, draw a rescue card.',
    de: 'Paare mit 11 Augen und Bube-Dame-König aus 3×3 Karten wegnehmen; steckt es, rettet vielleicht die nächste Karte.',
  },
  selection: 'set',
  deal,
  moves,
  apply,
  explain,
  outcome,
  layout: () => SLOTS,
  actions: [{kinds: ['rescue'], key: 'x', label: {en: 'rescue draw', de: 'Rettungskarte ziehen'}}],
};
