import type {GameMove, State} from '../core/types.js';
import type {AssistReply, AssistRequest} from './assist.js';
import type {Answer} from './solve.js';

/** A question to the solver worker: solve this position within a budget. */
export type SolverRequest = {readonly id: number; readonly state: State; readonly nodes: number; readonly ms: number};

/** The worker's reply, with its memory use. */
export type SolverReply = {readonly id: number; readonly answer: Answer; readonly rss: number};

/** A question of the game screen (hint, mark, demo, winnable deals: see assist.ts). */
export type AssistMessage = {readonly id: number; readonly request: AssistRequest};

/** Its answer; `progress` messages come before it while a search for a deal goes on. */
export type AssistAnswerMessage =
  | {readonly id: number; readonly reply: AssistReply; readonly rss: number}
  | {readonly id: number; readonly progress: number}
  | {readonly id: number; readonly failed: string};

export type {Answer, AssistReply, AssistRequest, GameMove};
