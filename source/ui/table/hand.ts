import {explain, moveKey} from '../../core/engine.js';
import {whyNowhere} from '../../core/nowhere.js';
import {current} from '../../core/session.js';
import type {Move, Removal, Transfer} from '../../core/types.js';
import {type Direction, neighbour} from '../../view/navigation.js';
import {attempt, autoMove, depthsOf, type GameUi, legal, pileSize, playsItself, ruled, say, slotsOf, targetsOf} from '../state/game-ui.js';
import {ownSpec} from '../commands/commands.js';
import {isStock, keyMove, stockAction} from '../commands/key-moves.js';

/** What the player's hand does: moving the focus, picking up and dropping, marking, sending, action keys. */
/** Towards a fan's first card: the arrow that takes more cards of a fanned pile. */
const DEEPER: Readonly<Record<string, Direction>> = {down: 'up', up: 'down', left: 'right', right: 'left'};

const OPPOSITE: Readonly<Record<Direction, Direction>> = {up: 'down', down: 'up', left: 'right', right: 'left'};

/**
 * Arrows move the focus by position; in a fanned pile the arrow towards the
 * fan's first card takes one more card, the opposite one fewer, before the focus leaves the pile.
 */
export function moveFocus(ui: GameUi, direction: Direction): GameUi {
  const fan = slotsOf(ui).find((each) => each.id === ui.focus)?.fan;
  const deeper = fan ? DEEPER[fan] : undefined;
  if (deeper && !ui.held && (direction === deeper || direction === OPPOSITE[deeper])) {
    const depths = depthsOf(ui, ui.focus);
    const next = depths[depths.indexOf(ui.depth) + (direction === deeper ? 1 : -1)];
    if (next !== undefined) return {...ui, depth: next, message: undefined};
  }
  const focus = neighbour(slotsOf(ui), ui.focus, direction);
  return focus === ui.focus ? ui : {...ui, focus, depth: 1, message: undefined};
}

function toggleMark(ui: GameUi): GameUi {
  if (pileSize(ui, ui.focus) === 0) return {...ui, message: say('msg.empty')};
  const marked = ui.marked.includes(ui.focus) ? ui.marked.filter((id) => id !== ui.focus) : [...ui.marked, ui.focus];
  const removals = legal(ui).filter((move): move is Removal => move.kind === 'remove');
  const wanted = moveKey({kind: 'remove', piles: marked});
  const match = removals.find((move) => moveKey(move) === wanted);
  if (match) {
    const state = current(ui.session);
    const cards = marked.map((id) => state.piles.find((pile) => pile.id === id)!.cards.at(-1)!);
    return attempt({...ui, marked}, match, say('msg.removed', {cards: {list: cards}}));
  }
  const largest = Math.max(2, ...removals.map((move) => move.piles.length));
  const couldGrow = removals.some((move) => marked.every((id) => move.piles.includes(id)));
  if (!couldGrow && marked.length >= 2) {
    const reason = explain(ui.definition, current(ui.session), {kind: 'remove', piles: marked});
    return {...ui, marked: marked.length >= largest ? [] : marked, message: reason ? ruled(reason) : say('msg.notTogether')};
  }
  return {...ui, marked, message: marked.length > 0 ? say('msg.marked', {count: marked.length}) : undefined};
}

/** Why the focused card (or run) cannot go anywhere (core/nowhere.ts says which refusal the player needs to hear). */
function whyStuck(ui: GameUi, count: number): GameUi {
  const reason = whyNowhere(ui.definition, current(ui.session), ui.focus, count);
  return {...ui, held: undefined, message: reason ? ruled(reason) : say('msg.nowhere')};
}

/** Space or Enter on the stock: its turn (the game's deal key), else why that key cannot turn it now. */
function onStock(ui: GameUi): GameUi {
  const stockMove = stockAction(ui);
  if (stockMove) return attempt(ui, stockMove);
  const turn = ownSpec(ui.definition, 'deal')?.actions?.[0];
  const reason = turn === undefined ? undefined : explain(ui.definition, current(ui.session), {kind: 'action', name: turn});
  return {...ui, message: reason ? ruled(reason) : say('msg.stockNotPlayed')};
}

export function pickOrDrop(ui: GameUi): GameUi {
  if (playsItself(ui.definition)) {
    const step = autoMove(ui);
    return step ? attempt(ui, step) : {...ui, message: say('msg.noStep')};
  }
  if (!ui.held && isStock(ui)) return onStock(ui);
  if (ui.definition.selection === 'set' && !ui.held) {
    const transfers = legal(ui).some((move) => move.kind === 'move' && move.from === ui.focus);
    if (!transfers) return toggleMark(ui);
  }
  if (ui.held) {
    if (ui.held.pile === ui.focus) return {...ui, held: undefined, message: undefined};
    return attempt(ui, {kind: 'move', from: ui.held.pile, to: ui.focus, count: ui.held.count});
  }
  if (pileSize(ui, ui.focus) === 0) return {...ui, message: say('msg.empty')};
  const held = {pile: ui.focus, count: ui.depth};
  const picked: GameUi = {...ui, held};
  const targets = targetsOf(picked);
  if (targets.size === 0) return whyStuck(ui, held.count);
  return {...picked, message: held.count === 1 ? say('msg.holdingOne') : say('msg.holding', {count: held.count})};
}

function rankTarget(ui: GameUi, move: Transfer): number {
  const slot = slotsOf(ui).find((each) => each.id === move.to);
  if (slot?.role === 'foundation') return 0;
  return pileSize(ui, move.to) > 0 ? 1 : 2;
}

/** Enter: send the focused card or run (or what is held) to its best legal place. */
export function send(ui: GameUi): GameUi {
  if (playsItself(ui.definition)) return pickOrDrop(ui);
  if (!ui.held && isStock(ui)) return onStock(ui);
  const source = ui.held ?? {pile: ui.focus, count: ui.depth};
  const options = legal(ui).filter((move): move is Transfer => move.kind === 'move' && move.from === source.pile && move.count === source.count);
  if (options.length === 0) {
    if (pileSize(ui, source.pile) === 0) return {...ui, message: say('msg.empty')};
    return ui.held ? {...ui, message: say('msg.noPlace')} : whyStuck(ui, source.count);
  }
  const best = options.reduce((a, b) => (rankTarget(ui, b) < rankTarget(ui, a) ? b : a));
  const spec = slotsOf(ui).find((each) => each.id === best.to);
  return attempt(ui, best, say('msg.movedTo', {pile: spec ? spec.name : best.to}));
}

export function action(ui: GameUi, key: string): GameUi {
  const spec = ui.definition.keys.find((each) => each.key === key);
  if (!spec) return {...ui, message: say('msg.noKey', {key, game: ui.definition.names.de})};
  const move = keyMove(ui, spec);
  const state = current(ui.session);
  if (!move && (spec.to !== undefined || spec.from !== undefined)) {
    const wanted: Move = {kind: 'move', from: spec.from ?? ui.focus, to: spec.to ?? ui.focus, count: spec.from === undefined ? ui.depth : 1};
    const reason = explain(ui.definition, state, wanted);
    return {...ui, message: reason ? ruled(reason) : say('msg.notNow', {action: spec.label})};
  }
  const question = move && spec.confirm?.(state);
  if (move && question) return {...ui, confirm: {kind: 'action', move, question}};
  if (move) return attempt(ui, move);
  const first = spec.actions?.[0];
  const reason = first === undefined ? undefined : explain(ui.definition, state, {kind: 'action', name: first});
  return {...ui, message: reason ? ruled(reason) : say('msg.notNow', {action: spec.label})};
}
