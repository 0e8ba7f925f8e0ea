import {actionMove, legalMovesOf, movesWhilePlaying} from '../core/engine.js';
import {topCardTransfers, transferMoves} from '../core/transfer.js';
import type {GameDefinition, GameMove, OtherOrder, PileSpec, Round, RoundPlaces, SolverHooks, State} from '../core/types.js';
import {type Goal, outcomeFor} from './goal.js';
import {fmix} from './hash.js';

const pileIndexes = new WeakMap<readonly PileSpec[], Map<string, number>>();

let lastSpecs: readonly PileSpec[] | undefined;
let lastIndexes = new Map<string, number>();

export function indexesOf(specs: readonly PileSpec[]): Map<string, number> {
  if (specs === lastSpecs) return lastIndexes;
  let indexes = pileIndexes.get(specs);
  if (!indexes) {
    indexes = new Map(specs.map((spec, index) => [spec.id, index]));
    pileIndexes.set(specs, indexes);
  }
  lastSpecs = specs;
  lastIndexes = indexes;
  return indexes;
}

/** The alike groups whose empty piles the current run of moves already reached (reused: sifting runs for every position). */
const emptyGroupsSeen: string[] = [];

/**
 * Of several moves that carry the same cards from one pile into different
 * empty piles of an interchangeable group, only the first: the positions they
 * lead to differ only in which of the alike piles holds the cards.
 */
function withoutAlikeTargets<S extends State>(definition: GameDefinition<S>, state: S, moves: GameMove[], symmetric: ReadonlySet<string>): GameMove[] {
  const specs = definition.piles(state);
  const indexes = indexesOf(specs);
  let kept: GameMove[] | undefined;
  let lastFrom = '';
  let lastCount = 0;
  const groups = emptyGroupsSeen;
  // The groups reached are the first `reached` of `groups` (a count is cheaper to reset than an array's length).
  let reached = 0;
  for (let index = 0; index < moves.length; index++) {
    const move = moves[index];
    let drop = false;
    if (move.kind === 'move') {
      if (move.from !== lastFrom || move.count !== lastCount) {
        lastFrom = move.from;
        lastCount = move.count;
        reached = 0;
      }
      const at = indexes.get(move.to)!;
      const group = specs[at].group;
      if (state.piles[at].cards.length === 0 && symmetric.has(group)) {
        let known = false;
        for (let each = 0; each < reached; each++) if (groups[each] === group) known = true;
        if (known) drop = true;
        else groups[reached++] = group;
      }
    }
    if (drop) kept ??= moves.slice(0, index);
    else kept?.push(move);
  }
  return kept ?? moves;
}

/** The game's hooks, ready for one search. */
type Hooks<S extends State> = {
  readonly own: SolverHooks<S> | undefined;
  readonly symmetric: ReadonlySet<string>;
  /** A search's own change to the order of the moves (see `Order`), if any. */
  readonly noise: ((move: GameMove) => number) | undefined;
  /** The greedy order (see OtherOrder). */
  readonly greedy: boolean;
};

function hooksOf<S extends State>(definition: GameDefinition<S>, order?: Order): Hooks<S> {
  return {
    own: definition.solver,
    symmetric: new Set(definition.solver?.symmetric ?? []),
    noise: order === undefined ? undefined : liftOf(order),
    greedy: order === 'greedy',
  };
}

/** The ids of the piles a card goes up to. */
export function foundationsOf<S extends State>(definition: GameDefinition<S>, state: S): ReadonlySet<string> {
  return new Set(definition.piles(state).flatMap((spec) => (spec.role === 'foundation' ? [spec.id] : [])));
}

const goesUp = (move: GameMove, foundations: ReadonlySet<string>) => move.kind === 'move' && foundations.has(move.to);

/**
 * The greedy order's moves, sorted (see OtherOrder): those to a foundation
 * where there are some; else all, an action after which a card can go up first.
 */
function greedily<S extends State>(definition: GameDefinition<S>, state: S, moves: GameMove[], hooks: Hooks<S>, foundations: ReadonlySet<string>): GameMove[] {
  const ups = moves.filter((move) => goesUp(move, foundations));
  if (ups.length > 0) {
    sortByPriority(hooks, [state], ups);
    return ups;
  }
  sortByPriority(hooks, [state], moves);
  const feeds = (move: GameMove) => {
    if (move.kind !== 'action') return false;
    const after = definition.apply(state, move);
    return sift(definition, after, rulesMoves(definition, after), hooks).kept.some((each) => goesUp(each, foundations));
  };
  const first = moves.filter(feeds);
  return first.length === 0 ? moves : [...first, ...moves.filter((move) => !first.includes(move))];
}

function textHash(text: string, seed: number): number {
  let h = seed;
  for (let index = 0; index < text.length; index++) h = Math.imul(h ^ text.charCodeAt(index), 0x01000193);
  return h;
}

/** How much a restart's noise may lift a move: about the gap between the games' neighbouring priorities, so the order changes here and there, not wholesale. */
const NOISE = 30;

/**
 * A fixed pseudo-random lift per move for one restart (`seed`): the same move
 * gets the same lift wherever it is listed, so a restart is reproducible.
 */
export function shuffled(seed: number): (move: GameMove) => number {
  return (move) => {
    const text = move.kind === 'move' ? `${move.from}>${move.to}*${move.count}` : move.kind === 'action' ? move.name : move.piles.join(',');
    return (fmix(textHash(text, seed) >>> 0) / 2 ** 32) * NOISE;
  };
}

/** A search's own order of the moves, other than the game's priorities: a restart's seed (`shuffled`), or one of OtherOrder. */
export type Order = number | OtherOrder;

/** Above every game's priority. */
export const AHEAD = 1000;

const actionsFirst = (move: GameMove) => (move.kind === 'action' ? AHEAD : 0);

/** What an order adds to each move's priority (the greedy order's lift depends on the position: see `greedily`). */
export function liftOf(order: Order): ((move: GameMove) => number) | undefined {
  if (order === 'greedy') return undefined;
  return order === 'actions first' ? actionsFirst : shuffled(order);
}

/** Every move the rules allow (the game's own listing of its transfers where it has one). */
function rulesMoves<S extends State>(definition: GameDefinition<S>, state: S): GameMove[] {
  return movesWhilePlaying(definition, state, definition.solver?.transfers?.(state));
}

/** A safe move alone; else the moves without the pruned ones (in the rules' order). */
function sift<S extends State>(definition: GameDefinition<S>, state: S, moves: GameMove[], hooks: Hooks<S>): {safe?: GameMove; kept: GameMove[]} {
  const own = hooks.own;
  if (!own || moves.length === 0) return {kept: moves};
  const safe = own.safe?.(state, moves);
  if (safe) return {safe, kept: [safe]};
  let kept = hooks.symmetric.size > 0 ? withoutAlikeTargets(definition, state, moves, hooks.symmetric) : moves;
  if (own.prune) {
    const all = kept;
    let left: GameMove[] | undefined;
    for (let index = 0; index < all.length; index++) {
      if (own.prune(state, all[index], all)) left ??= all.slice(0, index);
      else left?.push(all[index]);
    }
    kept = left ?? all;
  }
  return {kept};
}

/** Scores of the moves being ordered, reused from position to position. */
let scratch = new Float64Array(64);

/**
 * The moves of one position sorted in place by priority, best first (ties keep
 * the rules' order), with `from` (the place of its round each is played from)
 * kept alongside: the lists are the position's own, so no copies. Each move is
 * scored in `states[0]`, or with `byPlace` in the position of its place.
 */
function sortByPriority<S extends State>(hooks: Hooks<S>, states: readonly S[], moves: GameMove[], from?: number[], byPlace = false): void {
  const count = moves.length;
  if (count <= 1) return;
  const priority = hooks.own?.priority;
  const noise = hooks.noise;
  if (!priority && !noise) return;
  if (scratch.length < count) scratch = new Float64Array(count * 2);
  const scores = scratch;
  for (let index = 0; index < count; index++) {
    const move = moves[index];
    scores[index] = (priority ? priority(states[byPlace ? from![index] : 0], move) : 0) + (noise ? noise(move) : 0);
  }
  if (count > LONG_LIST) {
    const order: number[] = Array.from({length: count}, (_, index) => index).sort((x, y) => scores[y] - scores[x] || x - y);
    const sorted = inOrder(moves, order);
    const places = from && inOrder(from, order);
    for (let index = 0; index < count; index++) {
      moves[index] = sorted[index];
      if (from) from[index] = places![index];
    }
    return;
  }
  // A stable insertion sort of the lists and scores together: the lists are short, and most come nearly in order.
  for (let index = 1; index < count; index++) {
    const score = scores[index];
    const move = moves[index];
    const place = from?.[index] ?? 0;
    let at = index;
    while (at > 0 && scores[at - 1] < score) {
      scores[at] = scores[at - 1];
      moves[at] = moves[at - 1];
      if (from) from[at] = from[at - 1];
      at--;
    }
    scores[at] = score;
    moves[at] = move;
    if (from) from[at] = place;
  }
}

/** The moves that involve one of these piles (see `involves`), without a copy when all do. */
function onlyInvolving(moves: GameMove[], ids: readonly string[]): GameMove[] {
  let kept: GameMove[] | undefined;
  for (let index = 0; index < moves.length; index++) {
    if (!involves(moves[index], ids)) kept ??= moves.slice(0, index);
    else kept?.push(moves[index]);
  }
  return kept ?? moves;
}

/** Lists longer than this are sorted by the engine's sort, not by insertion. */
const LONG_LIST = 48;

/** The moves in an order of their indexes. */
function inOrder<T>(moves: readonly T[], order: readonly number[]): T[] {
  const sorted: T[] = new Array<T>(order.length);
  for (let index = 0; index < order.length; index++) sorted[index] = moves[order[index]];
  return sorted;
}

/**
 * The moves worth trying, best first: a safe move alone, else the unpruned
 * moves by priority. Every one is legal. With `focus` (what SolverHooks.followUp
 * answered for the move that led here), only the moves the search tries there.
 */
export function searchMoves<S extends State>(definition: GameDefinition<S>, state: S, focus?: readonly string[]): GameMove[] {
  const hooks = hooksOf(definition);
  const legal = legalMovesOf(definition, state);
  const {kept} = sift(definition, state, focus ? legal.filter((move) => involves(move, focus)) : legal, hooks);
  sortByPriority(hooks, [state], kept);
  return kept;
}

/** Whether a move involves one of these piles (moves from or onto it, sets taken from it) or is an action. */
function involves(move: GameMove, ids: readonly string[]): boolean {
  if (move.kind === 'move') return ids.includes(move.from) || ids.includes(move.to);
  if (move.kind === 'remove') return move.piles.some((id) => ids.includes(id));
  return true;
}

/** The moves of a place of a round worth listing: those involving the focus, if any, and each action but the round's own once. */
function worthListing(moves: readonly GameMove[], focus: readonly string[] | undefined, roundActions: readonly string[], seen: string[]): GameMove[] {
  let kept: GameMove[] | undefined;
  for (let index = 0; index < moves.length; index++) {
    const move = moves[index];
    let worth = focus === undefined || involves(move, focus);
    if (worth && move.kind === 'action') {
      worth = !roundActions.includes(move.name) && !seen.includes(move.name);
      if (worth) seen.push(move.name);
    }
    // A copy only once a move is left out (most places list every move).
    if (!worth) kept ??= moves.slice(0, index);
    else kept?.push(move);
  }
  return kept ?? (moves as GameMove[]);
}

/** Adds a place's moves to a round's list; a safe move is the level's only move, from that place (answers true: the listing ends). */
function addPlace<S>(level: Level<S>, place: number, sifted: {safe?: GameMove; kept: GameMove[]}, moves: GameMove[], from: number[]): boolean {
  if (sifted.safe) {
    level.moves = [sifted.safe];
    level.from = [place];
    return true;
  }
  for (const move of sifted.kept) {
    moves.push(move);
    from.push(place);
  }
  return false;
}

/**
 * One depth of the search: its position; the places of the stock's round
 * walked from it (`orbit[0]` is the position itself) with the action leading
 * from each to the next; the moves to try, with the place each is played
 * from; the pile the next move must involve (SolverHooks.followUp), if any;
 * and the position's hash lanes.
 */
export type Level<S> = {
  state: S;
  lanes: Uint32Array;
  salts: Int32Array;
  focus: readonly string[] | undefined;
  /** Moves in a row on the way here that only shifted cards between two piles (the game's followUp). */
  shifts: number;
  orbit: S[];
  steps: GameMove[];
  moves: GameMove[];
  from: number[] | undefined;
  next: number;
};

/** A level for a position, nothing listed yet. */
export function levelOf<S>(state: S, lanes: Uint32Array, salts: Int32Array): Level<S> {
  // The orbit holds its position from the start: an empty array would grow a backing store of 17 places for it, and a search may hold tens of thousands of levels.
  return {state, lanes, salts, focus: undefined, shifts: 0, orbit: [state], steps: [], moves: [], from: undefined, next: 0};
}

/** Lists the moves of the positions a search visits. */
export class Expander<S extends State> {
  nodes = 0;
  private readonly hooks: Hooks<S>;
  private foundations: ReadonlySet<string> | undefined;

  constructor(
    private readonly definition: GameDefinition<S>,
    private readonly goal: Goal,
    order?: Order,
  ) {
    this.hooks = hooksOf(definition, order);
  }

  /**
   * Lists the moves of a level's position, best first. With a round, walks it
   * and lists the moves of every place; answers the place of the round that
   * is won, if one is, else -1.
   */
  expand(level: Level<S>): number {
    const {definition, hooks} = this;
    const state = level.state;
    const {orbit, steps} = level;
    // Only a round's places make these longer than one position and no steps: setting a length costs a call into the engine.
    if (orbit.length > 1) orbit.length = 0;
    if (steps.length !== 0) steps.length = 0;
    orbit[0] = state;
    level.next = 0;
    const round = hooks.own?.round?.(state);
    if (!round) {
      let moves = rulesMoves(definition, state);
      const focus = level.focus;
      if (focus !== undefined) moves = onlyInvolving(moves, focus);
      const {kept} = sift(definition, state, moves, hooks);
      level.from = undefined;
      if (hooks.greedy) level.moves = greedily(definition, state, kept, hooks, (this.foundations ??= foundationsOf(definition, state)));
      else {
        sortByPriority(hooks, orbit, kept);
        level.moves = kept;
      }
      return -1;
    }
    return round.places ? this.listPlaces(level, round, round.places()) : this.walkRound(level, round);
  }

  /** The position at a place of the level's round, played out now if it was not yet (Round.places): counted when the round was listed. */
  positionAt(level: Level<S>, place: number): S {
    const {orbit, steps} = level;
    while (orbit.length <= place) orbit.push(this.definition.apply(orbit[orbit.length - 1], steps[orbit.length - 1]));
    return orbit[place];
  }

  /**
   * A round whose places the game works out at once (Round.places): the same
   * moves, in the same order, as walking it (walkRound), each place of each lap counted
   * as a position, but a place's position is made only when a move from it is
   * tried (positionAt), and its moves are listed from this position with only
   * the waste's top card changed.
   */
  private listPlaces(level: Level<S>, round: Round, places: RoundPlaces): number {
    const {definition, hooks} = this;
    const state = level.state;
    const focus = level.focus;
    // A round has an action or two: arrays, not sets (made for every position).
    const roundActions = round.actions;
    const actionsSeen: string[] = [];
    for (const name of places.steps) level.steps.push(actionMove(name));
    const moves: GameMove[] = [];
    const from: number[] = [];
    // The last place is the start again: a round lists it no more.
    const specs = definition.piles(state);
    const tops = places.tops.slice(0, Math.max(0, places.tops.length - 1));
    const byPlace = topCardTransfers(definition, state, specs, indexesOf(specs).get(round.waste)!, tops);
    for (let place = 0; place <= tops.length; place++) {
      const listed = worthListing(place === 0 ? rulesMoves(definition, state) : byPlace[place - 1], focus, roundActions, actionsSeen);
      if (addPlace(level, place, sift(definition, state, listed, hooks), moves, from)) {
        // As walking the round: it stops at the place of a safe move, each place before it counted.
        this.nodes += place;
        level.steps.length = place;
        return -1;
      }
    }
    // Every lap counted, as walking the round counts them.
    this.nodes += places.steps.length * (round.laps ?? 1);
    // Every place's moves are scored in this position (only the waste's top differs at the others).
    sortByPriority(hooks, level.orbit, moves, from);
    level.moves = moves;
    level.from = from;
    return -1;
  }

  private walkRound(level: Level<S>, round: Round): number {
    const {definition, hooks} = this;
    const roundActions = round.actions;
    const state = level.state;
    const focus = level.focus;
    const specs = definition.piles(state);
    const indexes = indexesOf(specs);
    const waste = indexes.get(round.waste)!;
    const stock = indexes.get(round.stock)!;
    const startWaste = state.piles[waste].cards.length;
    const startStock = state.piles[stock].cards.length;
    const laps = round.laps ?? 1;
    const moves: GameMove[] = [];
    const from: number[] = [];
    const actionsSeen: string[] = [];
    const rules = definition.actions ?? {};
    let position = state;
    let lap = 1;
    const limit = (startWaste + startStock + 2) * laps + 1;
    for (let place = 0; place <= limit; place++) {
      if (place > 0) {
        let step: GameMove | undefined;
        for (const name of round.actions) {
          if (rules[name]?.check(position, false) === null) {
            step = actionMove(name);
            break;
          }
        }
        if (!step) break;
        position = definition.apply(position, step);
        this.nodes++;
        level.orbit.push(position);
        level.steps.push(step);
        const outcome = outcomeFor(definition, position, this.goal, step);
        if (outcome === 'won') return place;
        if (outcome === 'lost') break;
        if (position.piles[waste].cards.length === startWaste && position.piles[stock].cards.length === startStock && ++lap > laps) break;
      }
      // The first place offers every move; the others only what the round changes: the waste's moves and the other actions, each action once.
      let listed: GameMove[];
      if (place === 0) listed = rulesMoves(definition, position);
      else listed = lap === 1 ? transferMoves(definition, position, specs, waste) : [];
      for (const name in rules) {
        if (place > 0 && !actionsSeen.includes(name) && !roundActions.includes(name) && rules[name].check(position, false) === null)
          listed.push(actionMove(name));
      }
      listed = worthListing(listed, focus, roundActions, actionsSeen);
      if (addPlace(level, place, sift(definition, position, listed, hooks), moves, from)) return -1;
    }
    sortByPriority(hooks, level.orbit, moves, from, true);
    level.moves = moves;
    level.from = from;
    return -1;
  }
}
