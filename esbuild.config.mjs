// Builds the published package (npm run build; npm pack runs it through prepack):
//   dist/cli.js      the command: checks the Node version, then loads dist/chunks/main-*.js, which
//                    draws the first frame with the pure rules core; Ink, React and conf load after it
//   dist/core.js     the pure rules API (`patiencen/core`), with declarations in dist/types/
// Every dependency is inlined, so the installed package needs nothing else. Run with --analyze to
// see what each package costs in the bundle.
import {mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {build} from 'esbuild';

const ROOT = dirname(fileURLToPath(import.meta.url));

const escape = (text) => text.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A file of a dependency installed at the top of node_modules (not a nested copy of another version); esbuild sees real paths. */
const topLevel = (file) => new RegExp(`^${escape(join(realpathSync(join(ROOT, 'node_modules')), file))}$`);

/** The oldest Node the package runs on; cli.tsx checks it, package.json's engines states it. */
export const TARGET = 'node18';

// Some bundled CommonJS still calls require() for Node built-ins; the ESM chunks get one.
const REQUIRE_BANNER = "import {createRequire as __cr} from 'node:module'; const require = __cr(import.meta.url);";

const YOGA = /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/;
const YOGA_BASE64 = /H="data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)"/g;

/**
 * Dependency source patched at bundle time. Each `from` must occur exactly once in its file, and
 * each file must be part of the bundle: when a dependency changes, the build fails rather than
 * silently shipping unpatched code.
 */
export const PATCHES = [
  {
    why: 'Ink loads React DevTools (a 49 KB chunk and ws) when DEV=true; the published program never does',
    file: /ink[\\/]build[\\/]reconciler\.js$/,
    from: "if (isDev()) {\n    try {\n        await import('./devtools.js');",
    to: "if (false) {\n    try {\n        await import('./devtools.js');",
  },
  {
    why: 'yargs-parser, inside meow, refuses Node < 20 at run time; the parts meow uses work on Node 18 (the packaging test runs them there)',
    file: /meow[\\/]build[\\/]dependencies\.js$/,
    from: '? Number(process.env.YARGS_MIN_NODE_VERSION)\n    : 20;',
    to: '? Number(process.env.YARGS_MIN_NODE_VERSION)\n    : 18;',
  },
  {
    why: 'meow normalises package data at import (about 15 ms of spdx licence tables); made lazy, and as we pass pkg and never read it back, the code drops out of the bundle',
    file: /meow[\\/]build[\\/]dependencies\.js$/,
    from: 'var normalizeExports = requireNormalize();\nconst normalizePackageData = getDefaultExportFromCjs(normalizeExports);',
    to: 'const normalizePackageData = (...args) => getDefaultExportFromCjs(requireNormalize())(...args);',
  },
  {
    why: "meow's package.json reader loads Babel's code-frame at import; made lazy, and unused (we give pkg), it drops out of the bundle",
    file: /meow[\\/]build[\\/]dependencies\.js$/,
    from: 'var libExports = requireLib$1();',
    to: 'const libExports = {codeFrameColumns: (...args) => requireLib$1().codeFrameColumns(...args)};',
  },
  {
    why: 'meow looks for package.json only when no pkg is given; we always give one, so its file search and normaliser stay out',
    file: /meow[\\/]build[\\/]options\.js$/,
    from: "import { a as readPackageUpSync, n as normalizePackageData } from './dependencies.js';",
    to: 'const readPackageUpSync = () => undefined;\nconst normalizePackageData = () => {};',
  },
  {
    why: "Yoga decodes its inlined WebAssembly with fetch() when fetch exists, which loads Node's whole HTTP client; its own synchronous decoder does the same job",
    file: YOGA,
    from: 'w||"function"!=typeof fetch?',
    to: 'true?',
  },
  {
    why: 'Yoga inlines its WebAssembly as base64 (96 KB, 39 KB packed); shipped as dist/chunks/yoga.wasm it packs to 29 KB and loads without decoding',
    file: YOGA,
    from: YOGA_BASE64,
    to: 'H="yoga.wasm"',
  },
  {
    why: 'reads dist/chunks/yoga.wasm (written by this build) where Yoga would take a wasmBinary option',
    file: YOGA,
    from: 'var w;h.wasmBinary&&(w=h.wasmBinary);',
    to: 'var w=__readYogaWasm(new URL("./yoga.wasm",import.meta.url));h.wasmBinary&&(w=h.wasmBinary);',
  },
  {
    why: 'the file reader for the patch above',
    file: YOGA,
    from: 'var loadYoga = (() => {',
    to: "import {readFileSync as __readYogaWasm} from 'node:fs';\nvar loadYoga = (() => {",
  },
  {
    why: 'string-width uses regular expressions with the v flag (Node 20+); these two mean the same with u',
    file: topLevel('string-width/index.js'),
    from: '\\p{Enclosing_Mark}\\p{Surrogate}]/v;\nconst spacingMarkRegex = /\\p{Spacing_Mark}/v;',
    to: '\\p{Enclosing_Mark}\\p{Surrogate}]/u;\nconst spacingMarkRegex = /\\p{Spacing_Mark}/u;',
  },
  {
    why: '\\p{RGI_Emoji} exists only with the v flag (Node 20+); a grapheme cluster is drawn as an emoji when it starts with an emoji-presentation character, an emoji with VS16, or a flag (test/packaging/build.test.ts compares the widths)',
    file: topLevel('string-width/index.js'),
    from: 'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;',
    to: 'const rgiEmojiRegex = /^(?:\\p{Emoji_Presentation}|\\p{Emoji}\\uFE0F|\\p{Regional_Indicator}{2})/u;',
  },
];

// Patches for the cost of a key and for memory (Ink renders the table as one text on every frame).
PATCHES.push(
  {
    why: 'Ink remembers the size of every text it has measured, for ever; the table is one text, and with a clock on screen that is a new one every second: a small cache keeps memory flat',
    file: /ink[\\/]build[\\/]measure-text\.js$/,
    from: '    cache.set(text, dimensions);',
    to: '    if (cache.size >= 64) cache.clear();\n    cache.set(text, dimensions);',
  },
  {
    why: "Ink strips escape sequences other than styles from every Text on every render, character by character; the table's lines hold only SGR styles, which are kept, so one test suffices",
    file: /ink[\\/]build[\\/]sanitize-ansi\.js$/,
    from: '    if (!hasAnsiControlCharacters(text)) {',
    to: '    if (!hasAnsiControlCharacters(text) || !/[\\u0080-\\u009F]|\\u001B(?!\\[[\\d:;]*m)/.test(text)) {',
  },
  {
    why: 'string-width measures anything but plain ASCII grapheme by grapheme (Intl.Segmenter, emoji tables) and Ink measures every changed line: box drawing, block elements, suits, arrows and Latin-1 letters are one cell each (East Asian "ambiguous" counts as narrow by default)',
    file: topLevel('string-width/index.js'),
    from: 'if (/^[\\u0020-\\u007E]*$/.test(string)) {',
    to: 'if (/^[\\u0020-\\u007E]*$/.test(string) || (ambiguousIsNarrow && /^[\\u0020-\\u007E\\u00A0-\\u00AC\\u00AE-\\u00FF\\u2013\\u2014\\u2018-\\u201E\\u2026\\u203A\\u2190-\\u2193\\u22EE\\u2500-\\u259F\\u25B6\\u2660-\\u2667]*$/.test(string))) {',
  },
);

const unbundled = (name) => `throw new Error('patience: ${name} is not bundled (see STUBS in esbuild.config.mjs)');`;

/**
 * Modules left out of the bundle. conf imports ajv (and its formats) for JSON-schema validation
 * and semver for migrations; we use neither, so they are replaced by modules that throw if anyone
 * ever calls them (test/packaging/stubs.test.ts runs conf with these stubs).
 */
export const STUBS = {
  'ajv/dist/2020.js': `export class Ajv2020 { constructor() { ${unbundled('ajv')} } }`,
  'ajv-formats': `export default {default() { ${unbundled('ajv-formats')} }};`,
  'semver': `export default new Proxy({}, {get() { ${unbundled('semver')} }});`,
};

/**
 * Imports sent to another copy of a package. Each must be used, like a patch. wrap-ansi (inside
 * Ink) still asks for string-width 7, a second copy with its own emoji tables; version 8's same
 * function serves it.
 */
export const ALIASES = [{why: 'wrap-ansi shares string-width 8', importer: /wrap-ansi[\\/]index\.js$/, path: 'string-width'}];

/** The esbuild plugin that applies PATCHES, STUBS and ALIASES; `applied` collects the patches and aliases it used. */
export function dependencyPlugin(patches = PATCHES, stubs = STUBS, applied = new Set(), aliases = []) {
  return {
    name: 'patience-dependencies',
    setup(pluginBuild) {
      for (const alias of aliases) {
        pluginBuild.onResolve({filter: new RegExp(`^${escape(alias.path)}$`)}, async ({importer, kind}) => {
          if (!alias.importer.test(importer)) return undefined;
          applied.add(alias);
          return pluginBuild.resolve(alias.path, {kind, resolveDir: ROOT});
        });
      }
      const names = Object.keys(stubs);
      if (names.length > 0) {
        const filter = new RegExp(`^(${names.map(escape).join('|')})$`);
        pluginBuild.onResolve({filter}, ({path}) => ({path, namespace: 'patience-stub'}));
        pluginBuild.onLoad({filter: /.*/, namespace: 'patience-stub'}, ({path}) => ({contents: stubs[path], loader: 'js'}));
      }
      // One handler per file: esbuild uses only the first onLoad that answers.
      const files = new Map(patches.map((patch) => [patch.file.source, patch.file]));
      for (const [source, file] of files) {
        pluginBuild.onLoad({filter: file}, ({path}) => {
          let text = readFileSync(path, 'utf8');
          for (const patch of patches.filter((each) => each.file.source === source)) {
            const count = typeof patch.from === 'string' ? text.split(patch.from).length - 1 : [...text.matchAll(patch.from)].length;
            if (count !== 1) throw new Error(`patch no longer applies to ${path} (found ${count} times, expected once): ${patch.why}`);
            text = text.replace(patch.from, () => patch.to);
            applied.add(patch);
          }
          return {contents: text, loader: 'js'};
        });
      }
    },
  };
}

/** Fails when a patch's file was not part of the bundle at all (a dependency moved or renamed it). */
export function checkAllApplied(patches, applied) {
  const missing = patches.filter((patch) => !applied.has(patch));
  if (missing.length > 0) throw new Error(`patch target not in the bundle any more: ${missing.map((patch) => patch.why).join('; ')}`);
}

/** The WebAssembly that the Yoga patches above take out of the JavaScript, next to the chunk that loads it. */
function writeYogaWasm(outdir) {
  const source = readFileSync(join(ROOT, 'node_modules/yoga-layout/dist/binaries/yoga-wasm-base64-esm.js'), 'utf8');
  const [, base64] = [...source.matchAll(YOGA_BASE64)][0];
  writeFileSync(join(outdir, 'chunks', 'yoga.wasm'), Buffer.from(base64, 'base64'));
}

/**
 * Declarations for dist/core.js, generated from source/api.ts: only the files its types reach are
 * written (dist/types/api.d.ts and what it imports), not one per source file.
 */
async function emitDeclarations(outdir) {
  const {default: ts} = await import('typescript');
  // The compiler options of tsconfig.json (those `npm test` type-checks with), set to emit declarations.
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, {...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {}});
  if (!config) throw new Error('declarations: tsconfig.json cannot be read');
  const options = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: join(ROOT, 'source'),
    outDir: join(outdir, 'types'),
  };
  const program = ts.createProgram([join(ROOT, 'source', 'api.ts')], options);
  const emitted = new Map();
  // Type errors are tsc's to report (npm test runs it); here only what stops declarations counts.
  const result = program.emit(undefined, (file, text) => emitted.set(resolve(file), text));
  const errors = result.diagnostics.filter((each) => each.category === ts.DiagnosticCategory.Error);
  if (result.emitSkipped || errors.length > 0) {
    throw new Error(ts.formatDiagnostics(errors, {getCanonicalFileName: (name) => name, getCurrentDirectory: () => ROOT, getNewLine: () => '\n'}));
  }

  const pending = [join(outdir, 'types', 'api.d.ts')];
  const written = new Set();
  while (pending.length > 0) {
    const file = pending.pop();
    if (written.has(file)) continue;
    const text = emitted.get(file);
    if (text === undefined) throw new Error(`declarations: ${file} was not emitted`);
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, text);
    written.add(file);
    for (const [, specifier] of text.matchAll(/(?:from\s+|import\()'(\.{1,2}\/[^']+)\.js'/g)) pending.push(resolve(dirname(file), `${specifier}.d.ts`));
  }
}

/** Per-package byte counts of the built JavaScript, largest first. */
function analyse(metafile) {
  const sizes = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, {bytesInOutput}] of Object.entries(output.inputs)) {
      const match = input.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/);
      const key = match ? match[1] : input.split(/[\\/]/).slice(0, 2).join('/');
      sizes.set(key, (sizes.get(key) ?? 0) + bytesInOutput);
    }
  }
  return [...sizes].sort((a, b) => b[1] - a[1]);
}

export async function buildPackage({outdir = join(ROOT, 'dist'), minify = true, declarations = true, analyze = false} = {}) {
  const {version} = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const applied = new Set();
  const shared = {
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: TARGET,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  };

  rmSync(outdir, {recursive: true, force: true});
  // One build for both entries, so the rules code that the CLI and dist/core.js share ships once.
  const result = await build({
    ...shared,
    // The solver's thread is an entry of its own, next to the chunk that starts it (source/cli/main.ts).
    entryPoints: {'cli': 'cli.tsx', 'core': 'source/api.ts', 'chunks/solver-worker': 'source/solver/worker.ts'},
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    minify,
    define: {'process.env.NODE_ENV': '"production"', 'PACKAGE_VERSION': JSON.stringify(version)},
    banner: {js: REQUIRE_BANNER},
    lineLimit: 1000,
    plugins: [dependencyPlugin(PATCHES, STUBS, applied, ALIASES)],
  });
  checkAllApplied([...PATCHES, ...ALIASES], applied);
  writeYogaWasm(outdir);

  // The entry must stay parseable and runnable by old Node, to tell it that it is too old: no static
  // imports, and so no require either. The API entry needs no require.
  for (const name of ['cli.js', 'core.js']) {
    const file = join(outdir, name);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(REQUIRE_BANNER)) throw new Error(`dist/${name}: the require banner moved; update esbuild.config.mjs`);
    const stripped = text.replace(REQUIRE_BANNER, '');
    if (/\brequire\(/.test(stripped)) throw new Error(`dist/${name} calls require()`);
    if (name === 'cli.js' && /\bimport\s*[{*\w]/.test(stripped))
      throw new Error('dist/cli.js must only check the Node version and import() the program; it gained static imports');
    writeFileSync(file, stripped);
  }
  if (declarations) await emitDeclarations(outdir);

  if (analyze) {
    for (const [name, bytes] of analyse(result.metafile)) console.log(`${String(bytes).padStart(9)}  ${name}`);
  }
  return result.metafile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // --no-types skips the declarations (5 s of type checking) for npm start, test and bench; npm pack and npm run build make them.
  await buildPackage({
    minify: process.env.PATIENCE_MINIFY !== '0',
    declarations: !process.argv.includes('--no-types'),
    analyze: process.argv.includes('--analyze'),
  });
}
