// TERM=dumb cannot move the cursor: a clear message and exit 1, before anything is drawn or the
// terminal is touched. An unset TERM is taken as an ordinary ANSI terminal (the game plays).
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {CLI, freshHome} from '../e2e/terminal.js';
import {Pane, patience, quote, rawFlags, stopServer, until} from './harness.js';

afterAll(stopServer);

function run(home: string, command: string): Pane {
  const out = (name: string) => quote(join(home, name));
  return new Pane(`${command} 2>${out('stderr')}; echo $? >${out('status')}; stty -a >${out('stty')}; echo >${out('done')}; exec sleep 60`);
}

describe('TERM=dumb', () => {
  it('says the terminal cannot move the cursor and exits 1, drawing nothing', async () => {
    const home = freshHome();
    const pane = run(home, `TERM=dumb ${patience(home, ['staffelpatience', '--deal', '8'])}`);
    try {
      await until(() => existsSync(join(home, 'done')), 'the program to end');
      expect(readFileSync(join(home, 'status'), 'utf8').trim()).toBe('1');
      const stderr = readFileSync(join(home, 'stderr'), 'utf8');
      expect(stderr).toBe(
        'patience: this terminal (TERM=dumb) cannot move the cursor, which the game needs: run it in a terminal emulator, or set TERM to its type (e.g. TERM=xterm-256color)\n',
      );
      // Nothing was drawn on the terminal and its mode was never changed.
      expect(pane.screen().trim()).toBe('');
      expect(pane.normalScreen()).toBe(true);
      expect(rawFlags(readFileSync(join(home, 'stty'), 'utf8'))).toEqual([]);
      expect(existsSync(join(home, 'config.json'))).toBe(false);
    } finally {
      pane.close();
    }
  });

  it('says it in German too', async () => {
    const home = freshHome();
    const pane = run(home, `TERM=dumb ${patience(home, ['--lang', 'de'])}`);
    try {
      await until(() => existsSync(join(home, 'done')), 'the program to end');
      expect(readFileSync(join(home, 'status'), 'utf8').trim()).toBe('1');
      expect(readFileSync(join(home, 'stderr'), 'utf8')).toMatch(/^patience: dieses Terminal \(TERM=dumb\) kann den Cursor nicht bewegen/);
    } finally {
      pane.close();
    }
  });

  it('still prints --list, --rules and --stats, without escape sequences', () => {
    for (const args of [['--list'], ['--rules', 'harfe'], ['--stats']]) {
      const result = spawnSync(process.execPath, [CLI, ...args], {encoding: 'utf8', env: {...process.env, TERM: 'dumb', PATIENCE_HOME: freshHome()}});
      expect(result.status).toBe(0);
      expect(result.stdout.length).toBeGreaterThan(0);
      expect(result.stdout).not.toContain('\u001B');
    }
  });
});

describe('TERM unset', () => {
  it('plays as on an ANSI terminal and restores the terminal on quit', async () => {
    const home = freshHome();
    const pane = run(home, `env -u TERM ${patience(home, ['staffelpatience', '--deal', '8'])}`);
    try {
      await pane.waitScreen((screen) => screen.includes('deal 8') && screen.includes('moves 0'), 'the first frame');
      expect(pane.info('#{alternate_on}')).toBe('1');
      pane.keys('d');
      await pane.waitScreen((screen) => screen.includes('moves 1'), 'a move');
      pane.keys('q');
      await until(() => existsSync(join(home, 'done')), 'the program to end');
      expect(readFileSync(join(home, 'status'), 'utf8').trim()).toBe('0');
      expect(readFileSync(join(home, 'stderr'), 'utf8')).toBe('');
      expect(rawFlags(readFileSync(join(home, 'stty'), 'utf8'))).toEqual([]);
      expect(pane.normalScreen()).toBe(true);
    } finally {
      pane.close();
    }
  });
});
