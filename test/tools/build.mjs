// Builds the published CLI (one file, every dependency inlined, production React) and the pure rules API.
import {readFileSync} from 'node:fs';
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

const shared = {bundle: true, platform: 'node', format: 'esm', target: 'node20', legalComments: 'none', logLevel: 'warning'};

await build({
  ...shared,
  entryPoints: ['cli.tsx'],
  outfile: 'dist/cli.js',
  minify: true,
  define: {'process.env.NODE_ENV': '"production"', PACKAGE_VERSION: JSON.stringify(version)},
  // Some dependencies still call require(); give the ESM bundle one.
  banner: {js: "import {createRequire as __cr} from 'node:module'; const require = __cr(import.meta.url);"},
  plugins: [devtoolsStub],
});

await build({...shared, entryPoints: ['source/api.ts'], outfile: 'dist/core.js'});
