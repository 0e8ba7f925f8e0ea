import {closeSync, fstatSync, fsyncSync, mkdirSync, openSync, renameSync, statSync, unlinkSync, writeSync} from 'node:fs';
import {dirname} from 'node:path';

/** The temporary files of `writeVerified` (and of conf's writer before it): `<file>.tmp-<10 digits><6 hex>`. */
export const TEMPORARY = /\.tmp-\d{10}[0-9a-f]{6}$/;

/** The process that began a temporary file: its name ends in the pid (Linux pids stop at 2^22, so six hex digits hold one whole). */
export function writerOf(name: string): number | undefined {
  return TEMPORARY.test(name) ? Number.parseInt(name.slice(-6), 16) : undefined;
}

export function temporaryName(path: string, now = Date.now()): string {
  return `${path}.tmp-${String(now).padStart(10, '0').slice(-10)}${process.pid.toString(16).padStart(6, '0').slice(-6)}`;
}

/** The few descriptor calls a write needs, so a test can make them fail or come up short. */
export type WriteCalls = {
  readonly write: (fd: number, data: Uint8Array, offset: number) => number;
  readonly size: (fd: number) => number;
};

const NODE_CALLS: WriteCalls = {
  write: (fd, data, offset) => writeSync(fd, data, offset, data.length - offset),
  size: (fd) => fstatSync(fd).size,
};

function failure(code: string, path: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), {code, path});
}

/**
 * Replaces `path` only with a complete copy of `text`: written to a temporary file beside it,
 * every byte accounted for (a short write on a nearly full disk or under `ulimit -f` is written
 * on from where it stopped, and one that makes no progress fails), its size checked, fsynced,
 * and only then renamed over the old file. On any failure the old file is untouched and the
 * temporary file is removed.
 */
export function writeVerified(path: string, text: string, calls: WriteCalls = NODE_CALLS): void {
  mkdirSync(dirname(path), {recursive: true});
  const data = Buffer.from(text, 'utf8');
  const temporary = temporaryName(path);
  const fd = openSync(temporary, 'w', 0o666);
  let complete = false;
  try {
    for (let offset = 0; offset < data.length;) {
      const written = calls.write(fd, data, offset);
      if (!(written > 0)) throw failure('ENOSPC', path, `no room to write ${path}`);
      offset += written;
    }
    fsyncSync(fd);
    if (calls.size(fd) !== data.length) throw failure('ENOSPC', path, `${path} was not written whole`);
    complete = true;
  } finally {
    try {
      closeSync(fd);
    } catch {}
    if (!complete) removeQuietly(temporary);
  }
  try {
    renameSync(temporary, path);
  } catch (error) {
    removeQuietly(temporary);
    throw error;
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {}
}

/** The identity of the file now at `path` (a rename gives every write a new one), or undefined when there is none. */
export function fileIdentity(path: string): string | undefined {
  try {
    const stat = statSync(path);
    return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
}
