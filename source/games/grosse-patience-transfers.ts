import {HEADS_LIST} from '../core/build.js';
import {rank, suit} from '../core/cards.js';
import {TransferBook} from '../core/own-transfers.js';
import type {State, Transfer} from '../core/types.js';

/** Die große Patience's transfers for the solver, listed straight from its rules (SPEC.md §11): see SolverHooks.transfers. */

/** The piles as `deal` makes them: four families, the Keller, L1…L5, R1…R5 (row 5 is L5 and R5). */
const FAMILIES = 4;
const KELLER = 4;
const L5 = 9;
const R5 = 14;
const LAST = R5;
/** The halves of rows 1–4: they take cards; row 5 only gives. */
const OPEN_HALVES = [5, 6, 7, 8, 10, 11, 12, 13];

/** A card's kind: suit and rank, 0…51 (rank 1…13 as 0…12). */
const KIND = Uint8Array.from({length: HEADS_LIST}, (_, card) => suit(card) * 13 + rank(card) - 1);

/** The kind one rank higher (`by` 1) or lower (`by` 12) in the same suit, K and A next to each other (11.4, 11-A1). */
function beside(kind: number, by: number): number {
  return kind - (kind % 13) + (((kind % 13) + by) % 13);
}

const UP = 1;
const DOWN = 12;

/** Per kind: the piles (a bit each) that take it as a single card now; all 0 between listings. */
const wantedBy = new Int32Array(52);

/** A sequence is of one suit: at most 13 cards. */
const book = new TransferBook(LAST + 1, 13);

export function grossePatienceTransfers(state: State): Transfer[] {
  const moves: Transfer[] = [];
  const piles = state.piles;
  const downOnly = state.switches['text-strict'] === true;
  // M1, 11.4, 11-A6: a family takes its suit's next rank, either way until its second card sets the direction. (A complete
  // family takes nothing: it holds every card of its suit.)
  for (let index = 0; index < FAMILIES; index++) {
    const cards = piles[index].cards;
    if (cards.length === 0) continue;
    const last = KIND[cards[cards.length - 1]];
    const up = cards.length < 2 || KIND[cards[1]] === beside(KIND[cards[0]], UP);
    if (up) wantedBy[beside(last, UP)] |= 1 << index;
    if (cards.length < 2 || !up) wantedBy[beside(last, DOWN)] |= 1 << index;
  }
  // M2, M3, 11-A1: a half of rows 1–4 takes one card of its top's suit, one rank lower (or higher too, by default); empty, any card or sequence.
  let emptyHalves = 0;
  for (const index of OPEN_HALVES) {
    const cards = piles[index].cards;
    if (cards.length === 0) emptyHalves |= 1 << index;
    else {
      const under = KIND[cards[cards.length - 1]];
      wantedBy[beside(under, DOWN)] |= 1 << index;
      if (!downOnly) wantedBy[beside(under, UP)] |= 1 << index;
    }
  }
  // M5, 11-A4: the Keller takes any one card while empty; its card leaves only while a half of row 5 is used up.
  const kellerCard = piles[KELLER].cards[0];
  const singles = emptyHalves | (kellerCard === undefined ? 1 << KELLER : 0);
  if (kellerCard !== undefined && (piles[L5].cards.length === 0 || piles[R5].cards.length === 0)) {
    book.list(state, KELLER, 1, wantedBy[KIND[kellerCard]] | emptyHalves, moves);
  }
  // 11.5, 11-A9: a half's outermost card, or several together as a sequence of the row build (onto an empty half only).
  for (let from = KELLER + 1; from <= LAST; from++) {
    const {cards, down} = piles[from];
    for (let count = 1; count <= cards.length - down; count++) {
      const head = KIND[cards[cards.length - count]];
      if (count > 1) {
        const above = KIND[cards[cards.length - count + 1]];
        if (above !== beside(head, DOWN) && (downOnly || above !== beside(head, UP))) break;
      }
      book.list(state, from, count, count === 1 ? wantedBy[head] | singles : emptyHalves, moves);
    }
  }
  wantedBy.fill(0);
  return moves;
}
