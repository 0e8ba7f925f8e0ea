import {describe, expect, it} from 'vitest';
import {NO_FOCUS} from '../../source/core/compact.js';
import {legalMovesOf} from '../../source/core/engine.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {GameDefinition, GameMove, Pile, State} from '../../source/core/types.js';
import {halberMond} from '../../source/games/halber-mond.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
import {compactKey, encoded, holdToRules, keyMaps, keyNeighbours, listed, modelAt, randomLine} from '../solver/compact-checks.js';
import {cards, dealt} from '../helpers.js';

/**
 * Der halbe Mond's compact model (halber-mond-compact.ts) against the rules
 * and the general search, in both variants: along random legal play through
 * all five helps, and at positions made up by hand for what play seldom meets:
 * shuttling that can bring a card up only beyond the reach search's limit,
 * a lift with nothing to lift, the safe move after the last help, and the
 * crescent's piles in another order.
 */

const game = halberMond as unknown as GameDefinition;
const VARIANTS = [[], ['help-any-time']] as const;
const SUITS = 'CSHD';
const RANKS = 'A23456789TJQK';
const FOUNDATIONS = [...SUITS].map((suit) => `kingFound${suit}`).concat([...SUITS].map((suit) => `aceFound${suit}`));

/** The game's model for a position, as the search asks for it. */
const compactOf = (state: State) => game.solver!.compact!(state);
const modelFor = (state: State) => modelAt(game, state, compactOf);
const helpsOf = (state: State) => (state.vars as {helpsUsed: number}).helpsUsed;

/** A position from card codes (bottom to top): the crescent's piles, then piles of eight of the cards not named yet, so that all 104 lie out. */
function position(crescent: readonly string[], foundations: Readonly<Record<string, string>> = {}, helpsUsed = 0, variant: readonly string[] = []): State {
  const named = [...FOUNDATIONS.map((id) => foundations[id] ?? ''), ...crescent];
  const used = new Map<string, number>();
  for (const text of named.join(' ').split(/\s+/).filter(Boolean)) used.set(text, (used.get(text) ?? 0) + 1);
  const rest: string[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) for (let copy = used.get(rank + suit) ?? 0; copy < 2; copy++) rest.push(rank + suit);
  }
  const texts = [...named];
  for (let start = 0; start < rest.length; start += 8) texts.push(rest.slice(start, start + 8).join(' '));
  const all = cards(texts.join(' '));
  let next = 0;
  const piles: Pile[] = texts.map((text, index) => {
    const size = text.split(/\s+/).filter(Boolean).length;
    const pile = {id: index < FOUNDATIONS.length ? FOUNDATIONS[index] : `crescent${index - FOUNDATIONS.length}`, cards: all.slice(next, next + size), down: 0};
    next += size;
    return pile;
  });
  return {game: game.id, piles, vars: {helpsUsed}, switches: resolveSwitches(game, variant)};
}

/**
 * The piles of a crescent where shuttling runs through thousands of
 * positions: `gadgets` pairs of piles [3 2][3] (and 9 8, in each suit) a card
 * goes to and fro on, and, unless `chain` is 0, the king of clubs under
 * `chain` fives, each going onto a six of its own pile (`chainFirst`: those
 * piles first, else last).
 */
function mazePiles(gadgets: number, chain: number, chainFirst: boolean): string[] {
  const piles: string[] = [];
  for (let gadget = 0; gadget < gadgets; gadget++) {
    const suit = SUITS[gadget % 4];
    const low = gadget < 4 ? 2 : 8;
    piles.push(`${RANKS[low]}${suit} ${RANKS[low - 1]}${suit}`, `${RANKS[low]}${suit}`);
  }
  const chainSuits = 'DHSC';
  const fives = Array.from({length: chain}, (_, index) => `5${chainSuits[(chain - 1 - index) % 4]}`);
  const chainPiles = chain === 0 ? [] : [['KC', ...fives].join(' '), ...Array.from({length: chain}, (_, index) => `6${chainSuits[index % 4]}`)];
  return chainFirst ? [...chainPiles, ...piles] : [...piles, ...chainPiles];
}

/** A maze's piles (see mazePiles) and after them the other cards in piles topped by queens, which nothing fits: no king or ace lies on top. */
function maze(piles: readonly string[]): State {
  const used = new Map<string, number>();
  for (const text of piles.join(' ').split(' ')) used.set(text, (used.get(text) ?? 0) + 1);
  const rest: string[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) if (rank !== 'Q') for (let copy = used.get(rank + suit) ?? 0; copy < 2; copy++) rest.push(rank + suit);
  }
  const deadCount = Math.min(6, 27 - piles.length);
  const dead: string[][] = Array.from({length: deadCount}, () => []);
  rest.forEach((text, index) => dead[index % deadCount].push(text));
  const queens = [...SUITS].flatMap((suit) => [`Q${suit}`, `Q${suit}`]);
  dead[0].unshift(...queens.slice(deadCount));
  dead.forEach((pile, index) => pile.push(queens[index]));
  return position([...piles, ...dead.map((pile) => pile.join(' '))]);
}

/** Random legal play from a deal, the helps included, until the game is over or `steps` moves. */
function playedLine(deal: number, variant: readonly string[], steps: number): State[] {
  return randomLine(game, dealt(game, deal, variant), deal * 7 + variant.length, {
    steps,
    movesOf: (state) => (outcomeFor(game, state) === 'playing' ? legalMovesOf(game, state) : []),
  });
}

const isHelp = (move: GameMove) => move.kind === 'action';

/** A shuffled maze (see mazePiles) whose king the reach search finds only if it tries each pile's targets in the rules' order. */
const MAZE_IN_ORDER = [
  '6S',
  '6H',
  '9H',
  'KC 5S 5H 5D 5C 5S 5H 5D',
  '6C',
  '3H 2H',
  '3C',
  '9C',
  '9H 8H',
  '9C 8C',
  '3H',
  '6S',
  '3S 2S',
  '9D',
  '3C 2C',
  '6D',
  '6D',
  '9D 8D',
  '9S',
  '3D 2D',
  '3S',
  '6H',
  '9S 8S',
  '3D',
];

/** Shuffled mazes whose king the reach search sees after it has met 4990 positions (within its limit of 5000), and 5002 (beyond it). */
const MAZE_4990 = [
  '6D',
  '6D',
  '3D 2D',
  'KC 5C 5S 5H 5D 5C 5S 5H 5D',
  '6S',
  '3C 2C',
  '3D',
  '9C 8C',
  '9H 8H',
  '9C',
  '9S 8S',
  '9S',
  '3S 2S',
  '6H',
  '6S',
  '3S',
  '6H',
  '6C',
  '6C',
  '3C',
  '3H',
  '9H',
  '3H 2H',
];
const MAZE_5002 = [
  '3S 2S',
  '2D',
  'KC 5S 5H 5D 5C 5S 5H 5D',
  '2H',
  '6D',
  '6H',
  '9C',
  '6S',
  '6D',
  '9S',
  '9S 8S',
  '9D 8D',
  '3C',
  '3S',
  '3H',
  '6H',
  '6S',
  '3C 2C',
  '6C',
  '9C 8C',
  '3D',
  '9D',
];

/** Whether the help is among the moves the general search tries at a position (no card going up at once), and the model lists the same. */
function offersHelp(state: State): boolean {
  const moves = searchMoves(game, state);
  expect(listed(modelFor(state), encoded(modelFor(state), state)).moves).toEqual(moves);
  expect(moves.some((move) => move.kind === 'move' && move.to.includes('Found'))).toBe(false);
  return moves.some(isHelp);
}

describe('Der halbe Mond’s compact model', () => {
  it('covers the default rules and "help at any time", nothing else', () => {
    for (const variant of VARIANTS) expect(compactOf(dealt(game, 1, variant))).toBeDefined();
    const start = dealt(game, 1);
    expect(compactOf({...start, switches: {...start.switches, other: true}})).toBeUndefined();
    expect(compactOf({...start, resigned: true})).toBeUndefined();
    expect(compactOf({...start, piles: start.piles.slice(1)})).toBeUndefined();
    expect(compactOf({...start, piles: start.piles.slice(0, -1)})).toBeUndefined();
  });

  it('lists the moves the general search tries, free and bound to a follow-up, and plays them as the rules do, through all five helps', () => {
    const helpsSeen = new Set<number>();
    let positions = 0;
    for (const variant of VARIANTS) {
      for (const deal of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const line = playedLine(deal, variant, 400);
        const model = modelFor(line[0]);
        const keys = keyMaps();
        for (const state of line) {
          holdToRules(game, model, state, {keys, sameBytes: true, childMoves: true});
          helpsSeen.add(helpsOf(state));
          positions++;
        }
      }
    }
    expect(helpsSeen.size).toBe(6);
    expect(positions).toBeGreaterThan(1500);
  });

  it('keys a position bound to a follow-up alike whether its shuttle was just played or it was encoded afresh', () => {
    let checked = 0;
    for (const deal of [5, 6, 7]) {
      for (const state of playedLine(deal, ['help-any-time'], 300)) {
        const model = modelFor(state);
        const data = encoded(model, state);
        const {codes, moves} = listed(model, data);
        moves.forEach((move, index) => {
          model.apply(data, 0, codes[index], model.size);
          const focus = model.followUp!(data, 0, codes[index], model.size);
          if (focus === NO_FOCUS) return;
          const played = model.focusKey!(data, model.size, model.key(data, model.size), focus);
          const fresh = encoded(model, game.apply(state, move));
          expect(model.focusKey!(fresh, 0, model.key(fresh, 0), focus)).toBe(played);
          if (helpsOf(state) === 5) checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('offers a help where shuttling brings a card up only beyond the reach search’s limit, as the rules do, in their order', () => {
    // [gadgets, length of the chain to the king, its piles first]: few shuttles reach it, or the limit comes first, depending on the order.
    const mazes: [number, number, boolean][] = [
      [6, 0, true],
      [8, 0, true],
      [7, 5, true],
      [7, 8, true],
      [7, 8, false],
      [8, 7, true],
      [8, 7, false],
      [8, 8, true],
    ];
    const offered = mazes.map(([gadgets, chain, chainFirst]) => offersHelp(maze(mazePiles(gadgets, chain, chainFirst))));
    expect(offered).toEqual([true, true, false, false, true, false, true, true]);
    // The king shows after 4622 positions in the rules' order of the shuttles, after 5350 with each pile's targets the other way round.
    expect(offersHelp(maze(MAZE_IN_ORDER))).toBe(false);
    // Close to the limit: the king shows when the search has met 4990 positions, and 5002.
    expect(offersHelp(maze(MAZE_4990))).toBe(false);
    expect(offersHelp(maze(MAZE_5002))).toBe(true);
  });

  it('plays a lift with nothing to lift as the rules do: no new pile, the help counted', () => {
    // Every pile of one card (the foundations hold the rest): only "help at any time" lifts here, as a card lying out always goes up.
    const foundations = Object.fromEntries(FOUNDATIONS.map((id, index) => [id, index < 4 ? kingRun(SUITS[index], 11) : aceRun(SUITS[index - 4], 9)]));
    const up = position([], foundations, 2, ['help-any-time']);
    const crescent = up.piles.slice(8).flatMap((pile) => pile.cards);
    const state: State = {...up, piles: [...up.piles.slice(0, 8), ...crescent.map((card, index) => ({id: `crescent${index}`, cards: [card], down: 0}))]};
    const children = holdToRules(game, modelFor(state), state, {sameBytes: true, childMoves: true});
    const lift = children.find((child) => isHelp(child.move));
    expect(lift?.move).toEqual({kind: 'action', name: 'lift'});
    expect(lift!.next.piles.length).toBe(state.piles.length);
    expect(helpsOf(lift!.next)).toBe(3);
  });

  it('plays the safe move alone after the last help: the ace whose copy is up, its neighbours all up', () => {
    const state = position(['5H AC'], {aceFoundC: aceRun('C', 13), kingFoundC: kingRun('C', 12)}, 5);
    const moves = searchMoves(game, state);
    expect(moves).toEqual([{kind: 'move', from: 'crescent0', to: 'kingFoundC', count: 1}]);
    holdToRules(game, modelFor(state), state, {sameBytes: true, childMoves: true});
  });

  it('keys a position bound to a follow-up after the last help by its two piles’ cards, not their places', () => {
    // Two piles alike (copies of the same cards): the five of spades goes from either onto the six, and the positions and their follow-ups are alike.
    const state = position(['9H 4S', '9H 4S', '6C 3S'], {}, 5);
    const children = holdToRules(game, modelFor(state), state, {keys: keyMaps()});
    const shuttles = children.filter((child) => child.move.kind === 'move' && child.move.to === 'crescent2');
    expect(shuttles.length).toBe(2);
  });

  it('keys the crescent’s piles in another order alike after the last help only, as the general key', () => {
    const reordered = (state: State): State[] => {
      const crescent = state.piles.slice(8);
      const turns = [crescent.slice().reverse(), [...crescent.slice(1), crescent[0]], [crescent[1], crescent[0], ...crescent.slice(2)]];
      return turns.map((order) => ({...state, piles: [...state.piles.slice(0, 8), ...order.map((pile, index) => ({...pile, id: `crescent${index}`}))]}));
    };
    const states = [5, 6, 7, 8].flatMap((deal) => playedLine(deal, ['help-any-time'], 200).filter((_, index) => index % 5 === 0));
    const counts = keyNeighbours(game, states, reordered, compactOf);
    expect(counts.alike).toBeGreaterThan(10);
    expect(counts.apart).toBeGreaterThan(10);
    // Copies alike: the same faces from the other pack are the same position.
    for (const state of states.slice(0, 10)) {
      const swapped = {...state, piles: state.piles.map((pile) => ({...pile, cards: pile.cards.map((card) => (card + 52) % 104)}))};
      expect(compactKey(modelFor(state), swapped)).toBe(compactKey(modelFor(state), state));
    }
  });
});

/** A suit's king pile from the king down, `count` cards. */
function kingRun(suit: string, count: number): string {
  return Array.from({length: count}, (_, index) => RANKS[12 - index] + suit).join(' ');
}

/** A suit's ace pile from the ace up, `count` cards. */
function aceRun(suit: string, count: number): string {
  return Array.from({length: count}, (_, index) => RANKS[index] + suit).join(' ');
}
