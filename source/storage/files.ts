import {copyFileSync, existsSync, readFileSync, unlinkSync} from 'node:fs';
import {homedir} from 'node:os';
import {join} from 'node:path';
import type {StoreData} from './store.js';

/** The folder for saves and settings: $PATIENCE_HOME, else $XDG_CONFIG_HOME/patience, else ~/.config/patience. */
export function dataDirectory(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PATIENCE_HOME) return env.PATIENCE_HOME;
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'patience');
}

export const FILE_NAME = 'config.json';

export type ReadResult = {readonly data: StoreData; readonly warning?: string};

/**
 * Reads the save file quickly (before conf is loaded, for the first frame).
 * A damaged file is copied aside and removed, and the player is told where the copy is.
 */
export function readDataFile(directory: string, stamp: string): ReadResult {
  const path = join(directory, FILE_NAME);
  if (!existsSync(path)) return {data: {}};
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
    const data = JSON.parse(text) as unknown;
    if (data && typeof data === 'object' && !Array.isArray(data)) return {data: data as StoreData};
    throw new Error('not an object');
  } catch {
    const backup = `${path}.damaged-${stamp}`;
    try {
      copyFileSync(path, backup);
      unlinkSync(path);
    } catch {
      return {data: {}, warning: `The saved-games file ${path} is damaged and could not be moved aside; starting fresh.`};
    }
    return {data: {}, warning: `The saved-games file was damaged; a copy is kept at ${backup}. Starting fresh.`};
  }
}
