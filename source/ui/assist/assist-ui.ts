import {moveKey} from '../../core/engine.js';
import {currentRulesVersion} from '../../core/switches.js';
import {current, playMove} from '../../core/session.js';
import type {GameDefinition, GameMove, State} from '../../core/types.js';
import type {AssistReply, AssistRequest, Limits} from '../../solver/assist.js';
import {lastOnLine, standing} from '../../solver/known.js';
import type {Goal} from '../../solver/solve.js';
import type {Waiting} from '../state/assist-state.js';
import {attempt, clampDepth, type Command, type GameUi, isFinished, type Message, say} from '../state/game-ui.js';
import {demoPace, forcedOrSafe} from './demo-pace.js';
import type {Params} from '../text/messages.js';

/**
 * The solver's features on the game screen, as pure steps on GameUi: a key
 * sets `waiting` (a question), the Program hands the question to the solver
 * (assist-driver.ts) and gives the answer back through `receive`. Nothing
 * here waits for a search.
 */

/** Search budgets: enough for most positions of the 52-card games on this machine, short enough to feel like an answer. */
/**
 * A hint's search, and the background search of the position on screen: one budget, so a hint never repeats a
 * search already made. Under 2 s with the message to and fro; on two cores each of the solver's two threads gets it.
 */
const HINT_LIMITS: Limits = {nodes: 4_000_000, ms: 1900};

export const LIMITS = {
  hint: HINT_LIMITS,
  next: {nodes: 600_000, ms: 4000},
  demo: {nodes: 1_500_000, ms: 8000},
  mark: HINT_LIMITS,
  rewindEach: {nodes: 200_000, ms: 1500},
  rewindAll: {nodes: 3_000_000, ms: 15_000},
  dealEach: {nodes: 200_000, ms: 1500},
  dealAll: {nodes: 10_000_000, ms: 30_000},
} satisfies Record<string, Limits>;

/** The question the solver is to answer for what the player is waiting for. */
export function questionOf(ui: GameUi, waiting: Waiting): AssistRequest {
  switch (waiting.kind) {
    case 'hint':
      return {kind: 'solve', state: waiting.state, limits: LIMITS.hint, ...(waiting.goal ? {goal: waiting.goal} : {})};
    case 'next':
      return {kind: 'alternative', state: waiting.state, skip: waiting.skip ?? [], limits: LIMITS.next, ...(waiting.goal ? {goal: waiting.goal} : {})};
    case 'demo':
      return {kind: 'solve', state: waiting.state, limits: LIMITS.demo};
    case 'finish':
      return {kind: 'finish', state: waiting.state};
    case 'deal':
      return {
        kind: 'deal',
        game: ui.definition.id,
        // The rules a new deal is played by (newDeal in controller.ts): the variant chosen for it, today's rules.
        variant: ui.nextVariant ?? ui.session.variant,
        rulesVersion: currentRulesVersion(ui.definition),
        start: ui.finding?.start ?? 1,
        limits: LIMITS.dealEach,
        total: LIMITS.dealAll,
      };
    case 'rewind': {
      // Known: where the proven line was left (no need to look further back), and the first position known lost (none after it can be won).
      const floor = lastOnLine(ui.known, ui.session);
      const lost = ui.known?.lost?.win;
      const index = lost && standing(ui.known, ui.session)?.status === 'lost' ? Math.min(lost.length, ui.session.index) : ui.session.index;
      return {
        kind: 'rewind',
        start: ui.session.states[0],
        moves: ui.session.moves,
        index,
        limits: LIMITS.rewindEach,
        total: LIMITS.rewindAll,
        ...(floor ? {floor} : {}),
      };
    }
  }
}

/** A card as a message parameter, or undefined when it lies face down (a hint never names one). */
function faceUp(state: State, pile: string, at: number): Params[string] | undefined {
  const found = state.piles.find((each) => each.id === pile);
  if (!found || at < 0 || at >= found.cards.length || at < found.down) return undefined;
  return {card: found.cards[at]};
}

/** A move in words: "7♥ onto 8♣", "K♠ to column 3", "press d (turn a card)". */
export function describeMove(definition: GameDefinition, state: State, move: GameMove): Message {
  const specs = definition.piles(state);
  const name = (id: string) => specs.find((spec) => spec.id === id)?.name ?? {en: id, de: id};
  if (move.kind === 'move') {
    const from = state.piles.find((each) => each.id === move.from);
    const to = state.piles.find((each) => each.id === move.to);
    const card = from ? faceUp(state, move.from, from.cards.length - move.count) : undefined;
    if (!card) return say('move.hidden', {from: name(move.from), to: name(move.to)});
    const target = to && to.cards.length > 0 ? faceUp(state, move.to, to.cards.length - 1) : undefined;
    const more = move.count - 1;
    if (target) return say(more > 0 ? 'move.runOnto' : 'move.onto', {card, more, target});
    return say(more > 0 ? 'move.runTo' : 'move.to', {card, more, pile: name(move.to)});
  }
  if (move.kind === 'remove') {
    const cards = move.piles.map((id) => faceUp(state, id, (state.piles.find((each) => each.id === id)?.cards.length ?? 0) - 1));
    if (cards.some((each) => each === undefined)) return say('move.action', {label: move.piles.map((id) => name(id).en).join(' + ')});
    return say('move.remove', {cards: {cards: cards.map((each) => (each as {card: number}).card)}});
  }
  const spec = definition.keys.find((each) => each.actions?.includes(move.name));
  return spec ? say('move.key', {key: spec.key, label: spec.label}) : say('move.action', {label: move.name});
}

/** The piles a hint lights up: where the cards come from, and where they go. */
export function hintPiles(move: GameMove): {from: readonly string[]; to: readonly string[]} {
  if (move.kind === 'move') return {from: [move.from], to: [move.to]};
  if (move.kind === 'remove') return {from: move.piles, to: []};
  return {from: [], to: []};
}

/**
 * `h`: a hint for this position, or the next alternative when one is shown for
 * it. Along a line the solver has proven (ui.known) the hint is its next move,
 * at once; where the game is known lost, the way back is looked for.
 */
export function askHint(ui: GameUi): GameUi {
  if (isFinished(ui)) return {...ui, message: say('solve.over')};
  const state = current(ui.session);
  const asking = {...ui, held: undefined, message: say('solve.thinking')};
  if (ui.hint?.state === state) return {...asking, waiting: {kind: 'next', state, skip: ui.hint.shown, goal: ui.hint.goal}};
  const win = standing(ui.known, ui.session);
  if (win?.status === 'won') return showHint({...ui, held: undefined}, win.line[0], true, 'win', [], true);
  if (win?.status !== 'lost') return {...asking, waiting: {kind: 'hint', state}};
  return lesserHint(asking, state) ?? lostHere(asking, state);
}

/** The win is lost here: a hint towards the game's lesser success, when it has one and it is not known lost too. */
function lesserHint(ui: GameUi, state: State): GameUi | undefined {
  if (!ui.definition.lesser) return undefined;
  const lesser = standing(ui.known, ui.session, 'lesser');
  if (lesser?.status === 'won') return showHint(ui, lesser.line[0], true, 'lesser', [], true);
  return lesser ? undefined : {...ui, waiting: {kind: 'hint', state, goal: 'lesser'}};
}

/** No win from here: the deal cannot be won at all, or the way back to the last position that can (asked at once when it is known). */
function lostHere(ui: GameUi, state: State): GameUi {
  const done = {...ui, waiting: undefined};
  if (ui.session.index === 0) return {...done, message: say('solve.unwinnable')};
  const known = standing(ui.known, ui.session);
  if (known?.status === 'lost' && known.since !== undefined) return {...done, confirm: {kind: 'rewind', to: known.since - 1}, message: undefined};
  return {...ui, waiting: {kind: 'rewind', state}, message: say('solve.lost')};
}

/** `D`: the solver plays this position to its end, once it has found a win (at once along a proven line). */
export function askDemo(ui: GameUi): GameUi {
  if (isFinished(ui)) return {...ui, message: say('solve.over')};
  const known = standing(ui.known, ui.session);
  if (known?.status === 'won') return startDemo({...ui, held: undefined}, known.line);
  if (known?.status === 'lost') return {...ui, hint: undefined, message: say('demo.lost')};
  return {...ui, waiting: {kind: 'demo', state: current(ui.session)}, hint: undefined, held: undefined, message: say('solve.thinking')};
}

function startDemo(ui: GameUi, line: readonly GameMove[]): GameUi {
  return {...ui, waiting: undefined, demo: line, demoPace: demoPace(line.length, ui.speed), auto: true, hint: undefined, message: say('demo.start')};
}

/** What a proven hint says it reaches: the win, or only the game's lesser success ("double series only"). */
function provenTail(ui: GameUi, goal: Goal) {
  const lesser = ui.definition.lesser;
  return goal === 'lesser' && lesser ? say('solve.lesser', {name: lesser.name}) : say('solve.wins');
}

function showHint(ui: GameUi, move: GameMove, proven: boolean, goal: Goal, shown: readonly string[], first: boolean): GameUi {
  const state = current(ui.session);
  const words = describeMove(ui.definition, state, move);
  const lead = say(first ? 'solve.hint' : 'solve.or');
  const tail = proven ? provenTail(ui, goal) : say('solve.best');
  const hint = {state, move, proven, goal, shown: [...shown, moveKey(move)]};
  // The focus goes to the cards to move, so Space (or Enter) is the next key.
  const focused = move.kind === 'move' ? clampDepth({...ui, focus: move.from, depth: move.count}) : ui;
  return {...focused, waiting: undefined, hint, message: {phrase: [lead, words, tail]}};
}

/** The solver's answer to what the player waits for; an answer to an older question is dropped. */
export function receive(ui: GameUi, waiting: Waiting, reply: AssistReply | undefined): GameUi {
  if (ui.waiting !== waiting) return ui;
  const done = {...ui, waiting: undefined};
  if (!reply) return {...done, message: say('solve.stopped')};
  if (waiting.kind === 'hint' && reply.kind === 'solve') {
    const verdict = reply.verdict;
    const goal = waiting.goal ?? 'win';
    if (verdict.status === 'won') return showHint(ui, verdict.line[0], true, goal, [], true);
    if (verdict.status === 'lost') return (goal === 'win' ? lesserHint(ui, waiting.state) : undefined) ?? lostHere(ui, waiting.state);
    // The win is lost and the lesser success undecided: the way back to a position that can be won.
    if (goal === 'lesser') return lostHere(ui, waiting.state);
    return verdict.first ? showHint(ui, verdict.first, false, goal, [], true) : {...done, message: say('solve.noMove')};
  }
  if (waiting.kind === 'next' && reply.kind === 'alternative') {
    const alternative = reply.alternative;
    if (alternative.move) return showHint(ui, alternative.move, alternative.proven, waiting.goal ?? 'win', waiting.skip ?? [], false);
    const proven = ui.hint?.proven ?? false;
    return {...done, hint: undefined, message: say(proven ? 'solve.noOther' : 'solve.noneLeft')};
  }
  if (waiting.kind === 'rewind' && reply.kind === 'rewind') {
    const rewind = reply.rewind;
    if (rewind.index !== undefined) return {...done, confirm: {kind: 'rewind', to: rewind.index}, message: undefined};
    return {...done, message: say(rewind.uncertain ? 'solve.noRewind' : 'solve.unwinnable')};
  }
  if (waiting.kind === 'finish' && reply.kind === 'finish') {
    learnFinish(waiting.state, reply.line);
    return finish(done);
  }
  if (waiting.kind === 'demo' && reply.kind === 'solve') {
    const verdict = reply.verdict;
    if (verdict.status === 'won') return startDemo(done, verdict.line);
    return {...done, message: say(verdict.status === 'lost' ? 'demo.lost' : 'demo.unknown')};
  }
  return {...done, message: say('solve.stopped')};
}

/** A new deal with winnable deals only: the solver looks for one from deal `start` on (the screen keeps the old game meanwhile). */
export function findDeal(ui: GameUi, start: number): GameUi {
  return {
    ...ui,
    confirm: undefined,
    hint: undefined,
    finding: {start, tried: 0},
    waiting: {kind: 'deal', state: current(ui.session)},
    message: say('find.search', {tried: 0, deal: start}),
  };
}

/** How far the search for a winnable deal has got. */
export function dealProgress(ui: GameUi, tried: number): GameUi {
  if (!ui.finding) return ui;
  return {...ui, finding: {...ui.finding, tried}, message: say('find.search', {tried, deal: ui.finding.start})};
}

/**
 * One step of the demo (a tick): the next move of the solver's line, and the forced and safe moves after it; a long
 * line plays `demoPace` moves a step (demo-pace.ts). Each move stays one move for undo.
 */
export function demoStep(ui: GameUi): GameUi {
  if (!ui.demo) return {...ui, auto: false};
  const pace = ui.demoPace ?? 1;
  let next = ui;
  let played = 0;
  let free = 0;
  while (next.demo && !isFinished(next)) {
    const [move, ...rest] = next.demo;
    const easy = played > 0 && forcedOrSafe(next, move);
    if (played >= pace && !easy) break;
    const after = attempt({...next, demo: rest.length > 0 ? rest : undefined}, move, undefined, {demo: true});
    // A move the rules refuse (it cannot happen: the line was searched from this position) ends the demo.
    if (after.session === next.session) return {...after, demo: undefined, demoPace: undefined, auto: false};
    next = after;
    played++;
    if (easy) free++;
  }
  if (!next.demo) return {...next, demo: undefined, demoPace: undefined, auto: false, message: say(isFinished(next) ? 'demo.done' : 'demo.stopped')};
  if (played === 1) return next;
  return {...next, message: free === played - 1 ? say('demo.joined', {count: free}) : say('demo.paced', {count: played})};
}

/** Keys while the demo runs: `a` pauses and goes on, `s` one step, + and - change the speed, ticks play; anything else stops it first. */
export function demoKey(ui: GameUi, command: Command): {ui: GameUi; handled: boolean} {
  const type = command.type;
  if (!ui.demo) return {ui, handled: false};
  if (type === 'tick' || type === 'elapse' || type === 'speed') return {ui, handled: false};
  if (type === 'auto') return {ui: {...ui, auto: !ui.auto, message: say(ui.auto ? 'demo.paused' : 'demo.resumed')}, handled: true};
  // The step key plays one step, as in the games that play themselves.
  if (command.type === 'step') return {ui: demoStep(ui), handled: true};
  const stopped = {...ui, demo: undefined, auto: false, message: say('demo.stopped')};
  return {ui: stopped, handled: type === 'cancel' || type === 'demo'};
}

/** The finish of each position the solver has looked at: the line, or null when the rest needs a decision. */
const finishes = new WeakMap<State, readonly GameMove[] | null>();

/** What the solver's thread found for a position's finish. */
export function learnFinish(state: State, line: readonly GameMove[] | undefined): void {
  finishes.set(state, line ?? null);
}

/** The finish of a position, once known (the solver's thread works it out: a greedy play to the end can take a while). */
export function knownFinish(state: State): readonly GameMove[] | undefined {
  return finishes.get(state) ?? undefined;
}

/** Whether the finish of this position has been worked out. */
export function finishKnown(state: State): boolean {
  return finishes.has(state);
}

/** `f`: plays the rest of a game that needs no decision, as one step for undo; asks the solver first when it has not looked yet. */
export function finish(ui: GameUi): GameUi {
  if (isFinished(ui)) return {...ui, message: say('solve.over')};
  const state = current(ui.session);
  if (!finishKnown(state)) return {...ui, waiting: {kind: 'finish', state}, held: undefined, message: say('solve.thinking')};
  const line = knownFinish(state);
  if (!line) return {...ui, message: say('finish.notYet')};
  let session = ui.session;
  for (const [index, move] of line.entries()) session = playMove(ui.definition, session, move, index > 0);
  return clampDepth({...ui, session, held: undefined, marked: [], hint: undefined, auto: false, message: say('finish.done', {count: line.length})});
}
