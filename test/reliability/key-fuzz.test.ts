// Issue 9: no key sequence crashes the program. Random bytes and every xterm modifier/function-key
// sequence go through the real input path of the built CLI in a pseudo-terminal, for every game.
// A run ends normally when the bytes happen to quit (Esc Esc, q): the program is started again
// and the bytes go on. At the end Ctrl-C must still quit it cleanly.
// KEY_FUZZ_ROUNDS (default 4) sets how many batches of bytes each game gets.
import {type ChildProcess, spawn} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {games} from '../../source/games/index.js';

const CLI = new URL('../../dist/cli.js', import.meta.url).pathname;
const ROUNDS = Number(process.env.KEY_FUZZ_ROUNDS ?? 4);
const ESC = '\u001B';

/** Every xterm modifier (2–8) of F1–F12, the arrows, Home/End/PgUp/PgDn/Insert/Delete, and their SS3 forms. */
function xtermSequences(): Buffer[] {
  const all: string[] = [];
  for (let modifier = 2; modifier <= 8; modifier++) {
    for (const final of 'ABCDHFPQRS') all.push(`${ESC}[1;${modifier}${final}`, `${ESC}O${modifier}${final}`);
    for (const number of [2, 3, 5, 6, 15, 17, 18, 19, 20, 21, 23, 24]) all.push(`${ESC}[${number};${modifier}~`);
  }
  for (const final of 'ABCDHFPQRS') all.push(`${ESC}O${final}`, `${ESC}[${final}`);
  for (const number of [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]) all.push(`${ESC}[${number}~`);
  all.push(
    '\u001C',
    `${ESC}[[A`,
    `${ESC}[[E`,
    `${ESC}[Z`,
    `${ESC}[200~pasted text q n y${ESC}[201~`,
    `${ESC}[200~never ended`,
    ESC,
    `${ESC}${ESC}`,
    `${ESC}[`,
    `${ESC}O`,
  );
  all.push(`${ESC}[<0;10;10M`, `${ESC}[M !!`, `${ESC}[?1;2c`, `${ESC}]0;title\u0007`, `${ESC}[${'9;'.repeat(200)}m`);
  return [
    ...all.map((text) => Buffer.from(text, 'latin1')),
    Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82, 0xf0, 0x9f, 0x98, 0x80, 0xed, 0xa0, 0x80, 0xc0, 0xaf]),
  ];
}

function randomBatch(random: () => number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let count = 0; count < 30; count++) {
    const bytes = Array.from({length: 1 + Math.floor(random() * 16)}, () => {
      const pick = random();
      if (pick < 0.15) return 0x1b;
      if (pick < 0.3) return 0x5b;
      if (pick < 0.6) return 0x20 + Math.floor(random() * 95);
      return Math.floor(random() * 256);
    });
    // Ctrl-C quits and Ctrl-Z stops the program: both are tried on purpose, not at random. Ctrl-\
    // is a plain byte to the program, but a SIGQUIT if it lands in the instant after a quit, when
    // the terminal is back in its normal mode: signals have their own tests.
    chunks.push(Buffer.from(bytes.filter((byte) => byte !== 0x03 && byte !== 0x1a && byte !== 0x1c)));
  }
  return chunks;
}

type Run = {child: ChildProcess; output: string; exit: Promise<number | null>; exited: boolean};

// A test that fails or times out must not leave its program running.
const running = new Set<Run>();
afterEach(() => {
  for (const run of running) if (!run.exited) run.child.kill('SIGKILL');
  running.clear();
});

function startRun(game: string, home: string): Run {
  const command = `stty cols 80 rows 24; exec env -u CI PATIENCE_HOME=${home} LANG=en_US.UTF-8 ${process.execPath} ${CLI} ${game} --deal 4711`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], {stdio: ['pipe', 'pipe', 'pipe']});
  // Bytes written after the program has quit (and before it is started again) go nowhere.
  child.stdin!.on('error', () => {});
  const run: Run = {child, output: '', exited: false, exit: Promise.resolve(null)};
  running.add(run);
  child.stdout!.on('data', (chunk: Buffer) => {
    run.output = (run.output + chunk.toString('utf8')).slice(-20_000);
  });
  run.exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      run.exited = true;
      resolve(signal ? -1 : code);
    }),
  );
  return run;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function firstFrame(run: Run): Promise<boolean> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    // Random keys may have switched the language (L) or the theme (T): the deal number shows in all.
    if (/4711|choose a game|wähle ein Spiel/.test(run.output)) return true;
    if (run.exited) return false;
    await sleep(20);
  }
  return false;
}

const crashed = (run: Run) => /something went wrong|TypeError|RangeError|at .*\.js:\d+/.test(run.output);

describe('key fuzzer: the built CLI in a pty (issue 9)', () => {
  const summary: string[] = [];

  it.each(games.map((game) => game.id))(
    '%s survives random bytes and every function-key sequence',
    async (game) => {
      const home = mkdtempSync(join(tmpdir(), 'patience-fuzz-'));
      let seed = [...game].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) % 2147483647;
      const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
      const chunks = [...xtermSequences()];
      for (let round = 0; round < ROUNDS; round++) chunks.push(...randomBatch(random));
      let runs = 0;
      const failures: string[] = [];
      let run = startRun(game, home);
      runs++;
      expect(await firstFrame(run), run.output).toBe(true);
      for (const [index, chunk] of chunks.entries()) {
        if (run.exited) {
          const code = await run.exit;
          if (code !== 0 || crashed(run))
            failures.push(`exit ${code} after chunk ${index - 1}: ${JSON.stringify(chunks[index - 1].toString('latin1'))}\n${run.output.slice(-400)}`);
          run = startRun(game, home);
          runs++;
          if (!(await firstFrame(run))) failures.push(`no first frame on restart:\n${run.output.slice(-400)}`);
        }
        run.child.stdin!.write(chunk);
        // Mostly one read per chunk, sometimes several chunks in one read.
        if (random() < 0.6) await sleep(1 + random() * 3);
      }
      await sleep(100);
      if (!run.exited) run.child.stdin!.write('\u0003');
      const code = await Promise.race([run.exit, sleep(5000).then(() => 'hung' as const)]);
      if (code === 'hung') {
        run.child.kill('SIGKILL');
        failures.push(`did not quit on Ctrl-C:\n${run.output.slice(-400)}`);
      } else if (code !== 0 || crashed(run)) failures.push(`exit ${code} at the end:\n${run.output.slice(-400)}`);
      const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      summary.push(`${game}: ${chunks.length} chunks, ${bytes} bytes, ${runs} runs, ${failures.length} failures`);
      console.log([summary.at(-1), ...failures].join('\n'));
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
