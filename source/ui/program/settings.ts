import type {Settings} from '../../storage/store.js';
import {autoTheme, type Colours, THEME_NAMES, type ThemeChoice} from '../../view/theme.js';
import {chooseLang, type Lang} from '../text/messages.js';

export type Flags = {readonly lang?: string; readonly theme?: string; readonly color: boolean; readonly fourColour: boolean};
export type Env = Readonly<Record<string, string | undefined>>;

export type Resolved = {readonly lang: Lang; readonly theme: ThemeChoice; readonly colours: Colours; readonly speed?: number};

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'auto' || THEME_NAMES.includes(value as never);
}

/**
 * Flags win over saved settings, which win over the environment. Colour:
 * --no-color, then FORCE_COLOR (0 = off), then NO_COLOR.
 */
export function resolveSettings(flags: Flags, saved: Settings, env: Env): Resolved {
  const lang = chooseLang(flags.lang, saved.lang, env);
  const chosen = isThemeChoice(flags.theme) ? flags.theme : isThemeChoice(saved.theme) ? saved.theme : 'auto';
  // "auto" always honours the terminal: ASCII where it cannot show Unicode, even when "auto" was saved.
  const theme = chosen === 'auto' ? autoTheme(env) : chosen;
  const forced = env.FORCE_COLOR;
  const noColour = !flags.color || forced === '0' || forced === 'false' || (forced === undefined && env.NO_COLOR !== undefined && env.NO_COLOR !== '');
  const colours: Colours = noColour ? 'none' : flags.fourColour ? 'four' : saved.colours === 'four' ? 'four' : 'two';
  return {lang, theme, colours, ...(saved.speed === undefined ? {} : {speed: saved.speed})};
}
