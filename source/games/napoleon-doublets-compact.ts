import {KING, rank} from '../core/cards.js';
import {type CompactModel, readWord, writeWord} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {fmix} from '../core/mix.js';
import {top} from '../core/piles.js';
import {transfer} from '../core/transfer.js';
import type {GameMove, Outcome, State} from '../core/types.js';
import {nextValue} from './napoleon-doublets-transfers.js';

/**
 * Napoleon's Doubling for the search (SolverHooks.compact): a position is the
 * ranks of the seven reserve places (0 for an empty one), the foundation's
 * size and top (its base never leaves, so the size says what it holds), the
 * passes begun, the waste and the stock, and the key's two lanes, kept up to
 * date card by card. Suits never matter (10.4), so ranks are all it holds, as
 * with the rules' key.
 */

/** The rules' places (as `deal` lays them): seven reserve places, the foundation, the stock, the waste. */
const RESERVES = 7;
const FOUND_PILE = 7;
const STOCK_PILE = 8;
const WASTE_PILE = 9;

/** Where things lie in a position: the reserve places, the foundation, the passes, the two lengths, the key's lanes, then the cards. */
const FOUND_AT = 7;
const TOP_AT = 8;
const PASSES_AT = 9;
const WASTE_AT = 10;
const STOCK_AT = 11;
const LANE_A = 12;
const LANE_B = 16;
const CARDS_AT = 20;
/** The cards left to turn at the deal: a pack less seven reserve cards and the base card. No more ever lie in the stock and the waste. */
const CAP = 44;
/** The waste grows from the stretch's start up, the stock from its end down: the two hold `CAP` cards at most together. */
const STOCK_BOTTOM = CARDS_AT + CAP - 1;
const SIZE = CARDS_AT + CAP;

/** Codes: a reserve place's card up (its index), the waste's top up, a card turned, the waste turned over. */
const FROM_WASTE = 7;
const DEAL = 8;
const REDEAL = 9;

/** next(v) by rank (10.4); next(K) = K: nothing follows a king. */
const NEXT = Int32Array.from({length: 14}, (_, value) => (value === 0 ? KING : nextValue(value)));

/**
 * The key's lanes: sums of a random number per fact: "this rank in a reserve
 * place" (any place: they are alike), "this rank at this height of the waste"
 * and "of the stock". A card that comes or goes changes one term.
 */
const RESERVE_FACTS = 0;
const WASTE_FACTS = 16;
const STOCK_FACTS = WASTE_FACTS + CAP * 16;
const FACTS = STOCK_FACTS + CAP * 16;
const FACT_A = Int32Array.from({length: FACTS}, (_, fact) => fmix(Math.imul(fact + 1, 0x9e3779b1) ^ 0x1b873593));
const FACT_B = Int32Array.from({length: FACTS}, (_, fact) => fmix(Math.imul(fact + 1, 0x85ebca6b) ^ 0x7feb352d));

/** The lanes of the position being changed (read in, changed card by card, written back). */
let laneA = 0;
let laneB = 0;

function change(fact: number, sign: number): void {
  laneA = (laneA + sign * FACT_A[fact]) | 0;
  laneB = (laneB + sign * FACT_B[fact]) | 0;
}

function setReserve(data: Uint8Array, at: number, place: number, rank: number): void {
  change(RESERVE_FACTS + data[at + place], -1);
  data[at + place] = rank;
  change(RESERVE_FACTS + rank, 1);
}

function pushWaste(data: Uint8Array, at: number, rank: number): void {
  const height = data[at + WASTE_AT]++;
  data[at + CARDS_AT + height] = rank;
  change(WASTE_FACTS + height * 16 + rank, 1);
}

function popWaste(data: Uint8Array, at: number): number {
  const height = --data[at + WASTE_AT];
  const rank = data[at + CARDS_AT + height];
  change(WASTE_FACTS + height * 16 + rank, -1);
  return rank;
}

function pushStock(data: Uint8Array, at: number, rank: number): void {
  const height = data[at + STOCK_AT]++;
  data[at + STOCK_BOTTOM - height] = rank;
  change(STOCK_FACTS + height * 16 + rank, 1);
}

function popStock(data: Uint8Array, at: number): number {
  const height = --data[at + STOCK_AT];
  const rank = data[at + STOCK_BOTTOM - height];
  change(STOCK_FACTS + height * 16 + rank, -1);
  return rank;
}

function toFoundation(data: Uint8Array, at: number, rank: number): void {
  data[at + FOUND_AT]++;
  data[at + TOP_AT] = rank;
}

/** C9: the waste turned over is the stock again, in the order of the pass before: its top card lies lowest. */
function redeal(data: Uint8Array, at: number): void {
  const count = data[at + WASTE_AT];
  for (let height = 0; height < count; height++) {
    const rank = data[at + CARDS_AT + height];
    change(WASTE_FACTS + height * 16 + rank, -1);
    change(STOCK_FACTS + (count - 1 - height) * 16 + rank, 1);
  }
  // Stock height h is waste height count-1-h: the waste's stretch moves to the end as it is.
  data.copyWithin(at + CARDS_AT + CAP - count, at + CARDS_AT, at + CARDS_AT + count);
  data[at + STOCK_AT] = count;
  data[at + WASTE_AT] = 0;
  data[at + PASSES_AT]++;
}

/** M2 (10-A3, 10-A1): every empty reserve place, in order, takes the waste's top at once, else the stock's (the stock's first with the option). */
function refill(data: Uint8Array, at: number, stockFirst: boolean): void {
  for (let place = 0; place < RESERVES; place++) {
    if (data[at + place] !== 0) continue;
    const waste = data[at + WASTE_AT] > 0;
    const stock = data[at + STOCK_AT] > 0;
    if (!waste && !stock) return;
    setReserve(data, at, place, (stockFirst ? stock : !waste) ? popStock(data, at) : popWaste(data, at));
  }
}

/** The rules' move for each code, made once from the piles' ids (moves are shared data). */
let movesByCode: GameMove[] | undefined;

function ruleMoves(start: State): GameMove[] {
  const moves: GameMove[] = [];
  const found = start.piles[FOUND_PILE].id;
  for (let place = 0; place < RESERVES; place++) moves.push(transfer(start.piles[place].id, found));
  moves.push(transfer(start.piles[WASTE_PILE].id, found), actionMove('deal'), actionMove('redeal'));
  return moves;
}

/** The model for one game's switches: methods on a class, so making one per search costs little. */
class DoubletsModel implements CompactModel {
  readonly size = SIZE;
  readonly maxMoves = 10;
  readonly prioritized = false;

  constructor(
    private readonly turnAnyTime: boolean,
    private readonly stockRefill: boolean,
    private readonly passOver: boolean,
    private readonly moveOf: readonly GameMove[],
  ) {}

  encode(state: State, data: Uint8Array, at: number): void {
    laneA = 0;
    laneB = 0;
    const piles = state.piles;
    for (let place = 0; place < RESERVES; place++) {
      const card = top(piles[place]);
      data[at + place] = card === undefined ? 0 : rank(card);
      change(RESERVE_FACTS + data[at + place], 1);
    }
    data[at + FOUND_AT] = piles[FOUND_PILE].cards.length;
    data[at + TOP_AT] = rank(top(piles[FOUND_PILE])!);
    data[at + PASSES_AT] = (state.vars as {passes: number}).passes;
    data[at + WASTE_AT] = 0;
    data[at + STOCK_AT] = 0;
    for (const card of piles[WASTE_PILE].cards) pushWaste(data, at, rank(card));
    for (const card of piles[STOCK_PILE].cards) pushStock(data, at, rank(card));
    writeWord(data, at + LANE_A, laneA);
    writeWord(data, at + LANE_B, laneB);
  }

  moves(data: Uint8Array, at: number, codes: Int32Array, from: number): number {
    // 10.5: each reserve card that fits, then the waste's top (the game's transfers); a king never fits (next(K) = K).
    const next = NEXT[data[at + TOP_AT]];
    let n = from;
    let reserveFits = false;
    let wasteFits = false;
    if (next !== KING) {
      for (let place = 0; place < RESERVES; place++) {
        if (data[at + place] === next) {
          codes[n++] = place;
          reserveFits = true;
        }
      }
      const waste = data[at + WASTE_AT];
      if (waste > 0 && data[at + CARDS_AT + waste - 1] === next) {
        codes[n++] = FROM_WASTE;
        wasteFits = true;
      }
    }
    // 10-A4, 10-A5: a fitting reserve card, and a fitting waste top, go up before the stock is turned.
    if ((reserveFits && !this.turnAnyTime) || (wasteFits && !this.passOver)) return n - from;
    if (data[at + STOCK_AT] > 0) codes[n++] = DEAL;
    else if (data[at + WASTE_AT] > 0 && data[at + PASSES_AT] < DOUBLETS_PASSES) codes[n++] = REDEAL;
    return n - from;
  }

  apply(data: Uint8Array, at: number, code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    laneA = readWord(data, to + LANE_A);
    laneB = readWord(data, to + LANE_B);
    if (code < RESERVES) {
      const rank = data[to + code];
      setReserve(data, to, code, 0);
      toFoundation(data, to, rank);
    } else if (code === FROM_WASTE) toFoundation(data, to, popWaste(data, to));
    else if (code === DEAL) this.turn(data, to);
    else redeal(data, to);
    refill(data, to, this.stockRefill);
    writeWord(data, to + LANE_A, laneA);
    writeWord(data, to + LANE_B, laneB);
  }

  /** 10-A5: a turned card that fits goes up by itself (unless passed over). */
  private turn(data: Uint8Array, to: number): void {
    const rank = popStock(data, to);
    if (!this.passOver && rank !== KING && rank === NEXT[data[to + TOP_AT]]) toFoundation(data, to, rank);
    else pushWaste(data, to, rank);
  }

  outcome(data: Uint8Array, at: number): Outcome {
    return data[at + FOUND_AT] >= DOUBLETS_FULL ? 'won' : 'playing';
  }

  key(data: Uint8Array, at: number): number {
    // The foundation's size and the passes exactly (the lanes hold the rest; the lengths too, for good measure).
    const small = data[at + FOUND_AT] + 64 * (data[at + PASSES_AT] + 4 * (data[at + WASTE_AT] + 64 * data[at + STOCK_AT]));
    const a = fmix(readWord(data, at + LANE_A) ^ Math.imul(small + 1, 0x9e3779b1));
    const b = fmix((readWord(data, at + LANE_B) + Math.imul(small + 1, 0x165667b1)) | 0);
    return a * 2 ** 21 + (b & 0x1fffff);
  }

  move(code: number): GameMove {
    return this.moveOf[code];
  }
}

/** The foundation's cards at the win and the passes through the stock (napoleon-doublets.ts tells: it imports this file, not the other way round). */
export type DoubletsLimits = {readonly full: number; readonly passes: number};

let DOUBLETS_FULL = 0;
let DOUBLETS_PASSES = 0;

export function napoleonDoubletsCompact(start: State, limits: DoubletsLimits): CompactModel | undefined {
  ({full: DOUBLETS_FULL, passes: DOUBLETS_PASSES} = limits);
  const piles = start.piles;
  if (piles[WASTE_PILE].cards.length + piles[STOCK_PILE].cards.length > CAP) return undefined;
  movesByCode ??= ruleMoves(start);
  const switches = start.switches;
  return new DoubletsModel(switches['turn-any-time'] === true, switches['stock-refill'] === true, switches['pass-over'] === true, movesByCode);
}
