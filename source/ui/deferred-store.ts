import {documentStore, type Store, type StoreData} from '../storage/store.js';

export type DeferredStore = {
  readonly store: Store;
  /** Writes what was kept into the real store, in order; afterwards this store is not to be used. */
  replay(into: Store): void;
  /** Whether anything is waiting to be written. */
  readonly waiting: boolean;
};

type Write = (store: Store) => void;

/**
 * The store before the real one has loaded (conf comes with Ink, after the
 * first frame): it answers from the data read at start, sees its own writes,
 * and keeps them to be written to the real store once it is there.
 */
export function deferredStore(data: StoreData): DeferredStore {
  let document = data;
  const memory = documentStore(
    () => document,
    (next) => {
      document = next;
    },
  );
  let writes: Write[] = [];
  const keep = (write: Write) => {
    write(memory);
    writes.push(write);
  };
  const store: Store = {
    load: (game) => memory.load(game),
    unfinished: () => memory.unfinished(),
    lastGame: () => memory.lastGame(),
    settings: () => memory.settings(),
    stats: () => memory.stats(),
    save: (save) => keep((each) => each.save(save)),
    remove: (game) => keep((each) => each.remove(game)),
    setLastGame: (game) => keep((each) => each.setLastGame(game)),
    saveSettings: (settings) => keep((each) => each.saveSettings(settings)),
    saveStats: (game, stats) => keep((each) => each.saveStats(game, stats)),
  };
  return {
    store,
    replay(into) {
      const kept = writes;
      writes = [];
      for (const write of kept) write(into);
    },
    get waiting() {
      return writes.length > 0;
    },
  };
}
