import {type Build, fits, needsMessage} from '../core/build.js';
import {progressReachable} from '../core/search.js';
import {ACE, type Card, cardName, KING, rank, rankWord, suit, suitWord} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import {applyTransfer, explainTransfer, type PileRule, transferMove} from '../core/transfer.js';
import type {GameDefinition, Move, Pile, Slot, State} from '../core/types.js';

/**
 * Fürst Bismarck, SPEC.md §14. vars: `pass` 1 (first deal) or 2 (after the
 * redeal); `phase` 1 while a drawn card waits for the player's choice of
 * foundation (14.3), 2 in free play (14.4); `place` is the place p being dealt
 * to while a choice is pending, else 0.
 */

const ID = 'fuerst-bismarck';
const WREATH = numberedIds('W', 1, 12);
const CENTRE = [1, 2, 3, 4].flatMap((level) => [`C${level}L`, `C${level}R`]);
const STOCK = 'stock';
const DRAW = 'draw';
const TOP_BOTTOM_PLACES = new Set([1, 2, 7, 8]);
/** M2: same suit, up or down, K–A wrap. */
const WREATH_BUILD: Build = {dir: 'either', match: 'suit', wrap: true};
/** Positions the stalled() search may visit before it gives up and assumes progress is possible. */
const SEARCH_LIMIT = 800;

function isPlace(id: string): boolean {
  return id.startsWith('W');
}

function isSlot(id: string): boolean {
  return id.startsWith('C');
}

/** 14.3.2: all 8 slots for W1, W2, W7, W8; else the two slots at the place's level. */
function allowedSlots(place: number): readonly string[] {
  if (TOP_BOTTOM_PLACES.has(place)) return CENTRE;
  const level = place <= 6 ? place - 2 : 13 - place;
  return [`C${level}L`, `C${level}R`];
}

function kindWord(baseRank: number): string {
  return baseRank === ACE ? 'ace' : 'king';
}

function hasFoundation(state: State, suitValue: number, baseRank: number): boolean {
  return CENTRE.some((id) => {
    const base = getPile(state, id).cards[0];
    return base !== undefined && rank(base) === baseRank && suit(base) === suitValue;
  });
}

/** 14.3.3 a/b and M1: an A or K founds its suit's missing foundation in an empty slot. */
function foundingRefusal(state: State, card: Card): string | null {
  const value = rank(card);
  if (value !== ACE && value !== KING) return 'only an ace or a king may start a foundation';
  if (hasFoundation(state, suit(card), value)) {
    return `there is already ${value === ACE ? 'an' : 'a'} ${kindWord(value)} foundation of ${suitWord(suit(card))}`;
  }
  return null;
}

/** The rank a foundation takes next in its base card's suit; 0 when it is complete. */
function nextRank(pile: Pile): number {
  const base = pile.cards[0];
  const wanted = rank(top(pile)!) + (rank(base) === ACE ? 1 : -1);
  return wanted >= ACE && wanted <= KING ? wanted : 0;
}

/** 14.3.3 and M1: ace foundations build up in suit, king foundations down, no wrap. */
function foundationRefusal(state: State, target: Pile, card: Card): string | null {
  const base = target.cards[0];
  if (base === undefined) return foundingRefusal(state, card);
  const name = `the ${kindWord(rank(base))} foundation of ${suitWord(suit(base))}`;
  const wanted = nextRank(target);
  if (wanted === 0) return `${name} is complete`;
  if (suit(card) === suit(base) && rank(card) === wanted) return null;
  return `${name} needs the ${rankWord(wanted)} of ${suitWord(suit(base))}`;
}

function choicePending(state: State): boolean {
  return state.vars.phase !== 2;
}

function choiceMessage(state: State): string {
  const drawn = top(getPile(state, DRAW));
  return drawn === undefined ? 'the deal is not finished' : `first choose a foundation for the ${cardName(drawn)}`;
}

const placeRule: PileRule = {
  gives: (state, pile) => (!choicePending(state) && pile.cards.length > 0 ? 1 : 0),
  refuses: (state) => (choicePending(state) ? choiceMessage(state) : 'only the exposed card of a place may move'),
  accepts(_state, target, cards, source) {
    const card = cards[0];
    if (isSlot(source.id)) return 'a card never goes back from a foundation into the wreath';
    if (source.id === DRAW) return `the ${cardName(card)} can go up, so it must go to a foundation`;
    const under = top(target);
    if (under === undefined) return null;
    return fits(card, under, WREATH_BUILD) ? null : needsMessage(card, WREATH_BUILD);
  },
};

const slotRule: PileRule = {
  gives: (state, pile) => (!choicePending(state) && pile.cards.length > 1 ? 1 : 0),
  refuses(state, pile) {
    if (choicePending(state)) return choiceMessage(state);
    return pile.cards.length === 1 ? 'a base card never moves' : 'only the top card of a foundation may move';
  },
  accepts(state, target, cards, source) {
    const card = cards[0];
    if (source.id === DRAW) {
      const allowed = allowedSlots(state.vars.place);
      if (!allowed.includes(target.id)) {
        return `a card drawn for W${state.vars.place} may only go to ${allowed.join(' or ')}`;
      }
    } else if (isSlot(source.id)) {
      const base = target.cards[0];
      if (base === undefined || suit(base) !== suit(card)) {
        return 'a foundation card may only move onto the other foundation of its suit';
      }
    }
    return foundationRefusal(state, target, card);
  },
};

const drawRule: PileRule = {gives: (_state, pile) => pile.cards.length};

const stockRule: PileRule = {refuses: () => 'the stock is dealt automatically'};

function rules(id: string): PileRule | undefined {
  if (isPlace(id)) return placeRule;
  if (isSlot(id)) return slotRule;
  if (id === DRAW) return drawRule;
  if (id === STOCK) return stockRule;
  return undefined;
}

/**
 * 14.3: deals from the stock until a drawn card has several destinations
 * (it waits on `draw`) or the stock is empty (free play begins).
 */
function runDeal(table: Table): void {
  let place = table.get('place');
  while (table.cards(STOCK).length > 0) {
    const card = table.take(STOCK, 1)[0];
    const state = table.state();
    const targets = allowedSlots(place).filter((id) => foundationRefusal(state, getPile(state, id), card) === null);
    if (targets.length > 1) {
      table.put(DRAW, [card]);
      table.setVar('phase', 1);
      table.setVar('place', place);
      return;
    }
    if (targets.length === 1) {
      table.put(targets[0], [card]);
    } else {
      table.put(WREATH[place - 1], [card]);
      place = (place % 12) + 1;
    }
  }
  table.setVar('phase', 2);
  table.setVar('place', 0);
}

function startDeal(table: Table, stock: readonly Card[], pass: number): State {
  table.set(STOCK, stock, stock.length);
  table.setVar('pass', pass);
  table.setVar('phase', 1);
  table.setVar('place', 1);
  runDeal(table);
  return table.state();
}

function deal(order: readonly Card[]): State {
  const piles = [...WREATH, ...CENTRE, STOCK, DRAW].map((id) => makePile(id));
  return startDeal(new Table({game: ID, piles, vars: {}}), order.slice().reverse(), 1);
}

/** 14.5 / 14-A7: the first card of the new stock is W12's bottom card, then up W12, then W11 … W1. */
function redeal(state: State): State {
  const table = new Table(state);
  const gathered: Card[] = [];
  for (let index = WREATH.length - 1; index >= 0; index--) {
    gathered.push(...table.take(WREATH[index], table.cards(WREATH[index]).length));
  }
  return startDeal(table, gathered.reverse(), 2);
}

function canRedeal(state: State): boolean {
  return state.vars.pass === 1 && !choicePending(state);
}

/** Piles keep the order `deal` creates: W1…W12, C1L…C4R, stock, draw. */
const FIRST_SLOT = WREATH.length;
const DRAW_INDEX = FIRST_SLOT + CENTRE.length + 1;

const SLOT_INDEX: Record<string, number> = Object.fromEntries(CENTRE.map((id, index) => [id, index]));
const EMPTY = -2;
type Centre = {wants: number[]; founded: number};

/** What each slot takes next as suit * 16 + rank (EMPTY, or -1 when complete), and a bit per founded (suit, kind). */
function centreSummary(state: State): Centre {
  const wants: number[] = [];
  let founded = 0;
  for (let index = 0; index < CENTRE.length; index++) {
    const pile = state.piles[FIRST_SLOT + index];
    const base = pile.cards[0];
    if (base === undefined) {
      wants.push(EMPTY);
      continue;
    }
    founded |= 1 << (suit(base) * 2 + (rank(base) === ACE ? 0 : 1));
    const wanted = nextRank(pile);
    wants.push(wanted === 0 ? -1 : suit(base) * 16 + wanted);
  }
  return {wants, founded};
}

function foundsNew(founded: number, card: Card): boolean {
  const value = rank(card);
  if (value !== ACE && value !== KING) return false;
  return (founded & (1 << (suit(card) * 2 + (value === ACE ? 0 : 1)))) === 0;
}

function upMoves(from: string, card: Card, slots: readonly string[], centre: Centre, list: Move[]): void {
  const key = suit(card) * 16 + rank(card);
  const founds = foundsNew(centre.founded, card);
  for (const id of slots) {
    const index = SLOT_INDEX[id];
    if (centre.wants[index] === key || (founds && centre.wants[index] === EMPTY)) list.push(transferMove(from, id));
  }
}

/** M2 without `fits`, for speed: same suit and adjacent ranks with K–A wrap. */
function adjacentInSuit(card: Card, under: Card): boolean {
  if (suit(card) !== suit(under)) return false;
  const gap = (rank(card) - rank(under) + 13) % 13;
  return gap === 1 || gap === 12;
}

/** Every legal move; the same legality as the rule book behind `explain`, written out for speed. */
function moves(state: State): Move[] {
  const list: Move[] = [];
  const piles = state.piles;
  const centre = centreSummary(state);
  if (choicePending(state)) {
    const drawn = top(piles[DRAW_INDEX]);
    if (drawn !== undefined) upMoves(DRAW, drawn, allowedSlots(state.vars.place), centre, list);
    return list;
  }
  const tops = WREATH.map((_id, index) => top(piles[index]));
  for (let from = 0; from < FIRST_SLOT; from++) {
    const card = tops[from];
    if (card === undefined) continue;
    upMoves(WREATH[from], card, CENTRE, centre, list);
    for (let to = 0; to < FIRST_SLOT; to++) {
      const under = tops[to];
      if (to !== from && (under === undefined || adjacentInSuit(card, under))) list.push(transferMove(WREATH[from], WREATH[to]));
    }
  }
  for (let from = 0; from < CENTRE.length; from++) {
    const pile = piles[FIRST_SLOT + from];
    if (pile.cards.length < 2) continue;
    const key = suit(top(pile)!) * 16 + rank(top(pile)!);
    for (let to = 0; to < CENTRE.length; to++) {
      if (to !== from && centre.wants[to] === key) list.push(transferMove(CENTRE[from], CENTRE[to]));
    }
  }
  if (canRedeal(state)) list.push({kind: 'redeal'});
  return list;
}

function apply(state: State, move: Move): State {
  if (move.kind === 'redeal') return redeal(state);
  const table = new Table(state);
  applyTransfer(table, move);
  if (move.from === DRAW) runDeal(table);
  return table.state();
}

function explain(state: State, move: Move): string {
  switch (move.kind) {
    case 'move':
      return explainTransfer(state, rules, move);
    case 'redeal':
      if (choicePending(state)) return choiceMessage(state);
      return 'the wreath may be dealt again only once';
    default:
      return `Fürst Bismarck has no "${move.kind}" move`;
  }
}

function onFoundations(state: State): number {
  return CENTRE.reduce((sum, id) => sum + getPile(state, id).cards.length, 0);
}

/** In free play the places are interchangeable, and so are the slots: the key ignores which is which. */
function positionKey(state: State): string {
  const contents = state.piles.map((pile) => pile.cards.join(','));
  return `${contents.slice(0, FIRST_SLOT).sort().join('|')}#${contents.slice(FIRST_SLOT).sort().join('|')}`;
}

/** A move into an empty place is tried into the first empty place only, since all are alike. */
function worthTrying(state: State, move: Move): boolean {
  if (!isPlace(move.to!) || getPile(state, move.to!).cards.length > 0) return true;
  if (getPile(state, move.from!).cards.length === 1) return false;
  return WREATH.find((id) => getPile(state, id).cards.length === 0) === move.to;
}

/**
 * True when some sequence of wreath and foundation-to-foundation moves
 * (M2–M4) reaches a position where a wreath card can go up (M1).
 */
function canProgress(state: State): boolean {
  return progressReachable(state, {
    moves: (position) => moves(position).filter((move) => isPlace(move.from!) && isSlot(move.to!) ? true : worthTrying(position, move)),
    apply,
    key: positionKey,
    isProgress: (_position, move) => isPlace(move.from!) && isSlot(move.to!),
    limit: SEARCH_LIMIT,
  });
}

const SIDE_ROWS = [1, 2, 3, 4];
const SLOTS: Slot[] = [
  {id: 'W1', col: 1, row: 0, fan: 'up', label: 'W1', role: 'tableau'},
  {id: 'W2', col: 2, row: 0, fan: 'up', label: 'W2', role: 'tableau'},
  ...SIDE_ROWS.map((row): Slot => ({id: `W${row + 2}`, col: 3, row, fan: 'right', label: `W${row + 2}`, role: 'tableau'})),
  {id: 'W7', col: 2, row: 5, fan: 'down', label: 'W7', role: 'tableau'},
  {id: 'W8', col: 1, row: 5, fan: 'down', label: 'W8', role: 'tableau'},
  ...SIDE_ROWS.map((row): Slot => ({id: `W${13 - row}`, col: 0, row, fan: 'left', label: `W${13 - row}`, role: 'tableau'})),
  ...CENTRE.map((id): Slot => ({id, col: id.endsWith('L') ? 1 : 2, row: Number(id[1]), label: id, name: `centre ${id}`, role: 'foundation'})),
  {id: STOCK, col: 0, row: 0, name: 'stock', role: 'stock'},
  {id: DRAW, col: 3, row: 0, name: 'drawn card', role: 'reserve'},
];

export const fuerstBismarck: GameDefinition = {
  id: ID,
  names: {de: 'Fürst Bismarck', en: 'Prince Bismarck'},
  aliases: ['bismarck', 'prince-bismarck'],
  decks: 2,
  summary: {
    en: 'Two packs dealt face up into a wreath of 12; ace and king foundations in suit; build in suit up or down with K–A wrap; one redeal.',
    de: 'Zwei Spiele offen im Kranz aus 12 Plätzen; As- und Königsfamilien farbgleich; farbgleich auf- und abwärts mit K–A; einmal neu auslegen.',
  },
  deal,
  moves,
  apply,
  explain,
  outcome: (state) => (onFoundations(state) === 104 ? 'won' : 'playing'),
  stalled: (state) => state.vars.pass === 2 && !choicePending(state) && !canProgress(state),
  hint(state) {
    const round = state.vars.pass === 1 ? 'first deal' : 'second deal';
    if (choicePending(state)) return `${round}: ${choiceMessage(state)} drawn for W${state.vars.place}`;
    if (state.vars.pass === 1) return 'free play; press d to deal the wreath again (only once)';
    return 'free play after the redeal; no further redeal';
  },
  layout: () => SLOTS,
  actions: [
    {kinds: ['move'], key: 'c', from: DRAW, label: {en: 'put the drawn card on the focused centre slot', de: 'gezogene Karte auf den gewählten Platz der Mitte legen'}},
    {
      kinds: ['redeal'],
      key: 'd',
      label: {en: 'deal the wreath again (once)', de: 'Kranz neu auslegen (einmal)'},
      // 14-A8: the redeal comes when no more moves are possible; ask while some remain.
      confirm: (state) =>
        moves(state).some((move) => move.kind === 'move')
          ? {en: 'Moves are still possible, and the wreath is dealt again only once. Deal it again now?', de: 'Es sind noch Züge möglich, und der Kranz wird nur einmal neu ausgelegt. Jetzt neu auslegen?'}
          : undefined,
    },
  ],
};
