// npm run bench, the solver's part (also alone: npm run bench:solver): states per second per game,
// hint latency on pinned positions through the solver's worker thread (as the interface asks it),
// and the worker's peak memory. Numbers only: nothing here passes or fails. The machine is shared,
// so a bare `node -e 0` is timed alongside as a measure of how busy it was.
//
// BENCH_SOLVER_NODES (default 50,000) positions per deal for states/s, on the BENCH_SOLVER_DEALS (default 4) deals
// of the game that searched longest in the stored winnability results (a game that decides those within a few thousand
// positions: deals 1, 2, 3… until as many positions are counted as the four could have given);
// BENCH_HINTS (default 36) pinned mid-game positions per game, each asked with the interface's own hint budget;
// BENCH_HINT_FROM (default 1001) the deal of the first of them (another range checks that a change is not fitted to the usual one);
// BENCH_DEMOS (default 4) winnable deals per game (the first its stored results prove won), each asked from its start as `D` asks (the demo's budget);
// BENCH_GAMES (default all): the games to measure, by id, comma-separated.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {isMainThread} from 'node:worker_threads';
import {startSession} from '../../source/core/session.js';
import type {State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {SolverClient} from '../../source/solver/client.js';
import {parseResults} from '../../source/solver/results.js';
import type {DealResult} from '../../source/solver/tally.js';
import {solve} from '../../source/solver/solve.js';
import {LIMITS} from '../../source/ui/assist/assist-ui.js';
import {midGame} from '../helpers.js';

const NODES = Number(process.env.BENCH_SOLVER_NODES ?? 50_000);
const DEALS = Number(process.env.BENCH_SOLVER_DEALS ?? 4);
const HINTS = Number(process.env.BENCH_HINTS ?? 36);
const DEMOS = Number(process.env.BENCH_DEMOS ?? 4);
const GAMES = games.filter((game) => !process.env.BENCH_GAMES || process.env.BENCH_GAMES.split(',').includes(game.id));
const HINT_BUDGET = LIMITS.hint;
/** Moves played into a deal before its position is asked about: a game under way. */
const MID_GAME = 30;
/** The deal of the first pinned position. */
const HINT_FROM = Number(process.env.BENCH_HINT_FROM ?? 1001);
/** The repository (the bundle runs from node_modules/.cache, the working folder is the repository's). */
const ROOT = process.cwd();

function bareNode(): number {
  const start = performance.now();
  execFileSync(process.execPath, ['-e', '0']);
  return performance.now() - start;
}

/** Positions a rate is counted over at least: a game that decides its deals in a few dozen positions is measured over hundreds of them. */
const RATE_POSITIONS = NODES * DEALS;

/**
 * States per second over the game's busiest deals, each searched up to NODES positions, and how many positions a deal's
 * search took on average. Where those deals give fewer than half of RATE_POSITIONS (the game decides its deals within a
 * few thousand), deals 1, 2, 3… are searched instead until RATE_POSITIONS are counted: each search's set-up then counts
 * in the rate, as it does when the game is searched deal by deal.
 */
function statesPerSecond(id: string): {rate: number; perDeal: number} {
  const definition = games.find((each) => each.id === id)!;
  let nodes = 0;
  let ms = 0;
  let searched = 0;
  const measure = (deal: number) => {
    const start = startSession(definition, {deal}, {}).states[0];
    const began = performance.now();
    nodes += solve(definition, start, {nodes: NODES}).nodes;
    ms += performance.now() - began;
    searched++;
  };
  const deals = busiestDeals(id);
  // Deals first, unmeasured: the game's code is compiled while they run.
  for (let deal = WARM_UP_FROM; deal < WARM_UP_FROM + 20; deal++) solve(definition, startSession(definition, {deal}, {}).states[0], {nodes: NODES / 20});
  for (const deal of deals) measure(deal);
  if (nodes < RATE_POSITIONS / 2) {
    nodes = 0;
    ms = 0;
    searched = 0;
    for (let deal = 1; nodes < RATE_POSITIONS; deal++) measure(deal);
  }
  return {rate: (nodes / ms) * 1000, perDeal: nodes / searched};
}

/** Deals searched before measuring (to compile the game's code), apart from the measured ones. */
const WARM_UP_FROM = 900_001;

/** Pinned mid-game positions, none of them a deal the stored results searched (those are 1 to 1,000): deal HINT_FROM + n of the game after MID_GAME seeded moves (midGame). */
function pinned(id: string): State[] {
  const definition = games.find((each) => each.id === id)!;
  return Array.from({length: HINTS}, (_, index) => midGame(definition, HINT_FROM + index, MID_GAME));
}

/** NaN for no values (BENCH_HINTS=0 or BENCH_DEMOS=0): shown as a dash. */
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value: number, width: number) => (Number.isNaN(value) ? '–' : value.toFixed(0)).padStart(width);

/** A game's stored results with its default rules, if it has a file. */
function storedResults(id: string): readonly DealResult[] | undefined {
  const file = join(ROOT, 'source', 'solver', 'results', `${id}.csv`);
  return existsSync(file) ? parseResults(readFileSync(file, 'utf8')).results : undefined;
}

const firstDeals = (count: number) => Array.from({length: count}, (_, index) => index + 1);

/** The first DEMOS deals the stored results prove won (the demo plays a winnable deal), else deals 1…DEMOS. */
function winnableDeals(id: string): number[] {
  const won = (storedResults(id) ?? []).filter((each) => each.result === 'won');
  return won.length >= DEMOS ? won.slice(0, DEMOS).map((each) => each.deal) : firstDeals(DEMOS);
}

/** The deals of the stored results that searched longest (they show the search, not a deal's set-up), else deals 1…DEALS. */
function busiestDeals(id: string): number[] {
  const results = storedResults(id);
  if (!results) return firstDeals(DEALS);
  return results
    .slice()
    .sort((a, b) => b.nodes - a.nodes || a.deal - b.deal)
    .slice(0, DEALS)
    .map((each) => each.deal);
}

async function main(): Promise<void> {
  const floor = bareNode();
  console.log(`\nsolver benchmark (bare \`node -e 0\` took ${floor.toFixed(1)} ms just before: the busier the machine, the longer)`);
  // Hints first, through the worker, while this thread holds nothing: the process's peak is then the worker's.
  const baseline = process.memoryUsage().rss;
  const client = new SolverClient(new URL(import.meta.url));
  // Asked as the game screen asks (both of the client's threads search).
  const verdict = async (state: State, limits: {nodes: number; ms: number}) => {
    const reply = await client.request({kind: 'solve', state, limits});
    return reply?.kind === 'solve' ? reply.verdict.status : undefined;
  };
  // The workers start with the first question: that one is not counted.
  await verdict(startSession(GAMES[0], {deal: 1}, {}).states[0], HINT_BUDGET);
  let peak = client.rss;
  const hints = new Map<string, {median: number; p95: number; settled: number; asked: number}>();
  const all: number[] = [];
  const undecided: string[] = [];
  for (const game of GAMES) {
    const latencies: number[] = [];
    let settled = 0;
    for (const [index, state] of pinned(game.id).entries()) {
      const began = performance.now();
      const status = await verdict(state, HINT_BUDGET);
      latencies.push(performance.now() - began);
      if (status === 'won' || status === 'lost') settled++;
      else undecided.push(`${game.id} ${HINT_FROM + index}`);
      peak = Math.max(peak, client.rss);
    }
    all.push(...latencies);
    hints.set(game.id, {median: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), settled, asked: latencies.length});
  }
  // `D` on a fresh winnable deal: how long until the demo can start playing (a winning line found).
  const demos = new Map<string, {median: number; won: number}>();
  for (const game of GAMES) {
    const waits: number[] = [];
    let won = 0;
    for (const deal of winnableDeals(game.id)) {
      const began = performance.now();
      const status = await verdict(startSession(game, {deal}, {}).states[0], LIMITS.demo);
      waits.push(performance.now() - began);
      if (status === 'won') won++;
    }
    demos.set(game.id, {median: quantile(waits, 0.5), won});
  }
  client.stop();
  console.log(
    `${'game'.padEnd(20)}${'states/s'.padStart(10)}${'per deal'.padStart(10)}   hints: ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'settled'.padStart(8)}   demo: ${'median'.padStart(8)} ${'won'.padStart(5)}`,
  );
  for (const game of GAMES) {
    const {rate, perDeal} = statesPerSecondApart(game.id);
    const hint = hints.get(game.id)!;
    console.log(
      `${game.id.padEnd(20)}${Math.round(rate).toString().padStart(10)}${Math.round(perDeal).toString().padStart(10)}   ${' '.repeat(7)}${ms(hint.median, 6)} ms ${ms(hint.p95, 5)} ms ${`${hint.settled}/${hint.asked}`.padStart(8)}   ${' '.repeat(6)}${ms(demos.get(game.id)!.median, 6)} ms ${`${demos.get(game.id)!.won}/${DEMOS}`.padStart(5)}`,
    );
  }
  const settledAll = [...hints.values()].reduce((sum, each) => sum + each.settled, 0);
  console.log(
    `${'all games'.padEnd(20)}${''.padStart(20)}   ${' '.repeat(7)}${ms(quantile(all, 0.5), 6)} ms ${ms(quantile(all, 0.95), 5)} ms ${`${settledAll}/${all.length}`.padStart(8)}`,
  );
  if (undecided.length > 0) console.log(`hints not settled (game, deal): ${undecided.join('; ')}`);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(`peak RSS while the two workers searched: ${mb(peak)} MB (${mb(baseline)} MB before they started; each heap is capped at 192 MB)`);
  console.log(`peak memory of one solver thread at an answer: ${mb(client.threadPeak)} MB (its heap and typed arrays, a shared table included)`);
  console.log(
    `states/s (each game in a process of its own): the ${DEALS} deals of each game that searched longest in the stored results, up to ${NODES.toLocaleString('en')} positions each, after 20 unmeasured deals; where those take fewer than ${(RATE_POSITIONS / 2).toLocaleString('en')} positions in all, deals 1, 2, 3… until ${RATE_POSITIONS.toLocaleString('en')} (each search's set-up counted); per deal: the positions a deal's search took on average`,
  );
  console.log(
    `hints: deals ${HINT_FROM}…${HINT_FROM + HINTS - 1} after ${MID_GAME} moves, a search of up to ${HINT_BUDGET.nodes.toLocaleString('en')} positions or ${HINT_BUDGET.ms} ms through the two workers; settled = won or lost within it`,
  );
  console.log(
    `demo: the first ${DEMOS} deals the stored results prove won, from their start, up to ${LIMITS.demo.nodes.toLocaleString('en')} positions or ${LIMITS.demo.ms} ms; won = a line to play found`,
  );
}

/**
 * statesPerSecond in a process of its own: as in a game's solver thread, the search's code has seen this game's rules
 * only (after a dozen games the shared code runs slower, which no player's thread sees).
 */
function statesPerSecondApart(id: string): {rate: number; perDeal: number} {
  const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), RATE_ONLY, id], {cwd: ROOT, encoding: 'utf8'});
  return JSON.parse(output) as {rate: number; perDeal: number};
}

const RATE_ONLY = '--states-per-second';

// This same bundle is the solver's thread too: there it answers the questions instead; and the process that measures one game's rate.
if (process.argv[2] === RATE_ONLY) console.log(JSON.stringify(statesPerSecond(process.argv[3])));
else if (isMainThread) await main();
else await import('../../source/solver/worker.js');
