import {spotAt, tableSpots} from '../../view/hit-test.js';
import {TABLE_TOP, tableRequest, tooSmall} from '../screens/frame.js';
import {type Display} from '../screens/display.js';
import type {GameUi} from '../state/game-ui.js';

/** What a cell of the game screen shows: a card of a pile (`index` into it; none on an empty pile). */
export type TableTarget = {readonly pile: string; readonly index?: number};

/**
 * The card or empty pile drawn at cell (x, y) of the game screen, found in the same table the
 * frame draws (frame.ts); undefined off the cards, and where no table is shown (help, rules, too small).
 */
export function tableTarget(ui: GameUi, display: Display, x: number, y: number): TableTarget | undefined {
  if (ui.overlay || tooSmall(ui, display)) return undefined;
  const spot = spotAt(tableSpots(tableRequest(ui, display)), x, y - TABLE_TOP);
  return spot && (spot.index === undefined ? {pile: spot.pile} : {pile: spot.pile, index: spot.index});
}
