import {describe, expect, it} from 'vitest';
import {legalMovesOf, moveKey, outcomeOf, play, stateKey} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {startSession} from '../../source/core/session.js';
import type {GameDefinition, GameMove, State} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';
import {makeHasher} from '../../source/solver/hash.js';
import {searchMoves, solve} from '../../source/solver/solve.js';
import {bismarckEndgame, harfeEndgame, hermannEndgame, mondEndgame} from './endgames104.js';
import {plainWinnable} from './plain.js';

/**
 * The solver on the two-pack games (Harfe, Hermann, Der halbe Mond, Fürst
 * Bismarck, Doppelhausen): winning lines replay through the rules, its
 * answers agree with a plain exhaustive search (every legal move, string keys,
 * none of the hooks) on made-up endgames small enough for that search, safe
 * moves keep a position's fate, pruned moves only skip positions equal to kept
 * ones, and every move it suggests is legal.
 */

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

/**
 * `lost`: whether the endgames include positions that cannot be won. Harfe's,
 * Hermann's and Fürst Bismarck's small endgames practically always can (any
 * card may go into an empty column or place; at least 98% of Bismarck's whole
 * deals can be won): there the check is that the solver, with its follow-ups, pruning and
 * safe moves, finds every win the plain search finds.
 */
type Endgames = {
  readonly game: string;
  readonly make: (seed: number) => State;
  readonly seeds: number;
  readonly limit: number;
  readonly lost?: true;
  /** Endgames where the game's safe move applies, for a game whose others practically never offer one. */
  readonly safe?: (seed: number) => State;
};

const ENDGAMES: readonly Endgames[] = [
  {game: 'harfe', make: (seed) => harfeEndgame(seed, 8 + (seed % 3), 4, 3, seed % 2 === 0), seeds: 30, limit: 20_000},
  // Hermann's only safe move, an ace onto a 2, needs the goal to show a 2: with 14 cards left (one whole sequence and the ace for that 2) it does.
  {game: 'hermann', make: (seed) => hermannEndgame(seed, 8 + (seed % 4), 10, 1), seeds: 20, limit: 10_000, safe: (seed) => hermannEndgame(seed, 14, 10, 1)},
  {game: 'halber-mond', make: (seed) => mondEndgame(seed, 8 + (seed % 5)), seeds: 40, limit: 20_000, lost: true},
  {game: 'fuerst-bismarck', make: (seed) => bismarckEndgame(seed, 12 + (seed % 4), 12, seed % 2 === 0), seeds: 30, limit: 20_000},
];

const BUDGET = 50_000;

describe.each(ENDGAMES.map((each) => [each.game, each] as const))('%s: the solver agrees with a plain search', (_game, each) => {
  const definition = gameById(each.game);
  const positions = Array.from({length: each.seeds}, (_, index) => each.make(index + 1)).filter((state) => outcomeOf(definition, state) === 'playing');

  it('on made-up endgames, won and lost', () => {
    const answers: string[] = [];
    for (const state of positions) {
      const answer = check(definition, state, BUDGET, each.limit);
      if (answer) answers.push(answer);
    }
    expect(answers.length, 'positions both searches decided').toBeGreaterThanOrEqual(15);
    expect(answers, 'some won').toContain('won');
    if (each.lost) expect(answers, 'some lost').toContain('lost');
  });

  // Fürst Bismarck has no safe-move rule, so nothing to check.
  const safe = definition.solver?.safe;
  if (safe)
    it('plays only safe moves that keep the position as winnable as it was', () => {
      const safePositions = [...positions, ...Array.from({length: each.safe ? 5 : 0}, (_, index) => each.safe!(index + 1))];
      let checked = 0;
      for (const state of safePositions) {
        const move = safe(state, legalMovesOf(definition, state));
        if (!move) continue;
        const before = plainWinnable(definition, state, each.limit);
        const after = plainWinnable(definition, play(definition, state, move), each.limit);
        if (before === undefined || after === undefined) continue;
        expect(after, stateKey(state)).toBe(before);
        checked++;
      }
      expect(checked, 'positions with a safe move that both searches decided').toBeGreaterThan(0);
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
  // Random play rarely gets to where the pruning rules apply (Hermann's talon dealt, Bismarck's wreath dealt again): the endgames do.
  const endgames = ENDGAMES.find((each) => each.game === game);
  const positions = [...playedPositions(definition, 6, [0, 20, 60, 150]), ...Array.from({length: endgames ? 10 : 0}, (_, index) => endgames!.make(index + 1))];

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
      // A whole pile moved into an empty one of its alike group gives the position itself.
      const reached = new Set([key(state), ...kept.map((move: GameMove) => key(definition.apply(state, move)))]);
      for (const move of legal) {
        if (kept.some((each) => moveKey(each) === moveKey(move))) continue;
        pruned++;
        expect(reached.has(key(definition.apply(state, move))), `${moveKey(move)} in ${stateKey(state)}`).toBe(true);
      }
    }
    if (definition.solver?.prune) expect(pruned).toBeGreaterThan(0);
  });
});

// Staffelpatience is the one single-pack game with follow-ups: checked here too.
describe.each(['staffelpatience', ...GAMES])('%s: after a move that must be followed up', (game) => {
  const definition = gameById(game);
  const endgames = ENDGAMES.find((each) => each.game === game);
  const positions = [...playedPositions(definition, 6, [20, 60, 150]), ...Array.from({length: endgames ? 20 : 0}, (_, index) => endgames!.make(index + 1))];

  it('the search leaves out only moves on those piles whose position equals that of a move it tries', () => {
    const followUp = definition.solver?.followUp;
    const key = makeHasher(definition);
    let focused = 0;
    for (const state of positions) {
      for (const move of searchMoves(definition, state)) {
        const next = definition.apply(state, move);
        const focus = followUp?.(state, move, next);
        if (!focus || outcomeOf(definition, next) !== 'playing') continue;
        focused++;
        const legal = legalMovesOf(definition, next);
        if (definition.solver?.safe?.(next, legal)) continue;
        const kept = searchMoves(definition, next, focus);
        const reached = new Set([key(next), ...kept.map((each) => key(definition.apply(next, each)))]);
        for (const each of legal) {
          const onFocus = each.kind !== 'move' || focus.includes(each.from) || focus.includes(each.to);
          if (!onFocus || kept.some((other) => moveKey(other) === moveKey(each))) continue;
          expect(reached.has(key(definition.apply(next, each))), `${moveKey(each)} after ${moveKey(move)} in ${stateKey(state)}`).toBe(true);
        }
      }
    }
    if (followUp) expect(focused).toBeGreaterThan(0);
  });
});

/** Deals the solver wins within a small budget, pinned: each winning line must replay through the rules. */
const PINNED: readonly (readonly [string, number, readonly string[]])[] = [
  ['harfe', 1, []],
  ['harfe', 4, []],
  ['hermann', 3, []],
  ['hermann', 110, []],
  ['halber-mond', 15, []],
  ['halber-mond', 9, []],
  ['fuerst-bismarck', 3, []],
  ['fuerst-bismarck', 7, []],
  ['doppelhausen', 6, []],
  ['doppelhausen', 2, ['keep-sides']],
  ['doppelhausen', 5, ['turn-sides']],
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
  it.each([[[] as string[]], [['fixed-order']], [['keep-sides']], [['turn-sides']]])('with %j', (variant) => {
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
