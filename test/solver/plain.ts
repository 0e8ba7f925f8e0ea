import {legalMovesOf, outcomeOf} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {startSession} from '../../source/core/session.js';
import type {GameDefinition, State} from '../../source/core/types.js';

/**
 * Counters a plain search may leave out or cap, worked out from the rules
 * alone (not from the solver's hooks, which are what the plain search checks):
 * Staffelpatience's passes only count for the title line, and its idle count is
 * only ever compared with the number of stock and waste cards, which never
 * grows: any count from that number up behaves alike.
 */
const PLAIN_VARS: Record<string, (state: State) => unknown> = {
  staffelpatience: ({piles, vars}) => {
    const {idle, unlocked} = vars as {idle: number; unlocked: boolean};
    const round = piles.filter((pile) => pile.id === 'stock' || pile.id === 'waste').reduce((sum, pile) => sum + pile.cards.length, 0);
    return {idle: Math.min(idle, round), unlocked};
  },
};

/** The position as a string: each pile's face-down count and cards as characters, then the counters (normalised as above). */
export function plainKey(state: State): string {
  const normalise = PLAIN_VARS[state.game];
  let key = '';
  for (const pile of state.piles) key += `${String.fromCharCode(200 + pile.down, ...pile.cards)}|`;
  return key + JSON.stringify(normalise ? normalise(state) : state.vars);
}

/**
 * Whether a position has reached a goal, from the rules alone: the game is won,
 * with its lesser success (Staffelpatience's double series) for `lesser`, else without it.
 */
export function reached(definition: GameDefinition, state: State, goal: 'win' | 'lesser' = 'win'): boolean {
  return outcomeOf(definition, state) === 'won' && (definition.lesser?.reached(state) ?? false) === (goal === 'lesser');
}

/**
 * Plain exhaustive search: every legal move, string keys, none of the
 * solver's hooks. True when the goal is reachable, false when it is not, undefined
 * when more than `limit` positions would have to be searched.
 */
export function plainWinnable(definition: GameDefinition, start: State, limit: number, goal: 'win' | 'lesser' = 'win'): boolean | undefined {
  if (reached(definition, start, goal)) return true;
  const seen = new Set([plainKey(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const state = stack.pop()!;
    for (const move of legalMovesOf(definition, state)) {
      const next = definition.apply(state, move);
      if (reached(definition, next, goal)) return true;
      const key = plainKey(next);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return undefined;
      seen.add(key);
      stack.push(next);
    }
  }
  return false;
}

/**
 * The positions of one game of random play from a deal (at most `limit` moves),
 * the start first; the last is where the game ended or the limit was reached.
 */
export function randomPlay(definition: GameDefinition, deal: number, variant: readonly string[] = [], limit = 2000): State[] {
  const random = createRandom(deal * 7919 + 17);
  const positions = [startSession(definition, {deal}, {variant}).states[0]];
  for (let step = 0; step < limit; step++) {
    const moves = legalMovesOf(definition, positions[positions.length - 1]);
    if (moves.length === 0) break;
    positions.push(definition.apply(positions[positions.length - 1], moves[random() % moves.length]));
  }
  return positions;
}
