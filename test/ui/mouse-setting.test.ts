import {describe, expect, it} from 'vitest';
import {readCommandLine, UsageError} from '../../source/cli/args.js';
import {commandText} from '../../source/cli/commands.js';
import {startSession} from '../../source/core/session.js';
import {games} from '../../source/games/index.js';
import {checkSettings} from '../../source/storage/records.js';
import {memoryStore} from '../../source/storage/store.js';
import {gameFrame} from '../../source/ui/screens/frame.js';
import {startUi} from '../../source/ui/state/game-ui.js';
import {KeyParser} from '../../source/ui/terminal/keys.js';
import {Program} from '../../source/ui/program/program.js';
import {plain} from '../../source/view/style.js';

// Issue 21: --no-mouse for one run, M for good; the help says what a click does and that Shift+drag still selects text.

describe('--no-mouse', () => {
  it('turns clicks off for the run; without it the flags say nothing of the mouse', async () => {
    expect((await readCommandLine(['staffelpatience', '--no-mouse'], games)).flags.mouse).toBe(false);
    expect((await readCommandLine(['--no-mouse'], games)).command).toEqual({kind: 'play'});
    expect((await readCommandLine(['staffelpatience'], games)).flags.mouse).toBeUndefined();
    await expect(readCommandLine(['--mouse'], games)).rejects.toBeInstanceOf(UsageError);
    await expect(readCommandLine(['--no-mouse=yes'], games)).rejects.toBeInstanceOf(UsageError);
  });

  it('is in --help, in both languages', () => {
    for (const lang of ['en', 'de'] as const) {
      const help = commandText({kind: 'help'}, {games, stats: {}, lang, utf8: true, asciiTheme: false});
      expect(help).toMatch(/--no-mouse {2,}\S/);
      expect(help).toMatch(/L, T, C, M/);
    }
  });
});

describe('the remembered setting', () => {
  it('is kept in the settings file as a boolean, and a bad value is set aside', () => {
    expect(checkSettings({mouse: false}).value.mouse).toBe(false);
    expect(checkSettings({mouse: true}).value.mouse).toBe(true);
    const bad = checkSettings({mouse: 'off'});
    expect(bad.value.mouse).toBeUndefined();
    expect(bad.dropped).toEqual([{part: 'settings', name: 'mouse'}]);
  });

  it('M on the game screen and on the list turns it off and on, says so and tells the terminal', () => {
    const staffel = games.find((game) => game.id === 'staffelpatience')!;
    const store = memoryStore();
    const modes: boolean[] = [];
    const program = new Program({
      games,
      store,
      start: {kind: 'game', ui: startUi(staffel, startSession(staffel, {deal: 3}))},
      settings: {lang: 'en', theme: 'auto', colours: 'none'},
      randomDeal: () => 2,
      size: {cols: 80, rows: 24},
      afterFrame: (run) => run(),
      onMouse: (on) => modes.push(on),
    });
    const parser = new KeyParser();
    const screen = () => program.lines().map(plain).join('\n');
    program.press(parser.feed('M'));
    expect(screen()).toContain('Mouse off');
    expect(store.settings().mouse).toBe(false);
    // The first Esc puts the message away, the second goes to the list.
    for (let press = 0; press < 2; press++) {
      program.press(parser.feed('\u001B'));
      program.press(parser.flush());
    }
    expect(program.shown.kind).toBe('picker');
    program.press(parser.feed('M'));
    expect(screen()).toContain('Mouse on');
    expect(store.settings().mouse).toBe(true);
    expect(modes).toEqual([false, true]);
    program.dispose();
  });
});

describe('the help', () => {
  it.each(games.flatMap((game) => (['en', 'de'] as const).map((lang) => [game.id, lang, game] as const)))(
    '%s (%s) says what a click does, that Shift+drag selects text, and names M',
    (_id, lang, game) => {
      const ui = {...startUi(game, startSession(game, {deal: 7})), overlay: 'help' as const};
      const shown = gameFrame(ui, {cols: 80, rows: 24, theme: 'auto', colours: 'none', lang}).map(plain).join('\n');
      expect(shown).toContain(lang === 'en' ? 'Shift+drag selects text' : 'Umschalt+Ziehen markiert Text');
      expect(shown).toContain(lang === 'en' ? 'double-click sends' : 'Doppelklick legt ab');
      expect(shown).toMatch(/T \/ C \/ L \/ S \/ M +\S/);
      // Still whole on an 80×24 screen: no scrolling note.
      expect(shown).toContain(lang === 'en' ? 'Any key closes the help' : 'Jede Taste schließt die Hilfe');
    },
  );
});
