import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

/** --variant through the built program (dist/, so `npm test` only); test/cli/variant.test.ts has the rest. */

const CLI = new URL('../../dist/cli.js', import.meta.url).pathname;

/** The built program with a fresh home folder. */
function run(args: readonly string[], settings?: object) {
  const home = mkdtempSync(join(tmpdir(), 'patience-variant-'));
  if (settings) writeFileSync(join(home, 'settings.json'), JSON.stringify({version: 1, ...settings}));
  const result = spawnSync(process.execPath, [CLI, ...args], {env: {PATH: process.env.PATH, PATIENCE_HOME: home, LANG: 'en_US.UTF-8'}, encoding: 'utf8'});
  return {status: result.status, out: result.stdout, err: result.stderr};
}

describe('the built program with --variant', () => {
  it('refuses an unknown variant with one line, the closest name and exit code 2, no stack trace', () => {
    const result = run(['stern', '--variant', 'advised-corner']);
    expect(result.status).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toBe(
      'patience: Der Stern has no variant "advised-corner" — did you mean advised-corners? (its variants: advised-corners, corner-once)\n',
    );
    const german = run(['stern', '--variant', 'xyz', '--lang', 'de']);
    expect(german.status).toBe(2);
    expect(german.err).toMatch(/^patience: Der Stern hat keine Variante „xyz“; möglich sind: advised-corners, corner-once \(oder standard\)\n$/);
  });

  it('prints the variant in play with --rules, the remembered one without --variant', () => {
    const asked = run(['stern', '--rules', '--variant', 'advised-corners']);
    expect(asked.status).toBe(0);
    expect(asked.out).toContain('VARIANT IN PLAY\nVariant: advised corners');
    const old = run(['stern', '--rules', '--variant', 'free-cells']);
    expect(old.status).toBe(0);
    expect(old.out).toContain('VARIANT IN PLAY\nThe standard rules');
    const remembered = run(['--rules', 'stern'], {variants: {stern: ['corner-once']}});
    expect(remembered.out).toContain('VARIANT IN PLAY\nVariant: each corner once');
    expect(run(['--list']).out).toMatch(/^stern .*\n {2}variants: advised-corners, corner-once$/m);
    expect(run(['--list']).out).toMatch(/^doppelhausen +Die Doppelhaufen /m);
  });
});
