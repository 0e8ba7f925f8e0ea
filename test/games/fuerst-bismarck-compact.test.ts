import {describe, expect, it} from 'vitest';
import type {GameDefinition, State} from '../../source/core/types.js';
import {fuerstBismarckCompact} from '../../source/games/fuerst-bismarck-compact.js';
import {fuerstBismarck} from '../../source/games/fuerst-bismarck.js';
import {searchMoves} from '../../source/solver/solve.js';
import {compactKey, holdToRules, type KeyMaps, keyMaps, modelAt} from '../solver/compact-checks.js';
import {move, only} from '../helpers.js';

/**
 * Fürst Bismarck's compact model (fuerst-bismarck-compact.ts) at positions
 * made by hand for what played positions seldom meet (test/solver/compact.test.ts
 * walks those): founding from the wreath into empty slots, and alike slots
 * after the redeal, in free and in focused keys.
 */

const game = fuerstBismarck as unknown as GameDefinition;
const FREE_PLAY = {place: 1, redealt: false};
const AFTER_REDEAL = {place: 1, redealt: true};
const TYPED = ['typed-slots'];

const modelFor = (state: State) => modelAt(game, state, fuerstBismarckCompact);

/** Holds the model to the rules at a position and at each of its children (moves, keys, outcomes, follow-ups, focused keys and moves). */
const holds = (state: State, keys: KeyMaps) => holdToRules(game, modelFor(state), state, {keys});

describe('Fürst Bismarck: the compact model at positions made by hand', () => {
  it.each([
    ['before the redeal', FREE_PLAY, []],
    ['after the redeal', AFTER_REDEAL, []],
    ['before the redeal, typed slots', FREE_PLAY, TYPED],
    ['after the redeal, typed slots', AFTER_REDEAL, TYPED],
  ] as const)('founds from the wreath into empty slots as the rules do (only the left of two empty slots of a level, untyped): %s', (_name, vars, variant) => {
    const layout = {W1: 'KD AS', W2: 'QC KH', W3: '5D', W4: '2H 3H', C2L: 'AH', C3R: 'KC', C4L: 'AD 2D 3D 4D'};
    const state = only(game, layout, vars, [...variant]);
    const ids = searchMoves(game, state).flatMap((each) => (each.kind === 'move' ? [`${each.from}>${each.to}`] : []));
    // The cases the model must meet: the ace founds in the left slot of an empty level; the king in the right one only with typed slots.
    expect(ids).toContain('W1>C1L');
    expect(ids.includes('W2>C1R')).toBe(variant.length > 0);
    holds(state, keyMaps());
  });

  it('after the redeal, alike slots: foundations in other slots make the same position, free and focused (not so with typed slots)', () => {
    const hearts = {ace: 'AH 2H 3H', king: 'KH QH JH TH 9H 8H 7H 6H 5H 4H'};
    const wreath = {W1: '5C 7C', W2: '9S TS', W3: '6C'};
    for (const variant of [[], TYPED]) {
      const keys = keyMaps();
      const first = only(game, {...wreath, C1L: hearts.ace, C2L: hearts.king, C3L: 'AS'}, AFTER_REDEAL, variant);
      const second = only(game, {...wreath, C4R: hearts.ace, C3R: hearts.king, C1L: 'AS'}, AFTER_REDEAL, variant);
      holds(first, keys);
      holds(second, keys);
      // The foundations' top cards cross (M4): a follow-up whose focus is two slots.
      const one = fuerstBismarck.apply(first as Parameters<typeof fuerstBismarck.apply>[0], move('C1L', 'C2L'));
      const other = fuerstBismarck.apply(second as Parameters<typeof fuerstBismarck.apply>[0], move('C4R', 'C3R'));
      holds(one, keys);
      holds(other, keys);
      const model = modelFor(first);
      expect(compactKey(model, first) === compactKey(model, second)).toBe(variant.length === 0);
    }
  });
});
