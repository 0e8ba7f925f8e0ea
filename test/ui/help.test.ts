import {describe, expect, it} from 'vitest';
import {startSession} from '../../source/core/session.js';
import type {GameDefinition} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {reduce} from '../../source/ui/table/controller.js';
import {gameFrame, helpLines} from '../../source/ui/screens/frame.js';
import {type GameUi, startUi} from '../../source/ui/state/game-ui.js';
import {helpRows} from '../../source/ui/screens/help.js';
import {plain as lineText} from '../../source/view/style.js';

const display = (lang: 'en' | 'de') => ({cols: 80, rows: 24, theme: 'auto' as const, colours: 'none' as const, lang});
const helpOpen = (definition: GameDefinition): GameUi => ({...startUi(definition, startSession(definition, {deal: 7})), overlay: 'help'});
const screen = (ui: GameUi, lang: 'en' | 'de') => gameFrame(ui, display(lang)).map(lineText);
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('the keys help at 80×24 (issue 11: only the keys that work, never cut off)', () => {
  it.each(games.flatMap((game) => (['en', 'de'] as const).map((lang) => [game.id, lang, game] as const)))(
    '%s (%s) shows every row whole, and how to close it',
    (_id, lang, game) => {
      const shown = screen(helpOpen(game), lang);
      expect(shown.length).toBeLessThanOrEqual(23);
      for (const line of shown) expect([...line].length).toBeLessThanOrEqual(80);
      // Every word of every row is on the screen (wrapped, not clipped), and the way out is said.
      const text = words(shown.join(' ')).join(' ');
      for (const [keys, what] of helpRows(game, lang)) expect(text, `${keys}: ${what}`).toContain(`${keys} ${words(what).join(' ')}`);
      expect(text).toContain(lang === 'en' ? 'Any key closes the help' : 'Jede Taste schließt die Hilfe');
    },
  );

  it('lists R, # and U, and no vi keys', () => {
    const staffel = games.find((game) => game.id === 'staffelpatience')!;
    const lines = helpLines(staffel, 'en');
    expect(lines.join('\n')).toMatch(/u \/ r \/ U +undo · redo \(also Ctrl-R\) · undo all/);
    expect(lines.join('\n')).toMatch(/n \/ R \/ # +new deal · this deal from the start · a deal by number/);
    expect(lines.join('\n')).not.toMatch(/h j k l/);
  });

  it('says the arrow into a fan (with Shift) and the plain arrows differ, and what Esc does first (issue 20)', () => {
    const staffel = games.find((game) => game.id === 'staffelpatience')!;
    expect(helpLines(staffel, 'en').join('\n')).toMatch(/← → ↑ ↓ +to a pile; Shift\+arrow into a fan \/ out: a card more \/\s+fewer/);
    expect(helpLines(staffel, 'de').join('\n')).toContain('Umsch+Pfeil in/aus Fächer');
    expect(helpLines(staffel, 'en').join('\n')).toMatch(/Esc +put away what is shown; a second Esc: back to the games/);
    const elf = games.find((game) => game.id === 'elf')!;
    expect(helpLines(elf, 'en').join('\n')).not.toContain('Shift+arrow');
  });

  it('leaves out d where it does nothing, and the pick-up keys in a game of marked pairs', () => {
    const elf = games.find((game) => game.id === 'elf')!;
    const keys = helpRows(elf, 'en').map(([key]) => key);
    expect(keys).toContain('d / x');
    expect(keys).not.toContain('Enter');
    const doppelhausen = games.find((game) => game.id === 'doppelhausen')!;
    expect(helpRows(doppelhausen, 'en').map(([key]) => key)).not.toContain('d');
  });

  it('scrolls when it is longer than the screen, saying how, and ↓ brings the last row into view', () => {
    const staffel = games.find((game) => game.id === 'staffelpatience')!;
    // More keys than fit (as a game with many own keys would have).
    const many: GameDefinition = {
      ...staffel,
      keys: [...staffel.keys, ...'ABGHIJKMOPVXYZ'.split('').map((key) => ({key, label: {en: `action ${key}`, de: `Aktion ${key}`}, actions: []}))],
    };
    let ui = helpOpen(many);
    const first = screen(ui, 'en');
    expect(first.join('\n')).toContain('↑ ↓ scroll · ? the rules · any other key closes');
    expect(first.join('\n')).not.toContain('quit (the game is saved)');
    for (let step = 0; step < 16; step++) ui = reduce(ui, {type: 'move-focus', direction: 'down'});
    expect(ui.overlay).toBe('help');
    expect(screen(ui, 'en').join('\n')).toContain('quit (the game is saved)');
  });
});
