import type {Direction} from '../../view/navigation.js';
import {type GameUi, slotsOf} from './game-ui.js';

/** The focused pile's fan: which arrow takes more of its cards and which fewer (focus.ts moves by them, the key line names them). */

/** The arrow into a fan, by the direction the fan spreads: towards its first card. */
const INTO: Readonly<Record<string, Direction>> = {down: 'up', up: 'down', left: 'right', right: 'left'};

const OPPOSITE: Readonly<Record<Direction, Direction>> = {up: 'down', down: 'up', left: 'right', right: 'left'};

const ARROW: Readonly<Record<Direction, string>> = {up: '↑', down: '↓', left: '←', right: '→'};

/** The focused pile's fan: the arrow into it and the arrow out of it, if it is fanned. */
export function fanOf(ui: GameUi): {into: Direction; out: Direction} | undefined {
  const fan = slotsOf(ui).find((each) => each.id === ui.focus)?.fan;
  const into = fan ? INTO[fan] : undefined;
  return into ? {into, out: OPPOSITE[into]} : undefined;
}

/** The arrows (as characters) that take more and fewer cards of the focused pile, for the key line. */
export function depthArrows(ui: GameUi): {more: string; fewer: string} | undefined {
  const fan = fanOf(ui);
  return fan && {more: ARROW[fan.into], fewer: ARROW[fan.out]};
}
