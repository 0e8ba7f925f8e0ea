import type {SavedGame} from '../core/session.js';

/** A save as the program keeps it: the deal and moves, and the time played so far. */
export type StoredGame = SavedGame & {readonly elapsed?: number};

export type Settings = {
  readonly lang?: 'en' | 'de';
  readonly theme?: string;
  readonly colours?: 'two' | 'four' | 'none';
};

/** One game's record. `recent` holds the last results, newest last: 1 won, 0 lost. */
export type GameStats = {
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  readonly streak: number;
  readonly bestStreak: number;
  readonly bestTime?: number;
  readonly fewestMoves?: number;
  readonly recent: readonly number[];
};

/** Saved games and small settings behind one small interface (conf on disk, a map in tests). */
export type Store = {
  load(game: string): StoredGame | undefined;
  save(save: StoredGame): void;
  remove(game: string): void;
  /** Ids of games with an unfinished deal. */
  unfinished(): string[];
  lastGame(): string | undefined;
  setLastGame(game: string): void;
  settings(): Settings;
  saveSettings(settings: Settings): void;
  stats(): Record<string, GameStats>;
  saveStats(game: string, stats: GameStats): void;
};

export type StoreData = {
  saves?: Record<string, StoredGame>;
  lastGame?: string;
  settings?: Settings;
  stats?: Record<string, GameStats>;
};

/**
 * A store over a document that is read afresh before every change and written
 * after it, so two sessions of the program touching different games do not
 * undo each other's saves.
 */
export function documentStore(read: () => StoreData, write: (data: StoreData) => void): Store {
  const change = (edit: (data: StoreData) => void) => {
    const data = read();
    edit(data);
    write(data);
  };
  return {
    load: (game) => read().saves?.[game],
    save(save) {
      change((data) => {
        data.saves = {...data.saves, [save.game]: save};
      });
    },
    remove(game) {
      if (!read().saves?.[game]) return;
      change((data) => {
        const {[game]: _dropped, ...rest} = data.saves ?? {};
        data.saves = rest;
      });
    },
    unfinished: () => Object.keys(read().saves ?? {}),
    lastGame: () => read().lastGame,
    setLastGame(game) {
      if (read().lastGame === game) return;
      change((data) => {
        data.lastGame = game;
      });
    },
    settings: () => read().settings ?? {},
    saveSettings(settings) {
      change((data) => {
        data.settings = {...data.settings, ...settings};
      });
    },
    stats: () => read().stats ?? {},
    saveStats(game, stats) {
      change((data) => {
        data.stats = {...data.stats, [game]: stats};
      });
    },
  };
}

export function memoryStore(initial: StoreData = {}): Store {
  let data: StoreData = structuredClone(initial);
  return documentStore(
    () => structuredClone(data),
    (next) => {
      data = next;
    },
  );
}
