import {mkdirSync, renameSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';
import {documentStore, type Store, type StoreData} from '../storage/store.js';

export type DeferredStore = {
  readonly store: Store;
  /** Writes what was kept into the real store (the latest of each thing); afterwards this store is not to be used. */
  replay(into: Store): void;
  /**
   * Writes the document with what was kept the way conf writes it (tab-indented JSON, a temporary
   * file renamed over the old one), for the moments before the real store has loaded: after a
   * frame, and when the process ends. Never throws: returns whether the file was written.
   */
  writeNow(path: string): boolean;
};

type Write = (store: Store) => void;

/**
 * The store before the real one has loaded (conf loads after the first frame,
 * in the first pause between keys): it answers from the data read at start,
 * sees its own writes, and keeps them to be written to the real store once it
 * is there (or to the file at once, with writeNow).
 */
export function deferredStore(data: StoreData): DeferredStore {
  let document = data;
  const memory = documentStore(
    () => document,
    (next) => {
      document = next;
    },
  );
  // The latest write of each thing (a game's save, its statistics, the settings): a long wait for
  // the real store keeps one entry per thing, not one per move.
  let writes = new Map<string, Write>();
  const keep = (what: string, write: Write) => {
    write(memory);
    writes.delete(what);
    writes.set(what, write);
  };
  const store: Store = {
    load: (game) => memory.load(game),
    unfinished: () => memory.unfinished(),
    lastGame: () => memory.lastGame(),
    settings: () => memory.settings(),
    stats: () => memory.stats(),
    save: (save) => keep(`game ${save.game}`, (each) => each.save(save)),
    remove: (game) => keep(`game ${game}`, (each) => each.remove(game)),
    setLastGame: (game) => keep('last game', (each) => each.setLastGame(game)),
    saveSettings: (settings) => {
      const all = {...memory.settings(), ...settings};
      keep('settings', (each) => each.saveSettings(all));
    },
    saveStats: (game, stats) => keep(`stats ${game}`, (each) => each.saveStats(game, stats)),
  };
  return {
    store,
    replay(into) {
      const kept = writes;
      writes = new Map();
      for (const write of kept.values()) write(into);
    },
    writeNow(path) {
      if (writes.size === 0) return true;
      try {
        mkdirSync(dirname(path), {recursive: true});
        const temporary = `${path}.tmp-${process.pid}`;
        writeFileSync(temporary, JSON.stringify(document, undefined, '\t'));
        renameSync(temporary, path);
      } catch {
        // Kept for the real store, which will say what is wrong with the folder.
        return false;
      }
      writes = new Map();
      return true;
    },
  };
}
