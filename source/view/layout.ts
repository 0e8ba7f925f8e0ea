import type {Pile, PileSpec} from '../core/types.js';
import {cardHeight, cardWidth, fullFanHeight, fullFanWidth, readableFanHeight, readableFanWidth} from './pile-art.js';
import type {Theme} from './theme.js';

export type Box = {readonly x: number; readonly y: number; readonly width: number; readonly height: number};

export type TableLayout = {
  readonly boxes: ReadonlyMap<string, Box>;
  readonly width: number;
  readonly height: number;
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
 * Places every slot on a grid: each column one card wide (columns holding a
 * horizontal fan share the spare width), each row one card high (rows holding
 * a vertical fan share the spare height).
 */
export function layoutTable(slots: readonly PileSpec[], piles: ReadonlyMap<string, Pile>, theme: Theme, cols: number, rows: number): TableLayout {
  const columnCount = Math.max(...slots.map((slot) => slot.col)) + 1;
  const rowCount = Math.max(...slots.map((slot) => slot.row)) + 1;
  const cw = cardWidth(theme);
  // Boxed cards have borders; one-line cards need a wider gap to keep piles apart.
  const GAP = theme.boxed ? 1 : 2;
  const ch = cardHeight(theme);
  const widthWants = Array.from({length: columnCount}, () => 0);
  const heightWants = Array.from({length: rowCount}, () => 0);
  const minExtraHeight = Array.from({length: rowCount}, () => 0);
  const taken = new Set(slots.map((slot) => `${slot.col},${slot.row}`));
  const spills = new Map(slots.filter(isHorizontal).map((slot) => [slot.id, spillOf(slot, taken, columnCount)] as const));
  for (const slot of slots) {
    const pile = piles.get(slot.id);
    if (!pile) continue;
    if (isHorizontal(slot)) {
      const room = spills.get(slot.id)! * (cw + GAP);
      widthWants[slot.col] = Math.max(widthWants[slot.col], fullFanWidth(pile, theme) - cw - room);
    }
    if (isVertical(slot)) {
      heightWants[slot.row] = Math.max(heightWants[slot.row], fullFanHeight(pile, theme) - ch);
      minExtraHeight[slot.row] = Math.max(minExtraHeight[slot.row], Math.min(MIN_FAN_EXTRA, Math.max(0, pile.cards.length - 1)));
    }
  }
  const baseWidth = columnCount * cw + (columnCount - 1) * GAP;
  const extraWidth = share(cols - baseWidth, widthWants);
  const minHeight = rowCount * ch + minExtraHeight.reduce((sum, value) => sum + value, 0);
  const extraHeight = share(
    rows - rowCount * ch,
    heightWants.map((want, index) => Math.max(want, minExtraHeight[index])),
  );
  const colX: number[] = [];
  let x = 0;
  for (let col = 0; col < columnCount; col++) {
    colX.push(x);
    x += cw + extraWidth[col] + GAP;
  }
  const rowY: number[] = [];
  let y = 0;
  for (let row = 0; row < rowCount; row++) {
    rowY.push(y);
    y += ch + extraHeight[row];
  }
  const right = (col: number) => colX[col] + cw + extraWidth[col];
  const boxes = new Map<string, Box>();
  for (const slot of slots) {
    const spill = spills.get(slot.id) ?? 0;
    const first = slot.fan === 'left' ? slot.col - spill : slot.col;
    const last = slot.fan === 'right' ? slot.col + spill : slot.col;
    boxes.set(slot.id, {x: colX[first], y: rowY[slot.row], width: right(last) - colX[first], height: ch + extraHeight[slot.row]});
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
  return {
    boxes,
    width,
    height: y,
    fits: baseWidth <= cols && minHeight <= rows,
    minWidth: baseWidth,
    minHeight,
    roomy: roomy && inside,
    readable: readable && inside,
  };
}
