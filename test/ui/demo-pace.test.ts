import {describe, expect, it} from 'vitest';
import {legalMovesOf, moveKey, outcomeOf} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {current, playMove, startSession} from '../../source/core/session.js';
import type {GameDefinition, GameMove} from '../../source/core/types.js';
import {findGame} from '../../source/games/index.js';
import {solve} from '../../source/solver/solve.js';
import type {Waiting} from '../../source/ui/state/assist-state.js';
import {receive} from '../../source/ui/assist/assist-ui.js';
import {reduce} from '../../source/ui/table/controller.js';
import {type GameUi, type Message, startUi} from '../../source/ui/state/game-ui.js';

// Issue 20, item 10: a demo of 900 moves took seven minutes at the default speed. It steps at the speed set,
// a step takes the forced and safe moves after its move along, and a long line plays several moves a step,
// so that a demo ends in about a minute.

/** The game screen once the solver's line for the demo has arrived, at `speed` ms a step. */
function demoOf(definition: GameDefinition, deal: number, line: readonly GameMove[], speed: number): GameUi {
  const ui = {...startUi(definition, startSession(definition, {deal})), speed};
  const waiting: Waiting = {kind: 'demo', state: current(ui.session)};
  return receive({...ui, waiting}, waiting, {kind: 'solve', verdict: {status: 'won', line}});
}

/** Ticks until the demo is over, and the messages said on the way. */
function watch(ui: GameUi): {ui: GameUi; ticks: number; said: Message[]} {
  const said: Message[] = [];
  let ticks = 0;
  while (ui.demo && ticks < 10_000) {
    ui = reduce(ui, {type: 'tick'});
    ticks++;
    if (ui.message) said.push(ui.message);
  }
  return {ui, ticks, said};
}

describe('the demo’s pace (issue 20, item 10)', () => {
  it('takes the forced and safe moves after a move in the same step, and says so (Die große Patience)', () => {
    const definition = findGame('grosse-patience')!;
    const start = current(startSession(definition, {deal: 2}));
    const answer = solve(definition, start, {nodes: 500_000});
    if (answer.status !== 'won') throw new Error('deal 2 is won');
    const line = answer.line;
    // The steps a player would see: each move that is neither forced nor the safe move starts one.
    let state = start;
    let steps = 0;
    for (const [index, move] of line.entries()) {
      const moves = legalMovesOf(definition, state);
      const safe = definition.solver?.safe?.(state, moves);
      if (index === 0 || !(moves.length === 1 || (safe !== undefined && moveKey(safe) === moveKey(move)))) steps++;
      state = definition.apply(state, move);
    }
    expect(steps).toBeLessThan(line.length / 2);
    const {ui, ticks, said} = watch(demoOf(definition, 2, line, 500));
    expect(ticks).toBe(steps);
    expect(outcomeOf(definition, current(ui.session))).toBe('won');
    // Every move of the line was played, each its own move for undo.
    expect(ui.session.index).toBe(line.length);
    expect(ui.session.moves.map((move) => moveKey(move))).toEqual(line.map((move) => moveKey(move)));
    expect(said.some((message) => 'key' in message && message.key === 'demo.joined')).toBe(true);
    expect(ui.message).toEqual({key: 'demo.done', params: undefined});
  });

  it.each([500, 100, 2000])('plays a line of 900 moves in about a minute at %i ms a step', (speed) => {
    // A line of 900 legal moves (the demo plays what it is given): random play of Staffelpatience, which never runs dry.
    const definition = findGame('staffelpatience')!;
    const random = createRandom(9);
    let session = startSession(definition, {deal: 9});
    const line: GameMove[] = [];
    while (line.length < 900) {
      const moves = legalMovesOf(definition, current(session));
      const move = moves[random() % moves.length];
      line.push(move);
      session = playMove(definition, session, move);
    }
    const {ui, ticks, said} = watch(demoOf(definition, 9, line, speed));
    expect(ui.session.index).toBe(900);
    expect(ticks * speed).toBeLessThanOrEqual(61_000);
    expect(ticks * speed).toBeGreaterThan(speed === 2000 ? 0 : 30_000);
    expect(said.some((message) => 'key' in message && message.key === 'demo.paced')).toBe(true);
  });

  it('plays a short line one move a step', () => {
    const definition = findGame('staffelpatience')!;
    const random = createRandom(3);
    let session = startSession(definition, {deal: 3});
    const line: GameMove[] = [];
    for (let step = 0; step < 40; step++) {
      const moves = legalMovesOf(definition, current(session));
      const move = moves[random() % moves.length];
      line.push(move);
      session = playMove(definition, session, move);
    }
    const first = reduce(demoOf(definition, 3, line, 500), {type: 'tick'});
    expect(first.session.index).toBeGreaterThanOrEqual(1);
    expect(first.session.index).toBeLessThan(40);
    expect(watch(first).ui.session.index).toBe(40);
  });
});
