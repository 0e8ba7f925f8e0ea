import {Worker} from 'node:worker_threads';
import type {State} from '../core/types.js';
import type {Answer, SolverReply, SolverRequest} from './protocol.js';

/** Asks the solver worker about positions; a new question calls off the one before. */
export class SolverClient {
  private worker: Worker | undefined;
  private readonly cancel = new SharedArrayBuffer(4);
  private readonly flag = new Int32Array(this.cancel);
  private next = 1;
  private readonly waiting = new Map<number, (answer: Answer | undefined) => void>();
  /** The worker's resident memory at its last answer, in bytes. */
  rss = 0;

  constructor(private readonly script: URL) {}

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script, {workerData: {cancel: this.cancel}, resourceLimits: {maxOldGenerationSizeMb: 192}});
    worker.unref();
    worker.on('message', (reply: SolverReply) => {
      this.rss = reply.rss;
      this.waiting.get(reply.id)?.(reply.answer);
      this.waiting.delete(reply.id);
    });
    worker.on('error', () => this.reset());
    worker.on('exit', () => this.reset());
    this.worker = worker;
    return worker;
  }

  /** Gives every open question "no answer" and forgets the worker (it is started again when asked). */
  private reset(): void {
    this.worker = undefined;
    for (const resolve of this.waiting.values()) resolve(undefined);
    this.waiting.clear();
  }

  /** The answer for a position, or undefined when the question was called off or the worker failed. */
  ask(state: State, budget: {nodes: number; ms: number}): Promise<Answer | undefined> {
    const worker = this.start();
    if (this.waiting.size > 0) {
      Atomics.store(this.flag, 0, 1);
      for (const resolve of this.waiting.values()) resolve(undefined);
      this.waiting.clear();
    }
    const id = this.next++;
    const request: SolverRequest = {id, state, nodes: budget.nodes, ms: budget.ms};
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage(request);
    });
  }

  stop(): void {
    void this.worker?.terminate();
    this.reset();
  }
}
