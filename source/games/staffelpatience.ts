import {type Build, ALT_DOWN, fits, needsMessage, runLength} from '../core/build.js';
import {type Card, KING, rank} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import {applyTransfer, explainTransfer, type PileRule, transferMoves} from '../core/transfer.js';
import type {GameDefinition, Move, Pile, Slot, State} from '../core/types.js';

/** Staffelpatience, SPEC.md §13. */

const PILES = numberedIds('pile', 1, 7);
const BOOKS = numberedIds('books', 1, 4);
const ALT_UP: Build = {dir: 'up', match: 'alt-colour'};
/** A book of 13 plus a double series of 12 (2…K). */
const FULL_DOUBLE = 25;

function isPile(id: string): boolean {
  return id.startsWith('pile');
}

const pileRule: PileRule = {
  gives: (_state, pile) => runLength(pile.cards, pile.down, ALT_DOWN),
  refuses: () => 'only a correctly built run moves together',
  accepts(_state, target, cards) {
    const moving = cards[0];
    const under = top(target);
    if (under === undefined) return rank(moving) === KING ? null : 'only a king may go into an empty pile';
    return fits(moving, under, ALT_DOWN) ? null : needsMessage(moving, ALT_DOWN);
  },
  takes(_state, target, cards) {
    const under = top(target);
    return under === undefined ? rank(cards[0]) === KING : fits(cards[0], under, ALT_DOWN);
  },
};

const wasteRule: PileRule = {
  gives: (_state, pile) => (pile.cards.length > 0 ? 1 : 0),
  refuses: () => 'only the top card of the waste may move',
};

/** 13.5: once unlocked, each finished book carries one double series, built up in alternating colour. */
const bookRule: PileRule = {
  accepts(state, target, cards, source) {
    if (!state.vars.unlocked) return 'cards never leave or join a book until the double series is unlocked';
    if (cards.length !== 1) return 'a double series is built one card at a time';
    if (source.id.startsWith('books')) return 'cards never leave a book';
    if (target.cards.length === 0) return 'a double series needs a finished book';
    if (target.cards.length >= FULL_DOUBLE) return 'that double series is complete';
    const under = top(target)!;
    return fits(cards[0], under, ALT_UP) ? null : needsMessage(cards[0], ALT_UP).replace('needs', 'needs to go on');
  },
};

function rules(id: string): PileRule | undefined {
  if (isPile(id)) return pileRule;
  if (id === 'waste') return wasteRule;
  if (id.startsWith('books')) return bookRule;
  return undefined;
}

function deal(order: readonly Card[]): State {
  const piles: Pile[] = [];
  let next = 0;
  PILES.forEach((id, index) => {
    const size = 7 - index;
    piles.push(makePile(id, order.slice(next, next + size), size - 1));
    next += size;
  });
  const stock = order.slice(next).reverse();
  piles.push(makePile('stock', stock, stock.length), makePile('waste'));
  for (const id of BOOKS) piles.push(makePile(id));
  return {game: 'staffelpatience', piles, vars: {passes: 1, idle: 0, unlocked: 0}};
}

/** M4 and M6: turn exposed face-down cards, square finished K→A series into books. */
function settle(table: Table): void {
  for (const id of PILES) {
    const pile = table.pile(id);
    if (runLength(pile.cards, pile.down, ALT_DOWN) >= 13) {
      const book = BOOKS.find((bookId) => table.cards(bookId).length === 0)!;
      table.put(book, table.take(id, 13));
    }
    table.flipTop(id);
  }
}

function booksMade(state: State): number {
  return BOOKS.filter((id) => getPile(state, id).cards.length > 0).length;
}

/** 13.5 (1), without the book test: a move that turns a card, empties a pile or takes a card off the waste. */
function turnsOrEmpties(state: State, move: Move): boolean {
  if (move.kind !== 'move') return false;
  if (move.from === 'waste' || move.to!.startsWith('books')) return true;
  const from = getPile(state, move.from!);
  const count = move.count ?? 1;
  if (count === from.cards.length - from.down && from.down > 0) return true;
  const to = getPile(state, move.to!);
  const kingBetweenStartPlaces = count === from.cards.length && to.cards.length === 0;
  return count === from.cards.length && !kingBetweenStartPlaces;
}

function isProgress(state: State, move: Move): boolean {
  return turnsOrEmpties(state, move) || booksMade(apply(state, move)) > booksMade(state);
}

function cycleDone(state: State): boolean {
  const cards = getPile(state, 'stock').cards.length + getPile(state, 'waste').cards.length;
  return state.vars.idle >= cards;
}

function stuck(state: State): boolean {
  const transfers = transferMoves(state, rules);
  return cycleDone(state) && !transfers.some((move) => isProgress(state, move));
}

function moves(state: State): Move[] {
  const list = transferMoves(state, rules);
  if (getPile(state, 'stock').cards.length > 0) list.push({kind: 'deal'});
  else if (getPile(state, 'waste').cards.length > 0) list.push({kind: 'redeal'});
  if (!state.vars.unlocked && booksMade(state) > 0 && stuck(state)) list.push({kind: 'unlock'});
  return list;
}

function apply(state: State, move: Move): State {
  const table = new Table(state);
  switch (move.kind) {
    case 'deal': {
      table.put('waste', table.take('stock', 1));
      table.setVar('idle', table.get('idle') + 1);
      break;
    }
    case 'redeal': {
      table.putDown('stock', table.take('waste', table.cards('waste').length).reverse());
      table.setDown('stock', table.cards('stock').length);
      table.setVar('passes', table.get('passes') + 1);
      break;
    }
    case 'unlock': {
      table.setVar('unlocked', 1);
      table.setVar('idle', 0);
      break;
    }
    default: {
      applyTransfer(table, move);
      settle(table);
      const next = table.state();
      if (turnsOrEmpties(state, move) || booksMade(next) > booksMade(state)) return {...next, vars: {...next.vars, idle: 0}};
      return next;
    }
  }
  return table.state();
}

function explain(state: State, move: Move): string {
  switch (move.kind) {
    case 'deal':
      return 'the stock is empty: press d again to turn the waste over';
    case 'redeal':
      return getPile(state, 'stock').cards.length > 0 ? 'the stock still has cards' : 'there are no cards to turn over';
    case 'unlock':
      if (state.vars.unlocked) return 'the double series is already unlocked';
      if (booksMade(state) === 0) return 'a double series needs a finished book';
      return 'the double series is only unlocked when play is stuck: no useful move, and a whole pass through the stock without playing a card';
    case 'move':
      return explainTransfer(state, rules, move);
    default:
      return `Staffelpatience has no "${move.kind}" move`;
  }
}

function hasDoubleSeries(state: State): boolean {
  return BOOKS.some((id) => getPile(state, id).cards.length >= FULL_DOUBLE);
}

const SLOTS: Slot[] = [
  {id: 'stock', col: 0, row: 0, name: 'stock', role: 'stock'},
  {id: 'waste', col: 1, row: 0, name: 'waste', role: 'waste'},
  ...BOOKS.map((id, index): Slot => ({id, col: 3 + index, row: 0, name: `book ${index + 1}`, role: 'foundation'})),
  ...PILES.map((id, index): Slot => ({id, col: index, row: 1, fan: 'down', label: 'K', name: `pile ${index + 1}`, role: 'tableau'})),
];

export const staffelpatience: GameDefinition = {
  id: 'staffelpatience',
  names: {de: 'Staffelpatience', en: 'Staircase Patience'},
  aliases: ['staircase', 'staircase-patience'],
  decks: 1,
  summary: {
    en: 'Klondike without foundations: build down in alternating colour; full K→A runs leave as books.',
    de: 'Wie Klondike ohne Ablagen: abwärts in wechselnder Farbe; volle Folgen K→A werden Bücher.',
  },
  deal,
  moves,
  apply,
  explain,
  outcome(state) {
    if (BOOKS.every((id) => getPile(state, id).cards.length === 13)) return 'won';
    if (hasDoubleSeries(state)) return 'won';
    return 'playing';
  },
  stalled: (state) => stuck(state) && (state.vars.unlocked === 1 || booksMade(state) === 0),
  result(state) {
    if (hasDoubleSeries(state)) return {en: 'won with a double series (lesser success)', de: 'mit Doppelserie gewonnen (kleiner Erfolg)'};
    return undefined;
  },
  layout: () => SLOTS,
  actions: [
    {kinds: ['deal', 'redeal'], key: 'd', label: {en: 'turn the stock', de: 'Talon umschlagen'}},
    {kinds: ['unlock'], key: 'x', label: {en: 'unlock the double series', de: 'Doppelserie freigeben'}},
  ],
};
