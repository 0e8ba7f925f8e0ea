import {ALT_DOWN, ALT_UP, type Build, fitsTable, headsOfRank, headsOn, needs, pileRun, SUIT_UP} from '../core/build.js';
import {type Card, ACE, isRed, KING, rank, suit} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {progressAmongPiles} from '../core/search.js';
import {type Catalogue, entry, fixed, type MessageOf, label} from '../core/text.js';
import {applyTransfer, transferMoves} from '../core/transfer.js';
import {harfeCompact} from './harfe-compact.js';
import {harfeTransfers} from './harfe-transfers.js';
import type {GameDefinition, GameMove, Pile, PileRule, PileSpec, SolverHooks, State, Transfer} from '../core/types.js';

/** Die Harfe, SPEC.md §8. */

type Vars = {
  /** 8-A7 option: the waste has been turned over into a second pass. */
  readonly redealt: boolean;
};
type Switch = 'face-down-aces' | 'single-cards' | 'redeal';
type Harfe = State<Vars, Readonly<Record<Switch, boolean>>>;

const COLUMNS = numberedIds('col', 1, 10);
const FOUNDATIONS = numberedIds('found', 1, 8);
/** The table's order: columns, foundations, stock, waste. */
const STOCK_INDEX = COLUMNS.length + FOUNDATIONS.length;
const WASTE_INDEX = STOCK_INDEX + 1;
/** The columns are the first ten piles, and interchangeable for the stalled search. */
const COLUMN_INDEXES = COLUMNS.map((_id, index) => index);
/** 8-A6: neighbours alternate colour and differ by one rank, either way (zig-zag). */
const ZIGZAG: Build = {dir: 'either', match: 'alt-colour'};
/** Rearrangements `stalled` looks through before it gives up and assumes play may go on. */
const SEARCH_LIMIT = 300;

const DOWN_TABLE = fitsTable(ALT_DOWN);
const UP_TABLE = fitsTable(ALT_UP);
const SUIT_UP_TABLE = fitsTable(SUIT_UP);
const DOWN_HEADS = headsOn(ALT_DOWN);
const ZIGZAG_HEADS = headsOn(ZIGZAG);
const SUIT_UP_HEADS = headsOn(SUIT_UP);

const messages = {
  runsOnly: fixed(
    'only a run (alternating colours, ranks one apart) moves together',
    'nur eine Folge zieht zusammen: Farben im Wechsel, Werte je um eins verschieden',
  ),
  upOnlyFree: entry(
    ({card, under}: {card: Card; under: Card}, w) => `building up (${w.card(card)} on ${w.card(under)}) only on a column without face-down cards`,
    ({card, under}, w) => `aufwärts (${w.card(card)} auf ${w.card(under)}) nur in einer Reihe ohne verdeckte Karten`,
  ),
  singleCards: fixed(
    'only single cards go onto a column; a run moves only into an empty column',
    'an eine Reihe nur einzelne Karten; Folgen nur in eine leere Reihe',
  ),
  oneToFoundation: fixed('only one card at a time goes onto a foundation', 'auf eine Ablage kommt immer nur eine Karte'),
  aceStarts: fixed('only an ace may start a foundation', 'nur ein Ass darf eine Ablage beginnen'),
  aceOnEmpty: fixed('an ace only goes onto an empty foundation', 'ein Ass kommt nur auf eine leere Ablage'),
  onePass: fixed('the stock is empty: it is gone through only once', 'der Talon ist leer: er wird nur einmal durchgespielt'),
  redealUsed: fixed(
    'the stock is empty, and the waste has been turned over once already',
    'der Talon ist leer, und der Abwurfstapel wurde schon einmal umgedreht',
  ),
  noRedeal: fixed(
    'the stock is gone through only once: the waste is never turned over',
    'der Talon wird nur einmal durchgespielt: der Abwurfstapel wird nie umgedreht',
  ),
  finishStock: fixed('finish is only offered once the stock is empty', 'Abschließen gibt es erst, wenn der Talon leer ist'),
  finishFaceDown: fixed('finish is only offered once every card is face up', 'Abschließen gibt es erst, wenn alle Karten aufgedeckt sind'),
  finishNothing: fixed('no card can go onto a foundation', 'keine Karte passt auf eine Ablage'),
  finished: entry(
    ({count}: {count: number}, w) => `finish put ${w.count(count, 'card', 'cards')} on the foundations`,
    ({count}, w) => `Abschließen hat ${w.count(count, 'Karte', 'Karten')} auf die Ablagen gelegt`,
  ),
  secondPass: fixed('the waste is the stock again: the second and last pass begins', 'der Abwurfstapel ist wieder Talon: zweiter und letzter Durchgang'),
  stuck: fixed('the stock is used up and no card can move', 'der Talon ist aufgebraucht und keine Karte kann mehr ziehen'),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

/**
 * M2, M3 and M4: any card or run into an empty column; else down in
 * alternating colour, and up too on a column without face-down cards (8-A4).
 */
const columnRule: PileRule<Harfe> = {
  runs: true,
  gives: ({pile, count, why}) => (count <= pileRun(pile, ZIGZAG) ? null : no(why, {id: 'runsOnly'})),
  takes({state, pile, cards, why}) {
    const length = pile.cards.length;
    if (length === 0) return null;
    const under = pile.cards[length - 1];
    if (cards.length > 1 && state.switches['single-cards']) return no(why, {id: 'singleCards'});
    const head = cards[0];
    if (DOWN_TABLE(head, under)) return null;
    const up = UP_TABLE(head, under);
    if (up && pile.down === 0) return null;
    if (up) return no(why, {id: 'upOnlyFree', card: head, under});
    return why && needs(head, pile.down === 0 ? ZIGZAG : ALT_DOWN);
  },
  heads(pile) {
    const length = pile.cards.length;
    if (length === 0) return undefined;
    return (pile.down === 0 ? ZIGZAG_HEADS : DOWN_HEADS)(pile.cards[length - 1]);
  },
};

const wasteRule: PileRule<Harfe> = {
  runs: true,
  gives: ({count, why}) => (count === 1 ? null : no(why, {id: 'wasteTopOnly'})),
};

const stockRule: PileRule<Harfe> = {
  runs: true,
  givesNothing: true,
  takesNothing: true,
  gives: ({why}) => no(why, {id: 'stockByKey'}),
  takes: ({why}) => no(why, {id: 'nothingOnStock'}),
};

/** M1: an ace on an empty foundation, else same suit one rank up; nothing leaves. */
const foundationRule: PileRule<Harfe> = {
  runs: true,
  givesNothing: true,
  takesOne: true,
  gives: ({why}) => no(why, {id: 'foundationKeeps'}),
  takes({pile, cards, why}) {
    if (cards.length !== 1) return no(why, {id: 'oneToFoundation'});
    const card = cards[0];
    const length = pile.cards.length;
    if (length === 0) return rank(card) === ACE ? null : no(why, {id: 'aceStarts'});
    if (SUIT_UP_TABLE(card, pile.cards[length - 1])) return null;
    if (rank(card) === ACE) return no(why, {id: 'aceOnEmpty'});
    return why && needs(card, SUIT_UP);
  },
  heads: (pile) => (pile.cards.length === 0 ? headsOfRank(ACE) : SUIT_UP_HEADS(pile.cards[pile.cards.length - 1])),
};

/**
 * 8.3: round r deals to col[r]…col[10], col[r]'s card face up. An ace that would
 * lie face up (8-A3 option: any ace) goes out to an empty foundation and the
 * next card takes its place.
 */
function deal(order: readonly Card[], switches: Harfe['switches']): Harfe {
  const columns: Card[][] = COLUMNS.map(() => []);
  const foundations: Card[][] = FOUNDATIONS.map(() => []);
  let next = 0;
  for (let round = 0; round < COLUMNS.length; round++) {
    for (let column = round; column < COLUMNS.length; column++) {
      const setAside = column === round || switches['face-down-aces'];
      while (setAside && rank(order[next]) === ACE) foundations.find((pile) => pile.length === 0)!.push(order[next++]);
      columns[column].push(order[next++]);
    }
  }
  const stock = order.slice(next).reverse();
  const piles: Pile[] = [
    ...COLUMNS.map((id, index) => makePile(id, columns[index], index)),
    ...FOUNDATIONS.map((id, index) => makePile(id, foundations[index])),
    makePile('stock', stock, stock.length),
    makePile('waste'),
  ];
  return {game: 'harfe', piles, vars: {redealt: false}, switches};
}

function isFoundation(id: string): boolean {
  return FOUNDATIONS.includes(id);
}

function isColumn(id: string): boolean {
  return COLUMNS.includes(id);
}

function stockEmpty(state: Harfe): boolean {
  return state.piles[STOCK_INDEX].cards.length === 0;
}

/** The first move onto a foundation, as move listing would give it: only a column's or the waste's top card can go up. */
function firstFoundationMove(state: Harfe): Transfer | undefined {
  const piles = state.piles;
  const cards: Card[] = [0];
  const check = {state, pile: piles[0], spec: TABLE[0], cards, source: piles[0], sourceSpec: TABLE[0], why: false};
  for (let from = 0; from < piles.length; from++) {
    const source = piles[from];
    if ((from >= COLUMNS.length && from !== WASTE_INDEX) || source.cards.length <= source.down) continue;
    cards[0] = source.cards[source.cards.length - 1];
    check.source = source;
    check.sourceSpec = TABLE[from];
    for (let to = COLUMNS.length; to < COLUMNS.length + FOUNDATIONS.length; to++) {
      check.pile = piles[to];
      check.spec = TABLE[to];
      if (foundationRule.takes!(check) === null) return {kind: 'move', from: source.id, to: piles[to].id, count: 1};
    }
  }
  return undefined;
}

function playTransfer(table: Table<Harfe>, move: Transfer): void {
  applyTransfer(table, move);
  if (isColumn(move.from)) table.flipTop(move.from);
}

function apply(state: Harfe, move: GameMove): Harfe {
  const table = new Table(state);
  if (move.kind === 'move') {
    playTransfer(table, move);
  } else if (move.kind === 'action' && move.name === 'deal') {
    table.put('waste', table.take('stock', 1));
  } else if (move.kind === 'action' && move.name === 'redeal') {
    // C9: the waste turned over restores the order of the first pass.
    table.putDown('stock', table.take('waste', table.cards('waste').length).reverse());
    table.setDown('stock', table.cards('stock').length);
    table.change({redealt: true});
  } else if (move.kind === 'action' && move.name === 'finish') {
    for (let next = firstFoundationMove(table.state()); next; next = firstFoundationMove(table.state())) playTransfer(table, next);
  }
  return table.state();
}

function onFoundations(state: Harfe): number {
  let sum = 0;
  for (let index = COLUMNS.length; index < STOCK_INDEX; index++) sum += state.piles[index].cards.length;
  return sum;
}

/**
 * Progress that can never be undone: a card onto a foundation, the waste card
 * played, a card turned over, or an action (turning the stock, finish). An
 * emptied column is not counted by itself, as moving the run back would undo
 * it; the search looks through such rearrangements instead.
 */
function isProgress(state: Harfe, move: GameMove): boolean {
  if (move.kind !== 'move') return true;
  if (move.from === 'waste' || isFoundation(move.to)) return true;
  const from = state.piles[COLUMNS.indexOf(move.from)];
  return from.down > 0 && move.count === from.cards.length - from.down;
}

function wholeColumn(state: Harfe, move: Transfer): boolean {
  const from = state.piles[COLUMNS.indexOf(move.from)];
  return from !== undefined && from.down === 0 && move.count === from.cards.length;
}

/**
 * The moves worth searching: a possible redeal is progress at once (finish
 * needs a foundation move, which is progress itself); moving into any empty
 * column gives the same position up to column order, so only the first is
 * tried, and never with a whole column.
 * Rearranging columns is searched through; an emptied column is not progress
 * by itself, as moving the run back would undo it.
 */
function searchMoves(state: Harfe): GameMove[] {
  if (harfe.actions!.redeal.check(state, false) === null) return [{kind: 'action', name: 'redeal'}];
  const moves = transferMoves(harfe, state, TABLE);
  const empty = state.piles
    .slice(0, COLUMNS.length)
    .filter((pile) => pile.cards.length === 0)
    .map((pile) => pile.id);
  if (empty.length === 0) return moves;
  return moves.filter((move) => !empty.includes(move.to) || (move.to === empty[0] && !wholeColumn(state, move)));
}

/** C11: with the stock gone through, no series of rearrangements reaches progress (or the search is too big to tell). */
function stalled(state: Harfe): boolean {
  if (!stockEmpty(state) || harfe.outcome(state) !== 'playing') return false;
  return !progressAmongPiles(state, {moves: searchMoves, apply, isProgress, alike: [COLUMN_INDEXES], limit: SEARCH_LIMIT});
}

const FIRST_FOUNDATION = COLUMNS.length;
const PILE_INDEX = new Map([...COLUMNS, ...FOUNDATIONS, 'stock', 'waste'].map((id, index) => [id, index] as const));

/** The top rank of each foundation (0 when empty) and the suit it holds (-1 when empty), in table order. */
function foundationTops(state: Harfe): {ranks: number[]; suits: number[]} {
  const ranks: number[] = [];
  const suits: number[] = [];
  for (let index = FIRST_FOUNDATION; index < FIRST_FOUNDATION + FOUNDATIONS.length; index++) {
    const card = top(state.piles[index]);
    ranks.push(card === undefined ? 0 : rank(card));
    suits.push(card === undefined ? -1 : suit(card));
  }
  return {ranks, suits};
}

/** The lower of the two foundation tops of a suit (0 while the suit has fewer than two foundations). */
function lowerTop(tops: {ranks: number[]; suits: number[]}, suitValue: number): number {
  let found = 0;
  let lowest = KING;
  for (let index = 0; index < tops.ranks.length; index++) {
    if (tops.suits[index] !== suitValue) continue;
    found++;
    lowest = Math.min(lowest, tops.ranks[index]);
  }
  return found === 2 ? lowest : 0;
}

/**
 * A foundation move that can never cost a win. The card must be dead in the
 * columns: every card that could ever lie on it (one rank lower or, on a free
 * column, one rank higher, in the other colour) is already on a foundation;
 * then it only ever stands in the way. And the other copy of it must not need
 * the foundation it takes: both foundations of its suit stand at least one
 * below it (the copy is up already, or the other foundation takes it just as
 * well). Aces always have a foundation of their own among the eight.
 */
function safeMove(state: Harfe, moves: readonly GameMove[]): GameMove | undefined {
  let tops: ReturnType<typeof foundationTops> | undefined;
  for (const move of moves) {
    if (move.kind !== 'move') continue;
    const to = PILE_INDEX.get(move.to)!;
    if (to < FIRST_FOUNDATION || to >= FIRST_FOUNDATION + FOUNDATIONS.length) continue;
    tops ??= foundationTops(state);
    const card = top(state.piles[PILE_INDEX.get(move.from)!])!;
    const value = rank(card);
    if (value > ACE && lowerTop(tops, suit(card)) < value - 1) continue;
    // The other colour's suits: both foundations of each must hold the ranks next to this one.
    const needed = value === KING ? KING - 1 : value + 1;
    const others = isRed(card) ? [0, 1] : [2, 3];
    if (others.every((other) => lowerTop(tops!, other) >= needed)) return move;
  }
  return undefined;
}

/** The first empty pile among table indexes [from, to), or -1. */
function firstEmpty(state: Harfe, from: number, to: number): number {
  for (let index = from; index < to; index++) if (state.piles[index].cards.length === 0) return index;
  return -1;
}

/**
 * Moves that give a position equal to another move's, up to the order of the
 * columns and of the foundations (both groups are ruled alike): into any empty
 * column but the first, a whole column into an empty one, onto a foundation
 * when an earlier one shows the same top.
 */
function prune(state: Harfe, move: GameMove): boolean {
  if (move.kind !== 'move') return false;
  const to = PILE_INDEX.get(move.to)!;
  const target = state.piles[to];
  if (to < FIRST_FOUNDATION) {
    if (target.cards.length > 0) return false;
    return to !== firstEmpty(state, 0, FIRST_FOUNDATION) || wholeColumn(state, move);
  }
  if (to >= FIRST_FOUNDATION + FOUNDATIONS.length) return false;
  const wanted = top(target);
  for (let index = FIRST_FOUNDATION; index < to; index++) {
    const other = top(state.piles[index]);
    if (other === wanted || (other !== undefined && wanted !== undefined && other % 52 === wanted % 52)) return true;
  }
  return false;
}

let neededFor: Harfe | undefined;
/** Per card (copies alike): 1 when a foundation takes it next. Worked out once per position: `priority` asks for every move. */
const needed = new Uint8Array(52);

function markNeeded(state: Harfe): void {
  if (neededFor === state) return;
  neededFor = state;
  needed.fill(0);
  let empty = 0;
  for (let index = FIRST_FOUNDATION; index < STOCK_INDEX; index++) {
    const card = top(state.piles[index]);
    if (card === undefined) empty++;
    else if (rank(card) < KING) needed[(card % 52) + 1] = 1;
  }
  if (empty > 0) for (let suitValue = 0; suitValue < 4; suitValue++) needed[suitValue * 13] = 1;
}

/** How deep under the top the first card a foundation takes next lies in `pile` (below its top `count` cards), or -1. */
function depthOfNeeded(pile: Pile, count: number): number {
  const cards = pile.cards;
  for (let index = cards.length - 1 - count; index >= 0; index--) if (needed[cards[index] % 52] === 1) return cards.length - 1 - count - index;
  return -1;
}

/**
 * Try first what brings cards home: finish, play up, turn a face-down card
 * (in the column hiding most), uncover a card a foundation takes next, play
 * the waste; then dig towards such a card; then turn the stock; rearranging last.
 */
const DEAL_PRIORITY = 40;
function priority(state: Harfe, move: GameMove): number {
  if (move.kind === 'action') return move.name === 'finish' ? 100 : DEAL_PRIORITY;
  if (move.kind !== 'move') return 0;
  const to = PILE_INDEX.get(move.to)!;
  const from = state.piles[PILE_INDEX.get(move.from)!];
  if (to >= FIRST_FOUNDATION) return 90;
  if (from.down > 0 && move.count === from.cards.length - from.down) return 60 + from.down;
  if (move.from === 'waste') return 50;
  markNeeded(state);
  const depth = depthOfNeeded(from, move.count);
  if (depth === 0) return 55;
  const onEmpty = state.piles[to].cards.length === 0 ? 0 : 1;
  if (depth > 0) return 30 + onEmpty - Math.min(depth, 20) / 25;
  return 10 + onEmpty;
}

/**
 * A card or run shifted onto a column (from the waste, or from a column that
 * it neither empties nor turns a card over in) changes only its two piles, and
 * every rule asks only about the piles a move touches: any move in between
 * that leaves both alone could as well come first. So it can wait until right
 * before the next move that uses one of the two piles (or an action). Not a
 * move that empties its column: `prune` would then keep only moves into the
 * first empty column, which the next move may not be allowed to use.
 */
function followUp(state: Harfe, move: GameMove): readonly string[] | undefined {
  if (move.kind !== 'move' || PILE_INDEX.get(move.to)! >= FIRST_FOUNDATION) return undefined;
  if (move.from === 'waste') return [move.from, move.to];
  const from = state.piles[PILE_INDEX.get(move.from)!];
  return move.count < from.cards.length - from.down ? [move.from, move.to] : undefined;
}

const hooks: SolverHooks<Harfe> = {
  symmetric: ['column', 'foundation'],
  vars: (state) => [state.vars.redealt ? 1 : 0],
  cardKey: (card) => card % 52,
  safe: safeMove,
  prune,
  priority,
  followUp,
  transfers: harfeTransfers,
  compact: harfeCompact,
};

const TABLE: readonly PileSpec[] = [
  ...COLUMNS.map((id, index): PileSpec => ({
    id,
    role: 'tableau',
    group: 'column',
    name: label(`column ${index + 1}`, `Reihe ${index + 1}`),
    col: index,
    row: 1,
    fan: 'down',
  })),
  ...FOUNDATIONS.map((id, index): PileSpec => ({
    id,
    role: 'foundation',
    group: 'foundation',
    name: label(`foundation ${index + 1}`, `Ablage ${index + 1}`),
    col: 2 + index,
    row: 0,
    label: {rank: ACE},
  })),
  {id: 'stock', role: 'stock', group: 'stock', name: label('stock', 'Talon'), col: 0, row: 0},
  {id: 'waste', role: 'waste', group: 'waste', name: label('waste', 'Abwurfstapel'), col: 1, row: 0},
];

export const harfe: GameDefinition<Harfe> = {
  id: 'harfe',
  names: {de: 'Die Harfe', en: 'The Harp'},
  aliases: ['harp'],
  decks: 2,
  summary: {
    en: 'Two-pack Klondike in a harp of 10 columns; build up too on columns without face-down cards; one pass.',
    de: 'Klondike mit zwei Kartenspielen in zehn Reihen; auf Reihen ohne verdeckte Karten auch aufwärts; ein Durchgang.',
  },
  messages,
  // Measured: npm run winnability (source/solver/results/), deals proven winnable.
  wins: {percent: 99.3, by: 'solver'},
  switches: [
    {
      id: 'face-down-aces',
      spec: '8-A3',
      name: {en: 'all aces out', de: 'alle Asse heraus'},
      description: {
        en: 'Every ace met while dealing goes to a foundation, face-down ones too.',
        de: 'Jedes Ass, das beim Auslegen kommt, geht auf eine Ablage, auch verdeckte.',
      },
    },
    {
      id: 'single-cards',
      spec: '8-A5',
      name: {en: 'single cards', de: 'einzelne Karten'},
      description: {
        en: 'Only single cards go onto a column; runs move only into an empty column.',
        de: 'An eine Reihe kommen nur einzelne Karten; Folgen nur in eine leere Reihe.',
      },
    },
    {
      id: 'redeal',
      spec: '8-A7',
      name: {en: 'one redeal', de: 'einmal umdrehen'},
      description: {
        en: 'The waste may be turned over once: two passes through the stock.',
        de: 'Der Abwurfstapel darf einmal umgedreht werden: zwei Durchgänge.',
      },
    },
  ],
  deal,
  piles: () => TABLE,
  pileRules: {column: columnRule, foundation: foundationRule, stock: stockRule, waste: wasteRule},
  actions: {
    deal: {
      check(state, why) {
        if (!stockEmpty(state)) return null;
        if (!state.switches.redeal) return no(why, {id: 'onePass'});
        if (state.vars.redealt) return no(why, {id: 'redealUsed'});
        return no(why, getPile(state, 'waste').cards.length > 0 ? {id: 'turnWaste'} : {id: 'stockEmpty'});
      },
    },
    redeal: {
      check(state, why) {
        if (!state.switches.redeal) return no(why, {id: 'noRedeal'});
        if (!stockEmpty(state)) return no(why, {id: 'stockNotEmpty'});
        if (state.vars.redealt) return no(why, {id: 'redealUsed'});
        if (getPile(state, 'waste').cards.length === 0) return no(why, {id: 'nothingToTurn'});
        return null;
      },
    },
    /** 8.5: auto-play is offered only once the stock is empty and every card is face up. */
    finish: {
      check(state, why) {
        if (!stockEmpty(state)) return no(why, {id: 'finishStock'});
        for (let index = 0; index < COLUMNS.length; index++) if (state.piles[index].down > 0) return no(why, {id: 'finishFaceDown'});
        return firstFoundationMove(state) ? null : no(why, {id: 'finishNothing'});
      },
    },
  },
  apply,
  outcome: (state) => (onFoundations(state) === 104 ? 'won' : 'playing'),
  ending: (state) => (onFoundations(state) === 104 ? undefined : {id: 'stuck'}),
  stalled,
  narrate(before, move, after) {
    if (move.kind !== 'action') return undefined;
    if (move.name === 'finish') return {id: 'finished', count: onFoundations(after) - onFoundations(before)};
    if (move.name === 'redeal') return {id: 'secondPass'};
    return undefined;
  },
  status: (state) => (state.switches.redeal ? [{id: 'passOf', pass: state.vars.redealt ? 2 : 1, of: 2}] : []),
  solver: hooks,
  keys: [
    {key: 'd', actions: ['deal', 'redeal'], label: {en: 'turn a card', de: 'umschlagen'}, short: {en: 'turn', de: 'umschlagen'}},
    {key: 'f', actions: ['finish'], label: {en: 'finish: play all cards up', de: 'Abschließen: alles hochlegen'}, short: {en: 'finish', de: 'abschließen'}},
  ],
  rulesText: {
    en: `# Goal
Build all 104 cards (two packs) onto eight foundations, each one a
single suit from ace up to king.

# Layout
- Ten columns form a harp: column 1 holds one card, column 10 holds
  ten. Only the last card of each column lies face up.
- An ace that would be dealt face up goes straight to a foundation,
  and the next card takes its place.
- The rest is the stock; turned cards go face up onto the waste.
  Any ace may start any of the eight foundations, two per suit.

# Play
- Foundations grow in suit: ace, 2, 3 ... up to the king.
- In the columns build down in alternating colour: a red 7 on a
  black 8. A column with no face-down cards left also takes a card
  one higher in the other colour: a red 9 on a black 8.
- A run of face-up cards, colours alternating and each one rank away
  from the card below, may move as a whole if its first card fits.
- An empty column takes any card or run, from a column or the waste.
- A face-down card that comes free turns over by itself.
- Turn the stock one card at a time onto the waste, whenever you
  like. The stock is gone through only once: there is no redeal.
- King and ace never join up. Cards on a foundation stay there.

# Keys
- d turns the next stock card.
- f finishes: once the stock is empty and every card is face up,
  all cards that can go to the foundations go there.
- Space picks up a card or run and drops it; in a column, ↑ and ↓
  choose how many cards. Enter sends it to its best place.

# End
You win when all 104 cards lie on the foundations. When the stock
is empty and nothing useful is left, the game offers to end.`,
    de: `# Ziel
Alle 104 Karten (zwei Kartenspiele) kommen auf acht Ablagen, jede in
einer Farbe vom As aufwärts bis zum König.

# Auslage
- Zehn Reihen bilden eine Harfe: Reihe 1 hat eine Karte, Reihe 10 hat
  zehn. Nur die letzte Karte jeder Reihe liegt offen.
- Käme ein As offen zu liegen, geht es gleich auf eine Ablage, und die
  nächste Karte nimmt seinen Platz ein.
- Der Rest ist der Talon; umgeschlagene Karten kommen offen auf den
  Abwurf. Jedes As darf jede der acht Ablagen eröffnen, zwei je Farbe.

# Spielverlauf
- Auf den Ablagen wird in der Farbe aufgebaut: As, 2, 3 … bis König.
- In den Reihen legst du abwärts in wechselnder Farbe an (rote 7 an
  schwarze 8). Reihen ohne verdeckte Karten nehmen auch die nächsthöhere
  Karte der anderen Farbe (rote 9 an schwarze 8).
- Offene Karten in wechselnder Farbe, je einen Wert auseinander, darfst
  du als Ganzes umlegen, wenn die vorderste Karte passt.
- In eine leere Reihe darf jede Karte oder Folge, auch vom Abwurf.
- Eine frei gewordene verdeckte Karte wird von selbst aufgedeckt.
- Den Talon schlägst du Karte für Karte um, wann du willst. Er darf
  nur einmal durchgegangen werden.
- König und As schließen nicht an; von den Ablagen kommt nichts zurück.

# Tasten
- d schlägt die nächste Karte des Talons um.
- f schließt ab: Ist der Talon leer und alles aufgedeckt, kommen alle
  passenden Karten auf die Ablagen.
- Leertaste nimmt eine Karte oder Folge auf und legt sie ab; in einer
  Reihe wählst du mit ↑ und ↓, wie viele. Enter: an den besten Platz.

# Ende
Gewonnen hast du, wenn alle 104 Karten auf den Ablagen liegen. Ist der
Talon leer und geht nichts mehr, bietet das Spiel das Beenden an.`,
  },
};
