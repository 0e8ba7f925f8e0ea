import {describe, expect, it} from 'vitest';
import {current, startSession} from '../../source/core/session.js';
import {games} from '../../source/games/index.js';
import {gameFrame, TABLE_TOP, tableRequest} from '../../source/ui/screens/frame.js';
import {type Display} from '../../source/ui/screens/display.js';
import {startUi} from '../../source/ui/state/game-ui.js';
import {tableTarget} from '../../source/ui/mouse/table-target.js';
import {tableSpots} from '../../source/view/hit-test.js';
import {plain} from '../../source/view/style.js';
import {chooseLayout} from '../../source/view/table.js';
import {face, type ThemeChoice} from '../../source/view/theme.js';

// Issue 21: a click on the game screen finds the card drawn in that cell of the frame, for every
// game at 80×24, 100×30 and 200×60 (the view's own test checks every rectangle against the table).

const SIZES = [
  [80, 24],
  [100, 30],
  [200, 60],
] as const;

describe.each(games.map((game) => [game.id, game] as const))('%s: a click on the game screen', (_id, definition) => {
  it.each(SIZES)('finds the card under it at %i×%i', (cols, rows) => {
    for (const theme of ['auto', 'compact'] as ThemeChoice[]) {
      const ui = startUi(definition, startSession(definition, {deal: 5}));
      const display: Display = {cols, rows, theme, colours: 'two', lang: 'en'};
      const frame = gameFrame(ui, display).map((line) => [...plain(line)]);
      const spots = tableSpots(tableRequest(ui, display));
      expect(spots.length).toBeGreaterThan(0);
      const state = current(ui.session);
      for (const spot of spots) {
        const x = spot.x + Math.floor(spot.width / 2);
        const y = spot.y + Math.floor(spot.height / 2) + TABLE_TOP;
        expect(tableTarget(ui, display, x, y), `${definition.id} ${cols}×${rows} ${theme}: ${spot.pile}#${spot.index}`).toEqual(
          spot.index === undefined ? {pile: spot.pile} : {pile: spot.pile, index: spot.index},
        );
        const pile = state.piles.find((each) => each.id === spot.pile)!;
        if (spot.index === undefined || spot.index < pile.down || spot.index !== pile.cards.length - 1) continue;
        // The exposed face-up card: its face is in the frame where the click landed, under the title line.
        const drawn = frame
          .slice(spot.y + TABLE_TOP, spot.y + TABLE_TOP + spot.height)
          .map((row) => row.slice(spot.x, spot.x + spot.width).join(''))
          .join('\n');
        const shown = chooseLayout(tableRequest(ui, display)).theme;
        const hidden = definition.piles(state).find((slot) => slot.id === spot.pile)?.hidden;
        if (!hidden) expect(drawn, `${definition.id} ${cols}×${rows} ${theme}: ${spot.pile} on screen`).toContain(face(pile.cards[spot.index], shown));
      }
      // The title, message and key lines and the margins hold no cards.
      expect(tableTarget(ui, display, 0, 0)).toBeUndefined();
      expect(tableTarget(ui, display, 0, rows - 2)).toBeUndefined();
    }
  });
});

describe('no table, no target', () => {
  const definition = games[0];
  const ui = startUi(definition, startSession(definition, {deal: 5}));
  it('while the help is shown, and in a window too small for the table', () => {
    const display: Display = {cols: 80, rows: 24, theme: 'auto', colours: 'two', lang: 'en'};
    const spot = tableSpots(tableRequest(ui, display))[0];
    expect(tableTarget(ui, display, spot.x, spot.y + TABLE_TOP)).toBeDefined();
    expect(tableTarget({...ui, overlay: 'help'}, display, spot.x, spot.y + TABLE_TOP)).toBeUndefined();
    expect(tableTarget(ui, {...display, cols: 20, rows: 8}, spot.x, spot.y + TABLE_TOP)).toBeUndefined();
  });
});
