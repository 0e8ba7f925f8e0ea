import {fromSave, startSession, type Session} from '../core/session.js';
import type {GameDefinition} from '../core/types.js';
import type {Store} from '../storage/store.js';

export type Opened = {readonly session: Session; readonly notice?: string};

/**
 * The session a game opens with: the given deal, else its unfinished saved
 * deal, else a fresh one. A save that no longer replays is set aside with a notice.
 */
export function openGame(definition: GameDefinition, store: Store, randomDeal: () => number, deal?: number): Opened {
  if (deal !== undefined) return {session: startSession(definition, {deal})};
  const saved = store.load(definition.id);
  if (saved) {
    try {
      return {session: fromSave(definition, saved), notice: `Resumed your ${definition.names.de} game`};
    } catch (error) {
      store.remove(definition.id);
      const session = startSession(definition, {deal: randomDeal()});
      return {session, notice: `Your saved game could not be restored (${(error as Error).message}); this is a new deal`};
    }
  }
  return {session: startSession(definition, {deal: randomDeal()})};
}
