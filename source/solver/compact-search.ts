import {type CompactModel, NO_FOCUS} from '../core/compact.js';
import type {GameDefinition, GameMove, State} from '../core/types.js';
import {shuffled} from './expand.js';
import {type Answer, type Budget, outcomeFor} from './goal.js';
import {type Seen, SeenSet} from './seen.js';

/** Positions between two looks at the clock and the cancel flag (as DepthFirst). */
const CHECK_EVERY = 128;

/** Levels the buffers hold at first: they double as the search goes deeper (many searches end within a few dozen positions). */
const FIRST_LEVELS = 16;

/**
 * DepthFirst for a game with a compact model (SolverHooks.compact): the same
 * search, move for move and position for position, over positions packed into
 * one buffer instead of the rules' objects. Level d's position lies at
 * d × size; its moves lie on one stack of codes, from `first[d]` to `end[d]`,
 * the next to try at `next[d]`, the focus its moves must involve (a game's
 * followUp) at `focus[d]`. It searches for the game's win only (the lesser
 * success and the narrow search go through DepthFirst).
 */
export class CompactSearch<S extends State> {
  private readonly size: number;
  private data: Uint8Array;
  private codes: Int32Array;
  private scores: Float64Array;
  /** Per level: where its moves begin on the stack of codes, where they end, and the next to try. */
  private first: Int32Array;
  private end: Int32Array;
  private next: Int32Array;
  /** Per level: the focus its moves must involve (CompactModel.followUp), or NO_FOCUS. */
  private focus: Int32Array;
  private readonly seen: Seen;
  private readonly noise: ((move: GameMove) => number) | undefined;
  /** A restart's lift per code, worked out once per code. */
  private lifts: Map<number, number> | undefined;
  private readonly restart: boolean;
  private depth = -1;
  private nextCheck = CHECK_EVERY;
  private begun = false;
  private settled: Answer | undefined;
  nodes = 0;
  /** The answer came from searching (not from the start alone): with a shared table, a loss is then only this search's part. */
  searched = false;

  constructor(
    private readonly definition: GameDefinition<S>,
    private readonly model: CompactModel,
    private readonly start: S,
    shuffle?: number,
    seen?: Seen,
  ) {
    this.size = model.size;
    this.data = new Uint8Array(model.size * FIRST_LEVELS);
    this.codes = new Int32Array(model.maxMoves * 2);
    this.scores = new Float64Array(model.maxMoves * 2);
    this.first = new Int32Array(FIRST_LEVELS);
    this.end = new Int32Array(FIRST_LEVELS);
    this.next = new Int32Array(FIRST_LEVELS);
    this.focus = new Int32Array(FIRST_LEVELS);
    this.seen = seen ?? new SeenSet(1 << 7);
    this.restart = shuffle !== undefined;
    this.noise = shuffle === undefined ? undefined : shuffled(shuffle);
  }

  /** As DepthFirst.run: an answer, or `unknown` when the budget is spent (the next run goes on). */
  run(budget: Budget = {}): Answer {
    if (this.settled) return this.settled;
    if (!this.begun) {
      this.begun = true;
      const first = this.begin();
      if (first) return (this.settled = first);
    }
    const found = this.walk(budget);
    if (found) this.settled = found;
    return found ?? {status: 'unknown', nodes: this.nodes};
  }

  private begin(): Answer | undefined {
    const {definition, start, model} = this;
    const begins = outcomeFor(definition, start);
    if (begins === 'won') return {status: 'won', line: [], nodes: 0};
    if (begins === 'lost') return {status: 'lost', nodes: 0};
    const exact = this.restart ? undefined : definition.solver?.exact?.(start);
    if (exact === 'lost') return {status: 'lost', nodes: 0};
    if (exact) return {status: 'won', line: [...exact], nodes: 0};
    model.encode(start, this.data, 0);
    this.seen.add(model.key(this.data, 0));
    this.focus[0] = NO_FOCUS;
    this.list(0, 0);
    this.depth = 0;
    this.searched = true;
    return undefined;
  }

  /** Lists the moves of level `depth`'s position onto the stack from `from`, best first. */
  private list(depth: number, from: number): void {
    const {model} = this;
    if (this.codes.length < from + model.maxMoves) {
      this.codes = grown(this.codes, from + model.maxMoves);
      this.scores = grownFloat(this.scores, this.codes.length);
    }
    const count = model.moves(this.data, depth * this.size, this.codes, from, this.scores, this.focus[depth]);
    this.first[depth] = from;
    this.next[depth] = from;
    this.end[depth] = from + count;
    if (count > 1 && (model.prioritized || this.noise)) this.sort(from, count);
  }

  /** A stable sort of a level's codes by score, highest first (as sortByPriority), a restart's lift added. */
  private sort(from: number, count: number): void {
    const {codes, scores, model} = this;
    if (!model.prioritized) scores.fill(0, from, from + count);
    if (this.noise) for (let at = from; at < from + count; at++) scores[at] += this.lift(codes[at]);
    for (let at = from + 1; at < from + count; at++) {
      const score = scores[at];
      const code = codes[at];
      let to = at;
      while (to > from && scores[to - 1] < score) {
        scores[to] = scores[to - 1];
        codes[to] = codes[to - 1];
        to--;
      }
      scores[to] = score;
      codes[to] = code;
    }
  }

  private lift(code: number): number {
    this.lifts ??= new Map();
    let lift = this.lifts.get(code);
    if (lift === undefined) {
      lift = this.noise!(this.model.move(code));
      this.lifts.set(code, lift);
    }
    return lift;
  }

  private lineTo(depth: number): GameMove[] {
    const line: GameMove[] = [];
    for (let at = 0; at < depth; at++) line.push(this.model.move(this.codes[this.next[at] - 1]));
    return line;
  }

  /** Room for level `depth`'s position and bookkeeping. */
  private reach(depth: number): void {
    if (depth < this.first.length) return;
    const levels = this.first.length * 2;
    this.first = grown(this.first, levels);
    this.end = grown(this.end, levels);
    this.next = grown(this.next, levels);
    this.focus = grown(this.focus, levels);
    const data = new Uint8Array(levels * this.size);
    data.set(this.data);
    this.data = data;
  }

  private walk(budget: Budget): Answer | undefined {
    const {model, seen, size} = this;
    const limit = budget.nodes ?? Infinity;
    const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : undefined;
    const cancelled = budget.cancelled;
    let depth = this.depth;
    try {
      while (depth >= 0) {
        const index = this.next[depth];
        if (index >= this.end[depth]) {
          depth--;
          continue;
        }
        if (this.nodes >= limit) return undefined;
        if (this.nodes >= this.nextCheck) {
          this.nextCheck = this.nodes + CHECK_EVERY;
          if ((deadline !== undefined && budget.now!() > deadline) || cancelled?.()) return undefined;
        }
        this.next[depth] = index + 1;
        const code = this.codes[index];
        this.reach(depth + 1);
        const to = (depth + 1) * size;
        model.apply(this.data, depth * size, code, to);
        this.nodes++;
        const key = model.key(this.data, to);
        if (seen.has(key)) continue;
        const outcome = model.outcome(this.data, to, code);
        if (outcome === 'won') return {status: 'won', line: this.lineTo(depth + 1), nodes: this.nodes};
        if (outcome === 'lost') continue;
        const focus = model.followUp ? model.followUp(this.data, depth * size, code, to) : NO_FOCUS;
        if (focus === NO_FOCUS) seen.add(key);
        // The position, bound to go on with some of its piles: a different node, and one the free position makes needless.
        else if (!seen.add(model.focusKey!(this.data, to, key, focus))) continue;
        this.focus[depth + 1] = focus;
        this.list(depth + 1, this.end[depth]);
        if (this.end[depth + 1] === this.first[depth + 1]) continue;
        depth++;
      }
      return {status: 'lost', nodes: this.nodes};
    } finally {
      this.depth = depth;
    }
  }
}

function grown(array: Int32Array, length: number) {
  const wider = new Int32Array(Math.max(length, array.length * 2));
  wider.set(array);
  return wider;
}

function grownFloat(array: Float64Array, length: number) {
  const wider = new Float64Array(Math.max(length, array.length * 2));
  wider.set(array);
  return wider;
}
