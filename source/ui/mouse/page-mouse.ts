import type {KeyResult} from '../commands/command-types.js';
import {runCommand} from '../commands/keymap.js';
import type {Mouse} from '../terminal/mouse.js';

/**
 * The mouse on a page of text (the help, the rules, the statistics): the wheel plays the commands
 * that scroll it (as ↑ ↓ do), a click closes it as any key does. The command, or undefined.
 */
export function pageCommand(mouse: Mouse): KeyResult | undefined {
  if (mouse.action !== 'press') return undefined;
  if (mouse.button === 'wheel-up') return runCommand('scrollUp');
  if (mouse.button === 'wheel-down') return runCommand('scrollDown');
  if (mouse.button === 'left') return {type: 'cancel'};
  return undefined;
}
