// Runs one of the repository's TypeScript tools: bundles it with esbuild into node_modules/.cache and starts it with the
// arguments given (npm run winnability -- --game stern). Worker threads of the tool load the same bundle.
import {spawnSync} from 'node:child_process';
import {mkdirSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [entry, ...args] = process.argv.slice(2);
const outdir = join(ROOT, 'node_modules', '.cache', 'patience-tools');
mkdirSync(outdir, {recursive: true});
const outfile = join(outdir, `${basename(entry).replace(/\.tsx?$/, '')}.mjs`);
await build({absWorkingDir: ROOT, entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning'});
const result = spawnSync(process.execPath, [outfile, ...args], {stdio: 'inherit', cwd: ROOT});
process.exit(result.status ?? 1);
