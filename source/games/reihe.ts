import {headsOfRank, NO_HEADS} from '../core/build.js';
import {ACE, type Card, KING, makeCard, rank, SUIT_CHARS, suit} from '../core/cards.js';
import {getPile, makePile, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {type Catalogue, entry, fixed, type MessageOf} from '../core/text.js';
import {applyTransfer} from '../core/transfer.js';
import type {GameDefinition, GameMove, Pile, PileRule, PileSpec, State} from '../core/types.js';
import {reiheCompact} from './reihe-compact.js';
import {fits, reiheTransfers} from './reihe-transfers.js';

/** Die Reihe, SPEC.md §5; §9 (the leaflet text) is the same game. */

type Vars = Readonly<Record<never, never>>;
type Switch = 'hold-back';
type Reihe = State<Vars, Readonly<Record<Switch, boolean>>>;

const SUITS = [...SUIT_CHARS];
const UP = SUITS.map((letter) => `upFound${letter}`);
const DOWN = SUITS.map((letter) => `downFound${letter}`);
const COLUMNS = 10;
/**
 * Five rows always suffice. A and K never enter the grid (5-A1), so it holds
 * at most 52 − 8 = 44 cards at once. Cards never move within the grid, and a
 * dealt card goes into slot n (row-major, counted from 0) only when slots
 * 0…n−1 all hold cards, so then n + 1 ≤ 44 cards lie there: n ≤ 43, row 5.
 */
const ROWS = 5;
/** Where the piles lie in `state.piles`: the deal's order never changes. */
const GRID_START = UP.length + DOWN.length;
const STOCK_INDEX = GRID_START + ROWS * COLUMNS;

const messages = {
  covered: entry(
    ({card, pile}: {card: Card; pile: string}, w) => `that card is covered by ${w.card(card)} in ${w.pile(pile)}`,
    ({card, pile}, w) => `diese Karte ist von ${w.card(card)} in ${w.pile(pile)} verdeckt`,
  ),
  gridFixed: fixed(
    'cards never move within the rows: a free card may only go up',
    'in den Reihen wird nie umgelegt: eine freie Karte darf nur auf eine Ablage',
  ),
  notFounded: entry(
    ({pile, founder}: {pile: string; founder: Card}, w) => `the ${w.pile(pile)} starts with ${w.card(founder)}`,
    ({pile, founder}, w) => `die ${w.pile(pile)} beginnt mit ${w.card(founder)}`,
  ),
  needsOnTop: entry(
    ({card, needed, pile}: {card: Card; needed: Card; pile: string}, w) => `${w.card(card)} needs ${w.card(needed)} on top of the ${w.pile(pile)}`,
    ({card, needed, pile}, w) => `${w.card(card)} braucht ${w.card(needed)} oben auf der ${w.pile(pile)}`,
  ),
  playFirst: entry(
    ({card}: {card: Card}, w) => `first play what goes up: ${w.card(card)} fits a foundation`,
    ({card}, w) => `erst ablegen, was passt: ${w.card(card)} passt auf eine Ablage`,
  ),
  holdBack: fixed(
    'with "hold back" you choose the plays yourself: d deals the next card',
    'mit „zurückhalten“ wählst du selbst, was du ablegst: d gibt die nächste Karte',
  ),
  filled: entry(
    ({card, pile}: {card: Card; pile: string}, w) => `${w.card(card)} fills ${w.pile(pile)}`,
    ({card, pile}, w) => `${w.card(card)} füllt ${w.pile(pile)}`,
  ),
  played: entry(
    ({card, pile}: {card: Card; pile: string}, w) => `${w.card(card)} went up onto the ${w.pile(pile)}`,
    ({card, pile}, w) => `${w.card(card)} kam auf die ${w.pile(pile)}`,
  ),
  nextSlot: entry(
    ({pile}: {pile: string}, w) => `a card that does not go up fills ${w.pile(pile)}`,
    ({pile}, w) => `eine Karte, die nicht auf eine Ablage kann, füllt ${w.pile(pile)}`,
  ),
  founds: entry(
    ({card, pile}: {card: Card; pile: string}, w) => `${w.card(card)} starts the ${w.pile(pile)}`,
    ({card, pile}, w) => `${w.card(card)} beginnt die ${w.pile(pile)}`,
  ),
  wentUp: entry(
    ({card, pile}: {card: Card; pile: string}, w) => `${w.card(card)} fits and goes straight onto the ${w.pile(pile)}`,
    ({card, pile}, w) => `${w.card(card)} passt und kommt gleich auf die ${w.pile(pile)}`,
  ),
  stuck: fixed('the stock is empty and no free card fits a foundation', 'der Talon ist leer, und keine freie Karte passt mehr'),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

function gridId(row: number, col: number): string {
  return `r${row + 1}c${col + 1}`;
}

function name(en: string, de: string) {
  return {en, de};
}

const EN_SUITS = ['clubs', 'spades', 'hearts', 'diamonds'];
const DE_SUITS = ['Kreuz', 'Pik', 'Herz', 'Karo'];

/**
 * The pile table, in the order of `state.piles`. The grid's slots carry their
 * row and column (from 0) as their place on the table: the rules read them
 * there. 5-A7: the ace foundations stand left of the king foundations.
 */
const TABLE: readonly PileSpec[] = [
  ...UP.map((id, index): PileSpec => ({
    id,
    role: 'foundation',
    group: 'up',
    suit: index,
    name: name(`${EN_SUITS[index]} ace foundation`, `${DE_SUITS[index]}-As-Ablage`),
    col: COLUMNS,
    row: index,
    label: {rank: ACE, suit: index},
  })),
  ...DOWN.map((id, index): PileSpec => ({
    id,
    role: 'foundation',
    group: 'down',
    suit: index,
    name: name(`${EN_SUITS[index]} king foundation`, `${DE_SUITS[index]}-Königs-Ablage`),
    col: COLUMNS + 1,
    row: index,
    label: {rank: KING, suit: index},
  })),
  ...Array.from({length: ROWS * COLUMNS}, (_, index): PileSpec => {
    const row = Math.floor(index / COLUMNS);
    const col = index % COLUMNS;
    return {
      id: gridId(row, col),
      role: 'tableau',
      group: 'grid',
      name: name(`row ${row + 1}, column ${col + 1}`, `Reihe ${row + 1}, Spalte ${col + 1}`),
      col,
      row,
    };
  }),
  {id: 'stock', role: 'stock', group: 'stock', name: name('stock', 'Talon'), col: COLUMNS + 1, row: 4},
];

function gridPile(state: Reihe, row: number, col: number): Pile {
  return state.piles[GRID_START + row * COLUMNS + col];
}

function stockOf(state: Reihe): Pile {
  return state.piles[STOCK_INDEX];
}

/** 5.2: the card at (row, col) is accessible when no later row of its column holds a card; else the covering slot. */
function coveringRow(state: Reihe, row: number, col: number): number | undefined {
  for (let below = ROWS - 1; below > row; below--) if (gridPile(state, below, col).cards.length > 0) return below;
  return undefined;
}

/** The free card of a column (its lowest card), if the column holds one. */
function freeCard(state: Reihe, col: number): Card | undefined {
  for (let row = ROWS - 1; row >= 0; row--) {
    const card = top(gridPile(state, row, col));
    if (card !== undefined) return card;
  }
  return undefined;
}

/** The foundation a card may go on, if any: the ace foundation first (both fit only for the suit's last card). */
function foundationFor(state: Reihe, card: Card): string | undefined {
  const index = suit(card);
  if (fits(card, state.piles[index], true)) return UP[index];
  if (fits(card, state.piles[UP.length + index], false)) return DOWN[index];
  return undefined;
}

function foundationRule(up: boolean): PileRule<Reihe> {
  return {
    givesNothing: true,
    gives: ({why}) => no(why, {id: 'foundationKeeps'}),
    takes({pile, spec, cards, why}) {
      if (cards.length !== 1) return no(why, {id: 'oneAtATime'});
      const card = cards[0];
      const wanted = spec.suit!;
      if (suit(card) !== wanted) return no(why, {id: 'suitOnly', suit: wanted});
      if (fits(card, pile, up)) return null;
      if (pile.cards.length === 0) return no(why, {id: 'notFounded', pile: spec.id, founder: makeCard(up ? ACE : KING, wanted)});
      return no(why, {id: 'needsOnTop', card, needed: makeCard(rank(card) + (up ? -1 : 1), wanted), pile: spec.id});
    },
    heads(pile, _state, spec) {
      const under = top(pile);
      if (under === undefined) return NO_HEADS;
      const next = rank(under) + (up ? 1 : -1);
      return next < ACE || next > KING ? NO_HEADS : headsOfRank(next, spec.suit);
    },
  };
}

const gridRule: PileRule<Reihe> = {
  runs: true,
  gives({state, spec, count, why}) {
    if (count !== 1) return no(why, {id: 'oneAtATime'});
    const below = coveringRow(state, spec.row, spec.col);
    if (below === undefined) return null;
    return no(why, {id: 'covered', card: top(gridPile(state, below, spec.col))!, pile: gridId(below, spec.col)});
  },
  takesNothing: true,
  takes: ({why}) => no(why, {id: 'gridFixed'}),
};

const stockRule: PileRule<Reihe> = {
  givesNothing: true,
  gives: ({why}) => no(why, {id: 'stockByKey'}),
  takesNothing: true,
  takes: ({why}) => no(why, {id: 'nothingOnStock'}),
};

/** A free card that fits a foundation, if there is one. */
function playableCard(state: Reihe): Card | undefined {
  for (let col = 0; col < COLUMNS; col++) {
    const card = freeCard(state, col);
    if (card !== undefined && foundationFor(state, card) !== undefined) return card;
  }
  return undefined;
}

function firstEmptySlot(state: Reihe): string {
  for (let index = 0; index < ROWS * COLUMNS; index++) {
    const pile = state.piles[GRID_START + index];
    if (pile.cards.length === 0) return pile.id;
  }
  throw new Error('the grid is full, which the five-row bound rules out');
}

/** Where a dealt card goes (5.3): A and K found their piles, a fitting card goes up, any other fills the first gap. */
function placeOf(state: Reihe, card: Card): string {
  if (rank(card) === ACE) return UP[suit(card)];
  if (rank(card) === KING) return DOWN[suit(card)];
  return foundationFor(state, card) ?? firstEmptySlot(state);
}

function deal(order: readonly Card[], switches: Reihe['switches']): Reihe {
  const piles: Pile[] = TABLE.filter((spec) => spec.id !== 'stock').map((spec) => makePile(spec.id));
  piles.push(makePile('stock', order.slice().reverse(), order.length));
  return {game: 'reihe', piles, vars: {}, switches};
}

/** The free card the step plays up (the leftmost that fits) and where it goes: any order of these plays ends the same. */
function nextPlay(state: Reihe): {from: string; to: string; card: Card} | undefined {
  for (let col = 0; col < COLUMNS; col++) {
    for (let row = ROWS - 1; row >= 0; row--) {
      const pile = gridPile(state, row, col);
      const card = top(pile);
      if (card === undefined) continue;
      const to = foundationFor(state, card);
      if (to !== undefined) return {from: pile.id, to, card};
      break;
    }
  }
  return undefined;
}

/** The step of the standard rules (5-A6): a free card that fits goes up, else the next card is dealt. */
function stepMove(state: Reihe): GameMove {
  const play = nextPlay(state);
  return play ? {kind: 'move', from: play.from, to: play.to, count: 1} : {kind: 'action', name: 'deal'};
}

function apply(state: Reihe, move: GameMove): Reihe {
  if (move.kind === 'action' && move.name === 'step') return apply(state, stepMove(state));
  const table = new Table(state);
  if (move.kind === 'action') {
    const card = top(stockOf(state))!;
    table.put(placeOf(state, card), table.take('stock', 1));
  } else if (move.kind === 'move') {
    applyTransfer(table, move);
  }
  return table.state();
}

function onFoundations(state: Reihe): number {
  let count = 0;
  for (let index = 0; index < GRID_START; index++) count += state.piles[index].cards.length;
  return count;
}

export const reihe: GameDefinition<Reihe> = {
  id: 'reihe',
  names: {de: 'Die Reihe', en: 'The Row'},
  aliases: ['the-row', 'row'],
  decks: 1,
  summary: {
    en: 'Rows of ten; aces build up, kings down in suit; only the lowest card of a column may go up. Plays itself (s step, a autoplay).',
    de: 'Reihen zu zehn; Asse aufwärts, Könige abwärts in Farbe; nur die unterste Karte einer Spalte darf hinauf. Spielt sich selbst (s, a).',
  },
  // Measured: npm run winnability (source/solver/results/), deals proven winnable.
  wins: {percent: 20, by: 'solver'},
  messages,
  switches: [
    {
      id: 'hold-back',
      spec: '5-A6',
      name: {en: 'hold back', de: 'zurückhalten'},
      description: {
        en: 'Free cards may be kept back: the next card may be dealt while one could go up, and you choose every play (much easier).',
        de: 'Freie Karten dürfen liegen bleiben: die nächste Karte darf kommen, auch wenn eine passt, und du wählst jeden Zug (viel leichter).',
      },
    },
  ],
  // Version 3: "play before dealing" (5-A6) became the default, the old default is "hold back". Die Reihe had no version 2:
  // its number is that of the revision that changed four games' defaults at once, so versions 1 and 2 both hold back.
  rulesVersion: 3,
  legacy: {1: {'hold-back': true}, 2: {'hold-back': true}},
  formerSwitches: [
    {
      id: 'play-first',
      spec: '5-A6',
      name: {en: 'play before dealing', de: 'erst ablegen, dann geben'},
      description: {
        en: 'The next card may be dealt only when no free card can go up (the standard rules since rules version 3).',
        de: 'Die nächste Karte darf erst kommen, wenn keine freie Karte mehr auf eine Ablage passt (seit Regelversion 3 die Standardregel).',
      },
      sets: {'hold-back': false},
    },
  ],
  deal,
  piles: () => TABLE,
  pileRules: {up: foundationRule(true), down: foundationRule(false), grid: gridRule, stock: stockRule},
  actions: {
    deal: {
      check(state, why) {
        if (stockOf(state).cards.length === 0) return no(why, {id: 'stockEmpty'});
        if (state.switches['hold-back']) return null;
        const card = playableCard(state);
        return card === undefined ? null : no(why, {id: 'playFirst', card});
      },
    },
    step: {
      check(state, why) {
        if (state.switches['hold-back']) return no(why, {id: 'holdBack'});
        return stockOf(state).cards.length > 0 || playableCard(state) !== undefined ? null : no(why, {id: 'stuck'});
      },
    },
  },
  apply,
  outcome: (state) => (onFoundations(state) === 52 ? 'won' : 'playing'),
  // 5.6: the loss is exact, and the engine finds it: the stock is empty and no free card fits.
  ending: (state) =>
    !state.resigned && stockOf(state).cards.length === 0 && onFoundations(state) < 52 && playableCard(state) === undefined ? {id: 'stuck'} : undefined,
  hint: (state) => (stockOf(state).cards.length === 0 ? undefined : {id: 'nextSlot', pile: firstEmptySlot(state)}),
  narrate(before, move) {
    if (move.kind === 'action' && move.name === 'step') {
      const next = stepMove(before);
      if (next.kind === 'move') return {id: 'played', card: top(getPile(before, next.from))!, pile: next.to};
      const card = top(stockOf(before))!;
      const pile = placeOf(before, card);
      if (!UP.includes(pile) && !DOWN.includes(pile)) return {id: 'filled', card, pile};
      return rank(card) === ACE || rank(card) === KING ? {id: 'founds', card, pile} : {id: 'wentUp', card, pile};
    }
    if (move.kind !== 'action') return undefined;
    const card = top(stockOf(before))!;
    const pile = placeOf(before, card);
    if (!UP.includes(pile) && !DOWN.includes(pile)) return undefined;
    return rank(card) === ACE || rank(card) === KING ? {id: 'founds', card, pile} : {id: 'wentUp', card, pile};
  },
  solver: {
    // With the stock empty no card comes into the grid any more: a card that goes up only frees the card above it, and a suit's
    // cards can still go up on either of its foundations in any order that was possible before. So any such move can wait for no other.
    // Under the standard rules (5-A6) every fitting free card goes up before the next deal, in any order, so any play is safe.
    safe: (state, moves) => (stockOf(state).cards.length === 0 || !state.switches['hold-back'] ? moves.find((move) => move.kind === 'move') : undefined),
    // The step only plays a move or the deal that is listed on its own.
    prune: (_state, move) => move.kind === 'action' && move.name === 'step',
    transfers: reiheTransfers,
    compact: reiheCompact,
  },
  // As in Napoleons Patience: s (or d) the next step, a plays on. With "hold back" there is no step, and d deals.
  keys: [
    {key: 's', actions: ['step'], label: {en: 'next card', de: 'nächste Karte'}, short: {en: 'step', de: 'Schritt'}, auto: true},
    {key: 'd', actions: ['step', 'deal'], label: {en: 'next card', de: 'nächste Karte'}, short: {en: 'step', de: 'Schritt'}},
  ],
  rulesText: {
    en: `# Goal
Get all 52 cards onto eight foundations. Each ace builds up in its
suit (2, 3, 4 ...), each king builds down in its suit (Q, J, 10 ...).

# Layout
- Left: rows of ten places, as many rows as the deal needs.
- Right: the ace foundations, the king foundations beside them,
  and the face-down stock below.
A card covers the one above it in its column: only the lowest card
of each column is free.

# Play
- Turn the stock one card at a time.
- An ace or a king starts its foundation at once and takes no place
  in the rows. A turned card that fits a foundation goes up by itself.
- Any other card fills the first empty place: row 1 left to right,
  then row 2, and so on. Gaps you made by playing cards are filled
  this way before the current row goes on.
- Before the next card is turned, every free card that fits goes up:
  the game plays itself, and you watch and choose the pace. Cards
  never move from place to place in the rows.
- With the variant "hold back" you play free cards up as you like,
  or keep them back and turn the next card.
- A card fits one above the top of its suit's ace pile or one below
  the top of its king pile. King and ace do not join up.

# Keys
- s (or d, or Space on the stock) plays the next free card that
  fits, else turns the next card; it says what it did.
- a plays on by itself (a again pauses); + and - change the speed.
- You may also play a fitting free card yourself: Space picks it up,
  Space on a foundation drops it there, Enter sends it there.
- With "hold back", d turns the next card.

# End
You win when all 52 cards lie on the foundations. The game is lost
when the stock is empty and no free card fits.`,
    de: `# Ziel
Alle 52 Karten kommen auf acht Ablagen. Auf jedes As wird in seiner
Farbe aufgebaut (2, 3, 4 …), auf jeden König abgebaut (D, B, 10 …).

# Auslage
- Links: Reihen zu je zehn Plätzen, so viele, wie das Spiel braucht.
- Rechts: die As-Ablagen, daneben die Königs-Ablagen, darunter
  der verdeckte Talon.
Jede Karte deckt die darüberliegende in ihrer Spalte zu: frei ist
nur die unterste Karte jeder Spalte.

# Spielverlauf
- Du deckst den Talon Karte für Karte auf.
- Asse und Könige werden sofort Grundkarten und belegen keinen Platz.
  Passt eine aufgedeckte Karte auf eine Ablage, kommt sie gleich dorthin.
- Jede andere Karte füllt den ersten freien Platz: Reihe 1 von links
  nach rechts, dann Reihe 2 und so fort. Lücken, die durch Ablegen
  entstanden sind, werden so gefüllt, ehe die Reihe weitergeht.
- Bevor die nächste Karte kommt, wird jede freie Karte abgelegt, die
  passt: Die Patience spielt sich selbst, du schaust zu und bestimmst
  das Tempo. In den Reihen wird nie umgelegt.
- Mit der Variante „zurückhalten“ legst du freie Karten nach Belieben
  ab oder hältst sie zurück und deckst die nächste Karte auf.
- Abgelegt wird in derselben Farbe: auf die As-Ablage die nächsthöhere,
  auf die Königs-Ablage die nächstniedrigere Karte. König und As
  schließen nicht aneinander an.

# Tasten
- s (oder d, oder Leertaste auf dem Talon) legt die nächste passende
  freie Karte ab, sonst deckt es die nächste Karte auf, und sagt, was
  es getan hat.
- a spielt von selbst weiter (a hält an); + und - ändern das Tempo.
- Eine passende freie Karte darfst du auch selbst ablegen: Leertaste
  nimmt sie auf, Leertaste auf einer Ablage legt sie dort ab, Enter
  legt sie gleich ab.
- Mit „zurückhalten“ deckt d die nächste Karte auf.

# Ende
Gewonnen, wenn alle 52 Karten auf den Ablagen liegen. Verloren,
wenn der Talon leer ist und keine freie Karte mehr passt.`,
  },
};
