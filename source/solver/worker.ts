import {getHeapStatistics} from 'node:v8';
import {parentPort, workerData} from 'node:worker_threads';
import {gameById} from '../games/index.js';
import {answer} from './assist.js';
import type {AssistAnswerMessage, AssistMessage} from './protocol.js';

/**
 * A solver thread: the interface never waits for a search. The shared flag
 * holds the id of the newest question: a search for an older one stops at its
 * next look (and a question already overtaken when it comes up is answered at once, unsearched).
 */
const newest = new Int32Array(workerData.cancel as SharedArrayBuffer);

/** This thread's memory: its heap, what it allocated outside it, and the buffers it holds (typed arrays). */
function threadMemory(): number {
  const heap = getHeapStatistics() as ReturnType<typeof getHeapStatistics> & {external_memory?: number};
  return heap.total_physical_size + heap.malloced_memory + (heap.external_memory ?? 0);
}

parentPort?.on('message', (message: AssistMessage) => {
  const id = message.id;
  const cancelled = () => Atomics.load(newest, 0) > id;
  const now = () => performance.now();
  let reply: AssistAnswerMessage;
  try {
    const progress = (tried: number) => parentPort?.postMessage({id, progress: tried} satisfies AssistAnswerMessage);
    reply = {id, reply: answer(message.request, gameById, {now, cancelled}, progress), rss: process.memoryUsage().rss, thread: threadMemory()};
  } catch (error) {
    // A question the solver cannot answer (a game it does not know, a broken hook) fails alone.
    reply = {id, failed: error instanceof Error ? error.message : String(error)};
  }
  parentPort?.postMessage(reply);
});
