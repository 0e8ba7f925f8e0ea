import {ACE, KING, isRed, rank} from '../core/cards.js';
import {type CompactModel, NO_FOCUS, WordView} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {fmix} from '../core/mix.js';
import {transfer} from '../core/transfer.js';
import type {GameMove, Outcome, State} from '../core/types.js';

/**
 * Hermann for the search (SolverHooks.compact), under the default rules and
 * "whole-ladders". The columns' cards lie in linked lists (each card names the
 * card under it), so a move changes a few bytes; a column also keeps its top,
 * its length, its face-down cards and the length of the ladder on its top. The
 * goal is its length and its top's kind (colour and rank: suits never matter),
 * the aces a row of colours (a bit each), the stock its length (its cards are
 * the start's). Each column keeps two hash lanes of its cards (by height and
 * kind), updated card by card, and its share of the key: its lanes mixed with
 * its face-down count and its salt (one salt for all once the columns are
 * alike, the talon dealt). The shares' sums are kept up to date too: the key
 * adds the goal's, the aces' and the stock's shares from tables.
 */

const COLUMNS = 10;
const CARDS = 104;
const GOAL = 10;
const ACES = 11;
const PILES = 13;
const NONE = 255;
/** A card's kind: 16 for red, plus its rank (cardKey's distinction, another numbering). */
const KINDS = 32;
const RED = 16;
const NO_KIND = 0;

/** Bytes of a position: the linked lists, per column its top, length, face-down count and ladder; goal, aces, stock; then 32-bit words. */
const BELOW = 0;
const TOP = BELOW + CARDS;
const COUNT = TOP + COLUMNS;
const DOWN = COUNT + COLUMNS;
const RUN = DOWN + COLUMNS;
const GOAL_COUNT = RUN + COLUMNS;
const GOAL_TOP = GOAL_COUNT + 1;
const ACES_COUNT = GOAL_TOP + 1;
/** Bit n: the colour of the n-th ace from the bottom (1 for red). */
const ACES_BITS = ACES_COUNT + 1;
const STOCK_COUNT = ACES_BITS + 1;
/** Word offsets: per column its two lanes and its two shares of the key. */
const LANE_A = (STOCK_COUNT + 4) >> 2;
const LANE_B = LANE_A + COLUMNS;
const TERM_A = LANE_B + COLUMNS;
const TERM_B = TERM_A + COLUMNS;
/** The sums of the columns' shares. */
const SUM_A = TERM_B + COLUMNS;
const SUM_B = SUM_A + 1;
const SIZE = (SUM_B + 1) * 4;

/** A move's code: from × 256 + to × 16 + count (the aces are from 11, the goal is to 10); the deal has one of its own. */
const DEAL = 12 * 256;
const ACES_MOVE = ACES * 256 + GOAL * 16 + 1;
const ALL_COLUMNS = (1 << COLUMNS) - 1;
/** A focus that is a remainder (see `remainder`): its columns in bits 0–9, the columns tried before in 10–19, FREE for a free position's. */
const REMAINDER = 1 << 24;
const FREE = 1 << 25;
/** Scores of the game's `priority`. */
const DEAL_SCORE = 5;
const TO_GOAL = 90;
/** At most: per column and count of its ladder (king to 2, 12 cards), onto each other column and the goal; and the deal. */
const MAX_MOVES = COLUMNS * 12 * (COLUMNS + 1) + 2;
const WON = CARDS;

const KIND = Uint8Array.from({length: CARDS}, (_, card) => (isRed(card) ? RED : 0) + rank(card));
const RANK = Uint8Array.from({length: KINDS}, (_, kind) => kind & 15);
/** Per kind on the goal's top: the kind the goal takes next (the other colour, one lower; a king on an ace). */
const GOAL_WANTS = Uint8Array.from({length: KINDS}, (_, kind) => ((kind & RED) ^ RED) + (RANK[kind] === ACE ? KING : RANK[kind] - 1));
/** Per kind on a column's top: the kind that goes on it (a 2 takes nothing, NO_KIND). */
const COLUMN_WANTS = Uint8Array.from({length: KINDS}, (_, kind) => (RANK[kind] > 2 ? ((kind & RED) ^ RED) + RANK[kind] - 1 : NO_KIND));

/** Hash values per height and kind (Zobrist), two lanes; per face-down count; salts per column and for alike columns. */
const ZA = Uint32Array.from({length: CARDS * KINDS}, (_, at) => fmix(Math.imul(at + 1, 0x9e3779b1) ^ 0x6a09e667));
const ZB = Uint32Array.from({length: CARDS * KINDS}, (_, at) => fmix(Math.imul(at + 1, 0x85ebca77) + 0x3c6ef372));
const DOWN_ZA = Uint32Array.from({length: CARDS + 1}, (_, down) => fmix(Math.imul(down + 1, 0x27d4eb2f) ^ 0x510e527f));
const DOWN_ZB = Uint32Array.from({length: CARDS + 1}, (_, down) => fmix(Math.imul(down + 1, 0x165667b1) + 0x9b05688c));
const SALT_A = Uint32Array.from({length: COLUMNS + 1}, (_, place) => fmix(Math.imul(place + 1, 0xcc9e2d51) ^ 0x1b873593));
const SALT_B = Uint32Array.from({length: COLUMNS + 1}, (_, place) => fmix(Math.imul(place + 1, 0x1b873593) + 0xe6546b64));
/** The salt of alike columns: the last of SALT_A, SALT_B. */
const ALIKE = COLUMNS;
/** Per goal (length × KINDS + top kind), aces (count × 256 + colours) and stock length: their shares of the key. */
const GOAL_ZA = Uint32Array.from({length: (CARDS + 1) * KINDS}, (_, at) => fmix(Math.imul(at + 1, 0x7feb352d) ^ 0x846ca68b));
const GOAL_ZB = Uint32Array.from({length: (CARDS + 1) * KINDS}, (_, at) => fmix(Math.imul(at + 1, 0x68e31da4) + 0xb5297a4d));
const ACES_ZA = Uint32Array.from({length: 9 * 256}, (_, at) => fmix(Math.imul(at + 1, 0x94d049bb) ^ 0x2545f491));
const ACES_ZB = Uint32Array.from({length: 9 * 256}, (_, at) => fmix(Math.imul(at + 1, 0xbf58476d) + 0x9e3779b9));
const STOCK_ZA = Uint32Array.from({length: CARDS + 1}, (_, at) => fmix(Math.imul(at + 1, 0xc2b2ae35) ^ 0x243f6a88));
const STOCK_ZB = Uint32Array.from({length: CARDS + 1}, (_, at) => fmix(Math.imul(at + 1, 0x5bd1e995) + 0x13198a2e));
const TWO_21 = 2 ** 21;

/** The rules' pile ids by place, as `deal` lays them out. */
const IDS: readonly string[] = [...Array.from({length: COLUMNS}, (_, index) => `col${index + 1}`), 'goal', 'aces', 'stock'];

/** The rules' move for each code, made once (moves are shared data). */
const movesByCode: GameMove[] = [];

function moveOf(code: number): GameMove {
  return (movesByCode[code] ??= code === DEAL ? actionMove('deal') : transfer(IDS[code >> 8], IDS[(code >> 4) & 15], code & 15));
}

/**
 * Per kind: a ladder's class (along a ladder the rank goes up by one and the
 * colour changes, so colour and rank's parity change together), as a shift
 * that puts the ranks of each class in a 16-bit half of their own.
 */
const CLASS_SHIFT = Uint8Array.from({length: KINDS}, (_, kind) => (((kind >> 4) ^ kind) & 1) * 16);

/** Per kind: the columns (a bit each) whose top it may go on; all 0 between listings. */
const wantedBy = new Int32Array(KINDS);
/** Per count moved from a column: how deep under the moved cards the next card the goal takes lies (-1: nowhere). */
const depthBelow = new Int32Array(16);

const lowestBit = (bits: number) => 31 - Math.clz32(bits & -bits);

/** The card lies on `under` in a ladder: one lower, the other colour. */
const onLadder = (card: number, under: number) => KIND[card] + 1 === (KIND[under] ^ RED);

const termA = (lane: number, salt: number, down: number) => fmix((lane + SALT_A[salt] + DOWN_ZA[down]) | 0);
const termB = (lane: number, salt: number, down: number) => fmix(((lane ^ SALT_B[salt]) + DOWN_ZB[down]) | 0);

/** The model for one start (its stock's cards) and set of switches: methods on a class, so making one per search costs little. */
class HermannModel implements CompactModel {
  readonly size = SIZE;
  readonly maxMoves = MAX_MOVES;
  readonly prioritized = true;
  /** The search's buffer as words. */
  private readonly words = new WordView();

  constructor(
    private readonly wholeLadders: boolean,
    /** The start's stock, bottom first: a position's stock is the first STOCK_COUNT of them. */
    private readonly stock: Uint8Array,
  ) {}

  encode(state: State, data: Uint8Array, at: number): void {
    const words = this.words.of(data);
    const w = at >> 2;
    for (let column = 0; column < COLUMNS; column++) {
      const {cards, down} = state.piles[column];
      let laneA = 0;
      let laneB = 0;
      for (let height = 0; height < cards.length; height++) {
        data[at + BELOW + cards[height]] = height === 0 ? NONE : cards[height - 1];
        laneA += ZA[height * KINDS + KIND[cards[height]]];
        laneB += ZB[height * KINDS + KIND[cards[height]]];
      }
      const top = cards.length === 0 ? NONE : cards[cards.length - 1];
      data[at + TOP + column] = top;
      data[at + COUNT + column] = cards.length;
      data[at + DOWN + column] = down;
      data[at + RUN + column] = cards.length > down ? runFrom(data, at, top, cards.length - down) : 0;
      words[w + LANE_A + column] = laneA;
      words[w + LANE_B + column] = laneB;
    }
    const goal = state.piles[GOAL].cards;
    data[at + GOAL_COUNT] = goal.length;
    data[at + GOAL_TOP] = goal.length === 0 ? NO_KIND : KIND[goal[goal.length - 1]];
    const aces = state.piles[ACES].cards;
    let colours = 0;
    for (let index = 0; index < aces.length; index++) if (isRed(aces[index])) colours |= 1 << index;
    data[at + ACES_COUNT] = aces.length;
    data[at + ACES_BITS] = colours;
    data[at + STOCK_COUNT] = state.piles[PILES - 1].cards.length;
    this.terms(data, words, at);
  }

  moves(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array, focus: number): number {
    const goalTop = data[at + GOAL_TOP];
    const free = focus === NO_FOCUS || (focus & FREE) !== 0;
    // The columns the focus names, a bit each (all without a focus), and those whose moves were tried before (see `remainder`).
    const focusBits = this.focusCover(focus);
    const tried = focus !== NO_FOCUS && (focus & REMAINDER) !== 0 ? (focus >> COLUMNS) & ALL_COLUMNS : 0;
    // An ace onto the goal is safe (the game's `safe`): alone. It never involves a focus's columns.
    if (free && RANK[goalTop] === 2 && this.aceFor(data, at, goalTop) >= 0) {
      codes[from] = ACES_MOVE;
      scores[from] = TO_GOAL + 1;
      return 1;
    }
    // Per kind the columns that take it; per ladder class the ranks some column takes (a bit each), and those the focus's columns take.
    let empty = 0;
    let wantedRanks = 0;
    let focusRanks = 0;
    for (let column = 0; column < COLUMNS; column++) {
      const top = data[at + TOP + column];
      if (top === NONE) {
        empty |= 1 << column;
        continue;
      }
      const wants = COLUMN_WANTS[KIND[top]];
      if (wants === NO_KIND) continue;
      wantedBy[wants] |= 1 << column;
      const bit = 1 << (RANK[wants] + CLASS_SHIFT[wants]);
      wantedRanks |= bit;
      if (((focusBits >> column) & 1) === 1) focusRanks |= bit;
    }
    const dealt = data[at + STOCK_COUNT] === 0;
    const firstEmpty = empty & -empty;
    // The kind the goal takes next from a column (none on a 2 or an empty goal), as a rank bit of its class.
    const goalWants = data[at + GOAL_COUNT] === 0 ? NO_KIND : GOAL_WANTS[goalTop];
    const goalBit = RANK[goalWants] > ACE ? 1 << (RANK[goalWants] + CLASS_SHIFT[goalWants]) : 0;
    let n = from;
    for (let column = 0; column < COLUMNS; column++) {
      const top = data[at + TOP + column];
      if (top === NONE || ((tried >> column) & 1) === 1) continue;
      const inFocus = ((focusBits >> column) & 1) === 1;
      const open = (inFocus ? ALL_COLUMNS : focusBits) & ~tried;
      const run = data[at + RUN + column];
      const kind = KIND[top];
      // The ladder's heads, rank bits of its class: the top's rank and the run above it.
      const heads = ((1 << run) - 1) << (RANK[kind] + CLASS_SHIFT[kind]);
      const toGoal = inFocus ? goalBit & heads : 0;
      const toColumns = (empty & open) !== 0 ? heads : (inFocus ? wantedRanks : focusRanks) & heads;
      let counts = toGoal | toColumns;
      if (counts === 0) continue;
      const count = data[at + COUNT + column];
      const down = data[at + DOWN + column];
      const lowest = RANK[kind] + CLASS_SHIFT[kind];
      let depths = false;
      for (; counts !== 0; counts &= counts - 1) {
        const bit = counts & -counts;
        const moving = 31 - Math.clz32(bit) - lowest + 1;
        // The head of `moving` cards: one rank up and the other colour per card.
        const head = ((kind & RED) ^ (((moving - 1) & 1) << 4)) + RANK[kind] + moving - 1;
        if ((toColumns & bit) !== 0 && !(this.wholeLadders && moving > 1 && moving < run)) {
          let targets = (wantedBy[head] | empty) & open;
          if (dealt && (targets & empty) !== 0) {
            // The columns are alike (the game's `prune`): into the first empty one only, and never a whole column.
            const keep = down === 0 && moving === count ? 0 : firstEmpty;
            targets = (targets & ~empty) | (targets & keep);
          }
          if (targets !== 0) {
            if (!depths) {
              depths = true;
              this.depthsUnder(data, at, top, kind, run, count - down, goalWants);
            }
            const score = columnScore(depthBelow[moving], moving, count, down);
            const base = column * 256 + moving;
            for (; targets !== 0; targets &= targets - 1) {
              codes[n] = base + lowestBit(targets) * 16;
              scores[n++] = score;
            }
          }
        }
        if ((toGoal & bit) !== 0) {
          codes[n] = column * 256 + GOAL * 16 + moving;
          scores[n++] = TO_GOAL + moving;
        }
      }
    }
    wantedBy.fill(0);
    // Every position tried before (a remainder) has tried the deal.
    if (!dealt && tried === 0) {
      codes[n] = DEAL;
      scores[n++] = DEAL_SCORE;
    }
    return n - from;
  }

  /**
   * Fills `depthBelow` for a column (its top card `top` of kind `kind`, a
   * ladder of `run`, `faceUp` face-up cards): per count moved, how deep under
   * the moved cards the first card of kind `wants` lies, -1 if none does.
   */
  private depthsUnder(data: Uint8Array, at: number, top: number, kind: number, run: number, faceUp: number, wants: number): void {
    // Where in the ladder the card lies (its distance from the top), if it does; else the first under the ladder.
    let inLadder = -1;
    let beyond = -1;
    if (RANK[wants] > ACE) {
      const distance = RANK[wants] - RANK[kind];
      if (distance >= 0 && distance < run && CLASS_SHIFT[wants] === CLASS_SHIFT[kind]) inLadder = distance;
    }
    if (RANK[wants] > ACE && run < faceUp) {
      let card = top;
      for (let distance = 0; distance < run; distance++) card = data[at + BELOW + card];
      for (let distance = run; distance < faceUp; distance++) {
        if (KIND[card] === wants) {
          beyond = distance;
          break;
        }
        card = data[at + BELOW + card];
      }
    }
    for (let moving = 1; moving <= run; moving++) {
      const next = moving <= inLadder ? inLadder : beyond;
      depthBelow[moving] = next < 0 ? -1 : next - moving;
    }
  }

  /** The place among the aces of the topmost ace the goal takes on its top `goalTop` (a 2), or -1. */
  private aceFor(data: Uint8Array, at: number, goalTop: number): number {
    const count = data[at + ACES_COUNT];
    const reds = data[at + ACES_BITS];
    const fitting = (goalTop & RED) === 0 ? reds : ~reds & ((1 << count) - 1);
    return fitting === 0 ? -1 : 31 - Math.clz32(fitting);
  }

  apply(data: Uint8Array, at: number, code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    const words = this.words.of(data);
    if (code === DEAL) return this.deal(data, words, to);
    const from = code >> 8;
    if (from === ACES) return this.playAce(data, to);
    const target = (code >> 4) & 15;
    const count = code & 15;
    const w = to >> 2;
    const fromCount = data[to + COUNT + from];
    const run = data[to + RUN + from];
    if (target === GOAL) {
      const card = this.unlink(data, words, to, from, count, -1);
      data[to + GOAL_TOP] = KIND[data[to + TOP + from]];
      data[to + GOAL_COUNT] += count;
      data[to + TOP + from] = card;
    } else {
      const targetCount = data[to + COUNT + target];
      const below = this.unlink(data, words, to, from, count, target);
      data[to + TOP + target] = data[to + TOP + from];
      data[to + TOP + from] = below;
      data[to + COUNT + target] = targetCount + count;
      data[to + RUN + target] = (targetCount === 0 ? 0 : data[to + RUN + target]) + count;
      this.term(data, words, w, to, target);
    }
    data[to + COUNT + from] = fromCount - count;
    this.uncover(data, words, to, from, count, run);
    this.term(data, words, w, to, from);
  }

  /**
   * Takes the top `count` cards of a column out of its lanes (and into those
   * of the column `target`, if one, linking the lowest onto its top); answers the card under them.
   */
  private unlink(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number, column: number, count: number, target: number): number {
    const w = at >> 2;
    const fromHeight = data[at + COUNT + column] - 1;
    const toHeight = target < 0 ? 0 : data[at + COUNT + target] + count - 1;
    let card = data[at + TOP + column];
    let outA = 0;
    let outB = 0;
    let inA = 0;
    let inB = 0;
    for (let index = 0; ; index++) {
      const kind = KIND[card];
      outA += ZA[(fromHeight - index) * KINDS + kind];
      outB += ZB[(fromHeight - index) * KINDS + kind];
      if (target >= 0) {
        inA += ZA[(toHeight - index) * KINDS + kind];
        inB += ZB[(toHeight - index) * KINDS + kind];
      }
      if (index === count - 1) break;
      card = data[at + BELOW + card];
    }
    words[w + LANE_A + column] -= outA;
    words[w + LANE_B + column] -= outB;
    const below = data[at + BELOW + card];
    if (target >= 0) {
      words[w + LANE_A + target] += inA;
      words[w + LANE_B + target] += inB;
      data[at + BELOW + card] = data[at + TOP + target];
    }
    return below;
  }

  /** After `count` cards left a column whose ladder was `run` long: its new ladder, or its next card turned up (aces aside, a first king to the goal: F1–F3). */
  private uncover(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number, column: number, count: number, run: number): void {
    const w = at >> 2;
    let left = data[at + COUNT + column];
    const down = data[at + DOWN + column];
    if (left > down) {
      data[at + RUN + column] = count < run ? run - count : runFrom(data, at, data[at + TOP + column], left - down);
      return;
    }
    while (left > 0) {
      data[at + DOWN + column] = left - 1;
      const card = data[at + TOP + column];
      const kind = KIND[card];
      if (!setAside(data, at, kind)) break;
      left--;
      words[w + LANE_A + column] -= ZA[left * KINDS + kind];
      words[w + LANE_B + column] -= ZB[left * KINDS + kind];
      data[at + TOP + column] = data[at + BELOW + card];
      data[at + COUNT + column] = left;
    }
    if (left === 0) {
      data[at + DOWN + column] = 0;
      data[at + TOP + column] = NONE;
    }
    data[at + RUN + column] = left === 0 ? 0 : 1;
  }

  /** M4: the topmost ace of the other colour goes up; the others keep their order. */
  private playAce(data: Uint8Array, at: number): void {
    const goalTop = data[at + GOAL_TOP];
    const index = this.aceFor(data, at, goalTop);
    const reds = data[at + ACES_BITS];
    const below = (1 << index) - 1;
    data[at + ACES_BITS] = (reds & below) | ((reds >> (index + 1)) << index);
    data[at + ACES_COUNT]--;
    data[at + GOAL_TOP] = ((goalTop & RED) ^ RED) + ACE;
    data[at + GOAL_COUNT]++;
  }

  /** M5: one card onto each column from the first (fewer when the stock runs out); aces and a first king skip their column. */
  private deal(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number): void {
    const w = at >> 2;
    let left = data[at + STOCK_COUNT];
    const count = Math.min(COLUMNS, left);
    for (let column = 0; column < count; column++) {
      const card = this.stock[--left];
      const kind = KIND[card];
      if (!setAside(data, at, kind)) {
        const height = data[at + COUNT + column];
        const top = data[at + TOP + column];
        data[at + BELOW + card] = top;
        data[at + TOP + column] = card;
        data[at + COUNT + column] = height + 1;
        data[at + RUN + column] = height > 0 && onLadder(card, top) ? data[at + RUN + column] + 1 : 1;
        words[w + LANE_A + column] += ZA[height * KINDS + kind];
        words[w + LANE_B + column] += ZB[height * KINDS + kind];
      }
    }
    data[at + STOCK_COUNT] = left;
    this.terms(data, words, at);
  }

  /** Every column's share of the key worked out afresh (after a deal, whose last makes the columns alike). */
  private terms(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, at: number): void {
    const w = at >> 2;
    words[w + SUM_A] = 0;
    words[w + SUM_B] = 0;
    for (let column = 0; column < COLUMNS; column++) {
      words[w + TERM_A + column] = 0;
      words[w + TERM_B + column] = 0;
      this.term(data, words, w, at, column);
    }
  }

  /** A column's share of the key: its lanes mixed with its face-down count and its salt (its place, or the alike columns' once the talon is dealt). */
  private term(data: Uint8Array, words: Uint32Array<ArrayBufferLike>, w: number, at: number, column: number): void {
    const salt = data[at + STOCK_COUNT] === 0 ? ALIKE : column;
    const down = data[at + DOWN + column];
    const shareA = termA(words[w + LANE_A + column], salt, down);
    const shareB = termB(words[w + LANE_B + column], salt, down);
    words[w + SUM_A] += shareA - words[w + TERM_A + column];
    words[w + SUM_B] += shareB - words[w + TERM_B + column];
    words[w + TERM_A + column] = shareA;
    words[w + TERM_B + column] = shareB;
  }

  outcome(data: Uint8Array, at: number): Outcome {
    return data[at + GOAL_COUNT] === WON ? 'won' : 'playing';
  }

  key(data: Uint8Array, at: number): number {
    const words = this.words.of(data);
    const w = at >> 2;
    const goal = data[at + GOAL_COUNT] * KINDS + data[at + GOAL_TOP];
    const aces = data[at + ACES_COUNT] * 256 + data[at + ACES_BITS];
    const stock = data[at + STOCK_COUNT];
    const a = GOAL_ZA[goal] + ACES_ZA[aces] + STOCK_ZA[stock] + words[w + SUM_A];
    const b = GOAL_ZB[goal] + ACES_ZB[aces] + STOCK_ZB[stock] + words[w + SUM_B];
    return fmix((a | 0) ^ 0x3c6ef372) * TWO_21 + (fmix((b + 0x27d4eb2f) | 0) & 0x1fffff);
  }

  /** Cards on the goal first, then cards dealt, then face-down cards turned, then aces set aside. */
  progress(data: Uint8Array, at: number): number {
    let down = 0;
    for (let column = 0; column < COLUMNS; column++) down += data[at + DOWN + column];
    return (data[at + GOAL_COUNT] * 128 + CARDS - data[at + STOCK_COUNT]) * 128 - down * 8 + data[at + ACES_COUNT];
  }

  /** A ladder shifted between columns that leaves a face-up card behind binds the next move to its two columns (the game's followUp). */
  followUp(data: Uint8Array, at: number, code: number): number {
    const from = code >> 8;
    const target = (code >> 4) & 15;
    if (from >= COLUMNS || target >= COLUMNS) return NO_FOCUS;
    return (code & 15) < data[at + COUNT + from] - data[at + DOWN + from] ? (from << 4) | target : NO_FOCUS;
  }

  focusCover(focus: number): number {
    if (focus === NO_FOCUS) return ALL_COLUMNS;
    if ((focus & REMAINDER) !== 0) return focus & ALL_COLUMNS;
    return (1 << (focus >> 4)) | (1 << (focus & 15));
  }

  /** The columns of the focus but those tried, the tried ones above them, and whether the position is free (its safe ace move then still alone). */
  remainder(focus: number, covered: number): number {
    return REMAINDER | (focus === NO_FOCUS ? FREE : 0) | (covered << COLUMNS) | (this.focusCover(focus) & ~covered);
  }

  focusKey(data: Uint8Array, at: number, key: number, focus: number): number {
    const words = this.words.of(data);
    const w = at >> 2;
    const high = Math.floor(key / TWO_21);
    const from = focus >> 4;
    const target = focus & 15;
    // The two columns' shares of the key: their contents, salted by their places or, alike, by their group.
    const a = (high ^ 0x5f356495) + words[w + TERM_A + from] + words[w + TERM_A + target];
    const b = key - high * TWO_21 + fmix(words[w + TERM_B + from]) + fmix(words[w + TERM_B + target]);
    return fmix(a | 0) * TWO_21 + (fmix(b | 0) & 0x1fffff);
  }

  focusPiles(focus: number): readonly string[] {
    return [IDS[focus >> 4], IDS[focus & 15]];
  }

  move(code: number): GameMove {
    return moveOf(code);
  }
}

/** F1 and F3 for a card that turns up: an ace goes to the aces, the first king starts the goal; answers whether it went. */
function setAside(data: Uint8Array, at: number, kind: number): boolean {
  if (RANK[kind] === ACE) {
    const aces = data[at + ACES_COUNT];
    if ((kind & RED) !== 0) data[at + ACES_BITS] |= 1 << aces;
    data[at + ACES_COUNT] = aces + 1;
    return true;
  }
  if (RANK[kind] !== KING || data[at + GOAL_COUNT] !== 0) return false;
  data[at + GOAL_COUNT] = 1;
  data[at + GOAL_TOP] = kind;
  return true;
}

/** The length of the ladder on `top` within a column's `faceUp` face-up cards. */
function runFrom(data: Uint8Array, at: number, top: number, faceUp: number): number {
  let run = 1;
  let card = top;
  while (run < faceUp) {
    const under = data[at + BELOW + card];
    if (!onLadder(card, under)) break;
    card = under;
    run++;
  }
  return run;
}

/** The game's `priority` for a move of `moving` cards from a column to a column. */
function columnScore(depth: number, moving: number, count: number, down: number): number {
  if (depth === 0) return 75;
  if (down > 0 && moving === count - down) return 60 + down;
  if (down === 0 && moving === count) return 40;
  if (depth > 0) return 30 - Math.min(depth, 20) / 25;
  return 20;
}

/** Whether the model takes a start: Hermann's piles as `deal` lays them out, each card at most once, every column's top face up. */
function covered(start: State): boolean {
  const piles = start.piles;
  if (piles.length !== PILES || start.resigned) return false;
  const seen = new Uint8Array(CARDS);
  for (let index = 0; index < PILES; index++) {
    const pile = piles[index];
    if (pile.id !== IDS[index]) return false;
    // A column shows its top card (the rules turn it up at once).
    if (index < COLUMNS && pile.down > 0 && pile.down >= pile.cards.length) return false;
    for (const card of pile.cards) {
      if (!Number.isInteger(card) || card < 0 || card >= CARDS || seen[card] === 1) return false;
      seen[card] = 1;
    }
  }
  return true;
}

/** Hermann's compact model for a search from `start`: the default rules and "whole-ladders"; undefined for other switches or a start it does not cover. */
export function hermannCompact(start: State): CompactModel | undefined {
  for (const name in start.switches) if (name !== 'whole-ladders' && start.switches[name]) return undefined;
  if (!covered(start)) return undefined;
  return new HermannModel(start.switches['whole-ladders'] === true, Uint8Array.from(start.piles[PILES - 1].cards));
}
