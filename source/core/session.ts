import {parseOrder, type Card, code} from './cards.js';
import {dealOrder, decksOf, play} from './engine.js';
import {isDealNumber, MAX_DEAL} from './random.js';
import {currentRulesVersion, presentVariant, resolveSwitches} from './switches.js';
import type {GameDefinition, Move, State, Switches} from './types.js';

/** Where a deal came from: a deal number, or an explicit order of card codes. */
export type DealSource = {readonly deal: number} | {readonly order: readonly string[]};

/**
 * One deal being played (saved and replayed by saved-game.ts): every position reached, so undo and redo are exact.
 * `index` points at the current position; `moves[i]` leads from states[i] to states[i + 1].
 */
export type Session = {
  readonly game: string;
  readonly source: DealSource;
  /** The variant's switch ids, and the version of the game's rules the deal is played under. */
  readonly variant: readonly string[];
  readonly rulesVersion: number;
  readonly states: readonly State[];
  readonly moves: readonly Move[];
  readonly index: number;
  /**
   * Indexes of moves the program played by itself right after the move before
   * (safe moves to the foundations, the rest of a finish): undo and redo take
   * them together with that move, so one step is what the player did. Ascending.
   */
  readonly joined?: readonly number[];
};

export function orderOf(definition: GameDefinition, source: DealSource, switches: Switches = {}): Card[] {
  if ('deal' in source && !isDealNumber(source.deal)) {
    throw new Error(`a deal number is a whole number from 1 to ${MAX_DEAL}, not ${String(source.deal)}`);
  }
  return 'deal' in source ? dealOrder(definition, source.deal, switches) : parseOrder(source.order, decksOf(definition, switches));
}

/** The variant and rules a session is played under. */
export type RulesChoice = {readonly variant?: readonly string[]; readonly rulesVersion?: number};

/** A deal under today's rules names today's switches (a former switch id becomes what it is now); an older deal keeps its names. */
export function startSession(definition: GameDefinition, source: DealSource, choice: RulesChoice = {}): Session {
  const rulesVersion = choice.rulesVersion ?? currentRulesVersion(definition);
  const variant = rulesVersion === currentRulesVersion(definition) ? presentVariant(definition, choice.variant ?? []) : (choice.variant ?? []);
  const switches = resolveSwitches(definition, variant, rulesVersion);
  const state = definition.deal(orderOf(definition, source, switches), switches);
  return {game: definition.id, source, variant, rulesVersion, states: [state], moves: [], index: 0};
}

export function current(session: Session): State {
  return session.states[session.index];
}

export function movesMade(session: Session): number {
  return session.index;
}

/**
 * Plays a move (throwing with the reason when illegal); forgets any redo.
 * A `joined` move was played by the program right after the one before: undo and redo keep them together.
 */
export function playMove(definition: GameDefinition, session: Session, move: Move, joined = false): Session {
  const next = play(definition, current(session), move);
  const kept = session.joined?.filter((index) => index < session.index) ?? [];
  const marks = joined && session.index > 0 ? [...kept, session.index] : kept;
  return {
    ...session,
    states: [...session.states.slice(0, session.index + 1), next],
    moves: [...session.moves.slice(0, session.index), move],
    index: session.index + 1,
    ...(marks.length > 0 || session.joined ? {joined: marks} : {}),
  };
}

/** Whether moves[index] was played together with the move before it. */
export function isJoined(session: Session, index: number): boolean {
  return session.joined?.includes(index) ?? false;
}

export function canUndo(session: Session): boolean {
  return session.index > 0;
}

export function canRedo(session: Session): boolean {
  return session.index < session.moves.length;
}

/** Takes back the last move, with the moves the program played together with it. */
export function undo(session: Session): Session {
  if (!canUndo(session)) return session;
  let index = session.index - 1;
  while (index > 0 && isJoined(session, index)) index--;
  return {...session, index};
}

/** Plays the next move again, with the moves that were played together with it. */
export function redo(session: Session): Session {
  if (!canRedo(session)) return session;
  let index = session.index + 1;
  while (index < session.moves.length && isJoined(session, index)) index++;
  return {...session, index};
}

export function orderCodes(order: readonly Card[]): string[] {
  return order.map(code);
}
