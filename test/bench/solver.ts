// npm run bench, the solver's part (also alone: npm run bench:solver): states per second per game,
// hint latency on pinned positions through the solver's worker thread (as the interface asks it),
// and the worker's peak memory. Numbers only: nothing here passes or fails. The machine is shared,
// so a bare `node -e 0` is timed alongside as a measure of how busy it was.
//
// BENCH_SOLVER_NODES (default 50,000) positions per deal for states/s, on deals 1…BENCH_SOLVER_DEALS (default 4);
// BENCH_HINTS (default 6) pinned positions per game; a hint may take 1,000,000 positions or 1 s.
import {execFileSync} from 'node:child_process';
import {isMainThread} from 'node:worker_threads';
import {legalMovesOf} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {startSession} from '../../source/core/session.js';
import type {State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {SolverClient} from '../../source/solver/client.js';
import {solve} from '../../source/solver/solve.js';

const NODES = Number(process.env.BENCH_SOLVER_NODES ?? 50_000);
const DEALS = Number(process.env.BENCH_SOLVER_DEALS ?? 4);
const HINTS = Number(process.env.BENCH_HINTS ?? 6);
const HINT_BUDGET = {nodes: 1_000_000, ms: 1000};

function bareNode(): number {
  const start = performance.now();
  execFileSync(process.execPath, ['-e', '0']);
  return performance.now() - start;
}

/** States per second over deals 1…DEALS, each searched up to NODES positions. */
function statesPerSecond(id: string): number {
  const definition = games.find((each) => each.id === id)!;
  let nodes = 0;
  let ms = 0;
  // One deal first, unmeasured: the game's code is compiled while it runs.
  solve(definition, startSession(definition, {deal: DEALS + 1}, {}).states[0], {nodes: NODES});
  for (let deal = 1; deal <= DEALS; deal++) {
    const start = startSession(definition, {deal}, {}).states[0];
    const began = performance.now();
    nodes += solve(definition, start, {nodes: NODES}).nodes;
    ms += performance.now() - began;
  }
  return (nodes / ms) * 1000;
}

/** Pinned positions: deal n of the game after 5n seeded random moves (the start for n = 1). */
function pinned(id: string): State[] {
  const definition = games.find((each) => each.id === id)!;
  const positions: State[] = [];
  for (let deal = 1; deal <= HINTS; deal++) {
    const random = createRandom(deal * 104_729);
    let state = startSession(definition, {deal}, {}).states[0];
    for (let step = 0; step < 5 * (deal - 1); step++) {
      const moves = legalMovesOf(definition, state);
      if (moves.length === 0) break;
      state = definition.apply(state, moves[random() % moves.length]);
    }
    positions.push(state);
  }
  return positions;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function main(): Promise<void> {
  const floor = bareNode();
  console.log(`\nsolver benchmark (bare \`node -e 0\` took ${floor.toFixed(1)} ms just before: the busier the machine, the longer)`);
  console.log(`${'game'.padEnd(20)}${'states/s'.padStart(10)}   hints: ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'settled'.padStart(8)}`);
  const client = new SolverClient(new URL(import.meta.url));
  // The worker starts with the first question: that one is not counted.
  await client.ask(pinned(games[0].id)[0], HINT_BUDGET);
  const all: number[] = [];
  let peak = 0;
  for (const game of games) {
    const rate = statesPerSecond(game.id);
    const latencies: number[] = [];
    let settled = 0;
    for (const state of pinned(game.id)) {
      const began = performance.now();
      const answer = await client.ask(state, HINT_BUDGET);
      latencies.push(performance.now() - began);
      if (answer && answer.status !== 'unknown') settled++;
      peak = Math.max(peak, client.rss);
    }
    all.push(...latencies);
    const median = quantile(latencies, 0.5);
    const p95 = quantile(latencies, 0.95);
    console.log(`${game.id.padEnd(20)}${Math.round(rate).toString().padStart(10)}   ${' '.repeat(7)}${median.toFixed(0).padStart(6)} ms ${p95.toFixed(0).padStart(5)} ms ${`${settled}/${latencies.length}`.padStart(8)}`);
  }
  client.stop();
  console.log(`${'all games'.padEnd(20)}${''.padStart(10)}   ${' '.repeat(7)}${quantile(all, 0.5).toFixed(0).padStart(6)} ms ${quantile(all, 0.95).toFixed(0).padStart(5)} ms`);
  console.log(`peak RSS of the process while the worker searched: ${(peak / 1024 / 1024).toFixed(0)} MB (the worker's heap is capped at 192 MB)`);
  console.log(`hints: a search of up to ${HINT_BUDGET.nodes.toLocaleString('en')} positions or ${HINT_BUDGET.ms} ms through the worker; settled = won or lost within it`);
}

// This same bundle is the solver's thread too: there it answers the questions instead.
if (isMainThread) await main();
else await import('../../source/solver/worker.js');
