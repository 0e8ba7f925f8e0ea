import {rank} from '../core/cards.js';
import type {CompactModel} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {fmix} from '../core/mix.js';
import type {GameMove, Outcome, State} from '../core/types.js';

/**
 * Das Unterstecken for the search (SolverHooks.compact): a position is the
 * ranks in the thirteen piles (bottom first), the hand's rank, the reserve's
 * ranks and the counters. Only ranks steer the play (7.4), so ranks are all the
 * model keeps.
 *
 * The key: the play is forced (one move, `step`, in every position) and each
 * step adds one to `chain` or to `tucks`, so within one search (every position
 * reached from one start) no two positions share both counters, as no two
 * share the general key, which holds the counters (the state's vars).
 */

/** One pile per rank, at its rank's place in `state.piles` (RANK_PILES). */
const PILES = 13;
/** A pile holds at most four cards: it grows only when it holds just its own rank (7-A2), and a pack has four of each. */
const SLOTS = 4;
const COUNT_AT = PILES * SLOTS;
const HAND_AT = COUNT_AT + PILES;
const RESERVE_AT = HAND_AT + 1;
const RESERVE_SLOTS = 3;
const RESERVE_COUNT_AT = RESERVE_AT + RESERVE_SLOTS;
const CHAIN_AT = RESERVE_COUNT_AT + 1;
/** Tucks as two bytes, low first. */
const TUCKS_AT = CHAIN_AT + 1;
const SIZE = TUCKS_AT + 2;
const FULL = 4;
/** The rules' places of the reserve and the hand (as `deal` lays them, after the rank piles). */
const RESERVE_PILE = PILES;
const HAND_PILE = PILES + 1;

/** The only move there is. */
const STEP = 0;
const TWO_16 = 2 ** 16;
const TWO_32 = 2 ** 32;

let stepMove: GameMove | undefined;

/** Whether the pile at `base` holds `count` cards, each of `rankValue`. */
function isComplete(data: Uint8Array, base: number, count: number, rankValue: number): boolean {
  for (let slot = 0; slot < count; slot++) if (data[base + slot] !== rankValue) return false;
  return true;
}

/** 7.4, 7-A1, 7-A2: the hand card under the pile of its rank; the pile's top into the hand unless the pile now holds only its rank. */
function tuck(data: Uint8Array, to: number): void {
  const card = data[to + HAND_AT];
  const base = to + (card - 1) * SLOTS;
  const count = data[to + COUNT_AT + card - 1];
  const tucks = data[to + TUCKS_AT] + 256 * data[to + TUCKS_AT + 1] + 1;
  data[to + TUCKS_AT] = tucks & 255;
  data[to + TUCKS_AT + 1] = tucks >>> 8;
  if (isComplete(data, base, count, card)) {
    // Cards of one rank: their order does not matter.
    data[base + count] = card;
    data[to + COUNT_AT + card - 1] = count + 1;
    data[to + HAND_AT] = 0;
    return;
  }
  data[to + HAND_AT] = data[base + count - 1];
  for (let slot = count - 1; slot > 0; slot--) data[base + slot] = data[base + slot - 1];
  data[base] = card;
}

function draw(data: Uint8Array, to: number): void {
  const left = data[to + RESERVE_COUNT_AT] - 1;
  data[to + HAND_AT] = data[to + RESERVE_AT + left];
  data[to + RESERVE_COUNT_AT] = left;
  data[to + CHAIN_AT]++;
}

function isWon(data: Uint8Array, at: number): boolean {
  for (let pile = 0; pile < PILES; pile++) {
    const count = data[at + COUNT_AT + pile];
    if (count !== FULL || !isComplete(data, at + pile * SLOTS, count, pile + 1)) return false;
  }
  return true;
}

/** Made once: a position carries all it needs, so one model serves every deal. */
class UntersteckenModel implements CompactModel {
  readonly size = SIZE;
  readonly maxMoves = 1;
  readonly prioritized = false;

  encode(state: State, data: Uint8Array, at: number): void {
    for (let pile = 0; pile < PILES; pile++) {
      const cards = state.piles[pile].cards;
      data[at + COUNT_AT + pile] = cards.length;
      for (let slot = 0; slot < SLOTS; slot++) data[at + pile * SLOTS + slot] = slot < cards.length ? rank(cards[slot]) : 0;
    }
    const held = state.piles[HAND_PILE].cards;
    data[at + HAND_AT] = held.length === 0 ? 0 : rank(held[held.length - 1]);
    const reserve = state.piles[RESERVE_PILE].cards;
    data[at + RESERVE_COUNT_AT] = reserve.length;
    for (let slot = 0; slot < RESERVE_SLOTS; slot++) data[at + RESERVE_AT + slot] = slot < reserve.length ? rank(reserve[slot]) : 0;
    const vars = state.vars as {chain: number; tucks: number};
    data[at + CHAIN_AT] = vars.chain;
    data[at + TUCKS_AT] = vars.tucks & 255;
    data[at + TUCKS_AT + 1] = vars.tucks >>> 8;
  }

  moves(_data: Uint8Array, _at: number, codes: Int32Array, from: number): number {
    // The step's check passes in every position (the search lists moves only while the game is on).
    codes[from] = STEP;
    return 1;
  }

  apply(data: Uint8Array, at: number, _code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    if (data[to + HAND_AT] === 0) draw(data, to);
    else tuck(data, to);
  }

  outcome(data: Uint8Array, at: number): Outcome {
    if (data[at + HAND_AT] !== 0 || data[at + RESERVE_COUNT_AT] !== 0) return 'playing';
    return isWon(data, at) ? 'won' : 'lost';
  }

  key(data: Uint8Array, at: number): number {
    // Exact (see above): the counters in the high bits, mixed into the low ones so the table's slots spread.
    const counters = data[at + CHAIN_AT] * TWO_16 + data[at + TUCKS_AT] + 256 * data[at + TUCKS_AT + 1];
    return counters * TWO_32 + fmix(counters);
  }

  move(): GameMove {
    return (stepMove ??= actionMove('step'));
  }
}

let model: UntersteckenModel | undefined;

export function untersteckenCompact(): CompactModel {
  return (model ??= new UntersteckenModel());
}
