import {type Card, JACK, KING, QUEEN, rank} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {type Catalogue, entry, fixed, type MessageOf} from '../core/text.js';
import {elfCompact} from './elf-compact.js';
import type {GameDefinition, GameMove, Outcome, Pile, PileRule, PileSpec, State} from '../core/types.js';

/** Die Elf, "Eleven", SPEC.md §2: Elevens with a rescue draw (2.4.4). */

type Switch = 'any-order';
type Elf = State<Readonly<Record<string, never>>, Readonly<Record<Switch, boolean>>>;

const GRID = numberedIds('grid', 0, 8);
const HAND = 'hand';
const PACK = 52;
/** The stock's place in `state.piles`: right after the grid's places, as `deal` lays them. */
const STOCK_AT = GRID.length;

type Entry = readonly [id: string, card: Card];

const messages = {
  setsOnly: fixed(
    'cards leave only as a pair adding up to 11 or as a jack-queen-king trio: mark them with Space',
    'Karten gehen nur als Paar mit der Summe 11 oder als Trio Bube-Dame-König ab: markiere sie mit der Leertaste',
  ),
  pairsFirst: fixed(
    'take the pairs first: a jack-queen-king trio may be taken only when the grid holds no pair adding up to 11',
    'nimm zuerst die Paare: ein Trio aus Bube, Dame und König darf erst genommen werden, wenn in der Auslage kein Paar mit der Summe 11 liegt',
  ),
  courtNoValue: fixed(
    'jacks, queens and kings have no value: they leave only as a jack-queen-king trio',
    'Buben, Damen und Könige haben keinen Wert: sie gehen nur als Trio aus Bube, Dame und König ab',
  ),
  notEleven: entry(
    ({a, b, sum}: {a: number; b: number; sum: number}, w) => `${w.rank(a)} and ${w.rank(b)} make ${sum}, not 11`,
    ({a, b, sum}, w) => `${w.rank(a)} und ${w.rank(b)} ergeben ${sum}, nicht 11`,
  ),
  notTrio: fixed('a trio must be one jack, one queen and one king', 'ein Trio muss aus einem Buben, einer Dame und einem König bestehen'),
  rescueFirst: entry(
    ({card}: {card: Card}, w) => `first use the rescue card in hand, ${w.card(card)}`,
    ({card}, w) => `setze zuerst die Rettungskarte in der Hand ein, ${w.card(card)}`,
  ),
  noRescueCard: fixed('there is no rescue card in hand', 'es ist keine Rettungskarte in der Hand'),
  gridOnly: fixed('cards are removed only from the grid', 'Karten werden nur aus der Auslage entfernt'),
  onceEach: fixed('each card counts only once', 'jede Karte zählt nur einmal'),
  placeEmpty: fixed('that place is empty', 'dieser Platz ist leer'),
  pairOrTrio: fixed(
    'remove two cards that add up to 11, or one jack, one queen and one king',
    'entferne zwei Karten mit der Summe 11 oder einen Buben, eine Dame und einen König',
  ),
  rescueHeld: fixed('the rescue card in hand must be used first', 'zuerst muss die Rettungskarte in der Hand eingesetzt werden'),
  noRescueLeft: fixed(
    'the stock is empty: there is no card left for a rescue draw',
    'der Talon ist leer: es ist keine Karte mehr für eine Rettungskarte übrig',
  ),
  notStuckPair: fixed(
    'the rescue draw is allowed only when the grid is stuck: two cards here add up to 11',
    'eine Rettungskarte darf erst gezogen werden, wenn die Auslage feststeckt: hier ergeben zwei Karten zusammen 11',
  ),
  notStuckTrio: fixed(
    'the rescue draw is allowed only when the grid is stuck: a jack, a queen and a king lie here',
    'eine Rettungskarte darf erst gezogen werden, wenn die Auslage feststeckt: hier liegen ein Bube, eine Dame und ein König',
  ),
  rescuePair: entry(
    ({card, partner}: {card: Card; partner: Card}, w) => `rescue card ${w.card(card)} makes 11 with ${w.card(partner)}: both removed`,
    ({card, partner}, w) => `Rettungskarte ${w.card(card)} ergibt mit ${w.card(partner)} 11: beide entfernt`,
  ),
  rescueTrio: entry(
    ({card, partners}: {card: Card; partners: readonly Card[]}, w) =>
      `rescue card ${w.card(card)} completes a trio with ${w.cards(partners)}: all three removed`,
    ({card, partners}, w) => `Rettungskarte ${w.card(card)} vervollständigt mit ${w.cards(partners)} ein Trio: alle drei entfernt`,
  ),
  rescueChoose: entry(
    ({card}: {card: Card}, w) => `rescue card ${w.card(card)} fits more than one way: mark it and its partner`,
    ({card}, w) => `Rettungskarte ${w.card(card)} passt auf mehrere Weisen: markiere sie und ihren Partner`,
  ),
  rescueFails: entry(
    ({card}: {card: Card}, w) => `rescue card ${w.card(card)} fits nothing`,
    ({card}, w) => `Rettungskarte ${w.card(card)} passt zu nichts`,
  ),
  stuckHint: fixed('no pair and no trio: d draws a rescue card', 'kein Paar und kein Trio: d zieht eine Rettungskarte'),
  gridStuck: fixed('the stock is empty and the grid holds no pair and no trio', 'der Talon ist leer, und in der Auslage liegt weder ein Paar noch ein Trio'),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

/** 2.1, 2-A4: A = 1, number cards at face value; J, Q and K have no value (0). */
function value(card: Card): number {
  const r = rank(card);
  return r >= JACK ? 0 : r;
}

function isCourt(card: Card): boolean {
  return value(card) === 0;
}

function entries(state: Elf, ids: readonly string[]): Entry[] {
  const list: Entry[] = [];
  for (const id of ids) {
    const card = top(getPile(state, id));
    if (card !== undefined) list.push([id, card]);
  }
  return list;
}

/** The ranks of the cards in some places, in order (0 where a place is empty). */
type Ranks = ArrayLike<number>;

/** 2.4.1: every two cards adding up to 11 (`pair` names the two places). */
function pairsAmong(ranks: Ranks, pair: (first: number, second: number) => string[]): string[][] {
  const list: string[][] = [];
  for (let i = 0; i < ranks.length; i++) {
    const a = ranks[i];
    // An empty place, and a court card (no value), pair with nothing; a number card with neither.
    if (a === 0 || a >= JACK) continue;
    for (let j = i + 1; j < ranks.length; j++) if (a + ranks[j] === 11) list.push(pair(i, j));
  }
  return list;
}

/** 2.4.2: every choice of one jack, one queen and one king (`trio` names the three places). */
function triosAmong(ranks: Ranks, trio: (jack: number, queen: number, king: number) => string[]): string[][] {
  const list: string[][] = [];
  for (let jack = 0; jack < ranks.length; jack++) {
    if (ranks[jack] !== JACK) continue;
    for (let queen = 0; queen < ranks.length; queen++) {
      if (ranks[queen] !== QUEEN) continue;
      for (let king = 0; king < ranks.length; king++) if (ranks[king] === KING) list.push(trio(jack, queen, king));
    }
  }
  return list;
}

/** The grid's sets as lists of pile ids, one shared list per choice of places (sets are data, never changed; a search lists them for every position). */
const PAIRS = GRID.map((first) => GRID.map((second) => [first, second]));
const TRIOS: string[][][][] = GRID.map(() => GRID.map(() => []));
const gridPair = (first: number, second: number) => PAIRS[first][second];
const gridTrio = (jack: number, queen: number, king: number) => (TRIOS[jack][queen][king] ??= [GRID[jack], GRID[queen], GRID[king]]);

type GridSets = {readonly pairs: string[][]; readonly trios: string[][]};

/** The last position's sets: its outcome, its moves and their checks all ask for them in a row (a WeakMap cost more than finding them). */
let lastGrid: Elf | undefined;
let lastSets: GridSets = {pairs: [], trios: []};

/** The ranks in the grid's places (the first piles, in order), reused. */
const gridRanks = new Int8Array(GRID.length);

/** The pairs and trios lying in the grid. */
function gridSets(state: Elf): GridSets {
  if (state !== lastGrid) {
    for (let place = 0; place < GRID.length; place++) {
      const card = top(state.piles[place]);
      gridRanks[place] = card === undefined ? 0 : rank(card);
    }
    lastGrid = state;
    lastSets = {pairs: pairsAmong(gridRanks, gridPair), trios: triosAmong(gridRanks, gridTrio)};
  }
  return lastSets;
}

/** 2.4.4 a/b: the sets the rescue card in hand completes (a court card has no value, so pairs and trios never mix). */
function rescueSets(state: Elf): string[][] {
  const ids = [HAND, ...GRID];
  const ranks = ids.map((id) => {
    const card = top(getPile(state, id));
    return card === undefined ? 0 : rank(card);
  });
  const withHand = (set: string[]) => set.includes(HAND);
  const pairs = pairsAmong(ranks, (first, second) => [ids[first], ids[second]]).filter(withHand);
  return pairs.length > 0 ? pairs : triosAmong(ranks, (jack, queen, king) => [ids[jack], ids[queen], ids[king]]).filter(withHand);
}

function held(state: Elf): Card | undefined {
  return top(getPile(state, HAND));
}

function stockSize(state: Elf): number {
  return getPile(state, 'stock').cards.length;
}

/** 2-A3 [DEFAULT, strict]: no trio while a pair lies in the grid, unless the any-order variant is played. */
function pairsBlockTrios(state: Elf): boolean {
  return !state.switches['any-order'] && gridSets(state).pairs.length > 0;
}

function checkPair(state: Elf, a: Card, b: Card, why: boolean): Why | null | false {
  if (isCourt(a) || isCourt(b)) {
    // Two different court cards are the start of a trio: say what keeps the trio back.
    const startsTrio = isCourt(a) && isCourt(b) && rank(a) !== rank(b);
    return no(why, startsTrio && held(state) === undefined && pairsBlockTrios(state) ? {id: 'pairsFirst'} : {id: 'courtNoValue'});
  }
  const sum = value(a) + value(b);
  return sum === 11 ? null : no(why, {id: 'notEleven', a: rank(a), b: rank(b), sum});
}

function checkTrio(state: Elf, cards: readonly Card[], why: boolean): Why | null | false {
  const ranks = new Set(cards.map(rank));
  if (!(ranks.has(JACK) && ranks.has(QUEEN) && ranks.has(KING))) return no(why, {id: 'notTrio'});
  return held(state) === undefined && pairsBlockTrios(state) ? no(why, {id: 'pairsFirst'}) : null;
}

/** 2.4.1, 2.4.2, 2.4.4: a pair adding up to 11 or a jack-queen-king trio; while a rescue card is held, a set with it. */
function checkRemoval(state: Elf, ids: readonly string[], why: boolean): Why | null | false {
  const inHand = held(state);
  if (ids.some((id) => id !== HAND && !GRID.includes(id))) return no(why, {id: 'gridOnly'});
  if (new Set(ids).size !== ids.length) return no(why, {id: 'onceEach'});
  if (inHand !== undefined && !ids.includes(HAND)) return no(why, {id: 'rescueFirst', card: inHand});
  if (inHand === undefined && ids.includes(HAND)) return no(why, {id: 'noRescueCard'});
  const cards = entries(state, ids).map(([, card]) => card);
  if (cards.length !== ids.length) return no(why, {id: 'placeEmpty'});
  if (ids.length === 2) return checkPair(state, cards[0], cards[1], why);
  if (ids.length === 3) return checkTrio(state, cards, why);
  return no(why, {id: 'pairOrTrio'});
}

/** 2.3: nine cards into grid0…grid8 in reading order (2-A6); the rest is the stock. */
function deal(order: readonly Card[], switches: Elf['switches']): Elf {
  const piles: Pile[] = GRID.map((id, index) => makePile(id, [order[index]]));
  const stock = order.slice(GRID.length).reverse();
  piles.push(makePile('stock', stock, stock.length), makePile(HAND), makePile('discard'));
  return {game: 'elf', piles, vars: {}, switches};
}

/** 2.4.3 and 2-A7: empty slots take stock cards in slot order while there are any. */
function refill(table: Table<Elf>): void {
  // By place: this runs for every position a search visits.
  for (let place = 0; place < GRID.length; place++) {
    if (table.pileAt(STOCK_AT).cards.length === 0) return;
    if (table.pileAt(place).cards.length === 0) table.transfer('stock', GRID[place], 1);
  }
}

function discard(table: Table<Elf>, ids: readonly string[]): void {
  for (const id of ids) table.putDown('discard', table.take(id, 1));
  refill(table);
}

function apply(state: Elf, move: GameMove): Elf {
  const table = new Table(state);
  if (move.kind === 'remove') {
    discard(table, move.piles);
    return table.state();
  }
  table.put(HAND, table.take('stock', 1));
  const sets = rescueSets(table.state());
  // A single possible partner needs no decision; none at all leaves X in hand and the game lost.
  if (sets.length === 1) discard(table, sets[0]);
  return table.state();
}

/** 2.6: won when all 52 are discarded; lost when the rescue card fits nothing, or the stock is out and the grid is stuck. */
function outcome(state: Elf): Outcome {
  if (getPile(state, 'discard').cards.length === PACK) return 'won';
  if (held(state) !== undefined) return rescueSets(state).length > 0 ? 'playing' : 'lost';
  const {pairs, trios} = gridSets(state);
  return pairs.length > 0 || trios.length > 0 || stockSize(state) > 0 ? 'playing' : 'lost';
}

/** What a rescue draw did: which card, and what it went with, or that its partner must be chosen, or that it fits nothing. */
function narrate(before: Elf, move: GameMove, after: Elf): Why | undefined {
  if (move.kind !== 'action') return undefined;
  const inHand = held(after);
  if (inHand !== undefined) return rescueSets(after).length > 0 ? {id: 'rescueChoose', card: inHand} : {id: 'rescueFails', card: inHand};
  // The rescue card goes to the discard first, then its partners.
  const [card, ...partners] = getPile(after, 'discard').cards.slice(getPile(before, 'discard').cards.length);
  return partners.length === 1 ? {id: 'rescuePair', card, partner: partners[0]} : {id: 'rescueTrio', card, partners};
}

/** Cards leave only as marked sets, never one by one onto another pile. */
const setsOnly: PileRule<Elf> = {
  runs: true,
  givesNothing: true,
  gives: ({why}) => no(why, {id: 'setsOnly'}),
  takesNothing: true,
  takes: ({why}) => no(why, {id: 'setsOnly'}),
};

const TABLE: readonly PileSpec[] = [
  ...GRID.map((id, index): PileSpec => ({
    id,
    role: 'tableau',
    group: 'grid',
    name: {en: `place ${index + 1}`, de: `Platz ${index + 1}`},
    col: index % 3,
    row: Math.floor(index / 3),
  })),
  {id: 'stock', role: 'stock', group: 'stock', name: {en: 'stock', de: 'Talon'}, col: 4, row: 0},
  {id: HAND, role: 'cell', group: 'hand', name: {en: 'rescue card', de: 'Rettungskarte'}, col: 4, row: 1},
  {id: 'discard', role: 'discard', group: 'discard', name: {en: 'discard', de: 'abgelegte Karten'}, col: 5, row: 0, hidden: true},
];

const RESCUE_LABEL = {en: 'draw a rescue card', de: 'Rettungskarte ziehen'};
const RESCUE_SHORT = {en: 'rescue', de: 'Rettung'};

export const elf: GameDefinition<Elf> = {
  id: 'elf',
  names: {de: 'Die Elf', en: 'Eleven'},
  aliases: ['elevens', 'eleven'],
  decks: 1,
  summary: {
    en: 'Remove pairs adding up to 11 and jack-queen-king trios from a 3×3 grid; when stuck, draw a rescue card.',
    de: 'Paare mit 11 Augen und Bube-Dame-König aus 3×3 Karten wegnehmen; steckt es, rettet vielleicht die nächste Karte.',
  },
  // Measured: npm run winnability (source/solver/results/), deals proven winnable.
  wins: {percent: 30, by: 'solver'},
  messages,
  switches: [
    {
      id: 'any-order',
      spec: '2-A3',
      name: {en: 'trios any time', de: 'Trios jederzeit'},
      description: {
        en: 'A jack-queen-king trio may be taken even while a pair lies in the grid.',
        de: 'Ein Trio aus Bube, Dame und König darf auch genommen werden, während ein Paar in der Auslage liegt.',
      },
    },
  ],
  selection: 'set',
  deal,
  piles: () => TABLE,
  pileRules: {grid: setsOnly, stock: setsOnly, hand: setsOnly, discard: setsOnly},
  removal: {
    candidates(state) {
      if (held(state) !== undefined) return rescueSets(state);
      const {pairs, trios} = gridSets(state);
      return [...pairs, ...trios];
    },
    check: checkRemoval,
  },
  actions: {
    rescue: {
      check(state, why) {
        if (held(state) !== undefined) return no(why, {id: 'rescueHeld'});
        if (stockSize(state) === 0) return no(why, {id: 'noRescueLeft'});
        const {pairs, trios} = gridSets(state);
        if (pairs.length > 0) return no(why, {id: 'notStuckPair'});
        if (trios.length > 0) return no(why, {id: 'notStuckTrio'});
        return null;
      },
    },
  },
  apply,
  outcome,
  ending(state) {
    if (outcome(state) !== 'lost') return undefined;
    const inHand = held(state);
    return inHand === undefined ? {id: 'gridStuck'} : {id: 'rescueFails', card: inHand};
  },
  hint(state) {
    const inHand = held(state);
    if (inHand !== undefined) return rescueSets(state).length > 1 ? {id: 'rescueChoose', card: inHand} : undefined;
    const {pairs, trios} = gridSets(state);
    return pairs.length === 0 && trios.length === 0 && stockSize(state) > 0 ? {id: 'stuckHint'} : undefined;
  },
  narrate,
  // d is the "next card" key of every game; x was Elf's own key before and still works.
  solver: {
    // 2.1: only ranks count. Refills go to whichever places are empty, so the grid is a set of cards; the discard is the rest of the pack.
    cardKey: rank,
    symmetric: ['grid'],
    ignored: ['discard'],
    compact: elfCompact,
  },
  keys: [
    {key: 'd', actions: ['rescue'], label: RESCUE_LABEL, short: RESCUE_SHORT},
    {key: 'x', actions: ['rescue'], label: RESCUE_LABEL, short: RESCUE_SHORT},
  ],
  rulesText: {
    en: `# Goal
Clear away all 52 cards: in pairs that add up to 11, and in trios
of one jack, one queen and one king.

# Layout
- Nine cards face up in a square, three by three.
- Beside them the face-down stock and a place for a rescue card.

# Play
- An ace counts 1, a number card its face value. So the pairs are
  A+10, 2+9, 3+8, 4+7 and 5+6, whatever the suits.
- Jacks, queens and kings count nothing. They leave only as a trio,
  and only when no pair is left in the square.
- Each gap is filled at once from the stock, in reading order.
- Stuck, with no pair and no trio? Draw a rescue card. If it makes
  11 with a card in the square, or completes a trio with two cards
  there, those cards leave and play goes on. If it fits nothing,
  the game is lost.
- You may draw a rescue card every time the square is stuck.
- Once the stock is empty, keep clearing without refills.

# Keys
- Space marks a card; Space again unmarks it. As soon as the marked
  cards make a pair or a trio, they are removed.
- d (or x, or Space on the stock) draws a rescue card. If it fits in
  only one way, that happens by itself; otherwise mark the rescue
  card and its partners.

# End
You win when all 52 cards are gone. You lose when a rescue card fits
nothing, or when the stock is empty and the square is stuck.`,
    de: `# Ziel
Räume alle 52 Karten ab: paarweise, wenn sie zusammen 11 ergeben,
und zu dritt, wenn sie Bube, Dame und König sind.

# Auslage
- Neun offene Karten im Quadrat, drei mal drei.
- Daneben der verdeckte Talon und ein Platz für die Rettungskarte.

# Spielverlauf
- Das As zählt 1, jede Zahlenkarte ihre Augen. Paare sind also
  As+10, 2+9, 3+8, 4+7 und 5+6, gleich in welcher Farbe.
- Bube, Dame und König zählen nichts. Sie gehen nur zu dritt ab,
  von jedem einer, und erst wenn im Quadrat kein Paar mehr liegt.
- Jede Lücke wird sofort vom Talon gefüllt, in Leserichtung.
- Geht nichts mehr, ziehst du eine Rettungskarte. Ergibt sie mit
  einer Karte im Quadrat 11 oder vervollständigt sie mit zwei Karten
  dort Bube, Dame und König, gehen diese Karten ab, und es geht
  weiter. Passt sie nirgends, ist die Patience verloren.
- Die Rettungskarte darfst du jedes Mal ziehen, wenn es stockt.
- Ist der Talon leer, räumst du ohne Nachlegen weiter ab.

# Tasten
- Leertaste markiert eine Karte, noch einmal Leertaste hebt das auf.
  Bilden die markierten Karten ein Paar oder ein Trio, gehen sie
  sofort ab.
- d (oder x, oder Leertaste auf dem Talon) zieht die Rettungskarte.
  Passt sie nur auf eine Weise, geschieht das von selbst; sonst
  markierst du sie und ihre Partner.

# Ende
Gewonnen, wenn alle 52 Karten abgeräumt sind. Verloren, wenn die
Rettungskarte nirgends passt oder wenn der Talon leer ist und im
Quadrat nichts mehr geht.`,
  },
};
