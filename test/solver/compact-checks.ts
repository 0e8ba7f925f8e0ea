import {expect} from 'vitest';
import {type CompactModel, NO_FOCUS} from '../../source/core/compact.js';
import {createRandom} from '../../source/core/random.js';
import type {GameDefinition, GameMove, Outcome, State} from '../../source/core/types.js';
import {CompactSearch} from '../../source/solver/compact-search.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {Expander, indexesOf, type Level, levelOf, type Order} from '../../source/solver/expand.js';
import {focusedKey, hasherFor} from '../../source/solver/hash.js';
import {type Answer, outcomeFor, searchMoves} from '../../source/solver/solve.js';

/**
 * What the tests of the compact models (source/core/compact.ts) share: the
 * generic one (test/solver/compact.test.ts) and each game's own
 * (test/games/<id>-compact.test.ts) hold a model to the rules and the solver
 * hooks with these, position by position and search by search.
 */

/** The shuffle of a restart's search (its other move order). */
const RESTART = 0x2545f491;

/** The model `make` (else the game's hook) gives for a position; throws where there is none. */
export function modelAt<S extends State>(definition: GameDefinition<S>, state: S, make = definition.solver?.compact): CompactModel {
  const model = make?.(state);
  if (!model) throw new Error(`no compact model for a position of ${definition.id}`);
  return model;
}

/**
 * The model without `remainder`: a search over it keeps no moves tried per position, so it visits the positions the
 * general search does, in the same order (with covers, it skips moves a position met earlier under another focus has
 * tried or has yet to try further up the stack: the same answers, other positions; see test/solver/covers.test.ts).
 */
export function withoutCovers(model: CompactModel): CompactModel {
  return Object.create(model, {remainder: {value: undefined}}) as CompactModel;
}

/** A fresh buffer with the position at 0 and room for a child after it (at `model.size`). */
export function encoded(model: CompactModel, state: State): Uint8Array {
  const data = new Uint8Array(model.size * 2);
  model.encode(state, data, 0);
  return data;
}

/** The model's key of a position, encoded afresh. */
export function compactKey(model: CompactModel, state: State): number {
  return model.key(encoded(model, state), 0);
}

/** The general search's key of a position (its StateHasher, which keys a stock's round as one), and the lanes a focused key mixes in. */
export function generalKey<S extends State>(definition: GameDefinition<S>, state: S): {key: number; lanes: Uint32Array} {
  const lanes = new Uint32Array(state.piles.length * 2);
  return {key: hasherFor(definition, definition.solver?.round?.(state)).key(state, lanes), lanes};
}

/** The general search's key of a position bound to a follow-up on the `focus` piles (focusedKey). */
function focusedGeneralKey<S extends State>(definition: GameDefinition<S>, state: S, focus: readonly string[]): number {
  const {key, lanes} = generalKey(definition, state);
  return focusedKey(key, lanes, indexesOf(definition.piles(state)), focus);
}

/** The model's codes and moves at `at` in the order the search tries them (stably by score, highest first, where `prioritized`). */
export function listed(model: CompactModel, data: Uint8Array, at = 0, focus = NO_FOCUS): {codes: number[]; moves: GameMove[]} {
  // One place more than the model may use: a longer list would show.
  const codes = new Int32Array(model.maxMoves + 1);
  const scores = new Float64Array(model.maxMoves + 1);
  const count = model.moves(data, at, codes, 0, scores, focus);
  expect(count).toBeLessThanOrEqual(model.maxMoves);
  const order = Array.from({length: count}, (_, index) => index);
  if (model.prioritized) order.sort((a, b) => scores[b] - scores[a] || a - b);
  return {codes: order.map((index) => codes[index]), moves: order.map((index) => model.move(codes[index]))};
}

/** Expects equal bytes, comparing them one by one first: deep equality for every move of thousands of positions is slow. */
function expectBytes(actual: Uint8Array, expected: Uint8Array): void {
  let same = actual.length === expected.length;
  for (let index = 0; same && index < actual.length; index++) same = actual[index] === expected[index];
  if (!same) expect(actual).toEqual(expected);
}

/** Compact keys held to general ones as they come: one for one, both ways. */
export class OneToOne {
  private readonly byGeneral = new Map<number, number>();
  private readonly byCompact = new Map<number, number>();
  /** How many checks met a general key met before. */
  alike = 0;

  /** Expects `compact` to stand for what `general` stands for, as far as the keys met so far tell. */
  check(general: number, compact: number): void {
    if (this.byGeneral.has(general)) this.alike++;
    expect(this.byGeneral.get(general) ?? compact).toBe(compact);
    expect(this.byCompact.get(compact) ?? general).toBe(general);
    this.byGeneral.set(general, compact);
    this.byCompact.set(compact, general);
  }

  /** Checks a position's general key against the model's. */
  position<S extends State>(definition: GameDefinition<S>, model: CompactModel, state: S): void {
    this.check(generalKey(definition, state).key, compactKey(model, state));
  }

  /** How many different keys were met. */
  get size(): number {
    return this.byCompact.size;
  }

  /** The different compact keys met. */
  compactKeys(): number[] {
    return [...this.byCompact.keys()];
  }
}

/** The one-for-one maps of free keys and of focused ones (positions bound to a follow-up). */
export type KeyMaps = {readonly free: OneToOne; readonly focused: OneToOne};

/** Fresh maps of free and focused keys. */
export const keyMaps = (): KeyMaps => ({free: new OneToOne(), focused: new OneToOne()});

/** What `holdToRules` checks besides the moves, keys and outcomes: keys one for one, the child's bytes, the child's moves. */
export type Holds = {
  /** One-for-one maps for the keys of the position and its children (free, and focused where a move asks for a follow-up). */
  readonly keys?: KeyMaps;
  /** Expects each child's bytes equal to the rules' child encoded afresh, not only its key. */
  readonly sameBytes?: boolean;
  /** Expects each child's moves equal to the search's there. */
  readonly childMoves?: boolean;
  /** Expects the moves equal to the search's where the game is over too. */
  readonly endMoves?: boolean;
};

/** A move from a position held to the rules: its code, the rules' position after it, and its outcome. */
export type Child<S extends State> = {readonly move: GameMove; readonly code: number; readonly next: S; readonly outcome: Outcome};

/**
 * The general search's listing of a position (Expander): its moves in order,
 * and for a game with a stock's round the place of the round each is played
 * from, the round's actions and the positions walked.
 */
function searchListing<S extends State>(definition: GameDefinition<S>, state: S, focus?: readonly string[]): {level: Level<S>; expander: Expander<S>} {
  const expander = new Expander(definition, 'win');
  const level = levelOf(state, new Uint32Array(state.piles.length * 2 + 2), new Int32Array(0));
  level.focus = focus;
  expander.expand(level);
  return {level, expander};
}

/** Expects the model's moves at `at` (with `focus`) to be the general search's: for a round, each from its place, with the positions walked; answers the codes. */
function expectListing<S extends State>(definition: GameDefinition<S>, model: CompactModel, state: S, data: Uint8Array, at: number, focus: number): number[] {
  const {codes, moves} = listed(model, data, at, focus);
  const piles = focus === NO_FOCUS ? undefined : model.focusPiles!(focus);
  if (!definition.solver?.round?.(state)) {
    expect(moves).toEqual(searchMoves(definition, state, piles));
    return codes;
  }
  const {level, expander} = searchListing(definition, state, piles);
  expect(moves).toEqual(level.moves);
  expect(codes.map((code) => model.steps!(data, at, code))).toEqual(level.moves.map((_, index) => level.steps.slice(0, level.from?.[index] ?? 0)));
  expect(model.walked).toBe(expander.nodes);
  return codes;
}

/**
 * CompactModel.remainder at one position, for every focus in `foci` met after one or two others: the remainder lists
 * exactly the moves of the focus that none of the earlier ones listed, in the focus's order; where the search skips the
 * position instead (the focus's piles all tried), the earlier focus listed every move it has. (A free position with its
 * safe move lists that move alone: met before, it covers every focus, as the search without covers has it.)
 */
export function expectRemainders(model: CompactModel, data: Uint8Array, at: number, foci: readonly number[]): number {
  const codesOf = (focus: number) => listed(model, data, at, focus).codes;
  let checked = 0;
  for (const first of foci) {
    for (const second of [undefined, ...foci]) {
      const earlier = second === undefined ? [first] : [first, second];
      const covered = earlier.reduce((bits, focus) => bits | model.focusCover!(focus), 0);
      const tried = new Set(earlier.flatMap(codesOf));
      for (const focus of foci) {
        const cover = model.focusCover!(focus);
        const wanted = codesOf(focus).filter((code) => !tried.has(code));
        if ((covered & cover) === cover) {
          if (!earlier.includes(NO_FOCUS)) expect(wanted).toEqual([]);
          continue;
        }
        expect(codesOf(model.remainder!(focus, covered))).toEqual(wanted);
        checked++;
      }
    }
  }
  return checked;
}

/** Whether a move gained something for good, by the rules' piles: cards on a foundation or set aside, cards dealt, face-down cards turned. */
function gains<S extends State>(definition: GameDefinition<S>, before: S, after: S): boolean {
  const specs = definition.piles(before);
  const tally = (state: S) =>
    state.piles.map((pile, index) => {
      const role = specs[index].role;
      return `${role === 'foundation' || role === 'reserve' || role === 'stock' ? pile.cards.length : ''}/${pile.down}`;
    });
  return tally(before).join() !== tally(after).join();
}

/** CompactModel.progress: higher after a move that gains something, the same after one that only shifts cards. */
function expectProgress(before: number, after: number, gained: boolean): void {
  if (gained) expect(after).toBeGreaterThan(before);
  else expect(after).toBe(before);
}

/** Holds the model to the rules at one position (outcome, moves, and per move: source bytes kept, child's key, outcome, follow-up); answers the children. */
export function holdToRules<S extends State>(definition: GameDefinition<S>, model: CompactModel, state: S, holds: Holds = {}): Child<S>[] {
  const {size} = model;
  const data = encoded(model, state);
  holds.keys?.free.check(generalKey(definition, state).key, model.key(data, 0));
  const outcome = outcomeFor(definition, state);
  expect(model.outcome(data, 0, 0)).toBe(outcome);
  if (outcome !== 'playing' && !holds.endMoves) return [];
  const codes = expectListing(definition, model, state, data, 0, NO_FOCUS);
  if (outcome !== 'playing') return [];
  const before = data.slice(0, size);
  // A round's place: the position the move is played from (the round's actions played out first).
  const placeOf = (code: number) => model.steps?.(data, 0, code).reduce((position, step) => definition.apply(position, step), state) ?? state;
  const children = codes.map((code) => {
    const move = model.move(code);
    const from = placeOf(code);
    const next = definition.apply(from, move);
    model.apply(data, 0, code, size);
    expectBytes(data.subarray(0, size), before);
    const fresh = encoded(model, next);
    if (holds.sameBytes) expectBytes(data.subarray(size), fresh.subarray(0, size));
    const key = model.key(data, size);
    expect(key).toBe(model.key(fresh, 0));
    const reached = outcomeFor(definition, next, 'win', move);
    expect(model.outcome(data, size, code)).toBe(reached);
    if (holds.childMoves && reached === 'playing') expectListing(definition, model, next, data, size, NO_FOCUS);
    holds.keys?.free.check(generalKey(definition, next).key, key);
    if (model.progress) expectProgress(model.progress(data, 0), model.progress(data, size), gains(definition, from, next));
    const followUp = definition.solver?.followUp;
    if (followUp) {
      const focus = followUp(from, move, next);
      const compact = model.followUp!(data, 0, code, size);
      expect(compact === NO_FOCUS ? undefined : model.focusPiles!(compact)).toEqual(focus);
      if (focus) {
        holds.keys?.focused.check(focusedGeneralKey(definition, next, focus), model.focusKey!(data, size, key, compact));
        expectListing(definition, model, next, data, size, compact);
      }
    }
    return {move, code, next, outcome: reached};
  });
  if (model.remainder) expectRemainders(model, data, 0, fociAt(model, data, codes));
  return children;
}

/** Foci to meet a position under: free, and those its moves leave behind (as pairs of piles, any focus of the game's may come). */
export function fociAt(model: CompactModel, data: Uint8Array, codes: readonly number[]): number[] {
  const foci = new Set([NO_FOCUS]);
  for (const code of codes) {
    model.apply(data, 0, code, model.size);
    foci.add(model.followUp!(data, 0, code, model.size));
  }
  return [...foci].slice(0, 6);
}

/** Expects the model made for each position to key its `neighbours` alike with it exactly where the general key does; answers how many alike, how many apart. */
export function keyNeighbours<S extends State>(
  definition: GameDefinition<S>,
  states: readonly S[],
  neighbours: (state: S) => readonly S[],
  make = definition.solver?.compact,
): {alike: number; apart: number} {
  const counts = {alike: 0, apart: 0};
  for (const state of states) {
    const model = modelAt(definition, state, make);
    const key = compactKey(model, state);
    const general = generalKey(definition, state).key;
    for (const other of neighbours(state)) {
      const same = generalKey(definition, other).key === general;
      expect(compactKey(model, other) === key).toBe(same);
      counts[same ? 'alike' : 'apart']++;
    }
  }
  return counts;
}

/** Positions of seeded random play from `start` (included), a move of `movesOf` (else the search's while the game is on) a step, to the end or `steps` moves. */
export function randomLine<S extends State>(
  definition: GameDefinition<S>,
  start: S,
  seed: number,
  {steps = Infinity, movesOf}: {steps?: number; movesOf?: (state: S) => readonly GameMove[]} = {},
): S[] {
  const random = createRandom(seed);
  const line = [start];
  for (let state = start, step = 0; step < steps; step++) {
    const moves = movesOf ? movesOf(state) : outcomeFor(definition, state) === 'playing' ? searchMoves(definition, state) : [];
    if (moves.length === 0) break;
    state = definition.apply(state, moves[random() % moves.length]);
    line.push(state);
  }
  return line;
}

/** Holds each position of random play from `start` (randomLine) to the rules through a model made for it, and its key by the start's model to the general key. */
export function holdAlongRandomPlay<S extends State>(
  definition: GameDefinition<S>,
  start: S,
  seed: number,
  {steps, make = definition.solver?.compact, ...holds}: Holds & {steps?: number; make?: (state: S) => CompactModel | undefined} = {},
): void {
  const model = modelAt(definition, start, make);
  const keys = new OneToOne();
  for (const state of randomLine(definition, start, seed, {steps})) {
    holdToRules(definition, modelAt(definition, state, make), state, holds);
    keys.position(definition, model, state);
  }
}

/** Expects the compact search to answer as DepthFirst (in one run, and after a first of `piece` nodes) in each order (by default its own, a restart's and the game's other orders) and under each of the game's narrow bounds (fewShifts); answers the general answer of the first. */
export function expectSearchAlike<S extends State>(
  definition: GameDefinition<S>,
  model: CompactModel,
  start: S,
  {
    nodes = 6000,
    piece,
    shuffles = [undefined, RESTART, ...(definition.solver?.orders ?? [])],
  }: {nodes?: number; piece?: number; shuffles?: readonly (Order | undefined)[]} = {},
): Answer {
  // One search's answer both ways (in one run, and in pieces); `maxShifts`: a narrow search (fewShifts), the same positions cut off on both sides.
  model = withoutCovers(model);
  const alike = (order: Order | undefined, maxShifts?: number): Answer => {
    const general = new DepthFirst(definition, start, 'win', order, undefined, maxShifts).run({nodes});
    expect(new CompactSearch(definition, model, start, order, undefined, maxShifts).run({nodes})).toEqual(general);
    if (piece !== undefined) {
      const pieces = new CompactSearch(definition, model, start, order, undefined, maxShifts);
      pieces.run({nodes: piece});
      expect(pieces.run({nodes})).toEqual(general);
    }
    return general;
  };
  const answers = shuffles.map((shuffle) => alike(shuffle));
  for (const bound of definition.solver?.fewShifts ?? []) alike(undefined, bound);
  return answers[0];
}

/** Cases for `it.each`: each variant with its name (its switches joined by "+", "standard" for none). */
export function variantCases(variants: readonly (readonly string[])[]): (readonly [string, readonly string[]])[] {
  return variants.map((variant) => [variant.join('+') || 'standard', variant] as const);
}
