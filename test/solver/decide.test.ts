import {describe, expect, it} from 'vitest';
import {outcomeOf, play} from '../../source/core/engine.js';
import {startSession} from '../../source/core/session.js';
import type {GameDefinition, GameMove, State} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';
import {searchDeal} from '../../source/solver/deal-search.js';
import {decide, luby, NarrowSearch, proveTogether, restartsOnly} from '../../source/solver/decide.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {SharedSeen} from '../../source/solver/shared-seen.js';
import {solve} from '../../source/solver/solve.js';
import {midGame} from '../helpers.js';

const startOf = (game: string, deal: number): State => startSession(gameById(game), {deal}, {}).states[0];

/** How a game stands after a line played from `start` (play() checks each move against the rules). */
const outcomeAfter = (definition: GameDefinition, start: State, line: readonly GameMove[]) =>
  outcomeOf(
    definition,
    line.reduce((state, move) => play(definition, state, move), start),
  );

describe('restarts taking turns with the main search (decide)', () => {
  it('restart lengths follow the Luby sequence', () => {
    expect(Array.from({length: 15}, (_, index) => luby(index + 1))).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
  });

  it.each([
    ['hermann', 1],
    ['harfe', 5],
    ['staffelpatience', 3],
  ])('%s deal %i: a depth-first search run in pieces goes on where it stopped, exactly as one run', (game, deal) => {
    const definition = gameById(game);
    const whole = solve(definition, startOf(game, deal), {nodes: 60_000});
    const pieces = new DepthFirst(definition, startOf(game, deal));
    let answer = pieces.run({nodes: 6_000});
    for (let nodes = 12_000; answer.status === 'unknown' && nodes <= 60_000; nodes += 6_000) answer = pieces.run({nodes});
    expect(answer).toEqual(whole);
  });

  it('with the whole budget for the main search alone, it answers as one search does', () => {
    const definition = gameById('harfe');
    for (const deal of [3, 8])
      expect(decide(definition, startOf('harfe', deal), {nodes: 90_000}, 'win', 90_000)).toEqual(solve(definition, startOf('harfe', deal), {nodes: 90_000}));
  });

  it.each([
    ['halber-mond', [2, 3, 4, 5]],
    ['harfe', [3, 7, 10]],
    ['hermann', [5, 11]],
  ] as const)('%s: deals one search leaves open within 100,000 positions are won, by a line the rules accept', (game, deals) => {
    const definition = gameById(game);
    for (const deal of deals) {
      const start = startOf(game, deal);
      expect(solve(definition, start, {nodes: 100_000}).status, `deal ${deal}`).toBe('unknown');
      const answer = decide(definition, start, {nodes: 100_000});
      expect(answer.status, `deal ${deal}`).toBe('won');
      expect(answer.nodes).toBeLessThanOrEqual(100_000);
      if (answer.status !== 'won') continue;
      expect(outcomeAfter(definition, start, answer.line), `deal ${deal}`).toBe('won');
    }
  });

  // Staffelpatience deal 74 is lost: one search alone searches it out in 15,673 positions.
  it('a loss the restarts leave no room for is proven by the main search going on alone (proof)', () => {
    const definition = gameById('staffelpatience');
    const start = startOf('staffelpatience', 74);
    expect(solve(definition, start, {nodes: 20_000})).toEqual({status: 'lost', nodes: 15_673});
    // As the table searches: without the restarts telling their losses (told false).
    expect(decide(definition, start, {nodes: 15_000}, 'win', 2_000, 0, false).status).toBe('unknown');
    const proven = decide(definition, start, {nodes: 15_000}, 'win', 2_000, 20_000, false);
    expect(proven.status).toBe('lost');
    // The main search had at most the cap's positions before it went on alone: it needs no more than its 15,673 in all.
    expect(proven.nodes).toBeLessThanOrEqual(15_000 + 15_673);
    // Too little proof: still open, after about cap and proof together (a search stops once the position's moves are made).
    const short = decide(definition, start, {nodes: 15_000}, 'win', 2_000, 1_000, false);
    expect(short.status).toBe('unknown');
    expect(short.nodes).toBeGreaterThanOrEqual(16_000);
    expect(short.nodes).toBeLessThan(16_100);
    // The table's plan: the same answer, also when limited to the positions it took; a limit takes from the proof first.
    const plan = {budget: 2_000, cap: 15_000, proof: 20_000};
    expect(searchDeal(definition, start, plan, 'win')).toEqual(proven);
    expect(searchDeal(definition, start, plan, 'win', undefined, proven.nodes + 1)).toEqual(proven);
    expect(searchDeal(definition, start, plan, 'win', undefined, 16_000)).toEqual(short);
  });

  // Mid-game positions where the told losses count (found by comparing decide with and without them).
  it('the restarts tell what they prove lost and every search skips it: Hermann deal 3139 is won where without it stays open', () => {
    const definition = gameById('hermann');
    const start = midGame(definition, 3139, 30);
    expect(decide(definition, start, {nodes: 600_000}, 'win', undefined, 0, false).status).toBe('unknown');
    const told = decide(definition, start, {nodes: 600_000});
    expect(told.status).toBe('won');
    if (told.status === 'won') expect(outcomeAfter(definition, start, told.line)).toBe('won');
  });

  it.each([
    ['hermann', [1001, 1024, 3002, 3015, 3031]],
    ['staffelpatience', [8, 25]],
    ['harfe', [1, 2, 3, 4]],
    ['halber-mond', [1, 2, 3]],
  ] as const)('%s: with the told losses, decide never contradicts itself without them, and a loss takes no more positions', (game, deals) => {
    const definition = gameById(game);
    for (const deal of deals) {
      const start = midGame(definition, deal, 30);
      const plain = decide(definition, start, {nodes: 100_000}, 'win', undefined, 0, false);
      const told = decide(definition, start, {nodes: 100_000});
      if (plain.status !== 'unknown' && told.status !== 'unknown') expect(told.status, `deal ${deal}`).toBe(plain.status);
      if (plain.status === 'lost') expect(told.nodes, `deal ${deal}`).toBeLessThanOrEqual(plain.nodes);
      if (told.status === 'won') expect(outcomeAfter(definition, start, told.line), `deal ${deal}`).toBe('won');
    }
  });

  it('is reproducible: the same position and budget give the same line in the same number of positions', () => {
    const definition = gameById('halber-mond');
    expect(decide(definition, startOf('halber-mond', 2), {nodes: 100_000})).toEqual(decide(definition, startOf('halber-mond', 2), {nodes: 100_000}));
  });

  it('keeps to a clock and stops when called off', () => {
    const definition = gameById('hermann');
    let now = 0;
    const timed = decide(definition, startOf('hermann', 12), {nodes: 10_000_000, ms: 5, now: () => (now += 0.01)});
    expect(timed.status).toBe('unknown');
    expect(timed.nodes).toBeLessThan(100_000);
    let asked = 0;
    const called = decide(definition, startOf('hermann', 12), {nodes: 10_000_000, cancelled: () => ++asked > 20});
    expect(called.status).toBe('unknown');
    expect(called.nodes).toBeLessThan(20_000);
  });
});

describe('two threads proving a position together on one table (proveTogether: the hint on two cores, in Staffelpatience)', () => {
  const hermann = gameById('hermann');
  // Lost: one search alone runs out of moves after 14,337 positions; on a shared table, where it keeps no moves tried per
  // position (see CompactSearch), after 21,148.
  const lost = () => midGame(hermann, 1051);
  const pairOf = (buffer: SharedArrayBuffer, helper: boolean) => ({seen: new SharedSeen(buffer, 1), helper});

  it('a loss is proven once both searches have run out of moves: the first to finish has searched its part only', () => {
    expect(solve(hermann, lost())).toEqual({status: 'lost', nodes: 14_337});
    const buffer = SharedSeen.buffer(100_000);
    // One after the other: the first searches the whole tree, and cannot know that the other will find nothing left.
    expect(proveTogether(hermann, lost(), {nodes: 30_000}, 'win', pairOf(buffer, false))).toEqual({status: 'unknown', nodes: 21_148});
    // The second finds every position after the first move taken.
    const second = proveTogether(hermann, lost(), {nodes: 30_000}, 'win', pairOf(buffer, true));
    expect(second.status).toBe('lost');
    expect(second.nodes).toBeLessThan(100);
  });

  it('keeps to its budget, and a win of either thread is a line the rules accept', () => {
    expect(proveTogether(hermann, lost(), {nodes: 5_000}, 'win', pairOf(SharedSeen.buffer(10_000), false))).toEqual({status: 'unknown', nodes: 5_000});
    const staffelpatience = gameById('staffelpatience');
    const state = startOf('staffelpatience', 1);
    for (const helper of [false, true]) {
      const answer = proveTogether(staffelpatience, state, {nodes: 400_000}, 'win', pairOf(SharedSeen.buffer(400_000), helper));
      if (answer.status !== 'won') throw new Error(`no win: ${answer.status}`);
      expect(outcomeAfter(staffelpatience, state, answer.line)).toBe('won');
    }
  });

  it.each(['hermann', 'staffelpatience', 'harfe'])('%s: two searches taking turns on one table never contradict one search alone', (game) => {
    const definition = gameById(game);
    let decided = 0;
    for (let deal = 1040; deal < 1052; deal++) {
      const state = midGame(definition, deal);
      const alone = solve(definition, state, {nodes: 60_000});
      const seen = new SharedSeen(SharedSeen.buffer(200_000), 1);
      const searches = [new DepthFirst(definition, state, 'win', undefined, seen), new DepthFirst(definition, state, 'win', 7, seen)];
      const done = [false, false];
      let verdict: string = 'unknown';
      for (let slice = 1; verdict === 'unknown' && slice <= 60; slice++) {
        for (const [which, search] of searches.entries()) {
          if (done[which] || verdict !== 'unknown') continue;
          const answer = search.run({nodes: slice * 1000});
          if (answer.status === 'won') {
            verdict = 'won';
            expect(outcomeAfter(definition, state, answer.line)).toBe('won');
          } else if (answer.status === 'lost' && seen.finish()) verdict = 'lost';
          else if (answer.status === 'lost') done[which] = true;
        }
      }
      if (alone.status !== 'unknown' && verdict !== 'unknown') {
        expect(`${deal}: ${verdict}`).toBe(`${deal}: ${alone.status}`);
        decided++;
      }
    }
    expect(decided).toBeGreaterThan(3);
  });
});

describe('restarts only (the helper thread of a hint, restartsOnly)', () => {
  const hermann = gameById('hermann');
  // A Hermann game under way that `decide` settles only after 1.8 million positions.
  const hard = () => midGame(hermann, 1002);

  it('wins where decide, within the same budget, cannot yet: a line the rules accept', () => {
    expect(decide(hermann, hard(), {nodes: 800_000}).status).toBe('unknown');
    const answer = restartsOnly(hermann, hard(), {nodes: 800_000}, 'win', 1001);
    expect(answer.status).toBe('won');
    if (answer.status !== 'won') return;
    expect(outcomeAfter(hermann, hard(), answer.line)).toBe('won');
    expect(restartsOnly(hermann, hard(), {nodes: 800_000}, 'win', 1001)).toEqual(answer);
  });

  it("tries other move orders than decide: its first restarts are not decide's", () => {
    expect(restartsOnly(hermann, hard(), {nodes: 800_000}, 'win', 1)).not.toEqual(restartsOnly(hermann, hard(), {nodes: 800_000}, 'win', 1001));
  });

  // Hermann 1017 (after 30 moves) is won, but decide, and restarts alone, leave it open after 1,100,000 positions
  // (one search wins after 41 million); its win needs no more than two ladder shifts in a row.
  it('takes turns with a narrow search (fewShifts): a win the restarts alone miss, a line the rules accept', () => {
    const start = midGame(hermann, 1017);
    // Without Hermann's other orders (orders.test.ts) and rollouts (rollouts.test.ts), which take their share of the budget.
    const withNarrow = {...hermann, solver: {...hermann.solver, orders: undefined, rollouts: undefined}};
    const restartsAlone = {...hermann, solver: {...hermann.solver, fewShifts: undefined, orders: undefined, rollouts: undefined}};
    expect(restartsOnly(restartsAlone, start, {nodes: 600_000}, 'win', 1001).status).toBe('unknown');
    const answer = restartsOnly(withNarrow, start, {nodes: 600_000}, 'win', 1001);
    if (answer.status !== 'won') throw new Error(`no win: ${answer.status}`);
    expect(outcomeAfter(hermann, start, answer.line)).toBe('won');
  });

  it('proves a loss when a restart runs out of moves, and keeps to its budget otherwise', () => {
    const napoleon = gameById('napoleon');
    expect(solve(napoleon, startOf('napoleon', 1)).status).toBe('lost');
    expect(restartsOnly(napoleon, startOf('napoleon', 1), {nodes: 10_000}, 'win', 1001).status).toBe('lost');
    const spent = restartsOnly(hermann, startOf('hermann', 12), {nodes: 5_000}, 'win', 1001);
    expect(spent.status).toBe('unknown');
    expect(spent.nodes).toBeLessThanOrEqual(5_000);
  });
});

describe("narrow searches (a game's fewShifts)", () => {
  const hermann = gameById('hermann');
  const followUp = hermann.solver!.followUp!;

  /** The most moves in a row along a line that only shift cards (the game's followUp). */
  function longestShifts(start: State, line: readonly GameMove[]): number {
    let state = start;
    let run = 0;
    let most = 0;
    for (const move of line) {
      const after = play(hermann, state, move);
      run = followUp(state, move, after) === undefined ? 0 : run + 1;
      most = Math.max(most, run);
      state = after;
    }
    return most;
  }

  it.each([1, 2, 3])('a search bounded to %i shifts in a row wins only by lines within the bound', (bound) => {
    let won = 0;
    for (const deal of [1001, 1003, 1004, 1007, 1009, 1011, 1012, 1022]) {
      const start = midGame(hermann, deal);
      const answer = new DepthFirst(hermann, start, 'win', undefined, undefined, bound).run({nodes: 100_000});
      if (answer.status !== 'won') continue;
      won++;
      expect(longestShifts(start, answer.line), `deal ${deal}`).toBeLessThanOrEqual(bound);
      expect(outcomeAfter(hermann, start, answer.line)).toBe('won');
    }
    expect(won).toBeGreaterThan(3);
    // Unbounded, the same search's first win on one of them shifts more often in a row.
    const start = midGame(hermann, 1001);
    const free = new DepthFirst(hermann, start).run({nodes: 100_000});
    if (free.status !== 'won') throw new Error('no win');
    expect(longestShifts(start, free.line)).toBeGreaterThan(3);
  });

  // Hermann 1019 (after 30 moves): searches bounded to 2 and to 3 shifts run out after 64,008 and 215,665 positions.
  it('running out of moves under a bound proves nothing: the next bound is tried, and after the last, no answer', () => {
    const start = midGame(hermann, 1019);
    expect(new DepthFirst(hermann, start, 'win', undefined, undefined, 2).run({nodes: 100_000})).toEqual({status: 'lost', nodes: 64_008});
    const narrow = new NarrowSearch(hermann, start, 'win');
    expect(narrow.run({nodes: 100_000})).toBeUndefined();
    expect(narrow.spent).toBe(100_000);
    expect(narrow.run({nodes: 1_000_000})).toBeUndefined();
    expect(narrow.spent).toBe(64_008 + 215_665 - 100_000);
    expect(narrow.run({nodes: 1_000})).toBeUndefined();
    expect(narrow.spent).toBe(0);
    // A game without bounds has no narrow search.
    const none = new NarrowSearch(gameById('harfe'), midGame(gameById('harfe'), 1001), 'win');
    expect(none.run({nodes: 1_000})).toBeUndefined();
    expect(none.spent).toBe(0);
  });
});
