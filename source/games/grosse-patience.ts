import {type Build, fits, headsOn, headsWhere, NO_HEADS, needs, pileRun} from '../core/build.js';
import {type Card, rank, suit} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {progressAmongPiles} from '../core/search.js';
import {type Catalogue, entry, fixed, type MessageOf, label} from '../core/text.js';
import {applyTransfer, transferMoves} from '../core/transfer.js';
import type {GameDefinition, GameMove, Pile, PileRule, PileSpec, State} from '../core/types.js';
import {grossePatienceCompact} from './grosse-patience-compact.js';
import {grossePatienceTransfers} from './grosse-patience-transfers.js';

/** Die große Patience (Königspatience), SPEC.md §11. */

/** The game keeps no counters: the piles say everything. */
type Vars = Readonly<Record<string, never>>;
type Switch = 'text-strict';
type Grosse = State<Vars, Readonly<Record<Switch, boolean>>>;

const FOUNDATIONS = numberedIds('found', 1, 4);
const LEFT = numberedIds('L', 1, 5);
const RIGHT = numberedIds('R', 1, 5);
const PILE_ORDER = [...FOUNDATIONS, 'keller', ...LEFT, ...RIGHT];
/** Rows 1–4 take cards (M2, M3); row 5 only gives (M4). */
const OPEN_HALVES = [...LEFT.slice(0, 4), ...RIGHT.slice(0, 4)];
const ROW5 = ['L5', 'R5'];
/** Pile indexes (in the order of the deal's piles) the rules treat alike: the halves of rows 1–4, and L5 with R5. */
const ALIKE = [OPEN_HALVES, ROW5].map((ids) => ids.map((id) => PILE_ORDER.indexOf(id)));
/** 11-A1, 11-A2, 11-A3: same suit, one rank up or down, K and A adjacent. */
const ROW_EITHER: Build = {dir: 'either', match: 'suit', wrap: true};
/** 11-A1 option "text-strict": same suit, one rank lower only (K on A). */
const ROW_DOWN: Build = {dir: 'down', match: 'suit', wrap: true};
/** Cards per half in reading order: rows 1–4 hold 5, row 5 holds 4. */
const HALF_SIZES = [5, 5, 5, 5, 4];
const FAMILY = 13;
/** Reachable positions `stalled` examines before it gives up and says "not stalled". */
const STALL_SEARCH_LIMIT = 4000;

type Way = 'up' | 'down' | 'open';

const DE_WAYS: Record<Way, string> = {up: 'aufwärts', down: 'abwärts', open: 'auf- oder abwärts'};

const messages = {
  familyKeeps: fixed('cards never leave a family', 'Karten verlassen nie einen Stamm'),
  oneToFamily: fixed('cards go to a family one at a time', 'Karten kommen einzeln auf einen Stamm'),
  familyNeedsBase: fixed('a family starts only with a base card from the deal', 'ein Stamm beginnt nur mit einer Grundkarte aus dem Auslegen'),
  familyComplete: fixed('that family is complete', 'dieser Stamm ist vollständig'),
  familySuit: entry(
    ({suit: wanted}: {suit: number}, w) => `that family takes only ${w.suit(wanted)}`,
    ({suit: wanted}, w) => `dieser Stamm nimmt nur ${w.suit(wanted)}`,
  ),
  familyNeeds: entry(
    ({suit: wanted, ranks, way}: {suit: number; ranks: readonly number[]; way: Way}, w) =>
      `the ${w.suit(wanted)} family needs ${w.list(
        ranks.map((each) => w.face(each, wanted)),
        'or',
      )} next${way === 'open' ? '' : ` (it builds ${way})`}`,
    ({suit: wanted, ranks, way}, w) =>
      `der ${w.suit(wanted)}-Stamm braucht als Nächstes ${w.list(
        ranks.map((each) => w.face(each, wanted)),
        'oder',
      )}${way === 'open' ? '' : ` (er wird ${DE_WAYS[way]} gebaut)`}`,
  ),
  notSequence: entry(
    ({count}: {count: number}) => `those ${count} cards are not a sequence of one suit: only the outer card plays`,
    ({count}) => `diese ${count} Karten sind keine Folge einer Farbe: nur die äußere Karte spielt`,
  ),
  sequenceToEmpty: fixed('a sequence may only move into an empty row', 'eine Folge darf nur in eine leere Reihe'),
  row5Closed: fixed(
    'an emptied half of row 5 is closed: nothing may be placed there again',
    'eine leere Hälfte von Reihe 5 bleibt geschlossen: dort kommt nichts mehr hin',
  ),
  row5NoBuild: fixed('nothing may be placed on row 5', 'auf Reihe 5 darf nichts gelegt werden'),
  kellerLocked: fixed(
    'the Keller card may only leave while a half of row 5 is empty',
    'die Kellerkarte darf nur heraus, solange eine Hälfte von Reihe 5 leer ist',
  ),
  kellerFull: fixed('the Keller already holds a card', 'im Keller liegt schon eine Karte'),
  kellerOne: fixed('the Keller holds only one card', 'der Keller fasst nur eine Karte'),
  familiesNeed: entry(
    ({needs: wanted}: {needs: ReadonlyArray<{suit: number; ranks: readonly number[]}>}, w) =>
      `next on the families: ${wanted
        .map(({suit: each, ranks}) =>
          w.list(
            ranks.map((value) => w.face(value, each)),
            'or',
          ),
        )
        .join(', ')}`,
    ({needs: wanted}, w) =>
      `als Nächstes auf die Stämme: ${wanted
        .map(({suit: each, ranks}) =>
          w.list(
            ranks.map((value) => w.face(value, each)),
            'oder',
          ),
        )
        .join(', ')}`,
  ),
  stuck: fixed('no card can move any more', 'keine Karte kann mehr ziehen'),
  kellerStuck: fixed('no card can move, and row 5 keeps the Keller locked', 'keine Karte kann ziehen, und Reihe 5 hält den Keller gesperrt'),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

function rowBuild(state: Grosse): Build {
  return state.switches['text-strict'] ? ROW_DOWN : ROW_EITHER;
}

function isEmpty(state: Grosse, id: string): boolean {
  return getPile(state, id).cards.length === 0;
}

/** 11-A4: the Keller card may leave only while a row-5 half is used up. */
function kellerReleased(state: Grosse): boolean {
  return isEmpty(state, 'L5') || isEmpty(state, 'R5');
}

function shiftRank(value: number, by: number): number {
  return ((value - 1 + by + 13) % 13) + 1;
}

/** 11-A6: the second card fixes the direction for good. */
function wayOf(pile: Pile): Way {
  if (pile.cards.length < 2) return 'open';
  return rank(pile.cards[1]) === shiftRank(rank(pile.cards[0]), 1) ? 'up' : 'down';
}

/** The ranks a family takes next, in its own suit (with wrap, 11.4). */
function nextRanks(pile: Pile): number[] {
  const last = rank(top(pile)!);
  const way = wayOf(pile);
  if (way === 'open') return [shiftRank(last, 1), shiftRank(last, -1)];
  return [shiftRank(last, way === 'up' ? 1 : -1)];
}

/** The heads tables of the families, by suit, last rank and direction (each made once). */
const familyTables: Uint8Array[] = [];

/** The cards a family takes next (its heads table). */
function familyHeads(pile: Pile): Uint8Array {
  if (pile.cards.length === 0 || pile.cards.length >= FAMILY) return NO_HEADS;
  const wanted = suit(pile.cards[0]);
  const way = wayOf(pile);
  const at = (wanted * 14 + rank(top(pile)!)) * 3 + (way === 'open' ? 0 : way === 'up' ? 1 : 2);
  return (familyTables[at] ??= headsWhere((card) => suit(card) === wanted && nextRanks(pile).includes(rank(card))));
}

/** M1 and 11.4: one card at a time, in the base card's suit, the next rank in the family's direction. */
const familyRule: PileRule<Grosse> = {
  runs: true,
  heads: familyHeads,
  givesNothing: true,
  gives: ({why}) => no(why, {id: 'familyKeeps'}),
  takes({pile, cards, why}) {
    if (cards.length !== 1) return no(why, {id: 'oneToFamily'});
    if (pile.cards.length === 0) return no(why, {id: 'familyNeedsBase'});
    if (pile.cards.length >= FAMILY) return no(why, {id: 'familyComplete'});
    const wanted = suit(pile.cards[0]);
    const card = cards[0];
    if (suit(card) !== wanted) return no(why, {id: 'familySuit', suit: wanted});
    const ranks = nextRanks(pile);
    return ranks.includes(rank(card)) ? null : no(why, {id: 'familyNeeds', suit: wanted, ranks, way: wayOf(pile)});
  },
};

/** 11.5: only the outermost card plays; several together only as a sequence of the row build (11-A9). */
function halfGives({state, pile, count, why}: {state: Grosse; pile: Pile; count: number; why: boolean}) {
  return count <= pileRun(pile, rowBuild(state)) ? null : no(why, {id: 'notSequence', count});
}

const EITHER_HEADS = headsOn(ROW_EITHER);
const DOWN_HEADS = headsOn(ROW_DOWN);

/** M2 and M3: rows 1–4 take a card that fits the row build, and an empty half takes any card or sequence. */
const halfRule: PileRule<Grosse> = {
  runs: true,
  gives: halfGives,
  // An empty half takes any card: no table (its rule is asked about every head).
  heads: (pile, state) =>
    pile.cards.length === 0 ? undefined : (state.switches['text-strict'] ? DOWN_HEADS : EITHER_HEADS)(pile.cards[pile.cards.length - 1]),
  takes({state, pile, cards, why}) {
    const under = top(pile);
    if (under === undefined) return null;
    if (cards.length > 1) return no(why, {id: 'sequenceToEmpty'});
    const build = rowBuild(state);
    return fits(cards[0], under, build) ? null : why && needs(cards[0], build);
  },
};

/** M4: row 5 only gives; an emptied half stays closed. */
const row5Rule: PileRule<Grosse> = {
  runs: true,
  gives: halfGives,
  takesNothing: true,
  takes: ({pile, why}) => no(why, pile.cards.length === 0 ? {id: 'row5Closed'} : {id: 'row5NoBuild'}),
};

/** M5, 11-A4, 11-A5, 11-A10: any one exposed card in; out only while a half of row 5 is empty. */
const kellerRule: PileRule<Grosse> = {
  runs: true,
  heads: (pile) => (pile.cards.length > 0 ? NO_HEADS : undefined),
  gives: ({state, why}) => (kellerReleased(state) ? null : no(why, {id: 'kellerLocked'})),
  takes({pile, cards, why}) {
    if (pile.cards.length > 0) return no(why, {id: 'kellerFull'});
    return cards.length === 1 ? null : no(why, {id: 'kellerOne'});
  },
};

/** Layout positions in reading order (11.3, 11-A7), each with the half it belongs to. */
function readingOrder(): string[] {
  const positions: string[] = [];
  HALF_SIZES.forEach((size, row) => {
    for (let index = 0; index < size; index++) positions.push(LEFT[row]);
    for (let index = 0; index < size; index++) positions.push(RIGHT[row]);
  });
  return positions;
}

const POSITIONS = readingOrder();

function deal(order: readonly Card[], switches: Grosse['switches']): Grosse {
  const base = rank(order[0]);
  const founded: Card[][] = [[order[0]]];
  const halves = new Map<string, Card[]>([...LEFT, ...RIGHT].map((id) => [id, []]));
  let next = 0;
  for (const card of order.slice(1)) {
    if (rank(card) === base) founded.push([card]);
    else halves.get(POSITIONS[next++])!.push(card);
  }
  // A left half is dealt from its outer end inwards, so its first card is the exposed top.
  for (const id of LEFT) halves.get(id)!.reverse();
  const piles: Pile[] = [
    ...FOUNDATIONS.map((id, index) => makePile(id, founded[index])),
    makePile('keller'),
    ...LEFT.map((id) => makePile(id, halves.get(id))),
    ...RIGHT.map((id) => makePile(id, halves.get(id))),
  ];
  return {game: 'grosse-patience', piles, vars: {}, switches};
}

function apply(state: Grosse, move: GameMove): Grosse {
  if (move.kind !== 'move') return state;
  const table = new Table(state);
  applyTransfer(table, move);
  return table.state();
}

function onFoundations(state: Grosse): number {
  // The families lie first in `state.piles` (the deal's order never changes).
  let count = 0;
  for (let index = 0; index < FOUNDATIONS.length; index++) count += state.piles[index].cards.length;
  return count;
}

/** Each family's pile asked last and its heads table: a family changes seldom, and priorities ask for every move. */
const headsOfFamily: {pile: Pile | undefined; heads: Uint8Array}[] = FOUNDATIONS.map(() => ({pile: undefined, heads: NO_HEADS}));

/** Whether a family takes the card next (its heads table: the family rule's own answer). */
function wantedByFamily(state: Grosse, card: Card): boolean {
  for (let index = 0; index < FOUNDATIONS.length; index++) {
    const family = state.piles[index];
    const known = headsOfFamily[index];
    if (known.pile !== family) {
      known.pile = family;
      known.heads = familyHeads(family);
    }
    if (known.heads[card] === 1) return true;
  }
  return false;
}

/** Each pile's place in `state.piles`, the deal's order, which never changes: the solver's hooks run for every move and read piles by place. */
const PLACE = new Map(PILE_ORDER.map((id, index) => [id, index] as const));
const FAMILY_AT = PILE_ORDER.map((id) => FOUNDATIONS.includes(id));
const OPEN_HALF_AT = PILE_ORDER.map((id) => OPEN_HALVES.includes(id));
const KELLER_AT = PILE_ORDER.indexOf('keller');

function isFamilyMove(_state: Grosse, move: GameMove): boolean {
  return move.kind === 'move' && FOUNDATIONS.includes(move.to);
}

/**
 * C11: stalled when no sequence of moves can ever put another card on a
 * family, so every move left only shuffles cards around. Positions too open
 * to search completely count as not stalled.
 */
function stalled(state: Grosse): boolean {
  if (onFoundations(state) === 52) return false;
  const moves = (position: Grosse) => transferMoves(grossePatience, position);
  return !progressAmongPiles(state, {moves, apply, isProgress: isFamilyMove, alike: ALIKE, limit: STALL_SEARCH_LIMIT});
}

const EN_SUITS = ['clubs', 'spades', 'hearts', 'diamonds'];
const DE_SUITS = ['Kreuz', 'Pik', 'Herz', 'Karo'];

function halfSpec(id: string, index: number, side: 'left' | 'right'): PileSpec {
  const name = label(`row ${index + 1} ${side}`, `Reihe ${index + 1} ${side === 'left' ? 'links' : 'rechts'}`);
  const row5 = index === 4;
  // An emptied row-5 half is closed for good (M4): its empty place is marked.
  return {id, role: 'tableau', group: row5 ? 'row5' : 'half', name, col: side === 'left' ? 0 : 2, row: index, fan: side, ...(row5 ? {label: 'x'} : {})};
}

const HALF_SPECS: readonly PileSpec[] = [...LEFT.map((id, index) => halfSpec(id, index, 'left')), ...RIGHT.map((id, index) => halfSpec(id, index, 'right'))];
const KELLER_SPEC: PileSpec = {id: 'keller', role: 'cell', group: 'keller', name: label('Keller', 'Keller'), col: 1, row: 4, label: 'Keller'};

/** The families are named by the suits their base cards bring, in order of appearance (11-A8); one table per order. */
const tables: (readonly PileSpec[] | undefined)[] = [];

function pileTable(state: Grosse): readonly PileSpec[] {
  // Asked for every position a search visits: the key is a number, 5 values (a suit or none) per family.
  let key = 0;
  for (let index = 0; index < FOUNDATIONS.length; index++) {
    const base = state.piles[index].cards[0];
    key = key * 5 + (base === undefined ? 4 : suit(base));
  }
  let table = tables[key];
  if (!table) {
    const suits = FOUNDATIONS.map((_, index) => {
      const base = state.piles[index].cards[0];
      return base === undefined ? -1 : suit(base);
    });
    const families = FOUNDATIONS.map((id, index): PileSpec => {
      const own = suits[index];
      const name = own < 0 ? label(`family ${index + 1}`, `Stamm ${index + 1}`) : label(`${EN_SUITS[own]} family`, `${DE_SUITS[own]}-Stamm`);
      return {id, role: 'foundation', group: 'family', name, col: 1, row: index, ...(own < 0 ? {} : {suit: own})};
    });
    table = [...families, KELLER_SPEC, ...HALF_SPECS];
    tables[key] = table;
  }
  return table;
}

export const grossePatience: GameDefinition<Grosse> = {
  id: 'grosse-patience',
  names: {de: 'Die große Patience', en: 'The Grand Patience'},
  aliases: ['grand-patience', 'koenigspatience', 'kings-patience'],
  decks: 1,
  summary: {
    en: 'Build four suit families from the first card’s rank, up or down with wrap; only outer cards play; one Keller.',
    de: 'Vier Stämme ab dem Rang der ersten Karte, auf- oder absteigend; nur die äußersten Karten spielen; ein Keller.',
  },
  // Measured: npm run winnability (source/solver/results/), deals proven winnable.
  wins: {percent: 89, by: 'solver'},
  messages,
  switches: [
    {
      id: 'text-strict',
      spec: '11-A1',
      name: {en: 'down only', de: 'nur abwärts'},
      description: {
        en: 'As the rule text says: on the rows only one rank lower in suit (K on A); the worked example then fails.',
        de: 'Wie im Regeltext: an den Reihen nur einen Wert tiefer in der Farbe (K auf As); das Beispiel geht dann nicht auf.',
      },
    },
  ],
  deal,
  piles: pileTable,
  pileRules: {family: familyRule, keller: kellerRule, half: halfRule, row5: row5Rule},
  apply,
  outcome: (state) => (onFoundations(state) === 52 ? 'won' : 'playing'),
  ending(state) {
    if (onFoundations(state) === 52) return undefined;
    return isEmpty(state, 'keller') || kellerReleased(state) ? {id: 'stuck'} : {id: 'kellerStuck'};
  },
  stalled,
  hint(state) {
    const open = FOUNDATIONS.map((id) => getPile(state, id)).filter((pile) => pile.cards.length > 0 && pile.cards.length < FAMILY);
    if (open.length === 0) return undefined;
    return {id: 'familiesNeed', needs: open.map((pile) => ({suit: suit(pile.cards[0]), ranks: nextRanks(pile)}))};
  },
  solver: {
    // The halves of rows 1–4 are ruled alike, and so are the two halves of row 5 (11-A4 asks for either).
    symmetric: ['half', 'row5'],
    transfers: grossePatienceTransfers,
    compact: grossePatienceCompact,
    // Once a family's direction is set, the card it takes next is wanted nowhere else: the only card that could lie on it in
    // the rows is its own successor, which then goes to the family as well. Any winning line still works with the card up now.
    safe: (state, moves) =>
      moves.find((move) => {
        if (move.kind !== 'move') return false;
        const to = PLACE.get(move.to)!;
        return FAMILY_AT[to] && state.piles[to].cards.length >= 2;
      }),
    // Cards for the families first, then moves that free one; a half emptied is worth more than a half filled.
    priority(state, move) {
      if (move.kind !== 'move') return 0;
      const to = PLACE.get(move.to)!;
      if (FAMILY_AT[to]) return 8;
      const from = PLACE.get(move.from)!;
      const cards = state.piles[from].cards;
      const below = cards[cards.length - move.count - 1];
      let score = below === undefined ? (OPEN_HALF_AT[from] ? 2 : 0) : wantedByFamily(state, below) ? 4 : 0;
      if (to === KELLER_AT) score -= 1;
      else if (state.piles[to].cards.length === 0) score -= 2;
      return score;
    },
    // A whole half of rows 1–4 moving into an empty one only swaps the two.
    prune(state, move) {
      if (move.kind !== 'move') return false;
      const from = PLACE.get(move.from)!;
      const to = PLACE.get(move.to)!;
      return OPEN_HALF_AT[from] && OPEN_HALF_AT[to] && state.piles[to].cards.length === 0 && state.piles[from].cards.length === move.count;
    },
  },
  keys: [{key: 'c', to: 'keller', label: {en: 'into the Keller', de: 'in den Keller'}, short: {en: 'Keller', de: 'Keller'}}],
  rulesText: {
    en: `# Goal
Build all 52 cards into four families of 13, one for each suit, on
the four base cards in the middle column.

# Layout
- The first card dealt is a base card. The other three cards of the
  same rank become base cards too as they come.
- The other 48 cards lie face up in five rows, each split into a left
  and a right half, fanned away from the middle: rows 1 to 4 hold five
  cards per half, row 5 holds four.
- Below the base cards, in row 5, is the Keller: a cell for one card.

# Play
- Only the outermost card of each half can be played.
- A family grows in its base card's suit, one rank at a time. The
  second card decides for good whether it goes up or down. King and
  ace are neighbours, so a family may run ... Q, K, A, 2 ...
- In rows 1 to 4 a card may go onto the outer card of another half:
  same suit, one rank higher or lower (here too K and A touch).
- Row 5 only gives cards: nothing may be put on it, and once one of
  its halves is empty, it stays closed.
- An empty half in rows 1 to 4 takes any card, or several cards of
  one suit in rank order taken together from the end of another half.
- Any outer card may go into the empty Keller. Its card may come out
  again only while a half of row 5 is empty. Reuse it at will.
- Cards on a family stay there.

# Keys
- c puts the focused outer card into the empty Keller.
- Space picks up the outer card of a half and drops it; Enter sends
  it to its best place. To move a sequence into an empty half, press
  the arrow towards the centre to take more cards before Space.

# End
You win when all four families are complete. When no card can ever
reach a family again, the game offers to end.`,
    de: `# Ziel
Alle 52 Karten kommen als vier Stämme zu je 13 Karten, einer je Farbe,
auf die vier Grundkarten in der Mittelspalte.

# Auslage
- Die erste Karte ist eine Grundkarte. Die drei anderen Karten dieses
  Werts werden ebenfalls Grundkarten, sobald sie kommen.
- Die übrigen 48 Karten liegen offen in fünf Reihen, jede in eine linke
  und eine rechte Hälfte geteilt und von der Mitte weg geschuppt:
  Reihe 1 bis 4 je fünf Karten pro Hälfte, Reihe 5 je vier.
- Unter den Grundkarten, in Reihe 5, liegt der Keller für eine Karte.

# Spielverlauf
- Spielbar ist nur die äußerste Karte jeder Hälfte.
- Ein Stamm wächst in der Farbe seiner Grundkarte, Wert für Wert. Die
  zweite Karte legt fest, ob er auf- oder absteigt. König und As sind
  Nachbarn, ein Stamm kann also … D, K, A, 2 … laufen.
- In Reihe 1 bis 4 darfst du eine Karte an die äußere Karte einer
  anderen Hälfte legen: gleiche Farbe, ein Wert höher oder tiefer
  (auch hier folgen K und A aufeinander).
- Reihe 5 gibt nur ab: Dort wird nichts angelegt, und eine geleerte
  Hälfte bleibt für immer geschlossen.
- Eine leere Hälfte in Reihe 1 bis 4 nimmt jede Karte oder mehrere
  Karten einer Farbe in Folge, zusammen vom Ende einer anderen Hälfte.
- Jede äußere Karte darf in den leeren Keller. Heraus darf sie nur,
  solange eine Hälfte von Reihe 5 leer ist. Der Keller bleibt nutzbar.
- Was auf einem Stamm liegt, bleibt dort.

# Tasten
- c legt die gewählte äußere Karte in den leeren Keller.
- Leertaste nimmt die äußere Karte einer Hälfte auf und legt sie ab;
  Enter bringt sie an den besten Platz. Für eine Folge in eine leere
  Hälfte nimmt der Pfeil zur Mitte hin vor der Leertaste mehr Karten.

# Ende
Gewonnen hast du, wenn alle vier Stämme vollständig sind. Kann keine
Karte mehr auf einen Stamm kommen, bietet das Spiel das Beenden an.`,
  },
};
