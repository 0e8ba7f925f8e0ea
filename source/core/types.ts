import type {Card} from './cards.js';

/** One pile: cards bottom → top; the lowest `down` cards lie face down. */
export type Pile = {
  readonly id: string;
  readonly cards: readonly Card[];
  readonly down: number;
};

/**
 * The whole position of one deal: plain, serialisable data.
 * `vars` holds a game's named counters (passes used, phase, flags as 0/1).
 */
export type State = {
  readonly game: string;
  readonly piles: readonly Pile[];
  readonly vars: Readonly<Record<string, number>>;
};

/**
 * A move is a value. Moves that carry cards between piles are
 * `{kind: 'move', from, to, count}`; others name their kind
 * (`deal`, `redeal`, `remove` with `piles`, `unlock`, `lift`, `step`, …).
 */
export type Move = {
  readonly kind: string;
  readonly from?: string;
  readonly to?: string;
  readonly count?: number;
  readonly piles?: readonly string[];
};

export type Outcome = 'playing' | 'won' | 'lost';

export type Text = {readonly en: string; readonly de: string};

/** Where a pile sits on the table: a cell of the layout grid and its fan direction. */
export type Slot = {
  readonly id: string;
  readonly col: number;
  readonly row: number;
  readonly fan?: 'none' | 'down' | 'up' | 'left' | 'right';
  /** At most 3 characters drawn inside the outline of an empty pile, e.g. "K" where only a king may go. */
  readonly label?: string;
  /** At most 3 characters shown on the pile's lower edge, e.g. the rank a pile collects. */
  readonly caption?: string;
  /** A name for the status line, e.g. "stock", "pile 3". Defaults to the id. */
  readonly name?: string;
  /** Foundations are preferred when Enter sends a card to its best place. */
  readonly role?: 'stock' | 'waste' | 'foundation' | 'tableau' | 'reserve' | 'cell';
  /** Cards lie in a hidden heap (discards): show only a count. */
  readonly hidden?: boolean;
};

/** A special action bound to a key, shown in the help and the status line when legal. */
export type ActionSpec = {
  /** The move kinds this key plays (the first legal one wins). */
  readonly kinds: readonly string[];
  readonly key: string;
  readonly label: Text;
  /** Automatic steps the player may watch at a chosen speed. */
  readonly auto?: boolean;
  /**
   * For a `move` action: the pile the cards go to (from the focused pile), or
   * the pile they come from (to the focused pile). E.g. "put the focused card into the Keller".
   */
  readonly to?: string;
  readonly from?: string;
  /** A question to ask before the action, when it could throw away something useful. */
  confirm?(state: State): Text | undefined;
};

/**
 * A game plugs into the engine as this definition. `moves` is the single
 * source of legality; `apply` is only ever called with a move it listed.
 */
export type GameDefinition = {
  readonly id: string;
  readonly names: Text;
  readonly aliases: readonly string[];
  readonly decks: 1 | 2;
  readonly summary: Text;
  /** Lays out a shuffled (or given) pack; order[0] is the first card dealt. */
  deal(order: readonly Card[]): State;
  moves(state: State): Move[];
  apply(state: State, move: Move): State;
  /** Why a move that `moves` did not list is illegal, in plain words. */
  explain(state: State, move: Move): string;
  outcome(state: State): Outcome;
  layout(state: State): readonly Slot[];
  readonly actions: readonly ActionSpec[];
  /** 'set': the player marks several cards (pairs, trios) instead of pick-and-drop. */
  readonly selection?: 'transfer' | 'set';
  /** True when only pointless shuttling is left: the UI offers to end the game (C11). */
  stalled?(state: State): boolean;
  /** A one-line description of a finished game, e.g. "won with a double series". */
  result?(state: State): Text | undefined;
  /** A hint line shown under the table, e.g. the doubling sequence. */
  hint?(state: State): string | undefined;
};
