import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {legalMovesOf, moveKey, outcomeOf, play} from '../../source/core/engine.js';
import {current, startSession} from '../../source/core/session.js';
import {findGame} from '../../source/games/index.js';
import {SolverClient} from '../../source/solver/client.js';
import {decide} from '../../source/solver/decide.js';
import {midGame} from '../helpers.js';

/**
 * The solver's thread as the program runs it: the worker of the built bundle
 * (npm test builds dist/ first), asked through the same client as the game screen.
 */
const WORKER = join(import.meta.dirname, '..', '..', 'dist', 'chunks', 'solver-worker.js');

let client: SolverClient | undefined;
afterEach(() => client?.stop());

/** A lost mid-game position (after 30 moves) that decide, on one thread, leaves open within `nodes`: asked of the two threads, it is lost. */
async function expectTwoThreadsProveLost(game: string, deal: number, nodes: number): Promise<void> {
  client = new SolverClient(pathToFileURL(WORKER));
  const definition = findGame(game)!;
  const state = midGame(definition, deal);
  const limits = {nodes, ms: 60_000};
  expect(decide(definition, state, limits).status).toBe('unknown');
  const reply = await client.request({kind: 'solve', state, limits});
  expect(reply?.kind === 'solve' && reply.verdict.status).toBe('lost');
}

describe('the solver worker in the built bundle', () => {
  it('is built next to the program', () => {
    expect(existsSync(WORKER)).toBe(true);
  });

  it('answers a hint question with a legal first move of a winning line', async () => {
    client = new SolverClient(pathToFileURL(WORKER));
    const definition = findGame('grosse-patience')!;
    const state = current(startSession(definition, {deal: 4}));
    const reply = await client.request({kind: 'solve', state, limits: {nodes: 200_000, ms: 5000}});
    expect(reply?.kind).toBe('solve');
    if (reply?.kind !== 'solve' || reply.verdict.status !== 'won') throw new Error(`no win: ${JSON.stringify(reply)}`);
    expect(legalMovesOf(definition, state).map(moveKey)).toContain(moveKey(reply.verdict.line[0]));
    expect(
      outcomeOf(
        definition,
        reply.verdict.line.reduce((at, move) => play(definition, at, move), state),
      ),
    ).toBe('won');
    expect(client.rss).toBeGreaterThan(0);
    // The thread's own memory: more than a heap of nothing, less than the whole process.
    expect(client.threadPeak).toBeGreaterThan(1_000_000);
    expect(client.threadPeak).toBeLessThan(client.rss);
    expect(client.failed).toBeUndefined();
  });

  it('asks a second thread too: a position the main search leaves open within the budget is won by the restarts of the helper thread', async () => {
    client = new SolverClient(pathToFileURL(WORKER));
    const hermann = findGame('hermann')!;
    // decide() needs 1.8 million positions here (test/solver/decide.test.ts); the helper's restarts win after 552,000 (its other orders' included).
    const state = midGame(hermann, 1002);
    const reply = await client.request({kind: 'solve', state, limits: {nodes: 800_000, ms: 60_000}});
    if (reply?.kind !== 'solve' || reply.verdict.status !== 'won') throw new Error(`no win: ${JSON.stringify(reply)}`);
    expect(
      outcomeOf(
        hermann,
        reply.verdict.line.reduce((at, move) => play(hermann, at, move), state),
      ),
    ).toBe('won');
    // The main thread's search stopped with the answer: the next question is answered.
    const next = await client.request({
      kind: 'solve',
      state: current(startSession(findGame('grosse-patience')!, {deal: 4})),
      limits: {nodes: 200_000, ms: 5000},
    });
    expect(next?.kind === 'solve' && next.verdict.status).toBe('won');
  });

  it("gives the first thread's main search the thread to itself while the helper looks for a win: a loss decide leaves open within the budget is proven", async () => {
    // Lost: the main search alone runs out of moves after 890,730 positions; decide, taking turns with restarts, after 1,783,580.
    await expectTwoThreadsProveLost('hermann', 11017, 1_200_000);
  }, 30_000);

  it('in Staffelpatience proves a loss on two threads that one thread cannot within the same budget: they prove it together on one table', async () => {
    // Lost: one search alone runs out of moves after 960,000 positions; decide gives its main search half its budget.
    await expectTwoThreadsProveLost('staffelpatience', 1021, 1_500_000);
  });

  it('drops a question when a newer one comes, and answers the newer one', async () => {
    client = new SolverClient(pathToFileURL(WORKER));
    const harfe = findGame('harfe')!;
    const long = client.request({kind: 'solve', state: current(startSession(harfe, {deal: 1})), limits: {nodes: 10_000_000, ms: 30_000}});
    const reihe = findGame('reihe')!;
    const short = client.request({kind: 'finish', state: current(startSession(reihe, {deal: 4711}, {variant: ['hold-back']}))});
    expect(await long).toBeUndefined();
    const reply = await short;
    expect(reply?.kind).toBe('finish');
    if (reply?.kind === 'finish') expect(reply.line?.length).toBe(76);
  });

  it('stops for good: the threads end (the promise waits for them), and a later question starts none', async () => {
    client = new SolverClient(pathToFileURL(WORKER));
    const harfe = findGame('harfe')!;
    const state = current(startSession(harfe, {deal: 1}));
    const open = client.request({kind: 'solve', state, limits: {nodes: 10_000_000, ms: 30_000}});
    const threads = () => (client as unknown as {worker?: unknown}).worker;
    expect(threads()).toBeDefined();
    await client.stop();
    expect(await open).toBeUndefined();
    expect(await client.request({kind: 'solve', state, limits: {nodes: 1000, ms: 1000}})).toBeUndefined();
    expect(threads()).toBeUndefined();
  });
});
