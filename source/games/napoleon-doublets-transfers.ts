import {KING, rank} from '../core/cards.js';
import {TransferBook} from '../core/own-transfers.js';
import type {State, Transfer} from '../core/types.js';

/** Napoleon's Doubling's transfers for the solver, listed straight from its rules (SPEC.md §10): see SolverHooks.transfers. */

/** 10.4: next(v) = 2v, less 13 when that passes 13. next(K) = K, so a king never follows anything. */
export function nextValue(value: number): number {
  return value * 2 <= 13 ? value * 2 : value * 2 - 13;
}

/** The piles as `deal` makes them: seven reserve places, the foundation, stock, waste. */
const RESERVES = 7;
const FOUND = 7;
const WASTE = 9;

const book = new TransferBook(WASTE + 1);

export function napoleonDoubletsTransfers(state: State): Transfer[] {
  const moves: Transfer[] = [];
  const piles = state.piles;
  const under = piles[FOUND].cards.at(-1);
  // 10.4: a king never follows anything (next(K) = K).
  const next = under === undefined ? KING : nextValue(rank(under));
  if (next === KING) return moves;
  // 10.5: one card at a time, each reserve card, then the waste's top, onto the foundation. (Without the length checks an
  // empty pile's rank would be NaN, which fits nothing: they only spare the read past the end.)
  for (let from = 0; from < RESERVES; from++) {
    const cards = piles[from].cards;
    if (cards.length > 0 && rank(cards[cards.length - 1]) === next) moves.push(book.move(state, from, FOUND));
  }
  const waste = piles[WASTE].cards;
  if (waste.length > 0 && rank(waste[waste.length - 1]) === next) moves.push(book.move(state, WASTE, FOUND));
  return moves;
}
