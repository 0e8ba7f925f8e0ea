import {type CompactModel, NO_FOCUS} from '../core/compact.js';
import type {GameDefinition, GameMove, State} from '../core/types.js';
import {AHEAD, foundationsOf, liftOf, type Order} from './expand.js';
import {type Answer, type Budget, outcomeFor} from './goal.js';
import {Components} from './components.js';
import type {LostSet, Told} from './lost-set.js';
import {type Seen, SeenSet} from './seen.js';

/** Positions between two looks at the clock and the cancel flag (as DepthFirst). */
const CHECK_EVERY = 128;

/** Levels the buffers hold at first: they double as the search goes deeper (many searches end within a few dozen positions, some go hundreds deep with a move or two each). */
const FIRST_LEVELS = 64;

/** Codes the stack of moves holds at first, at least. */
const FIRST_CODES = 256;

/**
 * Per level in `levels`: where its moves begin on the stack of codes, where they end, the next to try, the focus its
 * moves must involve (CompactModel.followUp) or NO_FOCUS, and the moves in a row on the way there that only shifted cards.
 */
const FIRST = 0;
const END = 1;
const NEXT = 2;
const FOCUS = 3;
const SHIFTS = 4;
const PER_LEVEL = 5;

/** What `enterCovered` found. */
const PASSED = 0;
const ENTERED = 1;
const WON = 2;

/** A search's buffers. */
type Buffers = {data: Uint8Array; codes: Int32Array; scores: Float64Array; levels: Int32Array; seen: SeenSet | undefined};

/** Buffers of searches that have their answer, for the next searches of this thread: most searches of some games take a few dozen positions, and making the buffers cost as much. */
const spare: Buffers[] = [];
const SPARE = 4;
/** Buffers bigger than this are left to the garbage collector rather than kept. */
const KEPT_BYTES = 1 << 16;
/** A table of its own of at most this many slots goes back with the buffers (emptied). */
const KEPT_SLOTS = 1 << 10;

function buffersFor(model: CompactModel, shared: boolean): Buffers {
  const codes = Math.max(FIRST_CODES, model.maxMoves * 2);
  for (let index = spare.length - 1; index >= 0; index--) {
    const each = spare[index];
    if (each.data.length < model.size * FIRST_LEVELS || each.codes.length < codes) continue;
    spare.splice(index, 1);
    return each;
  }
  return {
    data: new Uint8Array(model.size * FIRST_LEVELS),
    codes: new Int32Array(codes),
    scores: new Float64Array(codes),
    levels: new Int32Array(FIRST_LEVELS * PER_LEVEL),
    seen: shared ? undefined : new SeenSet(1 << 7),
  };
}

/**
 * DepthFirst for a game with a compact model (SolverHooks.compact): the same
 * search, move for move and position for position, over positions packed into
 * one buffer instead of the rules' objects. Level d's position lies at
 * d × size; its moves lie on one stack of codes (see `levels`). It searches
 * for the game's win only (the lesser success goes through DepthFirst); with
 * `maxShifts`, narrowly as DepthFirst does.
 */
export class CompactSearch<S extends State> {
  private readonly size: number;
  private data: Uint8Array = EMPTY_BYTES;
  private codes: Int32Array = EMPTY_CODES;
  private scores: Float64Array = EMPTY_SCORES;
  /** PER_LEVEL numbers per level (FIRST, END, NEXT, FOCUS). */
  private levels: Int32Array = EMPTY_CODES;
  /** The table, once the search begins: the shared one, else one of its own (from spare buffers, maybe). */
  private seen: Seen | undefined;
  private own: SeenSet | undefined;
  private readonly noise: ((move: GameMove) => number) | undefined;
  /** The order's lift per code, worked out once per code. */
  private lifts: Map<number, number> | undefined;
  private readonly restart: boolean;
  private readonly greedy: boolean;
  private foundations: ReadonlySet<string> = new Set();
  private ups: Map<number, boolean> | undefined;
  /** Keeps per position the piles whose moves it has tried (CompactModel.focusCover): met again under another focus, it tries only the rest. */
  private covers = false;
  private depth = -1;
  private nextCheck = CHECK_EVERY;
  private begun = false;
  private settled: Answer | undefined;
  /** Its components, when it tells the other searches what it has proven lost (Told). */
  private components: Components | undefined;
  /** The positions the searches of this start have proven lost (Told). */
  private readonly lost: LostSet | undefined;
  nodes = 0;
  /** The answer came from searching (not from the start alone): with a shared table, a loss is then only this search's part. */
  searched = false;

  constructor(
    private readonly definition: GameDefinition<S>,
    private readonly model: CompactModel,
    private readonly start: S,
    order?: Order,
    private readonly shared?: Seen,
    private readonly maxShifts = Infinity,
    private readonly told: Told = {},
  ) {
    this.size = model.size;
    this.lost = told.lost;
    this.restart = order !== undefined;
    this.noise = order === undefined ? undefined : liftOf(order);
    this.greedy = order === 'greedy';
    if (this.greedy) this.foundations = foundationsOf(definition, start);
  }

  /** As DepthFirst.run: an answer, or `unknown` when the budget is spent (the next run goes on). */
  run(budget: Budget = {}): Answer {
    if (this.settled) return this.settled;
    if (!this.begun) {
      this.begun = true;
      const first = this.begin();
      if (first) return this.settle(first);
    }
    const found = this.walk(budget);
    return found ? this.settle(found) : {status: 'unknown', nodes: this.nodes};
  }

  /** The final answer: the buffers are needed no more. */
  private settle(answer: Answer): Answer {
    this.settled = answer;
    this.components = undefined;
    if (this.data.length > 0 && this.data.length <= KEPT_BYTES && spare.length < SPARE) {
      const own = this.own && this.own.bytes <= KEPT_SLOTS * 8 ? this.own : undefined;
      own?.clear();
      spare.push({data: this.data, codes: this.codes, scores: this.scores, levels: this.levels, seen: own});
    }
    this.data = EMPTY_BYTES;
    this.codes = EMPTY_CODES;
    this.scores = EMPTY_SCORES;
    this.levels = EMPTY_CODES;
    this.own = undefined;
    this.seen = undefined;
    return answer;
  }

  private begin(): Answer | undefined {
    const {definition, start, model} = this;
    const begins = outcomeFor(definition, start);
    if (begins === 'won') return {status: 'won', line: [], nodes: 0};
    if (begins === 'lost') return {status: 'lost', nodes: 0};
    const exact = this.restart ? undefined : definition.solver?.exact?.(start);
    if (exact === 'lost') return {status: 'lost', nodes: 0};
    if (exact) return {status: 'won', line: [...exact], nodes: 0};
    const buffers = buffersFor(model, this.shared !== undefined);
    ({data: this.data, codes: this.codes, scores: this.scores, levels: this.levels} = buffers);
    this.own = this.shared ? undefined : (buffers.seen ?? new SeenSet(1 << 7));
    this.seen = this.shared ?? this.own!;
    // Only a search of every move, on a table of its own, proves what it leaves lost.
    if (this.told.tells && this.lost && this.own && !this.greedy && this.maxShifts === Infinity) this.components = new Components(this.own, this.lost);
    // A model may leave bytes it does not use as they are: a buffer used before has them as its last search left them.
    this.data.fill(0, 0, this.size);
    model.encode(start, this.data, 0);
    const key = model.key(this.data, 0);
    this.covers = this.own !== undefined && !this.components && !this.greedy && this.maxShifts === Infinity && model.remainder !== undefined;
    if (this.covers) this.own!.merge(key, model.focusCover!(NO_FOCUS));
    else this.seen.add(key);
    this.levels[FOCUS] = NO_FOCUS;
    this.levels[SHIFTS] = 0;
    this.list(0, 0);
    this.components?.enter(0, key, true);
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
    const level = depth * PER_LEVEL;
    const count = model.moves(this.data, depth * this.size, this.codes, from, this.scores, this.levels[level + FOCUS]);
    if (model.walked) this.nodes += model.walked;
    this.levels[level + FIRST] = from;
    const kept = this.greedy ? this.keepUps(depth, from, count) : count;
    this.levels[level + NEXT] = from;
    this.levels[level + END] = from + kept;
    if (kept > 1 && (model.prioritized || this.noise || this.greedy)) this.sort(from, kept);
  }

  private isUp(code: number): boolean {
    this.ups ??= new Map();
    let up = this.ups.get(code);
    if (up === undefined) {
      const move = this.model.move(code);
      up = move.kind === 'move' && this.foundations.has(move.to);
      this.ups.set(code, up);
    }
    return up;
  }

  /** The greedy order (as `greedily` in expand.ts): only the moves to a foundation where there are some; else an action after which a card can go up first. */
  private keepUps(depth: number, from: number, count: number): number {
    const {codes, scores, model} = this;
    let ups = 0;
    for (let at = from; at < from + count; at++) {
      if (!this.isUp(codes[at])) continue;
      codes[from + ups] = codes[at];
      scores[from + ups++] = scores[at];
    }
    if (ups > 0) return ups;
    // `feeds` may grow the stack of codes: this.codes and this.scores from here on.
    for (let at = from; at < from + count; at++)
      if (model.move(this.codes[at]).kind === 'action' && this.feeds(depth, this.codes[at], from + count)) this.scores[at] += AHEAD;
    return count;
  }

  /** Whether a move up follows the move `code` from level `depth` (the next level's room and the codes' stack from `spare` as scratch). */
  private feeds(depth: number, code: number, spare: number): boolean {
    const {model, size} = this;
    this.reach(depth + 1);
    if (this.codes.length < spare + model.maxMoves) {
      this.codes = grown(this.codes, spare + model.maxMoves);
      this.scores = grownFloat(this.scores, this.codes.length);
    }
    model.apply(this.data, depth * size, code, (depth + 1) * size);
    const count = model.moves(this.data, (depth + 1) * size, this.codes, spare, this.scores, NO_FOCUS);
    for (let at = spare; at < spare + count; at++) if (this.isUp(this.codes[at])) return true;
    return false;
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
    const {model} = this;
    for (let at = 0; at < depth; at++) {
      const code = this.codes[this.levels[at * PER_LEVEL + NEXT] - 1];
      if (model.steps) line.push(...model.steps(this.data, at * this.size, code));
      line.push(model.move(code));
    }
    return line;
  }

  /** Room for level `depth`'s position and bookkeeping. */
  private reach(depth: number): void {
    const {size} = this;
    // Buffers used before by another game's search may hold more levels of positions than of bookkeeping, or fewer.
    if ((depth + 1) * PER_LEVEL > this.levels.length) this.levels = grown(this.levels, (depth + 1) * PER_LEVEL);
    if ((depth + 1) * size <= this.data.length) return;
    const data = new Uint8Array(Math.max(depth + 1, Math.floor(this.data.length / size) * 2) * size);
    data.set(this.data);
    this.data = data;
  }

  /**
   * Level `depth + 1`'s position (after `code`, its key `key`) in a search that `covers`: ENTERED with the moves
   * it has not tried before (none tried: all its focus's moves), WON, or PASSED (nothing left to try there).
   */
  private enterCovered(depth: number, code: number, key: number): number {
    const {model, size} = this;
    const to = (depth + 1) * size;
    if (this.lost?.has(key)) return PASSED;
    const outcome = model.outcome(this.data, to, code);
    if (outcome === 'won') return WON;
    if (outcome === 'lost') return PASSED;
    const focus = model.followUp ? model.followUp(this.data, depth * size, code, to) : NO_FOCUS;
    const cover = model.focusCover!(focus);
    const had = this.own!.merge(key, cover);
    if ((had & cover) === cover) return PASSED;
    const level = (depth + 1) * PER_LEVEL;
    this.levels[level + FOCUS] = had === 0 ? focus : model.remainder!(focus, had);
    this.levels[level + SHIFTS] = 0;
    this.list(depth + 1, this.levels[level - PER_LEVEL + END]);
    return this.levels[level + END] === this.levels[level + FIRST] ? PASSED : ENTERED;
  }

  private walk(budget: Budget): Answer | undefined {
    const {model, size} = this;
    const seen = this.seen!;
    const limit = budget.nodes ?? Infinity;
    const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : undefined;
    const cancelled = budget.cancelled;
    const {components, lost} = this;
    let depth = this.depth;
    try {
      while (depth >= 0) {
        const level = depth * PER_LEVEL;
        const index = this.levels[level + NEXT];
        if (index >= this.levels[level + END]) {
          components?.leave(depth);
          depth--;
          continue;
        }
        if (this.nodes >= limit) return undefined;
        if (this.nodes >= this.nextCheck) {
          this.nextCheck = this.nodes + CHECK_EVERY;
          if ((deadline !== undefined && budget.now!() > deadline) || cancelled?.()) return undefined;
        }
        this.levels[level + NEXT] = index + 1;
        const code = this.codes[index];
        this.reach(depth + 1);
        const to = (depth + 1) * size;
        model.apply(this.data, depth * size, code, to);
        this.nodes++;
        const key = model.key(this.data, to);
        if (this.covers) {
          const met = this.enterCovered(depth, code, key);
          if (met === WON) return {status: 'won', line: this.lineTo(depth + 1), nodes: this.nodes};
          if (met === ENTERED) depth++;
          continue;
        }
        if (components ? components.meets(depth, key) : seen.has(key)) continue;
        // Proven lost by another search (as a free position: with a focus it has fewer moves, lost too).
        if (lost?.has(key)) continue;
        const outcome = model.outcome(this.data, to, code);
        if (outcome === 'won') return {status: 'won', line: this.lineTo(depth + 1), nodes: this.nodes};
        if (outcome === 'lost') continue;
        const focus = model.followUp ? model.followUp(this.data, depth * size, code, to) : NO_FOCUS;
        const shifts = focus === NO_FOCUS ? 0 : this.levels[level + SHIFTS] + 1;
        if (shifts > this.maxShifts) continue;
        let entered = key;
        if (focus === NO_FOCUS) seen.add(key);
        else {
          // The position, bound to go on with some of its piles: a different node, and one the free position makes needless.
          entered = model.focusKey!(this.data, to, key, focus);
          if (components ? components.meets(depth, entered) : !seen.add(entered)) continue;
          if (components) seen.add(entered);
        }
        this.levels[level + PER_LEVEL + FOCUS] = focus;
        this.levels[level + PER_LEVEL + SHIFTS] = shifts;
        this.list(depth + 1, this.levels[level + END]);
        if (this.levels[level + PER_LEVEL + END] === this.levels[level + PER_LEVEL + FIRST]) continue;
        depth++;
        components?.enter(depth, entered, focus === NO_FOCUS);
      }
      // The greedy order leaves moves out: running out of them proves nothing. (A narrow search's loss is only its bound's: see NarrowSearch.)
      return {status: this.greedy ? 'unknown' : 'lost', nodes: this.nodes};
    } finally {
      this.depth = depth;
    }
  }
}

const EMPTY_BYTES = new Uint8Array(0);
const EMPTY_CODES = new Int32Array(0);
const EMPTY_SCORES = new Float64Array(0);

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
