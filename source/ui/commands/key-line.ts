import {current} from '../../core/session.js';
import type {Transfer} from '../../core/types.js';
import {clip} from '../../view/style.js';
import {type GameUi, isFinished, isStalled, legal} from '../state/game-ui.js';
import {type Lang, t} from '../text/messages.js';
import type {Phase} from './command-types.js';
import {commandsOf, keyParams, labelText, lineKeys, type Table} from './game-commands.js';

/**
 * The key line under the table, built from the table of commands (commands.ts) for what can be done
 * now, most important first: a pending decision (a question, the deal-number prompt, a card that must
 * be placed), the game's own keys that work now and its autoplay, the keys of the hand (pick up and
 * send, mark, step), then the common keys.
 *
 * At 80 columns not everything fits. Parts are `must` (always shown: the decision, the game's own keys,
 * autoplay, the hand keys that do something now, and `?`), `should` (shown when there is room after
 * the others are shortened: the number of cards, finish, quit) or `may` (hint, undo: the first to go).
 * Whatever is left out is in the help (`?`), which lists every key of the game.
 */

/** One part of the key line: its text, a shorter form to fall back to, and how much it matters. */
export type KeyPart = {readonly text: string; readonly short?: string; readonly need: 'must' | 'should' | 'may'};

const width = (text: string) => [...text].length;

/** The parts joined by " · " within `cols`: first `may` parts go (from the end), then long texts take their short forms, then `should` parts go. */
export function fitKeys(parts: readonly KeyPart[], cols: number): string {
  const shown = [...parts];
  const join = () => shown.map((part) => part.text).join(' · ');
  const drop = (need: KeyPart['need']) => {
    for (let index = shown.length - 1; index >= 0 && width(join()) > cols; index--) if (shown[index].need === need) shown.splice(index, 1);
  };
  drop('may');
  for (let index = shown.length - 1; index >= 0 && width(join()) > cols; index--) {
    const short = shown[index].short;
    if (short !== undefined) shown[index] = {...shown[index], text: short};
  }
  drop('should');
  return clip(join(), cols);
}

/** The card that must be placed before anything else can happen: every legal move carries it (a drawn card waiting for its slot). */
export function waitingCard(ui: GameUi): number | undefined {
  const moves = legal(ui);
  if (moves.length === 0 || !moves.every((move): move is Transfer => move.kind === 'move')) return undefined;
  const from = moves[0].from;
  if (moves.some((move) => move.from !== from)) return undefined;
  return current(ui.session)
    .piles.find((pile) => pile.id === from)
    ?.cards.at(-1);
}

/** The state of the game screen the key line speaks for. */
export function phaseOf(ui: GameUi): Phase {
  if (isFinished(ui)) return 'finished';
  if (ui.demo) return 'demo';
  if (ui.confirm !== undefined || isStalled(ui)) return 'ask';
  if (ui.dealPrompt !== undefined) return 'prompt';
  if (ui.waiting?.kind === 'deal') return 'finding';
  return ui.held ? 'held' : 'play';
}

export type KeyLineContext = {
  /** The line above already says the decision (the game's own hint): the key line need not repeat it. */
  readonly decisionShown?: boolean;
};

/**
 * The parts of the key line for what is on screen now, most important first: each command of the table
 * that has a part in this state (its `line`), in the order of their places; keys that share their words
 * take one place (Elf's d and x), the first of them.
 */
export function keyParts(ui: GameUi, lang: Lang, context: KeyLineContext = {}, table?: Table): KeyPart[] {
  const commands = commandsOf(ui.definition, table);
  const phase = phaseOf(ui);
  // The demo's keys are one sentence: what pauses it, steps, changes the speed, and that any other key stops it.
  if (phase === 'demo') return [{text: t(lang, 'hint.demoStop', {}, {keys: keyParams(commands, lang)}), need: 'must'}];
  const placed: Array<{readonly at: number; readonly part: KeyPart}> = [];
  const card = phase === 'play' ? waitingCard(ui) : undefined;
  if (card !== undefined && !context.decisionShown) placed.push({at: 0, part: {text: t(lang, 'keys.place', {card: {card}}), need: 'must'}});
  const said = new Set<string>();
  for (const command of commands) {
    const spec = command.line?.(ui, phase);
    if (!spec) continue;
    const words = labelText(spec.label, lang, commands, spec.params);
    if (command.id.startsWith('game.')) {
      if (said.has(words)) continue;
      said.add(words);
    }
    const keys = spec.bare ? '' : `${lineKeys(command, lang)} `;
    const short = spec.short && `${keys}${labelText(spec.short, lang, commands, spec.params)}`;
    placed.push({at: spec.at, part: {text: `${keys}${words}`, short, need: spec.need}});
  }
  return placed.sort((a, b) => a.at - b.at).map((each) => each.part);
}

/** The key line within `cols`. */
export function keyLine(ui: GameUi, lang: Lang, cols: number, context: KeyLineContext = {}, table?: Table): string {
  return fitKeys(keyParts(ui, lang, context, table), cols);
}
