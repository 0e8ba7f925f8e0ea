import {ACE, type Card, rank, suit} from '../core/cards.js';

/**
 * Der Stern with `corner-once` (6-A8), decided outright: can the game still be
 * won from here? Each corner takes one card in a game, so a corner is a card
 * taken off the waste for good, to go up on its own once it fits; and a card
 * worth a corner is worth it the first time it lies on top of the waste (from
 * here on). Cornered then instead of later, it is out of the waste sooner and
 * leaves the waste a part of what it would have been, the foundations as high
 * or higher, and every later corner still possible: whatever the later line
 * wins, the earlier one wins too. So the only choice left is, at each card's
 * first time on top, whether it takes a corner, and these few choices are all
 * tried, each played out to the end by the rules' forced moves. Exact.
 */
export type CornerOncePosition = {
  /** Star ranks on top of the four foundations (1: the suit's 2 not out). */
  readonly heights: readonly number[];
  /** The cards in corners, waiting to go up. */
  readonly corners: readonly Card[];
  /** Bottom to top, as in the piles. */
  readonly waste: readonly Card[];
  readonly stock: readonly Card[];
  /** Corners not yet used. */
  readonly free: number;
  /** Passes through the stock begun, of `passes`. */
  readonly pass: number;
  readonly passes: number;
};

/**
 * A winning line: `length` steps, each the waste's top into a corner at the
 * steps numbered in `corners` (from 0), else a card turned, else the waste
 * turned over.
 */
export type CornerOnceLine = {readonly length: number; readonly corners: readonly number[]};

const CARDS = 52;
/** The ace's star rank: a suit finished. */
const TOP = 14;
const RANK_OF = Uint8Array.from({length: CARDS}, (_, card) => (rank(card) === ACE ? TOP : rank(card)));
const SUIT_OF = Uint8Array.from({length: CARDS}, (_, card) => suit(card));

/** One line of play; a corner taken plays on in a copy one level down. */
class Line {
  readonly heights = new Uint8Array(4);
  readonly corners = new Uint8Array(4);
  cornered = 0;
  readonly waste = new Uint8Array(CARDS);
  wasteLength = 0;
  /** This pass's stock (the level's own once it has turned the waste over); cards `stock[0 .. left)` are still to come. */
  stock: Uint8Array = new Uint8Array(CARDS);
  readonly ownStock = this.stock;
  left = 0;
  free = 0;
  pass = 0;
  up = 0;
  /** Whether each card has lain on top of the waste since the start. */
  readonly seen = new Uint8Array(CARDS);
  /** Steps made since the start; the step at which this line took its corner off its parent's. */
  steps = 0;
  branched = 0;

  copyFrom(other: Line): void {
    this.heights.set(other.heights);
    this.corners.set(other.corners);
    this.cornered = other.cornered;
    this.waste.set(other.waste.subarray(0, other.wasteLength));
    this.wasteLength = other.wasteLength;
    // Read only until this line turns the waste over itself: the parent waits meanwhile.
    this.stock = other.stock;
    this.left = other.left;
    this.free = other.free;
    this.pass = other.pass;
    this.up = other.up;
    this.seen.set(other.seen);
    this.branched = other.steps;
    this.steps = other.steps + 1;
  }

  private fits(card: number): boolean {
    return RANK_OF[card] === this.heights[SUIT_OF[card]] + 1;
  }

  /** Every waste top and corner card that fits goes up (6.3), until none does. */
  settle(): void {
    for (let moved = true; moved;) {
      moved = false;
      while (this.wasteLength > 0 && this.fits(this.waste[this.wasteLength - 1])) {
        this.heights[SUIT_OF[this.waste[--this.wasteLength]]]++;
        this.up++;
        moved = true;
      }
      for (let index = this.cornered - 1; index >= 0; index--) {
        if (!this.fits(this.corners[index])) continue;
        this.heights[SUIT_OF[this.corners[index]]]++;
        this.corners[index] = this.corners[--this.cornered];
        this.up++;
        moved = true;
      }
    }
  }

  turnOver(): void {
    const own = this.ownStock;
    for (let index = 0; index < this.wasteLength; index++) own[this.wasteLength - 1 - index] = this.waste[index];
    this.stock = own;
    this.left = this.wasteLength;
    this.wasteLength = 0;
    this.pass++;
  }
}

/** A line that wins from `position`, or undefined when none does. */
export function cornerOnceLine(position: CornerOncePosition): CornerOnceLine | undefined {
  return tooFewCorners(position) ? undefined : search(position);
}

export function cornerOnceWinnable(position: CornerOncePosition): boolean {
  return cornerOnceLine(position) !== undefined;
}

const SUITS = [0, 1, 2, 3];
/** The three ways to split the suits in two pairs: clubs with each other suit, the two left with each other. */
const PAIRINGS = [1, 2, 3].map((partner) => [[0, partner], SUITS.filter((each) => each !== 0 && each !== partner)]);

/**
 * A quick proof that no line wins. The game played with only some suits'
 * cards (the others taken out, as if already up) is no harder: a winning line
 * of the whole game, its moves of those cards kept, wins it too, with the
 * corners it gave those cards. So when the suits alone, or two pairs of
 * them, need more corners between them than are left, nothing wins.
 */
export function tooFewCorners(position: CornerOncePosition): boolean {
  const alone = SUITS.map((each) => cornersNeeded(position, [each], position.free));
  if (alone.reduce((sum, need) => sum + need, 0) > position.free) return true;
  return PAIRINGS.some(([first, second]) => {
    const need = cornersNeeded(position, first, position.free, alone[first[0]] + alone[first[1]]);
    return need + cornersNeeded(position, second, position.free - need, alone[second[0]] + alone[second[1]]) > position.free;
  });
}

/** The fewest corners (from `least`) with which the game of these suits' cards alone is won; `most` + 1 when that takes more than `most`. */
function cornersNeeded(position: CornerOncePosition, suits: readonly number[], most: number, least = 0): number {
  const kept = (card: Card) => suits.includes(SUIT_OF[card]);
  const alone: CornerOncePosition = {
    ...position,
    heights: position.heights.map((height, index) => (suits.includes(index) ? height : TOP)),
    corners: position.corners.filter(kept),
    waste: position.waste.filter(kept),
    stock: position.stock.filter(kept),
  };
  for (let free = least; free <= most; free++) if (search({...alone, free})) return free;
  return most + 1;
}

/** Every line of the normal form above, played out: one that wins, or undefined. */
function search(position: CornerOncePosition): CornerOnceLine | undefined {
  const levels = Array.from({length: position.free + 1}, () => new Line());
  const root = levels[0];
  position.heights.forEach((height, index) => (root.heights[index] = height));
  position.corners.forEach((card, index) => (root.corners[index] = card));
  root.cornered = position.corners.length;
  root.waste.set(position.waste);
  root.wasteLength = position.waste.length;
  root.stock.set(position.stock);
  root.left = position.stock.length;
  root.free = position.free;
  root.pass = position.pass;
  root.up = position.heights.reduce((sum, height) => sum + height - 1, 0);
  const won = playOut(levels, 0, position.passes);
  if (won < 0) return undefined;
  return {length: levels[won].steps, corners: levels.slice(1, won + 1).map((line) => line.branched)};
}

/** Plays level `depth`'s line out, trying a corner at each first time on top: the deepest level of a win, or -1. */
function playOut(levels: readonly Line[], depth: number, passes: number): number {
  const line = levels[depth];
  for (;;) {
    line.settle();
    if (line.wasteLength > 0) {
      const top = line.waste[line.wasteLength - 1];
      if (!line.seen[top]) {
        line.seen[top] = 1;
        if (line.free > 0) {
          const cornered = levels[depth + 1];
          cornered.copyFrom(line);
          cornered.corners[cornered.cornered++] = top;
          cornered.wasteLength--;
          cornered.free--;
          const won = playOut(levels, depth + 1, passes);
          if (won >= 0) return won;
        }
      }
    }
    if (line.left > 0) {
      line.waste[line.wasteLength++] = line.stock[--line.left];
      line.steps++;
    } else if (line.wasteLength > 0 && line.pass < passes) {
      line.turnOver();
      line.steps++;
    } else {
      return line.up === CARDS ? depth : -1;
    }
  }
}
