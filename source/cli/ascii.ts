/** ASCII spellings of the characters the command line prints, for terminals that are not UTF-8. */
const SPELLINGS: Readonly<Record<string, string>> = {
  '\u00A0': ' ',
  'ä': 'ae',
  'ö': 'oe',
  'ü': 'ue',
  'Ä': 'Ae',
  'Ö': 'Oe',
  'Ü': 'Ue',
  'ß': 'ss',
  '—': '-',
  '–': '-',
  '…': '...',
  '„': '"',
  '“': '"',
  '”': '"',
  '‚': "'",
  '‘': "'",
  '’': "'",
  '×': 'x',
  '·': '-',
  '↑': 'Up',
  '↓': 'Down',
  '←': 'Left',
  '→': 'Right',
  '█': 'W',
  '▁': '.',
  '♠': 'S',
  '♥': 'H',
  '♦': 'D',
  '♣': 'C',
  '✓': '[ok]',
  '✗': '[x]',
};

/** The text in plain ASCII: German letters spelled out, typographic marks simplified, accents dropped, anything else as "?". */
export function toAscii(text: string): string {
  return text
    .replaceAll(/[^\x00-\x7f]/gu, (char) => SPELLINGS[char] ?? char.normalize('NFD').replaceAll(/[\u0300-\u036f]/g, ''))
    .replaceAll(/[^\x00-\x7f]/gu, '?');
}

/**
 * A table line in plain ASCII with its right-aligned columns kept in place: a word that gets wider
 * (Züge → Zuege) takes the room from the spaces before it, as long as one space is left.
 */
export function toAsciiKeepingColumns(line: string): string {
  return line.replaceAll(/( *)(\S+)/g, (_whole, spaces: string, word: string) => {
    const spelled = toAscii(word);
    const keep = Math.max(spaces.length - (spelled.length - word.length), Math.min(spaces.length, 1));
    return ' '.repeat(keep) + spelled;
  });
}
