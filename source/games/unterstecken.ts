import {type Card, code, rank, rankWord} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import type {GameDefinition, Move, Outcome, Slot, State} from '../core/types.js';

/** Das Unterstecken, SPEC.md §7. The program plays every card itself. */

/** The pile of each rank: RANK_PILES[rank - 1]. */
export const RANK_PILES = [...numberedIds('P', 1, 10), 'PJ', 'PQ', 'PK'];
const LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** What the last step did, for `hint` (vars.last). */
const DEALT = 0;
const DRAWN = 1;
const TUCKED = 2;
const ENDED = 3;

function pileOf(card: Card): string {
  return RANK_PILES[rank(card) - 1];
}

function size(state: State, id: string): number {
  return getPile(state, id).cards.length;
}

/** 7.3: blocks of 4 to P1…P10, of 3 to PJ, PQ, PK; the reserve's first card (the next of the pack) lies on top. */
function deal(order: readonly Card[]): State {
  let next = 0;
  const piles = RANK_PILES.map((id, index) => {
    const count = index < 10 ? 4 : 3;
    next += count;
    return makePile(id, order.slice(next - count, next));
  });
  piles.push(makePile('reserve', order.slice(next).reverse()), makePile('hand'));
  return {game: 'unterstecken', piles, vars: {chain: 0, tucks: 0, last: DEALT, lastCard: 0, lastTaken: 0}};
}

function isComplete(cards: readonly Card[], rankValue: number): boolean {
  return cards.every((card) => rank(card) === rankValue);
}

/** 7.4: tuck the hand card under the pile of its rank; the chain ends when that pile holds only its rank, else take its top. */
function tuck(table: Table): void {
  const [card] = table.take('hand', 1);
  const id = pileOf(card);
  const cards = [card, ...table.cards(id)];
  table.set(id, cards, 0);
  table.setVar('tucks', table.get('tucks') + 1);
  table.setVar('lastCard', card);
  if (isComplete(cards, rank(card))) {
    table.setVar('last', ENDED);
    return;
  }
  const taken = table.take(id, 1);
  table.put('hand', taken);
  table.setVar('last', TUCKED);
  table.setVar('lastTaken', taken[0]);
}

function draw(table: Table): void {
  const taken = table.take('reserve', 1);
  table.put('hand', taken);
  table.setVar('chain', table.get('chain') + 1);
  table.setVar('last', DRAWN);
  table.setVar('lastCard', taken[0]);
}

function isOver(state: State): boolean {
  return size(state, 'hand') === 0 && size(state, 'reserve') === 0;
}

/** Ranks whose pile does not hold exactly its four cards. */
export function incompleteRanks(state: State): number[] {
  return RANK_PILES.map((id, index) => ({cards: getPile(state, id).cards, rankValue: index + 1}))
    .filter(({cards, rankValue}) => cards.length !== 4 || !isComplete(cards, rankValue))
    .map(({rankValue}) => rankValue);
}

/** 7.5: decided once the third chain has ended. */
function outcome(state: State): Outcome {
  if (!isOver(state)) return 'playing';
  return incompleteRanks(state).length === 0 ? 'won' : 'lost';
}

function moves(state: State): Move[] {
  return isOver(state) ? [] : [{kind: 'step'}];
}

function apply(state: State, move: Move): State {
  if (move.kind !== 'step') throw new Error(explain(state, move));
  const table = new Table(state);
  if (table.cards('hand').length === 0) draw(table);
  else tuck(table);
  return table.state();
}

function explain(state: State, move: Move): string {
  if (move.kind !== 'step') return `Tuck-Under plays itself: the only move is the next step (s), not "${move.kind}"`;
  return isOver(state) ? 'all three reserve cards have been played' : 'that step is not possible';
}

function plural(rankValue: number): string {
  return `${rankWord(rankValue)}s`;
}

function hint(state: State): string {
  const {last, lastCard, lastTaken, chain} = state.vars;
  switch (last) {
    case DRAWN:
      return `chain ${chain}: reserve card ${code(lastCard)} taken in hand`;
    case TUCKED:
      return `${code(lastCard)} tucked under the ${plural(rank(lastCard))}, ${code(lastTaken)} taken from their top`;
    case ENDED:
      return `${code(lastCard)} tucked under the ${plural(rank(lastCard))}: only ${plural(rank(lastCard))} there, chain ${chain} ends`;
    default:
      return `the first reserve card is ${code(top(getPile(state, 'reserve'))!)}`;
  }
}

function result(state: State): {en: string; de: string} | undefined {
  const missing = incompleteRanks(state).map((each) => LABELS[each - 1]);
  if (!isOver(state) || missing.length === 0) return undefined;
  return {en: `incomplete piles: ${missing.join(' ')}`, de: `unvollständige Häufchen: ${missing.join(' ')}`};
}

const SLOTS: Slot[] = [
  ...RANK_PILES.map((id, index): Slot => ({id, col: index % 5, row: Math.floor(index / 5), label: LABELS[index], caption: LABELS[index], name: `${LABELS[index]} pile`})),
  {id: 'reserve', col: 6, row: 0, fan: 'right', name: 'reserve', role: 'reserve'},
  {id: 'hand', col: 6, row: 1, name: 'hand', role: 'reserve'},
];

export const unterstecken: GameDefinition = {
  id: 'unterstecken',
  names: {de: 'Das Unterstecken', en: 'Tuck-Under'},
  aliases: ['tuck-under'],
  decks: 1,
  summary: {
    en: 'Automatic: tuck each card under the pile of its rank and take that pile’s top, until every pile holds its four.',
    de: 'Automatisch: jede Karte unter das Häufchen ihrer Augenzahl stecken und dessen oberste nehmen, bis alle vollzählig sind.',
  },
  deal,
  moves,
  apply,
  explain,
  outcome,
  hint,
  result,
  layout: () => SLOTS,
  actions: [{kinds: ['step'], key: 's', label: {en: 'next step', de: 'nächster Schritt'}, auto: true}],
};
