import {stateKey} from '../../core/engine.js';
import type {GameDefinition, GameMove, State} from '../../core/types.js';
import type {Goal} from '../../solver/solve.js';

/** A verdict kept for a position and goal: won with the line it lies on (from index `at`), lost, or not decided in the budget (with the move the search tried first). */
export type Entry =
  | {readonly status: 'won'; readonly line: readonly GameMove[]; readonly at: number}
  | {readonly status: 'lost'}
  | {readonly status: 'unknown'; readonly first?: GameMove};

/** Position keys, worked out once per position. */
const keys = new WeakMap<State, string>();

export function keyOf(state: State, goal: Goal): string {
  let key = keys.get(state);
  if (key === undefined) {
    key = `${state.game}:${stateKey(state)}`;
    keys.set(state, key);
  }
  return `${goal}|${key}`;
}

/** More positions than a session visits: beyond it the table starts again rather than grow without end. */
const MOST = 50_000;

/** What the solver's answers said of positions, by goal and position (a transposition finds it too). */
export class VerdictTable {
  private readonly verdicts = new Map<string, Entry>();

  get(state: State, goal: Goal): Entry | undefined {
    return this.verdicts.get(keyOf(state, goal));
  }

  /** A won line wins from every position along it. */
  remember(definition: GameDefinition, start: State, line: readonly GameMove[], goal: Goal): void {
    let state = start;
    this.record(state, goal, {status: 'won', line, at: 0});
    for (const [at, move] of line.entries()) {
      state = definition.apply(state, move);
      this.record(state, goal, {status: 'won', line, at: at + 1});
    }
  }

  /** A verdict; an undecided one never replaces a proof. */
  record(state: State, goal: Goal, entry: Entry): void {
    const key = keyOf(state, goal);
    if (entry.status === 'unknown' && this.verdicts.has(key)) return;
    if (this.verdicts.size > MOST) this.verdicts.clear();
    this.verdicts.set(key, entry);
  }
}
