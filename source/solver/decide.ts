import type {GameDefinition, GameMove, OtherOrder, State} from '../core/types.js';
import type {Answer, Budget, Goal} from './goal.js';
import {LostSet, type Told} from './lost-set.js';
import {type Rollouts, rolloutsFor} from './rollouts.js';
import {type Search, searchFor} from './search.js';
import type {SharedSeen} from './shared-seen.js';

/** Positions of the shortest piece of search: a restart gets a multiple of it (the Luby sequence's term). */
const UNIT = 2000;

/** The narrow search runs for 1/NARROW_SHARE of each restart's length: most of its wins come early, and the restarts keep most of the time. */
const NARROW_SHARE = 4;

/**
 * How long the game's other orders (SolverHooks.orders) run after each restart, as a share of its length
 * (measured on Hermann's mid-game positions of deals 1001–1036, 2001–2036, 3001–3036 and 4001–4036, each thread
 * searching up to 3 million positions: 133 of 144 settled without the orders, 136 with these shares, and as many
 * with the greedy one's at 1.5 or the other's at 0.25).
 */
const ORDER_SHARE: Readonly<Record<OtherOrder, number>> = {'greedy': 1, 'actions first': 0.5};

/**
 * How long the game's rollouts run after each restart, as a share of its length (Hermann's mid-game positions
 * of deals 1001–1036 to 8001–8036, the two threads at the hint's budget, one noise of 20: 270 of 288 settled
 * without, 277 with this share and as many with twice it; 278 with the noises Hermann has now).
 */
const ROLLOUT_SHARE = 1;

/** The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, …: restart lengths that waste at most a log factor whatever the best length is. */
export function luby(term: number): number {
  let power = 1;
  while (2 ** power - 1 < term) power++;
  if (2 ** power - 1 === term) return 2 ** (power - 1);
  return luby(term - 2 ** (power - 1) + 1);
}

/** The move order of restart `term`: a seed of its own (the golden ratio's multiples spread them). */
function seedOf(term: number): number {
  return Math.imul(term, 0x9e3779b9) | 0;
}

/** A budget's clock from now on: the budget with the time that is left, and whether the time ran out (or the search was called off). */
function clockOf(budget: Budget): {readonly left: () => Budget; readonly outOfTime: () => boolean} {
  const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : undefined;
  return {
    left: () => ({...budget, ms: deadline === undefined ? undefined : deadline - budget.now!()}),
    outOfTime: () => (deadline !== undefined && budget.now!() > deadline) || (budget.cancelled?.() ?? false),
  };
}

/**
 * Decides a position within `budget` more often than one search does. A
 * depth-first search's effort is heavy-tailed: an early wrong turn may hold it
 * for millions of positions while another order wins in thousands. So the
 * main search (the one order that, given the whole budget, would also prove a
 * loss) takes turns with short restarts that try the moves in another order
 * (each with its own seen-table), their lengths by the Luby sequence. A
 * restart's answer is as good as the main one's: its win is a line of legal
 * moves, and one that runs out of moves has searched everything (a loss).
 *
 * `alone`: positions the main search gets before the first restart (the
 * winnability table gives it its former whole budget, so every deal it
 * decided then is decided the same way, in the same number of positions;
 * the first of two threads gives it all, see Role in assist.ts).
 * `proof`: positions the main search may go on alone once the budget's are
 * spent without an answer: only it can prove a loss, and a loss needs every
 * position searched (the table gives it to the deals its cap leaves open).
 * `told`: each restart tells what it proves lost, and every search skips it
 * (Told); the winnability table searches without, so that its stored answers
 * come again position for position.
 */
export function decide<S extends State>(
  definition: GameDefinition<S>,
  start: S,
  budget: Budget = {},
  goal: Goal = 'win',
  alone = UNIT,
  proof = 0,
  told = true,
): Answer {
  const limit = budget.nodes ?? Infinity;
  const {left, outOfTime} = clockOf(budget);
  const lost = told ? new LostSet() : undefined;
  const telling: Told = {lost, tells: true};
  const main = searchFor(definition, start, goal, undefined, undefined, Infinity, {lost});
  let answer = main.run({...left(), nodes: Math.min(alone, limit)});
  let spent = main.nodes;
  for (let term = 1; answer.status === 'unknown' && spent < limit && !outOfTime(); term++) {
    const share = Math.min(luby(term) * UNIT, limit - spent);
    const restart = searchFor(definition, start, goal, seedOf(term), undefined, Infinity, telling).run({...left(), nodes: share});
    spent += restart.nodes;
    if (restart.status !== 'unknown') return {...restart, nodes: spent};
    if (spent >= limit || outOfTime()) break;
    const before = main.nodes;
    answer = main.run({...left(), nodes: before + Math.min(luby(term) * UNIT, limit - spent)});
    spent += main.nodes - before;
  }
  if (answer.status === 'unknown' && proof > 0 && !outOfTime()) {
    const before = main.nodes;
    answer = main.run({...left(), nodes: before + proof});
    spent += main.nodes - before;
  }
  return {...answer, nodes: spent};
}

/**
 * The other half of a search on two threads: restarts only, their move orders
 * those of terms `from`, `from` + 1, … (none of them one that `decide` tries
 * soon), their lengths by the Luby sequence. After each, a game with
 * `fewShifts` goes on with its narrow search for a quarter as long, a game
 * with `rollouts` with its rollouts (ROLLOUT_SHARE), and a game with other
 * `orders` with a search in each (ORDER_SHARE), each going on where it
 * stopped. The restarts tell what they prove lost, and every search skips
 * it (Told). A win is as good as `decide`'s; a restart (or the actions-first
 * search) that runs out of moves proves a loss; otherwise unknown.
 */
export function restartsOnly<S extends State>(definition: GameDefinition<S>, start: S, budget: Budget, goal: Goal, from: number): Answer {
  const limit = budget.nodes ?? Infinity;
  const {left, outOfTime} = clockOf(budget);
  const lost = new LostSet();
  const narrow = new NarrowSearch(definition, start, goal, {lost});
  // Made at their first turn: most positions are settled by the first restart.
  let rollouts: Rollouts | undefined | null = null;
  const others = (definition.solver?.orders ?? []).map((order) => ({
    share: ORDER_SHARE[order],
    search: searchFor(definition, start, goal, order, undefined, Infinity, {lost}),
  }));
  let spent = 0;
  for (let term = 1; spent < limit && !outOfTime(); term++) {
    const length = luby(term) * UNIT;
    const restart = searchFor(definition, start, goal, seedOf(from + term - 1), undefined, Infinity, {lost, tells: true}).run({
      ...left(),
      nodes: Math.min(length, limit - spent),
    });
    spent += restart.nodes;
    if (restart.status !== 'unknown') return {...restart, nodes: spent};
    if (spent >= limit || outOfTime()) break;
    const line = narrow.run({...left(), nodes: Math.min(length / NARROW_SHARE, limit - spent)});
    spent += narrow.spent;
    if (line) return {status: 'won', line, nodes: spent};
    if (rollouts === null) rollouts = rolloutsFor(definition, start, goal, seedOf(from));
    if (rollouts && spent < limit && !outOfTime()) {
      const line = rollouts.run({...left(), nodes: Math.min(length * ROLLOUT_SHARE, limit - spent)});
      spent += rollouts.spent;
      if (line) return {status: 'won', line, nodes: spent};
    }
    for (const {share, search} of others) {
      if (spent >= limit || outOfTime()) break;
      const before = search.nodes;
      const answer = search.run({...left(), nodes: before + Math.min(length * share, limit - spent)});
      spent += search.nodes - before;
      if (answer.status !== 'unknown') return {...answer, nodes: spent};
    }
  }
  return {status: 'unknown', nodes: spent};
}

/**
 * The game's narrow searches (`fewShifts`), one bound after the other, each
 * run in pieces: a win, or nothing (running out under a bound proves nothing).
 */
export class NarrowSearch<S extends State> {
  private readonly bounds: readonly number[];
  private search: Search | undefined;
  private next = 0;
  /** Positions the last piece searched. */
  spent = 0;

  constructor(
    private readonly definition: GameDefinition<S>,
    private readonly start: S,
    private readonly goal: Goal,
    private readonly told: Told = {},
  ) {
    this.bounds = definition.solver?.fewShifts ?? [];
  }

  /** Searches on for up to `budget.nodes` positions: a winning line, or undefined. */
  run(budget: Budget): readonly GameMove[] | undefined {
    this.spent = 0;
    const want = budget.nodes ?? Infinity;
    while (this.spent < want) {
      if (!this.search) {
        if (this.next >= this.bounds.length) return undefined;
        this.search = searchFor(this.definition, this.start, this.goal, undefined, undefined, this.bounds[this.next++], this.told);
      }
      const before = this.search.nodes;
      const answer = this.search.run({...budget, nodes: before + want - this.spent});
      this.spent += this.search.nodes - before;
      if (answer.status === 'won') return answer.line;
      if (answer.status === 'unknown') return undefined;
      this.search = undefined;
    }
    return undefined;
  }
}

/** Two threads' searches of one position, sharing one table (see SharedSeen); `helper`: this is the second thread. */
export type Pair = {readonly seen: SharedSeen; readonly helper: boolean};

/**
 * One of two threads proving a position together (for a game whose open positions are mostly
 * losses it can prove: `provesLosses`): a main search whose table the other thread's shares, the
 * helper's in another move order, with no restarts. Each skips what the other has taken, so
 * between them they prove a loss in about half the time each. A win is a line of legal moves;
 * a search that runs out of moves has searched only its part: the position is lost once the
 * other's has too, else unknown.
 */
export function proveTogether<S extends State>(definition: GameDefinition<S>, start: S, budget: Budget, goal: Goal, pair: Pair): Answer {
  const search = searchFor(definition, start, goal, pair.helper ? seedOf(HELPER_ORDER) : undefined, pair.seen);
  const answer = search.run(budget);
  // A loss known at the start, before any search, needs no other thread.
  if (answer.status === 'lost' && search.searched && !pair.seen.finish()) return {status: 'unknown', nodes: answer.nodes};
  return answer;
}

/** The helper's move order in proveTogether: a restart term neither thread's restarts get to. */
const HELPER_ORDER = 1000;
