import {ACE, KING, rank} from '../core/cards.js';
import type {CompactModel} from '../core/compact.js';
import {actionMove} from '../core/engine.js';
import {fmix} from '../core/mix.js';
import type {GameMove, Outcome, State} from '../core/types.js';

/**
 * Napoleons Patience for the search (SolverHooks.compact), in every variant.
 * The hand, top first, followed by the second pile, bottom first, is one queue
 * (4.3.2 plays from its front and lays misfits at its back; 4.3.3 turns the
 * second pile into the hand without changing that order): a position is that
 * queue's ranks in a ring, where the hand ends, the patience's top rank and the
 * counters. Only ranks steer the play (4-A2), so ranks are all the model keeps.
 *
 * The key: the play is forced (one move, `step`, in every position), each step
 * either shortens the hand or begins a new pass, so within one search (every
 * position reached from one start) no two positions share the pass and the
 * hand's size, as no two share the general key.
 */

/** The rules' places, as `deal` lays them. */
const HAND_PILE = 0;
const PATIENCE_PILE = 1;
const SECOND_PILE = 2;

/** The only move there is. */
const STEP = 0;
const TWO_32 = 2 ** 32;
/** The pass in the key's counters above the hand's size (at most 103 cards). */
const PASS_WEIGHT = 128;

let stepMove: GameMove | undefined;

/** Per pair of ranks (14 × top + card): whether the card fits on the top, one up or down, K–A with `wrap` (4-A1, 4-A2). */
function fitsTable(wrap: boolean): Uint8Array {
  const table = new Uint8Array(14 * 14);
  for (let top = ACE; top <= KING; top++) {
    for (let card = ACE; card <= KING; card++) {
      const apart = Math.abs(top - card);
      table[14 * top + card] = apart === 1 || (wrap && apart === KING - ACE) ? 1 : 0;
    }
  }
  return table;
}

/** The model for one pack size and wrap: a position carries all it needs, so one model serves every deal. */
class NapoleonModel implements CompactModel {
  readonly size: number;
  readonly maxMoves = 1;
  readonly prioritized = false;
  /** Where the queue's front lies in the ring. */
  private readonly headAt: number;
  private readonly handAt: number;
  private readonly secondAt: number;
  private readonly topAt: number;
  private readonly passAt: number;
  private readonly placedAt: number;

  constructor(
    /** Cards in play: the ring's length (the patience holds at least one, so the queue always fits). */
    private readonly cards: number,
    private readonly fits: Uint8Array,
  ) {
    this.headAt = cards;
    this.handAt = cards + 1;
    this.secondAt = cards + 2;
    this.topAt = cards + 3;
    this.passAt = cards + 4;
    this.placedAt = cards + 5;
    this.size = cards + 6;
  }

  encode(state: State, data: Uint8Array, at: number): void {
    const hand = state.piles[HAND_PILE].cards;
    const second = state.piles[SECOND_PILE].cards;
    const patience = state.piles[PATIENCE_PILE].cards;
    let cell = at;
    for (let index = hand.length - 1; index >= 0; index--) data[cell++] = rank(hand[index]);
    for (let index = 0; index < second.length; index++) data[cell++] = rank(second[index]);
    data.fill(0, cell, at + this.cards);
    data[at + this.headAt] = 0;
    data[at + this.handAt] = hand.length;
    data[at + this.secondAt] = second.length;
    data[at + this.topAt] = rank(patience[patience.length - 1]);
    const vars = state.vars as {pass: number; placed: boolean};
    data[at + this.passAt] = vars.pass;
    data[at + this.placedAt] = vars.placed ? 1 : 0;
  }

  moves(_data: Uint8Array, _at: number, codes: Int32Array, from: number): number {
    // The step's check passes in every position (the search lists moves only while the game is on).
    codes[from] = STEP;
    return 1;
  }

  apply(data: Uint8Array, at: number, _code: number, to: number): void {
    data.copyWithin(to, at, at + this.size);
    const hand = data[to + this.handAt];
    if (hand === 0) {
      // 4.3.3: the second pile becomes the hand, in the queue's order as it lies.
      data[to + this.handAt] = data[to + this.secondAt];
      data[to + this.secondAt] = 0;
      data[to + this.passAt]++;
      data[to + this.placedAt] = 0;
      return;
    }
    const head = data[to + this.headAt];
    const card = data[to + head];
    data[to + this.headAt] = head + 1 === this.cards ? 0 : head + 1;
    data[to + this.handAt] = hand - 1;
    if (this.fits[14 * data[to + this.topAt] + card] === 1) {
      data[to + this.topAt] = card;
      data[to + this.placedAt] = 1;
      return;
    }
    const second = data[to + this.secondAt];
    // The queue's back: behind the hand and the second pile, the card just taken counted out.
    const back = (head + hand + second) % this.cards;
    data[to + back] = card;
    data[to + this.secondAt] = second + 1;
  }

  outcome(data: Uint8Array, at: number): Outcome {
    if (data[at + this.handAt] > 0) return 'playing';
    if (data[at + this.secondAt] === 0) return 'won';
    return data[at + this.placedAt] === 1 ? 'playing' : 'lost';
  }

  key(data: Uint8Array, at: number): number {
    // Exact (see above): the counters in the high bits, mixed into the low ones so the table's slots spread.
    const counters = data[at + this.passAt] * PASS_WEIGHT + data[at + this.handAt];
    return counters * TWO_32 + fmix(counters);
  }

  move(): GameMove {
    return (stepMove ??= actionMove('step'));
  }
}

/** The models by variant: index 2 × two packs + no wrap. */
const models: (NapoleonModel | undefined)[] = [];

export function napoleonCompact(start: State): CompactModel {
  const twoPacks = start.switches['two-packs'] === true;
  const noWrap = start.switches['no-wrap'] === true;
  const index = 2 * Number(twoPacks) + Number(noWrap);
  return (models[index] ??= new NapoleonModel(twoPacks ? 104 : 52, fitsTable(!noWrap)));
}
