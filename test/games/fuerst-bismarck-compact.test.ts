import {describe, expect, it} from 'vitest';
import {type CompactModel, NO_FOCUS} from '../../source/core/compact.js';
import type {GameDefinition, GameMove, State} from '../../source/core/types.js';
import {fuerstBismarckCompact} from '../../source/games/fuerst-bismarck-compact.js';
import {fuerstBismarck} from '../../source/games/fuerst-bismarck.js';
import {indexesOf} from '../../source/solver/expand.js';
import {focusedKey, StateHasher} from '../../source/solver/hash.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
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

function modelFor(state: State): CompactModel {
  const model = fuerstBismarckCompact(state);
  if (!model) throw new Error('no compact model for a position of Fürst Bismarck');
  return model;
}

function encoded(model: CompactModel, state: State): Uint8Array {
  const data = new Uint8Array(model.size * 2);
  model.encode(state, data, 0);
  return data;
}

/** The model's moves as the search orders them. */
function listed(model: CompactModel, data: Uint8Array, at = 0, focus = NO_FOCUS): {moves: GameMove[]; codes: number[]} {
  const codes = new Int32Array(model.maxMoves);
  const scores = new Float64Array(model.maxMoves);
  const count = model.moves(data, at, codes, 0, scores, focus);
  const order = Array.from({length: count}, (_, index) => index).sort((a, b) => scores[b] - scores[a] || a - b);
  return {moves: order.map((index) => model.move(codes[index])), codes: order.map((index) => codes[index])};
}

/** Keys met so far, general and compact: one for one, both ways. */
class OneToOne {
  private readonly byGeneral = new Map<number, number>();
  private readonly byCompact = new Map<number, number>();

  check(general: number, compact: number): void {
    expect(this.byGeneral.get(general) ?? compact).toBe(compact);
    expect(this.byCompact.get(compact) ?? general).toBe(general);
    this.byGeneral.set(general, compact);
    this.byCompact.set(compact, general);
  }
}

/** Holds the model to the rules at a position and at each of its children (moves, keys, outcomes, follow-ups, focused keys and moves). */
function holds(state: State, free: OneToOne, focused: OneToOne): void {
  const model = modelFor(state);
  const hasher = new StateHasher(game);
  const data = encoded(model, state);
  const lanes = new Uint32Array(state.piles.length * 2);
  free.check(hasher.key(state, lanes), model.key(data, 0));
  const {moves, codes} = listed(model, data);
  expect(moves).toEqual(searchMoves(game, state));
  moves.forEach((each, index) => {
    const next = game.apply(state, each);
    model.apply(data, 0, codes[index], model.size);
    const key = model.key(data, model.size);
    expect(key).toBe(model.key(encoded(model, next), 0));
    expect(model.outcome(data, model.size, codes[index])).toBe(outcomeFor(game, next, 'win', each));
    const focus = game.solver!.followUp!(state, each, next);
    const compact = model.followUp!(data, 0, codes[index], model.size);
    expect(compact === NO_FOCUS ? undefined : model.focusPiles!(compact)).toEqual(focus);
    const nextLanes = new Uint32Array(next.piles.length * 2);
    const general = hasher.key(next, nextLanes);
    free.check(general, key);
    if (!focus) return;
    focused.check(focusedKey(general, nextLanes, indexesOf(game.piles(next)), focus), model.focusKey!(data, model.size, key, compact));
    expect(listed(model, data, model.size, compact).moves).toEqual(searchMoves(game, next, focus));
  });
}

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
    holds(state, new OneToOne(), new OneToOne());
  });

  it('after the redeal, alike slots: foundations in other slots make the same position, free and focused (not so with typed slots)', () => {
    const hearts = {ace: 'AH 2H 3H', king: 'KH QH JH TH 9H 8H 7H 6H 5H 4H'};
    const wreath = {W1: '5C 7C', W2: '9S TS', W3: '6C'};
    for (const variant of [[], TYPED]) {
      const free = new OneToOne();
      const focused = new OneToOne();
      const first = only(game, {...wreath, C1L: hearts.ace, C2L: hearts.king, C3L: 'AS'}, AFTER_REDEAL, variant);
      const second = only(game, {...wreath, C4R: hearts.ace, C3R: hearts.king, C1L: 'AS'}, AFTER_REDEAL, variant);
      holds(first, free, focused);
      holds(second, free, focused);
      // The foundations' top cards cross (M4): a follow-up whose focus is two slots.
      const one = fuerstBismarck.apply(first as Parameters<typeof fuerstBismarck.apply>[0], move('C1L', 'C2L'));
      const other = fuerstBismarck.apply(second as Parameters<typeof fuerstBismarck.apply>[0], move('C4R', 'C3R'));
      holds(one, free, focused);
      holds(other, free, focused);
      const model = modelFor(first);
      const same = model.key(encoded(model, first), 0) === model.key(encoded(model, second), 0);
      expect(same).toBe(variant.length === 0);
    }
  });
});
