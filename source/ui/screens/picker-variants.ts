import type {GameDefinition} from '../../core/types.js';
import {clip, type Line, lineWidth, type Segment, width} from '../../view/style.js';
import type {KeyResult} from '../commands/command-types.js';
import {type Lang, t} from '../text/messages.js';
import type {Picker} from './picker-state.js';
import {quoted, switchesOf, toggle, variantName} from './variants.js';
import {wrap} from '../text/wrap.js';

/**
 * The picker's rules line: under the chosen game, the variant it will be
 * played with. → enters it; there ← → go from switch to switch, Space turns
 * one on or off, Enter plays, ↑ ↓ and Esc leave it.
 */

/** Lines up under the game's name in the list. */
const INDENT = '    ';

/** What a key on the rules line does. */
export type LineStep =
  | {readonly kind: 'picker'; readonly picker: Picker; readonly notice?: string}
  | {readonly kind: 'choose'; readonly picker: Picker; readonly variant: string[]; readonly notice?: string}
  | {readonly kind: 'play'}
  | {readonly kind: 'rules'}
  | {readonly kind: 'none'};

/** → on the chosen game: onto its first switch, or a word that it has none. */
export function enterLine(picker: Picker, game: GameDefinition, lang: Lang): LineStep {
  if (switchesOf(game).length === 0) return {kind: 'picker', picker, notice: t(lang, 'picker.noVariantsFor', {game: game.names.de})};
  return {kind: 'picker', picker: {...picker, line: 0}, notice: ''};
}

/** A command of the rules line (commands/list-commands.ts) while it has the focus (`picker.line` is the focused switch). */
export function lineKey(
  picker: Picker,
  action: Extract<KeyResult, {type: 'line'}>['action'],
  game: GameDefinition,
  variant: readonly string[],
  lang: Lang,
): LineStep {
  const switches = switchesOf(game);
  const at = Math.min(picker.line ?? 0, switches.length - 1);
  const leave = {...picker, line: undefined};
  if (action === 'left') return {kind: 'picker', picker: {...picker, line: Math.max(0, at - 1)}};
  if (action === 'right') return {kind: 'picker', picker: {...picker, line: Math.min(switches.length - 1, at + 1)}};
  if (action === 'leave') return {kind: 'picker', picker: leave, notice: ''};
  if (action === 'play') return {kind: 'play'};
  if (action === 'rules') return {kind: 'rules'};
  {
    const spec = switches[at];
    const changed = toggle(game, variant, spec.id);
    const notice =
      changed.off.length > 0
        ? t(lang, 'picker.excluded', {on: quoted(spec.name[lang], lang), off: changed.off.map((each) => quoted(each.name[lang], lang)).join(', ')})
        : '';
    return {kind: 'choose', picker, variant: changed.variant, notice};
  }
}

/** The rules line: the variant by name; on the line, every switch with its box, the focused one inverse. */
export function ruleLine(game: GameDefinition, variant: readonly string[], focus: number | undefined, lang: Lang, cols: number): Line {
  return ruleLineSpans(game, variant, focus, lang, cols).line;
}

/** Where a switch is drawn on the rules line: its index, first cell and width. */
export type SwitchSpan = {readonly index: number; readonly x: number; readonly width: number};

/** The rules line and where each switch shown on it is (the mouse toggles them there). */
export function ruleLineSpans(
  game: GameDefinition,
  variant: readonly string[],
  focus: number | undefined,
  lang: Lang,
  cols: number,
): {line: Line; spans: SwitchSpan[]} {
  const head = `${INDENT}${t(lang, 'picker.rules')} `;
  const switches = switchesOf(game);
  if (switches.length === 0)
    return {line: [{text: head + t(lang, 'variant.standard') + ' '}, {text: t(lang, 'picker.noVariants'), style: {dim: true}}], spans: []};
  if (focus === undefined) {
    const name = variantName(game, variant, lang);
    return {line: [{text: clip(head + name, cols)}, {text: `  ${t(lang, 'picker.change')}`, style: {dim: true}}], spans: []};
  }
  const cells = switches.map((spec) => `${variant.includes(spec.id) ? '[x]' : '[ ]'} ${spec.name[lang]}`);
  // Too many for one line: a window around the focused switch, ‹ › where more lie beyond.
  const room = cols - width(head) - 4;
  const span = (from: number, to: number) => cells.slice(from, to + 1).reduce((sum, cell) => sum + width(cell) + 2, -2);
  let first = 0;
  while (first < focus && span(first, focus) > room) first++;
  let last = focus;
  while (last + 1 < cells.length && span(first, last + 1) <= room) last++;
  const line: Segment[] = [{text: head + (first > 0 ? '‹ ' : '')}];
  const spans: SwitchSpan[] = [];
  for (let index = first; index <= last; index++) {
    if (index > first) line.push({text: '  '});
    const text = clip(cells[index], Math.max(4, room));
    spans.push({index, x: lineWidth(line), width: width(text)});
    line.push({text, style: index === focus ? {inverse: true} : undefined});
  }
  if (last < cells.length - 1) line.push({text: ' ›'});
  return {line, spans};
}

/** On the rules line, the detail lines tell what the focused switch does. */
export function switchDetails(game: GameDefinition, focus: number, lang: Lang, cols: number): string[] {
  const spec = switchesOf(game)[focus];
  if (!spec) return [];
  const others = switchesOf(game).filter((other) => other.id !== spec.id && (spec.excludes?.includes(other.id) || other.excludes?.includes(spec.id)));
  const excludes = others.length > 0 ? ` ${t(lang, 'picker.excludes', {names: others.map((each) => quoted(each.name[lang], lang)).join(', ')})}` : '';
  return wrap(`${spec.name[lang]}: ${spec.description[lang]}${excludes}`, cols);
}
