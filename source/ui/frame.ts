import {outcomeOf} from '../core/engine.js';
import {COMMON_MESSAGES, CORE_MESSAGES} from '../core/reasons.js';
import {current} from '../core/session.js';
import {type Message as RuleMessage, render} from '../core/text.js';
import type {GameDefinition} from '../core/types.js';
import {makeWords} from '../core/words.js';
import {clip, type Line, pad} from '../view/style.js';
import {chooseLayout, renderTable, type TableRequest} from '../view/table.js';
import {type Colours, makeTheme, messageFace, type ThemeChoice} from '../view/theme.js';
import {assistHints, markText, withHint} from './assist-frame.js';
import {autoMove, type GameUi, isStalled, keyMove, type Message, nameOf, playedMoves, playsItself, targetsOf} from './game-ui.js';
import {helpBody, helpLines} from './help.js';
import {type Lang, t} from './messages.js';
import {clock} from './stats.js';
import {variantLabels, type VariantRules, variantRulesLines} from './variants.js';
import {wrap} from './wrap.js';

export type Display = {
  readonly cols: number;
  readonly rows: number;
  readonly theme: ThemeChoice;
  readonly colours: Colours;
  readonly lang: Lang;
};

/** Lines above and below the table: title, message, key hints. */
const CHROME = 3;

/** A game's message in the player's language, with cards drawn as the table draws them. */
export function sayRule(ui: GameUi, message: RuleMessage, display: Pick<Display, 'lang' | 'theme' | 'colours'>): string {
  const specs = ui.definition.piles(current(ui.session));
  const theme = makeTheme(display.theme === 'auto' ? 'boxed' : display.theme, display.colours, undefined, 'normal', display.lang);
  const words = makeWords({
    face: (card) => messageFace(card, theme),
    pileName: (id, lang) => specs.find((spec) => spec.id === id)?.name[lang] ?? id,
  });
  return render(message, display.lang, [ui.definition.messages, COMMON_MESSAGES, CORE_MESSAGES], words);
}

/** A UI message or a game's message, in the player's language, as a sentence. */
export function speak(ui: GameUi, message: Message | undefined, display: Pick<Display, 'lang' | 'theme' | 'colours'>): string {
  if (!message) return '';
  if ('key' in message) return t(display.lang, message.key, message.params);
  if ('both' in message) return message.both.map((each) => speak(ui, each, display)).join(' ');
  const text = sayRule(ui, message.rule, display);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A message that needs no game (start-up notices, the games list), in the player's language. */
export function sayUi(message: Message, lang: Lang): string {
  if ('key' in message) return t(lang, message.key, message.params);
  if ('both' in message) return message.both.map((each) => sayUi(each, lang)).join(' ');
  return message.rule.id;
}

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

function hintLine(ui: GameUi, lang: Lang, cols: number): string {
  if (outcomeOf(ui.definition, current(ui.session)) !== 'playing') return fitParts(t(lang, 'end.keys').split(' · '), cols, 1, 1);
  if (ui.demo) return fitParts(assistHints(ui, lang), cols, 1, 0);
  const parts: string[] = [];
  let head: number;
  if (ui.held) {
    parts.push(t(lang, 'hint.drop'), t(lang, 'hint.back'));
    head = 2;
  } else if (playsItself(ui.definition)) {
    parts.push(t(lang, ui.auto ? 'hint.pause' : 'hint.play'));
    head = 1;
  } else if (ui.definition.selection === 'set') {
    parts.push(t(lang, 'hint.mark'));
    head = 1;
  } else {
    parts.push(t(lang, 'hint.pick'), t(lang, 'hint.send'));
    head = 1;
  }
  const labels = new Set<string>();
  for (const spec of ui.definition.keys) {
    // Two keys for one thing (Elf's d and x) take one place in the line; the help lists both.
    if (ui.held || labels.has(spec.label[lang]) || !keyMove(ui, spec)) continue;
    labels.add(spec.label[lang]);
    parts.push(`${spec.key} ${spec.label[lang]}`);
  }
  // Autoplay where the game has steps and one can be taken now (not Die Reihe's "hold back", not while a choice waits).
  if (!playsItself(ui.definition) && (ui.auto || autoMove(ui) !== undefined)) parts.push(t(lang, ui.auto ? 'hint.pause' : 'hint.play'));
  parts.push(...assistHints(ui, lang));
  parts.push(t(lang, 'hint.undo'), t(lang, 'hint.help'), t(lang, 'hint.quit'));
  return fitParts(parts, cols, head, 2);
}

function titleLine(ui: GameUi, display: Display): string {
  const {lang, cols} = display;
  const state = current(ui.session);
  const source = ui.session.source;
  const deal = 'deal' in source ? t(lang, 'status.deal', {deal: source.deal}) : t(lang, 'status.custom');
  // Most important first: what is left out when the line is too long comes from the end.
  const right = [
    markText(ui, lang),
    t(lang, 'status.moves', {count: playedMoves(ui)}),
    clock(ui.elapsed),
    // While the game plays itself, how fast (+ and - change it).
    ui.auto ? t(lang, 'status.speed', {ms: ui.speed}) : '',
    ...(ui.definition.status?.(state) ?? []).map((message) => sayRule(ui, message, display)),
    nameOf(ui, ui.focus, lang),
  ].filter(Boolean);
  // The variant in play by name goes before the focused pile's name; else a short marker, before anything else on the right is left out.
  const variants = variantLabels(ui.definition, ui.session.variant, ui.session.rulesVersion, lang);
  const focusShown = nameOf(ui, ui.focus, lang) ? 1 : 0;
  const tries: Array<[string, number]> = [];
  for (const variant of variants) for (let shown = right.length; shown >= Math.max(1, right.length - focusShown); shown--) tries.push([variant, shown]);
  for (let shown = right.length; shown >= 1; shown--) for (const variant of variants.length > 0 ? variants : ['']) tries.push([variant, shown]);
  for (const [variant, shown] of tries) {
    const text = right.slice(0, shown).join(' · ');
    const start = [ui.definition.names.de, deal, variant].filter(Boolean).join(' · ');
    if (start.length + 1 + text.length <= cols) return start + ' '.repeat(cols - start.length - text.length) + text;
  }
  return fitParts([ui.definition.names.de, deal, variants.at(-1) ?? '', right[0]], cols, 1, 1);
}

/** The line under the table: a question, the last message, the focused pile's cards the table has no room for, or the game's hint. */
function messageText(ui: GameUi, display: Display, hidden?: string): {text: string; ask: boolean} {
  const {lang} = display;
  const state = current(ui.session);
  if (ui.confirm?.kind === 'new') return {text: t(lang, 'ask.new'), ask: true};
  if (ui.confirm?.kind === 'end') return {text: t(lang, 'ask.end'), ask: true};
  if (ui.confirm?.kind === 'rewind') return {text: t(lang, ui.confirm.to > 0 ? 'ask.rewind' : 'ask.rewindStart', {move: ui.confirm.to}), ask: true};
  if (ui.confirm?.kind === 'restart') return {text: t(lang, 'ask.restart', {deal: 'deal' in ui.session.source ? ui.session.source.deal : '—'}), ask: true};
  if (ui.dealPrompt !== undefined) return {text: t(lang, 'ask.deal', {digits: ui.dealPrompt}), ask: true};
  if (ui.confirm?.kind === 'action') return {text: t(lang, 'ask.yesNo', {question: speak(ui, {rule: ui.confirm.question}, display)}), ask: true};
  if (isStalled(ui)) return {text: t(lang, 'ask.stalled'), ask: true};
  if (outcomeOf(ui.definition, state) !== 'playing') {
    const ending = ui.bannerHidden ? ui.definition.ending?.(state) : undefined;
    return {text: ending ? speak(ui, {rule: ending}, display) : '', ask: false};
  }
  if (ui.message) return {text: speak(ui, ui.message, display), ask: false};
  if (hidden) return {text: t(lang, 'msg.hidden', {pile: nameOf(ui, ui.focus, lang), cards: hidden}), ask: false};
  const hint = ui.definition.hint?.(state);
  return {text: hint ? speak(ui, {rule: hint}, display) : '', ask: false};
}

function banner(ui: GameUi, display: Display): string[] | undefined {
  const {lang} = display;
  const state = current(ui.session);
  const outcome = outcomeOf(ui.definition, state);
  if (outcome === 'playing') return undefined;
  const ending = ui.definition.ending?.(state);
  const detail = ending ? speak(ui, {rule: ending}, display) : undefined;
  const head =
    outcome === 'won'
      ? detail
        ? t(lang, 'end.wonDetail', {detail})
        : t(lang, 'end.won')
      : state.resigned
        ? t(lang, 'end.resigned')
        : detail
          ? t(lang, 'end.lostWhy', {detail})
          : t(lang, 'end.lost');
  return [head, t(lang, 'end.summary', {moves: playedMoves(ui), time: clock(ui.elapsed)})];
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
  return t(display.lang, 'small', {
    game: ui.definition.names.de,
    cols: Math.max(layout.minWidth, 40),
    rows: layout.minHeight + CHROME + 1,
    width: display.cols,
    height: display.rows,
  });
}

function overlayBody(ui: GameUi, display: Display, height: number): Line[] {
  if (ui.overlay === 'help') {
    const lines = helpLines(ui.definition, display.lang, display.cols);
    if (lines.length <= height) return lines.map((text): Line => [{text: clip(text, display.cols)}]);
    // Too long for the screen: it scrolls like the rules, its last line saying how (in place of "any key closes").
    return scrolled(helpBody(ui.definition, display.lang, display.cols), ui.scroll, height, t(display.lang, 'help.scroll'), display.cols);
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

/** What the game screen asks the view to draw; the mouse finds the cards of a click in the same table. */
export function tableRequest(ui: GameUi, display: Display): TableRequest {
  return {
    definition: ui.definition,
    state: current(ui.session),
    pointer: withHint(ui, {focus: ui.focus, depth: ui.depth, held: ui.held, targets: targetsOf(ui), marked: new Set(ui.marked)}),
    theme: display.theme,
    colours: display.colours,
    cols: display.cols,
    rows: display.rows - 1 - CHROME,
    ranks: display.lang,
  };
}

/** The whole game screen: at most rows − 1 lines, none wider than cols. */
export function gameFrame(ui: GameUi, display: Display): Line[] {
  const small = tooSmall(ui, display);
  if (small)
    return wrap(small, display.cols)
      .slice(0, Math.max(1, display.rows - 1))
      .map((text) => [{text}]);
  const height = display.rows - 1 - CHROME;
  const rendered = ui.overlay ? undefined : renderTable(tableRequest(ui, display));
  const table = rendered ? rendered.lines : overlayBody(ui, display, height);
  // Every face-up card can be read: those of the focused pile that its fan has no room for are listed.
  const elided = rendered?.elided.get(ui.focus);
  const pile = elided && current(ui.session).piles.find((each) => each.id === ui.focus);
  const hidden = pile && rendered ? elided!.map((index) => messageFace(pile.cards[index], rendered.theme)).join(' ') : undefined;
  const panel = ui.overlay || ui.bannerHidden ? undefined : banner(ui, display);
  let body = table.slice(0, height);
  if (panel) body = overlay(body, panel, display.cols, Math.min(height, Math.max(body.length, panel.length + 2)));
  while (body.length < height) body.push([]);
  const message = messageText(ui, display, hidden);
  const style = message.ask ? {bold: true} : undefined;
  // A message too long for one line takes the key-hint line as its second line: a question is never cut off.
  const wrapped = wrap(message.text, display.cols);
  const bottom: Line[] =
    wrapped.length <= 1
      ? [[{text: message.text, style}], [{text: hintLine(ui, display.lang, display.cols), style: {dim: true}}]]
      : [[{text: wrapped[0], style}], [{text: clip(wrapped.slice(1).join(' '), display.cols), style}]];
  return [[{text: titleLine(ui, display), style: {bold: true}}], ...body, ...bottom];
}
