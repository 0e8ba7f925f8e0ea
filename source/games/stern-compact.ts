import {suit} from '../core/cards.js';
import type {CompactModel} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {fmix} from '../core/mix.js';
import {top} from '../core/piles.js';
import {transfer} from '../core/transfer.js';
import type {GameMove, Outcome, State} from '../core/types.js';
import {CORNER_REACH, heightOf, starRank} from './stern-transfers.js';

/**
 * Der Stern for the search (SolverHooks.compact), in every variant. Cards only
 * ever leave the waste and the stock, and turning the pack over keeps their
 * order, so waste and stock together are always the talon of the start (waste
 * bottom to top, then stock top to bottom) less the cards gone up or into a
 * corner: a position is the four foundations' heights, the four corners' cards,
 * which of the talon's cards are still there, where the waste ends among them,
 * the stock's size, the pass and the corners used.
 */

type SternVars = {readonly passes: number; readonly used: readonly string[]};

const SUITS = 4;
const CORNERS = 4;
const CARDS = 52;
/** The sum of the heights once every suit is up to its ace (14). */
const ALL_UP = 14 * SUITS;

/** Per suit, the star rank on top of its foundation (1 while its 2 is not out). */
const HEIGHT_AT = 0;
/** Per corner, its card + 1 (0 when empty). */
const CORNER_AT = HEIGHT_AT + SUITS;
/** The waste's top card's place in the talon + 1 (0 when the waste is empty): the waste is the talon's cards still there before it. */
const WASTE_END = CORNER_AT + CORNERS;
const STOCK_SIZE = WASTE_END + 1;
const PASS = STOCK_SIZE + 1;
/** Bit k: corner k has held a card (6-A8). */
const USED = PASS + 1;
/** Bit n of these eight bytes (little-endian): the talon's place n still holds its card (in waste or stock). */
const TALON_AT = USED + 1;
const SIZE = TALON_AT + 8;

/** Codes: the two actions, the waste's top into corner k, the waste's top up (per suit), corner k's card up (per suit). */
const DEAL = 0;
const REDEAL = 1;
const INTO_CORNER = 2;
const UP_FROM_WASTE = INTO_CORNER + CORNERS;
const UP_FROM_CORNER = UP_FROM_WASTE + SUITS;

const STAR = Uint8Array.from({length: CARDS}, (_, card) => starRank(card));
const SUIT = Uint8Array.from({length: CARDS}, (_, card) => suit(card));

/** The rules' move for each code, made once from the pile ids (moves are shared data). */
let movesByCode: readonly GameMove[] | undefined;

function ruleMoves(start: State): GameMove[] {
  const id = (place: number) => start.piles[place].id;
  const moves: GameMove[] = [actionMove('deal'), actionMove('redeal')];
  for (let corner = 0; corner < CORNERS; corner++) moves.push(transfer(id(STERN_WASTE), id(STERN_CELL_START + corner)));
  for (let to = 0; to < SUITS; to++) moves.push(transfer(id(STERN_WASTE), id(to)));
  for (let corner = 0; corner < CORNERS; corner++) {
    for (let to = 0; to < SUITS; to++) moves.push(transfer(id(STERN_CELL_START + corner), id(to)));
  }
  return moves;
}

const TWO_32 = 2 ** 32;

/** The corners' cards sorted (a sorting network), six bits each: the corners are alike (SolverHooks.symmetric). */
function cornerSet(data: Uint8Array, at: number): number {
  const a = data[at + CORNER_AT];
  const b = data[at + CORNER_AT + 1];
  const c = data[at + CORNER_AT + 2];
  const d = data[at + CORNER_AT + 3];
  const lowAB = Math.min(a, b);
  const highAB = Math.max(a, b);
  const lowCD = Math.min(c, d);
  const highCD = Math.max(c, d);
  const middleA = Math.max(lowAB, lowCD);
  const middleB = Math.min(highAB, highCD);
  return Math.min(lowAB, lowCD) | (Math.min(middleA, middleB) << 6) | (Math.max(middleA, middleB) << 12) | (Math.max(highAB, highCD) << 18);
}

/** The model for one start (its talon's order) and switches: methods on a class, so making one per search costs little. */
class SternModel implements CompactModel {
  readonly size = SIZE;
  readonly maxMoves = CORNERS + 3;
  readonly prioritized = true;

  constructor(
    /** Per place in the talon: the card's star rank, suit, and the card + 1. */
    private readonly starAt: Uint8Array,
    private readonly suitAt: Uint8Array,
    private readonly cardAt: Uint8Array,
    /** Per card, its place in the talon (for encode). */
    private readonly placeOf: Uint8Array,
    private readonly advised: boolean,
    private readonly once: boolean,
    private readonly moveOf: readonly GameMove[],
  ) {}

  encode(state: State, data: Uint8Array, at: number): void {
    const piles = state.piles;
    for (let index = 0; index < SUITS; index++) data[at + HEIGHT_AT + index] = heightOf(piles[index]);
    const vars = state.vars as SternVars;
    let used = 0;
    for (let corner = 0; corner < CORNERS; corner++) {
      const pile = piles[STERN_CELL_START + corner];
      const card = top(pile);
      data[at + CORNER_AT + corner] = card === undefined ? 0 : card + 1;
      if (vars.used.includes(pile.id)) used |= 1 << corner;
    }
    const waste = top(piles[STERN_WASTE]);
    data[at + WASTE_END] = waste === undefined ? 0 : this.placeOf[waste] + 1;
    data[at + STOCK_SIZE] = piles[STERN_STOCK].cards.length;
    data[at + PASS] = vars.passes;
    data[at + USED] = used;
    data.fill(0, at + TALON_AT, at + TALON_AT + 8);
    for (const pile of [piles[STERN_WASTE], piles[STERN_STOCK]]) {
      for (const card of pile.cards) data[at + TALON_AT + (this.placeOf[card] >> 3)] |= 1 << (this.placeOf[card] & 7);
    }
  }

  moves(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array): number {
    let n = from;
    const end = data[at + WASTE_END];
    // The rules' priority of a transfer looks at the waste's top (a transfer without one never comes up: positions are settled).
    const score = end === 0 ? 0 : 2 - (this.starAt[end - 1] - data[at + HEIGHT_AT + this.suitAt[end - 1]]);
    for (let corner = 0; corner < CORNERS; corner++) {
      const held = data[at + CORNER_AT + corner];
      if (held === 0 || STAR[held - 1] !== data[at + HEIGHT_AT + SUIT[held - 1]] + 1) continue;
      codes[n] = UP_FROM_CORNER + corner * SUITS + SUIT[held - 1];
      scores[n++] = score;
    }
    if (end > 0) {
      const star = this.starAt[end - 1];
      const wanted = this.suitAt[end - 1];
      const height = data[at + HEIGHT_AT + wanted];
      if (star === height + 1) {
        codes[n] = UP_FROM_WASTE + wanted;
        scores[n++] = score;
      }
      // Of the empty corners (alike), only the first.
      if (!this.advised || height >= star - CORNER_REACH) {
        const used = this.once ? data[at + USED] : 0;
        for (let corner = 0; corner < CORNERS; corner++) {
          if (data[at + CORNER_AT + corner] !== 0 || (used & (1 << corner)) !== 0) continue;
          codes[n] = INTO_CORNER + corner;
          scores[n++] = score;
          break;
        }
      }
    }
    if (data[at + STOCK_SIZE] > 0) {
      codes[n] = DEAL;
      scores[n++] = 0;
    } else if (data[at + PASS] < STERN_PASSES && end > 0) {
      codes[n] = REDEAL;
      scores[n++] = 0;
    }
    return n - from;
  }

  apply(data: Uint8Array, at: number, code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    if (code === DEAL) this.deal(data, to);
    else if (code === REDEAL) this.redeal(data, to);
    else if (code < UP_FROM_WASTE) {
      const corner = code - INTO_CORNER;
      data[to + CORNER_AT + corner] = this.cardAt[data[to + WASTE_END] - 1];
      data[to + USED] |= 1 << corner;
      this.pop(data, to);
    } else if (code < UP_FROM_CORNER) {
      data[to + HEIGHT_AT + code - UP_FROM_WASTE]++;
      this.pop(data, to);
    } else {
      const corner = Math.floor((code - UP_FROM_CORNER) / SUITS);
      data[to + HEIGHT_AT + ((code - UP_FROM_CORNER) % SUITS)]++;
      data[to + CORNER_AT + corner] = 0;
    }
    this.settle(data, to);
  }

  outcome(data: Uint8Array, at: number): Outcome {
    return data[at + HEIGHT_AT] + data[at + HEIGHT_AT + 1] + data[at + HEIGHT_AT + 2] + data[at + HEIGHT_AT + 3] === ALL_UP ? 'won' : 'playing';
  }

  key(data: Uint8Array, at: number): number {
    // Exact (51 bits): heights, corners as a set, where the waste ends, the pass and (6-A8) how many corners were used. The talon holds
    // every card neither up nor in a corner, so where the waste ends fixes waste and stock.
    const heights = data[at + HEIGHT_AT] | (data[at + HEIGHT_AT + 1] << 4) | (data[at + HEIGHT_AT + 2] << 8) | (data[at + HEIGHT_AT + 3] << 12);
    const used = this.once ? usedCount(data[at + USED]) : 0;
    const corners = cornerSet(data, at);
    const low = (heights | (data[at + WASTE_END] << 16) | (data[at + PASS] << 22) | (used << 24) | ((corners & 31) << 27)) >>> 0;
    const high = corners >>> 5;
    return high * TWO_32 + (fmix((low ^ fmix(high)) >>> 0) >>> 0);
  }

  move(code: number): GameMove {
    return this.moveOf[code];
  }

  /** The stock's top onto the waste: the first card still there from the waste's end on (the lowest bit set there). */
  private deal(data: Uint8Array, to: number): void {
    const from = data[to + WASTE_END];
    let place: number;
    const low = from < 32 ? talonWord(data, to, 0) & (-1 << from) : 0;
    if (low !== 0) place = 31 - Math.clz32(low & -low);
    else {
      const high = talonWord(data, to, 1) & (-1 << Math.max(0, from - 32));
      place = 63 - Math.clz32(high & -high);
    }
    data[to + WASTE_END] = place + 1;
    data[to + STOCK_SIZE]--;
  }

  /** The waste turned over: every card still in the talon is in the stock again, in the talon's order. */
  private redeal(data: Uint8Array, to: number): void {
    let talon = CARDS + SUITS - (data[to] + data[to + 1] + data[to + 2] + data[to + 3]);
    for (let corner = 0; corner < CORNERS; corner++) if (data[to + CORNER_AT + corner] !== 0) talon--;
    data[to + STOCK_SIZE] = talon;
    data[to + WASTE_END] = 0;
    data[to + PASS]++;
  }

  /** The waste's top leaves the talon: the waste now ends at the card below still there (the highest bit set below). */
  private pop(data: Uint8Array, to: number): void {
    const gone = data[to + WASTE_END] - 1;
    data[to + TALON_AT + (gone >> 3)] &= ~(1 << (gone & 7));
    if (gone > 32) {
      const high = talonWord(data, to, 1) & ((1 << (gone - 32)) - 1);
      if (high !== 0) {
        data[to + WASTE_END] = 64 - Math.clz32(high);
        return;
      }
    }
    const low = gone >= 32 ? talonWord(data, to, 0) : talonWord(data, to, 0) & ((1 << gone) - 1);
    data[to + WASTE_END] = 32 - Math.clz32(low);
  }

  /** 6.3 (2, 3), 6-A5: waste tops and corner cards that fit go up until none does (in any order: the end is the same). */
  private settle(data: Uint8Array, to: number): void {
    for (;;) {
      for (let end = data[to + WASTE_END]; end > 0; end = data[to + WASTE_END]) {
        const wanted = this.suitAt[end - 1];
        if (this.starAt[end - 1] !== data[to + HEIGHT_AT + wanted] + 1) break;
        data[to + HEIGHT_AT + wanted]++;
        this.pop(data, to);
      }
      let moved = false;
      for (let corner = 0; corner < CORNERS; corner++) {
        const held = data[to + CORNER_AT + corner];
        if (held === 0 || STAR[held - 1] !== data[to + HEIGHT_AT + SUIT[held - 1]] + 1) continue;
        data[to + HEIGHT_AT + SUIT[held - 1]]++;
        data[to + CORNER_AT + corner] = 0;
        moved = true;
      }
      if (!moved) return;
    }
  }
}

/** Which of the talon's places 32w to 32w + 31 still hold their card (w: 0 or 1). */
function talonWord(data: Uint8Array, at: number, w: number): number {
  const first = at + TALON_AT + w * 4;
  return data[first] | (data[first + 1] << 8) | (data[first + 2] << 16) | (data[first + 3] << 24);
}

function usedCount(mask: number): number {
  return (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);
}

/** Where Der Stern keeps its cells, waste and stock in `state.piles`, and its passes through the talon (stern.ts tells: it imports this file, not the other way round). */
export type SternLayout = {readonly cellStart: number; readonly waste: number; readonly stock: number; readonly passes: number};

let STERN_CELL_START = 0;
let STERN_WASTE = 0;
let STERN_STOCK = 0;
let STERN_PASSES = 0;

export function sternCompact(start: State<SternVars>, layout: SternLayout): CompactModel {
  ({cellStart: STERN_CELL_START, waste: STERN_WASTE, stock: STERN_STOCK, passes: STERN_PASSES} = layout);
  movesByCode ??= ruleMoves(start);
  // The talon: the waste from its bottom, then the stock from its top.
  const talon = [...start.piles[STERN_WASTE].cards, ...start.piles[STERN_STOCK].cards.slice().reverse()];
  const starAt = new Uint8Array(talon.length);
  const suitAt = new Uint8Array(talon.length);
  const cardAt = new Uint8Array(talon.length);
  const placeOf = new Uint8Array(CARDS);
  for (let place = 0; place < talon.length; place++) {
    const card = talon[place];
    starAt[place] = STAR[card];
    suitAt[place] = SUIT[card];
    cardAt[place] = card + 1;
    placeOf[card] = place;
  }
  return new SternModel(starAt, suitAt, cardAt, placeOf, start.switches['advised-corners'] === true, start.switches['corner-once'] === true, movesByCode);
}
