import type {Card} from '../core/cards.js';
import {type Line, merge, pad, type Style} from './style.js';
import {cardStyle, face, GLYPH_BACK, type Theme} from './theme.js';

/** How a card is marked: part of the focused selection, held in hand, or a legal target. */
export type Mark = {readonly focus?: boolean; readonly held?: boolean; readonly target?: boolean};

/** A boxed card is `inner` cells wide inside its border and `body` lines tall between header and lower edge. */
export function boxedWidth(theme: Theme): number {
  return theme.inner + 2;
}

export function boxedHeight(theme: Theme): number {
  return theme.body + 2;
}

/** Held cards magenta, targets green: both readable on dark and light backgrounds. */
function borderStyle(theme: Theme, mark: Mark): Style | undefined {
  const colour = theme.colours !== 'none';
  if (mark.held) return colour ? {fg: 'magenta', bold: true} : {bold: true};
  if (mark.target) return colour ? {fg: 'green', bold: true} : {bold: true, underline: true};
  return undefined;
}

/**
 * The focus shows as an inverted top line of each selected card: clear to see,
 * and cheap to redraw when the focus moves (a line, not a whole card).
 */
function finish(line: Line, mark: Mark): Line {
  return mark.focus ? line.map((segment) => ({text: segment.text, style: merge(segment.style, {inverse: true})})) : line;
}

/** The top line of a boxed card, with its face: `╭K♠─╮`, `╭10♥╮`. */
function header(card: Card, theme: Theme, mark: Mark): Line {
  const box = theme.glyphs.box;
  const border = borderStyle(theme, mark);
  const label = face(card, theme);
  return finish(
    [
      {text: box.tl, style: border},
      {text: label, style: cardStyle(card, theme)},
      {text: box.h.repeat(theme.inner - [...label].length) + box.tr, style: border},
    ],
    mark,
  );
}

/** The body lines: the suit in the middle one, blank lines around it on large cards. */
function body(theme: Theme, mark: Mark, middle: (width: number) => Line): Line[] {
  const box = theme.glyphs.box;
  const border = borderStyle(theme, mark);
  const blank: Line = [{text: box.v + ' '.repeat(theme.inner) + box.v, style: border}];
  return Array.from({length: theme.body}, (_, row) =>
    row === Math.floor(theme.body / 2) ? [{text: box.v, style: border}, ...middle(theme.inner), {text: box.v, style: border}] : blank,
  );
}

/** A boxed card's lines: the header and, when `full`, its body and lower edge. */
export function boxedFaceUp(card: Card, theme: Theme, mark: Mark, full: boolean, edge?: string): Line[] {
  const lines = [header(card, theme, mark)];
  if (!full) return lines;
  const symbol = theme.glyphs.suits[Math.floor(card / 13) % 4];
  const side = (width: number) => ' '.repeat(Math.floor((width - 1) / 2));
  const middle = (width: number): Line => [{text: side(width)}, {text: symbol, style: cardStyle(card, theme)}, {text: ' '.repeat(width - 1 - side(width).length)}];
  return [...lines, ...body(theme, mark, middle), [{text: bottomEdge(theme, edge), style: borderStyle(theme, mark)}]];
}

/** The lower border, carrying a short text such as a card count or the pile's caption. */
function bottomEdge(theme: Theme, edge?: string): string {
  const box = theme.glyphs.box;
  const shown = [...(edge ?? '')].slice(0, theme.inner).join('');
  return box.bl + box.h.repeat(theme.inner - shown.length) + shown + box.br;
}

export function boxedBack(theme: Theme, mark: Mark, full: boolean, edge?: string): Line[] {
  const box = theme.glyphs.box;
  const border = borderStyle(theme, mark);
  const back = theme.glyphs.back.repeat(theme.inner);
  if (!full) return [finish([{text: box.tl + back + box.tr, style: border}], mark)];
  const pattern = (): Line => [{text: back, style: border}];
  // A card without a body (two-line cards) shows its back pattern in the top line.
  const topFill = theme.body === 0 ? back : box.h.repeat(theme.inner);
  return [
    finish([{text: box.tl + topFill + box.tr, style: border}], mark),
    ...Array.from({length: theme.body}, (): Line => [{text: box.v, style: border}, ...pattern(), {text: box.v, style: border}]),
    [{text: bottomEdge(theme, edge), style: border}],
  ];
}

/** One line standing for several face-down cards: `╭▒6▒╮`. */
export function boxedBackGroup(theme: Theme, count: number, mark: Mark): Line {
  const box = theme.glyphs.box;
  const back = theme.glyphs.back;
  const shown = String(count).slice(0, theme.inner);
  const before = Math.floor((theme.inner - shown.length) / 2);
  const inner = back.repeat(before) + shown + back.repeat(theme.inner - before - shown.length);
  return finish([{text: box.tl + inner + box.tr, style: borderStyle(theme, mark)}], mark);
}

export function boxedEmpty(theme: Theme, label: string, mark: Mark): Line[] {
  const box = theme.glyphs.box;
  const style = borderStyle(theme, mark) ?? {dim: true};
  const short = [...label].slice(0, theme.inner).join('');
  const before = Math.floor((theme.inner - short.length) / 2);
  const middle = ' '.repeat(before) + pad(short, theme.inner - before);
  const blank = box.dashV + ' '.repeat(theme.inner) + box.dashV;
  // Without a body the label sits in the top line: ╭╌K╌╮.
  const dashes = (text: string) => text.replaceAll(' ', box.dash);
  const top = theme.body === 0 ? dashes(middle) : box.dash.repeat(theme.inner);
  return [
    finish([{text: box.tl + top + box.tr, style}], mark),
    ...Array.from({length: theme.body}, (_, row): Line => [{text: row === Math.floor(theme.body / 2) ? box.dashV + middle + box.dashV : blank, style}]),
    [{text: box.bl + box.dash.repeat(theme.inner) + box.br, style}],
  ];
}

function backText(theme: Theme): string {
  if (theme.name === 'glyph') return `${GLYPH_BACK} `;
  if (theme.name === 'ascii') return '[##]';
  return theme.glyphs.back.repeat(theme.lineWidth);
}

/** A card in one line: `K♠ `, `10♥`, `▒▒▒`; `KS  `, `[##]` (ASCII); the card character and a spacer (glyph). */
export function compactCard(card: Card | undefined, faceUp: boolean, theme: Theme, mark: Mark): Line {
  const colour = theme.colours !== 'none';
  const extra = mark.held
    ? {...(colour ? {fg: 'magenta' as const} : {}), underline: true}
    : mark.target
      ? {...(colour ? {fg: 'green' as const} : {}), underline: true}
      : undefined;
  if (card === undefined || !faceUp) {
    return finish([{text: backText(theme), style: merge(extra, card === undefined ? {dim: true} : undefined)}], mark);
  }
  return finish([{text: pad(face(card, theme), theme.lineWidth), style: merge(cardStyle(card, theme), extra)}], mark);
}

export function compactEmpty(theme: Theme, label: string, mark: Mark): Line {
  const style = mark.target ? (theme.colours !== 'none' ? {fg: 'green' as const, bold: true} : {bold: true}) : {dim: true};
  const inner = theme.lineWidth - 2;
  const text = inner <= 0 ? '[]' : `[${pad(label.length <= inner ? label : '', inner)}]`;
  return finish([{text, style}], mark);
}

/** Strip of a covered card in a horizontal fan: the header and body of its uncovered part. */
export function boxedStrip(card: Card, faceUp: boolean, theme: Theme, mark: Mark, side: 'left' | 'right'): Line[] {
  const box = theme.glyphs.box;
  const border = borderStyle(theme, mark);
  const width = theme.inner;
  const rows = boxedHeight(theme);
  const edge = (row: number) => (row === 0 ? (side === 'right' ? box.tl : box.tr) : row === rows - 1 ? (side === 'right' ? box.bl : box.br) : box.v);
  const fill = (row: number) => (row === 0 || row === rows - 1 ? box.h.repeat(width) : faceUp ? ' '.repeat(width) : theme.glyphs.back.repeat(width));
  const lines: Line[] = Array.from({length: rows}, (_, row): Line => {
    if (row === 0 && faceUp) {
      const label = pad(face(card, theme), width);
      return side === 'right'
        ? [{text: edge(row), style: border}, {text: label, style: cardStyle(card, theme)}]
        : [{text: label, style: cardStyle(card, theme)}, {text: edge(row), style: border}];
    }
    return [{text: side === 'right' ? edge(row) + fill(row) : fill(row) + edge(row), style: border}];
  });
  return lines.map((line, row) => (row === 0 ? finish(line, mark) : line));
}
