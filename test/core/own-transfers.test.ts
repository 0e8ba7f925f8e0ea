import {describe, expect, it} from 'vitest';
import {moveKey} from '../../source/core/engine.js';
import {transferMoves} from '../../source/core/transfer.js';
import type {GameDefinition, State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {midGame, only, playedPositions} from '../helpers.js';

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

/**
 * Positions play never reaches, as tests of the solver make them (endgames set up by hand): the listing must still be the
 * engine's, where the rules' own checks matter.
 */
const MADE_UP: Record<string, () => State[]> = {
  // A broken run: only its top two cards move together.
  'harfe': () => [only(byId('harfe'), {col1: '9H 5S 4D', col2: '6D', col3: ''})],
  'staffelpatience': () => [only(byId('staffelpatience'), {pile1: '9H 5S 4D', pile2: '6D', pile3: 'TS'})],
  // An ace in a column, and a 2 on another: nothing goes on a 2.
  'hermann': () => [only(byId('hermann'), {col1: 'AH', col2: '2S', col3: '3D', goal: 'KC'})],
  // A family going up (5, 6) with a 9 on top by hand: it takes a 10 only, not the 8.
  'grosse-patience': () => [only(byId('grosse-patience'), {found1: '5C 6C 9C', L1: '8C', R1: 'TC'})],
  // A king on the foundation by hand, and no foundation card at all: nothing goes up.
  'napoleon-doublets': () => [only(byId('napoleon-doublets'), {found: '3C KD', reserve1: 'KS'}), only(byId('napoleon-doublets'), {reserve1: 'KS'})],
};

function byId(id: string): GameDefinition {
  return games.find((game) => game.id === id)!;
}

describe.each(Object.entries(MADE_UP))('%s: its own listing at positions made up by hand', (id, made) => {
  it('is the engine’s', () => {
    const definition = byId(id);
    expect(definition.solver?.transfers).toBeDefined();
    const states = made();
    expect(states.every((state) => transferMoves(definition, state).length > 0 || id === 'napoleon-doublets')).toBe(true);
    expect(differences(definition, states)).toEqual([]);
  });
});

it('a listing that differs from the rules is caught', () => {
  const hermann = games.find((game) => game.id === 'hermann')!;
  const broken = {...hermann, solver: {...hermann.solver, transfers: (state: State) => hermann.solver!.transfers!(state).filter((move) => move.to !== 'goal')}};
  expect(differences(broken, playedPositions(hermann, [1], 60)).length).toBeGreaterThan(0);
});
