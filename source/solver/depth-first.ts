import type {GameDefinition, GameMove, State} from '../core/types.js';
import {Expander, indexesOf, type Level, levelOf, type Order} from './expand.js';
import {type Answer, type Budget, type Goal, outcomeFor} from './goal.js';
import {focusedKey, hasherFor, type StateHasher} from './hash.js';
import {type Seen, SeenSet} from './seen.js';

/** Adds the round's actions that lead to a place to a line. */
function stepsTo<S>(level: Level<S>, place: number, line: GameMove[]): void {
  for (let step = 0; step < place; step++) line.push(level.steps[step]);
}

/** Levels whose hash lanes are carved out of one buffer. */
const LANES_AT_ONCE = 256;

/** The moves of a level searched out (never added to: a level's moves are replaced when it is listed again). */
const NO_MOVES: GameMove[] = [];

/** Positions between two looks at the clock and the cancel flag. */
const CHECK_EVERY = 128;

/** The levels just above the deepest whose positions are always kept. */
export const KEPT_NEAR = 64;

/** Above those, every CHECKPOINT-th level keeps its position; the others are played again from one when the search comes back. */
export const CHECKPOINT = 32;

/**
 * Depth-first search for a winning line, with every position visited once
 * (a position already explored without a win cannot be won). It trusts the
 * moves it generates: `apply` is called without checking them again.
 *
 * A search can be run in pieces: `run` stops when its budget is spent, and the
 * next `run` goes on exactly where it stopped. With an `order`, the moves
 * come in another (reproducible) order: a restart that looks elsewhere first,
 * or one of the game's other orders (OtherOrder). With `maxShifts`, a narrow
 * search: no more than that many moves in a row that only shift cards (the
 * game's `followUp`); its wins are wins, but its running out of moves is not a
 * loss (see NarrowSearch), nor is the greedy order's.
 */
export class DepthFirst<S extends State> {
  private readonly expander: Expander<S>;
  private readonly followUp: ((state: S, move: GameMove, after: S) => readonly string[] | undefined) | undefined;
  private readonly hasher: StateHasher<S>;
  private readonly seen: Seen;
  private readonly levels: Level<S>[] = [];
  private depth = -1;
  /** Levels from here to `depth` hold their positions; above, only the checkpoints do (see `letGo`). */
  private whole = 0;
  private nextCheck = CHECK_EVERY;
  private begun = false;
  /** The answer, once the search has one (won or lost): it is final. */
  private settled: Answer | undefined;
  /** A restart (another move order) leaves the game's own answer to the main search, which asks it first: it may cost more than a short restart. */
  private readonly restart: boolean;
  /** The greedy order leaves moves out: running out of them proves nothing. */
  private readonly greedy: boolean;
  /** The answer came from searching (not from the start alone): with a shared table, a loss is then only this search's part. */
  searched = false;

  /** `seen`: a table shared with another thread's search (see SharedSeen); else one of its own. */
  constructor(
    private readonly definition: GameDefinition<S>,
    private readonly start: S,
    private readonly goal: Goal = 'win',
    order?: Order,
    seen?: Seen,
    private readonly maxShifts = Infinity,
  ) {
    // The table grows with the search: a small one stays in the processor's cache while the search is small.
    this.seen = seen ?? new SeenSet(1 << 7);
    this.restart = order !== undefined;
    this.greedy = order === 'greedy';
    this.expander = new Expander(definition, goal, order);
    this.followUp = definition.solver?.followUp;
    this.hasher = hasherFor(definition, definition.solver?.round?.(start));
  }

  /** Positions generated so far. */
  get nodes(): number {
    return this.expander.nodes;
  }

  /** Searches on until an answer, or until `budget` is spent (`nodes` counts every run's positions): then `unknown`, and the next run goes on. */
  run(budget: Budget = {}): Answer {
    if (this.settled) return this.settled;
    if (!this.begun) {
      this.begun = true;
      const first = this.begin();
      if (first) return (this.settled = first);
    }
    const found = this.walk(budget);
    if (found) this.settled = found;
    return found ?? {status: 'unknown', nodes: this.expander.nodes};
  }

  private level(depth: number): Level<S> {
    let each = this.levels[depth];
    if (!each) {
      each = levelOf(this.start, this.lanes(), this.hasher.lastSalts);
      this.levels[depth] = each;
    }
    return each;
  }

  /** Lanes for many levels share one buffer (up to LANES_AT_ONCE): a search may go tens of thousands of levels deep, and a buffer each costs more than its level. */
  private lanesChunk: Uint32Array = new Uint32Array(0);
  /** Where the part of `lanesChunk` not yet handed out begins. */
  private lanesAt = 0;
  /** Levels the next buffer holds: few at first (most searches of some games end within a few dozen positions), more as the search goes deeper. */
  private lanesAtOnce = 4;

  private lanes(): Uint32Array {
    const width = this.start.piles.length * 2 + 2;
    if (this.lanesChunk.length - this.lanesAt < width) {
      this.lanesChunk = new Uint32Array(width * this.lanesAtOnce);
      this.lanesAt = 0;
      this.lanesAtOnce = Math.min(LANES_AT_ONCE, this.lanesAtOnce * 2);
    }
    const lanes = this.lanesChunk.subarray(this.lanesAt, this.lanesAt + width);
    this.lanesAt += width;
    return lanes;
  }

  private lineTo(depth: number): GameMove[] {
    const line: GameMove[] = [];
    for (let at = 0; at < depth; at++) {
      const level = this.levels[at];
      const index = level.next - 1;
      stepsTo(level, level.from?.[index] ?? 0, line);
      line.push(level.moves[index]);
    }
    return line;
  }

  /**
   * A search may go tens of thousands of levels deep, and each level's position
   * would live until the search comes back: the garbage collector would copy
   * them over and over. So the positions of levels above `to` are let go, but
   * for every CHECKPOINT-th.
   */
  private letGo(to: number): void {
    for (let at = this.whole; at < to; at++) {
      if (at % CHECKPOINT === 0) continue;
      const level = this.levels[at];
      level.state = this.start;
      if (level.orbit.length > 1) level.orbit.length = 1;
      level.orbit[0] = this.start;
    }
    this.whole = to;
  }

  /** The positions of the levels from the checkpoint above `depth` down to it, played again from the checkpoint (apply is a pure function: the same positions). */
  private recall(depth: number): void {
    const {levels, definition, expander} = this;
    const from = depth - (depth % CHECKPOINT);
    for (let at = from; at < depth; at++) {
      const level = levels[at];
      const index = level.next - 1;
      const next = definition.apply(expander.positionAt(level, level.from?.[index] ?? 0), level.moves[index]);
      const child = levels[at + 1];
      child.state = next;
      child.orbit[0] = next;
    }
    this.whole = from;
  }

  /** The start: already decided (or by the game's own procedure), won on its round, or the root of the search. */
  private begin(): Answer | undefined {
    const {definition, start, goal} = this;
    const begins = outcomeFor(definition, start, goal);
    if (begins === 'won') return {status: 'won', line: [], nodes: 0};
    if (begins === 'lost') return {status: 'lost', nodes: 0};
    const exact = goal === 'win' && !this.restart ? definition.solver?.exact?.(start) : undefined;
    if (exact === 'lost') return {status: 'lost', nodes: 0};
    if (exact) return {status: 'won', line: [...exact], nodes: 0};
    const root = this.level(0);
    this.seen.add(this.hasher.key(start, root.lanes));
    root.salts = this.hasher.lastSalts;
    const wonAt = this.expander.expand(root);
    if (wonAt >= 0) return {status: 'won', line: root.steps.slice(0, wonAt), nodes: this.expander.nodes};
    this.depth = 0;
    this.searched = true;
    return undefined;
  }

  /** The search proper: an answer, or undefined when the budget ran out. */
  private walk(budget: Budget): Answer | undefined {
    const {definition, goal, expander, hasher, seen, levels, followUp} = this;
    const limit = budget.nodes ?? Infinity;
    const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : undefined;
    const cancelled = budget.cancelled;
    let depth = this.depth;
    try {
      while (depth >= 0) {
        const frame = levels[depth];
        if (frame.next >= frame.moves.length) {
          // Searched out: its positions are let go (a search may go tens of thousands of levels deep, and back).
          frame.state = this.start;
          if (frame.orbit.length > 1) frame.orbit.length = 0;
          frame.orbit[0] = this.start;
          if (frame.steps.length !== 0) frame.steps.length = 0;
          frame.moves = NO_MOVES;
          depth--;
          continue;
        }
        if (expander.nodes >= limit) return undefined;
        // The clock and the cancel flag every CHECK_EVERY positions (a round walked may add many at once; some games' positions are slow).
        if (expander.nodes >= this.nextCheck) {
          this.nextCheck = expander.nodes + CHECK_EVERY;
          if ((deadline !== undefined && budget.now!() > deadline) || cancelled?.()) return undefined;
        }
        if (depth < this.whole) this.recall(depth);
        const index = frame.next++;
        const move = frame.moves[index];
        const before = expander.positionAt(frame, frame.from?.[index] ?? 0);
        const next = definition.apply(before, move);
        expander.nodes++;
        const child = this.level(depth + 1);
        if (child.lanes.length < next.piles.length * 2 + 2) child.lanes = new Uint32Array(next.piles.length * 2 + 2);
        const key = hasher.key(next, child.lanes, frame.state, frame.lanes, frame.salts);
        // A position met before was searched without a win (or is being searched): no need to ask its outcome again,
        // which for some games (a proof that the win is out of reach) costs more than the rest of the position.
        if (seen.has(key)) continue;
        const outcome = outcomeFor(definition, next, goal, move);
        if (outcome === 'won') return {status: 'won', line: this.lineTo(depth + 1), nodes: expander.nodes};
        if (outcome === 'lost') continue;
        const focus = followUp?.(before, move, next);
        const shifts = focus === undefined ? 0 : frame.shifts + 1;
        if (shifts > this.maxShifts) continue;
        if (focus === undefined) seen.add(key);
        else {
          // The position, bound to go on with some of its piles: a different node, and one the free position makes needless.
          if (!seen.add(focusedKey(key, child.lanes, indexesOf(definition.piles(next)), focus))) continue;
        }
        child.state = next;
        child.salts = hasher.lastSalts;
        child.focus = focus;
        child.shifts = shifts;
        const childWon = expander.expand(child);
        if (childWon >= 0) {
          const line = this.lineTo(depth + 1);
          stepsTo(child, childWon, line);
          return {status: 'won', line, nodes: expander.nodes};
        }
        if (child.moves.length === 0) continue;
        depth++;
        if (depth - KEPT_NEAR - this.whole >= CHECKPOINT) this.letGo(depth - KEPT_NEAR);
      }
      return {status: this.greedy ? 'unknown' : 'lost', nodes: expander.nodes};
    } finally {
      this.depth = depth;
    }
  }
}
