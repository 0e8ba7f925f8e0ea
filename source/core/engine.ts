import {type Card, code, fullPack} from './cards.js';
import {shuffle} from './random.js';
import type {GameDefinition, Move, Outcome, State} from './types.js';

export const RESIGN: Move = {kind: 'resign'};

/** A canonical string for a move, so equal moves compare equal. */
export function moveKey(move: Move): string {
  let key = move.kind;
  if (move.from !== undefined) key += ` ${move.from}`;
  if (move.to !== undefined) key += `>${move.to}`;
  if (move.count !== undefined) key += `x${move.count}`;
  if (move.piles !== undefined) key += ` [${[...move.piles].sort().join(',')}]`;
  return key;
}

export function sameMove(a: Move, b: Move): boolean {
  return moveKey(a) === moveKey(b);
}

/** The order a deal number gives: order[0] is the first card dealt. */
export function dealOrder(definition: GameDefinition, deal: number): Card[] {
  return shuffle(fullPack(definition.decks), deal);
}

export function isOver(definition: GameDefinition, state: State): boolean {
  return outcomeOf(definition, state) !== 'playing';
}

/** The game's own outcome, plus resignation and "no legal move left" (C11). */
export function outcomeOf(definition: GameDefinition, state: State): Outcome {
  const own = definition.outcome(state);
  if (own !== 'playing') return own;
  if (state.vars.resigned) return 'lost';
  return definition.moves(state).length === 0 ? 'lost' : 'playing';
}

export function legalMovesOf(definition: GameDefinition, state: State): Move[] {
  if (definition.outcome(state) !== 'playing' || state.vars.resigned) return [];
  return definition.moves(state);
}

/** Applies a move after checking it; throws an Error that says why an illegal move is illegal. */
export function play(definition: GameDefinition, state: State, move: Move): State {
  if (isOver(definition, state)) throw new Error('the game is over');
  if (move.kind === 'resign') return {...state, vars: {...state.vars, resigned: 1}};
  const key = moveKey(move);
  const legal = definition.moves(state).some((candidate) => moveKey(candidate) === key);
  if (!legal) throw new Error(definition.explain(state, move) || 'that move is not allowed');
  return definition.apply(state, move);
}

/** Equal for equal positions: piles with their face-down counts, and the counters. */
export function stateKey(state: State): string {
  let key = state.game;
  for (const pile of state.piles) {
    key += `|${pile.id}:${pile.down}:${pile.cards.map(code).join('')}`;
  }
  const names = Object.keys(state.vars).sort();
  for (const name of names) key += `|${name}=${state.vars[name]}`;
  return key;
}
