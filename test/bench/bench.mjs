// npm run bench: the built CLI in a pseudo-terminal, measured as a player meets it, side by side
// with a bare `node -e 0` in one interleaved run (the machine is shared and noisy, so times are
// also given as ratios to that floor). Numbers only: nothing here passes or fails.
//
// BENCH_RUNS (default 5) runs; BENCH_KEYS (default 20) focus moves and card moves per table;
// BENCH_CLIS=a/dist/cli.js,b/dist/cli.js measures several builds in the same interleaved runs
// (one column each; default: this checkout's dist/cli.js); BENCH_JSON=file writes the medians as JSON.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {exited, inPty, memory, settle, waitFor} from './pty.mjs';
import {longSave} from './saves.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const CLIS = (process.env.BENCH_CLIS ?? join(ROOT, 'dist/cli.js')).split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KEYS = Number(process.env.BENCH_KEYS ?? 20);
const MANY_KEYS = Number(process.env.BENCH_MANY_KEYS ?? 10000);
/** How long the program is left alone after its first frame before the steady-state figures. */
const SETTLE_MS = 1500;
const node = process.execPath;

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const home = () => mkdtempSync(join(tmpdir(), 'patience-bench-'));
const env = (dir) => ({PATIENCE_HOME: dir, XDG_CONFIG_HOME: dir, CI: '', LANG: 'en_US.UTF-8'});
const isFrame = (session) => session.screen.text().includes('q quit');

async function bareNode() {
  const start = performance.now();
  const session = inPty(`${node} -e 0`);
  await exited(session);
  return performance.now() - start;
}

async function quit(session) {
  session.child.stdin.write('q');
  await Promise.race([exited(session), sleep(3000)]);
  if (!session.exited) session.child.kill('SIGKILL');
}

// Arrows move the focus (h is the hint now).
const LEFT = '\u001B[D';
const RIGHT = '\u001B[C';

/** Time from a key to the first output byte, and the bytes sent until the output goes quiet. */
async function keystroke(session, key) {
  const before = session.bytes;
  const sent = performance.now();
  session.child.stdin.write(key);
  await waitFor(session, () => session.bytes > before, `the answer to ${JSON.stringify(key)}`, 5000);
  const latency = performance.now() - sent;
  await settle(session);
  return {latency, bytes: session.bytes - before};
}

/** The start as a player meets it: the first frame, then a key sent the moment it is complete. */
async function firstKey(CLI, game, deal) {
  const start = performance.now();
  const session = inPty(`${node} ${CLI} ${game} --deal ${deal}`, {env: env(home())});
  await waitFor(session, () => isFrame(session), 'the first frame');
  const frame = performance.now() - start;
  const before = session.screen.text();
  session.child.stdin.write('\u001B[C');
  await waitFor(session, () => session.screen.text() !== before, 'the answer to the first key');
  const answered = performance.now() - start;
  await quit(session);
  return {frame, answered};
}

/**
 * One table (game × terminal size): bytes of the whole start, then, once the program has
 * settled, focus moves and card moves (turn a stock card, undo) one at a time.
 * The 80×24 Staffelpatience run adds memory, a 200-key burst and ten thousand keys.
 */
async function table(CLI, {game, cols, rows, full}, run) {
  const session = inPty(`${node} ${CLI} ${game} --deal ${100 + run}`, {cols, rows, env: env(home())});
  await waitFor(session, () => isFrame(session), 'the first frame');
  await sleep(SETTLE_MS);
  const result = {startBytes: session.bytes};
  if (full) result.rssFirst = memory(session.pid).rss;
  const focus = [];
  const moves = [];
  for (let key = 0; key < KEYS; key++) focus.push(await keystroke(session, key % 2 ? LEFT : RIGHT));
  for (let key = 0; key < KEYS / 2; key++) {
    moves.push(await keystroke(session, 'd'));
    moves.push(await keystroke(session, 'u'));
  }
  result.focusMs = median(focus.map((each) => each.latency));
  result.focusBytes = median(focus.map((each) => each.bytes));
  result.moveMs = median(moves.map((each) => each.latency));
  result.moveBytes = median(moves.map((each) => each.bytes));
  if (full) {
    // 200 keys in one write: 198 focus moves, then one to the right and a card move.
    const burst = (RIGHT + LEFT).repeat(99) + RIGHT + 'd';
    const sent = performance.now();
    session.child.stdin.write(burst);
    await waitFor(session, () => /moves 1\b/.test(session.screen.text().split('\n')[0]), 'the end of the burst');
    result.burstMs = performance.now() - sent;
    await settle(session);
    await keystroke(session, 'u');
    // Ten thousand keys in writes of a hundred: focus moves, card moves and undos.
    const pattern = [RIGHT, LEFT, 'd', 'u', RIGHT, LEFT, LEFT, RIGHT, 'u', 'd'].join('');
    for (let sentKeys = 0; sentKeys < MANY_KEYS; sentKeys += 100) {
      const before = session.bytes;
      session.child.stdin.write(pattern.repeat(10));
      await waitFor(session, () => session.bytes > before, 'keys answered', 10000);
      await settle(session, 30);
    }
    await sleep(200);
    result.rssKeys = memory(session.pid).rss;
    result.peak = memory(session.pid).peak;
  }
  await quit(session);
  return result;
}

/** The everyday start, no arguments, straight back into a saved game of 3,000 moves. */
async function resume(CLI, dir) {
  const start = performance.now();
  const session = inPty(`${node} ${CLI}`, {env: env(dir)});
  await waitFor(session, () => isFrame(session) && session.screen.text().includes('moves 3000'), 'the resumed game');
  const elapsed = performance.now() - start;
  await quit(session);
  return elapsed;
}

const TABLES = [
  {name: '52 cards, 80×24', game: 'staffelpatience', cols: 80, rows: 24, full: true},
  {name: '52 cards, 200×60', game: 'staffelpatience', cols: 200, rows: 60},
  {name: '104 cards, 80×24', game: 'harfe', cols: 80, rows: 24},
  {name: '104 cards, 200×60', game: 'harfe', cols: 200, rows: 60},
];

const saveDir = home();
const saveCount = await longSave(saveDir, join(ROOT, 'dist/core.js'), 3000);
if (saveCount !== 3000) throw new Error(`could not make a 3,000-move save (${saveCount})`);

const bare = [];
const samples = CLIS.map(() => ({frame: [], answered: [], resume: [], tables: TABLES.map(() => [])}));
for (let run = 0; run < RUNS; run++) {
  for (const [index, cli] of CLIS.entries()) {
    const sample = samples[index];
    bare.push(await bareNode());
    const first = await firstKey(cli, 'staffelpatience', 4711 + run);
    sample.frame.push(first.frame);
    sample.answered.push(first.answered);
    bare.push(await bareNode());
    sample.resume.push(await resume(cli, saveDir));
    for (const [at, each] of TABLES.entries()) sample.tables[at].push(await table(cli, each, run));
  }
  process.stderr.write(`run ${run + 1} of ${RUNS} done\n`);
}

const floor = median(bare);
const results = samples.map((sample, index) => {
  const of = (at, field) => median(sample.tables[at].map((each) => each[field]));
  const cliRoot = join(CLIS[index], '../..');
  let pack = {};
  try {
    pack = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {cwd: cliRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}),
    )[0];
  } catch {
    // Not a package folder: no packed size.
  }
  return {
    cli: CLIS[index],
    bare: floor,
    firstFrame: median(sample.frame),
    firstKey: median(sample.answered),
    resume3000: median(sample.resume),
    tables: TABLES.map((each, at) => ({
      name: each.name,
      startBytes: of(at, 'startBytes'),
      focusMs: of(at, 'focusMs'),
      focusBytes: of(at, 'focusBytes'),
      moveMs: of(at, 'moveMs'),
      moveBytes: of(at, 'moveBytes'),
    })),
    burst200Ms: of(0, 'burstMs'),
    rssFirstFrame: of(0, 'rssFirst'),
    rssAfterKeys: of(0, 'rssKeys'),
    peakRss: of(0, 'peak'),
    packed: pack.size,
    unpacked: pack.unpackedSize,
  };
});

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const columns = (values, unit, ratio) =>
  values.map((value) => `${fixed(value).padStart(9)} ${unit.padEnd(2)}${ratio ? ` ${fixed(value / floor, 2).padStart(5)}×` : '       '}`).join('   ');
const row = (label, pick, unit, ratio = false) => console.log(`${label.padEnd(48)}${columns(results.map(pick), unit, ratio)}`);
console.log(`patience benchmark: medians of ${RUNS} interleaved runs; ${KEYS} focus and ${KEYS} card moves per table; ratios to bare node`);
if (CLIS.length > 1) CLIS.forEach((cli, index) => console.log(`  column ${index + 1}: ${cli}`));
console.log(`${'bare `node -e 0` (same pty)'.padEnd(48)}${fixed(floor).padStart(9)} ms`);
row('first complete frame (Staffelpatience 80×24)', (each) => each.firstFrame, 'ms', true);
row('first key answered (sent at the first frame)', (each) => each.firstKey, 'ms', true);
row('resume a 3,000-move save (no arguments)', (each) => each.resume3000, 'ms', true);
TABLES.forEach((table, at) => {
  console.log(`${table.name}:`);
  row('  bytes of the whole start', (each) => each.tables[at].startBytes, 'B');
  row('  focus move: keystroke to frame', (each) => each.tables[at].focusMs, 'ms');
  row('  focus move: bytes', (each) => each.tables[at].focusBytes, 'B');
  row('  card move (stock, undo): keystroke to frame', (each) => each.tables[at].moveMs, 'ms');
  row('  card move: bytes', (each) => each.tables[at].moveBytes, 'B');
});
row('200-key burst to its last frame (80×24)', (each) => each.burst200Ms, 'ms');
row('RSS after the first frame (settled)', (each) => each.rssFirstFrame, 'MB');
row(`RSS after ${MANY_KEYS} keys`, (each) => each.rssAfterKeys, 'MB');
row('peak RSS (VmHWM)', (each) => each.peakRss, 'MB');
row('packed size (npm pack)', (each) => each.packed / 1024, 'kB');
row('unpacked size', (each) => each.unpacked / 1024, 'kB');
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(results, null, 2)}\n`);
