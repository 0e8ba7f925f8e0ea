import {legalMovesOf, movesWhilePlaying} from '../core/engine.js';
import {transferMoves} from '../core/transfer.js';
import type {GameDefinition, GameMove, Outcome, PileSpec, Round, SolverHooks, State} from '../core/types.js';
import {fmix, StateHasher} from './hash.js';
import {SeenSet} from './seen.js';

/** How much a search may spend: positions visited, milliseconds (with the clock to read them), and a way to be called off. */
export type Budget = {readonly nodes?: number; readonly ms?: number; readonly now?: () => number; readonly cancelled?: () => boolean};

/**
 * `won` with a winning line; `lost` when every position reachable was searched
 * without a win; `unknown` when the budget ran out first. `nodes` counts the
 * positions the search generated (moves applied).
 */
export type Answer =
  | {readonly status: 'won'; readonly line: readonly GameMove[]; readonly nodes: number}
  | {readonly status: 'lost'; readonly nodes: number}
  | {readonly status: 'unknown'; readonly nodes: number};

/**
 * What a search aims at: the game's win, or the lesser success a game counts
 * below it (GameDefinition.lesser, Staffelpatience's double series).
 */
export type Goal = 'win' | 'lesser';

/**
 * A position as a search for `goal` sees it: won once the goal is reached;
 * lost when the game is over without it, or when the game says the win can
 * no longer be reached.
 */
export function outcomeFor<S extends State>(definition: GameDefinition<S>, state: S, goal: Goal = 'win'): Outcome {
  const outcome = definition.outcome(state);
  const lesser = definition.lesser;
  if (outcome === 'won') return (lesser?.reached(state) ?? false) === (goal === 'lesser') ? 'won' : 'lost';
  if (outcome === 'lost' || state.resigned) return 'lost';
  if (goal === 'win' && lesser?.excludesWin?.(state)) return 'lost';
  return 'playing';
}

const pileIndexes = new WeakMap<readonly PileSpec[], Map<string, number>>();

let lastSpecs: readonly PileSpec[] | undefined;
let lastIndexes = new Map<string, number>();

function indexesOf(specs: readonly PileSpec[]): Map<string, number> {
  if (specs === lastSpecs) return lastIndexes;
  let indexes = pileIndexes.get(specs);
  if (!indexes) {
    indexes = new Map(specs.map((spec, index) => [spec.id, index]));
    pileIndexes.set(specs, indexes);
  }
  lastSpecs = specs;
  lastIndexes = indexes;
  return indexes;
}

/** The alike groups whose empty piles the current run of moves already reached (reused: sifting runs for every position). */
const emptyGroupsSeen: string[] = [];

/**
 * Of several moves that carry the same cards from one pile into different
 * empty piles of an interchangeable group, only the first: the positions they
 * lead to differ only in which of the alike piles holds the cards.
 */
function withoutAlikeTargets<S extends State>(definition: GameDefinition<S>, state: S, moves: GameMove[], symmetric: ReadonlySet<string>): GameMove[] {
  const specs = definition.piles(state);
  const indexes = indexesOf(specs);
  let kept: GameMove[] | undefined;
  let lastFrom = '';
  let lastCount = 0;
  const groups = emptyGroupsSeen;
  groups.length = 0;
  for (let index = 0; index < moves.length; index++) {
    const move = moves[index];
    let drop = false;
    if (move.kind === 'move') {
      if (move.from !== lastFrom || move.count !== lastCount) {
        lastFrom = move.from;
        lastCount = move.count;
        groups.length = 0;
      }
      const at = indexes.get(move.to)!;
      const group = specs[at].group;
      if (state.piles[at].cards.length === 0 && symmetric.has(group)) {
        if (groups.includes(group)) drop = true;
        else groups.push(group);
      }
    }
    if (drop) kept ??= moves.slice(0, index);
    else kept?.push(move);
  }
  return kept ?? moves;
}

/** The game's hooks, ready for one search. */
type Hooks<S extends State> = {readonly own: SolverHooks<S> | undefined; readonly symmetric: ReadonlySet<string>};

function hooksOf<S extends State>(definition: GameDefinition<S>): Hooks<S> {
  return {own: definition.solver, symmetric: new Set(definition.solver?.symmetric ?? [])};
}

/** A safe move alone; else the moves without the pruned ones (in the rules' order). */
function sift<S extends State>(definition: GameDefinition<S>, state: S, moves: GameMove[], hooks: Hooks<S>): {safe?: GameMove; kept: GameMove[]} {
  const own = hooks.own;
  if (!own || moves.length === 0) return {kept: moves};
  const safe = own.safe?.(state, moves);
  if (safe) return {safe, kept: [safe]};
  let kept = hooks.symmetric.size > 0 ? withoutAlikeTargets(definition, state, moves, hooks.symmetric) : moves;
  if (own.prune) {
    const all = kept;
    let left: GameMove[] | undefined;
    for (let index = 0; index < all.length; index++) {
      if (own.prune(state, all[index], all)) left ??= all.slice(0, index);
      else left?.push(all[index]);
    }
    kept = left ?? all;
  }
  return {kept};
}

/** Scores of the moves being ordered, reused from position to position. */
let scratch = new Float64Array(64);

/** Indexes of `moves` by priority, best first (ties keep the rules' order). */
function byPriority<S extends State>(hooks: Hooks<S>, states: readonly S[], moves: readonly GameMove[], from: readonly number[] | undefined): number[] {
  const count = moves.length;
  const order: number[] = new Array<number>(count);
  for (let index = 0; index < count; index++) order[index] = index;
  const priority = hooks.own?.priority;
  if (!priority || count <= 1) return order;
  if (scratch.length < count) scratch = new Float64Array(count * 2);
  const scores = scratch;
  for (let index = 0; index < count; index++) scores[index] = priority(states[from ? from[index] : 0], moves[index]);
  if (count > 24) return order.sort((x, y) => scores[y] - scores[x] || x - y);
  // Short lists (most positions): a stable insertion sort, higher scores first, in the order the comparison above gives.
  for (let index = 1; index < count; index++) {
    const score = scores[index];
    let at = index;
    while (at > 0 && scores[order[at - 1]] < score) {
      order[at] = order[at - 1];
      at--;
    }
    order[at] = index;
  }
  return order;
}

/** The moves in an order of their indexes. */
function inOrder<T>(moves: readonly T[], order: readonly number[]): T[] {
  const sorted: T[] = new Array<T>(order.length);
  for (let index = 0; index < order.length; index++) sorted[index] = moves[order[index]];
  return sorted;
}

/**
 * The moves worth trying, best first: a safe move alone, else the unpruned
 * moves by priority. Every one is legal. With `focus` (what SolverHooks.followUp
 * answered for the move that led here), only the moves the search tries there.
 */
export function searchMoves<S extends State>(definition: GameDefinition<S>, state: S, focus?: readonly string[]): GameMove[] {
  const hooks = hooksOf(definition);
  const legal = legalMovesOf(definition, state);
  const {kept} = sift(definition, state, focus ? legal.filter((move) => involves(move, focus)) : legal, hooks);
  return inOrder(kept, byPriority(hooks, [state], kept, undefined));
}

/** Whether a move involves one of these piles (moves from or onto it, sets taken from it) or is an action. */
function involves(move: GameMove, ids: readonly string[]): boolean {
  if (move.kind === 'move') return ids.includes(move.from) || ids.includes(move.to);
  if (move.kind === 'remove') return move.piles.some((id) => ids.includes(id));
  return true;
}

/**
 * One depth of the search: its position; the places of the stock's round
 * walked from it (`orbit[0]` is the position itself) with the action leading
 * from each to the next; the moves to try, with the place each is played
 * from; the pile the next move must involve (SolverHooks.followUp), if any;
 * and the position's hash lanes.
 */
type Level<S> = {
  state: S;
  lanes: Uint32Array;
  salts: Int32Array;
  focus: readonly string[] | undefined;
  orbit: S[];
  steps: GameMove[];
  moves: GameMove[];
  from: number[] | undefined;
  next: number;
};

/** Lists the moves of the positions a search visits. */
class Expander<S extends State> {
  nodes = 0;
  private readonly hooks: Hooks<S>;

  constructor(
    private readonly definition: GameDefinition<S>,
    private readonly goal: Goal,
  ) {
    this.hooks = hooksOf(definition);
  }

  /**
   * Lists the moves of a level's position, best first. With a round, walks it
   * and lists the moves of every place; answers the place of the round that
   * is won, if one is, else -1.
   */
  expand(level: Level<S>): number {
    const {definition, hooks} = this;
    const state = level.state;
    level.orbit.length = 0;
    level.steps.length = 0;
    level.orbit.push(state);
    level.next = 0;
    const round = hooks.own?.round?.(state);
    if (!round) {
      let moves = movesWhilePlaying(definition, state);
      const focus = level.focus;
      if (focus !== undefined) moves = moves.filter((move) => involves(move, focus));
      const {kept} = sift(definition, state, moves, hooks);
      level.from = undefined;
      level.moves = hooks.own?.priority ? inOrder(kept, byPriority(hooks, level.orbit, kept, undefined)) : kept;
      return -1;
    }
    return this.walkRound(level, round);
  }

  private walkRound(level: Level<S>, round: Round): number {
    const {definition, hooks} = this;
    const roundActions = new Set(round.actions);
    const state = level.state;
    const focus = level.focus;
    const specs = definition.piles(state);
    const indexes = indexesOf(specs);
    const waste = indexes.get(round.waste)!;
    const stock = indexes.get(round.stock)!;
    const startWaste = state.piles[waste].cards.length;
    const startStock = state.piles[stock].cards.length;
    const laps = round.laps ?? 1;
    const moves: GameMove[] = [];
    const from: number[] = [];
    const actionsSeen = new Set<string>();
    const rules = definition.actions ?? {};
    let position = state;
    let lap = 1;
    const limit = (startWaste + startStock + 2) * laps + 1;
    for (let place = 0; place <= limit; place++) {
      if (place > 0) {
        let step: GameMove | undefined;
        for (const name of round.actions) {
          if (rules[name]?.check(position, false) === null) {
            step = {kind: 'action', name};
            break;
          }
        }
        if (!step) break;
        position = definition.apply(position, step);
        this.nodes++;
        level.orbit.push(position);
        level.steps.push(step);
        const outcome = outcomeFor(definition, position, this.goal);
        if (outcome === 'won') return place;
        if (outcome === 'lost') break;
        if (position.piles[waste].cards.length === startWaste && position.piles[stock].cards.length === startStock && ++lap > laps) break;
      }
      // The first place offers every move; the others only what the round changes: the waste's moves and the other actions, each action once.
      let listed: GameMove[];
      if (place === 0) listed = movesWhilePlaying(definition, position);
      else listed = lap === 1 ? transferMoves(definition, position, specs, waste) : [];
      for (const name in rules) {
        if (place > 0 && !actionsSeen.has(name) && !roundActions.has(name) && rules[name].check(position, false) === null) listed.push({kind: 'action', name});
      }
      listed = listed.filter((move) => {
        if (focus !== undefined && !involves(move, focus)) return false;
        if (move.kind !== 'action') return true;
        if (roundActions.has(move.name) || actionsSeen.has(move.name)) return false;
        actionsSeen.add(move.name);
        return true;
      });
      const {safe, kept} = sift(definition, position, listed, hooks);
      if (safe) {
        level.moves = [safe];
        level.from = [place];
        return -1;
      }
      for (const move of kept) {
        moves.push(move);
        from.push(place);
      }
    }
    const order = byPriority(hooks, level.orbit, moves, from);
    level.moves = inOrder(moves, order);
    level.from = inOrder(from, order);
    return -1;
  }
}

/** Adds the round's actions that lead to a place to a line. */
function stepsTo<S>(level: Level<S>, place: number, line: GameMove[]): void {
  for (let step = 0; step < place; step++) line.push(level.steps[step]);
}

const TWO_21 = 2 ** 21;

/** Positions between two looks at the clock and the cancel flag. */
const CHECK_EVERY = 128;

/**
 * Depth-first search for a winning line, with every position visited once
 * (a position already explored without a win cannot be won). It trusts the
 * moves it generates: `apply` is called without checking them again.
 * Answers `won` with the line, `lost` when the search is exhausted, `unknown` when the budget ran out;
 * all three for `goal` (the game's win unless told).
 */
export function solve<S extends State>(definition: GameDefinition<S>, start: S, budget: Budget = {}, goal: Goal = 'win'): Answer {
  const limit = budget.nodes ?? Infinity;
  const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : undefined;
  let nextCheck = CHECK_EVERY;
  const cancelled = budget.cancelled;
  const begins = outcomeFor(definition, start, goal);
  if (begins === 'won') return {status: 'won', line: [], nodes: 0};
  if (begins === 'lost') return {status: 'lost', nodes: 0};
  const expander = new Expander(definition, goal);
  const followUp = definition.solver?.followUp;
  const hasher = new StateHasher(definition, undefined, definition.solver?.round?.(start));
  // The table grows with the search: a small one stays in the processor's cache while the search is small.
  const seen = new SeenSet(1 << 10);
  const levels: Level<S>[] = [];
  const level = (depth: number): Level<S> => {
    let each = levels[depth];
    if (!each) {
      each = {
        state: start,
        lanes: new Uint32Array(start.piles.length * 2),
        salts: hasher.lastSalts,
        focus: undefined,
        orbit: [],
        steps: [],
        moves: [],
        from: undefined,
        next: 0,
      };
      levels[depth] = each;
    }
    return each;
  };
  const lineTo = (depth: number): GameMove[] => {
    const line: GameMove[] = [];
    for (let at = 0; at < depth; at++) {
      const index = levels[at].next - 1;
      stepsTo(levels[at], levels[at].from?.[index] ?? 0, line);
      line.push(levels[at].moves[index]);
    }
    return line;
  };
  const root = level(0);
  seen.add(hasher.key(start, root.lanes));
  root.salts = hasher.lastSalts;
  const wonAt = expander.expand(root);
  if (wonAt >= 0) return {status: 'won', line: root.steps.slice(0, wonAt), nodes: expander.nodes};
  let depth = 0;
  while (depth >= 0) {
    const frame = levels[depth];
    if (frame.next >= frame.moves.length) {
      depth--;
      continue;
    }
    if (expander.nodes >= limit) return {status: 'unknown', nodes: expander.nodes};
    // The clock and the cancel flag every CHECK_EVERY positions (a round walked may add many at once; some games' positions are slow).
    if (expander.nodes >= nextCheck) {
      nextCheck = expander.nodes + CHECK_EVERY;
      if ((deadline !== undefined && budget.now!() > deadline) || cancelled?.()) return {status: 'unknown', nodes: expander.nodes};
    }
    const index = frame.next++;
    const move = frame.moves[index];
    const before = frame.orbit[frame.from?.[index] ?? 0];
    const next = definition.apply(before, move);
    expander.nodes++;
    const outcome = outcomeFor(definition, next, goal);
    if (outcome === 'won') return {status: 'won', line: lineTo(depth + 1), nodes: expander.nodes};
    if (outcome === 'lost') continue;
    const child = level(depth + 1);
    if (child.lanes.length < next.piles.length * 2) child.lanes = new Uint32Array(next.piles.length * 2);
    const key = hasher.key(next, child.lanes, frame.state, frame.lanes, frame.salts);
    const focus = followUp?.(before, move, next);
    if (focus === undefined) {
      if (!seen.add(key)) continue;
    } else {
      // The position, bound to go on with some of its piles: a different node, and one the free position makes needless.
      if (seen.has(key)) continue;
      const indexes = indexesOf(definition.piles(next));
      let a = (key % TWO_21) ^ 0x5f356495;
      let b = Math.floor(key / TWO_21);
      for (const id of focus) {
        const at = indexes.get(id)! * 2;
        a = (a + fmix(child.lanes[at])) | 0;
        b = (b + fmix(child.lanes[at + 1] ^ 0x2545f491)) | 0;
      }
      if (!seen.add(fmix(a) * TWO_21 + (fmix(b) & 0x1fffff))) continue;
    }
    child.state = next;
    child.salts = hasher.lastSalts;
    child.focus = focus;
    const childWon = expander.expand(child);
    if (childWon >= 0) {
      const line = lineTo(depth + 1);
      stepsTo(child, childWon, line);
      return {status: 'won', line, nodes: expander.nodes};
    }
    if (child.moves.length === 0) continue;
    depth++;
  }
  return {status: 'lost', nodes: expander.nodes};
}
