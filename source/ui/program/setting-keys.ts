import {current} from '../../core/session.js';
import type {Settings} from '../../storage/store.js';
import {type Colours, THEME_NAMES, type ThemeChoice} from '../../view/theme.js';
import {hasSafeUps} from '../../solver/assist.js';
import type {Prefs} from '../state/assist-state.js';
import {type GameUi, type Message, say} from '../state/game-ui.js';
import type {ProgramSettings} from './options.js';

const THEME_CYCLE: readonly ThemeChoice[] = ['auto', ...THEME_NAMES];
const COLOUR_CYCLE: readonly Colours[] = ['two', 'four', 'none'];

function next<T>(cycle: readonly T[], value: T): T {
  return cycle[(cycle.indexOf(value) + 1) % cycle.length];
}

export function prefsOf(settings: Settings): Prefs {
  return {mark: settings.mark ?? false, winnable: settings.winnable ?? false, safeUp: settings.safeUp ?? false};
}

/** The game screen carries the solver's settings its reducer needs. */
export function withPrefs(ui: GameUi, settings: Settings): GameUi {
  const prefs = prefsOf(settings);
  const same = ui.prefs && ui.prefs.mark === prefs.mark && ui.prefs.winnable === prefs.winnable && ui.prefs.safeUp === prefs.safeUp;
  return same ? ui : {...ui, prefs, ...(prefs.mark ? {} : {mark: undefined})};
}

/** The setting a key of every screen changes: T the card style, C the colours, L the language, M the mouse. */
export function settingKey(char: string, now: ProgramSettings): Settings | undefined {
  if (char === 'T') return {theme: next(THEME_CYCLE, now.theme as ThemeChoice)};
  if (char === 'C') return {colours: next(COLOUR_CYCLE, now.colours)};
  if (char === 'L') return {lang: now.lang === 'en' ? 'de' : 'en'};
  if (char === 'M') return {mouse: now.mouse === false};
  return undefined;
}

/** The solver's settings on the game screen: w the winnable mark, W winnable deals only, F safe moves to the foundations. */
export function assistSettingKey(char: string, settings: Settings, ui: GameUi): {change: Settings; message: Message} | undefined {
  const now = prefsOf(settings);
  if (char === 'w') return {change: {mark: !now.mark}, message: say(now.mark ? 'set.markOff' : 'set.markOn')};
  if (char === 'W') return {change: {winnable: !now.winnable}, message: say(now.winnable ? 'set.winnableOff' : 'set.winnableOn')};
  if (char === 'F') {
    const on = hasSafeUps(ui.definition, current(ui.session)) ? 'set.safeUpOn' : 'set.safeUpNone';
    return {change: {safeUp: !now.safeUp}, message: say(now.safeUp ? 'set.safeUpOff' : on)};
  }
  return undefined;
}
