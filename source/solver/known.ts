import {moveKey, play} from '../core/engine.js';
import {decodeMoves, encodeMoves} from '../core/move-codec.js';
import type {Session} from '../core/session.js';
import type {GameDefinition, GameMove, Move, State} from '../core/types.js';
import {type Goal, outcomeFor} from './solve.js';

/**
 * What the solver has proven about one deal as it is played, kept for the
 * session (and its line with the save) so that its answers never go back on
 * what it proved: per goal, a winning line from the deal's first position, and
 * the moves that lead to the earliest position proven lost. While the moves
 * played follow the line, the position is won and the rest of the line wins
 * it; every position after a lost one is lost.
 */
export type Known = {
  readonly lines?: Readonly<Partial<Record<Goal, readonly GameMove[]>>>;
  readonly lost?: Readonly<Partial<Record<Goal, readonly Move[]>>>;
};

/** What is known of a position: won with the rest of the line, or lost (`since`: the move that lost it, when the position before it is known won). */
export type Standing = {readonly status: 'won'; readonly line: readonly GameMove[]} | {readonly status: 'lost'; readonly since?: number};

/** Whether the session's first `count` moves are the path's. */
function follows(path: readonly Move[], session: Session, count: number): boolean {
  if (count > path.length || count > session.moves.length) return false;
  for (let at = 0; at < count; at++) {
    if (path[at] !== session.moves[at] && moveKey(path[at]) !== moveKey(session.moves[at])) return false;
  }
  return true;
}

/** What is known of position `index` of the session (the current one unless told) for a goal. */
export function standing(known: Known | undefined, session: Session, goal: Goal = 'win', index = session.index): Standing | undefined {
  const line = known?.lines?.[goal];
  if (line && follows(line, session, index)) return {status: 'won', line: line.slice(index)};
  const lost = known?.lost?.[goal];
  if (lost && lost.length <= index && follows(lost, session, lost.length)) {
    const before = lost.length - 1;
    return before >= 0 && line && follows(line, session, before) ? {status: 'lost', since: lost.length} : {status: 'lost'};
  }
  return undefined;
}

/** The last position up to the current one that the line still covers (where the player left it), with the rest of the line from there. */
export function lastOnLine(
  known: Known | undefined,
  session: Session,
  goal: Goal = 'win',
): {readonly index: number; readonly line: readonly GameMove[]} | undefined {
  const line = known?.lines?.[goal];
  if (!line) return undefined;
  const most = Math.min(session.index, line.length);
  let index = 0;
  while (index < most && (line[index] === session.moves[index] || moveKey(line[index]) === moveKey(session.moves[index]))) index++;
  return {index, line: line.slice(index)};
}

/** A winning line proven from position `index`: kept, unless the line already known still covers that position (the proof in hand stays). */
export function learnWon(known: Known | undefined, session: Session, index: number, line: readonly GameMove[], goal: Goal = 'win'): Known | undefined {
  const kept = known?.lines?.[goal];
  if (kept && follows(kept, session, index)) return known;
  const before = session.moves.slice(0, index);
  if (before.some((move) => move.kind === 'resign')) return known;
  return {...known, lines: {...known?.lines, [goal]: [...(before as GameMove[]), ...line]}};
}

/** Position `index` proven lost: kept, unless an earlier position of the same moves is already known lost. */
export function learnLost(known: Known | undefined, session: Session, index: number, goal: Goal = 'win'): Known | undefined {
  const kept = known?.lost?.[goal];
  if (kept && kept.length <= index && follows(kept, session, kept.length)) return known;
  return {...known, lost: {...known?.lost, [goal]: session.moves.slice(0, index)}};
}

/** The lines of what is known, for a save (move codes by goal); undefined when there is none. */
export function savedLines(known: Known | undefined): Partial<Record<Goal, string>> | undefined {
  const lines = Object.entries(known?.lines ?? {}).filter(([, line]) => line && line.length > 0);
  return lines.length > 0 ? Object.fromEntries(lines.map(([goal, line]) => [goal, encodeMoves(line!)])) : undefined;
}

const GOALS: readonly Goal[] = ['win', 'lesser'];

/**
 * The lines a save kept, each checked: replayed through the rules from the
 * deal's first position, it must reach its goal. Anything else in `raw` is
 * left out (a damaged or edited save loses only what it claimed).
 */
export function linesFromSave(definition: GameDefinition, first: State, raw: unknown): Known | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const lines: Partial<Record<Goal, GameMove[]>> = {};
  for (const goal of GOALS) {
    const codes = (raw as Record<string, unknown>)[goal];
    if (typeof codes !== 'string') continue;
    try {
      const moves = decodeMoves(codes);
      if (moves.some((move) => move.kind === 'resign')) continue;
      const end = moves.reduce((state, move) => play(definition, state, move), first);
      if (outcomeFor(definition, end, goal) === 'won') lines[goal] = moves as GameMove[];
    } catch {
      // A line that does not replay proves nothing: left out.
    }
  }
  return Object.keys(lines).length > 0 ? {lines} : undefined;
}
