import type {Display} from '../screens/display.js';
import {type Command, type GameUi, isFinished, isStalled, pileSize, slotsOf} from '../state/game-ui.js';
import type {Key} from '../terminal/keys.js';
import type {Mouse} from '../terminal/mouse.js';
import type {DoubleClicks} from './double-click.js';
import {pageKey} from './page-mouse.js';
import {tableTarget} from './table-target.js';

/** What a mouse event on the game screen comes to: a key (help and rules shown), a command of the game's reducer, or nothing. */
export type GameMouse = {readonly kind: 'key'; readonly key: Key} | {readonly kind: 'command'; readonly command: Command} | {readonly kind: 'none'};

const NONE: GameMouse = {kind: 'none'};

/**
 * The mouse on the game screen, as the keys would do it: a click on a card focuses it and does
 * what Space does (a double click what Enter does), a click on the stock what `d` does, a click
 * beside the cards puts back what is held (Esc). Only the left button's presses count.
 */
export function gameMouse(ui: GameUi, mouse: Mouse, display: Display, clicks: DoubleClicks, now: number): GameMouse {
  if (ui.overlay) {
    const key = pageKey(mouse);
    return key ? {kind: 'key', key} : NONE;
  }
  if (mouse.button !== 'left' || mouse.action !== 'press') return NONE;
  // A question waits for y or n, a deal number for its digits: a click answers nothing.
  if (ui.confirm || ui.dealPrompt !== undefined || isStalled(ui)) return NONE;
  // The end of a deal: a click puts the box away (or back), as Space does.
  if (isFinished(ui)) return {kind: 'command', command: {type: 'select'}};
  const target = tableTarget(ui, display, mouse.x, mouse.y);
  if (!target) {
    clicks.press(undefined, now, false);
    return ui.held || ui.marked.length > 0 ? {kind: 'command', command: {type: 'cancel'}} : NONE;
  }
  const slot = slotsOf(ui).find((each) => each.id === target.pile);
  if (slot?.role === 'stock' && !ui.held && ui.definition.keys.some((spec) => spec.key === 'd')) {
    clicks.press(undefined, now, false);
    return {kind: 'command', command: {type: 'action', key: 'd'}};
  }
  const depth = target.index === undefined ? 1 : pileSize(ui, target.pile) - target.index;
  // Marking pairs has no double click: each click marks or unmarks, as Space does.
  const double = ui.definition.selection !== 'set' && clicks.press(`${target.pile}#${target.index ?? ''}`, now, !ui.held);
  return {kind: 'command', command: {type: 'click', pile: target.pile, depth, double}};
}
