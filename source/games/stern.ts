import {ACE, type Card, rank, rankWord, SUIT_CHARS, suit, suitWord} from '../core/cards.js';
import {getPile, makePile, Table, top} from '../core/piles.js';
import type {GameDefinition, Move, Pile, Slot, State} from '../core/types.js';

/** Der Stern, SPEC.md §6. */

const SUITS = [...SUIT_CHARS];
const FOUND = SUITS.map((letter) => `found${letter}`);
const CELLS = ['cellNW', 'cellNE', 'cellSW', 'cellSE'];
const ALL = [...FOUND, ...CELLS, 'waste', 'stock'];
const INDEX = new Map(ALL.map((id, index) => [id, index]));
const PASSES = 3;

/** Piles keep the deal's order, so a lookup by position is the fast path. */
function pileOf(state: State, id: string): Pile {
  const pile = state.piles[INDEX.get(id) ?? -1];
  return pile?.id === id ? pile : getPile(state, id);
}

/** 6.1: the ace ranks above the king. */
function starRank(card: Card): number {
  return rank(card) === ACE ? 14 : rank(card);
}

function fitsFoundation(state: State, card: Card): boolean {
  const under = top(pileOf(state, FOUND[suit(card)]));
  return under === undefined ? starRank(card) === 2 : starRank(under) + 1 === starRank(card);
}

function deal(order: readonly Card[]): State {
  const piles: Pile[] = [...FOUND, ...CELLS, 'waste'].map((id) => makePile(id));
  piles.push(makePile('stock', order.slice().reverse(), order.length));
  return {game: 'stern', piles, vars: {passes: 1}};
}

/** 6.3 (2, 3) and 6-A5: every waste top or cell card that fits goes up, again and again. */
function settle(table: Table): void {
  for (let moved = true; moved; ) {
    moved = false;
    for (const id of ['waste', ...CELLS]) {
      const card = top(table.pile(id));
      if (card === undefined || !fitsFoundation(table.state(), card)) continue;
      table.put(FOUND[suit(card)], table.take(id, 1));
      moved = true;
    }
  }
}

function moves(state: State): Move[] {
  const list: Move[] = [];
  for (const from of ['waste', ...CELLS]) {
    const card = top(pileOf(state, from));
    if (card !== undefined && fitsFoundation(state, card)) list.push({kind: 'move', from, to: FOUND[suit(card)], count: 1});
  }
  if (pileOf(state, 'waste').cards.length > 0) {
    for (const to of CELLS) if (pileOf(state, to).cards.length === 0) list.push({kind: 'move', from: 'waste', to, count: 1});
  }
  if (pileOf(state, 'stock').cards.length > 0) list.push({kind: 'deal'});
  else if (canRedeal(state)) list.push({kind: 'redeal'});
  return list;
}

function canRedeal(state: State): boolean {
  return state.vars.passes < PASSES && pileOf(state, 'waste').cards.length > 0;
}

function apply(state: State, move: Move): State {
  const table = new Table(state);
  if (move.kind === 'deal') {
    table.put('waste', table.take('stock', 1));
  } else if (move.kind === 'redeal') {
    table.putDown('stock', table.take('waste', table.cards('waste').length).reverse());
    table.setVar('passes', table.get('passes') + 1);
  } else {
    table.put(move.to!, table.take(move.from!, 1));
  }
  settle(table);
  return table.state();
}

function whyNotOnFoundation(state: State, card: Card, to: string): string {
  const letterSuit = SUITS.indexOf(to.slice(-1));
  if (suit(card) !== letterSuit) return `that foundation takes only ${suitWord(letterSuit)}`;
  if (top(pileOf(state, to)) === undefined) return `the ${suitWord(letterSuit)} foundation starts with its 2`;
  return `the ${rankWord(rank(card))} of ${suitWord(suit(card))} needs the ${rankWord(starRank(card) - 1)} on top of its foundation`;
}

function explainMove(state: State, move: Move): string {
  const from = move.from ?? '';
  const to = move.to ?? '';
  if (!INDEX.has(from) || !INDEX.has(to)) return `there is no pile "${INDEX.has(from) ? to : from}" in this game`;
  if (from === to) return 'a card cannot move onto its own pile';
  if (from === 'stock') return 'cards leave the stock only by turning them (d)';
  if (FOUND.includes(from)) return 'cards never leave the foundations';
  const source = pileOf(state, from);
  if (source.cards.length === 0) return 'that pile is empty';
  if ((move.count ?? 1) !== 1) return 'cards move one at a time';
  if (FOUND.includes(to)) return whyNotOnFoundation(state, top(source)!, to);
  if (CELLS.includes(from)) return 'a card in a cell may only go to its foundation';
  if (to === 'stock') return 'nothing may be placed on the stock';
  return 'a cell holds only one card';
}

function explain(state: State, move: Move): string {
  const stockEmpty = pileOf(state, 'stock').cards.length === 0;
  switch (move.kind) {
    case 'deal':
      if (canRedeal(state)) return 'the stock is empty: press d again to turn the waste over';
      return 'the stock is empty';
    case 'redeal':
      if (!stockEmpty) return 'the stock still has cards';
      if (state.vars.passes >= PASSES) return 'all three passes are used: the waste is not turned over again';
      return 'there are no cards to turn over';
    case 'move':
      return explainMove(state, move);
    default:
      return `Der Stern has no "${move.kind}" move`;
  }
}

function onFoundations(state: State): number {
  return FOUND.reduce((count, id) => count + pileOf(state, id).cards.length, 0);
}

function foundationSlot(letter: string, col: number, row: number): Slot {
  return {id: `found${letter}`, col, row, label: '2', name: suitWord(SUITS.indexOf(letter)), role: 'foundation'};
}

function cellSlot(corner: string, col: number, row: number): Slot {
  return {id: `cell${corner}`, col, row, name: `cell ${corner}`, role: 'cell'};
}

/** 6-A1: the cross with clubs left, spades right, hearts above, diamonds below; cells in the corners. */
const SLOTS: Slot[] = [
  cellSlot('NW', 0, 0),
  foundationSlot('H', 1, 0),
  cellSlot('NE', 2, 0),
  foundationSlot('C', 0, 1),
  {id: 'waste', col: 1, row: 1, name: 'waste', role: 'waste'},
  foundationSlot('S', 2, 1),
  {id: 'stock', col: 3, row: 1, name: 'stock', role: 'stock'},
  cellSlot('SW', 0, 2),
  foundationSlot('D', 1, 2),
  cellSlot('SE', 2, 2),
];

export const stern: GameDefinition = {
  id: 'stern',
  names: {de: 'Der Stern', en: 'The Star'},
  aliases: ['star'],
  decks: 1,
  summary: {
    en: 'Turn the pack three times; build each suit up from its 2 to the ace, with four corner cells as help.',
    de: 'Den Talon dreimal durchgehen; jede Farbe von der Zwei bis zum As aufbauen, vier Eckblätter helfen.',
  },
  deal,
  moves,
  apply,
  explain,
  outcome(state) {
    if (onFoundations(state) === 52) return 'won';
    const lastPassDone = state.vars.passes >= PASSES && pileOf(state, 'stock').cards.length === 0;
    return lastPassDone && moves(state).length === 0 ? 'lost' : 'playing';
  },
  hint: (state) => `pass ${state.vars.passes} of ${PASSES}`,
  layout: () => SLOTS,
  actions: [{kinds: ['deal', 'redeal'], key: 'd', label: {en: 'turn a card', de: 'Karte umschlagen'}}],
};
