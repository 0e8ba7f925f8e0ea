import type {Card} from './cards.js';
import type {Bilingual, Catalogue, Message} from './text.js';

/** One pile: cards bottom → top; the lowest `down` cards lie face down. */
export type Pile = {
  readonly id: string;
  readonly cards: readonly Card[];
  readonly down: number;
};

/** A game's rule switches in force (its variant, and the rules of an older save): switch id → on. */
export type Switches = Readonly<Record<string, boolean>>;

/**
 * The whole position of one deal: plain, serialisable data. `vars` holds the
 * game's own counters (typed per game); `switches` the rules in force;
 * `resigned` belongs to the engine.
 */
export type State<V extends object = object, W extends Switches = Switches> = {
  readonly game: string;
  readonly piles: readonly Pile[];
  readonly vars: Readonly<V>;
  readonly switches: W;
  readonly resigned?: true;
};

/** Cards from one pile to another; `count` cards off the top, order kept. */
export type Transfer = {readonly kind: 'move'; readonly from: string; readonly to: string; readonly count: number};
/** A set of cards taken off the table together (pairs, trios), one from the top of each pile. */
export type Removal = {readonly kind: 'remove'; readonly piles: readonly string[]};
/** One of the game's own actions: turn the stock, start a help, the next automatic step… */
export type Action = {readonly kind: 'action'; readonly name: string};
export type Resign = {readonly kind: 'resign'};
export type Move = Transfer | Removal | Action | Resign;
/** The moves a game itself lists and applies (resigning is the engine's). */
export type GameMove = Transfer | Removal | Action;

export type Outcome = 'playing' | 'won' | 'lost';

export type Role = 'stock' | 'waste' | 'foundation' | 'tableau' | 'reserve' | 'cell' | 'discard';

/** A short mark drawn inside an empty pile: a rank and/or a suit (drawn in the player's language and theme), or literal text. */
/** A rank and/or suit ("K", "A♥"), a literal text, or a short word in each language ("S" stock, "T" Talon). */
export type Label = {readonly rank?: number; readonly suit?: number} | {readonly en: string; readonly de: string} | string;

/**
 * One row of a game's pile table: what the pile is (role, the group of piles
 * ruled alike, its suit if it has one), what it is called, and where it lies on
 * the table. A game's table lists its piles in the order of `state.piles`.
 */
export type PileSpec = {
  readonly id: string;
  readonly role: Role;
  /** Piles of one group share a pile rule, e.g. 'column', 'foundation'. */
  readonly group: string;
  readonly name: Bilingual;
  /** A pile bound to one suit (a foundation of hearts, say). */
  readonly suit?: number;
  /** Layout grid cell and fan direction. */
  readonly col: number;
  readonly row: number;
  readonly fan?: 'none' | 'down' | 'up' | 'left' | 'right';
  /** Drawn inside the outline of the empty pile: e.g. {rank: 13} where only a king may go. */
  readonly label?: Label;
  /** At most 3 characters shown on the pile's lower edge, e.g. {rank: 1} for the pile that collects the aces ("A", German "As"). */
  readonly caption?: Label;
  /** Cards lie in a hidden heap (discards): show only a count. */
  readonly hidden?: boolean;
};

/**
 * A rule's answer: `null` when the move is legal; when it is not, the reason
 * as a message if the caller asked why (`why`), else just `false`. One function
 * per rule decides legality and says why: listing moves asks without `why`.
 */
export type Verdict = Message | null | false;

/** May `count` cards leave `pile`? (Face-down cards and empty piles are answered before this is asked.) */
export type GiveCheck<S extends State = State> = {
  readonly state: S;
  readonly pile: Pile;
  readonly spec: PileSpec;
  readonly count: number;
  readonly why: boolean;
};

/** May `cards` (bottom → top, coming from `source`) go onto `pile`? */
export type TakeCheck<S extends State = State> = {
  readonly state: S;
  readonly pile: Pile;
  readonly spec: PileSpec;
  readonly cards: readonly Card[];
  readonly source: Pile;
  readonly sourceSpec: PileSpec;
  readonly why: boolean;
};

/** What the piles of one group give and take. A missing half refuses everything. */
export type PileRule<S extends State = State> = {
  gives?(check: GiveCheck<S>): Verdict;
  takes?(check: TakeCheck<S>): Verdict;
  /**
   * For speed only: the cards that could head what the pile takes now, as a
   * heads table (build.ts: headsOn, headsOfRank, headsWhere, NO_HEADS; a card
   * let through may still be refused by `takes`), or undefined when any card might. Move listing asks it once per pile and position and asks
   * `takes` only about the heads it lets through: it may let through too
   * much, never too little (a legal move left out would be lost).
   */
  heads?(pile: Pile, state: S, spec: PileSpec): Uint8Array | undefined;
  /**
   * When set, a refused count means every larger count is refused too (runs):
   * move listing stops at the first refusal instead of asking for every count.
   */
  readonly runs?: boolean;
  /** `gives` refuses every card and is there only to say why: move listing never asks it. */
  readonly givesNothing?: boolean;
  /** `takes` refuses every card and is there only to say why: move listing never offers the pile as a target. */
  readonly takesNothing?: boolean;
  /** `takes` refuses more than one card at a time (a foundation): move listing asks it only about single cards. */
  readonly takesOne?: boolean;
};

/** A game action's rule: may it be played now? */
export type ActionRule<S extends State = State> = {
  check(state: S, why: boolean): Verdict;
};

/** Sets of cards removed together: the sets worth asking about, and the rule that decides. */
export type RemovalRule<S extends State = State> = {
  candidates(state: S): Iterable<readonly string[]>;
  check(state: S, piles: readonly string[], why: boolean): Verdict;
};

/** A documented alternative reading of the rules, played as a switch (a variant). */
export type SwitchSpec = {
  /** The variant's name on the command line and in saves: 'advised-corners'. */
  readonly id: string;
  readonly name: Bilingual;
  /** One line for the picker and the rules text. */
  readonly description: Bilingual;
  /** Where the specification discusses it, e.g. '6-A3'. */
  readonly spec: string;
  /** Switches that cannot be on together with this one. */
  readonly excludes?: readonly string[];
  /** Changes the pack (e.g. two packs instead of one). */
  readonly decks?: 1 | 2;
  /**
   * Never changes whether the game's win can be reached, only how its lesser
   * success may be played: the winnability table takes the win's answers from
   * the game without this switch (a test must back the claim).
   */
  readonly keepsWin?: true;
};

/**
 * A switch id of an earlier version that is gone, because the rule it chose
 * became the default (Der Stern's `free-cells`): saves, remembered choices and
 * the command line still name it, and `sets` says what it means today.
 */
export type FormerSwitch = Omit<SwitchSpec, 'excludes' | 'decks'> & {readonly sets: Switches};

/** A key of the game's own, shown in the help and the status line when it can be used. */
export type KeySpec<S extends State = State> = {
  readonly key: string;
  readonly label: Bilingual;
  /** A shorter label for the key line when the full one leaves no room (the help always shows the full one). */
  readonly short?: Bilingual;
  /** The game actions this key plays (the first legal one). */
  readonly actions?: readonly string[];
  /** A transfer from the focused pile to this pile, or from this pile to the focused one. */
  readonly to?: string;
  readonly from?: string;
  /** Automatic steps the player may watch at a chosen speed. */
  readonly auto?: boolean;
  /** A question to ask first, when the action could throw away something useful. */
  confirm?(state: S): Message | undefined;
};

/**
 * Turning the stock with no limit on the rounds: the round's actions (turn a
 * card, turn the waste over) reach every place of the round from every other
 * without changing anything else, so the solver takes a whole round as one
 * position. It keys positions by the order of the cards of stock and waste
 * together (waste bottom to top, then stock top to bottom), not by where the
 * round stands, and at each place of the round it looks only for moves from
 * the waste and for the game's other actions. Counters the round changes must
 * not matter for the transfers; `laps` rounds are walked where such a counter
 * allows an action only after a whole round (Staffelpatience's rescue).
 */
export type Round = {
  readonly actions: readonly string[];
  readonly stock: string;
  readonly waste: string;
  readonly laps?: number;
  /**
   * The round's places worked out at once, for one lap: the action leading to
   * each place after the first and the card it leaves on top of the waste,
   * up to the place where stock and waste are back as they are now. Given, the
   * search lists each place's moves from this position with only the waste's
   * top card changed, and plays a place out only when a move from it is tried:
   * so the round's actions must change nothing the outcome, the priorities and
   * the other actions read either (the other actions are not looked for).
   * With `laps` over 1, given only where the later laps offer nothing at this
   * position (no other action becomes possible in them): their places are
   * counted as walked, not walked.
   */
  places?(): RoundPlaces;
};

/** See Round.places: `tops[i]` lies on the waste after `steps[i]` (undefined: the waste is empty). */
export type RoundPlaces = {readonly steps: readonly string[]; readonly tops: readonly (Card | undefined)[]};

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
  /**
   * How far a position has come for good (SolverHooks.rollouts): it changes
   * with every move that gains something (a card up, a card turned, a deal)
   * and never with one that only shifts cards; the higher the further.
   */
  progress?(data: Uint8Array, at: number): number;
  /**
   * A game with a stock's round (SolverHooks.round): a code then names a place
   * of the round and the move played from there. `steps` gives the round's
   * actions that lead from the position at `at` to the code's place, and
   * `walked` the places the last `moves` walked, which the search counts as
   * positions (as the general search counts them).
   */
  steps?(data: Uint8Array, at: number, code: number): readonly GameMove[];
  readonly walked?: number;
  /** SolverHooks.followUp: the focus the move from `at` to `to` leaves (a number of the model's own), or NO_FOCUS for a free position. */
  followUp?(data: Uint8Array, at: number, code: number, to: number): number;
  /** The key of a position bound to a focus: as the general search's (its key mixed with the focus piles' contents, see focusedKey). */
  focusKey?(data: Uint8Array, at: number, key: number, focus: number): number;
  /**
   * The piles (a bit each, at most 30) whose moves a focus's moves involve; NO_FOCUS: all of them. With
   * `remainder`, a search that meets a position again under another focus lists only the moves it has not
   * tried there (see CompactSearch).
   */
  focusCover?(focus: number): number;
  /** The focus whose moves are those of `focus` (NO_FOCUS: the free position's) that involve none of the piles in `covered` (never 0). */
  remainder?(focus: number, covered: number): number;
  /** The piles a focus stands for, as the game's followUp names them (for the tests that hold the model to the rules). */
  focusPiles?(focus: number): readonly string[];
};

/**
 * How a rollout plays: the game's priority of each move blurred by up to a
 * `noise` (on the same scale; each attempt takes the next of them), and at
 * most `shifts` moves in a row that gain nothing.
 */
export type RolloutSettings = {readonly noise: readonly number[]; readonly shifts: number};

/**
 * An order of the moves other than the game's: 'actions first' plays the game's
 * actions (a deal) before any other move (a whole search: it can prove a loss);
 * 'greedy' plays only moves to a foundation where there are some, else first an
 * action after which a card can go up (its wins are wins, its running out
 * proves nothing). For a game whose stock is no round (SolverHooks.round).
 */
export type OtherOrder = 'actions first' | 'greedy';

/**
 * What a game tells the solver beyond its rules: how to see two positions as
 * one, which moves to try first, which never, and which can never hurt.
 * Every hook must keep the search exact: never prune or force away a winning line.
 */
export type SolverHooks<S extends State = State> = {
  /** The counters that matter for what can still happen, as small numbers (display-only counters left out, unbounded ones capped). Default: every counter. */
  vars?(state: S): readonly number[];
  /** Groups of piles that are interchangeable: which pile holds what does not matter. */
  readonly symmetric?: readonly string[];
  /** Groups of piles whose contents follow from the rest of the position (a discard heap): left out of the position's key. */
  readonly ignored?: readonly string[];
  /** What the rules see of a card, as a small number: cards with the same number are interchangeable (e.g. the rank, where suits never matter). Default: the card itself. */
  cardKey?(card: Card): number;
  /**
   * The interchangeable groups of this position, when that depends on it
   * (columns that the stock's deals still tell apart become alike once it is
   * dealt, say): used instead of `symmetric`. Return the same array object for
   * the same groups (the key caches its salts per array).
   */
  symmetricNow?(state: S): readonly string[];
  /** A move that can never hurt (a safe move to a foundation), played without trying others. */
  safe?(state: S, moves: readonly GameMove[]): GameMove | undefined;
  /**
   * A move that pays off only through what follows on the piles it changed (a
   * card played from the waste that then waits, always at hand, in the stock;
   * a run shifted from one card to another): the piles one of which the next
   * move must involve, or undefined for a free position. The game promises that
   * any winning line playing the move can as well play it later, right before
   * the next move that involves one of those piles, or before an action.
   */
  followUp?(state: S, move: GameMove, after: S): readonly string[] | undefined;
  /**
   * Bounds on how many `followUp` moves in a row a narrow search allows, tried
   * in turn, each until it runs out: where most wins need few shifts between
   * two moves that gain something, the helper thread takes turns between its
   * restarts and such a search (see restartsOnly). A narrow search only ever
   * finds wins: running out proves nothing.
   */
  readonly fewShifts?: readonly number[];
  /**
   * Rollouts for the second thread (see Rollouts in source/solver/rollouts.ts),
   * over the compact model, which must then say a position's `progress`.
   */
  readonly rollouts?: RolloutSettings;
  /**
   * Other orders worth a search of their own beside the game's (see Order):
   * the second thread gives each a share (see restartsOnly). In Hermann, when
   * to deal decides many positions, and the game's own order deals last.
   */
  readonly orders?: readonly OtherOrder[];
  /** Where the stock may be gone through without limit (with these switches): see Round. */
  round?(state: S): Round | undefined;
  /**
   * The position's transfers listed by the game itself, for speed: exactly the
   * list (and order) the engine derives from the pile rules, at every position
   * (tests set up endgames by hand: test/core/own-transfers.test.ts checks
   * played and made-up ones). The search uses it instead of the derivation.
   */
  transfers?(state: S): Transfer[];
  /** Moves with a higher priority are tried first. */
  priority?(state: S, move: GameMove): number;
  /** A move never worth trying, because another move does at least as well (dominated). */
  prune?(state: S, move: GameMove, moves: readonly GameMove[]): boolean;
  /**
   * A proof that the game's win can no longer be reached from this position,
   * whatever is played (cards that can never move again): the search counts
   * it lost. It must never say so of a winnable position. `move`, when given,
   * led here from a position the search went on from (so not out of reach): a
   * game may answer false at once for a move that changes nothing it looks at.
   */
  outOfReach?(state: S, move?: GameMove): boolean;
  /**
   * The game's own answer for a position, where a procedure of its own decides
   * it outright (far cheaper than searching): a winning line, 'lost', or
   * undefined to search. Asked once, at a search's start, for the game's win.
   * Must be exact, as a finished search would be.
   */
  exact?(state: S): readonly GameMove[] | 'lost' | undefined;
  /**
   * The positions a search leaves open are mostly losses that `outOfReach` lets it prove: on two threads,
   * both prove a position together on one table (proveTogether) instead of one taking turns with restarts
   * and the other restarting.
   */
  readonly provesLosses?: boolean;
  /**
   * The game's positions packed into bytes for the search (see CompactModel),
   * for these switches, or undefined: the search then goes through the rules.
   */
  compact?(start: S): CompactModel | undefined;
};

/**
 * A success a game counts below its win (Staffelpatience's double series,
 * 13-A6): the game ends and `outcome` says 'won', but the game's goal, the
 * one the solver aims at, was not reached.
 */
export type LesserWin<S extends State = State> = {
  /** What the success is called: "double series". */
  readonly name: Bilingual;
  /** The game is over with this success (and not with the win). */
  reached(state: S): boolean;
  /** The win can no longer be reached, though this success still may be (cards built where they never leave). Must be exact: the solver stops there. */
  excludesWin?(state: S): boolean;
};

/** How often the game is won, and by whom that was measured. */
export type WinRate = {readonly percent: number; readonly by: 'simple-player' | 'solver'};

/**
 * A game plugs into the engine as this definition. Legality comes from its
 * pile rules, action rules and removal rule; `apply` is only ever called with
 * a move they allow.
 */
export type GameDefinition<S extends State = State> = {
  readonly id: string;
  readonly names: Bilingual;
  readonly aliases: readonly string[];
  readonly decks: 1 | 2;
  readonly summary: Bilingual;
  /** The rules for players: "# " starts a heading, "- " a bullet. */
  readonly rulesText: Bilingual;
  readonly wins?: WinRate;
  /** The game's own messages (reasons, hints, results), in both languages. */
  readonly messages: Catalogue;
  /** Variants: switches off by default. */
  readonly switches?: readonly SwitchSpec[];
  /** Bumped when a default changes; `legacy[v]` are the switches that play an older version's rules. */
  readonly rulesVersion?: number;
  readonly legacy?: Readonly<Record<number, Switches>>;
  /** Variants that are now the default, by their old ids. */
  readonly formerSwitches?: readonly FormerSwitch[];
  /** Lays out a shuffled (or given) pack; order[0] is the first card dealt. */
  deal(order: readonly Card[], switches: S['switches']): S;
  /** The pile table, in the order of `state.piles`. */
  piles(state: S): readonly PileSpec[];
  readonly pileRules?: Readonly<Record<string, PileRule<S>>>;
  readonly actions?: Readonly<Record<string, ActionRule<S>>>;
  readonly removal?: RemovalRule<S>;
  apply(state: S, move: GameMove): S;
  outcome(state: S): Outcome;
  /** A success that ends the game as 'won' without being its win: see LesserWin. */
  readonly lesser?: LesserWin<S>;
  /** Why the game ended: a loss's reason, or what kind of win. */
  ending?(state: S): Message | undefined;
  /** True when only pointless shuttling is left: the UI offers to end the game. */
  stalled?(state: S): boolean;
  /** A line under the table, e.g. the doubling sequence. */
  hint?(state: S): Message | undefined;
  /** What a move did, when the table alone does not show it (automatic steps, a rescue draw). */
  narrate?(before: S, move: GameMove, after: S): Message | undefined;
  /** Counters for the title line, e.g. "pass 2 of 3". */
  status?(state: S): readonly Message[];
  readonly keys: readonly KeySpec<S>[];
  /** Hints for the solver (see SolverHooks). */
  readonly solver?: SolverHooks<S>;
  /** 'set': the player marks several cards (pairs, trios) instead of pick-and-drop. */
  readonly selection?: 'transfer' | 'set';
};
