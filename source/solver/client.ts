import {Worker} from 'node:worker_threads';
import type {State} from '../core/types.js';
import type {AssistReply, AssistRequest} from './assist.js';
import type {Answer, AssistAnswerMessage, SolverReply, SolverRequest} from './protocol.js';

/** The worker's heap: its searches keep their tables outside it, in typed arrays bounded by the node budgets. */
export const WORKER_HEAP_MB = {old: 192, young: 16};

type Waiting = {readonly resolve: (reply: unknown) => void; readonly progress?: (tried: number) => void};

/**
 * Asks the solver worker about positions; a new question calls off the one
 * before. The worker starts with the first question. When it fails (it could
 * not start, ran out of memory, or broke on a question) every open and later
 * question gets no answer, and `onFailure` hears why, once.
 */
export class SolverClient {
  private worker: Worker | undefined;
  private readonly cancel = new SharedArrayBuffer(4);
  private readonly newest = new Int32Array(this.cancel);
  private next = 1;
  private readonly waiting = new Map<number, Waiting>();
  private stopping = false;
  /** Why the worker failed, once it has. */
  failed: string | undefined;
  /** The worker's resident memory at its last answer, in bytes. */
  rss = 0;
  onFailure: ((reason: string) => void) | undefined;

  constructor(private readonly script: URL) {}

  private start(): Worker | undefined {
    if (this.worker || this.failed) return this.worker;
    try {
      const worker = new Worker(this.script, {
        workerData: {cancel: this.cancel},
        resourceLimits: {maxOldGenerationSizeMb: WORKER_HEAP_MB.old, maxYoungGenerationSizeMb: WORKER_HEAP_MB.young},
      });
      worker.unref();
      worker.on('message', (message: SolverReply | AssistAnswerMessage) => this.receive(message));
      worker.on('error', (error) => this.fail(error instanceof Error ? error.message : String(error)));
      worker.on('exit', (code) => {
        if (!this.stopping) this.fail(`the solver stopped (exit code ${code})`);
      });
      this.worker = worker;
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
    }
    return this.worker;
  }

  private receive(message: SolverReply | AssistAnswerMessage): void {
    const waiting = this.waiting.get(message.id);
    if ('progress' in message) return waiting?.progress?.(message.progress);
    if ('failed' in message) return this.fail(message.failed);
    this.rss = message.rss;
    this.waiting.delete(message.id);
    waiting?.resolve('reply' in message ? message.reply : message.answer);
  }

  private fail(reason: string): void {
    if (this.failed) return;
    this.failed = reason;
    const worker = this.worker;
    this.worker = undefined;
    this.stopping = true;
    void worker?.terminate();
    this.dropWaiting();
    this.onFailure?.(reason);
  }

  private dropWaiting(): void {
    for (const waiting of this.waiting.values()) waiting.resolve(undefined);
    this.waiting.clear();
  }

  private send<T>(build: (id: number) => object, progress?: (tried: number) => void): Promise<T | undefined> {
    const worker = this.start();
    if (!worker) return Promise.resolve(undefined);
    const id = this.next++;
    // Searches for older questions stop at their next look at the flag.
    Atomics.store(this.newest, 0, id);
    this.dropWaiting();
    return new Promise((resolve) => {
      this.waiting.set(id, {resolve: resolve as (reply: unknown) => void, progress});
      worker.postMessage(build(id));
    });
  }

  /** The answer for a position, or undefined when the question was called off or the worker failed. */
  ask(state: State, budget: {nodes: number; ms: number}): Promise<Answer | undefined> {
    return this.send<Answer>((id): SolverRequest => ({id, state, nodes: budget.nodes, ms: budget.ms}));
  }

  /** A question of the game screen (see assist.ts); `progress` hears how many deals a search for a winnable deal has tried. */
  request(request: AssistRequest, progress?: (tried: number) => void): Promise<AssistReply | undefined> {
    return this.send<AssistReply>((id) => ({id, request}), progress);
  }

  /** Calls off the open question, if any. */
  callOff(): void {
    Atomics.store(this.newest, 0, this.next++);
    this.dropWaiting();
  }

  stop(): void {
    this.stopping = true;
    void this.worker?.terminate();
    this.worker = undefined;
    this.dropWaiting();
  }
}
