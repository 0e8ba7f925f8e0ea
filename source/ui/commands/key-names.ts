import type {Key} from '../terminal/keys.js';
import {type Lang, t} from '../text/messages.js';

/**
 * A key as the table of commands writes it: a character (`u`, `#`, `?`), a named key (`space`, `enter`,
 * `escape`, `tab`, `backtab`, `backspace`, `delete`, `pageup`, `pagedown`, the arrows `left` `right` `up`
 * `down`), one of those with `ctrl+` or `shift+` in front (`ctrl+r`, `shift+up`), or `digit` for 0 to 9.
 */
export type KeyToken = string;

const ARROWS: Readonly<Record<string, string>> = {left: '←', right: '→', up: '↑', down: '↓'};
const NAMED = new Set(['enter', 'escape', 'tab', 'backtab', 'backspace', 'delete', 'pageup', 'pagedown', ...Object.keys(ARROWS)]);

export const isCtrl = (key: Key, letter: string): boolean => key.ctrl && key.name === 'char' && key.text === letter;

/** A key with no modifier (Shift only for characters, where it is part of the character). */
export const isPlain = (key: Key): boolean => !key.ctrl && !key.alt && (key.name === 'char' || !key.shift);

/** A plain character key's text, else ''. */
export const charOf = (key: Key): string => (key.name === 'char' && isPlain(key) ? key.text : '');

/** Whether a key press is the key a token names. */
export function matches(token: KeyToken, key: Key): boolean {
  if (token.startsWith('ctrl+')) return isCtrl(key, token.slice(5));
  if (token.startsWith('shift+')) return key.shift && !key.ctrl && !key.alt && key.name === token.slice(6);
  if (token === 'digit') return /^[0-9]$/.test(charOf(key));
  if (token === 'space') return charOf(key) === ' ';
  if (NAMED.has(token)) return key.name === token && isPlain(key);
  return charOf(key) === token;
}

/** A key as the player reads it, in their language: `u`, `Space` (`Leertaste`), `Ctrl-R` (`Strg-R`), `Shift-↑`, `Esc`, `0-9`. */
export function keyName(token: KeyToken, lang: Lang): string {
  if (token.startsWith('ctrl+')) return `${t(lang, 'key.ctrl')}-${token.slice(5).toUpperCase()}`;
  if (token.startsWith('shift+')) return `${t(lang, 'key.shift')}-${keyName(token.slice(6), lang)}`;
  if (token === 'backtab') return `${t(lang, 'key.shift')}-Tab`;
  if (token in ARROWS) return ARROWS[token];
  switch (token) {
    case 'space':
      return t(lang, 'key.space');
    case 'digit':
      return '0-9';
    case 'enter':
      return 'Enter';
    case 'escape':
      return 'Esc';
    case 'tab':
      return 'Tab';
    case 'backspace':
      return t(lang, 'key.backspace');
    case 'delete':
      return 'Del';
    case 'pageup':
      return 'PgUp';
    case 'pagedown':
      return 'PgDn';
    default:
      return token;
  }
}

const shiftArrow = (token: KeyToken | undefined) => token !== undefined && token.startsWith('shift+') && token.slice(6) in ARROWS;

/** Keys as one name: arrows side by side (`← → ↑ ↓`, `Shift-←→↑↓`), other keys with ` / ` between them. */
export function keysName(tokens: readonly KeyToken[], lang: Lang): string {
  let text = '';
  tokens.forEach((token, index) => {
    const before = tokens[index - 1];
    if (shiftArrow(token) && shiftArrow(before)) text += ARROWS[token.slice(6)];
    else if (index === 0) text += keyName(token, lang);
    else text += `${token in ARROWS && before in ARROWS ? ' ' : ' / '}${keyName(token, lang)}`;
  });
  return text;
}
