import {describe, expect, it} from 'vitest';
import {legalMovesOf, outcomeOf} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {current, playMove, startSession} from '../../source/core/session.js';
import type {GameMove, State} from '../../source/core/types.js';
import {findGame} from '../../source/games/index.js';
import {safeUp} from '../../source/solver/assist.js';
import {reduce} from '../../source/ui/table/controller.js';
import {attempt, startUi} from '../../source/ui/state/game-ui.js';
import {speak} from '../../source/ui/screens/speak.js';

/** F: safe moves to the foundations follow the player's move and go back with it. */

/** A position of random play where a move leads to a position with a safe move up. */
function triggering(game: string): {deal: number; moves: GameMove[]; move: GameMove} | undefined {
  const definition = findGame(game)!;
  for (let deal = 1; deal < 40; deal++) {
    const random = createRandom(deal);
    const moves: GameMove[] = [];
    let state: State = current(startSession(definition, {deal}));
    for (let step = 0; step < 120 && outcomeOf(definition, state) === 'playing'; step++) {
      const legal = legalMovesOf(definition, state);
      // Not itself a safe move up: the player's move is one the program would not have played.
      const trigger = !safeUp(definition, state) && legal.find((move) => safeUp(definition, definition.apply(state, move)));
      if (trigger && step > 3) return {deal, moves: [...moves], move: trigger};
      const move = legal[random() % legal.length];
      moves.push(move);
      state = definition.apply(state, move);
    }
  }
  return undefined;
}

// The games whose safe-move rule puts cards on the foundations (Staffelpatience's unlocks the double series).
describe.each(['grosse-patience', 'reihe'])('F in %s', (game) => {
  it('plays the safe moves up after a move, says how many, and one undo takes them back with it', () => {
    const definition = findGame(game)!;
    const found = triggering(game);
    if (!found) throw new Error('no move that lets a card go up safely');
    const session = found.moves.reduce((each, move) => playMove(definition, each, move), startSession(definition, {deal: found.deal}));
    const base = startUi(definition, session);
    const off = attempt({...base, prefs: {safeUp: false, winnable: false, mark: false}}, found.move);
    expect(off.session.index).toBe(session.index + 1);
    const on = attempt({...base, prefs: {safeUp: true, winnable: false, mark: false}}, found.move);
    const ups = on.session.index - session.index - 1;
    expect(ups).toBeGreaterThan(0);
    expect(safeUp(definition, current(on.session))).toBeUndefined();
    expect(speak(on, on.message, {lang: 'en', theme: 'boxed', colours: 'none'})).toContain(`${ups} card${ups === 1 ? '' : 's'} went up`);
    const undone = reduce(on, {type: 'undo'});
    expect(undone.session.index).toBe(session.index);
    const redone = reduce(undone, {type: 'redo'});
    expect(redone.session.index).toBe(on.session.index);
  });
});
