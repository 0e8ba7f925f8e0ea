import type {Pile, PileSpec} from '../core/types.js';
import {
  boxedHeight,
  boxedWidth,
  boxedBack,
  boxedBackGroup,
  boxedEmpty,
  boxedFaceUp,
  boxedStrip,
  compactCard,
  compactEmpty,
  compactPointer,
  type Mark,
} from './card-art.js';
import type {Line} from './style.js';
import {labelText, type Theme} from './theme.js';

/** How the cards of one pile are marked: focus, held (or marked) and hinted ranges start at a card index. */
export type PileMarks = {
  readonly focusFrom?: number;
  readonly heldFrom?: number;
  readonly hintFrom?: number;
  readonly target?: boolean;
};

export function cardWidth(theme: Theme): number {
  return theme.boxed ? boxedWidth(theme) : theme.lineWidth;
}

/**
 * A one-line foundation card is drawn in brackets, `[K♠]`, which reach one
 * cell into the gaps on either side: its art starts one cell left of its box.
 */
export function artOffset(slot: PileSpec, theme: Theme): number {
  return !theme.boxed && isBase(slot) ? -1 : 0;
}

/** A foundation that is not fanned stands on a base line (boxed) or in brackets (one-line cards). */
function isBase(slot: PileSpec): boolean {
  return slot.role === 'foundation' && (slot.fan === undefined || slot.fan === 'none');
}

export function cardHeight(theme: Theme): number {
  return theme.boxed ? boxedHeight(theme) : 1;
}

function markAt(marks: PileMarks, index: number, isTop: boolean, slot: PileSpec): Mark {
  return {
    focus: marks.focusFrom !== undefined && index >= marks.focusFrom,
    held: marks.heldFrom !== undefined && index >= marks.heldFrom,
    hint: marks.hintFrom !== undefined && index >= marks.hintFrom,
    target: marks.target && isTop,
    base: isBase(slot),
  };
}

/** Lines a fully spread vertical fan needs. */
export function fullFanHeight(pile: Pile, theme: Theme): number {
  return Math.max(1, pile.cards.length - 1) + cardHeight(theme) - (pile.cards.length === 0 ? 1 : 0);
}

/** Covered cards a fan must show so that no face-up card is hidden: every face-up one, and one line for the face-down ones. */
function readableCovered(pile: Pile): number {
  const covered = Math.max(0, pile.cards.length - 1);
  const downs = Math.min(pile.down, covered);
  return covered - downs + (downs > 0 ? 1 : 0);
}

export function readableFanHeight(pile: Pile, theme: Theme): number {
  return readableCovered(pile) + cardHeight(theme);
}

export function readableFanWidth(pile: Pile, theme: Theme): number {
  return readableCovered(pile) * (theme.boxed ? theme.inner + 1 : theme.lineWidth + 1) + cardWidth(theme);
}

/** Cells a fully spread horizontal fan needs. */
export function fullFanWidth(pile: Pile, theme: Theme): number {
  const n = Math.max(1, pile.cards.length);
  return theme.boxed ? (n - 1) * (theme.inner + 1) + boxedWidth(theme) : n * (theme.lineWidth + 1) - 1;
}

/** One entry of a fan: a card, a counted group of face-down cards, or the elided middle (`⋮+n`). */
export type Item = {kind: 'card'; index: number} | {kind: 'downs'; count: number} | {kind: 'more'; count: number};

/**
 * Which covered cards stay visible when a fan has only `room` places for them:
 * face-down cards shrink to one counted entry, then the middle of the face-up
 * part is elided, keeping the focused card and the playable end in view.
 */
function coveredItems(pile: Pile, room: number, focusFrom: number | undefined): Item[] {
  const covered = pile.cards.length - 1;
  const downs = Math.min(pile.down, covered);
  const ups: number[] = [];
  for (let index = downs; index < covered; index++) ups.push(index);
  const downItems: Item[] = [];
  for (let index = 0; index < downs; index++) downItems.push({kind: 'card', index});
  if (downs + ups.length <= room) return [...downItems, ...ups.map((index): Item => ({kind: 'card', index}))];
  const downGroup: Item[] = downs === 0 ? [] : downs === 1 ? downItems : [{kind: 'downs', count: downs}];
  const left = room - downGroup.length;
  if (ups.length <= left) return [...downGroup, ...ups.map((index): Item => ({kind: 'card', index}))];
  if (left <= 0) return room > 0 ? [{kind: 'more', count: covered}] : [];
  const focusInside = focusFrom !== undefined && focusFrom < covered ? covered - focusFrom : 0;
  const head = left >= 4 && focusInside <= left - 2 ? 1 : 0;
  const tail = left - head - 1;
  const shown = [
    ...ups.slice(0, head).map((index): Item => ({kind: 'card', index})),
    {kind: 'more', count: ups.length - head - tail} as Item,
    ...ups.slice(ups.length - tail).map((index): Item => ({kind: 'card', index})),
  ];
  return [...downGroup, ...shown];
}

function moreLine(theme: Theme, count: number, width: number): Line {
  const text = `${theme.glyphs.ellipsis}+${count}`;
  return [{text: text.padStart(Math.min(width, text.length + 1)).padEnd(width), style: {dim: true}}];
}

/** Cells an empty pile's label has inside its outline (or brackets) when the pile is one card wide. */
function labelRoom(slot: PileSpec, theme: Theme): number {
  if (theme.boxed) return theme.inner;
  return isBase(slot) ? theme.lineWidth : theme.lineWidth - 2;
}

/** Cells more than one card's width that an empty pile needs to show its whole label ("Keller", "W12"): the layout gives its column that room. */
export function labelOverflow(slot: PileSpec, theme: Theme): number {
  return Math.max(0, [...labelText(slot.label, theme)].length - labelRoom(slot, theme));
}

function emptyArt(slot: PileSpec, theme: Theme, marks: PileMarks, width: number): Line[] {
  const mark: Mark = {focus: marks.focusFrom !== undefined, target: marks.target, base: isBase(slot)};
  const label = labelText(slot.label, theme);
  // A label longer than a card widens the outline as far as the pile's box allows.
  const wider = Math.max(0, Math.min(labelOverflow(slot, theme), width - cardWidth(theme)));
  if (theme.boxed) return boxedEmpty(theme, label, mark, theme.inner + wider);
  const before = slot.fan === 'left';
  const pointer = mark.target && !mark.base ? compactPointer(theme, mark, before) : [];
  const art = compactEmpty(theme, label, mark, labelRoom(slot, theme) + wider);
  return [before ? [...pointer, ...art] : [...art, ...pointer]];
}

/**
 * The exposed card, drawn whole. A one-line card gets a pointer beside it
 * when it is a target or held: after it, or before it in a fan to the left
 * (whose exposed card is its left end).
 */
function topArt(pile: Pile, slot: PileSpec, theme: Theme, marks: PileMarks, edge?: string): Line[] {
  const index = pile.cards.length - 1;
  const mark = markAt(marks, index, true, slot);
  const card = pile.cards[index];
  const faceUp = index >= pile.down;
  if (!theme.boxed) {
    const art = compactCard(card, faceUp, theme, mark);
    if ((!mark.target && !mark.held && !mark.hint) || mark.base) return [art];
    const before = slot.fan === 'left';
    const pointer = compactPointer(theme, mark, before);
    return [before ? [...pointer, ...art] : [...art, ...pointer]];
  }
  return faceUp ? boxedFaceUp(card, theme, mark, true, edge) : boxedBack(theme, mark, true, edge);
}

function itemLine(pile: Pile, slot: PileSpec, item: Item, theme: Theme, marks: PileMarks): Line {
  if (item.kind === 'more') return moreLine(theme, item.count, cardWidth(theme));
  if (item.kind === 'downs') {
    return theme.boxed
      ? boxedBackGroup(theme, item.count, {})
      : [{text: `${theme.glyphs.back}${item.count}`.padEnd(theme.lineWidth).slice(0, Math.max(theme.lineWidth, 3)), style: {dim: true}}];
  }
  const mark = markAt(marks, item.index, false, slot);
  const card = pile.cards[item.index];
  const faceUp = item.index >= pile.down;
  // Covered one-line cards are fainter than the exposed one: the playable end of a fan shows.
  if (!theme.boxed) return compactCard(card, faceUp, theme, mark, true);
  return faceUp ? boxedFaceUp(card, theme, mark, false)[0] : boxedBack(theme, mark, false)[0];
}

/** The covered cards a vertical fan of `height` lines shows. */
export function verticalItems(pile: Pile, theme: Theme, marks: PileMarks, height: number): Item[] {
  return coveredItems(pile, Math.max(0, height - cardHeight(theme)), marks.focusFrom);
}

function verticalFan(pile: Pile, slot: PileSpec, theme: Theme, marks: PileMarks, height: number, upward: boolean): Line[] {
  const top = topArt(pile, slot, theme, marks);
  const covered = verticalItems(pile, theme, marks, height).map((item) => itemLine(pile, slot, item, theme, marks));
  return upward ? [...top, ...covered.reverse()] : [...covered, ...top];
}

export function stripWidthOf(theme: Theme): number {
  // One-line cards in a row get a space between them, or "10♥K♣" would run together.
  return theme.boxed ? theme.inner + 1 : theme.lineWidth + 1;
}

/** The covered cards a horizontal fan `width` cells wide shows. */
export function horizontalItems(pile: Pile, theme: Theme, marks: PileMarks, width: number): Item[] {
  const room = Math.max(0, Math.floor((width - cardWidth(theme)) / stripWidthOf(theme)));
  return coveredItems(pile, room, marks.focusFrom);
}

/**
 * Face-up cards a fan drawn in this box leaves out (its "⋮+n"), bottom to top:
 * the UI lists them for the focused pile, so every card can be read.
 */
export function elidedCards(pile: Pile, slot: PileSpec, theme: Theme, marks: PileMarks, width: number, height: number): number[] {
  if (pile.cards.length === 0 || slot.hidden) return [];
  const vertical = slot.fan === 'down' || slot.fan === 'up';
  const horizontal = slot.fan === 'left' || slot.fan === 'right';
  if (!vertical && !horizontal) return [];
  const items = vertical ? verticalItems(pile, theme, marks, height) : horizontalItems(pile, theme, marks, width);
  const shown = new Set(items.flatMap((item) => (item.kind === 'card' ? [item.index] : [])));
  const downs = Math.min(pile.down, pile.cards.length - 1);
  const missing: number[] = [];
  for (let index = downs; index < pile.cards.length - 1; index++) if (!shown.has(index)) missing.push(index);
  return missing;
}

function horizontalFan(pile: Pile, slot: PileSpec, theme: Theme, marks: PileMarks, width: number, side: 'left' | 'right'): Line[] {
  const stripWidth = stripWidthOf(theme);
  const items = horizontalItems(pile, theme, marks, width);
  const rows = theme.boxed ? boxedHeight(theme) : 1;
  const strips: Line[][] = items.map((item) => {
    if (item.kind === 'card') {
      const mark = markAt(marks, item.index, false, slot);
      const faceUp = item.index >= pile.down;
      if (theme.boxed) return boxedStrip(pile.cards[item.index], faceUp, theme, mark, side);
      const card = compactCard(pile.cards[item.index], faceUp, theme, mark, true);
      return [side === 'right' ? [...card, {text: ' '}] : [{text: ' '}, ...card]];
    }
    const label = item.kind === 'more' ? `+${item.count}` : `${theme.glyphs.back}${item.count}`;
    const text = label.padEnd(stripWidth).slice(0, stripWidth);
    return Array.from({length: rows}, (_, row) => [{text: row === (rows > 1 ? 1 : 0) ? text : ' '.repeat(stripWidth), style: {dim: true}}]);
  });
  const top = topArt(pile, slot, theme, marks);
  const ordered = side === 'right' ? [...strips, top] : [top, ...strips.reverse()];
  return Array.from({length: rows}, (_, row) => ordered.flatMap((part) => part[row]));
}

/** Draws one pile into at most width × height cells. */
export function pileArt(pile: Pile, slot: PileSpec, theme: Theme, marks: PileMarks, width: number, height: number): Line[] {
  if (pile.cards.length === 0) return emptyArt(slot, theme, marks, width);
  const count = pile.cards.length > 1 ? String(pile.cards.length) : undefined;
  if (slot.hidden) return topArt({...pile, down: pile.cards.length}, slot, theme, marks, count);
  switch (slot.fan) {
    case 'down':
    case 'up':
      return verticalFan(pile, slot, theme, marks, height, slot.fan === 'up');
    case 'left':
    case 'right':
      return horizontalFan(pile, slot, theme, marks, width, slot.fan);
    default:
      return topArt(pile, slot, theme, marks, slot.caption === undefined ? count : labelText(slot.caption, theme));
  }
}
