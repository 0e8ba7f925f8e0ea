import type {Card} from '../core/cards.js';
import {type Line, merge, pad, type Style} from './style.js';
import {cardStyle, face, GLYPH_BACK, type Theme} from './theme.js';

/** How a card is marked: part of the focused selection, held in hand, or a legal target. */
export type Mark = {readonly focus?: boolean; readonly held?: boolean; readonly target?: boolean};

export const BOXED_WIDTH = 5;
export const BOXED_HEIGHT = 3;

/** Held cards magenta, targets green: both readable on dark and light backgrounds. */
function borderStyle(theme: Theme, mark: Mark): Style | undefined {
  const colour = theme.colours !== 'none';
  if (mark.held) return colour ? {fg: 'magenta', bold: true} : {bold: true};
  if (mark.target) return colour ? {fg: 'green', bold: true} : {bold: true, underline: true};
  return undefined;
}

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
      {text: box.h.repeat(3 - [...label].length) + box.tr, style: border},
    ],
    mark,
  );
}

/** A boxed card's lines: the header and, when `full`, its body. */
export function boxedFaceUp(card: Card, theme: Theme, mark: Mark, full: boolean, edge?: string): Line[] {
  const box = theme.glyphs.box;
  const border = borderStyle(theme, mark);
  const lines = [header(card, theme, mark)];
  if (!full) return lines;
  const symbol = theme.glyphs.suits[Math.floor(card / 13) % 4];
  lines.push(
    finish(
      [
        {text: box.v + ' ', style: border},
        {text: symbol, style: cardStyle(card, theme)},
        {text: ' ' + box.v, style: border},
      ],
      mark,
    ),
    finish([{text: bottomEdge(theme, edge), style: border}], mark),
  );
  return lines;
}

/** The lower border, carrying a short text such as a card count or the pile's caption. */
function bottomEdge(theme: Theme, edge?: string): string {
  const box = theme.glyphs.box;
  const shown = [...(edge ?? '')].slice(0, 3).join('');
  return box.bl + box.h.repeat(3 - shown.length) + shown + box.br;
}

export function boxedBack(theme: Theme, mark: Mark, full: boolean, edge?: string): Line[] {
  const box = theme.glyphs.box;
  const border = borderStyle(theme, mark);
  const back = theme.glyphs.back;
  const top = finish([{text: box.tl + back.repeat(3) + box.tr, style: border}], mark);
  if (!full) return [top];
  return [
    finish([{text: box.tl + box.h.repeat(3) + box.tr, style: border}], mark),
    finish([{text: box.v + back.repeat(3) + box.v, style: border}], mark),
    finish([{text: bottomEdge(theme, edge), style: border}], mark),
  ];
}

/** One line standing for several face-down cards: `╭▒6▒╮`. */
export function boxedBackGroup(theme: Theme, count: number, mark: Mark): Line {
  const box = theme.glyphs.box;
  const back = theme.glyphs.back;
  const shown = String(count);
  const inner = shown.length >= 3 ? shown.slice(0, 3) : shown.length === 2 ? back + shown : back + shown + back;
  return finish([{text: box.tl + inner + box.tr, style: borderStyle(theme, mark)}], mark);
}

export function boxedEmpty(theme: Theme, label: string, mark: Mark): Line[] {
  const box = theme.glyphs.box;
  const style = borderStyle(theme, mark) ?? {dim: true};
  const short = [...label].slice(0, 3).join('');
  const middle = short.length === 1 ? ` ${short} ` : pad(short, 3);
  return [
    finish([{text: box.tl + box.dash.repeat(3) + box.tr, style}], mark),
    finish([{text: box.dashV + middle + box.dashV, style}], mark),
    finish([{text: box.bl + box.dash.repeat(3) + box.br, style}], mark),
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

/** Strip of a covered card in a horizontal fan: four cells of the header and body. */
export function boxedStrip(card: Card, faceUp: boolean, theme: Theme, mark: Mark, side: 'left' | 'right'): Line[] {
  const box = theme.glyphs.box;
  const border = borderStyle(theme, mark);
  if (!faceUp) {
    const back = theme.glyphs.back.repeat(3);
    return side === 'right'
      ? [[{text: box.tl + box.h.repeat(3), style: border}], [{text: box.v + back, style: border}], [{text: box.bl + box.h.repeat(3), style: border}]].map((l) => finish(l, mark))
      : [[{text: box.h.repeat(3) + box.tr, style: border}], [{text: back + box.v, style: border}], [{text: box.h.repeat(3) + box.br, style: border}]].map((l) => finish(l, mark));
  }
  const label = pad(face(card, theme), 3);
  const labelStyle = cardStyle(card, theme);
  const lines: Line[] =
    side === 'right'
      ? [
          [{text: box.tl, style: border}, {text: label, style: labelStyle}],
          [{text: box.v + '   ', style: border}],
          [{text: box.bl + box.h.repeat(3), style: border}],
        ]
      : [
          [{text: label, style: labelStyle}, {text: box.tr, style: border}],
          [{text: '   ' + box.v, style: border}],
          [{text: box.h.repeat(3) + box.br, style: border}],
        ];
  return lines.map((line) => finish(line, mark));
}
