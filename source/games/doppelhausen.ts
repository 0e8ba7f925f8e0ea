import {type Card, code, rank, rankWord} from '../core/cards.js';
import {getPile, makePile, Table} from '../core/piles.js';
import type {GameDefinition, Move, Slot, State} from '../core/types.js';

/** Die Doppelhausen, SPEC.md §1. */

/** The piles whose tops take part in pair removal, in the fixed order of 1.5. */
const TOPS = ['wasteL', 'stockL', 'stockR', 'wasteR', 'reserve'];
const HALF = 52;

/** What the last action did, for `hint` (vars.last). */
const DEALT = 0;
const STEPPED = 1;
const LEFTOVER = 2;
const SPLIT = 3;
const CHOSEN = 4;

type CardsOf = (id: string) => readonly Card[];

/** Rank of each visible top in the order of TOPS; 0 for an empty pile. */
function topRanks(cardsOf: CardsOf): number[] {
  return TOPS.map((id) => {
    const cards = cardsOf(id);
    return cards.length > 0 ? rank(cards[cards.length - 1]) : 0;
  });
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
  return ranks.filter((each) => each === wanted).length;
}

/** The rank the player must choose a pair of (1-A5), or 0 when removal can go on by itself. */
function pendingRank(ranks: readonly number[]): number {
  const match = firstMatch(ranks);
  if (!match) return 0;
  const wanted = ranks[match[0]];
  return countRank(ranks, wanted) > 2 ? wanted : 0;
}

function stateCards(state: State): CardsOf {
  return (id) => getPile(state, id).cards;
}

function removePair(table: Table, a: string, b: string): void {
  table.put('discard', [...table.take(a, 1), ...table.take(b, 1)]);
  table.setVar('pairs', table.get('pairs') + 1);
  table.setVar('lastPairs', table.get('lastPairs') + 1);
}

/** 1.4.1: remove exactly-two pairs in the fixed order until none is left or the player must choose. */
function settle(table: Table): void {
  const cardsOf: CardsOf = (id) => table.cards(id);
  for (;;) {
    const ranks = topRanks(cardsOf);
    const match = firstMatch(ranks);
    if (!match || pendingRank(ranks) !== 0) return;
    removePair(table, TOPS[match[0]], TOPS[match[1]]);
  }
}

function deal(order: readonly Card[]): State {
  const piles = [
    makePile('wasteL'),
    makePile('stockL', order.slice(0, HALF).reverse()),
    makePile('stockR', order.slice(HALF).reverse()),
    makePile('wasteR'),
    makePile('reserve'),
    makePile('discard', [], 0),
  ];
  const table = new Table({game: 'doppelhausen', piles, vars: {pass: 1, pairs: 0, last: DEALT, lastPairs: 0, lastA: 0, lastB: 0}});
  settle(table);
  return table.state();
}

/** 1.4.3: both stock tops go onto their wastes. */
function step(table: Table): void {
  const left = table.take('stockL', 1);
  const right = table.take('stockR', 1);
  table.put('wasteL', left);
  table.put('wasteR', right);
  table.setVar('last', STEPPED);
  table.setVar('lastA', left[0]);
  table.setVar('lastB', right[0]);
}

/** 1.4.5: the rest of the longer stock goes onto the reserve as one block, order kept. */
function leftover(table: Table, from: string): void {
  const block = table.take(from, table.cards(from).length);
  table.put('reserve', block);
  table.setVar('last', LEFTOVER);
  table.setVar('lastA', block.length);
}

/** 1.4.6 [DEFAULT] (1-A3): wasteL on top of wasteR, upper half to stockL, lower half to stockR. */
function splitWastes(table: Table): void {
  const joined = [...table.take('wasteR', table.cards('wasteR').length), ...table.take('wasteL', table.cards('wasteL').length)];
  const lower = Math.floor(joined.length / 2);
  table.set('stockR', joined.slice(0, lower), 0);
  table.set('stockL', joined.slice(lower), 0);
  table.setVar('pass', table.get('pass') + 1);
  table.setVar('pairs', 0);
  table.setVar('last', SPLIT);
  table.setVar('lastA', joined.length);
}

function moves(state: State): Move[] {
  const ranks = topRanks(stateCards(state));
  if (ranks.every((each) => each === 0)) return [];
  const wanted = pendingRank(ranks);
  if (wanted === 0) return [{kind: 'step'}];
  const holders = TOPS.filter((_id, index) => ranks[index] === wanted);
  const list: Move[] = [];
  for (let i = 0; i < holders.length; i++) {
    for (let j = i + 1; j < holders.length; j++) list.push({kind: 'remove', piles: [holders[i], holders[j]]});
  }
  return list;
}

function apply(state: State, move: Move): State {
  const table = new Table(state);
  table.setVar('lastPairs', 0);
  if (move.kind === 'remove') {
    const [a, b] = move.piles!;
    removePair(table, a, b);
    table.setVar('last', CHOSEN);
    table.setVar('lastA', table.cards('discard').at(-1)!);
  } else {
    const left = table.cards('stockL').length;
    const right = table.cards('stockR').length;
    if (left > 0 && right > 0) step(table);
    else if (left > 0 || right > 0) leftover(table, left > 0 ? 'stockL' : 'stockR');
    else splitWastes(table);
  }
  settle(table);
  return table.state();
}

function plural(rankValue: number): string {
  return `${rankWord(rankValue)}s`;
}

function explainRemove(state: State, move: Move): string {
  const ranks = topRanks(stateCards(state));
  const wanted = pendingRank(ranks);
  if (wanted === 0) return 'pairs are removed automatically; you only choose when three or more top cards share a rank';
  const chosen = move.piles ?? [];
  if (chosen.length !== 2 || chosen[0] === chosen[1]) return 'always remove exactly two cards, never three (rule 1.4.1)';
  for (const id of chosen) {
    if (!TOPS.includes(id)) return 'only the top cards of the wastes, stocks and reserve can be removed';
    if (ranks[TOPS.indexOf(id)] === 0) return `the ${id} pile is empty`;
  }
  const [a, b] = chosen.map((id) => ranks[TOPS.indexOf(id)]);
  if (a !== b) return `a ${rankWord(a)} and a ${rankWord(b)} are not a pair: only cards of the same rank go together`;
  return `first choose which two ${plural(wanted)} to remove`;
}

function explain(state: State, move: Move): string {
  if (move.kind === 'remove') return explainRemove(state, move);
  if (move.kind === 'step') {
    const wanted = pendingRank(topRanks(stateCards(state)));
    if (wanted !== 0) return `first choose which two ${plural(wanted)} to remove`;
    return 'every card has been removed';
  }
  return `Die Doppelhausen has no "${move.kind}" move`;
}

function outcome(state: State): 'playing' | 'won' | 'lost' {
  const ranks = topRanks(stateCards(state));
  if (ranks.every((each) => each === 0)) return 'won';
  const stocksEmpty = ranks[1] === 0 && ranks[2] === 0;
  if (stocksEmpty && state.vars.pairs === 0 && !firstMatch(ranks)) return 'lost';
  return 'playing';
}

const NUMBERS = ['', 'one', 'two', 'three', 'four', 'five'];

/** The pairs the last action removed by itself, beyond `chosen` ones the player picked. */
function pairsNote(state: State, chosen = 0): string {
  const count = state.vars.lastPairs - chosen;
  if (count <= 0) return '';
  const more = chosen > 0 ? ' more' : '';
  return count === 1 ? `, removed ${chosen > 0 ? 'one more pair' : 'a pair'}` : `, removed ${count}${more} pairs`;
}

function hint(state: State): string {
  const ranks = topRanks(stateCards(state));
  const wanted = pendingRank(ranks);
  if (wanted !== 0) return `${NUMBERS[countRank(ranks, wanted)]} ${plural(wanted)} on top: choose two to remove`;
  if (outcome(state) === 'lost') return `pass ${state.vars.pass} removed no pair: the game is lost`;
  const {last, lastA, lastB, pass} = state.vars;
  const note = pairsNote(state);
  switch (last) {
    case STEPPED:
      return `turned ${code(lastA)} and ${code(lastB)}${note}`;
    case LEFTOVER:
      return `${lastA} leftover card${lastA === 1 ? '' : 's'} went to the reserve${note}`;
    case SPLIT:
      return `pass ${pass}: ${lastA} waste cards split into two stocks${note}`;
    case CHOSEN:
      return `removed the chosen pair of ${plural(rank(lastA))}${pairsNote(state, 1)}`;
    default:
      return `pass ${pass} begins${note}`;
  }
}

const SLOTS: Slot[] = [
  {id: 'wasteL', col: 0, row: 0, name: 'left waste', role: 'waste'},
  {id: 'stockL', col: 1, row: 0, name: 'left stock'},
  {id: 'stockR', col: 2, row: 0, name: 'right stock'},
  {id: 'wasteR', col: 3, row: 0, name: 'right waste', role: 'waste'},
  {id: 'reserve', col: 5, row: 0, name: 'reserve', role: 'reserve'},
  {id: 'discard', col: 7, row: 0, name: 'removed pairs', hidden: true},
];

export const doppelhausen: GameDefinition = {
  id: 'doppelhausen',
  names: {de: 'Die Doppelhausen', en: 'Double Heaps'},
  aliases: ['double-heaps'],
  decks: 2,
  summary: {
    en: 'Two face-up heaps are dealt side by side; equal ranks among the tops leave in pairs.',
    de: 'Zwei offene Haufen werden nebeneinander abgelegt; gleiche Augen oben gehen paarweise ab.',
  },
  deal,
  moves,
  apply,
  explain,
  outcome,
  hint,
  layout: () => SLOTS,
  selection: 'set',
  actions: [{kinds: ['step'], key: 's', label: {en: 'next step', de: 'nächster Schritt'}, auto: true}],
};
