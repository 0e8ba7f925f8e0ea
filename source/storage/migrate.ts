import {existsSync} from 'node:fs';
import {keepAside, readJson, writeJsonNow} from './files.js';
import {holdsLock, lockHolder, withLock} from './lock.js';
import type {Layout} from './paths.js';
import {isGameId} from './paths.js';
import {checkSettings, checkStats, type Dropped, type SettingsFile, type StatsFile} from './records.js';
import type {SetAside} from './store.js';

/** What the old single file held, checked part by part. */
export type Legacy = {
  readonly settings: SettingsFile;
  readonly stats: StatsFile;
  readonly saves: Record<string, unknown>;
  readonly dropped: readonly Dropped[];
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Splits config.json (`{saves, lastGame, settings, stats}`) into its parts, dropping what does not check. */
export function splitLegacy(raw: unknown): Legacy {
  if (!isObject(raw)) return {settings: {}, stats: {games: {}, counted: {}}, saves: {}, dropped: [{part: 'settings', name: 'config.json'}]};
  const settingsPart = isObject(raw.settings) ? raw.settings : {};
  const settings = checkSettings({...settingsPart, ...(raw.lastGame === undefined ? {} : {lastGame: raw.lastGame})});
  const dropped: Dropped[] = [...settings.dropped];
  if (raw.settings !== undefined && !isObject(raw.settings)) dropped.push({part: 'settings', name: 'settings'});
  const stats = checkStats({games: raw.stats ?? {}});
  dropped.push(...stats.dropped);
  const saves: Record<string, unknown> = {};
  if (raw.saves !== undefined && !isObject(raw.saves)) dropped.push({part: 'save', name: 'saves'});
  for (const [game, save] of Object.entries(isObject(raw.saves) ? raw.saves : {})) {
    if (isGameId(game) && isObject(save)) saves[game] = save;
    else dropped.push({part: 'save', name: game});
  }
  return {settings: settings.value, stats: stats.value, saves, dropped};
}

export type Migration =
  /** Nothing to move. */
  | {readonly kind: 'none'}
  /** Moved: the old file is kept in the backups folder. */
  | {readonly kind: 'done'; readonly notice?: SetAside}
  /** The new files could not be written: play from the old file's contents, unsaved. */
  | {readonly kind: 'failed'; readonly legacy: Legacy; readonly notice?: SetAside};

/**
 * The one-time move from config.json to one file per part. settings.json is
 * written last: it marks the move as done. Runs under a lock, so two programs
 * starting together move it once; a save file another running program has
 * written meanwhile is never replaced.
 */
export function migrate(paths: Layout, now: Date): Migration {
  if (!existsSync(paths.legacy)) return {kind: 'none'};
  if (existsSync(paths.settings)) {
    // Left by a move cut short after its last write, or written by an older version since: keep it as a backup.
    keepAside(paths.legacy, paths.backups, 'config', now, true);
    return {kind: 'none'};
  }
  const read = readJson(paths.legacy);
  if (read.kind === 'missing') return {kind: 'none'};
  if (read.kind === 'bad') {
    if (read.why !== 'not-json' && read.why !== 'too-big') return {kind: 'none'};
    const copy = keepAside(paths.legacy, paths.backups, 'config', now, true);
    return {kind: 'done', notice: {dropped: [{part: 'settings', name: 'config.json'}], copy, whole: true}};
  }
  const legacy = splitLegacy(read.value);
  try {
    return withLock(
      paths.migrateLock,
      () => {
        if (existsSync(paths.settings) || !existsSync(paths.legacy)) return {kind: 'done'};
        for (const [game, save] of Object.entries(legacy.saves)) {
          if (existsSync(paths.save(game)) || (lockHolder(paths.lock(game)) && !holdsLock(paths.lock(game)))) continue;
          writeJsonNow(paths.save(game), save);
        }
        if (!existsSync(paths.stats)) writeJsonNow(paths.stats, {version: 1, ...legacy.stats});
        writeJsonNow(paths.settings, {version: 1, ...legacy.settings});
        const copy = keepAside(paths.legacy, paths.backups, 'config', now, true);
        return {kind: 'done', notice: legacy.dropped.length > 0 ? {dropped: legacy.dropped, copy} : undefined};
      },
      2000,
    );
  } catch {
    return {kind: 'failed', legacy, notice: legacy.dropped.length > 0 ? {dropped: legacy.dropped, copy: paths.legacy} : undefined};
  }
}
