import {describe, expect, it} from 'vitest';
import {dealOrder, legalMovesOf, moveKey, outcomeOf, stateKey} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {fromSave, toSave} from '../../source/core/saved-game.js';
import {current, playMove, redo, startSession, undo} from '../../source/core/session.js';
import type {GameDefinition, State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';

function everyCardOnce(definition: GameDefinition, state: State): void {
  const all = state.piles.flatMap((pile) => pile.cards).sort((a, b) => a - b);
  expect(all).toEqual(Array.from({length: 52 * definition.decks}, (_, index) => index));
  for (const pile of state.piles) {
    expect(pile.down).toBeGreaterThanOrEqual(0);
    expect(pile.down).toBeLessThanOrEqual(pile.cards.length);
  }
}

describe.each(games.map((game) => [game.id, game] as const))('%s: invariants', (_id, definition) => {
  it('deals the same layout for the same deal number, and different ones for others', () => {
    const a = definition.deal(dealOrder(definition, 4711));
    const b = definition.deal(dealOrder(definition, 4711));
    const c = definition.deal(dealOrder(definition, 4712));
    expect(stateKey(a)).toBe(stateKey(b));
    expect(stateKey(a)).not.toBe(stateKey(c));
  });

  it('keeps every card exactly once, applies moves purely, and undo/redo/replay are exact', () => {
    for (const deal of [1, 2, 3, 99, 2024]) {
      const random = createRandom(deal * 7919);
      let session = startSession(definition, {deal});
      everyCardOnce(definition, current(session));
      for (let step = 0; step < 150; step++) {
        const state = current(session);
        const moves = legalMovesOf(definition, state);
        if (moves.length === 0 || outcomeOf(definition, state) !== 'playing') break;
        const before = JSON.stringify(state);
        const chosen = moves[random() % moves.length];
        session = playMove(definition, session, chosen);
        expect(JSON.stringify(state)).toBe(before);
        everyCardOnce(definition, current(session));
        const undone = undo(session);
        expect(stateKey(current(undone))).toBe(stateKey(state));
        expect(JSON.stringify(current(undone))).toBe(before);
        expect(stateKey(current(redo(undone)))).toBe(stateKey(current(session)));
      }
      const replayed = fromSave(definition, JSON.parse(JSON.stringify(toSave(session))));
      expect(stateKey(current(replayed))).toBe(stateKey(current(session)));
    }
  });

  it('explains every card move it does not list (so none is refused without a reason, or missed)', () => {
    const random = createRandom(31);
    let state = definition.deal(dealOrder(definition, 31));
    for (let step = 0; step < 60 && definition.outcome(state) === 'playing'; step++) {
      if (step % 15 === 0) {
        const listed = new Set(legalMovesOf(definition, state).map(moveKey));
        for (const from of state.piles) {
          for (const to of state.piles) {
            if (from === to) continue;
            const move = {kind: 'move', from: from.id, to: to.id, count: 1};
            if (listed.has(moveKey(move))) continue;
            expect(definition.explain(state, move), `${from.id} → ${to.id}`).not.toBe('');
          }
        }
      }
      const moves = legalMovesOf(definition, state);
      if (moves.length === 0) break;
      state = definition.apply(state, moves[random() % moves.length]);
    }
  });

  it('has names, a summary and a layout slot for every pile', () => {
    expect(definition.names.de.length).toBeGreaterThan(0);
    expect(definition.names.en.length).toBeGreaterThan(0);
    expect(definition.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const state = definition.deal(dealOrder(definition, 5));
    const slots = new Set(definition.layout(state).map((slot) => slot.id));
    for (const pile of state.piles) expect(slots.has(pile.id), pile.id).toBe(true);
  });
});
