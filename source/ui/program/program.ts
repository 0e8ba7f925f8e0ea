import type {GameDefinition} from '../../core/types.js';

import type {Line} from '../../view/style.js';
import {type ThemeChoice} from '../../view/theme.js';

import {reduce} from '../table/controller.js';
import {commandsOf, programKeys} from '../commands/game-commands.js';
import {type Display} from '../screens/display.js';
import {sayUi} from '../screens/speak.js';
import {type GameUi, say} from '../state/game-ui.js';
import type {Key} from '../terminal/keys.js';
import type {Mouse} from '../terminal/mouse.js';
import {answerKey, isGameCommand, keyCommand, type KeyResult, listKey, overlayKey, screenKey} from '../commands/keymap.js';
import {TABLE} from '../commands/commands.js';
import {type Lang, t} from '../text/messages.js';
import {settingMessage, withSpeed} from './setting-messages.js';
import {openGame, verified} from './open-game.js';
import {chosenGame, startPicker} from '../screens/picker-state.js';
import type {LineStep} from '../screens/picker-variants.js';
import {pickerOutcome} from './picker-commands.js';
import {DoubleClicks, screenSeen} from '../mouse/double-click.js';
import {gameMouse} from '../mouse/game-mouse.js';
import {pageCommand} from '../mouse/page-mouse.js';
import {pickerMouse} from '../mouse/picker-mouse.js';

import {type Screen, screenLines} from '../screens/screen.js';

import {playable} from '../screens/variants.js';

import {assistSettingChange, settingChange} from './setting-keys.js';
import {ProgramLife} from './life.js';

/** The table of commands without a game's own (the list of games, the statistics and the rules have none). */
const ALL = [...TABLE.hand, ...TABLE.common];

/** The running program: keys and mouse events become what each screen does with them (see ProgramLife). */
export class Program extends ProgramLife {
  private readonly clicks = new DoubleClicks();

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
          [{text: t(lang as Lang, 'msg.cannotDrawKeys', {}, {keys: () => programKeys(lang as Lang)}).slice(0, cols)}],
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

  /** Keys in the order they arrived; they are all applied before the next frame. A quit ends the batch. */
  readonly press = (keys: readonly Key[]): void => {
    if (this.finished) return;
    // A key means the terminal is ours again, even if no resume was announced.
    if (this.suspended) this.resume();
    this.timers.settle();
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

  /** A key: the command the table (commands/commands.ts) gives it on the screen shown. */
  private onKey(key: Key): void {
    if (key.name === 'mouse') return this.onMouse(key.mouse);
    const screen = this.screen;
    if (screen.kind === 'game') return this.apply(screen.ui, screenKey(screen.ui, key, commandsOf(screen.ui.definition), this.options.randomDeal));
    const always = keyCommand(ALL, ['always'], key);
    if (always) return void this.programCommand(always);
    if (screen.kind === 'picker') return this.pickerKey(screen, key);
    this.pageStep(screen, overlayKey(key));
  }

  /** The statistics or the rules shown on their own: ↑ ↓ scroll, anything else goes back. */
  private pageStep(screen: Extract<Screen, {kind: 'stats' | 'rules'}>, result: KeyResult): void {
    if (result.type === 'move-focus') return this.show({...screen, scroll: Math.max(0, (screen.scroll ?? 0) + (result.direction === 'down' ? 1 : -1))});
    if (result.type === 'quit' || result.type === 'suspend') return void this.programCommand(result);
    this.show(screen.back);
  }

  /** The commands the program carries out itself, on any screen (quit, suspend, statistics, the settings); false for the others. */
  private programCommand(result: KeyResult): boolean {
    if (result.type === 'none') return true;
    if (result.type === 'quit') return (this.quit(), true);
    if (result.type === 'suspend') return (this.suspend(), true);
    if (result.type === 'stats') return (this.leaveGame({kind: 'stats', back: this.screen}), true);
    if (result.type !== 'setting') return false;
    this.changeSettings(settingChange(result.setting, this.settings));
    if (result.setting === 'mouse') this.options.onMouse?.(this.settings.mouse !== false);
    // The game's status line (the list's notice line) says what was chosen.
    const said = settingMessage(result.setting, this.settings);
    if (this.screen.kind === 'game') this.show({kind: 'game', ui: {...this.screen.ui, message: said}});
    else if (this.screen.kind === 'picker') this.show({...this.screen, notice: sayUi(said, this.settings.lang as Lang)});
    return true;
  }

  /** A key of every screen (the settings, the statistics) on the list of games: whether it was one. */
  private globalKey(key: Key): boolean {
    const result = keyCommand(ALL, ['global'], key);
    return result !== undefined && this.programCommand(result);
  }

  private apply(ui: GameUi, result: KeyResult): void {
    if (this.programCommand(result)) return;
    if (result.type === 'games') {
      this.leaveGame({kind: 'picker', picker: startPicker(this.options.games, ui.definition.id)});
      return this.releaseLater(ui.definition.id);
    }
    if (result.type === 'assist-setting') {
      // The solver's settings on the game screen: the winnable mark, winnable deals only, safe moves to the foundations.
      const setting = assistSettingChange(result.setting, this.settings, ui);
      this.changeSettings(setting.change);
      return this.showGame({...ui, message: setting.message});
    }
    if (!isGameCommand(result)) return;
    const after = this.assist.screen(reduce(ui, result));
    if (after.speed !== ui.speed) this.changeSettings({speed: after.speed});
    this.showGame(after);
  }

  /** A key on the list of games: the command the table gives it (keymap.ts's listKey), or the answer to a question. */
  private pickerKey(screen: Extract<Screen, {kind: 'picker'}>, key: Key): void {
    if (screen.ask) {
      const yes = answerKey(key);
      return yes === undefined ? undefined : this.takeOverAnswer(screen, screen.ask, yes);
    }
    this.pickerCommand(screen, listKey(key, screen.picker.line !== undefined && chosenGame(screen.picker, this.options.games) !== undefined));
  }

  private pickerCommand(screen: Extract<Screen, {kind: 'picker'}>, result: KeyResult): void {
    if (result.type !== 'list' && result.type !== 'line' && result.type !== 'filter') return void this.programCommand(result);
    const lang = this.settings.lang as Lang;
    const outcome = pickerOutcome(screen, result, this.options.games, this.variants, lang);
    if (outcome.kind === 'show') return this.show(outcome.screen);
    if (outcome.kind === 'play') return this.startGame(outcome.game);
    if (outcome.kind === 'line') return this.lineStep(screen, outcome.step, outcome.game);
    if (outcome.kind === 'quit') return this.quit();
    if (outcome.kind === 'winnable') {
      const winnable = !this.settings.winnable;
      this.changeSettings({winnable});
      this.show({...screen, notice: t(lang, 'picker.winnable', {state: t(lang, winnable ? 'picker.on' : 'picker.off')})});
    }
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
      const command = gameMouse(screen.ui, mouse, this.display(), this.clicks, now);
      return command ? this.apply(screen.ui, command) : undefined;
    }
    if (screen.kind !== 'picker') {
      const command = pageCommand(mouse);
      return command ? this.pageStep(screen, command) : undefined;
    }
    if (screen.ask) return;
    const {cols, rows, lang} = this.display();
    const result = pickerMouse(screen.picker, mouse, {games: this.options.games, variants: this.variants, lang, cols, rows}, this.clicks, now);
    if (result.kind === 'command') return this.pickerCommand(screen, result.command);
    if (result.kind === 'choose') return this.show({...screen, picker: result.picker});
    if (result.kind === 'play') return this.startGame(result.game);
    if (result.kind === 'line') return this.lineStep(screen, result.step, result.game);
  }

  /** Yes (y, j): take the game from the other window and play it here; any other key leaves it there. */
  private takeOverAnswer(screen: Extract<Screen, {kind: 'picker'}>, game: string, yes: boolean): void {
    const definition = this.options.games.find((each) => each.id === game)!;
    const lang = this.settings.lang as Lang;
    const name = definition.names.de;
    const {ask: _asked, ...rest} = screen;
    if (!yes) return this.show({...rest, notice: t(lang, 'store.notTaken', {game: name})});
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
      this.queue.write((store) => store.setVariantChoice(game.id, variant));
    }
    // A notice of '' clears the line under the list; none leaves it.
    const notice = step.notice === undefined ? screen.notice : step.notice || undefined;
    this.show({...screen, picker: step.picker, notice});
  }

  private leaveGame(then: Screen): void {
    if (this.screen.kind === 'game') this.queueSave(this.screen.ui);
    this.show(then);
  }

  private startGame(definition: GameDefinition): void {
    // Its save may still be waiting to be written (Esc and Enter in one chunk).
    if (this.queue.saving(definition.id)) this.flush();
    const variant = playable(definition, this.variants[definition.id]);
    const opened = verified(openGame(definition, this.store, this.options.randomDeal, {lang: this.settings.lang as Lang, variant}));
    if (opened.kind === 'busy') {
      this.busy = new Set(this.store.busy());
      if (this.screen.kind === 'picker') this.show({...this.screen, notice: sayUi(opened.message, this.settings.lang as Lang), ask: opened.game});
      return;
    }
    this.busy.delete(definition.id);
    this.queue.write((store) => store.setLastGame(definition.id));
    this.show(withSpeed({kind: 'game', ui: this.winnableStart(opened.ui)}, this.settings.speed));
  }

  /** A game left for the list: written and let go after the frame, so another window may open it (unless it is open here again). */
  private releaseLater(game: string): void {
    this.queue.write((store) => {
      if (this.screen.kind === 'game' && this.screen.ui.definition.id === game) return;
      store.release(game);
    });
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
    this.timers.settle();
    this.saveNow();
    this.suspended = true;
    this.timers.stop();
  }
}
