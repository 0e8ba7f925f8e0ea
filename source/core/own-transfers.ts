import {transfer} from './transfer.js';
import type {State, Transfer} from './types.js';

/**
 * The moves of a game's own listing of its transfers (SolverHooks.transfers):
 * one shared object per source, target and count, as the engine's listing
 * shares them (moves are data, never changed). A pile is known by its place,
 * so a game whose pile at a place may change its id (none does) cannot use it.
 */
export class TransferBook {
  private readonly made: (Transfer | undefined)[];
  private readonly counts: number;

  /** `piles`: more than the places a game's piles take; `most`: the most cards that move at once. */
  constructor(
    private readonly piles: number,
    most = 1,
  ) {
    this.counts = most + 1;
    this.made = new Array<Transfer | undefined>(piles * piles * this.counts).fill(undefined);
  }

  /** The move of `count` cards from the pile at `from` onto the one at `to`. */
  move(state: State, from: number, to: number, count = 1): Transfer {
    return (this.made[(from * this.piles + to) * this.counts + count] ??= transfer(state.piles[from].id, state.piles[to].id, count));
  }

  /** Lists the move onto each pile whose bit is set in `targets` (bit n: the place `first` + n), lowest first: the engine's order. */
  list(state: State, from: number, count: number, targets: number, moves: Transfer[], first = 0): void {
    while (targets !== 0) {
      const lowest = targets & -targets;
      targets ^= lowest;
      moves.push(this.move(state, from, first + 31 - Math.clz32(lowest), count));
    }
  }
}
