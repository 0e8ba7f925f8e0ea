import {legalMovesOf, moveKey, outcomeOf} from '../core/engine.js';
import {canRedo, canUndo, current, playMove, redo, type Session, startSession, undo} from '../core/session.js';
import type {ActionSpec, GameDefinition, Move, Slot, Text} from '../core/types.js';
import {cycle, type Direction, neighbour} from '../view/navigation.js';
import type {MessageKey, Params} from './messages.js';

/**
 * The game screen's state and its pure reducer: keys become commands, commands
 * change this value. No Ink here, so every flow is testable without a terminal.
 */
/** What the status line says: a message of the UI's table, or a reason from the rules engine. */
export type Message = {readonly key: MessageKey; readonly params?: Params} | {readonly reason: string};

const say = (key: MessageKey, params?: Params): Message => ({key, params});

export type Confirm =
  | {readonly kind: 'new'; readonly deal: number}
  | {readonly kind: 'end'}
  | {readonly kind: 'action'; readonly move: Move; readonly question: Text};

export type GameUi = {
  readonly definition: GameDefinition;
  readonly session: Session;
  readonly focus: string;
  readonly depth: number;
  readonly held?: {readonly pile: string; readonly count: number};
  readonly marked: readonly string[];
  readonly message?: Message;
  readonly confirm?: Confirm;
  /** The help (keys) or the rules shown over the table; `scroll` is the first rules line shown. */
  readonly overlay?: 'help' | 'rules';
  readonly scroll: number;
  /** Milliseconds played so far; the clock runs only while the game is on screen. */
  readonly elapsed: number;
  readonly auto: boolean;
  /** Milliseconds between automatic steps. */
  readonly speed: number;
  /** The position at which the player declined to end a stalled game. */
  readonly stallDeclinedAt?: number;
};

export type Command =
  | {readonly type: 'move-focus'; readonly direction: Direction}
  | {readonly type: 'cycle'; readonly by: 1 | -1}
  | {readonly type: 'select'}
  | {readonly type: 'send'}
  | {readonly type: 'cancel'}
  | {readonly type: 'action'; readonly key: string}
  | {readonly type: 'undo'}
  | {readonly type: 'redo'}
  | {readonly type: 'new'; readonly deal: number}
  | {readonly type: 'end'}
  | {readonly type: 'yes'}
  | {readonly type: 'no'}
  | {readonly type: 'help'}
  | {readonly type: 'auto'}
  | {readonly type: 'speed'; readonly faster: boolean}
  | {readonly type: 'tick'}
  | {readonly type: 'elapse'; readonly ms: number};

export const SPEEDS = [2000, 1000, 500, 250, 100];

export function startUi(definition: GameDefinition, session: Session): GameUi {
  const slots = definition.layout(current(session));
  const first = slots.find((slot) => slot.role === 'tableau') ?? slots[0];
  return focusForced({definition, session, focus: first.id, depth: 1, marked: [], scroll: 0, elapsed: 0, auto: false, speed: 500});
}

function slotsOf(ui: GameUi): readonly Slot[] {
  return ui.definition.layout(current(ui.session));
}

export function nameOf(ui: GameUi, id: string): string {
  return slotsOf(ui).find((slot) => slot.id === id)?.name ?? id;
}

const legalCache = new WeakMap<object, Move[]>();

/** Legal moves of the current position, computed once per position. */
export function legal(ui: GameUi): Move[] {
  const state = current(ui.session);
  let moves = legalCache.get(state);
  if (!moves) {
    moves = legalMovesOf(ui.definition, state);
    legalCache.set(state, moves);
  }
  return moves;
}

/** The depths the focus may take in a pile: 1 up to the largest count that some legal move carries. */
export function depthsOf(ui: GameUi, pile: string): number[] {
  let most = 1;
  for (const move of legal(ui)) if (move.kind === 'move' && move.from === pile) most = Math.max(most, move.count ?? 1);
  return Array.from({length: most}, (_, index) => index + 1);
}

/** Piles that would accept what is held (or the focused selection). */
export function targetsOf(ui: GameUi): Set<string> {
  const source = ui.held ?? {pile: ui.focus, count: ui.depth};
  const targets = new Set<string>();
  if (!ui.held) return targets;
  for (const move of legal(ui)) {
    if (move.kind === 'move' && move.from === source.pile && (move.count ?? 1) === source.count) targets.add(move.to!);
  }
  return targets;
}

function pileSize(ui: GameUi, id: string): number {
  return current(ui.session).piles.find((pile) => pile.id === id)?.cards.length ?? 0;
}

/** Plays a move and clears the selection; on an illegal move, keeps the state and shows why. */
function attempt(ui: GameUi, move: Move, done?: Message): GameUi {
  try {
    const session = playMove(ui.definition, ui.session, move);
    const next: GameUi = {...ui, session, held: undefined, marked: [], depth: 1, message: done};
    return afterMove(next);
  } catch (error) {
    return {...ui, message: {reason: (error as Error).message}};
  }
}

function afterMove(ui: GameUi): GameUi {
  const outcome = outcomeOf(ui.definition, current(ui.session));
  if (outcome !== 'playing') return {...ui, auto: false};
  return focusForced(ui);
}

/** When every legal move starts from one pile (a card waiting for its place), the focus goes there. */
function focusForced(ui: GameUi): GameUi {
  const moves = legal(ui);
  if (moves.length === 0 || moves.some((move) => move.kind !== 'move')) return ui;
  const source = moves[0].from!;
  if (moves.some((move) => move.from !== source) || source === ui.focus) return ui;
  return {...ui, focus: source, depth: 1};
}

function clampDepth(ui: GameUi): GameUi {
  const depths = depthsOf(ui, ui.focus);
  return depths.includes(ui.depth) ? ui : {...ui, depth: 1};
}

/** Towards a fan's first card: the arrow that takes more cards of a fanned pile. */
const DEEPER: Readonly<Record<string, Direction>> = {down: 'up', up: 'down', left: 'right', right: 'left'};
const OPPOSITE: Readonly<Record<Direction, Direction>> = {up: 'down', down: 'up', left: 'right', right: 'left'};

/**
 * Arrows move the focus by position; in a fanned pile the arrow towards the
 * fan's first card takes one more card, the opposite one fewer, before the focus leaves the pile.
 */
function moveFocus(ui: GameUi, direction: Direction): GameUi {
  const fan = slotsOf(ui).find((each) => each.id === ui.focus)?.fan;
  const deeper = fan ? DEEPER[fan] : undefined;
  if (deeper && !ui.held && (direction === deeper || direction === OPPOSITE[deeper])) {
    const depths = depthsOf(ui, ui.focus);
    const next = depths[depths.indexOf(ui.depth) + (direction === deeper ? 1 : -1)];
    if (next !== undefined) return {...ui, depth: next, message: undefined};
  }
  const focus = neighbour(slotsOf(ui), ui.focus, direction);
  return focus === ui.focus ? ui : {...ui, focus, depth: 1, message: undefined};
}

function toggleMark(ui: GameUi): GameUi {
  if (pileSize(ui, ui.focus) === 0) return {...ui, message: say('msg.empty')};
  const marked = ui.marked.includes(ui.focus) ? ui.marked.filter((id) => id !== ui.focus) : [...ui.marked, ui.focus];
  const removals = legal(ui).filter((move) => move.piles !== undefined);
  const wanted = moveKey({kind: 'remove', piles: marked});
  const match = removals.find((move) => moveKey({kind: 'remove', piles: move.piles}) === wanted);
  if (match) return attempt({...ui, marked}, match, say('msg.removed', {count: marked.length}));
  const largest = Math.max(2, ...removals.map((move) => move.piles!.length));
  const couldGrow = removals.some((move) => marked.every((id) => move.piles!.includes(id)));
  if (!couldGrow && marked.length >= 2) {
    const reason = ui.definition.explain(current(ui.session), {kind: 'remove', piles: marked});
    return {...ui, marked: marked.length >= largest ? [] : marked, message: reason ? {reason} : say('msg.notTogether')};
  }
  return {...ui, marked, message: marked.length > 0 ? say('msg.marked', {count: marked.length}) : undefined};
}

function pickOrDrop(ui: GameUi): GameUi {
  if (!ui.held && isStock(ui)) {
    const stockMove = stockAction(ui);
    return stockMove ? attempt(ui, stockMove) : {...ui, message: say('msg.stockNotPlayed')};
  }
  if (ui.definition.selection === 'set' && !ui.held) {
    const transfers = legal(ui).some((move) => move.kind === 'move' && move.from === ui.focus);
    if (!transfers) return toggleMark(ui);
  }
  if (ui.held) {
    if (ui.held.pile === ui.focus) return {...ui, held: undefined, message: undefined};
    return attempt(ui, {kind: 'move', from: ui.held.pile, to: ui.focus, count: ui.held.count});
  }
  if (pileSize(ui, ui.focus) === 0) return {...ui, message: say('msg.empty')};
  const held = {pile: ui.focus, count: ui.depth};
  const picked: GameUi = {...ui, held};
  const targets = targetsOf(picked);
  if (targets.size === 0) {
    return {...picked, message: say('msg.nowhere')};
  }
  return {...picked, message: held.count === 1 ? say('msg.holdingOne') : say('msg.holding', {count: held.count})};
}

function isStock(ui: GameUi): boolean {
  return slotsOf(ui).find((each) => each.id === ui.focus)?.role === 'stock';
}

/** Space or Enter on the stock turns it, in every game. */
function stockAction(ui: GameUi): Move | undefined {
  if (!isStock(ui)) return undefined;
  const kinds = ui.definition.actions.find((action) => action.key === 'd')?.kinds ?? [];
  return legal(ui).find((move) => kinds.includes(move.kind));
}

function rankTarget(ui: GameUi, move: Move): number {
  const slot = slotsOf(ui).find((each) => each.id === move.to);
  if (slot?.role === 'foundation') return 0;
  return pileSize(ui, move.to!) > 0 ? 1 : 2;
}

/** Enter: send the focused card or run (or what is held) to its best legal place. */
function send(ui: GameUi): GameUi {
  const stockMove = !ui.held ? stockAction(ui) : undefined;
  if (stockMove) return attempt(ui, stockMove);
  const source = ui.held ?? {pile: ui.focus, count: ui.depth};
  const options = legal(ui).filter((move) => move.kind === 'move' && move.from === source.pile && (move.count ?? 1) === source.count);
  if (options.length === 0) {
    if (pileSize(ui, source.pile) === 0) return {...ui, message: say('msg.empty')};
    return {...ui, message: say('msg.noPlace')};
  }
  const best = options.reduce((a, b) => (rankTarget(ui, b) < rankTarget(ui, a) ? b : a));
  return attempt(ui, best, say('msg.movedTo', {pile: nameOf(ui, best.to!)}));
}

/** The legal move an action key plays now, if any: a move action works on the focused pile. */
export function actionMove(ui: GameUi, spec: ActionSpec): Move | undefined {
  if (spec.to === undefined && spec.from === undefined) return legal(ui).find((each) => spec.kinds.includes(each.kind));
  const from = spec.from ?? ui.focus;
  const to = spec.to ?? ui.focus;
  const count = spec.from === undefined ? ui.depth : undefined;
  return legal(ui).find((each) => each.kind === 'move' && each.from === from && each.to === to && (count === undefined || each.count === count));
}

function action(ui: GameUi, key: string): GameUi {
  const spec = ui.definition.actions.find((each) => each.key === key);
  if (!spec) return {...ui, message: say('msg.noKey', {key, game: ui.definition.names.de})};
  const move = actionMove(ui, spec);
  if (!move && (spec.to !== undefined || spec.from !== undefined)) {
    const wanted: Move = {kind: 'move', from: spec.from ?? ui.focus, to: spec.to ?? ui.focus, count: spec.from === undefined ? ui.depth : 1};
    return {...ui, message: {reason: ui.definition.explain(current(ui.session), wanted) || spec.label.en}};
  }
  const question = move && spec.confirm?.(current(ui.session));
  if (move && question) return {...ui, confirm: {kind: 'action', move, question}};
  if (move) return attempt(ui, move);
  const reason = ui.definition.explain(current(ui.session), {kind: spec.kinds[0]});
  return {...ui, message: reason ? {reason} : say('msg.notNow', {action: spec.label.en})};
}

const stalledCache = new WeakMap<object, boolean>();

/** Whether to offer ending the game (C11); some games search to know, so it is worked out once per position. */
export function isStalled(ui: GameUi): boolean {
  if (!ui.definition.stalled || ui.stallDeclinedAt === ui.session.index) return false;
  const state = current(ui.session);
  let stalled = stalledCache.get(state);
  if (stalled === undefined) {
    stalled = legal(ui).length > 0 && ui.definition.stalled(state);
    stalledCache.set(state, stalled);
  }
  return stalled;
}

function answer(ui: GameUi, yes: boolean): GameUi {
  const confirm = ui.confirm;
  if (!confirm) {
    if (isStalled(ui)) return yes ? attempt(ui, {kind: 'resign'}, say('msg.ended')) : {...ui, stallDeclinedAt: ui.session.index, message: undefined};
    return ui;
  }
  if (!yes) return {...ui, confirm: undefined, message: undefined};
  if (confirm.kind === 'end') return attempt({...ui, confirm: undefined}, {kind: 'resign'}, say('msg.ended'));
  if (confirm.kind === 'action') return attempt({...ui, confirm: undefined}, confirm.move);
  return newDeal({...ui, confirm: undefined}, confirm.deal);
}

function newDeal(ui: GameUi, deal: number): GameUi {
  const fresh = startUi(ui.definition, startSession(ui.definition, {deal}));
  return {...fresh, speed: ui.speed, message: say('msg.newDeal', {deal})};
}

function isFinished(ui: GameUi): boolean {
  return outcomeOf(ui.definition, current(ui.session)) !== 'playing';
}

function autoStep(ui: GameUi): GameUi {
  const spec = ui.definition.actions.find((each) => each.auto);
  if (!spec) return {...ui, auto: false};
  const move = legal(ui).find((each) => spec.kinds.includes(each.kind));
  if (!move) return {...ui, auto: false, message: say('msg.decision')};
  return attempt(ui, move);
}

/** Keys while the help or the rules are shown: ↑ ↓ scroll the rules, ? goes from help to rules, anything else closes. */
function overlayKey(ui: GameUi, command: Command): GameUi {
  if (command.type === 'help') return ui.overlay === 'help' ? {...ui, overlay: 'rules', scroll: 0} : {...ui, overlay: undefined};
  if (ui.overlay === 'rules' && command.type === 'move-focus' && (command.direction === 'up' || command.direction === 'down')) {
    return {...ui, scroll: Math.max(0, ui.scroll + (command.direction === 'down' ? 1 : -1))};
  }
  return {...ui, overlay: undefined};
}

export function reduce(ui: GameUi, command: Command): GameUi {
  if (command.type === 'elapse') return isFinished(ui) ? ui : {...ui, elapsed: ui.elapsed + command.ms};
  if (ui.overlay && command.type !== 'tick') return overlayKey(ui, command);
  switch (command.type) {
    case 'move-focus':
      return moveFocus(ui, command.direction);
    case 'cycle':
      return clampDepth({...ui, focus: cycle(slotsOf(ui), ui.focus, command.by), message: undefined});
    case 'select':
      return pickOrDrop(ui);
    case 'send':
      return send(ui);
    case 'cancel':
      return {...ui, held: undefined, marked: [], confirm: undefined, message: undefined};
    case 'action':
      return action(ui, command.key);
    case 'undo':
      return canUndo(ui.session)
        ? clampDepth({...ui, session: undo(ui.session), held: undefined, marked: [], auto: false, message: say('msg.undone')})
        : {...ui, message: say('msg.noUndo')};
    case 'redo':
      return canRedo(ui.session)
        ? clampDepth({...ui, session: redo(ui.session), held: undefined, marked: [], message: say('msg.redone')})
        : {...ui, message: say('msg.noRedo')};
    case 'new':
      if (ui.session.index > 0 && !isFinished(ui)) return {...ui, confirm: {kind: 'new', deal: command.deal}};
      return newDeal(ui, command.deal);
    case 'end':
      return isFinished(ui) ? ui : {...ui, confirm: {kind: 'end'}};
    case 'yes':
      return answer(ui, true);
    case 'no':
      return answer(ui, false);
    case 'help':
      return {...ui, overlay: 'help'};
    case 'auto':
      return ui.definition.actions.some((each) => each.auto) && !isFinished(ui)
        ? {...ui, auto: !ui.auto, message: say(ui.auto ? 'msg.paused' : 'msg.auto')}
        : {...ui, message: say('msg.noAuto')};
    case 'speed': {
      const at = SPEEDS.indexOf(ui.speed);
      const next = SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, at + (command.faster ? 1 : -1)))];
      return {...ui, speed: next, message: say('msg.speed', {ms: next})};
    }
    case 'tick':
      return ui.auto ? autoStep(ui) : ui;
  }
}
