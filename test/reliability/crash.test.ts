// The crash path on a real terminal: an uncaught error restores the terminal, runs the shutdown
// callbacks and prints one plain line that claims "saved" only when a callback reported a save.
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildFixture, Pane, quote, rawFlags, stopServer, Tally, until} from './harness.js';

const tally = new Tally();
let fixture = '';

beforeAll(async () => {
  fixture = await buildFixture('crash-app');
});

afterAll(() => {
  stopServer();
  tally.print('crash path (tries / failures)');
});

const PREFIX = "patience: the game stopped after an internal error (TypeError: Cannot read properties of undefined (reading 'startsWith')).";

describe('a crash while full screen', () => {
  for (const [mode, line] of [
    ['saved', `${PREFIX} Your game is saved.`],
    ['failed', `${PREFIX} Saving the game failed, so its last moves may be lost.`],
    ['none', PREFIX],
    ['rejection', 'patience: the game stopped after an internal error (RangeError: Invalid array length). Your game is saved.'],
  ] as const) {
    it(`${mode}: terminal restored, exit 1, one plain line`, async () => {
      await tally.run(`crash, shutdown callback ${mode}`, 1, async () => {
        const dir = mkdtempSync(join(tmpdir(), 'patience-crash-run-'));
        const out = (name: string) => quote(join(dir, name));
        const pane = new Pane(
          `${quote(process.execPath)} ${quote(fixture)} ${mode} 2>${out('stderr')}; echo $? >${out('status')}; stty -a >${out('stty')}; echo >${out('done')}; exec sleep 60`,
        );
        try {
          await until(() => existsSync(join(dir, 'done')), 'the fixture to crash');
          expect(readFileSync(join(dir, 'status'), 'utf8').trim()).toBe('1');
          expect(readFileSync(join(dir, 'stderr'), 'utf8')).toBe(`${line}\n`);
          expect(rawFlags(readFileSync(join(dir, 'stty'), 'utf8'))).toEqual([]);
          expect(pane.normalScreen()).toBe(true);
          expect(pane.screen()).not.toContain('crash fixture running');
        } finally {
          pane.close();
        }
      });
    });
  }
});
