import type {GameDefinition, State} from '../core/types.js';
import {CompactSearch} from './compact-search.js';
import {DepthFirst} from './depth-first.js';
import type {Answer, Budget, Goal} from './goal.js';
import type {Order} from './expand.js';
import type {Told} from './lost-set.js';
import type {Seen} from './seen.js';

/** A search that can be run in pieces (DepthFirst or CompactSearch). */
export type Search = {
  run(budget?: Budget): Answer;
  readonly nodes: number;
  readonly searched: boolean;
};

/**
 * The search for a position, as `new DepthFirst(…)` takes it: over the game's
 * compact model where it has one for these switches (the same search, faster),
 * for the win (narrow or not); else through the rules.
 */
export function searchFor<S extends State>(
  definition: GameDefinition<S>,
  start: S,
  goal: Goal = 'win',
  order?: Order,
  seen?: Seen,
  maxShifts = Infinity,
  told: Told = {},
): Search {
  const model = goal === 'win' ? definition.solver?.compact?.(start) : undefined;
  return model ? new CompactSearch(definition, model, start, order, seen, maxShifts, told) : new DepthFirst(definition, start, goal, order, seen, maxShifts);
}
