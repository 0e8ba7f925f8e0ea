import {current} from '../../core/session.js';
import type {KeySpec, Transfer} from '../../core/types.js';
import {clip} from '../../view/style.js';
import {assistHints} from '../assist/assist-frame.js';
import {knownFinish} from '../assist/assist-ui.js';
import {depthArrows} from './focus.js';
import {autoMove, depthsOf, type GameUi, isFinished, isStalled, legal, playsItself} from '../state/game-ui.js';
import {keyMove} from '../state/key-moves.js';
import {type Lang, t} from '../text/messages.js';

/**
 * The key line under the table, built from what can be done now, most important first: a pending
 * decision (a question, the deal-number prompt, a card that must be placed), the game's own keys that
 * work now and its autoplay, the keys of the hand (pick up and send, mark, step), then the common keys.
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

const must = (text: string, short?: string): KeyPart => ({text, short, need: 'must'});
const should = (text: string, short?: string): KeyPart => ({text, short, need: 'should'});
const may = (text: string): KeyPart => ({text, need: 'may'});

/** A line of the catalogue's "a · b · c" keys: the first and the last always shown. */
function listed(text: string): KeyPart[] {
  const parts = text.split(' · ');
  return parts.map((part, index) => (index === 0 || index === parts.length - 1 ? must(part) : should(part)));
}

/**
 * Whether one of the game's own keys does something now. A key that carries cards to the focused pile
 * from a pile of its own (Fürst Bismarck's `c`) is offered while those cards can go anywhere: the
 * player then puts the focus on the place.
 */
export function keyOffered(ui: GameUi, spec: KeySpec): boolean {
  if (spec.from !== undefined && spec.to === undefined) return legal(ui).some((move) => move.kind === 'move' && move.from === spec.from);
  return keyMove(ui, spec) !== undefined;
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

/** The game's own keys that work now, one part per action (Elf's d and x are one); `auto` keys of games that play themselves too. */
function ownKeys(ui: GameUi, lang: Lang): KeyPart[] {
  const labels = new Set<string>();
  const parts: KeyPart[] = [];
  for (const spec of ui.definition.keys) {
    const label = spec.label[lang];
    if (labels.has(label) || !keyOffered(ui, spec)) continue;
    labels.add(label);
    parts.push(must(`${spec.key} ${label}`, spec.short ? `${spec.key} ${spec.short[lang]}` : undefined));
  }
  return parts;
}

/** The keys of the hand: step (a game that plays itself), mark (pairs and sets), or pick up and send when some card can move. */
function handKeys(ui: GameUi, lang: Lang): KeyPart[] {
  if (playsItself(ui.definition)) return [must(t(lang, ui.auto ? 'hint.pause' : 'hint.play'))];
  if (ui.definition.selection === 'set') return [must(t(lang, 'hint.mark'))];
  if (!legal(ui).some((move) => move.kind === 'move')) return [];
  const parts = [must(t(lang, 'hint.pick')), must(t(lang, 'hint.send'))];
  // How many cards of a fan: offered where the focused pile has runs that can move.
  const arrows = depthArrows(ui);
  if (arrows && depthsOf(ui, ui.focus).length > 1) parts.push(should(t(lang, 'keys.depth', arrows), t(lang, 'keys.depthShort', arrows)));
  return parts;
}

export type KeyLineContext = {
  /** The line above already says the decision (the game's own hint): the key line need not repeat it. */
  readonly decisionShown?: boolean;
};

/** The parts of the key line for what is on screen now, most important first. */
export function keyParts(ui: GameUi, lang: Lang, context: KeyLineContext = {}): KeyPart[] {
  if (isFinished(ui)) return listed(t(lang, 'end.keys'));
  if (ui.demo) return assistHints(ui, lang).map((text) => must(text));
  if (ui.confirm !== undefined || isStalled(ui)) return [must(t(lang, 'keys.yes')), must(t(lang, 'keys.no')), should(t(lang, 'hint.quit'))];
  if (ui.dealPrompt !== undefined) return listed(t(lang, 'keys.dealPrompt'));
  if (ui.waiting?.kind === 'deal') return listed(t(lang, 'keys.finding'));
  const parts: KeyPart[] = [];
  if (ui.held) {
    parts.push(must(t(lang, 'hint.drop')), must(t(lang, 'hint.back')));
  } else {
    const card = waitingCard(ui);
    if (card !== undefined && !context.decisionShown) parts.push(must(t(lang, 'keys.place', {card: {card}})));
    parts.push(...ownKeys(ui, lang));
    // Autoplay where the game has steps and one can be taken now (not Die Reihe's "hold back", not while a choice waits).
    if (!playsItself(ui.definition) && (ui.auto || autoMove(ui) !== undefined)) parts.push(must(t(lang, ui.auto ? 'hint.pause' : 'hint.play')));
    parts.push(...handKeys(ui, lang));
    if (knownFinish(current(ui.session))) parts.push(should(t(lang, 'hint.finish')));
  }
  parts.push(may(t(lang, 'hint.hint')), may(t(lang, 'hint.undo')), must(t(lang, 'hint.help')), should(t(lang, 'hint.quit')));
  return parts;
}

/** The key line within `cols`. */
export function keyLine(ui: GameUi, lang: Lang, cols: number, context: KeyLineContext = {}): string {
  return fitKeys(keyParts(ui, lang, context), cols);
}
