import {MAX_DEAL} from '../../core/random.js';
import type {CommandSpec, LineSpec, Need} from './command-types.js';

/**
 * The table's commands that belong to a screen rather than to the game (commands.ts has those): quit
 * and suspend from anywhere, the answers to a question, the `#` prompt's keys, and the keys over the
 * help, the rules and the statistics.
 */

/** Digits a deal number can have (MAX_DEAL has ten). */
const MOST_DIGITS = String(MAX_DEAL).length;

const part = (label: LineSpec['label'], need: Need, at: number): LineSpec => ({label, need, at});

export const SCREEN_COMMANDS: readonly CommandSpec[] = [
  {id: 'quitNow', keys: ['ctrl+c'], contexts: ['always'], label: 'help.quitNow', help: false, run: () => ({type: 'quit'})},
  {id: 'suspend', keys: ['ctrl+z'], contexts: ['always'], label: 'help.suspend', help: false, run: () => ({type: 'suspend'})},
  // A question: y (j for ja: the German prompts say j/n) or n; Esc says no.
  {
    id: 'yes',
    keys: ['y', 'j'],
    quiet: ['Y', 'J'],
    lineKeys: {en: ['y'], de: ['j']},
    contexts: ['ask'],
    label: 'help.yes',
    help: false,
    line: (_ui, phase) => (phase === 'ask' ? part('help.yes', 'must', 1) : undefined),
    run: () => ({type: 'yes'}),
  },
  {
    id: 'no',
    keys: ['n', 'escape'],
    quiet: ['N'],
    contexts: ['ask'],
    label: 'help.no',
    help: false,
    line: (_ui, phase) => (phase === 'ask' ? part('help.no', 'must', 2) : undefined),
    run: () => ({type: 'no'}),
  },
  // The `#` prompt: digits, Backspace, Enter plays the deal typed, Esc closes it.
  {
    id: 'digits',
    keys: ['digit'],
    contexts: ['prompt'],
    label: 'help.digits',
    help: false,
    line: (_ui, phase) => (phase === 'prompt' ? part('help.digits', 'must', 1) : undefined),
    run: ({char, digits}) => (digits.length < MOST_DIGITS ? {type: 'deal-prompt', digits: `${digits}${char}`} : {type: 'none'}),
  },
  {
    id: 'erase',
    keys: ['backspace'],
    quiet: ['delete'],
    contexts: ['prompt'],
    label: 'help.erase',
    help: false,
    line: (_ui, phase) => (phase === 'prompt' ? part('help.erase', 'should', 2) : undefined),
    run: ({digits}) => ({type: 'deal-prompt', digits: digits.slice(0, -1)}),
  },
  {
    id: 'playDeal',
    keys: ['enter'],
    contexts: ['prompt'],
    label: 'help.playDeal',
    help: false,
    line: (_ui, phase) => (phase === 'prompt' ? part('help.playDeal', 'should', 3) : undefined),
    run: () => ({type: 'deal-enter'}),
  },
  {
    id: 'closePrompt',
    keys: ['escape'],
    contexts: ['prompt'],
    label: 'help.cancel',
    help: false,
    line: (_ui, phase) => (phase === 'prompt' ? part('help.cancel', 'must', 4) : undefined),
    run: () => ({type: 'deal-prompt'}),
  },
  // Over the help, the rules and the statistics: ↑ ↓ scroll, ? goes from the help to the rules, any other key closes (keymap.ts).
  {id: 'scrollUp', keys: ['up'], contexts: ['page'], label: 'help.scrollUp', help: false, run: () => ({type: 'move-focus', direction: 'up'})},
  {id: 'scrollDown', keys: ['down'], contexts: ['page'], label: 'help.scrollDown', help: false, run: () => ({type: 'move-focus', direction: 'down'})},
  {id: 'rules', keys: ['?'], contexts: ['page'], label: 'help.rules', help: false, run: () => ({type: 'help'})},
];
