import {type Build, fits} from '../core/build.js';
import {type Card, code} from '../core/cards.js';
import {getPile, makePile, Table, top} from '../core/piles.js';
import type {GameDefinition, Move, Outcome, Slot, State} from '../core/types.js';

/** Napoleons-Patience (up-and-down), SPEC.md §4. The program plays every card itself. */

/** 4-A1, 4-A2, 4-A5: one higher or lower than the current top, suits ignored, K and A adjacent. */
const UP_OR_DOWN: Build = {dir: 'either', match: 'any', wrap: true};

/** What the last step did, for `hint` (vars.last). */
const DEALT = 0;
const PLACED = 1;
const REJECTED = 2;
const PICKED_UP = 3;

function size(state: State, id: string): number {
  return getPile(state, id).cards.length;
}

function deal(order: readonly Card[]): State {
  const hand = order.slice(1).reverse();
  const piles = [makePile('hand', hand, hand.length), makePile('patience', [order[0]]), makePile('second')];
  return {game: 'napoleon', piles, vars: {pass: 1, placed: 0, last: DEALT, lastCard: order[0]}};
}

function outcome(state: State): Outcome {
  if (size(state, 'hand') > 0) return 'playing';
  if (size(state, 'second') === 0) return 'won';
  return state.vars.placed === 0 ? 'lost' : 'playing';
}

function moves(state: State): Move[] {
  return outcome(state) === 'playing' ? [{kind: 'step'}] : [];
}

/** 4.3.3: the second pile, turned face down, becomes the hand; its first card comes first. */
function pickUp(table: Table): void {
  const cards = table.take('second', table.cards('second').length).reverse();
  table.set('hand', cards, cards.length);
  table.setVar('pass', table.get('pass') + 1);
  table.setVar('placed', 0);
  table.setVar('last', PICKED_UP);
  table.setVar('lastCard', cards.length);
}

/** 4.3.2: the next hand card goes onto the patience when it fits the current top, else onto the second pile. */
function playCard(table: Table): void {
  const [card] = table.take('hand', 1);
  const fitsOn = fits(card, top(table.pile('patience'))!, UP_OR_DOWN);
  table.put(fitsOn ? 'patience' : 'second', [card]);
  if (fitsOn) table.setVar('placed', table.get('placed') + 1);
  table.setVar('last', fitsOn ? PLACED : REJECTED);
  table.setVar('lastCard', card);
}

function apply(state: State, move: Move): State {
  if (move.kind !== 'step') throw new Error(explain(state, move));
  const table = new Table(state);
  if (table.cards('hand').length === 0) pickUp(table);
  else playCard(table);
  return table.state();
}

function explain(state: State, move: Move): string {
  if (move.kind !== 'step') return `Napoleon's Up-and-Down plays itself: the only move is the next step (s), not "${move.kind}"`;
  return outcome(state) === 'won' ? 'every card is on the patience' : 'a whole pass placed no card';
}

function hint(state: State): string {
  const {last, lastCard, pass} = state.vars;
  const patienceTop = code(top(getPile(state, 'patience'))!);
  switch (last) {
    case PLACED:
      return `${code(lastCard)} fits: onto the patience`;
    case REJECTED:
      return `${code(lastCard)} does not fit on ${patienceTop}: onto the second pile`;
    case PICKED_UP:
      return `pass ${pass}: ${lastCard} cards picked up as the new hand`;
    default:
      return `${code(lastCard)} starts the patience`;
  }
}

const SLOTS: Slot[] = [
  {id: 'hand', col: 0, row: 0, name: 'hand', role: 'stock'},
  {id: 'patience', col: 2, row: 0, name: 'patience', role: 'foundation'},
  {id: 'second', col: 4, row: 0, name: 'second pile', role: 'waste'},
];

export const napoleon: GameDefinition = {
  id: 'napoleon',
  names: {de: 'Napoleons Patience', en: "Napoleon's Up-and-Down"},
  aliases: ['napoleon-updown'],
  decks: 1,
  summary: {
    en: 'Automatic: each card one higher or lower than the top (K–A wraps) joins the patience; the rest come round again.',
    de: 'Automatisch: jede Karte eins höher oder niedriger als die oberste (K–A schließt) kommt auf die Patience, der Rest wird neu durchgenommen.',
  },
  deal,
  moves,
  apply,
  explain,
  outcome,
  hint,
  layout: () => SLOTS,
  actions: [{kinds: ['step'], key: 's', label: {en: 'next card', de: 'nächste Karte'}, auto: true}],
};
