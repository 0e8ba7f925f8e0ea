// Signals and a vanished terminal, on the built CLI in tmux: the terminal comes back (stty, alternate
// screen, cursor), the game is saved with its clock, the exit code is 128 + the signal, and Node never
// aborts (it used to: SIGABRT and a native stack from ResetStdio on a hung-up terminal).
import {existsSync, readFileSync} from 'node:fs';
import {constants} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {freshHome} from '../e2e/terminal.js';
import {Pane, patience, patiencePid, patienceProcesses, quote, rawFlags, readSave, sleep, stopServer, Tally, until} from './harness.js';

const RECORDER = new URL('recorder.mjs', import.meta.url).pathname;
const tally = new Tally();
afterAll(() => {
  stopServer();
  tally.print('signals and hang-ups (tries / failures)');
});

/** Starts a deal, plays one move and lets some time pass; returns when the move was seen. */
async function playAMove(pane: Pane): Promise<number> {
  await pane.waitScreen((screen) => screen.includes('deal 8') && screen.includes('moves 0'), 'the first frame');
  pane.keys('d');
  await pane.waitScreen((screen) => screen.includes('moves 1'), 'a move (keys work at once: raw mode)');
  return Date.now();
}

/** The save holds the move and at least the time since it (the clock up to the end, not to the last move). */
function expectSavedWithClock(home: string, sinceMove: number): void {
  const save = readSave(home);
  expect(save?.deal).toBe(8);
  expect(save?.moves).toHaveLength(1);
  expect(save?.elapsed ?? 0).toBeGreaterThanOrEqual(sinceMove - 20);
}

describe.concurrent('an ending signal from outside, the terminal still there', () => {
  for (const signal of ['SIGHUP', 'SIGTERM', 'SIGINT', 'SIGQUIT', 'SIGALRM', 'SIGPIPE'] as const) {
    it(`${signal}: terminal restored, game and clock saved, exit ${128 + constants.signals[signal]}`, async () => {
      await tally.run(`kill -${signal.slice(3)} (terminal alive)`, 1, async () => {
        const home = freshHome();
        const out = (name: string) => join(home, name);
        const command = `${patience(home, ['staffelpatience', '--deal', '8'])} 2>${quote(out('stderr'))}; echo $? >${quote(out('status'))}; stty -a >${quote(out('stty'))}; echo >${quote(out('done'))}; exec sleep 60`;
        const pane = new Pane(command);
        try {
          const moved = await playAMove(pane);
          await sleep(500);
          const pid = await patiencePid(home);
          const sent = Date.now();
          process.kill(pid, signal);
          await until(() => existsSync(out('done')), 'the program to end and stty to run');
          expect(readFileSync(out('status'), 'utf8').trim()).toBe(String(128 + constants.signals[signal]));
          expect(readFileSync(out('stderr'), 'utf8')).toBe('');
          expect(rawFlags(readFileSync(out('stty'), 'utf8'))).toEqual([]);
          expect(pane.normalScreen()).toBe(true);
          expect(pane.screen()).not.toContain('deal 8');
          expectSavedWithClock(home, sent - moved);
          expect(patienceProcesses(home)).toEqual([]);
        } finally {
          pane.close();
        }
      });
    });
  }
});

describe.concurrent('the terminal hangs up (window closed, connection dropped)', () => {
  for (const [name, forward] of [
    ['hang-up with SIGHUP (as a shell passes it on)', 'yes'],
    ['hang-up without a signal (end of input, EIO)', 'no'],
  ] as const) {
    it(`${name}: exits 129 without abort or native stack, game and clock saved`, async () => {
      await tally.run(name, 2, async () => {
        const home = freshHome();
        const run = join(home, 'run');
        // exec: the recorder leads the terminal's session, so the kernel's SIGHUP goes to it alone.
        const pane = new Pane(`exec ${[process.execPath, RECORDER, run, forward].map(quote).join(' ')} ${patience(home, ['staffelpatience', '--deal', '8'])}`);
        const moved = await playAMove(pane);
        await sleep(500);
        await patiencePid(home);
        const closed = Date.now();
        pane.close();
        await until(() => existsSync(`${run}.status`), 'the program to end');
        const stderr = readFileSync(`${run}.stderr`, 'utf8');
        expect(stderr).not.toMatch(/Assertion|Native stack|ResetStdio/);
        expect(stderr).toBe('');
        expect(JSON.parse(readFileSync(`${run}.status`, 'utf8'))).toEqual({code: 129, signal: null});
        expectSavedWithClock(home, closed - moved);
        expect(patienceProcesses(home)).toEqual([]);
      });
    });
  }
});
