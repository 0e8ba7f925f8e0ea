import {headsOfRank, NO_HEADS} from '../core/build.js';
import {type Card, KING, rank} from '../core/cards.js';
import {makePile, numberedIds, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {type Catalogue, entry, fixed, type MessageOf, label} from '../core/text.js';
import {applyTransfer} from '../core/transfer.js';
import type {GameDefinition, GameMove, Pile, PileRule, PileSpec, State} from '../core/types.js';
import {rankLabel} from '../core/words.js';
import {napoleonDoubletsCompact} from './napoleon-doublets-compact.js';
import {napoleonDoubletsTransfers, nextValue} from './napoleon-doublets-transfers.js';

/** Napoleon-Patience, "Napoleon's Doubling", SPEC.md §10 (Doublets). Not game 4. */

type Vars = {
  /** Passes through the stock begun (10-A6: three in all). */
  readonly passes: number;
};
type Switch = 'turn-any-time' | 'stock-refill' | 'pass-over';
type Doublets = State<Vars, Readonly<Record<Switch, boolean>>>;

const RESERVES = numberedIds('reserve', 1, 7);
/** 10.5 M4 and 10-A6: three passes through the stock, that is two redeals. */
const PASSES = 3;
/** 10.4: the base card plus 47 cards, each non-king value four times. */
const FULL = 48;
/** Where the piles lie in `state.piles`: the deal's order never changes. */
const FOUND = RESERVES.length;
const STOCK = FOUND + 1;
const WASTE = STOCK + 1;
/** How many values the hint shows ahead. */
const AHEAD = 4;

type Refill = {readonly pile: string; readonly card: Card; readonly from: 'stock' | 'waste'};

function steps(from: number, lang: 'en' | 'de'): string {
  const labels: string[] = [];
  for (let value = from, count = 0; count < AHEAD; count++, value = nextValue(value)) labels.push(rankLabel(value, lang));
  return labels.join(' → ');
}

const messages = {
  onlyFoundation: fixed('cards go only onto the foundation', 'Karten kommen nur auf die Ablage'),
  kingsNever: fixed('kings never fit on the foundation: they stay where they are', 'Könige passen nie auf die Ablage: sie bleiben, wo sie sind'),
  doesNotFit: entry(
    ({card, base}: {card: Card; base: Card}, w) =>
      `${w.card(card)} does not fit: ${w.card(base)} needs ${w.aRank(nextValue(rank(base)))} (double, less 13 above 13)`,
    ({card, base}, w) => `${w.card(card)} passt nicht: ${w.card(base)} braucht ${w.aRank(nextValue(rank(base)), 'acc')} (verdoppelt, über 13 minus 13)`,
  ),
  wasteFirst: entry(
    ({card}: {card: Card}, w) => `every fitting card is used: ${w.card(card)} on the waste fits the foundation`,
    ({card}, w) => `jedes passende Blatt wird verwendet: ${w.card(card)} auf dem Abwurfstapel passt auf die Ablage`,
  ),
  helpersFirst: entry(
    ({card}: {card: Card}, w) => `first the reserve: ${w.card(card)} fits the foundation`,
    ({card}, w) => `erst die Hilfskarten: ${w.card(card)} passt auf die Ablage`,
  ),
  lastPassOver: fixed('the stock is empty and the three passes are used up', 'der Talon ist leer und die drei Durchgänge sind aufgebraucht'),
  passesUsed: fixed('the stock may be gone through only three times', 'der Talon darf nur dreimal durchgespielt werden'),
  next: entry(
    ({value}: {value: number}) => `next: ${steps(value, 'en')}`,
    ({value}) => `als Nächstes: ${steps(value, 'de')}`,
  ),
  refilled: entry(
    ({fills}: {fills: readonly Refill[]}, w) =>
      fills.map(({pile, card, from}) => `${w.pile(pile)} takes ${w.card(card)} from the ${from === 'waste' ? 'waste' : 'stock'}`).join('; '),
    ({fills}, w) => fills.map(({pile, card, from}) => `${w.pile(pile)} bekommt ${w.card(card)} vom ${from === 'waste' ? 'Abwurfstapel' : 'Talon'}`).join('; '),
  ),
  wentUp: entry(
    ({card}: {card: Card}, w) => `${w.card(card)} fits: it went onto the foundation by itself`,
    ({card}, w) => `${w.card(card)} passt: sie kam von selbst auf die Ablage`,
  ),
  thirdPassOver: fixed('the third pass is over and no card fits', 'der dritte Durchgang ist vorbei und keine Karte passt'),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

function foundationTop(state: Doublets): Card {
  return top(state.piles[FOUND])!;
}

function fits(state: Doublets, card: Card): boolean {
  return rank(card) !== KING && rank(card) === nextValue(rank(foundationTop(state)));
}

const foundationRule: PileRule<Doublets> = {
  givesNothing: true,
  takesOne: true,
  gives: ({why}) => no(why, {id: 'foundationKeeps'}),
  takes({state, cards, why}) {
    if (cards.length !== 1) return no(why, {id: 'oneAtATime'});
    const card = cards[0];
    if (fits(state, card)) return null;
    if (rank(card) === KING) return no(why, {id: 'kingsNever'});
    return no(why, {id: 'doesNotFit', card, base: foundationTop(state)});
  },
  heads: (pile) => {
    const under = top(pile);
    const next = under === undefined ? KING : nextValue(rank(under));
    return next === KING ? NO_HEADS : headsOfRank(next);
  },
};

const reserveRule: PileRule<Doublets> = {
  runs: true,
  gives: ({count, why}) => (count === 1 ? null : no(why, {id: 'oneAtATime'})),
  takesNothing: true,
  takes: ({why}) => no(why, {id: 'onlyFoundation'}),
};

const wasteRule: PileRule<Doublets> = {
  runs: true,
  gives: ({count, why}) => (count === 1 ? null : no(why, {id: 'wasteTopOnly'})),
  takesNothing: true,
  takes: ({why}) => no(why, {id: 'onlyFoundation'}),
};

const stockRule: PileRule<Doublets> = {
  givesNothing: true,
  gives: ({why}) => no(why, {id: 'stockByKey'}),
  takesNothing: true,
  takes: ({why}) => no(why, {id: 'nothingOnStock'}),
};

/** 10-A4 (revised): a reserve card that fits, which must be played before the stock is turned. */
function fittingHelper(state: Doublets): Card | undefined {
  if (state.switches['turn-any-time']) return undefined;
  for (let index = 0; index < FOUND; index++) {
    const card = top(state.piles[index]);
    if (card !== undefined && fits(state, card)) return card;
  }
  return undefined;
}

/**
 * 10-A5 (revised): the waste top, when it fits; it must go up before the next card is turned or the waste turned
 * over. (A card that fits as it is turned goes up by itself; this is a waste card that fits once reserve cards went up.)
 */
function fittingWaste(state: Doublets): Card | undefined {
  if (state.switches['pass-over']) return undefined;
  const card = top(state.piles[WASTE]);
  return card !== undefined && fits(state, card) ? card : undefined;
}

/** 10.3: 7 reserve cards, then the base card; a king drawn for these 8 goes under the stock (10-A2). */
function deal(order: readonly Card[], switches: Doublets['switches']): Doublets {
  const placed: Card[] = [];
  const underneath: Card[] = [];
  let next = 0;
  while (placed.length < RESERVES.length + 1) {
    const card = order[next++];
    if (rank(card) === KING) underneath.push(card);
    else placed.push(card);
  }
  // Each later king goes below the earlier ones, so the last one lies lowest.
  const stock = [...underneath.reverse(), ...order.slice(next).reverse()];
  const piles: Pile[] = RESERVES.map((id, index) => makePile(id, [placed[index]]));
  piles.push(makePile('found', [placed[RESERVES.length]]), makePile('stock', stock, stock.length), makePile('waste'));
  return {game: 'napoleon-doublets', piles, vars: {passes: 1}, switches};
}

/** Where an empty reserve place is refilled from (10-A1): the waste top first, or with the option the stock top first. */
function refillSource(table: Table<Doublets>, stockFirst: boolean): 'stock' | 'waste' | undefined {
  const order: ('stock' | 'waste')[] = stockFirst ? ['stock', 'waste'] : ['waste', 'stock'];
  return order.find((id) => table.cards(id).length > 0);
}

/** M2 (10-A3): every empty reserve place, in order, is refilled at once; kings too. */
function refill(table: Table<Doublets>, stockFirst: boolean): Refill[] {
  const fills: Refill[] = [];
  for (const id of RESERVES) {
    if (table.cards(id).length > 0) continue;
    const from = refillSource(table, stockFirst);
    if (from === undefined) break;
    const [card] = table.take(from, 1);
    table.put(id, [card]);
    fills.push({pile: id, card, from});
  }
  return fills;
}

/** What a move did beyond the move itself: the reserve places refilled, and a turned card that went up by itself. */
type Done = {state: Doublets; fills: Refill[]; up?: Card};

function applyWithRefills(state: Doublets, move: GameMove): Done {
  const table = new Table(state);
  let up: Card | undefined;
  if (move.kind === 'action' && move.name === 'deal') {
    const [card] = table.take('stock', 1);
    // 10-A5: every fitting card is used, so a turned card that fits goes up before the next is turned.
    if (!state.switches['pass-over'] && fits(state, card)) {
      table.put('found', [card]);
      up = card;
    } else table.put('waste', [card]);
  } else if (move.kind === 'action') {
    // C9: turning the waste over restores the order of the previous pass.
    const turned = table.take('waste', table.cards('waste').length).reverse();
    table.set('stock', turned, turned.length);
    table.change({passes: state.vars.passes + 1});
  } else if (move.kind === 'move') {
    applyTransfer(table, move);
  }
  const fills = refill(table, state.switches['stock-refill']);
  return {state: table.state(), fills, ...(up === undefined ? {} : {up})};
}

function canRedeal(state: Doublets): boolean {
  return state.vars.passes < PASSES && state.piles[WASTE].cards.length > 0;
}

/**
 * The seven reserve cards in a flat arc; the foundation below its middle, in
 * a row of its own and always showing how many cards it holds, so it never
 * looks like an eighth reserve card; stock and waste to the right.
 */
const ARC_ROWS = [1, 0, 0, 0, 0, 0, 1];
function tableWith(count: number): readonly PileSpec[] {
  return [
    ...RESERVES.map((id, index): PileSpec => ({
      id,
      role: 'reserve',
      group: 'reserve',
      name: label(`reserve ${index + 1}`, `Hilfskarte ${index + 1}`),
      col: index,
      row: ARC_ROWS[index],
    })),
    {id: 'found', role: 'foundation', group: 'foundation', name: label('foundation', 'Ablage'), col: 3, row: 2, caption: String(count)},
    {id: 'stock', role: 'stock', group: 'stock', name: label('stock', 'Talon'), col: 8, row: 0},
    {id: 'waste', role: 'waste', group: 'waste', name: label('waste', 'Abwurfstapel'), col: 8, row: 1},
  ];
}
/** One constant table per foundation size: pile tables are asked for thousands of times. */
const TABLES = Array.from({length: 53}, (_, count) => tableWith(count));

export const napoleonDoublets: GameDefinition<Doublets> = {
  id: 'napoleon-doublets',
  names: {de: 'Napoleon (Verdoppeln)', en: "Napoleon's Doubling"},
  aliases: ['doublets'],
  decks: 1,
  summary: {
    en: 'Doubling game: build one pile by doubling each value (above 13 subtract 13), from 7 reserve cards and the waste; 3 passes.',
    de: 'Verdoppeln: ein Paket, jede Karte doppelt so viel wie die vorige (über 13 minus 13), aus 7 Hilfskarten und dem Talon; 3 Durchgänge.',
  },
  // Measured: npm run winnability (source/solver/results/), deals proven winnable.
  wins: {percent: 36, by: 'solver'},
  messages,
  switches: [
    {
      id: 'turn-any-time',
      spec: '10-A4',
      name: {en: 'turn at any time', de: 'jederzeit umschlagen'},
      description: {
        en: 'The stock may be turned even while a reserve card fits the foundation.',
        de: 'Der Talon darf auch umgeschlagen werden, wenn eine Hilfskarte auf die Ablage passt.',
      },
    },
    {
      id: 'stock-refill',
      spec: '10-A1',
      name: {en: 'refill from the stock', de: 'aus dem Talon nachlegen'},
      description: {
        en: 'An empty reserve place is refilled from the stock; from the waste only when the stock is empty.',
        de: 'Eine leere Hilfskarten-Stelle wird aus dem Talon ersetzt, aus dem Abwurfstapel nur, wenn der Talon leer ist.',
      },
    },
    {
      id: 'pass-over',
      spec: '10-A5',
      name: {en: 'pass over', de: 'übergehen'},
      description: {
        en: 'A fitting card on the waste stays there until you play it, and turning on may cover it (much easier).',
        de: 'Eine passende Karte auf dem Abwurfstapel bleibt liegen, bis du sie ablegst, und Weiterschlagen darf sie zudecken (viel leichter).',
      },
    },
  ],
  // Version 2: the stock is turned only when no reserve card fits (10-A4); saves of version 1 may turn at any time.
  // Version 3: a turned card that fits goes up by itself (10-A5); saves of versions 1 and 2 may pass it over.
  rulesVersion: 3,
  legacy: {1: {'turn-any-time': true, 'pass-over': true}, 2: {'pass-over': true}},
  deal,
  piles: (state) => TABLES[state.piles[FOUND].cards.length],
  pileRules: {reserve: reserveRule, foundation: foundationRule, waste: wasteRule, stock: stockRule},
  actions: {
    deal: {
      check(state, why) {
        if (state.piles[STOCK].cards.length === 0) return no(why, canRedeal(state) ? {id: 'turnWaste'} : {id: 'lastPassOver'});
        const card = fittingHelper(state);
        if (card !== undefined) return no(why, {id: 'helpersFirst', card});
        const waste = fittingWaste(state);
        return waste === undefined ? null : no(why, {id: 'wasteFirst', card: waste});
      },
    },
    redeal: {
      check(state, why) {
        if (state.piles[STOCK].cards.length > 0) return no(why, {id: 'stockNotEmpty'});
        if (state.piles[WASTE].cards.length === 0) return no(why, {id: 'nothingToTurn'});
        if (state.vars.passes >= PASSES) return no(why, {id: 'passesUsed'});
        const card = fittingHelper(state);
        if (card !== undefined) return no(why, {id: 'helpersFirst', card});
        const waste = fittingWaste(state);
        return waste === undefined ? null : no(why, {id: 'wasteFirst', card: waste});
      },
    },
  },
  apply: (state, move) => applyWithRefills(state, move).state,
  outcome: (state) => (state.piles[FOUND].cards.length >= FULL ? 'won' : 'playing'),
  // 10.7: the loss is exact (the third pass is over and nothing fits); the engine finds it as "no legal move".
  ending(state) {
    if (state.piles[FOUND].cards.length >= FULL || state.resigned || state.piles[STOCK].cards.length > 0 || canRedeal(state)) return undefined;
    return state.vars.passes >= PASSES ? {id: 'thirdPassOver'} : {id: 'noMovesLeft'};
  },
  hint: (state) => ({id: 'next', value: nextValue(rank(foundationTop(state)))}),
  narrate(before, move) {
    const {fills, up} = applyWithRefills(before, move);
    if (up !== undefined) return {id: 'wentUp', card: up};
    return fills.length > 0 ? {id: 'refilled', fills} : undefined;
  },
  status: (state) => [{id: 'passOf', pass: state.vars.passes, of: PASSES}],
  solver: {
    // Suits never matter (10.4). An emptied reserve place is refilled at once (or nothing is left to refill it), so which place holds what does not matter.
    cardKey: rank,
    symmetric: ['reserve'],
    transfers: napoleonDoubletsTransfers,
    compact: (start) => napoleonDoubletsCompact(start, {full: FULL, passes: PASSES}),
  },
  keys: [{key: 'd', actions: ['deal', 'redeal'], label: {en: 'turn the stock', de: 'Talon umschlagen'}, short: {en: 'turn', de: 'umschlagen'}}],
  rulesText: {
    en: `# Goal
Build every card except the kings onto one foundation, each card
worth double the one before. Above 13, take 13 off: a 7 doubles
to 14, so an ace follows a 7.

# Layout
- Seven reserve cards in an arc, face up.
- Below them the foundation, begun with one base card.
- To the right the face-down stock and the waste.
Ace counts 1, number cards their face value, jack 11, queen 12,
king 13. Suits do not matter.

# Play
- From an ace the order runs A 2 4 8 3 6 Q J 9 5 10 7 A and so on.
  The line under the table shows the next values wanted.
- A king never fits. A king dealt to the reserve or as base card at
  the start goes under the stock, and the next card is dealt.
- Play any reserve card or the waste's top card that fits.
- An empty reserve place is refilled at once: from the waste if it
  has cards, else from the stock. Kings are now laid out too, and a
  king in the reserve stays there for good.
- First the reserve: while a reserve card fits, play it before you
  turn the next card.
- Turn the stock onto the waste one card at a time. Every card that
  fits is used: a turned card that fits goes onto the foundation by
  itself, and the message line says so; a waste card that fits later
  must be played before the next card is turned.
- When the stock is empty, turn the waste over as the new stock. You
  may go through the stock three times in all.

# Keys
- d turns a card, or turns the waste over when the stock is empty.
- Space picks up a reserve card or the waste's top card; Space on
  the foundation drops it there. Enter sends it there at once.

# End
You win when 48 cards lie on the foundation and only the four kings
are left. You lose when the third pass is over and nothing fits.`,
    de: `# Ziel
Alle Karten außer den Königen kommen auf eine Ablage, jede doppelt
so viel wert wie die vorige. Über 13 ziehst du 13 ab: Die 7 ergibt
verdoppelt 14, also folgt auf die 7 ein As.

# Auslage
- Sieben offene Hilfskarten im Halbkreis.
- Darunter die Ablage, begonnen mit einer Grundkarte.
- Rechts der verdeckte Talon und darunter der offene Abwurfstapel.
As 1, Zahlenkarten nach Augen, Bube 11, Dame 12, König 13. Die
Farbe spielt keine Rolle.

# Spielverlauf
- Vom As aus lautet die Folge As 2 4 8 3 6 D B 9 5 10 7 As usw. Die
  Zeile unter der Auslage zeigt die nächsten gesuchten Werte.
- Ein König passt nie. Kommt beim Auslegen ein König als Hilfskarte
  oder Grundkarte, wird er unter den Talon gesteckt.
- Passende Hilfskarten und die oberste Abwurfstapelkarte darfst du
  ablegen.
- Eine leere Hilfskarten-Stelle wird sofort ersetzt: vom Abwurfstapel,
  wenn dort Karten liegen, sonst vom Talon. Jetzt werden auch Könige
  ausgelegt, und ein König bleibt dann für immer liegen.
- Erst die Hilfskarten: Solange eine Hilfskarte passt, legst du sie
  ab, bevor du die nächste Karte umschlägst.
- Der Talon wird Karte für Karte auf den Abwurfstapel umgeschlagen.
  Jedes passende Blatt wird verwendet: Eine umgeschlagene Karte, die
  passt, kommt von selbst auf die Ablage, und die Meldezeile sagt es;
  passt eine Karte des Abwurfstapels erst später, legst du sie ab,
  bevor die nächste Karte kommt.
- Ist der Talon leer, drehst du den Abwurfstapel als neuen Talon um.
  Insgesamt darfst du den Talon dreimal durchnehmen.

# Tasten
- d schlägt eine Karte um oder dreht bei leerem Talon den
  Abwurfstapel um.
- Leertaste nimmt eine Hilfskarte oder die oberste Abwurfstapelkarte
  auf, Leertaste auf der Ablage legt sie ab. Enter legt sie gleich ab.

# Ende
Gewonnen, wenn 48 Karten auf der Ablage liegen und nur die vier
Könige übrig sind. Verloren, wenn der dritte Durchgang vorbei ist
und nichts mehr passt.`,
  },
};
