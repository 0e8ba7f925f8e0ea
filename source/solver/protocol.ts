import type {GameMove, State} from '../core/types.js';
import type {Answer} from './solve.js';

/** A question to the solver worker: solve this position within a budget. */
export type SolverRequest = {readonly id: number; readonly state: State; readonly nodes: number; readonly ms: number};

/** The worker's reply, with its memory use. */
export type SolverReply = {readonly id: number; readonly answer: Answer; readonly rss: number};

export type {Answer, GameMove};
