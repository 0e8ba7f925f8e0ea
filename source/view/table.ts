import type {Lang} from '../core/text.js';
import type {GameDefinition, Pile, PileSpec, State} from '../core/types.js';
import {type Box, layoutTable, type TableLayout} from './layout.js';
import {artOffset, elidedCards, pileArt, type PileMarks} from './pile-art.js';
import {cutLine, type Line, lineWidth} from './style.js';
import {type Colours, type Theme, type ThemeChoice, themeCandidates} from './theme.js';

/** What the player is pointing at and holding; UI state, never part of the game state. */
export type Pointer = {
  readonly focus?: string;
  /** How many cards from the top the focus covers (1 = the exposed card). */
  readonly depth?: number;
  readonly held?: {readonly pile: string; readonly count: number};
  readonly targets?: ReadonlySet<string>;
  readonly marked?: ReadonlySet<string>;
  /** The solver's hint: the cards it would move (pile → how many from the top), drawn apart from held and marked cards. */
  readonly hinted?: ReadonlyMap<string, number>;
};

export type TableRequest = {
  readonly definition: GameDefinition;
  readonly state: State;
  readonly pointer: Pointer;
  readonly theme: ThemeChoice;
  readonly colours: Colours;
  readonly cols: number;
  readonly rows: number;
  /** The language of the rank letters on the cards. */
  readonly ranks?: Lang;
};

export type RenderedTable = {
  readonly lines: Line[];
  readonly theme: Theme;
  readonly layout: TableLayout;
  /** Per pile, the face-up cards its fan had no room for (indices into the pile). */
  readonly elided: ReadonlyMap<string, readonly number[]>;
};

export function marksFor(pile: Pile, pointer: Pointer): PileMarks {
  const size = pile.cards.length;
  const focusFrom = pointer.focus === pile.id ? size - Math.max(1, pointer.depth ?? 1) : undefined;
  const markedFrom = pointer.marked?.has(pile.id) ? size - 1 : undefined;
  const heldFrom = pointer.held?.pile === pile.id ? size - pointer.held.count : markedFrom;
  const hinted = pointer.hinted?.get(pile.id);
  return {
    focusFrom: focusFrom === undefined ? undefined : Math.max(0, focusFrom),
    heldFrom,
    hintFrom: hinted === undefined ? undefined : Math.max(0, size - hinted),
    target: pointer.targets?.has(pile.id),
  };
}

const LARGE_TABLE = {cols: 100, rows: 36};

/** Picks the largest shape of the chosen theme that fits: boxed cards, else one line per card. */
export function chooseLayout(request: TableRequest): {theme: Theme; layout: TableLayout; piles: Map<string, Pile>} {
  const slots = request.definition.piles(request.state);
  const piles = new Map(request.state.piles.map((pile) => [pile.id, pile] as const));
  const laid = themeCandidates(request.theme, request.colours, request.ranks)
    // Large cards belong to large terminals; elsewhere they would come and go as fans grow.
    .filter((theme) => theme.inner <= 3 || (request.cols >= LARGE_TABLE.cols && request.rows >= LARGE_TABLE.rows))
    .map((theme) => ({theme, layout: layoutTable(slots, piles, theme, request.cols, request.rows)}));
  // Large cards only where every fan shows in full; otherwise the largest cards that hide no
  // face-up card; otherwise the smallest that fit, which hide the fewest.
  const chosen =
    laid.find(({theme, layout}) => (theme.inner > 3 ? layout.roomy : layout.readable)) ?? laid.filter(({layout}) => layout.fits).at(-1) ?? laid.at(-1)!;
  return {...chosen, piles};
}

/** The row of a pile's first art line: a fan upwards ends at the bottom of its box. */
export function artTop(slot: PileSpec, box: Box, art: readonly Line[]): number {
  return slot.fan === 'up' ? box.y + box.height - art.length : box.y;
}

/** The column where one line of a pile's art starts: a fan to the left ends at the right edge of its box. */
export function lineX(slot: PileSpec, theme: Theme, box: Box, line: Line): number {
  return slot.fan === 'left' ? box.x + box.width - lineWidth(line) : box.x + artOffset(slot, theme);
}

/** Cells left of the table (layout.ts centres it and keeps its middle in place as fans grow). */
export function tableIndent(layout: TableLayout): number {
  return layout.indent;
}

/** Draws the table into lines no wider than `cols`, at most `rows` of them. */
export function renderTable(request: TableRequest): RenderedTable {
  const {theme, layout, piles} = chooseLayout(request);
  const slots = request.definition.piles(request.state);
  const placed: Array<Array<{x: number; line: Line}>> = Array.from({length: layout.height}, () => []);
  const elided = new Map<string, readonly number[]>();
  for (const slot of slots) {
    const pile = piles.get(slot.id);
    const box = layout.boxes.get(slot.id);
    if (!pile || !box) continue;
    const marks = marksFor(pile, request.pointer);
    const missing = elidedCards(pile, slot, theme, marks, box.width, box.height);
    if (missing.length > 0) elided.set(slot.id, missing);
    const art = pileArt(pile, slot, theme, marks, box.width, box.height).slice(0, box.height);
    const top = artTop(slot, box, art);
    art.forEach((line, index) => placed[top + index]?.push({x: lineX(slot, theme, box, line), line}));
  }
  const indent = tableIndent(layout);
  const lines = placed.slice(0, request.rows).map((parts) => {
    parts.sort((a, b) => a.x - b.x);
    const line: Line = [];
    // A foundation's bracket reaching left of the screen's edge is cut there, so nothing after it moves.
    const first = parts[0];
    if (first && first.x < -indent) parts[0] = {x: -indent, line: cutStart(first.line, -indent - first.x)};
    let cursor = -indent;
    for (const part of parts) {
      if (part.x > cursor) line.push({text: ' '.repeat(part.x - cursor)});
      line.push(...part.line);
      cursor = Math.max(cursor, part.x) + lineWidth(part.line);
    }
    // A pointer beside a card at the right edge may reach one cell beyond the table.
    return cutLine(line, request.cols);
  });
  return {lines, theme, layout, elided};
}

/** A line without its first `cells` cells (all narrow: brackets, spaces). */
function cutStart(line: Line, cells: number): Line {
  const result: Line = [];
  let skip = cells;
  for (const segment of line) {
    const chars = [...segment.text];
    const dropped = Math.min(skip, chars.length);
    skip -= dropped;
    if (dropped < chars.length) result.push({...segment, text: chars.slice(dropped).join('')});
  }
  return result;
}
