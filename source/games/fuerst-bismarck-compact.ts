import {ACE, KING} from '../core/cards.js';
import {type CompactModel, NO_FOCUS, WordView} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {fmix} from '../core/mix.js';
import {transfer} from '../core/transfer.js';
import type {GameMove, Outcome, State} from '../core/types.js';
import {allowedSlots} from './fuerst-bismarck-transfers.js';

/**
 * Fürst Bismarck for the search (SolverHooks.compact). The cards of the wreath
 * and of the stock lie in linked lists (each card names the card under it, or
 * for the stock the card dealt after it), so a move changes a few bytes; a
 * foundation is its base (suit, ace or king) and its length. Each place keeps
 * two hash lanes of its cards (by height and kind, the two packs alike, as the
 * rules' key sees them), updated card by card, and its share of the key: its
 * lanes mixed with its salt (one salt for all once the places are alike). The
 * key's two sums add the places' and the slots' shares, so a move updates them
 * for the piles it changed; a focused key adds the focus piles' shares again.
 */

const PLACES = 12;
const SLOTS = 8;
const CARDS = 104;
const KINDS = 52;
/** The rules' piles: W1…W12, the slots C1L, C1R … C4R, stock, draw (as `deal` lays them). */
const FIRST_SLOT = PLACES;
const DRAW_PILE = FIRST_SLOT + SLOTS + 1;
const NONE = 255;

/** Bytes of a position: the linked lists, the places' tops and lengths, the slots, the stock, the counters; then 32-bit words. */
const BELOW = 0;
const TOP = BELOW + CARDS;
const COUNT = TOP + PLACES;
/** Per slot: 0 when empty, else 1 + its base (suit × 2, + 1 for a king foundation). */
const SLOT_BASE = COUNT + PLACES;
const SLOT_COUNT = SLOT_BASE + SLOTS;
/** Per base: the slot that holds it, or NONE. */
const SLOT_OF = SLOT_COUNT + SLOTS;
const STOCK_TOP = SLOT_OF + SLOTS;
const STOCK_COUNT = STOCK_TOP + 1;
const DRAWN = STOCK_COUNT + 1;
const PLACE = DRAWN + 1;
const REDEALT = PLACE + 1;
const UP = REDEALT + 1;
/** A bit per empty slot. */
const EMPTY_SLOTS = UP + 1;
/** Word offsets (in 32-bit words from the position's start): the places' two lanes and shares, the key's two sums, the stock's two lanes. */
const LANE_A = 40;
const LANE_B = LANE_A + PLACES;
/** Per place: its lanes mixed with its salt, its share of the key's sums. */
const TERM_A = LANE_B + PLACES;
const TERM_B = TERM_A + PLACES;
const SUM_A = TERM_B + PLACES;
const SUM_B = SUM_A + 1;
const STOCK_A = SUM_B + 1;
const STOCK_B = STOCK_A + 1;
const SIZE = (STOCK_B + 1) * 4;

/** A move's code names its piles (from × 32 + to); the redeal has one of its own. A follow-up's focus is the code of the move that asked for it. */
const REDEAL = (DRAW_PILE + 1) * 32;
const LEFT_SLOTS = 0b01010101;
const RIGHT_SLOTS = 0b10101010;
const ALL_SLOTS = 0xff;

const KIND = Uint8Array.from({length: CARDS}, (_, card) => card % KINDS);
const SUIT = Uint8Array.from({length: KINDS}, (_, kind) => Math.floor(kind / 13));
const RANK = Uint8Array.from({length: KINDS}, (_, kind) => (kind % 13) + 1);
/** The kinds one rank up and down in suit, K and A next to each other (M2). */
const KIND_UP = Uint8Array.from({length: KINDS}, (_, kind) => kind - (kind % 13) + ((kind + 1) % 13));
const KIND_DOWN = Uint8Array.from({length: KINDS}, (_, kind) => kind - (kind % 13) + ((kind + 12) % 13));
/** Per place 1…12: the slots (a bit each) a card drawn for it may go to (14.3.2). */
const ALLOWED = Uint8Array.from({length: PLACES + 1}, (_, place) =>
  place === 0 ? 0 : allowedSlots(place).reduce((bits, id) => bits | (1 << ((Number(id[1]) - 1) * 2 + (id[2] === 'R' ? 1 : 0))), 0),
);

/** Hash values per height and kind (Zobrist), two lanes; salts per place, for alike places, per slot and for alike slots. */
const ZA = Uint32Array.from({length: CARDS * KINDS}, (_, at) => fmix(Math.imul(at + 1, 0x9e3779b1) ^ 0x6a09e667));
const ZB = Uint32Array.from({length: CARDS * KINDS}, (_, at) => fmix(Math.imul(at + 1, 0x85ebca77) + 0x3c6ef372));
const PLACE_SALT_A = Uint32Array.from({length: PLACES}, (_, place) => fmix(Math.imul(place + 1, 0x27d4eb2f) ^ 0x510e527f));
const PLACE_SALT_B = Uint32Array.from({length: PLACES}, (_, place) => fmix(Math.imul(place + 1, 0x165667b1) + 0x9b05688c));
const ALIKE_A = 0x1f83d9ab;
const ALIKE_B = 0x5be0cd19;
/** Per slot and contents (slotCode), or for alike slots per base and length: the slots' share of the key, two lanes. */
const SLOT_CODES = 105;
const SLOT_ZA = Uint32Array.from({length: SLOTS * SLOT_CODES}, (_, at) => fmix(Math.imul(at + 1, 0xcc9e2d51) ^ 0x1b873593));
const SLOT_ZB = Uint32Array.from({length: SLOTS * SLOT_CODES}, (_, at) => fmix(Math.imul(at + 1, 0x1b873593) + 0xe6546b64));
const BASE_ZA = Uint32Array.from({length: SLOTS * 14}, (_, at) => fmix(Math.imul(at + 1, 0x7feb352d) ^ 0x846ca68b));
const BASE_ZB = Uint32Array.from({length: SLOTS * 14}, (_, at) => fmix(Math.imul(at + 1, 0x68e31da4) + 0xb5297a4d));
/** Per drawn kind (0 for none), place counter and redeal flag: the counters' share of the key. */
const COUNTERS = (KINDS + 1) * (PLACES + 1) * 2;
const COUNTER_ZA = Uint32Array.from({length: COUNTERS}, (_, at) => fmix(Math.imul(at + 1, 0x94d049bb) ^ 0x2545f491));
const COUNTER_ZB = Uint32Array.from({length: COUNTERS}, (_, at) => fmix(Math.imul(at + 1, 0xbf58476d) + 0x9e3779b9));
const SLOT_SALT = Uint32Array.from({length: SLOTS}, (_, slot) => fmix(Math.imul(slot + 1, 0xc2b2ae35) ^ 0x243f6a88));
const ALIKE_SLOT = 0x13198a2e;
const TWO_21 = 2 ** 21;

/** Per kind: the places (a bit each) whose top it may go on; all 0 between listings. */
const wantedBy = new Int32Array(KINDS);

/** The rules' move for each code, made once (moves are shared data). */
let movesByCode: GameMove[] | undefined;
let pileIds: readonly string[] = [];

function ruleMoves(start: State): GameMove[] {
  pileIds = start.piles.map((pile) => pile.id);
  const moves = new Array<GameMove>(REDEAL + 1);
  for (let from = 0; from <= DRAW_PILE; from++) {
    for (let to = 0; to < FIRST_SLOT + SLOTS; to++) moves[from * 32 + to] = transfer(pileIds[from], pileIds[to], 1);
  }
  moves[REDEAL] = actionMove('redeal');
  return moves;
}

const lowestBit = (bits: number) => 31 - Math.clz32(bits & -bits);

/** Marks in `wantedBy` which of the places `marked` (a bit each, none empty) take each kind on their tops (M2). */
function markWanted(data: Uint8Array, at: number, marked: number): void {
  for (let left = marked; left !== 0; left &= left - 1) {
    const place = lowestBit(left);
    const kind = KIND[data[at + TOP + place]];
    wantedBy[KIND_UP[kind]] |= 1 << place;
    wantedBy[KIND_DOWN[kind]] |= 1 << place;
  }
}

function unmarkWanted(data: Uint8Array, at: number, marked: number): void {
  for (let left = marked; left !== 0; left &= left - 1) {
    const kind = KIND[data[at + TOP + lowestBit(left)]];
    wantedBy[KIND_UP[kind]] = 0;
    wantedBy[KIND_DOWN[kind]] = 0;
  }
}

/** Of the places `candidates` (a bit each, none empty), those whose top takes a card of `kind` (M2). */
function placesWanting(data: Uint8Array, at: number, kind: number, candidates: number): number {
  const up = KIND_UP[kind];
  const down = KIND_DOWN[kind];
  let bits = 0;
  for (let left = candidates; left !== 0; left &= left - 1) {
    const place = lowestBit(left);
    const top = KIND[data[at + TOP + place]];
    if (top === up || top === down) bits |= 1 << place;
  }
  return bits;
}

/** Free play after the redeal: the places are alike (and the slots, untyped). */
const lastFreePlay = (data: Uint8Array, at: number) => data[at + REDEALT] === 1 && data[at + DRAWN] === NONE && data[at + STOCK_COUNT] === 0;

/** The foundations (a bit per slot) that take a card of `kind` onto their top (M1), founding not counted. */
function slotsWanting(data: Uint8Array, at: number, kind: number): number {
  const rankOf = RANK[kind];
  const aceSlot = data[at + SLOT_OF + SUIT[kind] * 2];
  const kingSlot = data[at + SLOT_OF + SUIT[kind] * 2 + 1];
  let bits = 0;
  if (aceSlot !== NONE && data[at + SLOT_COUNT + aceSlot] + 1 === rankOf) bits |= 1 << aceSlot;
  if (kingSlot !== NONE && 13 - data[at + SLOT_COUNT + kingSlot] === rankOf) bits |= 1 << kingSlot;
  return bits;
}

/** The slots (a bit each) a card of `kind` may go up to now: onto a foundation, or founding one (an ace or king whose foundation is missing). */
function slotsTaking(data: Uint8Array, at: number, kind: number, typed: boolean): number {
  let bits = slotsWanting(data, at, kind);
  const rankOf = RANK[kind];
  if (rankOf === ACE && data[at + SLOT_OF + SUIT[kind] * 2] === NONE) bits |= data[at + EMPTY_SLOTS] & (typed ? LEFT_SLOTS : ALL_SLOTS);
  else if (rankOf === KING && data[at + SLOT_OF + SUIT[kind] * 2 + 1] === NONE) bits |= data[at + EMPTY_SLOTS] & (typed ? RIGHT_SLOTS : ALL_SLOTS);
  return bits;
}

function toSlot(data: Uint8Array, at: number, slot: number, card: number): void {
  const count = data[at + SLOT_COUNT + slot];
  if (count === 0) {
    const kind = KIND[card];
    const base = SUIT[kind] * 2 + (RANK[kind] === KING ? 1 : 0);
    data[at + SLOT_BASE + slot] = base + 1;
    data[at + SLOT_OF + base] = slot;
    data[at + EMPTY_SLOTS] &= ~(1 << slot);
  }
  data[at + SLOT_COUNT + slot] = count + 1;
  data[at + UP]++;
}

/** The right slot of a level whose left slot is empty too (`prune`, untyped: founding there is as founding in the left one). */
const rightOfEmptyLevel = (emptySlots: number, slot: number) => (slot & 1) === 1 && ((emptySlots >> (slot - 1)) & 3) === 3;

/** Whether the card under a place's top card goes up now (`priority`: a move that uncovers it comes first). */
function uncoversUp(data: Uint8Array, at: number, card: number, typed: boolean): boolean {
  const under = data[at + BELOW + card];
  return under !== NONE && slotsTaking(data, at, KIND[under], typed) !== 0;
}

/** M4: a foundation's top (never its base) onto the other foundation of its suit, which takes it when their lengths add up to 13 (either way). */
function crossings(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array, focusBits: number): number {
  let n = from;
  for (let slot = 0; slot < SLOTS; slot++) {
    const count = data[at + SLOT_COUNT + slot];
    if (count < 2) continue;
    const other = data[at + SLOT_OF + ((data[at + SLOT_BASE + slot] - 1) ^ 1)];
    if (other === NONE || count + data[at + SLOT_COUNT + other] !== 13) continue;
    if (((focusBits >> (FIRST_SLOT + slot)) & 1) === 0 && ((focusBits >> (FIRST_SLOT + other)) & 1) === 0) continue;
    codes[n] = (FIRST_SLOT + slot) * 32 + FIRST_SLOT + other;
    scores[n++] = 10;
  }
  return n;
}

/** A slot's contents as a number: 0 when empty, else 1 + base × 13 + length − 1. */
function slotCode(data: Uint8Array, at: number, slot: number): number {
  const base = data[at + SLOT_BASE + slot];
  return base === 0 ? 0 : (base - 1) * 13 + data[at + SLOT_COUNT + slot];
}

/** A slot's share of the key in lane A or B: by its place and contents, or, alike, by its base and length (an empty slot adds nothing). */
function slotTerm(data: Uint8Array, at: number, slot: number, alike: boolean, lane: Uint32Array): number {
  if (!alike) return lane[slot * SLOT_CODES + slotCode(data, at, slot)];
  const base = data[at + SLOT_BASE + slot];
  return base === 0 ? 0 : lane[(base - 1) * 14 + data[at + SLOT_COUNT + slot]];
}

/** A focus slot's share of a focused key (`odd` picks the lane): its contents, salted by its place or, alike, by the group. */
function slotShare(data: Uint8Array, at: number, slot: number, alike: boolean, odd: number): number {
  return fmix(Math.imul(slotCode(data, at, slot) + 1, odd) ^ (alike ? ALIKE_SLOT : SLOT_SALT[slot]));
}

const termA = (lane: number, salt: number) => fmix(lane ^ salt);
const termB = (lane: number, salt: number) => fmix((lane + salt) | 0);

/** The model for one set of switches: methods on a class, so making one per search costs little. */
class BismarckModel implements CompactModel {
  readonly size = SIZE;
  readonly maxMoves = 256;
  readonly prioritized = true;
  /** The search's buffer as words. */
  private readonly words = new WordView();

  constructor(
    private readonly typed: boolean,
    private readonly moveOf: readonly GameMove[],
  ) {}

  encode(state: State, data: Uint8Array, at: number): void {
    const words = this.words.of(data);
    const w = at >> 2;
    data.fill(NONE, at + BELOW, at + COUNT);
    data.fill(0, at + COUNT, at + SIZE);
    data.fill(NONE, at + SLOT_OF, at + SLOT_OF + SLOTS);
    for (let place = 0; place < PLACES; place++) {
      const cards = state.piles[place].cards;
      let laneA = 0;
      let laneB = 0;
      for (let height = 0; height < cards.length; height++) {
        data[at + BELOW + cards[height]] = height === 0 ? NONE : cards[height - 1];
        laneA += ZA[height * KINDS + KIND[cards[height]]];
        laneB += ZB[height * KINDS + KIND[cards[height]]];
      }
      data[at + TOP + place] = cards.length === 0 ? NONE : cards[cards.length - 1];
      data[at + COUNT + place] = cards.length;
      words[w + LANE_A + place] = laneA;
      words[w + LANE_B + place] = laneB;
    }
    data[at + EMPTY_SLOTS] = ALL_SLOTS;
    for (let slot = 0; slot < SLOTS; slot++) {
      const cards = state.piles[FIRST_SLOT + slot].cards;
      for (const card of cards) toSlot(data, at, slot, card);
    }
    const stock = state.piles[DRAW_PILE - 1].cards;
    let stockA = 0;
    let stockB = 0;
    for (let height = 0; height < stock.length; height++) {
      data[at + BELOW + stock[height]] = height === 0 ? NONE : stock[height - 1];
      stockA += ZA[height * KINDS + KIND[stock[height]]];
      stockB += ZB[height * KINDS + KIND[stock[height]]];
    }
    data[at + STOCK_TOP] = stock.length === 0 ? NONE : stock[stock.length - 1];
    data[at + STOCK_COUNT] = stock.length;
    words[w + STOCK_A] = stockA;
    words[w + STOCK_B] = stockB;
    const drawn = state.piles[DRAW_PILE].cards;
    data[at + DRAWN] = drawn.length === 0 ? NONE : drawn[drawn.length - 1];
    const vars = state.vars as {readonly place: number; readonly redealt: boolean};
    data[at + PLACE] = vars.place;
    data[at + REDEALT] = vars.redealt ? 1 : 0;
    this.sum(data, words, at);
  }

  moves(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array, focus: number): number {
    // The piles a focus names, a bit each (all bits without a focus).
    const focusBits = focus === NO_FOCUS ? -1 : (1 << (focus >> 5)) | (1 << (focus & 31));
    const drawn = data[at + DRAWN];
    if (drawn !== NONE) return this.drawMoves(data, at, drawn, codes, from, scores, focusBits);
    let n = this.placeMoves(data, at, codes, from, scores, focusBits);
    // Crossings involve slots only: none while the focus is two places.
    if (focusBits >> FIRST_SLOT !== 0) n = crossings(data, at, codes, n, scores, focusBits);
    if (data[at + REDEALT] === 0) {
      codes[n] = REDEAL;
      scores[n++] = 0;
    }
    return n - from;
  }

  /** M2, M3, M1: each place's exposed card onto a place or up, in the rules' order; pruned as `prune` does, scored as `priority` does. */
  private placeMoves(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array, focusBits: number): number {
    const typed = this.typed;
    const focused = focusBits !== -1;
    let n = from;
    let emptyPlaces = 0;
    for (let place = 0; place < PLACES; place++) if (data[at + TOP + place] === NONE) emptyPlaces |= 1 << place;
    const filled = ~emptyPlaces & ((1 << PLACES) - 1);
    // Marked: the places other places' cards may go on (with a focus, its places; the focus's own cards look at every place).
    const marked = filled & focusBits;
    markWanted(data, at, marked);
    // Into an empty place after the redeal (no card waits here): the first empty place only, and never a place's last card.
    const alike = data[at + REDEALT] === 1 && data[at + STOCK_COUNT] === 0;
    const firstEmpty = emptyPlaces & -emptyPlaces;
    for (let place = 0; place < PLACES; place++) {
      const card = data[at + TOP + place];
      if (card === NONE) continue;
      const kind = KIND[card];
      // The piles this place's moves may go to: any, or with a focus elsewhere only its piles.
      const open = ((focusBits >> place) & 1) === 1 ? -1 : focusBits;
      let targets = focused && open === -1 ? placesWanting(data, at, kind, filled) : wantedBy[kind];
      targets |= (alike ? (data[at + COUNT + place] > 1 ? firstEmpty : 0) : emptyPlaces) & open;
      if (((open >> FIRST_SLOT) & ALL_SLOTS) !== 0) targets |= (slotsTaking(data, at, kind, typed) << FIRST_SLOT) & open;
      // Moves within the wreath score by the card they uncover (worked out once it is needed) and by their target.
      let uncovers = -1;
      for (; targets !== 0; targets &= targets - 1) {
        const to = lowestBit(targets);
        let score = 90;
        if (to >= FIRST_SLOT) {
          if (!typed && rightOfEmptyLevel(data[at + EMPTY_SLOTS], to - FIRST_SLOT)) continue;
        } else {
          if (uncovers < 0) uncovers = uncoversUp(data, at, card, typed) ? 1 : 0;
          score = uncovers === 1 ? 70 : ((emptyPlaces >> to) & 1) === 1 ? 20 : 30;
        }
        codes[n] = place * 32 + to;
        scores[n++] = score;
      }
    }
    unmarkWanted(data, at, marked);
    return n;
  }

  /** 14.3: while a drawn card waits, only it moves, up onto a slot allowed for its place. */
  private drawMoves(data: Uint8Array, at: number, drawn: number, codes: Int32Array, from: number, scores: Float64Array, focusBits: number): number {
    let n = from;
    const emptySlots = data[at + EMPTY_SLOTS];
    let targets = slotsTaking(data, at, KIND[drawn], this.typed) & ALLOWED[data[at + PLACE]];
    if (((focusBits >> DRAW_PILE) & 1) === 0) targets &= focusBits >> FIRST_SLOT;
    while (targets !== 0) {
      const slot = lowestBit(targets);
      targets &= targets - 1;
      if (!this.typed && rightOfEmptyLevel(emptySlots, slot)) continue;
      codes[n] = DRAW_PILE * 32 + FIRST_SLOT + slot;
      scores[n++] = 100;
    }
    return n - from;
  }

  apply(data: Uint8Array, at: number, code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    const words = this.words.of(data);
    if (code === REDEAL) return this.redeal(data, words, to);
    const from = code >> 5;
    const target = code & 31;
    if (from === DRAW_PILE) {
      const card = data[to + DRAWN];
      data[to + DRAWN] = NONE;
      toSlot(data, to, target - FIRST_SLOT, card);
      return this.deal(data, words, to, data[to + PLACE]);
    }
    const alike = lastFreePlay(data, to);
    const alikeSlots = alike && !this.typed;
    if (from >= FIRST_SLOT) {
      this.slotTerms(data, words, to, from - FIRST_SLOT, alikeSlots, -1);
      this.slotTerms(data, words, to, target - FIRST_SLOT, alikeSlots, -1);
      data[to + SLOT_COUNT + from - FIRST_SLOT]--;
      data[to + SLOT_COUNT + target - FIRST_SLOT]++;
      this.slotTerms(data, words, to, from - FIRST_SLOT, alikeSlots, 1);
      this.slotTerms(data, words, to, target - FIRST_SLOT, alikeSlots, 1);
      return;
    }
    const card = this.pop(data, words, to, from, alike);
    if (target < FIRST_SLOT) return this.push(data, words, to, target, card, alike);
    this.slotTerms(data, words, to, target - FIRST_SLOT, alikeSlots, -1);
    toSlot(data, to, target - FIRST_SLOT, card);
    this.slotTerms(data, words, to, target - FIRST_SLOT, alikeSlots, 1);
  }

  /** Adds a slot's share to the key's sums (`sign` 1), or takes it out (-1). */
  private slotTerms(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number, slot: number, alike: boolean, sign: number): void {
    const w = at >> 2;
    words[w + SUM_A] += sign * slotTerm(data, at, slot, alike, alike ? BASE_ZA : SLOT_ZA);
    words[w + SUM_B] += sign * slotTerm(data, at, slot, alike, alike ? BASE_ZB : SLOT_ZB);
  }

  /** Takes a place's top card, keeping its lanes and the key's sums up to date (as `push` for a card put on). */
  private pop(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number, place: number, alike: boolean): number {
    const w = at >> 2;
    const card = data[at + TOP + place];
    const height = --data[at + COUNT + place];
    data[at + TOP + place] = data[at + BELOW + card];
    this.changeLanes(words, w, place, -ZA[height * KINDS + KIND[card]], -ZB[height * KINDS + KIND[card]], alike);
    return card;
  }

  private push(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number, place: number, card: number, alike: boolean): void {
    const w = at >> 2;
    const height = data[at + COUNT + place]++;
    data[at + BELOW + card] = data[at + TOP + place];
    data[at + TOP + place] = card;
    this.changeLanes(words, w, place, ZA[height * KINDS + KIND[card]], ZB[height * KINDS + KIND[card]], alike);
  }

  /** A place's lanes, share and the key's sums after a card came onto it (its hash values `deltaA`, `deltaB`) or went (negative). */
  private changeLanes(words: Uint32Array<ArrayBufferLike>, w: number, place: number, deltaA: number, deltaB: number, alike: boolean): void {
    const saltA = alike ? ALIKE_A : PLACE_SALT_A[place];
    const saltB = alike ? ALIKE_B : PLACE_SALT_B[place];
    const newA = (words[w + LANE_A + place] + deltaA) >>> 0;
    const newB = (words[w + LANE_B + place] + deltaB) >>> 0;
    words[w + LANE_A + place] = newA;
    words[w + LANE_B + place] = newB;
    const shareA = termA(newA, saltA);
    const shareB = termB(newB, saltB);
    words[w + SUM_A] = words[w + SUM_A] - words[w + TERM_A + place] + shareA;
    words[w + SUM_B] = words[w + SUM_B] - words[w + TERM_B + place] + shareB;
    words[w + TERM_A + place] = shareA;
    words[w + TERM_B + place] = shareB;
  }

  /** The key's sums (places and slots) worked out afresh (after a deal, whose end may make the places alike). */
  private sum(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number): void {
    const w = at >> 2;
    const alike = lastFreePlay(data, at);
    let sumA = 0;
    let sumB = 0;
    for (let place = 0; place < PLACES; place++) {
      const shareA = termA(words[w + LANE_A + place], alike ? ALIKE_A : PLACE_SALT_A[place]);
      const shareB = termB(words[w + LANE_B + place], alike ? ALIKE_B : PLACE_SALT_B[place]);
      words[w + TERM_A + place] = shareA;
      words[w + TERM_B + place] = shareB;
      sumA += shareA;
      sumB += shareB;
    }
    const alikeSlots = alike && !this.typed;
    for (let slot = 0; slot < SLOTS; slot++) {
      sumA += slotTerm(data, at, slot, alikeSlots, alikeSlots ? BASE_ZA : SLOT_ZA);
      sumB += slotTerm(data, at, slot, alikeSlots, alikeSlots ? BASE_ZB : SLOT_ZB);
    }
    words[w + SUM_A] = sumA;
    words[w + SUM_B] = sumB;
  }

  /** 14.3 (runDeal): deals until a drawn card has several slots to go to, or the stock is empty. */
  private deal(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number, first: number): void {
    const w = at >> 2;
    let place = first;
    while (data[at + STOCK_COUNT] > 0) {
      const card = data[at + STOCK_TOP];
      data[at + STOCK_TOP] = data[at + BELOW + card];
      const height = --data[at + STOCK_COUNT];
      const kind = KIND[card];
      words[w + STOCK_A] -= ZA[height * KINDS + kind];
      words[w + STOCK_B] -= ZB[height * KINDS + kind];
      const targets = slotsTaking(data, at, kind, this.typed) & ALLOWED[place];
      if ((targets & (targets - 1)) !== 0) {
        data[at + DRAWN] = card;
        data[at + PLACE] = place;
        return this.sum(data, words, at);
      }
      if (targets !== 0) toSlot(data, at, lowestBit(targets), card);
      else {
        const height = data[at + COUNT + place - 1]++;
        data[at + BELOW + card] = data[at + TOP + place - 1];
        data[at + TOP + place - 1] = card;
        words[w + LANE_A + place - 1] += ZA[height * KINDS + kind];
        words[w + LANE_B + place - 1] += ZB[height * KINDS + kind];
        place = (place % PLACES) + 1;
      }
    }
    data[at + PLACE] = 1;
    this.sum(data, words, at);
  }

  /** 14.5 / 14-A7: the wreath gathered into the stock (W12's bottom card dealt first, up W12, then W11 … W1), dealt again once. */
  private redeal(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number): void {
    const w = at >> 2;
    // W1's top is dealt last; each card is dealt right before the one above it, a place's top right before the next lower place's bottom.
    let after = NONE;
    let count = 0;
    for (let place = 0; place < PLACES; place++) {
      let card = data[at + TOP + place];
      while (card !== NONE) {
        const under = data[at + BELOW + card];
        data[at + BELOW + card] = after;
        after = card;
        card = under;
        count++;
      }
      data[at + TOP + place] = NONE;
      data[at + COUNT + place] = 0;
      words[w + LANE_A + place] = 0;
      words[w + LANE_B + place] = 0;
    }
    let stockA = 0;
    let stockB = 0;
    let height = count;
    for (let card = after; card !== NONE; card = data[at + BELOW + card]) {
      height--;
      stockA += ZA[height * KINDS + KIND[card]];
      stockB += ZB[height * KINDS + KIND[card]];
    }
    data[at + STOCK_TOP] = after;
    data[at + STOCK_COUNT] = count;
    words[w + STOCK_A] = stockA;
    words[w + STOCK_B] = stockB;
    data[at + REDEALT] = 1;
    this.deal(data, words, at, 1);
  }

  outcome(data: Uint8Array, at: number): Outcome {
    return data[at + UP] === CARDS ? 'won' : 'playing';
  }

  key(data: Uint8Array, at: number): number {
    const words = this.words.of(data);
    const w = at >> 2;
    const drawn = data[at + DRAWN];
    const counters = ((drawn === NONE ? 0 : KIND[drawn] + 1) * (PLACES + 1) + data[at + PLACE]) * 2 + data[at + REDEALT];
    const a = (words[w + SUM_A] + words[w + STOCK_A] + COUNTER_ZA[counters]) | 0;
    const b = (words[w + SUM_B] + words[w + STOCK_B] + COUNTER_ZB[counters]) | 0;
    return fmix(a ^ 0x3c6ef372) * TWO_21 + (fmix((b + 0x27d4eb2f) | 0) & 0x1fffff);
  }

  followUp(data: Uint8Array, at: number, code: number): number {
    if (code === REDEAL) return NO_FOCUS;
    const from = code >> 5;
    const fromPlace = from < FIRST_SLOT;
    const toPlace = (code & 31) < FIRST_SLOT;
    if (from === DRAW_PILE || fromPlace !== toPlace) return NO_FOCUS;
    return fromPlace && data[at + COUNT + from] === 1 ? NO_FOCUS : code;
  }

  focusKey(data: Uint8Array, at: number, key: number, focus: number): number {
    const high = Math.floor(key / TWO_21);
    const from = focus >> 5;
    const to = focus & 31;
    let a = high ^ 0x5f356495;
    let b = key - high * TWO_21;
    if (from < FIRST_SLOT) {
      // Two places: their shares of the key (their contents, salted by their places or, alike, by their group).
      const words = this.words.of(data);
      const w = at >> 2;
      a += words[w + TERM_A + from] + words[w + TERM_A + to];
      b += words[w + TERM_B + from] + words[w + TERM_B + to];
    } else {
      const alike = !this.typed && lastFreePlay(data, at);
      a += slotShare(data, at, from - FIRST_SLOT, alike, 0x9e3779b1) + slotShare(data, at, to - FIRST_SLOT, alike, 0x9e3779b1);
      b += slotShare(data, at, from - FIRST_SLOT, alike, 0x85ebca77) + slotShare(data, at, to - FIRST_SLOT, alike, 0x85ebca77);
    }
    return fmix(a | 0) * TWO_21 + (fmix(b | 0) & 0x1fffff);
  }

  focusPiles(focus: number): readonly string[] {
    return [pileIds[focus >> 5], pileIds[focus & 31]];
  }

  move(code: number): GameMove {
    return this.moveOf[code];
  }
}

/** The model for the default rules and typed slots; undefined for other switches. */
export function fuerstBismarckCompact(start: State): CompactModel | undefined {
  for (const name in start.switches) if (name !== 'typed-slots' && start.switches[name]) return undefined;
  movesByCode ??= ruleMoves(start);
  return new BismarckModel(start.switches['typed-slots'] === true, movesByCode);
}
