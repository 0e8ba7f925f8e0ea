import type {GameDefinition, State} from '../core/types.js';
import type {Answer, Budget, Goal} from './goal.js';
import {searchFor} from './search.js';

export {searchMoves} from './expand.js';
export {type Answer, type Budget, type Goal, outcomeFor} from './goal.js';

/**
 * Depth-first search for a winning line (DepthFirst, or CompactSearch where the game has a compact model), run once within `budget`:
 * `won` with the line, `lost` when the search is exhausted, `unknown` when the
 * budget ran out; all three for `goal` (the game's win unless told).
 */
export function solve<S extends State>(definition: GameDefinition<S>, start: S, budget: Budget = {}, goal: Goal = 'win'): Answer {
  return searchFor(definition, start, goal).run(budget);
}
