import {describe, expect, it} from 'vitest';
import {moveKey} from '../../source/core/engine.js';
import type {GameDefinition, State} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {Expander, levelOf} from '../../source/solver/expand.js';
import {type Goal, outcomeFor} from '../../source/solver/goal.js';
import {dealt} from '../helpers.js';
import {randomPlay} from './plain.js';

// Round.places: a round whose places the game works out at once is listed from the position itself, each place's
// position made only when a move from it is tried. The search must not notice: the same moves in the same order, from
// the same places, the same positions counted, the same answers.
const staffel = gameById('staffelpatience');

/** The game with its round walked place by place (Round.places taken out). */
const walked: GameDefinition = {
  ...staffel,
  solver: {
    ...staffel.solver,
    round: (state: State) => {
      const round = staffel.solver!.round!(state);
      if (!round) return undefined;
      const {places: _places, ...rest} = round;
      return rest;
    },
  },
};

function listing(definition: GameDefinition, state: State, goal: Goal): string {
  const expander = new Expander(definition, goal);
  const level = levelOf(state, new Uint32Array(0), new Int32Array(0));
  const won = expander.expand(level);
  const moves = level.moves.map((move, index) => {
    const place = level.from?.[index] ?? 0;
    // The position the move is played from, made now where the round was not walked.
    const before = expander.positionAt(level, place);
    return `${moveKey(move)}@${place}:${JSON.stringify(definition.apply(before, move).piles)}`;
  });
  return `${won} ${expander.nodes} ${level.steps.map(moveKey).join(',')} | ${moves.join(' ')}`;
}

/** Every fourth position along a line to the lesser success, if one is found. */
function alongLesser(start: State): State[] {
  const found = new DepthFirst(staffel, start, 'lesser').run({nodes: 20_000});
  if (found.status !== 'won') return [];
  const line: State[] = [start];
  for (const move of found.line) line.push(staffel.apply(line[line.length - 1], move));
  return line.filter((_, index) => index % 4 === 0);
}

describe('staffelpatience: the round worked out at once (Round.places)', () => {
  const variants = [[], ['early-double'], ['king-runs']];
  // Random play, and the lines to a double series (books made, the rescue unlocked), under each variant.
  const positions = variants.flatMap((variant) => [
    ...[1, 2, 5, 10].flatMap((deal) => randomPlay(staffel, deal, variant, 150).filter((_, index) => index % 3 === 0)),
    ...[2, 3, 5].flatMap((deal) => alongLesser(dealt(staffel, deal, variant))),
  ]);

  it('is offered where one lap is walked, and the positions are of every kind', () => {
    const offered = positions.filter((state) => staffel.solver!.round!(state)?.places);
    expect(offered.length).toBeGreaterThan(100);
    expect(positions.some((state) => (state.vars as {unlocked?: boolean}).unlocked)).toBe(true);
    expect(offered.length).toBeLessThan(positions.length);
  });

  it.each(['win', 'lesser'] as const)('lists the moves as walking the round does, for the %s', (goal) => {
    // The search lists the moves of positions still open for its goal only.
    const open = positions.filter((state) => outcomeFor(staffel, state, goal) === 'playing');
    expect(open.filter((state) => (state.vars as {unlocked?: boolean}).unlocked).length).toBeGreaterThan(0);
    const differ = open.filter((state) => listing(staffel, state, goal) !== listing(walked, state, goal));
    expect(differ).toEqual([]);
  });

  it.each([1, 2, 5, 74])('deal %i: the search gives the same answer in the same number of positions', (deal) => {
    for (const variant of variants) {
      for (const goal of ['win', 'lesser'] as const) {
        const start = dealt(staffel, deal, variant);
        const fast = new DepthFirst(staffel, start, goal).run({nodes: 40_000});
        const slow = new DepthFirst(walked, start, goal).run({nodes: 40_000});
        expect(`${fast.status} ${fast.nodes}`, `${variant.join()} ${goal}`).toBe(`${slow.status} ${slow.nodes}`);
      }
    }
  });
});
