import {type Build, fits, headsOfRank, headsOn, headsWhere, NO_HEADS, needs} from '../core/build.js';
import {ACE, type Card, KING, rank, suit} from '../core/cards.js';
import {makePile, numberedIds, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {type Reach, searchProgress} from '../core/search.js';
import {type Catalogue, entry, fixed, type MessageOf, label} from '../core/text.js';
import {applyTransfer, transferMoves} from '../core/transfer.js';
import type {GameDefinition, GameMove, Pile, PileRule, PileSpec, SolverHooks, State, Transfer, Verdict} from '../core/types.js';
import {fuerstBismarckCompact} from './fuerst-bismarck-compact.js';
import {allowedSlots, fuerstBismarckTransfers, nextRank} from './fuerst-bismarck-transfers.js';

/** Fürst Bismarck, SPEC.md §14. */

type Vars = {
  /** The wreath place (1–12) the next dealt card goes to (14.3); a redeal starts again at 1. */
  readonly place: number;
  /** The wreath has been gathered and dealt again (14.5): there is no further redeal. */
  readonly redealt: boolean;
};
type Switch = 'typed-slots';
type Bismarck = State<Vars, Readonly<Record<Switch, boolean>>>;

const WREATH = numberedIds('W', 1, 12);
const LEVELS = [1, 2, 3, 4];
const CENTRE = LEVELS.flatMap((level) => [`C${level}L`, `C${level}R`]);
/** 14-A2 [OPTION]: the left column holds the ace foundations, the right one the king foundations. */
const LEFT_SLOTS = new Set(CENTRE.filter((id) => id.endsWith('L')));
const STOCK = 'stock';
const DRAW = 'draw';
/** The order `deal` creates: W1…W12, C1L…C4R, stock, draw. */
const FIRST_SLOT = WREATH.length;
const STOCK_INDEX = FIRST_SLOT + CENTRE.length;
const DRAW_INDEX = STOCK_INDEX + 1;
const PILE_INDEX = new Map([...WREATH, ...CENTRE, STOCK, DRAW].map((id, index) => [id, index] as const));
/** M2: same suit, up or down, K–A wrap. */
const WREATH_BUILD: Build = {dir: 'either', match: 'suit', wrap: true};
const ALL_CARDS = 104;

const kindEn = (base: number) => (base === ACE ? 'ace' : 'king');
const kindDe = (base: number) => (base === ACE ? 'Ass' : 'König');

const messages = {
  foundOnlyAK: fixed('only an ace or a king may start a foundation', 'nur ein Ass oder ein König darf eine Ablage beginnen'),
  alreadyFounded: entry(
    ({base, suit: wanted}: {base: number; suit: number}, w) => `there is already ${base === ACE ? 'an' : 'a'} ${kindEn(base)} foundation of ${w.suit(wanted)}`,
    ({base, suit: wanted}, w) => `es gibt schon eine ${w.suit(wanted)}-Ablage ab ${kindDe(base)}`,
  ),
  foundationComplete: entry(
    ({base}: {base: Card}, w) => `the ${kindEn(rank(base))} foundation of ${w.suit(suit(base))} is complete`,
    ({base}, w) => `die ${w.suit(suit(base))}-Ablage ab ${kindDe(rank(base))} ist vollständig`,
  ),
  foundationNeeds: entry(
    ({base, rank: wanted}: {base: Card; rank: number}, w) =>
      `the ${kindEn(rank(base))} foundation of ${w.suit(suit(base))} needs ${w.face(wanted, suit(base))}`,
    ({base, rank: wanted}, w) => `die ${w.suit(suit(base))}-Ablage ab ${kindDe(rank(base))} braucht ${w.face(wanted, suit(base))}`,
  ),
  typedSlot: entry(
    ({base}: {base: number}) => `with typed slots, ${base === ACE ? 'ace foundations lie in the left' : 'king foundations lie in the right'} column`,
    ({base}) => `mit festen Plätzen liegen ${base === ACE ? 'die As-Ablagen in der linken' : 'die Königs-Ablagen in der rechten'} Spalte`,
  ),
  chooseFirst: entry(
    ({card}: {card: Card}, w) => `first choose a foundation for ${w.card(card)}`,
    ({card}, w) => `wähle zuerst eine Ablage für ${w.card(card)}`,
  ),
  exposedOnly: fixed('only the exposed card of a place may move', 'nur die freiliegende Karte eines Platzes darf bewegt werden'),
  noWayBack: fixed('a card never goes back from a foundation into the wreath', 'eine Karte geht nie von einer Ablage zurück in den Kranz'),
  mustGoUp: entry(
    ({card}: {card: Card}, w) => `${w.card(card)} can go up, so it must go to a foundation`,
    ({card}, w) => `${w.card(card)} kann hoch und muss deshalb auf eine Ablage`,
  ),
  baseNeverMoves: fixed('a base card never moves', 'eine Grundkarte wird nie bewegt'),
  foundationTopOnly: fixed('only the top card of a foundation may move', 'nur die oberste Karte einer Ablage darf bewegt werden'),
  drawnFor: entry(
    ({place, slots}: {place: string; slots: readonly string[]}, w) => `a card drawn for ${w.pile(place)} may only go to ${w.list(slots.map(w.pile), 'or')}`,
    ({place, slots}, w) => `eine Karte für ${w.pile(place)} darf nur auf ${w.list(slots.map(w.pile), 'oder')}`,
  ),
  otherFoundationOnly: fixed(
    'a foundation card may only move onto the other foundation of its suit',
    'eine Ablagekarte darf nur auf die andere Ablage ihrer Farbe',
  ),
  stockDealt: fixed('the stock is dealt automatically', 'der Talon wird automatisch ausgeteilt'),
  redealOnce: fixed('the wreath may be dealt again only once', 'der Kranz darf nur einmal neu ausgelegt werden'),
  askRedeal: fixed(
    'Moves can still bring a card up. Deal the wreath again (only once)?',
    'Züge bringen noch Karten hoch. Kranz jetzt neu auslegen (nur einmal)?',
  ),
  choosing: entry(
    ({card, place}: {card: Card; place: string}, w) => `${w.card(card)} was drawn for ${w.pile(place)}: choose a foundation for it`,
    ({card, place}, w) => `${w.card(card)} wurde für ${w.pile(place)} gezogen: wähle eine Ablage dafür`,
  ),
  freePlay: fixed('free play; d deals the wreath again (only once)', 'freies Spiel; d legt den Kranz neu aus (nur einmal)'),
  stuckRedeal: fixed('no card can go up any more: d deals the wreath again (only once)', 'keine Karte kann mehr hoch: d legt den Kranz neu aus (nur einmal)'),
  freePlayLast: fixed('free play after the second deal; no further deal', 'freies Spiel nach dem zweiten Auslegen; kein weiteres Auslegen'),
  dealt: entry(
    ({dealt, up, card, place}: {dealt: number; up: number; card?: Card; place?: string}, w) => {
      const done = dealt > 0 ? `${w.count(dealt, 'card', 'cards')} dealt${up > 0 ? `, ${up} went up` : ''}` : '';
      const next = card === undefined ? 'the deal is done: free play' : `${w.card(card)} for ${w.pile(place!)}: choose a foundation`;
      return done ? `${done}; ${next}` : next;
    },
    ({dealt, up, card, place}, w) => {
      const done = dealt > 0 ? `${w.count(dealt, 'Karte', 'Karten')} ausgelegt${up > 0 ? `, ${up} hochgelegt` : ''}` : '';
      const next = card === undefined ? 'das Auslegen ist fertig: freies Spiel' : `${w.card(card)} für ${w.pile(place!)}: wähle eine Ablage`;
      return done ? `${done}; ${next}` : next;
    },
  ),
  noMoveLeft: entry(
    ({left}: {left: number}, w) => `no move left after the second deal (${w.count(left, 'card', 'cards')} in the wreath)`,
    ({left}, w) => `kein Zug mehr nach dem zweiten Auslegen (${w.count(left, 'Karte', 'Karten')} im Kranz)`,
  ),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

/** The card waiting on `draw` for the player's choice (14.3.4), if any. */
function drawnCard(state: Bismarck): Card | undefined {
  return top(state.piles[DRAW_INDEX]);
}

function founded(state: Bismarck, suitValue: number, base: number): boolean {
  for (let index = FIRST_SLOT; index < STOCK_INDEX; index++) {
    const first = state.piles[index].cards[0];
    if (first !== undefined && rank(first) === base && suit(first) === suitValue) return true;
  }
  return false;
}

/** 14.3.3, M1 and 14-A9: whether a foundation slot takes `card` now, founding it or following on. Used by the deal and by the slot rule. */
function goesUp(state: Bismarck, pile: Pile, card: Card, why: boolean): Verdict {
  const base = pile.cards[0];
  if (base === undefined) {
    const value = rank(card);
    if (value !== ACE && value !== KING) return no(why, {id: 'foundOnlyAK'});
    if (state.switches['typed-slots'] && LEFT_SLOTS.has(pile.id) !== (value === ACE)) return no(why, {id: 'typedSlot', base: value});
    return founded(state, suit(card), value) ? no(why, {id: 'alreadyFounded', base: value, suit: suit(card)}) : null;
  }
  const wanted = nextRank(pile);
  if (wanted === 0) return no(why, {id: 'foundationComplete', base});
  return suit(card) === suit(base) && rank(card) === wanted ? null : no(why, {id: 'foundationNeeds', base, rank: wanted});
}

/** While a drawn card waits, nothing else moves (14.3). */
function waiting(state: Bismarck, why: boolean): Verdict {
  const card = drawnCard(state);
  return card === undefined ? null : no(why, {id: 'chooseFirst', card});
}

const WREATH_HEADS = headsOn(WREATH_BUILD);

/** M2, M3: the exposed card of a place moves onto a fitting card of its suit, or into an empty place. */
const placeRule: PileRule<Bismarck> = {
  runs: true,
  gives: ({state, count, why}) => waiting(state, why) ?? (count === 1 ? null : no(why, {id: 'exposedOnly'})),
  takes({pile, cards, sourceSpec, why}) {
    if (sourceSpec.group === 'slot') return no(why, {id: 'noWayBack'});
    if (sourceSpec.group === 'draw') return no(why, {id: 'mustGoUp', card: cards[0]});
    const under = top(pile);
    if (under === undefined) return null;
    return fits(cards[0], under, WREATH_BUILD) ? null : why && needs(cards[0], WREATH_BUILD);
  },
  heads(pile) {
    const under = top(pile);
    return under === undefined ? undefined : WREATH_HEADS(under);
  },
};

const ACES_AND_KINGS = headsWhere((card) => rank(card) === ACE || rank(card) === KING);

/** M1, M4 and the deal's choice (14.3.2): what a foundation slot gives and takes. */
const slotRule: PileRule<Bismarck> = {
  runs: true,
  gives({state, pile, count, why}) {
    const pending = waiting(state, why);
    if (pending !== null) return pending;
    if (count > 1) return no(why, {id: 'foundationTopOnly'});
    return pile.cards.length === 1 ? no(why, {id: 'baseNeverMoves'}) : null;
  },
  takes({state, pile, cards, sourceSpec, why}) {
    const card = cards[0];
    if (sourceSpec.group === 'draw') {
      const allowed = allowedSlots(state.vars.place);
      if (!allowed.includes(pile.id)) return no(why, {id: 'drawnFor', place: WREATH[state.vars.place - 1], slots: allowed});
    } else if (sourceSpec.group === 'slot') {
      const base = pile.cards[0];
      if (base === undefined || suit(base) !== suit(card)) return no(why, {id: 'otherFoundationOnly'});
    }
    return goesUp(state, pile, card, why);
  },
  heads(pile) {
    const base = pile.cards[0];
    if (base === undefined) return ACES_AND_KINGS;
    const wanted = nextRank(pile);
    return wanted === 0 ? NO_HEADS : headsOfRank(wanted, suit(base));
  },
};

const drawRule: PileRule<Bismarck> = {gives: () => null};

const stockRule: PileRule<Bismarck> = {
  givesNothing: true,
  takesNothing: true,
  gives: ({why}) => no(why, {id: 'stockDealt'}),
  takes: ({why}) => no(why, {id: 'nothingOnStock'}),
};

/**
 * 14.3: deals from the stock until a drawn card has several destinations
 * (it waits on `draw`) or the stock is empty (free play begins). A card with
 * one destination goes up by itself and the next card is drawn for the same place.
 */
function runDeal(table: Table<Bismarck>): void {
  let place = table.vars.place;
  while (table.cards(STOCK).length > 0) {
    const card = table.take(STOCK, 1)[0];
    const state = table.state();
    const targets = allowedSlots(place).filter((id) => goesUp(state, table.pile(id), card, false) === null);
    if (targets.length > 1) {
      table.put(DRAW, [card]);
      table.change({place});
      return;
    }
    if (targets.length === 1) {
      table.put(targets[0], [card]);
    } else {
      table.put(WREATH[place - 1], [card]);
      place = (place % WREATH.length) + 1;
    }
  }
  table.change({place: 1});
}

/** `stock` lists the cards so that the last is dealt first. */
function dealFrom(table: Table<Bismarck>, stock: readonly Card[]): Bismarck {
  table.set(STOCK, stock, stock.length);
  runDeal(table);
  return table.state();
}

function deal(order: readonly Card[], switches: Bismarck['switches']): Bismarck {
  const piles = [...PILE_INDEX.keys()].map((id) => makePile(id));
  const empty: Bismarck = {game: 'fuerst-bismarck', piles, vars: {place: 1, redealt: false}, switches};
  return dealFrom(new Table(empty), order.slice().reverse());
}

/** 14.5 / 14-A7: the first card of the new stock is W12's bottom card, then up W12, then W11 … W1. */
function redeal(state: Bismarck): Bismarck {
  const table = new Table(state);
  const gathered: Card[] = [];
  for (let index = WREATH.length - 1; index >= 0; index--) {
    gathered.push(...table.take(WREATH[index], table.cards(WREATH[index]).length));
  }
  table.change({place: 1, redealt: true});
  return dealFrom(table, gathered.reverse());
}

function apply(state: Bismarck, move: GameMove): Bismarck {
  if (move.kind === 'action') return redeal(state);
  if (move.kind !== 'move') return state;
  const table = new Table(state);
  applyTransfer(table, move);
  if (move.from === DRAW) runDeal(table);
  return table.state();
}

function cardsIn(state: Bismarck, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index++) count += state.piles[index].cards.length;
  return count;
}

const onFoundations = (state: Bismarck) => cardsIn(state, FIRST_SLOT, STOCK_INDEX);
const inWreath = (state: Bismarck) => cardsIn(state, 0, FIRST_SLOT);

/** Positions the progress search may visit before it gives up and cannot tell. */
const SEARCH_LIMIT = 800;

/** In free play the places are interchangeable, and so are the slots (no founding happens inside a search): the key ignores which is which. */
const texts = new WeakMap<Pile, string>();

/** A pile's cards as text, the two copies of a card alike; remembered per pile, as most piles are shared between positions. */
function text(pile: Pile): string {
  let known = texts.get(pile);
  if (known === undefined) {
    known = String.fromCharCode(...pile.cards.map((card) => 48 + (card % 52)));
    texts.set(pile, known);
  }
  return known;
}

function positionKey(state: Bismarck): string {
  const places = state.piles.slice(0, FIRST_SLOT).map(text).sort();
  const slots = state.piles.slice(FIRST_SLOT, STOCK_INDEX).map(text).sort();
  return `${places.join('|')}#${slots.join('|')}`;
}

const isSlotIndex = (index: number) => index >= FIRST_SLOT && index < STOCK_INDEX;
const indexOf = (id: string) => PILE_INDEX.get(id)!;

/** A move into an empty place is tried into the first empty place only, and never with a place's last card: all empty places are alike. */
function worthTrying(state: Bismarck, move: Transfer): boolean {
  const to = indexOf(move.to);
  if (isSlotIndex(to) || state.piles[to].cards.length > 0) return true;
  if (state.piles[indexOf(move.from)].cards.length === 1) return false;
  return state.piles.findIndex((pile, index) => index < FIRST_SLOT && pile.cards.length === 0) === to;
}

const reaches = new WeakMap<readonly Pile[], Reach>();

/** Whether wreath and foundation-to-foundation moves (M2–M4) can reach a position where a wreath card goes up (M1); remembered per position. */
function upReach(state: Bismarck): Reach {
  let reach = reaches.get(state.piles);
  if (reach === undefined) {
    const specs = fuerstBismarck.piles(state);
    reach = searchProgress<Bismarck, Transfer>(state, {
      moves: (position) => transferMoves(fuerstBismarck, position, specs).filter((move) => worthTrying(position, move)),
      apply: (position, move) => apply(position, move),
      key: positionKey,
      isProgress: (_position, move) => !isSlotIndex(indexOf(move.from)) && isSlotIndex(indexOf(move.to)),
      limit: SEARCH_LIMIT,
    });
    reaches.set(state.piles, reach);
  }
  return reach;
}

const SIDE_ROWS = [1, 2, 3, 4];

function pileTable(typed: boolean): readonly PileSpec[] {
  const place = (number: number, col: number, row: number, fan: PileSpec['fan']): PileSpec => ({
    id: `W${number}`,
    role: 'tableau',
    group: 'place',
    name: label(`place W${number}`, `Platz W${number}`),
    col,
    row,
    fan,
    label: `W${number}`,
  });
  const places = [
    place(1, 1, 0, 'up'),
    place(2, 2, 0, 'up'),
    ...SIDE_ROWS.map((row) => place(row + 2, 3, row, 'right')),
    place(7, 2, 5, 'down'),
    place(8, 1, 5, 'down'),
    ...SIDE_ROWS.map((row) => place(13 - row, 0, row, 'left')),
  ].sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  const slots = CENTRE.map((id): PileSpec => {
    const left = LEFT_SLOTS.has(id);
    return {
      id,
      role: 'foundation',
      group: 'slot',
      name: label(`centre ${id[1]} ${left ? 'left' : 'right'}`, `Mitte ${id[1]} ${left ? 'links' : 'rechts'}`),
      col: left ? 1 : 2,
      row: Number(id[1]),
      ...(typed ? {label: {rank: left ? ACE : KING}} : {}),
    };
  });
  return [
    ...places,
    ...slots,
    {id: STOCK, role: 'stock', group: 'stock', name: label('stock', 'Talon'), col: 0, row: 0},
    {id: DRAW, role: 'reserve', group: 'draw', name: label('drawn card', 'gezogene Karte'), col: 3, row: 0},
  ];
}

const PLAIN_TABLE = pileTable(false);
const TYPED_TABLE = pileTable(true);

const NO_GROUPS: readonly string[] = [];
const PLACES_ONLY: readonly string[] = ['place'];
const PLACES_AND_SLOTS: readonly string[] = ['place', 'slot'];

/** Free play after the redeal (no card waiting): nothing is gathered or dealt again, so no rule tells the places apart, nor the slots unless they are typed. */
function lastFreePlay(state: Bismarck): boolean {
  return state.vars.redealt && state.piles[DRAW_INDEX].cards.length === 0 && state.piles[STOCK_INDEX].cards.length === 0;
}

function symmetricNow(state: Bismarck): readonly string[] {
  if (!lastFreePlay(state)) return NO_GROUPS;
  return state.switches['typed-slots'] ? PLACES_ONLY : PLACES_AND_SLOTS;
}

/**
 * Moves whose position equals another move's up to alike piles: the two slots
 * of a level are ruled alike (without typed slots), so founding into the
 * right one while the left one is empty too; after the redeal the places are
 * alike, so moving into any empty place but the first, or a place's only card
 * into an empty place.
 */
function prune(state: Bismarck, move: GameMove): boolean {
  if (move.kind !== 'move') return false;
  const to = indexOf(move.to);
  const target = state.piles[to];
  if (target.cards.length > 0) return false;
  if (isSlotIndex(to)) return !state.switches['typed-slots'] && !LEFT_SLOTS.has(move.to) && state.piles[to - 1].cards.length === 0;
  if (!lastFreePlay(state)) return false;
  if (state.piles[indexOf(move.from)].cards.length === 1) return true;
  for (let index = 0; index < to; index++) if (state.piles[index].cards.length === 0) return true;
  return false;
}

/** Whether some foundation slot takes `card` now (by the slot rule's own test). */
function goesUpNow(state: Bismarck, card: Card): boolean {
  for (let index = FIRST_SLOT; index < STOCK_INDEX; index++) if (goesUp(state, state.piles[index], card, false) === null) return true;
  return false;
}

/** Up first; then a wreath move that uncovers a card that goes up; other wreath moves; crossing between foundations; the redeal last. */
function priority(state: Bismarck, move: GameMove): number {
  if (move.kind !== 'move') return 0;
  const from = indexOf(move.from);
  const to = indexOf(move.to);
  if (from === DRAW_INDEX) return 100;
  if (isSlotIndex(to)) return isSlotIndex(from) ? 10 : 90;
  const source = state.piles[from];
  const under = source.cards[source.cards.length - 2];
  if (under !== undefined && goesUpNow(state, under)) return 70;
  return state.piles[to].cards.length === 0 ? 20 : 30;
}

/**
 * In free play a card moved within the wreath, or from one foundation to the
 * other, changes only its two piles, and the rules ask only about the piles a
 * move touches (founding asks whether a suit's foundation exists, which such a
 * move never changes): it can wait until right before the next move that uses
 * one of them (or the redeal). Not a place's last card: `prune` would then keep
 * only moves into the first empty place, which the next move may not be allowed to use.
 */
function followUp(state: Bismarck, move: GameMove): readonly string[] | undefined {
  if (move.kind !== 'move' || move.from === DRAW) return undefined;
  const from = indexOf(move.from);
  if (isSlotIndex(from) !== isSlotIndex(indexOf(move.to)) || state.piles[from].cards.length === 1) return undefined;
  return [move.from, move.to];
}

const hooks: SolverHooks<Bismarck> = {
  vars: (state) => [state.vars.place, state.vars.redealt ? 1 : 0],
  cardKey: (card) => card % 52,
  symmetricNow,
  prune,
  priority,
  followUp,
  transfers: fuerstBismarckTransfers,
  compact: fuerstBismarckCompact,
};

export const fuerstBismarck: GameDefinition<Bismarck> = {
  id: 'fuerst-bismarck',
  names: {de: 'Fürst Bismarck', en: 'Prince Bismarck'},
  aliases: ['bismarck', 'prince-bismarck'],
  decks: 2,
  summary: {
    en: 'Two packs dealt face up into a wreath of 12; ace and king foundations in suit; build in suit up or down with K–A wrap; one redeal.',
    de: 'Zwei Kartenspiele offen im Kranz aus 12 Plätzen; As- und Königsfamilien farbgleich; farbgleich auf- und abwärts mit K–A; einmal neu auslegen.',
  },
  // Measured: npm run winnability (source/solver/results/), deals proven winnable.
  wins: {percent: 99.9, by: 'solver'},
  messages,
  switches: [
    {
      id: 'typed-slots',
      spec: '14-A2',
      name: {en: 'typed slots', de: 'feste Plätze'},
      description: {
        en: 'Ace foundations lie in the left column of the centre, king foundations in the right.',
        de: 'As-Ablagen liegen in der linken Spalte der Mitte, Königs-Ablagen in der rechten.',
      },
    },
  ],
  deal,
  piles: (state) => (state.switches['typed-slots'] ? TYPED_TABLE : PLAIN_TABLE),
  pileRules: {place: placeRule, slot: slotRule, draw: drawRule, stock: stockRule},
  actions: {
    redeal: {
      check(state, why) {
        const pending = waiting(state, why);
        if (pending !== null) return pending;
        return state.vars.redealt ? no(why, {id: 'redealOnce'}) : null;
      },
    },
  },
  apply,
  // 14.7: the loss (no move after the redeal) is the engine's "no legal move".
  outcome: (state) => (onFoundations(state) === ALL_CARDS ? 'won' : 'playing'),
  // A game given up while moves were left ends without a reason of the game's.
  ending: (state) =>
    onFoundations(state) === ALL_CARDS || !state.vars.redealt || transferMoves(fuerstBismarck, state).length > 0
      ? undefined
      : {id: 'noMoveLeft', left: inWreath(state)},
  stalled: (state) => state.vars.redealt && drawnCard(state) === undefined && upReach(state) === 'unreachable',
  hint(state) {
    const card = drawnCard(state);
    if (card !== undefined) return {id: 'choosing', card, place: WREATH[state.vars.place - 1]};
    if (state.vars.redealt) return {id: 'freePlayLast'};
    return upReach(state) === 'unreachable' ? {id: 'stuckRedeal'} : {id: 'freePlay'};
  },
  narrate(before, move, after) {
    const fromDraw = move.kind === 'move' && move.from === DRAW;
    if (!fromDraw && move.kind !== 'action') return undefined;
    const supply = before.piles[STOCK_INDEX].cards.length + (fromDraw ? 0 : inWreath(before));
    const card = drawnCard(after);
    const dealt = supply - after.piles[STOCK_INDEX].cards.length - (card === undefined ? 0 : 1);
    const up = onFoundations(after) - onFoundations(before) - (fromDraw ? 1 : 0);
    return card === undefined ? {id: 'dealt', dealt, up} : {id: 'dealt', dealt, up, card, place: WREATH[after.vars.place - 1]};
  },
  status: (state) => [{id: 'passOf', pass: state.vars.redealt ? 2 : 1, of: 2}],
  solver: hooks,
  keys: [
    {key: 'c', from: DRAW, label: {en: 'place drawn card here', de: 'Karte hierher'}, short: {en: 'here', de: 'hierher'}},
    {
      key: 'd',
      actions: ['redeal'],
      // Short enough for the key line at 80 columns in German too.
      label: {en: 'redeal the wreath', de: 'neu auslegen'},
      // 14-A8: the redeal comes when nothing more can be done; ask while moves could still bring a card up.
      confirm: (state) => (upReach(state) === 'unreachable' ? undefined : {id: 'askRedeal'}),
    },
  ],
  rulesText: {
    en: `# Goal
Bring all 104 cards (two packs) onto eight foundations: for each suit
one ace pile built up to the king and one king pile built down to ace.

# Layout
- A wreath of 12 places runs clockwise from the top left: W1 and W2
  above the centre, W3 to W6 on the right, W7 and W8 below, W9 to W12
  on the left. Cards lie face up; only the outermost one can move.
- The centre has eight foundation slots, two on each of four levels.
- Cards are dealt one by one to W1, W2 ... round and round. A card
  that can go up must go up, and the next card goes to the same place.
  From W1, W2, W7 or W8 a card may reach any slot; from a side place
  only the two slots of its level (W3/W12 at the top, W6/W9 at the
  bottom). If a card has several slots, you choose.

# Play
- An ace or king starts its suit's missing pile in any empty slot;
  other cards go up onto the pile of their suit that needs them.
- On the wreath, build in suit one rank up or down, king and ace
  touching; the direction may change. An empty place takes any card.
- A foundation's top card may cross to the other pile of its suit if
  it fits there. Base cards never move, and nothing goes back from
  the centre to the wreath.
- Once, when you are stuck, the wreath is gathered place by place
  without shuffling and dealt again the same way. Foundations stay.

# Keys
- d deals the wreath again (only once; asks first while moves could
  still bring a card up).
- Space picks up a card and drops it; Enter sends it to its best place.
  While the deal waits for your choice, go to the centre slot you
  want and press c, or pick up the drawn card and drop it there.

# End
You win with all 104 cards on the foundations. After the second deal,
when nothing useful is left, the game offers to end.`,
    de: `# Ziel
Alle 104 Karten (zwei Kartenspiele) kommen auf acht Familien: je
Farbe eine vom As aufwärts bis zum König und eine vom König abwärts
bis zum As.

# Auslage
- Ein Kranz aus 12 Plätzen läuft von links oben im Uhrzeigersinn: W1
  und W2 über der Mitte, W3 bis W6 rechts, W7 und W8 unten, W9 bis W12
  links. Alles liegt offen; spielbar ist nur die äußerste Karte.
- In der Mitte liegen acht Familienplätze, je zwei auf vier Ebenen.
- Die Karten werden einzeln auf W1, W2 … reihum ausgelegt. Was
  hochgelegt werden kann, muss hoch, und die nächste Karte kommt an
  denselben Platz. Von W1, W2, W7 oder W8 darf eine Karte auf jeden
  Familienplatz, von einem Seitenplatz nur auf die zwei seiner Ebene
  (oben W3/W12, unten W6/W9). Passen mehrere, wählst du.

# Spielverlauf
- Ein As oder König eröffnet die fehlende Familie seiner Farbe auf
  einem freien Platz; andere Karten kommen auf ihre passende Familie.
- Im Kranz legst du farbgleich an, einen Wert höher oder tiefer, auch
  über K und A hinweg, Richtung frei. Leere Plätze nehmen jede Karte.
- Die oberste Karte einer Familie darf auf die andere Familie ihrer
  Farbe wechseln, wenn sie dort passt. Grundkarten bleiben liegen, und
  aus der Mitte kommt nichts zurück in den Kranz.
- Einmal, wenn nichts mehr geht, wird der Kranz Platz für Platz ohne
  Mischen aufgenommen und genauso neu ausgelegt. Die Familien bleiben.

# Tasten
- d legt den Kranz neu aus (nur einmal; fragt, solange Züge noch
  Karten hochbringen könnten).
- Leertaste nimmt eine Karte auf und legt sie ab; Enter bringt sie an
  den besten Platz. Wartet das Auslegen auf deine Wahl, gehst du zum
  gewünschten Platz der Mitte und drückst c, oder du nimmst die
  gezogene Karte auf und legst sie dort ab.

# Ende
Liegen alle 104 Karten auf den Familien, hast du gewonnen. Geht nach
dem zweiten Auslegen nichts mehr, bietet das Spiel das Beenden an.`,
  },
};
