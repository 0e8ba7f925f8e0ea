import {legalMovesOf, moveKey, stateKey} from '../core/engine.js';
import {MAX_DEAL} from '../core/random.js';
import {current, startSession} from '../core/session.js';
import type {GameDefinition, GameMove, Move, State, Transfer} from '../core/types.js';
import {decide, type Pair, proveTogether, restartsOnly} from './decide.js';
import {SharedSeen} from './shared-seen.js';
import {type Goal, outcomeFor, searchMoves} from './solve.js';

/**
 * What the game screen asks of the solver, answered without any I/O: the
 * worker thread (worker.ts) runs these, and so do tests, synchronously.
 * Every answer that names moves names legal ones, as the rules list them.
 */

/** A search's share: positions and milliseconds. */
export type Limits = {readonly nodes: number; readonly ms: number};

/** The clock and the call-off flag of the thread that answers. */
export type Clock = {readonly now: () => number; readonly cancelled?: () => boolean};

/** A position's verdict: `first` is the move the search tries first (the most promising one), when it ran out of budget. */
export type Verdict =
  {readonly status: 'won'; readonly line: readonly GameMove[]} | {readonly status: 'lost'} | {readonly status: 'unknown'; readonly first?: GameMove};

/** The next first move worth showing, or none left; a proven one comes with its winning line (the move first). */
export type Alternative =
  {readonly move: GameMove; readonly proven: boolean; readonly line?: readonly GameMove[]} | {readonly move?: undefined; readonly line?: undefined};

/** The last earlier position that is proven winnable (its index in the session), and whether some position after it could not be decided. */
export type Rewind = {readonly index?: number; readonly line?: readonly GameMove[]; readonly uncertain: boolean};

export type DealFound = {readonly deal?: number; readonly line?: readonly GameMove[]; readonly tried: number};

export type AssistRequest =
  /**
   * `goal`: the game's win unless told (see Goal); `helper`: the second thread's share, restarts only (see restartsOnly);
   * `helped`: the first thread's share while the second searches the position too (see Role);
   * `shared`: the two threads prove the position together instead (proveTogether), with this table (SharedSeen) and the question's number there.
   */
  | {
      readonly kind: 'solve';
      readonly state: State;
      readonly limits: Limits;
      readonly goal?: Goal;
      readonly shared?: {readonly buffer: SharedArrayBuffer; readonly question: number};
      readonly helper?: boolean;
      readonly helped?: boolean;
    }
  | {readonly kind: 'finish'; readonly state: State}
  | {readonly kind: 'alternative'; readonly state: State; readonly skip: readonly string[]; readonly limits: Limits; readonly goal?: Goal}
  /** `floor`: a position known to be winnable, with its line: only the positions after it are searched. */
  | {
      readonly kind: 'rewind';
      readonly start: State;
      readonly moves: readonly Move[];
      readonly index: number;
      readonly limits: Limits;
      readonly total: Limits;
      readonly floor?: {readonly index: number; readonly line: readonly GameMove[]};
    }
  | {
      readonly kind: 'deal';
      readonly game: string;
      readonly variant: readonly string[];
      readonly rulesVersion: number;
      readonly start: number;
      readonly limits: Limits;
      readonly total: Limits;
    };

export type AssistReply =
  | {readonly kind: 'solve'; readonly verdict: Verdict}
  | {readonly kind: 'finish'; readonly line?: readonly GameMove[]}
  | {readonly kind: 'alternative'; readonly alternative: Alternative}
  | {readonly kind: 'rewind'; readonly rewind: Rewind}
  | {readonly kind: 'deal'; readonly found: DealFound};

/** The first restart term of a helper thread's search: far from the ones `decide` gets to within an interface's budget. */
const HELPER_TERMS = 1001;

/**
 * What a thread's search of a position is: `alone`, the only one (decide: the main search taking turns
 * with restarts); `main`, the first of two, while the second's restarts, rollouts and other orders look
 * for a win, so the main search keeps its thread to itself and proves a loss in half the time; `helper`, that second one.
 */
export type Role = 'alone' | 'main' | 'helper';

/** A solve within limits, read as a verdict; `pair`: the two threads prove the position together instead (see proveTogether). */
export function verdictOf<S extends State>(
  definition: GameDefinition<S>,
  state: S,
  limits: Limits,
  clock: Clock,
  goal: Goal = 'win',
  role: Role = 'alone',
  pair?: Pair,
): Verdict {
  const budget = {nodes: limits.nodes, ms: limits.ms, now: clock.now, cancelled: clock.cancelled};
  const answer = pair
    ? proveTogether(definition, state, budget, goal, pair)
    : role === 'helper'
      ? restartsOnly(definition, state, budget, goal, HELPER_TERMS)
      : decide(definition, state, budget, goal, role === 'main' ? Infinity : undefined);
  if (answer.status === 'won') return {status: 'won', line: answer.line};
  if (answer.status === 'lost') return {status: 'lost'};
  const first = searchMoves(definition, state)[0];
  return first ? {status: 'unknown', first} : {status: 'unknown'};
}

/** The pile a transfer goes to is a foundation. */
export function toFoundation<S extends State>(definition: GameDefinition<S>, state: S, move: GameMove): move is Transfer {
  return move.kind === 'move' && definition.piles(state).some((spec) => spec.id === move.to && spec.role === 'foundation');
}

/** Whether the game can put cards up by itself: it has foundations and a safe-move rule. */
export function hasSafeUps<S extends State>(definition: GameDefinition<S>, state: S): boolean {
  return definition.solver?.safe !== undefined && definition.piles(state).some((spec) => spec.role === 'foundation');
}

/** The move to a foundation that the game's own safe-move rule (the one the solver prunes with) allows now, if any. */
export function safeUp<S extends State>(
  definition: GameDefinition<S>,
  state: S,
  moves: readonly GameMove[] = legalMovesOf(definition, state),
): Transfer | undefined {
  const safe = definition.solver?.safe?.(state, moves);
  return safe && toFoundation(definition, state, safe) ? safe : undefined;
}

/**
 * A win that needs no decision: from here, playing the only legal move, else
 * the move the game's safe-move rule allows, else a move to a foundation, wins.
 * The line is the proof; undefined when that play does not win. A game's
 * lesser success is finished only once its win is out of reach: `f` never
 * throws the win away for it.
 */
export function finishLine<S extends State>(definition: GameDefinition<S>, start: S, limit = 1000): GameMove[] | undefined {
  const win = finishTo(definition, start, 'win', limit);
  if (win || !definition.lesser || outcomeFor(definition, start, 'win') !== 'lost') return win;
  return finishTo(definition, start, 'lesser', limit);
}

function finishTo<S extends State>(definition: GameDefinition<S>, start: S, goal: Goal, limit: number): GameMove[] | undefined {
  const line: GameMove[] = [];
  const seen = new Set<string>();
  let state = start;
  for (let step = 0; step <= limit; step++) {
    const outcome = outcomeFor(definition, state, goal);
    if (outcome === 'won') return line.length > 0 ? line : undefined;
    if (outcome === 'lost') return undefined;
    const moves = legalMovesOf(definition, state);
    if (moves.length === 0) return undefined;
    const move = moves.length === 1 ? moves[0] : (definition.solver?.safe?.(state, moves) ?? moves.find((each) => toFoundation(definition, state, each)));
    if (!move) return undefined;
    state = definition.apply(state, move);
    line.push(move);
    // A forced move may lead round in a circle (turning the stock over and over).
    const key = stateKey(state);
    if (seen.has(key)) return undefined;
    seen.add(key);
  }
  return undefined;
}

/** Every legal first move, the solver's order first (the ones it would try, best first), then the rest. */
function firstMoves<S extends State>(definition: GameDefinition<S>, state: S): GameMove[] {
  const ordered = searchMoves(definition, state);
  const keys = new Set(ordered.map(moveKey));
  return [...ordered, ...legalMovesOf(definition, state).filter((move) => !keys.has(moveKey(move)))];
}

/**
 * The next first move not yet shown (`skip`: move keys): one from which the game
 * can still be won, else the most promising undecided one, else none.
 */
export function nextAlternative<S extends State>(
  definition: GameDefinition<S>,
  state: S,
  skip: readonly string[],
  limits: Limits,
  clock: Clock,
  goal: Goal = 'win',
): Alternative {
  const shown = new Set(skip);
  const candidates = firstMoves(definition, state).filter((move) => !shown.has(moveKey(move)));
  const deadline = clock.now() + limits.ms;
  let undecided: GameMove | undefined;
  for (const move of candidates) {
    const left = deadline - clock.now();
    if (left <= 0 || clock.cancelled?.()) break;
    const next = definition.apply(state, move);
    if (outcomeFor(definition, next, goal) === 'won') return {move, proven: true, line: [move]};
    const share = {nodes: Math.ceil(limits.nodes / 3), ms: Math.min(left, limits.ms / 3)};
    const verdict = verdictOf(definition, next, share, clock, goal);
    if (verdict.status === 'won') return {move, proven: true, line: [move, ...verdict.line]};
    if (verdict.status === 'unknown') undecided ??= move;
  }
  // A move not searched for lack of time is undecided too.
  undecided ??= candidates.find((move) => outcomeFor(definition, definition.apply(state, move), goal) !== 'lost');
  return undecided ? {move: undecided, proven: false} : {};
}

/**
 * Looks back from position `index` (its moves replayed from `start`) for the
 * last position that can still be won, within `limits` per position and
 * `total` in all; no further back than `floor`, a position known to be
 * winnable, which is the answer when none after it is proven.
 */
export function lastWinnable<S extends State>(
  definition: GameDefinition<S>,
  start: S,
  moves: readonly Move[],
  index: number,
  limits: Limits,
  total: Limits,
  clock: Clock,
  floor?: {readonly index: number; readonly line: readonly GameMove[]},
): Rewind {
  const states: S[] = [start];
  for (let at = 0; at < index; at++) {
    const move = moves[at];
    states.push(move.kind === 'resign' ? ({...states[at], resigned: true} as S) : definition.apply(states[at], move));
  }
  const deadline = clock.now() + total.ms;
  let nodes = total.nodes;
  let uncertain = false;
  const bottom = floor && floor.index < index ? floor.index : -1;
  for (let at = index - 1; at > bottom; at--) {
    const left = deadline - clock.now();
    if (left <= 0 || nodes <= 0 || clock.cancelled?.()) return bottom >= 0 ? {index: bottom, line: floor!.line, uncertain: true} : {uncertain: true};
    const answer = decide(definition, states[at], {
      nodes: Math.min(limits.nodes, nodes),
      ms: Math.min(limits.ms, left),
      now: clock.now,
      cancelled: clock.cancelled,
    });
    nodes -= answer.nodes;
    if (answer.status === 'won') return {index: at, line: answer.line, uncertain};
    if (answer.status === 'unknown') uncertain = true;
  }
  return bottom >= 0 ? {index: bottom, line: floor!.line, uncertain} : {uncertain};
}

/**
 * The first deal number from `from` on (wrapping round) that the solver proves
 * winnable within `limits` each, searching for at most `total`. `progress`
 * hears how many deals were tried.
 */
export function findWinnableDeal(
  definition: GameDefinition,
  choice: {readonly variant: readonly string[]; readonly rulesVersion: number},
  from: number,
  limits: Limits,
  total: Limits,
  clock: Clock,
  progress?: (tried: number) => void,
): DealFound {
  const deadline = clock.now() + total.ms;
  let nodes = total.nodes;
  let tried = 0;
  for (let deal = from; clock.now() < deadline && nodes > 0 && !clock.cancelled?.(); deal = deal >= MAX_DEAL ? 1 : deal + 1) {
    const state = current(startSession(definition, {deal}, choice));
    const answer = decide(definition, state, {
      nodes: Math.min(limits.nodes, nodes),
      ms: Math.min(limits.ms, deadline - clock.now()),
      now: clock.now,
      cancelled: clock.cancelled,
    });
    nodes -= answer.nodes;
    tried++;
    if (answer.status === 'won') return {deal, line: answer.line, tried};
    progress?.(tried);
  }
  return {tried};
}

/** Answers one request. */
export function answer(request: AssistRequest, definitionOf: (game: string) => GameDefinition, clock: Clock, progress?: (tried: number) => void): AssistReply {
  switch (request.kind) {
    case 'solve': {
      const helper = request.helper === true;
      const pair = request.shared ? {seen: new SharedSeen(request.shared.buffer, request.shared.question), helper} : undefined;
      if (pair && !helper) pair.seen.clear();
      const role = helper ? 'helper' : request.helped ? 'main' : 'alone';
      return {kind: 'solve', verdict: verdictOf(definitionOf(request.state.game), request.state, request.limits, clock, request.goal, role, pair)};
    }
    case 'finish': {
      const line = finishLine(definitionOf(request.state.game), request.state);
      return line ? {kind: 'finish', line} : {kind: 'finish'};
    }
    case 'alternative':
      return {
        kind: 'alternative',
        alternative: nextAlternative(definitionOf(request.state.game), request.state, request.skip, request.limits, clock, request.goal),
      };
    case 'rewind':
      return {
        kind: 'rewind',
        rewind: lastWinnable(
          definitionOf(request.start.game),
          request.start,
          request.moves,
          request.index,
          request.limits,
          request.total,
          clock,
          request.floor,
        ),
      };
    case 'deal':
      return {
        kind: 'deal',
        found: findWinnableDeal(
          definitionOf(request.game),
          {variant: request.variant, rulesVersion: request.rulesVersion},
          request.start,
          request.limits,
          request.total,
          clock,
          progress,
        ),
      };
  }
}
