import type {PileSpec} from '../core/types.js';

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * The slot the focus moves to from `current` in a direction, by position on
 * the table: the nearest one that way, preferring the same row (or column).
 */
export function neighbour(slots: readonly PileSpec[], current: string, direction: Direction): string {
  const from = slots.find((slot) => slot.id === current);
  if (!from) return slots[0]?.id ?? current;
  let best: PileSpec | undefined;
  let bestScore = Infinity;
  for (const slot of slots) {
    const dCol = slot.col - from.col;
    const dRow = slot.row - from.row;
    const ahead = direction === 'left' ? -dCol : direction === 'right' ? dCol : direction === 'up' ? -dRow : dRow;
    if (ahead <= 0) continue;
    const aside = direction === 'left' || direction === 'right' ? Math.abs(dRow) : Math.abs(dCol);
    const score = ahead + aside * 3;
    if (score < bestScore) {
      bestScore = score;
      best = slot;
    }
  }
  return best?.id ?? current;
}

/** Tab order: the layout's own order. */
export function cycle(slots: readonly PileSpec[], current: string, by: 1 | -1): string {
  const index = slots.findIndex((slot) => slot.id === current);
  if (slots.length === 0) return current;
  return slots[(index + by + slots.length) % slots.length].id;
}
