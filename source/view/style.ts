/** Styled text, independent of any terminal library: the UI turns it into escape codes. */
export type Style = {
  readonly fg?: 'red' | 'green' | 'yellow' | 'blue' | 'cyan' | 'magenta' | 'gray';
  readonly bold?: boolean;
  readonly dim?: boolean;
  readonly inverse?: boolean;
  readonly underline?: boolean;
};

export type Segment = {readonly text: string; readonly style?: Style};
export type Line = Segment[];

/** Terminal cell width of a string made of the characters the view uses (all single-width). */
export function width(text: string): number {
  let cells = 0;
  for (const _char of text) cells++;
  return cells;
}

export function lineWidth(line: Line): number {
  let cells = 0;
  for (const segment of line) cells += width(segment.text);
  return cells;
}

export function plain(line: Line): string {
  return line.map((segment) => segment.text).join('');
}

export function pad(text: string, cells: number): string {
  const missing = cells - width(text);
  return missing > 0 ? text + ' '.repeat(missing) : text;
}

/** Cuts a string to at most `cells` cells, marking the cut with an ellipsis. */
export function clip(text: string, cells: number): string {
  if (width(text) <= cells) return text;
  const chars = [...text];
  return cells <= 1 ? chars.slice(0, cells).join('') : chars.slice(0, cells - 1).join('') + '…';
}

export function merge(style: Style | undefined, extra: Style | undefined): Style | undefined {
  if (!extra) return style;
  if (!style) return extra;
  return {...style, ...extra};
}

const ASCII_FOLD: Readonly<Record<string, string>> = {
  '\u00A0': ' ',
  '·': '-',
  '—': '-',
  '–': '-',
  '…': '...',
  '←': '<',
  '→': '>',
  '↑': '^',
  '↓': 'v',
  '▶': '>',
  '›': '>',
  '‹': '<',
  '╭': '+',
  '╮': '+',
  '╰': '+',
  '╯': '+',
  '─': '-',
  '│': '|',
  '⋮': ':',
  '×': 'x',
  '█': '#',
  '▁': '_',
  '▒': '#',
  'ä': 'ae',
  'ö': 'oe',
  'ü': 'ue',
  'Ä': 'Ae',
  'Ö': 'Oe',
  'Ü': 'Ue',
  'ß': 'ss',
  '„': '"',
  '“': '"',
  '”': '"',
  '’': "'",
  '✓': '[ok]',
  '✗': '[x]',
  '┏': '#',
  '┓': '#',
  '┗': '#',
  '┛': '#',
  '━': '=',
  '┃': '|',
  '╍': '=',
  '╏': ':',
  '╌': '.',
  '╎': ':',
  '╔': '*',
  '╗': '*',
  '╚': '*',
  '╝': '*',
  '═': '~',
  '║': '|',
  '╘': '+',
  '╛': '+',
  '◂': '<',
  '•': '*',
  '▸': '>',
};

/** A suit sign in ASCII, as the language's ASCII card codes write it (theme.ts): C S H D, Kr Pi He Ka. */
const ASCII_SUIT_SIGNS: Readonly<Record<'en' | 'de', Readonly<Record<string, string>>>> = {
  en: {'♣': 'C', '♠': 'S', '♥': 'H', '♦': 'D'},
  de: {'♣': 'Kr', '♠': 'Pi', '♥': 'He', '♦': 'Ka'},
};

/**
 * Plain ASCII for terminals that cannot show Unicode: known characters get a
 * stand-in (a suit sign in the letters of `lang`), others a question mark.
 * Stand-ins like "ae" lengthen a line, so it is cut to `cols`.
 */
export function asciiLine(line: Line, cols: number, lang: 'en' | 'de' = 'en'): Line {
  const folded = line.map((segment) => {
    if (/^[\x20-\x7e]*$/.test(segment.text)) return segment;
    const fold = (char: string) => ASCII_SUIT_SIGNS[lang][char] ?? ASCII_FOLD[char] ?? '?';
    const text = [...segment.text].map((char) => (char <= '\x7e' ? char : fold(char))).join('');
    return {text, style: segment.style};
  });
  return cutLine(folded, cols);
}

/** A line cut to at most `cols` cells. */
export function cutLine(line: Line, cols: number): Line {
  if (lineWidth(line) <= cols) return line;
  const result: Line = [];
  let left = cols;
  for (const segment of line) {
    if (left <= 0) break;
    const chars = [...segment.text];
    result.push(chars.length <= left ? segment : {text: chars.slice(0, left).join(''), style: segment.style});
    left -= Math.min(left, chars.length);
  }
  return result;
}
