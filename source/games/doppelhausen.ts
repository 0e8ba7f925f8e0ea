import {type Card, rank} from '../core/cards.js';
import {getPile, makePile, Table, top} from '../core/piles.js';
import {createRandom} from '../core/random.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {type Catalogue, entry, fixed, type MessageOf, label} from '../core/text.js';
import type {GameDefinition, GameMove, Pile, PileRule, PileSpec, State} from '../core/types.js';
import {doppelhausenCompact} from './doppelhausen-compact.js';

/**
 * Die Doppelhaufen, SPEC.md §1. The seed's heading reads „Doppelhausen" (a long s
 * read for an f in the Fraktur original); the id keeps that spelling, ids are never renamed.
 */

type Vars = {
  /** Passes begun, for the title line and the loss message. */
  readonly pass: number;
  /** A pair has been removed during this pass (1.4.6). */
  readonly paired: boolean;
  /** This pass began with two stocks of equal size (1-A6: only such a dry pass loses). */
  readonly evenStart: boolean;
};
type Switch = 'random-split' | 'keep-sides' | 'turn-sides' | 'fixed-order' | 'dry-pass-loses';
type Doppel = State<Vars, Readonly<Record<Switch, boolean>>>;

/** The piles whose tops take part in pair removal, in the fixed order of 1.5 (the auto-play policy, and the variant "fixed order"). */
const TOPS = ['wasteL', 'stockL', 'stockR', 'wasteR', 'reserve'] as const;
const HALF = 52;
/** 1-A2 [OPTION]: a split by eye lands within this many cards of the middle. */
const SPLIT_SPREAD = 4;

const COUNT_EN = ['', 'one', 'two', 'three', 'four', 'five'];
const COUNT_DE = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf'];

/** ", removed 2 pairs" after what a step did; `more` when the player had chosen one pair already. */
function pairsEn(pairs: number, more = false): string {
  if (pairs <= 0) return '';
  if (pairs === 1) return more ? ', removed one more pair' : ', removed a pair';
  return `, removed ${pairs}${more ? ' more' : ''} pairs`;
}

function pairsDe(pairs: number, more = false): string {
  if (pairs <= 0) return '';
  if (pairs === 1) return more ? ', noch ein Paar entfernt' : ', ein Paar entfernt';
  return `, ${pairs} ${more ? 'weitere ' : ''}Paare entfernt`;
}

function cardsDe(count: number): string {
  return count === 1 ? '1 Karte' : `${count} Karten`;
}

const messages = {
  autoPairs: fixed(
    'pairs are removed automatically; you only choose when three or more top cards share a rank, or two ranks pair at once',
    'Paare werden automatisch entfernt; du wählst nur, wenn drei oder mehr oberste Karten denselben Wert haben oder zwei Werte zugleich Paare bilden',
  ),
  autoPairsFixed: fixed(
    'pairs are removed automatically; you only choose when three or more top cards share a rank',
    'Paare werden automatisch entfernt; du wählst nur, wenn drei oder mehr oberste Karten denselben Wert haben',
  ),
  exactlyTwo: fixed('always remove exactly two cards, never three (rule 1.4.1)', 'entferne immer genau zwei Karten, nie drei (Regel 1.4.1)'),
  topsOnly: fixed(
    'only the top cards of the heaps, the side heaps and the reserve can be removed',
    'nur die obersten Karten der Haufen, der Seitenhaufen und der Reserve können entfernt werden',
  ),
  notPair: entry(
    ({a, b}: {a: Card; b: Card}, w) => `${w.card(a)} and ${w.card(b)} are not a pair: only cards of the same rank go together`,
    ({a, b}, w) => `${w.card(a)} und ${w.card(b)} sind kein Paar: nur Karten gleichen Werts gehören zusammen`,
  ),
  chooseFirst: entry(
    ({rank: wanted}: {rank: number}, w) => `first choose which two ${w.ranks(wanted)} to remove`,
    ({rank: wanted}, w) => `wähle zuerst, welche zwei ${w.ranks(wanted)} entfernt werden`,
  ),
  chooseOrderFirst: entry(
    ({ranks}: {ranks: readonly number[]}, w) => `first choose which pair goes first: ${ranks.map((each) => w.ranks(each)).join(' or ')}`,
    ({ranks}, w) => `wähle zuerst, welches Paar zuerst geht: ${ranks.map((each) => w.ranks(each)).join(' oder ')}`,
  ),
  notChosen: entry(
    ({ranks}: {ranks: readonly number[]}, w) => `only ${ranks.map((each) => w.ranks(each)).join(' or ')} pair now`,
    ({ranks}, w) => `gerade bilden nur ${ranks.map((each) => w.ranks(each)).join(' oder ')} Paare`,
  ),
  byPairsOnly: fixed(
    'cards are never moved by hand: the steps turn them (s) and equal ranks leave in pairs',
    'Karten werden nie von Hand bewegt: die Schritte legen sie um (s), gleiche Werte gehen paarweise ab',
  ),
  choose: entry(
    ({count, rank: wanted}: {count: number; rank: number}, w) => `${COUNT_EN[count]} ${w.ranks(wanted)} on top: choose two to remove`,
    ({count, rank: wanted}, w) => `${COUNT_DE[count]} ${w.ranks(wanted)} oben: wähle zwei zum Entfernen`,
  ),
  chooseOrder: entry(
    ({ranks}: {ranks: readonly number[]}, w) => `${ranks.map((each) => w.ranks(each)).join(' and ')} pair at once: mark the pair that goes first`,
    ({ranks}, w) => `${ranks.map((each) => w.ranks(each)).join(' und ')} bilden zugleich Paare: markiere das Paar, das zuerst geht`,
  ),
  turned: entry(
    ({left, right, pairs}: {left: Card; right: Card; pairs: number}, w) => `turned ${w.card(left)} and ${w.card(right)}${pairsEn(pairs)}`,
    ({left, right, pairs}, w) => `${w.card(left)} und ${w.card(right)} umgelegt${pairsDe(pairs)}`,
  ),
  leftover: entry(
    ({count, pairs}: {count: number; pairs: number}) => `${count} leftover card${count === 1 ? '' : 's'} went to the reserve${pairsEn(pairs)}`,
    ({count, pairs}) => `${count === 1 ? '1 übrige Karte kam' : `${count} übrige Karten kamen`} in die Reserve${pairsDe(pairs)}`,
  ),
  split: entry(
    ({pass, count, pairs}: {pass: number; count: number; pairs: number}) => `pass ${pass}: ${count} side-heap cards split into two heaps${pairsEn(pairs)}`,
    ({pass, count, pairs}) => `Durchgang ${pass}: ${cardsDe(count)} der Seitenhaufen auf zwei Haufen verteilt${pairsDe(pairs)}`,
  ),
  sidesKept: entry(
    ({pass, pairs}: {pass: number; pairs: number}) => `pass ${pass}: each side heap becomes the heap on its side${pairsEn(pairs)}`,
    ({pass, pairs}) => `Durchgang ${pass}: jeder Seitenhaufen wird zum Haufen seiner Seite${pairsDe(pairs)}`,
  ),
  sidesTurned: entry(
    ({pass, pairs}: {pass: number; pairs: number}) => `pass ${pass}: each side heap is turned over into the heap on its side${pairsEn(pairs)}`,
    ({pass, pairs}) => `Durchgang ${pass}: jeder Seitenhaufen wird umgedreht zum Haufen seiner Seite${pairsDe(pairs)}`,
  ),
  chosen: entry(
    ({rank: removed, pairs}: {rank: number; pairs: number}, w) => `removed the chosen pair of ${w.ranks(removed)}${pairsEn(pairs, true)}`,
    ({rank: removed, pairs}, w) => `die beiden gewählten ${w.ranks(removed)} entfernt${pairsDe(pairs, true)}`,
  ),
  dryEvenPass: entry(
    ({pass}: {pass: number}) => `pass ${pass} removed no pair from two heaps of equal size`,
    ({pass}) => `Durchgang ${pass}: kein Paar aus zwei gleich großen Haufen`,
  ),
  dryPass: entry(
    ({pass}: {pass: number}) => `pass ${pass} removed no pair`,
    ({pass}) => `Durchgang ${pass} hat kein Paar entfernt`,
  ),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

/** Rank of each visible top in the order of TOPS; 0 for an empty pile. */
function topRanks(state: Doppel): number[] {
  return ranksOf((index) => state.piles[index]);
}

/** The tops' ranks of the piles as `pileAt` gives them: the TOPS lie first in every position, in their order (see deal). */
function ranksOf(pileAt: (index: number) => Pile): number[] {
  const ranks: number[] = [];
  for (let index = 0; index < TOPS.length; index++) {
    const card = top(pileAt(index));
    ranks.push(card === undefined ? 0 : rank(card));
  }
  return ranks;
}

/** 1.5: the first two matching piles in the fixed order, as indices into TOPS. */
function firstMatch(ranks: readonly number[]): [number, number] | undefined {
  for (let i = 0; i < ranks.length; i++) {
    if (ranks[i] === 0) continue;
    for (let j = i + 1; j < ranks.length; j++) if (ranks[j] === ranks[i]) return [i, j];
  }
  return undefined;
}

function countRank(ranks: readonly number[], wanted: number): number {
  let count = 0;
  for (const each of ranks) if (each === wanted) count++;
  return count;
}

/** The ranks that two or more tops share, in the fixed order of the first pile holding each. */
function pairedRanks(ranks: readonly number[]): number[] {
  const paired: number[] = [];
  for (const each of ranks) if (each !== 0 && !paired.includes(each) && countRank(ranks, each) >= 2) paired.push(each);
  return paired;
}

/**
 * The ranks the player must choose a pair of, or none when removal goes on by itself: three or more equal tops
 * (1-A5), and [DEFAULT, revised] two ranks pairing at once (1.5: which pair goes first). With "fixed order"
 * the first pair in the pile order goes, and only three equal tops ask.
 */
function pendingRanks(ranks: readonly number[], switches: Doppel['switches']): number[] {
  const paired = pairedRanks(ranks);
  if (paired.length === 0) return [];
  const first = ranks[firstMatch(ranks)![0]];
  if (paired.length === 1 || switches['fixed-order']) return countRank(ranks, first) > 2 ? [first] : [];
  return paired;
}

function removePair(table: Table<Doppel>, a: string, b: string): void {
  table.put('discard', [...table.take(a, 1), ...table.take(b, 1)]);
  table.change({paired: true});
}

/** 1.4.1: remove exactly-two pairs in the fixed order until none is left or the player must choose. */
function settle(table: Table<Doppel>, switches: Doppel['switches']): void {
  const pileAt = (index: number) => table.pileAt(index);
  for (;;) {
    const ranks = ranksOf(pileAt);
    const match = firstMatch(ranks);
    if (!match || pendingRanks(ranks, switches).length > 0) return;
    removePair(table, TOPS[match[0]], TOPS[match[1]]);
  }
}

/** 1-A2 [OPTION]: where a split by eye falls, read from the shuffled pack itself so a deal number always gives the same split. */
function splitPoint(order: readonly Card[]): number {
  let hash = 0x811c9dc5;
  for (const card of order) hash = Math.imul(hash ^ card, 0x01000193) >>> 0;
  return HALF - SPLIT_SPREAD + (createRandom(hash)() % (2 * SPLIT_SPREAD + 1));
}

/** 1.3: the first cards of the pack to stockL, the rest to stockR, both face up, the first card of each on top. */
function deal(order: readonly Card[], switches: Doppel['switches']): Doppel {
  const left = switches['random-split'] ? splitPoint(order) : HALF;
  const piles = [
    makePile('wasteL'),
    makePile('stockL', order.slice(0, left).reverse()),
    makePile('stockR', order.slice(left).reverse()),
    makePile('wasteR'),
    makePile('reserve'),
    makePile('discard'),
  ];
  const vars: Vars = {pass: 1, paired: false, evenStart: left === order.length - left};
  const table = new Table<Doppel>({game: 'doppelhausen', piles, vars, switches});
  settle(table, switches);
  return table.state();
}

/** 1.4.3: both stock tops go onto their wastes. */
function step(table: Table<Doppel>): void {
  table.put('wasteL', table.take('stockL', 1));
  table.put('wasteR', table.take('stockR', 1));
}

/** 1.4.5: the rest of the longer stock goes onto the reserve as one block, order kept. */
function leftover(table: Table<Doppel>, from: string): void {
  table.put('reserve', table.take(from, table.cards(from).length));
}

/**
 * 1.4.6: the wastes become the stocks of the next pass. [DEFAULT] (1-A3) wasteL on
 * top of wasteR, the upper half (rounded up) to stockL, the lower to stockR;
 * [OPTION a] each waste unchanged on its own side; [OPTION b] each turned over.
 */
function newPass(table: Table<Doppel>, switches: Doppel['switches']): void {
  const left = table.take('wasteL', table.cards('wasteL').length);
  const right = table.take('wasteR', table.cards('wasteR').length);
  if (switches['keep-sides'] || switches['turn-sides']) {
    const turn = switches['turn-sides'];
    table.set('stockL', turn ? left.reverse() : left, 0);
    table.set('stockR', turn ? right.reverse() : right, 0);
  } else {
    const joined = [...right, ...left];
    const lower = Math.floor(joined.length / 2);
    table.set('stockR', joined.slice(0, lower), 0);
    table.set('stockL', joined.slice(lower), 0);
  }
  const evenStart = table.cards('stockL').length === table.cards('stockR').length;
  table.change({pass: table.vars.pass + 1, paired: false, evenStart});
}

function apply(state: Doppel, move: GameMove): Doppel {
  const table = new Table(state);
  if (move.kind === 'remove') {
    removePair(table, move.piles[0], move.piles[1]);
  } else {
    const left = table.cards('stockL').length;
    const right = table.cards('stockR').length;
    if (left > 0 && right > 0) step(table);
    else if (left > 0 || right > 0) leftover(table, left > 0 ? 'stockL' : 'stockR');
    else newPass(table, state.switches);
  }
  settle(table, state.switches);
  return table.state();
}

function stocksEmpty(state: Doppel): boolean {
  return getPile(state, 'stockL').cards.length === 0 && getPile(state, 'stockR').cards.length === 0;
}

/**
 * 1.4.6, 1-A6 [DEFAULT, corrected]: a pass without a removal loses only when it
 * began with two stocks of equal size; otherwise its odd card went to the reserve
 * and may pair in the next pass. The hidden switch replays saves made under the
 * old reading, where every dry pass lost.
 */
function dryPassLost(state: Doppel): boolean {
  if (!stocksEmpty(state) || state.vars.paired || firstMatch(topRanks(state))) return false;
  return state.vars.evenStart || state.switches['dry-pass-loses'];
}

function isCleared(state: Doppel): boolean {
  return TOPS.every((id) => getPile(state, id).cards.length === 0);
}

/** Cards of a pile at the end of `after` that were not there in `before` (both from one move). */
function added(before: Doppel, after: Doppel, id: string): number {
  return getPile(after, id).cards.length - getPile(before, id).cards.length;
}

function narrate(before: Doppel, move: GameMove, after: Doppel): Why | undefined {
  const pairs = added(before, after, 'discard') / 2;
  if (move.kind === 'remove') {
    const removed = getPile(after, 'discard').cards[getPile(before, 'discard').cards.length];
    return {id: 'chosen', rank: rank(removed), pairs: pairs - 1};
  }
  const left = getPile(before, 'stockL');
  const right = getPile(before, 'stockR');
  if (left.cards.length > 0 && right.cards.length > 0) return {id: 'turned', left: top(left)!, right: top(right)!, pairs};
  if (left.cards.length > 0 || right.cards.length > 0) return {id: 'leftover', count: left.cards.length + right.cards.length, pairs};
  const pass = after.vars.pass;
  if (after.switches['keep-sides']) return {id: 'sidesKept', pass, pairs};
  if (after.switches['turn-sides']) return {id: 'sidesTurned', pass, pairs};
  const count = getPile(before, 'wasteL').cards.length + getPile(before, 'wasteR').cards.length;
  return {id: 'split', pass, count, pairs};
}

/** Cards never move by hand: every pile refuses, and says how cards do leave. */
const handsOff: PileRule<Doppel> = {
  runs: true,
  // Move listing need not ask (a search lists moves for every position); the reasons stay for the player.
  givesNothing: true,
  takesNothing: true,
  gives: ({why}) => no(why, {id: 'byPairsOnly'}),
  takes: ({why}) => no(why, {id: 'byPairsOnly'}),
};

/** One name per pile in each language, the text's own: the two heaps („Haufen") and the side heaps beside them. */
const TABLE: readonly PileSpec[] = [
  {id: 'wasteL', role: 'waste', group: 'waste', name: label('left side heap', 'linker Seitenhaufen'), col: 0, row: 0, label: label('S', 'S')},
  {id: 'stockL', role: 'tableau', group: 'stock', name: label('left heap', 'linker Haufen'), col: 1, row: 0, label: label('H', 'H')},
  {id: 'stockR', role: 'tableau', group: 'stock', name: label('right heap', 'rechter Haufen'), col: 2, row: 0, label: label('H', 'H')},
  {id: 'wasteR', role: 'waste', group: 'waste', name: label('right side heap', 'rechter Seitenhaufen'), col: 3, row: 0, label: label('S', 'S')},
  {id: 'reserve', role: 'reserve', group: 'reserve', name: label('reserve', 'Reserve'), col: 5, row: 0, label: label('R', 'R')},
  {id: 'discard', role: 'discard', group: 'discard', name: label('removed pairs', 'entfernte Paare'), col: 7, row: 0, hidden: true, label: label('P', 'P')},
];

export const doppelhausen: GameDefinition<Doppel> = {
  id: 'doppelhausen',
  names: {de: 'Die Doppelhaufen', en: 'Double Heaps'},
  aliases: ['double-heaps', 'doppelhaufen'],
  decks: 2,
  summary: {
    en: 'Two face-up heaps are dealt side by side; equal ranks among the tops leave in pairs.',
    de: 'Zwei offene Haufen werden nebeneinander abgelegt; gleiche Augen oben gehen paarweise ab.',
  },
  // Measured: npm run winnability (source/solver/results/), deals proven winnable.
  wins: {percent: 42, by: 'solver'},
  messages,
  switches: [
    {
      id: 'random-split',
      spec: '1-A2',
      name: {en: 'split by eye', de: 'nach Augenmaß geteilt'},
      description: {
        en: `The pack is split by eye: each heap gets ${HALF} ± ${SPLIT_SPREAD} cards (the same for a deal number).`,
        de: `Das Spiel wird nach Augenmaß geteilt: jeder Haufen bekommt ${HALF} ± ${SPLIT_SPREAD} Karten (gleich für eine Spielnummer).`,
      },
    },
    {
      id: 'keep-sides',
      spec: '1-A3',
      excludes: ['turn-sides'],
      name: {en: 'side heaps stay on their side', de: 'Seitenhaufen bleiben auf ihrer Seite'},
      description: {
        en: 'A new pass: each side heap becomes the heap on its own side, unchanged.',
        de: 'Neuer Durchgang: jeder Seitenhaufen wird unverändert zum Haufen seiner Seite.',
      },
    },
    {
      id: 'turn-sides',
      spec: '1-A3',
      excludes: ['keep-sides'],
      name: {en: 'side heaps turned over', de: 'Seitenhaufen umgedreht'},
      description: {
        en: 'A new pass: each side heap is turned over onto its own side, so its first card comes first again.',
        de: 'Neuer Durchgang: jeder Seitenhaufen wird auf seiner Seite umgedreht, seine erste Karte kommt wieder zuerst.',
      },
    },
    {
      id: 'fixed-order',
      spec: '1.5',
      name: {en: 'fixed order', de: 'feste Reihenfolge'},
      description: {
        en: 'When two ranks pair at once, the pairs go in a fixed pile order by themselves; you choose only among three equal tops.',
        de: 'Bilden zwei Werte zugleich Paare, gehen sie von selbst in fester Stapelfolge ab; du wählst nur unter drei gleichen obersten Karten.',
      },
    },
  ],
  // Version 1 declared every pass without a removal lost (against the text, 1-A6).
  // Version 3: the player chooses which of two pairs goes first (1.5); saves of versions 1 and 2 keep the fixed order.
  rulesVersion: 3,
  legacy: {1: {'dry-pass-loses': true, 'fixed-order': true}, 2: {'fixed-order': true}},
  deal,
  piles: () => TABLE,
  pileRules: {waste: handsOff, stock: handsOff, reserve: handsOff, discard: handsOff},
  removal: {
    // The pairs to choose from, the first one in the fixed pile order first (the auto-play policy).
    candidates(state) {
      const ranks = topRanks(state);
      const pairs: string[][] = [];
      // Most positions ask nothing: no list of holders to make then.
      for (const wanted of pendingRanks(ranks, state.switches)) {
        for (let i = 0; i < TOPS.length; i++) {
          if (ranks[i] !== wanted) continue;
          for (let j = i + 1; j < TOPS.length; j++) if (ranks[j] === wanted) pairs.push([TOPS[i], TOPS[j]]);
        }
      }
      return pairs;
    },
    check(state, piles, why) {
      const ranks = topRanks(state);
      const wanted = pendingRanks(ranks, state.switches);
      if (wanted.length === 0) return no(why, state.switches['fixed-order'] ? {id: 'autoPairsFixed'} : {id: 'autoPairs'});
      if (piles.length !== 2 || piles[0] === piles[1]) return no(why, {id: 'exactlyTwo'});
      const at = piles.map((id) => TOPS.indexOf(id as (typeof TOPS)[number]));
      if (at.some((index) => index < 0)) return no(why, {id: 'topsOnly'});
      if (at.some((index) => ranks[index] === 0)) return no(why, {id: 'emptyPile'});
      const [a, b] = piles.map((id) => top(getPile(state, id))!);
      if (rank(a) !== rank(b)) return no(why, {id: 'notPair', a, b});
      if (wanted.includes(rank(a))) return null;
      return no(why, wanted.length === 1 ? {id: 'chooseFirst', rank: wanted[0]} : {id: 'notChosen', ranks: wanted});
    },
  },
  actions: {
    step: {
      check(state, why) {
        const wanted = pendingRanks(topRanks(state), state.switches);
        if (wanted.length === 0) return null;
        return no(why, wanted.length === 1 ? {id: 'chooseFirst', rank: wanted[0]} : {id: 'chooseOrderFirst', ranks: wanted});
      },
    },
  },
  apply,
  outcome(state) {
    if (isCleared(state)) return 'won';
    return dryPassLost(state) ? 'lost' : 'playing';
  },
  ending(state) {
    if (!dryPassLost(state)) return undefined;
    return state.vars.evenStart ? {id: 'dryEvenPass', pass: state.vars.pass} : {id: 'dryPass', pass: state.vars.pass};
  },
  hint(state) {
    const ranks = topRanks(state);
    const wanted = pendingRanks(ranks, state.switches);
    if (wanted.length === 0) return undefined;
    return wanted.length === 1 ? {id: 'choose', count: countRank(ranks, wanted[0]), rank: wanted[0]} : {id: 'chooseOrder', ranks: wanted};
  },
  narrate,
  status: (state) => [{id: 'pass', pass: state.vars.pass}],
  solver: {
    // The pass number only counts for the title line; only ranks matter; the removed pairs follow from the rest.
    vars: (state) => [state.vars.paired ? 1 : 0, state.vars.evenStart ? 1 : 0],
    cardKey: (card) => rank(card),
    ignored: ['discard'],
    compact: doppelhausenCompact,
  },
  // d is the "next card" key of every game (and Space or Enter on a stock); s was the step's own key before and still works.
  keys: [
    {key: 's', actions: ['step'], label: {en: 'next step', de: 'nächster Schritt'}, short: {en: 'step', de: 'Schritt'}, auto: true},
    {key: 'd', actions: ['step'], label: {en: 'next step', de: 'nächster Schritt'}, short: {en: 'step', de: 'Schritt'}},
  ],
  selection: 'set',
  rulesText: {
    en: `# Goal
Remove all 104 cards (two packs) in pairs of the same rank. Suits
and colours do not matter.

# Layout
- In the middle, two face-up heaps of 52 cards each.
- Beside them a side heap on each side, the left side heap to the
  left and the right side heap to the right, empty at first.
- Further right a reserve, also empty at first.
Only the top cards of these five piles are in play.

# Play
- Each step moves the top card of each heap onto the side heap on
  its own side.
- Whenever two top cards share a rank, both are removed by
  themselves, always exactly two. This repeats while pairs show.
- If three or more top cards share a rank, you choose which two go.
- If two ranks pair at the same time, you choose which pair goes
  first: the cards it uncovers can change what pairs next. With the
  variant "fixed order" they go by themselves, in the order left
  side heap, left heap, right heap, right side heap, reserve.
- If one heap runs out before the other, the rest of the other goes
  onto the reserve as one block, on top of any earlier reserve
  cards. Only the top card of the reserve counts.
- When both heaps are empty, a new pass begins: the left side heap
  is laid on the right side heap, and this pile is split into two
  halves. The upper half becomes the left heap, the lower the right.

# Keys
- s (or d) takes the next step.
- a lets the steps run by themselves (a again pauses); + and -
  change the speed. They stop where you must choose.
- Space marks a card when you must choose: two of three or more,
  or the pair that goes first.

# End
You win when all 104 cards are gone. You lose when a pass that began
with two heaps of equal size removes not a single pair: every pass
after it would go exactly the same way. A pass without a pair that
began with unequal heaps does not lose, because its odd card went
to the reserve and may still find a partner.`,
    de: `# Ziel
Alle 104 Karten (zwei Kartenspiele) gehen paarweise ab, immer zwei
vom gleichen Wert. Farben spielen keine Rolle.

# Auslage
- In der Mitte zwei offene Haufen zu je 52 Karten.
- Links und rechts davon je ein Seitenhaufen, anfangs leer.
- Weiter rechts die Reserve, ebenfalls anfangs leer.
Im Spiel sind nur die obersten Karten dieser fünf Stapel.

# Spielverlauf
- Bei jedem Schritt kommt von beiden Haufen die oberste Karte auf den
  Seitenhaufen ihrer Seite.
- Zeigen zwei oberste Karten denselben Wert, gehen beide von selbst
  ab, immer genau zwei. Das wiederholt sich, solange Paare liegen.
- Zeigen drei oder mehr denselben Wert, wählst du zwei davon aus.
- Bilden zwei Werte zugleich Paare, wählst du, welches Paar zuerst
  geht: Die Karten, die es aufdeckt, können ändern, was als Nächstes
  zusammenpasst. Mit der Variante „feste Reihenfolge“ gehen sie von
  selbst ab, in der Folge linker Seitenhaufen, linker Haufen,
  rechter Haufen, rechter Seitenhaufen, Reserve.
- Ist ein Haufen vor dem anderen leer, kommt der Rest des anderen in
  einem Stück auf die Reserve, oben auf frühere Reservekarten. Nur
  die oberste Reservekarte zählt.
- Sind beide Haufen leer, beginnt eine neue Runde: Der linke
  Seitenhaufen kommt auf den rechten, und der Stapel wird in zwei
  Hälften geteilt. Die obere wird der linke, die untere der rechte
  Haufen.

# Tasten
- s (oder d) macht den nächsten Schritt.
- a lässt die Schritte von selbst ablaufen (a hält an); + und -
  ändern das Tempo. Wo du wählen musst, halten sie an.
- Leertaste markiert eine Karte, wenn du wählst: zwei von mehreren
  gleichen oder das Paar, das zuerst geht.

# Ende
Gewonnen, wenn alle 104 Karten abgeräumt sind. Verloren, wenn eine
Runde, die mit zwei gleich großen Haufen begann, kein einziges Paar
abwirft: Jede weitere Runde liefe genauso. Eine Runde ohne Paar, die
mit ungleichen Haufen begann, verliert nicht, denn ihre übrige Karte
kam in die Reserve und kann noch einen Partner finden.`,
  },
};
