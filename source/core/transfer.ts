import {HEADS_LIST} from './build.js';
import type {Card} from './cards.js';
import type {Table} from './piles.js';
import type {CoreReason} from './reasons.js';
import type {GameDefinition, GiveCheck, Pile, PileRule, PileSpec, State, TakeCheck, Transfer, Verdict} from './types.js';

type Writable<T> = {-readonly [K in keyof T]: T[K]};

export function transfer(from: string, to: string, count = 1): Transfer {
  return {kind: 'move', from, to, count};
}

function say(why: boolean, reason: CoreReason): Verdict {
  return why && reason;
}

/** Which pile rule gives and which takes at each place of a pile table. */
type Plan<S extends State> = {
  readonly rules: GameDefinition<S>['pileRules'];
  readonly specs: readonly PileSpec[];
  readonly givers: readonly (PileRule<S> | undefined)[];
  readonly targets: readonly number[];
  readonly takers: readonly PileRule<S>[];
  /** The targets that take one card at a time (a bit per target), so longer runs skip them. */
  readonly single: number;
  /** Per pile: its target's bit, 0 when it takes nothing or is a target past MAX_TARGETS. */
  readonly bit: readonly number[];
  /** Per target: it takes one card at a time. */
  readonly singleAt: readonly boolean[];
  /** The transfers listed so far, by source, target and count: one object each, shared (moves are data, never changed). */
  readonly made: (Transfer | undefined)[][][];
};

/** The first targets are bits of a 32-bit integer (the sign bit left out); any more are asked one by one. */
const MAX_TARGETS = 31;

const plans = new WeakMap<readonly PileSpec[], Plan<State>>();
let lastSpecs: readonly PileSpec[] | undefined;
let lastPlan: Plan<State>;

/** The rules of a pile table, worked out once per table: pile tables are usually constants, move listing runs millions of times. */
function planOf<S extends State>(definition: GameDefinition<S>, specs: readonly PileSpec[]): Plan<S> {
  // The table asked last first: a search asks for the same one over and over, and a WeakMap lookup costs more than the check.
  if (specs === lastSpecs && lastPlan.rules === definition.pileRules) return lastPlan as unknown as Plan<S>;
  const known = plans.get(specs) as Plan<S> | undefined;
  if (known && known.rules === definition.pileRules) {
    lastSpecs = specs;
    lastPlan = known as unknown as Plan<State>;
    return known;
  }
  const rules = definition.pileRules ?? {};
  const givers: (PileRule<S> | undefined)[] = [];
  const targets: number[] = [];
  const takers: PileRule<S>[] = [];
  let single = 0;
  const bit: number[] = [];
  const singleAt: boolean[] = [];
  for (let index = 0; index < specs.length; index++) {
    const rule = Object.hasOwn(rules, specs[index].group) ? rules[specs[index].group] : undefined;
    givers.push(rule?.gives && !rule.givesNothing ? rule : undefined);
    bit.push(0);
    if (rule?.takes && !rule.takesNothing) {
      if (targets.length < MAX_TARGETS) bit[index] = 1 << targets.length;
      if (rule.takesOne) single |= bit[index];
      singleAt.push(rule.takesOne === true);
      targets.push(index);
      takers.push(rule);
    }
  }
  const made = specs.map(() => specs.map((): (Transfer | undefined)[] => []));
  const plan: Plan<S> = {rules: definition.pileRules, specs, givers, targets, takers, single, bit, singleAt, made};
  plans.set(specs, plan as unknown as Plan<State>);
  lastSpecs = specs;
  lastPlan = plan as unknown as Plan<State>;
  return plan;
}

/** Arrays of each length for the moving cards, filled anew for every count: rules read them while they are asked, never keep them. */
const movingOf: Card[][] = [];

function moving(count: number): Card[] {
  while (movingOf.length <= count) movingOf.push(new Array<Card>(movingOf.length).fill(0));
  return movingOf[count];
}

/** Per card: the targets whose heads table lets it through, a bit each (HEADS_LIST); all 0 between listings. */
const wanted = new Int32Array(HEADS_LIST);
/** Per target: its heads table in this listing, or undefined; reused. */
const tables: (Uint8Array | undefined)[] = [];

/**
 * Asks every target for its heads table (PileRule.heads) and marks in `wanted`
 * which targets each card could head; answers the targets that have no table
 * (they are asked about every head). `unmark` clears `wanted` again.
 */
function mark<S extends State>(plan: Plan<S>, piles: readonly Pile[], specs: readonly PileSpec[], state: S, tablesOnly: boolean): number {
  const {targets, takers} = plan;
  let open = 0;
  if (tables.length !== targets.length) tables.length = targets.length;
  for (let target = 0; target < targets.length; target++) {
    const table = takers[target].heads?.(piles[targets[target]], state, specs[targets[target]]);
    tables[target] = table;
    if (target >= MAX_TARGETS) continue;
    if (table === undefined) {
      open |= 1 << target;
      continue;
    }
    if (tablesOnly) continue;
    const bit = 1 << target;
    const end = HEADS_LIST + 1 + table[HEADS_LIST];
    for (let at = HEADS_LIST + 1; at < end; at++) wanted[table[at]] |= bit;
  }
  return open;
}

/** The targets among the first MAX_TARGETS whose heads table (as `mark` asked them) lets the card through. */
function wantedBy(card: Card): number {
  let bits = 0;
  const count = Math.min(tables.length, MAX_TARGETS);
  for (let target = 0; target < count; target++) if (tables[target]?.[card] === 1) bits |= 1 << target;
  return bits;
}

function unmark(): void {
  for (let target = 0; target < tables.length && target < MAX_TARGETS; target++) {
    const table = tables[target];
    if (table === undefined) continue;
    const end = HEADS_LIST + 1 + table[HEADS_LIST];
    for (let at = HEADS_LIST + 1; at < end; at++) wanted[table[at]] = 0;
  }
}

/** Lists the transfer of the cards `take` holds onto a target when its rule takes them (one shared move object per source, target and count). */
function offer<S extends State>(plan: Plan<S>, take: Writable<TakeCheck<S>>, target: number, from: number, count: number, moves: Transfer[]): void {
  const to = plan.targets[target];
  const piles = take.state.piles;
  take.pile = piles[to];
  take.spec = plan.specs[to];
  if (plan.takers[target].takes!(take) !== null) return;
  const made = plan.made[from][to];
  let move = made[count];
  if (move === undefined || move.from !== piles[from].id || move.to !== piles[to].id) {
    move = transfer(piles[from].id, piles[to].id, count);
    made[count] = move;
  }
  moves.push(move);
}

/** Set while moves are listed: the scratch tables above are in use (a rule that listed moves itself would spoil them). */
let listing = false;

/**
 * Every legal transfer, derived from the game's pile rules: each count that
 * may leave a pile, onto each pile that takes it. The check objects are reused
 * from pair to pair: move generation runs millions of times in a search.
 */
export function transferMoves<S extends State>(
  definition: GameDefinition<S>,
  state: S,
  specs: readonly PileSpec[] = definition.piles(state),
  /** Only the transfers from the pile at this place. */
  only?: number,
): Transfer[] {
  const moves: Transfer[] = [];
  if (!definition.pileRules) return moves;
  if (listing) throw new Error(`${definition.id}: a pile rule listed moves while moves were being listed`);
  const plan = planOf(definition, specs);
  listing = true;
  try {
    // From one pile only few cards head a move: asking each table about them costs less than marking every table's cards.
    listTransfers(plan, state, mark(plan, state.piles, specs, state, only !== undefined), only, moves);
  } finally {
    if (only === undefined) unmark();
    listing = false;
  }
  return moves;
}

/** The check objects of one listing, reused from pair to pair. */
type Checks<S extends State> = {readonly give: Writable<GiveCheck<S>>; readonly take: Writable<TakeCheck<S>>};

function checksOf<S extends State>(plan: Plan<S>, state: S): Checks<S> {
  const {specs} = plan;
  const piles = state.piles;
  return {
    give: {state, pile: piles[0], spec: specs[0], count: 0, why: false},
    take: {state, pile: piles[0], spec: specs[0], cards: moving(0), source: piles[0], sourceSpec: specs[0], why: false},
  };
}

/** The listing proper (`open`: the targets asked about every head, see `mark`). */
function listTransfers<S extends State>(plan: Plan<S>, state: S, open: number, only: number | undefined, moves: Transfer[]): void {
  const checks = checksOf(plan, state);
  const first = only ?? 0;
  const last = only ?? state.piles.length - 1;
  const {givers} = plan;
  const piles = state.piles;
  for (let from = first; from <= last; from++) {
    // Piles that give nothing, and piles with no face-up card, list nothing: not worth the call (some games have dozens).
    const pile = piles[from];
    if (givers[from] !== undefined && pile.cards.length > pile.down) listFrom(plan, checks, open, from, pile, only !== undefined, moves);
  }
}

/** The transfers from the pile at `from`, as `source` holds it; `scan`: the heads tables were not marked, each is asked (`wantedBy`). */
function listFrom<S extends State>(plan: Plan<S>, checks: Checks<S>, open: number, from: number, source: Pile, scan: boolean, moves: Transfer[]): void {
  const {givers, targets, single, bit, specs} = plan;
  const {give, take} = checks;
  const rule = givers[from];
  if (!rule) return;
  const cards = source.cards;
  const faceUp = cards.length - source.down;
  give.pile = source;
  give.spec = specs[from];
  take.source = source;
  take.sourceSpec = specs[from];
  const others = ~bit[from];
  for (let count = 1; count <= faceUp; count++) {
    give.count = count;
    if (rule.gives!(give) !== null) {
      if (rule.runs) break;
      continue;
    }
    const bottom = cards.length - count;
    // The targets that could take this head, in their order (lowest bit first).
    let asked = ((scan ? wantedBy(cards[bottom]) : wanted[cards[bottom]]) | open) & others;
    if (count > 1) asked &= ~single;
    if (asked === 0 && targets.length <= MAX_TARGETS) continue;
    const carried = movingOf[count] ?? moving(count);
    for (let index = 0; index < count; index++) carried[index] = cards[bottom + index];
    take.cards = carried;
    while (asked !== 0) {
      const lowest = asked & -asked;
      asked ^= lowest;
      offer(plan, take, 31 - Math.clz32(lowest), from, count, moves);
    }
    for (let target = MAX_TARGETS; target < targets.length; target++) {
      const table = tables[target];
      if (targets[target] === from || (count > 1 && plan.singleAt[target]) || (table !== undefined && table[carried[0]] === 0)) continue;
      offer(plan, take, target, from, count, moves);
    }
  }
}

/**
 * The transfers from the pile at `from` (a waste) as if each of `tops` in turn
 * lay alone on it, the rest of the position as it is: the places of a round
 * through the stock (Round.places). The other piles are asked what they take
 * once for all the cards.
 */
export function topCardTransfers<S extends State>(
  definition: GameDefinition<S>,
  state: S,
  specs: readonly PileSpec[],
  from: number,
  tops: readonly (Card | undefined)[],
): Transfer[][] {
  const lists: Transfer[][] = tops.map(() => []);
  if (!definition.pileRules) return lists;
  if (listing) throw new Error(`${definition.id}: a pile rule listed moves while moves were being listed`);
  const plan = planOf(definition, specs);
  listing = true;
  try {
    const open = mark(plan, state.piles, specs, state, true);
    const checks = checksOf(plan, state);
    const id = state.piles[from].id;
    for (let place = 0; place < tops.length; place++) {
      const card = tops[place];
      if (card !== undefined) listFrom(plan, checks, open, from, {id, cards: [card], down: 0}, true, lists[place]);
    }
  } finally {
    listing = false;
  }
  return lists;
}

const indexes = new WeakMap<readonly PileSpec[], Map<string, number>>();

/** A pile's place in the table, remembered per table: pile tables are usually constants, asked thousands of times. */
function indexOf(specs: readonly PileSpec[], id: string): number {
  let index = indexes.get(specs);
  if (!index) {
    index = new Map(specs.map((spec, at) => [spec.id, at]));
    indexes.set(specs, index);
  }
  return index.get(id) ?? -1;
}

/** Whether `count` cards may leave the pile at `fromIndex` (`null`), else why: the core's checks, then the pile's own rule. */
function checkGiveAt<S extends State>(
  definition: GameDefinition<S>,
  state: S,
  fromIndex: number,
  count: number,
  why: boolean,
  specs: readonly PileSpec[],
): Verdict {
  if (!Number.isInteger(count) || count < 1) return say(why, {id: 'noCount'});
  const source: Pile = state.piles[fromIndex];
  if (source.cards.length === 0) return say(why, {id: 'emptyPile'});
  const faceUp = source.cards.length - source.down;
  // More cards than the pile holds is not about face-down cards: the pile rule says why.
  if (faceUp > 0 && source.down > 0 && count > faceUp) return say(why, {id: 'faceDown'});
  const rules = definition.pileRules ?? {};
  const sourceRule: PileRule<S> | undefined = rules[specs[fromIndex].group];
  if (!sourceRule?.gives) return say(why, {id: 'nothingLeaves'});
  const given = sourceRule.gives({state, pile: source, spec: specs[fromIndex], count, why});
  if (given !== null) return given;
  if (count > source.cards.length) return say(why, {id: 'notTogether', count});
  return null;
}

/** Whether `count` cards may leave pile `from` at all, wherever they would go (`null`), else why. */
export function checkGive<S extends State>(
  definition: GameDefinition<S>,
  state: S,
  from: string,
  count: number,
  why: boolean,
  specs: readonly PileSpec[] = definition.piles(state),
): Verdict {
  const fromIndex = indexOf(specs, from);
  if (fromIndex < 0) return say(why, {id: 'noPile', pile: String(from)});
  return checkGiveAt(definition, state, fromIndex, count, why, specs);
}

/** Whether a transfer is legal (`null`), else why (or `false` when `why` is not asked). */
export function checkTransfer<S extends State>(
  definition: GameDefinition<S>,
  state: S,
  move: Transfer,
  why: boolean,
  specs: readonly PileSpec[] = definition.piles(state),
): Verdict {
  const fromIndex = indexOf(specs, move.from);
  const toIndex = indexOf(specs, move.to);
  if (fromIndex < 0 || toIndex < 0) return say(why, {id: 'noPile', pile: fromIndex < 0 ? String(move.from) : String(move.to)});
  if (fromIndex === toIndex) return say(why, {id: 'samePile'});
  const count = move.count;
  const given = checkGiveAt(definition, state, fromIndex, count, why, specs);
  if (given !== null) return given;
  const source: Pile = state.piles[fromIndex];
  const targetRule = (definition.pileRules ?? {})[specs[toIndex].group];
  if (!targetRule?.takes) return say(why, {id: 'nothingThere'});
  const cards: readonly Card[] = source.cards.slice(source.cards.length - count);
  return targetRule.takes({state, pile: state.piles[toIndex], spec: specs[toIndex], cards, source, sourceSpec: specs[fromIndex], why});
}

/** Moves the cards face up, order kept. */
export function applyTransfer<S extends State>(table: Table<S>, move: Transfer): void {
  table.transfer(move.from, move.to, move.count);
}
