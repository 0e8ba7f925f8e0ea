import type {GameMove, Outcome, State} from './types.js';

/**
 * A game's positions packed into bytes for the search, where the rules API
 * costs more than the search itself (SolverHooks.compact). Each position takes
 * `size` bytes of one shared buffer, at an offset; a move is a number (a code)
 * that says by itself which move it is. The model must answer as the rules and
 * the game's solver hooks do, move for move: the same moves in the same order
 * (sifted as the hooks sift them: a safe move alone, pruned moves left out),
 * the same priorities, the same outcomes for the win, and one key for exactly
 * the positions the general key takes alike. test/solver/compact.test.ts holds
 * every model to the general search along played positions and whole searches.
 */
export type CompactModel = {
  /** Bytes a position takes. */
  readonly size: number;
  /** Moves a position may have at most. */
  readonly maxMoves: number;
  /** Whether the moves come with priorities (SolverHooks.priority): the search then tries the higher first. */
  readonly prioritized: boolean;
  /** Writes a position (one the game's rules reached) at `at`. */
  encode(state: State, data: Uint8Array, at: number): void;
  /**
   * Writes the codes of the moves to try into `codes` from `from` on, and their
   * priorities into `scores` at the same places; answers how many. With a
   * focus (see `followUp`; else NO_FOCUS), only the moves the general search
   * tries there: those involving the focus's piles, sifted after that.
   */
  moves(data: Uint8Array, at: number, codes: Int32Array, from: number, scores: Float64Array, focus: number): number;
  /** Writes the position a move leads to at `to` (the position at `at` stays as it is). */
  apply(data: Uint8Array, at: number, code: number, to: number): void;
  /** The position as a search for the game's win sees it (see outcomeFor), `code` the move that led there. */
  outcome(data: Uint8Array, at: number, code: number): Outcome;
  /** Its key: equal for the positions the general key (StateHasher) takes alike, else different but for rare collisions. */
  key(data: Uint8Array, at: number): number;
  /** The rules' move a code stands for. */
  move(code: number): GameMove;
  /** SolverHooks.followUp: the focus the move from `at` to `to` leaves (a number of the model's own), or NO_FOCUS for a free position. */
  followUp?(data: Uint8Array, at: number, code: number, to: number): number;
  /** The key of a position bound to a focus: as the general search's (its key mixed with the focus piles' contents, see focusedKey). */
  focusKey?(data: Uint8Array, at: number, key: number, focus: number): number;
  /** The piles a focus stands for, as the game's followUp names them (for the tests that hold the model to the rules). */
  focusPiles?(focus: number): readonly string[];
};

/** A free position: no move before it asked for a follow-up. */
export const NO_FOCUS = -1;

/** A 32-bit word kept in a position's bytes (a hash lane), four bytes from `at`, the lowest first. */
export function readWord(data: Uint8Array, at: number): number {
  return data[at] | (data[at + 1] << 8) | (data[at + 2] << 16) | (data[at + 3] << 24);
}

export function writeWord(data: Uint8Array, at: number, value: number): void {
  data[at] = value;
  data[at + 1] = value >>> 8;
  data[at + 2] = value >>> 16;
  data[at + 3] = value >>> 24;
}

/** The search's buffer as 32-bit words, for a model that keeps words at word places: made again only when the buffer is another one. */
export class WordView {
  private bytes: Uint8Array | undefined;
  private words: Uint32Array = new Uint32Array(0);

  of(data: Uint8Array): Uint32Array {
    if (data !== this.bytes) {
      if (data.byteOffset % 4 !== 0) throw new Error('a compact position must begin on a 32-bit word');
      this.bytes = data;
      this.words = new Uint32Array(data.buffer, data.byteOffset, data.byteLength >> 2);
    }
    return this.words;
  }
}
