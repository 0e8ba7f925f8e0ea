import type {GameDefinition, Pile, PileSpec, State} from '../core/types.js';

/** Murmur3's finaliser: spreads every input bit over the 32 output bits. */
function fmix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

let laneA = 0;
let laneB = 0;

/** A pile's two 32-bit hash lanes (left in laneA/laneB to avoid an allocation per pile). */
function hashPile(pile: Pile): void {
  let a = 0x9747b28c ^ pile.down;
  let b = 0x1b873593 + pile.cards.length;
  const cards = pile.cards;
  for (let index = 0; index < cards.length; index++) {
    const card = cards[index];
    a = Math.imul(a ^ card, 0x01000193);
    b = Math.imul(b + card + 1, 0x5bd1e995) ^ (b >>> 15);
  }
  laneA = fmix(a);
  laneB = fmix(b ^ 0x27d4eb2f);
}

const TWO_21 = 2 ** 21;

function textHash(text: string | undefined): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < (text ?? '').length; index++) h = Math.imul(h ^ text!.charCodeAt(index), 0x01000193);
  return h >>> 0;
}

export type Hasher<S extends State> = (state: S) => number;

/**
 * A compact canonical key for the transposition table: 53 bits from two hash
 * lanes over every pile (order ignored within interchangeable groups) and the
 * counters the game says matter. Equal positions give equal keys; different
 * ones collide with a chance of about n²/2⁵⁴.
 */
export function makeHasher<S extends State>(definition: GameDefinition<S>, specsOf: (state: S) => readonly PileSpec[]): Hasher<S> {
  const symmetric = new Set(definition.solver?.symmetric ?? []);
  const varsOf = definition.solver?.vars;
  return (state) => {
    const specs = specsOf(state);
    const piles = state.piles;
    let a = 0x811c9dc5;
    let b = 0x3c6ef372;
    let groupA = 0;
    let groupB = 0;
    for (let index = 0; index < piles.length; index++) {
      hashPile(piles[index]);
      if (symmetric.size > 0 && symmetric.has(specs[index].group)) {
        // Sums do not depend on the order of their terms.
        groupA = (groupA + laneA) >>> 0;
        groupB = (groupB + fmix(laneB + specs[index].group.length)) >>> 0;
      } else {
        a = fmix(a ^ (laneA + index));
        b = fmix((b + laneB) ^ Math.imul(index + 1, 0x9e3779b1));
      }
    }
    a = fmix(a ^ groupA);
    b = fmix(b + groupB);
    const counters = varsOf ? varsOf(state) : Object.values(state.vars as Record<string, unknown>);
    for (let index = 0; index < counters.length; index++) {
      const counter = counters[index];
      // Numbers and flags as they are; anything else (a list of corners used, say) by its JSON text.
      const value = typeof counter === 'number' || typeof counter === 'boolean' ? Number(counter) | 0 : textHash(JSON.stringify(counter));
      a = fmix(a ^ (value + index * 0x3504f333));
      b = fmix(b + Math.imul(value ^ index, 0x2545f491));
    }
    return a * TWO_21 + (b & 0x1fffff);
  };
}
