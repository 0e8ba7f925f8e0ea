import {describe, expect, it} from 'vitest';
import {legalMovesOf, moveKey} from '../../source/core/engine.js';
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
  // The steps to the places moves are played from (walking a second lap lists the steps of places no move is played from).
  const furthest = Math.max(0, ...(level.from ?? []));
  return `${won} ${expander.nodes} ${level.steps.slice(0, furthest).map(moveKey).join(',')} | ${moves.join(' ')}`;
}

/** Every `every`th position along a line to the goal (the lesser success: books made, the rescue unlocked), if one is found. */
function along(start: State, goal: Goal = 'lesser', every = 4): State[] {
  const found = new DepthFirst(staffel, start, goal).run({nodes: 20_000});
  if (found.status !== 'won') return [];
  const line: State[] = [start];
  for (const move of found.line) line.push(staffel.apply(line[line.length - 1], move));
  return line.filter((_, index) => index % every === 0);
}

describe('staffelpatience: the round worked out at once (Round.places)', () => {
  const variants = [[], ['early-double'], ['king-runs']];
  // Random play, and the lines to a double series (books made, the rescue unlocked), under each variant.
  const positions = variants.flatMap((variant) => [
    ...[1, 2, 5, 10].flatMap((deal) => randomPlay(staffel, deal, variant, 150).filter((_, index) => index % 3 === 0)),
    ...[2, 3, 5].flatMap((deal) => along(dealt(staffel, deal, variant))),
  ]);
  // Lines to four books (deals the stored results prove won in a few thousand positions): books made while play goes on.
  positions.push(...[1, 12, 23, 26, 29, 31, 45].flatMap((deal) => along(dealt(staffel, deal), 'win', 1)));

  it('is offered where one lap is walked, or two where play cannot get stuck, and the positions are of every kind', () => {
    const rounds = positions.map((state) => staffel.solver!.round!(state)).filter((round) => round !== undefined);
    const offered = rounds.filter((round) => round.places);
    expect(offered.length).toBeGreaterThan(100);
    expect(positions.some((state) => (state.vars as {unlocked?: boolean}).unlocked)).toBe(true);
    // Two laps (the rescue waits for a whole round without play): worked out at once where a layout move keeps play going, walked elsewhere.
    expect(offered.filter((round) => round.laps === 2).length).toBeGreaterThanOrEqual(10);
    expect(rounds.filter((round) => round.laps === 2 && !round.places).length).toBeGreaterThan(0);
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

/** The positions of a whole round through the stock from a position, twice over: the stock turned card by card, the waste turned over. */
function roundFrom(state: State): State[] {
  const turns = staffel.solver!.round!(state)?.actions ?? [];
  const places = [state];
  for (let step = 0; step < 2 * 60; step++) {
    const next = legalMovesOf(staffel, places[places.length - 1]).find((move) => move.kind === 'action' && turns.includes(move.name));
    if (!next) break;
    places.push(staffel.apply(places[places.length - 1], next));
  }
  return places;
}

const booksOf = (state: State) => state.piles.filter((pile) => pile.id.startsWith('books') && pile.cards.length > 0).length;

/** 13.5 (1), from the rules' own moves: a whole round turned without play, and no move that plays from the waste, turns a card, empties a pile or makes a book. */
function stuckByRule(state: State): boolean {
  const pile = (id: string) => state.piles.find((each) => each.id === id)!;
  const {idle} = state.vars as {idle: number};
  if (idle < pile('stock').cards.length + pile('waste').cards.length) return false;
  return !legalMovesOf(staffel, state).some((move) => {
    if (move.kind !== 'move') return false;
    const from = pile(move.from);
    if (move.from === 'waste' || move.to.startsWith('books')) return true;
    if (move.count === from.cards.length - from.down && from.down > 0) return true;
    if (move.count === from.cards.length && pile(move.to).cards.length > 0) return true;
    return booksOf(staffel.apply(state, move)) > booksOf(state);
  });
}

describe('staffelpatience: the rescue is offered exactly when play is stuck (13.5), at every place of a round', () => {
  // The answer for the layout is kept while the stock turns (it never changes the layout): it must never go stale.
  const starts = [[], ['king-runs']].flatMap((variant) => [2, 3, 5, 8].flatMap((deal) => along(dealt(staffel, deal, variant), 'lesser', 1)));
  const places = starts.flatMap(roundFrom);

  it('agrees with the rule worked out from the legal moves', () => {
    const offered = (state: State) => legalMovesOf(staffel, state).some((move) => move.kind === 'action' && move.name === 'unlock');
    const expected = (state: State) => !(state.vars as {unlocked: boolean}).unlocked && booksOf(state) > 0 && stuckByRule(state);
    expect(places.filter(offered).length).toBeGreaterThan(5);
    expect(places.filter((state) => booksOf(state) > 0 && !offered(state)).length).toBeGreaterThan(50);
    expect(places.filter((state) => offered(state) !== expected(state)).map((state) => JSON.stringify(state.piles))).toEqual([]);
  });
});
