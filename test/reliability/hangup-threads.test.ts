// A hang-up while threads are starting (a solver question asked a moment before the connection
// dropped): the program stops its threads before it lets go of the dead terminal, so no thread's
// event loop gets descriptor 0–2, and libuv never aborts at exit ("uv__close: Assertion
// `fd > STDERR_FILENO' failed", seen in CI over SSH). Without the wait it aborted in 7 of 8 tries.
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildFixture, Pane, quote, stopServer, Tally, until} from './harness.js';

const RECORDER = new URL('recorder.mjs', import.meta.url).pathname;
const TRIES = 4;
const tally = new Tally();
let fixture = '';

beforeAll(async () => {
  fixture = await buildFixture('hangup-app');
});

afterAll(() => {
  stopServer();
  tally.print('hang-up while threads start (tries / failures)');
});

describe('the terminal hangs up while threads are starting', () => {
  for (const [name, forward] of [
    ['with SIGHUP', 'yes'],
    ['without a signal (end of input, EIO)', 'no'],
  ] as const) {
    it(`${name}: exits 129, no abort`, async () => {
      await tally.run(`hang-up ${name}`, TRIES, async () => {
        const run = join(mkdtempSync(join(tmpdir(), 'patience-hangup-run-')), 'run');
        const pane = new Pane(`exec ${[process.execPath, RECORDER, run, forward, process.execPath, fixture].map(quote).join(' ')}`);
        try {
          await pane.waitScreen((screen) => screen.includes('hangup fixture running'), 'the fixture to take the screen');
        } finally {
          pane.close();
        }
        await until(() => existsSync(`${run}.status`), 'the fixture to end');
        expect(readFileSync(`${run}.stderr`, 'utf8')).toBe('');
        expect(JSON.parse(readFileSync(`${run}.status`, 'utf8'))).toEqual({code: 129, signal: null});
      });
    });
  }
});
