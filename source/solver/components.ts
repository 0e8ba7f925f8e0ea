import type {LostSet} from './lost-set.js';
import type {SeenSet} from './seen.js';

/**
 * Tarjan's strongly connected components over a depth-first search's graph
 * (positions with their focus), kept beside its table of seen positions.
 * Once the search has gone through a position's component without a win, the
 * position is lost, and so is all it reaches: its free positions (no focus)
 * go into the LostSet that the other searches of the same start skip.
 * The table keeps each entered position's index; the open ones (entered, their
 * component not yet closed) are the indices in `open`, in rising order.
 */
export class Components {
  private open = new Int32Array(256);
  /** Per open position: its key, if free; else -1. */
  private keys = new Float64Array(256);
  private opened = 0;
  private counter = 0;
  /** Per depth of the search: its position's index, the lowest open index it reaches, and how many were open before it. */
  private index = new Int32Array(64);
  private low = new Int32Array(64);
  private below = new Int32Array(64);

  constructor(
    private readonly seen: SeenSet,
    private readonly lost: LostSet,
  ) {
    seen.numbered();
  }

  /** The search enters the position at `depth` (`key`, in its table already; `free`: it has no focus). */
  enter(depth: number, key: number, free: boolean): void {
    if (depth >= this.index.length) {
      this.index = grown(this.index, depth + 1);
      this.low = grown(this.low, depth + 1);
      this.below = grown(this.below, depth + 1);
    }
    const index = ++this.counter;
    this.index[depth] = index;
    this.low[depth] = index;
    this.below[depth] = this.opened;
    this.seen.setValue(key, index);
    if (this.opened === this.open.length) {
      this.open = grown(this.open, this.opened + 1);
      const wider = new Float64Array(this.open.length);
      wider.set(this.keys);
      this.keys = wider;
    }
    this.keys[this.opened] = free ? key : -1;
    this.open[this.opened++] = index;
  }

  /** Whether a move from the position at `depth` leads to one in the table (`key`); if so, the position reaches that one. */
  meets(depth: number, key: number): boolean {
    const index = this.seen.valueOf(key);
    if (index < 0) return false;
    // 0: met but never entered (it had no moves), lost.
    if (index > 0 && index < this.low[depth] && this.isOpen(index)) this.low[depth] = index;
    return true;
  }

  /** The search leaves the position at `depth`, every move tried: if it reaches no open position before it, its component is closed, lost. */
  leave(depth: number): void {
    const low = this.low[depth];
    if (low === this.index[depth]) {
      const below = this.below[depth];
      for (let at = below; at < this.opened; at++) if (this.keys[at] >= 0) this.lost.add(this.keys[at]);
      this.opened = below;
    } else if (depth > 0 && low < this.low[depth - 1]) this.low[depth - 1] = low;
  }

  private isOpen(index: number): boolean {
    let from = 0;
    let to = this.opened;
    while (from < to) {
      const middle = (from + to) >> 1;
      if (this.open[middle] < index) from = middle + 1;
      else to = middle;
    }
    return from < this.opened && this.open[from] === index;
  }
}

function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const wider = new Int32Array(Math.max(length, array.length * 2));
  wider.set(array);
  return wider;
}
