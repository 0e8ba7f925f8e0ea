import * as os from 'node:os';
import {Worker} from 'node:worker_threads';
import type {AssistReply, AssistRequest} from './assist.js';
import type {AssistAnswerMessage} from './protocol.js';
import {findGame} from '../games/index.js';
import {SharedSeen} from './shared-seen.js';

/** The worker's heap: its searches keep their tables outside it, in typed arrays bounded by the node budgets. */
export const WORKER_HEAP_MB = {old: 192, young: 16};

type Waiting = {
  readonly resolve: (reply: unknown) => void;
  readonly progress?: (tried: number) => void;
  /** A position asked of the helper thread too, still searching there. */
  helperBusy?: boolean;
  /** The main thread's undecided verdict, kept while the helper may still decide. */
  undecided?: AssistReply;
};

/** The processor cores this process may use (`availableParallelism` came with Node 18.14: not imported by name, which would fail to load before). */
function cores(): number {
  const available = (os as {availableParallelism?: () => number}).availableParallelism;
  return typeof available === 'function' ? available() : os.cpus().length;
}

/** A reply that leaves the position undecided (the other thread may still settle it). */
function undecided(reply: unknown): reply is AssistReply {
  return (reply as AssistReply | undefined)?.kind === 'solve' && (reply as Extract<AssistReply, {kind: 'solve'}>).verdict.status === 'unknown';
}

/**
 * Asks the solver worker about positions; a new question calls off the one
 * before. The worker starts with the first question. When it fails (it could
 * not start, ran out of memory, or broke on a question) every open and later
 * question gets no answer, and `onFailure` hears why, once.
 *
 * A position to solve (hint, mark, demo) goes to a second, helper worker too,
 * which searches it with restarts of its own (restartsOnly), or, in a game
 * whose open positions are mostly losses it can prove (`provesLosses`),
 * proves it together with the first on one table (proveTogether): on two
 * cores the first of the two to settle it answers, and the other stops. A helper that
 * fails is left out from then on; the main worker answers alone. On one core
 * there is no helper: the two would only share it.
 */
export class SolverClient {
  private worker: Worker | undefined;
  private helper: Worker | undefined;
  private helperFailed = false;
  private readonly cancel = new SharedArrayBuffer(4);
  private readonly newest = new Int32Array(this.cancel);
  private next = 1;
  private readonly waiting = new Map<number, Waiting>();
  private stopping = false;
  private shared: SharedArrayBuffer | undefined;
  /** Stopped for good: no thread starts again. */
  private closed = false;
  /** Why the worker failed, once it has. */
  failed: string | undefined;
  /** The process's resident memory at the last answer of either worker, in bytes. */
  rss = 0;
  /** The most memory one worker thread has held at an answer, in bytes (see AssistAnswerMessage). */
  threadPeak = 0;
  onFailure: ((reason: string) => void) | undefined;

  constructor(private readonly script: URL) {}

  private spawn(receive: (message: AssistAnswerMessage) => void, fail: (reason: string) => void): Worker | undefined {
    try {
      const worker = new Worker(this.script, {
        workerData: {cancel: this.cancel},
        resourceLimits: {maxOldGenerationSizeMb: WORKER_HEAP_MB.old, maxYoungGenerationSizeMb: WORKER_HEAP_MB.young},
      });
      worker.unref();
      worker.on('message', receive);
      worker.on('error', (error) => fail(error instanceof Error ? error.message : String(error)));
      worker.on('exit', (code) => {
        if (!this.stopping) fail(`the solver stopped (exit code ${code})`);
      });
      return worker;
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }

  private start(): Worker | undefined {
    if (this.worker || this.failed || this.closed) return this.worker;
    this.worker = this.spawn(
      (message) => this.receive(message),
      (reason) => this.fail(reason),
    );
    return this.worker;
  }

  private startHelper(): Worker | undefined {
    if (this.helper || this.helperFailed || this.closed || cores() < 2) return this.helper;
    this.helper = this.spawn(
      (message) => this.receiveHelper(message),
      () => this.helperFails(),
    );
    return this.helper;
  }

  private receive(message: AssistAnswerMessage): void {
    const waiting = this.waiting.get(message.id);
    if ('progress' in message) return waiting?.progress?.(message.progress);
    if ('failed' in message) return this.fail(message.failed);
    this.measured(message);
    if (!waiting) return;
    const reply = message.reply;
    if (waiting.helperBusy && undecided(reply)) waiting.undecided = reply;
    else this.settle(message.id, reply);
  }

  private receiveHelper(message: AssistAnswerMessage): void {
    if ('failed' in message) return this.helperFails();
    if (!('reply' in message)) return;
    // The process's memory, whichever thread answers.
    this.measured(message);
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    waiting.helperBusy = false;
    if (!undecided(message.reply)) this.settle(message.id, message.reply);
    else if (waiting.undecided) this.settle(message.id, waiting.undecided);
  }

  private measured(message: {readonly rss: number; readonly thread: number}): void {
    this.rss = message.rss;
    this.threadPeak = Math.max(this.threadPeak, message.thread);
  }

  /** Answers a question and stops the other thread's search for it. */
  private settle(id: number, reply: unknown): void {
    const waiting = this.waiting.get(id);
    this.waiting.delete(id);
    // A search for this question still going on in the other thread stops at its next look; newer questions go on.
    if (Atomics.load(this.newest, 0) <= id) Atomics.store(this.newest, 0, id + 1);
    waiting?.resolve(reply);
  }

  private helperFails(): void {
    if (this.helperFailed) return;
    this.helperFailed = true;
    const helper = this.helper;
    this.helper = undefined;
    void helper?.terminate();
    for (const [id, waiting] of this.waiting) {
      if (!waiting.helperBusy) continue;
      waiting.helperBusy = false;
      if (waiting.undecided) this.settle(id, waiting.undecided);
    }
  }

  private fail(reason: string): void {
    if (this.failed) return;
    this.failed = reason;
    const worker = this.worker;
    this.worker = undefined;
    this.stopping = true;
    void worker?.terminate();
    void this.helper?.terminate();
    this.helper = undefined;
    this.dropWaiting();
    this.onFailure?.(reason);
  }

  private dropWaiting(): void {
    for (const waiting of this.waiting.values()) waiting.resolve(undefined);
    this.waiting.clear();
  }

  /**
   * Sends a question to the worker and, when `helped` and there is a helper, to the helper too:
   * `build` makes the two threads' messages (the helper's second) once it is known whether there is one.
   */
  private send<T>(build: (id: number, paired: boolean) => readonly object[], progress?: (tried: number) => void, helped = false): Promise<T | undefined> {
    const worker = this.start();
    if (!worker) return Promise.resolve(undefined);
    const id = this.next++;
    // Searches for older questions stop at their next look at the flag.
    Atomics.store(this.newest, 0, id);
    this.dropWaiting();
    const helper = helped ? this.startHelper() : undefined;
    const [message, helping] = build(id, helper !== undefined);
    return new Promise((resolve) => {
      this.waiting.set(id, {resolve: resolve as (reply: unknown) => void, progress, helperBusy: helper !== undefined});
      worker.postMessage(message);
      helper?.postMessage(helping);
    });
  }

  /** The table the two threads share, one for every question (see SharedSeen): made anew only for a larger search. */
  private table(positions: number): SharedArrayBuffer {
    const wanted = SharedSeen.bytes(positions);
    if (!this.shared || this.shared.byteLength < wanted) this.shared = new SharedArrayBuffer(wanted);
    return this.shared;
  }

  /**
   * A question of the game screen (see assist.ts); `progress` hears how many deals a search for a winnable deal has tried.
   * A position to solve is asked of both threads: the main search alone in the first (Role 'main') and the helper's
   * restarts, or, in a game that proves its losses, both proving it together on one table (SharedSeen).
   */
  request(request: AssistRequest, progress?: (tried: number) => void): Promise<AssistReply | undefined> {
    const build = (id: number, paired: boolean) => {
      if (!paired || request.kind !== 'solve') return [{id, request}];
      if (!findGame(request.state.game)?.solver?.provesLosses)
        return [
          {id, request: {...request, helped: true}},
          {id, request: {...request, helper: true}},
        ];
      const shared = {buffer: this.table(request.limits.nodes), question: id};
      return [
        {id, request: {...request, shared}},
        {id, request: {...request, shared, helper: true}},
      ];
    };
    return this.send<AssistReply>(build, progress, request.kind === 'solve');
  }

  /** Calls off the open question, if any. */
  callOff(): void {
    Atomics.store(this.newest, 0, this.next++);
    this.dropWaiting();
  }

  /** Stops both threads for good; resolves once they have ended (a thread still starting ends once it has started). */
  stop(): Promise<void> {
    this.stopping = true;
    this.closed = true;
    const ending = [this.worker, this.helper].map((thread) => thread?.terminate().catch(() => 0));
    this.worker = undefined;
    this.helper = undefined;
    this.dropWaiting();
    return Promise.all(ending).then(() => undefined);
  }
}
