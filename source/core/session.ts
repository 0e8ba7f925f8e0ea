import {parseOrder, type Card, code} from './cards.js';
import {dealOrder, play} from './engine.js';
import {isDealNumber, MAX_DEAL} from './random.js';
import type {GameDefinition, Move, State} from './types.js';

/** Where a deal came from: a deal number, or an explicit order of card codes. */
export type DealSource = {readonly deal: number} | {readonly order: readonly string[]};

/**
 * One deal being played: every position reached, so undo and redo are exact.
 * `index` points at the current position; `moves[i]` leads from states[i] to states[i + 1].
 */
export type Session = {
  readonly game: string;
  readonly source: DealSource;
  readonly states: readonly State[];
  readonly moves: readonly Move[];
  readonly index: number;
};

export const SAVE_VERSION = 1;

/** What a save file holds: the deal and the moves, replayed through the engine on load. */
export type SavedGame = {
  readonly version: number;
  readonly game: string;
  readonly deal?: number;
  readonly order?: readonly string[];
  readonly moves: readonly Move[];
};

export function orderOf(definition: GameDefinition, source: DealSource): Card[] {
  if ('deal' in source && !isDealNumber(source.deal)) {
    throw new Error(`a deal number is a whole number from 1 to ${MAX_DEAL}, not ${String(source.deal)}`);
  }
  return 'deal' in source ? dealOrder(definition, source.deal) : parseOrder(source.order, definition.decks);
}

export function startSession(definition: GameDefinition, source: DealSource): Session {
  const state = definition.deal(orderOf(definition, source));
  return {game: definition.id, source, states: [state], moves: [], index: 0};
}

export function current(session: Session): State {
  return session.states[session.index];
}

export function movesMade(session: Session): number {
  return session.index;
}

/** Plays a move (throwing with the reason when illegal); forgets any redo. */
export function playMove(definition: GameDefinition, session: Session, move: Move): Session {
  const next = play(definition, current(session), move);
  return {
    ...session,
    states: [...session.states.slice(0, session.index + 1), next],
    moves: [...session.moves.slice(0, session.index), move],
    index: session.index + 1,
  };
}

export function canUndo(session: Session): boolean {
  return session.index > 0;
}

export function canRedo(session: Session): boolean {
  return session.index < session.moves.length;
}

export function undo(session: Session): Session {
  return canUndo(session) ? {...session, index: session.index - 1} : session;
}

export function redo(session: Session): Session {
  return canRedo(session) ? {...session, index: session.index + 1} : session;
}

export function toSave(session: Session): SavedGame {
  const source = session.source;
  return {
    version: SAVE_VERSION,
    game: session.game,
    ...('deal' in source ? {deal: source.deal} : {order: source.order}),
    moves: session.moves.slice(0, session.index),
  };
}

/** Replays a save through the engine; throws with a plain reason when it does not hold together. */
export function fromSave(definition: GameDefinition, save: SavedGame): Session {
  if (save.version !== SAVE_VERSION) throw new Error(`unknown save format version ${String(save.version)}`);
  if (save.game !== definition.id) throw new Error(`the save is for ${save.game}, not ${definition.id}`);
  const source: DealSource = save.deal !== undefined ? {deal: save.deal} : {order: save.order ?? []};
  let session = startSession(definition, source);
  save.moves.forEach((move, index) => {
    try {
      session = playMove(definition, session, move);
    } catch (error) {
      throw new Error(`move ${index + 1} of the save cannot be replayed: ${(error as Error).message}`);
    }
  });
  return session;
}

export function orderCodes(order: readonly Card[]): string[] {
  return order.map(code);
}
