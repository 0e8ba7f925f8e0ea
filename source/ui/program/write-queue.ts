import type {Store} from '../../storage/store.js';
import type {GameUi} from '../state/game-ui.js';
import {countResults, saveGame} from './records.js';

/**
 * Store writes waiting for the frame to be out: finished deals to count, games to save, settings
 * and choices to write. Between a key and its frame there is only the reducer.
 */
export class WriteQueue {
  private results: Array<readonly [GameUi | undefined, GameUi]> = [];
  private readonly saves = new Map<string, GameUi>();
  private writes: Array<(store: Store) => void> = [];
  private scheduled = false;

  constructor(private readonly afterFrame: (run: () => void) => void) {}

  /** A new position of the game on screen: counted (if it ended the deal) when written. */
  result(before: GameUi | undefined, after: GameUi): void {
    this.results.push([before, after]);
  }

  save(ui: GameUi): void {
    this.saves.set(ui.definition.id, ui);
  }

  write(write: (store: Store) => void): void {
    this.writes.push(write);
  }

  /** Whether a save of this game is still waiting. */
  saving(game: string): boolean {
    return this.saves.has(game);
  }

  /** Whether a waiting result leaves the deal no longer played. */
  endsDeal(playing: (ui: GameUi) => boolean): boolean {
    return this.results.some(([, after]) => !playing(after));
  }

  /** Writes everything waiting: whether the statistics changed, and whether a game was saved. */
  flush(store: Store): {counted: boolean; saved: boolean} {
    const results = this.results;
    const saves = [...this.saves.values()];
    const writes = this.writes;
    this.results = [];
    this.saves.clear();
    this.writes = [];
    let counted = false;
    for (const [before, after] of results) counted = countResults(store, before, after) || counted;
    for (const ui of saves) saveGame(store, ui);
    for (const write of writes) write(store);
    return {counted, saved: saves.length > 0};
  }

  /** Runs `written` once after the frame, if anything waits and it is not already due. */
  schedule(written: () => void): void {
    if (this.scheduled || (this.results.length === 0 && this.saves.size === 0 && this.writes.length === 0)) return;
    this.scheduled = true;
    this.afterFrame(() => {
      this.scheduled = false;
      written();
    });
  }
}
