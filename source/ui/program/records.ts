import {outcomeOf} from '../../core/engine.js';
import {toSave} from '../../core/saved-game.js';
import {current, type Session} from '../../core/session.js';
import type {State} from '../../core/types.js';
import {savedLines} from '../../solver/known.js';
import type {Store} from '../../storage/store.js';
import type {GameUi} from '../state/game-ui.js';
import {playedVariant} from '../screens/variants.js';

/**
 * Every deal has an identity, kept in its save: the statistics count a deal's
 * result once per identity, however often its end is undone and replayed, and
 * across restarts. A session is known by its first position (shared by every
 * session that grows from it).
 */
const identities = new WeakMap<State, string>();

export function newDealId(now = Date.now(), random = Math.random): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}

export function dealIdentity(session: Session): string {
  const first = session.states[0];
  let id = identities.get(first);
  if (!id) {
    id = newDealId();
    identities.set(first, id);
  }
  return id;
}

/** Gives a session the identity its save had. */
export function adoptIdentity(session: Session, id: string): void {
  identities.set(session.states[0], id);
}

/** Saves an unfinished deal with its time and focus; a finished one is no longer offered for resuming. */
export function saveGame(store: Store, ui: GameUi): void {
  const game = ui.definition.id;
  if (outcomeOf(ui.definition, current(ui.session)) !== 'playing') {
    store.remove(game);
    return;
  }
  const id = dealIdentity(ui.session);
  // The solver's proven lines go with the save, checked again when it is resumed.
  const known = savedLines(ui.known);
  store.put(game, () => ({...toSave(ui.session), elapsed: Math.round(ui.elapsed), focus: ui.focus, id, ...(known ? {known} : {})}));
}

/**
 * Counts a deal's result once: a finished game as won or lost, and a deal
 * with moves given up for a new one as lost. Returns whether the statistics changed.
 */
export function countResults(store: Store, before: GameUi | undefined, after: GameUi): boolean {
  let changed = false;
  const count = (ui: GameUi, won: boolean) => {
    // A win the game qualifies in its ending (Staffelpatience's double series) is the lesser success.
    const lesser = won && ui.definition.ending?.(current(ui.session)) !== undefined;
    const result = {
      won,
      moves: ui.session.index,
      elapsed: Math.round(ui.elapsed),
      variant: playedVariant(ui.definition, ui.session.variant),
      rules: ui.session.rulesVersion,
      ...(lesser ? {lesser} : {}),
    };
    if (store.countResult(ui.definition.id, dealIdentity(ui.session), result)) changed = true;
  };
  const givenUp = before && before.session.index > 0 && dealIdentity(before.session) !== dealIdentity(after.session);
  if (givenUp && outcomeOf(before.definition, current(before.session)) === 'playing') count(before, false);
  const outcome = outcomeOf(after.definition, current(after.session));
  // A win the demo played is the solver's, not the player's: it is not counted (undo, and the deal is still open to win).
  if (outcome !== 'playing' && !(outcome === 'won' && after.byDemo)) count(after, outcome === 'won');
  return changed;
}
