import {EventEmitter} from 'node:events';
import {type Cell, cell, type ScreenWriter} from './screen-writer.js';

/** SGR attributes as bits, in the order sgrOf writes them. */
const BOLD = 1;
const DIM = 2;
const UNDERLINE = 4;
const INVERSE = 8;

const sgrCache = new Map<number, string>();

function sgrString(bits: number, fg: number): string {
  const id = bits * 1000 + fg;
  let text = sgrCache.get(id);
  if (text === undefined) {
    const codes: number[] = [];
    if (bits & BOLD) codes.push(1);
    if (bits & DIM) codes.push(2);
    if (bits & UNDERLINE) codes.push(4);
    if (bits & INVERSE) codes.push(7);
    if (fg) codes.push(fg);
    text = codes.join(';');
    sgrCache.set(id, text);
  }
  return text;
}

/**
 * The cells of one line of frame text with SGR styles (what Ink writes): the
 * same cells the frame's styled line makes, whichever way the styles were
 * switched on and off. Other escape sequences are skipped. A line starts unstyled.
 */
export function cellsOfLine(text: string): Cell[] {
  const row: Cell[] = [];
  let bits = 0;
  let fg = 0;
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 0x1b) {
      let end = index + 1;
      if (text[end] === '[') {
        end++;
        while (end < text.length && text.charCodeAt(end) >= 0x20 && text.charCodeAt(end) <= 0x3f) end++;
      }
      if (text[end] === 'm' && text[index + 1] === '[') {
        for (const part of text.slice(index + 2, end).split(';')) {
          const value = part === '' ? 0 : Number(part);
          if (value === 0) {
            bits = 0;
            fg = 0;
          } else if (value === 1) bits |= BOLD;
          else if (value === 2) bits |= DIM;
          else if (value === 22) bits &= ~(BOLD | DIM);
          else if (value === 4) bits |= UNDERLINE;
          else if (value === 24) bits &= ~UNDERLINE;
          else if (value === 7) bits |= INVERSE;
          else if (value === 27) bits &= ~INVERSE;
          else if ((value >= 30 && value <= 37) || (value >= 90 && value <= 97)) fg = value;
          else if (value === 39) fg = 0;
        }
      }
      index = end + 1;
      continue;
    }
    const width = code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    if (code >= 0x20) row.push(cell(text.slice(index, index + width), sgrString(bits, fg)));
    index += width;
  }
  return row;
}

/** The cells of a whole frame of text, line by line. */
export function cellsOfText(text: string): Cell[][] {
  return text.split('\n').map(cellsOfLine);
}

/**
 * Ink's output stream: Ink writes each whole frame here (debug mode), and the
 * frame is drawn through the cell-diffing writer, so the terminal gets only
 * the cells that changed. After `close()` nothing more reaches the terminal.
 */
export class FrameStream extends EventEmitter {
  readonly isTTY = false;
  private open = true;
  // The last frame's lines and their cells: a line that did not change is not parsed again.
  private lines: string[] = [];
  private cells: Cell[][] = [];

  constructor(
    private readonly writer: ScreenWriter,
    private readonly size: () => {readonly cols: number; readonly rows: number},
  ) {
    super();
  }

  get columns(): number {
    return this.size().cols;
  }

  get rows(): number {
    return this.size().rows;
  }

  write(frame: string, callback?: () => void): boolean {
    if (this.open && frame !== '') {
      const lines = frame.split('\n');
      this.cells = lines.map((line, index) => (line === this.lines[index] ? this.cells[index] : cellsOfLine(line)));
      this.lines = lines;
      this.writer.drawCells(this.cells);
    }
    callback?.();
    return true;
  }

  close(): void {
    this.open = false;
  }
}
