import {type Card, KING, rank, rankWord} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import type {GameDefinition, Move, Pile, Slot, State} from '../core/types.js';

/** Napoleon-Patience, "Napoleon's Doubling", SPEC.md §10 (Doublets). Not game 4. */

const RESERVES = numberedIds('reserve', 1, 7);
const SOURCES = [...RESERVES, 'waste'];
/** 10.5 M4 and 10-A6: three passes through the stock, that is two redeals. */
const PASSES = 3;
/** 10.4: the base card plus 47 cards, each non-king value four times. */
const FULL = 48;
const DEAL: Move = {kind: 'deal'};
const REDEAL: Move = {kind: 'redeal'};

/** 10.4: next(v) = 2v, less 13 when that passes 13. next(K) = K, so a king never follows anything. */
export function nextValue(value: number): number {
  return value * 2 <= 13 ? value * 2 : value * 2 - 13;
}

function short(value: number): string {
  return value === 1 ? 'A' : value > 10 ? 'JQK'[value - 11] : String(value);
}

function withArticle(value: number): string {
  const word = rankWord(value);
  return `${value === 1 || value === 8 ? 'an' : 'a'} ${word}`;
}

function wantedValue(state: State): number | undefined {
  const base = top(getPile(state, 'found'));
  return base === undefined ? undefined : nextValue(rank(base));
}

function stockSize(state: State): number {
  return getPile(state, 'stock').cards.length;
}

/** 10.3: 7 reserve cards, then the base card; a king drawn for these 8 goes under the stock (10-A2). */
function deal(order: readonly Card[]): State {
  const placed: Card[] = [];
  const underneath: Card[] = [];
  let next = 0;
  while (placed.length < RESERVES.length + 1) {
    const card = order[next++];
    if (rank(card) === KING) underneath.push(card);
    else placed.push(card);
  }
  // Each later king goes below the earlier ones, so the last one lies lowest.
  const stock = [...underneath.reverse(), ...order.slice(next).reverse()];
  const piles: Pile[] = RESERVES.map((id, index) => makePile(id, [placed[index]]));
  piles.push(makePile('found', [placed[RESERVES.length]]), makePile('stock', stock, stock.length), makePile('waste'));
  return {game: 'napoleon-doublets', piles, vars: {passes: 1}};
}

/** M2 (10-A1, 10-A3): every empty reserve slot, in order, takes the waste top, else the stock top; kings too. */
function refill(table: Table): void {
  for (const id of RESERVES) {
    if (table.cards(id).length > 0) continue;
    const source = table.cards('waste').length > 0 ? 'waste' : table.cards('stock').length > 0 ? 'stock' : undefined;
    if (source === undefined) return;
    table.put(id, table.take(source, 1));
  }
}

function foundationMoves(state: State): Move[] {
  const wanted = wantedValue(state);
  const list: Move[] = [];
  for (const id of SOURCES) {
    const card = top(getPile(state, id));
    if (card !== undefined && rank(card) === wanted) list.push({kind: 'move', from: id, to: 'found', count: 1});
  }
  return list;
}

function canRedeal(state: State): boolean {
  return stockSize(state) === 0 && getPile(state, 'waste').cards.length > 0 && state.vars.passes < PASSES;
}

function moves(state: State): Move[] {
  const list = foundationMoves(state);
  if (stockSize(state) > 0) list.push(DEAL);
  else if (canRedeal(state)) list.push(REDEAL);
  return list;
}

function apply(state: State, move: Move): State {
  const table = new Table(state);
  switch (move.kind) {
    case 'deal':
      table.put('waste', table.take('stock', 1));
      break;
    case 'redeal': {
      // C9: turning the waste over restores the order of the previous pass.
      const turned = table.take('waste', table.cards('waste').length).reverse();
      table.set('stock', turned, turned.length);
      table.setVar('passes', table.get('passes') + 1);
      break;
    }
    default:
      table.put('found', table.take(move.from!, 1));
  }
  refill(table);
  return table.state();
}

function explainMove(state: State, move: Move): string {
  if (move.to !== 'found') return 'cards go only onto the foundation pile';
  if (!SOURCES.includes(move.from ?? '')) return 'only a reserve card or the top card of the waste may go onto the foundation';
  if ((move.count ?? 1) !== 1) return 'one card at a time goes onto the foundation';
  const card = top(getPile(state, move.from!));
  if (card === undefined) return 'that pile is empty';
  if (rank(card) === KING) return 'kings never fit on the foundation: they stay where they are';
  const base = rank(top(getPile(state, 'found'))!);
  const wanted = nextValue(base);
  return `${withArticle(rank(card))} does not fit: the ${rankWord(base)} needs ${withArticle(wanted)} (double, less 13 above 13)`;
}

function explain(state: State, move: Move): string {
  switch (move.kind) {
    case 'deal':
      if (canRedeal(state)) return 'the stock is empty: press d to turn the waste over';
      return 'the stock is empty and the three passes are used up';
    case 'redeal':
      if (stockSize(state) > 0) return 'the stock still has cards';
      if (getPile(state, 'waste').cards.length === 0) return 'there are no cards to turn over';
      return 'the stock may be gone through only three times';
    case 'move':
      return explainMove(state, move);
    default:
      return `Napoleon's Doubling has no "${move.kind}" move`;
  }
}

function outcome(state: State): 'playing' | 'won' | 'lost' {
  if (getPile(state, 'found').cards.length >= FULL) return 'won';
  // 10.7: exact loss, the third pass is over and nothing fits.
  if (state.vars.passes >= PASSES && stockSize(state) === 0 && foundationMoves(state).length === 0) return 'lost';
  return 'playing';
}

/** The values the foundation wants next, e.g. "next: 8 → 3 → 6 → Q". */
function hint(state: State): string | undefined {
  let value = wantedValue(state);
  if (value === undefined) return undefined;
  const steps: string[] = [];
  for (let count = 0; count < 4; count++) {
    steps.push(short(value));
    value = nextValue(value);
  }
  return `next: ${steps.join(' → ')}`;
}

/** The seven reserve cards in a flat arc over the foundation; stock and waste to the right. */
const ARC_ROWS = [1, 0, 0, 0, 0, 0, 1];
const SLOTS: Slot[] = [
  ...RESERVES.map((id, index): Slot => ({id, col: index, row: ARC_ROWS[index], name: `reserve ${index + 1}`, role: 'reserve'})),
  {id: 'found', col: 3, row: 1, name: 'foundation', role: 'foundation'},
  {id: 'stock', col: 8, row: 0, name: 'stock', role: 'stock'},
  {id: 'waste', col: 9, row: 0, name: 'waste', role: 'waste'},
];

export const napoleonDoublets: GameDefinition = {
  id: 'napoleon-doublets',
  names: {de: 'Napoleon (Verdoppeln)', en: "Napoleon's Doubling"},
  aliases: ['doublets'],
  decks: 1,
  summary: {
    en: 'Doubling game: build one pile by doubling each value (above 13 subtract 13), from 7 reserve cards and the waste; 3 passes.',
    de: 'Verdoppeln: ein Paket, jede Karte doppelt so viel wie die vorige (über 13 minus 13), aus 7 Hilfskarten und dem Talon; 3 Durchgänge.',
  },
  deal,
  moves,
  apply,
  explain,
  outcome,
  hint,
  layout: () => SLOTS,
  actions: [{kinds: ['deal', 'redeal'], key: 'd', label: {en: 'turn the stock', de: 'Talon umschlagen'}}],
};
