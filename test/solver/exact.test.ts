import {describe, expect, it} from 'vitest';
import {makeCard} from '../../source/core/cards.js';
import {legalMovesOf, outcomeOf, play, stateKey} from '../../source/core/engine.js';
import {current, startSession} from '../../source/core/session.js';
import {createRandom} from '../../source/core/random.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {GameDefinition, Pile, State} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';
import {decide} from '../../source/solver/decide.js';
import {type Goal, solve} from '../../source/solver/solve.js';
import {plainWinnable, randomPlay, reached} from './plain.js';

/**
 * The solver's answers checked against a plain exhaustive search (every legal
 * move, string keys, no hooks) on positions small enough for it: every `lost`
 * must be a position the plain search cannot win, every `won` one it can, and
 * every winning line must replay through the rules to a won game.
 */

function check(definition: GameDefinition, state: State, budget: number, limit: number, goal: Goal = 'win'): 'won' | 'lost' | undefined {
  const answer = solve(definition, state, {nodes: budget}, goal);
  if (answer.status === 'won') {
    const end = answer.line.reduce((position, move) => play(definition, position, move), state);
    expect(reached(definition, end, goal), stateKey(state)).toBe(true);
  }
  const plain = plainWinnable(definition, state, limit, goal);
  // The restarts that take turns with the main search (decide.ts) must agree too: their wins replay, their losses are exhaustive.
  const decided = decide(definition, state, {nodes: budget}, goal, 0);
  if (decided.status === 'won') {
    const end = decided.line.reduce((position, move) => play(definition, position, move), state);
    expect(reached(definition, end, goal), stateKey(state)).toBe(true);
  }
  if (plain !== undefined && decided.status !== 'unknown')
    expect(decided.status, `decide and plain search disagree on ${stateKey(state)}`).toBe(plain ? 'won' : 'lost');
  if (plain === undefined || answer.status === 'unknown') return undefined;
  expect(answer.status, `solver and plain search disagree on ${stateKey(state)}`).toBe(plain ? 'won' : 'lost');
  return answer.status;
}

/** Positions a few moves before the end of random play (late ones are small enough for the plain search), still in play. */
function lateInRandomPlay(definition: GameDefinition, deals: number, variant: readonly string[]): State[] {
  const found: State[] = [];
  for (let deal = 1; deal <= deals; deal++) {
    const positions = randomPlay(definition, deal, variant);
    for (const back of [2, 5, 10, 20]) {
      const state = positions[positions.length - 1 - back];
      if (state && outcomeOf(definition, state) === 'playing') found.push(state);
    }
  }
  return found;
}

/**
 * Positions a few moves before the end of winning lines the solver found, and
 * one random move away from them: small, and often won, where random play
 * mostly ends in lost positions.
 */
function nearWins(definition: GameDefinition, wins: number, variant: readonly string[], budget = 100_000): State[] {
  const found: State[] = [];
  const random = createRandom(wins);
  for (let deal = 1, won = 0; deal <= 30 && won < wins; deal++) {
    const start = current(startSession(definition, {deal}, {variant}));
    const answer = solve(definition, start, {nodes: budget});
    if (answer.status !== 'won') continue;
    won++;
    const positions = [start];
    for (const move of answer.line) positions.push(definition.apply(positions[positions.length - 1], move));
    for (const back of [4, 12, 30]) {
      const state = positions[positions.length - 1 - back];
      if (!state) continue;
      found.push(state);
      const moves = legalMovesOf(definition, state);
      if (moves.length > 0) {
        const aside = definition.apply(state, moves[random() % moves.length]);
        if (outcomeOf(definition, aside) === 'playing') found.push(aside);
      }
    }
  }
  return found;
}

/**
 * `rare`: won so seldom that no won position turns up in the first deals (the plain search still checks its losses).
 * `wins`: the positions a deal's win may take to be found (the deals that take more cost the search that much each).
 */
const GAMES: readonly {game: string; variant?: readonly string[]; rare?: true; wins?: number}[] = [
  {game: 'stern'},
  {game: 'stern', variant: ['advised-corners']},
  {game: 'stern', variant: ['corner-once'], rare: true},
  {game: 'stern', variant: ['advised-corners', 'corner-once'], rare: true},
  {game: 'reihe'},
  {game: 'reihe', variant: ['hold-back']},
  {game: 'napoleon-doublets'},
  {game: 'napoleon-doublets', variant: ['pass-over']},
  {game: 'napoleon-doublets', variant: ['turn-any-time', 'stock-refill']},
  {game: 'elf'},
  {game: 'elf', variant: ['any-order']},
  {game: 'grosse-patience'},
  {game: 'grosse-patience', variant: ['text-strict']},
  // Four books take most deals more than 100,000 positions: the cheap wins among the first 30 deals.
  {game: 'staffelpatience', wins: 5_000},
  {game: 'napoleon', rare: true},
  {game: 'unterstecken'},
];

describe.each(GAMES.map((each) => [`${each.game}${each.variant ? ` (${each.variant.join(', ')})` : ''}`, each] as const))(
  '%s: the solver agrees with a plain search',
  (_name, each) => {
    it('late in random play and near the end of won lines', () => {
      const definition = gameById(each.game);
      const variant = each.variant ?? [];
      const answers: string[] = [];
      for (const state of [...lateInRandomPlay(definition, 8, variant), ...nearWins(definition, 3, variant, each.wins)]) {
        const answer = check(definition, state, 50_000, 5_000);
        if (answer) answers.push(answer);
      }
      expect(answers.length, 'positions both searches decided').toBeGreaterThanOrEqual(8);
      if (!each.rare) expect(answers, 'some won').toContain('won');
      expect(answers, 'some lost').toContain('lost');
    });
  },
);

/**
 * Staffelpatience's endgames, made up: some books already finished (each a
 * king-to-ace run in alternating colour), the other cards at random in the
 * piles, stock and waste. Its hooks are the boldest (the stock's round taken
 * as one position, waste cards and shifted runs that must be followed up, the
 * idle count left out), so they are checked on many such positions, with the
 * rescue (double series) in play too.
 */
function staffelEndgame(seed: number, finished: number, switches: readonly string[], unlocked = false): State {
  const definition = gameById('staffelpatience');
  const random = createRandom(seed);
  // Four books that use the whole pack: odd ranks of one suit, even ranks of a suit of the other colour.
  const pairs = [
    [1, 2],
    [0, 3],
    [2, 1],
    [3, 0],
  ];
  const books = pairs.map(([odd, even]) => Array.from({length: 13}, (_, index) => makeCard(13 - index, (13 - index) % 2 === 1 ? odd : even)));
  const order = books.map((_, index) => index).sort(() => (random() % 2) - 0.5);
  const done = order.slice(0, finished).map((index) => books[index]);
  const loose = order.slice(finished).flatMap((index) => books[index]);
  for (let index = loose.length - 1; index > 0; index--) {
    const other = random() % (index + 1);
    [loose[index], loose[other]] = [loose[other], loose[index]];
  }
  const stockSize = random() % Math.min(7, loose.length);
  const wasteSize = stockSize === 0 ? 0 : random() % (stockSize + 1);
  const inStock = loose.splice(0, stockSize);
  const columns: number[][] = Array.from({length: 7}, () => []);
  for (const card of loose) columns[random() % 7].push(card);
  const piles: Pile[] = columns.map((cards, index) => ({id: `pile${index + 1}`, cards, down: Math.max(0, cards.length - 1)}));
  piles.push({id: 'stock', cards: inStock.slice(wasteSize), down: inStock.length - wasteSize}, {id: 'waste', cards: inStock.slice(0, wasteSize), down: 0});
  for (let index = 0; index < 4; index++) piles.push({id: `books${index + 1}`, cards: done[index] ?? [], down: 0});
  const switchesOn = resolveSwitches(definition, switches);
  return {game: 'staffelpatience', piles, vars: {passes: 1, idle: random() % 30, unlocked}, switches: switchesOn};
}

describe('staffelpatience: the solver agrees with a plain search', () => {
  it.each([
    ['three books finished', 3, [] as string[], false],
    ['three books finished, the double series unlocked', 3, [] as string[], true],
    ['two books finished', 2, [] as string[], false],
    ['three books finished, early double series', 3, ['early-double'], false],
    ['three books finished, king runs only', 3, ['king-runs'], false],
    ['three books finished, layout before stock', 3, ['layout-first'], false],
  ])('on made-up endgames: %s', (_name, finished, switches, unlocked) => {
    const definition = gameById('staffelpatience');
    const answers: Record<Goal, string[]> = {win: [], lesser: []};
    for (let seed = 1; seed <= 20; seed++) {
      const state = staffelEndgame(seed * 31 + finished, finished, switches, unlocked);
      if (outcomeOf(definition, state) !== 'playing' || legalMovesOf(definition, state).length === 0) continue;
      // Both goals: four books, and the double series (the lesser success).
      for (const goal of ['win', 'lesser'] as const) {
        const answer = check(definition, state, 30_000, 3_000, goal);
        if (answer) answers[goal].push(answer);
      }
    }
    expect(answers.win.length, 'positions both searches decided').toBeGreaterThanOrEqual(10);
    expect(answers.win, 'some lost').toContain('lost');
    expect(answers.lesser.length, 'positions both searches decided for the double series').toBeGreaterThanOrEqual(10);
    expect([...answers.win, ...answers.lesser], 'some won').toContain('won');
    if (unlocked || switches.includes('early-double')) expect(answers.lesser, 'some double series').toContain('won');
    if (switches.length === 0) expect(answers.win, 'some four books').toContain('won');
  });
});
