import {rank} from '../core/cards.js';
import {type CompactModel, readWord, writeWord} from '../core/compact.js';
import {fmix} from '../core/mix.js';
import {transfer} from '../core/transfer.js';
import type {GameMove, Outcome, State, Transfer} from '../core/types.js';

/**
 * Die große Patience for the search as bytes (CompactModel), under the
 * default rules and "text-strict". The piles keep their places in
 * `state.piles`: the four families (0–3), the Keller (4), L1…L5 and R1…R5
 * (5–14). A position holds:
 * - per family its card count, its top card and its direction (open while it
 *   holds fewer than two cards, then up or down): with the base card they
 *   follow from each other, as a family only ever grows by its next card;
 * - the Keller's card (NONE when empty);
 * - per half its card count and its cards, bottom first, in a slot of its own.
 *
 * A half of rows 1–4 holds at most 17 cards: the dealt cards it still has (at
 * most 5) whose outermost starts a run of one suit, each card one rank from
 * the one below (K and A touching), of at most 13 distinct cards; emptied, it
 * holds such a run alone. Row 5 only gives: at most 4 cards. `grossePatienceCompact`
 * takes only starts that keep to those bounds.
 */

const FAMILIES = 4;
const KELLER = 4;
const FIRST_HALF = 5;
const HALVES = 10;
const PILES = FIRST_HALF + HALVES;
const CARDS = 52;
const FAMILY = 13;
/** The halves of row 5, counted from L1 (L5, R5). */
const L5 = 4;
const R5 = 9;
/** The halves of rows 1–4, counted from L1. */
const OPEN: readonly number[] = [0, 1, 2, 3, 5, 6, 7, 8];
/** Cards dealt to a half of rows 1–4. */
const DEALT = 5;
const OPEN_SLOTS = DEALT - 1 + FAMILY;
const ROW5_SLOTS = 4;

/** Byte offsets within a position. */
const COUNT_AT = 0;
const TOP_AT = 4;
const WAY_AT = 8;
const KELLER_AT = 12;
const HALF_COUNT_AT = 13;
const SLOT_AT = Int32Array.from({length: HALVES}, (_, half) => {
  let at = HALF_COUNT_AT + HALVES;
  for (let each = 0; each < half; each++) at += each === L5 || each === R5 ? ROW5_SLOTS : OPEN_SLOTS;
  return at;
});
/** The sums of the piles' two hash lanes (see `laneOf`), kept up to date by `apply`: the key costs two mixes. */
const SUM_AT = SLOT_AT[HALVES - 1] + ROW5_SLOTS;
const SIZE = SUM_AT + 8;
const SLOTS = Int32Array.from({length: HALVES}, (_, half) => (half === L5 || half === R5 ? ROW5_SLOTS : OPEN_SLOTS));

const NONE = 0xff;
const OPEN_WAY = 0;
const UP = 1;
const DOWN = 2;

/** The card one rank higher or lower in the same suit, K and A next to each other (11.4, 11-A1). */
const UP_OF = Uint8Array.from({length: CARDS}, (_, card) => card - (card % FAMILY) + (((card % FAMILY) + 1) % FAMILY));
const DOWN_OF = Uint8Array.from({length: CARDS}, (_, card) => card - (card % FAMILY) + (((card % FAMILY) + FAMILY - 1) % FAMILY));

/** The most cards that move at once: a run of one suit. */
const MOST = FAMILY;
/**
 * A card goes onto at most two piles whose top is next to it, one empty half
 * (the others are alike) and the Keller; a run of 2…13 cards only into one
 * empty half. The Keller's card, when it may leave, has no Keller to go to.
 */
const MAX_MOVES = 3 + HALVES * (4 + MOST - 1);

/** A move's code: (from × PILES + to) × (MOST + 1) + count. */
const CODES = PILES * PILES * (MOST + 1);
const FROM_OF = Uint8Array.from({length: CODES}, (_, code) => Math.floor(code / (MOST + 1) / PILES));
const TO_OF = Uint8Array.from({length: CODES}, (_, code) => Math.floor(code / (MOST + 1)) % PILES);
const COUNT_OF = Uint8Array.from({length: CODES}, (_, code) => code % (MOST + 1));

function codeOf(from: number, to: number, count: number): number {
  return (from * PILES + to) * (MOST + 1) + count;
}

/** The rules' pile ids by place, as `deal` lays them out. */
const IDS: readonly string[] = ['found1', 'found2', 'found3', 'found4', 'keller', 'L1', 'L2', 'L3', 'L4', 'L5', 'R1', 'R2', 'R3', 'R4', 'R5'];

const movesByCode: (Transfer | undefined)[] = [];

function moveOf(code: number): GameMove {
  return (movesByCode[code] ??= transfer(IDS[FROM_OF[code]], IDS[TO_OF[code]], COUNT_OF[code]));
}

/** Per card: the piles (a bit each) that take it as a single card now; all 0 between listings. */
const wanted = new Int32Array(CARDS);

const FAMILY_BITS = (1 << FAMILIES) - 1;
const KELLER_BIT = 1 << KELLER;
const OPEN_BIT = OPEN.reduce((bits, half) => bits | (1 << (FIRST_HALF + half)), 0);

/** The priority of a move that lands on a family (the game's `priority`). */
const TO_FAMILY = 8;

/** Salts of the lanes: the families and the Keller by place; the halves of rows 1–4 alike, and so those of row 5 (the game's `symmetric`). */
const PLACE_SALT = Int32Array.from({length: FIRST_HALF}, (_, pile) => fmix(Math.imul(pile + 1, 0x9e3779b1)) | 1);
const HALF_SALT = 0x1b873593;
const ROW5_SALT = 0x2545f491;
const TWO_21 = 2 ** 21;

/** The second lane of the pile `laneOf` hashed last. */
let laneB = 0;

/**
 * A pile's two hash lanes (the first answered, the second left in `laneB`).
 * A position's key mixes their sums over its piles, which leave out which of
 * the alike halves holds what, as the general key's sums do.
 */
function laneOf(data: Uint8Array, at: number, pile: number): number {
  if (pile < FIRST_HALF) {
    // A family's count, top and direction say all its cards; the Keller holds one card or none.
    const value = pile === KELLER ? data[at + KELLER_AT] : data[at + COUNT_AT + pile] | (data[at + TOP_AT + pile] << 8) | (data[at + WAY_AT + pile] << 16);
    const salt = PLACE_SALT[pile];
    laneB = fmix(Math.imul(value + salt, 0x5bd1e995));
    return fmix(value ^ salt);
  }
  const half = pile - FIRST_HALF;
  const salt = half === L5 || half === R5 ? ROW5_SALT : HALF_SALT;
  const length = data[at + HALF_COUNT_AT + half];
  const start = at + SLOT_AT[half];
  let a = salt;
  let b = Math.imul(salt, 0x5bd1e995) + length;
  for (let index = start; index < start + length; index++) {
    const card = data[index];
    a = Math.imul(a ^ card, 0x01000193);
    b = Math.imul(b + card + 1, 0x5bd1e995) ^ (b >>> 15);
  }
  laneB = fmix(b ^ 0x27d4eb2f);
  return fmix(a);
}

/** The direction a family's second card set (11-A6), as the rules read it: by rank. */
function wayOf(cards: readonly number[]): number {
  if (cards.length < 2) return OPEN_WAY;
  return rank(cards[1]) === rank(UP_OF[cards[0]]) ? UP : DOWN;
}

class GrossePatienceModel implements CompactModel {
  readonly size = SIZE;
  readonly maxMoves = MAX_MOVES;
  readonly prioritized = true;

  constructor(private readonly downOnly: boolean) {}

  encode(state: State, data: Uint8Array, at: number): void {
    const piles = state.piles;
    for (let family = 0; family < FAMILIES; family++) {
      const cards = piles[family].cards;
      data[at + COUNT_AT + family] = cards.length;
      data[at + TOP_AT + family] = cards.length === 0 ? NONE : cards[cards.length - 1];
      data[at + WAY_AT + family] = wayOf(cards);
    }
    data[at + KELLER_AT] = piles[KELLER].cards[0] ?? NONE;
    for (let half = 0; half < HALVES; half++) {
      const cards = piles[FIRST_HALF + half].cards;
      if (cards.length > SLOTS[half]) throw new Error(`${IDS[FIRST_HALF + half]} holds more cards than the compact model has room for`);
      data[at + HALF_COUNT_AT + half] = cards.length;
      data.set(cards, at + SLOT_AT[half]);
    }
    let sumA = 0;
    let sumB = 0;
    for (let pile = 0; pile < PILES; pile++) {
      sumA = (sumA + laneOf(data, at, pile)) | 0;
      sumB = (sumB + laneB) | 0;
    }
    writeWord(data, at + SUM_AT, sumA);
    writeWord(data, at + SUM_AT + 4, sumB);
  }

  /** The game has no follow-ups (SolverHooks.followUp): the focus is always NO_FOCUS. */
  moves(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array, _focus: number): number {
    const empty = this.markWanted(data, at);
    let ready = 0;
    for (let family = 0; family < FAMILIES; family++) if (data[at + COUNT_AT + family] >= 2) ready |= 1 << family;
    const keller = data[at + KELLER_AT];
    const singles = empty | (keller === NONE ? KELLER_BIT : 0);
    let count = 0;
    // The rules' order: the Keller's card (11-A4: only while a half of row 5 is used up), then each half's outer card and runs.
    if (keller !== NONE && (data[at + HALF_COUNT_AT + L5] === 0 || data[at + HALF_COUNT_AT + R5] === 0)) {
      const targets = wanted[keller] | empty;
      if ((targets & ready) !== 0) return safe(codes, from, scores, KELLER, targets & ready);
      count = listTargets(codes, from, scores, codeOf(KELLER, 0, 1), kept(targets, empty, false), empty, 0);
    }
    for (let half = 0; half < HALVES; half++) {
      const pile = FIRST_HALF + half;
      const cards = at + SLOT_AT[half];
      const length = data[at + HALF_COUNT_AT + half];
      const open = ((OPEN_BIT >> pile) & 1) === 1;
      // Runs go only into an empty half.
      const most = empty === 0 ? Math.min(1, length) : length;
      for (let moving = 1; moving <= most; moving++) {
        const head = data[cards + length - moving];
        if (moving > 1) {
          const above = data[cards + length - moving + 1];
          if (above !== DOWN_OF[head] && (this.downOnly || above !== UP_OF[head])) break;
        }
        const targets = moving === 1 ? wanted[head] | singles : empty;
        if ((targets & ready) !== 0) return safe(codes, from, scores, pile, targets & ready);
        const whole = moving === length;
        const listed = kept(targets, empty, whole && open);
        if (listed === 0) continue;
        const freed = whole ? (open ? 2 : 0) : (wanted[data[cards + length - moving - 1]] & FAMILY_BITS) !== 0 ? 4 : 0;
        count += listTargets(codes, from + count, scores, codeOf(pile, 0, moving), listed, empty, freed);
      }
    }
    wanted.fill(0);
    return count;
  }

  /** Marks in `wanted` the cards the families and the halves of rows 1–4 take; answers the empty halves of rows 1–4 (a bit each). */
  private markWanted(data: Uint8Array, at: number): number {
    for (let family = 0; family < FAMILIES; family++) {
      const length = data[at + COUNT_AT + family];
      if (length === 0 || length >= FAMILY) continue;
      const top = data[at + TOP_AT + family];
      const way = data[at + WAY_AT + family];
      if (way !== DOWN) wanted[UP_OF[top]] |= 1 << family;
      if (way !== UP) wanted[DOWN_OF[top]] |= 1 << family;
    }
    let empty = 0;
    for (const half of OPEN) {
      const bit = 1 << (FIRST_HALF + half);
      const length = data[at + HALF_COUNT_AT + half];
      if (length === 0) {
        empty |= bit;
        continue;
      }
      const top = data[at + SLOT_AT[half] + length - 1];
      wanted[DOWN_OF[top]] |= bit;
      if (!this.downOnly) wanted[UP_OF[top]] |= bit;
    }
    return empty;
  }

  apply(data: Uint8Array, at: number, code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    const from = FROM_OF[code];
    const target = TO_OF[code];
    const count = COUNT_OF[code];
    // The lanes of the two piles the move changes, out of the sums before, in after.
    let sumA = (readWord(data, to + SUM_AT) - laneOf(data, to, from)) | 0;
    let sumB = (readWord(data, to + SUM_AT + 4) - laneB) | 0;
    sumA = (sumA - laneOf(data, to, target)) | 0;
    sumB = (sumB - laneB) | 0;
    if (from === KELLER) {
      const source = to + KELLER_AT;
      const card = data[source];
      data[source] = NONE;
      place(data, to, target, card, source, 1);
    } else {
      const half = from - FIRST_HALF;
      const left = data[to + HALF_COUNT_AT + half] - count;
      data[to + HALF_COUNT_AT + half] = left;
      const source = to + SLOT_AT[half] + left;
      place(data, to, target, data[source], source, count);
    }
    sumA = (sumA + laneOf(data, to, from)) | 0;
    sumB = (sumB + laneB) | 0;
    sumA = (sumA + laneOf(data, to, target)) | 0;
    sumB = (sumB + laneB) | 0;
    writeWord(data, to + SUM_AT, sumA);
    writeWord(data, to + SUM_AT + 4, sumB);
  }

  outcome(data: Uint8Array, at: number): Outcome {
    return data[at + COUNT_AT] + data[at + COUNT_AT + 1] + data[at + COUNT_AT + 2] + data[at + COUNT_AT + 3] === CARDS ? 'won' : 'playing';
  }

  key(data: Uint8Array, at: number): number {
    return fmix(readWord(data, at + SUM_AT) ^ 0x3c6ef372) * TWO_21 + (fmix(readWord(data, at + SUM_AT + 4) + 0x27d4eb2f) & 0x1fffff);
  }

  move(code: number): GameMove {
    return moveOf(code);
  }
}

/** The rules' `safe` move, the first of the listing onto a family whose direction is set: alone. */
function safe(codes: Int32Array, from: number, scores: Float64Array, pile: number, families: number): number {
  wanted.fill(0);
  codes[from] = codeOf(pile, 31 - Math.clz32(families & -families), 1);
  scores[from] = TO_FAMILY;
  return 1;
}

/**
 * The targets the search tries of those the rules allow: of the empty halves
 * only the first (they are alike), and none when a whole half of rows 1–4
 * would move into one (`swap`: that only swaps the two, the game's `prune`).
 */
function kept(targets: number, empty: number, swap: boolean): number {
  const spare = targets & empty;
  return (targets & ~empty) | (swap ? 0 : spare & -spare);
}

/**
 * Writes the moves of cards from one pile (`base`: the code with target 0)
 * onto each of `targets`, lowest first, with the game's priorities. `freed`:
 * what the move is worth for the card it lays open, or for the half it empties.
 */
function listTargets(codes: Int32Array, from: number, scores: Float64Array, base: number, targets: number, empty: number, freed: number): number {
  let left = targets;
  let count = 0;
  while (left !== 0) {
    const lowest = left & -left;
    left ^= lowest;
    const to = 31 - Math.clz32(lowest);
    codes[from + count] = base + to * (MOST + 1);
    scores[from + count] = to < FAMILIES ? TO_FAMILY : freed - (to === KELLER ? 1 : (empty & lowest) !== 0 ? 2 : 0);
    count++;
  }
  return count;
}

/** Lays `count` cards from `source` (within the new position at `at`) onto the pile `target`. */
function place(data: Uint8Array, at: number, target: number, card: number, source: number, count: number): void {
  if (target < FAMILIES) {
    const length = data[at + COUNT_AT + target];
    if (length === 1) data[at + WAY_AT + target] = card === UP_OF[data[at + TOP_AT + target]] ? UP : DOWN;
    data[at + TOP_AT + target] = card;
    data[at + COUNT_AT + target] = length + 1;
  } else if (target === KELLER) {
    data[at + KELLER_AT] = card;
  } else {
    const half = target - FIRST_HALF;
    const length = data[at + HALF_COUNT_AT + half];
    const slot = at + SLOT_AT[half] + length;
    if (count === 1) data[slot] = card;
    else data.copyWithin(slot, source, source + count);
    data[at + HALF_COUNT_AT + half] = length + count;
  }
}

/** Whether the cards from `from` on form a run of one suit, each card one rank from the one below (K and A touching). */
function chainFrom(cards: readonly number[], from: number): boolean {
  for (let index = from + 1; index < cards.length; index++) {
    const below = cards[index - 1];
    if (cards[index] !== UP_OF[below] && cards[index] !== DOWN_OF[below]) return false;
  }
  return true;
}

/** Whether a family is its base card and the cards that followed it, one rank at a time in its direction. */
function regularFamily(cards: readonly number[]): boolean {
  if (cards.length > FAMILY) return false;
  const next = wayOf(cards) === UP ? UP_OF : DOWN_OF;
  for (let index = 1; index < cards.length; index++) if (cards[index] !== next[cards[index - 1]]) return false;
  return true;
}

/**
 * Whether a start keeps to what the model assumes: the piles as `deal` lays
 * them out, face up, each card of one pack at most once, families grown by
 * their rule, and halves within their slots for good (see the top).
 */
function covered(start: State): boolean {
  const piles = start.piles;
  if (piles.length !== PILES) return false;
  const seen = new Uint8Array(CARDS);
  for (let index = 0; index < PILES; index++) {
    const pile = piles[index];
    if (pile.id !== IDS[index] || pile.down !== 0) return false;
    for (const card of pile.cards) {
      if (!Number.isInteger(card) || card < 0 || card >= CARDS || seen[card] === 1) return false;
      seen[card] = 1;
    }
  }
  for (let family = 0; family < FAMILIES; family++) if (!regularFamily(piles[family].cards)) return false;
  if (piles[KELLER].cards.length > 1) return false;
  for (let half = 0; half < HALVES; half++) {
    const cards = piles[FIRST_HALF + half].cards;
    if (half === L5 || half === R5) {
      if (cards.length > ROW5_SLOTS) return false;
    } else if (cards.length > DEALT && !chainFrom(cards, DEALT - 1)) {
      // More cards than dealt: the run on top must start at the fifth card at the latest.
      return false;
    }
  }
  return true;
}

const DEFAULT_MODEL = new GrossePatienceModel(false);
const STRICT_MODEL = new GrossePatienceModel(true);

/** Die große Patience's compact model for a search from `start`: the default rules and "text-strict"; undefined for any other switch, a resigned game or a start the model does not cover (see `covered`). */
export function grossePatienceCompact(start: State): CompactModel | undefined {
  const switches = start.switches;
  for (const id in switches) if (switches[id] && id !== 'text-strict') return undefined;
  if (start.resigned || !covered(start)) return undefined;
  return switches['text-strict'] ? STRICT_MODEL : DEFAULT_MODEL;
}
