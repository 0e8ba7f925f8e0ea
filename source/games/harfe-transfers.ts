import {HEADS_LIST} from '../core/build.js';
import {type Card, ACE, KING, isRed, rank} from '../core/cards.js';
import {TransferBook} from '../core/own-transfers.js';
import type {State, Transfer} from '../core/types.js';

/** Die Harfe's transfers for the solver, listed straight from its rules (SPEC.md §8): see SolverHooks.transfers. */

const RANK = Uint8Array.from({length: HEADS_LIST}, (_, card) => rank(card));
/** Colour and rank of each card: red * 16 + rank. */
const KIND = Uint8Array.from({length: HEADS_LIST}, (_, card) => (isRed(card) ? 16 : 0) + RANK[card]);
/** Per card: where the foundations mark the card that goes on it (copies alike), or SPARE for a king, on which nothing goes. */
const SPARE = 52;
const NEXT = Uint8Array.from({length: HEADS_LIST}, (_, card) => (RANK[card] === KING ? SPARE : (card % 52) + 1));

/** The ten columns come first, then the eight foundations, the stock and the waste (harfe.ts's TABLE). */
const COLUMNS = 10;
const FOUNDATIONS_END = 18;
const WASTE = 19;
const PILES = 20;
/** The most cards that can move at once: two packs. */
const MOST = 104;

const book = new TransferBook(PILES, MOST);

/**
 * Per kind of card (KIND), the columns whose top it may go on, a bit each:
 * building down anywhere, up too on a column without face-down cards (8-A4).
 * Marked under the top's kind in the other colour, looked up one rank away;
 * all 0 between listings.
 */
const onDown = new Int32Array(32);
const onUp = new Int32Array(32);
/** Per card (copies alike, SPARE unused), the foundations that take it next, a bit each; all 0 between listings. */
const home = new Int32Array(SPARE + 1);

/** The columns (as marked) whose top a card of this kind goes on. */
function columnsFor(kind: number): number {
  return onDown[kind + 1] | onUp[kind - 1];
}

/** The foundations that take the card: marked by their tops, the empty ones for an ace. */
function homesFor(card: Card, emptyHomes: number): number {
  return home[card % 52] | (RANK[card] === ACE ? emptyHomes : 0);
}

export function harfeTransfers(state: State): Transfer[] {
  const moves: Transfer[] = [];
  const piles = state.piles;
  const singleCards = state.switches['single-cards'] === true;
  // An empty column takes any card or run; the others take by their top.
  let empty = 0;
  for (let to = 0; to < COLUMNS; to++) {
    const {cards, down} = piles[to];
    if (cards.length === 0) {
      empty |= 1 << to;
      continue;
    }
    const under = KIND[cards[cards.length - 1]] ^ 16;
    onDown[under] |= 1 << to;
    if (down === 0) onUp[under] |= 1 << to;
  }
  // M1: an ace on an empty foundation, else the next card of the suit; one card at a time.
  let emptyHomes = 0;
  for (let to = COLUMNS; to < FOUNDATIONS_END; to++) {
    const {cards} = piles[to];
    if (cards.length === 0) emptyHomes |= 1 << to;
    else home[NEXT[cards[cards.length - 1]]] |= 1 << to;
  }
  for (let from = 0; from < COLUMNS; from++) {
    const {cards, down} = piles[from];
    const length = cards.length;
    if (length <= down) continue;
    const card = cards[length - 1];
    // A card never fits on itself (same colour); the first card of a longer run may fit on its own top (a red 5 under a black 6).
    book.list(state, from, 1, columnsFor(KIND[card]) | empty | homesFor(card, emptyHomes), moves);
    const others = ~(1 << from);
    // 8-A6: a run moves together: alternating colours, ranks one apart (either way).
    for (let count = 2; count <= length - down; count++) {
      const head = KIND[cards[length - count]];
      const above = KIND[cards[length - count + 1]];
      if (above !== (head ^ 16) - 1 && above !== (head ^ 16) + 1) break;
      // 8-A5: runs only into an empty column.
      book.list(state, from, count, singleCards ? empty : (columnsFor(head) | empty) & others, moves);
    }
  }
  const waste = piles[WASTE].cards;
  if (waste.length > 0) {
    const card = waste[waste.length - 1];
    book.list(state, WASTE, 1, columnsFor(KIND[card]) | empty | homesFor(card, emptyHomes), moves);
  }
  onDown.fill(0);
  onUp.fill(0);
  home.fill(0);
  return moves;
}
