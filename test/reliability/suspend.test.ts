// Ctrl-Z and fg under a real job-control shell (bash in tmux): the terminal is restored while the game
// is stopped (prompt usable, stty cooked, normal screen, cursor visible), fg brings raw mode, the
// alternate screen and the whole table back, and the clock does not count the time spent stopped.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {freshHome} from '../e2e/terminal.js';
import {Pane, patience, patiencePid, patienceProcesses, quote, rawFlags, readSave, sleep, stopServer, Tally, tmux, until} from './harness.js';

const RECORDER = new URL('recorder.mjs', import.meta.url).pathname;
const tally = new Tally();
afterAll(() => {
  stopServer();
  tally.print('Ctrl-Z / fg (tries / failures)');
});

/** The table without the title and status lines (the clock and the last action change there). */
function table(screen: string): string {
  return screen.split('\n').slice(1, -3).join('\n');
}

function shell(): Pane {
  return new Pane(`env PS1='$ ' bash --norc --noprofile -i`);
}

async function startGame(pane: Pane, command: string): Promise<{typed: number; played: string}> {
  await pane.waitScreen((screen) => screen.trimEnd().endsWith('$'), 'the shell prompt');
  const typed = Date.now();
  pane.type(command);
  await pane.waitScreen((screen) => screen.includes('deal 8') && screen.includes('moves 0'), 'the first frame');
  pane.keys('d');
  const played = await pane.waitScreen((screen) => screen.includes('moves 1'), 'a move');
  return {typed, played};
}

async function expectStopped(pane: Pane, home: string): Promise<void> {
  await pane.waitScreen((screen) => /Stopped/.test(screen) && screen.trimEnd().endsWith('$'), 'the job to stop and the prompt to come back');
  expect(pane.normalScreen()).toBe(true);
  // The prompt is usable: a typed command runs (and shows, so echo is on).
  pane.type(`stty -a > ${quote(join(home, 'stty'))}`);
  await until(() => existsSync(join(home, 'stty')) && readFileSync(join(home, 'stty'), 'utf8').includes('icanon'), 'stty in the shell');
  expect(rawFlags(readFileSync(join(home, 'stty'), 'utf8'))).toEqual([]);
  expect(pane.screen()).toContain('stty -a >');
}

describe('Ctrl-Z suspends, fg resumes', () => {
  for (const how of ['the Ctrl-Z key', 'kill -TSTP from outside'] as const) {
    it(`${how}: terminal restored while stopped, full redraw and raw mode after fg, clock paused`, async () => {
      await tally.run(`${how}, then fg`, 1, async () => {
        const home = freshHome();
        const pane = shell();
        try {
          const {typed, played} = await startGame(pane, patience(home, ['staffelpatience', '--deal', '8']));
          if (how === 'the Ctrl-Z key') pane.keys('C-z');
          else process.kill(await patiencePid(home), 'SIGTSTP');
          await expectStopped(pane, home);
          const stopped = Date.now();
          await sleep(1500);
          const resumed = Date.now();
          pane.type('fg');
          const redrawn = await pane.waitScreen((screen) => table(screen) === table(played), 'the whole table again after fg');
          expect(redrawn).toContain('moves 1');
          expect(pane.fullScreen()).toBe(true);
          // Raw mode is back: a key works without Enter.
          pane.keys('d');
          await pane.waitScreen((screen) => screen.includes('moves 2'), 'a move after fg');
          pane.keys('q');
          await until(() => patienceProcesses(home).length === 0, 'the program to quit');
          const ended = Date.now();
          await pane.waitScreen((screen) => screen.trimEnd().endsWith('$'), 'the prompt after quitting');
          expect(pane.normalScreen()).toBe(true);
          const save = readSave(home);
          expect(save?.moves).toHaveLength(2);
          // The clock ran at most while the program was running and not stopped.
          expect(save?.elapsed ?? 0).toBeLessThanOrEqual(ended - typed - (resumed - stopped));
          expect(save?.elapsed ?? 0).toBeGreaterThan(0);
        } finally {
          pane.close();
        }
      });
    });
  }

  it('a stopped game whose terminal closes is saved and ends cleanly (bash sends SIGHUP and SIGCONT)', async () => {
    await tally.run('stopped, then the terminal closes', 1, async () => {
      const home = freshHome();
      const run = join(home, 'run');
      const pane = shell();
      // The recorder keeps the exit status; it does not pass SIGHUP on, bash sends it to the whole job.
      await startGame(pane, `${[process.execPath, RECORDER, run, 'no'].map(quote).join(' ')} ${patience(home, ['staffelpatience', '--deal', '8'])}`);
      pane.keys('C-z');
      await pane.waitScreen((screen) => /Stopped/.test(screen), 'the job to stop (the recorder above it too)');
      pane.close();
      await until(() => existsSync(`${run}.status`), 'the program to end');
      expect(JSON.parse(readFileSync(`${run}.status`, 'utf8'))).toEqual({code: 129, signal: null});
      expect(readFileSync(`${run}.stderr`, 'utf8')).toBe('');
      expect(readSave(home)?.moves).toHaveLength(1);
      await until(() => patienceProcesses(home).length === 0, 'no patience process left');
    });
  });

  it('an outside SIGSTOP, the terminal reset meanwhile, then SIGCONT: raw mode, alternate screen and table come back', async () => {
    await tally.run('kill -STOP, terminal reset, kill -CONT', 1, async () => {
      const home = freshHome();
      // Under sh, not tmux directly: tmux continues a stopped child of its own at once.
      const pane = new Pane(`${patience(home, ['staffelpatience', '--deal', '8'])}; exec sleep 60`);
      try {
        await pane.waitScreen((screen) => screen.includes('deal 8'), 'the first frame');
        pane.keys('d');
        const played = await pane.waitScreen((screen) => screen.includes('moves 1'), 'a move');
        const pid = await patiencePid(home);
        process.kill(pid, 'SIGSTOP');
        await until(() => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].startsWith('T'), 'the program to stop');
        // What a shell might do to a stopped job's terminal: reset the screen, cooked mode back.
        tmux('send-keys', '-R', '-t', pane.name);
        execFileSync('stty', ['-F', pane.info('#{pane_tty}'), 'sane']);
        await pane.waitScreen((screen) => screen.trim() === '', 'the screen reset');
        process.kill(pid, 'SIGCONT');
        await pane.waitScreen((screen) => table(screen) === table(played), 'the whole table again after SIGCONT');
        expect(pane.fullScreen()).toBe(true);
        pane.keys('d');
        await pane.waitScreen((screen) => screen.includes('moves 2'), 'a key without Enter (raw mode) after SIGCONT');
        // Echoed in cooked mode, the d would stand on the line under the frame (the key line itself may begin with "d turn the stock").
        expect(pane.screen()).not.toMatch(/^d\s*$/m);
        pane.keys('q');
        await until(() => patienceProcesses(home).length === 0, 'the program to quit');
      } finally {
        pane.close();
      }
    });
  });

  it('without job control (no shell above it) Ctrl-Z does nothing harmful: the game goes on', async () => {
    await tally.run('Ctrl-Z without job control', 1, async () => {
      const home = freshHome();
      const pane = new Pane(`exec ${patience(home, ['staffelpatience', '--deal', '8'])}`);
      try {
        await pane.waitScreen((screen) => screen.includes('deal 8'), 'the first frame');
        pane.keys('d');
        const played = await pane.waitScreen((screen) => screen.includes('moves 1'), 'a move');
        pane.keys('C-z');
        await sleep(300);
        pane.keys('d');
        const after = await pane.waitScreen((screen) => screen.includes('moves 2'), 'a move after Ctrl-Z');
        expect(after.split('\n').length).toBe(played.split('\n').length);
        expect(pane.fullScreen()).toBe(true);
        pane.keys('q');
        await until(() => pane.dead(), 'the program to quit');
      } finally {
        pane.close();
      }
    });
  });
});
