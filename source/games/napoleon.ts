import {type Build, fits} from '../core/build.js';
import type {Card} from '../core/cards.js';
import {getPile, makePile, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {type Catalogue, entry, fixed, type MessageOf} from '../core/text.js';
import type {GameDefinition, GameMove, Outcome, PileRule, PileSpec, State} from '../core/types.js';
import {napoleonCompact} from './napoleon-compact.js';

/** Napoleons-Patience (up-and-down), SPEC.md §4. The program plays every card itself. */

type Vars = {
  /** Passes through the hand begun, for the title line and the loss message. */
  readonly pass: number;
  /** A card went onto the patience during this pass (4-A4: a pass without one loses). */
  readonly placed: boolean;
};
type Switch = 'two-packs' | 'no-wrap';
type Napoleon = State<Vars, Readonly<Record<Switch, boolean>>>;

/** 4-A2, 4-A5: one higher or lower than the current top, suits ignored; 4-A1: K and A adjacent unless wrap is off. */
const WRAP: Build = {dir: 'either', match: 'any', wrap: true};
const NO_WRAP: Build = {dir: 'either', match: 'any', wrap: false};

function cardsEn(count: number): string {
  return count === 1 ? '1 card' : `${count} cards`;
}

function cardsDe(count: number): string {
  return count === 1 ? '1 Karte' : `${count} Karten`;
}

const messages = {
  playsItself: fixed(
    'this patience plays itself: s plays the next card, a plays on by itself',
    'diese Patience spielt sich selbst: s spielt die nächste Karte, a spielt von selbst weiter',
  ),
  starts: entry(
    ({card}: {card: Card}, w) => `${w.card(card)} starts the patience: s plays the next card`,
    ({card}, w) => `${w.card(card)} beginnt die Patience: s spielt die nächste Karte`,
  ),
  fits: entry(
    ({card, under}: {card: Card; under: Card}, w) => `${w.card(card)} fits on ${w.card(under)}: onto the patience`,
    ({card, under}, w) => `${w.card(card)} passt auf ${w.card(under)}: auf die Patience`,
  ),
  fitsNot: entry(
    ({card, under}: {card: Card; under: Card}, w) => `${w.card(card)} does not fit on ${w.card(under)}: onto the second pile`,
    ({card, under}, w) => `${w.card(card)} passt nicht auf ${w.card(under)}: auf den zweiten Stapel`,
  ),
  pickedUp: entry(
    ({pass, count}: {pass: number; count: number}) => `pass ${pass}: ${cardsEn(count)} picked up as the new hand`,
    ({pass, count}) => `Durchgang ${pass}: ${cardsDe(count)} als neue Hand aufgenommen`,
  ),
  dryPass: entry(
    ({pass}: {pass: number}) => `in a whole pass no card went onto the patience (pass ${pass})`,
    ({pass}) => `in einem ganzen Durchgang kam keine Karte auf die Patience (Durchgang ${pass})`,
  ),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

function size(state: Napoleon, id: string): number {
  return getPile(state, id).cards.length;
}

/** 4.3.1: the first card face up as the patience, the rest face down in hand, the second card dealt on top. */
function deal(order: readonly Card[], switches: Napoleon['switches']): Napoleon {
  const hand = order.slice(1).reverse();
  const piles = [makePile('hand', hand, hand.length), makePile('patience', [order[0]]), makePile('second')];
  return {game: 'napoleon', piles, vars: {pass: 1, placed: false}, switches};
}

function outcome(state: Napoleon): Outcome {
  if (size(state, 'hand') > 0) return 'playing';
  if (size(state, 'second') === 0) return 'won';
  return state.vars.placed ? 'playing' : 'lost';
}

/** 4.3.3: the second pile, turned face down, becomes the hand; its first card comes first. */
function pickUp(table: Table<Napoleon>): void {
  const cards = table.take('second', table.cards('second').length).reverse();
  table.set('hand', cards, cards.length);
  table.change({pass: table.vars.pass + 1, placed: false});
}

/** 4.3.2: the next hand card goes onto the patience when it fits the current top, else onto the second pile. */
function playCard(table: Table<Napoleon>, build: Build): void {
  const [card] = table.take('hand', 1);
  const fitsOn = fits(card, top(table.pile('patience'))!, build);
  table.put(fitsOn ? 'patience' : 'second', [card]);
  if (fitsOn) table.change({placed: true});
}

function apply(state: Napoleon, _move: GameMove): Napoleon {
  const table = new Table(state);
  if (table.cards('hand').length === 0) pickUp(table);
  else playCard(table, state.switches['no-wrap'] ? NO_WRAP : WRAP);
  return table.state();
}

function narrate(before: Napoleon, _move: GameMove, after: Napoleon): Why {
  const hand = getPile(before, 'hand');
  if (hand.cards.length === 0) return {id: 'pickedUp', pass: after.vars.pass, count: size(after, 'hand')};
  const card = top(hand)!;
  const under = top(getPile(before, 'patience'))!;
  return size(after, 'patience') > size(before, 'patience') ? {id: 'fits', card, under} : {id: 'fitsNot', card, under};
}

/** The program moves every card: no pile gives or takes one by hand. */
const handsOff: PileRule<Napoleon> = {
  runs: true,
  givesNothing: true,
  gives: ({why}) => no(why, {id: 'playsItself'}),
  takesNothing: true,
  takes: ({why}) => no(why, {id: 'playsItself'}),
};

const TABLE: readonly PileSpec[] = [
  {id: 'hand', role: 'stock', group: 'hand', name: {en: 'hand', de: 'Hand'}, col: 0, row: 0},
  {id: 'patience', role: 'foundation', group: 'patience', name: {en: 'patience', de: 'Patience'}, col: 2, row: 0},
  {id: 'second', role: 'waste', group: 'second', name: {en: 'second pile', de: 'zweiter Stapel'}, col: 4, row: 0},
];

export const napoleon: GameDefinition<Napoleon> = {
  id: 'napoleon',
  names: {de: 'Napoleons Patience', en: "Napoleon's Up-and-Down"},
  aliases: ['napoleon-updown'],
  decks: 1,
  summary: {
    en: 'Automatic: each card one higher or lower than the top (K–A wraps) joins the patience; the rest come round again.',
    de: 'Automatisch: jede Karte eins höher oder niedriger als die oberste (K–A schließt) kommt auf die Patience, der Rest wird neu durchgenommen.',
  },
  // Measured: npm run winnability (source/solver/results/), deals proven winnable.
  wins: {percent: 1.9, by: 'solver'},
  messages,
  switches: [
    {
      id: 'two-packs',
      spec: '4-A3',
      decks: 2,
      name: {en: 'two packs', de: 'zwei Kartenspiele'},
      description: {
        en: 'Play with 104 cards; the rules stay the same (about 1.4% of deals come out).',
        de: 'Mit 104 Karten; die Regeln bleiben gleich (etwa 1,4\u00A0% der Verteilungen gehen auf).',
      },
    },
    {
      id: 'no-wrap',
      spec: '4-A1',
      name: {en: 'no wrap', de: 'ohne Übergang K–As'},
      description: {
        en: 'King and ace are not neighbours. For purists: the game can then never be won.',
        de: 'König und As sind keine Nachbarn. Für Puristen: dann geht die Patience nie auf.',
      },
    },
  ],
  deal,
  piles: () => TABLE,
  pileRules: {hand: handsOff, patience: handsOff, second: handsOff},
  actions: {
    // Self-playing: the next card can always be played while the game is on (the engine refuses it after the end).
    step: {check: () => null},
  },
  apply,
  outcome,
  ending: (state) => (outcome(state) === 'lost' ? {id: 'dryPass', pass: state.vars.pass} : undefined),
  hint(state) {
    const patience = getPile(state, 'patience').cards;
    const fresh = patience.length === 1 && state.vars.pass === 1 && size(state, 'second') === 0;
    return fresh ? {id: 'starts', card: patience[0]} : undefined;
  },
  narrate,
  solver: {compact: napoleonCompact},
  status: (state) => [{id: 'pass', pass: state.vars.pass}],
  // d is the "next card" key of every game (and Space or Enter on a stock); s was the step's own key before and still works.
  keys: [
    {key: 's', actions: ['step'], label: {en: 'next card', de: 'nächste Karte'}, short: {en: 'step', de: 'Schritt'}, auto: true},
    {key: 'd', actions: ['step'], label: {en: 'next card', de: 'nächste Karte'}, short: {en: 'step', de: 'Schritt'}},
  ],
  rulesText: {
    en: `# Goal
Bring all 52 cards onto one pile, the patience, with each card one
rank above or below the card it lands on.

# Layout
- The hand: the shuffled pack, face down.
- The patience, begun with the first card of the pack.
- The second pile, for cards that do not fit yet.

# Play
This patience plays itself: you watch and choose the pace.
- The next card of the hand goes onto the patience if it is one rank
  higher or lower than the patience's top card. Suits do not count,
  and king and ace are neighbours: a king fits on an ace and an ace
  on a king.
- Any other card goes onto the second pile.
- When the hand is empty, the second pile is turned over and becomes
  the new hand, so the card laid there first comes up first again.

# Keys
- s (or d, or Space on the hand) plays the next card.
- a plays on by itself (a again pauses); + and - change the speed.

# End
You win when every card lies on the patience. You lose when a whole
pass through the hand puts no card on the patience.`,
    de: `# Ziel
Alle 52 Karten kommen auf einen einzigen Stapel, die Patience. Jede
Karte muss eins höher oder eins tiefer sein als die darunter.

# Auslage
- Die Hand: das gemischte Spiel, verdeckt.
- Die Patience, eröffnet mit der ersten Karte des Spiels.
- Der zweite Stapel für Karten, die noch nicht passen.

# Spielverlauf
Diese Patience spielt sich selbst: Du schaust zu und bestimmst das
Tempo.
- Die nächste Karte der Hand kommt auf die Patience, wenn sie eins
  höher oder eins tiefer ist als deren oberste Karte. Die Farbe
  zählt nicht, und König und As sind Nachbarn: Der König passt auf
  das As und das As auf den König.
- Jede andere Karte kommt auf den zweiten Stapel.
- Ist die Hand leer, wird der zweite Stapel umgedreht und zur neuen
  Hand; die zuerst dort hingelegte Karte kommt wieder zuerst.

# Tasten
- s (oder d, oder Leertaste auf der Hand) spielt die nächste Karte.
- a spielt von selbst weiter (a hält an); + und - ändern das Tempo.

# Ende
Gewonnen, wenn alle Karten auf der Patience liegen. Verloren, wenn
ein ganzer Durchgang durch die Hand keine einzige Karte auf die
Patience bringt.`,
  },
};
