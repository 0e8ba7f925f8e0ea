import {HEADS_LIST} from '../core/build.js';
import {isRed, KING, rank} from '../core/cards.js';
import {TransferBook} from '../core/own-transfers.js';
import type {State, Transfer} from '../core/types.js';

/** Staffelpatience's transfers for the solver, listed straight from its rules (SPEC.md §13): see SolverHooks.transfers. */

/** The piles as `deal` makes them: pile1…pile7, stock, waste, books1…books4. */
const PILES = 7;
const WASTE = 8;
const FIRST_BOOK = 9;
const BOOKS = 4;

/** A card's kind: colour and rank (red 16 + rank). */
const KIND = Uint8Array.from({length: HEADS_LIST}, (_, card) => (isRed(card) ? 16 : 0) + rank(card));

/** Per kind: the piles and books (a bit each) whose top it may go on now; all 0 between listings. */
const wantedBy = new Int32Array(32);
const BOOK_BITS = ((1 << BOOKS) - 1) << FIRST_BOOK;

/** A run is at most king to ace. */
const book = new TransferBook(FIRST_BOOK + BOOKS, 13);

export function staffelpatienceTransfers(state: State<{readonly unlocked: boolean}>): Transfer[] {
  const moves: Transfer[] = [];
  const piles = state.piles;
  const kingRuns = state.switches['king-runs'] === true;
  // M1, M2: a pile takes one lower in the other colour, an empty pile only a king.
  let emptyPiles = 0;
  for (let index = 0; index < PILES; index++) {
    const cards = piles[index].cards;
    if (cards.length === 0) emptyPiles |= 1 << index;
    else wantedBy[(KIND[cards[cards.length - 1]] ^ 16) - 1] |= 1 << index;
  }
  // 13.5: once unlocked, a finished book takes one higher in the other colour, one card at a time, up to its king.
  if (state.vars.unlocked) {
    for (let index = FIRST_BOOK; index < FIRST_BOOK + BOOKS; index++) {
      const cards = piles[index].cards;
      // A complete double series ends in a king, which nothing goes on.
      if (cards.length > 0) wantedBy[(KIND[cards[cards.length - 1]] ^ 16) + 1] |= 1 << index;
    }
  }
  // M3, 13-A1: a correct run (or part of it) moves together; with `king-runs` only a king carries its run.
  for (let from = 0; from < PILES; from++) {
    const {cards, down} = piles[from];
    for (let count = 1; count <= cards.length - down; count++) {
      const head = cards[cards.length - count];
      if (count > 1 && (KIND[cards[cards.length - count + 1]] ^ 16) + 1 !== KIND[head]) break;
      if (count > 1 && kingRuns && rank(head) !== KING) continue;
      const targets = wantedBy[KIND[head]] | (rank(head) === KING ? emptyPiles : 0);
      book.list(state, from, count, count === 1 ? targets : targets & ~BOOK_BITS, moves);
    }
  }
  const card = piles[WASTE].cards.at(-1);
  if (card !== undefined) book.list(state, WASTE, 1, wantedBy[KIND[card]] | (rank(card) === KING ? emptyPiles : 0), moves);
  wantedBy.fill(0);
  return moves;
}
