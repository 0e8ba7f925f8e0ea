import type {GameDefinition, GameMove, Outcome, State} from '../core/types.js';

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
 * lost when the game is over without it, or when the game proves the win can
 * no longer be reached. `move`: the move that led here from a position still
 * open (SolverHooks.outOfReach).
 */
export function outcomeFor<S extends State>(definition: GameDefinition<S>, state: S, goal: Goal = 'win', move?: GameMove): Outcome {
  const outcome = definition.outcome(state);
  const lesser = definition.lesser;
  if (outcome === 'won') return (lesser?.reached(state) ?? false) === (goal === 'lesser') ? 'won' : 'lost';
  if (outcome === 'lost' || state.resigned) return 'lost';
  if (goal === 'win' && (lesser?.excludesWin?.(state) || definition.solver?.outOfReach?.(state, move))) return 'lost';
  return 'playing';
}
