import {type Card, rank} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {type Catalogue, entry, fixed, type MessageOf} from '../core/text.js';
import type {GameDefinition, GameMove, Outcome, PileRule, PileSpec, State} from '../core/types.js';
import {untersteckenCompact} from './unterstecken-compact.js';

/** Das Unterstecken, SPEC.md §7. The program plays every card itself. */

type Vars = {
  /** Chains begun (one per reserve card), for the title line. */
  readonly chain: number;
  /** Cards tucked so far; a chain can never need more than the pack (7.5). */
  readonly tucks: number;
};
type Tuck = State<Vars, Readonly<Record<string, never>>>;

/** The pile of each rank: RANK_PILES[rank - 1]. */
export const RANK_PILES = [...numberedIds('P', 1, 10), 'PJ', 'PQ', 'PK'];
const CHAINS = 3;

const messages = {
  playsItself: fixed(
    'this patience plays itself: s takes the next step, a plays on by itself',
    'diese Patience spielt sich selbst: s macht den nächsten Schritt, a spielt von selbst weiter',
  ),
  firstReserve: entry(
    ({card}: {card: Card}, w) => `the first reserve card is ${w.card(card)}: s takes it in hand`,
    ({card}, w) => `die erste Reservekarte ist ${w.card(card)}: s nimmt sie in die Hand`,
  ),
  drawn: entry(
    ({chain, card}: {chain: number; card: Card}, w) => `chain ${chain}: reserve card ${w.card(card)} taken in hand`,
    ({chain, card}, w) => `Kette ${chain}: Reservekarte ${w.card(card)} in die Hand genommen`,
  ),
  tucked: entry(
    ({card, taken}: {card: Card; taken: Card}, w) => `${w.card(card)} tucked under the ${w.ranks(rank(card))}, ${w.card(taken)} taken from their top`,
    ({card, taken}, w) => `${w.card(card)} unter die ${w.ranks(rank(card))} gesteckt, ${w.card(taken)} von oben genommen`,
  ),
  chainEnds: entry(
    ({card, chain}: {card: Card; chain: number}, w) =>
      `${w.card(card)} tucked under the ${w.ranks(rank(card))}: only ${w.ranks(rank(card))} there, chain ${chain} ends`,
    ({card, chain}, w) => `${w.card(card)} unter die ${w.ranks(rank(card))} gesteckt: dort liegen nur ${w.ranks(rank(card))}, Kette ${chain} endet`,
  ),
  chainOf: entry(
    ({chain}: {chain: number}) => `chain ${chain} of ${CHAINS}`,
    ({chain}) => `Kette ${chain} von ${CHAINS}`,
  ),
  playedOut: entry(
    ({ranks}: {ranks: readonly number[]}, w) => `chains played out; incomplete piles: ${w.list(ranks.map((each) => w.rank(each)))}`,
    ({ranks}, w) => `Ketten ausgespielt; unvollständige Häufchen: ${w.list(ranks.map((each) => w.rank(each)))}`,
  ),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

function pileOf(card: Card): string {
  return RANK_PILES[rank(card) - 1];
}

function size(state: Tuck, id: string): number {
  return getPile(state, id).cards.length;
}

/** 7.3: blocks of 4 to P1…P10, of 3 to PJ, PQ, PK; the reserve's first card (the next of the pack) lies on top. */
function deal(order: readonly Card[], switches: Tuck['switches']): Tuck {
  let next = 0;
  const piles = RANK_PILES.map((id, index) => {
    const count = index < 10 ? 4 : 3;
    next += count;
    return makePile(id, order.slice(next - count, next));
  });
  piles.push(makePile('reserve', order.slice(next).reverse()), makePile('hand'));
  return {game: 'unterstecken', piles, vars: {chain: 0, tucks: 0}, switches};
}

function isComplete(cards: readonly Card[], rankValue: number): boolean {
  return cards.every((card) => rank(card) === rankValue);
}

/** 7.4, 7-A1, 7-A2: tuck the hand card under the pile of its rank; the chain ends when that pile holds only its rank, else take its top. */
function tuck(table: Table<Tuck>): void {
  const [card] = table.take('hand', 1);
  const id = pileOf(card);
  const cards = [card, ...table.cards(id)];
  table.set(id, cards, 0);
  table.change({tucks: table.vars.tucks + 1});
  if (!isComplete(cards, rank(card))) table.put('hand', table.take(id, 1));
}

function draw(table: Table<Tuck>): void {
  table.put('hand', table.take('reserve', 1));
  table.change({chain: table.vars.chain + 1});
}

function isOver(state: Tuck): boolean {
  return size(state, 'hand') === 0 && size(state, 'reserve') === 0;
}

/** Ranks whose pile does not hold exactly its four cards. */
export function incompleteRanks(state: Tuck): number[] {
  return RANK_PILES.map((id, index) => ({cards: getPile(state, id).cards, rankValue: index + 1}))
    .filter(({cards, rankValue}) => cards.length !== 4 || !isComplete(cards, rankValue))
    .map(({rankValue}) => rankValue);
}

/** 7.5: decided once the third chain has ended. */
function outcome(state: Tuck): Outcome {
  if (!isOver(state)) return 'playing';
  return incompleteRanks(state).length === 0 ? 'won' : 'lost';
}

function apply(state: Tuck, _move: GameMove): Tuck {
  const table = new Table(state);
  if (table.cards('hand').length === 0) draw(table);
  else tuck(table);
  return table.state();
}

function narrate(before: Tuck, _move: GameMove, after: Tuck): Why {
  const card = top(getPile(before, 'hand'));
  if (card === undefined) return {id: 'drawn', chain: after.vars.chain, card: top(getPile(after, 'hand'))!};
  const taken = top(getPile(after, 'hand'));
  return taken === undefined ? {id: 'chainEnds', card, chain: after.vars.chain} : {id: 'tucked', card, taken};
}

/** The program moves every card: no pile gives or takes one by hand. */
const handsOff: PileRule<Tuck> = {
  runs: true,
  givesNothing: true,
  gives: ({why}) => no(why, {id: 'playsItself'}),
  takesNothing: true,
  takes: ({why}) => no(why, {id: 'playsItself'}),
};

const EN_PILES = ['aces', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s', '10s', 'jacks', 'queens', 'kings'];
const DE_PILES = ['Asse', 'Zweien', 'Dreien', 'Vieren', 'Fünfen', 'Sechsen', 'Siebenen', 'Achten', 'Neunen', 'Zehnen', 'Buben', 'Damen', 'Könige'];

const TABLE: readonly PileSpec[] = [
  ...RANK_PILES.map((id, index): PileSpec => ({
    id,
    role: 'foundation',
    group: 'rank',
    name: {en: EN_PILES[index], de: DE_PILES[index]},
    col: index % 5,
    row: Math.floor(index / 5),
    label: {rank: index + 1},
    caption: {rank: index + 1},
  })),
  // The reserve fans out over the empty cells beside the J Q K piles, so the table keeps its width as it shrinks.
  {id: 'reserve', role: 'reserve', group: 'reserve', name: {en: 'reserve', de: 'Reserve'}, col: 3, row: 2, fan: 'right'},
  {id: 'hand', role: 'reserve', group: 'hand', name: {en: 'hand', de: 'Hand'}, col: 5, row: 1},
];

export const unterstecken: GameDefinition<Tuck> = {
  id: 'unterstecken',
  names: {de: 'Das Unterstecken', en: 'Tuck-Under'},
  aliases: ['tuck-under'],
  decks: 1,
  summary: {
    en: 'Automatic: tuck each card under the pile of its rank and take that pile’s top, until every pile holds its four.',
    de: 'Automatisch: jede Karte unter das Häufchen ihrer Augenzahl stecken und dessen oberste nehmen, bis alle vollzählig sind.',
  },
  // Measured: npm run winnability (source/solver/results/), deals proven winnable.
  wins: {percent: 50, by: 'solver'},
  messages,
  deal,
  piles: () => TABLE,
  pileRules: {rank: handsOff, reserve: handsOff, hand: handsOff},
  actions: {
    // Self-playing: the next step is always possible while the game is on (the engine refuses it after the end).
    step: {check: () => null},
  },
  apply,
  outcome,
  ending(state) {
    if (outcome(state) !== 'lost') return undefined;
    return {id: 'playedOut', ranks: incompleteRanks(state)};
  },
  hint(state) {
    const first = top(getPile(state, 'reserve'));
    return state.vars.chain === 0 && first !== undefined ? {id: 'firstReserve', card: first} : undefined;
  },
  narrate,
  solver: {compact: untersteckenCompact},
  status: (state) => (state.vars.chain > 0 ? [{id: 'chainOf', chain: state.vars.chain}] : []),
  // d is the "next card" key of every game (and Space or Enter on a stock); s was the step's own key before and still works.
  keys: [
    {key: 's', actions: ['step'], label: {en: 'next step', de: 'nächster Schritt'}, short: {en: 'step', de: 'Schritt'}, auto: true},
    {key: 'd', actions: ['step'], label: {en: 'next step', de: 'nächster Schritt'}, short: {en: 'step', de: 'Schritt'}},
  ],
  rulesText: {
    en: `# Goal
Sort the whole pack into thirteen piles, one for each rank, so that
every pile holds exactly the four cards of its rank.

# Layout
- Ten piles of four cards, for ace to 10, in two rows.
- Below them three piles of three cards, for jack, queen and king.
- To the side the three cards left over: the reserve.
All cards lie face up; only the top card of a pile shows.

# Play
This patience plays itself: you watch and choose the pace.
- The first reserve card is taken in hand.
- The card in hand is tucked under the pile of its rank, and the top
  card of that same pile is taken in hand.
- If that top card belongs to this very pile, it is tucked under it
  too, and the next top card is taken.
- This goes on until a card is tucked under a pile that then holds
  nothing but cards of its own rank. That ends the chain, and the
  next reserve card starts a new one.
- After the third chain the game is decided.

# Keys
- s (or d) takes the next step.
- a plays on by itself (a again pauses); + and - change the speed.

# End
You win when every pile holds exactly the four cards of its rank.
Otherwise the game is lost once the third chain has ended, and the
piles that are not complete are named.`,
    de: `# Ziel
Das ganze Spiel wird in dreizehn Häufchen geordnet, eines für jeden
Wert, und jedes soll genau die vier Karten seines Wertes enthalten.

# Auslage
- Zehn Häufchen zu je vier Karten für As bis 10, in zwei Reihen.
- Darunter drei Häufchen zu je drei Karten für Bube, Dame und König.
- Daneben die drei übrigen Karten als Reserve.
Alle Karten liegen offen; von jedem Häufchen sieht man nur die
oberste Karte.

# Spielverlauf
Diese Patience spielt sich selbst: Du schaust zu und bestimmst das
Tempo.
- Die erste Reservekarte kommt in die Hand.
- Die Karte in der Hand wird unter das Häufchen ihres Wertes
  gesteckt, und die oberste Karte dieses Häufchens kommt in die Hand.
- Gehört diese oberste Karte selbst zu dem Häufchen, wird auch sie
  daruntergesteckt und die nächste oberste genommen.
- So geht es weiter, bis eine Karte unter ein Häufchen kommt, das
  danach nur noch Karten seines Wertes enthält. Damit endet die
  Kette, und die nächste Reservekarte beginnt eine neue.
- Nach der dritten Kette ist das Spiel entschieden.

# Tasten
- s (oder d) macht den nächsten Schritt.
- a spielt von selbst weiter (a hält an); + und - ändern das Tempo.

# Ende
Gewonnen, wenn jedes Häufchen genau die vier Karten seines Wertes
enthält. Sonst ist das Spiel nach der dritten Kette verloren, und
die unvollständigen Häufchen werden genannt.`,
  },
};
