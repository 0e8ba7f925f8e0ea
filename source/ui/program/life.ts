import {outcomeOf} from '../../core/engine.js';
import {current} from '../../core/session.js';

import type {GameStats, Settings, Store, StoreEvent} from '../../storage/store.js';
import type {Line} from '../../view/style.js';

import {AssistDriver} from '../assist/assist-driver.js';

import {reduce} from '../table/controller.js';

import {sayUi} from '../screens/speak.js';
import {type GameUi, type Message, say} from '../state/game-ui.js';

import {type Lang} from '../text/messages.js';
import {withSpeed} from './setting-messages.js';

import {startPicker} from '../screens/picker-state.js';

import {type Screen} from '../screens/screen.js';
import {setAsideMessage, writeMessage} from './storage-notices.js';

import {WriteQueue} from './write-queue.js';
import {GameTimers} from './timers.js';
import type {ProgramOptions, ProgramSettings} from './options.js';
import {withPrefs} from './setting-keys.js';

export const isPlaying = (ui: GameUi) => outcomeOf(ui.definition, current(ui.session)) === 'playing';

/**
 * The life of one run, without a terminal: what is on screen, the settings, the statistics, the
 * store and the timers (program.ts turns keys and mouse events into changes of it, and draws frames). It is the same
 * object before Ink has loaded (frames drawn straight through the screen
 * writer) and after (Ink renders them), so keys are answered from the first
 * frame on and nothing is lost when Ink takes over.
 *
 * Between a key and its frame there is only the reducer: the store is written
 * after the frame (see `afterFrame`), and at once when the program quits.
 */
export class ProgramLife {
  protected screen: Screen;
  protected settings: ProgramSettings;
  protected readonly assist: AssistDriver;
  protected size: {cols: number; rows: number};
  protected unfinished: Set<string>;
  /** Games open in another window. */
  protected busy: Set<string>;
  protected stats: Readonly<Record<string, GameStats>>;
  /** The variant chosen for each game (the picker's rules line). */
  protected variants: Readonly<Record<string, readonly string[]>>;
  protected readonly listeners = new Set<() => void>();
  protected version = 0;
  protected drawn = -1;
  protected frame: Line[] = [];
  protected changed = false;
  protected finished = false;
  protected suspended = false;
  protected readonly stopEvents: () => void;
  protected readonly queue: WriteQueue;
  protected readonly timers: GameTimers;
  protected readonly now: () => number;
  protected store: Store;

  constructor(protected readonly options: ProgramOptions) {
    this.store = options.store;
    this.screen = withSpeed(options.start, options.settings.speed);
    this.settings = options.settings;
    this.size = {...options.size};
    this.unfinished = new Set(options.store.unfinished());
    this.busy = new Set(options.store.busy());
    this.stats = options.store.stats();
    this.variants = options.store.variantChoices();
    this.stopEvents = options.store.onEvent((event) => this.storeEvent(event));
    this.now = options.now ?? (() => performance.now());
    this.queue = new WriteQueue(options.afterFrame ?? ((run) => setImmediate(run)));
    this.timers = new GameTimers({
      now: () => this.now(),
      game: () => (!this.finished && !this.suspended && this.screen.kind === 'game' ? this.screen.ui : undefined),
      playing: isPlaying,
      elapsed: (ms) => this.elapse(ms),
      tick: () => {
        if (this.screen.kind !== 'game') return;
        try {
          this.showGame(reduce(this.screen.ui, {type: 'tick'}));
        } catch (error) {
          this.fail(error);
        }
      },
      commit: () => this.commit(),
    });
    this.assist = new AssistDriver(options.solver, {
      ui: () => (this.screen.kind === 'game' && !this.finished ? this.screen.ui : undefined),
      update: (change) => {
        if (this.screen.kind !== 'game' || this.finished) return;
        this.showGame(change(this.screen.ui));
        this.commit();
      },
    });
    if (this.screen.kind === 'game') this.screen = {kind: 'game', ui: withPrefs(this.screen.ui, this.settings)};
    if (this.screen.kind === 'game' && options.winnableStart) this.screen = {kind: 'game', ui: this.winnableStart(this.screen.ui)};
    this.timers.sync();
    // The first question (a winnable deal, the mark) once the first frame is out.
    setImmediate(() => {
      if (!this.finished) this.assist.sync();
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get done(): boolean {
    return this.finished;
  }

  /** What is on screen now. */
  get shown(): Screen {
    return this.screen;
  }

  resize(cols: number, rows: number): void {
    if (cols === this.size.cols && rows === this.size.rows) return;
    this.size = {cols, rows};
    this.changed = true;
    this.commit();
  }

  /** Replaces what is on screen: a long save drawn from its saved position, once its replay has checked every move (before any key). */
  replace(screen: Screen): void {
    this.screen = withSpeed(screen, this.settings.speed);
    this.changed = true;
    this.commit();
  }

  /** Computes and renders the frame again, unchanged (its cells are not sent again). */
  redraw(): void {
    this.changed = true;
    this.commit();
  }

  /** The terminal is back after Ctrl-Z: the clock runs again. */
  resume(): void {
    if (!this.suspended) return;
    this.suspended = false;
    this.timers.sync();
  }
  /** Writes everything waiting for the store now (quitting, a signal). */
  flush(): void {
    if (this.finished) return;
    const store = this.store;
    const {counted, saved} = this.queue.flush(store);
    if (counted) {
      this.stats = store.stats();
      this.changed = true;
    }
    if (saved) {
      const unfinished = new Set(store.unfinished());
      if ([...unfinished].sort().join() !== [...this.unfinished].sort().join()) {
        this.unfinished = unfinished;
        this.changed = true;
      }
    }
  }

  /** Saves the game on screen with its clock, as it is now (for a shutdown). */
  saveNow(): void {
    if (this.finished) return;
    this.timers.settle();
    if (this.screen.kind === 'game') this.queue.save(this.screen.ui);
    this.flush();
  }

  /** Saves, stops the timers and says so (onQuit); nothing more happens after this. */
  quit(): void {
    if (this.finished) return;
    this.saveNow();
    this.dispose();
    this.options.onQuit?.();
  }

  /** Stops without saving (a test that is done with it). */
  dispose(): void {
    this.finished = true;
    this.timers.stop();
    this.stopEvents();
  }

  /** Storage tells of a failed write (once, until writing works again) or of a file it set aside: said where the player is. */
  protected storeEvent(event: StoreEvent): void {
    if (this.finished) return;
    const lang = this.settings.lang as Lang;
    if (event.kind === 'taken') return this.gameTaken(event.game);
    const message: Message =
      event.kind === 'write-failed'
        ? writeMessage(event.problem)
        : event.kind === 'write-ok'
          ? say('store.savedAgain')
          : setAsideMessage(event.notice, lang, this.options.games);
    const withMessage = (screen: Screen): Screen => {
      if (screen.kind === 'game') return {kind: 'game', ui: {...screen.ui, message}};
      if (screen.kind === 'picker') return {...screen, notice: sayUi(message, lang)};
      return {...screen, back: withMessage(screen.back)};
    };
    this.show(withMessage(this.screen));
    this.commit();
  }

  /** Another window took the game over: this one leaves it (its clock stops) and says so. */
  protected gameTaken(game: string): void {
    this.busy.add(game);
    const name = this.options.games.find((each) => each.id === game)?.names.de ?? game;
    const notice = sayUi(say('store.takenOver', {game: name}), this.settings.lang as Lang);
    const here = this.screen.kind === 'game' ? this.screen : this.screen.kind !== 'picker' && this.screen.back.kind === 'game' ? this.screen.back : undefined;
    if (here?.ui.definition.id === game || this.screen.kind === 'picker') {
      this.show({kind: 'picker', picker: startPicker(this.options.games, game), notice});
    }
    this.commit();
  }

  protected commit(): void {
    if (this.finished) return;
    this.timers.sync();
    this.assist.sync();
    if (!this.changed) return;
    // The end of a deal (won, lost, given up) is on disk before it is shown; other moves are written after their frame.
    if (this.queue.endsDeal(isPlaying)) {
      this.flush();
      this.store.flush();
    }
    this.changed = false;
    this.version++;
    for (const listener of [...this.listeners]) listener();
    this.queue.schedule(() => {
      const changed = this.changed;
      this.flush();
      // The statistics or the unfinished marks may show on screen.
      if (this.changed && !changed) this.commit();
    });
  }

  protected show(screen: Screen): void {
    this.screen = screen.kind === 'game' ? {kind: 'game', ui: withPrefs(screen.ui, this.settings)} : screen;
    this.changed = true;
  }

  /** A new state of the game on screen; a changed position is saved (and a finished deal counted) after the frame. */
  protected showGame(ui: GameUi): void {
    const before = this.screen.kind === 'game' ? this.screen.ui : undefined;
    if (!before || before.session !== ui.session) {
      this.queue.result(before, ui);
      this.queueSave(ui);
    }
    this.show({kind: 'game', ui});
  }

  protected queueSave(ui: GameUi): void {
    this.queue.save(ui);
    // What the list of games shows at once; the store confirms it after the frame.
    if (isPlaying(ui)) this.unfinished.add(ui.definition.id);
    else this.unfinished.delete(ui.definition.id);
  }

  protected changeSettings(change: Settings): void {
    this.settings = {...this.settings, ...change};
    this.queue.write((store) => store.saveSettings(change));
    this.changed = true;
  }

  /** With winnable deals only, a game opened without moves starts with a search for a winnable deal from its deal number on. */
  protected winnableStart(ui: GameUi): GameUi {
    const source = ui.session.source;
    if (!this.settings.winnable || ui.session.moves.length > 0 || !('deal' in source)) return ui;
    return this.assist.screen(reduce(withPrefs(ui, this.settings), {type: 'new', deal: source.deal}));
  }

  /** A key that broke something is reported on the status line; the program goes on. */
  protected fail(error: unknown): void {
    const text = error instanceof Error ? error.message : String(error);
    if (this.screen.kind === 'game') this.show({kind: 'game', ui: {...this.screen.ui, message: say('msg.keyFailed', {reason: text})}});
  }

  /** The game's clock moved on by `ms`; a new frame only when the shown second changed. */
  private elapse(ms: number): boolean {
    if (this.screen.kind !== 'game') return false;
    const before = this.screen.ui.elapsed;
    const ui = reduce(this.screen.ui, {type: 'elapse', ms});
    this.screen = {kind: 'game', ui};
    // The clock shows whole seconds: only a new second needs a new frame.
    const redraw = Math.floor(ui.elapsed / 1000) !== Math.floor(before / 1000);
    if (redraw) this.changed = true;
    return redraw;
  }
}
