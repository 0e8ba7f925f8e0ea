import {type Key} from '../terminal/keys.js';
import {named} from '../terminal/key-press.js';
import type {Mouse} from '../terminal/mouse.js';

/**
 * The mouse on a page of text (the help, the rules, the statistics): the wheel scrolls as ↑ ↓ do,
 * a click closes it as any key does. The key it stands for, or undefined.
 */
export function pageKey(mouse: Mouse): Key | undefined {
  if (mouse.action !== 'press') return undefined;
  if (mouse.button === 'wheel-up') return named('up');
  if (mouse.button === 'wheel-down') return named('down');
  if (mouse.button === 'left') return named('escape');
  return undefined;
}
