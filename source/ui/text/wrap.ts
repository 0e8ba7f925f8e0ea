import {clip} from '../../view/style.js';

/**
 * Breaks text into lines of at most `cols` characters at spaces. Leading
 * spaces are kept, and the lines after a "- " bullet line up under its text.
 */
export function wrap(text: string, cols: number): string[] {
  const lead = /^\s*/.exec(text)![0];
  const rest = text.slice(lead.length);
  const indent = lead + (rest.startsWith('- ') ? '  ' : '');
  const lines: string[] = [];
  let line = lead;
  for (const word of rest.split(' ').filter(Boolean)) {
    if (line.trim() && line.length + 1 + word.length > cols) {
      lines.push(line);
      line = indent;
    }
    line = line.trim() ? `${line} ${word}` : `${line}${clip(word, Math.max(1, cols - line.length))}`;
  }
  return [...lines, line];
}
