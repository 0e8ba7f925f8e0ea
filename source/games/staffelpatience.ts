import {ALT_DOWN, ALT_UP, fits, headsOfRank, headsOn, NO_HEADS, needs, pileRun} from '../core/build.js';
import {ACE, type Card, isRed, KING, rank} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {type Catalogue, entry, fixed, type MessageOf, label} from '../core/text.js';
import {applyTransfer, transferMoves} from '../core/transfer.js';
import {staffelpatienceCompact} from './staffelpatience-compact.js';
import {fourBooksOutOfReach} from './staffelpatience-dead-end.js';
import {staffelpatienceTransfers} from './staffelpatience-transfers.js';
import type {GameDefinition, GameMove, Pile, PileRule, PileSpec, RoundPlaces, State, Transfer} from '../core/types.js';

/** Staffelpatience, SPEC.md §13. */

type Vars = {
  /** Passes through the stock begun, for the title line. */
  readonly passes: number;
  /** Stock cards turned since a card was last played usefully (13.5: a whole cycle without play). */
  readonly idle: number;
  readonly unlocked: boolean;
};
type Switch = 'king-runs' | 'early-double' | 'layout-first';
type Staffel = State<Vars, Readonly<Record<Switch, boolean>>>;

const PILES = numberedIds('pile', 1, 7);
const BOOKS = numberedIds('books', 1, 4);
/** A book of 13 plus a double series of 12 (2…K). */
const FULL_DOUBLE = 25;

const messages = {
  runsOnly: fixed('only a correctly built run moves together', 'nur eine richtig gebaute Folge lässt sich zusammen bewegen'),
  kingRunsOnly: fixed('only a king moves with its run; other cards move one at a time', 'nur ein König zieht mit seinem Gefolge um, andere Karten einzeln'),
  kingOnly: fixed('only a king may go into an empty pile', 'auf einen leeren Platz kommt nur ein König'),
  booksLocked: fixed(
    'cards never leave or join a book until the double series is unlocked',
    'Karten verlassen kein Buch und kommen auf keines, bevor die Doppelserie freigegeben ist',
  ),
  oneByOne: fixed('a double series is built one card at a time', 'eine Doppelserie wird Karte für Karte gebaut'),
  bookKeeps: fixed('cards never leave a book', 'Karten verlassen nie ein Buch'),
  needsBook: fixed('a double series needs a finished book', 'eine Doppelserie braucht ein fertiges Buch'),
  seriesComplete: fixed('that double series is complete', 'diese Doppelserie ist vollständig'),
  seriesNeeds: entry(
    ({card, under}: {card: Card; under: Card}, w) => `${w.card(card)} does not go on ${w.card(under)}: a double series goes up in alternating colour`,
    ({card, under}, w) => `${w.card(card)} passt nicht auf ${w.card(under)}: eine Doppelserie geht aufwärts in wechselnder Farbe`,
  ),
  alreadyUnlocked: fixed('the double series is already unlocked', 'die Doppelserie ist schon freigegeben'),
  notStuck: fixed(
    'the double series is only unlocked when play is stuck: no useful move, and a whole pass through the stock without playing a card',
    'die Doppelserie wird erst freigegeben, wenn das Spiel feststeckt: kein nützlicher Zug und ein ganzer Durchgang durch den Talon, ohne eine Karte zu spielen',
  ),
  layoutFirst: fixed(
    'first play what the layout allows: a move there still turns a card or frees a pile',
    'erst die Auslage ausspielen: dort deckt ein Zug noch eine Karte auf oder macht einen Platz frei',
  ),
  doubleWin: fixed('with a double series (the lesser success)', 'mit Doppelserie (der kleinere Erfolg)'),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

const DOWN_HEADS = headsOn(ALT_DOWN);
const SERIES_HEADS = headsOn(ALT_UP);

const pileRule: PileRule<Staffel> = {
  gives({state, pile, count, why}) {
    if (count > pileRun(pile, ALT_DOWN)) return no(why, {id: 'runsOnly'});
    if (count > 1 && state.switches['king-runs'] && rank(pile.cards[pile.cards.length - count]) !== KING) return no(why, {id: 'kingRunsOnly'});
    return null;
  },
  takes({pile, cards, why}) {
    const under = top(pile);
    if (under === undefined) return rank(cards[0]) === KING ? null : no(why, {id: 'kingOnly'});
    return fits(cards[0], under, ALT_DOWN) ? null : why && needs(cards[0], ALT_DOWN);
  },
  heads: (pile) => (pile.cards.length === 0 ? headsOfRank(KING) : DOWN_HEADS(pile.cards[pile.cards.length - 1])),
};

const wasteRule: PileRule<Staffel> = {
  runs: true,
  gives: ({count, why}) => (count === 1 ? null : no(why, {id: 'wasteTopOnly'})),
};

const stockRule: PileRule<Staffel> = {
  givesNothing: true,
  gives: ({why}) => no(why, {id: 'stockByKey'}),
  takesNothing: true,
  takes: ({why}) => no(why, {id: 'nothingOnStock'}),
};

/** 13.5: once unlocked, each finished book carries one double series, built up in alternating colour. */
const bookRule: PileRule<Staffel> = {
  givesNothing: true,
  takesOne: true,
  gives: ({why}) => no(why, {id: 'bookKeeps'}),
  takes({state, pile, cards, why}) {
    if (!state.vars.unlocked) return no(why, {id: 'booksLocked'});
    if (cards.length !== 1) return no(why, {id: 'oneByOne'});
    if (pile.cards.length === 0) return no(why, {id: 'needsBook'});
    if (pile.cards.length >= FULL_DOUBLE) return no(why, {id: 'seriesComplete'});
    const under = top(pile)!;
    return fits(cards[0], under, ALT_UP) ? null : no(why, {id: 'seriesNeeds', card: cards[0], under});
  },
  heads: (pile, state) =>
    !state.vars.unlocked || pile.cards.length === 0 || pile.cards.length >= FULL_DOUBLE ? NO_HEADS : SERIES_HEADS(pile.cards[pile.cards.length - 1]),
};

function deal(order: readonly Card[], switches: Staffel['switches']): Staffel {
  const piles = [];
  let next = 0;
  for (const [index, id] of PILES.entries()) {
    const size = 7 - index;
    piles.push(makePile(id, order.slice(next, next + size), size - 1));
    next += size;
  }
  const stock = order.slice(next).reverse();
  piles.push(makePile('stock', stock, stock.length), makePile('waste'));
  for (const id of BOOKS) piles.push(makePile(id));
  return {game: 'staffelpatience', piles, vars: {passes: 1, idle: 0, unlocked: false}, switches};
}

/** M4 and M6: turn exposed face-down cards, square finished K→A series into books. */
function settle(table: Table<Staffel>): void {
  // The piles lie first, in their order (see STOCK below).
  for (let index = 0; index < PILES.length; index++) {
    const pile = table.pileAt(index);
    const cards = pile.cards;
    // A book ends in an ace: the run is counted only under one.
    if (cards.length >= 13 && rank(cards[cards.length - 1]) === ACE && pileRun(pile, ALT_DOWN) >= 13) {
      const book = BOOKS.find((bookId) => table.cards(bookId).length === 0)!;
      table.put(book, table.take(PILES[index], 13));
    }
    const now = table.pileAt(index);
    if (now.cards.length > 0 && now.down >= now.cards.length) table.flipTop(PILES[index]);
  }
}

/** Where the piles lie in `state.piles`: the deal's order never changes. */
const STOCK = PILES.length;
const WASTE = STOCK + 1;
const FIRST_BOOK = WASTE + 1;

function booksMade(state: Staffel): number {
  let made = 0;
  for (let index = FIRST_BOOK; index < FIRST_BOOK + BOOKS.length; index++) if (state.piles[index].cards.length > 0) made++;
  return made;
}

/** A card lies on a book's ace (13.5): it never leaves, so four books of 13 can no longer be made. */
/** Some book holds at least `cards` cards. */
function someBookHolds(state: Staffel, cards: number): boolean {
  for (let index = FIRST_BOOK; index < FIRST_BOOK + BOOKS.length; index++) if (state.piles[index].cards.length >= cards) return true;
  return false;
}

function builtOnBook(state: Staffel): boolean {
  return someBookHolds(state, 14);
}

function isBook(id: string): boolean {
  return BOOKS.includes(id);
}

/** 13.5 (1), without the book test: a move that turns a card, empties a pile or takes a card off the waste. */
function turnsOrEmpties(state: Staffel, move: Transfer): boolean {
  if (move.from === 'waste' || isBook(move.to)) return true;
  const from = getPile(state, move.from);
  if (move.count === from.cards.length - from.down && from.down > 0) return true;
  return move.count === from.cards.length && getPile(state, move.to).cards.length > 0;
}

/** A king with its run, alone in its pile, moving to an empty pile: the position stays the same but for which pile is which. */
function kingBetweenStartPlaces(state: Staffel, move: Transfer): boolean {
  if (!PILES.includes(move.from)) return false;
  const from = getPile(state, move.from);
  return move.count === from.cards.length && from.down === 0 && getPile(state, move.to).cards.length === 0;
}

/** A book is squared off under an ace at a pile's end (settle): the moved run's last card, or the card it uncovers. Asked before playing the move out. */
function mayMakeBook(state: Staffel, move: Transfer): boolean {
  const cards = getPile(state, move.from).cards;
  return rank(cards[cards.length - 1]) === ACE || (cards.length > move.count && rank(cards[cards.length - move.count - 1]) === ACE);
}

function isProgress(state: Staffel, move: Transfer): boolean {
  return turnsOrEmpties(state, move) || (mayMakeBook(state, move) && booksMade(apply(state, move)) > booksMade(state));
}

function cycleDone(state: Staffel): boolean {
  const cards = state.piles[STOCK].cards.length + state.piles[WASTE].cards.length;
  return state.vars.idle >= cards;
}

/** The piles (all but stock and waste) and unlock the last answer of `layoutMoveUseful` was for. */
const layoutAsked: (Pile | undefined)[] = [];
let unlockedAsked = false;
let switchesAsked: Staffel['switches'] | undefined;
let layoutAnswer = false;

/**
 * A useful move from a pile or a book: kept for the piles it was asked of, since turning the stock changes
 * none of them and the rescue asks whether play is stuck at every turn of a round.
 */
function layoutMoveUseful(state: Staffel): boolean {
  const piles = state.piles;
  let same = switchesAsked === state.switches && unlockedAsked === state.vars.unlocked && layoutAsked.length === piles.length;
  for (let index = 0; same && index < piles.length; index++) if (index !== STOCK && index !== WASTE && layoutAsked[index] !== piles[index]) same = false;
  if (same) return layoutAnswer;
  layoutAnswer = transferMoves(staffelpatience, state).some((move) => move.from !== 'waste' && isProgress(state, move));
  layoutAsked.length = piles.length;
  for (let index = 0; index < piles.length; index++) layoutAsked[index] = index === STOCK || index === WASTE ? undefined : piles[index];
  unlockedAsked = state.vars.unlocked;
  switchesAsked = state.switches;
  return layoutAnswer;
}

/** A move from the waste is always useful (13.5 (1)); the layout's answer is asked first, as it is mostly kept. */
function usefulMoveLeft(state: Staffel, fromLayoutOnly = false): boolean {
  return layoutMoveUseful(state) || (!fromLayoutOnly && transferMoves(staffelpatience, state, TABLE, WASTE).length > 0);
}

function stuck(state: Staffel): boolean {
  return cycleDone(state) && !usefulMoveLeft(state);
}

function withVars(state: Staffel, piles: readonly Pile[], passes: number, idle: number, unlocked: boolean): Staffel {
  const next: Staffel = {game: state.game, piles, vars: {passes, idle, unlocked}, switches: state.switches};
  return state.resigned ? {...next, resigned: true} : next;
}

/**
 * M5: one card from the stock onto the waste, or the waste turned over into
 * the stock. Written out rather than through a Table: a search walks the
 * stock's round at every position, so this runs more than any other move.
 */
function turnStock(state: Staffel, redeal: boolean): Staffel {
  const piles = state.piles.slice();
  const stock = piles[STOCK];
  const waste = piles[WASTE];
  const {passes, idle, unlocked} = state.vars;
  if (redeal) {
    const cards = stock.cards.concat(waste.cards.slice().reverse());
    piles[STOCK] = {id: stock.id, cards, down: cards.length};
    piles[WASTE] = {id: waste.id, cards: [], down: 0};
    return withVars(state, piles, passes + 1, idle, unlocked);
  }
  const left = stock.cards.slice(0, -1);
  piles[STOCK] = {id: stock.id, cards: left, down: Math.min(stock.down, left.length)};
  const turned = waste.cards.slice();
  turned.push(stock.cards[stock.cards.length - 1]);
  piles[WASTE] = {id: waste.id, cards: turned, down: waste.down};
  return withVars(state, piles, passes, idle + 1, unlocked);
}

function apply(state: Staffel, move: GameMove): Staffel {
  if (move.kind === 'action') {
    if (move.name === 'deal' || move.name === 'redeal') return turnStock(state, move.name === 'redeal');
    return withVars(state, state.piles, state.vars.passes, 0, true);
  }
  if (move.kind !== 'move') return state;
  const table = new Table(state);
  applyTransfer(table, move);
  settle(table);
  const next = table.state();
  if (turnsOrEmpties(state, move) || booksMade(next) > booksMade(state)) return withVars(next, next.piles, next.vars.passes, 0, next.vars.unlocked);
  return next;
}

/**
 * M5's round from here (Round.places): turn card after card, the waste over
 * when the stock is empty, until both are as they are now. The same turns as
 * turnStock, on the cards alone (test/solver/round-places.test.ts holds the two together).
 */
function roundPlaces(state: Staffel): RoundPlaces {
  let stock = state.piles[STOCK].cards.slice();
  let waste = state.piles[WASTE].cards.slice();
  const stockAtStart = stock.length;
  const wasteAtStart = waste.length;
  const steps: string[] = [];
  const tops: (Card | undefined)[] = [];
  for (;;) {
    if (stock.length > 0) {
      waste.push(stock.pop()!);
      steps.push('deal');
    } else if (waste.length > 0) {
      stock = waste.reverse();
      waste = [];
      steps.push('redeal');
    } else break;
    tops.push(waste.at(-1));
    if (stock.length === stockAtStart && waste.length === wasteAtStart) break;
  }
  return {steps, tops};
}

function hasDoubleSeries(state: Staffel): boolean {
  return someBookHolds(state, FULL_DOUBLE);
}

const TABLE: readonly PileSpec[] = [
  ...PILES.map((id, index): PileSpec => ({
    id,
    role: 'tableau',
    group: 'pile',
    name: label(`pile ${index + 1}`, `Reihe ${index + 1}`),
    col: index,
    row: 1,
    fan: 'down',
    label: {rank: KING},
  })),
  {id: 'stock', role: 'stock', group: 'stock', name: label('stock', 'Talon'), col: 0, row: 0},
  {id: 'waste', role: 'waste', group: 'waste', name: label('waste', 'Abwurfstapel'), col: 1, row: 0},
  ...BOOKS.map((id, index): PileSpec => ({
    id,
    role: 'foundation',
    group: 'book',
    name: label(`book ${index + 1}`, `Buch ${index + 1}`),
    col: 3 + index,
    row: 0,
    label: 'K-A',
  })),
];

export const staffelpatience: GameDefinition<Staffel> = {
  id: 'staffelpatience',
  names: {de: 'Staffelpatience', en: 'Staircase Patience'},
  aliases: ['staircase', 'staircase-patience'],
  decks: 1,
  wins: {percent: 39, by: 'solver'},
  summary: {
    en: 'Klondike without foundations: build down in alternating colour; full K→A runs leave as books.',
    de: 'Wie Klondike ohne Ablagen: abwärts in wechselnder Farbe; volle Folgen K→As werden Bücher.',
  },
  messages,
  switches: [
    {
      id: 'king-runs',
      spec: '13-A1',
      name: {en: 'king runs only', de: 'Folgen nur mit König'},
      description: {
        en: 'Only single cards move, except a king with its run (much harder: at most 0.8% of deals come out).',
        de: 'Umgelegt werden nur einzelne Karten, außer einem König mit seinem Gefolge (viel schwerer: höchstens 0,8\u00A0% der Verteilungen gehen auf).',
      },
    },
    {
      id: 'early-double',
      spec: '13-A5',
      // Unlocking sooner only adds moves onto books, and a card on a book rules four books out.
      keepsWin: true,
      name: {en: 'early double series', de: 'frühe Doppelserie'},
      description: {
        en: 'The double series may be built as soon as a book exists (much easier; four books are no easier).',
        de: 'Die Doppelserie darf gebaut werden, sobald es ein Buch gibt (viel leichter; vier Bücher nicht).',
      },
    },
    {
      id: 'layout-first',
      spec: '13-A3',
      name: {en: 'layout before stock', de: 'erst die Auslage'},
      description: {
        en: 'The stock may be turned only when no layout move turns a card or frees a pile.',
        de: 'Der Talon darf erst umgeschlagen werden, wenn kein Zug in der Auslage mehr aufdeckt oder frei macht.',
      },
    },
  ],
  deal,
  piles: () => TABLE,
  pileRules: {pile: pileRule, waste: wasteRule, stock: stockRule, book: bookRule},
  actions: {
    deal: {
      check(state, why) {
        if (state.piles[STOCK].cards.length === 0) return no(why, state.piles[WASTE].cards.length > 0 ? {id: 'turnWaste'} : {id: 'stockEmpty'});
        if (state.switches['layout-first'] && usefulMoveLeft(state, true)) return no(why, {id: 'layoutFirst'});
        return null;
      },
    },
    redeal: {
      check(state, why) {
        if (state.piles[STOCK].cards.length > 0) return no(why, {id: 'stockNotEmpty'});
        if (state.piles[WASTE].cards.length === 0) return no(why, {id: 'nothingToTurn'});
        if (state.switches['layout-first'] && usefulMoveLeft(state, true)) return no(why, {id: 'layoutFirst'});
        return null;
      },
    },
    unlock: {
      check(state, why) {
        if (state.vars.unlocked) return no(why, {id: 'alreadyUnlocked'});
        if (booksMade(state) === 0) return no(why, {id: 'needsBook'});
        return state.switches['early-double'] || stuck(state) ? null : no(why, {id: 'notStuck'});
      },
    },
  },
  apply,
  outcome(state) {
    if (booksMade(state) === BOOKS.length && !builtOnBook(state)) return 'won';
    if (hasDoubleSeries(state)) return 'won';
    return 'playing';
  },
  // 13-A6: a finished double series ends the deal as the lesser success; the game's goal stays four books.
  lesser: {
    name: label('double series', 'Doppelserie'),
    reached: hasDoubleSeries,
    // A card built on a book never leaves it: four books of 13 cannot be made any more.
    excludesWin: builtOnBook,
  },
  ending: (state) => (hasDoubleSeries(state) ? {id: 'doubleWin'} : undefined),
  stalled: (state) => stuck(state) && (state.vars.unlocked || booksMade(state) === 0),
  status: (state) => [{id: 'pass', pass: state.vars.passes}],
  solver: {
    // A hint's open positions are losses (four books out of reach) that need long proofs: both threads prove.
    provesLosses: true,
    // Passes only count for the title line. Idle matters up to a whole cycle (13.5), and only while the double series could
    // still be unlocked by being stuck: once unlocked (or with 13-A5) never, and before the first book never either, as the
    // move that makes a book starts the count again.
    vars(state) {
      if (state.vars.unlocked) return [1];
      // With the round (below), where the round stands and how long nothing was played never matter: a whole round can always be dealt.
      if (!state.switches['layout-first']) return [0];
      if (state.switches['early-double'] || booksMade(state) === 0) return [0, 0];
      return [0, Math.min(state.vars.idle, state.piles[STOCK].cards.length + state.piles[WASTE].cards.length)];
    },
    symmetric: ['pile'],
    transfers: staffelpatienceTransfers,
    // Only rank and colour count (13.3, 13.5): the two red sevens are interchangeable, and so on.
    cardKey: (card) => rank(card) * 2 + (isRed(card) ? 1 : 0),
    // The stock is gone through without limit, unless 13-A3 makes a layout move hold it back. The rescue needs a whole round without play first.
    // One lap where unlocking is not waiting for a whole round without play. The round's places are worked out at once
    // there, and where a useful move in the layout (which turning the stock never changes) keeps play from being stuck all round.
    round(state) {
      if (state.switches['layout-first']) return undefined;
      const oneLap = state.vars.unlocked || state.switches['early-double'] || booksMade(state) === 0;
      const placesKnown = oneLap || layoutMoveUseful(state);
      return {actions: ['deal', 'redeal'], stock: 'stock', waste: 'waste', laps: oneLap ? 1 : 2, ...(placesKnown ? {places: () => roundPlaces(state)} : {})};
    },
    // A card from the waste waits in the stock, always at hand, until something is laid on it (or the rescue is started):
    // until then it only covers the card it lies on. A part of a run shifted onto another card, turning nothing and emptying
    // nothing, can as well wait until one of the two piles is used. Not with 13-A3, where the stock is not always at hand.
    followUp(state, move, after) {
      if (move.kind !== 'move' || state.switches['layout-first'] || booksMade(after) !== booksMade(state)) return undefined;
      if (move.from === 'waste') return [move.to];
      const from = getPile(state, move.from);
      return !isBook(move.to) && move.count < from.cards.length - from.down ? [move.from, move.to] : undefined;
    },
    // Unlocking only adds moves (13.5), unless 13-A3 makes a move onto a book hold back the stock.
    safe: (state, moves) => (state.switches['layout-first'] ? undefined : moves.find((move) => move.kind === 'action' && move.name === 'unlock')),
    prune: (state, move) => move.kind === 'move' && kingBetweenStartPlaces(state, move),
    // Turning the stock and unlocking change nothing the proof looks at (stock and waste count as one heap).
    outOfReach: (state, move) => move?.kind !== 'action' && fourBooksOutOfReach(state),
    compact: staffelpatienceCompact,
    // Progress first: a book, a card turned, a pile emptied, a card from the waste; shifting runs about last.
    priority(state, move) {
      if (move.kind !== 'move') return 5;
      if (isBook(move.to)) return 6;
      const to = getPile(state, move.to);
      if (pileRun(to, ALT_DOWN) + move.count >= 13) return 7;
      if (move.from === 'waste') return 2;
      const from = getPile(state, move.from);
      const left = from.cards.length - move.count;
      if (left > 0 && left === from.down) return 4;
      return left === 0 ? 3 : 0;
    },
  },
  keys: [
    {key: 'd', actions: ['deal', 'redeal'], label: {en: 'turn the stock', de: 'Talon umschlagen'}, short: {en: 'turn', de: 'umschlagen'}},
    {key: 'x', actions: ['unlock'], label: {en: 'unlock the double series', de: 'Doppelserie freigeben'}, short: {en: 'unlock', de: 'freigeben'}},
  ],
  rulesText: {
    en: `# Goal
Put all 52 cards away as four books. A book is a run of 13 cards from
king down to ace with the colours changing at every step.

# Layout
- Seven piles form a staircase of 7, 6, 5, 4, 3, 2 and 1 cards. Only
  the last card of each pile lies face up.
- The other 24 cards form the stock. There are no foundations.

# Play
- Build down in alternating colour: a red 9 on a black 10, a black
  ace on a red 2. King and ace never join up.
- A correctly built run may move as a whole; the waste's top card
  may be played too.
- An empty pile takes only a king, alone or with its run. There are
  never more than seven piles.
- A face-down card that comes free turns over by itself.
- Turn the stock one card at a time onto the waste; when the stock
  is empty, the waste is turned over. There is no limit to the rounds.
- A pile ending in a full run from king to ace becomes a book at once.
- Rescue: if you are stuck (no move frees a card, empties a pile or
  plays from the waste, and a whole round through the stock brought
  nothing) and a book is done, you may build a double series: on the
  ace of a book, upward in alternating colour, one card at a time,
  from 2 up to the king.

# Keys
- d turns a stock card; on an empty stock it turns the waste over.
- x starts the double series (only when you are stuck).
- Space picks up a card or run and drops it; in a pile, ↑ and ↓
  choose how many cards. Enter sends it to its best place.

# End
You win with four books; a finished double series is a smaller win.
When nothing useful is left, the game offers to end.`,
    de: `# Ziel
Lege alle 52 Karten als vier Bücher weg. Ein Buch ist eine Folge von
13 Karten vom König abwärts bis zum As, die Farbe wechselt jedes Mal.

# Auslage
- Sieben Reihen bilden eine Staffel mit 7, 6, 5, 4, 3, 2 und 1 Karte.
  Nur die letzte Karte jeder Reihe liegt offen.
- Die übrigen 24 Karten sind der Talon. Ablagen gibt es nicht.

# Spielverlauf
- Angelegt wird abwärts in wechselnder Farbe: eine rote 9 an eine
  schwarze 10, ein schwarzes As an eine rote 2. Nach dem As ist Schluss.
- Eine richtig gebaute Folge darf als Ganzes umgelegt werden, und die
  oberste Karte des Abwurfstapels darfst du ebenfalls anlegen.
- Auf einen leeren Startplatz kommt nur ein König, allein oder mit
  Gefolge. Es gibt nie mehr als sieben Reihen.
- Eine frei gewordene verdeckte Karte wird von selbst aufgedeckt.
- Schlage den Talon Karte für Karte um. Ist er leer, wird der
  Abwurfstapel gewendet: Du darfst beliebig oft durchgehen.
- Eine volle Folge König bis As wird sofort zum Buch.
- Rettung: Steckst du fest (kein Zug deckt auf, leert eine Reihe oder
  spielt vom Abwurfstapel, ein ganzer Durchgang blieb ohne Erfolg) und
  gibt es ein Buch, darfst du eine Doppelserie bauen: auf das As eines
  Buches aufwärts in wechselnder Farbe, Karte für Karte, 2, 3 … bis König.

# Tasten
- d schlägt eine Karte um; bei leerem Talon wird der Abwurfstapel
  gewendet.
- x gibt die Doppelserie frei (nur wenn du feststeckst).
- Leertaste nimmt eine Karte oder Folge auf und legt sie ab; in einer
  Reihe wählst du mit ↑ und ↓, wie viele. Enter: an den besten Platz.

# Ende
Vier Bücher, und du hast gewonnen. Eine fertige Doppelserie zählt als
kleinerer Erfolg. Geht nichts mehr, bietet das Spiel das Beenden an.`,
  },
};
