import {SeenSet} from './seen.js';

/** Bits of the filter: 2²⁴, two megabytes, which stays in the cache where the table would not. */
const FILTER_BITS = 24;
const FILTER_MASK = (1 << FILTER_BITS) - 1;
const TWO_32 = 2 ** 32;

/**
 * The positions (their search keys) that the searches of one start have
 * proven lost (see Components), for the others to skip. Every position a
 * search enters is asked about, and nearly all are not here: a filter of one
 * bit per key (other bits of it than the table's) answers most of them without
 * a miss of the cache. Both are made at the first key, so a search that proves
 * nothing costs nothing.
 */
export class LostSet {
  private filter: Int32Array | undefined;
  private table: SeenSet | undefined;

  add(key: number): void {
    this.filter ??= new Int32Array(1 << (FILTER_BITS - 5));
    this.table ??= new SeenSet(1 << 12);
    const bit = filterBit(key);
    this.filter[bit >>> 5] |= 1 << (bit & 31);
    this.table.add(key);
  }

  has(key: number): boolean {
    if (!this.filter) return false;
    const bit = filterBit(key);
    return (this.filter[bit >>> 5] & (1 << (bit & 31))) !== 0 && this.table!.has(key);
  }

  get size(): number {
    return this.table?.size ?? 0;
  }
}

function filterBit(key: number): number {
  return ((key / TWO_32) ^ (key >>> 8)) & FILTER_MASK;
}

/**
 * What the searches of one start tell each other: the positions one has proven
 * lost (`lost`), which every search skips. A search that `tells` adds those it
 * proves (see Components): the restarts, whose tables are small. A main
 * search would pay for it on its large table, costing more positions a second
 * than it saves. Only searches over a compact model tell and ask.
 */
export type Told = {readonly lost?: LostSet; readonly tells?: boolean};
