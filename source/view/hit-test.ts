import type {Pile, PileSpec} from '../core/types.js';
import type {Box} from './layout.js';
import {cardHeight, horizontalItems, type Item, pileArt, type PileMarks, stripWidthOf, verticalItems} from './pile-art.js';
import {type Line, lineWidth} from './style.js';
import {artTop, chooseLayout, lineX, marksFor, tableIndent, type TableRequest} from './table.js';
import type {Theme} from './theme.js';

/**
 * Where each card of the table is drawn, for the mouse: the rectangles come from the
 * layout and the pile art the renderer draws (table.ts, pile-art.ts), so they hold for
 * every card style, fan and size without anything per game.
 */

/** A rectangle of the drawn table (cells, from its top left) and the card it shows: `index` into the pile, none for an empty pile. */
export type Spot = {readonly pile: string; readonly index?: number; readonly x: number; readonly y: number; readonly width: number; readonly height: number};

/**
 * The card an entry of a fan stands for: a counted group of face-down cards is its
 * uppermost card, the elided middle (`⋮+n`) the card just under the next one shown.
 */
function itemIndex(items: readonly Item[], at: number, pile: Pile): number {
  const item = items[at];
  if (item.kind === 'card') return item.index;
  if (item.kind === 'downs') return item.count - 1;
  const next = items.slice(at + 1).find((each) => each.kind === 'card');
  return (next?.kind === 'card' ? next.index : pile.cards.length - 1) - 1;
}

/** A spot covering lines `from` up to `to` (exclusive) of a pile's art, placed as the renderer places them. */
function linesSpot(slot: PileSpec, theme: Theme, box: Box, art: readonly Line[], top: number, index: number | undefined, from: number, to: number): Spot {
  const lines = art.slice(from, to);
  if (lines.length === 0) return {pile: slot.id, index, x: 0, y: top + from, width: 0, height: 0};
  const x = Math.min(...lines.map((line) => lineX(slot, theme, box, line)));
  const right = Math.max(...lines.map((line) => lineX(slot, theme, box, line) + lineWidth(line)));
  return {pile: slot.id, index, x, y: top + from, width: right - x, height: lines.length};
}

/** The spots of one pile drawn in its box, in the table's cells (before centring). */
export function pileSpots(pile: Pile, slot: PileSpec, theme: Theme, marks: PileMarks, box: Box): Spot[] {
  const art = pileArt(pile, slot, theme, marks, box.width, box.height).slice(0, box.height);
  if (art.length === 0) return [];
  const top = artTop(slot, box, art);
  const last = pile.cards.length - 1;
  const whole = (index: number | undefined) => [linesSpot(slot, theme, box, art, top, index, 0, art.length)];
  if (pile.cards.length === 0) return whole(undefined);
  if (slot.hidden || slot.fan === undefined || slot.fan === 'none') return whole(last);
  if (slot.fan === 'down' || slot.fan === 'up') {
    // One line per covered entry, the exposed card whole: below them in a fan downwards, above them in one upwards.
    const items = verticalItems(pile, theme, marks, box.height);
    const height = Math.min(cardHeight(theme), art.length);
    const down = slot.fan === 'down';
    const spots = items.map((_, at) => {
      const line = down ? at : height + items.length - 1 - at;
      return linesSpot(slot, theme, box, art, top, itemIndex(items, at, pile), line, line + 1);
    });
    spots.push(down ? linesSpot(slot, theme, box, art, top, last, items.length, art.length) : linesSpot(slot, theme, box, art, top, last, 0, height));
    return spots.filter((spot) => spot.height > 0 && spot.width > 0);
  }
  // A fan to the side: a strip per covered entry, the exposed card (and its pointer) at the open end.
  const items = horizontalItems(pile, theme, marks, box.width);
  const strip = stripWidthOf(theme);
  const x = lineX(slot, theme, box, art[0]);
  const width = lineWidth(art[0]);
  const exposed = width - items.length * strip;
  const right = slot.fan === 'right';
  const spots: Spot[] = items.map((_, at) => ({
    pile: slot.id,
    index: itemIndex(items, at, pile),
    x: right ? x + at * strip : x + exposed + (items.length - 1 - at) * strip,
    y: top,
    width: strip,
    height: art.length,
  }));
  spots.push({pile: slot.id, index: last, x: right ? x + items.length * strip : x, y: top, width: exposed, height: art.length});
  return spots;
}

/** The spot cut to the screen's `cols` × `rows`, or undefined when nothing of it shows. */
function clipSpot(spot: Spot, cols: number, rows: number): Spot | undefined {
  const x = Math.max(0, spot.x);
  const y = Math.max(0, spot.y);
  const width = Math.min(cols, spot.x + spot.width) - x;
  const height = Math.min(rows, spot.y + spot.height) - y;
  return width > 0 && height > 0 ? {...spot, x, y, width, height} : undefined;
}

/** Every card and empty pile of the table `renderTable(request)` draws, in the cells of its lines. */
export function tableSpots(request: TableRequest): Spot[] {
  const {theme, layout, piles} = chooseLayout(request);
  const indent = tableIndent(layout);
  const spots: Spot[] = [];
  for (const slot of request.definition.piles(request.state)) {
    const pile = piles.get(slot.id);
    const box = layout.boxes.get(slot.id);
    if (!pile || !box) continue;
    for (const spot of pileSpots(pile, slot, theme, marksFor(pile, request.pointer), box)) {
      const shown = clipSpot({...spot, x: spot.x + indent}, request.cols, Math.min(request.rows, layout.height));
      if (shown) spots.push(shown);
    }
  }
  return spots;
}

/** The spot under a cell, if any. */
export function spotAt(spots: readonly Spot[], x: number, y: number): Spot | undefined {
  return spots.find((spot) => x >= spot.x && x < spot.x + spot.width && y >= spot.y && y < spot.y + spot.height);
}
