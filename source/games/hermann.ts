import {ALT_DOWN, fits, needsMessage, runLength} from '../core/build.js';
import {progressReachable} from '../core/search.js';
import {type Card, ACE, KING, isRed, rank, rankWord} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import {applyTransfer, explainTransfer, type PileRule, transferMove, transferMoves} from '../core/transfer.js';
import type {GameDefinition, Move, Pile, Slot, State} from '../core/types.js';

/** Hermann, SPEC.md §12. Suits never matter here: only rank and colour. */

const COLUMNS = numberedIds('col', 1, 10);
const ALL_CARDS = 104;
/** Bounds the stalled() search; beyond it the position counts as "not stalled" (we cannot tell). */
const SEARCH_LIMIT = 300;

function isColumn(id: string): boolean {
  return id.startsWith('col');
}

function otherColour(card: Card): string {
  return isRed(card) ? 'black' : 'red';
}

/** 12.5: down in alternating colour; an ace on a 2, a king on an ace (12-A2). */
function fitsGoal(card: Card, under: Card): boolean {
  if (isRed(card) === isRed(under)) return false;
  return rank(under) === ACE ? rank(card) === KING : rank(card) === rank(under) - 1;
}

function goalNeeds(under: Card): string {
  const wanted = rank(under) === ACE ? 'king' : rankWord(rank(under) - 1);
  return `the goal needs a ${otherColour(under)} ${wanted}${rank(under) === 2 ? ' from the aces' : ''}`;
}

/** M1/M2: any sub-ladder into an empty column; otherwise one lower in the other colour (no wrap). */
function landsOn(head: Card, under: Card | undefined): boolean {
  return under === undefined || fits(head, under, ALT_DOWN);
}

const columnRule: PileRule = {
  gives: (_state, pile) => runLength(pile.cards, pile.down, ALT_DOWN),
  refuses: () => 'only a ladder moves together: each card one lower than the one it lies on, in the other colour',
  accepts(_state, target, cards) {
    const head = cards[0];
    const under = top(target);
    if (under === undefined) return null;
    if (target.down >= target.cards.length) return 'a face-down card cannot be built on';
    if (rank(head) === KING) return 'a king may only go into an empty column';
    if (rank(under) === 2) return 'nothing may be placed on a 2 in a column: aces never lie in columns';
    return landsOn(head, under) ? null : needsMessage(head, ALT_DOWN);
  },
};

const goalRule: PileRule = {
  refuses: () => 'cards never leave the goal',
  accepts(_state, target, cards) {
    const under = top(target);
    if (under === undefined) return 'the goal is started by the first king that turns up';
    return fitsGoal(cards[0], under) ? null : goalNeeds(under);
  },
};

const acesRule: PileRule = {accepts: () => 'only aces go to the aces, by themselves when they turn up'};
const stockRule: PileRule = {
  refuses: () => 'the talon is dealt with d, one card onto each column',
  accepts: () => 'nothing may be placed on the talon',
};

function rules(id: string): PileRule | undefined {
  if (isColumn(id)) return columnRule;
  if (id === 'goal') return goalRule;
  if (id === 'aces') return acesRule;
  if (id === 'stock') return stockRule;
  return undefined;
}

/** M4: index in `aces` of the topmost ace that fits the goal, or -1. */
function aceIndex(state: State): number {
  const under = top(getPile(state, 'goal'));
  if (under === undefined || rank(under) !== 2) return -1;
  const aces = getPile(state, 'aces').cards;
  for (let index = aces.length - 1; index >= 0; index--) {
    if (fitsGoal(aces[index], under)) return index;
  }
  return -1;
}

/** F1 and F3: where a card that turns face up must go at once, if anywhere. */
function autoTarget(table: Table, card: Card): string | undefined {
  if (rank(card) === ACE) return 'aces';
  if (rank(card) === KING && table.cards('goal').length === 0) return 'goal';
  return undefined;
}

/** F2 with F1 and F3: turn the packet's top while the column shows no face-up card. */
function turnUp(table: Table, id: string): void {
  while (table.flipTop(id)) {
    const target = autoTarget(table, top(table.pile(id))!);
    if (!target) return;
    table.put(target, table.take(id, 1));
  }
}

/** M5: one card onto each column from col1 (9 in the last deal); aces and a first king skip their column (12-A5). */
function dealRound(table: Table): void {
  const count = Math.min(COLUMNS.length, table.cards('stock').length);
  for (let index = 0; index < count; index++) {
    const card = table.take('stock', 1);
    table.put(autoTarget(table, card[0]) ?? COLUMNS[index], card);
  }
}

/** 12.3: blocks of 1…10 face down, then each packet's top turned in column order (leftmost king first, 12-A1). */
function deal(order: readonly Card[]): State {
  const piles: Pile[] = [];
  let next = 0;
  COLUMNS.forEach((id, index) => {
    const size = index + 1;
    piles.push(makePile(id, order.slice(next, next + size), size));
    next += size;
  });
  const stock = order.slice(next).reverse();
  piles.push(makePile('goal'), makePile('aces'), makePile('stock', stock, stock.length));
  const table = new Table({game: 'hermann', piles, vars: {}});
  for (const id of COLUMNS) turnUp(table, id);
  return table.state();
}

function moves(state: State): Move[] {
  const list = transferMoves(state, rules);
  if (aceIndex(state) >= 0) list.push(transferMove('aces', 'goal', 1));
  if (getPile(state, 'stock').cards.length > 0) list.push({kind: 'deal'});
  return list;
}

function apply(state: State, move: Move): State {
  const table = new Table(state);
  if (move.kind === 'deal') {
    dealRound(table);
  } else if (move.from === 'aces') {
    const aces = table.cards('aces');
    const index = aceIndex(state);
    table.put('goal', [aces[index]]);
    table.set('aces', aces.filter((_card, at) => at !== index), 0);
  } else {
    applyTransfer(table, move);
    if (isColumn(move.from!)) turnUp(table, move.from!);
  }
  return table.state();
}

function explainAce(state: State, move: Move): string {
  if (move.to !== undefined && isColumn(move.to)) return 'aces never lie in columns: an ace only goes on a 2 on the goal';
  if (move.to !== 'goal') return explainTransfer(state, rules, move);
  if (getPile(state, 'aces').cards.length === 0) return 'no ace has been set aside';
  if ((move.count ?? 1) !== 1) return 'aces go to the goal one at a time';
  const under = top(getPile(state, 'goal'));
  if (under === undefined || rank(under) !== 2) return 'an ace may only go on a 2 on the goal';
  return `the goal needs a ${otherColour(under)} ace, and none has been set aside`;
}

function explain(state: State, move: Move): string {
  if (move.kind === 'deal') return 'the talon is used up';
  if (move.kind !== 'move') return `Hermann has no "${move.kind}" move`;
  return move.from === 'aces' ? explainAce(state, move) : explainTransfer(state, rules, move);
}

function isWon(state: State): boolean {
  return getPile(state, 'goal').cards.length === ALL_CARDS;
}

/** A move that can never be taken back: a card to the goal or a face-down card turned. */
function hasProgress(columns: readonly Pile[], goalTop: Card | undefined): boolean {
  return columns.some((source) => {
    const ladder = runLength(source.cards, source.down, ALT_DOWN);
    for (let count = 1; count <= ladder; count++) {
      const head = source.cards[source.cards.length - count];
      if (goalTop !== undefined && fitsGoal(head, goalTop)) return true;
      const turnsCard = source.down > 0 && count === source.cards.length - source.down;
      if (turnsCard && columns.some((target) => target !== source && landsOn(head, top(target)))) return true;
    }
    return false;
  });
}

/** One character per card (ids are below 104), after one for the face-down count. */
function columnKey(pile: Pile): string {
  return String.fromCharCode(200 + pile.down, ...pile.cards);
}

/** Which column holds what does not matter for what can still happen. */
function shapeKey(keys: readonly string[]): string {
  return keys.slice().sort().join('|');
}

type Position = {readonly columns: readonly Pile[]; readonly keys: readonly string[]};

function shifted(position: Position, from: number, to: number, count: number): Position {
  const source = position.columns[from];
  const target = position.columns[to];
  const columns = position.columns.slice();
  const keys = position.keys.slice();
  columns[from] = {...source, cards: source.cards.slice(0, source.cards.length - count)};
  columns[to] = {...target, cards: target.cards.concat(source.cards.slice(source.cards.length - count))};
  keys[from] = columnKey(columns[from]);
  keys[to] = columnKey(columns[to]);
  return {columns, keys};
}

/** Column-to-column moves; all empty columns are alike, so only the first one is tried. */
function shuffles(position: Position): Position[] {
  const columns = position.columns;
  const firstEmpty = columns.findIndex((pile) => pile.cards.length === 0);
  const result: Position[] = [];
  columns.forEach((source, from) => {
    const ladder = runLength(source.cards, source.down, ALT_DOWN);
    for (let count = 1; count <= ladder; count++) {
      const head = source.cards[source.cards.length - count];
      columns.forEach((target, to) => {
        if (to === from || target.cards.length === 0 || !landsOn(head, top(target))) return;
        result.push(shifted(position, from, to, count));
      });
      const wholeColumn = count === source.cards.length;
      if (firstEmpty >= 0 && !wholeColumn) result.push(shifted(position, from, firstEmpty, count));
    }
  });
  return result;
}

/**
 * C11: the talon is used up and no series of column moves ever leads to a goal
 * move or a turned card. Positions too open to search completely count as not stalled.
 */
function stalled(state: State): boolean {
  if (isWon(state) || getPile(state, 'stock').cards.length > 0 || aceIndex(state) >= 0) return false;
  const goalTop = top(getPile(state, 'goal'));
  const columns = COLUMNS.map((id) => getPile(state, id));
  return !progressReachable<Position, Position>(
    {columns, keys: columns.map(columnKey)},
    {
      moves: shuffles,
      apply: (_position, next) => next,
      key: (position) => shapeKey(position.keys),
      offersProgress: (position) => hasProgress(position.columns, goalTop),
      limit: SEARCH_LIMIT,
    },
  );
}

function hint(state: State): string | undefined {
  const under = top(getPile(state, 'goal'));
  const deals = Math.ceil(getPile(state, 'stock').cards.length / COLUMNS.length);
  const goal = under === undefined ? 'the first king to turn up starts the goal' : goalNeeds(under);
  return `${goal} · talon: ${deals} ${deals === 1 ? 'deal' : 'deals'} left`;
}

const SLOTS: Slot[] = [
  {id: 'stock', col: 0, row: 0, name: 'talon', role: 'stock'},
  {id: 'aces', col: 2, row: 0, fan: 'right', label: 'A', name: 'aces', role: 'reserve'},
  {id: 'goal', col: 9, row: 0, label: 'K', name: 'goal', role: 'foundation'},
  ...COLUMNS.map((id, index): Slot => ({id, col: index, row: 1, fan: 'down', name: `column ${index + 1}`, role: 'tableau'})),
];

export const hermann: GameDefinition = {
  id: 'hermann',
  names: {de: 'Hermann', en: 'Hermann'},
  aliases: [],
  decks: 2,
  summary: {
    en: 'All 104 cards onto one goal pile, down in alternating colour, K to A eight times; aces wait aside.',
    de: 'Alle 104 Karten auf einen Haufen, farbwechselnd absteigend, achtmal K bis A; Asse liegen bereit.',
  },
  deal,
  moves,
  apply,
  explain,
  outcome: (state) => (isWon(state) ? 'won' : 'playing'),
  stalled,
  hint,
  layout: () => SLOTS,
  actions: [{kinds: ['deal'], key: 'd', label: {en: 'deal from the talon', de: 'aus dem Talon anlegen'}}],
};
