import {rank} from '../core/cards.js';
import {type CompactModel, readWord, writeWord} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {fmix} from '../core/mix.js';
import type {GameMove, Outcome, State} from '../core/types.js';

/**
 * Die Doppelhaufen for the search (SolverHooks.compact): a position is the
 * ranks of the five piles whose tops play (suits never matter, as with the
 * rules' key), their lengths, the pass's two flags the key sees, and the key's
 * two lanes, kept up to date card by card. The discard is left out, as the
 * rules' key leaves it out.
 */

/** The piles in the rules' order (TOPS): the left side heap, the two heaps, the right side heap, the reserve. */
const WASTE_L = 0;
const STOCK_L = 1;
const STOCK_R = 2;
const WASTE_R = 3;
const RESERVE = 4;
const PILES = 5;
/** Two packs: the piles together never hold more. */
const CAP = 104;

/** Where things lie in a position: the five lengths, the flags, the key's lanes, where each pile begins, then the cards. */
const FLAGS_AT = 5;
const LANE_A = 6;
const LANE_B = 10;
const ORIGIN_AT = 14;
const CARDS_AT = ORIGIN_AT + PILES;
const SIZE = CARDS_AT + CAP;
/**
 * The cards lie in one stretch: the reserve, then each side, laid out anew
 * whenever a heap's rest goes to the reserve or a pass begins (layOut). In
 * between, a side only loses cards: its side heap grows from the side's start
 * up, its heap from the side's end down, and the two never meet. A pile's
 * origin is where its bottom card lies, or just past it for a heap.
 */
const GROWS = Int32Array.of(1, -1, -1, 1, 1);
const OFFSET = Int32Array.from(GROWS, (grows) => CARDS_AT + (grows < 0 ? -1 : 0));

/** Vars.paired and Vars.evenStart. */
const PAIRED = 1;
const EVEN_START = 2;

/** How a new pass lays the side heaps out (1-A3). */
const SPLIT = 0;
const KEEP = 1;
const TURN = 2;

/** The step's code; a pair's code names its two piles. */
const STEP = 0;
const pairCode = (i: number, j: number) => 1 + i * PILES + j;
const CODES = pairCode(PILES - 1, PILES - 1) + 1;
const firstOf = (code: number) => Math.floor((code - 1) / PILES);
const secondOf = (code: number) => (code - 1) % PILES;

/**
 * The key's lanes: sums of a random number per fact "this rank at this height
 * of this pile". The facts say all there is to say about the piles, and a
 * card that comes or goes changes one term.
 */
const FACTS = PILES * CAP * 16;
const factOf = (pile: number, height: number, rank: number) => (pile * CAP + height) * 16 + rank;
const FACT_A = Int32Array.from({length: FACTS}, (_, fact) => fmix(Math.imul(fact + 1, 0x9e3779b1) ^ 0x5bd1e995));
const FACT_B = Int32Array.from({length: FACTS}, (_, fact) => fmix(Math.imul(fact + 1, 0x85ebca6b) ^ 0x27d4eb2f));

/** The lanes of the position being changed (read in, changed card by card, written back). */
let laneA = 0;
let laneB = 0;

const placeOf = (data: Uint8Array, at: number, pile: number, height: number) => at + OFFSET[pile] + data[at + ORIGIN_AT + pile] + GROWS[pile] * height;
const cardAt = (data: Uint8Array, at: number, pile: number, height: number) => data[placeOf(data, at, pile, height)];

/** Adds a card's fact to the lanes. */
function remember(pile: number, height: number, rank: number): void {
  const fact = factOf(pile, height, rank);
  laneA = (laneA + FACT_A[fact]) | 0;
  laneB = (laneB + FACT_B[fact]) | 0;
}

/** Onto a side heap: within its side's stretch (see OFFSET). */
function push(data: Uint8Array, at: number, pile: number, rank: number): void {
  const height = data[at + pile]++;
  data[placeOf(data, at, pile, height)] = rank;
  remember(pile, height, rank);
}

/** Takes a card's fact out of the lanes (the card itself stays where it lay, past the pile's length). */
function forget(pile: number, height: number, rank: number): void {
  const fact = factOf(pile, height, rank);
  laneA = (laneA - FACT_A[fact]) | 0;
  laneB = (laneB - FACT_B[fact]) | 0;
}

function pop(data: Uint8Array, at: number, pile: number): number {
  const height = --data[at + pile];
  const rank = cardAt(data, at, pile, height);
  forget(pile, height, rank);
  return rank;
}

/** The tops' ranks (0 for an empty pile), read by readTops. */
const tops = new Int32Array(PILES);

function readTops(data: Uint8Array, at: number): void {
  for (let pile = 0; pile < PILES; pile++) {
    const count = data[at + pile];
    tops[pile] = count === 0 ? 0 : cardAt(data, at, pile, count - 1);
  }
}

/** The ranks two or more tops share, in the order of the first pile holding each (pairedRanks), and how many tops hold the first. */
const shared = new Int32Array(2);
let firstHolders = 0;

function sharedRanks(): number {
  let count = 0;
  for (let i = 0; i < PILES; i++) {
    const wanted = tops[i];
    // A rank some earlier top holds is listed already: that top had this one as its partner.
    if (wanted === 0 || (count > 0 && shared[0] === wanted) || (count > 1 && shared[1] === wanted)) continue;
    let holders = 1;
    for (let j = i + 1; j < PILES; j++) if (tops[j] === wanted) holders++;
    if (holders < 2) continue;
    if (count === 0) firstHolders = holders;
    shared[count++] = wanted;
  }
  return count;
}

/** Of the shared ranks, how many the player must choose a pair of (pendingRanks): the first `pending` of `shared`. */
function pendingOf(sharing: number, fixedOrder: boolean): number {
  if (sharing === 0) return 0;
  if (sharing === 1 || fixedOrder) return firstHolders > 2 ? 1 : 0;
  return sharing;
}

/** 1.4.1: the first pair in the pile order goes while no choice is pending (settle). */
function settle(data: Uint8Array, at: number, fixedOrder: boolean): void {
  for (;;) {
    readTops(data, at);
    const sharing = sharedRanks();
    if (sharing === 0 || pendingOf(sharing, fixedOrder) > 0) return;
    let first = 0;
    while (tops[first] !== shared[0]) first++;
    let second = first + 1;
    while (tops[second] !== shared[0]) second++;
    pop(data, at, first);
    pop(data, at, second);
    data[at + FLAGS_AT] |= PAIRED;
  }
}

/** The piles taken out of a position to be laid out anew: pile p's cards bottom to top from p × CAP on. */
const held = new Uint8Array(PILES * CAP);
const heldCount = new Int32Array(PILES);

function hold(data: Uint8Array, at: number): void {
  for (let pile = 0; pile < PILES; pile++) {
    const count = data[at + pile];
    for (let height = 0; height < count; height++) held[pile * CAP + height] = cardAt(data, at, pile, height);
    heldCount[pile] = count;
  }
}

function holdOn(pile: number, rank: number): void {
  const height = heldCount[pile]++;
  held[pile * CAP + height] = rank;
  remember(pile, height, rank);
}

/** Lays the held piles out in a position's stretch (see OFFSET): the reserve, the left side, the right side. */
function layOut(data: Uint8Array, at: number): void {
  const left = heldCount[RESERVE];
  const right = left + heldCount[WASTE_L] + heldCount[STOCK_L];
  data[at + ORIGIN_AT + RESERVE] = 0;
  data[at + ORIGIN_AT + WASTE_L] = left;
  data[at + ORIGIN_AT + STOCK_L] = right;
  data[at + ORIGIN_AT + WASTE_R] = right;
  data[at + ORIGIN_AT + STOCK_R] = right + heldCount[WASTE_R] + heldCount[STOCK_R];
  for (let pile = 0; pile < PILES; pile++) {
    const count = heldCount[pile];
    data[at + pile] = count;
    for (let height = 0; height < count; height++) data[placeOf(data, at, pile, height)] = held[pile * CAP + height];
  }
}

/** 1.4.5: the rest of a heap onto the reserve as one block, order kept. */
function leftover(data: Uint8Array, at: number, from: number): void {
  hold(data, at);
  const count = heldCount[from];
  for (let height = 0; height < count; height++) {
    const rank = held[from * CAP + height];
    forget(from, height, rank);
    holdOn(RESERVE, rank);
  }
  heldCount[from] = 0;
  layOut(data, at);
}

/** The side heaps joined, the left one on top (newPass's `joined`). */
const joined = new Uint8Array(CAP);

function gather(pile: number, offset: number): void {
  const count = heldCount[pile];
  for (let height = 0; height < count; height++) {
    const rank = held[pile * CAP + height];
    forget(pile, height, rank);
    joined[offset + height] = rank;
  }
  heldCount[pile] = 0;
}

/** 1.4.6 (1-A3): the side heaps become the heaps of the next pass. */
function newPass(data: Uint8Array, at: number, sides: number): void {
  hold(data, at);
  const right = heldCount[WASTE_R];
  const all = right + heldCount[WASTE_L];
  gather(WASTE_R, 0);
  gather(WASTE_L, right);
  if (sides === SPLIT) {
    const lower = Math.floor(all / 2);
    for (let index = 0; index < lower; index++) holdOn(STOCK_R, joined[index]);
    for (let index = lower; index < all; index++) holdOn(STOCK_L, joined[index]);
  } else if (sides === KEEP) {
    for (let index = right; index < all; index++) holdOn(STOCK_L, joined[index]);
    for (let index = 0; index < right; index++) holdOn(STOCK_R, joined[index]);
  } else {
    for (let index = all - 1; index >= right; index--) holdOn(STOCK_L, joined[index]);
    for (let index = right - 1; index >= 0; index--) holdOn(STOCK_R, joined[index]);
  }
  layOut(data, at);
  data[at + FLAGS_AT] = heldCount[STOCK_L] === heldCount[STOCK_R] ? EVEN_START : 0;
}

/** The step (the rules' apply for the action): turn both tops, or put a heap's rest on the reserve, or begin a new pass. */
function step(data: Uint8Array, at: number, sides: number): void {
  const left = data[at + STOCK_L];
  const right = data[at + STOCK_R];
  if (left > 0 && right > 0) {
    push(data, at, WASTE_L, pop(data, at, STOCK_L));
    push(data, at, WASTE_R, pop(data, at, STOCK_R));
  } else if (left > 0 || right > 0) leftover(data, at, left > 0 ? STOCK_L : STOCK_R);
  else newPass(data, at, sides);
}

/** The rules' move for each code, made once from the piles' ids (moves are shared data). */
let movesByCode: GameMove[] | undefined;

function ruleMoves(start: State): GameMove[] {
  const moves: GameMove[] = [actionMove('step')];
  for (let code = 1; code < CODES; code++) moves.push({kind: 'remove', piles: [start.piles[firstOf(code)].id, start.piles[secondOf(code)].id]});
  return moves;
}

/** The model for one game's switches: methods on a class, so making one per search costs little. */
class DoppelhausenModel implements CompactModel {
  readonly size = SIZE;
  readonly maxMoves = 10;
  readonly prioritized = false;

  constructor(
    private readonly sides: number,
    private readonly fixedOrder: boolean,
    /** The hidden switch of old saves: every dry pass loses. */
    private readonly dryPassLoses: boolean,
    private readonly moveOf: readonly GameMove[],
  ) {}

  encode(state: State, data: Uint8Array, at: number): void {
    laneA = 0;
    laneB = 0;
    for (let pile = 0; pile < PILES; pile++) {
      const cards = state.piles[pile].cards;
      heldCount[pile] = 0;
      for (let index = 0; index < cards.length; index++) holdOn(pile, rank(cards[index]));
    }
    layOut(data, at);
    const vars = state.vars as {paired: boolean; evenStart: boolean};
    data[at + FLAGS_AT] = (vars.paired ? PAIRED : 0) | (vars.evenStart ? EVEN_START : 0);
    writeWord(data, at + LANE_A, laneA);
    writeWord(data, at + LANE_B, laneB);
  }

  moves(data: Uint8Array, at: number, codes: Int32Array, from: number): number {
    readTops(data, at);
    const pending = pendingOf(sharedRanks(), this.fixedOrder);
    if (pending === 0) {
      codes[from] = STEP;
      return 1;
    }
    let n = from;
    for (let each = 0; each < pending; each++) {
      const wanted = shared[each];
      for (let i = 0; i < PILES; i++) {
        if (tops[i] !== wanted) continue;
        for (let j = i + 1; j < PILES; j++) if (tops[j] === wanted) codes[n++] = pairCode(i, j);
      }
    }
    return n - from;
  }

  apply(data: Uint8Array, at: number, code: number, to: number): void {
    data.copyWithin(to, at, at + SIZE);
    laneA = readWord(data, to + LANE_A);
    laneB = readWord(data, to + LANE_B);
    if (code === STEP) step(data, to, this.sides);
    else {
      pop(data, to, firstOf(code));
      pop(data, to, secondOf(code));
      data[to + FLAGS_AT] |= PAIRED;
    }
    settle(data, to, this.fixedOrder);
    writeWord(data, to + LANE_A, laneA);
    writeWord(data, to + LANE_B, laneB);
  }

  outcome(data: Uint8Array, at: number): Outcome {
    let left = 0;
    for (let pile = 0; pile < PILES; pile++) left += data[at + pile];
    if (left === 0) return 'won';
    // 1-A6: a pass without a pair that began with two even heaps loses (every dry pass, with the old saves' switch).
    const flags = data[at + FLAGS_AT];
    if (data[at + STOCK_L] > 0 || data[at + STOCK_R] > 0 || (flags & PAIRED) !== 0) return 'playing';
    if ((flags & EVEN_START) === 0 && !this.dryPassLoses) return 'playing';
    readTops(data, at);
    return sharedRanks() === 0 ? 'lost' : 'playing';
  }

  key(data: Uint8Array, at: number): number {
    const flags = data[at + FLAGS_AT];
    const a = fmix(readWord(data, at + LANE_A) ^ Math.imul(flags + 1, 0x9e3779b1));
    const b = fmix((readWord(data, at + LANE_B) + Math.imul(flags + 1, 0x165667b1)) | 0);
    return a * 2 ** 21 + (b & 0x1fffff);
  }

  move(code: number): GameMove {
    return this.moveOf[code];
  }
}

export function doppelhausenCompact(start: State): CompactModel {
  movesByCode ??= ruleMoves(start);
  const switches = start.switches;
  const sides = switches['turn-sides'] ? TURN : switches['keep-sides'] ? KEEP : SPLIT;
  return new DoppelhausenModel(sides, switches['fixed-order'] === true, switches['dry-pass-loses'] === true, movesByCode);
}
