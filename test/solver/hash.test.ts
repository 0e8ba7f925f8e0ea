import {describe, expect, it} from 'vitest';
import type {GameDefinition, State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {focusedKey, hasherFor, StateHasher} from '../../source/solver/hash.js';
import {searchMoves} from '../../source/solver/solve.js';
import {dealt} from '../helpers.js';

/** Positions of each game along its first search moves from a few deals. */
function positions(definition: GameDefinition): State[] {
  const found: State[] = [];
  for (const deal of [1, 2, 3]) {
    let state = dealt(definition, deal);
    for (let step = 0; step < 40; step++) {
      found.push(state);
      const moves = searchMoves(definition, state);
      if (moves.length === 0) break;
      state = definition.apply(state, moves[step % moves.length]);
    }
  }
  return found;
}

function keyOf<S extends State>(hasher: StateHasher<S>, state: S): number {
  return hasher.key(state, new Uint32Array(state.piles.length * 2));
}

describe('the search keys of positions', () => {
  it('come from one hasher per game and round in a thread', () => {
    const [first, second] = games;
    expect(hasherFor(first, undefined)).toBe(hasherFor(first, undefined));
    expect(hasherFor(first, undefined)).not.toBe(hasherFor(second, undefined));
    expect(hasherFor(first, {waste: 'a', stock: 'b', actions: []})).not.toBe(hasherFor(first, undefined));
  });

  it.each(games.map((game) => [game.id, game] as const))('%s: the shared hasher keys every position as a fresh one does', (_id, definition) => {
    const shared = hasherFor(definition, undefined);
    // Used for another game in between: its remembered tables must not leak.
    for (const other of games) keyOf(hasherFor(other, undefined), dealt(other, 7));
    for (const state of positions(definition)) expect(keyOf(shared, state)).toBe(keyOf(new StateHasher(definition), state));
  });

  it.each(games.map((game) => [game.id, game] as const))(
    '%s: a position keyed from the one before it (its unchanged piles and sums taken over) gets its fresh key',
    (_id, definition) => {
      // No room for the sums; room for them; room for them in lanes of two lengths, one position to the next (a search's level may have grown its lanes).
      for (const rooms of [[0], [2], [2, 6]]) {
        const hasher = new StateHasher(definition);
        let parent: State | undefined;
        let parentLanes: Uint32Array | undefined;
        let parentSalts: Int32Array | undefined;
        for (const [at, state] of positions(definition).entries()) {
          // Each run of positions starts afresh at its deal (positions lists three deals one after the other).
          if (parent && state.piles.every((pile, index) => pile !== parent!.piles[index])) parent = undefined;
          const lanes = new Uint32Array(state.piles.length * 2 + rooms[at % rooms.length]);
          const key = parent ? hasher.key(state, lanes, parent, parentLanes, parentSalts) : hasher.key(state, lanes);
          expect(key).toBe(keyOf(new StateHasher(definition), state));
          [parent, parentLanes, parentSalts] = [state, lanes, hasher.lastSalts];
        }
      }
    },
  );

  it.each(games.filter((game) => !game.solver?.vars).map((game) => [game.id, game] as const))(
    '%s: without a vars hook every counter is keyed, in its order',
    (_id, definition) => {
      const listed: GameDefinition = {...definition, solver: {...definition.solver, vars: (state) => Object.values(state.vars) as number[]}};
      const plain = new StateHasher(definition);
      const byList = new StateHasher(listed);
      for (const state of positions(definition)) {
        expect(keyOf(plain, state)).toBe(keyOf(byList, state));
        const names = Object.keys(state.vars);
        if (names.length === 0) continue;
        const changed = {...state, vars: {...state.vars, [names[0]]: 12_345}};
        expect(keyOf(plain, changed)).not.toBe(keyOf(plain, state));
      }
    },
  );
});

describe('the key of a position bound to a follow-up (focusedKey)', () => {
  it('carries every bit of the free key into both of its halves: keys that share their low bits do not share a half', () => {
    const lanes = Uint32Array.from({length: 8}, (_, index) => Math.imul(index + 1, 0x9e3779b1));
    const indexes = new Map([
      ['a', 0],
      ['b', 1],
    ]);
    const TWO_21 = 2 ** 21;
    const halves = (key: number) => [Math.floor(key / TWO_21), key % TWO_21];
    let sharedHalves = 0;
    for (let pair = 0; pair < 1000; pair++) {
      // Two keys with the same low 21 bits (positions that differ only where one lane of the key looks), different high bits.
      const low = Math.imul(pair, 0x85ebca77) >>> 11;
      const first = focusedKey(pair * 7919 * TWO_21 + low, lanes, indexes, ['a', 'b']);
      const second = focusedKey((pair * 7919 + 1) * TWO_21 + low, lanes, indexes, ['a', 'b']);
      const [firstHigh, firstLow] = halves(first);
      const [secondHigh, secondLow] = halves(second);
      if (firstHigh === secondHigh || firstLow === secondLow) sharedHalves++;
    }
    // By chance, one pair in 2²¹ for the low halves: none of a thousand.
    expect(sharedHalves).toBe(0);
  });
});
