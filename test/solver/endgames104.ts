import {type Card, isRed, makeCard} from '../../source/core/cards.js';
import {createRandom} from '../../source/core/random.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {Pile, State} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';

/**
 * Made-up endgames of the two-pack games, small enough for a plain exhaustive
 * search: foundations built up to random heights, the cards left over spread
 * over a few piles.
 */

export function shuffled<T>(items: T[], random: () => number): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = random() % (index + 1);
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

function pile(id: string, cards: readonly Card[], down = 0): Pile {
  return {id, cards, down};
}

/** Cards left out of complete suit sequences: `left` random cards taken off the ends of `lanes` sequences (each lane one foundation). */
function takeOff(random: () => number, lanes: number, left: number): number[] {
  const taken = Array.from({length: lanes}, () => 0);
  for (let count = 0; count < left; count++) {
    const open = taken.map((each, index) => (each < 13 ? index : -1)).filter((index) => index >= 0);
    taken[open[random() % open.length]]++;
  }
  return taken;
}

/** Harfe: foundations up to random heights (two per suit), the other cards in columns (some face down), stock and waste. */
export function harfeEndgame(seed: number, left: number, used: number, stockUpTo = 3, redealt = false): State {
  const random = createRandom(seed);
  const taken = takeOff(random, 8, left);
  const foundations = taken.map((count, lane) => Array.from({length: 13 - count}, (_, index) => makeCard(index + 1, lane >> 1, lane & 1)));
  const loose = shuffled(
    taken.flatMap((count, lane) => Array.from({length: count}, (_, index) => makeCard(13 - index, lane >> 1, lane & 1))),
    random,
  );
  const stock = loose.splice(0, random() % stockUpTo);
  const waste = loose.splice(0, random() % 3);
  const columns: Card[][] = Array.from({length: 10}, () => []);
  for (const card of loose) columns[random() % used].push(card);
  const piles = [
    ...columns.map((cards, index) => pile(`col${index + 1}`, cards, cards.length > 1 ? random() % cards.length : 0)),
    ...shuffled(foundations, random).map((cards, index) => pile(`found${index + 1}`, cards)),
    pile('stock', stock, stock.length),
    pile('waste', waste),
  ];
  return {game: 'harfe', piles, vars: {redealt}, switches: resolveSwitches(gameById('harfe'), [])};
}

/** Hermann: the goal built correctly up to its last `left` cards; aces aside, the rest in columns and the talon. */
export function hermannEndgame(seed: number, left: number, used: number, talonUpTo = 4): State {
  const random = createRandom(seed);
  const red = random() % 2 === 1;
  const pools = new Map<string, Card[]>();
  for (let card = 0; card < 104; card++) {
    const key = `${(card % 13) + 1}${isRed(card)}`;
    pools.set(key, [...(pools.get(key) ?? []), card]);
  }
  const goal: Card[] = [];
  for (let index = 0; index < 104 - left; index++) {
    const pool = pools.get(`${13 - (index % 13)}${red !== (index % 2 === 1)}`)!;
    goal.push(pool.splice(random() % pool.length, 1)[0]);
  }
  const loose = shuffled([...pools.values()].flat(), random);
  const aces = loose.filter((card) => card % 13 === 0);
  const others = loose.filter((card) => card % 13 !== 0);
  const talon = others.splice(0, random() % talonUpTo);
  const columns: Card[][] = Array.from({length: 10}, () => []);
  for (const card of others) columns[random() % used].push(card);
  const piles = [
    ...columns.map((cards, index) => pile(`col${index + 1}`, cards, cards.length > 1 ? random() % cards.length : 0)),
    pile('goal', goal),
    pile('aces', aces),
    pile('stock', talon, talon.length),
  ];
  return {game: 'hermann', piles, vars: {}, switches: resolveSwitches(gameById('hermann'), [])};
}

/** Two foundations a suit, one from the ace up (first pack), one from the king down (second pack), with `taken` cards missing at their ends. */
function upAndDown(taken: readonly number[]): {foundations: {ace: boolean; suit: number; cards: Card[]}[]; loose: Card[]} {
  const foundations = taken.map((count, lane) => {
    const ace = lane < 4;
    const suit = lane % 4;
    const cards = Array.from({length: 13 - count}, (_, index) => makeCard(ace ? index + 1 : 13 - index, suit, ace ? 0 : 1));
    return {ace, suit, cards};
  });
  const loose = taken.flatMap((count, lane) =>
    Array.from({length: count}, (_, index) => (lane < 4 ? makeCard(13 - index, lane, 0) : makeCard(index + 1, lane - 4, 1))),
  );
  return {foundations, loose};
}

/** Der halbe Mond: foundations nearly complete, the rest in a few crescent piles, some helps used. */
export function mondEndgame(seed: number, left: number): State {
  const random = createRandom(seed);
  const {foundations, loose} = upAndDown(takeOff(random, 8, left));
  shuffled(loose, random);
  const count = 2 + (random() % 5);
  const crescent: Card[][] = Array.from({length: count}, () => []);
  for (const card of loose) crescent[random() % count].push(card);
  const suits = 'CSHD';
  const kings = foundations.filter((each) => !each.ace).map((each) => pile(`kingFound${suits[each.suit]}`, each.cards));
  const aces = foundations.filter((each) => each.ace).map((each) => pile(`aceFound${suits[each.suit]}`, each.cards));
  const piles = [...kings, ...aces, ...crescent.map((cards, index) => pile(`crescent${index}`, cards))];
  return {game: 'halber-mond', piles, vars: {helpsUsed: 3 + (random() % 3)}, switches: resolveSwitches(gameById('halber-mond'), [])};
}

/** Fürst Bismarck in free play: foundations nearly complete in random slots, the rest in the wreath; before or after the redeal. */
export function bismarckEndgame(seed: number, left: number, used: number, redealt: boolean): State {
  const random = createRandom(seed);
  const {foundations, loose} = upAndDown(takeOff(random, 8, left));
  shuffled(loose, random);
  const wreath: Card[][] = Array.from({length: 12}, () => []);
  for (const card of loose) wreath[random() % used].push(card);
  const slots = shuffled(
    foundations.map((each) => each.cards),
    random,
  );
  const centre = ['C1L', 'C1R', 'C2L', 'C2R', 'C3L', 'C3R', 'C4L', 'C4R'];
  const piles = [
    ...wreath.map((cards, index) => pile(`W${index + 1}`, cards)),
    ...centre.map((id, index) => pile(id, slots[index])),
    pile('stock', [], 0),
    pile('draw', []),
  ];
  return {game: 'fuerst-bismarck', piles, vars: {place: 1, redealt}, switches: resolveSwitches(gameById('fuerst-bismarck'), [])};
}
