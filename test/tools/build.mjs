// Builds the published CLI (every dependency inlined, production React) and the pure rules API.
// The CLI is split in two: dist/cli.js draws the first frame with the pure core alone, and
// dist/chunks/ holds Ink, React and conf, loaded once that frame is on screen (compiling them
// first would cost about 40 ms of start-up).
import {readFileSync, rmSync} from 'node:fs';
import {build} from 'esbuild';

const {version} = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

// Ink imports react-devtools-core only when DEV=true; the published file ships without it.
const devtoolsStub = {
  name: 'devtools-stub',
  setup(pluginBuild) {
    pluginBuild.onResolve({filter: /^react-devtools-core$/}, () => ({path: 'stub', namespace: 'devtools-stub'}));
    pluginBuild.onLoad({filter: /.*/, namespace: 'devtools-stub'}, () => ({contents: 'export default {connectToDevTools() {}};'}));
  },
};

// Patches to dependencies for start-up time, per-key cost and memory, applied at bundle time. Each
// is optional: if a dependency changes so that its text is no longer found, the build says so and
// bundles it unpatched. `only` narrows a file pattern that matches more than one copy.
const PATCHES = [
  {
    // meow's bundled dependencies normalise package data at import (about 15 ms of spdx licence
    // tables); meow itself only needs it, lazily, for --help and --version.
    file: /meow[\\/]build[\\/]dependencies\.js$/,
    from: 'var normalizeExports = requireNormalize();\nconst normalizePackageData = getDefaultExportFromCjs(normalizeExports);',
    to: 'const normalizePackageData = (...args) => getDefaultExportFromCjs(requireNormalize())(...args);',
  },
  {
    // Yoga decodes its inlined WebAssembly with fetch() when fetch exists, which loads Node's
    // whole HTTP client (undici: time and megabytes); its own synchronous decoder does the same.
    file: /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/,
    from: 'w||"function"!=typeof fetch?',
    to: 'true?',
  },
  {
    // Ink remembers the size of every text it has measured, for ever: the table is one text, and
    // with a clock on screen that is a new frame every second. A small cache keeps memory flat.
    file: /ink[\\/]build[\\/]measure-text\.js$/,
    from: '    cache.set(text, dimensions);',
    to: '    if (cache.size >= 64) cache.clear();\n    cache.set(text, dimensions);',
  },
  {
    // Ink strips escape sequences other than styles from every Text on every render, character by
    // character; the table's lines hold only SGR styles, which are kept, so one test suffices.
    file: /ink[\\/]build[\\/]sanitize-ansi\.js$/,
    from: '    if (!hasAnsiControlCharacters(text)) {',
    to: '    if (!hasAnsiControlCharacters(text) || !/[\\u0080-\\u009F]|\\u001B(?!\\[[\\d:;]*m)/.test(text)) {',
  },
  {
    // string-width measures anything but plain ASCII grapheme by grapheme (Intl.Segmenter, emoji
    // tables); Ink measures every changed line of the table. Box drawing, block elements, suits,
    // arrows and Latin-1 letters are one cell each (East Asian "ambiguous" counts as narrow by default).
    file: /node_modules[\\/]string-width[\\/]index\.js$/,
    // Ink's own copy, not the older one inside wrap-ansi.
    only: (path) => path.split('node_modules').length === 2,
    from: 'if (/^[\\u0020-\\u007E]*$/.test(string)) {',
    to: 'if (/^[\\u0020-\\u007E]*$/.test(string) || (ambiguousIsNarrow && /^[\\u0020-\\u007E\\u00A0-\\u00AC\\u00AE-\\u00FF\\u2013\\u2014\\u2018-\\u201E\\u2026\\u203A\\u2190-\\u2193\\u22EE\\u2500-\\u259F\\u25B6\\u2660-\\u2667]*$/.test(string))) {',
  },
];

const startupPatches = {
  name: 'startup-patches',
  setup(pluginBuild) {
    for (const patch of PATCHES) {
      pluginBuild.onLoad({filter: patch.file}, ({path}) => {
        if (patch.only && !patch.only(path)) return undefined;
        const text = readFileSync(path, 'utf8');
        if (!text.includes(patch.from)) console.warn(`build: ${path} changed; start-up patch not applied`);
        return {contents: text.replace(patch.from, patch.to), loader: 'js'};
      });
    }
  },
};

const shared = {bundle: true, platform: 'node', format: 'esm', target: 'node20', legalComments: 'none', logLevel: 'warning'};

rmSync('dist', {recursive: true, force: true});
await build({
  ...shared,
  entryPoints: ['cli.tsx'],
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  minify: process.env.PATIENCE_MINIFY !== '0',
  define: {'process.env.NODE_ENV': '"production"', PACKAGE_VERSION: JSON.stringify(version)},
  // Some dependencies still call require(); give the ESM bundle one.
  banner: {js: "import {createRequire as __cr} from 'node:module'; const require = __cr(import.meta.url);"},
  plugins: [devtoolsStub, startupPatches],
});

await build({...shared, entryPoints: ['source/api.ts'], outfile: 'dist/core.js'});
