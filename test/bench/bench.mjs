// npm run bench: the built CLI in a pseudo-terminal (80×24), measured as a player meets it.
// Prints medians over several runs: start-up to the first complete frame (next to a bare
// `node -e 0`), keystroke-to-frame latency, bytes sent per focus move and per card move,
// and peak memory. Numbers only: nothing here passes or fails.
import {execFileSync, spawn} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const CLI = new URL('../../dist/cli.js', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const KEYS = Number(process.env.BENCH_KEYS ?? 40);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A program in a pty of 80×24 made by util-linux `script`; its output bytes as they arrive. */
function inPty(command, env = {}) {
  const shell = `stty cols 80 rows 24; echo PID=$$; exec ${command}`;
  const child = spawn('script', ['-qfec', shell, '/dev/null'], {env: {...process.env, ...env}, stdio: ['pipe', 'pipe', 'inherit']});
  const session = {child, output: '', bytes: 0, pid: 0, listeners: new Set()};
  child.stdout.on('data', (chunk) => {
    session.output += chunk.toString('utf8');
    session.bytes += chunk.length;
    const match = /PID=(\d+)/.exec(session.output);
    if (match) session.pid = Number(match[1]);
    for (const listener of session.listeners) listener();
  });
  return session;
}

function waitFor(session, check, timeout = 10000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; output so far:\n${session.output.slice(-500)}`)), timeout);
    const listener = () => {
      if (!check()) return;
      clearTimeout(timer);
      session.listeners.delete(listener);
      resolve();
    };
    session.listeners.add(listener);
    listener();
  });
}

/** Time from a key to the first output byte, and the bytes sent until the output goes quiet. */
async function keystroke(session, key) {
  const before = session.bytes;
  const sent = performance.now();
  session.child.stdin.write(key);
  await waitFor(session, () => session.bytes > before, 5000);
  const latency = performance.now() - sent;
  let last = session.bytes;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    if (session.bytes === last) break;
    last = session.bytes;
  }
  return {latency, bytes: session.bytes - before};
}

async function bareNode() {
  const start = performance.now();
  const session = inPty(`${process.execPath} -e "process.stdout.write('ready')"`);
  await waitFor(session, () => session.output.includes('ready'));
  const elapsed = performance.now() - start;
  await new Promise((resolve) => session.child.on('exit', resolve));
  return elapsed;
}

function peakRss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function oneRun(index) {
  const home = mkdtempSync(join(tmpdir(), 'patience-bench-'));
  const start = performance.now();
  const session = inPty(`${process.execPath} ${CLI} staffelpatience --deal ${100 + index}`, {PATIENCE_HOME: home, CI: ''});
  await waitFor(session, () => session.output.includes('q quit'));
  const firstFrame = performance.now() - start;
  // Ink and React load after the first frame; the first key is answered once they are in.
  await keystroke(session, 'l');
  const focus = [];
  const moves = [];
  for (let key = 0; key < KEYS; key++) focus.push(await keystroke(session, key % 2 ? 'h' : 'l'));
  for (let key = 0; key < KEYS / 2; key++) {
    moves.push(await keystroke(session, 'd'));
    moves.push(await keystroke(session, 'u'));
  }
  const rss = peakRss(session.pid);
  session.child.stdin.write('q');
  await new Promise((resolve) => session.child.on('exit', resolve));
  // The everyday start: no arguments, straight back into the saved game.
  const resumeStart = performance.now();
  const resumed = inPty(`${process.execPath} ${CLI}`, {PATIENCE_HOME: home, CI: ''});
  await waitFor(resumed, () => resumed.output.includes('q quit'));
  const resume = performance.now() - resumeStart;
  resumed.child.stdin.write('q');
  await new Promise((resolve) => resumed.child.on('exit', resolve));
  return {
    resume,
    firstFrame,
    latency: median([...focus, ...moves].map((each) => each.latency)),
    focusBytes: median(focus.map((each) => each.bytes)),
    moveBytes: median(moves.map((each) => each.bytes)),
    rss,
  };
}

const bare = [];
for (let run = 0; run < RUNS; run++) bare.push(await bareNode());
const runs = [];
for (let run = 0; run < RUNS; run++) runs.push(await oneRun(run));

const row = (label, value, unit) => console.log(`${label.padEnd(44)} ${value.toFixed(1).padStart(8)} ${unit}`);
console.log(`patience benchmark: Staffelpatience at 80×24, medians of ${RUNS} runs, ${KEYS} focus moves and ${KEYS} card moves each`);
row('bare `node -e 0` start (same pty)', median(bare), 'ms');
row('start to first complete frame', median(runs.map((each) => each.firstFrame)), 'ms');
row('  the same, resuming with no arguments', median(runs.map((each) => each.resume)), 'ms');
row('keystroke to frame (latency)', median(runs.map((each) => each.latency)), 'ms');
row('bytes per focus move', median(runs.map((each) => each.focusBytes)), 'B');
row('bytes per card move (turn stock / undo)', median(runs.map((each) => each.moveBytes)), 'B');
row('peak memory (VmHWM)', median(runs.map((each) => each.rss)), 'MB');
// The package as npm would publish it (dist/ was just built, so no prepack build here).
const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--silent'], {encoding: 'utf8'}));
row('package size (npm pack)', pack.size / 1000, 'kB');
