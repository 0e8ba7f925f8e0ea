import {legalMovesOf, outcomeOf} from '../../core/engine.js';
import {current, playMove, type Session} from '../../core/session.js';
import {type Message as RuleMessage, RuleError} from '../../core/text.js';
import type {GameDefinition, GameMove, Move, PileSpec, State, Transfer} from '../../core/types.js';
import type {Direction} from '../../view/navigation.js';
import type {Known} from '../../solver/known.js';
import type {Finding, HintShown, MarkShown, Prefs, Waiting} from './assist-state.js';
import type {MessageKey, Params} from '../text/messages.js';
import {safeUps} from './safe-ups.js';

/**
 * The game screen's state, and the questions the UI asks of it (legal moves,
 * targets, depths), answered once per position. Pure: no Ink here.
 */
/**
 * What the status line says: a message of the UI's table, a message of the
 * game's rules (a reason, a hint), two messages in a row (`both`, set apart
 * by MESSAGE_GAP so they never run together), or one sentence made of parts (`phrase`).
 */
export type Message =
  | {readonly key: MessageKey; readonly params?: Params}
  | {readonly rule: RuleMessage}
  | {readonly both: readonly [Message, Message]}
  | {readonly phrase: readonly Message[]};

/** Between two messages shown in one line: "Moved to spades family · 1 card went up". */
export const MESSAGE_GAP = ' · ';

export const say = (key: MessageKey, params?: Params): Message => ({key, params});
export const ruled = (rule: RuleMessage): Message => ({rule});

export type Confirm =
  /** `typed`: the number the player typed (`#`), played as it is even with winnable deals only. */
  | {readonly kind: 'new'; readonly deal: number; readonly typed?: boolean}
  | {readonly kind: 'end'}
  | {readonly kind: 'restart'}
  | {readonly kind: 'action'; readonly move: Move; readonly question: RuleMessage}
  /** Back to position `to` of the session, the last one the solver proved winnable. */
  | {readonly kind: 'rewind'; readonly to: number};

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
  readonly stallDeclined?: State;
  /** The end-of-game box is put away, so the final table can be looked at. */
  readonly bannerHidden?: boolean;
  /** The solver's features (assist-ui.ts): a hint shown, a question waiting, the demo's moves still to play, a search for a winnable deal. */
  readonly hint?: HintShown;
  readonly waiting?: Waiting;
  readonly demo?: readonly GameMove[];
  /** Moves the demo plays a step besides forced and safe ones, so a long line ends in about a minute (demo-pace.ts). */
  readonly demoPace?: number;
  readonly finding?: Finding;
  readonly prefs?: Prefs;
  /** The winnable mark for a position (set by the Program when the solver has answered). */
  readonly mark?: MarkShown;
  /** What the solver has proven about this deal (a winning line, where it is lost): hints, the mark and the demo answer from it. */
  readonly known?: Known;
  /** The last move was the demo's: a game the demo wins is not counted as the player's win. */
  readonly byDemo?: boolean;
  /** The digits typed so far at the `#` prompt (a deal by number); undefined when it is not open. */
  readonly dealPrompt?: string;
  /** The variant chosen for the next new deal, when it is not this deal's (a save resumed as its own variant). */
  readonly nextVariant?: readonly string[];
};

export type Command =
  | {readonly type: 'move-focus'; readonly direction: Direction}
  /** How many cards of the focused fan: a Shift-arrow (by the fan's direction), or PgUp / PgDn (one more, one fewer). */
  | {readonly type: 'depth'; readonly direction: Direction}
  | {readonly type: 'depth'; readonly by: 1 | -1}
  | {readonly type: 'cycle'; readonly by: 1 | -1}
  | {readonly type: 'select'}
  | {readonly type: 'send'}
  | {readonly type: 'cancel'}
  | {readonly type: 'action'; readonly key: string}
  /** One step (`s`): the game's own step key, and the demo's step. */
  | {readonly type: 'step'; readonly key: string}
  | {readonly type: 'undo'}
  | {readonly type: 'redo'}
  | {readonly type: 'new'; readonly deal: number; readonly typed?: boolean}
  | {readonly type: 'end'}
  | {readonly type: 'yes'}
  | {readonly type: 'no'}
  | {readonly type: 'help'}
  | {readonly type: 'auto'}
  | {readonly type: 'speed'; readonly faster: boolean}
  | {readonly type: 'tick'}
  | {readonly type: 'hint'}
  | {readonly type: 'demo'}
  | {readonly type: 'finish'}
  | {readonly type: 'restart'}
  | {readonly type: 'undo-all'}
  | {readonly type: 'deal-prompt'; readonly digits?: string}
  | {readonly type: 'deal-enter'}
  /** The mouse: a card (`depth` cards from the top of `pile`) clicked, or double-clicked (mouse/click.ts). */
  | {readonly type: 'click'; readonly pile: string; readonly depth: number; readonly double: boolean}
  | {readonly type: 'elapse'; readonly ms: number};

export const SPEEDS = [2000, 1000, 500, 250, 100];

export function startUi(definition: GameDefinition, session: Session): GameUi {
  const slots = definition.piles(current(session));
  const first = slots.find((slot) => slot.role === 'tableau') ?? slots[0];
  return focusForced({definition, session, focus: first.id, depth: 1, marked: [], scroll: 0, elapsed: 0, auto: false, speed: 500});
}

export function slotsOf(ui: GameUi): readonly PileSpec[] {
  return ui.definition.piles(current(ui.session));
}

/** A pile's name in the player's language. */
export function nameOf(ui: GameUi, id: string, lang: 'en' | 'de'): string {
  return slotsOf(ui).find((slot) => slot.id === id)?.name[lang] ?? id;
}

const legalCache = new WeakMap<object, GameMove[]>();

/** Legal moves of the current position, computed once per position. */
export function legal(ui: GameUi): GameMove[] {
  return legalAt(ui.definition, current(ui.session));
}

function legalAt(definition: GameUi['definition'], state: State): GameMove[] {
  let moves = legalCache.get(state);
  if (!moves) {
    moves = legalMovesOf(definition, state);
    legalCache.set(state, moves);
  }
  return moves;
}

/** The depths the focus may take in a pile: 1 up to the largest count that some legal move carries. */
export function depthsOf(ui: GameUi, pile: string): number[] {
  let most = 1;
  for (const move of legal(ui)) if (move.kind === 'move' && move.from === pile) most = Math.max(most, move.count);
  return Array.from({length: most}, (_, index) => index + 1);
}

/** Piles that would accept what is held (or the focused selection). */
export function targetsOf(ui: GameUi): Set<string> {
  const source = ui.held ?? {pile: ui.focus, count: ui.depth};
  const targets = new Set<string>();
  if (!ui.held) return targets;
  for (const move of legal(ui)) {
    if (move.kind === 'move' && move.from === source.pile && move.count === source.count) targets.add(move.to);
  }
  return targets;
}

export function pileSize(ui: GameUi, id: string): number {
  return current(ui.session).piles.find((pile) => pile.id === id)?.cards.length ?? 0;
}

/**
 * Plays a move and clears the selection; on an illegal move, keeps the state and shows why.
 * The message says what the move did when the game tells (a rescue draw, an automatic step), else `done`.
 */
export function attempt(ui: GameUi, move: Move, done?: Message, how: {readonly demo?: boolean} = {}): GameUi {
  try {
    const played = playMove(ui.definition, ui.session, move);
    const story = move.kind === 'resign' ? undefined : ui.definition.narrate?.(current(ui.session), move, current(played));
    // Safe moves to the foundations follow the player's move, joined to it for undo (not in the demo: it plays its own line).
    const ups = ui.prefs?.safeUp && !how.demo && move.kind !== 'resign' ? safeUps(ui.definition, played) : {session: played, count: 0};
    const session = ups.session;
    const said = story ? ruled(story) : done;
    const upMessage = ups.count > 0 ? say('safe.up', {count: ups.count}) : undefined;
    const message = said && upMessage ? {both: [said, upMessage] as const} : (upMessage ?? said);
    const next: GameUi = {...ui, session, held: undefined, marked: [], depth: 1, hint: undefined, message, byDemo: how.demo};
    return afterMove(next);
  } catch (error) {
    if (error instanceof RuleError) return {...ui, message: ruled(error.reason)};
    throw error;
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
  if (moves.length === 0 || !moves.every((move): move is Transfer => move.kind === 'move')) return ui;
  const source = moves[0].from;
  if (moves.some((move) => move.from !== source) || source === ui.focus) return ui;
  return {...ui, focus: source, depth: 1};
}

export function clampDepth(ui: GameUi): GameUi {
  const depths = depthsOf(ui, ui.focus);
  return depths.includes(ui.depth) ? ui : {...ui, depth: 1};
}

/** The legal action move of one of these names, if any. */
export function legalAction(ui: GameUi, names: readonly string[]): GameMove | undefined {
  return legal(ui).find((move) => move.kind === 'action' && names.includes(move.name));
}

const stalledCache = new WeakMap<object, boolean>();

/** Whether play is stalled at a position of the game (C11); some games search to know, so it is worked out once per position. */
function stalledState(definition: GameUi['definition'], state: State): boolean {
  let stalled = stalledCache.get(state);
  if (stalled === undefined) {
    stalled = legalAt(definition, state).length > 0 && definition.stalled!(state);
    stalledCache.set(state, stalled);
  }
  return stalled;
}

/**
 * Whether to offer ending the game (C11). Once the player said no, the offer
 * is not made again while only actions (turning the stock round and round,
 * say) led on from that position: only once a card was played, or on another
 * line of play after an undo.
 */
export function isStalled(ui: GameUi): boolean {
  const {definition, session} = ui;
  if (!definition.stalled || !stalledState(definition, session.states[session.index])) return false;
  const declined = ui.stallDeclined;
  if (declined === undefined) return true;
  for (let at = session.index; at >= 0; at--) {
    if (session.states[at] === declined) return false;
    if (at === 0 || session.moves[at - 1].kind !== 'action') return true;
  }
  return true;
}

export function isFinished(ui: GameUi): boolean {
  return outcomeOf(ui.definition, current(ui.session)) !== 'playing';
}

/** The message the line under the table shows: none once the game is over (the end box and the game's ending speak then). */
export function shownMessage(ui: GameUi): Message | undefined {
  return isFinished(ui) ? undefined : ui.message;
}

/** The hint is on the table: for this position, and nothing held. */
export function hintShown(ui: GameUi): boolean {
  return ui.hint !== undefined && !ui.held && ui.hint.state === current(ui.session);
}

/**
 * Something Esc puts away before it leaves the game: cards held or marked, a hint or a message shown,
 * a question for the solver, the demo or autoplay running. With none of them, Esc goes to the list of games.
 */
export function escClears(ui: GameUi): boolean {
  return (
    ui.held !== undefined ||
    ui.marked.length > 0 ||
    ui.waiting !== undefined ||
    ui.demo !== undefined ||
    (ui.auto && !isFinished(ui)) ||
    hintShown(ui) ||
    shownMessage(ui) !== undefined
  );
}

/** Moves the player made: giving up is not a move. */
export function playedMoves(ui: GameUi): number {
  const index = ui.session.index;
  return index > 0 && ui.session.moves[index - 1]?.kind === 'resign' ? index - 1 : index;
}

/** A game that plays itself: it has automatic steps and nothing for the player to move or mark. */
export function playsItself(definition: GameDefinition): boolean {
  return definition.keys.some((spec) => spec.auto) && !definition.pileRules && !definition.removal;
}

/** The step a self-playing game takes next, if it can. */
export function autoMove(ui: GameUi): GameMove | undefined {
  const spec = ui.definition.keys.find((each) => each.auto);
  return spec ? legalAction(ui, spec.actions ?? []) : undefined;
}
