import {describe, expect, it} from 'vitest';
import {type CompactModel, NO_FOCUS} from '../../source/core/compact.js';
import type {GameDefinition, Pile, State} from '../../source/core/types.js';
import {harfeCompact} from '../../source/games/harfe-compact.js';
import {harfe} from '../../source/games/harfe.js';
import {indexesOf} from '../../source/solver/expand.js';
import {focusedKey, StateHasher} from '../../source/solver/hash.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
import {action, dealt, midGame} from '../helpers.js';
import {encoded, listed, OneToOne} from '../solver/compact-checks.js';

/**
 * Die Harfe's compact model (harfe-compact.ts) at positions made by hand for
 * what played positions seldom meet (test/solver/compact.test.ts walks those):
 * the same cards with another face-down count, the pass counter, columns,
 * foundations and copies of cards swapped, every focus a position may have,
 * and the stock gone through and turned over.
 */

const game = harfe as unknown as GameDefinition;
const COLUMNS = 10;
const FOUNDATIONS = 8;
const WASTE = 19;

function modelFor(state: State): CompactModel {
  const model = harfeCompact(state);
  if (!model) throw new Error('no compact model for a position of Die Harfe');
  return model;
}

function generalKey(state: State): {key: number; lanes: Uint32Array} {
  const lanes = new Uint32Array(state.piles.length * 2);
  return {key: new StateHasher(game).key(state, lanes), lanes};
}

/** Holds the model to the rules at a position and at each of its children (moves, keys, outcomes, follow-ups, focused keys and moves). */
function holds(state: State, free: OneToOne): void {
  const model = modelFor(state);
  const data = encoded(model, state);
  free.check(generalKey(state).key, model.key(data, 0));
  const {moves, codes} = listed(model, data);
  expect(moves).toEqual(searchMoves(game, state));
  moves.forEach((each, index) => {
    const next = game.apply(state, each);
    model.apply(data, 0, codes[index], model.size);
    const key = model.key(data, model.size);
    expect(key).toBe(model.key(encoded(model, next), 0));
    expect(model.outcome(data, model.size, codes[index])).toBe(outcomeFor(game, next, 'win', each));
    free.check(generalKey(next).key, key);
    const focus = game.solver!.followUp!(state, each, next);
    const compact = model.followUp!(data, 0, codes[index], model.size);
    expect(compact === NO_FOCUS ? undefined : model.focusPiles!(compact)).toEqual(focus);
    if (focus) expect(listed(model, data, model.size, compact).moves).toEqual(searchMoves(game, next, focus));
  });
}

function withPiles(state: State, piles: readonly Pile[], vars = state.vars): State {
  return {...state, piles, vars};
}

/** The position with the piles of a group in another order (each pile keeps its place's id). */
function reordered(state: State, first: number, count: number): State {
  const piles = [...state.piles];
  for (let index = 0; index < count; index++) {
    const other = state.piles[first + ((index * 3 + 1) % count)];
    piles[first + index] = {...other, id: state.piles[first + index].id};
  }
  return withPiles(state, piles);
}

/** Positions near `state` that the general key takes alike or apart: another face-down count, the pass counter, piles and copies swapped. */
function neighbours(state: State): State[] {
  const near: State[] = [reordered(state, 0, COLUMNS), reordered(state, COLUMNS, FOUNDATIONS)];
  near.push(withPiles(state, state.piles, {...state.vars, redealt: !(state.vars as {redealt: boolean}).redealt}));
  near.push(
    withPiles(
      state,
      state.piles.map((pile) => ({...pile, cards: pile.cards.map((card) => (card + 52) % 104)})),
    ),
  );
  for (let column = 0; column < COLUMNS; column++) {
    const pile = state.piles[column];
    if (pile.down === 0) continue;
    const piles = [...state.piles];
    piles[column] = {...pile, down: pile.down - 1};
    near.push(withPiles(state, piles));
  }
  return near;
}

/** The position with its last two columns emptied (their cards left out): alike piles with the same contents, for focused keys. */
function withTwoEmpty(state: State): State {
  const piles = [...state.piles];
  for (const column of [COLUMNS - 2, COLUMNS - 1]) piles[column] = {...piles[column], cards: [], down: 0};
  return withPiles(state, piles);
}

/** Every focus a position could have, as the model numbers them (from × 32 + to). */
function everyFocus(): number[] {
  const focuses: number[] = [];
  for (const from of [...Array.from({length: COLUMNS}, (_, index) => index), WASTE]) {
    for (let to = 0; to < COLUMNS; to++) if (to !== from) focuses.push(from * 32 + to);
  }
  return focuses;
}

describe('Die Harfe compact model at positions made by hand', () => {
  it('keys the same cards with another face-down count, the other pass, and swapped piles and copies as the general key does', () => {
    for (const variant of [[], ['redeal'], ['face-down-aces']]) {
      for (let deal = 1; deal <= 4; deal++) {
        const free = new OneToOne();
        for (const start of [dealt(game, deal, variant), midGame(game, deal, 30)]) {
          const model = modelFor(start);
          for (const state of [start, ...neighbours(start)]) free.check(generalKey(state).key, model.key(encoded(model, state), 0));
        }
      }
    }
  });

  it('keys every focus as the general focused key does', () => {
    for (let deal = 1; deal <= 4; deal++) {
      const focused = new OneToOne();
      const played = midGame(game, deal, 30);
      for (const state of [played, midGame(game, deal, 50), withTwoEmpty(played)]) {
        const model = modelFor(state);
        const data = encoded(model, state);
        const {key, lanes} = generalKey(state);
        const indexes = indexesOf(game.piles(state));
        for (const focus of everyFocus()) {
          focused.check(focusedKey(key, lanes, indexes, model.focusPiles!(focus)), model.focusKey!(data, 0, model.key(data, 0), focus));
        }
      }
    }
  });

  it('goes through the stock, turns the waste over once and deals again as the rules do', () => {
    for (let deal = 1; deal <= 3; deal++) {
      const free = new OneToOne();
      let state = dealt(game, deal, ['redeal']);
      while (state.piles[18].cards.length > 0) {
        holds(state, free);
        state = game.apply(state, action('deal'));
      }
      holds(state, free);
      state = game.apply(state, action('redeal'));
      for (let step = 0; step < 5 && state.piles[18].cards.length > 0; step++) {
        holds(state, free);
        state = game.apply(state, action('deal'));
      }
      holds(state, free);
    }
  });
});
