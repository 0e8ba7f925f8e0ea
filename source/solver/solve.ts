import {legalMovesOf, movesWhilePlaying} from '../core/engine.js';
import type {GameDefinition, GameMove, PileSpec, SolverHooks, State} from '../core/types.js';
import {StateHasher} from './hash.js';
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

const pileIndexes = new WeakMap<readonly PileSpec[], Map<string, number>>();

function indexesOf(specs: readonly PileSpec[]): Map<string, number> {
  let indexes = pileIndexes.get(specs);
  if (!indexes) {
    indexes = new Map(specs.map((spec, index) => [spec.id, index]));
    pileIndexes.set(specs, indexes);
  }
  return indexes;
}

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
  let groups = '';
  for (let index = 0; index < moves.length; index++) {
    const move = moves[index];
    let drop = false;
    if (move.kind === 'move') {
      if (move.from !== lastFrom || move.count !== lastCount) {
        lastFrom = move.from;
        lastCount = move.count;
        groups = '';
      }
      const at = indexes.get(move.to)!;
      const group = specs[at].group;
      if (symmetric.has(group) && state.piles[at].cards.length === 0) {
        const mark = `|${group}|`;
        if (groups.includes(mark)) drop = true;
        else groups += mark;
      }
    }
    if (drop) kept ??= moves.slice(0, index);
    else kept?.push(move);
  }
  return kept ?? moves;
}

/** The moves worth trying from the rules' moves, best first: a safe move alone, else the unpruned moves by priority. */
function choose<S extends State>(definition: GameDefinition<S>, state: S, moves: GameMove[], hooks: SolverHooks<S> | undefined, symmetric: ReadonlySet<string>): GameMove[] {
  if (!hooks || moves.length <= 1) return moves;
  const safe = hooks.safe?.(state, moves);
  if (safe) return [safe];
  let kept = symmetric.size > 0 ? withoutAlikeTargets(definition, state, moves, symmetric) : moves;
  if (hooks.prune) {
    const all = kept;
    kept = all.filter((move) => !hooks.prune!(state, move, all));
  }
  if (!hooks.priority || kept.length <= 1) return kept;
  const scores = kept.map((move) => hooks.priority!(state, move));
  const order = kept.map((_, index) => index);
  order.sort((x, y) => scores[y] - scores[x] || x - y);
  return order.map((index) => kept[index]);
}

/** The moves worth trying, best first: a safe move alone, else the unpruned moves by priority. Every one is legal. */
export function searchMoves<S extends State>(definition: GameDefinition<S>, state: S): GameMove[] {
  return choose(definition, state, legalMovesOf(definition, state), definition.solver, new Set(definition.solver?.symmetric ?? []));
}

/** Where one depth of the search stands: its position, the moves to try and the next one, its piles' hash lanes. */
type Level<S> = {state: S; moves: GameMove[]; next: number; lanes: Uint32Array; salts: Int32Array};

/**
 * Depth-first search for a winning line, with every position visited once
 * (a position already explored without a win cannot be won). It trusts the
 * moves it generates: `apply` is called without checking them again.
 * Answers `won` with the line, `lost` when the search is exhausted, `unknown` when the budget ran out.
 */
export function solve<S extends State>(definition: GameDefinition<S>, start: S, budget: Budget = {}): Answer {
  const limit = budget.nodes ?? Infinity;
  const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : undefined;
  const cancelled = budget.cancelled;
  const hooks = definition.solver;
  const symmetric: ReadonlySet<string> = new Set(hooks?.symmetric ?? []);
  const hasher = new StateHasher(definition);
  if (definition.outcome(start) === 'won') return {status: 'won', line: [], nodes: 0};
  if (start.resigned || definition.outcome(start) === 'lost') return {status: 'lost', nodes: 0};
  const seen = new SeenSet(Math.min(limit === Infinity ? 1 << 16 : limit, 1 << 22));
  const width = start.piles.length * 2;
  const levels: Level<S>[] = [];
  const level = (depth: number): Level<S> => {
    let each = levels[depth];
    if (!each) {
      each = {state: start, moves: [], next: 0, lanes: new Uint32Array(width), salts: hasher.lastSalts};
      levels[depth] = each;
    }
    return each;
  };
  const root = level(0);
  seen.add(hasher.key(start, root.lanes));
  root.salts = hasher.lastSalts;
  root.moves = choose(definition, start, movesWhilePlaying(definition, start), hooks, symmetric);
  let depth = 0;
  let nodes = 0;
  while (depth >= 0) {
    const frame = levels[depth];
    if (frame.next >= frame.moves.length) {
      depth--;
      continue;
    }
    if (nodes >= limit) return {status: 'unknown', nodes};
    if ((nodes & 1023) === 0 && ((deadline !== undefined && budget.now!() > deadline) || cancelled?.())) return {status: 'unknown', nodes};
    const move = frame.moves[frame.next++];
    const next = definition.apply(frame.state, move);
    nodes++;
    const outcome = definition.outcome(next);
    if (outcome === 'won') {
      const line: GameMove[] = [];
      for (let at = 0; at <= depth; at++) line.push(levels[at].moves[levels[at].next - 1]);
      return {status: 'won', line, nodes};
    }
    if (outcome === 'lost') continue;
    const child = level(depth + 1);
    if (child.lanes.length < next.piles.length * 2) child.lanes = new Uint32Array(next.piles.length * 2);
    if (!seen.add(hasher.key(next, child.lanes, frame.state, frame.lanes, frame.salts))) continue;
    const moves = choose(definition, next, movesWhilePlaying(definition, next), hooks, symmetric);
    if (moves.length === 0) continue;
    child.state = next;
    child.salts = hasher.lastSalts;
    child.moves = moves;
    child.next = 0;
    depth++;
  }
  return {status: 'lost', nodes};
}
