/** Murmur3's finaliser: spreads every input bit over the 32 output bits (hash keys of the search and of game proofs). */
export function fmix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
