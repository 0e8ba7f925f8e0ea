import {outcomeOf} from '../../core/engine.js';

import {current} from '../../core/session.js';

import type {GameDefinition} from '../../core/types.js';

import {clip, type Line, pad} from '../../view/style.js';
import {chooseLayout, renderTable, type TableRequest} from '../../view/table.js';
import {messageFace} from '../../view/theme.js';
import {markText, withHint} from '../assist/assist-frame.js';
import {type GameUi, isStalled, nameOf, playedMoves, slotsOf, targetsOf} from '../state/game-ui.js';
import {helpBody, helpLines} from './help.js';
import {sayRule, speak} from './speak.js';
import type {Display} from './display.js';
import {keyLine} from '../commands/key-line.js';
import {commandsOf, labelText, programKeys} from '../commands/game-commands.js';
import {type Lang, t} from '../text/messages.js';
import {clock} from './stats.js';
import {variantLabels, type VariantRules, variantRulesLines} from './variants.js';
import {wrap} from '../text/wrap.js';

/** Lines above and below the table: title, message, key hints. */
const CHROME = 3;

export {helpLines};

/** The rules as lines for the overlay and for `patience --rules`: headings underlined, long lines wrapped; then the variant in play (and the variants). */
export function rulesLines(definition: GameDefinition, lang: Lang, cols: number, rules: VariantRules = {}): string[] {
  const text = definition.rulesText[lang];
  const lines = [t(lang, 'rules.title', {game: `${definition.names.de} (${definition.names.en})`}), ''];
  for (const line of text.split('\n')) {
    if (line.startsWith('# ')) {
      if (lines.at(-1) !== '') lines.push('');
      lines.push(line.slice(2).toUpperCase());
    } else lines.push(...wrap(line, cols));
  }
  return [...lines, ...variantRulesLines(definition, lang, cols, rules)];
}

/**
 * Parts joined by " · " within `cols`: when they do not fit, parts are left
 * out from the end of the optional middle, so the first `head` and the last
 * `tail` parts (what the player needs now, help and quit) always stay.
 */
export function fitParts(parts: readonly string[], cols: number, head: number, tail: number): string {
  const kept = parts.filter(Boolean);
  const join = (list: readonly string[]) => list.join(' · ');
  let middle = kept.slice(head, kept.length - tail);
  while (middle.length > 0 && join([...kept.slice(0, head), ...middle, ...kept.slice(kept.length - tail)]).length > cols) middle = middle.slice(0, -1);
  return clip(join([...kept.slice(0, head), ...middle, ...kept.slice(kept.length - tail)]), cols);
}

/** Which of the title line's optional parts are shown: the variant (by its names, its short marker, or not), the deal number, the clock, the moves. */
type TitleShape = {readonly variant: string; readonly deal: boolean; readonly time: boolean; readonly moves: boolean};

/**
 * The shapes to try, the fullest first: with the variant's names, then its short marker, the deal
 * number goes first, then the clock; then the moves, and last the variant.
 */
function titleShapes(variants: readonly string[]): TitleShape[] {
  const shapes: TitleShape[] = [];
  for (const variant of variants.length > 0 ? variants : ['']) {
    shapes.push(
      {variant, deal: true, time: true, moves: true},
      {variant, deal: false, time: true, moves: true},
      {variant, deal: false, time: false, moves: true},
    );
  }
  shapes.push({variant: variants.at(-1) ?? '', deal: false, time: false, moves: false});
  if (variants.length > 0) shapes.push({variant: '', deal: false, time: false, moves: false});
  return shapes;
}

/**
 * The game, the deal and the variant on the left; on the right the winnable mark, the moves, the
 * clock, the autoplay speed, the game's counters (the pass) and the focused pile's name. What the
 * player needs while playing (the mark, the pass, the speed, the pile) stays longest.
 */
function titleLine(ui: GameUi, display: Display): string {
  const {lang, cols} = display;
  const state = current(ui.session);
  const source = ui.session.source;
  const name = ui.definition.names.de;
  const deal = 'deal' in source ? t(lang, 'status.deal', {deal: source.deal}) : t(lang, 'status.custom');
  const mark = markText(ui, lang, display.theme === 'ascii');
  const moves = t(lang, 'status.moves', {count: playedMoves(ui)});
  const time = clock(ui.elapsed);
  // While the game plays itself, how fast (+ and - change it).
  const speed = ui.auto ? t(lang, 'status.speed', {ms: ui.speed}) : '';
  const counters = (ui.definition.status?.(state) ?? []).map((message) => sayRule(ui, message, display));
  const pile = nameOf(ui, ui.focus, lang);
  const variants = variantLabels(ui.definition, ui.session.variant, ui.session.rulesVersion, lang);
  for (const shape of titleShapes(variants)) {
    const start = [name, shape.deal ? deal : '', shape.variant].filter(Boolean).join(' · ');
    const right = [mark, shape.moves ? moves : '', shape.time ? time : '', speed, ...counters, pile].filter(Boolean).join(' · ');
    if (start.length + 1 + right.length <= cols) return start + ' '.repeat(cols - start.length - right.length) + right;
  }
  // A narrow terminal: the name, then what fits of the rest.
  return fitParts([name, mark, speed, ...counters, pile], cols, 1, 0);
}

/** The line under the table: a question, the last message, the focused pile's cards the table has no room for, or the game's hint. */
function messageText(ui: GameUi, display: Display, hidden?: string): {text: string; ask: boolean; gameHint?: boolean} {
  const {lang} = display;
  const state = current(ui.session);
  if (ui.confirm?.kind === 'new') return {text: t(lang, 'ask.new'), ask: true};
  if (ui.confirm?.kind === 'end') return {text: t(lang, 'ask.end'), ask: true};
  if (ui.confirm?.kind === 'rewind') return {text: t(lang, ui.confirm.to > 0 ? 'ask.rewind' : 'ask.rewindStart', {move: ui.confirm.to}), ask: true};
  if (ui.confirm?.kind === 'restart') return {text: t(lang, 'ask.restart', {deal: 'deal' in ui.session.source ? ui.session.source.deal : '—'}), ask: true};
  if (ui.dealPrompt !== undefined) return {text: t(lang, 'ask.deal', {digits: ui.dealPrompt}, {keys: () => programKeys(lang)}), ask: true};
  if (ui.confirm?.kind === 'action') return {text: t(lang, 'ask.yesNo', {question: speak(ui, {rule: ui.confirm.question}, display)}), ask: true};
  if (isStalled(ui)) return {text: t(lang, 'ask.stalled'), ask: true};
  // On the end screen, what the last key did (a finish's summary, a setting, a search begun); with the end box put away, its first line.
  if (outcomeOf(ui.definition, state) !== 'playing') {
    if (ui.message) return {text: speak(ui, ui.message, display), ask: false};
    return {text: ui.bannerHidden ? endHead(ui, display) : '', ask: false};
  }
  if (ui.message) return {text: speak(ui, ui.message, display), ask: false};
  if (hidden) return {text: t(lang, 'msg.hidden', {pile: slotsOf(ui).find((slot) => slot.id === ui.focus)?.name ?? ui.focus, cards: hidden}), ask: false};
  const hint = ui.definition.hint?.(state);
  return {text: hint ? speak(ui, {rule: hint}, display) : '', ask: false, gameHint: hint !== undefined};
}

/** How the game ended, in one line: won (by the demo, not counted; or with the game's word on the kind of win), or lost and why. */
function endHead(ui: GameUi, display: Display): string {
  const {lang} = display;
  const state = current(ui.session);
  const ending = ui.definition.ending?.(state);
  if (outcomeOf(ui.definition, state) === 'won') {
    if (ui.byDemo) return t(lang, 'end.wonDemo');
    return ending ? t(lang, 'end.wonDetail', {detail: sayRule(ui, ending, display)}) : t(lang, 'end.won');
  }
  if (state.resigned) return t(lang, 'end.resigned');
  return ending ? t(lang, 'end.lostWhy', {detail: speak(ui, {rule: ending}, display)}) : t(lang, 'end.lost');
}

function banner(ui: GameUi, display: Display): string[] | undefined {
  if (outcomeOf(ui.definition, current(ui.session)) === 'playing') return undefined;
  return [endHead(ui, display), t(display.lang, 'end.summary', {moves: playedMoves(ui), time: clock(ui.elapsed)})];
}

/** Centres a panel of text over the table lines. */
export function overlay(lines: Line[], panel: string[], cols: number, height: number): Line[] {
  const inner = Math.min(cols - 4, Math.max(...panel.map((text) => text.length)) + 2);
  const boxLines = ['╭' + '─'.repeat(inner) + '╮', ...panel.map((text) => '│' + pad(' ' + clip(text, inner - 1), inner) + '│'), '╰' + '─'.repeat(inner) + '╯'];
  const top = Math.max(0, Math.floor((height - boxLines.length) / 2));
  const left = ' '.repeat(Math.max(0, Math.floor((cols - inner - 2) / 2)));
  const result = lines.slice();
  while (result.length < height) result.push([]);
  boxLines.forEach((text, index) => {
    if (top + index < height) result[top + index] = [{text: left}, {text, style: {bold: true}}];
  });
  return result;
}

/** A message naming the size needed, when even one-line cards do not fit. */
export function tooSmall(ui: GameUi, display: Display): string | undefined {
  const {layout} = chooseLayout({
    definition: ui.definition,
    state: current(ui.session),
    pointer: {},
    theme: display.theme === 'auto' || display.theme === 'boxed' ? 'compact' : display.theme,
    colours: display.colours,
    cols: display.cols,
    rows: display.rows - 1 - CHROME,
    ranks: display.lang,
  });
  if (layout.fits) return undefined;
  return t(
    display.lang,
    'small',
    {
      game: ui.definition.names.de,
      cols: Math.max(layout.minWidth, 40),
      rows: layout.minHeight + CHROME + 1,
      width: display.cols,
      height: display.rows,
    },
    {keys: () => programKeys(display.lang)},
  );
}

function overlayBody(ui: GameUi, display: Display, height: number): Line[] {
  if (ui.overlay === 'help') {
    const lines = helpLines(ui.definition, display.lang, display.cols);
    if (lines.length <= height) return lines.map((text): Line => [{text: clip(text, display.cols)}]);
    // Too long for the screen: it scrolls like the rules, its last line saying how (in place of "any key closes").
    return scrolled(
      helpBody(ui.definition, display.lang, display.cols),
      ui.scroll,
      height,
      labelText('help.scroll', display.lang, commandsOf(ui.definition)),
      display.cols,
    );
  }
  const lines = rulesLines(ui.definition, display.lang, Math.min(76, display.cols - 2), {
    variant: ui.session.variant,
    rulesVersion: ui.session.rulesVersion,
    list: true,
  });
  return scrolled(lines, ui.scroll, height, t(display.lang, 'rules.more'), display.cols);
}

/** `height` lines of a long text from `scroll` on, the last one a dim note on how to scroll. */
function scrolled(lines: readonly string[], scroll: number, height: number, note: string, cols: number): Line[] {
  const top = Math.min(scroll, Math.max(0, lines.length - height + 1));
  const shown = lines.slice(top, top + height - 1).map((text): Line => [{text: clip(text, cols)}]);
  return [...shown, [{text: clip(note, cols), style: {dim: true}}]];
}

/** The screen line the table starts on, under the title line. */
export const TABLE_TOP = 1;

/** What the game screen asks the view to draw in `height` lines; the mouse finds the cards of a click in the same table. */
export function tableRequest(ui: GameUi, display: Display, height = display.rows - 1 - CHROME): TableRequest {
  return {
    definition: ui.definition,
    state: current(ui.session),
    pointer: withHint(ui, {focus: ui.focus, depth: ui.depth, held: ui.held, targets: targetsOf(ui), marked: new Set(ui.marked)}),
    theme: display.theme,
    colours: display.colours,
    cols: display.cols,
    rows: height,
    ranks: display.lang,
  };
}

/** The table (or the help or the rules over it) in `height` lines, how many of them it draws, and the message under it. */
function tableAndMessage(ui: GameUi, display: Display, height: number) {
  const rendered = ui.overlay ? undefined : renderTable(tableRequest(ui, display, height));
  const table = rendered ? rendered.lines : overlayBody(ui, display, height);
  // Every face-up card can be read: those of the focused pile that its fan has no room for are listed.
  const elided = rendered?.elided.get(ui.focus);
  const pile = elided && current(ui.session).piles.find((each) => each.id === ui.focus);
  const hidden = pile && rendered ? elided!.map((index) => messageFace(pile.cards[index], rendered.theme)).join(' ') : undefined;
  const panel = ui.overlay || ui.bannerHidden ? undefined : banner(ui, display);
  let body = table.slice(0, height);
  if (panel) body = overlay(body, panel, display.cols, Math.min(height, Math.max(body.length, panel.length + 2)));
  const used = body.length;
  while (body.length < height) body.push([]);
  const message = messageText(ui, display, hidden);
  return {body, used, message, wrapped: wrap(message.text, display.cols), fits: rendered?.layout.fits ?? false};
}

/**
 * The whole game screen: at most rows − 1 lines, none wider than cols. A message too long for one line
 * takes a second line from the table, so that the key line stays: a blank line under the table, else the
 * table drawn one line shorter. Only where the table has no line to give (the help over it) does the
 * message take the key line; a question is never cut off.
 */
export function gameFrame(ui: GameUi, display: Display): Line[] {
  const small = tooSmall(ui, display);
  if (small)
    return wrap(small, display.cols)
      .slice(0, Math.max(1, display.rows - 1))
      .map((text) => [{text}]);
  const height = display.rows - 1 - CHROME;
  let shown = tableAndMessage(ui, display, height);
  let keys = true;
  if (shown.wrapped.length > 1 && shown.used >= height) {
    const shorter = ui.overlay ? undefined : tableAndMessage(ui, display, height - 1);
    if (shorter?.fits) shown = {...shorter, body: [...shorter.body, []]};
    else keys = false;
  }
  const {body, message, wrapped} = shown;
  const style = message.ask ? {bold: true} : undefined;
  const title: Line = [{text: titleLine(ui, display), style: {bold: true}}];
  if (wrapped.length <= 1) {
    return [
      title,
      ...body,
      [{text: message.text, style}],
      [{text: keyLine(ui, display.lang, display.cols, {decisionShown: message.gameHint}), style: {dim: true}}],
    ];
  }
  const second: Line = [{text: clip(wrapped.slice(1).join(' '), display.cols), style}];
  if (!keys) return [title, ...body, [{text: wrapped[0], style}], second];
  const keyText = keyLine(ui, display.lang, display.cols, {decisionShown: message.gameHint});
  return [title, ...body.slice(0, -1), [{text: wrapped[0], style}], second, [{text: keyText, style: {dim: true}}]];
}
