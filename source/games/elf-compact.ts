import {JACK, KING, QUEEN, rank} from '../core/cards.js';
import type {CompactModel} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {top} from '../core/piles.js';
import {fmix} from '../core/mix.js';
import type {GameMove, Outcome, State} from '../core/types.js';

/**
 * Die Elf for the search (SolverHooks.compact): a position is the ranks in the
 * nine places (0 for an empty one), the rescue card's rank, how many cards the
 * stock holds (its order is the deal's) and how many are gone. Suits never
 * matter here (2.1), so ranks are all the search sees, as with the rules' key.
 */

const PLACES = 9;
const HAND_AT = 9;
const STOCK_AT = 10;
const GONE_AT = 11;
const SIZE = 12;
const PACK = 52;
/** The rules' places: the grid, then the stock, the hand and the discard (as `deal` lays them). */
const STOCK_PILE = 9;
const HAND_PILE = 10;
const DISCARD_PILE = 11;

/** The rescue draw's code; a set's code names its places (the hand as place 9) in the rules' order. */
const RESCUE = 0;
const setCode = (a: number, b: number, c = -1) => 1 + a + 11 * b + 121 * (c + 1);
const CODES = setCode(9, 9, 9) + 1;
/** The places a set's code names (the third -1 for a pair). */
const placesOf = (code: number) => [(code - 1) % 11, Math.floor((code - 1) / 11) % 11, Math.floor((code - 1) / 121) - 1];

/** A court card's rank, or a number card's value (1…10). */
const isCourt = (rank: number) => rank >= JACK;

/** The rules' move for each code, made once (moves are shared data). */
let movesByCode: GameMove[] | undefined;

function ruleMoves(start: State): GameMove[] {
  const idOf = (place: number) => start.piles[place === HAND_AT ? HAND_PILE : place].id;
  const moves: GameMove[] = [actionMove('rescue')];
  for (let code = 1; code < CODES; code++) {
    const places = placesOf(code).filter((place) => place >= 0);
    moves.push({kind: 'remove', piles: places.map(idOf)});
  }
  return moves;
}

/** Each rank's weight in the key: three bits for how many of it lie in the grid (at most four). */
const WEIGHT = Float64Array.from({length: 14}, (_, r) => (r === 0 ? 0 : 8 ** (r - 1)));
const TWO_32 = 2 ** 32;

/** Scratch for the sets a rescue card completes (apply needs to know whether there is exactly one). */
const rescueScratch = new Int32Array(32);

/** The sets the rescue card completes, in the rules' order (rescueSets): pairs with it, else trios with it. */
function rescueSets(data: Uint8Array, at: number, codes: Int32Array, from: number): number {
  const hand = data[at + HAND_AT];
  let n = from;
  if (!isCourt(hand)) {
    for (let place = 0; place < PLACES; place++) if (hand + data[at + place] === 11) codes[n++] = setCode(HAND_AT, place);
    return n - from;
  }
  const [first, second] = hand === JACK ? [QUEEN, KING] : hand === QUEEN ? [JACK, KING] : [JACK, QUEEN];
  for (let x = 0; x < PLACES; x++) {
    if (data[at + x] !== first) continue;
    for (let y = 0; y < PLACES; y++) {
      if (data[at + y] !== second) continue;
      codes[n++] = hand === JACK ? setCode(HAND_AT, x, y) : hand === QUEEN ? setCode(x, HAND_AT, y) : setCode(x, y, HAND_AT);
    }
  }
  return n - from;
}

/** The grid's pairs adding up to 11, in the rules' order (pairsAmong). */
function pairs(data: Uint8Array, at: number, codes: Int32Array, from: number): number {
  let n = from;
  for (let i = 0; i < PLACES; i++) {
    const a = data[at + i];
    if (a === 0 || isCourt(a)) continue;
    for (let j = i + 1; j < PLACES; j++) if (a + data[at + j] === 11) codes[n++] = setCode(i, j);
  }
  return n - from;
}

/** The grid's jack-queen-king trios, in the rules' order (triosAmong). */
function trios(data: Uint8Array, at: number, codes: Int32Array, from: number): number {
  let n = from;
  for (let jack = 0; jack < PLACES; jack++) {
    if (data[at + jack] !== JACK) continue;
    for (let queen = 0; queen < PLACES; queen++) {
      if (data[at + queen] !== QUEEN) continue;
      for (let king = 0; king < PLACES; king++) if (data[at + king] === KING) codes[n++] = setCode(jack, queen, king);
    }
  }
  return n - from;
}

/** 2.4.3: empty places take stock cards in place order while there are any. */
function refill(data: Uint8Array, to: number, stock: Uint8Array): void {
  for (let place = 0; place < PLACES && data[to + STOCK_AT] > 0; place++) {
    if (data[to + place] === 0) data[to + place] = stock[--data[to + STOCK_AT]];
  }
}

function removeSet(data: Uint8Array, to: number, code: number, stock: Uint8Array): void {
  const third = Math.floor((code - 1) / 121) - 1;
  data[to + ((code - 1) % 11)] = 0;
  data[to + (Math.floor((code - 1) / 11) % 11)] = 0;
  if (third >= 0) data[to + third] = 0;
  data[to + GONE_AT] += third >= 0 ? 3 : 2;
  refill(data, to, stock);
}

/** The model for one deal (its stock's order) and switches: methods on a class, so making one per search costs little. */
class ElfModel implements CompactModel {
  readonly size = SIZE;
  readonly maxMoves = 64;
  readonly prioritized = false;

  constructor(
    /** The stock's ranks as the rules keep them: its top (drawn next) last. */
    private readonly stock: Uint8Array,
    private readonly anyOrder: boolean,
    private readonly moveOf: readonly GameMove[],
  ) {}

  encode(state: State, data: Uint8Array, at: number): void {
    for (let place = 0; place < PLACES; place++) {
      const card = top(state.piles[place]);
      data[at + place] = card === undefined ? 0 : rank(card);
    }
    const held = top(state.piles[HAND_PILE]);
    data[at + HAND_AT] = held === undefined ? 0 : rank(held);
    data[at + STOCK_AT] = state.piles[STOCK_PILE].cards.length;
    data[at + GONE_AT] = state.piles[DISCARD_PILE].cards.length;
  }

  moves(data: Uint8Array, at: number, codes: Int32Array, from: number): number {
    if (data[at + HAND_AT] !== 0) return rescueSets(data, at, codes, from);
    const paired = pairs(data, at, codes, from);
    let n = from + paired;
    // 2-A3: no trio while a pair lies in the grid (unless any-order); the rescue draw only when stuck.
    if (paired === 0 || this.anyOrder) n += trios(data, at, codes, n);
    if (n === from && data[at + STOCK_AT] > 0) codes[n++] = RESCUE;
    return n - from;
  }

  apply(data: Uint8Array, at: number, code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    if (code !== RESCUE) return removeSet(data, to, code, this.stock);
    data[to + HAND_AT] = this.stock[--data[to + STOCK_AT]];
    // A single possible partner needs no decision.
    if (rescueSets(data, to, rescueScratch, 0) === 1) removeSet(data, to, rescueScratch[0], this.stock);
  }

  outcome(data: Uint8Array, at: number): Outcome {
    if (data[at + GONE_AT] === PACK) return 'won';
    if (data[at + HAND_AT] !== 0) return rescueSets(data, at, rescueScratch, 0) > 0 ? 'playing' : 'lost';
    if (data[at + STOCK_AT] > 0 || pairs(data, at, rescueScratch, 0) > 0 || trios(data, at, rescueScratch, 0) > 0) return 'playing';
    return 'lost';
  }

  key(data: Uint8Array, at: number): number {
    // Exact: the grid as counts of each rank (its places are alike), the rescue card and the stock's size; mixed so the table's slots spread.
    let grid = 0;
    for (let place = 0; place < PLACES; place++) grid += WEIGHT[data[at + place]];
    const gridHigh = Math.floor(grid / TWO_32);
    const high = gridHigh + 64 * (data[at + HAND_AT] + 16 * data[at + STOCK_AT]);
    return high * TWO_32 + (fmix(((grid - gridHigh * TWO_32) ^ fmix(high)) >>> 0) >>> 0);
  }

  move(code: number): GameMove {
    return this.moveOf[code];
  }
}

export function elfCompact(start: State): CompactModel {
  movesByCode ??= ruleMoves(start);
  const cards = start.piles[STOCK_PILE].cards;
  const stock = new Uint8Array(cards.length);
  for (let index = 0; index < cards.length; index++) stock[index] = rank(cards[index]);
  return new ElfModel(stock, start.switches['any-order'] === true, movesByCode);
}
