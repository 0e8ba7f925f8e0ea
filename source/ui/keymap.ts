import type {Key} from 'ink';
import type {Command} from './game-ui.js';

/** What a key does on the game screen, besides the commands of the controller. */
export type KeyResult = Command | {readonly type: 'quit'} | {readonly type: 'games'} | {readonly type: 'none'};

const LETTER_DIRECTIONS: Record<string, 'left' | 'right' | 'up' | 'down'> = {h: 'left', l: 'right', k: 'up', j: 'down'};

/**
 * Maps a key press to a command. `deal` supplies a fresh deal number for `n`;
 * `canCancel` tells whether Esc has something to put back (else it leaves to the games list).
 */
export function gameKey(input: string, key: Key, options: {deal: () => number; canCancel: boolean; asking: boolean}): KeyResult {
  if (key.ctrl && input === 'c') return {type: 'quit'};
  if (options.asking) {
    // y for yes, j for ja: the German prompts say (j/n).
    if ('yYjJ'.includes(input) && input !== '') return {type: 'yes'};
    if (input === 'n' || input === 'N' || key.escape) return {type: 'no'};
    if (input === 'q') return {type: 'quit'};
    return {type: 'none'};
  }
  if (key.leftArrow) return {type: 'move-focus', direction: 'left'};
  if (key.rightArrow) return {type: 'move-focus', direction: 'right'};
  if (key.upArrow) return {type: 'move-focus', direction: 'up'};
  if (key.downArrow) return {type: 'move-focus', direction: 'down'};
  if (key.tab) return {type: 'cycle', by: key.shift ? -1 : 1};
  if (key.return) return {type: 'send'};
  if (key.escape) return options.canCancel ? {type: 'cancel'} : {type: 'games'};
  if (key.ctrl && input === 'r') return {type: 'redo'};
  if (key.ctrl || key.meta) return {type: 'none'};
  if (input in LETTER_DIRECTIONS) return {type: 'move-focus', direction: LETTER_DIRECTIONS[input]};
  switch (input) {
    case ' ':
      return {type: 'select'};
    case 'u':
      return {type: 'undo'};
    case 'r':
      return {type: 'redo'};
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
      return input.length === 1 ? {type: 'action', key: input} : {type: 'none'};
  }
}

/**
 * Keys typed quickly (or over a slow link) reach Ink as one string, "har\r"
 * say: split it into single key presses again.
 */
export function splitKeys(input: string, key: Key): Array<[string, Key]> {
  if (input.length <= 1 || key.ctrl || key.meta || input.startsWith('\u001B')) return [[input, key]];
  const none = Object.fromEntries(Object.keys(key).map((name) => [name, false])) as unknown as Key;
  return [...input].map((char): [string, Key] => {
    if (char === '\r' || char === '\n') return ['', {...none, return: true}];
    if (char === '\t') return ['', {...none, tab: true}];
    if (char === '\u007F' || char === '\b') return ['', {...none, backspace: true}];
    return [char, none];
  });
}
