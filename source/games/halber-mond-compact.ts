import {type CompactModel, NO_FOCUS} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {fmix} from '../core/mix.js';
import type {GameMove, Outcome, State} from '../core/types.js';

/**
 * Der halbe Mond for the search (SolverHooks.compact), under the default rules
 * and with "help at any time". A position is the helps used, the number of
 * crescent piles, each foundation's card count (its cards follow from it), each
 * crescent pile's length and then the crescent's cards, pile after pile, bottom
 * to top, as faces (card % 52: the two copies are alike for the rules and the
 * key). Kept alongside, as moves change them: the cards up, each pile's top and
 * the card under it, and the key's lanes. Codes: a transfer is from * 64 + to
 * (places in `state.piles`); the helps are LIFT and GATHER.
 */

const FOUNDATIONS = 8;
const ACE_PILES = 4;
/** The crescent grows to 27 piles at most (13, a lift, 18 of 6, a lift, 26 of 4, a lift). */
const MOST_PILES = 27;
const CARDS = 104;
const FACES = 52;
const HELPS = 5;

const HELPS_AT = 0;
const PILES_AT = 1;
const FOUNDATIONS_AT = 2;
const LENGTHS_AT = FOUNDATIONS_AT + FOUNDATIONS;
/** Cards on the foundations. */
const UP_AT = LENGTHS_AT + MOST_PILES;
/** Each pile's top card and the card under it (NONE for none), kept as moves change them. */
const TOPS_AT = UP_AT + 1;
const UNDERS_AT = TOPS_AT + MOST_PILES;
/** The key's two lanes, four bytes each: the sums of the crescent piles' parts (see partA), kept as moves change the piles. */
const LANE_A = UNDERS_AT + MOST_PILES;
const LANE_B = LANE_A + 4;
const CARDS_AT = LANE_B + 4;
const SIZE = CARDS_AT + CARDS;

const LIFT = 1;
const GATHER = 2;
const PLACES = 64;
/** Per pile at most two foundations and four crescent piles take its top (two copies of each neighbour); and the help. */
const MAX_MOVES = MOST_PILES * 6 + 1;

const UP_SCORE = 90;
const UNCOVERS_SCORE = 70;
const HELP_SCORE = 50;
const SHUTTLE_SCORE = 20;

const RANK = Uint8Array.from({length: FACES}, (_, face) => (face % 13) + 1);
const SUIT = Uint8Array.from({length: FACES}, (_, face) => Math.floor(face / 13));
/** The faces one rank up and down in the same suit (K–A wrap). */
const ABOVE = Uint8Array.from({length: FACES}, (_, face) => face - (face % 13) + ((face + 1) % 13));
const BELOW = Uint8Array.from({length: FACES}, (_, face) => face - (face % 13) + ((face + 12) % 13));
/** The rank a king pile (by its count) and an ace pile take next, 0 when complete. */
const KING_WANTS = Uint8Array.from({length: 14}, (_, count) => 13 - count);
const ACE_WANTS = Uint8Array.from({length: 14}, (_, count) => (count === 13 ? 0 : count + 1));
const NONE = 255;

const TWO_21 = 2 ** 21;

/** Scratch of one listing: the rank each foundation takes, the piles each face may go on (a bit each; all 0 between listings), whether a top goes up. */
const wanted = new Uint8Array(FOUNDATIONS);
const wantedBy = new Int32Array(FACES);
let rises = false;

function fillWanted(data: Uint8Array, at: number): void {
  for (let suit = 0; suit < ACE_PILES; suit++) {
    wanted[suit] = KING_WANTS[data[at + FOUNDATIONS_AT + suit]];
    wanted[suit + ACE_PILES] = ACE_WANTS[data[at + FOUNDATIONS_AT + ACE_PILES + suit]];
  }
}

/** Whether a face goes up now. */
function goesUp(face: number): boolean {
  const rank = RANK[face];
  return rank === wanted[SUIT[face]] || rank === wanted[SUIT[face] + ACE_PILES];
}

/** How many of a face lie on the foundations. */
function upCount(data: Uint8Array, at: number, face: number): number {
  const rank = RANK[face];
  const suit = SUIT[face];
  return (rank >= 14 - data[at + FOUNDATIONS_AT + suit] ? 1 : 0) + (rank <= data[at + FOUNDATIONS_AT + ACE_PILES + suit] ? 1 : 0);
}

// A pile's hash: two lanes over its faces, bottom to top, then its length and its salt mixed in (its part of the key); a set of piles sums the parts.
const SEED_A = 0x811c9dc5;
const SEED_B = 0x3c6ef372;

const stepA = (lane: number, face: number) => Math.imul(lane ^ (face + 1), 0x01000193);
const stepB = (lane: number, face: number) => Math.imul(((lane << 5) | (lane >>> 27)) ^ (face + 1), 0x5bd1e995);

/** The salts of a pile's part: ALIKE where the crescent's piles are alike (after the last help, and for foundationReach), else 1 + its place. */
const ALIKE = 0;
const SALTS_A = Int32Array.from({length: MOST_PILES + 1}, (_, salt) => (salt === ALIKE ? 0 : fmix(Math.imul(salt, 0x9e3779b1))));
const SALTS_B = Int32Array.from({length: MOST_PILES + 1}, (_, salt) => (salt === ALIKE ? 0 : fmix(Math.imul(salt, 0x7f4a7c15) ^ 0x165667b1)));
const partA = (lane: number, length: number, salt: number) => fmix((lane ^ Math.imul(length + 1, 0x85ebca6b)) + SALTS_A[salt]);
const partB = (lane: number, length: number, salt: number) => fmix(((lane + Math.imul(length + 1, 0xc2b2ae35)) ^ 0x27d4eb2f) + SALTS_B[salt]);

/** The salt of a pile's part in a position with `helps` helps used. */
const saltOf = (helps: number, pile: number) => (helps < HELPS ? pile + 1 : ALIKE);

/** The sums of a set of piles' parts (`sumsOf`), or a pile's lanes (`lanesOf`): in a typed array, as numbers beyond 2³⁰ would be boxed in a variable. */
const sums = new Int32Array(2);

/** Sums the parts of `piles` piles, their lengths at `lengthsAt` and their cards from `cardsAt`, with their places' salts or as alike piles. */
function sumsOf(data: Uint8Array, lengthsAt: number, cardsAt: number, piles: number, placed: boolean): void {
  let a = 0;
  let b = 0;
  let at = cardsAt;
  for (let pile = 0; pile < piles; pile++) {
    const length = data[lengthsAt + pile];
    let laneA = SEED_A;
    let laneB = SEED_B;
    for (let end = at + length; at < end; at++) {
      laneA = stepA(laneA, data[at]);
      laneB = stepB(laneB, data[at]);
    }
    const salt = placed ? pile + 1 : ALIKE;
    a = (a + partA(laneA, length, salt)) | 0;
    b = (b + partB(laneB, length, salt)) | 0;
  }
  sums[0] = a;
  sums[1] = b;
}

/** The lanes of the cards from `start` to `end`, into sums[0] and sums[1]. */
function lanesOf(data: Uint8Array, start: number, end: number): void {
  let laneA = SEED_A;
  let laneB = SEED_B;
  for (let index = start; index < end; index++) {
    laneA = stepA(laneA, data[index]);
    laneB = stepB(laneB, data[index]);
  }
  sums[0] = laneA;
  sums[1] = laneB;
}

function readLane(data: Uint8Array, at: number): number {
  return data[at] | (data[at + 1] << 8) | (data[at + 2] << 16) | (data[at + 3] << 24);
}

function writeLane(data: Uint8Array, at: number, value: number): void {
  data[at] = value;
  data[at + 1] = value >>> 8;
  data[at + 2] = value >>> 16;
  data[at + 3] = value >>> 24;
}

/** Works the key's lanes out afresh (after a help: every pile changes, and after the last one their salts). */
function relane(data: Uint8Array, at: number): void {
  sumsOf(data, at + LENGTHS_AT, at + CARDS_AT, data[at + PILES_AT], data[at + HELPS_AT] < HELPS);
  writeLane(data, at + LANE_A, sums[0]);
  writeLane(data, at + LANE_B, sums[1]);
}

/** Adds to the key's lanes. */
function addLanes(data: Uint8Array, at: number, a: number, b: number): void {
  writeLane(data, at + LANE_A, readLane(data, at + LANE_A) + a);
  writeLane(data, at + LANE_B, readLane(data, at + LANE_B) + b);
}

function joined(a: number, b: number): number {
  return a * TWO_21 + (b & 0x1fffff);
}

/**
 * A set of 64-bit keys (two lanes) of a size known beforehand, open
 * addressing; `clear` forgets them all at once by a new generation. The first
 * lane picks the slot: it is a sum of mixed values, spread already.
 */
class KeySet {
  private readonly lanesA: Int32Array;
  private readonly lanesB: Int32Array;
  private readonly stamps: Int32Array;
  private generation = 1;
  size = 0;

  /** `most`: the most keys it will hold (the table keeps a quarter of its slots or more free). */
  constructor(most: number) {
    let capacity = 16;
    while (capacity < most * 4) capacity *= 2;
    this.lanesA = new Int32Array(capacity);
    this.lanesB = new Int32Array(capacity);
    this.stamps = new Int32Array(capacity);
  }

  clear(): void {
    this.generation++;
    this.size = 0;
  }

  has(a: number, b: number): boolean {
    const mask = this.stamps.length - 1;
    for (let slot = a & mask; ; slot = (slot + 1) & mask) {
      if (this.stamps[slot] !== this.generation) return false;
      if (this.lanesA[slot] === a && this.lanesB[slot] === b) return true;
    }
  }

  /** Adds a key known to be absent. */
  add(a: number, b: number): void {
    const mask = this.stamps.length - 1;
    let slot = a & mask;
    while (this.stamps[slot] === this.generation) slot = (slot + 1) & mask;
    this.stamps[slot] = this.generation;
    this.lanesA[slot] = a;
    this.lanesB[slot] = b;
    this.size++;
  }
}

const REACHABLE = 0;
const UNREACHABLE = 1;
const UNKNOWN = 2;

/**
 * foundationReach (halber-mond.ts) over bytes: the same breadth-first search
 * over the crescent's shuttles, keyed by the crescent as a set of non-empty
 * piles, in the same order and to the same limit, so it answers alike, limit
 * included. A position is a record: the pile lengths, then the cards.
 */
class Reach {
  private queue = new Uint8Array(0);
  private keysA = new Int32Array(0);
  private keysB = new Int32Array(0);
  private readonly seen: KeySet;
  /** Per pile of the record being expanded: its end, its top, its lanes and part of the key, and the lanes without its top. */
  private readonly ends = new Int32Array(MOST_PILES);
  private readonly top = new Uint8Array(MOST_PILES);
  private readonly lanesA = new Int32Array(MOST_PILES);
  private readonly lanesB = new Int32Array(MOST_PILES);
  private readonly partsA = new Int32Array(MOST_PILES);
  private readonly partsB = new Int32Array(MOST_PILES);
  private readonly lowerA = new Int32Array(MOST_PILES);
  private readonly lowerB = new Int32Array(MOST_PILES);
  constructor(private readonly limit: number) {
    this.seen = new KeySet(limit);
  }

  /** Searches from the crescent of a position; `wanted` holds the foundations' next ranks, and no top goes up in the start. */
  search(data: Uint8Array, at: number): number {
    const piles = data[at + PILES_AT];
    const cards = CARDS - data[at + UP_AT];
    const width = piles + cards;
    if (this.queue.length < width * this.limit) {
      this.queue = new Uint8Array(width * this.limit);
      this.keysA = new Int32Array(this.limit);
      this.keysB = new Int32Array(this.limit);
    }
    const queue = this.queue;
    for (let pile = 0; pile < piles; pile++) queue[pile] = data[at + LENGTHS_AT + pile];
    for (let index = 0; index < cards; index++) queue[piles + index] = data[at + CARDS_AT + index];
    sumsOf(queue, 0, piles, piles, false);
    this.keysA[0] = sums[0];
    this.keysB[0] = sums[1];
    this.seen.clear();
    this.seen.add(sums[0], sums[1]);
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      if (this.expand(head * width, piles)) return REACHABLE;
      tail = this.children(head, piles, width, tail);
      if (tail < 0) return UNKNOWN;
    }
    return UNREACHABLE;
  }

  /** Reads a record's piles into the scratch; answers whether a top goes up. */
  private expand(record: number, piles: number): boolean {
    const {queue, ends, top} = this;
    let at = record + piles;
    let up = false;
    for (let pile = 0; pile < piles; pile++) {
      const length = queue[record + pile];
      let laneA = SEED_A;
      let laneB = SEED_B;
      const end = at + length;
      for (; at < end - 1; at++) {
        laneA = stepA(laneA, queue[at]);
        laneB = stepB(laneB, queue[at]);
      }
      this.lowerA[pile] = laneA;
      this.lowerB[pile] = laneB;
      ends[pile] = end;
      if (length > 0) {
        const face = queue[at++];
        laneA = stepA(laneA, face);
        laneB = stepB(laneB, face);
        top[pile] = face;
        if (goesUp(face)) up = true;
        wantedBy[ABOVE[face]] |= 1 << pile;
        wantedBy[BELOW[face]] |= 1 << pile;
      } else top[pile] = NONE;
      this.lanesA[pile] = laneA;
      this.lanesB[pile] = laneB;
      this.partsA[pile] = partA(laneA, length, ALIKE);
      this.partsB[pile] = partB(laneB, length, ALIKE);
    }
    if (up) this.forget(piles);
    return up;
  }

  private forget(piles: number): void {
    for (let pile = 0; pile < piles; pile++) {
      const face = this.top[pile];
      if (face === NONE) continue;
      wantedBy[ABOVE[face]] = 0;
      wantedBy[BELOW[face]] = 0;
    }
  }

  /** Queues the unseen positions one shuttle away from record `head`, in the rules' order; answers the new tail, or -1 at the limit. */
  private children(head: number, piles: number, width: number, tail: number): number {
    const {queue, ends, top, seen, partsA, partsB} = this;
    const record = head * width;
    const keyA = this.keysA[head];
    const keyB = this.keysB[head];
    for (let from = 0; from < piles; from++) {
      const face = top[from];
      if (face === NONE) continue;
      let targets = wantedBy[face];
      const length = queue[record + from];
      const lessA = (keyA - partsA[from] + partA(this.lowerA[from], length - 1, ALIKE)) | 0;
      const lessB = (keyB - partsB[from] + partB(this.lowerB[from], length - 1, ALIKE)) | 0;
      while (targets !== 0) {
        const lowest = targets & -targets;
        targets ^= lowest;
        const to = 31 - Math.clz32(lowest);
        const onto = queue[record + to];
        const a = (lessA - partsA[to] + partA(stepA(this.lanesA[to], face), onto + 1, ALIKE)) | 0;
        const b = (lessB - partsB[to] + partB(stepB(this.lanesB[to], face), onto + 1, ALIKE)) | 0;
        if (seen.has(a, b)) continue;
        if (seen.size >= this.limit) {
          this.forget(piles);
          return -1;
        }
        seen.add(a, b);
        const child = tail * width;
        queue.copyWithin(child, record, record + width);
        shuttle(queue, child + ends[from] - record, child + ends[to] - record);
        queue[child + from]--;
        queue[child + to]++;
        this.keysA[tail] = a;
        this.keysB[tail] = b;
        tail++;
      }
    }
    this.forget(piles);
    return tail;
  }
}

/** Moves the card before `fromEnd` to the top of the pile ending before `toEnd`, shifting the cards between. */
function shuttle(data: Uint8Array, fromEnd: number, toEnd: number): void {
  const card = data[fromEnd - 1];
  if (fromEnd < toEnd) {
    data.copyWithin(fromEnd - 1, fromEnd, toEnd);
    data[toEnd - 1] = card;
  } else {
    data.copyWithin(toEnd + 1, toEnd, fromEnd - 1);
    data[toEnd] = card;
  }
}

/** Where pile `pile`'s cards end. */
function endOf(data: Uint8Array, at: number, pile: number): number {
  let end = at + CARDS_AT;
  for (let before = 0; before <= pile; before++) end += data[at + LENGTHS_AT + before];
  return end;
}

/** A pile's part of the key as an alike pile, into sums[0] and sums[1]. */
function partOf(data: Uint8Array, at: number, pile: number): void {
  const length = data[at + LENGTHS_AT + pile];
  const end = endOf(data, at, pile);
  lanesOf(data, end - length, end);
  sums[0] = partA(sums[0], length, ALIKE);
  sums[1] = partB(sums[1], length, ALIKE);
}

/** Scratch for a help's new order of the crescent, and the cards a lift takes. */
const order = new Uint8Array(CARDS);
const lifted = new Uint8Array(MOST_PILES);

/** 3.5 Lift: the top of every pile of two or more cards, leftmost lowest, becomes a new pile at the right end (none when nothing is lifted). */
function lift(data: Uint8Array, to: number): void {
  const piles = data[to + PILES_AT];
  let kept = 0;
  let taken = 0;
  let at = to + CARDS_AT;
  for (let pile = 0; pile < piles; pile++) {
    const length = data[to + LENGTHS_AT + pile];
    const keep = length >= 2 ? length - 1 : length;
    for (let index = 0; index < keep; index++) order[kept++] = data[at + index];
    if (length >= 2) {
      lifted[taken++] = data[at + length - 1];
      data[to + LENGTHS_AT + pile] = keep;
    }
    at += length;
  }
  if (taken === 0) return;
  for (let index = 0; index < kept; index++) data[to + CARDS_AT + index] = order[index];
  for (let index = 0; index < taken; index++) data[to + CARDS_AT + kept + index] = lifted[index];
  data[to + LENGTHS_AT + piles] = taken;
  data[to + PILES_AT] = piles + 1;
}

/** 3.5 Gather: the rightmost pile bottom to top first, the leftmost last, dealt again in blocks of `size`. */
function gather(data: Uint8Array, to: number, size: number): void {
  const piles = data[to + PILES_AT];
  let count = 0;
  let end = to + CARDS_AT + CARDS - data[to + UP_AT];
  for (let pile = piles - 1; pile >= 0; pile--) {
    const length = data[to + LENGTHS_AT + pile];
    const start = end - length;
    for (let index = start; index < end; index++) order[count++] = data[index];
    end = start;
  }
  for (let index = 0; index < count; index++) data[to + CARDS_AT + index] = order[index];
  const dealt = Math.ceil(count / size);
  for (let pile = 0; pile < MOST_PILES; pile++) data[to + LENGTHS_AT + pile] = pile < dealt ? Math.min(size, count - pile * size) : 0;
  data[to + PILES_AT] = dealt;
}

/** Writes the moves of the pile at `pile` (its top `face`) from `written` on: up first (with `withUp`), then onto the piles of `targets`; answers where it stopped. */
function emit(
  data: Uint8Array,
  at: number,
  pile: number,
  face: number,
  targets: number,
  withUp: boolean,
  codes: Int32Array,
  scores: Float64Array,
  written: number,
): number {
  const code = (pile + FOUNDATIONS) * PLACES;
  let next = written;
  if (withUp) {
    const suit = SUIT[face];
    const rank = RANK[face];
    if (rank === wanted[suit]) {
      codes[next] = code + suit;
      scores[next++] = UP_SCORE;
      rises = true;
    }
    if (rank === wanted[suit + ACE_PILES]) {
      codes[next] = code + suit + ACE_PILES;
      scores[next++] = UP_SCORE;
      rises = true;
    }
  }
  if (targets === 0) return next;
  const under = data[at + UNDERS_AT + pile];
  const score = under !== NONE && goesUp(under) ? UNCOVERS_SCORE : SHUTTLE_SCORE;
  let left = targets;
  while (left !== 0) {
    const lowest = left & -left;
    left ^= lowest;
    codes[next] = code + FOUNDATIONS + 31 - Math.clz32(lowest);
    scores[next++] = score;
  }
  return next;
}

/** Every move, in the rules' order: by the pile it leaves, up first, then onto other piles by place. */
function listFree(data: Uint8Array, at: number, piles: number, codes: Int32Array, scores: Float64Array, from: number): number {
  for (let pile = 0; pile < piles; pile++) {
    const face = data[at + TOPS_AT + pile];
    if (face === NONE) continue;
    wantedBy[ABOVE[face]] |= 1 << pile;
    wantedBy[BELOW[face]] |= 1 << pile;
  }
  let written = from;
  for (let pile = 0; pile < piles; pile++) {
    const face = data[at + TOPS_AT + pile];
    if (face !== NONE) written = emit(data, at, pile, face, wantedBy[face], true, codes, scores, written);
  }
  for (let pile = 0; pile < piles; pile++) {
    const face = data[at + TOPS_AT + pile];
    if (face === NONE) continue;
    wantedBy[ABOVE[face]] = 0;
    wantedBy[BELOW[face]] = 0;
  }
  return written;
}

/** The moves from or onto the piles at `first` and `second` (a shuttle's), in the rules' order; `askUp`: find out whether any top goes up too. */
function listFocused(
  data: Uint8Array,
  at: number,
  piles: number,
  first: number,
  second: number,
  askUp: boolean,
  codes: Int32Array,
  scores: Float64Array,
  from: number,
): number {
  const firstTop = data[at + TOPS_AT + first];
  const secondTop = data[at + TOPS_AT + second];
  // The piles whose top neighbours each focus pile's (the relation is mutual: each may go on the other).
  let nearFirst = 0;
  let nearSecond = 0;
  for (let pile = 0; pile < piles; pile++) {
    const face = data[at + TOPS_AT + pile];
    if (face === NONE) continue;
    if (ABOVE[face] === firstTop || BELOW[face] === firstTop) nearFirst |= 1 << pile;
    if (ABOVE[face] === secondTop || BELOW[face] === secondTop) nearSecond |= 1 << pile;
    if (askUp && goesUp(face)) rises = true;
  }
  const firstBit = 1 << first;
  const secondBit = 1 << second;
  let sources = nearFirst | nearSecond | firstBit | secondBit;
  let written = from;
  while (sources !== 0) {
    const lowest = sources & -sources;
    sources ^= lowest;
    const pile = 31 - Math.clz32(lowest);
    const face = data[at + TOPS_AT + pile];
    if (face === NONE) continue;
    if (pile === first) written = emit(data, at, pile, face, nearFirst, true, codes, scores, written);
    else if (pile === second) written = emit(data, at, pile, face, nearSecond, true, codes, scores, written);
    else {
      const targets = (nearFirst & lowest ? firstBit : 0) | (nearSecond & lowest ? secondBit : 0);
      written = emit(data, at, pile, face, targets, false, codes, scores, written);
    }
  }
  return written;
}

/** Works each pile's top and the card under it out afresh (after a help). */
function retop(data: Uint8Array, at: number): void {
  const piles = data[at + PILES_AT];
  let end = at + CARDS_AT;
  for (let pile = 0; pile < MOST_PILES; pile++) {
    const length = pile < piles ? data[at + LENGTHS_AT + pile] : 0;
    end += length;
    data[at + TOPS_AT + pile] = length > 0 ? data[end - 1] : NONE;
    data[at + UNDERS_AT + pile] = length > 1 ? data[end - 2] : NONE;
  }
}

/** What the helps do in turn: 0 for a lift, else the size of the gather's piles; and the rules' ids by place. Made once, on the first model. */
type Tables = {readonly gathers: Uint8Array; readonly ids: readonly string[]; readonly moves: (GameMove | undefined)[]; readonly limit: number};
let tables: Tables | undefined;

/** What the model takes from the game (halber-mond.ts tells: it imports this file, not the other way round). */
export type HalberMondLayout = {
  readonly crescent: string;
  readonly foundations: readonly {readonly id: string}[];
  readonly helps: readonly ({readonly kind: 'lift'} | {readonly kind: 'gather'; readonly size: number})[];
  readonly reachLimit: number;
};

function tablesOf(layout: HalberMondLayout): Tables {
  const gathers = Uint8Array.from(layout.helps, (help) => (help.kind === 'gather' ? help.size : 0));
  const ids = [...layout.foundations.map((spec) => spec.id), ...Array.from({length: MOST_PILES}, (_, pile) => `${layout.crescent}${pile}`)];
  return {gathers, ids, moves: [], limit: layout.reachLimit};
}

let reach: Reach | undefined;

class HalberMondModel implements CompactModel {
  readonly size = SIZE;
  readonly maxMoves = MAX_MOVES;
  readonly prioritized = true;

  constructor(
    private readonly tables: Tables,
    private readonly anyTime: boolean,
  ) {}

  encode(state: State, data: Uint8Array, at: number): void {
    this.keptData = undefined;
    data.fill(0, at, at + SIZE);
    const piles = state.piles;
    data[at + HELPS_AT] = (state.vars as {helpsUsed: number}).helpsUsed;
    data[at + PILES_AT] = piles.length - FOUNDATIONS;
    for (let index = 0; index < FOUNDATIONS; index++) {
      data[at + FOUNDATIONS_AT + index] = piles[index].cards.length;
      data[at + UP_AT] += piles[index].cards.length;
    }
    let next = at + CARDS_AT;
    for (let index = FOUNDATIONS; index < piles.length; index++) {
      const cards = piles[index].cards;
      data[at + LENGTHS_AT + index - FOUNDATIONS] = cards.length;
      for (const card of cards) data[next++] = card % FACES;
    }
    retop(data, at);
    relane(data, at);
  }

  moves(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array, focus: number): number {
    const piles = data[at + PILES_AT];
    const helps = data[at + HELPS_AT];
    const askReach = helps < HELPS && !this.anyTime;
    fillWanted(data, at);
    rises = false;
    const written =
      focus === NO_FOCUS
        ? listFree(data, at, piles, codes, scores, from)
        : listFocused(data, at, piles, (focus >> 6) - FOUNDATIONS, (focus & (PLACES - 1)) - FOUNDATIONS, askReach, codes, scores, from);
    return this.finish(data, at, helps, askReach, codes, scores, from, written);
  }

  /** Adds the help, if it may start, or sifts for a safe move after the last help (rises: whether some top goes up, if asked). */
  private finish(data: Uint8Array, at: number, helps: number, askReach: boolean, codes: Int32Array, scores: Float64Array, from: number, to: number): number {
    let written = to;
    if (helps < HELPS) {
      if (!askReach || (!rises && this.reachOf(data, at) !== REACHABLE)) {
        codes[written] = this.tables.gathers[helps] === 0 ? LIFT : GATHER;
        scores[written++] = HELP_SCORE;
      }
      return written - from;
    }
    const safe = this.safeOf(data, at, codes, from, written);
    if (safe < 0) return written - from;
    codes[from] = safe;
    scores[from] = UP_SCORE;
    return 1;
  }

  /** The solver's `safe`: the first move up of a dead card whose copy is up (after the last help), or -1. */
  private safeOf(data: Uint8Array, at: number, codes: Int32Array, from: number, to: number): number {
    for (let index = from; index < to; index++) {
      const code = codes[index];
      if ((code & (PLACES - 1)) >= FOUNDATIONS) continue;
      const face = data[at + TOPS_AT + (code >> 6) - FOUNDATIONS];
      if (upCount(data, at, face) === 1 && upCount(data, at, ABOVE[face]) === 2 && upCount(data, at, BELOW[face]) === 2) return code;
    }
    return -1;
  }

  /** foundationReach for a position where no top goes up now (`wanted` filled). */
  private reachOf(data: Uint8Array, at: number): number {
    reach ??= new Reach(this.tables.limit);
    return reach.search(data, at);
  }

  apply(data: Uint8Array, at: number, code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    if (code < PLACES) {
      const helps = data[to + HELPS_AT];
      const size = this.tables.gathers[helps];
      if (size === 0) lift(data, to);
      else gather(data, to, size);
      data[to + HELPS_AT] = helps + 1;
      retop(data, to);
      relane(data, to);
      return;
    }
    const pile = (code >> 6) - FOUNDATIONS;
    const target = code & (PLACES - 1);
    const helps = data[to + HELPS_AT];
    const length = data[to + LENGTHS_AT + pile];
    const fromEnd = endOf(data, to, pile);
    const face = data[fromEnd - 1];
    lanesOf(data, fromEnd - length, fromEnd - 1);
    const lowerA = sums[0];
    const lowerB = sums[1];
    const salt = saltOf(helps, pile);
    const leftA = partA(lowerA, length - 1, salt);
    const leftB = partB(lowerB, length - 1, salt);
    let a = leftA - partA(stepA(lowerA, face), length, salt);
    let b = leftB - partB(stepB(lowerB, face), length, salt);
    data[to + TOPS_AT + pile] = data[to + UNDERS_AT + pile];
    data[to + UNDERS_AT + pile] = length > 2 ? data[fromEnd - 3] : NONE;
    if (target >= FOUNDATIONS) {
      const onto = target - FOUNDATIONS;
      const ontoLength = data[to + LENGTHS_AT + onto];
      const toEnd = endOf(data, to, onto);
      lanesOf(data, toEnd - ontoLength, toEnd);
      const ontoSalt = saltOf(helps, onto);
      const grownA = partA(stepA(sums[0], face), ontoLength + 1, ontoSalt);
      const grownB = partB(stepB(sums[1], face), ontoLength + 1, ontoSalt);
      a += grownA - partA(sums[0], ontoLength, ontoSalt);
      b += grownB - partB(sums[1], ontoLength, ontoSalt);
      // After the last help focusKey needs the two piles' parts: they are at hand here.
      if (salt === ALIKE) this.keep(data, to, code, leftA + grownA, leftB + grownB);
      shuttle(data, fromEnd, toEnd);
      data[to + UNDERS_AT + onto] = data[to + TOPS_AT + onto];
      data[to + TOPS_AT + onto] = face;
      data[to + LENGTHS_AT + pile]--;
      data[to + LENGTHS_AT + onto]++;
      addLanes(data, to, a | 0, b | 0);
      return;
    }
    data[to + LENGTHS_AT + pile]--;
    const last = to + CARDS_AT + CARDS - data[to + UP_AT];
    data.copyWithin(fromEnd - 1, fromEnd, last);
    data[last - 1] = 0;
    data[to + FOUNDATIONS_AT + target]++;
    data[to + UP_AT]++;
    addLanes(data, to, a | 0, b | 0);
  }

  /** The parts of the piles a shuttle left at `at` (after the last help), for focusKey. */
  private keptData: Uint8Array | undefined;
  private keptAt = -1;
  private keptCode = -1;
  private readonly kept = new Int32Array(2);

  private keep(data: Uint8Array, at: number, code: number, a: number, b: number): void {
    this.keptData = data;
    this.keptAt = at;
    this.keptCode = code;
    this.kept[0] = a;
    this.kept[1] = b;
  }

  outcome(data: Uint8Array, at: number): Outcome {
    return data[at + UP_AT] === CARDS ? 'won' : 'playing';
  }

  key(data: Uint8Array, at: number): number {
    const low = readLane(data, at + FOUNDATIONS_AT);
    const high = readLane(data, at + FOUNDATIONS_AT + 4);
    const shape = fmix(data[at + HELPS_AT] * PLACES + data[at + PILES_AT] + 0x68e31da4);
    const a = fmix(readLane(data, at + LANE_A) ^ fmix(low ^ fmix(high + shape)));
    const b = fmix(readLane(data, at + LANE_B) + fmix(high ^ fmix(low ^ shape)));
    return joined(a, b);
  }

  move(code: number): GameMove {
    const known = this.tables.moves[code];
    if (known) return known;
    const {ids} = this.tables;
    const made: GameMove =
      code === LIFT
        ? actionMove('lift')
        : code === GATHER
          ? actionMove('gather')
          : {kind: 'move', from: ids[code >> 6], to: ids[code & (PLACES - 1)], count: 1};
    this.tables.moves[code] = made;
    return made;
  }

  /** A shuttle binds the next move to its two piles (followUp): the focus is the shuttle's code. */
  followUp(_data: Uint8Array, _at: number, code: number): number {
    return code >= PLACES && (code & (PLACES - 1)) >= FOUNDATIONS ? code : NO_FOCUS;
  }

  /** As focusedKey: while places matter, the two places; after the last help, the two piles' contents (the crescent's piles are alike). */
  focusKey(data: Uint8Array, at: number, key: number, focus: number): number {
    const first = (focus >> 6) - FOUNDATIONS;
    const second = (focus & (PLACES - 1)) - FOUNDATIONS;
    let x: number;
    let y: number;
    if (data[at + HELPS_AT] < HELPS) {
      const pair = Math.min(first, second) * PLACES + Math.max(first, second);
      x = fmix(Math.imul(pair + 1, 0x9e3779b1));
      y = fmix(Math.imul(pair + 1, 0x85ebca77) ^ 0x165667b1);
    } else if (data === this.keptData && at === this.keptAt && focus === this.keptCode) {
      x = this.kept[0];
      y = this.kept[1];
    } else {
      partOf(data, at, first);
      x = sums[0];
      y = sums[1];
      partOf(data, at, second);
      x = (x + sums[0]) | 0;
      y = (y + sums[1]) | 0;
    }
    const high = Math.floor(key / TWO_21);
    const low = key - high * TWO_21;
    return joined(fmix((high ^ fmix(x ^ 0x5f356495)) + low), fmix((low + fmix(y + 0x2545f491)) ^ Math.imul(high, 0x01000193)));
  }

  focusPiles(focus: number): readonly string[] {
    const {ids} = this.tables;
    return [ids[focus >> 6], ids[focus & (PLACES - 1)]];
  }
}

/** Whether a state is laid out as the rules lay it: the foundations in their order, then the crescent's piles by number, all face up, all 104 cards. */
function laidOut(state: State, ids: readonly string[]): boolean {
  const piles = state.piles;
  if (piles.length < FOUNDATIONS || piles.length > FOUNDATIONS + MOST_PILES) return false;
  let cards = 0;
  for (let index = 0; index < piles.length; index++) {
    if (piles[index].id !== ids[index] || piles[index].down !== 0) return false;
    cards += piles[index].cards.length;
  }
  if (cards !== CARDS) return false;
  const helps = (state.vars as {helpsUsed?: unknown}).helpsUsed;
  return typeof helps === 'number' && helps >= 0 && helps <= HELPS;
}

/** Der halbe Mond's compact model for a search from `start`: the default rules and "help at any time"; undefined for anything else. */
export function halberMondCompact(start: State, layout: HalberMondLayout): CompactModel | undefined {
  tables ??= tablesOf(layout);
  const switches = start.switches;
  for (const id in switches) if (switches[id] && id !== 'help-any-time') return undefined;
  if (start.resigned || !laidOut(start, tables.ids)) return undefined;
  return new HalberMondModel(tables, switches['help-any-time'] === true);
}
