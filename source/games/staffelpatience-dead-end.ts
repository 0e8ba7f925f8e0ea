import {ALT_DOWN, fitsTable} from '../core/build.js';
import {isRed, KING, rank} from '../core/cards.js';
import {fmix} from '../core/mix.js';
import type {State} from '../core/types.js';

/**
 * Staffelpatience's proof that four books can no longer be made (SPEC.md §13).
 *
 * With no foundations a card leaves its place in only two ways: onto a parent
 * (a card one rank higher in the other colour) that lies open at the end of a
 * pile, or a king into an empty pile, each with its correct run on it; or in
 * a book squared off the pile, when it sits in a correct run on a king below
 * it. So, starting from nothing, we grow the set of cards that could *ever*
 * leave their place: a card can once everything above its run can go first
 * and one of its two parents could ever lie open (a parent in the layout once
 * everything above it can leave, one in the stock once it can leave the
 * stock); a card on a king's run once everything above that run can go. This
 * over-estimates what play can do, so a card outside the set, and not carried
 * off by a card below it in its run that is in it, never moves. If such a card
 * has to (it is not on a king's run, and must still get into a book), or a
 * stock card can never leave the stock, no play makes four books. Moves onto
 * a double series are left out: they rule out four books anyway. With 13-A1's
 * option (`king-runs`) only a king carries its run: any other card leaves
 * alone, once everything above it has left.
 *
 * Two things the set alone misses. A king's run is squared where it lies only
 * if every rank it still lacks has a card that could move onto it (a card that
 * would only leave in another book, or that waits under this king, does not
 * count), and every card in a pile must leave it, moved or squared. And a
 * parent holds one card at a time: a card whose twin (the other card of its
 * rank and colour) lies over one of its parents may only ever lie on that one
 * (see covers). So both red 3s over a black 4 in one pile never leave.
 */

const PILES = 7;

/** What the proof reads of a pile: its cards from the bottom, how many lie face down (a rules' Pile, or a compact position's copy). */
export type PileView = {readonly cards: ArrayLike<number>; readonly down: number};
const STOCK = 7;
const WASTE = 8;
const CARDS = 52;
/** Stock and waste: the one heap of cards always at hand. */
const HEAP_PILES = [STOCK, WASTE];

/** 1 where a card (row) may lie on another (column): rank + 1, the other colour. The proof runs for every position: a plain look-up. */
const FITS: Uint8Array = (() => {
  const fits = fitsTable(ALT_DOWN);
  const table = new Uint8Array(CARDS * CARDS);
  for (let card = 0; card < CARDS; card++) for (let other = 0; other < CARDS; other++) table[card * CARDS + other] = fits(card, other) ? 1 : 0;
  return table;
})();

const IS_KING = Uint8Array.from({length: CARDS}, (_, card) => (rank(card) === KING ? 1 : 0));

/** The two cards a card may lie on (none for a king). */
const PARENTS: Int8Array = (() => {
  const parents = new Int8Array(CARDS * 2).fill(-1);
  for (let card = 0; card < CARDS; card++) {
    let found = 0;
    for (let other = 0; other < CARDS; other++) if (FITS[card * CARDS + other] === 1) parents[card * 2 + found++] = other;
  }
  return parents;
})();

/** The two cards of each rank and colour (rank * 2 + 1 when red). */
const COPIES: Int8Array = (() => {
  const copies = new Int8Array(28 * 2).fill(-1);
  for (let card = 0; card < CARDS; card++) {
    const type = rank(card) * 2 + (isRed(card) ? 1 : 0);
    copies[type * 2 + (copies[type * 2] < 0 ? 0 : 1)] = card;
  }
  return copies;
})();

/** The other card of the same rank and colour. */
const TWIN = Int8Array.from({length: CARDS}, (_, card) => {
  const type = rank(card) * 2 + (isRed(card) ? 1 : 0);
  return COPIES[type * 2] === card ? COPIES[type * 2 + 1] : COPIES[type * 2];
});

// Scratch space, filled anew by each call (a search asks millions of times).
const pileOf = new Int8Array(CARDS);
const placeOf = new Int8Array(CARDS);
/** Last index of the chunk a card leaves with: its correct run to the pile's end, or itself when face down (or, with `king-runs`, not a king). */
const chunkEnd = new Int8Array(CARDS);
/** Last index of the correct run, face up or down, that a card lies in. */
const runTop = new Int8Array(CARDS);
/** 1: the card sits in a correct run down to a king (its book may be squared where it lies). */
const onKing = new Uint8Array(CARDS);
const leaves = new Uint8Array(CARDS);
/** 1: the card could leave its place moving (as the head of what it carries, or out of the stock), not squared off in a book. */
const moves = new Uint8Array(CARDS);
/** Per pile: the lowest index from which everything above can leave. */
const openFrom = new Int8Array(PILES);

/** Everything at `index` and above in pile `pile` could leave. */
function clearFrom(piles: readonly PileView[], pile: number, index: number): boolean {
  const cards = piles[pile].cards;
  if (index >= cards.length) return true;
  // Not merely index >= openFrom: a card inside a run must leave it by itself, not be carried off by the card below.
  const card = cards[index];
  return leaves[card] === 1 && chunkEnd[card] + 1 >= openFrom[pile];
}

/** The card could lie open at the end of a pile: in the layout once all above it can leave, from the stock once it can leave that (a card in a book never). */
function couldLieOpen(piles: readonly PileView[], card: number): boolean {
  const pile = pileOf[card];
  return pile < 0 ? leaves[card] === 1 : clearFrom(piles, pile, placeOf[card] + 1);
}

function hasWayOut(piles: readonly PileView[], card: number): boolean {
  if (IS_KING[card] === 1) {
    const own = pileOf[card];
    for (let pile = 0; pile < PILES; pile++) if (pile !== own && openFrom[pile] === 0) return true;
    return false;
  }
  const first = PARENTS[card * 2];
  const second = PARENTS[card * 2 + 1];
  const twin = TWIN[card];
  return (!covers(piles, twin, second) && couldLieOpen(piles, first)) || (!covers(piles, twin, first) && couldLieOpen(piles, second));
}

/**
 * `card` lies in the pile of `parent`, above it, and not right on it face up (where the parent could carry it).
 * Then it has to leave before that parent comes free, onto the parent's twin, and it lies there (a card that has
 * left its place lies on a parent: what carried it is a correct run) until that parent comes free. So its own twin
 * may only ever leave onto that parent: lying on the parent's twin first, it would leave no room there.
 */
function covers(piles: readonly PileView[], card: number, parent: number): boolean {
  const pile = pileOf[card];
  if (pile < 0 || pile !== pileOf[parent] || placeOf[card] < placeOf[parent]) return false;
  return placeOf[card] !== placeOf[parent] + 1 || placeOf[parent] < piles[pile].down;
}

/** The card, or a card below it in its open run that would carry it along, could leave (`gone`: `leaves`, or `moves` alone); a card of the heap once it leaves the heap. */
function couldMove(piles: readonly PileView[], card: number, kingRuns: boolean, gone: Uint8Array): boolean {
  const pile = pileOf[card];
  if (pile < 0) return gone[card] === 1;
  const {cards, down} = piles[pile];
  for (let index = placeOf[card]; ; index--) {
    const under = cards[index];
    if (gone[under] === 1 && (index === placeOf[card] || !kingRuns || IS_KING[under] === 1)) return true;
    if (index - 1 < down || FITS[cards[index] * CARDS + cards[index - 1]] === 0) return false;
  }
}

/**
 * The king's run that `card` lies in could still grow to a book where it lies:
 * each rank it lacks below its last card has a card, of the colour the book
 * needs there, that could move onto it (a card squared off in another book, or
 * one waiting under this king, never does).
 */
function bookCanGrow(piles: readonly PileView[], card: number, kingRuns: boolean): boolean {
  const last = piles[pileOf[card]].cards[runTop[card]];
  const lastRank = rank(last);
  let red = isRed(last) ? 1 : 0;
  for (let wanted = lastRank - 1; wanted >= 1; wanted--) {
    red ^= 1;
    const type = wanted * 2 + red;
    if (!couldMove(piles, COPIES[type * 2], kingRuns, moves) && !couldMove(piles, COPIES[type * 2 + 1], kingRuns, moves)) return false;
  }
  return true;
}

/** The cards of stock and waste (one heap, always at hand) that could not leave yet, `heapLeft` of them. */
const heap = new Int8Array(CARDS);
let heapLeft = 0;

/** The heap's cards that could now leave it leave (a card then lies open at once for the ones it may take); how many did. */
function leaveHeap(piles: readonly PileView[]): number {
  let kept = 0;
  for (let at = 0; at < heapLeft; at++) {
    const card = heap[at];
    if (hasWayOut(piles, card)) {
      leaves[card] = 1;
      moves[card] = 1;
    } else heap[kept++] = card;
  }
  const more = heapLeft - kept;
  heapLeft = kept;
  return more;
}

/**
 * Opens the pile further, chunk by chunk from its end: down to the lowest card
 * of the correct run at the open end that could leave carrying all of it (with
 * `king-runs` a king below cards that leave only alone).
 */
function openFurther(cards: ArrayLike<number>, down: number, pile: number): void {
  let open = openFrom[pile];
  while (open > 0) {
    let lowest = -1;
    for (let index = open - 1; ; index--) {
      if (leaves[cards[index]] === 1 && chunkEnd[cards[index]] >= open - 1) lowest = index;
      if (index - 1 < down || FITS[cards[index] * CARDS + cards[index - 1]] === 0) break;
    }
    if (lowest < 0) break;
    open = lowest;
  }
  openFrom[pile] = open;
}

/**
 * The proof reads the piles and, as one heap, the cards of stock and waste in any order: a search asks it about the
 * same of those again and again (about two calls in three), the stock turned another way. So its answers are kept
 * under a 53-bit hash of what it reads, as the search keeps the positions it has met.
 */
const MEMO_SIZE = 1 << 16;
const memoKeys = new Float64Array(MEMO_SIZE);
const memoAnswers = new Uint8Array(MEMO_SIZE);
/** Each card's share of the heap's hash: summed, so the heap's order does not count. */
const HEAP_A = Uint32Array.from({length: CARDS}, (_, card) => fmix(Math.imul(card + 1, 0x9e3779b1)));
const HEAP_B = Uint32Array.from({length: CARDS}, (_, card) => fmix(Math.imul(card + 1, 0x85ebca77) ^ 0x27d4eb2f));
const TWO_21 = 2 ** 21;

/** The hash of what the proof reads (never 0, an empty slot). */
function memoKey(piles: readonly PileView[], kingRuns: boolean): number {
  let a = kingRuns ? 0x2545f491 : 0x165667b1;
  let b = a ^ 0x61c88647;
  for (let pile = 0; pile < PILES; pile++) {
    const {cards, down} = piles[pile];
    // A pile starts with its face-down count, a value no card has: the piles' bounds are part of the hash.
    a = Math.imul(a ^ (CARDS + down), 0x01000193);
    b = Math.imul(b ^ (CARDS + down), 0x5bd1e995);
    for (let index = 0; index < cards.length; index++) {
      a = Math.imul(a ^ cards[index], 0x01000193);
      b = Math.imul(b ^ cards[index], 0x5bd1e995);
      b ^= b >>> 15;
    }
  }
  for (const heapPile of HEAP_PILES) {
    const cards = piles[heapPile].cards;
    for (let index = 0; index < cards.length; index++) {
      a = (a + HEAP_A[cards[index]]) | 0;
      b = (b + HEAP_B[cards[index]]) | 0;
    }
  }
  return fmix(a) * TWO_21 + (fmix(b) & (TWO_21 - 1)) || 1;
}

export function fourBooksOutOfReach(state: State): boolean {
  return fourBooksOutOfReachOf(state.piles, state.switches['king-runs'] === true);
}

/** The proof over the seven piles, stock and waste (in the deal's places) as `PileView`s; `kingRuns`: 13-A1's option. */
export function fourBooksOutOfReachOf(piles: readonly PileView[], kingRuns: boolean): boolean {
  const key = memoKey(piles, kingRuns);
  // The low bits, without a floating-point remainder (keys run beyond 32 bits; `&` keeps their low 32).
  const slot = key & (MEMO_SIZE - 1);
  if (memoKeys[slot] === key) return memoAnswers[slot] === 1;
  const answer = outOfReach(piles, kingRuns);
  memoKeys[slot] = key;
  memoAnswers[slot] = answer ? 1 : 0;
  return answer;
}

function outOfReach(piles: readonly PileView[], kingRuns: boolean): boolean {
  leaves.fill(0);
  moves.fill(0);
  pileOf.fill(-1);
  for (let pile = 0; pile < PILES; pile++) {
    const {cards, down} = piles[pile];
    openFrom[pile] = cards.length;
    for (let index = cards.length - 1; index >= 0; index--) {
      const card = cards[index];
      pileOf[card] = pile;
      placeOf[card] = index;
      const runsOn = index < cards.length - 1 && FITS[cards[index + 1] * CARDS + card] === 1;
      runTop[card] = runsOn ? runTop[cards[index + 1]] : index;
      chunkEnd[card] = index < down || (kingRuns && IS_KING[card] === 0) ? index : runTop[card];
    }
    for (let index = 0; index < cards.length; index++) {
      const card = cards[index];
      onKing[card] = index > 0 && FITS[card * CARDS + cards[index - 1]] === 1 ? onKing[cards[index - 1]] : IS_KING[card];
    }
  }
  heapLeft = 0;
  for (const heapPile of HEAP_PILES) {
    const cards = piles[heapPile].cards;
    for (let index = 0; index < cards.length; index++) heap[heapLeft++] = cards[index];
  }
  // Cards that could not leave yet: once none is left, every card can move and the fixpoint is reached.
  let waiting = heapLeft;
  for (let pile = 0; pile < PILES; pile++) waiting += piles[pile].cards.length;
  // The least fixpoint does not depend on the order cards are looked at: opening a pile as soon as a card leaves saves sweeps.
  for (let changed = true; changed;) {
    changed = false;
    for (let pile = 0; pile < PILES; pile++) {
      const cards = piles[pile].cards;
      for (let index = cards.length - 1; index >= 0; index--) {
        const card = cards[index];
        if (moves[card] === 1) continue;
        if (chunkEnd[card] + 1 >= openFrom[pile] && hasWayOut(piles, card)) moves[card] = 1;
        else if (leaves[card] === 1 || onKing[card] === 0 || !clearFrom(piles, pile, runTop[card] + 1) || !bookCanGrow(piles, card, kingRuns)) continue;
        // A card squared off earlier that could now move as well: the books still to be made may count on it.
        changed = true;
        if (leaves[card] === 1) continue;
        leaves[card] = 1;
        if (--waiting === 0) return false;
        openFurther(cards, piles[pile].down, pile);
      }
    }
    if (heapLeft > 0) {
      const left = leaveHeap(piles);
      waiting -= left;
      if (waiting === 0) return false;
      if (left > 0) changed = true;
    }
  }
  if (heapLeft > 0) return true;
  for (let pile = 0; pile < PILES; pile++) {
    // Every card must still get into a book: squared off where it lies, or moved there.
    const cards = piles[pile].cards;
    for (let index = 0; index < cards.length; index++) if (!couldMove(piles, cards[index], kingRuns, leaves)) return true;
  }
  return false;
}
