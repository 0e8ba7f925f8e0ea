import {describe, expect, it} from 'vitest';
import {legalMovesOf, moveKey, outcomeOf, play} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {current, startSession} from '../../source/core/session.js';
import type {GameDefinition, GameMove, State} from '../../source/core/types.js';
import {gameById, games} from '../../source/games/index.js';
import {answer, finishLine, lastWinnable, safeUp} from '../../source/solver/assist.js';
import {type Goal, solve} from '../../source/solver/solve.js';
import {describeMove} from '../../source/ui/assist/assist-ui.js';
import type {Message} from '../../source/ui/state/game-ui.js';

/**
 * The solver's answers to the game screen (the same `answer` the worker runs):
 * every move a hint names is legal in its position, every finish replays to a
 * won game, and no hint names a face-down card.
 */

const clock = {now: () => performance.now()};
const small = {nodes: 2000, ms: 100};

/** Positions of random play from a few deals: the start, and after 5, 20 and 60 random moves (while the game goes on). */
function positions(definition: GameDefinition, deals: readonly number[]): State[] {
  const found: State[] = [];
  for (const deal of deals) {
    const random = createRandom(deal * 31 + 7);
    let state = current(startSession(definition, {deal}));
    for (let step = 0; step <= 60; step++) {
      if (outcomeOf(definition, state) !== 'playing') break;
      if ([0, 5, 20, 60].includes(step)) found.push(state);
      const moves = legalMovesOf(definition, state);
      if (moves.length === 0) break;
      state = definition.apply(state, moves[random() % moves.length]);
    }
  }
  return found;
}

/**
 * A deal of each game that the solver wins cheaply, and the goal its line is solved to. Near the
 * end of that line the rest needs no decision, so `f` has a finish and a hint a winning move.
 * Staffelpatience's four books always end on a choice of run, so there it is the double series,
 * which `f` finishes once the four books are out of reach.
 */
const ENDINGS: Readonly<Record<string, {readonly deal: number; readonly goal?: Goal}>> = {
  'staffelpatience': {deal: 896, goal: 'lesser'},
  'doppelhausen': {deal: 624},
  'napoleon': {deal: 22},
  'reihe': {deal: 854},
  'stern': {deal: 29},
  'unterstecken': {deal: 458},
  'hermann': {deal: 85},
  'harfe': {deal: 264},
  'napoleon-doublets': {deal: 428},
  'elf': {deal: 9},
  'halber-mond': {deal: 24},
  'grosse-patience': {deal: 490},
  'fuerst-bismarck': {deal: 469},
};

/** The positions 1, 2, 3 and 5 moves before the end of the solver's line from the game's pinned deal (ENDINGS). */
function nearTheEnd(definition: GameDefinition): State[] {
  const ending = ENDINGS[definition.id];
  if (!ending) throw new Error(`ENDINGS has no deal for ${definition.id}`);
  const start = current(startSession(definition, {deal: ending.deal}));
  const solved = solve(definition, start, {nodes: 100_000}, ending.goal);
  if (solved.status !== 'won') throw new Error(`${definition.id} deal ${ending.deal} reaches its goal`);
  const line = [start];
  for (const move of solved.line) line.push(play(definition, line[line.length - 1], move));
  return [1, 2, 3, 5].map((back) => line[line.length - 1 - back]).filter((state) => state !== undefined);
}

const isLegal = (definition: GameDefinition, state: State, move: GameMove) => legalMovesOf(definition, state).some((each) => moveKey(each) === moveKey(move));

/** The cards a message names (parameters `{card}` and `{cards}`), through nested messages. */
function namedCards(message: Message): number[] {
  if ('both' in message) return message.both.flatMap(namedCards);
  if ('phrase' in message) return message.phrase.flatMap(namedCards);
  if (!('key' in message)) return [];
  const cards: number[] = [];
  for (const value of Object.values(message.params ?? {})) {
    if (typeof value === 'object' && 'card' in value) cards.push(value.card);
    if (typeof value === 'object' && 'cards' in value) cards.push(...value.cards);
  }
  return cards;
}

const faceDown = (state: State) => new Set(state.piles.flatMap((pile) => pile.cards.slice(0, pile.down)));

describe.each(games.map((definition) => [definition.id, definition] as const))('hints in %s', (_id, definition) => {
  const states = [...positions(definition, [2, 4711]), ...nearTheEnd(definition)];

  it('names only legal moves, and never a face-down card', {timeout: 60_000}, () => {
    let hints = 0;
    for (const state of states) {
      const reply = answer({kind: 'solve', state, limits: small}, gameById, clock);
      if (reply.kind !== 'solve') throw new Error('wrong reply');
      const verdict = reply.verdict;
      const hinted = verdict.status === 'won' ? verdict.line[0] : verdict.status === 'unknown' ? verdict.first : undefined;
      if (verdict.status === 'won')
        expect(
          outcomeOf(
            definition,
            verdict.line.reduce((at, move) => play(definition, at, move), state),
          ),
        ).toBe('won');
      if (!hinted) continue;
      hints++;
      expect(isLegal(definition, state, hinted), moveKey(hinted)).toBe(true);
      const hidden = faceDown(state);
      for (const card of namedCards(describeMove(definition, state, hinted))) expect(hidden.has(card)).toBe(false);

      const next = answer({kind: 'alternative', state, skip: [moveKey(hinted)], limits: small}, gameById, clock);
      if (next.kind !== 'alternative') throw new Error('wrong reply');
      const other = next.alternative.move;
      if (other) {
        expect(isLegal(definition, state, other), moveKey(other)).toBe(true);
        expect(moveKey(other)).not.toBe(moveKey(hinted));
      }
    }
    expect(hints, 'positions with a hint').toBeGreaterThan(0);
  });

  it('finishes only to a win, with legal moves', () => {
    let finished = 0;
    for (const state of states) {
      const line = finishLine(definition, state);
      if (!line) continue;
      finished++;
      let at = state;
      for (const move of line) at = play(definition, at, move);
      expect(outcomeOf(definition, at)).toBe('won');
    }
    expect(finished, 'positions with a finish').toBeGreaterThan(0);
    const up = states.map((state) => [state, safeUp(definition, state)] as const).filter(([, move]) => move);
    for (const [state, move] of up) expect(isLegal(definition, state, move!)).toBe(true);
  });
});

describe('the way back to a winnable position', () => {
  it('looks no further back than a position known to be winnable, and answers it when nothing after it is proven', () => {
    // Große Patience deal 4 can be won; its first moves along random play lose it.
    const definition = gameById('grosse-patience');
    const start = current(startSession(definition, {deal: 4}));
    const won = solve(definition, start, {nodes: 200_000});
    if (won.status !== 'won') throw new Error('deal 4 is winnable');
    const losing = legalMovesOf(definition, start).find((move) => solve(definition, definition.apply(start, move), {nodes: 50_000}).status === 'lost')!;
    const moves: GameMove[] = [losing];
    let state = definition.apply(start, losing);
    for (let step = 0; step < 3 && legalMovesOf(definition, state).length > 0; step++) {
      moves.push(legalMovesOf(definition, state)[0]);
      state = definition.apply(state, moves[moves.length - 1]);
    }
    const floor = {index: 0, line: won.line};
    const back = lastWinnable(definition, start, moves, moves.length, {nodes: 50_000, ms: 60_000}, {nodes: 500_000, ms: 60_000}, clock, floor);
    expect(back).toEqual({index: 0, line: won.line, uncertain: false});
    // Out of budget before it got there: the position known winnable still.
    const hurried = lastWinnable(definition, start, moves, moves.length, {nodes: 1, ms: 60_000}, {nodes: 1, ms: 60_000}, clock, floor);
    expect(hurried.index).toBe(0);
    expect(lastWinnable(definition, start, moves, moves.length, {nodes: 1, ms: 60_000}, {nodes: 1, ms: 60_000}, clock).index).toBeUndefined();
  });

  it('is a proven winnable earlier position, with a line that wins from it', {timeout: 60_000}, () => {
    let checked = 0;
    for (const definition of games) {
      for (const deal of [1, 2]) {
        const start = current(startSession(definition, {deal}));
        const random = createRandom(deal);
        const moves: GameMove[] = [];
        let state = start;
        while (outcomeOf(definition, state) === 'playing' && moves.length < 30) {
          const legal = legalMovesOf(definition, state);
          const move = legal[random() % legal.length];
          moves.push(move);
          state = definition.apply(state, move);
        }
        const rewind = lastWinnable(definition, start, moves, moves.length, {nodes: 20_000, ms: 300}, {nodes: 200_000, ms: 1500}, clock);
        if (rewind.index === undefined) continue;
        expect(rewind.index).toBeLessThan(moves.length);
        let at = start;
        for (const move of moves.slice(0, rewind.index)) at = definition.apply(at, move);
        const end = rewind.line!.reduce((position, move) => play(definition, position, move), at);
        expect(outcomeOf(definition, end)).toBe('won');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
