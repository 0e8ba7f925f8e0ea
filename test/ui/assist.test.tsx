import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {legalMovesOf, moveKey, outcomeOf} from '../../source/core/engine.js';
import {current, playMove, type Session, startSession} from '../../source/core/session.js';
import type {GameMove} from '../../source/core/types.js';
import type {AssistRequest} from '../../source/solver/assist.js';
import {findGame, gameById, games} from '../../source/games/index.js';
import {finishLine} from '../../source/solver/assist.js';
import {solve} from '../../source/solver/solve.js';
import {memoryStore} from '../../source/storage/store.js';
import {type AssistSolver, inProcessSolver} from '../../source/ui/assist/solver-link.js';
import {type GameUi, startUi} from '../../source/ui/state/game-ui.js';
import {Program} from '../../source/ui/program/program.js';
import {type ProgramSettings} from '../../source/ui/program/options.js';
import {until as untilFast} from './until.js';
import {hermannAtMove5} from '../helpers.js';

/** The solver answers in its own time: ten seconds before a wait gives up. */
const until = <T,>(check: () => T, what: string) => untilFast(check, what, 10_000);

// Ink reads CI when it is imported (see app.test.tsx).
vi.hoisted(() => {
  delete process.env.CI;
});
process.env.INK_SCREEN_READER = 'true';
const {render} = await import('ink-testing-library');
const {App} = await import('../../source/ui/program/app.js');

/**
 * The solver's keys on the game screen, through the Program and Ink. The
 * solver answers in this thread (inProcessSolver: the same `answer` the worker
 * runs); test/solver/worker.test.ts checks the worker of the built bundle.
 */

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const ok = (game: string) => findGame(game)!;

function winningLine(game: string, session: Session): readonly GameMove[] {
  const answer = solve(ok(game), current(session), {nodes: 200_000});
  if (answer.status !== 'won') throw new Error(`${game}: expected a won position`);
  return answer.line;
}

async function start(ui: GameUi, settings: Partial<ProgramSettings> = {}, solver: AssistSolver = inProcessSolver(gameById)) {
  const store = memoryStore();
  store.claim(ui.definition.id);
  const program = new Program({
    games,
    store,
    start: {kind: 'game', ui},
    settings: {lang: 'en', theme: 'auto', colours: 'none', ...settings},
    randomDeal: () => 4711,
    size: {cols: 100, rows: 30},
    solver,
  });
  const view = render(<App program={program} readStdin />);
  cleanup = () => {
    view.unmount();
    program.dispose();
  };
  const frame = () => (view.lastFrame() ?? '').replaceAll(/\u001B\[[0-9;]*m/g, '');
  await until(() => frame().includes('deal'), 'the first frame');
  const press = async (key: string, expected: string | RegExp | ((frame: string) => boolean)) => {
    view.stdin.write(key);
    const matches = (text: string) =>
      typeof expected === 'string' ? text.includes(expected) : expected instanceof RegExp ? expected.test(text) : expected(text);
    return until(() => (matches(frame()) ? frame() : ''), `${String(expected)} after ${JSON.stringify(key)}`).catch((error: Error) => {
      throw new Error(`${error.message}; the frame:\n${frame()}`);
    });
  };
  const shownUi = () => (program.shown as {kind: 'game'; ui: GameUi}).ui;
  return {press, frame, program, store, shownUi};
}

const title = (frame: string) => frame.split('\n')[0];

describe('h: a hint', () => {
  it('shows a winning move in words and on the table; h again gives another; the hinted move is legal', async () => {
    const definition = ok('reihe');
    const {press, shownUi} = await start(startUi(definition, startSession(definition, {deal: 4711})));
    const first = await press('h', /Hint: .+ – leads to a win/);
    const hint = shownUi().hint!;
    expect(legalMovesOf(definition, current(shownUi().session)).map(moveKey)).toContain(moveKey(hint.move));
    // The cards to move have the focus: Space picks them up.
    if (hint.move.kind === 'move') expect(shownUi().focus).toBe(hint.move.from);
    expect(first).toMatch(/h another/);
    await press('h', /Or: |No other move can win from here|No other promising move/);
    const second = shownUi().hint;
    if (second) expect(moveKey(second.move)).not.toBe(moveKey(hint.move));
  });

  it('says so when a deal cannot be won at all', async () => {
    const definition = ok('stern');
    const {press} = await start(startUi(definition, startSession(definition, {deal: 2}, {variant: ['advised-corners']})));
    await press('h', 'This deal cannot be won, not even from its start');
  });

  it('offers to go back to the last position that could still be won, and goes there on y', async () => {
    // Große Patience deal 4 can be won; a few moves off the winning line lose it.
    const definition = ok('grosse-patience');
    let session = startSession(definition, {deal: 4});
    for (let step = 0; step < 40; step++) {
      const state = current(session);
      const losing = legalMovesOf(definition, state).find((move) => {
        const after = definition.apply(state, move);
        return outcomeOf(definition, after) === 'playing' && solve(definition, after, {nodes: 50_000}).status === 'lost';
      });
      if (losing) {
        session = playMove(definition, session, losing);
        break;
      }
      session = playMove(definition, session, winningLine('grosse-patience', session)[0]);
    }
    const index = session.index;
    expect(solve(definition, current(session), {nodes: 50_000}).status).toBe('lost');
    const {press, shownUi} = await start(startUi(definition, session));
    const asked = await press(
      'h',
      /(Back to the position after move \d+, the last one|Back to the start of the deal, the last position) that could still be won\?/,
    );
    const to = Number(/after move (\d+)/.exec(asked)?.[1] ?? 0);
    expect(to).toBeLessThan(index);
    await press('y', (text) => title(text).includes(`moves ${to} `));
    expect(solve(definition, current(shownUi().session), {nodes: 50_000}).status).toBe('won');
    // Redo still has the move that lost.
    await press('r', `moves ${index}`);
  });

  it('Esc stops the thinking, and the search is replaced', async () => {
    const definition = ok('harfe');
    // A solver that answers only when told: the screen must not wait for it.
    let calledOff = 0;
    const asked: string[] = [];
    const silent: AssistSolver = {
      request: (request) => {
        asked.push(request.kind);
        return new Promise(() => {});
      },
      callOff: () => {
        calledOff++;
      },
    };
    const {press} = await start(startUi(definition, startSession(definition, {deal: 1})), {}, silent);
    await press('h', 'Thinking');
    // The hint's question (the background one, can f finish here?, waits a moment after start).
    expect(asked.at(-1)).toBe('solve');
    // Keys are answered while it thinks.
    await press('\u001B[C', 'column 2');
    const before = asked.length;
    await press('\u001B', 'Stopped thinking');
    // The hint's search is called off at once; the background question follows a moment after
    // start (for the opening position), and it is the only one asked.
    expect(calledOff).toBe(1);
    await until(() => asked.length > before, 'the background question');
    expect(asked.slice(before)).toEqual(['finish']);
  });
});

/** The first position along a won line from which the rest needs no decision. */
function nearTheEnd(game: string, deal: number): {session: Session; rest: number} {
  const definition = ok(game);
  let session = startSession(definition, {deal});
  for (const move of winningLine(game, session)) {
    const rest = finishLine(definition, current(session));
    if (rest) return {session, rest: rest.length};
    session = playMove(definition, session, move);
  }
  throw new Error('no finish along the line');
}

describe('f: finish', () => {
  it('is offered once the rest needs no decision, plays it, and one undo takes it back', async () => {
    const {session, rest} = nearTheEnd('grosse-patience', 4);
    const {press} = await start(startUi(ok('grosse-patience'), session));
    await until(() => true, 'the first frame');
    await press('', 'f finish');
    // The end box covers the message: the count of moves tells what was played.
    await press('f', (text) => text.includes('You won') && title(text).includes(`moves ${session.index + rest} `));
    await press('u', (text) => title(text).includes(`moves ${session.index}`) && !text.includes('You won'));
  });

  it('says when the rest still needs a decision', async () => {
    const definition = ok('grosse-patience');
    const {press} = await start(startUi(definition, startSession(definition, {deal: 4})));
    await press('f', 'f finishes once the rest needs no decision');
  });
});

describe('D: the demo', () => {
  it("plays the solver's line to a win; u takes its moves back one by one", async () => {
    const definition = ok('grosse-patience');
    const begin = startSession(definition, {deal: 4});
    const line = winningLine('grosse-patience', begin);
    const from = line.slice(0, -6).reduce((session, move) => playMove(definition, session, move), begin);
    const {press, shownUi, store} = await start({...startUi(definition, from), speed: 100});
    await press('D', 'Demo: the solver plays to the end');
    await until(() => outcomeOf(definition, current(shownUi().session)) === 'won', 'the demo winning');
    await press('', 'Won by the demo — not counted');
    const moves = shownUi().session.index;
    // The solver's win is not the player's.
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.stats()['grosse-patience']?.won ?? 0).toBe(0);
    await press('u', (text) => title(text).includes(`moves ${moves - 1}`));
  });

  it('a pauses it, s plays one step, any other key stops it', async () => {
    const definition = ok('reihe');
    const {press, shownUi} = await start({...startUi(definition, startSession(definition, {deal: 4711})), speed: 2000});
    await press('D', 'Demo: the solver plays to the end');
    await press('a', 'Demo paused');
    // One step: a move and the forced or safe moves after it (issue 20, item 10).
    await press('s', (text) => /moves [1-9]\d* /.test(title(text)));
    expect(shownUi().demo).toBeDefined();
    await press('', 'Demo stopped');
    expect(shownUi().demo).toBeUndefined();
    expect(shownUi().auto).toBe(false);
  });
});

describe('w: the winnable mark', () => {
  it('is off by default; w shows ✓ for a winnable position and ✗ since the move that lost it', async () => {
    const definition = ok('grosse-patience');
    let session = startSession(definition, {deal: 4});
    const state = current(session);
    const losing = legalMovesOf(definition, state).find((move) => solve(definition, definition.apply(state, move), {nodes: 50_000}).status === 'lost');
    expect(losing).toBeDefined();
    session = playMove(definition, session, losing!);
    const {press, frame, store} = await start(startUi(definition, session));
    expect(title(frame())).not.toMatch(/✓|✗/);
    await press('w', /✗ lost/);
    await until(() => (store as ReturnType<typeof memoryStore>).data.settings.mark === true, 'the setting saved');
    await press('u', '✓ winnable');
    await press('r', '✗ lost since move 1');
    await press('w', (text) => !/✓|✗/.test(title(text)));
  });
});

/** A solver that answers as the in-process one and notes every question asked of it. */
function recording(): {solver: AssistSolver; asked: AssistRequest[]} {
  const inner = inProcessSolver(gameById);
  const asked: AssistRequest[] = [];
  return {
    asked,
    solver: {
      request: (request, progress) => {
        asked.push(request);
        return inner.request(request, progress);
      },
      callOff: () => inner.callOff(),
    },
  };
}

type Started = Awaited<ReturnType<typeof start>>;

/** Plays the hinted transfer with the keys: Space picks it up (the hint gave it the focus), Tab to its target, Space drops it. */
async function playHint({press, shownUi}: Started): Promise<string> {
  const move = shownUi().hint!.move;
  if (move.kind !== 'move') throw new Error('a transfer was hinted');
  const index = shownUi().session.index;
  await press(' ', () => shownUi().held !== undefined);
  while (shownUi().focus !== move.to) {
    const focus = shownUi().focus;
    await press('\t', () => shownUi().focus !== focus);
  }
  return press(' ', (text) => title(text).includes(`moves ${index + 1} `));
}

describe('a proven line is kept for the deal', () => {
  it('Hermann deal 1 from move 5: h follows the proven line at once, the mark stays ✓, and D starts on it at once', async () => {
    const {solver, asked} = recording();
    const started = await start(startUi(ok('hermann'), hermannAtMove5()), {mark: true}, solver);
    const {press, frame, shownUi} = started;
    await until(() => title(frame()).includes('✓ winnable'), 'the mark proven');
    await press('h', /Hint: .+ – leads to a win/);
    const searches = asked.filter((request) => request.kind === 'solve').length;
    for (let step = 1; step <= 3; step++) {
      const moved = await playHint(started);
      expect(title(moved)).toContain(`moves ${5 + step} `);
      // The mark is known along the line at once: never "thinking" or "unknown" there.
      expect(title(moved)).toContain('✓ winnable');
      const hinted = await press('h', /Hint: .+ – (leads to a win|no win proven yet)/);
      expect(hinted).toMatch(/Hint: .+ – leads to a win/);
      expect(title(hinted)).toContain('✓ winnable');
      expect(shownUi().waiting).toBeUndefined();
    }
    await press('D', 'Demo: the solver plays to the end');
    // No position along the line was searched again.
    expect(asked.filter((request) => request.kind === 'solve').length).toBe(searches);
  });

  it('a position proven lost stays lost: the next position reads ✗ at once, without a search', async () => {
    const definition = ok('grosse-patience');
    const begin = startSession(definition, {deal: 4});
    const state = current(begin);
    const losing = legalMovesOf(definition, state).find((move) => solve(definition, definition.apply(state, move), {nodes: 50_000}).status === 'lost')!;
    const lost = playMove(definition, begin, losing);
    const next = legalMovesOf(definition, current(lost))[0];
    // One more move waits for redo.
    const session = {...playMove(definition, lost, next), index: 1};
    const {solver, asked} = recording();
    const {press, frame} = await start(startUi(definition, session), {mark: true}, solver);
    await until(() => title(frame()).includes('✗ lost'), 'the mark proven lost');
    const searched = asked.filter((request) => request.kind === 'solve').map((request) => request.kind === 'solve' && request.state);
    const redone = await press('r', (text) => title(text).includes('moves 2 '));
    expect(title(redone)).toContain('✗ lost');
    await until(() => asked.some((request) => request.kind === 'finish' && request.state === session.states[2]), 'the next background question');
    expect(asked.filter((request) => request.kind === 'solve').map((request) => request.kind === 'solve' && request.state)).toEqual(searched);
  });
});

describe('Staffelpatience: four books are the win, the double series a lesser success of its own', () => {
  it('the mark reads "✓ double series only" (German too) where only that is proven, and h aims at it saying so', async () => {
    const definition = ok('staffelpatience');
    // Deal 2 along a line to a double series, up to its first card on a book: four books can no longer be made.
    const lesser = solve(definition, current(startSession(definition, {deal: 2})), {nodes: 100_000}, 'lesser');
    if (lesser.status !== 'won') throw new Error('deal 2 reaches a double series');
    const onBook = lesser.line.findIndex((move) => move.kind === 'move' && move.to.startsWith('books'));
    const session = lesser.line.slice(0, onBook + 1).reduce((each, move) => playMove(definition, each, move), startSession(definition, {deal: 2}));
    const {press, frame} = await start(startUi(definition, session), {mark: true});
    await until(() => title(frame()).includes('✓ double series only'), 'the lesser mark');
    expect(title(frame())).not.toContain('✓ winnable');
    await press('h', /Hint: .+ – double series only, not the win/);
    await press('L', (text) => title(text).includes('✓ nur Doppelserie'));
  });

  it('where four books are proven out of reach and the double series is undecided, the mark reads "? double series at most"', async () => {
    const definition = ok('staffelpatience');
    // Deal 4 is out of reach from its start (both red 3s lie over the 4♠ of pile 1); the double series is left undecided here.
    expect(solve(definition, current(startSession(definition, {deal: 4})), {nodes: 1}).status).toBe('lost');
    const inner = inProcessSolver(gameById);
    const undecidedLesser: AssistSolver = {
      request: (request, progress) =>
        request.kind === 'solve' && request.goal === 'lesser'
          ? Promise.resolve({kind: 'solve', verdict: {status: 'unknown'}})
          : inner.request(request, progress),
      callOff: () => inner.callOff(),
    };
    const {press, frame} = await start(startUi(definition, startSession(definition, {deal: 4})), {mark: true}, undecidedLesser);
    await until(() => title(frame()).includes('? double series at most'), 'the mark: four books lost, the double series open');
    expect(title(frame())).not.toContain('unknown');
    await press('L', (text) => title(text).includes('? höchstens Doppelserie'));
  });

  it('a deal won with four books reads ✓ winnable, and h says it leads to a win', async () => {
    const definition = ok('staffelpatience');
    const {press, frame} = await start(startUi(definition, startSession(definition, {deal: 1})), {mark: true});
    await until(() => title(frame()).includes('✓ winnable'), 'the mark');
    await press('h', /Hint: .+ – leads to a win/);
  });
});

describe('W: winnable deals only', () => {
  it('a new deal is one the solver proved winnable; its number is shown', async () => {
    const definition = ok('grosse-patience');
    // Deal 4711 of Die große Patience cannot be won: the search goes on from there.
    expect(solve(definition, current(startSession(definition, {deal: 4711})), {nodes: 200_000}).status).toBe('lost');
    const {press, shownUi, store} = await start(startUi(definition, startSession(definition, {deal: 4})), {winnable: true});
    const found = await press('n', /Deal \d+: the solver found a way to win it/);
    const deal = Number(/Deal (\d+):/.exec(found)![1]);
    expect(deal).toBeGreaterThan(4711);
    expect(title(found)).toContain(`deal ${deal}`);
    expect(solve(definition, current(shownUi().session), {nodes: 200_000}).status).toBe('won');
    await press('W', 'Winnable deals only: off');
    await until(() => (store as ReturnType<typeof memoryStore>).data.settings.winnable === false, 'the setting saved');
    await press('n', (text) => title(text).includes('deal 4711'));
  });

  it('# plays the deal typed, with winnable deals only too (issue 20, item 8)', async () => {
    const definition = ok('grosse-patience');
    const {press, shownUi} = await start(startUi(definition, startSession(definition, {deal: 4})), {winnable: true});
    await press('#', 'Deal number:');
    const played = await press('4711\r', 'New deal 4711');
    expect(title(played)).toContain('deal 4711');
    expect(shownUi().session.source).toEqual({deal: 4711});
    expect(shownUi().waiting).toBeUndefined();
  });
});

describe('thinking ahead: the position on screen is searched in the background, the mark off too', () => {
  it('h and D answer at once from the search already made while the player looked', async () => {
    const {solver, asked} = recording();
    const definition = ok('harfe');
    const begin = startSession(definition, {deal: 1});
    const session = playMove(definition, begin, legalMovesOf(definition, current(begin)).at(-1)!);
    const {press, shownUi, frame} = await start(startUi(definition, session), {}, solver);
    const shown = current(shownUi().session);
    await until(() => asked.some((request) => request.kind === 'solve' && request.state === shown), 'the background search of the position');
    await until(() => shownUi().known !== undefined, 'its answer');
    // The mark is off: nothing shows that the position was searched.
    expect(title(frame())).not.toMatch(/✓|✗/);
    const searches = asked.length;
    await press('h', /Hint: .+ – leads to a win/);
    expect(shownUi().waiting).toBeUndefined();
    await press('D', 'Demo: the solver plays to the end');
    expect(asked.length).toBe(searches);
  });

  it('where the background search stayed undecided, h answers at once with its most promising move, without searching again', async () => {
    const definition = ok('harfe');
    const session = startSession(definition, {deal: 1});
    const first = legalMovesOf(definition, current(session))[0];
    const asked: AssistRequest[] = [];
    // Undecided, whatever is asked: the hint must come from the background search's answer, not a second search.
    const undecided: AssistSolver = {
      request: (request) => {
        asked.push(request);
        if (request.kind !== 'solve') return Promise.resolve(request.kind === 'finish' ? {kind: 'finish'} : undefined);
        return Promise.resolve({kind: 'solve', verdict: {status: 'unknown', first}});
      },
      callOff: () => {},
    };
    const {press, shownUi} = await start(startUi(definition, session), {}, undecided);
    await until(() => asked.some((request) => request.kind === 'solve'), 'the background search');
    const searches = asked.filter((request) => request.kind === 'solve').length;
    await press('h', /no win proven yet/);
    expect(moveKey(shownUi().hint!.move)).toBe(moveKey(first));
    expect(asked.filter((request) => request.kind === 'solve').length).toBe(searches);
  });

  it('a search the player stopped with Esc is not started again in the background on that position', async () => {
    const definition = ok('harfe');
    const asked: AssistRequest[] = [];
    const silent: AssistSolver = {
      request: (request) => {
        asked.push(request);
        return request.kind === 'finish' ? Promise.resolve({kind: 'finish'}) : new Promise(() => {});
      },
      callOff: () => {},
    };
    const {press, shownUi} = await start(startUi(definition, startSession(definition, {deal: 1})), {}, silent);
    await press('h', 'Thinking');
    await press('\u001B', 'Stopped thinking');
    await until(() => asked.some((request) => request.kind === 'finish'), 'the finish question after the opening moment');
    // Another frame, and time for the driver to ask: no solve of this position again.
    await press('\u001B[C', 'column 2');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.filter((request) => request.kind === 'solve' && request.state === current(shownUi().session))).toHaveLength(1);
  });
});
