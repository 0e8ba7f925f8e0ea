import {type Build, ALT_DOWN, fits, needsMessage, runLength, SUIT_UP} from '../core/build.js';
import {progressReachable} from '../core/search.js';
import {type Card, ACE, colourRank, isRed, rank, suit} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import {applyTransfer, explainTransfer, type PileRule, transferMoves} from '../core/transfer.js';
import type {GameDefinition, Move, Pile, Slot, State} from '../core/types.js';

/** Die Harfe, SPEC.md §8. */

const COLUMNS = numberedIds('col', 1, 10);
const FOUNDATIONS = numberedIds('found', 1, 8);
const ALT_UP: Build = {dir: 'up', match: 'alt-colour'};
/** 8-A6: neighbours alternate colour and differ by one rank, either way (zig-zag). */
const ZIGZAG: Build = {dir: 'either', match: 'alt-colour'};
/** Rearrangements `stalled` looks through before it gives up and assumes play may go on. */
const SEARCH_LIMIT = 300;

function isColumn(id: string): boolean {
  return id.startsWith('col');
}

function isFoundation(id: string): boolean {
  return id.startsWith('found');
}

/**
 * M2 and M4: any card into an empty column; else down in alternating colour,
 * and up too when the column holds no face-down card (8-A4).
 */
function columnTakes(target: Pile, moving: Card): boolean {
  const under = top(target);
  if (under === undefined) return true;
  if (isRed(moving) === isRed(under)) return false;
  const step = rank(moving) - rank(under);
  return step === -1 || (step === 1 && target.down === 0);
}

/** M1: an ace on an empty foundation, else same suit one rank up. */
function foundationTakes(target: Pile, moving: Card): boolean {
  const under = top(target);
  if (under === undefined) return rank(moving) === ACE;
  return suit(moving) === suit(under) && rank(moving) === rank(under) + 1;
}

/** The reasons below only explain what `columnTakes` and `foundationTakes` decide. */
function columnAccepts(target: Pile, moving: Card): string | null {
  if (columnTakes(target, moving)) return null;
  const under = top(target)!;
  if (fits(moving, under, ALT_UP)) {
    return `building up (${colourRank(moving)} on ${colourRank(under)}) is only allowed on a column with no face-down cards`;
  }
  return needsMessage(moving, target.down === 0 ? ZIGZAG : ALT_DOWN);
}

const columnRule: PileRule = {
  gives: (_state, pile) => runLength(pile.cards, pile.down, ZIGZAG),
  refuses: () => 'only a run (alternating colours, ranks one apart) moves together',
  accepts: (_state, target, cards) => columnAccepts(target, cards[0]),
  takes: (_state, target, cards) => columnTakes(target, cards[0]),
};

const wasteRule: PileRule = {
  gives: (_state, pile) => (pile.cards.length > 0 ? 1 : 0),
  refuses: () => 'only the top card of the waste may move',
};

const stockRule: PileRule = {
  gives: () => 0,
  refuses: () => 'cards leave the stock only by turning it (d)',
};

const foundationRule: PileRule = {
  gives: () => 0,
  refuses: () => 'nothing ever leaves a foundation',
  takes: (_state, target, cards) => cards.length === 1 && foundationTakes(target, cards[0]),
  accepts(_state, target, cards) {
    if (cards.length !== 1) return 'only one card at a time goes onto a foundation';
    const moving = cards[0];
    if (foundationTakes(target, moving)) return null;
    if (target.cards.length === 0) return 'only an ace may start a foundation';
    if (rank(moving) === ACE) return 'an ace only goes onto an empty foundation';
    return needsMessage(moving, SUIT_UP);
  },
};

function rules(id: string): PileRule | undefined {
  if (isColumn(id)) return columnRule;
  if (isFoundation(id)) return foundationRule;
  if (id === 'waste') return wasteRule;
  if (id === 'stock') return stockRule;
  return undefined;
}

/**
 * 8.3: round r deals to col[r]…col[10], col[r]'s card face up. An ace that would
 * lie face up goes out to an empty foundation and the next card takes its place.
 */
function deal(order: readonly Card[]): State {
  const columns: Card[][] = COLUMNS.map(() => []);
  const foundations: Card[][] = FOUNDATIONS.map(() => []);
  let next = 0;
  for (let round = 0; round < COLUMNS.length; round++) {
    while (rank(order[next]) === ACE) foundations.find((pile) => pile.length === 0)!.push(order[next++]);
    for (let column = round; column < COLUMNS.length; column++) columns[column].push(order[next++]);
  }
  const stock = order.slice(next).reverse();
  const piles: Pile[] = [
    ...COLUMNS.map((id, index) => makePile(id, columns[index], index)),
    ...FOUNDATIONS.map((id, index) => makePile(id, foundations[index])),
    makePile('stock', stock, stock.length),
    makePile('waste'),
  ];
  return {game: 'harfe', piles, vars: {}};
}

function stockEmpty(state: State): boolean {
  return getPile(state, 'stock').cards.length === 0;
}

/** Every legal card move. */
function transfers(state: State): Move[] {
  return transferMoves(state, rules);
}

function foundationMoves(state: State): Move[] {
  return transfers(state).filter((move) => isFoundation(move.to!));
}

/** 8.5: "finish" is offered once the stock is empty and every column card is face up. */
function finishOffered(state: State, list: readonly Move[]): boolean {
  if (!stockEmpty(state)) return false;
  if (COLUMNS.some((id) => getPile(state, id).down > 0)) return false;
  return list.some((move) => isFoundation(move.to!));
}

function moves(state: State): Move[] {
  const list = transfers(state);
  const finish = finishOffered(state, list);
  if (!stockEmpty(state)) list.push({kind: 'deal'});
  if (finish) list.push({kind: 'finish'});
  return list;
}

function playTransfer(table: Table, move: Move): void {
  applyTransfer(table, move);
  if (isColumn(move.from!)) table.flipTop(move.from!);
}

function apply(state: State, move: Move): State {
  if (move.kind === 'deal') {
    const table = new Table(state);
    table.put('waste', table.take('stock', 1));
    return table.state();
  }
  if (move.kind === 'finish') {
    let current = state;
    for (let next = foundationMoves(current)[0]; next; next = foundationMoves(current)[0]) {
      current = apply(current, next);
    }
    return current;
  }
  const table = new Table(state);
  playTransfer(table, move);
  return table.state();
}

function explain(state: State, move: Move): string {
  switch (move.kind) {
    case 'deal':
      return 'the stock is empty: it is gone through only once';
    case 'finish':
      if (!stockEmpty(state)) return 'finish is only offered once the stock is empty';
      if (COLUMNS.some((id) => getPile(state, id).down > 0)) return 'finish is only offered once every card is face up';
      return 'no card can go onto a foundation';
    case 'move':
      return explainTransfer(state, rules, move);
    default:
      return `Die Harfe has no "${move.kind}" move`;
  }
}

/**
 * Progress that can never be undone: a card onto a foundation, the waste card
 * played, a card turned over (and the stock turned). An emptied column is not
 * counted by itself, as moving the run back would undo it; `stalled` searches
 * through such rearrangements instead.
 */
function isProgress(state: State, move: Move): boolean {
  if (move.kind !== 'move') return true;
  if (move.from === 'waste' || isFoundation(move.to!)) return true;
  const from = getPile(state, move.from!);
  return from.down > 0 && (move.count ?? 1) === from.cards.length - from.down;
}

/** Columns are interchangeable for progress, so their order is ignored. */
function columnsKey(state: State): string {
  return COLUMNS.map((id) => {
    const pile = getPile(state, id);
    return `${pile.down}:${pile.cards.join(',')}`;
  })
    .sort()
    .join('|');
}

/** Moving into any empty column gives the same position up to column order: try only the first. */
function searchMoves(state: State): Move[] {
  const firstEmpty = COLUMNS.find((id) => getPile(state, id).cards.length === 0);
  return moves(state).filter((move) => {
    if (move.kind !== 'move' || !isColumn(move.to!) || move.to === firstEmpty) return true;
    return getPile(state, move.to!).cards.length > 0;
  });
}

/** True when some progress is reachable through rearranging columns (or the search is too big to tell). */
function canProgress(state: State): boolean {
  return progressReachable(state, {moves: searchMoves, apply, key: columnsKey, isProgress, limit: SEARCH_LIMIT});
}

const SLOTS: Slot[] = [
  {id: 'stock', col: 0, row: 0, name: 'stock', role: 'stock'},
  {id: 'waste', col: 1, row: 0, name: 'waste', role: 'waste'},
  ...FOUNDATIONS.map((id, index): Slot => ({id, col: 2 + index, row: 0, label: 'A', name: `foundation ${index + 1}`, role: 'foundation'})),
  ...COLUMNS.map((id, index): Slot => ({id, col: index, row: 1, fan: 'down', name: `column ${index + 1}`, role: 'tableau'})),
];

export const harfe: GameDefinition = {
  id: 'harfe',
  names: {de: 'Die Harfe', en: 'The Harp'},
  aliases: ['harp'],
  decks: 2,
  summary: {
    en: 'Two-pack Klondike in a harp of 10 columns; build up too on columns without face-down cards; one pass.',
    de: 'Klondike mit zwei Spielen in zehn Reihen; auf Reihen ohne verdeckte Karten auch aufwärts; ein Durchgang.',
  },
  deal,
  moves,
  apply,
  explain,
  outcome: (state) => (FOUNDATIONS.every((id) => getPile(state, id).cards.length === 13) ? 'won' : 'playing'),
  stalled: (state) => stockEmpty(state) && !canProgress(state),
  layout: () => SLOTS,
  actions: [
    {kinds: ['deal'], key: 'd', label: {en: 'turn a stock card', de: 'Talonkarte umschlagen'}},
    {kinds: ['finish'], key: 'f', label: {en: 'finish: play all cards up', de: 'Abschließen: alles hochlegen'}},
  ],
};
