import {HEADS_LIST} from '../core/build.js';
import {ACE, type Card, KING, rank, suit} from '../core/cards.js';
import {top} from '../core/piles.js';
import {TransferBook} from '../core/own-transfers.js';
import type {Pile, State, Transfer} from '../core/types.js';

/** Fürst Bismarck's transfers for the solver, listed straight from its rules (SPEC.md §14): see SolverHooks.transfers. */

/** The piles as `deal` makes them: W1…W12, the slots C1L, C1R … C4R, stock, draw. */
const PLACES = 12;
const FIRST_SLOT = PLACES;
const SLOTS = 8;
const DRAW_INDEX = FIRST_SLOT + SLOTS + 1;
const SLOT_BITS = ((1 << SLOTS) - 1) << FIRST_SLOT;
/** The left slots (C1L … C4L: the ace foundations with typed slots, 14-A2) come first at each level. */
const LEFT_SLOT_BITS = 0b01010101 << FIRST_SLOT;
const TOP_BOTTOM_PLACES = new Set([1, 2, 7, 8]);

/** 14.3.2: all 8 slots for W1, W2, W7, W8; else the two slots at the place's level. */
export function allowedSlots(place: number): readonly string[] {
  if (TOP_BOTTOM_PLACES.has(place)) return ['C1L', 'C1R', 'C2L', 'C2R', 'C3L', 'C3R', 'C4L', 'C4R'];
  const level = place <= 6 ? place - 2 : 13 - place;
  return [`C${level}L`, `C${level}R`];
}

/** `allowedSlots` as pile bits, per place 1…12. */
const ALLOWED_BITS = Array.from({length: PLACES + 1}, (_, place) =>
  place === 0 ? 0 : allowedSlots(place).reduce((bits, id) => bits | (1 << (FIRST_SLOT + (Number(id[1]) - 1) * 2 + (id[2] === 'R' ? 1 : 0))), 0),
);

/** The rank a foundation takes next in its base card's suit; 0 when it is complete (no wrap). */
export function nextRank(pile: Pile): number {
  const wanted = rank(top(pile)!) + (rank(pile.cards[0]) === ACE ? 1 : -1);
  return wanted >= ACE && wanted <= KING ? wanted : 0;
}

/** A card's kind: suit and rank (the two packs' copies alike), 0…51. */
const KIND = Uint8Array.from({length: HEADS_LIST}, (_, card) => suit(card) * 13 + rank(card) - 1);

/** Per kind: the piles (a bit each) whose top it may go on now; all 0 between listings. */
const wantedBy = new Int32Array(52);
/** Per suit and base (ace 0, king 1): a foundation of it exists. */
const founded = new Uint8Array(8);

const book = new TransferBook(DRAW_INDEX + 1);

/** The empty slots a card may found (an ace or a king of a suit without that foundation yet; left or right with typed slots). */
function foundable(card: Card, emptySlots: number, typed: boolean): number {
  const value = rank(card);
  if ((value !== ACE && value !== KING) || founded[suit(card) * 2 + (value === ACE ? 0 : 1)] === 1) return 0;
  return typed ? emptySlots & (value === ACE ? LEFT_SLOT_BITS : ~LEFT_SLOT_BITS) : emptySlots;
}

export function fuerstBismarckTransfers(state: State<{readonly place: number}>): Transfer[] {
  const moves: Transfer[] = [];
  const piles = state.piles;
  const typed = state.switches['typed-slots'] === true;
  let emptyPlaces = 0;
  let emptySlots = 0;
  founded.fill(0);
  // M2: a place takes a card of its top's suit one higher or lower, K and A next to each other.
  for (let index = 0; index < PLACES; index++) {
    const under = top(piles[index]);
    if (under === undefined) emptyPlaces |= 1 << index;
    else {
      const kind = KIND[under];
      const base = kind - (kind % 13);
      wantedBy[base + ((kind + 1) % 13)] |= 1 << index;
      wantedBy[base + ((kind + 12) % 13)] |= 1 << index;
    }
  }
  // M1: a foundation takes the next card of its suit, up from an ace or down from a king.
  for (let index = FIRST_SLOT; index < FIRST_SLOT + SLOTS; index++) {
    const pile = piles[index];
    if (pile.cards.length === 0) {
      emptySlots |= 1 << index;
      continue;
    }
    const base = pile.cards[0];
    founded[suit(base) * 2 + (rank(base) === ACE ? 0 : 1)] = 1;
    const wanted = nextRank(pile);
    if (wanted !== 0) wantedBy[suit(base) * 13 + wanted - 1] |= 1 << index;
  }
  const drawn = top(piles[DRAW_INDEX]);
  if (drawn !== undefined) {
    // 14.3: while a drawn card waits, only it moves, up onto a slot allowed for its place.
    book.list(state, DRAW_INDEX, 1, (wantedBy[KIND[drawn]] | foundable(drawn, emptySlots, typed)) & ALLOWED_BITS[state.vars.place], moves);
  } else {
    // M2, M3: a place's exposed card onto a place or up; M4: a foundation's top (never its base) onto the other foundation of its suit.
    for (let from = 0; from < PLACES; from++) {
      const card = top(piles[from]);
      if (card !== undefined) book.list(state, from, 1, wantedBy[KIND[card]] | emptyPlaces | foundable(card, emptySlots, typed), moves);
    }
    for (let from = FIRST_SLOT; from < FIRST_SLOT + SLOTS; from++) {
      const cards = piles[from].cards;
      if (cards.length > 1) book.list(state, from, 1, wantedBy[KIND[cards[cards.length - 1]]] & SLOT_BITS, moves);
    }
  }
  wantedBy.fill(0);
  return moves;
}
