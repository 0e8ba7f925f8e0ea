import {lstatSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync} from 'node:fs';
import {hostname} from 'node:os';
import {dirname} from 'node:path';
import {temporaryName} from './safe-write.js';

/**
 * Lock files: `{"pid": …, "host": …, "start": …, "since": …}` created exclusively. A lock
 * whose owner cannot be shown to be alive is taken over: on this host, its process is gone or
 * is another program (`start`, the process's start time from /proc, tells a reused pid from
 * the owner); on another host (a shared home over NFS, a container, a renamed machine) its
 * owner has not renewed it for STALE_AFTER_MS. A live owner's lock is taken over only when the
 * player says so (a frozen window); that owner then finds it is no longer its own before it writes.
 */
export type LockOwner = {readonly pid: number; readonly host: string; readonly start?: string; readonly since?: number};

/** How often a holder renews its game locks (their modification time). */
export const RENEW_EVERY_MS = 60_000;

/**
 * A lock of another host not renewed for this long is taken over. Five missed renewals: a
 * running program renews every minute, NFS may show a file's time up to a minute late
 * (acregmax), and a busy disk may delay a renewal, so a live program's lock is never this old;
 * a program killed on another machine keeps its game only five minutes.
 */
export const STALE_AFTER_MS = 5 * RENEW_EVERY_MS;

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

/** The age of a lock file (since it was made or last renewed), or undefined when it cannot be read. */
function ageOf(path: string, now: number): number | undefined {
  try {
    return now - lstatSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Whether the lock's owner is a program still running: on this host, by its process; on
 * another, by a lock renewed within STALE_AFTER_MS (`path` is the lock, for its age).
 */
export function isAlive(owner: LockOwner, path?: string, now = Date.now()): boolean {
  if (owner.host !== me().host) {
    const age = path === undefined ? undefined : ageOf(path, now);
    return age === undefined || age < STALE_AFTER_MS;
  }
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
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
    // A symbolic link to nothing is a lock nobody holds, not a missing one (which could be made).
    return ageOf(path, 0) === undefined ? 'missing' : undefined;
  }
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (Number.isInteger(value.pid) && typeof value.host === 'string') {
      const start = typeof value.start === 'string' ? value.start : undefined;
      const since = typeof value.since === 'number' && Number.isFinite(value.since) ? value.since : undefined;
      return {pid: value.pid!, host: value.host, start, since};
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

const ownerText = () => JSON.stringify({...me(), since: Date.now()});

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
      writeFileSync(path, ownerText(), {flag: 'wx'});
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
    if (owner && isAlive(owner, path)) return {held: false, owner};
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
    const alive = moved !== undefined && moved !== 'missing' && isAlive(moved, aside);
    try {
      unlinkSync(aside);
    } catch {}
    if (moved && moved !== 'missing' && alive && !same(moved, mine)) {
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
  return isAlive(owner, path) ? owner : undefined;
}

/**
 * Takes the lock from its owner, alive or not (the player confirmed it: a frozen window, a
 * machine that cannot be asked). The lock is replaced in one rename, so the owner, which looks
 * before every write, sees at once that it is no longer its own. False when it cannot be written.
 */
export function takeOverLock(path: string): boolean {
  const temporary = temporaryName(path);
  try {
    mkdirSync(dirname(path), {recursive: true});
    writeFileSync(temporary, ownerText(), {flag: 'wx'});
    renameSync(temporary, path);
    return true;
  } catch {
    try {
      unlinkSync(temporary);
    } catch {}
    return false;
  }
}

/** Renews a held lock's time (see STALE_AFTER_MS); false when the lock is no longer this program's. */
export function renewLock(path: string, now = new Date()): boolean {
  if (!holdsLock(path)) return false;
  try {
    utimesSync(path, now, now);
  } catch {}
  return true;
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
