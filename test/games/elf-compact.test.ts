import {describe, expect, it} from 'vitest';
import {play} from '../../source/core/engine.js';
import type {State} from '../../source/core/types.js';
import {elf as game} from '../../source/games/elf.js';
import {elfCompact} from '../../source/games/elf-compact.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
import {compactKey, encoded, generalKey, listed} from '../solver/compact-checks.js';
import {action, only} from '../helpers.js';

/** A stuck grid: no two values make 11, no jack at all. */
const STUCK = {grid0: '2C', grid1: '3C', grid2: '4C', grid3: '5C', grid4: '2D', grid5: 'QH', grid6: 'KH', grid7: '3D', grid8: '4D'};

/** The model's moves at a position, as the rules' moves. */
function modelMoves(state: State) {
  const model = elfCompact(state);
  return listed(model, encoded(model, state)).moves;
}

describe('Die Elf for the search (positions the played ones rarely reach)', () => {
  const held = play(game, only(game, {...STUCK, stock: {cards: 'TC 8H', down: 2}}), action('rescue'));
  const courtHeld = only(game, {...STUCK, grid0: 'JC', grid1: 'JD', grid5: '6C', hand: 'QS', stock: {cards: 'TC', down: 1}});
  const fitsNothing = only(game, {...STUCK, hand: 'AS', stock: {cards: 'TC', down: 1}});

  it('lists the sets a rescue card completes in the rules’ order, a court card’s trios too', () => {
    for (const state of [held, courtHeld]) {
      expect(modelMoves(state).length).toBeGreaterThan(1);
      expect(modelMoves(state)).toEqual(searchMoves(game, state));
    }
  });

  it('sees the game lost when the rescue card fits nothing, and open while it fits', () => {
    for (const state of [held, courtHeld, fitsNothing]) {
      const model = elfCompact(state);
      expect(model.outcome(encoded(model, state), 0, 0)).toBe(outcomeFor(game, state));
    }
    expect(outcomeFor(game, fitsNothing)).toBe('lost');
  });

  it('keys a rescue card in hand apart from the same grid and stock without it', () => {
    const without = {...held, piles: held.piles.map((pile) => (pile.id === 'hand' ? {...pile, cards: []} : pile))};
    expect(generalKey(game, without).key).not.toBe(generalKey(game, held).key);
    expect(compactKey(elfCompact(held), held)).not.toBe(compactKey(elfCompact(without), without));
  });
});
