import type {SavedGame} from '../core/saved-game.js';
import type {WriteProblem} from './files.js';
import {checkStats, type Dropped, type GameStats, type Result, type Settings, type StatsFile, countInto, type VariantChoices} from './records.js';

export type {Dropped, GameStats, Result, Settings, VariantChoices} from './records.js';
export type {WriteProblem} from './files.js';

/** A save as the program keeps it: the deal, the moves, and where the player was. */
export type StoredGame = SavedGame & {
  /** Milliseconds played so far. */
  readonly elapsed?: number;
  /** The pile the focus was on. */
  readonly focus?: string;
  /** This deal's identity, so its result is counted once (see countResult). */
  readonly id?: string;
};

/** A game's save as found on disk, not yet checked (see ui/program/open-game.ts). */
export type SaveSlot =
  | {readonly kind: 'none'}
  | {readonly kind: 'found'; readonly value: unknown}
  | {readonly kind: 'unreadable'; readonly why: 'not-json' | 'too-big' | 'not-file' | 'unreadable'; readonly path?: string; readonly code?: string};

/** Holding a game: only the session holding it writes its save. */
export type Claim =
  | {readonly ok: true}
  /** Held by another program: its process, host (`here` when it is this one) and since when (ms since 1970, when known). */
  | {readonly ok: false; readonly pid: number; readonly host: string; readonly here: boolean; readonly since?: number};

/** Something start-up checks set aside: which parts, and where the copy is (none when it could not be made). */
export type SetAside = {readonly dropped: readonly Dropped[]; readonly copy?: string; readonly whole?: boolean};

export type StoreEvent =
  | {readonly kind: 'write-failed'; readonly problem: WriteProblem}
  | {readonly kind: 'write-ok'}
  | {readonly kind: 'set-aside'; readonly notice: SetAside}
  /** Another window took the game over (or wrote its save since): this one no longer writes it. */
  | {readonly kind: 'taken'; readonly game: string};

/** Whether what the player did is on disk: for messages that must not claim "saved" falsely. */
export type WriteStatus = {readonly ok: boolean; readonly pending: number; readonly problem?: WriteProblem};

/**
 * Saves, settings and statistics. Reads are answered from memory (checked at
 * start); writes are queued and go out together after the current frame
 * (setImmediate), or at once with flush(). Nothing here throws into the UI:
 * a failed write is reported through onEvent and tried again with the next one.
 */
export type Store = {
  settings(): Settings;
  saveSettings(change: Settings): void;
  lastGame(): string | undefined;
  setLastGame(game: string): void;
  /** The variant chosen last for each game (switch ids; not yet checked against the game). */
  variantChoices(): VariantChoices;
  setVariantChoice(game: string, variant: readonly string[]): void;
  /** Each game's total ("stern") and its variants' records ("stern+standard", "stern+free-cells"): see StatsFile. */
  stats(): Readonly<Record<string, GameStats>>;
  /** Counts a finished deal, once per deal identity (across restarts and sessions); false when already counted. */
  countResult(game: string, deal: string, result: Result): boolean;
  /** Games with a saved unfinished deal. */
  unfinished(): string[];
  /** Games another running program holds. */
  busy(): string[];
  claim(game: string): Claim;
  /** Takes a game from the program holding it (the player confirmed it); false when the lock cannot be written. */
  takeOver(game: string): boolean;
  /** Writes what is queued for the game and lets go of it. */
  release(game: string): void;
  load(game: string): SaveSlot;
  /** Moves the game's save file into the backups folder; the copy's path, or undefined (then the save is never written over). */
  setAside(game: string): string | undefined;
  /** This session never writes the game's save (it belongs to a newer version of the program). */
  protect(game: string): void;
  /** Queues the game's save; `make` runs when it is written, after the frame. */
  put(game: string, make: () => StoredGame): void;
  remove(game: string): void;
  /** What start-up set aside, once. */
  takeNotices(): SetAside[];
  onEvent(listener: (event: StoreEvent) => void): () => void;
  flush(): void;
  status(): WriteStatus;
  /** Flushes and lets go of every game. */
  close(): void;
};

export type MemoryData = {
  saves?: Record<string, unknown>;
  settings?: Settings & {lastGame?: string; variants?: VariantChoices};
  stats?: StatsFile;
  /** Games held by another (pretend) program. */
  busy?: string[];
};

/** A store in memory, for tests: the same rules, no disk. */
export function memoryStore(initial: MemoryData = {}): Store & {readonly data: Required<MemoryData>} {
  const data: Required<MemoryData> = {
    saves: structuredClone(initial.saves ?? {}),
    settings: structuredClone(initial.settings ?? {}),
    // Read as the disk store reads stats.json (a file from before variants gets its standard parts).
    stats: checkStats(structuredClone(initial.stats ?? {games: {}, counted: {}})).value,
    busy: [...(initial.busy ?? [])],
  };
  const held = new Set<string>();
  const guarded = new Set<string>();
  const listeners = new Set<(event: StoreEvent) => void>();
  const writable = (game: string) => held.has(game) && !guarded.has(game);
  return {
    data,
    settings: () => {
      const {lastGame: _last, variants: _variants, ...settings} = data.settings;
      return settings;
    },
    saveSettings(change) {
      data.settings = {...data.settings, ...change};
    },
    lastGame: () => data.settings.lastGame,
    setLastGame(game) {
      data.settings = {...data.settings, lastGame: game};
    },
    variantChoices: () => data.settings.variants ?? {},
    setVariantChoice(game, variant) {
      data.settings = {...data.settings, variants: {...data.settings.variants, [game]: [...variant]}};
    },
    stats: () => data.stats.games,
    countResult(game, deal, result) {
      const next = countInto(data.stats, game, deal, result);
      if (next) data.stats = next;
      return next !== undefined;
    },
    unfinished: () => Object.keys(data.saves),
    busy: () => [...data.busy],
    claim(game) {
      if (data.busy.includes(game)) return {ok: false, pid: 1, host: 'localhost', here: true};
      held.add(game);
      return {ok: true};
    },
    takeOver(game) {
      data.busy = data.busy.filter((each) => each !== game);
      held.add(game);
      return true;
    },
    release(game) {
      held.delete(game);
      guarded.delete(game);
    },
    load: (game) => (game in data.saves ? {kind: 'found', value: structuredClone(data.saves[game])} : {kind: 'none'}),
    setAside(game) {
      delete data.saves[game];
      return `backups/${game}.json`;
    },
    protect(game) {
      guarded.add(game);
    },
    put(game, make) {
      if (writable(game)) data.saves[game] = JSON.parse(JSON.stringify(make()));
    },
    remove(game) {
      if (writable(game)) delete data.saves[game];
    },
    takeNotices: () => [],
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush() {},
    status: () => ({ok: true, pending: 0}),
    close() {
      held.clear();
    },
  };
}
