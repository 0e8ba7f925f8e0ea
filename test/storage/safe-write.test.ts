import {existsSync, fstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync, writeSync} from 'node:fs';
import {hostname, tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {hasJobControl} from '../../source/cli/terminal.js';
import {echoed, usageLine} from '../../source/cli/commands.js';
import {UsageError} from '../../source/cli/usage-error.js';
import {openStore} from '../../source/storage/disk-store.js';
import {MAX_FILE_BYTES, readJson, writeProblem} from '../../source/storage/files.js';
import {isAlive, STALE_AFTER_MS} from '../../source/storage/lock.js';
import {fileIdentity, type WriteCalls, writeVerified} from '../../source/storage/safe-write.js';
import type {StoreEvent} from '../../source/storage/store.js';
import {fitPath} from '../../source/ui/program/storage-notices.js';

const fresh = () => mkdtempSync(join(tmpdir(), 'patience-safe-'));
const files = (folder: string) => readdirSync(folder).sort();

/** Writes at most `step` bytes a call and stops for good after `limit` bytes, like a nearly full disk. */
function shortWrites(step: number, limit = Infinity): WriteCalls & {written: number} {
  const calls = {
    written: 0,
    write(_fd: number, data: Uint8Array, offset: number) {
      const count = Math.max(0, Math.min(step, data.length - offset, limit - calls.written));
      calls.written += count;
      // The real bytes still go to the file, so the size check sees what a short write leaves.
      return count === 0 ? 0 : writeSync(_fd, data, offset, count);
    },
    size: (fd: number) => fstatSync(fd).size,
  };
  return calls;
}

describe('writeVerified: a file is replaced whole or not at all', () => {
  it('writes on after short writes until every byte is there', () => {
    const folder = fresh();
    const path = join(folder, 'save.json');
    const text = JSON.stringify({moves: 'x'.repeat(10_000)});
    writeVerified(path, text, shortWrites(777));
    expect(readFileSync(path, 'utf8')).toBe(text);
    expect(files(folder)).toEqual(['save.json']);
  });

  it('a write that stops short (no room left) fails with ENOSPC, keeps the old file and leaves no temporary file', () => {
    const folder = fresh();
    const path = join(folder, 'save.json');
    writeFileSync(path, '{"old":true}');
    expect(() => writeVerified(path, 'y'.repeat(30_000), shortWrites(4096, 12_000))).toThrow(expect.objectContaining({code: 'ENOSPC'}));
    expect(readFileSync(path, 'utf8')).toBe('{"old":true}');
    expect(files(folder)).toEqual(['save.json']);
  });

  it('a file whose size comes out wrong is not renamed into place', () => {
    const folder = fresh();
    const path = join(folder, 'save.json');
    writeFileSync(path, 'old');
    const lying: WriteCalls = {write: (fd, data, offset) => writeSync(fd, data, offset), size: () => 3};
    expect(() => writeVerified(path, 'a longer text', lying)).toThrow(expect.objectContaining({code: 'ENOSPC'}));
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(files(folder)).toEqual(['save.json']);
  });

  it('every write gives the file a new identity, so another window’s write is noticed', () => {
    const path = join(fresh(), 'save.json');
    expect(fileIdentity(path)).toBeUndefined();
    writeVerified(path, '1');
    const first = fileIdentity(path);
    writeVerified(path, '1');
    expect(fileIdentity(path)).not.toBe(first);
  });
});

describe('what a failed write says', () => {
  it('names the file over the size limit (EFBIG), and the folder itself when the folder cannot be written', () => {
    const folder = fresh();
    const target = join(folder, 'saves', 'harfe.json');
    mkdirSync(join(folder, 'saves'));
    expect(writeProblem(Object.assign(new Error('x'), {code: 'EFBIG', path: `${target}.tmp-1700000000a1b2c3`}), target)).toEqual({
      kind: 'limit',
      path: target,
      code: 'EFBIG',
    });
    expect(writeProblem(Object.assign(new Error('x'), {code: 'EACCES', path: join(folder, 'saves')}), target).path).toBe(join(folder, 'saves'));
    expect(writeProblem(Object.assign(new Error('x'), {code: 'EACCES', path: `${target}.tmp-1700000000a1b2c3`}), target).path).toBe(join(folder, 'saves'));
  });

  it('shortens a long path to its last folders, so the message fits one line', () => {
    expect(fitPath('/home/ann/.config/patience/saves/staffelpatience.json', 36, '/home/ann')).toBe('…/saves/staffelpatience.json');
    expect(fitPath('/home/ann/.config/patience/saves/harfe.json', 36, '/home/ann')).toBe('~/.config/patience/saves/harfe.json');
    expect(fitPath('/very/long/folder/name/that/goes/on/and/on/stats.json', 20, '/home/ann').length).toBeLessThanOrEqual(20);
  });

  it('echoes a long argument shortened, on one line', () => {
    const long = 'x'.repeat(100_000);
    expect(echoed(long)).toBe(`${'x'.repeat(40)}… (100000 characters)`);
    const line = usageLine(new UsageError('unknownGame', {value: `${long}\n${long}`}), 'en');
    expect(line.length).toBeLessThan(200);
    expect(line).not.toContain('\n');
  });
});

describe('hostile sizes', () => {
  it('a file larger than the limit is not read at all', () => {
    const path = join(fresh(), 'stats.json');
    writeFileSync(path, `{"a":"${'x'.repeat(MAX_FILE_BYTES)}"}`);
    expect(readJson(path)).toEqual({kind: 'bad', why: 'too-big'});
  });

  it('a save far too large is set aside unread, and the deal starts fresh', () => {
    const home = fresh();
    mkdirSync(join(home, 'saves'));
    writeFileSync(join(home, 'saves', 'harfe.json'), `{"a":"${'x'.repeat(MAX_FILE_BYTES)}"}`);
    const store = openStore(home);
    expect(store.load('harfe')).toMatchObject({kind: 'unreadable', why: 'too-big'});
    store.close();
  });
});

describe('locks: alive or taken over', () => {
  const other = {pid: 1, host: 'box-3f2a'};

  it('a lock of another host is alive while younger than the bound, stale after it', () => {
    const path = join(fresh(), 'harfe.lock');
    writeFileSync(path, JSON.stringify(other));
    const now = Date.now();
    expect(isAlive(other, path, now)).toBe(true);
    expect(isAlive(other, path, now + STALE_AFTER_MS + 1000)).toBe(false);
  });

  it('on this host: alive only while its process runs', () => {
    expect(isAlive({pid: process.pid, host: hostname()})).toBe(true);
    expect(isAlive({pid: 2 ** 22 + 17, host: hostname()})).toBe(false);
  });

  it('claims a game whose lock is old and from another host; asks about a fresh one; takes it over when told', () => {
    const home = fresh();
    mkdirSync(join(home, 'saves'));
    const lock = join(home, 'saves', 'harfe.lock');
    writeFileSync(lock, JSON.stringify({...other, since: 1_700_000_000_000}));
    const store = openStore(home);
    expect(store.claim('harfe')).toEqual({ok: false, pid: 1, host: 'box-3f2a', here: false, since: 1_700_000_000_000});
    expect(store.takeOver('harfe')).toBe(true);
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.pid);
    store.close();

    const later = fresh();
    mkdirSync(join(later, 'saves'));
    writeFileSync(join(later, 'saves', 'harfe.lock'), JSON.stringify(other));
    const old = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    utimesSync(join(later, 'saves', 'harfe.lock'), old, old);
    const second = openStore(later);
    expect(second.claim('harfe')).toEqual({ok: true});
    second.close();
  });

  it('a lock that is a dangling symbolic link does not block the game', () => {
    const home = fresh();
    mkdirSync(join(home, 'saves'));
    symlinkSync(join(home, 'nowhere'), join(home, 'saves', 'harfe.lock'));
    const store = openStore(home);
    expect(store.claim('harfe')).toEqual({ok: true});
    store.close();
  });

  it('a window whose save was written by another window stops writing it and says so', () => {
    const home = fresh();
    const store = openStore(home);
    const events: StoreEvent[] = [];
    store.onEvent((event) => events.push(event));
    expect(store.claim('harfe')).toEqual({ok: true});
    mkdirSync(join(home, 'saves'), {recursive: true});
    writeFileSync(join(home, 'saves', 'harfe.json'), '{"newer":true}');
    store.put('harfe', () => ({version: 2, game: 'harfe', rules: 1, deal: 7, moves: '', index: 0}) as never);
    store.flush();
    expect(readFileSync(join(home, 'saves', 'harfe.json'), 'utf8')).toBe('{"newer":true}');
    expect(events).toEqual([{kind: 'taken', game: 'harfe'}]);
    expect(existsSync(join(home, 'saves', 'harfe.json'))).toBe(true);
    store.close();
  });
});

describe('job control', () => {
  // /proc/<pid>/stat: pid (comm) state ppid pgrp session ...
  it('is there when the process group is not the session (a shell started it as a job)', () => {
    expect(hasJobControl('100 (node) S 90 100 90 34816')).toBe(true);
  });
  it('is not there when the program leads its own session (ssh -t host patience)', () => {
    expect(hasJobControl('100 (node (x) y) S 1 100 100 34816')).toBe(false);
  });
});
