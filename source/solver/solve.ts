import {legalMovesOf} from '../core/engine.js';
import type {GameDefinition, GameMove, State} from '../core/types.js';
import {makeHasher} from './hash.js';
import {SeenSet} from './seen.js';

/** How much a search may spend: positions visited, milliseconds (with the clock to read them), and a way to be called off. */
export type Budget = {readonly nodes?: number; readonly ms?: number; readonly now?: () => number; readonly cancelled?: () => boolean};

export type Answer =
  | {readonly status: 'won'; readonly line: readonly GameMove[]; readonly nodes: number}
  | {readonly status: 'lost'; readonly nodes: number}
  | {readonly status: 'unknown'; readonly nodes: number};

type Frame<S> = {readonly state: S; readonly moves: readonly GameMove[]; next: number};

/** The moves worth trying, best first: a safe move alone, else the unpruned moves by priority. */
export function searchMoves<S extends State>(definition: GameDefinition<S>, state: S): GameMove[] {
  const moves = legalMovesOf(definition, state);
  const hooks = definition.solver;
  if (!hooks || moves.length <= 1) return moves;
  const safe = hooks.safe?.(state, moves);
  if (safe) return [safe];
  const kept = hooks.prune ? moves.filter((move) => !hooks.prune!(state, move, moves)) : moves;
  if (!hooks.priority) return kept;
  const scored = kept.map((move, index) => ({move, score: hooks.priority!(state, move), index}));
  scored.sort((x, y) => y.score - x.score || x.index - y.index);
  return scored.map((each) => each.move);
}

/**
 * Depth-first search for a winning line, with every position visited once
 * (a position already explored without a win cannot be won). It trusts the
 * moves it generates: `apply` is called without checking them again.
 * Answers `won` with the line, `lost` when the search is exhausted, `unknown` when the budget ran out.
 */
export function solve<S extends State>(definition: GameDefinition<S>, start: S, budget: Budget = {}): Answer {
  const limit = budget.nodes ?? Infinity;
  const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : undefined;
  const hash = makeHasher(definition, (state) => definition.piles(state));
  if (definition.outcome(start) === 'won') return {status: 'won', line: [], nodes: 0};
  const seen = new SeenSet(Math.min(limit === Infinity ? 1 << 16 : limit, 1 << 22));
  seen.add(hash(start));
  const stack: Frame<S>[] = [{state: start, moves: searchMoves(definition, start), next: 0}];
  const line: GameMove[] = [];
  let nodes = 0;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.moves.length) {
      stack.pop();
      line.pop();
      continue;
    }
    if (nodes >= limit) return {status: 'unknown', nodes};
    if ((nodes & 1023) === 0 && ((deadline !== undefined && budget.now!() > deadline) || budget.cancelled?.())) return {status: 'unknown', nodes};
    const move = frame.moves[frame.next++];
    const next = definition.apply(frame.state, move);
    nodes++;
    const outcome = definition.outcome(next);
    if (outcome === 'won') return {status: 'won', line: [...line, move], nodes};
    if (outcome === 'lost' || !seen.add(hash(next))) continue;
    const moves = searchMoves(definition, next);
    if (moves.length === 0) continue;
    stack.push({state: next, moves, next: 0});
    line.push(move);
  }
  return {status: 'lost', nodes};
}
