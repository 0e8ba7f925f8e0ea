import type {Pile, PileSpec} from '../core/types.js';
import {cardHeight, cardWidth, fullFanHeight, fullFanWidth, labelOverflow, readableFanHeight, readableFanWidth} from './pile-art.js';
import type {Theme} from './theme.js';

export type Box = {readonly x: number; readonly y: number; readonly width: number; readonly height: number};

export type TableLayout = {
  readonly boxes: ReadonlyMap<string, Box>;
  readonly width: number;
  readonly height: number;
  /** Cells left of the table on the screen: it is centred, with fans growing left drawn into the left half of the spare width. */
  readonly indent: number;
  /** False when even fully compressed fans do not fit. */
  readonly fits: boolean;
  /** The smallest table this theme can draw these piles in. */
  readonly minWidth: number;
  readonly minHeight: number;
  /** Every fan is shown in full, nothing compressed. */
  readonly roomy: boolean;
  /** No face-up card is hidden (face-down ones may be shown as a count). */
  readonly readable: boolean;
};

/** Fewest lines a vertical fan keeps beyond its exposed card: a counted face-down line, an elision line and one covered card. */
const MIN_FAN_EXTRA = 3;

function isVertical(slot: PileSpec): boolean {
  return slot.fan === 'down' || slot.fan === 'up';
}

function isHorizontal(slot: PileSpec): boolean {
  return slot.fan === 'left' || slot.fan === 'right';
}

/** Shares `spare` among wants, never giving one more than it wants (water filling). */
function share(spare: number, wants: number[]): number[] {
  const given = wants.map(() => 0);
  let left = Math.max(0, spare);
  let open = wants.map((want, index) => (want > 0 ? index : -1)).filter((index) => index >= 0);
  while (left > 0 && open.length > 0) {
    const each = Math.max(1, Math.floor(left / open.length));
    for (const index of open) {
      const add = Math.min(each, wants[index] - given[index], left);
      given[index] += add;
      left -= add;
    }
    open = open.filter((index) => given[index] < wants[index]);
    if (each === 1 && open.length > left) break;
  }
  return given;
}

/** How many empty grid cells lie beside a horizontal fan, in its direction: it may spread over them. */
function spillOf(slot: PileSpec, taken: ReadonlySet<string>, columnCount: number): number {
  const step = slot.fan === 'left' ? -1 : 1;
  let spill = 0;
  for (let col = slot.col + step; col >= 0 && col < columnCount && !taken.has(`${col},${slot.row}`); col += step) spill++;
  return spill;
}

/**
 * Blank lines between rows of piles (1 below row r), where the table has room for them: first beside a row of
 * vertical fans, whose cards would otherwise run into the next row (taken even from the fans' room, as long as
 * the table still fits), then between the other rows from what the fans leave over.
 */
function rowGaps(slots: readonly PileSpec[], rowCount: number, room: number, leftOver: number): number[] {
  const gaps = Array.from({length: rowCount}, () => 0);
  const fanned = (row: number) => slots.some((slot) => slot.row === row && isVertical(slot));
  const boundaries = Array.from({length: Math.max(0, rowCount - 1)}, (_, row) => row);
  let left = room;
  for (const row of boundaries.filter((each) => fanned(each) || fanned(each + 1))) {
    if (left <= 0) break;
    gaps[row] = 1;
    left--;
  }
  let spare = Math.min(left, leftOver - (room - left));
  for (const row of boundaries.filter((each) => gaps[each] === 0)) {
    if (spare <= 0) break;
    gaps[row] = 1;
    spare--;
  }
  return gaps;
}

/**
 * Places every slot on a grid: each column one card wide (wider where an empty pile's label needs it),
 * each row one card high (rows holding a vertical fan share the spare height), rows a blank line apart
 * where there is room. Columns holding a horizontal fan share the spare width: those growing to the left
 * from the left half of it, the others from the right half, and the table is placed so that the piles
 * between them keep their place on the screen however long the fans grow (`indent`).
 */
export function layoutTable(slots: readonly PileSpec[], piles: ReadonlyMap<string, Pile>, theme: Theme, cols: number, rows: number): TableLayout {
  const columnCount = Math.max(...slots.map((slot) => slot.col)) + 1;
  const rowCount = Math.max(...slots.map((slot) => slot.row)) + 1;
  const cw = cardWidth(theme);
  // Boxed cards have borders; one-line cards need a wider gap to keep piles apart.
  const GAP = theme.boxed ? 1 : 2;
  const ch = cardHeight(theme);
  const widthWants = Array.from({length: columnCount}, () => 0);
  const growsLeft = Array.from({length: columnCount}, () => false);
  const labelWants = Array.from({length: columnCount}, () => 0);
  const heightWants = Array.from({length: rowCount}, () => 0);
  const minExtraHeight = Array.from({length: rowCount}, () => 0);
  const taken = new Set(slots.map((slot) => `${slot.col},${slot.row}`));
  const spills = new Map(slots.filter(isHorizontal).map((slot) => [slot.id, spillOf(slot, taken, columnCount)] as const));
  for (const slot of slots) {
    // Counted whether the pile is empty or not, so the table does not change as it empties.
    labelWants[slot.col] = Math.max(labelWants[slot.col], labelOverflow(slot, theme));
    const pile = piles.get(slot.id);
    if (!pile) continue;
    if (isHorizontal(slot)) {
      const room = spills.get(slot.id)! * (cw + GAP);
      widthWants[slot.col] = Math.max(widthWants[slot.col], fullFanWidth(pile, theme) - cw - room);
      if (slot.fan === 'left') growsLeft[slot.col] = true;
    }
    if (isVertical(slot)) {
      heightWants[slot.row] = Math.max(heightWants[slot.row], fullFanHeight(pile, theme) - ch);
      minExtraHeight[slot.row] = Math.max(minExtraHeight[slot.row], Math.min(MIN_FAN_EXTRA, Math.max(0, pile.cards.length - 1)));
    }
  }
  const baseWidth = columnCount * cw + (columnCount - 1) * GAP;
  // Whole labels where every one of them fits, else none wider than a card.
  const labelRoom = baseWidth + labelWants.reduce((sum, want) => sum + want, 0) <= cols;
  const fixed = labelWants.map((want) => cw + (labelRoom ? want : 0));
  const fixedWidth = fixed.reduce((sum, width) => sum + width, 0) + (columnCount - 1) * GAP;
  const spare = Math.max(0, cols - fixedWidth);
  const leftHalf = Math.floor(spare / 2);
  const extraWidth = Array.from({length: columnCount}, () => 0);
  const shareSide = (room: number, left: boolean) => {
    const indexes = widthWants.map((_, col) => col).filter((col) => growsLeft[col] === left);
    share(
      room,
      indexes.map((col) => widthWants[col]),
    ).forEach((given, index) => (extraWidth[indexes[index]] = given));
  };
  shareSide(leftHalf, true);
  shareSide(spare - leftHalf, false);
  const minHeight = rowCount * ch + minExtraHeight.reduce((sum, value) => sum + value, 0);
  const fullHeight = rowCount * ch + heightWants.reduce((sum, want, index) => sum + Math.max(want, minExtraHeight[index]), 0);
  const gaps = rowGaps(slots, rowCount, rows - minHeight, rows - fullHeight);
  const extraHeight = share(
    rows - rowCount * ch - gaps.reduce((sum, gap) => sum + gap, 0),
    heightWants.map((want, index) => Math.max(want, minExtraHeight[index])),
  );
  const colX: number[] = [];
  let x = 0;
  for (let col = 0; col < columnCount; col++) {
    colX.push(x);
    x += fixed[col] + extraWidth[col] + GAP;
  }
  const rowY: number[] = [];
  let y = 0;
  for (let row = 0; row < rowCount; row++) {
    rowY.push(y);
    y += ch + extraHeight[row] + (row < rowCount - 1 ? gaps[row] : 0);
  }
  const right = (col: number) => colX[col] + fixed[col] + extraWidth[col];
  const boxes = new Map<string, Box>();
  for (const slot of slots) {
    const y = rowY[slot.row];
    const height = ch + extraHeight[slot.row];
    if (!isHorizontal(slot)) {
      // One card wide, at the side of its column that does not grow: a stock beside fans growing left stays where it is.
      const col = slot.col;
      boxes.set(slot.id, {x: growsLeft[col] ? right(col) - fixed[col] : colX[col], y, width: fixed[col], height});
      continue;
    }
    const spill = spills.get(slot.id) ?? 0;
    const first = slot.fan === 'left' ? slot.col - spill : slot.col;
    const last = slot.fan === 'right' ? slot.col + spill : slot.col;
    boxes.set(slot.id, {x: colX[first], y, width: right(last) - colX[first], height});
  }
  const width = x - GAP;
  const roomy = extraWidth.every((given, col) => given >= widthWants[col]) && extraHeight.every((given, row) => given >= heightWants[row]);
  const inside = width <= cols && y <= rows;
  const readable = slots.every((slot) => {
    const pile = piles.get(slot.id);
    const box = boxes.get(slot.id)!;
    if (!pile) return true;
    if (isVertical(slot)) return box.height >= readableFanHeight(pile, theme);
    if (isHorizontal(slot)) return box.width >= readableFanWidth(pile, theme);
    return true;
  });
  const leftExtra = extraWidth.reduce((sum, given, col) => sum + (growsLeft[col] ? given : 0), 0);
  return {
    boxes,
    width,
    height: y,
    indent: Math.max(0, leftHalf - leftExtra),
    fits: baseWidth <= cols && minHeight <= rows,
    minWidth: baseWidth,
    minHeight,
    roomy: roomy && inside,
    readable: readable && inside,
  };
}
