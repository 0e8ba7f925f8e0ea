import {outcomeOf} from '../../core/engine.js';
import {current} from '../../core/session.js';
import type {GameDefinition} from '../../core/types.js';
import type {GameStats, Settings, Store, StoreEvent} from '../../storage/store.js';
import type {Line} from '../../view/style.js';
import {type Colours, THEME_NAMES, type ThemeChoice} from '../../view/theme.js';
import {hasSafeUps} from '../../solver/assist.js';
import {AssistDriver} from '../assist/assist-driver.js';
import {type AssistSolver} from '../assist/solver-link.js';
import type {Prefs} from '../state/assist-state.js';
import {reduce} from '../table/controller.js';
import {dealPromptKey} from '../table/deal-keys.js';
import {type Display} from '../screens/display.js';
import {sayUi} from '../screens/speak.js';
import {escClears, type GameUi, isStalled, type Message, say} from '../state/game-ui.js';
import type {Key} from '../terminal/keys.js';
import type {Mouse} from '../terminal/mouse.js';
import {charOf, gameKey, isCtrl, isPlain, type KeyResult, overlayKey} from '../table/keymap.js';
import {type Lang, t} from '../text/messages.js';
import {settingMessage, withSpeed} from './setting-messages.js';
import {openGame, verified} from './open-game.js';
import {chosenGame, erasePicker, movePicker, startPicker, typeInPicker} from '../screens/picker-state.js';
import {enterLine, lineKey, type LineStep} from '../screens/picker-variants.js';
import {DoubleClicks, screenSeen} from '../mouse/double-click.js';
import {gameMouse} from '../mouse/game-mouse.js';
import {pageKey} from '../mouse/page-mouse.js';
import {pickerMouse} from '../mouse/picker-mouse.js';
import {countResults, saveGame} from './records.js';
import {type Screen, screenLines} from '../screens/screen.js';
import {setAsideMessage, writeMessage} from './storage-notices.js';
import {playable} from '../screens/variants.js';

/** The settings the program runs with: language, theme and colours always known, the rest once chosen. */
export type ProgramSettings = Required<Pick<Settings, 'lang' | 'theme' | 'colours'>> & Settings;

export type ProgramOptions = {
  readonly games: readonly GameDefinition[];
  readonly start: Screen;
  readonly settings: ProgramSettings;
  /** The game on screen was dealt at random: with winnable deals only, a winnable one is looked for first. */
  readonly winnableStart?: boolean;
  /** Who answers hints, the mark and the demo (the worker thread); without one they say the solver is off. */
  readonly solver?: AssistSolver;
  readonly randomDeal: () => number;
  readonly store: Store;
  readonly size: {readonly cols: number; readonly rows: number};
  /** A monotonic clock in milliseconds (the game clock and autoplay run on it). */
  readonly now?: () => number;
  /** Called once the player has quit, after the game was handed to the store. */
  readonly onQuit?: () => void;
  /** Ctrl-Z: give the terminal back and stop (the game clock is paused until `resume()`); false where nothing can take it (no job control). */
  readonly onSuspend?: () => boolean | void;
  /** Runs the store writes once the frame is out; setImmediate unless a test says otherwise. */
  readonly afterFrame?: (run: () => void) => void;
  /** Turns the terminal's mouse reports on or off (M); the setting is on unless it says `mouse: false`. */
  readonly onMouse?: (on: boolean) => void;
};

const THEME_CYCLE: readonly ThemeChoice[] = ['auto', ...THEME_NAMES];
const COLOUR_CYCLE: readonly Colours[] = ['two', 'four', 'none'];

function next<T>(cycle: readonly T[], value: T): T {
  return cycle[(cycle.indexOf(value) + 1) % cycle.length];
}

function prefsOf(settings: Settings): Prefs {
  return {mark: settings.mark ?? false, winnable: settings.winnable ?? false, safeUp: settings.safeUp ?? false};
}

/** The game screen carries the solver's settings its reducer needs. */
function withPrefs(ui: GameUi, settings: Settings): GameUi {
  const prefs = prefsOf(settings);
  const same = ui.prefs && ui.prefs.mark === prefs.mark && ui.prefs.winnable === prefs.winnable && ui.prefs.safeUp === prefs.safeUp;
  return same ? ui : {...ui, prefs, ...(prefs.mark ? {} : {mark: undefined})};
}

const isPlaying = (ui: GameUi) => outcomeOf(ui.definition, current(ui.session)) === 'playing';

/**
 * The running program without a terminal: what is on screen, the settings,
 * the statistics; keys go in, frames (styled lines) come out. It is the same
 * object before Ink has loaded (frames drawn straight through the screen
 * writer) and after (Ink renders them), so keys are answered from the first
 * frame on and nothing is lost when Ink takes over.
 *
 * Between a key and its frame there is only the reducer: the store is written
 * after the frame (see `afterFrame`), and at once when the program quits.
 */
export class Program {
  private screen: Screen;
  private settings: ProgramSettings;
  private readonly assist: AssistDriver;
  private size: {cols: number; rows: number};
  private unfinished: Set<string>;
  /** Games open in another window. */
  private busy: Set<string>;
  private stats: Readonly<Record<string, GameStats>>;
  /** The variant chosen for each game (the picker's rules line). */
  private variants: Readonly<Record<string, readonly string[]>>;
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private drawn = -1;
  private frame: Line[] = [];
  private changed = false;
  private finished = false;
  private suspended = false;
  private readonly stopEvents: () => void;
  private readonly clicks = new DoubleClicks();

  // Store writes waiting for the frame to be out.
  private results: Array<readonly [GameUi | undefined, GameUi]> = [];
  private readonly saves = new Map<string, GameUi>();
  private writes: Array<(store: Store) => void> = [];
  private writeScheduled = false;

  // The game clock: the monotonic time up to which `elapsed` is counted, while it runs.
  private clockSince: number | undefined;
  private clockTimer: ReturnType<typeof setTimeout> | undefined;
  private clockDue = 0;
  // Autoplay: its own timer, untouched by clock redraws and other keys.
  private autoTimer: ReturnType<typeof setTimeout> | undefined;
  private autoDue = 0;
  private autoSpeed = 0;

  private readonly now: () => number;
  private readonly afterFrame: (run: () => void) => void;
  private store: Store;

  constructor(private readonly options: ProgramOptions) {
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
    this.afterFrame = options.afterFrame ?? ((run) => setImmediate(run));
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
    this.syncTimers();
    // The first question (a winnable deal, the mark) once the first frame is out.
    setImmediate(() => {
      if (!this.finished) this.assist.sync();
    });
  }

  /** The frame for what is on screen now (the same array until something changes). */
  readonly lines = (): Line[] => {
    if (this.drawn !== this.version) {
      const {cols, rows} = this.size;
      const {theme, colours, lang} = this.settings;
      const display = {cols, rows, theme: theme as ThemeChoice, colours, lang: lang as Lang};
      try {
        this.frame = screenLines(this.screen, {
          games: this.options.games,
          unfinished: this.unfinished,
          busy: this.busy,
          stats: this.stats,
          variants: this.variants,
          display,
        });
      } catch (error) {
        // A screen that cannot be drawn must not end the game: say so; undo or Esc leads out of it.
        const text = error instanceof Error ? error.message : String(error);
        this.frame = [
          [{text: t(lang as Lang, 'msg.cannotDraw', {reason: text}).slice(0, cols)}],
          [{text: t(lang as Lang, 'msg.cannotDrawKeys').slice(0, cols)}],
        ];
      }
      this.drawn = this.version;
    }
    return this.frame;
  };

  /** The size and look of the screen, as `lines()` draws the frame (the mouse finds its cards there). */
  private display(): Display {
    const {theme, colours, lang} = this.settings;
    return {...this.size, theme: theme as ThemeChoice, colours, lang: lang as Lang};
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Keys in the order they arrived; they are all applied before the next frame. A quit ends the batch. */
  readonly press = (keys: readonly Key[]): void => {
    if (this.finished) return;
    // A key means the terminal is ours again, even if no resume was announced.
    if (this.suspended) this.resume();
    this.settleClock();
    for (const key of keys) {
      if (this.finished) return;
      try {
        this.onKey(key);
      } catch (error) {
        this.fail(error);
      }
    }
    this.commit();
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
    this.syncTimers();
  }

  /** Writes everything waiting for the store now (quitting, a signal). */
  flush(): void {
    if (this.finished) return;
    const store = this.store;
    const results = this.results;
    const saves = [...this.saves.values()];
    const writes = this.writes;
    this.results = [];
    this.saves.clear();
    this.writes = [];
    let changed = false;
    for (const [before, after] of results) changed = countResults(store, before, after) || changed;
    for (const ui of saves) saveGame(store, ui);
    for (const write of writes) write(store);
    if (changed) {
      this.stats = store.stats();
      this.changed = true;
    }
    if (saves.length > 0) {
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
    this.settleClock();
    if (this.screen.kind === 'game') this.saves.set(this.screen.ui.definition.id, this.screen.ui);
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
    this.stopTimers();
    this.stopEvents();
  }

  /** Storage tells of a failed write (once, until writing works again) or of a file it set aside: said where the player is. */
  private storeEvent(event: StoreEvent): void {
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
  private gameTaken(game: string): void {
    this.busy.add(game);
    const name = this.options.games.find((each) => each.id === game)?.names.de ?? game;
    const notice = sayUi(say('store.takenOver', {game: name}), this.settings.lang as Lang);
    const here = this.screen.kind === 'game' ? this.screen : this.screen.kind !== 'picker' && this.screen.back.kind === 'game' ? this.screen.back : undefined;
    if (here?.ui.definition.id === game || this.screen.kind === 'picker') {
      this.show({kind: 'picker', picker: startPicker(this.options.games, game), notice});
    }
    this.commit();
  }

  private commit(): void {
    if (this.finished) return;
    this.syncTimers();
    this.assist.sync();
    if (!this.changed) return;
    // The end of a deal (won, lost, given up) is on disk before it is shown; other moves are written after their frame.
    if (this.results.some(([, after]) => !isPlaying(after))) {
      this.flush();
      this.store.flush();
    }
    this.changed = false;
    this.version++;
    for (const listener of [...this.listeners]) listener();
    this.scheduleWrites();
  }

  private scheduleWrites(): void {
    if (this.writeScheduled || (this.results.length === 0 && this.saves.size === 0 && this.writes.length === 0)) return;
    this.writeScheduled = true;
    this.afterFrame(() => {
      this.writeScheduled = false;
      const changed = this.changed;
      this.flush();
      // The statistics or the unfinished marks may show on screen.
      if (this.changed && !changed) this.commit();
    });
  }

  private show(screen: Screen): void {
    this.screen = screen.kind === 'game' ? {kind: 'game', ui: withPrefs(screen.ui, this.settings)} : screen;
    this.changed = true;
  }

  /** A new state of the game on screen; a changed position is saved (and a finished deal counted) after the frame. */
  private showGame(ui: GameUi): void {
    const before = this.screen.kind === 'game' ? this.screen.ui : undefined;
    if (!before || before.session !== ui.session) {
      this.results.push([before, ui]);
      this.queueSave(ui);
    }
    this.show({kind: 'game', ui});
  }

  private queueSave(ui: GameUi): void {
    this.saves.set(ui.definition.id, ui);
    // What the list of games shows at once; the store confirms it after the frame.
    if (isPlaying(ui)) this.unfinished.add(ui.definition.id);
    else this.unfinished.delete(ui.definition.id);
  }

  private leaveGame(then: Screen): void {
    if (this.screen.kind === 'game') this.queueSave(this.screen.ui);
    this.show(then);
  }

  private startGame(definition: GameDefinition): void {
    // Its save may still be waiting to be written (Esc and Enter in one chunk).
    if (this.saves.has(definition.id)) this.flush();
    const variant = playable(definition, this.variants[definition.id]);
    const opened = verified(openGame(definition, this.store, this.options.randomDeal, {lang: this.settings.lang as Lang, variant}));
    if (opened.kind === 'busy') {
      this.busy = new Set(this.store.busy());
      if (this.screen.kind === 'picker') this.show({...this.screen, notice: sayUi(opened.message, this.settings.lang as Lang), ask: opened.game});
      return;
    }
    this.busy.delete(definition.id);
    this.writes.push((store) => store.setLastGame(definition.id));
    this.show(withSpeed({kind: 'game', ui: this.winnableStart(opened.ui)}, this.settings.speed));
  }

  /** A game left for the list: written and let go after the frame, so another window may open it (unless it is open here again). */
  private releaseLater(game: string): void {
    this.writes.push((store) => {
      if (this.screen.kind === 'game' && this.screen.ui.definition.id === game) return;
      store.release(game);
    });
  }

  private changeSettings(change: Settings): void {
    this.settings = {...this.settings, ...change};
    this.writes.push((store) => store.saveSettings(change));
    this.changed = true;
  }

  /** Keys that work on every screen: theme, colours, language, statistics. */
  private globalKey(char: string): boolean {
    const now = this.settings;
    if (char === 'T') this.changeSettings({theme: next(THEME_CYCLE, now.theme as ThemeChoice)});
    else if (char === 'C') this.changeSettings({colours: next(COLOUR_CYCLE, now.colours)});
    else if (char === 'L') this.changeSettings({lang: now.lang === 'en' ? 'de' : 'en'});
    else if (char === 'S') return (this.leaveGame({kind: 'stats', back: this.screen}), true);
    else if (char === 'M') {
      this.changeSettings({mouse: now.mouse === false});
      this.options.onMouse?.(this.settings.mouse !== false);
    } else return false;
    // The game's status line (the list's notice line) says what was chosen.
    const said = settingMessage(char, this.settings);
    if (this.screen.kind === 'game') this.show({kind: 'game', ui: {...this.screen.ui, message: said}});
    else if (this.screen.kind === 'picker') this.show({...this.screen, notice: sayUi(said, this.settings.lang as Lang)});
    return true;
  }

  private onKey(key: Key): void {
    if (key.name === 'mouse') return this.onMouse(key.mouse);
    if (isCtrl(key, 'c')) return this.quit();
    if (isCtrl(key, 'z')) return this.suspend();
    const screen = this.screen;
    if (screen.kind === 'picker') return this.pickerKey(screen, key);
    if (screen.kind === 'stats' || screen.kind === 'rules') {
      const result = overlayKey(key);
      if (result.type === 'move-focus') return this.show({...screen, scroll: Math.max(0, (screen.scroll ?? 0) + (result.direction === 'down' ? 1 : -1))});
      return this.show(screen.back);
    }
    const ui = screen.ui;
    if (ui.overlay) return this.apply(ui, overlayKey(key));
    if (ui.dealPrompt !== undefined) return this.apply(ui, dealPromptKey(key, ui.dealPrompt));
    const asking = ui.confirm !== undefined || isStalled(ui);
    if (!asking && this.globalKey(charOf(key))) return;
    if (!asking && this.assistKey(ui, charOf(key))) return;
    this.apply(
      ui,
      gameKey(key, {
        deal: this.options.randomDeal,
        canCancel: escClears(ui),
        asking,
      }),
    );
  }

  private apply(ui: GameUi, result: KeyResult): void {
    if (result.type === 'none') return;
    if (result.type === 'quit') return this.quit();
    if (result.type === 'games') {
      this.leaveGame({kind: 'picker', picker: startPicker(this.options.games, ui.definition.id)});
      return this.releaseLater(ui.definition.id);
    }
    const after = this.assist.screen(reduce(ui, result));
    if (after.speed !== ui.speed) this.changeSettings({speed: after.speed});
    this.showGame(after);
  }

  /** With winnable deals only, a game opened without moves starts with a search for a winnable deal from its deal number on. */
  private winnableStart(ui: GameUi): GameUi {
    const source = ui.session.source;
    if (!this.settings.winnable || ui.session.moves.length > 0 || !('deal' in source)) return ui;
    return this.assist.screen(reduce(withPrefs(ui, this.settings), {type: 'new', deal: source.deal}));
  }

  /** The solver's settings on the game screen: w the winnable mark, W winnable deals only, F safe moves to the foundations. */
  private assistKey(ui: GameUi, char: string): boolean {
    const now = prefsOf(this.settings);
    let change: Partial<ProgramSettings>;
    let message: Message;
    if (char === 'w') {
      change = {mark: !now.mark};
      message = say(now.mark ? 'set.markOff' : 'set.markOn');
    } else if (char === 'W') {
      change = {winnable: !now.winnable};
      message = say(now.winnable ? 'set.winnableOff' : 'set.winnableOn');
    } else if (char === 'F') {
      change = {safeUp: !now.safeUp};
      message = say(now.safeUp ? 'set.safeUpOff' : hasSafeUps(ui.definition, current(ui.session)) ? 'set.safeUpOn' : 'set.safeUpNone');
    } else return false;
    this.changeSettings(change);
    this.showGame({...ui, message});
    return true;
  }

  private pickerKey(screen: Extract<Screen, {kind: 'picker'}>, key: Key): void {
    const {games} = this.options;
    const picker = screen.picker;
    const char = charOf(key);
    if (!isPlain(key)) return;
    const chosen = chosenGame(picker, games);
    if (screen.ask) return this.takeOverAnswer(screen, screen.ask, charOf(key));
    // On the rules line, ← → Space Enter ↑ Esc ? are its own; ↓ and Tab go on to the next game; letters only as global keys.
    if (picker.line !== undefined && chosen && !['down', 'tab', 'backtab'].includes(key.name)) {
      const step = lineKey(picker, key, chosen, playable(chosen, this.variants[chosen.id]), this.settings.lang as Lang);
      if (step.kind !== 'none') return this.lineStep(screen, step, chosen);
      if (char === 'q') return this.quit();
      this.globalKey(char);
      return;
    }
    if (key.name === 'right') return chosen ? this.lineStep(screen, enterLine(picker, chosen, this.settings.lang as Lang), chosen) : undefined;
    if (key.name === 'up') return this.show({...screen, picker: movePicker(picker, games, -1)});
    if (key.name === 'down' || key.name === 'tab') return this.show({...screen, picker: movePicker(picker, games, 1)});
    if (key.name === 'backtab') return this.show({...screen, picker: movePicker(picker, games, -1)});
    if (key.name === 'enter') {
      const game = chosenGame(picker, games);
      return game ? this.startGame(game) : undefined;
    }
    if (key.name === 'backspace' || key.name === 'delete') return this.show({...screen, picker: erasePicker(picker)});
    // Esc never quits from the list (two Escs from a game would): it clears the filter, else says how to play or quit.
    if (key.name === 'escape') {
      if (picker.filter) return this.show({...screen, picker: {index: 0, filter: ''}});
      return this.show({...screen, notice: t(this.settings.lang as Lang, 'picker.escStays')});
    }
    if (char === '?') return chosen ? this.lineStep(screen, {kind: 'rules'}, chosen) : undefined;
    if (char === 'q' && !picker.filter) return this.quit();
    if (this.globalKey(char)) return;
    if (char === 'W') {
      const winnable = !this.settings.winnable;
      this.changeSettings({winnable});
      return this.show({
        ...screen,
        notice: t(this.settings.lang as Lang, 'picker.winnable', {state: t(this.settings.lang as Lang, winnable ? 'picker.on' : 'picker.off')}),
      });
    }
    if (/^[\p{L}\p{N} -]$/u.test(char)) this.show({...screen, picker: typeInPicker(picker, char)});
  }

  /** A mouse event (mouse/): what it means on the screen shown, done by the keys' own ways. Ignored with the mouse turned off (M). */
  private onMouse(mouse: Mouse): void {
    if (this.settings.mouse === false) return;
    const now = this.now();
    const click = mouse.button === 'left' && mouse.action === 'press';
    if (click && this.clicks.settling(now)) return;
    const seen = screenSeen(this.screen);
    this.mouseOn(mouse, now);
    if (click && screenSeen(this.screen) !== seen) this.clicks.changedScreen(now);
  }

  private mouseOn(mouse: Mouse, now: number): void {
    const screen = this.screen;
    if (screen.kind === 'game') {
      const result = gameMouse(screen.ui, mouse, this.display(), this.clicks, now);
      if (result.kind === 'key') return this.onKey(result.key);
      if (result.kind === 'command') this.apply(screen.ui, result.command);
      return;
    }
    if (screen.kind !== 'picker') {
      const key = pageKey(mouse);
      return key ? this.onKey(key) : undefined;
    }
    if (screen.ask) return;
    const {cols, rows, lang} = this.display();
    const result = pickerMouse(screen.picker, mouse, {games: this.options.games, variants: this.variants, lang, cols, rows}, this.clicks, now);
    if (result.kind === 'key') return this.pickerKey(screen, result.key);
    if (result.kind === 'choose') return this.show({...screen, picker: result.picker});
    if (result.kind === 'play') return this.startGame(result.game);
    if (result.kind === 'line') return this.lineStep(screen, result.step, result.game);
  }

  /** y (j): take the game from the other window and play it here; any other key leaves it there. */
  private takeOverAnswer(screen: Extract<Screen, {kind: 'picker'}>, game: string, char: string): void {
    const definition = this.options.games.find((each) => each.id === game)!;
    const lang = this.settings.lang as Lang;
    const name = definition.names.de;
    const {ask: _asked, ...rest} = screen;
    if (!/^[yj]$/i.test(char)) return this.show({...rest, notice: t(lang, 'store.notTaken', {game: name})});
    if (!this.store.takeOver(game)) return this.show({...rest, notice: t(lang, 'store.cannotTake', {game: name})});
    this.show(rest);
    this.startGame(definition);
  }

  /** What a key on the picker's rules line did: moved, chose a variant (remembered), plays, or shows the rules. */
  private lineStep(screen: Extract<Screen, {kind: 'picker'}>, step: LineStep, game: GameDefinition): void {
    if (step.kind === 'none') return;
    if (step.kind === 'play') return this.startGame(game);
    if (step.kind === 'rules') return this.show({kind: 'rules', game, variant: playable(game, this.variants[game.id]), scroll: 0, back: screen});
    if (step.kind === 'choose') {
      const variant = step.variant;
      this.variants = {...this.variants, [game.id]: variant};
      this.writes.push((store) => store.setVariantChoice(game.id, variant));
    }
    // A notice of '' clears the line under the list; none leaves it.
    const notice = step.notice === undefined ? screen.notice : step.notice || undefined;
    this.show({...screen, picker: step.picker, notice});
  }

  /** Ctrl-Z: the game is saved and the clock stops, then the terminal is given back (onSuspend). */
  private suspend(): void {
    this.pause();
    if (this.options.onSuspend?.() !== false) return;
    this.resume();
    const said = sayUi(say('msg.noJobControl'), this.settings.lang as Lang);
    if (this.screen.kind === 'game') this.show({kind: 'game', ui: {...this.screen.ui, message: say('msg.noJobControl')}});
    else if (this.screen.kind === 'picker') this.show({...this.screen, notice: said});
  }

  /** The process is about to stop (Ctrl-Z, or a stop signal from outside): save, and stop the clock until `resume()`. */
  pause(): void {
    if (this.suspended || this.finished) return;
    this.settleClock();
    this.saveNow();
    this.suspended = true;
    this.stopTimers();
  }

  /** A key that broke something is reported on the status line; the program goes on. */
  private fail(error: unknown): void {
    const text = error instanceof Error ? error.message : String(error);
    if (this.screen.kind === 'game') this.show({kind: 'game', ui: {...this.screen.ui, message: say('msg.keyFailed', {reason: text})}});
  }

  // The game clock counts from a monotonic start: `elapsed` grows by the time since the last
  // settlement, whatever redraws, keys or autoplay steps happen in between.
  private clockRuns(): boolean {
    return !this.finished && !this.suspended && this.screen.kind === 'game' && isPlaying(this.screen.ui);
  }

  private settleClock(): void {
    if (this.clockSince === undefined || this.screen.kind !== 'game') return;
    // Whole milliseconds (saves stay integers); the fraction stays in `clockSince`, so none is lost.
    const ms = Math.floor(this.now() - this.clockSince);
    if (ms <= 0) return;
    this.clockSince += ms;
    const before = this.screen.ui.elapsed;
    const ui = reduce(this.screen.ui, {type: 'elapse', ms});
    this.screen = {kind: 'game', ui};
    // The clock shows whole seconds: only a new second needs a new frame.
    if (Math.floor(ui.elapsed / 1000) !== Math.floor(before / 1000)) this.changed = true;
  }

  private syncTimers(): void {
    if (!this.clockRuns()) {
      this.clockSince = undefined;
      if (this.clockTimer) clearTimeout(this.clockTimer);
      this.clockTimer = undefined;
    } else {
      this.clockSince ??= this.now();
      const ui = (this.screen as Extract<Screen, {kind: 'game'}>).ui;
      // Redraw when the shown second changes.
      const due = this.now() + 1000 - (ui.elapsed % 1000);
      if (!this.clockTimer || Math.abs(due - this.clockDue) > 20) {
        if (this.clockTimer) clearTimeout(this.clockTimer);
        this.clockDue = due;
        this.clockTimer = setTimeout(
          () => {
            this.clockTimer = undefined;
            this.settleClock();
            this.commit();
          },
          Math.max(1, due - this.now()),
        );
      }
    }
    this.syncAuto();
  }

  private syncAuto(): void {
    const ui = this.screen.kind === 'game' ? this.screen.ui : undefined;
    if (!ui?.auto || this.finished || this.suspended) {
      if (this.autoTimer) clearTimeout(this.autoTimer);
      this.autoTimer = undefined;
      return;
    }
    if (this.autoTimer && this.autoSpeed === ui.speed) return;
    const now = this.now();
    // A new speed counts from the last step; a first step waits one interval.
    const base = this.autoTimer ? this.autoDue - this.autoSpeed : now;
    if (this.autoTimer) clearTimeout(this.autoTimer);
    this.schedule(Math.max(now, base + ui.speed), ui.speed);
  }

  private schedule(due: number, speed: number): void {
    this.autoDue = due;
    this.autoSpeed = speed;
    this.autoTimer = setTimeout(() => this.step(), Math.max(0, due - this.now()));
  }

  private step(): void {
    this.autoTimer = undefined;
    if (this.finished || this.screen.kind !== 'game' || !this.screen.ui.auto) return;
    this.settleClock();
    const due = this.autoDue;
    try {
      this.showGame(reduce(this.screen.ui, {type: 'tick'}));
    } catch (error) {
      this.fail(error);
    }
    const ui = this.screen.kind === 'game' ? this.screen.ui : undefined;
    // The next step one interval after this one was due (not after it ran), unless far behind.
    if (ui?.auto) this.schedule(Math.max(this.now(), due + ui.speed), ui.speed);
    this.commit();
  }

  private stopTimers(): void {
    if (this.clockTimer) clearTimeout(this.clockTimer);
    if (this.autoTimer) clearTimeout(this.autoTimer);
    this.clockTimer = undefined;
    this.autoTimer = undefined;
    this.clockSince = undefined;
  }
}
