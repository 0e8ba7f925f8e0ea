import {parentPort, workerData} from 'node:worker_threads';
import {gameById} from '../games/index.js';
import type {SolverReply, SolverRequest} from './protocol.js';
import {solve} from './solve.js';

/**
 * The solver's own thread: the interface never waits for a search. A request
 * in flight is called off through the shared flag when a newer one is on its way.
 */
const flag = new Int32Array(workerData.cancel as SharedArrayBuffer);

parentPort?.on('message', (request: SolverRequest) => {
  Atomics.store(flag, 0, 0);
  const definition = gameById(request.state.game);
  const answer = solve(definition, request.state, {
    nodes: request.nodes,
    ms: request.ms,
    now: () => performance.now(),
    cancelled: () => Atomics.load(flag, 0) === 1,
  });
  const reply: SolverReply = {id: request.id, answer, rss: process.memoryUsage().rss};
  parentPort?.postMessage(reply);
});
