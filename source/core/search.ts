import type {Pile, State} from './types.js';

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

/** What a progress search found; 'unknown' when it reached its limit first. */
export type Reach = 'reachable' | 'unreachable' | 'unknown';

/**
 * Whether progress can be reached, or 'unknown' when the search reached its
 * limit first: a game that lets the player do something only when stuck
 * (start a help) needs to tell "no" from "cannot tell".
 */
export function searchProgress<P, M>(start: P, search: ProgressSearch<P, M>): Reach {
  const seen = new Set([search.key(start)]);
  const queue = [start];
  for (let index = 0; index < queue.length; index++) {
    const position = queue[index];
    if (search.offersProgress?.(position)) return 'reachable';
    // Every move is checked for progress before any is applied: applying is the costly part.
    const moves = [...search.moves(position)];
    if (search.isProgress && moves.some((move) => search.isProgress!(position, move))) return 'reachable';
    for (const move of moves) {
      const next = search.apply(position, move);
      const key = search.key(next);
      if (seen.has(key)) continue;
      if (seen.size >= search.limit) return 'unknown';
      seen.add(key);
      queue.push(next);
    }
  }
  return 'unreachable';
}

/**
 * True when progress can be reached. A search that reaches its limit cannot
 * tell, and answers true: the player is never told to give up wrongly.
 */
export function progressReachable<P, M>(start: P, search: ProgressSearch<P, M>): boolean {
  return searchProgress(start, search) !== 'unreachable';
}

/** A pile as a short string: one character for the face-down count, then one per card (card ids stay below 104). */
function pileKey(pile: Pile): string {
  return String.fromCharCode(200 + pile.down, ...pile.cards);
}

type Keyed<S extends State> = {readonly state: S; readonly keys: readonly number[]};

/** What `progressAmongPiles` needs: the game's own moves, apply and progress test, and which piles are alike. */
export type PileSearch<S extends State, M> = {
  moves(state: S): Iterable<M>;
  apply(state: S, move: M): S;
  isProgress(state: S, move: M): boolean;
  /** Groups of pile indexes whose order does not matter (a game's columns): positions that differ only by that order are one. */
  readonly alike: readonly (readonly number[])[];
  readonly limit: number;
};

/**
 * `progressReachable` over game states, keyed by their piles (counters are
 * left out: moves that change them must count as progress). Each pile's
 * contents get a small number, worked out once and kept while the pile object
 * is unchanged, so a position costs only the piles its move touched.
 */
export function progressAmongPiles<S extends State, M>(start: S, search: PileSearch<S, M>): boolean {
  const grouped = new Set(search.alike.flat());
  const numbers = new Map<string, number>();
  const numberOf = (pile: Pile): number => {
    const text = pileKey(pile);
    let number = numbers.get(text);
    if (number === undefined) {
      number = numbers.size;
      numbers.set(text, number);
    }
    return number;
  };
  const keyed = (state: S, before?: Keyed<S>): Keyed<S> => ({
    state,
    keys: state.piles.map((pile, index) => (before?.state.piles[index] === pile ? before.keys[index] : numberOf(pile))),
  });
  const key = ({keys}: Keyed<S>): string => {
    const parts = search.alike.map((group) =>
      Uint32Array.from(group, (index) => keys[index])
        .sort()
        .join(','),
    );
    for (let index = 0; index < keys.length; index++) if (!grouped.has(index)) parts.push(String(keys[index]));
    return parts.join('|');
  };
  return progressReachable(keyed(start), {
    moves: (position) => search.moves(position.state),
    apply: (position, move) => keyed(search.apply(position.state, move), position),
    key,
    isProgress: (position, move) => search.isProgress(position.state, move),
    limit: search.limit,
  });
}
