/**
 * The public rules API, built to dist/core.js. Pure: no Ink, React or I/O.
 * An illegal move throws a RuleError: a readable English message, and the reason as a value (`error.reason`).
 */
import {code} from './core/cards.js';
import {explain as explainMove, legalMovesOf, outcomeOf, play, speak, stateKey as keyOf} from './core/engine.js';
import {startSession} from './core/session.js';
import type {Lang} from './core/text.js';
import type {GameMove, Move, Outcome, State} from './core/types.js';
import {gameById, games} from './games/index.js';

export {games};
export {RuleError} from './core/text.js';
export type {Lang, Message} from './core/text.js';
export type {GameDefinition, GameMove, Move, Outcome, State} from './core/types.js';

/** A new deal: by number (the same number is the same deal, always) or as an explicit order of card codes; optionally a variant (switch ids). */
export function newGame(id: string, options: {deal: number} | {order: string[]}, variant: readonly string[] = []): State {
  const definition = gameById(id);
  return startSession(definition, 'deal' in options ? {deal: options.deal} : {order: options.order}, {variant}).states[0];
}

export function legalMoves(state: State): GameMove[] {
  return legalMovesOf(gameById(state.game), state);
}

export function applyMove(state: State, move: Move): State {
  return play(gameById(state.game), state, move);
}

/** Why a move is illegal, in plain words (English or German), or undefined when it is legal. */
export function explain(state: State, move: Move, lang: Lang = 'en'): string | undefined {
  const definition = gameById(state.game);
  const reason = explainMove(definition, state, move);
  return reason === undefined ? undefined : speak(definition, state, reason, lang);
}

export function outcome(state: State): Outcome {
  return outcomeOf(gameById(state.game), state);
}

export function piles(state: State): Array<{id: string; cards: Array<{code: string; faceUp: boolean}>}> {
  return state.piles.map((pile) => ({
    id: pile.id,
    cards: pile.cards.map((card, index) => ({code: code(card), faceUp: index >= pile.down})),
  }));
}

export function stateKey(state: State): string {
  return keyOf(state);
}
