import {type Build, fitsTable, headsOfRank, headsOn, NO_HEADS, needs} from '../core/build.js';
import {ACE, type Card, KING, rank, SUIT_CHARS, suit} from '../core/cards.js';
import {makePile, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {type Reach, searchProgress} from '../core/search.js';
import {type Catalogue, entry, fixed, type MessageOf} from '../core/text.js';
import {applyTransfer, transferMoves} from '../core/transfer.js';
import {halberMondCompact} from './halber-mond-compact.js';
import {halberMondTransfers, neighbour, wantedRank} from './halber-mond-transfers.js';
import type {ActionRule, GameDefinition, GameMove, Pile, PileRule, PileSpec, SolverHooks, State, Transfer} from '../core/types.js';

/** Der halbe Mond, SPEC.md §3. */

type Vars = {
  /** Helps used so far (3.5): 0 while playing P1, 5 in P6. */
  readonly helpsUsed: number;
};
type Switch = 'help-any-time';
type Mond = State<Vars, Readonly<Record<Switch, boolean>>>;

const SUITS = [0, 1, 2, 3];
const FIRST_PILES = 13;
const FIRST_PILE_SIZE = 8;
/** M3: same suit, one rank up or down, ace and king adjacent. */
const CRESCENT_BUILD: Build = {dir: 'either', match: 'suit', wrap: true};
const CRESCENT = 'crescent';
const CRESCENT_FITS = fitsTable(CRESCENT_BUILD);
const CRESCENT_HEADS = headsOn(CRESCENT_BUILD);
const kingFoundation = (suitValue: number) => `kingFound${SUIT_CHARS[suitValue]}`;
const aceFoundation = (suitValue: number) => `aceFound${SUIT_CHARS[suitValue]}`;

/** 3.5: the help that ends each of the phases P1…P5; P6 has none. */
type Help = {readonly kind: 'lift'} | {readonly kind: 'gather'; readonly size: number};
const HELPS: readonly Help[] = [{kind: 'lift'}, {kind: 'gather', size: 6}, {kind: 'lift'}, {kind: 'gather', size: 4}, {kind: 'lift'}];

const EN_SUITS = ['clubs', 'spades', 'hearts', 'diamonds'];
const DE_SUITS = ['Kreuz', 'Pik', 'Herz', 'Karo'];

const helpEn = (help: Help) => (help.kind === 'lift' ? 'a lift' : `gathering into piles of ${help.size}`);
const helpDe = (help: Help) => (help.kind === 'lift' ? 'ein Abheben' : `Einsammeln zu je ${help.size}`);

const messages = {
  topOnly: fixed('only the top card of a pile moves', 'nur die oberste Karte eines Häufchens lässt sich bewegen'),
  emptyStaysEmpty: fixed('nothing may be placed on an empty pile of the half moon', 'auf ein leeres Häufchen im halben Mond darf nichts gelegt werden'),
  complete: fixed('this foundation is complete', 'diese Ablage ist vollständig'),
  startsWith: entry(
    ({rank: wanted, suit: wantedSuit}: {rank: number; suit: number}, w) => `only ${w.face(wanted, wantedSuit)} may start this foundation`,
    ({rank: wanted, suit: wantedSuit}, w) => `nur ${w.face(wanted, wantedSuit)} darf diese Ablage beginnen`,
  ),
  goesOn: entry(
    ({rank: wanted, under}: {rank: number; under: Card}, w) => `only ${w.face(wanted, suit(under))} may go on ${w.card(under)}`,
    ({rank: wanted, under}, w) => `nur ${w.face(wanted, suit(under))} darf auf ${w.card(under)}`,
  ),
  helpsUsedUp: fixed('all five helps are used up', 'alle fünf Hülfen sind aufgebraucht'),
  nextHelpIs: entry(
    ({help}: {help: Help}) => `the next help is ${helpEn(help)}`,
    ({help}) => `die nächste Hülfe ist ${helpDe(help)}`,
  ),
  cardGoesUp: entry(
    ({card}: {card: Card}, w) => `no help yet: ${w.card(card)} can still go to a foundation`,
    ({card}, w) => `noch keine Hülfe: ${w.card(card)} kann noch auf eine Ablage`,
  ),
  shuttlesLeadUp: fixed(
    'no help yet: moving cards among the piles can still bring one up',
    'noch keine Hülfe: Umlegen zwischen den Häufchen bringt noch eine Karte hoch',
  ),
  askHelp: fixed('A card can still go to a foundation. Start the help anyway?', 'Eine Karte kann noch abgelegt werden. Trotzdem die Hülfe beginnen?'),
  helps: entry(
    ({used}: {used: number}) => `helps ${used} of ${HELPS.length}`,
    ({used}) => `Hülfen ${used} von ${HELPS.length}`,
  ),
  helpReady: entry(
    ({help}: {help: Help}) => `nothing can go up: x starts the next help, ${helpEn(help)}`,
    ({help}) => `nichts kann mehr hoch: x beginnt die nächste Hülfe, ${helpDe(help)}`,
  ),
  helpLater: entry(
    ({help}: {help: Help}) => `next help (x): ${helpEn(help)}, once nothing can go up`,
    ({help}) => `nächste Hülfe (x): ${helpDe(help)}, sobald nichts mehr hochkann`,
  ),
  helpAnyTime: entry(
    ({help}: {help: Help}) => `next help (x): ${helpEn(help)}`,
    ({help}) => `nächste Hülfe (x): ${helpDe(help)}`,
  ),
  allHelpsUsed: fixed('all five helps used: play on, then end the game', 'alle fünf Hülfen verbraucht: spiel weiter und beende dann das Spiel'),
  lifted: entry(
    ({count, pile}: {count: number; pile: string}, w) => `lifted ${w.count(count, 'top card', 'top cards')} onto a new pile, ${w.pile(pile)}`,
    ({count, pile}, w) => `${w.count(count, 'oberste Karte', 'oberste Karten')} abgehoben auf ein neues Häufchen, ${w.pile(pile)}`,
  ),
  liftedNothing: fixed(
    'no pile had two cards: nothing was lifted, but the help counts',
    'kein Häufchen hatte zwei Karten: nichts abgehoben, die Hülfe zählt trotzdem',
  ),
  gathered: entry(
    ({count, piles, size}: {count: number; piles: number; size: number}) => `gathered ${count} cards and dealt them into ${piles} piles of ${size}`,
    ({count, piles, size}) => `${count} Karten eingesammelt und zu ${piles} Häufchen zu je ${size} ausgeteilt`,
  ),
  stuckAfterHelps: entry(
    ({left}: {left: number}, w) => `no card can move after the last help (${w.count(left, 'card', 'cards')} left)`,
    ({left}) => `nach der letzten Hülfe zieht keine Karte mehr (${left} übrig)`,
  ),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

/** M1 and M2: a foundation of one suit, founded by `base` and built towards the other end. */
function foundationRule(base: number): PileRule<Mond> {
  return {
    runs: true,
    givesNothing: true,
    takesOne: true,
    gives: ({why}) => no(why, {id: 'foundationKeeps'}),
    takes({pile, spec, cards, why}) {
      if (cards.length !== 1) return no(why, {id: 'oneAtATime'});
      // Another suit never fits: listing moves need not look further.
      if (!why && suit(cards[0]) !== spec.suit) return false;
      const wanted = wantedRank(pile, base);
      if (wanted === undefined) return no(why, {id: 'complete'});
      const card = cards[0];
      if (suit(card) === spec.suit && rank(card) === wanted) return null;
      const under = top(pile);
      return no(why, under === undefined ? {id: 'startsWith', rank: wanted, suit: spec.suit!} : {id: 'goesOn', rank: wanted, under});
    },
    heads(pile, _state, spec) {
      const wanted = wantedRank(pile, base);
      return wanted === undefined ? NO_HEADS : headsOfRank(wanted, spec.suit);
    },
  };
}

/** M3 and M4: only the top card moves, onto a non-empty pile, same suit, adjacent with wrap. */
const crescentRule: PileRule<Mond> = {
  runs: true,
  gives: ({count, why}) => (count === 1 ? null : no(why, {id: 'topOnly'})),
  takes({pile, cards, why}) {
    const length = pile.cards.length;
    if (length === 0) return no(why, {id: 'emptyStaysEmpty'});
    return CRESCENT_FITS(cards[0], pile.cards[length - 1]) ? null : why && needs(cards[0], CRESCENT_BUILD);
  },
  heads: (pile) => (pile.cards.length === 0 ? NO_HEADS : CRESCENT_HEADS(pile.cards[pile.cards.length - 1])),
};

const FOUNDATION_SPECS: readonly PileSpec[] = [
  ...SUITS.map((each): PileSpec => ({
    id: kingFoundation(each),
    role: 'foundation',
    group: 'kings',
    suit: each,
    name: {en: `king pile of ${EN_SUITS[each]}`, de: `Königs-Ablage ${DE_SUITS[each]}`},
    col: 8 + each,
    row: 0,
    label: {rank: KING, suit: each},
  })),
  ...SUITS.map((each): PileSpec => ({
    id: aceFoundation(each),
    role: 'foundation',
    group: 'aces',
    suit: each,
    name: {en: `ace pile of ${EN_SUITS[each]}`, de: `As-Ablage ${DE_SUITS[each]}`},
    col: 8 + each,
    row: 1,
    label: {rank: ACE, suit: each},
  })),
];
const FOUNDATION_IDS = new Set(FOUNDATION_SPECS.map((spec) => spec.id));
/** The crescent fills the columns left of the foundations, at most this many piles a row. */
const CRESCENT_COLUMNS = 8;

/** Pile tables by the number of piles: the crescent's piles are always named crescent0, crescent1… in order after the foundations. */
const tables = new Map<number, readonly PileSpec[]>();

/** The pile table: the eight foundations (king row above the ace row), then the crescent, however many piles it has now. */
function piles(state: Mond): readonly PileSpec[] {
  const known = tables.get(state.piles.length);
  if (known) return known;
  const crescentCount = state.piles.length - FOUNDATION_SPECS.length;
  const rows = Math.max(1, Math.ceil(crescentCount / CRESCENT_COLUMNS));
  const perRow = Math.max(1, Math.ceil(crescentCount / rows));
  let index = 0;
  const table = state.piles.map((pile): PileSpec => {
    const foundation = FOUNDATION_SPECS.find((spec) => spec.id === pile.id);
    if (foundation) return foundation;
    const at = index++;
    return {
      id: pile.id,
      role: 'tableau',
      group: 'crescent',
      name: {en: `pile ${at + 1}`, de: `Häufchen ${at + 1}`},
      col: at % perRow,
      row: Math.floor(at / perRow),
      fan: 'down',
    };
  });
  tables.set(state.piles.length, table);
  return table;
}

function crescentPiles(state: Mond): Pile[] {
  return state.piles.filter((pile) => !FOUNDATION_IDS.has(pile.id));
}

function nextHelp(state: Mond): Help | undefined {
  return HELPS[state.vars.helpsUsed];
}

/** Consecutive blocks of `size`, the first card of each block at the bottom (3-A1, 3.5). */
function dealInBlocks(order: readonly Card[], size: number): Pile[] {
  const dealt: Pile[] = [];
  for (let start = 0; start < order.length; start += size) {
    dealt.push(makePile(`${CRESCENT}${dealt.length}`, order.slice(start, start + size)));
  }
  return dealt;
}

function deal(order: readonly Card[], switches: Mond['switches']): Mond {
  const first = order.slice(0, FIRST_PILES * FIRST_PILE_SIZE);
  const foundations = FOUNDATION_SPECS.map((spec) => makePile(spec.id));
  return {game: 'halber-mond', piles: [...foundations, ...dealInBlocks(first, FIRST_PILE_SIZE)], vars: {helpsUsed: 0}, switches};
}

/** 3.5 Lift: the top of every pile holding 2 or more cards, leftmost lowest, becomes a new right corner pile (3-A6: none when nothing is lifted). */
function lift(table: Table<Mond>, crescent: readonly Pile[]): void {
  const lifted: Card[] = [];
  for (const pile of crescent) {
    if (pile.cards.length >= 2) lifted.push(...table.take(pile.id, 1));
  }
  if (lifted.length > 0) table.addPile(`${CRESCENT}${crescent.length}`, lifted);
}

/** 3.5 Gather (3-A7): rightmost pile bottom→top first, leftmost last; then deal in blocks of `size` (3-A8). */
function gather(table: Table<Mond>, crescent: readonly Pile[], size: number): void {
  const stock = crescent
    .slice()
    .reverse()
    .flatMap((pile) => pile.cards);
  const ids = new Set(crescent.map((pile) => pile.id));
  table.replaceGroup((id) => ids.has(id), dealInBlocks(stock, size));
}

function apply(state: Mond, move: GameMove): Mond {
  const table = new Table(state);
  if (move.kind === 'move') {
    applyTransfer(table, move);
    return table.state();
  }
  const help = nextHelp(state);
  if (help?.kind === 'lift') lift(table, crescentPiles(state));
  else if (help?.kind === 'gather') gather(table, crescentPiles(state), help.size);
  table.change({helpsUsed: state.vars.helpsUsed + 1});
  return table.state();
}

/** The foundations are the table's, whatever the crescent looks like now. */
function isFoundationMove(_state: Mond, move: Transfer): boolean {
  return FOUNDATION_IDS.has(move.to);
}

/** A move to a foundation that the rules allow now, if any. */
function foundationMove(state: Mond): Transfer | undefined {
  return transferMoves(halberMond, state).find((move) => isFoundationMove(state, move));
}

/** Positions the shuttle search may visit before it gives up and cannot tell. */
const SEARCH_LIMIT = 5000;

/** The crescent's piles as card faces (the two copies of a card are alike), in any order: shuttling does not care where a pile lies. */
function crescentKey(state: Mond): string {
  const parts: string[] = [];
  for (const pile of state.piles) {
    if (pile.cards.length > 0 && !FOUNDATION_IDS.has(pile.id)) parts.push(text(pile));
  }
  return parts.sort().join('|');
}

const texts = new WeakMap<Pile, string>();

/** A pile's cards as text, remembered per pile: a shuttle changes two piles and shares the rest. */
function text(pile: Pile): string {
  let known = texts.get(pile);
  if (known === undefined) {
    known = String.fromCharCode(...pile.cards.map((card) => 48 + (card % 52)));
    texts.set(pile, known);
  }
  return known;
}

/** A shuttle applied without the Table's bookkeeping: the search makes many. */
function shuttle(state: Mond, move: Transfer): Mond {
  const next = state.piles.slice();
  const from = next.findIndex((pile) => pile.id === move.from);
  const to = next.findIndex((pile) => pile.id === move.to);
  const card = next[from].cards[next[from].cards.length - 1];
  next[from] = {...next[from], cards: next[from].cards.slice(0, -1)};
  next[to] = {...next[to], cards: [...next[to].cards, card]};
  return {...state, piles: next};
}

const reaches = new WeakMap<readonly Pile[], Reach>();

/**
 * C11 and 3-A9: can some series of M3 moves bring a card to a foundation? M3
 * may uncover cards, so "no foundation move now" alone does not decide it.
 * The moves are the pile rules' own (transferMoves), remembered per position.
 */
function foundationReach(state: Mond): Reach {
  let reach = reaches.get(state.piles);
  if (reach === undefined) {
    const specs = piles(state);
    reach = searchProgress<Mond, Transfer>(state, {
      moves: (position) => transferMoves(halberMond, position, specs),
      apply: shuttle,
      key: crescentKey,
      isProgress: isFoundationMove,
      limit: SEARCH_LIMIT,
    });
    reaches.set(state.piles, reach);
  }
  return reach;
}

/** 3-A9 [DEFAULT, revised]: a help starts only when no card can go up and only shuttles are left; the option allows it at any time. */
function helpCheck(kind: Help['kind']): ActionRule<Mond> {
  return {
    check(state, why) {
      const help = nextHelp(state);
      if (!help) return no(why, {id: 'helpsUsedUp'});
      // Whether a help may start comes first: the x key asks with the first help's name, whichever help is next.
      if (!state.switches['help-any-time'] && foundationReach(state) === 'reachable') {
        if (!why) return false;
        const up = foundationMove(state);
        return up ? {id: 'cardGoesUp', card: top(state.piles.find((pile) => pile.id === up.from)!)!} : {id: 'shuttlesLeadUp'};
      }
      return help.kind === kind ? null : no(why, {id: 'nextHelpIs', help});
    },
  };
}

function isWon(state: Mond): boolean {
  return state.piles.every((pile) => pile.cards.length === (FOUNDATION_IDS.has(pile.id) ? 13 : 0));
}

function cardsInCrescent(state: Mond): number {
  return crescentPiles(state).reduce((sum, pile) => sum + pile.cards.length, 0);
}

const NO_GROUPS: readonly string[] = [];
const CRESCENT_GROUP: readonly string[] = ['crescent'];
/** The foundations are the first piles of every position. */
const FOUNDATION_COUNT = FOUNDATION_SPECS.length;

/** After the last help the crescent's piles are only ever shuttled between: which pile is where no longer matters. */
function symmetricNow(state: Mond): readonly string[] {
  return nextHelp(state) ? NO_GROUPS : CRESCENT_GROUP;
}

/** How many of each card (copies alike, by card % 52) lie on the foundations. */
function upCounts(state: Mond): Uint8Array {
  const counts = new Uint8Array(52);
  for (let index = 0; index < FOUNDATION_COUNT; index++) for (const card of state.piles[index].cards) counts[card % 52]++;
  return counts;
}

/**
 * After the last help, a foundation move can never cost a win when the card
 * is dead and its copy is up: no card can ever lie on it or take it in the
 * crescent (both copies of both neighbours are up), so it only blocks its
 * pile; and with its copy on one foundation, this foundation is the only
 * place it can ever go. (Before the last help a lift or gather would pick it
 * up and change every pile after it, so no move is safe then.)
 */
function safeMove(state: Mond, moves: readonly GameMove[]): GameMove | undefined {
  if (nextHelp(state)) return undefined;
  let counts: Uint8Array | undefined;
  for (const move of moves) {
    if (move.kind !== 'move' || !FOUNDATION_IDS.has(move.to)) continue;
    const card = top(state.piles.find((pile) => pile.id === move.from)!)!;
    counts ??= upCounts(state);
    if (counts[card % 52] === 1 && counts[neighbour(card, 1)] === 2 && counts[neighbour(card, -1)] === 2) return move;
  }
  return undefined;
}

/** Whether some foundation takes `card` now (copies alike). */
function goesUpNow(state: Mond, card: Card): boolean {
  for (let index = 0; index < FOUNDATION_COUNT; index++) {
    const spec = FOUNDATION_SPECS[index];
    if (spec.suit !== suit(card)) continue;
    const wanted = wantedRank(state.piles[index], spec.group === 'kings' ? KING : ACE);
    if (wanted === rank(card)) return true;
  }
  return false;
}

/** Up first; then a shuttle that uncovers a card that goes up; then the next help; other shuttles last. */
function priority(state: Mond, move: GameMove): number {
  if (move.kind !== 'move') return 50;
  if (FOUNDATION_IDS.has(move.to)) return 90;
  const from = state.piles.find((pile) => pile.id === move.from)!;
  const under = from.cards[from.cards.length - 2];
  return under !== undefined && goesUpNow(state, under) ? 70 : 20;
}

/** A shuttle changes only its two piles, and the rules ask only about the piles a move touches: it can wait until right before the next move that uses one of them (or a help). */
function followUp(_state: Mond, move: GameMove): readonly string[] | undefined {
  return move.kind === 'move' && !FOUNDATION_IDS.has(move.to) ? [move.from, move.to] : undefined;
}

const hooks: SolverHooks<Mond> = {
  vars: (state) => [state.vars.helpsUsed],
  cardKey: (card) => card % 52,
  symmetricNow,
  safe: safeMove,
  priority,
  followUp,
  transfers: halberMondTransfers,
  compact: (start) => halberMondCompact(start, {crescent: CRESCENT, foundations: FOUNDATION_SPECS, helps: HELPS, reachLimit: SEARCH_LIMIT}),
};

export const halberMond: GameDefinition<Mond> = {
  id: 'halber-mond',
  names: {de: 'Der halbe Mond', en: 'Half Moon'},
  aliases: ['half-moon'],
  decks: 2,
  summary: {
    en: 'Two packs in a crescent of 13 piles: build kings down and aces up in suit; five helps lift and regather the piles.',
    de: 'Zwei Kartenspiele im Halbkreis von 13 Häufchen: Könige abwärts, Asse aufwärts in der Farbe; fünf Hülfen heben ab und sammeln neu.',
  },
  messages,
  // Measured: npm run winnability (source/solver/results/), deals proven winnable.
  wins: {percent: 98, by: 'solver'},
  switches: [
    {
      id: 'help-any-time',
      spec: '3-A9',
      name: {en: 'help at any time', de: 'Hülfe jederzeit'},
      description: {
        en: 'A help may start at any time, even while cards can still go up (it asks first).',
        de: 'Eine Hülfe darf jederzeit beginnen, auch wenn noch Karten hochgehen können (mit Rückfrage).',
      },
    },
  ],
  rulesVersion: 2,
  // Version 1 let a help start at any time (3-A9 before its revision).
  legacy: {1: {'help-any-time': true}},
  deal,
  piles,
  pileRules: {crescent: crescentRule, kings: foundationRule(KING), aces: foundationRule(ACE)},
  actions: {lift: helpCheck('lift'), gather: helpCheck('gather')},
  apply,
  // 3.7: the loss (P6 with no card left to move) is the engine's "no legal move".
  outcome: (state) => (isWon(state) ? 'won' : 'playing'),
  // A game given up while moves were left ends without a reason of the game's.
  ending: (state) =>
    isWon(state) || nextHelp(state) || transferMoves(halberMond, state).length > 0 ? undefined : {id: 'stuckAfterHelps', left: cardsInCrescent(state)},
  stalled: (state) => !nextHelp(state) && !isWon(state) && foundationReach(state) === 'unreachable',
  hint(state) {
    const help = nextHelp(state);
    if (!help) return {id: 'allHelpsUsed'};
    if (state.switches['help-any-time']) return {id: 'helpAnyTime', help};
    return foundationReach(state) === 'reachable' ? {id: 'helpLater', help} : {id: 'helpReady', help};
  },
  narrate(before, move, after) {
    if (move.kind !== 'action') return undefined;
    const help = nextHelp(before);
    if (help?.kind === 'gather') {
      return {id: 'gathered', count: cardsInCrescent(after), piles: crescentPiles(after).length, size: help.size};
    }
    const added = crescentPiles(after).length > crescentPiles(before).length;
    if (!added) return {id: 'liftedNothing'};
    const pile = after.piles.at(-1)!;
    return {id: 'lifted', count: pile.cards.length, pile: pile.id};
  },
  status: (state) => [{id: 'helps', used: state.vars.helpsUsed}],
  solver: hooks,
  keys: [
    {
      key: 'x',
      actions: ['lift', 'gather'],
      label: {en: 'start the next help', de: 'nächste Hülfe'},
      short: {en: 'help', de: 'Hülfe'},
      // 3-A9 [OPTION]: with a help at any time, ask while a card can still go up.
      confirm: (state) => (foundationMove(state) ? {id: 'askHelp'} : undefined),
    },
  ],
  rulesText: {
    en: `# Goal
Bring all 104 cards (two packs) onto eight foundations: for each suit
a king pile built down to the ace and an ace pile built up to the king.

# Layout
- A half moon of 13 piles with 8 cards each, all face up. Only the
  top card of a pile moves, but you may look at the cards below.
- On the right: the four king piles in a row, the ace piles below.

# Play
- Move a king or an ace from the top of a pile to its empty
  foundation yourself. Then build in suit: down on a king pile, up on
  an ace pile. The second king of a suit ends its ace pile, the
  second ace its king pile.
- A top card may go onto the top card of another pile of the same
  suit, one rank higher or lower; ace and king count as neighbours.
  One card at a time, back and forth as often as you like.
- An empty pile stays empty. Nothing leaves a foundation.
- Five helps come in a fixed order. You start each one when nothing
  more can be laid: no card can go to a foundation, and no moving
  among the piles would bring one there.
  1. Lift: every pile with two or more cards gives up its top card.
     These cards form a new pile at the right end, the leftmost
     lifted card at the bottom.
  2. Gather: the piles are picked up unshuffled and dealt out again
     from the left in piles of 6; the rightmost pile is dealt out
     first.
  3. Lift.   4. Gather, now in piles of 4.   5. Lift.

# Keys
- x starts the next help.
- Space picks up a top card and drops it; Enter: to its best place.

# End
You win when all 104 cards lie on the foundations. After the fifth
help the game is lost once no card can move; if only pointless moves
are left, the game offers to end.`,
    de: `# Ziel
Alle 104 Karten (zwei Kartenspiele) kommen auf acht Ablagen: je Farbe
ein König, abwärts bis zum As gebaut, und ein As, aufwärts bis zum
König.

# Auslage
- Ein halber Mond aus 13 Häufchen zu je 8 Karten, alle offen. Nur die
  oberste Karte wird bewegt, die darunter darfst du dir ansehen.
- Rechts: oben die vier Königs-Ablagen, darunter die As-Ablagen.

# Spielverlauf
- Einen König oder ein As oben auf einem Häufchen legst du selbst auf
  seine leere Ablage. Dann wird in der Farbe gebaut: abwärts auf dem
  König, aufwärts auf dem As. Der zweite König einer Farbe schließt
  ihre As-Ablage ab, das zweite As ihre Königs-Ablage.
- Eine oberste Karte darf auf die oberste eines anderen Häufchens
  derselben Farbe, einen Wert höher oder tiefer (As und König sind
  Nachbarn). Immer nur eine Karte, hin und her nach Belieben.
- Ein leeres Häufchen bleibt leer. Von den Ablagen geht nichts zurück.
- Fünf Hülfen kommen in fester Reihenfolge. Du beginnst jede, wenn
  nichts mehr zu legen ist: keine Karte kann auf eine Ablage, und kein
  Umlegen zwischen den Häufchen brächte eine dorthin.
  1. Abheben: Jedes Häufchen mit zwei oder mehr Karten gibt seine
     oberste Karte ab. Sie bilden rechts ein neues Häufchen, die Karte
     vom Häufchen ganz links zuunterst.
  2. Sammeln: Die Häufchen werden ungemischt aufgenommen und von
     links neu zu je 6 Karten ausgelegt; das rechte Eckhäufchen
     wird zuerst ausgeteilt.
  3. Abheben.   4. Sammeln, jetzt zu je 4.   5. Abheben.

# Tasten
- x beginnt die nächste Hülfe.
- Leertaste nimmt eine Karte auf und legt sie ab; Enter: bester Platz.

# Ende
Gewonnen hast du mit allen 104 Karten auf den Ablagen. Nach der
fünften Hülfe ist das Spiel verloren, sobald keine Karte mehr ziehen kann;
bleibt nur sinnloses Hin und Her, bietet das Spiel das Beenden an.`,
  },
};
