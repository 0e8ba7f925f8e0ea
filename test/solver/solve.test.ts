import {describe, expect, it} from 'vitest';
import {legalMovesOf, outcomeOf, play, stateKey} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {current, startSession} from '../../source/core/session.js';
import type {GameDefinition, State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {SeenSet} from '../../source/solver/seen.js';
import {searchMoves, solve} from '../../source/solver/solve.js';

/** Plain exhaustive search with string keys and no hooks: the reference for "lost". */
function plainWinnable(definition: GameDefinition, start: State, limit: number): boolean | undefined {
  const seen = new Set([stateKey(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const state = stack.pop()!;
    if (definition.outcome(state) === 'won') return true;
    for (const move of legalMovesOf(definition, state)) {
      const next = definition.apply(state, move);
      const key = stateKey(next);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return undefined;
      seen.add(key);
      stack.push(next);
    }
  }
  return false;
}

/** Positions deep into random play, where little is left to decide. */
function latePositions(definition: GameDefinition, count: number): State[] {
  const found: State[] = [];
  for (let deal = 1; found.length < count && deal < count * 20; deal++) {
    const random = createRandom(deal * 31);
    let state = startSession(definition, {deal}).states[0];
    for (let step = 0; step < 400; step++) {
      const moves = legalMovesOf(definition, state);
      if (moves.length === 0) break;
      state = definition.apply(state, moves[random() % moves.length]);
    }
    if (outcomeOf(definition, state) === 'playing') found.push(state);
  }
  return found;
}

describe('the visited set', () => {
  it('keeps 53-bit keys exactly, grows, and tells old from new', () => {
    const seen = new SeenSet(4);
    const keys = Array.from({length: 5000}, (_, index) => (index * 2654435761) % 2 ** 53);
    for (const key of keys) expect(seen.add(key)).toBe(true);
    for (const key of keys) expect(seen.add(key)).toBe(false);
    expect(seen.size).toBe(5000);
    expect(seen.has(2 ** 53 - 1)).toBe(false);
  });
});

describe.each(games.map((game) => [game.id, game] as const))('%s: the solver', (_id, definition) => {
  it('finds wins whose line replays through the rules to a won game', () => {
    let wins = 0;
    for (let deal = 1; deal <= 12 && wins < 2; deal++) {
      const start = current(startSession(definition, {deal}));
      const answer = solve(definition, start, {nodes: 60_000});
      if (answer.status !== 'won') continue;
      wins++;
      const end = answer.line.reduce((state, move) => play(definition, state, move), start);
      expect(outcomeOf(definition, end)).toBe('won');
    }
    expect(wins, 'some deal solved within the budget').toBeGreaterThan(0);
  });

  it('claims "lost" only where a plain exhaustive search finds no win either', () => {
    let checked = 0;
    for (const state of latePositions(definition, 12)) {
      const answer = solve(definition, state, {nodes: 20_000});
      const plain = plainWinnable(definition, state, 20_000);
      if (plain === undefined || answer.status === 'unknown') continue;
      expect(answer.status === 'won', stateKey(state)).toBe(plain);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('only ever suggests legal moves', () => {
    for (const state of latePositions(definition, 8)) {
      const legal = new Set(legalMovesOf(definition, state).map((move) => JSON.stringify(move)));
      for (const move of searchMoves(definition, state)) expect(legal.has(JSON.stringify(move))).toBe(true);
    }
  });
});
