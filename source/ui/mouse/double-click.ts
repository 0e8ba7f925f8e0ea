/** Two presses on the same card this close together are a double click. */
export const DOUBLE_CLICK_MS = 400;

/** Tells a double click from two clicks: remembers the last press that may start one. */
export class DoubleClicks {
  private last: {readonly target: string; readonly at: number} | undefined;

  /**
   * A press on `target` (a card, named by its pile and place) at `now` ms: whether it is the second
   * press of a double click. `canStart` says whether this press may be the first of one.
   */
  press(target: string | undefined, now: number, canStart: boolean): boolean {
    const double = target !== undefined && this.last?.target === target && now - this.last.at <= DOUBLE_CLICK_MS;
    this.last = !double && canStart && target !== undefined ? {target, at: now} : undefined;
    return double;
  }
}
