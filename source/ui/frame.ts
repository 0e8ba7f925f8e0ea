import {outcomeOf} from '../core/engine.js';
import {COMMON_MESSAGES, CORE_MESSAGES} from '../core/reasons.js';
import {current} from '../core/session.js';
import {type Message as RuleMessage, render} from '../core/text.js';
import type {GameDefinition} from '../core/types.js';
import {makeWords} from '../core/words.js';
import {clip, type Line, lineWidth, pad} from '../view/style.js';
import {chooseLayout, renderTable} from '../view/table.js';
import {type Colours, makeTheme, messageFace, type ThemeChoice} from '../view/theme.js';
import {type GameUi, isStalled, keyMove, type Message, nameOf, targetsOf} from './game-ui.js';
import {type Lang, type MessageKey, t} from './messages.js';
import {clock} from './stats.js';
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

const DEFAULT_KEYS: ReadonlyArray<readonly [string, MessageKey]> = [
  ['← → ↑ ↓ / h j k l', 'help.move'],
  ['Tab / Shift-Tab', 'help.tab'],
  ['Space', 'help.space'],
  ['Enter', 'help.enter'],
  ['Esc', 'help.esc'],
  ['d', 'help.d'],
  ['u', 'help.u'],
  ['r / Ctrl-R', 'help.r'],
  ['n', 'help.n'],
  ['e', 'help.e'],
  ['?', 'help.keys'],
  ['T C L S', 'help.toggles'],
  ['q', 'help.q'],
];

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
  const text = sayRule(ui, message.rule, display);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function helpLines(definition: GameDefinition, lang: Lang): string[] {
  // d says what it does in this game (Elf: the rescue draw), and is left out where it does nothing.
  const own = definition.keys.find((spec) => spec.key === 'd');
  const rows: Array<readonly [string, string]> = DEFAULT_KEYS.filter(([key]) => key !== 'd' || own).map(([key, text]) => [
    key,
    key === 'd' && own ? own.label[lang] : t(lang, text),
  ]);
  for (const spec of definition.keys) {
    if (spec.key !== 'd') rows.push([spec.key, spec.label[lang]]);
  }
  if (definition.keys.some((spec) => spec.auto)) rows.push(['a', t(lang, 'help.a')], ['+ / -', t(lang, 'help.speed')]);
  return [t(lang, 'help.title', {game: definition.names.de}), '', ...rows.map(([key, text]) => `  ${pad(key, 20)}${text}`), '', t(lang, 'help.close')];
}

/** The rules as lines for the overlay and for `patience --rules`: headings underlined, long lines wrapped. */
export function rulesLines(definition: GameDefinition, lang: Lang, cols: number): string[] {
  const text = definition.rulesText[lang];
  const lines = [t(lang, 'rules.title', {game: `${definition.names.de} (${definition.names.en})`}), ''];
  for (const line of text.split('\n')) {
    if (line.startsWith('# ')) {
      if (lines.at(-1) !== '') lines.push('');
      lines.push(line.slice(2).toUpperCase());
    } else lines.push(...wrap(line, cols));
  }
  return lines;
}

function hintLine(ui: GameUi, lang: Lang): string {
  if (outcomeOf(ui.definition, current(ui.session)) !== 'playing') return t(lang, 'end.keys');
  const parts: string[] = [];
  const labels = new Set<string>();
  for (const spec of ui.definition.keys) {
    // Two keys for one thing (Elf's d and x) take one place in the line; the help lists both.
    if (ui.held || labels.has(spec.label[lang]) || !keyMove(ui, spec)) continue;
    labels.add(spec.label[lang]);
    parts.push(`${spec.key} ${spec.label[lang]}`);
  }
  if (ui.held) parts.unshift(t(lang, 'hint.drop'), t(lang, 'hint.back'));
  else if (ui.definition.selection === 'set') parts.unshift(t(lang, 'hint.mark'));
  else parts.unshift(t(lang, 'hint.pick'), t(lang, 'hint.send'));
  if (ui.definition.keys.some((spec) => spec.auto)) parts.push(t(lang, ui.auto ? 'hint.pause' : 'hint.play'));
  parts.push(t(lang, 'hint.undo'), t(lang, 'hint.help'), t(lang, 'hint.quit'));
  return parts.join(' · ');
}

function titleLine(ui: GameUi, display: Display): string {
  const {lang, cols} = display;
  const state = current(ui.session);
  const source = ui.session.source;
  const deal = 'deal' in source ? t(lang, 'status.deal', {deal: source.deal}) : t(lang, 'status.custom');
  const left = `${ui.definition.names.de} · ${deal}`;
  const right = [
    t(lang, 'status.moves', {count: ui.session.index}),
    ...(ui.definition.status?.(state) ?? []).map((message) => sayRule(ui, message, display)),
    clock(ui.elapsed),
    nameOf(ui, ui.focus, lang),
  ]
    .filter(Boolean)
    .join(' · ');
  const gap = Math.max(1, cols - left.length - right.length);
  return clip(left + ' '.repeat(gap) + right, cols);
}

function messageLine(ui: GameUi, display: Display): Line {
  const {lang} = display;
  const state = current(ui.session);
  const ask = (text: string): Line => [{text, style: {bold: true}}];
  if (ui.confirm?.kind === 'new') return ask(t(lang, 'ask.new'));
  if (ui.confirm?.kind === 'end') return ask(t(lang, 'ask.end'));
  if (ui.confirm?.kind === 'action') return ask(t(lang, 'ask.yesNo', {question: speak(ui, {rule: ui.confirm.question}, display)}));
  if (isStalled(ui)) return ask(t(lang, 'ask.stalled'));
  if (ui.message) return [{text: speak(ui, ui.message, display)}];
  const hint = ui.definition.hint?.(state);
  return [{text: hint ? speak(ui, {rule: hint}, display) : ''}];
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
  return [head, t(lang, 'end.summary', {moves: ui.session.index, time: clock(ui.elapsed)}), '', t(lang, 'end.keys')];
}

/** Centres a panel of text over the table lines. */
export function overlay(lines: Line[], panel: string[], cols: number, height: number): Line[] {
  const inner = Math.min(cols - 4, Math.max(...panel.map((text) => text.length)) + 2);
  const boxLines = [
    '╭' + '─'.repeat(inner) + '╮',
    ...panel.map((text) => '│' + pad(' ' + clip(text, inner - 1), inner) + '│'),
    '╰' + '─'.repeat(inner) + '╯',
  ];
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
  if (ui.overlay === 'help') return helpLines(ui.definition, display.lang).map((text): Line => [{text: clip(text, display.cols)}]);
  const lines = rulesLines(ui.definition, display.lang, Math.min(76, display.cols - 2));
  const top = Math.min(ui.scroll, Math.max(0, lines.length - height + 1));
  const shown = lines.slice(top, top + height - 1).map((text): Line => [{text: clip(text, display.cols)}]);
  return [...shown, [{text: t(display.lang, 'rules.more'), style: {dim: true}}]];
}

/** The whole game screen: at most rows − 1 lines, none wider than cols. */
export function gameFrame(ui: GameUi, display: Display): Line[] {
  const small = tooSmall(ui, display);
  if (small) return wrap(small, display.cols).slice(0, Math.max(1, display.rows - 1)).map((text) => [{text}]);
  const height = display.rows - 1 - CHROME;
  const table = ui.overlay
    ? overlayBody(ui, display, height)
    : renderTable({
        definition: ui.definition,
        state: current(ui.session),
        pointer: {focus: ui.focus, depth: ui.depth, held: ui.held, targets: targetsOf(ui), marked: new Set(ui.marked)},
        theme: display.theme,
        colours: display.colours,
        cols: display.cols,
        rows: height,
        ranks: display.lang,
      }).lines;
  const panel = ui.overlay ? undefined : banner(ui, display);
  let body = table.slice(0, height);
  if (panel) body = overlay(body, panel, display.cols, Math.min(height, Math.max(body.length, panel.length + 2)));
  while (body.length < height) body.push([]);
  const message = messageLine(ui, display);
  const messageText = message.map((segment) => segment.text).join('');
  return [
    [{text: titleLine(ui, display), style: {bold: true}}],
    ...body,
    lineWidth(message) > display.cols ? [{text: clip(messageText, display.cols), style: message[0]?.style}] : message,
    [{text: clip(hintLine(ui, display.lang), display.cols), style: {dim: true}}],
  ];
}
