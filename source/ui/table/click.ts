import {clampDepth, type GameUi} from '../state/game-ui.js';
import {pickOrDrop, send} from './hand.js';

/**
 * A click on a card (or an empty pile) of the table: the focus goes there, from that card on
 * (`depth` cards), and it does what Space does there — pick up, drop what is held, put it back,
 * mark, turn the stock — or, the second click of a double click, what Enter does. Nothing here
 * decides a move: the hand's own functions do, with their messages when a move is refused.
 */
export function click(ui: GameUi, pile: string, depth: number, double: boolean): GameUi {
  const pointed: GameUi = {...ui, focus: pile, depth: ui.held ? 1 : Math.max(1, depth), message: undefined};
  const after = double ? send(pointed) : pickOrDrop(pointed);
  // A run the game does not let go of was refused with its reason; the focus keeps a depth the arrows know.
  return after.held ? after : clampDepth(after);
}
