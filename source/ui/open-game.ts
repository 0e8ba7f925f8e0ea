import {fromSave, startSession, type Session} from '../core/session.js';
import type {GameDefinition} from '../core/types.js';
import type {Store} from '../storage/store.js';
import type {Message} from './game-ui.js';

export type Opened = {readonly session: Session; readonly elapsed: number; readonly notice?: Message};

/**
 * The session a game opens with: the given deal, else its unfinished saved
 * deal, else a fresh one. A save that no longer replays is set aside with a notice.
 */
export function openGame(definition: GameDefinition, store: Store, randomDeal: () => number, deal?: number): Opened {
  if (deal !== undefined) return {session: startSession(definition, {deal}), elapsed: 0};
  const saved = store.load(definition.id);
  if (saved) {
    try {
      const notice: Message = {key: 'msg.resumed', params: {game: definition.names.de}};
      return {session: fromSave(definition, saved), elapsed: saved.elapsed ?? 0, notice};
    } catch (error) {
      store.remove(definition.id);
      const session = startSession(definition, {deal: randomDeal()});
      return {session, elapsed: 0, notice: {key: 'msg.badSave', params: {reason: (error as Error).message}}};
    }
  }
  return {session: startSession(definition, {deal: randomDeal()}), elapsed: 0};
}
