import {rank, suit, type Card} from '../core/cards.js';
import {top} from '../core/piles.js';
import {TransferBook} from '../core/own-transfers.js';
import type {Pile, State, Transfer} from '../core/types.js';

/** Die Reihe's transfers for the solver, listed straight from its rules (SPEC.md §5): see SolverHooks.transfers. */

/** The piles as `deal` makes them: four ace foundations and four king foundations in suit order, the grid row by row, the stock. */
const SUITS = 4;
const GRID_START = 2 * SUITS;
const ROWS = 5;
const COLUMNS = 10;

/** 5.2: up in suit on the ace foundation, down in suit on the king foundation; no wrap. */
export function fits(card: Card, foundation: Pile, up: boolean): boolean {
  const under = top(foundation);
  if (under === undefined) return false;
  return rank(card) === rank(under) + (up ? 1 : -1);
}

/** Per column: the row of its lowest card (the free one, 5.2), -1 when the column is empty. */
const lowest = new Int8Array(COLUMNS);

const book = new TransferBook(GRID_START + ROWS * COLUMNS);

export function reiheTransfers(state: State): Transfer[] {
  const moves: Transfer[] = [];
  const piles = state.piles;
  for (let col = 0; col < COLUMNS; col++) {
    let row = ROWS - 1;
    while (row >= 0 && piles[GRID_START + row * COLUMNS + col].cards.length === 0) row--;
    lowest[col] = row;
  }
  // The free cards in the grid's order (row by row), each onto its suit's ace foundation, then its king foundation.
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLUMNS; col++) {
      if (lowest[col] !== row) continue;
      const from = GRID_START + row * COLUMNS + col;
      const card = top(piles[from])!;
      const own = suit(card);
      if (fits(card, piles[own], true)) moves.push(book.move(state, from, own));
      if (fits(card, piles[SUITS + own], false)) moves.push(book.move(state, from, SUITS + own));
    }
  }
  return moves;
}
