import {describe, expect, it} from 'vitest';
import {createRandom} from '../../source/core/random.js';
import {Components} from '../../source/solver/components.js';
import {LostSet} from '../../source/solver/lost-set.js';
import {SeenSet} from '../../source/solver/seen.js';

/** A position's key: any whole number but 0 does (the tables take 53-bit keys). */
const keyOf = (node: number) => node * 7919 + 12_345;

/** A graph of `size` positions, each with up to three moves; some positions are wins. */
function graphOf(seed: number, size: number): {moves: number[][]; won: Set<number>} {
  const random = createRandom(seed);
  const moves = Array.from({length: size}, () => Array.from({length: random() % 4}, () => random() % size));
  const won = new Set<number>();
  for (let node = 1; node < size; node++) if (random() % 25 === 0) won.add(node);
  return {moves, won};
}

/** Which positions reach a win (a breadth-first search backwards). */
function winnable(moves: number[][], won: Set<number>): Set<number> {
  const reach = new Set(won);
  for (let grew = true; grew;) {
    grew = false;
    moves.forEach((targets, node) => {
      if (!reach.has(node) && targets.some((target) => reach.has(target))) grew = reach.add(node).size > 0;
    });
  }
  return reach;
}

/** A depth-first search over the graph as CompactSearch goes, telling its components: won, or lost once it runs out of moves. */
function search(moves: number[][], won: Set<number>, start: number, lost: LostSet): 'won' | 'lost' {
  const seen = new SeenSet(16);
  const components = new Components(seen, lost);
  seen.add(keyOf(start));
  components.enter(0, keyOf(start), true);
  const path = [{node: start, next: 0}];
  while (path.length > 0) {
    const depth = path.length - 1;
    const top = path[depth];
    if (top.next >= moves[top.node].length) {
      components.leave(depth);
      path.pop();
      continue;
    }
    const child = moves[top.node][top.next++];
    if (components.meets(depth, keyOf(child)) || lost.has(keyOf(child))) continue;
    if (won.has(child)) return 'won';
    seen.add(keyOf(child));
    // A position without moves is met, never entered: lost.
    if (moves[child].length === 0) continue;
    path.push({node: child, next: 0});
    components.enter(depth + 1, keyOf(child), true);
  }
  return 'lost';
}

describe("the searches' strongly connected components (Components) and the positions they prove lost (LostSet)", () => {
  it('a LostSet holds what it is told and nothing else (its filter answers most asks for others)', () => {
    const keys = Array.from({length: 20_000}, (_, index) => Math.floor((index + 1) * 1_234_567.891 * 1_048_573) % 2 ** 53);
    const lost = new LostSet();
    expect(lost.has(keys[0])).toBe(false);
    for (const key of keys.slice(0, 10_000)) lost.add(key);
    expect(keys.slice(0, 10_000).every((key) => lost.has(key))).toBe(true);
    expect(keys.slice(10_000).filter((key) => lost.has(key))).toEqual([]);
    expect(lost.size).toBe(10_000);
  });

  it('a cycle is lost only once all of it is searched: a position that reaches back to one still open is not told lost', () => {
    // 0 → 1 → 2 → 0 (back to the start, still open), 0 → 3 (won).
    const moves = [[1, 3], [2], [0], []];
    const lost = new LostSet();
    expect(search(moves, new Set([3]), 0, lost)).toBe('won');
    expect([0, 1, 2].filter((node) => lost.has(keyOf(node)))).toEqual([]);
    // Without the win, the whole cycle is closed at its start, and lost.
    const none = new LostSet();
    expect(search(moves, new Set(), 0, none)).toBe('lost');
    expect([0, 1, 2].filter((node) => none.has(keyOf(node)))).toEqual([0, 1, 2]);
  });

  it('on random graphs with cycles, every position told lost reaches no win, and searches that skip them answer as the graph says', () => {
    let told = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const {moves, won} = graphOf(seed, 40);
      const reach = winnable(moves, won);
      const lost = new LostSet();
      // Searches from one start after another share the table, as the restarts of one position do.
      for (let start = 0; start < moves.length; start += 7) {
        if (won.has(start)) continue;
        expect(search(moves, won, start, lost), `seed ${seed}, start ${start}`).toBe(reach.has(start) ? 'won' : 'lost');
      }
      const wrong = moves.map((_, node) => node).filter((node) => lost.has(keyOf(node)) && reach.has(node));
      expect(wrong, `seed ${seed}`).toEqual([]);
      told += lost.size;
    }
    // The property is not met by telling nothing.
    expect(told).toBeGreaterThan(1000);
  });
});
