import {ACE, type Card, KING, rank, suit} from '../core/cards.js';
import {top} from '../core/piles.js';
import {TransferBook} from '../core/own-transfers.js';
import type {Pile, State, Transfer} from '../core/types.js';

/** Der halbe Mond's transfers for the solver, listed straight from its rules (SPEC.md §3): see SolverHooks.transfers. */

/** M2 without wrap: the rank a foundation takes next, or undefined when it is complete. */
export function wantedRank(pile: Pile, base: number): number | undefined {
  const under = top(pile);
  if (under === undefined) return base;
  const next = rank(under) + (base === KING ? -1 : 1);
  return next >= ACE && next <= KING ? next : undefined;
}

/** The card of the same suit one rank away (K–A wrap, as in the crescent). */
export function neighbour(card: Card, by: 1 | -1): number {
  const base = card % 52;
  const first = base - (base % 13);
  return first + (((base % 13) + by + 13) % 13);
}

const CARDS = 104;
/** Per card: its face (the two copies alike), rank and suit. */
const FACE = Uint8Array.from({length: CARDS}, (_, card) => card % 52);
const RANK = Uint8Array.from({length: CARDS}, (_, card) => rank(card));
const SUIT = Uint8Array.from({length: CARDS}, (_, card) => suit(card));
/** Per card: the faces that may go on it in the crescent (M3). */
const ABOVE = Uint8Array.from({length: CARDS}, (_, card) => neighbour(card, 1));
const BELOW = Uint8Array.from({length: CARDS}, (_, card) => neighbour(card, -1));

/** The king piles come first, then the ace piles, each in suit order (halber-mond.ts's FOUNDATION_SPECS), then the crescent. */
const FOUNDATIONS = 8;
const ACE_PILES = 4;

/** At most 35 piles: the crescent grows to 27 (13, a lift, 18 of 6, a lift, 26 of 4, a lift); a pile's id follows from its place. */
const book = new TransferBook(36);

/** Per face: the crescent piles whose top it may go on, a bit each (by place in the crescent); all 0 between listings. */
const wantedBy = new Int32Array(52);
/** Per foundation: the rank it takes next, 0 when complete. */
const wanted = new Uint8Array(FOUNDATIONS);

export function halberMondTransfers(state: State): Transfer[] {
  const moves: Transfer[] = [];
  const piles = state.piles;
  for (let at = 0; at < FOUNDATIONS; at++) wanted[at] = wantedRank(piles[at], at < ACE_PILES ? KING : ACE) ?? 0;
  // An empty pile of the crescent stays empty (M4).
  for (let to = FOUNDATIONS; to < piles.length; to++) {
    const cards = piles[to].cards;
    if (cards.length === 0) continue;
    const under = cards[cards.length - 1];
    wantedBy[ABOVE[under]] |= 1 << (to - FOUNDATIONS);
    wantedBy[BELOW[under]] |= 1 << (to - FOUNDATIONS);
  }
  // Only the top card moves (M3), and every card lies face up. (No top fits on its own pile: it is no neighbour of itself.)
  for (let from = FOUNDATIONS; from < piles.length; from++) {
    const cards = piles[from].cards;
    if (cards.length === 0) continue;
    const card = cards[cards.length - 1];
    const kingPile = SUIT[card];
    if (RANK[card] === wanted[kingPile]) moves.push(book.move(state, from, kingPile));
    if (RANK[card] === wanted[kingPile + ACE_PILES]) moves.push(book.move(state, from, kingPile + ACE_PILES));
    book.list(state, from, 1, wantedBy[FACE[card]], moves, FOUNDATIONS);
  }
  wantedBy.fill(0);
  return moves;
}
