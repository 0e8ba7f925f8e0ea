import {cycle, type Direction, neighbour} from '../../view/navigation.js';
import {fanOf} from '../state/fans.js';
import {clampDepth, depthsOf, type GameUi, slotsOf} from '../state/game-ui.js';

/**
 * Where the focus goes, and how many cards of a fanned pile it takes. The plain arrows always go
 * from pile to pile (↑ from a column reaches the stock above it); Shift with the arrow into the fan
 * (towards its first card: ↑ in a column) takes one more card of the run, Shift with the arrow out of
 * it one fewer; PgUp and PgDn do the same where the terminal sends no Shift-arrows.
 */

/** A plain arrow: to the nearest pile that way, by position on the table. */
export function moveFocus(ui: GameUi, direction: Direction): GameUi {
  const focus = neighbour(slotsOf(ui), ui.focus, direction);
  return focus === ui.focus ? ui : {...ui, focus, depth: 1, message: undefined};
}

/** Tab and Shift-Tab: the next or previous pile in the layout's order. */
export function cycleFocus(ui: GameUi, by: 1 | -1): GameUi {
  return clampDepth({...ui, focus: cycle(slotsOf(ui), ui.focus, by), message: undefined});
}

/**
 * One more card (`by` 1) or one fewer (-1) of the focused run, as far as some legal move carries them;
 * a Shift-arrow counts by the fan's direction (into it: more; out of it: fewer; across it: nothing).
 */
export function changeDepth(ui: GameUi, change: {readonly by: 1 | -1} | {readonly direction: Direction}): GameUi {
  if (ui.held) return ui;
  let by: number;
  if ('by' in change) by = change.by;
  else {
    const fan = fanOf(ui);
    by = fan?.into === change.direction ? 1 : fan?.out === change.direction ? -1 : 0;
  }
  const depths = depthsOf(ui, ui.focus);
  const next = depths[depths.indexOf(ui.depth) + by];
  return by === 0 || next === undefined ? ui : {...ui, depth: next, message: undefined};
}
