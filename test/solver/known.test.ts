import {describe, expect, it} from 'vitest';
import {legalMovesOf, moveKey, outcomeOf, play} from '../../source/core/engine.js';
import {encodeMoves} from '../../source/core/move-codec.js';
import {current, playMove, type Session, startSession, undo} from '../../source/core/session.js';
import {gameById} from '../../source/games/index.js';
import {hermannAtMove5} from '../helpers.js';
import {answer, type Verdict} from '../../source/solver/assist.js';
import {lastOnLine, learnLost, learnWon, linesFromSave, savedLines, standing} from '../../source/solver/known.js';
import {solve} from '../../source/solver/solve.js';
import {askDemo, askHint, LIMITS} from '../../source/ui/assist/assist-ui.js';
import {sayUi} from '../../source/ui/screens/speak.js';
import {attempt, type GameUi, startUi} from '../../source/ui/state/game-ui.js';

/**
 * What the solver proved is kept for the deal (solver/known.ts): a won line
 * answers every position along it, a lost position stays lost for every
 * position after it, and the hint, the demo and the mark answer from it at
 * once instead of searching again from scratch.
 */

const clock = {now: () => performance.now()};
const hermann = gameById('hermann');

/** The hint's search (its node budget, time enough to reach it: the same answer on any machine). */
function hintVerdict(session: Session): Verdict {
  const reply = answer({kind: 'solve', state: current(session), limits: {nodes: LIMITS.hint.nodes, ms: 120_000}}, gameById, clock);
  if (reply.kind !== 'solve') throw new Error('wrong reply');
  return reply.verdict;
}

const text = (ui: GameUi) => (ui.message ? sayUi(ui.message, 'en') : '');

describe('a proven line is kept while the player follows it', () => {
  it('Hermann deal 1 from move 5: every h along the line answers at once with its next move, proven', () => {
    const session = hermannAtMove5();
    const verdict = hintVerdict(session);
    expect(verdict.status).toBe('won');
    if (verdict.status !== 'won') return;
    let ui: GameUi = {...startUi(hermann, session), known: learnWon(undefined, session, session.index, verdict.line)};
    for (let step = 0; step < 60; step++) {
      const hinted = askHint(ui);
      // No question for the solver: the answer is the line's next move.
      expect(hinted.waiting, `move ${ui.session.index}`).toBeUndefined();
      expect(hinted.hint?.proven).toBe(true);
      expect(text(hinted)).toMatch(/^Hint: .+ – leads to a win/);
      const move = hinted.hint!.move;
      expect(moveKey(move)).toBe(moveKey(verdict.line[step]));
      ui = attempt(hinted, move);
    }
    // Searched from scratch instead, the position one move along the line is won too (it once took the main search more
    // than the hint's budget, and the hint then said something else).
    const along = playMove(hermann, session, verdict.line[0]);
    expect(hintVerdict(along).status).toBe('won');
  });

  it('the demo starts at once along the line and plays it to a win', () => {
    const session = hermannAtMove5();
    const verdict = hintVerdict(session);
    if (verdict.status !== 'won') throw new Error('expected a win');
    const along = playMove(hermann, session, verdict.line[0]);
    const ui = askDemo({...startUi(hermann, along), known: learnWon(undefined, session, session.index, verdict.line)});
    expect(ui.waiting).toBeUndefined();
    expect(ui.demo).toEqual(verdict.line.slice(1));
    const end = ui.demo!.reduce((state, move) => play(hermann, state, move), current(along));
    expect(outcomeOf(hermann, end)).toBe('won');
  });
});

/** Große Patience deal 4 (winnable): its winning line, and a first move that loses it. */
function grosse() {
  const definition = gameById('grosse-patience');
  const start = startSession(definition, {deal: 4});
  const won = solve(definition, current(start), {nodes: 200_000});
  if (won.status !== 'won') throw new Error('deal 4 is winnable');
  const losing = legalMovesOf(definition, current(start)).find(
    (move) => solve(definition, definition.apply(current(start), move), {nodes: 50_000}).status === 'lost',
  );
  if (!losing) throw new Error('a losing first move');
  return {definition, start, line: won.line, losing};
}

describe('what is known of a session', () => {
  it('a won line covers every position along it, the earlier ones too, and no position off it', () => {
    const {definition, start, line, losing} = grosse();
    const along = line.slice(0, 6).reduce((session, move) => playMove(definition, session, move), start);
    const known = learnWon(undefined, along, along.index, line.slice(6));
    for (let index = 0; index <= along.index; index++) {
      const known0 = standing(known, along, 'win', index);
      expect(known0?.status, `position ${index}`).toBe('won');
      if (known0?.status === 'won') expect(known0.line.map(moveKey)).toEqual(line.slice(index).map(moveKey));
    }
    // Taken back, the moves still lead along the line (redo); left for another move, the position is not known.
    expect(standing(known, undo(along))?.status).toBe('won');
    const off = playMove(definition, undo(undo(along)), losing.kind === 'move' ? losing : line[0]);
    if (moveKey(off.moves[off.index - 1]) !== moveKey(line[off.index - 1])) expect(standing(known, off)).toBeUndefined();
    expect(lastOnLine(known, along)?.index).toBe(along.index);
  });

  it('keeps the line in hand while it still covers the position; takes a new one where the player left it', () => {
    const {definition, start, line, losing} = grosse();
    const first = learnWon(undefined, start, 0, line);
    // Another line proven from a position the first one covers does not replace it.
    const other = [...line];
    expect(learnWon(first, start, 0, other)).toBe(first);
    // Off the line, a line proven there is kept, with the moves that led there.
    const off = playMove(definition, start, losing);
    const there = solve(definition, current(off), {nodes: 200_000});
    expect(there.status).toBe('lost');
    const lost = learnLost(first, off, 1);
    expect(standing(lost, off)).toEqual({status: 'lost', since: 1});
    expect(lastOnLine(lost, off)).toEqual({index: 0, line});
  });

  it('a position proven lost stays lost for every position after it, and only there', () => {
    const {definition, start, losing} = grosse();
    let session = playMove(definition, start, losing);
    const known = learnLost(undefined, session, 1);
    for (let step = 0; step < 12; step++) {
      const moves = legalMovesOf(definition, current(session));
      if (moves.length === 0 || outcomeOf(definition, current(session)) !== 'playing') break;
      session = playMove(definition, session, moves[step % moves.length]);
      expect(standing(known, session)?.status, `move ${session.index}`).toBe('lost');
      // Learning it again at a later position keeps the earliest.
      expect(learnLost(known, session, session.index)).toBe(known);
    }
    expect(standing(known, session, 'win', 0)).toBeUndefined();
    // Back before the losing move and another move: not known.
    const other = legalMovesOf(definition, current(start)).find((move) => moveKey(move) !== moveKey(losing))!;
    expect(standing(known, playMove(definition, start, other))).toBeUndefined();
  });

  it('h where the game is known lost since a move off the line offers the way back at once, and D says there is no win', () => {
    const {definition, start, line, losing} = grosse();
    const off = playMove(definition, start, losing);
    const known = learnLost(learnWon(undefined, start, 0, line), off, 1);
    const ui = {...startUi(definition, off), known};
    const hinted = askHint(ui);
    expect(hinted.waiting).toBeUndefined();
    expect(hinted.confirm).toEqual({kind: 'rewind', to: 0});
    const demo = askDemo(ui);
    expect(demo.waiting).toBeUndefined();
    expect(text(demo)).toMatch(/^No win from here, so no demo/);
  });

  it('a save keeps the lines; on resuming they are replayed and kept only when they still win', () => {
    const {definition, start, line} = grosse();
    const known = learnWon(undefined, start, 0, line);
    const saved = savedLines(known);
    expect(saved?.win).toBe(encodeMoves(line));
    expect(linesFromSave(definition, current(start), saved)?.lines?.win?.map(moveKey)).toEqual(line.map(moveKey));
    // A line cut short does not win; a made-up one does not replay; neither is kept.
    expect(linesFromSave(definition, current(start), {win: encodeMoves(line.slice(0, -1))})).toBeUndefined();
    expect(linesFromSave(definition, current(start), {win: encodeMoves([...line].reverse())})).toBeUndefined();
    expect(linesFromSave(definition, current(start), {win: 42})).toBeUndefined();
    expect(savedLines(undefined)).toBeUndefined();
  });
});
