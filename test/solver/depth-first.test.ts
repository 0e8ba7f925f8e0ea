import {describe, expect, it} from 'vitest';
import type {State} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import type {Level} from '../../source/solver/expand.js';
import {midGame} from '../helpers.js';

/** What a search holds: its levels (each depth's position, places and moves) and the depth it stands at. */
type Inside = {readonly levels: readonly Level<State>[]; readonly depth: number};

describe('DepthFirst: memory', () => {
  // Die Harfe builds up and down on its columns: a search wanders tens of thousands of levels deep, and back.
  it('lets go of the positions of the levels it has searched out (only its current line holds positions)', () => {
    const harfe = gameById('harfe');
    const start = midGame(harfe, 1032, 30);
    const search = new DepthFirst(harfe, start);
    expect(search.run({nodes: 500_000}).status).toBe('unknown');
    const {levels, depth} = search as unknown as Inside;
    const below = levels.slice(depth + 2);
    expect(below.length).toBeGreaterThan(1000);
    const held = below.filter(
      (level) => level.state !== start || level.orbit.some((state) => state !== start) || level.moves.length > 0 || level.steps.length > 0,
    );
    expect(held.length).toBe(0);
    // The line it stands on keeps its positions.
    expect(levels.slice(1, depth + 1).every((level) => level.state !== start && level.orbit[0] === level.state)).toBe(true);
  });
});
