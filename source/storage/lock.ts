import {mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync} from 'node:fs';
import {hostname} from 'node:os';
import {dirname} from 'node:path';

/**
 * Lock files: `{"pid": …, "host": …, "start": …}` created exclusively. A lock
 * whose process is gone (killed, crashed) is taken over; `start` (the process's
 * start time from /proc, where there is one) tells a reused pid from the owner.
 */
export type LockOwner = {readonly pid: number; readonly host: string; readonly start?: string};

export type Acquired =
  | {readonly held: true}
  /** Another running program holds it. */
  | {readonly held: false; readonly owner: LockOwner}
  /** The lock cannot be written at all (read-only or full storage): nobody can save here. */
  | {readonly held: 'unavailable'; readonly error: unknown};

function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state is 3rd, starttime 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? 'zombie' : fields[19];
  } catch {
    return undefined;
  }
}

let self: LockOwner | undefined;

export function me(): LockOwner {
  self ??= {pid: process.pid, host: hostname(), start: startOf(process.pid)};
  return self;
}

/** Whether the lock's owner is a program still running (another machine's owner counts as running). */
export function isAlive(owner: LockOwner): boolean {
  if (owner.host !== me().host) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = startOf(owner.pid);
  if (start === 'zombie') return false;
  return owner.start === undefined || start === undefined || start === owner.start;
}

function readOwner(path: string): LockOwner | undefined | 'missing' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : undefined;
  }
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (Number.isInteger(value.pid) && typeof value.host === 'string') {
      return {pid: value.pid!, host: value.host, start: typeof value.start === 'string' ? value.start : undefined};
    }
  } catch {}
  // A lock cut short by a crash between creating and writing it: nobody holds it.
  return undefined;
}

/** An unreadable lock younger than a second is most likely being written right now. */
function justMade(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs < 1000;
  } catch {
    return false;
  }
}

/** A lock being written right now, or one that could not be settled in a few tries. */
export const UNKNOWN: LockOwner = {pid: 0, host: ''};

const same = (a: LockOwner, b: LockOwner) => a.pid === b.pid && a.host === b.host && a.start === b.start;

/** Takes the lock if it is free or its owner is gone. Never throws. */
export function acquireLock(path: string): Acquired {
  const mine = me();
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      mkdirSync(dirname(path), {recursive: true});
    } catch (error) {
      return {held: 'unavailable', error};
    }
    try {
      writeFileSync(path, JSON.stringify(mine), {flag: 'wx'});
      return {held: true};
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        // Created but not written (a full disk): an empty lock would stop everyone.
        try {
          unlinkSync(path);
        } catch {}
        return {held: 'unavailable', error};
      }
    }
    const owner = readOwner(path);
    if (owner === 'missing') continue;
    if (owner && same(owner, mine)) return {held: true};
    if (owner && isAlive(owner)) return {held: false, owner};
    if (!owner && justMade(path)) return {held: false, owner: UNKNOWN};
    // Stale: move it out of the way under a name of our own, then look at what was moved,
    // in case another program took the lock over in the meantime.
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
    } catch {
      continue;
    }
    const moved = readOwner(aside);
    try {
      unlinkSync(aside);
    } catch {}
    if (moved && moved !== 'missing' && isAlive(moved) && !same(moved, mine)) {
      try {
        writeFileSync(path, JSON.stringify(moved), {flag: 'wx'});
      } catch {}
      return {held: false, owner: moved};
    }
  }
  return {held: false, owner: UNKNOWN};
}

/** Whether this program still holds the lock (nobody removed or took it). */
export function holdsLock(path: string): boolean {
  const owner = readOwner(path);
  return owner !== undefined && owner !== 'missing' && same(owner, me());
}

/** The running program holding the lock, other than this one. */
export function lockHolder(path: string): LockOwner | undefined {
  const owner = readOwner(path);
  if (owner === undefined || owner === 'missing' || same(owner, me())) return undefined;
  return isAlive(owner) ? owner : undefined;
}

export function releaseLock(path: string): void {
  if (!holdsLock(path)) return;
  try {
    unlinkSync(path);
  } catch {}
}

const pause = new Int32Array(new SharedArrayBuffer(4));

export function sleepSync(ms: number): void {
  Atomics.wait(pause, 0, 0, ms);
}

/**
 * Runs `work` holding the lock, waiting up to `wait` ms for another program to
 * finish with it. Throws when the lock cannot be had (the caller tries again later).
 */
export function withLock<T>(path: string, work: () => T, wait = 1000): T {
  const until = Date.now() + wait;
  for (let delay = 1; ; delay = Math.min(delay * 2, 20)) {
    const got = acquireLock(path);
    if (got.held === true) break;
    if (got.held === 'unavailable') throw got.error;
    if (Date.now() >= until) throw Object.assign(new Error(`${path} is held by process ${got.owner.pid}`), {code: 'EBUSY', path});
    sleepSync(delay);
  }
  try {
    return work();
  } finally {
    releaseLock(path);
  }
}
