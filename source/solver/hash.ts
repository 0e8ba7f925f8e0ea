import {fmix} from '../core/mix.js';
import type {GameDefinition, Pile, PileSpec, Round, State} from '../core/types.js';

export {fmix};

function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) h = Math.imul(h ^ text.charCodeAt(index), 0x01000193);
  return h >>> 0;
}

/** Cards are numbers below 104 (two packs). */
const CARD_IDS = 104;
const TWO_21 = 2 ** 21;
/** A pile left out of the key (its contents follow from the rest, or it is keyed with the round). */
const IGNORED = 0;
const ROUND_SALT = 0x2f0b3c1d;

export type Hasher<S extends State> = (state: S) => number;

/**
 * Compact canonical keys for the transposition table: 53 bits from two 32-bit
 * lanes. Each pile gets two lanes of its own, salted by its place on the table
 * or, for piles of an interchangeable group, by the group alone; a position's
 * lanes are the sums of its piles' lanes (sums ignore the order of alike piles),
 * mixed with the counters the game says matter. Equal positions give equal
 * keys; different ones collide with a chance of about n²/2⁵⁴.
 *
 * Piles are immutable and a move changes few of them: `key` reuses the lanes of
 * every pile object it shares with the position the move came from.
 */
export class StateHasher<S extends State> {
  private readonly symmetric: ReadonlySet<string>;
  private readonly symmetricNow: ((state: S) => readonly string[]) | undefined;
  /** Salts per pile table, per set of alike groups a position names (`symmetricNow`). */
  private readonly saltsByGroups = new WeakMap<readonly string[], WeakMap<readonly PileSpec[], Int32Array>>();
  private readonly ignored: ReadonlySet<string>;
  /** The counters that matter (SolverHooks.vars); without it, every one of the state's `vars`. */
  private readonly varsOf: ((state: S) => readonly unknown[]) | undefined;
  /** What the rules see of each card: cards with one number here are interchangeable. */
  private readonly cardKey = new Int32Array(CARD_IDS);
  private readonly saltsBySpecs = new WeakMap<readonly PileSpec[], Int32Array>();
  /** Salt arrays by content, so tables that differ only in names share one (and lanes stay reusable). */
  private readonly saltsByText = new Map<string, Int32Array>();

  /** The pile table and alike groups asked last, and their salts: a search asks for the same ones over and over. */
  private lastSpecs: readonly PileSpec[] | undefined;
  private lastAlike: readonly string[] | undefined;
  private lastSaltsFound: Int32Array = new Int32Array(0);

  /** Where the round's waste and stock lie, per salts array (-1 without a round). */
  private readonly roundAt = new WeakMap<Int32Array, readonly [number, number]>();

  constructor(
    definition: GameDefinition<S>,
    private readonly specsOf: (state: S) => readonly PileSpec[] = (state) => definition.piles(state),
    /** Stock and waste of a round (SolverHooks.round): keyed as one sequence, wherever the round stands. */
    private readonly round?: Round,
  ) {
    const hooks = definition.solver;
    this.symmetric = new Set(hooks?.symmetric ?? []);
    this.symmetricNow = hooks?.symmetricNow?.bind(hooks);
    this.ignored = new Set(hooks?.ignored ?? []);
    this.varsOf = hooks?.vars;
    for (let card = 0; card < CARD_IDS; card++) this.cardKey[card] = hooks?.cardKey ? hooks.cardKey(card) : card;
  }

  /** A salt per pile: its place, or its group when the group is interchangeable; IGNORED for piles left out. */
  private salts(specs: readonly PileSpec[], alike?: readonly string[]): Int32Array {
    if (specs === this.lastSpecs && alike === this.lastAlike) return this.lastSaltsFound;
    let bySpecs = this.saltsBySpecs;
    if (alike) {
      let known = this.saltsByGroups.get(alike);
      if (!known) {
        known = new WeakMap();
        this.saltsByGroups.set(alike, known);
      }
      bySpecs = known;
    }
    let salts = bySpecs.get(specs);
    if (salts) {
      this.lastSpecs = specs;
      this.lastAlike = alike;
      this.lastSaltsFound = salts;
      return salts;
    }
    const symmetric = alike ? new Set(alike) : this.symmetric;
    const fresh = new Int32Array(specs.length);
    let waste = -1;
    let stock = -1;
    for (let index = 0; index < specs.length; index++) {
      const group = specs[index].group;
      if (specs[index].id === this.round?.waste) waste = index;
      if (specs[index].id === this.round?.stock) stock = index;
      if (this.ignored.has(group) || index === waste || index === stock) fresh[index] = IGNORED;
      else fresh[index] = (symmetric.has(group) ? fmix(textHash(group) | 1) : fmix(Math.imul(index + 1, 0x9e3779b1))) | 1;
    }
    const text = `${fresh.join(',')}/${waste},${stock}`;
    salts = this.saltsByText.get(text);
    if (!salts) {
      salts = fresh;
      this.saltsByText.set(text, salts);
      this.roundAt.set(salts, [waste, stock]);
    }
    bySpecs.set(specs, salts);
    this.lastSpecs = specs;
    this.lastAlike = alike;
    this.lastSaltsFound = salts;
    return salts;
  }

  /**
   * The key of `state`, leaving its piles' lanes in `lanes` (two per pile) and
   * its salts in `lastSalts`. With `parent`, its lanes and salts, the lanes of
   * pile objects the two positions share at the same place are copied, not recomputed.
   */
  key(state: S, lanes: Uint32Array, parent?: S, parentLanes?: Uint32Array, parentSalts?: Int32Array): number {
    const piles = state.piles;
    const salts = this.salts(this.specsOf(state), this.symmetricNow?.(state));
    this.lastSalts = salts;
    const reuse = parent !== undefined && parentLanes !== undefined && parentSalts === salts && parent.piles.length === piles.length;
    const before = parent?.piles;
    let sumA = 0;
    let sumB = 0;
    const width = piles.length * 2;
    if (reuse && parentLanes!.length >= width + 2 && lanes.length >= width + 2) {
      // The parent's lanes (a level's lanes may have grown: then one by one), and its sums, less the lanes of the piles that changed, plus their new lanes.
      if (parentLanes!.length === lanes.length) lanes.set(parentLanes!);
      else for (let at = 0; at < width; at++) lanes[at] = parentLanes![at];
      sumA = parentLanes![width];
      sumB = parentLanes![width + 1];
      for (let index = 0; index < piles.length; index++) {
        const pile = piles[index];
        if (before![index] === pile || salts[index] === IGNORED) continue;
        const at = index * 2;
        sumA = (sumA - lanes[at]) | 0;
        sumB = (sumB - lanes[at + 1]) | 0;
        this.hashPile(pile, salts[index], lanes, at);
        sumA = (sumA + lanes[at]) | 0;
        sumB = (sumB + lanes[at + 1]) | 0;
      }
    } else {
      for (let index = 0; index < piles.length; index++) {
        const pile = piles[index];
        const at = index * 2;
        if (salts[index] === IGNORED) continue;
        if (reuse && before![index] === pile) {
          lanes[at] = parentLanes![at];
          lanes[at + 1] = parentLanes![at + 1];
        } else {
          this.hashPile(pile, salts[index], lanes, at);
        }
        sumA = (sumA + lanes[at]) | 0;
        sumB = (sumB + lanes[at + 1]) | 0;
      }
    }
    if (lanes.length >= width + 2) {
      lanes[width] = sumA;
      lanes[width + 1] = sumB;
    }
    const round = this.round && (salts === this.lastRoundSalts ? this.lastRoundAt : this.roundAtOf(salts));
    if (round && round[0] >= 0 && round[1] >= 0) {
      const [waste, stock] = round;
      // The round's lanes stand in the waste's place (the stock's stay 0).
      const at = waste * 2;
      if (!(reuse && before![waste] === piles[waste] && before![stock] === piles[stock])) this.hashRound(piles[waste], piles[stock], lanes, at);
      else {
        lanes[at] = parentLanes![at];
        lanes[at + 1] = parentLanes![at + 1];
      }
      sumA = (sumA + lanes[at]) | 0;
      sumB = (sumB + lanes[at + 1]) | 0;
    }
    this.a = fmix(sumA ^ 0x3c6ef372);
    this.b = fmix(sumB + 0x27d4eb2f);
    if (this.varsOf) {
      const counters = this.varsOf(state);
      for (let index = 0; index < counters.length; index++) this.mix(counters[index], index);
    } else {
      // All the counters, in their order, without listing them in an array first (this runs for every position).
      const vars = state.vars as Record<string, unknown>;
      let index = 0;
      for (const name in vars) this.mix(vars[name], index++);
    }
    return this.a * TWO_21 + (this.b & 0x1fffff);
  }

  /** The two halves of the key being made. */
  private a = 0;
  private b = 0;

  /** Mixes the counter at `index` into the key being made: numbers and flags as they are, anything else (a list of corners used, say) by its JSON text. */
  private mix(counter: unknown, index: number): void {
    const value = typeof counter === 'number' || typeof counter === 'boolean' ? Number(counter) | 0 : textHash(JSON.stringify(counter));
    this.a = fmix(this.a ^ (value + Math.imul(index + 1, 0x3504f333)));
    this.b = fmix(this.b + Math.imul(value ^ (index + 1), 0x2545f491));
  }

  private lastRoundSalts: Int32Array | undefined;
  private lastRoundAt: readonly [number, number] | undefined;

  private roundAtOf(salts: Int32Array): readonly [number, number] | undefined {
    this.lastRoundSalts = salts;
    this.lastRoundAt = this.roundAt.get(salts);
    return this.lastRoundAt;
  }

  /** The salts of the position `key` last saw (to pass on as `parentSalts`). */
  lastSalts: Int32Array = new Int32Array(0);

  /** The cards of a round in the order they come: the waste from its bottom, then the stock from its top. */
  private hashRound(waste: Pile, stock: Pile, lanes: Uint32Array, at: number): void {
    const cardKey = this.cardKey;
    let a = ROUND_SALT;
    let b = Math.imul(ROUND_SALT, 0x5bd1e995) + waste.cards.length + stock.cards.length;
    for (let index = 0; index < waste.cards.length; index++) {
      const card = cardKey[waste.cards[index]];
      a = Math.imul(a ^ card, 0x01000193);
      b = Math.imul(b + card + 1, 0x5bd1e995) ^ (b >>> 15);
    }
    for (let index = stock.cards.length - 1; index >= 0; index--) {
      const card = cardKey[stock.cards[index]];
      a = Math.imul(a ^ card, 0x01000193);
      b = Math.imul(b + card + 1, 0x5bd1e995) ^ (b >>> 15);
    }
    lanes[at] = fmix(a);
    lanes[at + 1] = fmix(b ^ 0x27d4eb2f);
  }

  private hashPile(pile: Pile, salt: number, lanes: Uint32Array, at: number): void {
    const cardKey = this.cardKey;
    const cards = pile.cards;
    let a = salt ^ Math.imul(pile.down + 1, 0x01000193);
    let b = Math.imul(salt, 0x5bd1e995) + cards.length;
    for (let index = 0; index < cards.length; index++) {
      const card = cardKey[cards[index]];
      a = Math.imul(a ^ card, 0x01000193);
      b = Math.imul(b + card + 1, 0x5bd1e995) ^ (b >>> 15);
    }
    lanes[at] = fmix(a);
    lanes[at + 1] = fmix(b ^ 0x27d4eb2f);
  }
}

const hashers = new WeakMap<GameDefinition, Map<string, StateHasher<State>>>();

/**
 * The search's hasher for a game and its round (by the round's waste and
 * stock), made once per thread: its tables of salts then serve every search
 * of the game, and a search that decides a deal in a few dozen positions does
 * not pay for working them out again.
 */
export function hasherFor<S extends State>(definition: GameDefinition<S>, round: Round | undefined): StateHasher<S> {
  let byRound = hashers.get(definition as GameDefinition);
  if (!byRound) {
    byRound = new Map();
    hashers.set(definition as GameDefinition, byRound);
  }
  const name = round ? `${round.waste}/${round.stock}` : '';
  let hasher = byRound.get(name) as StateHasher<S> | undefined;
  if (!hasher) {
    hasher = new StateHasher(definition, undefined, round);
    byRound.set(name, hasher as unknown as StateHasher<State>);
  }
  return hasher;
}

/** A key function for single positions (tests, one-off questions); the search uses a StateHasher directly. */
export function makeHasher<S extends State>(
  definition: GameDefinition<S>,
  specsOf: (state: S) => readonly PileSpec[] = (state) => definition.piles(state),
): Hasher<S> {
  const hasher = new StateHasher(definition, specsOf);
  let lanes = new Uint32Array(64);
  return (state) => {
    if (lanes.length < state.piles.length * 2) lanes = new Uint32Array(state.piles.length * 2);
    return hasher.key(state, lanes);
  };
}

/**
 * The key of a position bound to go on with some of its piles (SolverHooks.followUp):
 * its key mixed with those piles' lanes (`lanes`, as `key` left them), so a
 * different node from the free position, and the same for positions alike.
 */
export function focusedKey(key: number, lanes: Uint32Array, indexes: ReadonlyMap<string, number>, focus: readonly string[]): number {
  const high = Math.floor(key / TWO_21);
  // key % TWO_21 without a floating-point remainder (slow for numbers beyond 32 bits).
  const low = key - high * TWO_21;
  // Both halves of the key in both halves of the focused one: with only one, two positions whose keys share their low bits
  // (positions that differ only in face-down counts, say) collided about one time in 2²¹ whenever the focus piles matched.
  let a = (high + Math.imul(low, 0x9e3779b1)) ^ 0x5f356495;
  let b = (low + Math.imul(high, 0x85ebca77)) | 0;
  for (const id of focus) {
    const at = indexes.get(id)! * 2;
    a = (a + fmix(lanes[at])) | 0;
    b = (b + fmix(lanes[at + 1] ^ 0x2545f491)) | 0;
  }
  return fmix(a) * TWO_21 + (fmix(b) & 0x1fffff);
}
