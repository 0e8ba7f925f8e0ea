import type {Card} from './cards.js';

export const MAX_DEAL = 2 ** 31 - 1;

export function isDealNumber(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_DEAL;
}

/**
 * A 32-bit PRNG of our own (xorshift-multiply, "splitmix32" style).
 * Pinned by golden tests: changing a constant here changes every deal.
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A uniform integer in [0, bound) without modulo bias. */
function below(next: () => number, bound: number): number {
  const limit = Math.floor(0x100000000 / bound) * bound;
  for (;;) {
    const value = next();
    if (value < limit) return value % bound;
  }
}

/** Fisher–Yates shuffle of the pack, seeded by the deal number. Returns order[0] = first card dealt. */
export function shuffle(cards: readonly Card[], deal: number): Card[] {
  const next = createRandom(deal);
  const result = cards.slice();
  for (let index = result.length - 1; index > 0; index--) {
    const other = below(next, index + 1);
    const held = result[index];
    result[index] = result[other];
    result[other] = held;
  }
  return result;
}

/** A deal number picked from an outside source of randomness (the caller's). */
export function dealFromFraction(fraction: number): number {
  return 1 + Math.floor(fraction * (MAX_DEAL - 1));
}
