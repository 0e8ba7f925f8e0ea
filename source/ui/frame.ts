import {outcomeOf} from '../core/engine.js';
import {current} from '../core/session.js';
import type {GameDefinition} from '../core/types.js';
import {chooseLayout, renderTable} from '../view/table.js';
import {clip, type Line, lineWidth, pad} from '../view/style.js';
import type {ThemeName} from '../view/theme.js';
import {type GameUi, isStalled, legal, nameOf, targetsOf} from './controller.js';

export type Display = {
  readonly cols: number;
  readonly rows: number;
  readonly theme: ThemeName | 'auto';
  readonly colour: boolean;
};

/** Lines above and below the table: title, message, key hints. */
const CHROME = 3;

export const DEFAULT_KEYS: ReadonlyArray<readonly [string, string]> = [
  ['← → ↑ ↓ / h j k l', 'move between piles (↑ ↓ in a fanned pile: take more or fewer cards)'],
  ['Tab / Shift-Tab', 'next / previous pile'],
  ['Space', 'pick up the focused card or run; Space again drops it'],
  ['Enter', 'send the focused card or run to its best place'],
  ['Esc', 'put back what you hold; with nothing held, back to the games'],
  ['d', 'turn the stock / deal'],
  ['u', 'undo'],
  ['r / Ctrl-R', 'redo'],
  ['n', 'new deal'],
  ['e', 'end this game'],
  ['?', 'this help'],
  ['q', 'quit (the game is saved)'],
];

export const AUTO_KEYS: ReadonlyArray<readonly [string, string]> = [
  ['a', 'play the automatic steps / pause'],
  ['+ / -', 'faster / slower'],
];

export function helpLines(definition: GameDefinition): string[] {
  const rows: Array<readonly [string, string]> = [...DEFAULT_KEYS];
  for (const action of definition.actions) {
    if (action.key !== 'd') rows.push([action.key, action.label.en]);
  }
  if (definition.actions.some((action) => action.auto)) rows.push(...AUTO_KEYS);
  return [`${definition.names.de} — keys`, '', ...rows.map(([key, text]) => `  ${pad(key, 20)}${text}`), '', 'Press any key to close this help.'];
}

function hintLine(ui: GameUi): string {
  const moves = legal(ui);
  const parts: string[] = [];
  for (const action of ui.definition.actions) {
    if (moves.some((move) => action.kinds.includes(move.kind))) parts.push(`${action.key} ${action.label.en}`);
  }
  if (ui.held) parts.unshift('Space drop', 'Esc put back');
  else if (ui.definition.selection === 'set') parts.unshift('Space mark');
  else parts.unshift('Space pick up', 'Enter send');
  if (ui.definition.actions.some((action) => action.auto)) parts.push(ui.auto ? 'a pause' : 'a play');
  parts.push('u undo', '? help', 'q quit');
  return parts.join(' · ');
}

function titleLine(ui: GameUi, cols: number): string {
  const state = current(ui.session);
  const source = ui.session.source;
  const deal = 'deal' in source ? `deal ${source.deal}` : 'custom deal';
  const left = `${ui.definition.names.de} · ${deal}`;
  const right = [`moves ${ui.session.index}`, state.vars.passes ? `pass ${state.vars.passes}` : '', `${nameOf(ui, ui.focus)}`]
    .filter(Boolean)
    .join(' · ');
  const gap = Math.max(1, cols - left.length - right.length);
  return clip(left + ' '.repeat(gap) + right, cols);
}

function messageLine(ui: GameUi): Line {
  const state = current(ui.session);
  const outcome = outcomeOf(ui.definition, state);
  if (ui.confirm?.kind === 'new') return [{text: 'Start a new deal? This one is saved only until then. (y/n)', style: {bold: true}}];
  if (ui.confirm?.kind === 'end') return [{text: 'End this game now? It counts as lost. (y/n)', style: {bold: true}}];
  if (ui.confirm?.kind === 'action') return [{text: `${ui.confirm.question} (y/n)`, style: {bold: true}}];
  if (outcome === 'playing' && isStalled(ui)) return [{text: 'No more useful moves — end the game? (y/n)', style: {bold: true}}];
  const hint = ui.definition.hint?.(state);
  const text = ui.message || hint || '';
  return [{text}];
}

function banner(ui: GameUi): string[] | undefined {
  const state = current(ui.session);
  const outcome = outcomeOf(ui.definition, state);
  if (outcome === 'playing') return undefined;
  const detail = ui.definition.result?.(state)?.en;
  const head = outcome === 'won' ? `You won${detail ? `: ${detail}` : '!'}` : `Game over${state.vars.resigned ? '' : ': no moves left'}`;
  return [head, `${ui.session.index} moves`, '', 'n new deal · u undo · Esc games · q quit'];
}

function wrap(text: string, cols: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > cols) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : clip(word, cols);
  }
  return [...lines, line];
}

/** Centres a panel of text over the table lines. */
function overlay(lines: Line[], panel: string[], cols: number, height: number): Line[] {
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

/** A message naming the size needed, when even the compact cards do not fit. */
export function tooSmall(definition: GameDefinition, ui: GameUi, display: Display): string | undefined {
  const {layout} = chooseLayout({
    definition,
    state: current(ui.session),
    pointer: {},
    theme: display.theme === 'auto' ? 'compact' : display.theme,
    colour: display.colour,
    cols: display.cols,
    rows: display.rows - 1 - CHROME,
  });
  if (layout.fits) return undefined;
  const cols = Math.max(layout.minWidth, 40);
  const rows = layout.minHeight + CHROME + 1;
  return `${definition.names.de} needs a terminal of at least ${cols}×${rows} (80×24 shows every game); this one is ${display.cols}×${display.rows}. Resize it, or press q.`;
}

/** The whole game screen: at most rows − 1 lines, none wider than cols. */
export function gameFrame(ui: GameUi, display: Display): Line[] {
  const small = tooSmall(ui.definition, ui, display);
  if (small) return wrap(small, display.cols).slice(0, Math.max(1, display.rows - 1)).map((text) => [{text}]);
  const height = display.rows - 1 - CHROME;
  const table = ui.help
    ? helpLines(ui.definition).map((text): Line => [{text: clip(text, display.cols)}])
    : renderTable({
        definition: ui.definition,
        state: current(ui.session),
        pointer: {focus: ui.focus, depth: ui.depth, held: ui.held, targets: targetsOf(ui), marked: new Set(ui.marked)},
        theme: display.theme,
        colour: display.colour,
        cols: display.cols,
        rows: height,
      }).lines;
  const panel = ui.help ? undefined : banner(ui);
  let body = table.slice(0, height);
  if (panel) body = overlay(body, panel, display.cols, Math.min(height, Math.max(body.length, panel.length + 2)));
  while (body.length < height) body.push([]);
  const message = messageLine(ui);
  const messageText = message.map((segment) => segment.text).join('');
  return [
    [{text: titleLine(ui, display.cols), style: {bold: true}}],
    ...body,
    lineWidth(message) > display.cols ? [{text: clip(messageText, display.cols), style: message[0]?.style}] : message,
    [{text: clip(hintLine(ui), display.cols), style: {dim: true}}],
  ];
}
