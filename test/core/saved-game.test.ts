import {describe, expect, it} from 'vitest';
import {dealOrder, legalMovesOf, play, stateKey} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {decodePosition, encodePosition, parseSave, previewSave, replayMove, replaySave, SaveError, toSave} from '../../source/core/saved-game.js';
import {current, playMove, type Session, startSession, undo} from '../../source/core/session.js';
import type {GameDefinition, Move, State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';

function randomSession(definition: GameDefinition, deal: number, limit: number): Session {
  const random = createRandom(deal * 31);
  let session = startSession(definition, {deal});
  for (let step = 0; step < limit; step++) {
    const moves = legalMovesOf(definition, current(session));
    if (moves.length === 0) break;
    session = playMove(definition, session, moves[random() % moves.length]);
  }
  return session;
}

function outcomeOf(run: () => State): string {
  try {
    return stateKey(run());
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
}

describe.each(games.map((game) => [game.id, game] as const))('%s: saves', (_id, definition) => {
  it('replays a move exactly as play does, legal or not', () => {
    const random = createRandom(7);
    let state = definition.deal(dealOrder(definition, 7));
    for (let step = 0; step < 60; step++) {
      const legal = legalMovesOf(definition, state);
      const piles = state.piles.map((pile) => pile.id);
      const tries: Move[] = [...legal.slice(0, 4), {kind: 'move', from: piles[random() % piles.length], to: piles[random() % piles.length], count: 1}, {kind: 'deal'}, {kind: 'resign'}];
      for (const move of tries) expect(outcomeOf(() => replayMove(definition, state, move))).toBe(outcomeOf(() => play(definition, state, move)));
      if (legal.length === 0) break;
      state = definition.apply(state, legal[random() % legal.length]);
    }
  });

  it('keeps a position exactly, and refuses one that does not hold every card once', () => {
    const session = randomSession(definition, 3, 120);
    const state = current(session);
    const dealt = session.states[0];
    const saved = JSON.parse(JSON.stringify(encodePosition(state)));
    expect(stateKey(decodePosition(definition, dealt, saved)!)).toBe(stateKey(state));
    const twice = structuredClone(saved);
    const [id, down, cards] = twice.piles[0];
    twice.piles[0] = [id, down, cards + (twice.piles[1][2].slice(0, 2) || '00')];
    expect(decodePosition(definition, dealt, twice)).toBeUndefined();
    expect(decodePosition(definition, dealt, {...saved, piles: saved.piles.slice(1)})).toBeUndefined();
    expect(decodePosition(definition, dealt, {...saved, piles: [...saved.piles, saved.piles[0]]})).toBeUndefined();
  });

  it('replays a save fast (checksum holds) and move by move (it does not) to the same game', () => {
    const session = undo(randomSession(definition, 11, 200));
    const save = JSON.parse(JSON.stringify(toSave(session)));
    const intact = parseSave(definition, save);
    expect(intact.intact).toBe(true);
    const checked = parseSave(definition, {...save, check: 'deadbeef'});
    expect(checked.intact).toBe(false);
    for (const parsed of [intact, checked]) {
      const replayed = replaySave(definition, parsed);
      expect(replayed.index).toBe(session.index);
      expect(replayed.states.map(stateKey)).toEqual(session.states.map(stateKey));
    }
    const preview = previewSave(definition, intact);
    if (session.index > 0) expect(stateKey(current(preview!))).toBe(stateKey(current(session)));
  });
});

describe('replay cost', () => {
  it('grows with the moves, not their square: each move applied once, legal moves listed once at most', () => {
    const definition = games.find((game) => game.id === 'hermann')!;
    for (const length of [100, 1000]) {
      const session = randomSession(definition, 2, length);
      const counts = {apply: 0, moves: 0};
      const counting: GameDefinition = {
        ...definition,
        apply: (state, move) => (counts.apply++, definition.apply(state, move)),
        moves: (state) => (counts.moves++, definition.moves(state)),
      };
      const save = JSON.parse(JSON.stringify(toSave(session)));
      replaySave(counting, parseSave(counting, save));
      expect(counts).toEqual({apply: session.moves.length, moves: 0});
      counts.apply = counts.moves = 0;
      replaySave(counting, parseSave(counting, {...save, check: undefined}));
      expect(counts.apply).toBe(session.moves.length);
      expect(counts.moves).toBeLessThanOrEqual(session.moves.length + 1);
    }
  });
});

describe('save format', () => {
  const definition = games[0];
  const save = () => JSON.parse(JSON.stringify(toSave(randomSession(definition, 5, 30))));

  it('falls back to checking every move when the fast replay does not reach the saved position', () => {
    const session = randomSession(definition, 5, 30);
    const wrong = {...toSave(session), position: encodePosition(session.states[1])};
    // The checksum is recomputed over the wrong position, as a careless edit might.
    const parsed = {...parseSave(definition, wrong), intact: true};
    expect(replaySave(definition, parsed).states.map(stateKey)).toEqual(session.states.map(stateKey));
  });

  it('tells a newer save (format or rules) from a damaged one', () => {
    const problem = (raw: unknown) => {
      try {
        parseSave(definition, raw);
      } catch (error) {
        return error instanceof SaveError ? {why: error.problem.why, newer: error.newer} : 'other';
      }
      return 'accepted';
    };
    expect(problem({...save(), version: 3})).toEqual({why: 'newer-format', newer: true});
    expect(problem({...save(), rules: 2})).toEqual({why: 'newer-rules', newer: true});
    expect(problem({...save(), version: 0})).toEqual({why: 'format', newer: false});
    expect(problem({...save(), game: 'harfe'})).toEqual({why: 'game', newer: false});
    expect(problem({...save(), moves: [{kind: 'deal'}]})).toEqual({why: 'moves', newer: false});
    expect(problem({...save(), index: -1})).toEqual({why: 'index', newer: false});
    expect(problem(null)).toEqual({why: 'format', newer: false});
    expect(problem(save())).toBe('accepted');
  });
});
