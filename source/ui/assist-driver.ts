import {stateKey} from '../core/engine.js';
import {current} from '../core/session.js';
import type {GameDefinition, GameMove, State} from '../core/types.js';
import type {AssistReply, AssistRequest} from '../solver/assist.js';
import {answer} from '../solver/assist.js';
import type {MarkShown, Waiting} from './assist-state.js';
import {dealProgress, finishKnown, knownFinish, learnFinish, LIMITS, questionOf} from './assist-ui.js';
import {answerWith} from './controller.js';
import {type GameUi, isFinished, type Message, say} from './game-ui.js';

/** Who answers the solver's questions: the worker thread (SolverClient) in the program, or an in-process one in tests. */
export type AssistSolver = {
  request(request: AssistRequest, progress?: (tried: number) => void): Promise<AssistReply | undefined>;
  callOff(): void;
  /** Why it stopped working, once it has. */
  readonly failed?: string;
};

/** What the driver needs of the Program: the game on screen, and a way to change it (drawn at once). */
export type AssistHost = {
  readonly ui: () => GameUi | undefined;
  readonly update: (change: (ui: GameUi) => GameUi) => void;
};

type Status = MarkShown['status'];

const OPENING_WAIT_MS = 1500;

/**
 * Hands the game screen's questions to the solver, one at a time, and their
 * answers back: first what the player waits for (a hint, the demo, the way
 * back), then, in the background, the winnable mark of the position on
 * screen. A newer question calls off an older one; an answer for a position
 * no longer on screen is dropped.
 */
export class AssistDriver {
  private asked: object | undefined;
  /** The position the program opened on, until a moment has passed: see `sync`. */
  private opening: State | undefined;
  private openingWait: ReturnType<typeof setTimeout> | undefined;
  /** Verdicts by game and position (stateKey), from the mark's searches and from won lines. */
  private readonly verdicts = new Map<string, Status>();

  constructor(
    private readonly solver: AssistSolver | undefined,
    private readonly host: AssistHost,
  ) {}

  /** Why the solver cannot answer, if it cannot. */
  get off(): string | undefined {
    return this.solver ? this.solver.failed : 'no solver';
  }

  /** A state just reduced: a question no one can answer is answered "off" at once rather than left thinking. */
  screen(ui: GameUi): GameUi {
    const off = this.off;
    if (!ui.waiting || off === undefined) return ui;
    return stopped(ui, ui.waiting, say('solve.off', {reason: off}));
  }

  /** After every frame: asks what is to be asked now, and calls off what is no longer wanted. */
  sync(): void {
    const ui = this.host.ui();
    if (!ui || this.off !== undefined) return this.drop();
    const waiting = ui.waiting;
    if (waiting) {
      const progress = (tried: number) => this.host.update((now) => (now.waiting === waiting ? dealProgress(now, tried) : now));
      if (this.asked !== waiting) this.ask(waiting, questionOf(ui, waiting), (reply) => this.answered(waiting, reply), progress);
      return;
    }
    const state = current(ui.session);
    // The position the program opens on is asked about after a moment (or at the first move): the
    // solver's thread costs tens of MB and a core while it loads, and the first keys come first.
    if (this.openingWait === undefined) {
      this.opening = state;
      this.openingWait = setTimeout(() => {
        this.opening = undefined;
        this.sync();
      }, OPENING_WAIT_MS);
      this.openingWait.unref?.();
    }
    // Whether `f` can finish here: asked after every move, so the key line can offer it.
    if (!finishKnown(state) && !isFinished(ui) && state !== this.opening) {
      if (this.asked !== ui.session) this.ask(ui.session, {kind: 'finish', state}, (reply) => this.finished(state, reply));
      return;
    }
    if (ui.prefs?.mark && !isFinished(ui)) {
      const known = this.verdictOf(ui.definition, state);
      if (known === undefined) {
        if (this.asked !== state) this.ask(state, {kind: 'solve', state, limits: LIMITS.mark}, (reply) => this.marked(ui.definition, state, reply));
        return;
      }
      if (ui.mark?.state !== state) this.host.update((now) => this.withMark(now));
    }
    this.drop();
  }

  private drop(): void {
    if (this.asked === undefined) return;
    this.asked = undefined;
    this.solver?.callOff();
  }

  private ask(key: object, request: AssistRequest, then: (reply: AssistReply | undefined) => void, progress?: (tried: number) => void): void {
    this.asked = key;
    void this.solver!.request(request, progress).then((reply) => {
      if (this.asked === key) this.asked = undefined;
      then(reply);
    });
  }

  private answered(waiting: Waiting, reply: AssistReply | undefined): void {
    if (!reply) {
      // Called off by a newer question, which answers instead; or the solver failed.
      const off = this.off;
      if (off !== undefined) this.host.update((ui) => (ui.waiting === waiting ? stopped(ui, waiting, say('solve.failed', {reason: off})) : ui));
      return;
    }
    this.learn(reply, waiting.state);
    this.host.update((ui) => this.withMark(answerWith(ui, waiting, reply)));
  }

  private marked(definition: GameDefinition, state: State, reply: AssistReply | undefined): void {
    if (reply?.kind !== 'solve') return;
    this.learn(reply, state);
    this.host.update((ui) => this.withMark(ui));
  }

  /** What an answer proves: a won line wins from every position along it. */
  private learn(reply: AssistReply, state: State): void {
    if (reply.kind !== 'solve') return;
    const definition = this.host.ui()?.definition;
    if (!definition || definition.id !== state.game) return;
    const verdict = reply.verdict;
    if (verdict.status === 'won') this.remember(definition, state, verdict.line);
    else this.record(state, verdict.status);
  }

  private remember(definition: GameDefinition, start: State, line: readonly GameMove[]): void {
    let state = start;
    this.record(state, 'won');
    for (const move of line) {
      state = definition.apply(state, move);
      this.record(state, 'won');
    }
  }

  private record(state: State, status: Status): void {
    if (this.verdicts.size > 20_000) this.verdicts.clear();
    this.verdicts.set(`${state.game}:${stateKey(state)}`, status);
  }

  private verdictOf(definition: GameDefinition, state: State): Status | undefined {
    const outcome = definition.outcome(state);
    if (outcome !== 'playing') return outcome === 'won' ? 'won' : 'lost';
    return this.verdicts.get(`${state.game}:${stateKey(state)}`);
  }

  /** The mark for the position on screen, when the mark is on and its verdict known. */
  private withMark(ui: GameUi): GameUi {
    if (!ui.prefs?.mark) return ui.mark ? {...ui, mark: undefined} : ui;
    const state = current(ui.session);
    const status = this.verdictOf(ui.definition, state);
    if (status === undefined) return ui;
    let since: number | undefined;
    if (status === 'lost') {
      // Lost since the move after the last position known to be winnable, when every position since is known lost.
      for (let at = ui.session.index - 1; at >= 0; at--) {
        const before = this.verdictOf(ui.definition, ui.session.states[at]);
        if (before === 'won') {
          since = at + 1;
          break;
        }
        if (before !== 'lost') break;
      }
    }
    if (ui.mark?.state === state && ui.mark.status === status && ui.mark.since === since) return ui;
    return {...ui, mark: {state, status, since}};
  }

  private finished(state: State, reply: AssistReply | undefined): void {
    if (reply?.kind !== 'finish') return;
    learnFinish(state, reply.line);
    // Drawn when it is offered (the update asks the next question), else the next background question follows.
    if (knownFinish(state)) this.host.update((ui) => ({...ui}));
    else this.sync();
  }
}

/** A question the solver cannot answer: a search for a winnable deal plays the deal it started from, unchecked. */
function stopped(ui: GameUi, waiting: Waiting, message: Message): GameUi {
  if (waiting.kind === 'deal') {
    const deal = ui.finding?.start ?? 0;
    return {...answerWith(ui, waiting, undefined), message: {both: [message, say('find.stopped', {deal})]}};
  }
  return {...ui, waiting: undefined, message};
}

/** A solver in this thread, for tests of the screen: the same answers as the worker, given on the next turn of the event loop. */
export function inProcessSolver(definitionOf: (game: string) => GameDefinition): AssistSolver {
  let newest = 0;
  return {
    request(request, progress) {
      const id = ++newest;
      return new Promise((resolve) =>
        setImmediate(() => {
          if (id !== newest) return resolve(undefined);
          resolve(answer(request, definitionOf, {now: () => performance.now(), cancelled: () => id !== newest}, progress));
        }),
      );
    },
    callOff() {
      newest++;
    },
  };
}
