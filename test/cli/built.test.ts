import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const CLI = new URL('../../dist/cli.js', import.meta.url).pathname;

function home(): string {
  const directory = mkdtempSync(join(tmpdir(), 'patience-cli-'));
  const stats = {played: 3, won: 2, lost: 1, streak: 1, bestStreak: 1, bestTime: 61_000, fewestMoves: 90, recent: [1, 0, 1]};
  writeFileSync(join(directory, 'config.json'), JSON.stringify({stats: {'staffelpatience': stats, 'grosse-patience': stats, 'fuerst-bismarck': stats}}));
  return directory;
}

/** The built program with only the variables given (and PATH), so the machine's locale plays no part. */
function run(args: readonly string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [CLI, ...args], {env: {PATH: process.env.PATH, PATIENCE_HOME: home(), ...env}});
  return {status: result.status, stdout: result.stdout, stderr: result.stderr, out: result.stdout.toString('utf8'), err: result.stderr.toString('utf8')};
}

const UTF8 = {LANG: 'en_US.UTF-8'};

function expectOneLineError(result: ReturnType<typeof run>, code = 2): string {
  expect(result.status).toBe(code);
  expect(result.out).toBe('');
  expect(result.err).toMatch(/^patience: [^\n]+\n$/);
  expect(result.err).not.toMatch(/^patience: patience/);
  return result.err.trimEnd();
}

describe('the built command line', () => {
  it('has -h, --help, -v and --version', () => {
    for (const flag of ['-h', '--help']) {
      const help = run([flag], UTF8);
      expect(help.status).toBe(0);
      expect(help.out).toMatch(/^Usage: patience \[GAME\] \[OPTIONS\]/);
    }
    for (const flag of ['-v', '--version']) expect(run([flag]).out).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('refuses an unknown option in the chosen language, with exit code 2', () => {
    expect(expectOneLineError(run(['--foo'], UTF8))).toBe('patience: unknown option --foo (see patience --help)');
    expect(expectOneLineError(run(['--lang', 'de', '--foo'], UTF8))).toBe('patience: unbekannte Option --foo (siehe patience --help)');
    expect(expectOneLineError(run(['--lang=de', '--foo'], UTF8))).toBe('patience: unbekannte Option --foo (siehe patience --help)');
    expect(expectOneLineError(run(['--foo'], {LANG: 'de_DE.UTF-8'}))).toBe('patience: unbekannte Option --foo (siehe patience --help)');
  });

  it('suggests the game meant', () => {
    expect(expectOneLineError(run(['harfp'], UTF8))).toBe('patience: unknown game "harfp" — did you mean harfe?');
    expect(expectOneLineError(run(['--game', 'harq'], UTF8))).toBe('patience: unknown game "harq" — did you mean harp?');
    expect(expectOneLineError(run(['--lang=de', 'harfp'], UTF8))).toBe('patience: unbekanntes Spiel „harfp“ — meintest du harfe?');
  });

  it('refuses conflicting options with one line that names them', () => {
    expect(expectOneLineError(run(['--list', '--stats'], UTF8))).toBe('patience: --list cannot be used with --stats');
    expect(expectOneLineError(run(['--deal', '3', '--list'], UTF8))).toBe('patience: --deal cannot be used with --list');
    expect(expectOneLineError(run(['harfe', 'stern'], UTF8))).toBe('patience: two different games given: "harfe" and "stern"');
    expect(expectOneLineError(run(['--lang', 'de', 'harfe', '--game', 'elf'], UTF8))).toBe('patience: zwei verschiedene Spiele angegeben: „elf“ und „harfe“');
  });

  it('lists the ids for --rules without one', () => {
    const result = run(['--rules'], UTF8);
    expect(result.status).toBe(0);
    expect(result.out).toContain('harfe, napoleon-doublets');
  });

  it('honours LANGUAGE, except under the C locale', () => {
    expect(run(['--help'], {LANG: 'en_GB.UTF-8', LANGUAGE: 'fr:de'}).out).toMatch(/^Aufruf:/);
    expect(run(['--list'], {LANG: 'de_DE.UTF-8', LANGUAGE: 'en'}).out).toMatch(/^id\s+German name/);
    expect(run(['--help'], {LANG: 'C', LANGUAGE: 'de'}).out).toMatch(/^Usage:/);
  });

  describe.each([
    ['LANG=C', {LANG: 'C'}],
    ['LC_ALL=C', {LC_ALL: 'C', LANG: 'de_DE.UTF-8'}],
  ])('under %s prints nothing but ASCII', (_name, env) => {
    const cases = [
      ['--help'],
      ['--list'],
      ['--rules'],
      ['--stats'],
      ['-v'],
      ['harfp'],
      ['--foo'],
      ['staffelpatience'],
      ...['grosse-patience', 'halber-mond'].map((id) => ['--rules', id]),
    ];
    it.each(['en', 'de'])(
      'in %s',
      (lang) => {
        for (const args of cases) {
          const result = run([...args, '--lang', lang], env);
          const bytes = Buffer.concat([result.stdout, result.stderr]);
          expect(bytes.length, args.join(' ')).toBeGreaterThan(0);
          const wide = [...bytes].findIndex((byte) => byte > 0x7f);
          expect(wide, `${args.join(' ')}: byte ${wide} of\n${bytes.toString('latin1')}`).toBe(-1);
          for (const line of bytes.toString('latin1').split('\n')) expect(line.length, args.join(' ')).toBeLessThanOrEqual(80);
        }
        expect(run(['--stats', '--lang', lang], env).out).toMatch(/Fuerst Bismarck/);
      },
      120_000,
    );
  });
});
