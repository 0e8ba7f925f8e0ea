import {describe, expect, it} from 'vitest';
import {NO_HEADS} from '../../source/core/build.js';
import {moveKey} from '../../source/core/engine.js';
import {transferMoves} from '../../source/core/transfer.js';
import type {GameDefinition, PileRule, State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {dealt, only, playedPositions} from '../helpers.js';

/**
 * The game with every pile rule's listing shortcuts taken out (`heads`, `runs`, `takesOne`): move listing asks `gives` about
 * every count and `takes` about every head.
 */
function withoutHeads<S extends State>(definition: GameDefinition<S>): GameDefinition<S> {
  const rules: Record<string, PileRule<S>> = {};
  for (const [group, rule] of Object.entries(definition.pileRules ?? {})) {
    const {heads: _heads, runs: _runs, takesOne: _takesOne, ...rest} = rule;
    rules[group] = rest;
  }
  return {...definition, pileRules: rules};
}

/** Positions where the listing with the shortcuts differs from the one without (moves and their order). */
function differences(definition: GameDefinition, plain: GameDefinition, states: readonly State[]): string[] {
  const wrong: string[] = [];
  for (const state of states) {
    const fast = transferMoves(definition, state).map(moveKey).join(' ');
    const slow = transferMoves(plain, state).map(moveKey).join(' ');
    if (fast !== slow) wrong.push(`${fast}\n  ≠ ${slow}`);
  }
  return wrong;
}

/** Positions where listing the moves from one pile alone differs from those of the whole listing (moves and their order). */
function singlePileDifferences(definition: GameDefinition, states: readonly State[]): string[] {
  const wrong: string[] = [];
  for (const state of states) {
    const all = transferMoves(definition, state);
    for (const [index, pile] of state.piles.entries()) {
      const alone = transferMoves(definition, state, definition.piles(state), index).map(moveKey).join(' ');
      const fromAll = all
        .filter((move) => move.from === pile.id)
        .map(moveKey)
        .join(' ');
      if (alone !== fromAll) wrong.push(`${pile.id}: ${alone}\n  ≠ ${fromAll}`);
    }
  }
  return wrong;
}

describe.each(
  games.filter((game) => Object.values(game.pileRules ?? {}).some((rule) => rule.heads || rule.runs || rule.takesOne)).map((game) => [game.id, game] as const),
)('%s: listing shortcuts (PileRule.heads, runs, takesOne)', (_id, definition) => {
  it('leave out no legal transfer and keep the order of the moves', () => {
    const states = playedPositions(definition, [1, 2, 3, 77, 4711], 120);
    expect(states.length).toBeGreaterThan(30);
    expect(differences(definition, withoutHeads(definition), states)).toEqual([]);
  });

  it('list the moves from one pile alone as the whole listing has them', () => {
    const states = playedPositions(definition, [1, 2, 77], 60);
    expect(singlePileDifferences(definition, states)).toEqual([]);
  });
});

it('a heads table that refuses a head its pile takes is caught', () => {
  const hermann = games.find((game) => game.id === 'hermann')!;
  const column = hermann.pileRules!.column;
  expect(column.heads).toBeDefined();
  const broken = {...hermann, pileRules: {...hermann.pileRules, column: {...column, heads: () => NO_HEADS}}};
  expect(differences(broken, withoutHeads(hermann), playedPositions(hermann, [1], 60)).length).toBeGreaterThan(0);
});

it('refuses a pile rule that lists moves while moves are being listed, and lists right again afterwards', () => {
  const hermann = games.find((game) => game.id === 'hermann')!;
  const column = hermann.pileRules!.column;
  const state = dealt(hermann, 1);
  const nested: GameDefinition = {
    ...hermann,
    pileRules: {
      ...hermann.pileRules,
      column: {
        ...column,
        takes: (check) => {
          transferMoves(nested, check.state);
          return null;
        },
      },
    },
  };
  expect(() => transferMoves(nested, state)).toThrow(/listed moves while moves were being listed/);
  expect(transferMoves(hermann, state).length).toBeGreaterThan(0);
  expect(differences(hermann, withoutHeads(hermann), playedPositions(hermann, [1, 2], 40))).toEqual([]);
});

it('a `runs` flag on a rule that may give more cards after refusing fewer is caught', () => {
  // With 13-A1's option a king moves with its run, a card on it alone: the pile gives 1 and all, not 2.
  const staffel = games.find((game) => game.id === 'staffelpatience')!;
  const pile = staffel.pileRules!.pile;
  expect(pile.runs).toBeUndefined();
  const broken = {...staffel, pileRules: {...staffel.pileRules, pile: {...pile, runs: true}}};
  const kingWithRun = only(staffel, {pile1: {cards: '5C KS QH JC', down: 1}, pile2: '9D'}, {}, ['king-runs']);
  expect(differences(staffel, withoutHeads(staffel), [kingWithRun])).toEqual([]);
  expect(differences(broken, withoutHeads(staffel), [kingWithRun]).length).toBeGreaterThan(0);
});
