import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {build, transform} from 'esbuild';
import {describe, expect, it} from 'vitest';
// @ts-expect-error: the build script is plain JavaScript without declarations.
import {checkAllApplied, dependencyPlugin, PATCHES, STUBS} from '../../esbuild.config.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');

type Patch = {why: string; file: RegExp; from: string | RegExp; to: string};

/** Bundles an entry that imports a fake dependency, with the given patches. */
async function bundleWith(dependency: string, patches: Patch[]): Promise<{code: string; applied: Set<Patch>}> {
  const directory = mkdtempSync(join(tmpdir(), 'patience-patch-'));
  writeFileSync(join(directory, 'dependency.js'), dependency);
  writeFileSync(join(directory, 'entry.js'), "import {value} from './dependency.js'; console.log(value);");
  const applied = new Set<Patch>();
  const result = await build({
    entryPoints: [join(directory, 'entry.js')],
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
    plugins: [dependencyPlugin(patches, {}, applied)],
  });
  return {code: result.outputFiles[0].text, applied};
}

const patch = (from: string, to: string, file = /dependency\.js$/): Patch => ({why: 'test patch', file, from, to});

describe('dependency patches', () => {
  it('are applied at bundle time', async () => {
    const used = patch("'old'", "'new'");
    const {code, applied} = await bundleWith("export const value = 'old';", [used]);
    expect(code).toContain('"new"');
    expect(applied.has(used)).toBe(true);
  });

  it('fail the build when their text is no longer found', async () => {
    await expect(bundleWith("export const value = 'changed';", [patch("'old'", "'new'")])).rejects.toThrow(/patch no longer applies.*found 0 times/);
  });

  it('fail the build when their text is found more than once', async () => {
    await expect(bundleWith("export const value = 'old' + 'old';", [patch("'old'", "'new'")])).rejects.toThrow(/found 2 times/);
  });

  it('fail the build when their file is not in the bundle any more', async () => {
    const elsewhere = patch("'old'", "'new'", /moved-away\.js$/);
    const {applied} = await bundleWith("export const value = 'old';", [elsewhere]);
    expect(() => checkAllApplied([elsewhere], applied)).toThrow(/not in the bundle any more/);
  });
});

describe('string-width without the v flag', () => {
  it('measures text as the original does', async () => {
    const samples = [
      'plain',
      '10♠ K♥ A♦ 7♣',
      'Größe',
      '漢字かな',
      'ｶﾞ',
      '😀',
      '👍🏽',
      '🇩🇪',
      '1️⃣',
      '♠️',
      '©️',
      '👨‍👩‍👧',
      'e\u0301',
      '\u200b',
      '한국어',
      'Die Harfe · deal 3',
      '╭─╮│▒│╰─╯',
    ];
    const contents = `import stringWidth from 'string-width'; console.log(JSON.stringify(${JSON.stringify(samples)}.map((text) => stringWidth(text))));`;
    const production = await build({
      stdin: {contents, resolveDir: ROOT, loader: 'js'},
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node18',
      logLevel: 'silent',
      plugins: [dependencyPlugin(PATCHES, {})],
    });
    expect(production.outputFiles[0].text).not.toContain('RGI_Emoji');
    const file = join(mkdtempSync(join(tmpdir(), 'patience-width-')), 'width.mjs');
    writeFileSync(file, production.outputFiles[0].text);
    const patched = JSON.parse(execFileSync(process.execPath, [file], {encoding: 'utf8'})) as number[];
    const {default: stringWidth} = await import('string-width');
    expect(patched).toEqual(samples.map((text) => stringWidth(text)));
  });
});

describe('stubbed dependencies', () => {
  /** conf bundled with the production stubs (ajv, ajv-formats, semver), run in a child process. */
  async function runConf(options: string): Promise<ReturnType<typeof spawnSync>> {
    const directory = mkdtempSync(join(tmpdir(), 'patience-conf-'));
    const contents = `import Conf from 'conf';
      const options = {cwd: ${JSON.stringify(directory)}, configName: 'config', projectName: 'patience', clearInvalidConfig: false, ${options}};
      const first = new Conf(options);
      first.store = {saves: {harfe: {deal: 3, moves: [{kind: 'deal'}]}}, lastGame: 'harfe'};
      const second = new Conf(options);
      console.log(JSON.stringify(second.store));`;
    const result = await build({
      stdin: {contents, resolveDir: ROOT, loader: 'js'},
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node18',
      logLevel: 'silent',
      plugins: [dependencyPlugin([], STUBS)],
    });
    const file = join(directory, 'entry.mjs');
    writeFileSync(file, result.outputFiles[0].text);
    return spawnSync(process.execPath, [file], {encoding: 'utf8'});
  }

  it('leave conf working as the game uses it: no schema, no migrations', async () => {
    const result = await runConf('');
    expect(result.stderr).toBe('');
    expect(JSON.parse(String(result.stdout))).toEqual({saves: {harfe: {deal: 3, moves: [{kind: 'deal'}]}}, lastGame: 'harfe'});
  });

  it('say so if conf is ever asked to validate (so a test fails, not a player)', async () => {
    const result = await runConf("schema: {lastGame: {type: 'string'}}");
    expect(result.status).not.toBe(0);
    expect(String(result.stderr)).toContain('ajv is not bundled');
  });
});

const V_FLAG = /,\s*["'`][dgimsuy]*v[dgimsuy]*["'`]\)/;

describe('the built bundle', () => {
  it('would notice a regular expression with the v flag', async () => {
    const lowered = await transform('export const emoji = /^(?:\\p{RGI_Emoji})$/v;', {target: 'node18', minify: true});
    expect(lowered.code).toMatch(V_FLAG);
  });

  const files = [
    join(DIST, 'cli.js'),
    join(DIST, 'core.js'),
    ...readdirSync(join(DIST, 'chunks'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => join(DIST, 'chunks', name)),
  ];
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');

  it('has no regular expressions with the v flag (Node 20+)', () => {
    // esbuild turns such literals into RegExp calls for a Node 18 target; the flags are their last argument.
    expect(code).not.toMatch(V_FLAG);
  });

  it('uses no API newer than Node 18', () => {
    const newer = [
      /\.toSorted\(/,
      /\.toReversed\(/,
      /\.toSpliced\(/,
      /\b(Object|Map)\.groupBy\b/,
      /Promise\.withResolvers\b/,
      /Array\.fromAsync\b/,
      /\.(isWellFormed|toWellFormed)\(/,
      /\.(union|intersection|symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)\(/,
      /RegExp\.escape\b/,
      /import\.meta\.(dirname|filename)\b/,
      /getBuiltinModule\b/,
      /\bstyleText\b/,
      /Iterator\.from\b/,
      /\bglobSync\b/,
    ];
    for (const pattern of newer) expect(code, String(pattern)).not.toMatch(pattern);
  });

  it('starts with an entry that only checks the Node version and then loads the program', () => {
    const entry = readFileSync(join(DIST, 'cli.js'), 'utf8');
    expect(entry.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(entry).not.toMatch(/\bimport\s*[{*\w]|\brequire\(/);
    expect(entry).toMatch(/import\("\.\/chunks\/main-\w+\.js"\)/);
    expect(entry.length).toBeLessThan(400);
  });

  it('ships no React DevTools, ajv or semver', () => {
    expect(readdirSync(join(DIST, 'chunks')).filter((name) => /devtools/.test(name))).toEqual([]);
    expect(code).not.toMatch(/react-devtools|connectToDevTools/);
    expect(code).not.toMatch(/json-schema\.org|ajv\.js\.org/);
    expect(code).not.toMatch(/SEMVER_SPEC_VERSION/);
  });
});
