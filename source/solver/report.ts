/**
 * The winnability report (npm run winnability): solves seeded deals of each
 * game and variant in worker threads, keeps every deal's answer in
 * source/solver/results/, and prints per game the deals, proven wins and
 * losses, unknowns, the winnable share with its 95% interval, the deals that
 * reach only a lesser success (Staffelpatience's double series), and states/s.
 * The search knows every card, face-down ones too ("thoughtful" winnability).
 * Each file's budget, cap and deals are its own (PLANS): a run from scratch makes the same files.
 *
 *   npm run winnability -- [--game id,…] [--variant switch,…] [--deals N]
 *                          [--budget nodes] [--ms per-deal] [--jobs N] [--retry] [--table] [--markdown]
 *                          [--nice 1…19: the workers' priority, 19 (the lowest) unless told]
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {availableParallelism, setPriority} from 'node:os';
import {join, resolve} from 'node:path';
import {isMainThread, parentPort, Worker, workerData} from 'node:worker_threads';
import {startSession} from '../core/session.js';
import {findGame, games} from '../games/index.js';
import {formatResults, parseResults, type ResultFile, resultFileName} from './results.js';
import {type Goal} from './solve.js';
import {dealCap, type DealPlan, planFor, planLimit, searchDeal} from './deal-search.js';
import {type DealResult, tally, winnableText} from './tally.js';

type Plan = {readonly budget?: number; readonly cap?: number; readonly proof?: number; readonly deals?: number};

/**
 * How each file was made, by file name: the positions per deal for the main
 * search alone (else DEFAULT_BUDGET) and in all (else twice that), and the
 * deals (else DEFAULT_DEALS). A variant without a plan of its own is made with
 * its game's. With nothing in particular asked, every game's defaults, each of
 * its switches alone and the combinations named here are made: a run from
 * scratch makes the stored files.
 */
const PLANS: Readonly<Record<string, Plan>> = {
  // Free corners: 1,000,000 settles all but three deals, which need 1.4 to 1.7 million.
  'stern.csv': {budget: 10_000_000},
  'stern+advised-corners.csv': {budget: 200_000},
  // Decided outright, each deal in about a millisecond, by the game's own procedure (SolverHooks.exact): no positions searched.
  'stern+corner-once.csv': {budget: 10_000_000},
  'doppelhausen+fixed-order+keep-sides.csv': {},
  'doppelhausen+fixed-order+turn-sides.csv': {},
  'reihe.csv': {budget: 100_000},
  'reihe+hold-back.csv': {budget: 100_000, cap: 1_000_000},
  // The slow two-pack games: restarts settle most of their deals, given room.
  'halber-mond.csv': {budget: 100_000, cap: 400_000},
  // Helps at any time branch more: at the defaults' cap a third of the deals stayed open (those tried then won within 3 million).
  'halber-mond+help-any-time.csv': {budget: 100_000, cap: 4_000_000},
  'harfe.csv': {budget: 120_000, cap: 1_000_000},
  'hermann.csv': {budget: 120_000, cap: 15_000_000},
  // With four books proven out of reach where cards can never move again, restarts settle a fifth of the deals left.
  // Most deals its cap leaves open are losses: the main search alone gets 32,000,000 more to search them out (8,000,000 left 176 open,
  // 16,000,000 143; with the rule that a parent holds one card at a time, 16,000,000 left 71 and this 43).
  'staffelpatience.csv': {budget: 400_000, cap: 2_000_000, proof: 32_000_000},
  // Staffelpatience's variants: half the defaults' cap (three files of the defaults' size would take four hours of both
  // workers). King runs lose most deals (only a king moves with its run): their open deals get a proof of 4,000,000.
  'staffelpatience+king-runs.csv': {budget: 200_000, cap: 1_000_000, proof: 4_000_000},
  // Four books are the defaults' question (SwitchSpec.keepsWin): its file repeats their answers and searches only the double series.
  'staffelpatience+early-double.csv': {budget: 200_000, cap: 1_000_000},
  // Its open deals, too, are mostly losses: a proof of 3,000,000 settled 144 of the 279 its cap left open; with the rule
  // that a parent holds one card at a time, this leaves 12.
  'staffelpatience+layout-first.csv': {budget: 200_000, cap: 1_000_000, proof: 15_000_000},
};
const DEFAULT_BUDGET = 500_000;
const DEFAULT_DEALS = 1000;

/** The plan of a game's file: its own, else its game's defaults' (none: the default budget and deals). */
function planOf(game: string, variant: readonly string[]): Plan {
  return PLANS[resultFileName(game, variant)] ?? PLANS[resultFileName(game, [])] ?? {};
}

/** A deal to solve; `known`: its answer for the win when only the lesser success is still to be searched. */
type Job = {
  readonly game: string;
  readonly variant: readonly string[];
  readonly deal: number;
  readonly plan: DealPlan;
  readonly ms?: number;
  readonly known?: Pick<DealResult, 'result' | 'nodes'>;
};
type Done = DealResult & {readonly game: string; readonly variant: readonly string[]; readonly ms: number; readonly searched: number};

/** The worker's side: solve each deal it is sent, for the game's win, then (when that is not proven) for its lesser success (within its budget alone). */
function serve(): void {
  parentPort!.on('message', (job: Job) => {
    const definition = findGame(job.game)!;
    const start = startSession(definition, {deal: job.deal}, {variant: job.variant}).states[0];
    const began = performance.now();
    const search = (goal: Goal) => searchDeal(definition, start, planFor(job.plan, goal), goal, job.ms);
    const win = job.known ?? (({status, nodes}) => ({result: status, nodes}))(search('win'));
    const lesser = definition.lesser && win.result !== 'won' ? search('lesser') : undefined;
    const done: Done = {
      game: job.game,
      variant: job.variant,
      deal: job.deal,
      ...win,
      ...(lesser ? {lesser: {result: lesser.status, nodes: lesser.nodes}} : {}),
      ms: performance.now() - began,
      searched: (job.known ? 0 : win.nodes) + (lesser?.nodes ?? 0),
    };
    parentPort!.postMessage(done);
  });
}

type Options = {
  games: string[];
  variant: string[];
  deals?: number;
  budget?: number;
  ms?: number;
  jobs: number;
  retry: boolean;
  tableOnly: boolean;
  markdown: boolean;
  out: string;
  nice: number;
};

function fail(message: string): never {
  process.stderr.write(`winnability: ${message}\n`);
  process.exit(2);
}

function number(flag: string, text: string | undefined): number {
  const value = Number(text);
  if (text === undefined || !Number.isInteger(value) || value < 1) fail(`${flag} needs a whole number above 0, not ${String(text)}`);
  return value;
}

function parseOptions(args: readonly string[]): Options {
  const options: Options = {
    games: [],
    variant: [],
    jobs: Math.min(2, availableParallelism()),
    retry: false,
    tableOnly: false,
    markdown: false,
    out: resolve('source/solver/results'),
    nice: 19,
  };
  for (let index = 0; index < args.length; index++) {
    const flag = args[index];
    const value = () => args[++index];
    if (flag === '--game') options.games.push(...(value() ?? '').split(','));
    else if (flag === '--variant') options.variant.push(...(value() ?? '').split(',').filter(Boolean));
    else if (flag === '--deals') options.deals = number(flag, value());
    else if (flag === '--budget') options.budget = number(flag, value());
    else if (flag === '--ms') options.ms = number(flag, value());
    else if (flag === '--jobs') options.jobs = number(flag, value());
    else if (flag === '--retry') options.retry = true;
    else if (flag === '--table') options.tableOnly = true;
    else if (flag === '--markdown') options.markdown = true;
    else if (flag === '--out') options.out = resolve(value() ?? '.');
    else if (flag === '--nice') options.nice = Math.min(19, number(flag, value()));
    else fail(`unknown option ${flag} (options: --game --variant --deals --budget --ms --jobs --retry --table --markdown --out --nice)`);
  }
  for (const name of options.games) if (!findGame(name)) fail(`unknown game "${name}"; known games: ${games.map((each) => each.id).join(', ')}`);
  options.games = options.games.map((name) => findGame(name)!.id);
  return options;
}

function load(out: string, game: string, variant: readonly string[]): ResultFile {
  const file = join(out, resultFileName(game, variant));
  return existsSync(file) ? parseResults(readFileSync(file, 'utf8')) : {game, variant, budget: 0, results: []};
}

/** The games and variants to report: the ones asked for, or every stored file's. */
function targets(options: Options): {game: string; variant: string[]}[] {
  const ids = options.games.length > 0 ? options.games : games.map((each) => each.id);
  const asked = ids.map((game) => ({game, variant: options.variant}));
  const particular = options.games.length > 0 || options.variant.length > 0;
  if (!options.tableOnly && !particular) {
    // Everything: each game's defaults, each of its switches alone, then the combinations that have a plan.
    const combined = Object.keys(PLANS).map((name) => name.replace(/\.csv$/, '').split('+'));
    return ids.flatMap((game) => [
      {game, variant: []},
      ...(findGame(game)!.switches ?? []).map((each) => ({game, variant: [each.id]})),
      ...combined.filter(([id, ...variant]) => id === game && variant.length > 1).map(([, ...variant]) => ({game, variant})),
    ]);
  }
  if (!options.tableOnly || particular || !existsSync(options.out)) return asked;
  // The table alone, for nothing in particular: every stored file, each game's defaults first, then its variants.
  const stored = readdirSync(options.out)
    .filter((name) => name.endsWith('.csv'))
    .map((name) => parseResults(readFileSync(join(options.out, name), 'utf8')));
  return ids.flatMap((game) =>
    stored
      .filter((file) => file.game === game)
      .sort((a, b) => a.variant.length - b.variant.length || a.variant.join().localeCompare(b.variant.join()))
      .map((file) => ({game, variant: [...file.variant]})),
  );
}

/** The variant whose answers for the win a variant repeats (its switches that keep the win left out: SwitchSpec.keepsWin), if it has such switches. */
function winVariantOf(game: string, variant: readonly string[]): string[] | undefined {
  const switches = findGame(game)!.switches ?? [];
  const own = variant.filter((id) => !switches.find((each) => each.id === id)?.keepsWin);
  return own.length < variant.length ? own : undefined;
}

async function run(options: Options, asked: readonly {game: string; variant: string[]}[]): Promise<Map<string, {ms: number; nodes: number}>> {
  const speed = new Map<string, {ms: number; nodes: number}>();
  const files = new Map<string, {file: ResultFile; results: Map<number, DealResult>}>();
  const jobs: Job[] = [];
  let copied = false;
  for (const {game, variant} of asked) {
    const definition = findGame(game)!;
    for (const id of variant) if (!definition.switches?.some((each) => each.id === id)) fail(`${game} has no variant "${id}"`);
    const file = load(options.out, game, variant);
    const name = resultFileName(game, variant);
    const winVariant = winVariantOf(game, variant);
    const winfile = winVariant && resultFileName(game, winVariant);
    const winAnswers = winVariant && new Map(load(options.out, game, winVariant).results.map((each) => [each.deal, each]));
    const plan = planOf(game, variant);
    const budget = options.budget ?? plan.budget ?? DEFAULT_BUDGET;
    const cap = options.budget === undefined ? (plan.cap ?? dealCap(budget)) : dealCap(budget);
    const proof = options.budget === undefined ? (plan.proof ?? 0) : 0;
    const results = new Map(file.results.map((each) => [each.deal, each]));
    const most = Math.max(file.proof ?? 0, proof);
    files.set(name, {
      file: {
        ...file,
        budget: Math.max(file.budget, budget),
        cap: Math.max(file.cap ?? file.budget, cap),
        ...(most > 0 ? {proof: most} : {}),
        ...(winfile ? {winfile} : {}),
      },
      results,
    });
    const deals = options.deals ?? plan.deals ?? DEFAULT_DEALS;
    const dealPlan: DealPlan = {budget, cap, proof};
    // Searched again: an open answer that had fewer positions than its goal may have now.
    const again = (answer: Pick<DealResult, 'result' | 'nodes'>, goal: Goal) =>
      options.retry && answer.result === 'unknown' && answer.nodes < planLimit(planFor(dealPlan, goal));
    for (let deal = 1; deal <= deals; deal++) {
      const known = results.get(deal);
      if (winAnswers) {
        // The win's answer is the other file's; the lesser success, a search of its own, is kept where it was made.
        const win = winAnswers.get(deal) ?? fail(`${name} repeats the win's answers of ${winfile}, which has no deal ${deal}: make it first`);
        const lesser = definition.lesser && win.result !== 'won' ? known?.lesser : undefined;
        if (known?.result !== win.result || known.nodes !== win.nodes || known.lesser !== lesser) copied = true;
        results.set(deal, {deal, result: win.result, nodes: win.nodes, ...(lesser ? {lesser} : {})});
        if (definition.lesser && win.result !== 'won' && (!lesser || again(lesser, 'lesser')))
          jobs.push({game, variant, deal, plan: dealPlan, ms: options.ms, known: {result: win.result, nodes: win.nodes}});
      } else if (!known || again(known, 'win')) jobs.push({game, variant, deal, plan: dealPlan, ms: options.ms});
      // The lesser success of a deal whose win is settled (or stored before the lesser success was searched).
      else if (definition.lesser && known.result !== 'won' && (!known.lesser || again(known.lesser, 'lesser')))
        jobs.push({game, variant, deal, plan: dealPlan, ms: options.ms, known: {result: known.result, nodes: known.nodes}});
    }
  }
  const save = () => {
    mkdirSync(options.out, {recursive: true});
    for (const [name, {file, results}] of files) writeFileSync(join(options.out, name), formatResults({...file, results: [...results.values()]}));
  };
  if (jobs.length === 0) {
    if (copied) save();
    return speed;
  }
  // The machine is shared: the report runs at a low priority, the lowest unless told (threads started later inherit it).
  try {
    setPriority(options.nice);
  } catch {
    // Not allowed here: run at the normal priority.
  }
  let next = 0;
  let finished = 0;
  let lastSave = Date.now();
  await new Promise<void>((resolveAll, rejectAll) => {
    const workers = Array.from({length: Math.min(options.jobs, jobs.length)}, () => new Worker(new URL(import.meta.url), {workerData: {solver: true}}));
    const give = (worker: Worker) => {
      if (next < jobs.length) worker.postMessage(jobs[next++]);
      else void worker.terminate();
    };
    for (const worker of workers) {
      worker.on('error', rejectAll);
      worker.on('message', (done: Done) => {
        const name = resultFileName(done.game, done.variant);
        const {deal, result, nodes, lesser} = done;
        files.get(name)!.results.set(deal, {deal, result, nodes, ...(lesser ? {lesser} : {})});
        const measured = speed.get(name) ?? {ms: 0, nodes: 0};
        speed.set(name, {ms: measured.ms + done.ms, nodes: measured.nodes + done.searched});
        const stored = files.get(name)!;
        const timing = stored.file.timing ?? {nodes: 0, ms: 0};
        stored.file = {...stored.file, timing: {nodes: timing.nodes + done.searched, ms: timing.ms + done.ms}};
        finished++;
        const also = lesser ? `, lesser ${lesser.result} (${lesser.nodes})` : '';
        process.stderr.write(`\r${finished}/${jobs.length} deals  ${done.game} ${done.deal}: ${done.result} (${done.nodes} nodes${also})        `);
        if (Date.now() - lastSave > 10_000) {
          save();
          lastSave = Date.now();
        }
        if (finished === jobs.length) resolveAll();
        give(worker);
      });
      give(worker);
    }
  });
  process.stderr.write('\n');
  save();
  return speed;
}

/** The deals that reach only the lesser success, and how many more might: "312 (+40 unknown)". */
function lesserText(counts: ReturnType<typeof tally>): string {
  return counts.lesserUnknown > 0 ? `${counts.lesserOnly} (+${counts.lesserUnknown} unknown)` : String(counts.lesserOnly);
}

function table(options: Options, speed: Map<string, {ms: number; nodes: number}>): string {
  const rows: string[][] = [['game', 'variant', 'deals', 'won', 'lost', 'unknown', 'winnable (95% CI)', 'lesser success only', 'states/s']];
  for (const {game, variant} of targets(options)) {
    const name = resultFileName(game, variant);
    const file = load(options.out, game, variant);
    if (file.results.length === 0) continue;
    const counts = tally(file.results);
    // This run's speed where it solved deals of the file, else the speed stored with the file's deals.
    const measured = speed.get(name) ?? file.timing;
    // A file whose deals were all decided without searching (the game's own procedure) has no speed to show.
    const rate = !measured || measured.ms <= 0 ? '' : measured.nodes === 0 ? '–' : String(Math.round((measured.nodes / measured.ms) * 1000));
    rows.push([
      game,
      variant.join('+') || '–',
      String(counts.deals),
      String(counts.won),
      String(counts.lost),
      String(counts.unknown),
      winnableText(counts),
      findGame(game)!.lesser ? lesserText(counts) : '–',
      rate,
    ]);
  }
  if (options.markdown) {
    const [head, ...body] = rows;
    return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...body.map((row) => `| ${row.join(' | ')} |`)].join('\n');
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')).join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const asked = targets(options);
  // A variant that repeats another file's answers for the win comes after the files it repeats.
  const repeating = asked.filter(({game, variant}) => winVariantOf(game, variant));
  const speed = new Map<string, {ms: number; nodes: number}>();
  if (!options.tableOnly) {
    for (const part of [asked.filter((each) => !repeating.includes(each)), repeating])
      for (const [name, each] of await run(options, part)) speed.set(name, each);
  }
  process.stdout.write(`${table(options, speed)}\n`);
  process.stdout.write(
    'Winnable: deals proven won; a range where some deals stayed unknown (all lost … all won), with the 95% Wilson interval around both ends.\n' +
      "Lesser success only: deals not proven won whose lesser success (Staffelpatience's double series) is proven, and those where it stayed unknown.\n",
  );
}

if (!isMainThread && workerData?.solver) serve();
else if (isMainThread) await main();
