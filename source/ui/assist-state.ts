import type {GameMove, State} from '../core/types.js';

/** What the solver's features keep on the game screen (see assist-ui.ts). */

/** A question the player asked about a position, waiting for the solver; `skip`: the hinted first moves already shown. */
export type Waiting = {readonly kind: 'hint' | 'next' | 'demo' | 'rewind' | 'deal' | 'finish'; readonly state: State; readonly skip?: readonly string[]};

/** The hint on the table: the move, whether it is proven to win, and the first moves shown so far for this position. */
export type HintShown = {readonly state: State; readonly move: GameMove; readonly proven: boolean; readonly shown: readonly string[]};

/** A search for a winnable deal, from deal `start` on; `tried` deals so far. */
export type Finding = {readonly start: number; readonly tried: number};

/** The settings the game screen's reducer needs (the Program keeps them in step with the saved settings). */
export type Prefs = {readonly safeUp: boolean; readonly winnable: boolean; readonly mark: boolean};

/** The winnable mark of one position: won, lost (since the position after move `since`, when known), or unknown. */
export type MarkShown = {readonly state: State; readonly status: 'won' | 'lost' | 'unknown'; readonly since?: number};
