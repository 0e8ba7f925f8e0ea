import type {Display} from '../screens/display.js';
import {type GameUi, isFinished, isStalled, pileSize, slotsOf} from '../state/game-ui.js';
import type {KeyResult} from '../commands/command-types.js';
import {ownSpec} from '../commands/commands.js';
import {runCommand} from '../commands/keymap.js';
import type {Mouse} from '../terminal/mouse.js';
import type {DoubleClicks} from './double-click.js';
import {pageCommand} from './page-mouse.js';
import {tableTarget} from './table-target.js';

/**
 * The mouse on the game screen, as the keys would do it: the command a mouse event plays, or undefined.
 * A click on a card focuses it and does what Space does (a double click what Enter does), a click on
 * the stock plays the `deal` command (the game's `d`), a click beside the cards puts back what is held
 * (Esc). Only the left button's presses count; over the help and the rules, the page's commands.
 */
export function gameMouse(ui: GameUi, mouse: Mouse, display: Display, clicks: DoubleClicks, now: number): KeyResult | undefined {
  if (ui.overlay) return pageCommand(mouse);
  if (mouse.button !== 'left' || mouse.action !== 'press') return undefined;
  // A question waits for y or n, a deal number for its digits: a click answers nothing.
  if (ui.confirm || ui.dealPrompt !== undefined || isStalled(ui)) return undefined;
  // The end of a deal: a click puts the box away (or back), as Space does.
  if (isFinished(ui)) return runCommand('select');
  const target = tableTarget(ui, display, mouse.x, mouse.y);
  if (!target) {
    clicks.press(undefined, now, false);
    return ui.held || ui.marked.length > 0 ? runCommand('escape', {canCancel: true}) : undefined;
  }
  const slot = slotsOf(ui).find((each) => each.id === target.pile);
  if (slot?.role === 'stock' && !ui.held && ownSpec(ui.definition, 'deal')) {
    clicks.press(undefined, now, false);
    return runCommand('deal');
  }
  const depth = target.index === undefined ? 1 : pileSize(ui, target.pile) - target.index;
  // Marking pairs has no double click: each click marks or unmarks, as Space does.
  const double = ui.definition.selection !== 'set' && clicks.press(`${target.pile}#${target.index ?? ''}`, now, !ui.held);
  return {type: 'click', pile: target.pile, depth, double};
}
