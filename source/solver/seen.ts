/** The positions a search has met: its own SeenSet, or a SharedSeen. */
export type Seen = {add(key: number): boolean; has(key: number): boolean};

/**
 * A set of 53-bit keys in one typed array (open addressing, linear probing):
 * eight bytes a slot, no objects per entry, so millions of positions fit in a worker's memory.
 */
export class SeenSet {
  private slots: Float64Array;
  /** A number per slot, once `numbered` (0 until set). */
  private values: Int32Array | undefined;
  private mask: number;
  size = 0;

  constructor(capacity = 1 << 16) {
    let size = 16;
    while (size < capacity * 2) size *= 2;
    this.slots = new Float64Array(size);
    this.mask = size - 1;
  }

  /** Adds a key; false when it was there already. */
  add(key: number): boolean {
    const value = key === 0 ? 1 : key;
    const index = this.probe(value);
    if (this.slots[index] === value) return false;
    this.fill(index, value);
    return true;
  }

  /**
   * Adds the key if it is not there and sets bits in its number (kept from now on, see `numbered`):
   * answers the bits it had before (0 for a new key).
   */
  merge(key: number, bits: number): number {
    this.numbered();
    const value = key === 0 ? 1 : key;
    const index = this.probe(value);
    const values = this.values!;
    if (this.slots[index] === value) {
      const had = values[index];
      values[index] = had | bits;
      return had;
    }
    values[index] = bits;
    this.fill(index, value);
    return 0;
  }

  /** The slot that holds the value, else the empty slot where it would go. */
  private probe(value: number): number {
    // Keys are whole numbers below 2⁵³ and the table below 2³² slots: `& mask` is `% size` (the low bits survive ToInt32), without a division.
    let index = value & this.mask;
    for (;;) {
      const slot = this.slots[index];
      if (slot === 0 || slot === value) return index;
      index = (index + 1) & this.mask;
    }
  }

  /** Puts a new value into its empty slot (its number already there), growing the table when half full. */
  private fill(index: number, value: number): void {
    this.slots[index] = value;
    this.size++;
    if (this.size * 2 > this.mask) this.grow();
  }

  /** Keeps a number with each key from now on. */
  numbered(): void {
    this.values ??= new Int32Array(this.slots.length);
  }

  /** The number kept with a key (0 until set), or -1 when the key is not there. */
  valueOf(key: number): number {
    const index = this.slotOf(key);
    return index < 0 ? -1 : this.values![index];
  }

  /** Sets the number kept with a key that is there. */
  setValue(key: number, number: number): void {
    const index = this.slotOf(key);
    if (index >= 0) this.values![index] = number;
  }

  /** The slot that holds a key, or -1. */
  private slotOf(key: number): number {
    const value = key === 0 ? 1 : key;
    const index = this.probe(value);
    return this.slots[index] === value ? index : -1;
  }

  has(key: number): boolean {
    const value = key === 0 ? 1 : key;
    return this.slots[this.probe(value)] === value;
  }

  /** Forgets every key (a table used again). */
  clear(): void {
    this.slots.fill(0);
    this.values = undefined;
    this.size = 0;
  }

  /** Bytes the table takes. */
  get bytes(): number {
    return this.slots.byteLength;
  }

  private grow(): void {
    const old = this.slots;
    const oldValues = this.values;
    this.slots = new Float64Array(old.length * 2);
    this.mask = this.slots.length - 1;
    const slots = this.slots;
    const values = oldValues ? new Int32Array(slots.length) : undefined;
    this.values = values;
    const mask = this.mask;
    for (let at = 0; at < old.length; at++) {
      const value = old[at];
      if (value === 0) continue;
      let index = value & mask;
      while (slots[index] !== 0) index = (index + 1) & mask;
      slots[index] = value;
      if (values) values[index] = oldValues![at];
    }
  }
}
