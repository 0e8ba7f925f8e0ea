import {describe, expect, it} from 'vitest';
import {legalMovesOf, stateKey} from '../../source/core/engine.js';
import {decodeMoves, encodeMoves} from '../../source/core/move-codec.js';
import {fromSave, toSave} from '../../source/core/saved-game.js';
import {canRedo, canUndo, current, playMove, redo, startSession, undo} from '../../source/core/session.js';
import {staffelpatience as game} from '../../source/games/staffelpatience.js';

function playSome(count: number) {
  let session = startSession(game, {deal: 4711});
  for (let index = 0; index < count; index++) session = playMove(game, session, legalMovesOf(game, current(session))[0]);
  return session;
}

describe('session: undo, redo and saves', () => {
  it('undoes and redoes one player action at a time, exactly', () => {
    const session = playSome(5);
    const keys = session.states.map(stateKey);
    let walked = session;
    for (let index = 4; index >= 0; index--) {
      walked = undo(walked);
      expect(stateKey(current(walked))).toBe(keys[index]);
    }
    expect(canUndo(walked)).toBe(false);
    for (let index = 1; index <= 5; index++) {
      walked = redo(walked);
      expect(stateKey(current(walked))).toBe(keys[index]);
    }
    expect(canRedo(walked)).toBe(false);
  });

  it('forgets the redo list when a new move is played after undo', () => {
    const session = undo(undo(playSome(4)));
    const next = playMove(game, session, {kind: 'action', name: 'deal'});
    expect(canRedo(next)).toBe(false);
    expect(next.moves.length).toBe(3);
  });

  it('saves deal + moves (redo moves too) and replays them to the same position', () => {
    const session = undo(playSome(6));
    const save = toSave(session);
    expect(save).toMatchObject({version: 2, game: 'staffelpatience', deal: 4711, index: 5});
    expect(typeof save.moves).toBe('string');
    const restored = fromSave(game, JSON.parse(JSON.stringify(save)));
    expect(stateKey(current(restored))).toBe(stateKey(current(session)));
    expect(restored.moves.length).toBe(6);
    expect(stateKey(current(redo(restored)))).toBe(stateKey(current(redo(session))));
  });

  it('refuses a save that does not replay, saying which move', () => {
    const save = toSave(playSome(2));
    const tampered = {...save, moves: encodeMoves([...decodeMoves(save.moves as string), {kind: 'move', from: 'pile1', to: 'pile1', count: 1}]), index: 3};
    expect(() => fromSave(game, tampered)).toThrow(/move 3 of the save cannot be replayed/);
    expect(() => fromSave(game, {...save, version: 99})).toThrow(/newer than this program/);
    expect(() => fromSave(game, {...save, deal: 0})).toThrow(/deal number/);
  });

  it('refuses an illegal move with the reason and leaves the session as it was', () => {
    const session = playSome(0);
    expect(() => playMove(game, session, {kind: 'move', from: 'pile1', to: 'pile2', count: 1})).toThrow(/needs/);
    expect(session.index).toBe(0);
  });
});
