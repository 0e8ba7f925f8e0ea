export type {CompactModel} from './types.js';

/** A free position: no move before it asked for a follow-up. */
export const NO_FOCUS = -1;

/** A 32-bit word kept in a position's bytes (a hash lane), four bytes from `at`, the lowest first. */
export function readWord(data: Uint8Array, at: number): number {
  return data[at] | (data[at + 1] << 8) | (data[at + 2] << 16) | (data[at + 3] << 24);
}

export function writeWord(data: Uint8Array, at: number, value: number): void {
  data[at] = value;
  data[at + 1] = value >>> 8;
  data[at + 2] = value >>> 16;
  data[at + 3] = value >>> 24;
}

/** The search's buffer as 32-bit words, for a model that keeps words at word places: made again only when the buffer is another one. */
export class WordView {
  private bytes: Uint8Array | undefined;
  private words: Uint32Array = new Uint32Array(0);

  of(data: Uint8Array): Uint32Array {
    if (data !== this.bytes) {
      if (data.byteOffset % 4 !== 0) throw new Error('a compact position must begin on a 32-bit word');
      this.bytes = data;
      this.words = new Uint32Array(data.buffer, data.byteOffset, data.byteLength >> 2);
    }
    return this.words;
  }
}
