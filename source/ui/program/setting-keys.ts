import {current} from '../../core/session.js';
import type {Settings} from '../../storage/store.js';
import {type Colours, THEME_NAMES, type ThemeChoice} from '../../view/theme.js';
import {hasSafeUps} from '../../solver/assist.js';
import type {Prefs} from '../state/assist-state.js';
import {type GameUi, type Message, say} from '../state/game-ui.js';
import type {KeyResult} from '../commands/command-types.js';
import type {ProgramSettings} from './options.js';

export type ScreenSetting = Extract<KeyResult, {type: 'setting'}>['setting'];
export type AssistSetting = Extract<KeyResult, {type: 'assist-setting'}>['setting'];

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

/** A setting every screen changes (commands `theme`, `colours`, `lang`, `mouse`): the next card style, colours, language, mouse on or off. */
export function settingChange(setting: ScreenSetting, now: ProgramSettings): Settings {
  if (setting === 'theme') return {theme: next(THEME_CYCLE, now.theme as ThemeChoice)};
  if (setting === 'colours') return {colours: next(COLOUR_CYCLE, now.colours)};
  if (setting === 'lang') return {lang: now.lang === 'en' ? 'de' : 'en'};
  return {mouse: now.mouse === false};
}

/** The solver's settings on the game screen: the winnable mark, winnable deals only, safe moves to the foundations. */
export function assistSettingChange(setting: AssistSetting, settings: Settings, ui: GameUi): {change: Settings; message: Message} {
  const now = prefsOf(settings);
  if (setting === 'mark') return {change: {mark: !now.mark}, message: say(now.mark ? 'set.markOff' : 'set.markOn')};
  if (setting === 'winnable') return {change: {winnable: !now.winnable}, message: say(now.winnable ? 'set.winnableOff' : 'set.winnableOn')};
  const on = hasSafeUps(ui.definition, current(ui.session)) ? 'set.safeUpOn' : 'set.safeUpNone';
  return {change: {safeUp: !now.safeUp}, message: say(now.safeUp ? 'set.safeUpOff' : on)};
}
