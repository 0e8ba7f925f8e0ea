import {statSync} from 'node:fs';
import {homedir} from 'node:os';
import {isAbsolute, join, resolve} from 'node:path';

/**
 * The folder for saves and settings: $PATIENCE_HOME, else $XDG_CONFIG_HOME/patience,
 * else ~/.config/patience. As the XDG Base Directory spec says, a relative
 * XDG_CONFIG_HOME is ignored; so is one that names something other than a folder.
 */
export function dataDirectory(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PATIENCE_HOME) return resolve(env.PATIENCE_HOME);
  const xdg = env.XDG_CONFIG_HOME;
  return join(xdg && usableBase(xdg) ? xdg : join(homedir(), '.config'), 'patience');
}

function usableBase(path: string): boolean {
  if (!isAbsolute(path)) return false;
  try {
    return statSync(path).isDirectory();
  } catch (error) {
    // A folder that does not exist yet is created on the first save.
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** Game ids are the file names of their saves, so only plain ids are accepted. */
export function isGameId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(value);
}

/** Where each part lives inside the data folder. */
export function layout(directory: string) {
  const saves = join(directory, 'saves');
  return {
    directory,
    settings: join(directory, 'settings.json'),
    stats: join(directory, 'stats.json'),
    statsLock: join(directory, 'stats.lock'),
    migrateLock: join(directory, 'migrate.lock'),
    /** The single file of versions before 0.2: saves, lastGame, settings and statistics together. */
    legacy: join(directory, 'config.json'),
    saves,
    save: (game: string) => join(saves, `${game}.json`),
    lock: (game: string) => join(saves, `${game}.lock`),
    backups: join(directory, 'backups'),
  };
}

export type Layout = ReturnType<typeof layout>;
