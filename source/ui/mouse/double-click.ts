import type {Screen} from '../screens/screen.js';

/** Two presses on the same card this close together are a double click. */
export const DOUBLE_CLICK_MS = 400;

/** Tells a double click from two clicks: remembers the last press that may start one. */
export class DoubleClicks {
  private last: {readonly target: string; readonly at: number} | undefined;
  private quietUntil = -Infinity;

  /**
   * A press on `target` (a card, named by its pile and place) at `now` ms: whether it is the second
   * press of a double click. `canStart` says whether this press may be the first of one.
   */
  press(target: string | undefined, now: number, canStart: boolean): boolean {
    const double = target !== undefined && this.last?.target === target && now - this.last.at <= DOUBLE_CLICK_MS;
    this.last = !double && canStart && target !== undefined ? {target, at: now} : undefined;
    return double;
  }

  /** A press at `now` changed the screen (played a game, closed the help): a press just after it is its double click's second half. */
  changedScreen(now: number): void {
    this.last = undefined;
    this.quietUntil = now + DOUBLE_CLICK_MS;
  }

  /** Whether a press now is the second half of a double click that changed the screen: it must not act on the new one. */
  settling(now: number): boolean {
    return now <= this.quietUntil;
  }
}

/** What a click sees of a screen: which screen it is, and whether the help or rules cover the table. */
export function screenSeen(screen: Screen): string {
  return screen.kind === 'game' ? `game ${screen.ui.overlay ?? ''}` : screen.kind;
}
