import type {Move} from './types.js';

/** The shape moves had in saves before the Move union: an action is written by its name as the kind. */
type Written = {kind: string; from?: string; to?: string; count?: number; piles?: readonly string[]};

function written(move: Move): Written {
  return move.kind === 'action' ? {kind: move.name} : move;
}

/**
 * A move as saves wrote it (format 1 JSON, or decoded codes: `{kind: 'deal'}`, a transfer without a count) in today's form.
 * Anything unrecognisable is passed on, for the replay to refuse with a reason.
 */
export function upgradeMove(move: unknown): Move {
  if (typeof move !== 'object' || move === null) return move as Move;
  const old = move as {kind?: unknown; from?: unknown; to?: unknown; count?: unknown; piles?: unknown; name?: unknown};
  if (old.kind === 'move') return {kind: 'move', from: String(old.from), to: String(old.to), count: old.count === undefined ? 1 : Number(old.count)};
  if (old.kind === 'remove' || old.kind === 'resign' || old.kind === 'action') return move as Move;
  if (typeof old.kind === 'string') return {kind: 'action', name: old.kind};
  return move as Move;
}

/**
 * Moves as short codes for save files: a few bytes per move instead of a JSON object.
 *
 *   text   = names "|" tokens          (empty text: no moves)
 *   names  = every kind and pile id used, in order of first use, comma-separated (URI-escaped)
 *   tokens = one token per move, comma-separated:
 *            kind [from] [to] [count digits] [":" piles...]
 *
 * kind, from, to and each pile are indices into `names`, one character each from
 * 0-9a-zA-Z (two characters when there are more than 62 names). An absent `from`
 * or `to` followed by a present field is written as "_"; absent fields at the end
 * are left out. Example: [{kind: 'deal'}, {kind: 'move', from: 'p1', to: 'p2', count: 1}]
 * → "deal,move,p1,p2|0,1231".
 *
 * Kept apart from the rest of the save format so it can follow changes to `Move`.
 */

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE = DIGITS.length;

function widthFor(count: number): number {
  return count <= BASE ? 1 : 2;
}

function indexCode(index: number, width: number): string {
  return width === 1 ? DIGITS[index] : DIGITS[Math.floor(index / BASE)] + DIGITS[index % BASE];
}

export function encodeMoves(all: readonly Move[]): string {
  if (all.length === 0) return '';
  const moves = all.map(written);
  const names: string[] = [];
  const indices = new Map<string, number>();
  const use = (name: string) => {
    if (!indices.has(name)) {
      indices.set(name, names.length);
      names.push(name);
    }
  };
  for (const move of moves) {
    use(move.kind);
    if (move.from !== undefined) use(move.from);
    if (move.to !== undefined) use(move.to);
    for (const pile of move.piles ?? []) use(pile);
  }
  if (names.length > BASE * BASE) throw new Error(`too many pile names to encode (${names.length})`);
  const width = widthFor(names.length);
  const ref = (name: string) => indexCode(indices.get(name)!, width);
  const tokens = moves.map((move) => {
    if (move.count !== undefined && !(Number.isSafeInteger(move.count) && move.count >= 0)) {
      throw new Error(`a move count must be a whole number, not ${String(move.count)}`);
    }
    const tail = (move.count !== undefined ? String(move.count) : '') + (move.piles ? `:${move.piles.map(ref).join('')}` : '');
    let token = ref(move.kind);
    if (move.from !== undefined || move.to !== undefined || tail) token += move.from !== undefined ? ref(move.from) : '_';
    if (move.to !== undefined || tail) token += move.to !== undefined ? ref(move.to) : '_';
    return token + tail;
  });
  return `${names.map(encodeURIComponent).join(',')}|${tokens.join(',')}`;
}

/** Index of each code character, -1 for others. */
const VALUE = new Int8Array(128).fill(-1);
for (let index = 0; index < BASE; index++) VALUE[DIGITS.charCodeAt(index)] = index;

const COMMA = 44;
const COLON = 58;
const UNDERSCORE = 95;
const ZERO = 48;
const NINE = 57;

/** The moves of `encodeMoves`; throws a plain Error naming the damaged move. One pass over the text: long saves load fast. */
export function decodeMoves(text: string): Move[] {
  if (text === '') return [];
  const bar = text.indexOf('|');
  if (bar < 0) throw new Error('the moves are damaged (no list of names)');
  let names: string[];
  try {
    names = text.slice(0, bar).split(',').map(decodeURIComponent);
  } catch {
    throw new Error('the moves are damaged (a name cannot be read)');
  }
  if (names.some((name) => name === '')) throw new Error('the moves are damaged (an empty name)');
  const width = widthFor(names.length);
  const moves: Move[] = [];
  const end = text.length;
  let at = bar + 1;
  const damaged = () => new Error(`the moves are damaged (move ${moves.length + 1})`);
  const atEnd = () => at >= end || text.charCodeAt(at) === COMMA;
  const name = (): string => {
    let index = 0;
    for (let step = 0; step < width; step++) {
      const code = at < end ? text.charCodeAt(at++) : -1;
      const digit = code >= 0 && code < 128 ? VALUE[code] : -1;
      if (digit < 0) throw damaged();
      index = index * BASE + digit;
    }
    if (index >= names.length) throw damaged();
    return names[index];
  };
  const optional = (): string | undefined => {
    if (atEnd()) return undefined;
    if (text.charCodeAt(at) === UNDERSCORE) {
      at++;
      return undefined;
    }
    return name();
  };
  for (;;) {
    if (atEnd()) throw damaged();
    const move: {kind: string; from?: string; to?: string; count?: number; piles?: string[]} = {kind: name()};
    const from = optional();
    if (from !== undefined) move.from = from;
    const to = optional();
    if (to !== undefined) move.to = to;
    const digits = at;
    let count = 0;
    while (at < end && text.charCodeAt(at) >= ZERO && text.charCodeAt(at) <= NINE) count = count * 10 + text.charCodeAt(at++) - ZERO;
    if (at > digits) {
      if (at - digits > 15) throw damaged();
      move.count = count;
    }
    if (!atEnd()) {
      if (text.charCodeAt(at) !== COLON) throw damaged();
      at++;
      const piles: string[] = [];
      while (!atEnd()) piles.push(name());
      move.piles = piles;
    }
    moves.push(upgradeMove(move));
    if (at >= end) return moves;
    at++; // the comma
  }
}
