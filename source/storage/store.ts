import type {SavedGame} from '../core/session.js';

/** Saved games and small settings behind one small interface (conf on disk, a map in tests). */
export type Store = {
  load(game: string): SavedGame | undefined;
  save(save: SavedGame): void;
  remove(game: string): void;
  /** Ids of games with an unfinished deal. */
  unfinished(): string[];
  lastGame(): string | undefined;
  setLastGame(game: string): void;
};

export type StoreData = {
  saves?: Record<string, SavedGame>;
  lastGame?: string;
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
