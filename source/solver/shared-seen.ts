/**
 * A table of positions two threads' searches share (a SharedArrayBuffer), so that on two cores
 * the proof that a position is lost is split between them: each search skips what the other has
 * taken. One search that runs out of moves has searched only its part; the position is lost
 * once both have (`finish`).
 *
 * One table serves question after question: each question's keys are salted with its number, so
 * a key left by an earlier question (or written late by its search, not yet stopped) is, to a
 * later one, just another key, as unlikely to match as two positions' 53-bit hashes. The first
 * thread empties the table as it begins. Keys sit in 8-byte slots, written and read without
 * locks: an aligned 8-byte access is whole on the processors Node runs on, and a key lost to two
 * writes at once only costs searching its position again; skipping a position is never wrong,
 * since the table only ever holds positions some search of the question has taken.
 */
export class SharedSeen {
  private readonly slots: Float64Array;
  private readonly mask: number;
  /** The question whose searches have run out of moves, times two, plus one once the first has. */
  private readonly finished: Int32Array;
  private readonly salt: number;

  /** The bytes of a table for two searches of up to `positions` positions in all: twice as many slots, a power of two. */
  static bytes(positions: number): number {
    let size = 1 << 12;
    while (size < positions * 2 && size < 1 << 26) size *= 2;
    return 8 + size * 8;
  }

  static buffer(positions: number): SharedArrayBuffer {
    return new SharedArrayBuffer(SharedSeen.bytes(positions));
  }

  /** `question`: the number both threads know the question by (from 1, below 2^30). */
  constructor(
    buffer: SharedArrayBuffer,
    private readonly question: number,
  ) {
    this.finished = new Int32Array(buffer, 0, 2);
    this.slots = new Float64Array(buffer, 8);
    this.mask = this.slots.length - 1;
    this.salt = Math.imul(question, 0x9e3779b9) | 1;
  }

  /** The slots emptied: the first thread does it as it begins a question. */
  clear(): void {
    this.slots.fill(0);
  }

  /** The key as this question stores it: its low 32 bits turned by the salt (never 0, an empty slot). */
  private salted(key: number): number {
    const value = key - (key >>> 0) + ((key ^ this.salt) >>> 0);
    return value === 0 ? 1 : value;
  }

  /** Adds a key; false when it was there already. A table too full to take it says true (searched again if met again: never skipped unsearched). */
  add(key: number): boolean {
    const value = this.salted(key);
    const index = this.slotOf(value);
    if (index < 0) return true;
    if (this.slots[index] === value) return false;
    this.slots[index] = value;
    return true;
  }

  has(key: number): boolean {
    const value = this.salted(key);
    const index = this.slotOf(value);
    return index >= 0 && this.slots[index] === value;
  }

  /** Where the value is, else the empty slot it would take; -1 when PROBES full slots come first. */
  private slotOf(value: number): number {
    let index = value & this.mask;
    for (let probe = 0; probe <= PROBES; probe++) {
      const slot = this.slots[index];
      if (slot === value || slot === 0) return index;
      index = (index + 1) & this.mask;
    }
    return -1;
  }

  /**
   * This search has run out of moves: true when the other one of the question had too, so that between them every position was
   * searched. A late search of an earlier question may overwrite the mark; the question then stays open, never wrongly lost.
   */
  finish(): boolean {
    const first = this.question * 2;
    for (;;) {
      const mark = Atomics.load(this.finished, 0);
      if (mark === first + 1) {
        if (Atomics.compareExchange(this.finished, 0, mark, first + 2) === mark) return true;
      } else if (Atomics.compareExchange(this.finished, 0, mark, first + 1) === mark) return false;
    }
  }
}

/** The longest run of full slots a key is looked for in: past it the table counts as full. */
const PROBES = 64;
