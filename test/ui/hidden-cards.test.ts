import {describe, expect, it} from 'vitest';
import {code} from '../../source/core/cards.js';
import {legalMovesOf, outcomeOf} from '../../source/core/engine.js';
import {current, playMove, type Session, startSession} from '../../source/core/session.js';
import {findGame, games} from '../../source/games/index.js';
import {gameFrame} from '../../source/ui/screens/frame.js';
import {startUi} from '../../source/ui/state/game-ui.js';
import {plain} from '../../source/view/style.js';
import {renderTable} from '../../source/view/table.js';

// Issue 11 (RULES 3-A2, every card can be inspected): at 80×24 Der halbe Mond's long piles show "⋮+n";
// with the focus on such a pile, the message line lists the cards not shown.
const game = findGame('halber-mond')!;

/** Deal 2 after 118 moves picked by a fixed sequence: a crescent pile too long for 80×24. */
function longPile(): Session {
  let session = startSession(game, {deal: 2});
  let seed = 2;
  for (let step = 0; step < 118; step++) {
    const moves = legalMovesOf(game, current(session));
    seed = (seed * 1103515245 + 12345) % 2147483648;
    session = playMove(game, session, moves[seed % moves.length]);
  }
  return session;
}

describe('face-up cards a fan has no room for', () => {
  it('are listed, bottom to top, when the focus is on their pile', () => {
    const session = longPile();
    const display = {cols: 80, rows: 24, theme: 'auto' as const, colours: 'none' as const, lang: 'en' as const};
    // The list is longer than a line: it takes a line from the table (19 lines, not 20), and the key line stays (issue 20).
    const table = renderTable({definition: game, state: current(session), pointer: {}, theme: 'auto', colours: 'none', cols: 80, rows: 19, ranks: 'en'});
    // The pile with the most cards left out (rows of piles a blank line apart may leave out a card or two elsewhere).
    const [pile, missing] = [...table.elided].sort((a, b) => b[1].length - a[1].length)[0];
    expect(missing.length).toBeGreaterThan(5);
    const frame = gameFrame({...startUi(game, session), focus: pile}, display).map(plain);
    expect(frame.join('\n')).toMatch(/⋮\+\d+/);
    const cards = current(session).piles.find((each) => each.id === pile)!.cards;
    const listed = missing.map((index) =>
      code(cards[index])
        .replace('T', '10')
        .replace(/[CSHD]$/, (s) => ({C: '♣', S: '♠', H: '♥', D: '♦'})[s]!),
    );
    const message = frame.slice(-3, -1).join(' ');
    expect(message).toContain(`not shown, bottom to top: ${listed.join(' ')}`);
    expect(frame.at(-1)).toMatch(/\? help · q quit$/);
    // Elsewhere the line says what it said before.
    const other = gameFrame({...startUi(game, session)}, display).map(plain);
    expect(other.join('\n')).not.toContain('not shown');
  });
});

describe('every game at 80×24: a face-up card is drawn or listed', () => {
  const display = {cols: 80, rows: 24, theme: 'auto' as const, colours: 'none' as const, lang: 'en' as const};
  it('along random play of every game (the list is needed at least somewhere)', () => {
    let elided = 0;
    for (const definition of games)
      for (const deal of [3, 8]) {
        let session = startSession(definition, {deal});
        let seed = deal;
        for (let step = 0; step < 150; step++) {
          const state = current(session);
          // During play (a finished game shows its end box there).
          if (outcomeOf(definition, state) !== 'playing') break;
          const table = renderTable({definition, state, pointer: {}, theme: 'auto', colours: 'none', cols: 80, rows: 20, ranks: 'en'});
          for (const [pile, missing] of table.elided) {
            const down = state.piles.find((each) => each.id === pile)!.down;
            // Only face-up cards need showing; the line lists each one the fan leaves out.
            const faceUp = missing.filter((index) => index >= down);
            if (faceUp.length === 0) continue;
            elided++;
            // As after answering n to "end the game?", which the line shows first when play is stalled.
            const message = gameFrame({...startUi(definition, session), focus: pile, stallDeclined: current(session)}, display)
              .map(plain)
              .slice(-2)
              .join(' ');
            expect(message, `${definition.id} deal ${deal} step ${step} ${pile}`).toContain('not shown, bottom to top:');
            const listed = message.slice(message.indexOf('bottom to top:')).split(' ').length - 3;
            expect(listed, `${definition.id} ${pile}`).toBeGreaterThanOrEqual(faceUp.length);
          }
          const moves = legalMovesOf(definition, state);
          if (moves.length === 0) break;
          seed = (seed * 1103515245 + 12345) % 2147483648;
          session = playMove(definition, session, moves[seed % moves.length]);
        }
      }
    expect(elided).toBeGreaterThan(0);
  });
});
