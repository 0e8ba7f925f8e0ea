import {current} from '../../core/session.js';
import type {GameDefinition, State} from '../../core/types.js';
import type {AssistReply, AssistRequest} from '../../solver/assist.js';

import {learnLost, learnWon, standing} from '../../solver/known.js';
import {type Goal, outcomeFor} from '../../solver/solve.js';
import type {MarkShown, Waiting} from '../state/assist-state.js';
import {dealProgress, finishKnown, knownFinish, learnFinish, LIMITS, questionOf} from './assist-ui.js';
import {answerWith} from './deal-found.js';
import {type Entry, keyOf, VerdictTable} from './verdict-table.js';
import type {AssistSolver} from './solver-link.js';
import {type GameUi, isFinished, type Message, say} from '../state/game-ui.js';

/** What the driver needs of the Program: the game on screen, and a way to change it (drawn at once). */
export type AssistHost = {
  readonly ui: () => GameUi | undefined;
  readonly update: (change: (ui: GameUi) => GameUi) => void;
};

type Mark = MarkShown['status'];

const OPENING_WAIT_MS = 1500;
/** How long a position must stay on screen before it is searched in the background: keys in a burst start no search. */
const THINK_AFTER_MS = 300;

/** The goals the game's verdicts are about: its win, then its lesser success (Staffelpatience's double series), if it has one. */
function goalsOf(definition: GameDefinition): readonly Goal[] {
  return definition.lesser ? ['win', 'lesser'] : ['win'];
}

/**
 * Hands the game screen's questions to the solver, one at a time, and their
 * answers back: first what the player waits for (a hint, the demo, the way
 * back), then, in the background, the position on screen (thinking ahead, so
 * that `h` and `D` answer at once; and the winnable mark, when it is on). A newer question calls off an older one; an answer for a position
 * no longer on screen is kept for when it comes back.
 *
 * What an answer proves goes into the game's knowledge (ui.known, see
 * solver/known.ts) and into a table by position: a won line wins from every
 * position along it, a lost position stays lost, and an undecided answer never
 * replaces a proof. So the mark only goes from ? to ✓ or ✗, and changes
 * otherwise only when the player leaves the proven line.
 */
export class AssistDriver {
  /** What the open question is about: a waiting question, a session (its finish), or a position and goal (the mark). */
  private asked: object | string | undefined;
  /** The position the program opened on, until a moment has passed: see `sync`. */
  private opening: State | undefined;
  private openingWait: ReturnType<typeof setTimeout> | undefined;
  /** The position on screen once it has stayed there THINK_AFTER_MS (then it is thought about), and the one waiting for that. */
  private lingered: State | undefined;
  private lingering: State | undefined;
  /** Positions whose search the player stopped (Esc while thinking): not searched again in the background. */
  private readonly stoppedOn = new WeakSet<State>();
  /** Verdicts by goal and position (stateKey), from every answer. */
  private readonly verdicts = new VerdictTable();

  constructor(
    private readonly solver: AssistSolver | undefined,
    private readonly host: AssistHost,
  ) {}

  /** Why the solver cannot answer, if it cannot. */
  get off(): string | undefined {
    return this.solver ? this.solver.failed : 'no solver';
  }

  /**
   * A state just reduced: what is known of its position goes into it (the mark
   * at once along a proven line); a question no one can answer is answered "off"
   * at once rather than left thinking.
   */
  screen(ui: GameUi): GameUi {
    const off = this.off;
    const marked = this.withMark(this.adopt(ui));
    if (!marked.waiting || off === undefined) return marked;
    return stopped(marked, marked.waiting, say('solve.off', {reason: off}));
  }

  /** After every frame: asks what is to be asked now, and calls off what is no longer wanted. */
  sync(): void {
    const ui = this.host.ui();
    if (!ui || this.off !== undefined) return this.drop();
    const waiting = ui.waiting;
    // A question the player waited for and no longer does, unanswered: they stopped it.
    if (this.asked !== undefined && typeof this.asked === 'object' && 'state' in this.asked && this.asked !== waiting)
      this.stoppedOn.add(this.asked.state as State);
    // A hint on a position already searched in the background within the hint's budget: the search would only repeat itself.
    const searched = waiting?.kind === 'hint' ? this.verdicts.get(waiting.state, waiting.goal ?? 'win') : undefined;
    if (waiting && searched?.status === 'unknown') {
      const verdict = searched.first ? {status: 'unknown' as const, first: searched.first} : {status: 'unknown' as const};
      return this.answered(waiting, {kind: 'solve', verdict});
    }
    if (waiting) {
      const progress = (tried: number) => this.host.update((now) => (now.waiting === waiting ? dealProgress(now, tried) : now));
      if (this.asked !== waiting) this.ask(waiting, questionOf(ui, waiting), (reply) => this.answered(waiting, reply), progress);
      return;
    }
    // What the table knows of this position (a transposition, a position along a line proven earlier) goes into the game's knowledge.
    if (this.adopt(ui) !== ui) return this.host.update((now) => this.withMark(this.adopt(now)));
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
    // Thinking ahead, the mark on or not (not on the opening position before a moment has passed, nor where the player
    // stopped a search): the search stops at the next move, and runs at most once per position.
    if (!isFinished(ui) && (ui.prefs?.mark || (state !== this.opening && !this.stoppedOn.has(state) && this.lingers(state)))) {
      const goal = this.undecided(ui);
      if (goal !== undefined) {
        const key = keyOf(state, goal);
        if (this.asked !== key) this.ask(key, {kind: 'solve', state, limits: LIMITS.mark, goal}, (reply) => this.marked(state, goal, reply));
        return;
      }
      const marked = this.withMark(ui);
      if (marked !== ui) this.host.update((now) => this.withMark(now));
    }
    this.drop();
  }

  /** Whether the position has been on screen a moment; if not, asks again once it has. */
  private lingers(state: State): boolean {
    if (this.lingered === state) return true;
    if (this.lingering !== state) {
      this.lingering = state;
      setTimeout(() => {
        if (this.lingering !== state) return;
        this.lingered = state;
        this.sync();
      }, THINK_AFTER_MS).unref?.();
    }
    return false;
  }

  private drop(): void {
    if (this.asked === undefined) return;
    this.asked = undefined;
    this.solver?.callOff();
  }

  private ask(key: object | string, request: AssistRequest, then: (reply: AssistReply | undefined) => void, progress?: (tried: number) => void): void {
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
    this.learn(reply, waiting.state, waiting.goal ?? 'win');
    this.host.update((ui) => this.withMark(answerWith(this.adopt(this.know(ui, waiting.state, waiting.goal ?? 'win', reply)), waiting, reply)));
  }

  private marked(state: State, goal: Goal, reply: AssistReply | undefined): void {
    if (reply?.kind !== 'solve') return;
    this.learn(reply, state, goal);
    this.host.update((ui) => this.withMark(this.adopt(this.know(ui, state, goal, reply))));
  }

  /** What an answer proves, in the table: a won line wins from every position along it. */
  private learn(reply: AssistReply, state: State, goal: Goal): void {
    const definition = this.host.ui()?.definition;
    if (!definition || definition.id !== state.game) return;
    if (reply.kind === 'solve') {
      const verdict = reply.verdict;
      if (verdict.status === 'won') this.verdicts.remember(definition, state, verdict.line, goal);
      else if (verdict.status === 'unknown') this.verdicts.record(state, goal, verdict.first ? {status: 'unknown', first: verdict.first} : {status: 'unknown'});
      else this.verdicts.record(state, goal, {status: 'lost'});
    } else if (reply.kind === 'alternative' && reply.alternative.line) {
      this.verdicts.remember(definition, state, reply.alternative.line, goal);
    } else if (reply.kind === 'rewind' && reply.rewind.line) {
      const ui = this.host.ui();
      const at = ui?.session.states[reply.rewind.index!];
      if (at) this.verdicts.remember(definition, at, reply.rewind.line, 'win');
    }
  }

  /** What an answer proves about a position of the session on screen, in the game's knowledge. */
  private know(ui: GameUi, state: State, goal: Goal, reply: AssistReply): GameUi {
    if (state.game !== ui.definition.id) return ui;
    const session = ui.session;
    let known = ui.known;
    if (reply.kind === 'rewind') {
      const {index, line} = reply.rewind;
      if (index !== undefined && line && index < session.states.length) known = learnWon(known, session, index, line);
    } else {
      const index = session.states.indexOf(state);
      if (index < 0) return ui;
      if (reply.kind === 'solve' && reply.verdict.status === 'won') known = learnWon(known, session, index, reply.verdict.line, goal);
      else if (reply.kind === 'solve' && reply.verdict.status === 'lost') known = learnLost(known, session, index, goal);
      else if (reply.kind === 'alternative' && reply.alternative.line) known = learnWon(known, session, index, reply.alternative.line, goal);
    }
    return known === ui.known ? ui : {...ui, known};
  }

  /** The current position's proof from the table, when the game's knowledge has none yet. */
  private adopt(ui: GameUi): GameUi {
    const state = current(ui.session);
    if (state.game !== ui.definition.id) return ui;
    let known = ui.known;
    for (const goal of goalsOf(ui.definition)) {
      if (standing(known, ui.session, goal)) continue;
      const entry = this.verdicts.get(state, goal);
      if (entry?.status === 'won') known = learnWon(known, ui.session, ui.session.index, entry.line.slice(entry.at), goal);
      else if (entry?.status === 'lost') known = learnLost(known, ui.session, ui.session.index, goal);
    }
    return known === ui.known ? ui : {...ui, known};
  }

  /** A position's verdict for a goal: the game's end, the game's knowledge (a line, a lost position before it), else the table. */
  private verdictOf(ui: GameUi, index: number, goal: Goal): Entry['status'] | undefined {
    const state = ui.session.states[index];
    const outcome = outcomeFor(ui.definition, state, goal);
    if (outcome !== 'playing') return outcome;
    const known = standing(ui.known, ui.session, goal, index);
    if (known) return known.status;
    return this.verdicts.get(state, goal)?.status;
  }

  /** The mark of position `index`, or undefined while a goal it needs is not yet searched. */
  private markOf(ui: GameUi, index: number): Mark | undefined {
    const win = this.verdictOf(ui, index, 'win');
    if (win === 'won' || !ui.definition.lesser) return win;
    const lesser = this.verdictOf(ui, index, 'lesser');
    if (lesser === 'won') return 'lesser';
    if (win === undefined || lesser === undefined) return undefined;
    if (win !== 'lost') return 'unknown';
    return lesser === 'lost' ? 'lost' : 'lesserAtMost';
  }

  /** The goal the mark of the position on screen still needs searched, if any. */
  private undecided(ui: GameUi): Goal | undefined {
    if (this.markOf(ui, ui.session.index) !== undefined) return undefined;
    return goalsOf(ui.definition).find((goal) => this.verdictOf(ui, ui.session.index, goal) === undefined);
  }

  /** The mark for the position on screen, when the mark is on and its verdict known. */
  private withMark(ui: GameUi): GameUi {
    if (!ui.prefs?.mark) return ui.mark ? {...ui, mark: undefined} : ui;
    const state = current(ui.session);
    const status = this.markOf(ui, ui.session.index);
    if (status === undefined) return ui;
    let since: number | undefined;
    if (status === 'lost') {
      const known = standing(ui.known, ui.session);
      since = known?.status === 'lost' ? known.since : undefined;
      // Else: lost since the move after the last position known to be winnable, when every position since is known lost.
      for (let at = ui.session.index - 1; since === undefined && at >= 0; at--) {
        const before = this.verdictOf(ui, at, 'win');
        if (before === 'won') since = at + 1;
        else if (before !== 'lost') break;
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
