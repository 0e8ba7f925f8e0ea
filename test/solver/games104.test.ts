import {describe, expect, it} from 'vitest';
import {type Card, isRed, makeCard} from '../../source/core/cards.js';
import {legalMovesOf, moveKey, outcomeOf, play, stateKey} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {startSession} from '../../source/core/session.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {GameDefinition, GameMove, Pile, State} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';
import {makeHasher} from '../../source/solver/hash.js';
import {searchMoves, solve} from '../../source/solver/solve.js';

/**
 * The solver on the two-pack games (Harfe, Hermann, Der halbe Mond, Fürst
 * Bismarck, Doppelhausen): winning lines replay through the rules, its
 * answers agree with a plain exhaustive search (every legal move, string keys,
 * none of the hooks) on made-up endgames small enough for that search, safe
 * moves keep a position's fate, pruned moves only skip positions equal to kept
 * ones, and every move it suggests is legal.
 */

/** Plain exhaustive search: true when a win is reachable, false when none is, undefined past `limit` positions. */
function plainWinnable(definition: GameDefinition, start: State, limit: number): boolean | undefined {
  if (outcomeOf(definition, start) === 'won') return true;
  const seen = new Set([stateKey(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const state = stack.pop()!;
    for (const move of legalMovesOf(definition, state)) {
      const next = definition.apply(state, move);
      if (definition.outcome(next) === 'won') return true;
      const key = stateKey(next);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return undefined;
      seen.add(key);
      stack.push(next);
    }
  }
  return false;
}

/** The solver's answer, its winning line replayed through `play`; compared with the plain search where both decide. */
function check(definition: GameDefinition, state: State, budget: number, limit: number): 'won' | 'lost' | undefined {
  const answer = solve(definition, state, {nodes: budget});
  if (answer.status === 'won') {
    const end = answer.line.reduce((position, move) => play(definition, position, move), state);
    expect(outcomeOf(definition, end), stateKey(state)).toBe('won');
  }
  const plain = plainWinnable(definition, state, limit);
  if (plain === undefined || answer.status === 'unknown') return undefined;
  expect(answer.status, `solver and plain search disagree on ${stateKey(state)}`).toBe(plain ? 'won' : 'lost');
  return answer.status;
}

function shuffled<T>(items: T[], random: () => number): T[] {
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
function harfeEndgame(seed: number, left: number, used: number): State {
  const random = createRandom(seed);
  const taken = takeOff(random, 8, left);
  const foundations = taken.map((count, lane) => Array.from({length: 13 - count}, (_, index) => makeCard(index + 1, lane >> 1, lane & 1)));
  const loose = shuffled(
    taken.flatMap((count, lane) => Array.from({length: count}, (_, index) => makeCard(13 - index, lane >> 1, lane & 1))),
    random,
  );
  const stock = loose.splice(0, random() % 3);
  const waste = loose.splice(0, random() % 3);
  const columns: Card[][] = Array.from({length: 10}, () => []);
  for (const card of loose) columns[random() % used].push(card);
  const piles = [
    ...columns.map((cards, index) => pile(`col${index + 1}`, cards, cards.length > 1 ? random() % cards.length : 0)),
    ...shuffled(foundations, random).map((cards, index) => pile(`found${index + 1}`, cards)),
    pile('stock', stock, stock.length),
    pile('waste', waste),
  ];
  return {game: 'harfe', piles, vars: {redealt: false}, switches: resolveSwitches(gameById('harfe'), [])};
}

/** Hermann: the goal built correctly up to its last `left` cards; aces aside, the rest in columns and the talon. */
function hermannEndgame(seed: number, left: number, used: number): State {
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
  const talon = others.splice(0, random() % 4);
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
function mondEndgame(seed: number, left: number): State {
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
function bismarckEndgame(seed: number, left: number, used: number, redealt: boolean): State {
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

type Endgames = {readonly game: string; readonly make: (seed: number) => State; readonly seeds: number; readonly budget: number; readonly limit: number};

const ENDGAMES: readonly Endgames[] = [
  {game: 'harfe', make: (seed) => harfeEndgame(seed, Number(process.env.L1 ?? 8) + (seed % 3), Number(process.env.U1 ?? 4)), seeds: 40, budget: 50_000, limit: 40_000},
  {game: 'hermann', make: (seed) => hermannEndgame(seed, Number(process.env.L2 ?? 9) + (seed % 4), Number(process.env.U2 ?? 10)), seeds: 40, budget: 50_000, limit: 40_000},
  {game: 'halber-mond', make: (seed) => mondEndgame(seed, 8 + (seed % 5)), seeds: 40, budget: 50_000, limit: 40_000},
  {game: 'fuerst-bismarck', make: (seed) => bismarckEndgame(seed, Number(process.env.L4 ?? 12) + (seed % 4), Number(process.env.U4 ?? 12), seed % 2 === 0), seeds: 40, budget: 50_000, limit: 40_000},
];

describe.each(ENDGAMES.map((each) => [each.game, each] as const))('%s: the solver agrees with a plain search', (_game, each) => {
  const definition = gameById(each.game);
  const positions = Array.from({length: each.seeds}, (_, index) => each.make(index + 1)).filter(
    (state) => outcomeOf(definition, state) === 'playing',
  );

  it('on made-up endgames, won and lost', () => {
    const answers: string[] = [];
    for (const state of positions) {
      const answer = check(definition, state, each.budget, each.limit);
      if (answer) answers.push(answer);
    }
    if (process.env.SHOW) console.log(each.game, answers.length, answers.filter((answer) => answer === 'lost').length);
    expect(answers.length, 'positions both searches decided').toBeGreaterThanOrEqual(15);
    expect(answers, 'some won').toContain('won');
    expect(answers, 'some lost').toContain('lost');
  });

  it('plays only safe moves that keep the position as winnable as it was', () => {
    const safe = definition.solver?.safe;
    let checked = 0;
    for (const state of positions) {
      const move = safe?.(state, legalMovesOf(definition, state));
      if (!move) continue;
      const before = plainWinnable(definition, state, each.limit);
      const after = plainWinnable(definition, play(definition, state, move), each.limit);
      if (before === undefined || after === undefined) continue;
      expect(after, stateKey(state)).toBe(before);
      checked++;
    }
    // Hermann's only safe move (an ace onto a 2) needs the goal to show a 2; Bismarck has none.
    if (each.game === 'harfe' || each.game === 'halber-mond') expect(checked).toBeGreaterThan(0);
  });
});

/** Positions of random play from real deals. */
function playedPositions(definition: GameDefinition, deals: number, steps: readonly number[], variant: readonly string[] = []): State[] {
  const found: State[] = [];
  for (let deal = 1; deal <= deals; deal++) {
    const random = createRandom(deal * 7919);
    let state = startSession(definition, {deal}, {variant}).states[0];
    for (let step = 1; step <= Math.max(...steps); step++) {
      const moves = legalMovesOf(definition, state);
      if (moves.length === 0) break;
      state = definition.apply(state, moves[random() % moves.length]);
      if (steps.includes(step)) found.push(state);
    }
  }
  return found;
}

const GAMES = ['harfe', 'hermann', 'halber-mond', 'fuerst-bismarck', 'doppelhausen'];

describe.each(GAMES)('%s: moves the solver suggests', (game) => {
  const definition = gameById(game);
  const positions = playedPositions(definition, 6, [0, 20, 60, 150]);

  it('are legal moves of the position', () => {
    for (const state of positions) {
      const legal = new Set(legalMovesOf(definition, state).map(moveKey));
      for (const move of searchMoves(definition, state)) expect(legal.has(moveKey(move)), moveKey(move)).toBe(true);
    }
  });

  it('leave out only moves whose position equals that of a move kept', () => {
    const key = makeHasher(definition);
    let pruned = 0;
    for (const state of positions) {
      const legal = legalMovesOf(definition, state);
      if (definition.solver?.safe?.(state, legal)) continue;
      const kept = searchMoves(definition, state);
      const reached = new Set(kept.map((move: GameMove) => key(definition.apply(state, move))));
      for (const move of legal) {
        if (kept.some((each) => moveKey(each) === moveKey(move))) continue;
        pruned++;
        expect(reached.has(key(definition.apply(state, move))), `${moveKey(move)} in ${stateKey(state)}`).toBe(true);
      }
    }
    if (game !== 'doppelhausen') expect(pruned).toBeGreaterThan(0);
  });
});

/** Deals the solver wins within a small budget, pinned: each winning line must replay through the rules. */
const PINNED: readonly (readonly [string, number, readonly string[]])[] = [
  ['harfe', 1, []],
  ['harfe', 4, []],
  ['hermann', 3, []],
  ['hermann', 9, []],
  ['halber-mond', 15, []],
  ['halber-mond', 9, []],
  ['fuerst-bismarck', 3, []],
  ['fuerst-bismarck', 7, []],
  ['doppelhausen', 1, []],
  ['doppelhausen', 1, ['keep-sides']],
];

describe('the solver wins pinned deals', () => {
  it.each(PINNED)('%s deal %i %j: the line replays to a won game', (game, deal, variant) => {
    const definition = gameById(game);
    const start = startSession(definition, {deal}, {variant}).states[0];
    const answer = solve(definition, start, {nodes: 100_000});
    expect(answer.status).toBe('won');
    if (answer.status !== 'won') return;
    const end = answer.line.reduce((state, move) => play(definition, state, move), start);
    expect(outcomeOf(definition, end)).toBe('won');
  });
});

describe('doppelhausen: every answer agrees with a plain search of the whole deal', () => {
  it.each([[[] as string[]], [['keep-sides']], [['turn-sides']]])('with %j', (variant) => {
    const definition = gameById('doppelhausen');
    const tally = {won: 0, lost: 0};
    for (let deal = 1; deal <= 40; deal++) {
      const answer = check(definition, startSession(definition, {deal}, {variant}).states[0], 100_000, 100_000);
      expect(answer, `deal ${deal}`).toBeDefined();
      tally[answer!]++;
    }
    expect(tally.won).toBeGreaterThan(0);
    expect(tally.lost).toBeGreaterThan(0);
  });
});
