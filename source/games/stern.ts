import {ACE, type Card, makeCard, SUIT_CHARS, suit} from '../core/cards.js';
import {headsOfRank, NO_HEADS} from '../core/build.js';
import {makePile, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {type Catalogue, entry, fixed, type MessageOf} from '../core/text.js';
import {applyTransfer} from '../core/transfer.js';
import {sternCompact} from './stern-compact.js';
import {cornerOnceLine, type CornerOncePosition} from './stern-corner-once.js';
import {CORNER_REACH, fitsOn, heightOf, starRank, sternTransfers} from './stern-transfers.js';
import type {GameDefinition, GameMove, Pile, PileRule, PileSpec, State} from '../core/types.js';

/** Der Stern, SPEC.md §6. */

type Vars = {
  /** Passes through the stock begun (6-A6: three in all). */
  readonly passes: number;
  /** The corners that have held a card, in the order they were first used (6-A8). */
  readonly used: readonly string[];
};
type Switch = 'advised-corners' | 'corner-once';
type Stern = State<Vars, Readonly<Record<Switch, boolean>>>;

const SUITS = [...SUIT_CHARS];
const FOUND = SUITS.map((letter) => `found${letter}`);
const CELLS = ['cellNW', 'cellNE', 'cellSW', 'cellSE'];
const PASSES = 3;
/** Where the piles lie in `state.piles`: the deal's order never changes. */
const CELL_START = FOUND.length;
const WASTE = CELL_START + CELLS.length;
const STOCK = WASTE + 1;

const messages = {
  startsWithTwo: entry(
    ({suit: wanted}: {suit: number}, w) => `the ${w.suit(wanted)} foundation starts with ${w.face(2, wanted)}`,
    ({suit: wanted}, w) => `die ${w.suit(wanted)}-Ablage beginnt mit ${w.face(2, wanted)}`,
  ),
  needsOnTop: entry(
    ({card, needed}: {card: Card; needed: Card}, w) => `${w.card(card)} needs ${w.card(needed)} on top of its foundation`,
    ({card, needed}, w) => `${w.card(card)} braucht ${w.card(needed)} oben auf der Ablage`,
  ),
  cellOnlyUp: fixed('a card in a corner may only go to its foundation', 'eine Karte in einer Ecke darf nur auf ihre Ablage'),
  cellHoldsOne: fixed('a corner holds only one card', 'eine Ecke fasst nur eine Karte'),
  cornerUsed: fixed('each corner is used only once per game, and this one has been', 'jede Ecke wird nur einmal im Spiel belegt, und diese war es schon'),
  tooHigh: entry(
    ({card, lowest}: {card: Card; lowest: Card}, w) => `${w.card(card)} may go into a corner only once ${w.card(lowest)} is on its foundation`,
    ({card, lowest}, w) => `${w.card(card)} darf erst in eine Ecke, wenn ${w.card(lowest)} auf der Ablage liegt`,
  ),
  passesUsed: fixed('all three passes are used', 'alle drei Durchgänge sind verbraucht'),
  lastPassOver: fixed('the stock is empty and all three passes are used', 'der Talon ist leer und alle drei Durchgänge sind verbraucht'),
  cornersTake: entry(
    ({cards}: {cards: readonly Card[]}, w) => `a corner now takes: up to ${cards.map((card) => w.card(card)).join(', ')}`,
    ({cards}, w) => `eine Ecke nimmt gerade: bis ${cards.map((card) => w.card(card)).join(', ')}`,
  ),
  cornersAdvised: entry(
    ({cards}: {cards: readonly Card[]}, w) => `the book advises a corner: up to ${cards.map((card) => w.card(card)).join(', ')}`,
    ({cards}, w) => `das Buch rät zur Ecke: bis ${cards.map((card) => w.card(card)).join(', ')}`,
  ),
  wentUp: entry(
    ({cards}: {cards: readonly Card[]}, w) => `${w.cards(cards)} went up by ${cards.length === 1 ? 'itself' : 'themselves'}`,
    ({cards}, w) => `${w.cards(cards)} ${cards.length === 1 ? 'ging' : 'gingen'} von selbst auf die Ablage`,
  ),
  thirdPassOver: fixed('the third pass is over and no card can move', 'der dritte Durchgang ist vorbei, kein Zug ist mehr möglich'),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

/** The card of a suit at a star rank (2…14). */
function cardAt(value: number, suitIndex: number): Card {
  return makeCard(value === 14 ? ACE : value, suitIndex);
}

/** The star rank on top of a suit's foundation; 1 while its 2 is not out (6-A3). */
function height(state: Stern, suitIndex: number): number {
  return heightOf(state.piles[suitIndex]);
}

function fitsFoundation(state: Stern, card: Card): boolean {
  return fitsOn(card, state.piles[suit(card)]);
}

const foundationRule: PileRule<Stern> = {
  givesNothing: true,
  takesOne: true,
  gives: ({why}) => no(why, {id: 'foundationKeeps'}),
  takes({state, spec, cards, why}) {
    if (cards.length !== 1) return no(why, {id: 'oneAtATime'});
    const card = cards[0];
    const wanted = spec.suit!;
    if (suit(card) !== wanted) return no(why, {id: 'suitOnly', suit: wanted});
    if (fitsFoundation(state, card)) return null;
    if (height(state, wanted) === 1) return no(why, {id: 'startsWithTwo', suit: wanted});
    return no(why, {id: 'needsOnTop', card, needed: cardAt(starRank(card) - 1, wanted)});
  },
  heads: (_pile, state, spec) => {
    const next = height(state, spec.suit!) + 1;
    return next > 14 ? NO_HEADS : headsOfRank(next === 14 ? ACE : next, spec.suit);
  },
};

/** 6.3 (4), 6-A3, 6-A8: the waste top into an empty corner; any card (free corners), or with "advised corners" one close to its suit's top. */
const cellRule: PileRule<Stern> = {
  runs: true,
  gives: ({count, why}) => (count === 1 ? null : no(why, {id: 'oneAtATime'})),
  takes({state, pile, spec, cards, sourceSpec, why}) {
    if (sourceSpec.group === 'cell') return no(why, {id: 'cellOnlyUp'});
    if (pile.cards.length > 0) return no(why, {id: 'cellHoldsOne'});
    if (state.switches['corner-once'] && state.vars.used.includes(spec.id)) return no(why, {id: 'cornerUsed'});
    if (!state.switches['advised-corners']) return null;
    const card = cards[0];
    const lowest = starRank(card) - CORNER_REACH;
    return height(state, suit(card)) >= lowest ? null : no(why, {id: 'tooHigh', card, lowest: cardAt(lowest, suit(card))});
  },
  heads: (pile) => (pile.cards.length > 0 ? NO_HEADS : undefined),
};

const wasteRule: PileRule<Stern> = {
  runs: true,
  gives: ({count, why}) => (count === 1 ? null : no(why, {id: 'wasteTopOnly'})),
  // Only a corner card could be offered to the waste: cards never leave the foundations or the stock that way.
  takesNothing: true,
  takes: ({why}) => no(why, {id: 'cellOnlyUp'}),
};

const stockRule: PileRule<Stern> = {
  givesNothing: true,
  gives: ({why}) => no(why, {id: 'stockByKey'}),
  takesNothing: true,
  takes: ({why}) => no(why, {id: 'nothingOnStock'}),
};

function name(en: string, de: string) {
  return {en, de};
}

const EN_SUITS = ['clubs', 'spades', 'hearts', 'diamonds'];
const DE_SUITS = ['Kreuz', 'Pik', 'Herz', 'Karo'];
/** 6-A1: the cross, clubs left, spades right, hearts above, diamonds below, the waste in the middle. */
const FOUND_AT = [
  [0, 1],
  [2, 1],
  [1, 0],
  [1, 2],
];
const CELL_AT = [
  [0, 0],
  [2, 0],
  [0, 2],
  [2, 2],
];
const CELL_NAMES = [
  name('top-left corner', 'Ecke links oben'),
  name('top-right corner', 'Ecke rechts oben'),
  name('bottom-left corner', 'Ecke links unten'),
  name('bottom-right corner', 'Ecke rechts unten'),
];

/** The pile table, in the order of `state.piles`. */
const TABLE: readonly PileSpec[] = [
  ...FOUND.map((id, index): PileSpec => ({
    id,
    role: 'foundation',
    group: 'foundation',
    suit: index,
    name: name(`${EN_SUITS[index]} foundation`, `${DE_SUITS[index]}-Ablage`),
    col: FOUND_AT[index][0],
    row: FOUND_AT[index][1],
    label: {rank: 2, suit: index},
  })),
  ...CELLS.map((id, index): PileSpec => ({id, role: 'cell', group: 'cell', name: CELL_NAMES[index], col: CELL_AT[index][0], row: CELL_AT[index][1]})),
  {id: 'waste', role: 'waste', group: 'waste', name: name('waste', 'Abwurfstapel'), col: 1, row: 1},
  {id: 'stock', role: 'stock', group: 'stock', name: name('stock', 'Talon'), col: 3, row: 1},
];

function stockOf(state: Stern): Pile {
  return state.piles[STOCK];
}

function wasteOf(state: Stern): Pile {
  return state.piles[WASTE];
}

function canRedeal(state: Stern): boolean {
  return state.vars.passes < PASSES && wasteOf(state).cards.length > 0;
}

function deal(order: readonly Card[], switches: Stern['switches']): Stern {
  const piles: Pile[] = TABLE.filter((spec) => spec.id !== 'stock').map((spec) => makePile(spec.id));
  piles.push(makePile('stock', order.slice().reverse(), order.length));
  return {game: 'stern', piles, vars: {passes: 1, used: []}, switches};
}

/** 6.3 (2, 3) and 6-A5: every waste top or corner card that fits goes up, again and again. */
const SETTLING = ['waste', ...CELLS];
const SETTLING_AT = [WASTE, ...CELLS.map((_, index) => CELL_START + index)];

function settle(table: Table<Stern>): void {
  for (let moved = true; moved;) {
    moved = false;
    for (let index = 0; index < SETTLING.length; index++) {
      const card = top(table.pileAt(SETTLING_AT[index]));
      if (card === undefined || !fitsOn(card, table.pileAt(suit(card)))) continue;
      table.transfer(SETTLING[index], FOUND[suit(card)], 1);
      moved = true;
    }
  }
}

function apply(state: Stern, move: GameMove): Stern {
  const table = new Table(state);
  if (move.kind === 'action' && move.name === 'deal') {
    table.put('waste', table.take('stock', 1));
  } else if (move.kind === 'action') {
    table.putDown('stock', table.take('waste', table.cards('waste').length).reverse());
    table.change({passes: state.vars.passes + 1});
  } else if (move.kind === 'move') {
    applyTransfer(table, move);
    if (CELLS.includes(move.to) && !state.vars.used.includes(move.to)) table.change({used: [...state.vars.used, move.to]});
  }
  settle(table);
  return table.state();
}

/** The position as `cornerOnceWinnable` sees it. */
export function cornerOncePosition(state: Stern): CornerOncePosition {
  return {
    heights: FOUND.map((_, index) => height(state, index)),
    corners: CELLS.flatMap((_, index) => state.piles[CELL_START + index].cards),
    waste: wasteOf(state).cards,
    stock: stockOf(state).cards,
    free: CELLS.length - state.vars.used.length,
    pass: state.vars.passes,
    passes: PASSES,
  };
}

/** 6-A8's "each corner once" decided outright (stern-corner-once.ts): its line made moves, replayed through the rules. */
function cornerOnceAnswer(state: Stern): GameMove[] | 'lost' | undefined {
  const line = cornerOnceLine(cornerOncePosition(state));
  if (!line) return 'lost';
  // With advised corners too, fewer lines are allowed: a loss holds, a line may use a corner the advice forbids.
  if (state.switches['advised-corners']) return undefined;
  const moves: GameMove[] = [];
  let position = state;
  for (let step = 0; step < line.length; step++) {
    const move: GameMove = line.corners.includes(step)
      ? {kind: 'move', from: 'waste', to: CELLS.find((id) => !position.vars.used.includes(id))!, count: 1}
      : {kind: 'action', name: stockOf(position).cards.length > 0 ? 'deal' : 'redeal'};
    moves.push(move);
    position = apply(position, move);
  }
  // Never expected: the line is the procedure's own play of these rules.
  return onFoundations(position) === 52 ? moves : undefined;
}

function onFoundations(state: Stern): number {
  let count = 0;
  for (let index = 0; index < CELL_START; index++) count += state.piles[index].cards.length;
  return count;
}

/** The highest card of each unfinished suit that the text advises for a corner now (6-A3; the rule of "advised corners"), when a corner is open. */
function cornerReach(state: Stern): Card[] | undefined {
  const open = CELLS.some(
    (id, index) => state.piles[CELL_START + index].cards.length === 0 && !(state.switches['corner-once'] && state.vars.used.includes(id)),
  );
  if (!open) return undefined;
  const reach: Card[] = [];
  for (let index = 0; index < FOUND.length; index++) {
    const now = height(state, index);
    if (now < 14) reach.push(cardAt(Math.min(14, now + CORNER_REACH), index));
  }
  return reach;
}

export const stern: GameDefinition<Stern> = {
  id: 'stern',
  names: {de: 'Der Stern', en: 'The Star'},
  aliases: ['star'],
  decks: 1,
  summary: {
    en: 'Turn the pack three times; build each suit up from its 2 to the ace, with four corner cells as help.',
    de: 'Den Talon dreimal durchgehen; jede Farbe von der Zwei bis zum As aufbauen, vier Eckblätter helfen.',
  },
  // Measured: npm run winnability (source/solver/results/), deals proven winnable.
  wins: {percent: 100, by: 'solver'},
  messages,
  switches: [
    {
      id: 'advised-corners',
      spec: '6-A3',
      name: {en: 'advised corners', de: 'empfohlene Ecken'},
      description: {
        en: "A card may go into an empty corner only one or two ranks above its suit's top, as the book advises (much harder).",
        de: 'Eine Karte darf nur in eine leere Ecke, wenn sie ein oder zwei Werte über ihrer Farbe liegt, wie das Buch rät (viel schwerer).',
      },
    },
    {
      id: 'corner-once',
      spec: '6-A8',
      name: {en: 'each corner once', de: 'jede Ecke nur einmal'},
      description: {
        en: 'Each corner takes a card only once per game; an emptied corner stays empty.',
        de: 'Jede Ecke nimmt im ganzen Spiel nur einmal eine Karte auf; eine geleerte Ecke bleibt leer.',
      },
    },
  ],
  // 6-A3: version 1 had free corners, version 2 made the two-rank limit the rule; version 3 has free corners again
  // (the text calls the limit advice, not rule), and the limit is the variant "advised corners".
  rulesVersion: 3,
  legacy: {1: {}, 2: {'advised-corners': true}},
  formerSwitches: [
    {
      id: 'free-cells',
      spec: '6-A3',
      name: {en: 'free corners', de: 'freie Ecken'},
      description: {
        en: 'Any card may go into an empty corner (the standard rules since rules version 3).',
        de: 'Jede Karte darf in eine leere Ecke (seit Regelversion 3 die Standardregel).',
      },
      sets: {'advised-corners': false},
    },
  ],
  deal,
  piles: () => TABLE,
  pileRules: {foundation: foundationRule, cell: cellRule, waste: wasteRule, stock: stockRule},
  actions: {
    deal: {
      check(state, why) {
        if (stockOf(state).cards.length > 0) return null;
        if (canRedeal(state)) return no(why, {id: 'turnWaste'});
        return no(why, state.vars.passes >= PASSES ? {id: 'lastPassOver'} : {id: 'stockEmpty'});
      },
    },
    redeal: {
      check(state, why) {
        if (stockOf(state).cards.length > 0) return no(why, {id: 'stockNotEmpty'});
        if (state.vars.passes >= PASSES) return no(why, {id: 'passesUsed'});
        return wasteOf(state).cards.length > 0 ? null : no(why, {id: 'nothingToTurn'});
      },
    },
  },
  apply,
  // 6.5: the loss is "no legal move left", which the engine finds itself.
  outcome: (state) => (onFoundations(state) === 52 ? 'won' : 'playing'),
  ending(state) {
    if (onFoundations(state) === 52 || state.resigned || stockOf(state).cards.length > 0 || canRedeal(state)) return undefined;
    return state.vars.passes >= PASSES ? {id: 'thirdPassOver'} : {id: 'noMovesLeft'};
  },
  hint(state) {
    const cards = cornerReach(state);
    if (!cards || cards.length === 0) return undefined;
    return state.switches['advised-corners'] ? {id: 'cornersTake', cards} : {id: 'cornersAdvised', cards};
  },
  narrate(before, move, after) {
    const cards: Card[] = [];
    for (let index = 0; index < CELL_START; index++) cards.push(...after.piles[index].cards.slice(before.piles[index].cards.length));
    // The card the player put on a foundation went up by hand, not by itself.
    const played = move.kind === 'move' && FOUND.includes(move.to) ? top(before.piles.find((pile) => pile.id === move.from)!) : undefined;
    const auto = cards.filter((card) => card !== played);
    return auto.length > 0 ? {id: 'wentUp', cards: auto} : undefined;
  },
  status: (state) => [{id: 'passOf', pass: state.vars.passes, of: PASSES}],
  solver: {
    // The corners are ruled alike; which were used matters only for 6-A8, and then only how many: every corner holding a card has been used.
    symmetric: ['cell'],
    transfers: sternTransfers,
    vars: (state) => [state.vars.passes, state.switches['corner-once'] ? state.vars.used.length : 0],
    exact: (state) => (state.switches['corner-once'] ? cornerOnceAnswer(state) : undefined),
    // A card close to the top of its suit is worth a corner first; far-off cards after turning on.
    priority(state, move) {
      if (move.kind !== 'move') return 0;
      return 2 - (starRank(top(wasteOf(state))!) - height(state, suit(top(wasteOf(state))!)));
    },
    compact: (start) => sternCompact(start, {cellStart: CELL_START, waste: WASTE, stock: STOCK, passes: PASSES}),
  },
  keys: [{key: 'd', actions: ['deal', 'redeal'], label: {en: 'turn a card', de: 'Karte umschlagen'}, short: {en: 'turn', de: 'umschlagen'}}],
  rulesText: {
    en: `# Goal
Build each suit on its 2, upward in suit, until every foundation
ends with its ace. In this game the ace is the highest card:
2, 3 ... 10, J, Q, K, A.

# Layout
- One pack, all in the stock at the start.
- The four foundations form a star around the waste in the middle:
  clubs left, spades right, hearts above, diamonds below. Each one
  starts when the 2 of its suit turns up.
- Four corners between the arms of the star hold one card each.

# Play
- Turn the stock one card at a time onto the waste.
- A 2 goes to its place by itself. Any card that fits its foundation
  (same suit, one rank higher) goes up by itself, from the waste or
  from a corner. Nothing else can go on a foundation.
- You may move the waste's top card into an empty corner, from the
  first round on: any card, one card per corner. Several corners may
  hold the same suit. A corner card only ever goes up to its
  foundation.
- The book's advice, not a rule: fill a corner only with a card one
  or two ranks above the top of its suit's foundation (while a
  suit's 2 is not out: its 3). The line under the table shows the
  highest such card of each suit. With the variant "advised corners"
  the advice is the rule.
- When the stock is empty, turn the waste over and go through again.
  You have three rounds through the pack in all.

# Keys
- d turns the next card; on an empty stock it turns the waste over
  while rounds are left. Space or Enter on the stock does the same.
- Space picks up the waste's top card and drops it on a corner;
  Enter sends it to a free corner.

# End
You win when all 52 cards lie on the foundations. The game is lost
when no move is left: after the third round, no card fits and no
corner may take the waste's top card.`,
    de: `# Ziel
Baue jede Farbe auf ihrer Zwei aufwärts auf, bis jede Ablage mit dem
As endet. Das As ist hier die höchste Karte: 2, 3 … 10, B, D, K, As.

# Auslage
- Ein Kartenspiel, zu Beginn alles im Talon.
- Die vier Ablagen bilden einen Stern um den Abwurfstapel in der
  Mitte: Kreuz links, Pik rechts, Herz oben, Karo unten. Jede beginnt
  mit der Zwei ihrer Farbe, sobald sie erscheint.
- Vier Ecken zwischen den Armen des Sterns nehmen je eine Hilfskarte
  auf.

# Spielverlauf
- Schlage den Talon Karte für Karte auf den Abwurfstapel um.
- Eine Zwei kommt von selbst an ihren Platz. Jede Karte, die auf ihre
  Ablage passt (gleiche Farbe, einen Wert höher), geht von selbst
  hoch, vom Abwurfstapel oder aus einer Ecke. Sonst kommt nichts auf
  die Ablagen.
- Die oberste Karte des Abwurfstapels darfst du in eine leere Ecke
  legen, schon im ersten Durchgang: jede Karte, eine je Ecke.
  Mehrere Ecken dürfen dieselbe Farbe halten. Aus der Ecke geht eine
  Karte nur auf ihre Ablage.
- Der Rat des Buches, keine Regel: eine Ecke nur mit einer Karte
  füllen, die ein oder zwei Werte über der obersten Karte ihrer
  Ablage liegt (solange die Zwei ihrer Farbe fehlt: die Drei). Die
  Zeile unter der Auslage zeigt die höchste solche Karte jeder Farbe.
  Mit der Variante „empfohlene Ecken“ ist der Rat die Regel.
- Ist der Talon leer, wird der Abwurfstapel gewendet und wieder
  durchgegangen. Insgesamt hast du drei Durchgänge.

# Tasten
- d schlägt die nächste Karte um; bei leerem Talon wird der
  Abwurfstapel gewendet, solange Durchgänge übrig sind. Leertaste oder
  Enter auf dem Talon tun dasselbe.
- Leertaste nimmt die oberste Karte des Abwurfstapels auf und legt
  sie in eine Ecke; Enter legt sie in eine freie Ecke.

# Ende
Gewonnen hast du, wenn alle 52 Karten auf den Ablagen liegen.
Verloren ist das Spiel, wenn kein Zug mehr bleibt: nach dem dritten
Durchgang passt keine Karte mehr und keine Ecke nimmt die oberste
Karte des Abwurfstapels.`,
  },
};
