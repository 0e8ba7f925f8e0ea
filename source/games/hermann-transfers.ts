import {HEADS_LIST} from '../core/build.js';
import {type Card, ACE, KING, isRed, rank} from '../core/cards.js';
import {TransferBook} from '../core/own-transfers.js';
import type {State, Transfer} from '../core/types.js';

/** Hermann's transfers for the solver, listed straight from its rules (SPEC.md §12): see SolverHooks.transfers. */

/** What the goal takes next: one lower in the other colour; an ace on a 2, a king on an ace (12.5, 12-A2). */
export function wantedRank(under: Card): number {
  return rank(under) === ACE ? KING : rank(under) - 1;
}

export function fitsGoal(card: Card, under: Card): boolean {
  return isRed(card) !== isRed(under) && rank(card) === wantedRank(under);
}

const RANK = Uint8Array.from({length: HEADS_LIST}, (_, card) => rank(card));
const RED = Uint8Array.from({length: HEADS_LIST}, (_, card) => (isRed(card) ? 1 : 0));

/** The ten columns come first, then the goal and the aces (hermann.ts's TABLE). */
const COLUMNS = 10;
const GOAL = 10;
const ACES = 11;

/** A ladder is at most king to 2. */
const book = new TransferBook(ACES + 1, 12);

/** The card lies on `under` in a ladder: one lower, the other colour. */
function onLadder(card: Card, under: Card): boolean {
  return RED[card] !== RED[under] && RANK[card] + 1 === RANK[under];
}

/** Per kind of card (colour and rank, KIND): the columns whose top it may go on, a bit each; all 0 between listings. */
const wantedBy = new Int32Array(32);
const KIND = Uint8Array.from({length: HEADS_LIST}, (_, card) => RED[card] * 16 + RANK[card]);

export function hermannTransfers(state: State): Transfer[] {
  const moves: Transfer[] = [];
  const piles = state.piles;
  const goal = piles[GOAL].cards;
  const goalTop = goal.length > 0 ? goal[goal.length - 1] : -1;
  const wholeLadders = state.switches['whole-ladders'] === true;
  // What each column takes: any card when empty; else one lower in the other colour, on a face-up card but a 2 (a king never).
  let empty = 0;
  for (let to = 0; to < COLUMNS; to++) {
    const {cards, down} = piles[to];
    if (cards.length === 0) empty |= 1 << to;
    else if (down < cards.length && RANK[cards[cards.length - 1]] !== 2) wantedBy[KIND[cards[cards.length - 1]] ^ 16] |= 1 << to;
  }
  for (let from = 0; from < COLUMNS; from++) {
    const {cards, down} = piles[from];
    if (cards.length <= down) continue;
    let run = 1;
    while (cards.length - run > down && onLadder(cards[cards.length - run], cards[cards.length - run - 1])) run++;
    for (let count = 1; count <= run; count++) {
      const head = cards[cards.length - count];
      // 12-A7: between columns only the whole ladder or its last card. (No card of a ladder fits on its own top.)
      const targets = !wholeLadders || count === 1 || count === run ? wantedBy[KIND[head] + 1] | empty : 0;
      book.list(state, from, count, targets, moves);
      if (goalTop >= 0 && fitsGoal(head, goalTop)) moves.push(book.move(state, from, GOAL, count));
    }
  }
  wantedBy.fill(0);
  // M4: an ace of the other colour from the aces onto a 2 on the goal.
  const aces = piles[ACES].cards;
  if (aces.length > 0 && goalTop >= 0 && RANK[goalTop] === 2 && aces.some((ace) => fitsGoal(ace, goalTop))) moves.push(book.move(state, ACES, GOAL));
  return moves;
}
