import {accessSync, constants, mkdirSync, readdirSync, rmSync} from 'node:fs';

import {basename, dirname} from 'node:path';
import type Conf from 'conf';
import {describeProblem, keepAside, readJson, removeStaleTemporaries, unusable, writeJsonNow, type WriteProblem, writeProblem} from './files.js';
import {fileIdentity, writeVerified} from './safe-write.js';
import {acquireLock, holdsLock, me, lockHolder, releaseLock, renewLock, RENEW_EVERY_MS, takeOverLock, withLock} from './lock.js';
import {migrate} from './migrate.js';
import {isGameId, layout} from './paths.js';
import {checkSettings, checkStats, countInto, type Result, type Settings, type SettingsFile, type StatsFile} from './records.js';
import type {SaveSlot, SetAside, Store, StoreEvent, StoredGame, WriteStatus} from './store.js';

type ConfClass = typeof Conf;

/** A failed write and the file it was for. */
class WriteError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly target: string,
  ) {
    super(`writing ${target} failed`);
  }
}

let status: WriteStatus = {ok: true, pending: 0};

function readable(folder: string): boolean {
  try {
    accessSync(folder, constants.R_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether everything the player did is on disk, for the crash message:
 * `ok` false means the last write failed (`problem` says why, `reason` in plain English).
 */
export function storageStatus(): WriteStatus & {readonly reason?: string} {
  return status.problem ? {...status, reason: describeProblem(status.problem)} : status;
}

export type DiskStore = Store & {
  /** Loads conf; until then the (rare) writes use a small writer of the same kind. */
  connect(): Promise<void>;
  readonly directory: string;
};

/**
 * The store on disk, one file per part: settings.json, stats.json (changed
 * under stats.lock), saves/<game>.json (written only by the program holding
 * saves/<game>.lock). Opening it reads and checks everything before the first
 * frame, with plain fs (conf is loaded later, by connect()).
 */
export function openStore(directory: string, clock: () => Date = () => new Date()): DiskStore {
  const paths = layout(directory);
  const started = clock();
  const notices: SetAside[] = [];
  const blocked = new Set<string>();
  const listeners = new Set<(event: StoreEvent) => void>();
  const emit = (event: StoreEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {}
    }
  };

  removeStaleTemporaries(directory, started.getTime());
  removeStaleTemporaries(paths.saves, started.getTime());

  const migration = migrate(paths, started);
  if (migration.kind !== 'none' && migration.notice) notices.push(migration.notice);
  /** The old file's saves, when they could not be moved into files of their own (storage not writable). */
  const legacySaves = migration.kind === 'failed' ? {...migration.legacy.saves} : undefined;

  /** Reads one JSON part; a file that is not JSON is moved aside (the program starts without it). */
  function readPart<T>(path: string, label: string, check: (raw: unknown) => {value: T; dropped: SetAside['dropped']}, empty: T): {value: T; rewrite: boolean} {
    const read = readJson(path);
    if (read.kind === 'missing') return {value: empty, rewrite: false};
    if (read.kind === 'bad') {
      // A file that cannot be read, or not be copied aside, is never written over (it may hold what the player wants).
      if (read.why === 'unreadable') blocked.add(path);
      if (unusable(read)) {
        const copy = keepAside(path, paths.backups, label, started, true);
        if (!copy) blocked.add(path);
        notices.push({dropped: [{part: label === 'settings' ? 'settings' : 'stats', name: basename(path)}], copy, whole: true});
      }
      return {value: empty, rewrite: false};
    }
    const checked = check(read.value);
    if (checked.dropped.length === 0) return {value: checked.value, rewrite: false};
    const copy = keepAside(path, paths.backups, label, started);
    if (!copy) blocked.add(path);
    notices.push({dropped: checked.dropped, copy});
    // Rewritten without the wrong parts only once a copy of them is safe.
    return {value: checked.value, rewrite: copy !== undefined};
  }

  const settingsRead =
    migration.kind === 'failed' ? {value: migration.legacy.settings, rewrite: false} : readPart(paths.settings, 'settings', checkSettings, {} as SettingsFile);
  const statsRead =
    migration.kind === 'failed'
      ? {value: migration.legacy.stats, rewrite: false}
      : readPart(paths.stats, 'stats', checkStats, {games: {}, counted: {}} as StatsFile);
  let settingsFile: SettingsFile = settingsRead.value;
  let statsFile: StatsFile = statsRead.value;

  const unfinished = new Set<string>(legacySaves ? Object.keys(legacySaves) : []);
  if (!legacySaves) {
    try {
      for (const name of readdirSync(paths.saves)) if (name.endsWith('.json') && isGameId(name.slice(0, -5))) unfinished.add(name.slice(0, -5));
    } catch {}
  }

  // --- writing ---
  let Confs: ConfClass | undefined;
  const confs = new Map<string, Conf<Record<string, unknown>>>();

  function confFor(path: string): Conf<Record<string, unknown>> {
    let conf = confs.get(path);
    if (conf) return conf;
    const options = {
      cwd: dirname(path),
      configName: basename(path, '.json'),
      projectName: 'patience',
      clearInvalidConfig: false,
      accessPropertiesByDotNotation: false,
      serialize: (value: unknown) => JSON.stringify(value),
    };
    try {
      conf = new Confs!(options);
    } catch (error) {
      // conf reads the file when opened: one that is not JSON is kept aside, not overwritten.
      if (!(error instanceof SyntaxError) || !keepAside(path, paths.backups, basename(path, '.json'), clock(), true)) throw error;
      conf = new Confs!(options);
    }
    // conf's own atomic writer does not check for a short write (a nearly full disk, `ulimit -f`),
    // and would replace a good file with a cut one: every write goes through ours.
    (conf as unknown as {_write: (value: unknown) => void})._write = (value) => writeVerified(path, JSON.stringify(value));
    confs.set(path, conf);
    return conf;
  }

  /** Writes a file through conf; fails fast where conf would retry for a second (no permission). */
  function write(path: string, value: Record<string, unknown>): void {
    try {
      if (blocked.has(path)) throw Object.assign(new Error(`${path} is kept as it is`), {code: 'EKEPT', path});
      mkdirSync(dirname(path), {recursive: true});
      accessSync(dirname(path), constants.W_OK);
      if (Confs) confFor(path).store = value;
      else writeJsonNow(path, value);
    } catch (error) {
      throw new WriteError(error, path);
    }
  }

  const jobs = new Map<string, () => void>();
  let scheduled = false;
  let failed: WriteProblem | undefined;

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      flush();
    });
  }

  function queue(key: string, job: () => void): void {
    jobs.delete(key);
    jobs.set(key, job);
    status = {...status, pending: jobs.size};
    schedule();
  }

  function run(key: string, job: () => void): boolean {
    try {
      job();
      if (jobs.get(key) === job) jobs.delete(key);
      return true;
    } catch (error) {
      const problem =
        error instanceof WriteError ? writeProblem(error.cause, error.target) : writeProblem(error, (error as NodeJS.ErrnoException)?.path ?? directory);
      // Said once: again only when the reason changes (a full disk after a read-only folder), not per file.
      if (!failed || failed.kind !== problem.kind) emit({kind: 'write-failed', problem});
      failed = problem;
      return false;
    }
  }

  function settle(allWritten: boolean): void {
    if (allWritten && failed) {
      failed = undefined;
      emit({kind: 'write-ok'});
    }
    status = failed ? {ok: false, pending: jobs.size, problem: failed} : {ok: true, pending: jobs.size};
  }

  function flush(): void {
    let allWritten = true;
    for (const [key, job] of [...jobs]) if (!run(key, job)) allWritten = false;
    settle(allWritten);
  }

  /** A file damaged since start (by something else): copied aside and said, or left alone (the write fails). */
  function setAsideNow(path: string, label: string, dropped: SetAside['dropped'], whole: boolean): void {
    const copy = keepAside(path, paths.backups, label, clock(), whole);
    if (!copy) throw new WriteError(Object.assign(new Error(`${path} could not be copied aside`), {code: 'EKEPT'}), path);
    emit({kind: 'set-aside', notice: {dropped, copy, whole}});
  }

  // --- settings ---
  let settingsChange: SettingsFile = {};
  const settingsJob = () => {
    const read = readJson(paths.settings);
    if (unusable(read)) setAsideNow(paths.settings, 'settings', [{part: 'settings', name: 'settings.json'}], true);
    const onDisk = read.kind === 'json' ? checkSettings(read.value).value : {};
    // Variants are merged game by game: another window may have chosen one for another game.
    const variants = onDisk.variants || settingsChange.variants ? {variants: {...onDisk.variants, ...settingsChange.variants}} : {};
    const next = {...onDisk, ...settingsChange, ...variants};
    write(paths.settings, {version: 1, ...next});
    settingsFile = next;
    settingsChange = {};
  };
  const changeSettings = (change: SettingsFile) => {
    const merge = (into: SettingsFile): SettingsFile => ({...into, ...change, ...(change.variants ? {variants: {...into.variants, ...change.variants}} : {})});
    settingsChange = merge(settingsChange);
    settingsFile = merge(settingsFile);
    queue('settings', settingsJob);
  };
  if (settingsRead.rewrite) queue('settings', settingsJob);

  // --- statistics ---
  let results: Array<{game: string; deal: string; result: Result}> = [];
  const statsJob = () =>
    withLock(paths.statsLock, () => {
      const read = readJson(paths.stats);
      let file: StatsFile = {games: {}, counted: {}};
      if (read.kind === 'json') {
        const checked = checkStats(read.value);
        if (checked.dropped.length > 0) setAsideNow(paths.stats, 'stats', checked.dropped, false);
        file = checked.value;
      } else if (unusable(read)) {
        setAsideNow(paths.stats, 'stats', [{part: 'stats', name: 'stats.json'}], true);
      }
      for (const each of results) file = countInto(file, each.game, each.deal, each.result) ?? file;
      write(paths.stats, {version: 1, ...file});
      statsFile = file;
      results = [];
    });
  if (statsRead.rewrite) queue('stats', statsJob);

  // --- games ---
  const held = new Set<string>();
  const guarded = new Set<string>();
  /** The save file each held game had when this program last read or wrote it: another one means another window wrote it. */
  const known = new Map<string, string | undefined>();

  /** The game is another window's now: this one stops writing it and says so. */
  function lose(game: string): void {
    held.delete(game);
    known.delete(game);
    jobs.delete(`save:${game}`);
    emit({kind: 'taken', game});
  }

  function hold(game: string): void {
    held.add(game);
    known.set(game, fileIdentity(paths.save(game)));
    removeStaleTemporaries(paths.saves, clock().getTime(), 2000, (file) => file === `${game}.json`);
  }

  function saveJob(game: string, make: (() => StoredGame) | undefined): () => void {
    return () => {
      const lock = paths.lock(game);
      // Looked at before every write: a window frozen for a while may wake to find its game taken over.
      if (!holdsLock(lock)) {
        const again = acquireLock(lock);
        if (again.held === false && again.owner.pid !== 0) return lose(game);
        // Taken again (e.g. a write left over from a failed release): let go of it on close.
        if (again.held !== false) held.add(game);
      }
      const path = paths.save(game);
      if (known.has(game) && fileIdentity(path) !== known.get(game)) return lose(game);
      if (make) write(path, make() as unknown as Record<string, unknown>);
      else rmSync(path, {force: true});
      known.set(game, fileIdentity(path));
    };
  }

  // Held locks are renewed, so that a program on another host sharing this folder knows they are alive.
  const renewal = setInterval(() => {
    for (const game of [...held]) {
      if (renewLock(paths.lock(game))) continue;
      if (lockHolder(paths.lock(game))) lose(game);
      else acquireLock(paths.lock(game));
    }
  }, RENEW_EVERY_MS);
  renewal.unref();

  const store: DiskStore = {
    directory,
    settings: () => {
      const {lastGame: _last, variants: _variants, ...settings} = settingsFile;
      return settings as Settings;
    },
    saveSettings: (change) => changeSettings(change),
    lastGame: () => settingsFile.lastGame,
    setLastGame(game) {
      if (settingsFile.lastGame !== game) changeSettings({lastGame: game});
    },
    variantChoices: () => settingsFile.variants ?? {},
    setVariantChoice(game, variant) {
      changeSettings({variants: {[game]: [...variant]}});
    },
    stats: () => statsFile.games,
    countResult(game, deal, result) {
      const next = countInto(statsFile, game, deal, result);
      if (!next) return false;
      statsFile = next;
      results.push({game, deal, result});
      queue('stats', statsJob);
      return true;
    },
    unfinished: () => [...unfinished],
    busy() {
      const games: string[] = [];
      try {
        for (const name of readdirSync(paths.saves)) {
          if (name.endsWith('.lock') && isGameId(name.slice(0, -5)) && lockHolder(paths.lock(name.slice(0, -5)))) games.push(name.slice(0, -5));
        }
      } catch {}
      return games;
    },
    claim(game) {
      if (held.has(game)) return {ok: true};
      const got = acquireLock(paths.lock(game));
      if (got.held === false) {
        const {pid, host, since} = got.owner;
        return {ok: false, pid, host, here: host === me().host, ...(since === undefined ? {} : {since})};
      }
      hold(game);
      return {ok: true};
    },
    takeOver(game) {
      if (!takeOverLock(paths.lock(game))) return false;
      hold(game);
      return true;
    },
    release(game) {
      const job = jobs.get(`save:${game}`);
      if (job) settle(run(`save:${game}`, job) && jobs.size === 0);
      held.delete(game);
      guarded.delete(game);
      known.delete(game);
      releaseLock(paths.lock(game));
    },
    load(game): SaveSlot {
      if (!isGameId(game)) return {kind: 'none'};
      if (legacySaves) return game in legacySaves ? {kind: 'found', value: legacySaves[game]} : {kind: 'none'};
      const read = readJson(paths.save(game));
      if (read.kind === 'missing') return {kind: 'none'};
      if (read.kind === 'json') return {kind: 'found', value: read.value};
      // No permission: say which of the two cannot be read, the file or the folder it is in (where no save may exist at all).
      const path = read.why === 'unreadable' && !readable(paths.saves) ? paths.saves : paths.save(game);
      return {kind: 'unreadable', why: read.why, path, code: read.code};
    },
    setAside(game) {
      jobs.delete(`save:${game}`);
      if (legacySaves) {
        delete legacySaves[game];
        unfinished.delete(game);
        guarded.add(game);
        return paths.legacy;
      }
      const copy = keepAside(paths.save(game), paths.backups, game, clock(), true);
      if (copy) unfinished.delete(game);
      else guarded.add(game);
      // Moved by this program: not a sign that another window wrote the save.
      if (known.has(game)) known.set(game, fileIdentity(paths.save(game)));
      return copy;
    },
    protect(game) {
      guarded.add(game);
      jobs.delete(`save:${game}`);
    },
    put(game, make) {
      if (!held.has(game) || guarded.has(game)) return;
      unfinished.add(game);
      queue(`save:${game}`, saveJob(game, make));
    },
    remove(game) {
      if (!held.has(game) || guarded.has(game)) return;
      unfinished.delete(game);
      queue(`save:${game}`, saveJob(game, undefined));
    },
    takeNotices: () => notices.splice(0),
    onEvent(listener) {
      listeners.add(listener);
      // A failure before the listener came (e.g. while the UI loaded) is still said once.
      if (failed) listener({kind: 'write-failed', problem: failed});
      return () => listeners.delete(listener);
    },
    flush,
    status: () => status,
    close() {
      flush();
      for (const game of [...held]) store.release(game);
      clearInterval(renewal);
    },
    async connect() {
      if (Confs) return;
      Confs = (await import('conf')).default;
      if (jobs.size > 0) schedule();
    },
  };
  return store;
}
