import {describe, expect, it} from 'vitest';
import type {State} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';
import {CHECKPOINT, DepthFirst, KEPT_NEAR} from '../../source/solver/depth-first.js';
import type {Level} from '../../source/solver/expand.js';
import {midGame} from '../helpers.js';

/** What a search holds: its levels (each depth's position, places and moves) and the depth it stands at. */
type Inside = {readonly levels: readonly Level<State>[]; readonly depth: number};

describe('DepthFirst: memory', () => {
  // Die Harfe builds up and down on its columns: a search wanders tens of thousands of levels deep, and back.
  it('lets go of the positions of the levels it has searched out, and of most of its line but the last levels', () => {
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
    // The line's last levels and its checkpoints keep their positions; the other levels of the line let theirs go.
    expect(depth).toBeGreaterThan(KEPT_NEAR + 10 * CHECKPOINT);
    const keeps = (at: number) => levels[at].state !== start && levels[at].orbit[0] === levels[at].state;
    expect(levels.slice(depth - KEPT_NEAR, depth + 1).every((_level, at) => keeps(depth - KEPT_NEAR + at))).toBe(true);
    const line = Array.from({length: depth - KEPT_NEAR - CHECKPOINT}, (_level, at) => at + 1);
    expect(line.filter((at) => at % CHECKPOINT === 0).every(keeps)).toBe(true);
    expect(line.filter((at) => at % CHECKPOINT !== 0 && keeps(at))).toEqual([]);
  });

  // Die Harfe's search goes deep by itself; Staffelpatience's lines are short, but many of their moves are played from a later
  // place of the stock's round (the position there is played out again from its level's first place).
  it.each([
    ['harfe', 1032],
    ['staffelpatience', 6],
  ] as const)('%s: plays the positions it let go again exactly, from the checkpoint above them, when it comes back to them', (id, deal) => {
    const definition = gameById(id);
    const start = midGame(definition, deal, 30);
    const search = new DepthFirst(definition, start);
    expect(search.run({nodes: 200_000}).status).toBe('unknown');
    const inside = search as unknown as Inside & {letGo(to: number): void; recall(depth: number): void};
    const {levels, depth} = inside;
    expect(depth).toBeGreaterThan(CHECKPOINT);
    // The line played from the start: each level's move from its place (after its round's steps).
    const line: State[] = [start];
    let fromLaterPlaces = 0;
    for (let at = 0; at < depth; at++) {
      const level = levels[at];
      const index = level.next - 1;
      let position = line[at];
      const place = level.from?.[index] ?? 0;
      if (place > 0) fromLaterPlaces++;
      for (let step = 0; step < place; step++) position = definition.apply(position, level.steps[step]);
      line.push(definition.apply(position, level.moves[index]));
    }
    if (id === 'staffelpatience') expect(fromLaterPlaces).toBeGreaterThan(5);
    inside.letGo(depth);
    for (let at = 1; at < depth; at++) expect(levels[at].state === start).toBe(at % CHECKPOINT !== 0);
    // The last four spans between checkpoints (a long line has thousands; comparing every position would take long).
    for (let at = depth, spans = 0; at > 0 && spans < 4; spans++) {
      inside.recall(at);
      const from = at - (at % CHECKPOINT);
      for (let each = from; each <= at; each++) {
        expect(levels[each].state).toEqual(line[each]);
        expect(levels[each].orbit[0]).toBe(levels[each].state);
      }
      at = from - 1;
    }
  });
});
