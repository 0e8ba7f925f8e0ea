import {ACE, isRed, KING, rank} from '../core/cards.js';
import {type CompactModel, NO_FOCUS, readWord, writeWord} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {fmix} from '../core/mix.js';
import {transfer} from '../core/transfer.js';
import type {GameMove, Outcome, State} from '../core/types.js';
import {fourBooksOutOfReachOf} from './staffelpatience-dead-end.js';

/**
 * Staffelpatience for the search (SolverHooks.compact), SPEC.md §13, with the
 * stock's round as the rules' hooks give it (SolverHooks.round): a move's code
 * names the place of the round it is played from and the move. Stock and
 * waste are kept as one sequence, the waste from its bottom then the stock
 * from its top, and how much of it is waste: turning a card or the waste over
 * changes only that count. A position also keeps its piles' hash lanes.
 * With 13-A3 (`layout-first`) the stock is no round: turning a card and the
 * waste over are moves of their own, held back by a useful layout move.
 */

const PILES = 7;
const WASTE = 8;
const FIRST_BOOK = 9;
const BOOKS = 4;
/** A book of 13 plus a double series of 12 (2…K). */
const FULL_DOUBLE = 25;
const ROUND_CARDS = 24;
/** Face-down cards (6 at most) and a run of 13 (squared off as a book as soon as the ace joins it, but the ace lies there first). */
const PILE_CARDS = 19;

const UNLOCKED = 0;
/** Stock cards turned since a card was last played usefully, up to 255: the rescue asks only whether it reached a round's cards. */
const IDLE = 1;
const MADE = 2;
const ROUND_LENGTH = 3;
const WASTE_LENGTH = 4;
const ROUND_AT = 5;
/** Per book: its length, its top card. */
const BOOK_AT = ROUND_AT + ROUND_CARDS;
/** Per pile: its length, its face-down count, its cards from the bottom. */
const PILE_AT = 40;
const PILE_BYTES = 2 + PILE_CARDS;
/** Two hash words per pile, then two of the round. */
const LANES_AT = PILE_AT + PILES * PILE_BYTES;
const ROUND_LANES = LANES_AT + PILES * 8;
const SIZE = ROUND_LANES + 8;

/** A move's code: the place of the round (times PLACE), then source, target and count; the rescue has a code of its own. */
const PLACE = 2048;
const UNLOCK = PLACE - 1;
/** 13-A3's turns of the stock, moves of their own (the codes from REDEAL up are the actions). */
const DEAL = PLACE - 2;
const REDEAL = PLACE - 3;
const moveCode = (from: number, to: number, count: number) => (from * 13 + to) * 16 + count;
/** A focus names one pile (FOCUS_ONE + pile) or two (first * 16 + second). */
const FOCUS_ONE = 256;

/** A card's kind as the rules' listing has it: colour and rank (red 16 + rank). */
const KIND = Uint8Array.from({length: 52}, (_, card) => (isRed(card) ? 16 : 0) + rank(card));
/** What the rules' key sees of a card: rank and colour. */
const CARD_KEY = Uint8Array.from({length: 52}, (_, card) => rank(card) * 2 + (isRed(card) ? 1 : 0));

/** Per kind: the piles and books (a bit each, by the rules' places) whose top it may go on now; all 0 between listings. */
const wantedBy = new Int32Array(32);
const BOOK_BITS = ((1 << BOOKS) - 1) << FIRST_BOOK;

/** The rules' moves of the codes (moves are shared data): made once per table of pile ids. */
const movesByCode = new Map<string, GameMove[]>();

const PILE_SALT = 0x5f3759df;
const ROUND_SALT = 0x2f0b3c1d;

class StaffelModel implements CompactModel {
  readonly size = SIZE;
  /** Moves from every place of two laps of a round of 24 cards, each onto one of few targets. */
  readonly maxMoves = 1024;
  readonly prioritized = true;
  /** Positions of the round the last `moves` walked, as the general search counts them. */
  walked = 0;
  private readonly kingRuns: boolean;
  private readonly earlyDouble: boolean;
  private readonly layoutFirst: boolean;
  private readonly byCode: GameMove[];
  private readonly ids: readonly string[];
  /** The piles, stock and waste as the dead-end proof reads them. */
  private readonly view: {cards: Uint8Array; down: number}[] = Array.from({length: 9}, () => ({cards: NO_CARDS, down: 0}));

  constructor(start: State) {
    this.kingRuns = start.switches['king-runs'] === true;
    this.earlyDouble = start.switches['early-double'] === true;
    this.layoutFirst = start.switches['layout-first'] === true;
    this.ids = start.piles.map((pile) => pile.id);
    const table = this.ids.join(',');
    let byCode = movesByCode.get(table);
    if (!byCode) {
      byCode = [];
      for (let from = 0; from < FIRST_BOOK; from++) {
        for (let to = 0; to < FIRST_BOOK + BOOKS; to++)
          for (let count = 1; count <= 13; count++) byCode[moveCode(from, to, count)] = transfer(this.ids[from], this.ids[to], count);
      }
      byCode[UNLOCK] = actionMove('unlock');
      byCode[DEAL] = actionMove('deal');
      byCode[REDEAL] = actionMove('redeal');
      movesByCode.set(table, byCode);
    }
    this.byCode = byCode;
  }

  encode(state: State, data: Uint8Array, at: number): void {
    const {piles} = state;
    const vars = state.vars as {idle: number; unlocked: boolean};
    data[at + UNLOCKED] = vars.unlocked ? 1 : 0;
    data[at + IDLE] = Math.min(255, vars.idle);
    const waste = piles[WASTE].cards;
    const stock = piles[WASTE - 1].cards;
    data[at + ROUND_LENGTH] = waste.length + stock.length;
    data[at + WASTE_LENGTH] = waste.length;
    for (let index = 0; index < waste.length; index++) data[at + ROUND_AT + index] = waste[index];
    for (let index = 0; index < stock.length; index++) data[at + ROUND_AT + waste.length + index] = stock[stock.length - 1 - index];
    let made = 0;
    for (let book = 0; book < BOOKS; book++) {
      const cards = piles[FIRST_BOOK + book].cards;
      data[at + BOOK_AT + book * 2] = cards.length;
      data[at + BOOK_AT + book * 2 + 1] = cards.length > 0 ? cards[cards.length - 1] : 0;
      if (cards.length > 0) made++;
    }
    data[at + MADE] = made;
    for (let pile = 0; pile < PILES; pile++) {
      const {cards, down} = piles[pile];
      const place = at + PILE_AT + pile * PILE_BYTES;
      data[place] = cards.length;
      data[place + 1] = down;
      for (let index = 0; index < cards.length; index++) data[place + 2 + index] = cards[index];
      hashPile(data, at, pile);
    }
    hashRound(data, at);
  }

  moves(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array, focus: number): number {
    this.walked = 0;
    if (this.layoutFirst) return this.movesWithoutRound(data, at, codes, from, scores);
    const length = data[at + ROUND_LENGTH];
    const wasteAtStart = data[at + WASTE_LENGTH];
    const unlocked = data[at + UNLOCKED] === 1;
    const made = data[at + MADE];
    const oneLap = unlocked || this.earlyDouble || made === 0;
    const placesKnown = oneLap || this.layoutUseful(data, at);
    const listing = {data, at, codes, scores, focus, count: from};
    const unlockNow = !unlocked && made > 0 && this.earlyDouble;
    // Place 0: every move; the rescue, where allowed, alone (SolverHooks.safe).
    if (unlockNow || (!placesKnown && this.stuck(data, at, data[at + IDLE], wasteAtStart))) return this.only(codes, scores, from, 0);
    this.layoutMoves(listing);
    this.wasteList(listing, 0, wasteAtStart);
    // The round's places: one lap (Round.places), each place of each lap counted; or two laps walked, the rescue waiting for a whole one without play.
    const laps = oneLap ? 1 : 2;
    let waste = wasteAtStart;
    let idle = data[at + IDLE];
    let lap = 1;
    let steps = 0;
    for (let place = 1; length > 0; place++) {
      if (waste < length) {
        waste++;
        idle++;
      } else waste = 0;
      steps++;
      if (waste === wasteAtStart && (placesKnown || ++lap > laps)) break;
      if (!placesKnown && this.stuck(data, at, idle, waste)) {
        this.walked = steps;
        return this.only(codes, scores, from, place);
      }
      if (lap === 1) this.wasteList(listing, place, waste);
    }
    this.walked = placesKnown ? steps * laps : steps;
    return listing.count - from;
  }

  /** 13-A3: the transfers, then the actions the rules allow (no follow-ups, no safe move). */
  private movesWithoutRound(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array): number {
    const listing = {data, at, codes, scores, focus: NO_FOCUS, count: from};
    const waste = data[at + WASTE_LENGTH];
    this.layoutMoves(listing);
    this.wasteList(listing, 0, waste);
    const useful = this.layoutUseful(data, at);
    const action = (code: number) => {
      codes[listing.count] = code;
      scores[listing.count++] = 5;
    };
    if (!useful && waste < data[at + ROUND_LENGTH]) action(DEAL);
    if (!useful && waste === data[at + ROUND_LENGTH] && waste > 0) action(REDEAL);
    if (data[at + UNLOCKED] === 0 && data[at + MADE] > 0 && (this.earlyDouble || (!useful && this.stuck(data, at, data[at + IDLE], waste)))) action(UNLOCK);
    return listing.count - from;
  }

  /** 13.5, the layout asked apart: a whole round of the stock without play (`idle` turns) and no move from the waste's top (`waste` cards). */
  private stuck(data: Uint8Array, at: number, idle: number, waste: number): boolean {
    return idle >= data[at + ROUND_LENGTH] && !this.wasteMoves(data, at, waste);
  }

  /** The rescue from a place as the level's only move. */
  private only(codes: Int32Array, scores: Float64Array, from: number, place: number): number {
    codes[from] = place * PLACE + UNLOCK;
    scores[from] = 5;
    return 1;
  }

  /** 13.5 (1) in the layout: a move that turns a card, empties a pile onto another, squares a book, or goes onto one (unlocked). */
  private layoutUseful(data: Uint8Array, at: number): boolean {
    const books = data[at + UNLOCKED] === 1;
    this.markWanted(data, at, books);
    let useful = false;
    for (let from = 0; from < PILES && !useful; from++) {
      const place = at + PILE_AT + from * PILE_BYTES;
      const length = data[place];
      const down = data[place + 1];
      for (let count = 1; count <= length - down && !useful; count++) {
        const head = data[place + 2 + length - count];
        if (count > 1 && this.kingRuns && rank(head) !== KING) continue;
        let targets = wantedBy[KIND[head]] & ~BOOK_BITS;
        if (rank(head) === KING) targets |= emptyPiles(data, at);
        if (count === 1 && (wantedBy[KIND[head]] & BOOK_BITS) !== 0) useful = true;
        else if (targets === 0) continue;
        else if (count === length - down && down > 0) useful = true;
        else if (count === length && (wantedBy[KIND[head]] & ~BOOK_BITS) !== 0) useful = true;
        else if (rank(data[place + 2 + length - 1]) === ACE) {
          for (let bits = targets; bits !== 0 && !useful; bits &= bits - 1) useful = runOf(data, at, 31 - Math.clz32(bits & -bits)) + count >= 13;
        }
      }
    }
    wantedBy.fill(0);
    return useful;
  }

  /** Marks which kinds the piles' (and, unlocked, the books') tops take. */
  private markWanted(data: Uint8Array, at: number, books: boolean): void {
    for (let pile = 0; pile < PILES; pile++) {
      const place = at + PILE_AT + pile * PILE_BYTES;
      const length = data[place];
      if (length > 0) wantedBy[(KIND[data[place + 1 + length]] ^ 16) - 1] |= 1 << pile;
    }
    if (!books) return;
    for (let book = 0; book < BOOKS; book++) {
      if (data[at + BOOK_AT + book * 2] > 0) wantedBy[(KIND[data[at + BOOK_AT + book * 2 + 1]] ^ 16) + 1] |= 1 << (FIRST_BOOK + book);
    }
  }

  /** The targets of the waste's top card when the waste holds `waste` cards, a bit each. */
  private wasteMoves(data: Uint8Array, at: number, waste: number): number {
    if (waste === 0) return 0;
    const card = data[at + ROUND_AT + waste - 1];
    let targets = 0;
    for (let pile = 0; pile < PILES; pile++) {
      const place = at + PILE_AT + pile * PILE_BYTES;
      const length = data[place];
      if (length === 0 ? rank(card) === KING : KIND[data[place + 1 + length]] === (KIND[card] ^ 16) + 1) targets |= 1 << pile;
    }
    if (data[at + UNLOCKED] === 1) {
      for (let book = 0; book < BOOKS; book++) {
        const length = data[at + BOOK_AT + book * 2];
        if (length > 0 && length < FULL_DOUBLE && KIND[data[at + BOOK_AT + book * 2 + 1]] === (KIND[card] ^ 16) - 1) targets |= 1 << (FIRST_BOOK + book);
      }
    }
    return targets;
  }

  /** Lists the waste top's moves at a place (the engine's order: lowest target first). */
  private wasteList(listing: Listing, place: number, waste: number): void {
    const targets = this.wasteMoves(listing.data, listing.at, waste);
    if (targets !== 0) this.add(listing, place, WASTE, 1, targets);
  }

  /** The layout's moves (staffelpatienceTransfers' order, the waste's top left to wasteList). */
  private layoutMoves(listing: Listing): void {
    const {data, at} = listing;
    this.markWanted(data, at, data[at + UNLOCKED] === 1);
    const empty = emptyPiles(data, at);
    for (let from = 0; from < PILES; from++) {
      const place = at + PILE_AT + from * PILE_BYTES;
      const length = data[place];
      const down = data[place + 1];
      for (let count = 1; count <= length - down; count++) {
        const head = data[place + 2 + length - count];
        if (count > 1 && this.kingRuns && rank(head) !== KING) continue;
        const targets = wantedBy[KIND[head]] | (rank(head) === KING ? empty : 0);
        this.add(listing, 0, from, count, count === 1 ? targets : targets & ~BOOK_BITS);
      }
    }
    wantedBy.fill(0);
  }

  /** Adds the moves of `count` cards from `from` onto each target, sifted as the search sifts them: the focus, one empty pile of several, no king between start places. */
  private add(listing: Listing, place: number, from: number, count: number, targets: number): void {
    const {data, at, codes, scores, focus} = listing;
    let emptyTaken = false;
    for (let bits = targets; bits !== 0; bits &= bits - 1) {
      const to = 31 - Math.clz32(bits & -bits);
      if (focus !== NO_FOCUS && !inFocus(focus, from) && !inFocus(focus, to)) continue;
      const toLength = to < PILES ? data[at + PILE_AT + to * PILE_BYTES] : -1;
      if (toLength === 0) {
        if (emptyTaken) continue;
        emptyTaken = true;
        if (from < PILES && count === data[at + PILE_AT + from * PILE_BYTES] && data[at + PILE_AT + from * PILE_BYTES + 1] === 0) continue;
      }
      codes[listing.count] = place * PLACE + moveCode(from, to, count);
      scores[listing.count++] = priority(data, at, from, to, count);
    }
  }

  apply(data: Uint8Array, at: number, code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    const place = Math.floor(code / PLACE);
    const move = code % PLACE;
    const length = data[to + ROUND_LENGTH];
    for (let step = 0; step < place; step++) {
      if (data[to + WASTE_LENGTH] < length) {
        data[to + WASTE_LENGTH]++;
        if (data[to + IDLE] < 255) data[to + IDLE]++;
      } else data[to + WASTE_LENGTH] = 0;
    }
    if (move === UNLOCK) {
      data[to + UNLOCKED] = 1;
      data[to + IDLE] = 0;
      return;
    }
    if (move === DEAL) {
      data[to + WASTE_LENGTH]++;
      if (data[to + IDLE] < 255) data[to + IDLE]++;
      return;
    }
    if (move === REDEAL) {
      data[to + WASTE_LENGTH] = 0;
      return;
    }
    const count = move % 16;
    const target = Math.floor(move / 16) % 13;
    const source = Math.floor(move / 16 / 13);
    const made = data[to + MADE];
    let turns = source === WASTE || target >= FIRST_BOOK;
    let moved: number;
    if (source === WASTE) {
      const waste = data[to + WASTE_LENGTH];
      moved = data[to + ROUND_AT + waste - 1];
      data.copyWithin(to + ROUND_AT + waste - 1, to + ROUND_AT + waste, to + ROUND_AT + length);
      data[to + ROUND_LENGTH] = length - 1;
      data[to + WASTE_LENGTH] = waste - 1;
      hashRound(data, to);
    } else {
      const place = to + PILE_AT + source * PILE_BYTES;
      const left = data[place] - count;
      const down = data[place + 1];
      if (count === data[place] - down && down > 0) turns = true;
      if (left === 0 && target < PILES && data[to + PILE_AT + target * PILE_BYTES] > 0) turns = true;
      moved = data[place + 2 + left];
      if (target < PILES) {
        const onto = to + PILE_AT + target * PILE_BYTES;
        data.copyWithin(onto + 2 + data[onto], place + 2 + left, place + 2 + left + count);
        data[onto] += count;
      }
      data[place] = left;
      data[place + 1] = Math.min(down, left);
      settle(data, to, source);
    }
    if (target >= FIRST_BOOK) {
      const book = to + BOOK_AT + (target - FIRST_BOOK) * 2;
      data[book]++;
      data[book + 1] = moved;
    } else {
      if (source === WASTE) data[to + PILE_AT + target * PILE_BYTES + 2 + data[to + PILE_AT + target * PILE_BYTES]++] = moved;
      settle(data, to, target);
    }
    if (turns || data[to + MADE] > made) data[to + IDLE] = 0;
  }

  outcome(data: Uint8Array, at: number, code: number): Outcome {
    let made = 0;
    let built = false;
    let double = false;
    for (let book = 0; book < BOOKS; book++) {
      const length = data[at + BOOK_AT + book * 2];
      if (length > 0) made++;
      if (length > 13) built = true;
      if (length >= FULL_DOUBLE) double = true;
    }
    if (made === BOOKS && !built) return 'won';
    // The double series is the lesser success; a card on a book never leaves it: four books are out of reach.
    if (double || built) return 'lost';
    // The proof looks at nothing an action changes.
    if (code % PLACE >= REDEAL) return 'playing';
    return this.outOfReach(data, at) ? 'lost' : 'playing';
  }

  private outOfReach(data: Uint8Array, at: number): boolean {
    const {view} = this;
    for (let pile = 0; pile < PILES; pile++) {
      const place = at + PILE_AT + pile * PILE_BYTES;
      view[pile].cards = cardsOf(pile, data, place + 2, data[place]);
      view[pile].down = data[place + 1];
    }
    // The proof takes stock and waste as one heap: all of it as the waste.
    view[WASTE].cards = cardsOf(WASTE, data, at + ROUND_AT, data[at + ROUND_LENGTH]);
    return fourBooksOutOfReachOf(view, this.kingRuns);
  }

  key(data: Uint8Array, at: number): number {
    let a = readWord(data, at + ROUND_LANES);
    let b = readWord(data, at + ROUND_LANES + 4);
    for (let pile = 0; pile < PILES; pile++) {
      a = (a + readWord(data, at + LANES_AT + pile * 8)) | 0;
      b = (b + readWord(data, at + LANES_AT + pile * 8 + 4)) | 0;
    }
    for (let book = 0; book < BOOKS; book++) {
      const lane = bookLane(data, at, book);
      a = (a + lane) | 0;
      b = (b + fmix(lane ^ 0x27d4eb2f)) | 0;
    }
    a = fmix(a ^ (data[at + UNLOCKED] === 1 ? 0x3c6ef372 : 0x1b873593));
    b = fmix(b + data[at + UNLOCKED]);
    if (this.layoutFirst) {
      // No round: where stock and waste part matters, and how long nothing was played while being stuck could still unlock (SolverHooks.vars).
      const waiting = data[at + UNLOCKED] === 0 && !this.earlyDouble && data[at + MADE] > 0;
      const idle = waiting ? Math.min(data[at + IDLE], data[at + ROUND_LENGTH]) : 0;
      // Into both halves: positions that differ only here must not share a half (one would collide once in 2²¹).
      const both = (data[at + WASTE_LENGTH] + 1) * 64 + idle;
      a = fmix(a + Math.imul(both, 0x9e3779b1));
      b = fmix(b ^ Math.imul(both, 0x85ebca77));
    }
    return a * 2 ** 21 + (b & 0x1fffff);
  }

  move(code: number): GameMove {
    return this.byCode[code % PLACE];
  }

  steps(data: Uint8Array, at: number, code: number): readonly GameMove[] {
    const steps: GameMove[] = [];
    const length = data[at + ROUND_LENGTH];
    let waste = data[at + WASTE_LENGTH];
    for (let step = 0; step < Math.floor(code / PLACE); step++) {
      steps.push(actionMove(waste < length ? 'deal' : 'redeal'));
      waste = waste < length ? waste + 1 : 0;
    }
    return steps;
  }

  followUp(data: Uint8Array, at: number, code: number, to: number): number {
    const move = code % PLACE;
    if (this.layoutFirst || move >= REDEAL || data[to + MADE] !== data[at + MADE]) return NO_FOCUS;
    const target = Math.floor(move / 16) % 13;
    const source = Math.floor(move / 16 / 13);
    if (source === WASTE) return FOCUS_ONE + target;
    const place = at + PILE_AT + source * PILE_BYTES;
    return target < FIRST_BOOK && move % 16 < data[place] - data[place + 1] ? source * 16 + target : NO_FOCUS;
  }

  focusKey(data: Uint8Array, at: number, key: number, focus: number): number {
    const high = Math.floor(key / 2 ** 21);
    const low = key - high * 2 ** 21;
    let a = (high + Math.imul(low, 0x9e3779b1)) ^ 0x5f356495;
    let b = (low + Math.imul(high, 0x85ebca77)) | 0;
    for (const pile of focusOf(focus)) {
      const laneA = pile < PILES ? readWord(data, at + LANES_AT + pile * 8) : bookLane(data, at, pile - FIRST_BOOK);
      const laneB = pile < PILES ? readWord(data, at + LANES_AT + pile * 8 + 4) : fmix(laneA ^ 0x27d4eb2f);
      a = (a + fmix(laneA)) | 0;
      b = (b + fmix(laneB ^ 0x2545f491)) | 0;
    }
    return fmix(a) * 2 ** 21 + (fmix(b) & 0x1fffff);
  }

  focusPiles(focus: number): readonly string[] {
    return focusOf(focus).map((pile) => this.ids[pile]);
  }
}

const NO_CARDS = new Uint8Array(0);
/** Room for each pile's cards (a pile at most PILE_CARDS, the heap ROUND_CARDS) for the dead-end proof. */
const VIEW_ROOM = 32;
const viewBytes = new Uint8Array((WASTE + 1) * VIEW_ROOM);
/** Per pile and length, that part of viewBytes: made once, so the proof's views cost neither an array nor setting a length. */
const viewParts = Array.from({length: WASTE + 1}, (_, pile) =>
  Array.from({length: VIEW_ROOM + 1}, (_, length) => viewBytes.subarray(pile * VIEW_ROOM, pile * VIEW_ROOM + length)),
);

/** A copy of `length` cards from `from` as the proof's view of pile `pile`. */
function cardsOf(pile: number, data: Uint8Array, from: number, length: number): Uint8Array {
  for (let index = 0, to = pile * VIEW_ROOM; index < length; index++) viewBytes[to + index] = data[from + index];
  return viewParts[pile][length];
}

type Listing = {data: Uint8Array; at: number; codes: Int32Array; scores: Float64Array; focus: number; count: number};

function focusOf(focus: number): number[] {
  return focus >= FOCUS_ONE ? [focus - FOCUS_ONE] : [focus >> 4, focus & 15];
}

function inFocus(focus: number, pile: number): boolean {
  return focus >= FOCUS_ONE ? focus - FOCUS_ONE === pile : focus >> 4 === pile || (focus & 15) === pile;
}

function emptyPiles(data: Uint8Array, at: number): number {
  let empty = 0;
  for (let pile = 0; pile < PILES; pile++) if (data[at + PILE_AT + pile * PILE_BYTES] === 0) empty |= 1 << pile;
  return empty;
}

/** The correct run at a pile's face-up end (pileRun). */
function runOf(data: Uint8Array, at: number, pile: number): number {
  const place = at + PILE_AT + pile * PILE_BYTES;
  const length = data[place];
  const down = data[place + 1];
  if (length <= down) return 0;
  let run = 1;
  for (let index = length - 1; index > down; index--) {
    if (KIND[data[place + 2 + index]] + 1 !== (KIND[data[place + 1 + index]] ^ 16)) break;
    run++;
  }
  return run;
}

/** The rules' priority (staffelpatience.ts's solver.priority) of a transfer. */
function priority(data: Uint8Array, at: number, from: number, to: number, count: number): number {
  if (to >= FIRST_BOOK) return 6;
  if (runOf(data, at, to) + count >= 13) return 7;
  if (from === WASTE) return 2;
  const place = at + PILE_AT + from * PILE_BYTES;
  const left = data[place] - count;
  if (left > 0 && left === data[place + 1]) return 4;
  return left === 0 ? 3 : 0;
}

/** M4 and M6 for one pile: a K→A run at its end becomes a book, an exposed face-down card turns; its lanes then. */
function settle(data: Uint8Array, at: number, pile: number): void {
  const place = at + PILE_AT + pile * PILE_BYTES;
  if (data[place] >= 13 && rank(data[place + 1 + data[place]]) === ACE && runOf(data, at, pile) >= 13) {
    let book = 0;
    while (data[at + BOOK_AT + book * 2] > 0) book++;
    data[at + BOOK_AT + book * 2] = 13;
    data[at + BOOK_AT + book * 2 + 1] = data[place + 1 + data[place]];
    data[place] -= 13;
    data[at + MADE]++;
  }
  if (data[place] > 0 && data[place + 1] >= data[place]) data[place + 1] = data[place] - 1;
  else if (data[place] === 0) data[place + 1] = 0;
  hashPile(data, at, pile);
}

/** A pile's two lanes (as the rules' key: salted by the group, as the piles are alike; its face-down count; rank and colour of each card). */
function hashPile(data: Uint8Array, at: number, pile: number): void {
  const place = at + PILE_AT + pile * PILE_BYTES;
  const length = data[place];
  let a = PILE_SALT ^ Math.imul(data[place + 1] + 1, 0x01000193);
  let b = Math.imul(PILE_SALT, 0x5bd1e995) + length;
  for (let index = 0; index < length; index++) {
    const card = CARD_KEY[data[place + 2 + index]];
    a = Math.imul(a ^ card, 0x01000193);
    b = Math.imul(b + card + 1, 0x5bd1e995) ^ (b >>> 15);
  }
  writeWord(data, at + LANES_AT + pile * 8, fmix(a));
  writeWord(data, at + LANES_AT + pile * 8 + 4, fmix(b ^ 0x27d4eb2f));
}

/** The round's lanes: its cards in their order, wherever it stands. */
function hashRound(data: Uint8Array, at: number): void {
  const length = data[at + ROUND_LENGTH];
  let a = ROUND_SALT;
  let b = Math.imul(ROUND_SALT, 0x5bd1e995) + length;
  for (let index = 0; index < length; index++) {
    const card = CARD_KEY[data[at + ROUND_AT + index]];
    a = Math.imul(a ^ card, 0x01000193);
    b = Math.imul(b + card + 1, 0x5bd1e995) ^ (b >>> 15);
  }
  writeWord(data, at + ROUND_LANES, fmix(a));
  writeWord(data, at + ROUND_LANES + 4, fmix(b ^ 0x27d4eb2f));
}

/** A book's lane: its place, its length and its top's rank and colour (a book's colours alternate, so these tell its cards as the rules' key sees them). */
function bookLane(data: Uint8Array, at: number, book: number): number {
  const length = data[at + BOOK_AT + book * 2];
  const top = length > 0 ? CARD_KEY[data[at + BOOK_AT + book * 2 + 1]] : 0;
  return fmix(Math.imul(book + 1, 0x9e3779b1) ^ ((length << 8) | top));
}

/** Staffelpatience's model for a start's switches. */
export function staffelpatienceCompact(start: State): CompactModel {
  return new StaffelModel(start);
}
