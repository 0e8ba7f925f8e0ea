import {describe, expect, it} from 'vitest';
import {legalMovesOf, stateKey} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {decodePosition, encodePosition, parseSave, previewSave, replaySave, SaveError, toSave} from '../../source/core/saved-game.js';
import {current, playMove, type Session, startSession, undo} from '../../source/core/session.js';
import type {GameDefinition, PileRule} from '../../source/core/types.js';
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

describe.each(games.map((game) => [game.id, game] as const))('%s: saves', (_id, definition) => {
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

  it('replays a save move by move to the same game, and previews only a save whose checksum holds', () => {
    const session = undo(randomSession(definition, 11, 200));
    const save = JSON.parse(JSON.stringify(toSave(session)));
    const intact = parseSave(definition, save);
    expect(intact.intact).toBe(true);
    const edited = parseSave(definition, {...save, check: 'deadbeef'});
    expect(edited.intact).toBe(false);
    for (const parsed of [intact, edited]) {
      const replayed = replaySave(definition, parsed);
      expect(replayed.index).toBe(session.index);
      expect(replayed.states.map(stateKey)).toEqual(session.states.map(stateKey));
    }
    if (session.index > 0) expect(stateKey(current(previewSave(definition, intact)!))).toBe(stateKey(current(session)));
    expect(previewSave(definition, edited)).toBeUndefined();
  });
});

describe('replay cost', () => {
  it('grows with the moves, not their square: each move applied once and checked by its own rules only', () => {
    const definition = games.find((game) => game.id === 'hermann')!;
    for (const length of [100, 1000]) {
      const session = randomSession(definition, 2, length);
      const counts = {apply: 0, rules: 0};
      const counted = (rule: PileRule): PileRule => ({
        ...rule,
        gives: rule.gives && ((check) => (counts.rules++, rule.gives!(check))),
        takes: rule.takes && ((check) => (counts.rules++, rule.takes!(check))),
      });
      const counting: GameDefinition = {
        ...definition,
        apply: (state, move) => (counts.apply++, definition.apply(state, move)),
        pileRules: Object.fromEntries(Object.entries(definition.pileRules ?? {}).map(([group, rule]) => [group, counted(rule)])),
      };
      const save = JSON.parse(JSON.stringify(toSave(session)));
      replaySave(counting, parseSave(counting, save));
      expect(counts.apply).toBe(session.moves.length);
      // A transfer asks its source's rule and its target's rule: no list of every legal move.
      expect(counts.rules).toBeLessThanOrEqual(2 * session.moves.length);
    }
  });
});

describe('save format', () => {
  const definition = games[0];
  const save = () => JSON.parse(JSON.stringify(toSave(randomSession(definition, 5, 30))));

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
    expect(problem({...save(), rules: 9})).toEqual({why: 'newer-rules', newer: true});
    expect(problem({...save(), variant: ['no-such-variant']})).toEqual({why: 'variant', newer: true});
    expect(problem({...save(), version: 0})).toEqual({why: 'format', newer: false});
    expect(problem({...save(), game: 'harfe'})).toEqual({why: 'game', newer: false});
    expect(problem({...save(), moves: [{kind: 'action', name: 'deal'}]})).toEqual({why: 'moves', newer: false});
    expect(problem({...save(), index: -1})).toEqual({why: 'index', newer: false});
    expect(problem(null)).toEqual({why: 'format', newer: false});
    expect(problem(save())).toBe('accepted');
  });
});
