import type {AssistReply, AssistRequest} from './assist.js';

/** A question of the game screen to a solver worker (hint, mark, demo, winnable deals: see assist.ts). */
export type AssistMessage = {readonly id: number; readonly request: AssistRequest};

/**
 * Its answer, with the process's memory use (`rss`) and the answering thread's own (`thread`: its heap, and the typed
 * arrays it holds, a table it shares included); `progress` messages come before it while a search for a deal goes on.
 */
export type AssistAnswerMessage =
  | {readonly id: number; readonly reply: AssistReply; readonly rss: number; readonly thread: number}
  | {readonly id: number; readonly progress: number}
  | {readonly id: number; readonly failed: string};

export type {AssistReply, AssistRequest};
