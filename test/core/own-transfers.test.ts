import {describe, expect, it} from 'vitest';
import {moveKey} from '../../source/core/engine.js';
import {transferMoves} from '../../source/core/transfer.js';
import type {GameDefinition, State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {midGame, playedPositions} from '../helpers.js';

/** Positions where the game's own listing (SolverHooks.transfers) differs from the one the engine derives from its pile rules. */
function differences(definition: GameDefinition, states: readonly State[]): string[] {
  const wrong: string[] = [];
  for (const state of states) {
    const own = definition.solver!.transfers!(state).map(moveKey).join(' ');
    const derived = transferMoves(definition, state).map(moveKey).join(' ');
    if (own !== derived) wrong.push(`${own}\n  ≠ ${derived}`);
  }
  return wrong;
}

/** Games whose rules never move more than one card at a time. */
const ONE_CARD_AT_A_TIME = new Set(['fuerst-bismarck', 'halber-mond', 'napoleon-doublets', 'reihe', 'stern']);
/** Games whose transfers never go into an empty pile (their foundations are founded by the deal). */
const NEVER_INTO_EMPTY = new Set(['napoleon-doublets', 'reihe']);

const DEALS = Array.from({length: 40}, (_, index) => index + 1);

describe.each(games.filter((game) => game.solver?.transfers).map((game) => [game.id, game] as const))(
  '%s: its own listing of transfers for the solver',
  (id, definition) => {
    const states = playedPositions(definition, DEALS, 150);

    it('lists exactly the transfers the pile rules allow, in their order, in every variant', () => {
      expect(states.length).toBeGreaterThan(500);
      expect(differences(definition, states)).toEqual([]);
    });

    it('was checked where moves go into empty piles and several cards move at once, where the rules allow it', () => {
      const listed = states.flatMap((state) => transferMoves(definition, state).map((move) => ({state, move})));
      const intoEmpty = listed.filter(({state, move}) => state.piles.find((pile) => pile.id === move.to)!.cards.length === 0);
      if (NEVER_INTO_EMPTY.has(id)) expect(intoEmpty).toEqual([]);
      else expect(intoEmpty.length).toBeGreaterThan(20);
      const several = listed.filter(({move}) => move.count > 1).length;
      if (ONE_CARD_AT_A_TIME.has(id)) expect(several).toBe(0);
      else expect(several).toBeGreaterThan(20);
    });

    it('leaves the search exactly as it was: the same answer in the same number of positions', () => {
      const plain = {...definition, solver: {...definition.solver, transfers: undefined}};
      for (const deal of [1001, 1002]) {
        const start = midGame(definition, deal);
        const own = new DepthFirst(definition, start).run({nodes: 20_000});
        const derived = new DepthFirst(plain, start).run({nodes: 20_000});
        expect({status: own.status, nodes: own.nodes}).toEqual({status: derived.status, nodes: derived.nodes});
      }
    });
  },
);

it('a listing that differs from the rules is caught', () => {
  const hermann = games.find((game) => game.id === 'hermann')!;
  const broken = {...hermann, solver: {...hermann.solver, transfers: (state: State) => hermann.solver!.transfers!(state).filter((move) => move.to !== 'goal')}};
  expect(differences(broken, playedPositions(hermann, [1], 60)).length).toBeGreaterThan(0);
});
