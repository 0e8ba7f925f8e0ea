import {
  accessSync,
  closeSync,
  constants,
  copyFileSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {TEMPORARY, writeVerified, writerOf} from './safe-write.js';

/**
 * The largest file the program reads. A save of 100,000 moves is about 0.5 MB and statistics of
 * 100,000 counted deals about 3 MB; anything larger is not ours (or was damaged into something
 * else) and is set aside unread, so a hostile size cannot slow the start or fill the memory.
 */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** A file read from disk: missing, readable JSON, or something that is not (with why). */
export type Read =
  | {readonly kind: 'missing'}
  | {readonly kind: 'json'; readonly value: unknown}
  | {readonly kind: 'bad'; readonly why: 'not-json' | 'too-big' | 'not-file' | 'unreadable'; readonly code?: string};

/** A file that is not ours to parse: set aside whole. */
export const unusable = (read: Read): boolean => read.kind === 'bad' && (read.why === 'not-json' || read.why === 'too-big');

/** Reads a JSON file; one larger than `limit` bytes is not read at all. */
export function readJson(path: string, limit = MAX_FILE_BYTES): Read {
  let text: string;
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return {kind: 'bad', why: 'not-file', code: 'EISDIR'};
    if (stat.size > limit) return {kind: 'bad', why: 'too-big'};
    text = readFileSync(fd, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return {kind: 'missing'};
    return {kind: 'bad', why: code === 'EISDIR' ? 'not-file' : 'unreadable', code};
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  try {
    return {kind: 'json', value: JSON.parse(text) as unknown};
  } catch {
    return {kind: 'bad', why: 'not-json'};
  }
}

/** Writes a file whole or not at all (see writeVerified), for the writes made before conf is loaded. */
export function writeJsonNow(path: string, value: unknown): void {
  writeVerified(path, JSON.stringify(value));
}

/**
 * Whether the process that began a temporary file has ended: a write of this one is never in
 * progress while it looks (writes are synchronous), and a pid no process has is no writer. A
 * window on another host sharing the folder would seem ended: its write then fails, and stays due until the next one.
 */
function writerEnded(name: string): boolean {
  const pid = writerOf(name);
  if (pid === undefined) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes temporary files left by a write that never finished (the program was
 * killed mid-write): those whose writer has ended, and those older than `age` ms. Another
 * window's write in progress is left alone; `owned` names files whose every temporary file is
 * stale (this session holds their lock).
 */
export function removeStaleTemporaries(folder: string, now: number, age = 2000, owned: (file: string) => boolean = () => false): number {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!TEMPORARY.test(name) && !name.includes('.lock.stale-')) continue;
    const path = join(folder, name);
    try {
      const target = name.replace(TEMPORARY, '');
      if (!owned(target) && !writerEnded(name) && now - statSync(path).mtimeMs < age) continue;
      unlinkSync(path);
      removed++;
    } catch {}
  }
  return removed;
}

/** A compact UTC time for backup names: 20250131-235959. */
export function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replaceAll(/[-:]/g, '')
    .replace('T', '-');
}

/**
 * Keeps a copy of a file in the backups folder, under a name never used before.
 * With `move` the original is removed once the copy is safe. Returns the
 * copy's path, or undefined when the copy could not be made (then the original is left as it is).
 */
export function keepAside(path: string, backups: string, label: string, when: Date, move = false): string | undefined {
  try {
    mkdirSync(backups, {recursive: true});
    const base = `${label}.${stamp(when)}`;
    const extension = basename(path).endsWith('.json') ? '.json' : '';
    for (let attempt = 1; attempt < 100; attempt++) {
      const target = join(backups, `${base}${attempt === 1 ? '' : `-${attempt}`}${extension}`);
      try {
        statSync(target);
        continue;
      } catch {}
      if (move) renameSync(path, target);
      else copyFileSync(path, target);
      return target;
    }
  } catch {}
  return undefined;
}

/** The plain reason a write failed, as data for the message tables. */
export type WriteProblem = {
  readonly kind: 'permission' | 'read-only' | 'full' | 'limit' | 'not-file' | 'not-folder' | 'taken' | 'kept' | 'other';
  readonly path: string;
  readonly code?: string;
};

/**
 * Why writing `target` failed, in terms a player can act on. Errors that name no
 * path (a read of an open file) or the wrong one (mkdir of a missing folder
 * reports ENOENT, not why the folder could not be made) are looked into:
 * the nearest folder that exists tells.
 */
export function writeProblem(error: unknown, target: string): WriteProblem {
  const code = (error as NodeJS.ErrnoException)?.code;
  const named = (error as NodeJS.ErrnoException)?.path;
  const at = named && !TEMPORARY.test(named) ? named : target;
  // A check of the folder itself (access, mkdir) names the folder; a write names the file in it.
  const folder = isFolder(at) ? at : dirname(at);
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return {kind: 'permission', path: folder, code};
    case 'EROFS':
      return {kind: 'read-only', path: folder, code};
    case 'ENOSPC':
    case 'EDQUOT':
      return {kind: 'full', path: folder, code};
    case 'EFBIG':
      return {kind: 'limit', path: target, code};
    case 'EISDIR':
      return {kind: 'not-file', path: target, code};
    case 'EEXIST':
      return {kind: 'not-folder', path: at, code};
    case 'ETAKEN':
      return {kind: 'taken', path: target, code};
    case 'EKEPT':
      return {kind: 'kept', path: target, code};
    case 'ENOTDIR':
    case 'ENOENT':
      return blockingFolder(target) ?? {kind: 'other', path: at, code};
    default:
      return {kind: 'other', path: at, code: code ?? (error instanceof Error ? error.message : String(error))};
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The nearest existing ancestor of `path`, and why nothing can be made in it (a file, read-only, no permission). */
function blockingFolder(path: string): WriteProblem | undefined {
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    let isFolder: boolean;
    try {
      isFolder = statSync(folder).isDirectory();
    } catch {
      if (folder === dirname(folder)) return undefined;
      continue;
    }
    if (!isFolder) return {kind: 'not-folder', path: folder, code: 'ENOTDIR'};
    try {
      accessSync(folder, constants.W_OK);
      return undefined;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return {kind: code === 'EROFS' ? 'read-only' : 'permission', path: folder, code};
    }
  }
}

/** The problem in plain English, for logs and the crash message. */
export function describeProblem(problem: WriteProblem): string {
  switch (problem.kind) {
    case 'permission':
      return `no permission to write in ${problem.path}`;
    case 'read-only':
      return `${problem.path} is read-only`;
    case 'full':
      return `the disk holding ${problem.path} is full`;
    case 'limit':
      return `${problem.path} is larger than the file size limit (ulimit -f)`;
    case 'not-file':
      return `${problem.path} is a folder, not a file`;
    case 'not-folder':
      return `${problem.path} is not a folder`;
    case 'taken':
      return `${problem.path} was opened in another window`;
    case 'kept':
      return `${problem.path} cannot be read, so it is left as it is and not written`;
    case 'other':
      return `writing ${problem.path} failed (${problem.code ?? 'unknown error'})`;
  }
}
