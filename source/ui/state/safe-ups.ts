import {current, playMove, type Session} from '../../core/session.js';
import type {GameDefinition} from '../../core/types.js';
import {safeUp} from '../../solver/assist.js';

/** Plays the safe moves to the foundations after a move, joined to it; how many went up. */
export function safeUps(definition: GameDefinition, session: Session): {session: Session; count: number} {
  let count = 0;
  for (let guard = 0; guard < 200; guard++) {
    const state = current(session);
    if (definition.outcome(state) !== 'playing') break;
    const move = safeUp(definition, state);
    if (!move) break;
    session = playMove(definition, session, move, true);
    count++;
  }
  return {session, count};
}
