import type {Settings} from '../../storage/store.js';
import {type Message, say, SPEEDS} from '../state/game-ui.js';
import {t} from '../text/messages.js';
import type {Screen} from '../screens/screen.js';
import type {ScreenSetting} from './setting-keys.js';

/** Each card style by name and look, so `T` says what it chose even where two styles look alike. */
const THEMES: Readonly<Record<string, {readonly en: string; readonly de: string}>> = {
  boxed: {en: 'boxed (cards in boxes)', de: 'boxed (Karten in Kästen)'},
  compact: {en: 'compact (one line per card)', de: 'compact (eine Zeile je Karte)'},
  glyph: {en: 'glyph (playing-card characters)', de: 'glyph (Spielkarten-Zeichen)'},
  ascii: {en: 'ascii (plain characters)', de: 'ascii (einfache Zeichen)'},
};

/** What the card style, colours, language or mouse command just chose, for the game's status line. */
export function settingMessage(setting: ScreenSetting, settings: Settings): Message {
  if (setting === 'mouse') return say(settings.mouse === false ? 'set.mouseOff' : 'set.mouseOn');
  if (setting === 'colours') {
    const mode = `colours.${settings.colours ?? 'two'}` as const;
    return say('msg.colours', {mode: {en: t('en', mode), de: t('de', mode)}});
  }
  if (setting === 'lang') return say('msg.language');
  const theme = settings.theme ?? 'auto';
  return theme in THEMES ? say('msg.theme', {theme: THEMES[theme]}) : say('msg.themeAuto');
}

/** A game screen with the remembered autoplay speed (the nearest one the + and - keys know). */
export function withSpeed(screen: Screen, speed: number | undefined): Screen {
  if (speed === undefined || screen.kind !== 'game') return screen;
  const nearest = SPEEDS.reduce((best, each) => (Math.abs(each - speed) < Math.abs(best - speed) ? each : best));
  return {kind: 'game', ui: {...screen.ui, speed: nearest}};
}
