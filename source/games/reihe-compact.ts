import {ACE, KING, rank, suit} from '../core/cards.js';
import {type CompactModel, readWord, writeWord} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {fmix} from '../core/mix.js';
import type {GameMove, Outcome, State} from '../core/types.js';

/**
 * Die Reihe for the search as bytes (CompactModel), under the standard rules
 * and with "hold back". The position is one byte per pile, at the pile's place
 * in `state.piles`: a foundation's card count (its cards follow from it), a
 * grid slot's card + 1 (0 when empty: a slot holds one card at most), and the
 * stock's card count (the stock is always the bottom of the start's stock,
 * which the model keeps). The bytes after those follow from them: kept only
 * so that no move has to look for them.
 */

const SUITS = 4;
const COLUMNS = 10;
const ROWS = 5;
const GRID = 2 * SUITS;
const SLOTS = ROWS * COLUMNS;
const STOCK = GRID + SLOTS;
const PILES = STOCK + 1;
const CARDS = 52;

/** Per column, the slot of its free card (its lowest card), + 1 (0: an empty column). */
const FREE = PILES;
/** The first empty slot of the grid (0 to 49), where the next dealt card that does not go up lies. */
const GAP = FREE + COLUMNS;
/** Cards on the foundations. */
const UP = GAP + 1;
/**
 * The key's two lanes, four bytes each: sums of a random number per fact of
 * the position (this card in this slot, this many cards on this foundation,
 * this card at this height of the stock), kept as moves change the facts.
 */
const LANE_A = UP + 1;
const LANE_B = LANE_A + 4;
const SIZE = LANE_B + 4;

/** A transfer's code is from * PILES + to; the deal's is past them all. */
const DEAL = PILES * PILES;

/** Per suit at most two cards fit (the next up, the next down), so at most eight transfers, and the deal. */
const MAX_MOVES = 2 * SUITS + 1;

const RANKS = Uint8Array.from({length: CARDS}, (_, card) => rank(card));
const SUIT_OF = Uint8Array.from({length: CARDS}, (_, card) => suit(card));
/** Cards of the first two suits (below HALF) and of the last two, as bits of two masks. */
const HALF = 2 * KING;

/** The facts the key sums: a card in a slot, a foundation's count, a card at a height of the stock; NO_FACT counts nothing. */
const IN_SLOT = 0;
const ON_FOUNDATION = IN_SLOT + SLOTS * CARDS;
const IN_STOCK = ON_FOUNDATION + GRID * (KING + 1);
const NO_FACT = IN_STOCK + CARDS * CARDS;

/** A random number per fact, for one lane (`salt`), the same in every run. */
function factLane(salt: number): Int32Array {
  const lane = new Int32Array(NO_FACT + 1);
  for (let fact = 0; fact < NO_FACT; fact++) lane[fact] = fmix(Math.imul(fact + 1, 0x9e3779b1) ^ salt);
  return lane;
}

/** The lanes' numbers, made with the first model: not when the program starts (it loads every game). */
let FACT_A: Int32Array = new Int32Array(0);
let FACT_B: Int32Array = new Int32Array(0);

function makeFacts(): void {
  if (FACT_A.length > 0) return;
  FACT_A = factLane(0x3c6ef372);
  FACT_B = factLane(0x27d4eb2f);
}

/** The rules' pile ids by place, as `deal` lays them out. */
const IDS: readonly string[] = [
  ...[...'CSHD'].map((letter) => `upFound${letter}`),
  ...[...'CSHD'].map((letter) => `downFound${letter}`),
  ...Array.from({length: SLOTS}, (_, slot) => `r${Math.floor(slot / COLUMNS) + 1}c${(slot % COLUMNS) + 1}`),
  'stock',
];

/** The rules' move of each code, made when first asked (an array of every code: a sparse one would be slow). */
const movesByCode = new Array<GameMove | undefined>(DEAL + 1).fill(undefined);

function moveOf(code: number): GameMove {
  let move = movesByCode[code];
  if (!move) {
    move = code === DEAL ? actionMove('deal') : {kind: 'move', from: IDS[Math.floor(code / PILES)], to: IDS[code % PILES], count: 1};
    movesByCode[code] = move;
  }
  return move;
}

/** Whether a card fits on the ace foundation of its suit (`up`, the count of cards from its ace on). */
function fitsUp(card: number, up: number): boolean {
  return up > 0 && RANKS[card] === up + 1;
}

/** Whether a card fits on the king foundation of its suit (`down`, the count of cards from its king on). */
function fitsDown(card: number, down: number): boolean {
  return down > 0 && RANKS[card] === KING - down;
}

/** The cards of two suits (`first` and the next) that fit a foundation now, as bits of card − 13 · first. */
function fittingCards(data: Uint8Array, at: number, first: number): number {
  let mask = 0;
  for (let own = first; own < first + 2; own++) {
    const base = (own - first) * KING;
    const up = data[at + own];
    if (up !== 0 && up < KING) mask |= 1 << (base + up);
    const down = data[at + SUITS + own];
    if (down !== 0 && down < KING) mask |= 1 << (base + KING - 1 - down);
  }
  return mask;
}

/** Whether a card is among the fitting ones (`low`, `high`: fittingCards of the first two suits and of the last two). */
function fits(card: number, low: number, high: number): boolean {
  return (card < HALF ? (low >>> card) & 1 : (high >>> (card - HALF)) & 1) !== 0;
}

/** Writes the transfers of the free card in `slot`, up before down; answers how many. */
function transfersOf(data: Uint8Array, at: number, slot: number, codes: Int32Array, from: number): number {
  const card = data[at + GRID + slot] - 1;
  const own = SUIT_OF[card];
  const code = (GRID + slot) * PILES;
  let written = 0;
  if (fitsUp(card, data[at + own])) codes[from + written++] = code + own;
  if (fitsDown(card, data[at + SUITS + own])) codes[from + written++] = code + SUITS + own;
  return written;
}

/** The slot of the first fitting free card in the grid's order, -1 when none fits. */
function firstFitting(data: Uint8Array, at: number, low: number, high: number): number {
  let first = SLOTS;
  for (let col = 0; col < COLUMNS; col++) {
    const slot = data[at + FREE + col] - 1;
    if (slot >= 0 && slot < first && fits(data[at + GRID + slot] - 1, low, high)) first = slot;
  }
  return first === SLOTS ? -1 : first;
}

/** Writes the transfers of every fitting free card in the rules' order (the grid's order, up before down); answers how many. */
function allTransfers(data: Uint8Array, at: number, low: number, high: number, codes: Int32Array, from: number): number {
  let written = 0;
  for (let col = 0; col < COLUMNS; col++) {
    const slot = data[at + FREE + col] - 1;
    if (slot >= 0 && fits(data[at + GRID + slot] - 1, low, high)) written += transfersOf(data, at, slot, codes, from + written);
  }
  // Codes grow with the slot, then with the foundation (up before down): an insertion sort of a few codes puts them in order.
  for (let index = from + 1; index < from + written; index++) {
    const code = codes[index];
    let to = index;
    for (; to > from && codes[to - 1] > code; to--) codes[to] = codes[to - 1];
    codes[to] = code;
  }
  return written;
}

/** The key's lanes less two facts that are gone, plus one that came. */
function relane(data: Uint8Array, at: number, gone: number, alsoGone: number, come: number): void {
  writeWord(data, at + LANE_A, readWord(data, at + LANE_A) - FACT_A[gone] - FACT_A[alsoGone] + FACT_A[come]);
  writeWord(data, at + LANE_B, readWord(data, at + LANE_B) - FACT_B[gone] - FACT_B[alsoGone] + FACT_B[come]);
}

/** Takes the card out of a slot: the column's free card is then the one above it, if any; the gap may come first now. Answers the fact gone. */
function emptySlot(data: Uint8Array, at: number, slot: number): number {
  const card = data[at + GRID + slot] - 1;
  data[at + GRID + slot] = 0;
  let above = slot - COLUMNS;
  while (above >= 0 && data[at + GRID + above] === 0) above -= COLUMNS;
  data[at + FREE + (slot % COLUMNS)] = above < 0 ? 0 : above + 1;
  if (slot < data[at + GAP]) data[at + GAP] = slot;
  return IN_SLOT + slot * CARDS + card;
}

/** Puts a dealt card into the first gap, which may free it, and finds the next gap. Answers the fact that came. */
function fillGap(data: Uint8Array, at: number, card: number): number {
  const slot = data[at + GAP];
  data[at + GRID + slot] = card + 1;
  const col = slot % COLUMNS;
  if (slot >= data[at + FREE + col]) data[at + FREE + col] = slot + 1;
  let gap = slot + 1;
  while (gap < SLOTS && data[at + GRID + gap] !== 0) gap++;
  data[at + GAP] = gap;
  return IN_SLOT + slot * CARDS + card;
}

/** One more card on a foundation. Answers the fact gone (its count before): the one after it came. */
function raise(data: Uint8Array, at: number, foundation: number): number {
  const before = data[at + foundation];
  data[at + foundation] = before + 1;
  data[at + UP]++;
  return ON_FOUNDATION + foundation * (KING + 1) + before;
}

/** The foundation a dealt card goes up to (5.3: A and K found their piles; else the ace foundation first), -1 when it goes into the grid. */
function foundationOf(data: Uint8Array, at: number, card: number): number {
  const own = SUIT_OF[card];
  const rankOf = RANKS[card];
  if (rankOf === ACE) return own;
  if (rankOf === KING) return SUITS + own;
  if (fitsUp(card, data[at + own])) return own;
  if (fitsDown(card, data[at + SUITS + own])) return SUITS + own;
  return -1;
}

const TWO_21 = 2 ** 21;

class ReiheModel implements CompactModel {
  readonly size = SIZE;
  readonly maxMoves = MAX_MOVES;
  readonly prioritized = false;

  constructor(
    /** The start's stock, bottom to top: with `n` cards left, they are its first `n`. */
    private readonly stock: readonly number[],
    /** Its face-down count: taking cards never raises it, so with `n` cards left, the fewer of it and `n`. */
    private readonly down: number,
    private readonly holdBack: boolean,
  ) {}

  encode(state: State, data: Uint8Array, at: number): void {
    const piles = state.piles;
    data.fill(0, at, at + SIZE);
    data[at + GAP] = SLOTS;
    let a = 0;
    let b = 0;
    for (let index = 0; index < GRID; index++) {
      const cards = piles[index].cards.length;
      data[at + index] = cards;
      data[at + UP] += cards;
      a += FACT_A[ON_FOUNDATION + index * (KING + 1) + cards];
      b += FACT_B[ON_FOUNDATION + index * (KING + 1) + cards];
    }
    // From the last slot back: the first card met in a column is its free one, the last gap met the first.
    for (let slot = SLOTS - 1; slot >= 0; slot--) {
      const cards = piles[GRID + slot].cards;
      if (cards.length === 0) {
        data[at + GAP] = slot;
        continue;
      }
      data[at + GRID + slot] = cards[0] + 1;
      if (data[at + FREE + (slot % COLUMNS)] === 0) data[at + FREE + (slot % COLUMNS)] = slot + 1;
      a += FACT_A[IN_SLOT + slot * CARDS + cards[0]];
      b += FACT_B[IN_SLOT + slot * CARDS + cards[0]];
    }
    const stock = piles[STOCK].cards;
    data[at + STOCK] = stock.length;
    for (let height = 0; height < stock.length; height++) {
      a += FACT_A[IN_STOCK + height * CARDS + stock[height]];
      b += FACT_B[IN_STOCK + height * CARDS + stock[height]];
    }
    writeWord(data, at + LANE_A, a);
    writeWord(data, at + LANE_B, b);
  }

  moves(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array): number {
    const low = fittingCards(data, at, 0);
    const high = fittingCards(data, at, 2);
    const dealing = data[at + STOCK] > 0;
    let written = 0;
    if (this.holdBack && dealing) {
      // Nothing is safe while cards may be held back: every transfer, then the deal.
      written = low === 0 && high === 0 ? 0 : allTransfers(data, at, low, high, codes, from);
      codes[from + written++] = DEAL;
    } else {
      const slot = low === 0 && high === 0 ? -1 : firstFitting(data, at, low, high);
      // The solver's `safe`: the first transfer alone (a second of the same card is written, then left out).
      if (slot >= 0) written = Math.min(1, transfersOf(data, at, slot, codes, from));
      // The standard rules deal only when nothing fits (the step is pruned).
      else if (dealing) codes[from + written++] = DEAL;
    }
    for (let index = 0; index < written; index++) scores[from + index] = 0;
    return written;
  }

  apply(data: Uint8Array, at: number, code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    if (code !== DEAL) {
      const source = Math.floor(code / PILES);
      const gone = emptySlot(data, to, source - GRID);
      const raised = raise(data, to, code - source * PILES);
      relane(data, to, gone, raised, raised + 1);
      return;
    }
    const left = data[to + STOCK] - 1;
    const card = this.stock[left];
    data[to + STOCK] = left;
    const dealt = IN_STOCK + left * CARDS + card;
    const foundation = foundationOf(data, to, card);
    if (foundation < 0) relane(data, to, dealt, NO_FACT, fillGap(data, to, card));
    else {
      const raised = raise(data, to, foundation);
      relane(data, to, dealt, raised, raised + 1);
    }
  }

  outcome(data: Uint8Array, at: number): Outcome {
    return data[at + UP] === CARDS ? 'won' : 'playing';
  }

  key(data: Uint8Array, at: number): number {
    const down = Math.min(this.down, data[at + STOCK]);
    const a = fmix(readWord(data, at + LANE_A) ^ 0x3c6ef372);
    const b = fmix(readWord(data, at + LANE_B) + Math.imul(down + 1, 0x01000193));
    return a * TWO_21 + (b & 0x1fffff);
  }

  move(code: number): GameMove {
    return moveOf(code);
  }
}

/** Whether a state is laid out as Die Reihe's `deal` lays it out (its piles in their places). */
function laidOut(state: State): boolean {
  const piles = state.piles;
  return piles.length === PILES && piles[STOCK].id === 'stock' && piles[GRID].id === IDS[GRID];
}

/** Die Reihe's compact model for a search from `start`: for the standard rules and "hold back"; undefined for any other switch or a resigned game. */
export function reiheCompact(start: State): CompactModel | undefined {
  const switches = start.switches;
  for (const id in switches) if (switches[id] && id !== 'hold-back') return undefined;
  if (start.resigned || !laidOut(start)) return undefined;
  makeFacts();
  const stock = start.piles[STOCK];
  return new ReiheModel(stock.cards, stock.down, switches['hold-back'] === true);
}
