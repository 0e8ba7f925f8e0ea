import {moveKey} from '../../core/engine.js';
import {current} from '../../core/session.js';
import type {GameMove} from '../../core/types.js';
import {type GameUi, legal} from '../state/game-ui.js';

/**
 * How fast the demo gets through the solver's line (issue 20): it steps at the speed set, and a step
 * takes along the forced and safe moves after its move; where the line is so long that it would take
 * more than about a minute at that speed, each step plays several moves of it.
 */

/** About how long a demo lasts at the speed set, however long the solver's line is. */
const DEMO_MS = 60_000;

/** Moves a demo step plays (forced and safe ones aside) for a line of `moves` moves to end in about a minute at `speed` ms a step. */
export function demoPace(moves: number, speed: number): number {
  const steps = Math.max(1, Math.floor(DEMO_MS / Math.max(1, speed)));
  return Math.max(1, Math.ceil(moves / steps));
}

/** A move nobody has to think about: the only legal one, or the one the game's own safe-move rule plays here. */
export function forcedOrSafe(ui: GameUi, move: GameMove): boolean {
  const moves = legal(ui);
  if (moves.length === 1) return true;
  const safe = ui.definition.solver?.safe?.(current(ui.session), moves);
  return safe !== undefined && moveKey(safe) === moveKey(move);
}
