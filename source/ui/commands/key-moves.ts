import {current} from '../../core/session.js';
import type {GameMove, KeySpec} from '../../core/types.js';
import {type GameUi, legal, legalAction, slotsOf} from '../state/game-ui.js';
import {ownSpec} from './commands.js';

/** The moves a key plays on the game screen: the stock's deal or turn, and a game's own keys. */

export function isStock(ui: GameUi): boolean {
  return slotsOf(ui).find((each) => each.id === ui.focus)?.role === 'stock';
}

/** The stock's own action, the one the game's deal key plays, when the focus is on the stock and it can be played now. */
export function stockDeal(ui: GameUi): {readonly move: GameMove; readonly spec: KeySpec} | undefined {
  if (!isStock(ui)) return undefined;
  const spec = ownSpec(ui.definition, 'deal');
  const move = spec && legalAction(ui, spec.actions ?? []);
  return spec && move ? {move, spec} : undefined;
}

/** Cards a move deals onto the table (not onto the stock, a foundation or a discard heap): a turn deals one (turning the waste back over none), a deal several. */
function cardsDealt(ui: GameUi, move: GameMove): number {
  const before = current(ui.session);
  const after = ui.definition.apply(before, move);
  const table = new Set(slotsOf(ui).flatMap((spec) => (['stock', 'foundation', 'discard'].includes(spec.role) ? [] : [spec.id])));
  let dealt = 0;
  for (const [index, pile] of after.piles.entries()) {
    if (table.has(pile.id)) dealt += Math.max(0, pile.cards.length - (before.piles[index]?.cards.length ?? 0));
  }
  return dealt;
}

/**
 * Space or Enter on the stock turns it, in every game, when that turns a single card (or the waste back
 * over): a deal of several cards at once (Hermann's row, Fürst Bismarck's redeal) is for `d` only, so a
 * key meant to pick up never deals by accident.
 */
export function stockAction(ui: GameUi): GameMove | undefined {
  const deal = stockDeal(ui);
  return deal && cardsDealt(ui, deal.move) <= 1 ? deal.move : undefined;
}

/** The legal move a game key plays now, if any: a transfer key works on the focused pile. */
export function keyMove(ui: GameUi, spec: KeySpec): GameMove | undefined {
  if (spec.to === undefined && spec.from === undefined) return legalAction(ui, spec.actions ?? []);
  const from = spec.from ?? ui.focus;
  const to = spec.to ?? ui.focus;
  const count = spec.from === undefined ? ui.depth : undefined;
  return legal(ui).find((each) => each.kind === 'move' && each.from === from && each.to === to && (count === undefined || each.count === count));
}

/**
 * Whether one of the game's own keys does something now. A key that carries cards to the focused pile
 * from a pile of its own (Fürst Bismarck's `c`) is offered while those cards can go anywhere: the
 * player then puts the focus on the place.
 */
export function keyOffered(ui: GameUi, spec: KeySpec): boolean {
  if (spec.from !== undefined && spec.to === undefined) return legal(ui).some((move) => move.kind === 'move' && move.from === spec.from);
  return keyMove(ui, spec) !== undefined;
}
