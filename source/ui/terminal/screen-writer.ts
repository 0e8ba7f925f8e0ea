import type {Line, Style} from '../../view/style.js';

/** One terminal cell: its character and its style as SGR parameters ('' for none), in sgrOf's order. */
export type Cell = {readonly char: string; readonly sgr: string};

const ESC = '\u001B[';
const COLOURS: Record<NonNullable<Style['fg']>, number> = {red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36, gray: 90};

export function sgrOf(style: Style | undefined): string {
  if (!style) return '';
  const codes: number[] = [];
  if (style.bold) codes.push(1);
  if (style.dim) codes.push(2);
  if (style.underline) codes.push(4);
  if (style.inverse) codes.push(7);
  if (style.fg) codes.push(COLOURS[style.fg]);
  return codes.join(';');
}

// Cells are shared values: a frame of thousands of cells makes no new objects for them.
const interned = new Map<string, Map<string, Cell>>();

export function cell(char: string, sgr: string): Cell {
  let bySgr = interned.get(sgr);
  if (!bySgr) {
    bySgr = new Map();
    if (interned.size < 256) interned.set(sgr, bySgr);
  }
  let found = bySgr.get(char);
  if (!found) {
    found = Object.freeze({char, sgr});
    if (bySgr.size < 4096) bySgr.set(char, found);
  }
  return found;
}

/** A line's cells, never more than `cols`: a line that wrapped would scroll the screen and spoil every later diff. */
export function cellsOf(line: Line, cols: number): Cell[] {
  const cells: Cell[] = [];
  for (const segment of line) {
    const sgr = sgrOf(segment.style);
    for (const char of segment.text) {
      if (cells.length >= cols) return cells;
      cells.push(cell(char, sgr));
    }
  }
  return cells;
}

const BLANK: Cell = cell(' ', '');

/** Unchanged cells shorter than this between two changes are rewritten rather than skipped with a cursor move. */
const MERGE_GAP = 4;

/**
 * Draws frames on a full-screen terminal like curses does: it remembers what
 * is on screen and sends only the cells that changed, so a keystroke costs
 * tens of bytes instead of the whole frame (this matters over SSH).
 */
export class ScreenWriter {
  private screen: ReadonlyArray<readonly Cell[]> = [];
  private row = -1;
  private col = -1;
  private sgr = '';
  private valid = false;

  constructor(
    private readonly write: (text: string) => void,
    private readonly columns: () => number = () => Infinity,
  ) {}

  /** Forget what is on screen: the next frame is drawn in full (after a resize, say). */
  invalidate(): void {
    this.valid = false;
  }

  draw(lines: readonly Line[]): void {
    const cols = this.columns();
    this.drawCells(lines.map((line) => cellsOf(line, cols)));
  }

  /** Draws the last frame again in full (after the terminal was taken away, say by Ctrl-Z). */
  repaint(): void {
    const last = this.screen;
    this.valid = false;
    this.drawCells(last);
  }

  /** Draws a frame given as rows of cells; a row wider than the terminal is cut. */
  drawCells(frame: ReadonlyArray<readonly Cell[]>): void {
    const cols = this.columns();
    const next = frame.map((row) => (row.length > cols ? row.slice(0, cols) : row));
    let out = '';
    if (!this.valid) {
      out += `${ESC}0m${ESC}H${ESC}2J`;
      this.screen = [];
      this.row = 0;
      this.col = 0;
      this.sgr = '';
      this.valid = true;
    }
    const rows = Math.max(next.length, this.screen.length);
    for (let row = 0; row < rows; row++) {
      if (this.screen[row] !== next[row]) out += this.diffRow(row, this.screen[row] ?? [], next[row] ?? []);
    }
    this.screen = next;
    if (out) this.write(out);
  }

  private diffRow(row: number, before: readonly Cell[], after: readonly Cell[]): string {
    let out = '';
    let col = 0;
    const width = after.length;
    while (col < width) {
      if (same(before[col], after[col])) {
        col++;
        continue;
      }
      let end = col + 1;
      let quiet = 0;
      while (end < width && quiet < MERGE_GAP) {
        quiet = same(before[end], after[end]) ? quiet + 1 : 0;
        end++;
      }
      end -= quiet;
      out += this.moveTo(row, col);
      for (let index = col; index < end; index++) out += this.put(after[index]);
      col = end;
    }
    if (before.length > width && before.slice(width).some((cell) => cell.char !== ' ' || cell.sgr !== '')) {
      out += this.moveTo(row, width) + this.style('') + `${ESC}K`;
    }
    return out;
  }

  private moveTo(row: number, col: number): string {
    if (row === this.row && col === this.col) return '';
    this.row = row;
    this.col = col;
    return col === 0 ? `${ESC}${row + 1}H` : `${ESC}${row + 1};${col + 1}H`;
  }

  /** The shortest switch from the current style: only the added attributes, unless one must be turned off. */
  private style(sgr: string): string {
    if (sgr === this.sgr) return '';
    const before = this.sgr ? this.sgr.split(';') : [];
    const after = sgr ? sgr.split(';') : [];
    this.sgr = sgr;
    if (before.every((code) => after.includes(code))) return `${ESC}${after.filter((code) => !before.includes(code)).join(';')}m`;
    return sgr ? `${ESC}0;${sgr}m` : `${ESC}0m`;
  }

  private put(cell: Cell): string {
    this.col++;
    return this.style(cell.sgr) + cell.char;
  }
}

function same(a: Cell | undefined, b: Cell | undefined): boolean {
  const left = a ?? BLANK;
  const right = b ?? BLANK;
  return left === right || (left.char === right.char && left.sgr === right.sgr);
}
