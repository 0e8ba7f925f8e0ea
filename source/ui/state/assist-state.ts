import type {GameMove, State} from '../../core/types.js';
import type {Goal} from '../../solver/solve.js';

/** What the solver's features keep on the game screen (see assist-ui.ts). */

/**
 * A question the player asked about a position, waiting for the solver; `skip`: the hinted first moves already shown;
 * `goal`: what a hint or another one aims at (the game's win unless told: a lesser success once the win is lost).
 */
export type Waiting = {
  readonly kind: 'hint' | 'next' | 'demo' | 'rewind' | 'deal' | 'finish';
  readonly state: State;
  readonly skip?: readonly string[];
  readonly goal?: Goal;
};

/** The hint on the table: the move, whether it is proven to reach its goal, the goal, and the first moves shown so far for this position. */
export type HintShown = {readonly state: State; readonly move: GameMove; readonly proven: boolean; readonly goal: Goal; readonly shown: readonly string[]};

/** A search for a winnable deal, from deal `start` on; `tried` deals so far. */
export type Finding = {readonly start: number; readonly tried: number};

/** The settings the game screen's reducer needs (the Program keeps them in step with the saved settings). */
export type Prefs = {readonly safeUp: boolean; readonly winnable: boolean; readonly mark: boolean};

/**
 * The winnable mark of one position: won, only the game's lesser success
 * proven (Staffelpatience's double series), lost (since the position after
 * move `since`, when known), or unknown.
 */
/** `lesserAtMost`: the win is proven out of reach, the lesser success (Staffelpatience's double series) is not decided. */
export type MarkShown = {readonly state: State; readonly status: 'won' | 'lesser' | 'lesserAtMost' | 'lost' | 'unknown'; readonly since?: number};
