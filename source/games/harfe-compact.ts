import {type CompactModel, NO_FOCUS, WordView} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {fmix} from '../core/mix.js';
import {transfer} from '../core/transfer.js';
import type {GameMove, Outcome, State} from '../core/types.js';

/**
 * Die Harfe for the search (SolverHooks.compact), under the default rules and
 * every switch. The columns, the stock and the waste are linked lists (each
 * card names the card under it), so a move changes a few bytes; a foundation
 * is its suit and its length. Each column keeps two hash lanes of its cards
 * (by height and kind, the two packs alike, as the rules' key sees them),
 * updated card by card; its share of the key mixes them with its face-down
 * count. The key's sums add the columns' and foundations' shares (one salt
 * for each alike group), so a move updates them for the piles it changed.
 */

const COLUMNS = 10;
const FIRST_FOUNDATION = 10;
const FOUNDATIONS = 8;
const WASTE_PILE = 19;
const CARDS = 104;
const KINDS = 52;
const KING = 13;
const NONE = 255;
/** The rules' piles, as `deal` lays them out. */
const IDS: readonly string[] = [
  ...Array.from({length: COLUMNS}, (_, index) => `col${index + 1}`),
  ...Array.from({length: FOUNDATIONS}, (_, index) => `found${index + 1}`),
  'stock',
  'waste',
];

/** The linked piles: the columns at their places, then the stock and the waste. */
const STOCK = 10;
const WASTE = 11;
const LISTS = 12;

/** Bytes of a position. */
const BELOW = 0;
const TOP = BELOW + CARDS;
const COUNT = TOP + LISTS;
const DOWN = COUNT + LISTS;
/** Per foundation: its suit (NONE when empty) and its length. */
const FOUND_SUIT = DOWN + COLUMNS;
const FOUND_COUNT = FOUND_SUIT + FOUNDATIONS;
const REDEALT = FOUND_COUNT + FOUNDATIONS;
const HOME = REDEALT + 1;
/** Word offsets (32-bit words from the position's start): the columns' two lanes, the key's sums, the stock's and the waste's lanes. */
const LANE_A = (HOME + 4) >> 2;
const LANE_B = LANE_A + COLUMNS;
const SUM_A = LANE_B + COLUMNS;
const SUM_B = SUM_A + 1;
const STOCK_A = SUM_B + 1;
const STOCK_B = STOCK_A + 1;
const WASTE_A = STOCK_B + 1;
const WASTE_B = WASTE_A + 1;
const SIZE = (WASTE_B + 1) * 4;

/** A transfer's code: from << 12 | to << 7 | count; a focus is the code's piles (code >> 7). Then the actions. */
const ACTIONS = 20 << 12;
const DEAL = ACTIONS;
const REDEAL = ACTIONS + 1;
const FINISH = ACTIONS + 2;
const codeOf = (from: number, to: number, count: number) => (from << 12) | (to << 7) | count;

/** Priorities, as the game's `priority`. */
const TO_FOUNDATION = 90;
const FINISH_PRIORITY = 100;
const DEAL_PRIORITY = 40;

const KIND = Uint8Array.from({length: CARDS}, (_, card) => card % KINDS);
const SUIT = Uint8Array.from({length: KINDS}, (_, kind) => Math.floor(kind / 13));
const RANK = Uint8Array.from({length: KINDS}, (_, kind) => (kind % 13) + 1);
/** Colour and rank: red × 16 + rank (harfe-transfers' KIND). */
const SHADE = Uint8Array.from({length: KINDS}, (_, kind) => (SUIT[kind] >= 2 ? 16 : 0) + RANK[kind]);

/** Hash values per height and kind (Zobrist), two lanes; per face-down count; per foundation suit and length. */
const ZA = Uint32Array.from({length: CARDS * KINDS}, (_, at) => fmix(Math.imul(at + 1, 0x9e3779b1) ^ 0x6a09e667));
const ZB = Uint32Array.from({length: CARDS * KINDS}, (_, at) => fmix(Math.imul(at + 1, 0x85ebca77) + 0x3c6ef372));
const DOWN_ZA = Uint32Array.from({length: CARDS}, (_, down) => fmix(Math.imul(down + 1, 0x27d4eb2f) ^ 0x510e527f));
const DOWN_ZB = Uint32Array.from({length: CARDS}, (_, down) => fmix(Math.imul(down + 1, 0x165667b1) + 0x9b05688c));
const FOUND_ZA = Uint32Array.from({length: 4 * 14}, (_, at) => (at % 14 === 0 ? 0 : fmix(Math.imul(at + 1, 0xcc9e2d51) ^ 0x1b873593)));
const FOUND_ZB = Uint32Array.from({length: 4 * 14}, (_, at) => (at % 14 === 0 ? 0 : fmix(Math.imul(at + 1, 0x1b873593) + 0xe6546b64)));
const TWO_21 = 2 ** 21;

const columnTermA = (lane: number, down: number) => fmix((lane + DOWN_ZA[down]) ^ 0x1f83d9ab);
const columnTermB = (lane: number, down: number) => fmix((lane + DOWN_ZB[down] + 0x5be0cd19) | 0);
const wasteTermA = (lane: number) => fmix(lane ^ 0x13198a2e);
const wasteTermB = (lane: number) => fmix((lane + 0x03707344) | 0);

/**
 * Per shade: the columns (a bit each) whose top it may go on, building down
 * anywhere and up on a column without face-down cards; marked under the top's
 * shade in the other colour, looked up one rank away. All 0 between listings.
 */
const onDown = new Int32Array(32);
const onUp = new Int32Array(32);
/** Per kind: the foundations (bits 10…17) that take it next; all 0 between listings. */
const home = new Int32Array(KINDS);

const lowestBit = (bits: number) => 31 - Math.clz32(bits & -bits);

const movesByCode: (GameMove | undefined)[] = [];

function moveOf(code: number): GameMove {
  let move = movesByCode[code];
  if (move) return move;
  if (code === DEAL) move = actionMove('deal');
  else if (code === REDEAL) move = actionMove('redeal');
  else if (code === FINISH) move = actionMove('finish');
  else move = transfer(IDS[code >> 12], IDS[(code >> 7) & 31], code & 127);
  movesByCode[code] = move;
  return move;
}

/** The linked pile a pile of the table lies in. */
const listOf = (pile: number) => (pile === WASTE_PILE ? WASTE : pile);

/** The lowest foundation top of a suit while it has both foundations, else 0 (the game's lowerTop). */
function lowerTop(data: Uint8Array, at: number, suit: number): number {
  let found = 0;
  let lowest = KING;
  for (let f = 0; f < FOUNDATIONS; f++) {
    if (data[at + FOUND_SUIT + f] !== suit) continue;
    found++;
    lowest = Math.min(lowest, data[at + FOUND_COUNT + f]);
  }
  return found === 2 ? lowest : 0;
}

/** The game's `safe`: a card dead in the columns whose copy does not need the foundation it takes. */
function safeKind(data: Uint8Array, at: number, kind: number): boolean {
  const value = RANK[kind];
  if (value > 1 && lowerTop(data, at, SUIT[kind]) < value - 1) return false;
  const needed = value === KING ? KING - 1 : value + 1;
  const first = SUIT[kind] >= 2 ? 0 : 2;
  return lowerTop(data, at, first) >= needed && lowerTop(data, at, first + 1) >= needed;
}

class HarfeModel implements CompactModel {
  readonly size = SIZE;
  readonly maxMoves = 1200;
  readonly prioritized = true;
  /** The search's buffer as words. */
  private readonly words = new WordView();
  /** Per listing: the empty foundations (bits 10…17); those `prune` leaves out (-1 until they are needed). */
  private emptyHomes = 0;
  private pruned = -1;

  constructor(
    private readonly singleCards: boolean,
    private readonly redeal: boolean,
  ) {}

  encode(state: State, data: Uint8Array, at: number): void {
    const words = this.words.of(data);
    const w = at >> 2;
    data.fill(0, at, at + SIZE);
    data.fill(NONE, at + BELOW, at + COUNT);
    let sumA = 0;
    let sumB = 0;
    for (let list = 0; list < LISTS; list++) {
      const pile = state.piles[list < COLUMNS ? list : list === STOCK ? 18 : WASTE_PILE];
      const cards = pile.cards;
      let laneA = 0;
      let laneB = 0;
      for (let height = 0; height < cards.length; height++) {
        data[at + BELOW + cards[height]] = height === 0 ? NONE : cards[height - 1];
        laneA += ZA[height * KINDS + KIND[cards[height]]];
        laneB += ZB[height * KINDS + KIND[cards[height]]];
      }
      data[at + TOP + list] = cards.length === 0 ? NONE : cards[cards.length - 1];
      data[at + COUNT + list] = cards.length;
      if (list < COLUMNS) {
        data[at + DOWN + list] = pile.down;
        words[w + LANE_A + list] = laneA;
        words[w + LANE_B + list] = laneB;
        sumA += columnTermA(laneA >>> 0, pile.down);
        sumB += columnTermB(laneB >>> 0, pile.down);
      } else {
        words[w + (list === STOCK ? STOCK_A : WASTE_A)] = laneA;
        words[w + (list === STOCK ? STOCK_B : WASTE_B)] = laneB;
      }
    }
    let up = 0;
    for (let f = 0; f < FOUNDATIONS; f++) {
      const cards = state.piles[FIRST_FOUNDATION + f].cards;
      data[at + FOUND_SUIT + f] = cards.length === 0 ? NONE : SUIT[KIND[cards[0]]];
      data[at + FOUND_COUNT + f] = cards.length;
      if (cards.length > 0) {
        sumA += FOUND_ZA[SUIT[KIND[cards[0]]] * 14 + cards.length];
        sumB += FOUND_ZB[SUIT[KIND[cards[0]]] * 14 + cards.length];
      }
      up += cards.length;
    }
    data[at + HOME] = up;
    data[at + REDEALT] = (state.vars as {readonly redealt?: boolean}).redealt ? 1 : 0;
    words[w + SUM_A] = sumA;
    words[w + SUM_B] = sumB;
  }

  /** The foundations (bits 10…17) that take a card of `kind` now. */
  private homesFor(kind: number): number {
    return home[kind] | (RANK[kind] === 1 ? this.emptyHomes : 0);
  }

  /** Marks the columns' and foundations' wants; answers the empty columns (a bit each). */
  private mark(data: Uint8Array, at: number): number {
    let empty = 0;
    for (let c = 0; c < COLUMNS; c++) {
      const top = data[at + TOP + c];
      if (top === NONE) {
        empty |= 1 << c;
        continue;
      }
      const under = SHADE[KIND[top]] ^ 16;
      onDown[under] |= 1 << c;
      if (data[at + DOWN + c] === 0) onUp[under] |= 1 << c;
    }
    let emptyHomes = 0;
    for (let f = 0; f < FOUNDATIONS; f++) {
      const suit = data[at + FOUND_SUIT + f];
      const count = data[at + FOUND_COUNT + f];
      if (suit === NONE) emptyHomes |= 1 << (FIRST_FOUNDATION + f);
      else if (count < KING) home[suit * 13 + count] |= 1 << (FIRST_FOUNDATION + f);
    }
    this.emptyHomes = emptyHomes;
    return empty;
  }

  private unmark(data: Uint8Array, at: number): void {
    onDown.fill(0);
    onUp.fill(0);
    for (let f = 0; f < FOUNDATIONS; f++) {
      const suit = data[at + FOUND_SUIT + f];
      const count = data[at + FOUND_COUNT + f];
      if (suit !== NONE && count < KING) home[suit * 13 + count] = 0;
    }
  }

  /** The foundations (bits 10…17) `prune` leaves out: an earlier one shows the same top (or is empty too). */
  private prunedHomes(data: Uint8Array, at: number): number {
    let pruned = 0;
    for (let f = 1; f < FOUNDATIONS; f++) {
      const suit = data[at + FOUND_SUIT + f];
      const count = data[at + FOUND_COUNT + f];
      for (let g = 0; g < f; g++) {
        if (data[at + FOUND_SUIT + g] === suit && data[at + FOUND_COUNT + g] === count) {
          pruned |= 1 << (FIRST_FOUNDATION + f);
          break;
        }
      }
    }
    return pruned;
  }

  moves(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array, focus: number): number {
    const focusBits = focus === NO_FOCUS ? -1 : (1 << (focus >> 5)) | (1 << (focus & 31));
    const empty = this.mark(data, at);
    const firstEmpty = empty & -empty;
    this.pruned = -1;
    let n = from;
    let anyHome = false;
    let anyDown = false;
    for (let c = 0; c < COLUMNS; c++) {
      const length = data[at + COUNT + c];
      const down = data[at + DOWN + c];
      if (down > 0) anyDown = true;
      if (length <= down) continue;
      const top = data[at + TOP + c];
      const kind = KIND[top];
      const homes = this.homesFor(kind);
      if (homes !== 0) anyHome = true;
      const open = ((focusBits >> c) & 1) === 1 ? -1 : focusBits;
      if ((homes & open) !== 0 && safeKind(data, at, kind)) return this.safe(data, at, codes, from, scores, codeOf(c, lowestBit(homes), 1));
      const faceUp = length - down;
      let targets = (onDown[SHADE[kind] + 1] | onUp[SHADE[kind] - 1] | empty | homes) & open;
      if (targets !== 0) n = this.list(data, at, codes, n, scores, c, top, 1, targets, empty, firstEmpty);
      let head = top;
      for (let count = 2; count <= faceUp; count++) {
        const above = SHADE[KIND[head]];
        head = data[at + BELOW + head];
        const shade = SHADE[KIND[head]];
        if (above !== (shade ^ 16) - 1 && above !== (shade ^ 16) + 1) break;
        targets = this.singleCards ? empty : (onDown[shade + 1] | onUp[shade - 1] | empty) & ~(1 << c);
        if ((targets & open) !== 0) n = this.list(data, at, codes, n, scores, c, head, count, targets & open, empty, firstEmpty);
      }
    }
    const wasteTop = data[at + TOP + WASTE];
    if (wasteTop !== NONE) {
      const kind = KIND[wasteTop];
      const homes = this.homesFor(kind);
      if (homes !== 0) anyHome = true;
      const open = ((focusBits >> WASTE_PILE) & 1) === 1 ? -1 : focusBits;
      if ((homes & open) !== 0 && safeKind(data, at, kind)) return this.safe(data, at, codes, from, scores, codeOf(WASTE_PILE, lowestBit(homes), 1));
      const targets = (onDown[SHADE[kind] + 1] | onUp[SHADE[kind] - 1] | empty | homes) & open;
      if (targets !== 0) n = this.list(data, at, codes, n, scores, WASTE_PILE, wasteTop, 1, targets, empty, firstEmpty);
    }
    this.unmark(data, at);
    const stockEmpty = data[at + COUNT + STOCK] === 0;
    if (!stockEmpty) {
      codes[n] = DEAL;
      scores[n++] = DEAL_PRIORITY;
    } else if (this.redeal && data[at + REDEALT] === 0 && data[at + COUNT + WASTE] > 0) {
      codes[n] = REDEAL;
      scores[n++] = DEAL_PRIORITY;
    }
    if (stockEmpty && !anyDown && anyHome) {
      codes[n] = FINISH;
      scores[n++] = FINISH_PRIORITY;
    }
    return n - from;
  }

  /** The safe move alone. */
  private safe(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array, code: number): number {
    this.unmark(data, at);
    codes[from] = code;
    scores[from] = TO_FOUNDATION;
    return 1;
  }

  /**
   * Writes the moves of `count` cards (`head` the lowest of them) from `pile`
   * onto each of `targets`, lowest first, without the pruned ones (into an
   * empty column but the first, a whole column into an empty one, onto a
   * foundation whose top an earlier one shows), scored as `priority` does.
   */
  private list(
    data: Uint8Array,
    at: number,
    codes: Int32Array,
    n: number,
    scores: Float64Array,
    pile: number,
    head: number,
    count: number,
    targets: number,
    empty: number,
    firstEmpty: number,
  ): number {
    const column = pile < COLUMNS;
    const down = column ? data[at + DOWN + pile] : 0;
    const length = column ? data[at + COUNT + pile] : 0;
    const whole = column && down === 0 && count === length;
    let left = targets & ~(empty & ~(whole ? 0 : firstEmpty));
    if (left >= 1 << FIRST_FOUNDATION) {
      if (this.pruned < 0) this.pruned = this.prunedHomes(data, at);
      left &= ~this.pruned;
    }
    // Scored once it is needed: the score of a move onto a non-empty column (onto an empty one it is one less, but for 60 + down, 55 and 50).
    let base = -1;
    for (; left !== 0; left &= left - 1) {
      const to = lowestBit(left);
      let score: number;
      if (to >= FIRST_FOUNDATION) score = TO_FOUNDATION;
      else {
        if (base < 0) base = this.columnScore(data, at, pile, head, count, down, length);
        score = base;
        if (base < 50 && ((empty >> to) & 1) === 1) score = this.emptyScore(data, at, head);
      }
      codes[n] = codeOf(pile, to, count);
      scores[n++] = score;
    }
    return n;
  }

  /** The game's `priority` for a move onto a non-empty column. */
  private columnScore(data: Uint8Array, at: number, pile: number, head: number, count: number, down: number, length: number): number {
    if (down > 0 && count === length - down) return 60 + down;
    if (pile === WASTE_PILE) return 50;
    const depth = this.depthBelow(data, at, head);
    if (depth === 0) return 55;
    if (depth > 0) return 30 + 1 - Math.min(depth, 20) / 25;
    return 10 + 1;
  }

  private emptyScore(data: Uint8Array, at: number, head: number): number {
    const depth = this.depthBelow(data, at, head);
    if (depth > 0) return 30 + 0 - Math.min(depth, 20) / 25;
    return 10 + 0;
  }

  /** How many cards lie between `head` and the first card under it a foundation takes next, or -1. */
  private depthBelow(data: Uint8Array, at: number, head: number): number {
    let depth = 0;
    for (let card = data[at + BELOW + head]; card !== NONE; card = data[at + BELOW + card]) {
      if (this.homesFor(KIND[card]) !== 0) return depth;
      depth++;
    }
    return -1;
  }

  apply(data: Uint8Array, at: number, code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    const words = this.words.of(data);
    if (code === DEAL) return this.deal(data, words, to);
    if (code === REDEAL) return this.turnWaste(data, words, to);
    if (code === FINISH) return this.finish(data, words, to);
    this.transfer(data, words, to, code >> 12, (code >> 7) & 31, code & 127);
  }

  private transfer(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number, from: number, target: number, count: number): void {
    const w = at >> 2;
    const source = listOf(from);
    const top = data[at + TOP + source];
    const length = data[at + COUNT + source];
    const toColumn = target < COLUMNS;
    const targetLength = toColumn ? data[at + COUNT + target] : 0;
    let outA = 0;
    let outB = 0;
    let inA = 0;
    let inB = 0;
    let head = top;
    for (let index = 0; ; index++) {
      const kind = KIND[head];
      outA += ZA[(length - 1 - index) * KINDS + kind];
      outB += ZB[(length - 1 - index) * KINDS + kind];
      inA += ZA[(targetLength + count - 1 - index) * KINDS + kind];
      inB += ZB[(targetLength + count - 1 - index) * KINDS + kind];
      if (index === count - 1) break;
      head = data[at + BELOW + head];
    }
    data[at + TOP + source] = data[at + BELOW + head];
    data[at + COUNT + source] = length - count;
    let sumA = words[w + SUM_A];
    let sumB = words[w + SUM_B];
    if (source === WASTE) {
      words[w + WASTE_A] -= outA;
      words[w + WASTE_B] -= outB;
    } else {
      const down = data[at + DOWN + source];
      const laneA = words[w + LANE_A + source];
      const laneB = words[w + LANE_B + source];
      sumA -= columnTermA(laneA, down);
      sumB -= columnTermB(laneB, down);
      const left = length - count;
      const after = left > 0 && left <= down ? left - 1 : down;
      data[at + DOWN + source] = after;
      words[w + LANE_A + source] = laneA - outA;
      words[w + LANE_B + source] = laneB - outB;
      sumA += columnTermA(words[w + LANE_A + source], after);
      sumB += columnTermB(words[w + LANE_B + source], after);
    }
    if (toColumn) {
      const down = data[at + DOWN + target];
      const laneA = words[w + LANE_A + target];
      const laneB = words[w + LANE_B + target];
      sumA -= columnTermA(laneA, down);
      sumB -= columnTermB(laneB, down);
      data[at + BELOW + head] = data[at + TOP + target];
      data[at + TOP + target] = top;
      data[at + COUNT + target] = targetLength + count;
      words[w + LANE_A + target] = laneA + inA;
      words[w + LANE_B + target] = laneB + inB;
      sumA += columnTermA(words[w + LANE_A + target], down);
      sumB += columnTermB(words[w + LANE_B + target], down);
    } else {
      const f = target - FIRST_FOUNDATION;
      const suit = SUIT[KIND[top]];
      const foundCount = data[at + FOUND_COUNT + f];
      sumA += FOUND_ZA[suit * 14 + foundCount + 1] - FOUND_ZA[suit * 14 + foundCount];
      sumB += FOUND_ZB[suit * 14 + foundCount + 1] - FOUND_ZB[suit * 14 + foundCount];
      data[at + FOUND_SUIT + f] = suit;
      data[at + FOUND_COUNT + f] = foundCount + 1;
      data[at + HOME]++;
    }
    words[w + SUM_A] = sumA;
    words[w + SUM_B] = sumB;
  }

  /** The stock's top card onto the waste. */
  private deal(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number): void {
    const w = at >> 2;
    const card = data[at + TOP + STOCK];
    const kind = KIND[card];
    const height = --data[at + COUNT + STOCK];
    data[at + TOP + STOCK] = data[at + BELOW + card];
    words[w + STOCK_A] -= ZA[height * KINDS + kind];
    words[w + STOCK_B] -= ZB[height * KINDS + kind];
    const wasteHeight = data[at + COUNT + WASTE]++;
    data[at + BELOW + card] = data[at + TOP + WASTE];
    data[at + TOP + WASTE] = card;
    words[w + WASTE_A] += ZA[wasteHeight * KINDS + kind];
    words[w + WASTE_B] += ZB[wasteHeight * KINDS + kind];
  }

  /** C9: the waste turned over is the stock again, its bottom card dealt first. */
  private turnWaste(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number): void {
    const w = at >> 2;
    let above = NONE;
    for (let card = data[at + TOP + WASTE]; card !== NONE;) {
      const under = data[at + BELOW + card];
      data[at + BELOW + card] = above;
      above = card;
      card = under;
    }
    const count = data[at + COUNT + WASTE];
    let laneA = 0;
    let laneB = 0;
    let height = count;
    for (let card = above; card !== NONE; card = data[at + BELOW + card]) {
      height--;
      laneA += ZA[height * KINDS + KIND[card]];
      laneB += ZB[height * KINDS + KIND[card]];
    }
    data[at + TOP + STOCK] = above;
    data[at + COUNT + STOCK] = count;
    data[at + TOP + WASTE] = NONE;
    data[at + COUNT + WASTE] = 0;
    words[w + STOCK_A] = laneA;
    words[w + STOCK_B] = laneB;
    words[w + WASTE_A] = 0;
    words[w + WASTE_B] = 0;
    data[at + REDEALT] = 1;
  }

  /** 8.5: the first card that goes up (columns, then the waste; the first foundation that takes it), again and again. */
  private finish(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number): void {
    for (;;) {
      let moved = false;
      for (let pile = 0; pile <= COLUMNS && !moved; pile++) {
        const from = pile === COLUMNS ? WASTE_PILE : pile;
        const list = listOf(from);
        if (data[at + COUNT + list] <= (list < COLUMNS ? data[at + DOWN + list] : 0)) continue;
        const kind = KIND[data[at + TOP + list]];
        for (let f = 0; f < FOUNDATIONS; f++) {
          const suit = data[at + FOUND_SUIT + f];
          const takes = suit === NONE ? RANK[kind] === 1 : suit === SUIT[kind] && data[at + FOUND_COUNT + f] + 1 === RANK[kind];
          if (!takes) continue;
          this.transfer(data, words, at, from, FIRST_FOUNDATION + f, 1);
          moved = true;
          break;
        }
      }
      if (!moved) return;
    }
  }

  outcome(data: Uint8Array, at: number): Outcome {
    return data[at + HOME] === CARDS ? 'won' : 'playing';
  }

  key(data: Uint8Array, at: number): number {
    const words = this.words.of(data);
    const w = at >> 2;
    const redealt = data[at + REDEALT];
    const a = (words[w + SUM_A] + fmix(words[w + STOCK_A] ^ 0x243f6a88) + wasteTermA(words[w + WASTE_A]) + redealt * 0x7feb352d) | 0;
    const b = (words[w + SUM_B] + fmix((words[w + STOCK_B] + 0x85a308d3) | 0) + wasteTermB(words[w + WASTE_B]) + redealt * 0x68e31da4) | 0;
    return fmix(a ^ 0x3c6ef372) * TWO_21 + (fmix((b + 0x27d4eb2f) | 0) & 0x1fffff);
  }

  /** The game's followUp: a card or run shifted onto a column, from the waste or from a column it neither empties nor turns a card over in. */
  followUp(data: Uint8Array, at: number, code: number): number {
    if (code >= ACTIONS) return NO_FOCUS;
    const target = (code >> 7) & 31;
    if (target >= COLUMNS) return NO_FOCUS;
    const from = code >> 12;
    if (from === WASTE_PILE) return code >> 7;
    return (code & 127) < data[at + COUNT + from] - data[at + DOWN + from] ? code >> 7 : NO_FOCUS;
  }

  focusKey(data: Uint8Array, at: number, key: number, focus: number): number {
    const high = Math.floor(key / TWO_21);
    const low = key - high * TWO_21;
    // Both halves of the key in both halves (as focusedKey): keys sharing their low bits must not collide when the focus piles match.
    let a = (high + Math.imul(low, 0x9e3779b1)) ^ 0x5f356495;
    let b = (low + Math.imul(high, 0x85ebca77)) | 0;
    const from = focus >> 5;
    const to = focus & 31;
    const words = this.words.of(data);
    const w = at >> 2;
    // The focus's column `to` and its source: a column (salted as the alike columns are) or the waste.
    a += columnTermA(words[w + LANE_A + to], data[at + DOWN + to]);
    b += columnTermB(words[w + LANE_B + to], data[at + DOWN + to]);
    if (from === WASTE_PILE) {
      a += wasteTermA(words[w + WASTE_A]);
      b += wasteTermB(words[w + WASTE_B]);
    } else {
      a += columnTermA(words[w + LANE_A + from], data[at + DOWN + from]);
      b += columnTermB(words[w + LANE_B + from], data[at + DOWN + from]);
    }
    return fmix(a | 0) * TWO_21 + (fmix(b | 0) & 0x1fffff);
  }

  focusPiles(focus: number): readonly string[] {
    return [IDS[focus >> 5], IDS[focus & 31]];
  }

  move(code: number): GameMove {
    return moveOf(code);
  }
}

const SWITCHES = new Set(['face-down-aces', 'single-cards', 'redeal']);
const MODELS = [false, true].map((single) => [false, true].map((redeal) => new HarfeModel(single, redeal)));

/** Whether a start keeps to what the model assumes: the piles as `deal` lays them out, each card once, the stock face down, the waste face up. */
function covered(start: State): boolean {
  const piles = start.piles;
  if (piles.length !== IDS.length) return false;
  const seen = new Uint8Array(CARDS);
  for (let index = 0; index < piles.length; index++) {
    const pile = piles[index];
    if (pile.id !== IDS[index]) return false;
    for (const card of pile.cards) {
      if (!Number.isInteger(card) || card < 0 || card >= CARDS || seen[card] === 1) return false;
      seen[card] = 1;
    }
  }
  const stock = piles[18];
  return stock.down === stock.cards.length && piles[WASTE_PILE].down === 0;
}

/** Die Harfe's compact model for a search from `start`: the default rules and every switch; undefined for a start it does not cover. */
export function harfeCompact(start: State): CompactModel | undefined {
  for (const id in start.switches) if (start.switches[id] && !SWITCHES.has(id)) return undefined;
  if (start.resigned || !covered(start)) return undefined;
  return MODELS[start.switches['single-cards'] ? 1 : 0][start.switches.redeal ? 1 : 0];
}
