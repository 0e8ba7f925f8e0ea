import {outcomeOf} from '../core/engine.js';
import {current, toSave} from '../core/session.js';
import type {State} from '../core/types.js';
import type {Store} from '../storage/store.js';
import type {GameUi} from './game-ui.js';
import {record} from './stats.js';

/** Saves an unfinished deal with its time; a finished one is no longer offered for resuming. */
export function saveGame(store: Store, ui: GameUi): void {
  if (outcomeOf(ui.definition, current(ui.session)) === 'playing') store.save({...toSave(ui.session), elapsed: ui.elapsed});
  else store.remove(ui.definition.id);
}

/**
 * Counts a deal's result once: a finished game as won or lost, and a deal
 * with moves given up for a new one as lost. `counted` remembers deals by their first position.
 * Returns whether the statistics changed.
 */
export function countResults(store: Store, counted: WeakSet<State>, before: GameUi | undefined, after: GameUi): boolean {
  let changed = false;
  const count = (ui: GameUi, won: boolean) => {
    const first = ui.session.states[0];
    if (counted.has(first)) return;
    counted.add(first);
    store.saveStats(ui.definition.id, record(store.stats()[ui.definition.id], {won, moves: ui.session.index, elapsed: ui.elapsed}));
    changed = true;
  };
  const givenUp = before && before.session.states[0] !== after.session.states[0] && before.session.index > 0;
  if (givenUp && outcomeOf(before.definition, current(before.session)) === 'playing') count(before, false);
  const outcome = outcomeOf(after.definition, current(after.session));
  if (outcome !== 'playing') count(after, outcome === 'won');
  return changed;
}
