import type {Command} from '../state/game-ui.js';
import type {Key} from '../terminal/keys.js';

/** What a key does on the game screen, besides the commands of the controller. */
export type KeyResult = Command | {readonly type: 'quit'} | {readonly type: 'games'} | {readonly type: 'none'};

const ARROWS: Record<string, 'left' | 'right' | 'up' | 'down'> = {left: 'left', right: 'right', up: 'up', down: 'down'};

export const isCtrl = (key: Key, letter: string): boolean => key.ctrl && key.name === 'char' && key.text === letter;

/** A key with no modifier (Shift only for characters, where it is part of the character). */
export const isPlain = (key: Key): boolean => !key.ctrl && !key.alt && (key.name === 'char' || !key.shift);

/** A plain character key's text, else ''. */
export const charOf = (key: Key): string => (key.name === 'char' && isPlain(key) ? key.text : '');

/**
 * Keys while the help or the rules are shown over the table: ↑ ↓ scroll, ? goes from the help to the rules, any other key closes — Esc and q
 * included, which never also leave the game. Ctrl-C still quits.
 */
export function overlayKey(key: Key): KeyResult {
  if (isCtrl(key, 'c')) return {type: 'quit'};
  const char = charOf(key);
  if (char === '?') return {type: 'help'};
  const direction = isPlain(key) ? ARROWS[key.name] : undefined;
  if (direction === 'up' || direction === 'down') return {type: 'move-focus', direction};
  return {type: 'cancel'};
}

/**
 * Maps a key press to a command. `deal` supplies a fresh deal number for `n`;
 * `canCancel` tells whether Esc has something to put back (else it leaves to the games list).
 * Shift-arrows and PgUp / PgDn choose how many cards of a fan; other modified keys (Alt-, Ctrl-arrows, function keys) do nothing.
 */
export function gameKey(key: Key, options: {deal: () => number; canCancel: boolean; asking: boolean}): KeyResult {
  if (isCtrl(key, 'c')) return {type: 'quit'};
  const char = charOf(key);
  if (options.asking) {
    // y for yes, j for ja: the German prompts say (j/n).
    if (char !== '' && 'yYjJ'.includes(char)) return {type: 'yes'};
    if (char === 'n' || char === 'N' || (key.name === 'escape' && isPlain(key))) return {type: 'no'};
    if (char === 'q') return {type: 'quit'};
    return {type: 'none'};
  }
  if (isCtrl(key, 'r')) return {type: 'redo'};
  // Shift with an arrow takes more or fewer cards of a fan; PgUp and PgDn too, for terminals that send no Shift-arrows.
  if (key.shift && !key.ctrl && !key.alt && key.name in ARROWS) return {type: 'depth', direction: ARROWS[key.name]};
  if (!isPlain(key)) return {type: 'none'};
  if (key.name === 'pageup') return {type: 'depth', by: 1};
  if (key.name === 'pagedown') return {type: 'depth', by: -1};
  if (key.name in ARROWS) return {type: 'move-focus', direction: ARROWS[key.name]};
  if (key.name === 'tab') return {type: 'cycle', by: 1};
  if (key.name === 'backtab') return {type: 'cycle', by: -1};
  if (key.name === 'enter') return {type: 'send'};
  if (key.name === 'escape') return options.canCancel ? {type: 'cancel'} : {type: 'games'};
  // The solver's keys (h took the place of a vi key).
  if (char === 'h') return {type: 'hint'};
  if (char === 'D') return {type: 'demo'};
  if (char === 'f') return {type: 'finish'};
  switch (char) {
    case '':
      return {type: 'none'};
    case ' ':
      return {type: 'select'};
    case 'u':
      return {type: 'undo'};
    case 'r':
      return {type: 'redo'};
    case 'U':
      return {type: 'undo-all'};
    case 'R':
      return {type: 'restart'};
    case '#':
      return {type: 'deal-prompt', digits: ''};
    case 'n':
      return {type: 'new', deal: options.deal()};
    case 'e':
      return {type: 'end'};
    case '?':
      return {type: 'help'};
    case 'q':
      return {type: 'quit'};
    case 'a':
      return {type: 'auto'};
    case '+':
    case '=':
      return {type: 'speed', faster: true};
    case '-':
      return {type: 'speed', faster: false};
    default:
      return {type: 'action', key: char};
  }
}
