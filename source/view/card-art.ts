import type {Card} from '../core/cards.js';
import {type Line, merge, pad, type Style} from './style.js';
import {cardStyle, face, type Frame, GLYPH_BACK, suitText, type Theme} from './theme.js';

/**
 * How a card is marked: part of the focused selection, held in hand (or marked for a set), a legal
 * target, or one the solver's hint would move; `base` marks a foundation, which stands on a double line.
 */
export type Mark = {readonly focus?: boolean; readonly held?: boolean; readonly target?: boolean; readonly hint?: boolean; readonly base?: boolean};

/** A boxed card is `inner` cells wide inside its border and `body` lines tall between header and lower edge. */
export function boxedWidth(theme: Theme): number {
  return theme.inner + 2;
}

export function boxedHeight(theme: Theme): number {
  return theme.body + 2;
}

/**
 * Each mark has its own outline, so they differ without colour too: a held
 * card dashed (lifted out of its place), a target double, the focus heavy.
 * Held and target outlines win over the focus, which then shows by its inverse edges.
 */
function frameOf(theme: Theme, mark: Mark): Frame {
  const frames = theme.glyphs.frames;
  if (mark.held) return frames.held;
  if (mark.target) return frames.target;
  if (mark.hint) return frames.hint;
  if (mark.focus) return frames.focus;
  return frames.plain;
}

/** Held cards magenta, targets green, hinted cards cyan (all readable on dark and light backgrounds); bold without colour. */
function borderStyle(theme: Theme, mark: Mark): Style | undefined {
  const colour = theme.colours !== 'none';
  if (mark.held) return colour ? {fg: 'magenta', bold: true} : {bold: true};
  if (mark.target) return colour ? {fg: 'green', bold: true} : {bold: true};
  if (mark.hint) return colour ? {fg: 'cyan', bold: true} : {bold: true};
  if (mark.focus) return {bold: true};
  return undefined;
}

/** The focus also inverts a card's top line: a solid bar, seen at a glance. */
function finish(line: Line, mark: Mark): Line {
  return mark.focus ? line.map((segment) => ({text: segment.text, style: merge(segment.style, {inverse: true})})) : line;
}

/**
 * The focus marks only a card's top line (heavy and inverted); its sides and lower edge stay
 * plain. A focus move then rewrites two short lines, not two whole outlines (issue 12: tens of
 * bytes per keystroke), and the top line is the part of a card every fan shows.
 */
function belowTop(mark: Mark): Mark {
  return mark.focus && !mark.held && !mark.target ? {...mark, focus: false} : mark;
}

/** The top line of a boxed card, with its face: `╭K♠─╮`, `╭10♥╮`. */
function header(card: Card, theme: Theme, mark: Mark): Line {
  const frame = frameOf(theme, mark);
  const border = borderStyle(theme, mark);
  const label = face(card, theme);
  return finish(
    [
      {text: frame.tl, style: border},
      {text: label, style: cardStyle(card, theme)},
      {text: frame.h.repeat(theme.inner - [...label].length) + frame.tr, style: border},
    ],
    mark,
  );
}

/** The body lines: the suit in the middle one, blank lines around it on large cards. */
function body(theme: Theme, mark: Mark, middle: (width: number) => Line): Line[] {
  const frame = frameOf(theme, mark);
  const border = borderStyle(theme, mark);
  const blank: Line = [{text: frame.v + ' '.repeat(theme.inner) + frame.v, style: border}];
  return Array.from({length: theme.body}, (_, row) =>
    row === Math.floor(theme.body / 2) ? [{text: frame.v, style: border}, ...middle(theme.inner), {text: frame.v, style: border}] : blank,
  );
}

/** A boxed card's lines: the header and, when `full`, its body and lower edge. */
export function boxedFaceUp(card: Card, theme: Theme, mark: Mark, full: boolean, edge?: string): Line[] {
  const lines = [header(card, theme, mark)];
  if (!full) return lines;
  const symbol = suitText(Math.floor(card / 13) % 4, theme);
  const side = (width: number) => ' '.repeat(Math.floor((width - symbol.length) / 2));
  const middle = (width: number): Line => [
    {text: side(width)},
    {text: symbol, style: cardStyle(card, theme)},
    {text: ' '.repeat(width - symbol.length - side(width).length)},
  ];
  return [...lines, ...body(theme, belowTop(mark), middle), bottomEdge(theme, belowTop(mark), edge)];
}

/** The lower border, carrying a short text such as a card count or the pile's caption; a foundation's is its base line. */
function bottomEdge(theme: Theme, mark: Mark, edge?: string): Line {
  const frame = frameOf(theme, mark);
  const plain = frame === theme.glyphs.frames.plain;
  const line = mark.base && plain ? theme.glyphs.frames.base : frame;
  const shown = [...(edge ?? '')].slice(0, theme.inner).join('');
  return finish([{text: line.bl + line.h.repeat(theme.inner - shown.length) + shown + line.br, style: borderStyle(theme, mark)}], mark);
}

export function boxedBack(theme: Theme, mark: Mark, full: boolean, edge?: string): Line[] {
  const frame = frameOf(theme, mark);
  const border = borderStyle(theme, mark);
  const back = theme.glyphs.back.repeat(theme.inner);
  if (!full) return [finish([{text: frame.tl + back + frame.tr, style: border}], mark)];
  const sides = frameOf(theme, belowTop(mark));
  const sideBorder = borderStyle(theme, belowTop(mark));
  const pattern = (): Line => [{text: back, style: sideBorder}];
  // A card without a body (two-line cards) shows its back pattern in the top line.
  const topFill = theme.body === 0 ? back : frame.h.repeat(theme.inner);
  return [
    finish([{text: frame.tl + topFill + frame.tr, style: border}], mark),
    ...Array.from({length: theme.body}, (): Line => [{text: sides.v, style: sideBorder}, ...pattern(), {text: sides.v, style: sideBorder}]),
    bottomEdge(theme, belowTop(mark), edge),
  ];
}

/** One line standing for several face-down cards: `╭▒6▒╮`. */
export function boxedBackGroup(theme: Theme, count: number, mark: Mark): Line {
  const frame = frameOf(theme, mark);
  const back = theme.glyphs.back;
  const shown = String(count).slice(0, theme.inner);
  const before = Math.floor((theme.inner - shown.length) / 2);
  const inner = back.repeat(before) + shown + back.repeat(theme.inner - before - shown.length);
  return finish([{text: frame.tl + inner + frame.tr, style: borderStyle(theme, mark)}], mark);
}

/** An empty pile: a dashed outline (heavy with the focus, double as a target) with what the pile takes inside; a foundation's base line. */
export function boxedEmpty(theme: Theme, label: string, mark: Mark, inner = theme.inner): Line[] {
  const frames = theme.glyphs.frames;
  const frame = mark.target ? frames.target : mark.focus ? frames.emptyFocus : frames.empty;
  const style = borderStyle(theme, mark) ?? {dim: true};
  const short = [...label].slice(0, inner).join('');
  const before = Math.floor((inner - [...short].length) / 2);
  const middle = ' '.repeat(before) + pad(short, inner - before);
  // As on a card, the focus marks the top line only.
  const rest = mark.target ? frame : frames.empty;
  const restStyle = mark.target ? style : {dim: true};
  const blank = rest.v + ' '.repeat(inner) + rest.v;
  // Without a body the label sits in the top line: ╭╌K╌╮.
  const dashes = (text: string) => text.replaceAll(' ', frame.h);
  const top = theme.body === 0 ? dashes(middle) : frame.h.repeat(inner);
  const lower = mark.base && rest === frames.empty ? frames.base : rest;
  return [
    finish([{text: frame.tl + top + frame.tr, style}], mark),
    ...Array.from({length: theme.body}, (_, row): Line => [{text: row === Math.floor(theme.body / 2) ? rest.v + middle + rest.v : blank, style: restStyle}]),
    [{text: lower.bl + lower.h.repeat(inner) + lower.br, style: restStyle}],
  ];
}

function backText(theme: Theme): string {
  if (theme.name === 'glyph') return `${GLYPH_BACK} `;
  if (theme.name === 'ascii') return '[##]';
  return theme.glyphs.back.repeat(theme.lineWidth);
}

/**
 * A card in one line: `K♠ `, `10♥`, `▒▒▒`; `KS  `, `[##]` (ASCII); the card
 * character and a spacer (glyph); a foundation's card in brackets, `[K♠] `,
 * one cell wider on each side. The focus is inverse, a held card underlined
 * (magenta), a target bold (green); the pointer beside them (see
 * `compactPointer`) tells them apart without colour. `dim` draws a covered
 * card of a fan fainter, so the playable end stands out.
 */
export function compactCard(card: Card | undefined, faceUp: boolean, theme: Theme, mark: Mark, dim = false): Line {
  const colour = theme.colours !== 'none';
  const extra: Style | undefined = mark.held
    ? {...(colour ? {fg: 'magenta' as const} : {}), underline: true}
    : mark.target
      ? {...(colour ? {fg: 'green' as const} : {}), bold: true}
      : mark.hint
        ? {...(colour ? {fg: 'cyan' as const} : {}), bold: true}
        : dim && !mark.focus
          ? {dim: true}
          : undefined;
  if (card === undefined || !faceUp) {
    const back = finish([{text: backText(theme), style: merge(extra, card === undefined ? {dim: true} : undefined)}], mark);
    return mark.base ? [{text: ' '}, ...back, {text: ' '}] : back;
  }
  const label = face(card, theme);
  const shown = finish([{text: label, style: merge(cardStyle(card, theme), extra)}], mark);
  if (!mark.base)
    return [
      ...shown,
      ...(theme.lineWidth > [...label].length ? [{text: ' '.repeat(theme.lineWidth - [...label].length), style: mark.focus ? {inverse: true} : extra}] : []),
    ];
  const bracket = mark.focus ? {inverse: true} : (extra ?? undefined);
  const [open, close] = brackets(theme, mark);
  return [{text: open, style: bracket}, ...shown, {text: close, style: bracket}, {text: ' '.repeat(Math.max(0, theme.lineWidth - [...label].length))}];
}

/**
 * A one-line foundation's brackets: `[A♣]`; as a target they point at it,
 * `▸A♣◂`, held `•A♣•` — in place of the pointer beside other cards, which
 * would run into the next foundation.
 */
function brackets(theme: Theme, mark: Mark): readonly [string, string] {
  const pointer = theme.glyphs.pointer;
  if (mark.target) return [pointer.targetLeft, pointer.target];
  if (mark.held) return [pointer.held, pointer.held];
  if (mark.hint) return [pointer.hint, pointer.hint];
  return ['[', ']'];
}

/** The cell beside a one-line card that says it is a target (`◂`, or `▸` before it), held (`•`) or hinted (`?`); blank otherwise. */
export function compactPointer(theme: Theme, mark: Mark, before = false): Line {
  const colour = theme.colours !== 'none';
  const pointer = theme.glyphs.pointer;
  if (mark.target) return [{text: before ? pointer.targetLeft : pointer.target, style: colour ? {fg: 'green', bold: true} : {bold: true}}];
  if (mark.held) return [{text: theme.glyphs.pointer.held, style: colour ? {fg: 'magenta', bold: true} : {bold: true}}];
  if (mark.hint) return [{text: theme.glyphs.pointer.hint, style: colour ? {fg: 'cyan', bold: true} : {bold: true}}];
  return [{text: ' '}];
}

/**
 * An empty pile in one line: `[ ]`, `[W12]`, or a foundation's `[A♣]` reaching into the gaps beside it, with what it takes;
 * `room` cells for the label (a label that does not fit is left out rather than cut).
 */
export function compactEmpty(theme: Theme, label: string, mark: Mark, room = mark.base ? theme.lineWidth : theme.lineWidth - 2): Line {
  const style: Style = mark.target ? (theme.colours !== 'none' ? {fg: 'green', bold: true} : {bold: true}) : {dim: true};
  const shown = [...label].length <= room ? label : '';
  if (mark.base) {
    const [open, close] = brackets(theme, mark);
    return finish([{text: pad(`${open}${shown || ' '}${close}`, Math.max(room, theme.lineWidth) + 2), style}], mark);
  }
  const text = room <= 0 ? '[]' : `[${pad(shown, room)}]`;
  return finish([{text, style}], mark);
}

/** Strip of a covered card in a horizontal fan: the header and body of its uncovered part. */
export function boxedStrip(card: Card, faceUp: boolean, theme: Theme, mark: Mark, side: 'left' | 'right'): Line[] {
  const frame = frameOf(theme, mark);
  const border = borderStyle(theme, mark);
  const width = theme.inner;
  const rows = boxedHeight(theme);
  const edge = (row: number) => (row === 0 ? (side === 'right' ? frame.tl : frame.tr) : row === rows - 1 ? (side === 'right' ? frame.bl : frame.br) : frame.v);
  const fill = (row: number) => (row === 0 || row === rows - 1 ? frame.h.repeat(width) : faceUp ? ' '.repeat(width) : theme.glyphs.back.repeat(width));
  const lines: Line[] = Array.from({length: rows}, (_, row): Line => {
    if (row === 0 && faceUp) {
      const label = pad(face(card, theme), width);
      return side === 'right'
        ? [
            {text: edge(row), style: border},
            {text: label, style: cardStyle(card, theme)},
          ]
        : [
            {text: label, style: cardStyle(card, theme)},
            {text: edge(row), style: border},
          ];
    }
    return [{text: side === 'right' ? edge(row) + fill(row) : fill(row) + edge(row), style: border}];
  });
  return lines.map((line, row) => (row === 0 || row === rows - 1 ? finish(line, mark) : line));
}
