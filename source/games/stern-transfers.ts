import {ACE, type Card, rank, suit} from '../core/cards.js';
import {top} from '../core/piles.js';
import {TransferBook} from '../core/own-transfers.js';
import type {Pile, State, Transfer} from '../core/types.js';

/** Der Stern's transfers for the solver, listed straight from its rules (SPEC.md §6): see SolverHooks.transfers. */

/** 6-A3: the text advises a corner only for a card at most this many ranks above the top of its suit (the rule of "advised corners"). */
export const CORNER_REACH = 2;

/** 6.1: the ace ranks above the king. */
export function starRank(card: Card): number {
  return rank(card) === ACE ? 14 : rank(card);
}

/** The star rank on top of a foundation (1 while it is empty: its 2 goes first). */
export function heightOf(foundation: Pile): number {
  const under = top(foundation);
  return under === undefined ? 1 : starRank(under);
}

/** Whether a card goes next onto its suit's foundation (the foundations lie first, in suit order). */
export function fitsOn(card: Card, foundation: Pile): boolean {
  return starRank(card) === heightOf(foundation) + 1;
}

/** The piles as `deal` makes them: the four foundations in suit order, the four corners, waste, stock. */
const CORNERS = 4;
const WASTE = 8;

const book = new TransferBook(WASTE + 1);

export function sternTransfers(state: State<{readonly used: readonly string[]}>): Transfer[] {
  const moves: Transfer[] = [];
  const piles = state.piles;
  // 6.3 (2): a corner's card up onto its foundation, never into another corner.
  for (let from = CORNERS; from < WASTE; from++) {
    const card = top(piles[from]);
    if (card !== undefined && fitsOn(card, piles[suit(card)])) moves.push(book.move(state, from, suit(card)));
  }
  const card = top(piles[WASTE]);
  if (card === undefined) return moves;
  if (fitsOn(card, piles[suit(card)])) moves.push(book.move(state, WASTE, suit(card)));
  // 6.3 (4), 6-A3, 6-A8: into an empty corner; with "advised corners" only close to its suit's top; with "corner once" a corner never used.
  if (state.switches['advised-corners'] && heightOf(piles[suit(card)]) < starRank(card) - CORNER_REACH) return moves;
  const onceOnly = state.switches['corner-once'] === true;
  for (let to = CORNERS; to < WASTE; to++) {
    if (piles[to].cards.length === 0 && !(onceOnly && state.vars.used.includes(piles[to].id))) moves.push(book.move(state, WASTE, to));
  }
  return moves;
}
