import {describe, expect, it} from 'vitest';
import {legalMovesOf} from '../../source/core/engine.js';
import {fromSave, parseSave, toSave} from '../../source/core/saved-game.js';
import {current, playMove, redo, type Session, startSession, undo} from '../../source/core/session.js';
import {findGame} from '../../source/games/index.js';

/** Moves the program plays with the player's (safe moves up, a finish): one step for undo and redo, kept in the save. */
const definition = findGame('staffelpatience')!;

function playFirst(session: Session, joined = false): Session {
  return playMove(definition, session, legalMovesOf(definition, current(session))[0], joined);
}

describe('joined moves', () => {
  it('are undone and redone together with the move before them', () => {
    let session = playFirst(startSession(definition, {deal: 4711}));
    session = playFirst(session);
    session = playFirst(session, true);
    session = playFirst(session, true);
    expect(session.index).toBe(4);
    const back = undo(session);
    expect(back.index).toBe(1);
    expect(undo(back).index).toBe(0);
    expect(redo(back).index).toBe(4);
  });

  it('a new move after an undo forgets the joined marks of the moves it replaces', () => {
    let session = playFirst(playFirst(startSession(definition, {deal: 4711})));
    session = playFirst(session, true);
    session = playFirst(undo(session));
    expect(session.index).toBe(2);
    expect(undo(session).index).toBe(1);
  });

  it('survive a save and its replay; a save without them keeps its old checksum', () => {
    const plain = playFirst(playFirst(startSession(definition, {deal: 4711})));
    const plainSave = toSave(plain);
    expect('joined' in plainSave).toBe(false);
    const session = playFirst(playFirst(plain), true);
    const save = toSave(session);
    expect(save.joined).toEqual([3]);
    const parsed = parseSave(definition, JSON.parse(JSON.stringify(save)));
    expect(parsed.intact).toBe(true);
    const restored = fromSave(definition, JSON.parse(JSON.stringify(save)));
    expect(undo(restored).index).toBe(2);
    // A list that does not fit the moves only loses the grouping, not the game.
    const broken = fromSave(definition, {...save, joined: [9, 2]});
    expect(broken.index).toBe(4);
    expect(undo(broken).index).toBe(3);
  });
});
