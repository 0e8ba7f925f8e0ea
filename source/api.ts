/**
 * The public rules API, built to dist/core.js. Pure: no Ink, React or I/O.
 */
import {code} from './core/cards.js';
import {legalMovesOf, outcomeOf, play, stateKey as keyOf} from './core/engine.js';
import {startSession} from './core/session.js';
import type {Move, Outcome, State} from './core/types.js';
import {gameById, games} from './games/index.js';

export {games};
export type {GameDefinition, Move, Outcome, State} from './core/types.js';

export function newGame(id: string, options: {deal: number} | {order: string[]}): State {
  const definition = gameById(id);
  return startSession(definition, 'deal' in options ? {deal: options.deal} : {order: options.order}).states[0];
}

export function legalMoves(state: State): Move[] {
  return legalMovesOf(gameById(state.game), state);
}

export function applyMove(state: State, move: Move): State {
  return play(gameById(state.game), state, move);
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
