import {Chalk, type ChalkInstance} from 'chalk';
import type {Line, Style} from '../../view/style.js';

/**
 * Turns styled lines into terminal text. Colour may be off (NO_COLOR), but
 * bold, underline and inverse stay: they are how the focus and the red suits
 * remain visible without colour.
 */
export function makePainter(level: 1 | 2 | 3 = 1): (lines: readonly Line[]) => string {
  const chalk = new Chalk({level});
  const cache = new Map<string, ChalkInstance>();
  const styler = (style: Style): ChalkInstance => {
    const key = `${style.fg ?? ''}${style.bold ? 'b' : ''}${style.dim ? 'd' : ''}${style.inverse ? 'i' : ''}${style.underline ? 'u' : ''}`;
    let paint = cache.get(key);
    if (!paint) {
      paint = chalk;
      if (style.fg) paint = paint[style.fg === 'gray' ? 'gray' : style.fg];
      if (style.bold) paint = paint.bold;
      if (style.dim) paint = paint.dim;
      if (style.inverse) paint = paint.inverse;
      if (style.underline) paint = paint.underline;
      cache.set(key, paint);
    }
    return paint;
  };
  return (lines) => lines.map((line) => line.map((segment) => (segment.style ? styler(segment.style)(segment.text) : segment.text)).join('')).join('\n');
}
