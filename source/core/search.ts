/**
 * A breadth-first search for "can the player still get anywhere?" (C11). Games
 * use it to tell useful moves from endless shuttling: positions reached by the
 * shuttling moves are searched until one shows progress.
 */
export type ProgressSearch<P, M> = {
  /** The moves to try from a position (usually only the non-progress ones matter). */
  moves(position: P): Iterable<M>;
  apply(position: P, move: M): P;
  /** Equal for positions that are alike for the question (e.g. with interchangeable piles sorted). */
  key(position: P): string;
  /** A move that is progress in itself. */
  isProgress?(position: P, move: M): boolean;
  /** A position that already offers progress. */
  offersProgress?(position: P): boolean;
  /** The most positions to visit. */
  limit: number;
};

/**
 * True when progress can be reached. A search that reaches its limit cannot
 * tell, and answers true: the player is never told to give up wrongly.
 */
export function progressReachable<P, M>(start: P, search: ProgressSearch<P, M>): boolean {
  const seen = new Set([search.key(start)]);
  const queue = [start];
  for (let index = 0; index < queue.length; index++) {
    const position = queue[index];
    if (search.offersProgress?.(position)) return true;
    // Every move is checked for progress before any is applied: applying is the costly part.
    const moves = [...search.moves(position)];
    if (search.isProgress && moves.some((move) => search.isProgress!(position, move))) return true;
    for (const move of moves) {
      const next = search.apply(position, move);
      const key = search.key(next);
      if (seen.has(key)) continue;
      if (seen.size >= search.limit) return true;
      seen.add(key);
      queue.push(next);
    }
  }
  return false;
}
