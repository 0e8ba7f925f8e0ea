import {type Build, fits, needsMessage} from '../core/build.js';
import {progressReachable} from '../core/search.js';
import {ACE, type Card, KING, rank, rankWord, SUIT_CHARS, suit, suitWord} from '../core/cards.js';
import {getPile, makePile, Table, top} from '../core/piles.js';
import {applyTransfer, explainTransfer, type PileRule, transferMove} from '../core/transfer.js';
import type {GameDefinition, Move, Pile, Slot, State} from '../core/types.js';

/** Der halbe Mond, SPEC.md §3. */

const GAME = 'halber-mond';
const SUITS = [...SUIT_CHARS];
const KING_FOUNDS = SUITS.map((letter) => `kingFound${letter}`);
const ACE_FOUNDS = SUITS.map((letter) => `aceFound${letter}`);
const FOUNDATIONS = [...KING_FOUNDS, ...ACE_FOUNDS];
const CRESCENT = 'crescent';
const FIRST_PILES = 13;
const FIRST_PILE_SIZE = 8;
const CRESCENT_BUILD: Build = {dir: 'either', match: 'suit', wrap: true};

/** 3.5: the help that ends phase P1…P5; `phase` counts 1…6, and P6 has none. */
type Help = {readonly kind: 'lift'} | {readonly kind: 'gather'; readonly size: number};
const HELPS: readonly Help[] = [
  {kind: 'lift'},
  {kind: 'gather', size: 6},
  {kind: 'lift'},
  {kind: 'gather', size: 4},
  {kind: 'lift'},
];
const LAST_PHASE = HELPS.length + 1;

function isCrescent(id: string): boolean {
  return id.startsWith(CRESCENT);
}

function crescents(state: State): Pile[] {
  return state.piles.filter((pile) => isCrescent(pile.id));
}

function nextHelp(state: State): Help | undefined {
  return HELPS[state.vars.phase - 1];
}

function describeHelp(help: Help): string {
  return help.kind === 'lift' ? 'a lift' : `gathering and dealing in piles of ${help.size}`;
}

function pileSuit(id: string): number {
  return SUIT_CHARS.indexOf(id[id.length - 1]);
}

/** M2 without wrap: the rank a foundation takes next, or undefined when it is complete. */
function wantedRank(pile: Pile): number | undefined {
  const kings = pile.id.startsWith('king');
  const under = top(pile);
  if (under === undefined) return kings ? KING : ACE;
  const next = rank(under) + (kings ? -1 : 1);
  return next >= ACE && next <= KING ? next : undefined;
}

/** M1 and M2. */
const foundationRule: PileRule = {
  gives: () => 0,
  refuses: () => 'nothing ever leaves a foundation',
  accepts(_state, target, cards) {
    const card = cards[0];
    const pileSuitValue = pileSuit(target.id);
    const wanted = wantedRank(target);
    const under = top(target);
    if (wanted === undefined) return 'this foundation is complete';
    if (suit(card) === pileSuitValue && rank(card) === wanted) return null;
    const needed = `the ${rankWord(wanted)} of ${suitWord(pileSuitValue)}`;
    if (under === undefined) return `only ${needed} may start this foundation`;
    return `only ${needed} may go on the ${rankWord(rank(under))} of ${suitWord(pileSuitValue)}`;
  },
};

/** M3 and M4: only the top card moves, onto a non-empty pile, same suit, adjacent with wrap. */
const crescentRule: PileRule = {
  gives: (_state, pile) => (pile.cards.length > 0 ? 1 : 0),
  refuses: () => 'only the top card of a pile moves',
  accepts(_state, target, cards) {
    const under = top(target);
    if (under === undefined) return 'nothing may be placed on an empty crescent pile';
    return fits(cards[0], under, CRESCENT_BUILD) ? null : needsMessage(cards[0], CRESCENT_BUILD);
  },
};

function rules(id: string): PileRule | undefined {
  if (isCrescent(id)) return crescentRule;
  if (id.startsWith('kingFound') || id.startsWith('aceFound')) return foundationRule;
  return undefined;
}

/** Consecutive blocks of `size`, the first card of each block at the bottom (3-A1, 3.5). */
function dealInBlocks(order: readonly Card[], size: number): Pile[] {
  const piles: Pile[] = [];
  for (let start = 0; start < order.length; start += size) {
    piles.push(makePile(`${CRESCENT}${piles.length}`, order.slice(start, start + size)));
  }
  return piles;
}

function deal(order: readonly Card[]): State {
  const first = order.slice(0, FIRST_PILES * FIRST_PILE_SIZE);
  const piles = [...FOUNDATIONS.map((id) => makePile(id)), ...dealInBlocks(first, FIRST_PILE_SIZE)];
  return {game: GAME, piles, vars: {phase: 1}};
}

/** 3.5 Lift: the top of every pile holding 2 or more cards, leftmost lowest, becomes a new right corner pile. */
function lift(table: Table, piles: readonly Pile[]): void {
  const lifted: Card[] = [];
  for (const pile of piles) {
    if (pile.cards.length >= 2) lifted.push(...table.take(pile.id, 1));
  }
  if (lifted.length > 0) table.addPile(`${CRESCENT}${piles.length}`, lifted);
}

/** 3.5 Gather (3-A7): rightmost pile bottom→top first, leftmost last; then deal in blocks of `size`. */
function gather(table: Table, piles: readonly Pile[], size: number): void {
  const stock = piles.slice().reverse().flatMap((pile) => pile.cards);
  table.replaceGroup(isCrescent, dealInBlocks(stock, size));
}

/**
 * M1–M3, the same moves `transferMoves(state, rules)` derives, without building
 * a reason string for every refused pair: a solver calls this millions of times.
 * With `firstOnly` it stops at the first move found.
 */
function cardMoves(state: State, firstOnly = false): Move[] {
  const foundations: Pile[][] = [[], [], [], []];
  const tops: Pile[][] = [[], [], [], []];
  for (const pile of state.piles) {
    if (!isCrescent(pile.id)) foundations[pileSuit(pile.id)].push(pile);
    else if (pile.cards.length > 0) tops[suit(top(pile)!)].push(pile);
  }
  const list: Move[] = [];
  for (let suitValue = 0; suitValue < 4; suitValue++) {
    const wanted = foundations[suitValue].map(wantedRank);
    for (const source of tops[suitValue]) {
      const value = rank(top(source)!);
      foundations[suitValue].forEach((target, index) => {
        if (wanted[index] === value) list.push(transferMove(source.id, target.id));
      });
      for (const target of tops[suitValue]) {
        const difference = Math.abs(rank(top(target)!) - value);
        if (difference === 1 || difference === 12) list.push(transferMove(source.id, target.id));
      }
      if (firstOnly && list.length > 0) return list;
    }
  }
  return list;
}

function moves(state: State): Move[] {
  const list = cardMoves(state);
  const help = nextHelp(state);
  if (help) list.push({kind: help.kind});
  return list;
}

function apply(state: State, move: Move): State {
  const table = new Table(state);
  const help = nextHelp(state);
  if (move.kind === 'move') applyTransfer(table, move);
  else if (help?.kind === 'lift') lift(table, crescents(state));
  else if (help?.kind === 'gather') gather(table, crescents(state), help.size);
  if (move.kind !== 'move') table.setVar('phase', state.vars.phase + 1);
  return table.state();
}

function explain(state: State, move: Move): string {
  if (move.kind === 'move') return explainTransfer(state, rules, move);
  if (move.kind !== 'lift' && move.kind !== 'gather') return `Der halbe Mond has no "${move.kind}" move`;
  const help = nextHelp(state);
  if (!help) return 'all five helps are used up';
  if (help.kind !== move.kind) return `the next help is ${describeHelp(help)}`;
  return 'that help cannot be started now';
}

function isWon(state: State): boolean {
  return FOUNDATIONS.every((id) => getPile(state, id).cards.length === 13);
}

/** The card codes (suit*13 + rank-1) that may go up on a foundation now. */
function wantedCodes(state: State): Set<number> {
  const wanted = new Set<number>();
  for (const id of FOUNDATIONS) {
    const next = wantedRank(getPile(state, id));
    if (next !== undefined) wanted.add(pileSuit(id) * 13 + next - 1);
  }
  return wanted;
}

/** Enough for every real late position; beyond it we do not claim the game is stuck. */
const SEARCH_LIMIT = 5000;

/**
 * C11: true when no series of M3 moves can bring a card to a foundation.
 * M3 moves may uncover cards, so "no M1/M2 move now" alone is not stuck.
 */
type Crescent = readonly (readonly Card[])[];

/** Every M3 move in a crescent given as card lists: one top card onto a fitting top. */
function* shuttles(piles: Crescent): Generator<readonly [number, number]> {
  const tops = piles.map((cards) => cards[cards.length - 1]);
  for (let from = 0; from < piles.length; from++) {
    for (let to = 0; to < piles.length; to++) {
      if (from === to || tops[from] === undefined || tops[to] === undefined) continue;
      if (fits(tops[from], tops[to], CRESCENT_BUILD)) yield [from, to];
    }
  }
}

function shuttled(piles: Crescent, [from, to]: readonly [number, number]): Crescent {
  const next = piles.slice();
  next[from] = piles[from].slice(0, -1);
  next[to] = [...piles[to], piles[from][piles[from].length - 1]];
  return next;
}

function onlyShuttlesLeft(state: State): boolean {
  const wanted = wantedCodes(state);
  return !progressReachable(
    crescents(state).map((pile) => pile.cards),
    {
      moves: shuttles,
      apply: shuttled,
      key: (piles) => piles.map((cards) => cards.map((card) => card % 52).join(',')).join('|'),
      offersProgress: (piles) => piles.some((cards) => cards.length > 0 && wanted.has(cards[cards.length - 1] % 52)),
      limit: SEARCH_LIMIT,
    },
  );
}

const CRESCENT_COLUMNS = 8;

function crescentSlots(state: State): Slot[] {
  const ids = crescents(state).map((pile) => pile.id);
  const rows = Math.max(1, Math.ceil(ids.length / CRESCENT_COLUMNS));
  const perRow = Math.ceil(ids.length / rows);
  return ids.map((id, index) => ({
    id,
    col: index % perRow,
    row: Math.floor(index / perRow),
    fan: 'down',
    label: `#${index + 1}`,
  }));
}

/** Foundations at the right, each ace pile under the king pile of its suit; the crescent fills the left. */
const FOUNDATION_SLOTS: Slot[] = SUITS.flatMap((letter, index): Slot[] => [
  {id: `kingFound${letter}`, col: CRESCENT_COLUMNS + index, row: 0, label: `K ${letter}`},
  {id: `aceFound${letter}`, col: CRESCENT_COLUMNS + index, row: 1, label: `A ${letter}`},
]);

export const halberMond: GameDefinition = {
  id: GAME,
  names: {de: 'Der halbe Mond', en: 'Half Moon'},
  aliases: ['half-moon'],
  decks: 2,
  summary: {
    en: 'Two packs in a crescent of 13 piles: build kings down and aces up in suit; five helps lift and regather the piles.',
    de: 'Zwei Spiele im Halbkreis von 13 Häufchen: Könige abwärts, Asse aufwärts in der Farbe; fünf Hülfen heben ab und sammeln neu.',
  },
  deal,
  moves,
  apply,
  explain,
  outcome(state) {
    if (isWon(state)) return 'won';
    if (state.vars.phase === LAST_PHASE && cardMoves(state, true).length === 0) return 'lost';
    return 'playing';
  },
  stalled: (state) => state.vars.phase === LAST_PHASE && !isWon(state) && onlyShuttlesLeft(state),
  hint(state) {
    const help = nextHelp(state);
    const used = state.vars.phase - 1;
    if (!help) return 'all five helps used: play on, then end the game';
    return `helps used: ${used} of 5 · next help (x): ${describeHelp(help)}`;
  },
  layout: (state) => [...FOUNDATION_SLOTS, ...crescentSlots(state)],
  actions: [
    {
      kinds: ['lift', 'gather'],
      key: 'x',
      label: {en: 'start the next help', de: 'nächste Hülfe'},
      // 3-A9: a help is the player's call, but ask while a card can still go up.
      confirm: (state) =>
        cardMoves(state).some((move) => FOUNDATIONS.includes(move.to!))
          ? {en: 'A card can still go to a foundation. Start the help anyway?', de: 'Eine Karte kann noch abgelegt werden. Trotzdem die Hülfe beginnen?'}
          : undefined,
    },
  ],
};
