import type {Card} from './cards.js';
import {play} from './engine.js';
import {decodeMoves, encodeMoves, upgradeMove} from './move-codec.js';
import {isDealNumber} from './random.js';
import {type DealSource, orderOf, type Session} from './session.js';
import {currentRulesVersion, resolveSwitches} from './switches.js';
import type {GameDefinition, Move, State, Switches} from './types.js';

/**
 * The save format. A save holds the deal and every move (redo moves too, up to
 * `index` played), and is replayed through the engine when loaded, so a save
 * can never put an illegal position on the table. `position` is the position at
 * `index`, so a long game's first frame need not wait for the replay.
 *
 * Format 1 (still read): {version: 1, game, deal | order, moves: Move[]}.
 * Format 2: {version: 2, game, rules, variant?, deal | order, moves: move codes, index, position?, check}.
 * `rules` is the version of the game's rules the deal is played under (a save
 * without one is from version 1); `variant` the switch ids in force.
 * Fields this version does not know are ignored.
 *
 * `joined` (optional) lists the moves the program played together with the
 * move before (safe moves up, a finish): undo takes them as one step.
 *
 * `check` is a checksum of the rest: only a save whose checksum holds may show
 * its saved position before the replay has checked every move (previewSave).
 */
export const SAVE_VERSION = 2;

/** A position as saved: [pile id, face-down count, cards as two base-36 digits each], and the counters. */
export type SavedPosition = {
  readonly piles: ReadonlyArray<readonly [string, number, string]>;
  readonly vars: Readonly<Record<string, unknown>>;
  readonly resigned?: boolean;
};

export type SavedGame = {
  readonly version: number;
  readonly check?: string;
  readonly game: string;
  readonly rules?: number;
  readonly variant?: readonly string[];
  readonly deal?: number;
  readonly order?: readonly string[];
  readonly moves: string | readonly Move[];
  readonly index?: number;
  readonly position?: SavedPosition;
  readonly joined?: readonly number[];
};

/** Why a save cannot be used: `newer` saves are left alone for the version that wrote them. */
export type SaveProblem =
  | {readonly why: 'newer-format'; readonly version: number}
  | {readonly why: 'newer-rules'; readonly rules: number}
  | {readonly why: 'variant'; readonly variant: readonly string[]}
  | {readonly why: 'format'}
  | {readonly why: 'game'; readonly game: string}
  | {readonly why: 'deal'}
  | {readonly why: 'order'}
  | {readonly why: 'moves'}
  | {readonly why: 'index'}
  | {readonly why: 'move'; readonly move: number; readonly reason: string};

export class SaveError extends Error {
  constructor(
    readonly problem: SaveProblem,
    message: string,
  ) {
    super(message);
  }

  /** A save this version cannot read but a newer one may have written: it is kept, never written over. */
  get newer(): boolean {
    return this.problem.why === 'newer-format' || this.problem.why === 'newer-rules' || this.problem.why === 'variant';
  }
}

/** A save checked for shape: everything needed to replay it. */
export type ParsedSave = {
  readonly game: string;
  readonly source: DealSource;
  readonly variant: readonly string[];
  readonly rulesVersion: number;
  readonly switches: Switches;
  readonly moves: readonly Move[];
  readonly index: number;
  readonly position?: SavedPosition;
  readonly joined?: readonly number[];
  /** The checksum holds: see the format notes above. */
  readonly intact: boolean;
};

/** FNV-1a, 32 bits: catches a damaged or edited save, cheaply. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

type Checked = {
  game: unknown;
  rules?: unknown;
  variant?: unknown;
  deal?: unknown;
  order?: unknown;
  moves: unknown;
  index?: unknown;
  position?: unknown;
  joined?: unknown;
};

function checkOf(save: Checked): string {
  const fields = [save.game, save.rules, save.variant ?? null, save.deal ?? null, save.order ?? null, save.moves, save.index, save.position ?? null];
  // Saves without joined moves keep the checksum they had before the field existed.
  return checksum(JSON.stringify(save.joined === undefined ? fields : [...fields, save.joined]));
}

export function toSave(session: Session): SavedGame {
  const source = session.source;
  const save = {
    version: SAVE_VERSION,
    game: session.game,
    rules: session.rulesVersion,
    ...(session.variant.length > 0 ? {variant: [...session.variant]} : {}),
    ...('deal' in source ? {deal: source.deal} : {order: source.order}),
    moves: encodeMoves(session.moves),
    index: session.index,
    ...(session.index > 0 ? {position: encodePosition(session.states[session.index])} : {}),
    ...(session.joined && session.joined.length > 0 ? {joined: [...session.joined]} : {}),
  };
  return {...save, check: checkOf(save)};
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a save's shape (not yet its moves' legality); throws a SaveError. */
export function parseSave(definition: GameDefinition, raw: unknown): ParsedSave {
  const fail = (problem: SaveProblem, message: string): never => {
    throw new SaveError(problem, message);
  };
  if (!isObject(raw)) return fail({why: 'format'}, 'the save is not an object');
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return fail({why: 'format'}, `unknown save format version ${String(version)}`);
  if (version > SAVE_VERSION) return fail({why: 'newer-format', version}, `the save is format ${version}, newer than this program's ${SAVE_VERSION}`);
  const rules = raw.rules ?? 1;
  if (typeof rules !== 'number' || !Number.isInteger(rules) || rules < 1) return fail({why: 'format'}, `unknown rules version ${String(rules)}`);
  const current = currentRulesVersion(definition);
  if (rules > current) return fail({why: 'newer-rules', rules}, `the save follows rules version ${rules}, newer than this program's ${current}`);
  if (raw.game !== definition.id) return fail({why: 'game', game: String(raw.game)}, `the save is for ${String(raw.game)}, not ${definition.id}`);
  const variant = raw.variant ?? [];
  if (!Array.isArray(variant) || !variant.every((each) => typeof each === 'string')) return fail({why: 'format'}, 'the variant is not a list of names');
  let switches: Switches;
  try {
    switches = resolveSwitches(definition, variant as string[], rules);
  } catch (error) {
    return fail({why: 'variant', variant: variant as string[]}, (error as Error).message);
  }

  let source: DealSource;
  if (raw.deal !== undefined) {
    if (!isDealNumber(raw.deal)) return fail({why: 'deal'}, `the deal number ${String(raw.deal)} is not a whole number from 1 to 2147483647`);
    source = {deal: raw.deal};
  } else {
    if (!Array.isArray(raw.order) || !raw.order.every((each) => typeof each === 'string'))
      return fail({why: 'order'}, 'the save has neither a deal number nor a card order');
    source = {order: raw.order as string[]};
    try {
      orderOf(definition, source, switches);
    } catch (error) {
      return fail({why: 'order'}, `the card order cannot be used: ${(error as Error).message}`);
    }
  }

  let moves: readonly Move[];
  if (version === 1) {
    if (!Array.isArray(raw.moves) || !raw.moves.every(isMoveShape)) return fail({why: 'moves'}, 'the moves are not a list of moves');
    moves = raw.moves.map(upgradeMove);
  } else {
    if (typeof raw.moves !== 'string') return fail({why: 'moves'}, 'the moves are not move codes');
    try {
      moves = decodeMoves(raw.moves);
    } catch (error) {
      return fail({why: 'moves'}, (error as Error).message);
    }
  }
  const index = version === 1 ? moves.length : raw.index;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > moves.length) {
    return fail({why: 'index'}, `the position ${String(index)} is not between 0 and ${moves.length}`);
  }
  const position = version > 1 && isObject(raw.position) ? (raw.position as SavedPosition) : undefined;
  const intact = version === SAVE_VERSION && typeof raw.check === 'string' && raw.check === checkOf(raw as SavedGame);
  const joined = joinedMoves(raw.joined, moves.length);
  return {
    game: definition.id,
    source,
    variant: variant as string[],
    rulesVersion: rules,
    switches,
    moves,
    index,
    position,
    intact,
    ...(joined ? {joined} : {}),
  };
}

/** The joined moves of a save; a list that does not fit its moves only groups undo steps, so it is dropped rather than the save. */
function joinedMoves(raw: unknown, moves: number): number[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  const ok = raw.every((each, at) => Number.isSafeInteger(each) && each >= 1 && each < moves && (at === 0 || each > (raw[at - 1] as number)));
  return ok ? (raw as number[]) : undefined;
}

function isMoveShape(value: unknown): boolean {
  if (!isObject(value) || typeof value.kind !== 'string') return false;
  if (value.from !== undefined && typeof value.from !== 'string') return false;
  if (value.to !== undefined && typeof value.to !== 'string') return false;
  if (value.count !== undefined && !(Number.isSafeInteger(value.count) && (value.count as number) >= 0)) return false;
  if (value.piles !== undefined && !(Array.isArray(value.piles) && value.piles.every((pile) => typeof pile === 'string'))) return false;
  return true;
}

function firstPosition(definition: GameDefinition, save: ParsedSave): State {
  return definition.deal(orderOf(definition, save.source, save.switches), save.switches);
}

/**
 * Replays a save through the engine, in time linear in its moves: every move
 * is checked by the same rules as a move played at the table. Throws a SaveError.
 */
export function replaySave(definition: GameDefinition, save: ParsedSave): Session {
  const first = firstPosition(definition, save);
  const states: State[] = [first];
  let state = first;
  for (let index = 0; index < save.moves.length; index++) {
    try {
      state = play(definition, state, save.moves[index]);
    } catch (error) {
      const reason = (error as Error).message;
      throw new SaveError({why: 'move', move: index + 1, reason}, `move ${index + 1} of the save cannot be replayed: ${reason}`);
    }
    states.push(state);
  }
  return {
    game: definition.id,
    source: save.source,
    variant: save.variant,
    rulesVersion: save.rulesVersion,
    states,
    moves: save.moves,
    index: save.index,
    ...(save.joined ? {joined: save.joined} : {}),
  };
}

/** Checks a save's shape and replays it. */
export function fromSave(definition: GameDefinition, raw: unknown): Session {
  return replaySave(definition, parseSave(definition, raw));
}

/**
 * A session to draw the first frame from, before the replay: the saved position
 * of an intact save (see the format notes) at every index.
 * Only for drawing: replaySave must replace it before any key is handled.
 * Undefined when the save has no usable position.
 */
export function previewSave(definition: GameDefinition, save: ParsedSave): Session | undefined {
  // Only a save exactly as this program wrote it: an edited position could be one no game can draw.
  if (!save.intact || !save.position || save.index === 0) return undefined;
  const first = firstPosition(definition, save);
  const state = decodePosition(definition, first, save.position);
  if (!state) return undefined;
  return {
    game: definition.id,
    source: save.source,
    variant: save.variant,
    rulesVersion: save.rulesVersion,
    states: new Array<State>(save.index + 1).fill(state),
    moves: save.moves,
    index: save.index,
    ...(save.joined ? {joined: save.joined} : {}),
  };
}

export function encodePosition(state: State): SavedPosition {
  return {
    piles: state.piles.map((pile) => [pile.id, pile.down, pile.cards.map((card) => card.toString(36).padStart(2, '0')).join('')] as const),
    vars: {...(state.vars as SavedPosition['vars'])},
    ...(state.resigned ? {resigned: true} : {}),
  };
}

/**
 * The saved position as a State, or undefined when it does not hold every card
 * of the game exactly once in piles of distinct names (games may add piles as they go).
 */
export function decodePosition(definition: GameDefinition, dealt: State, position: SavedPosition): State | undefined {
  if (!Array.isArray(position.piles) || !isObject(position.vars)) return undefined;
  const total = dealt.piles.reduce((sum, pile) => sum + pile.cards.length, 0);
  const seen = new Uint8Array(total);
  const ids = new Set<string>();
  const piles = [];
  for (const entry of position.piles as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 3) return undefined;
    const [id, down, text] = entry as [unknown, unknown, unknown];
    if (typeof id !== 'string' || id === '' || ids.has(id) || typeof text !== 'string' || text.length % 2 !== 0) return undefined;
    ids.add(id);
    const cards: Card[] = [];
    for (let at = 0; at < text.length; at += 2) {
      const card = Number.parseInt(text.slice(at, at + 2), 36);
      if (!Number.isInteger(card) || card < 0 || card >= total || seen[card]) return undefined;
      seen[card] = 1;
      cards.push(card);
    }
    if (typeof down !== 'number' || !Number.isInteger(down) || down < 0 || down > cards.length) return undefined;
    piles.push({id, cards, down});
  }
  if (!seen.every((each) => each === 1)) return undefined;
  // The counters must be the game's own: the same names, each of the kind it has at the deal.
  const start = dealt.vars as Readonly<Record<string, unknown>>;
  const vars: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(position.vars)) {
    if (!Object.hasOwn(start, name) || typeof value !== typeof start[name] || Array.isArray(value) !== Array.isArray(start[name])) return undefined;
    if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
    vars[name] = value;
  }
  if (Object.keys(vars).length !== Object.keys(start).length) return undefined;
  return {game: definition.id, piles, vars, switches: dealt.switches, ...(position.resigned === true ? {resigned: true as const} : {})};
}
