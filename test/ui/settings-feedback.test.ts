import {afterEach, describe, expect, it, vi} from 'vitest';
import {startSession} from '../../source/core/session.js';
import {findGame, games} from '../../source/games/index.js';
import {memoryStore} from '../../source/storage/store.js';
import {startUi} from '../../source/ui/state/game-ui.js';
import {KeyParser} from '../../source/ui/terminal/keys.js';
import {Program} from '../../source/ui/program/program.js';
import {type ProgramSettings} from '../../source/ui/program/options.js';
import {plain} from '../../source/view/style.js';

// Issue 11: T and C say what they chose; the autoplay speed shows while autoplaying and is remembered.
let programs: Program[] = [];
afterEach(() => {
  for (const program of programs) program.dispose();
  programs = [];
  vi.useRealTimers();
});

function start(game: string, settings: ProgramSettings = {lang: 'en', theme: 'auto', colours: 'two'}, store = memoryStore()) {
  const definition = findGame(game)!;
  store.claim(game);
  const program = new Program({
    games,
    start: {kind: 'game', ui: startUi(definition, startSession(definition, {deal: 1}))},
    settings,
    randomDeal: () => 4711,
    store,
    size: {cols: 80, rows: 24},
    now: () => Date.now(),
    afterFrame: (run) => run(),
  });
  programs.push(program);
  const type = (text: string) => {
    const parser = new KeyParser();
    program.press([...parser.feed(text), ...parser.flush()]);
  };
  const lines = () => program.lines().map(plain);
  return {program, type, lines, store};
}

describe('T, C and L say what they chose', () => {
  it('names each card style and colour mode on the status line, in the language shown', () => {
    const {type, lines} = start('staffelpatience');
    const said = () => lines().at(-2);
    type('T');
    expect(said()).toBe('Card style: boxed (cards in boxes) (T changes it)');
    type('T');
    expect(said()).toBe('Card style: compact (one line per card) (T changes it)');
    type('TTT');
    expect(said()).toBe('Card style: auto, the largest cards that fit (T changes it)');
    type('C');
    expect(said()).toBe('Colours: four colours (C changes them)');
    type('C');
    expect(said()).toBe('Colours: no colour (C changes them)');
    type('L');
    expect(said()).toBe('Sprache: Deutsch');
    type('C');
    expect(said()).toBe('Farben: rot und schwarz (C ändert sie)');
  });
});

describe('the autoplay speed', () => {
  it('shows on the status line while the game plays itself, and not when paused', () => {
    vi.useFakeTimers();
    const {type, lines} = start('napoleon');
    expect(lines()[0]).not.toContain('step');
    type('-a');
    expect(lines()[0]).toMatch(/step 1000 ms/);
    type('+');
    expect(lines()[0]).toMatch(/step 500 ms/);
    type('a');
    expect(lines()[0]).not.toContain('step');
  });

  it('is remembered in the settings and used by the next game and the next start', () => {
    const store = memoryStore();
    const first = start('napoleon', {lang: 'en', theme: 'auto', colours: 'two'}, store);
    first.type('--');
    expect(store.settings().speed).toBe(2000);
    first.program.dispose();
    store.release('napoleon');
    const again = start('napoleon', {lang: 'en', theme: 'auto', colours: 'two', speed: store.settings().speed}, store);
    again.type('a');
    expect(again.lines()[0]).toMatch(/step 2000 ms/);
  });
});

describe('the saved speed is checked like every other setting', () => {
  it('keeps a whole number of milliseconds and drops anything else on its own', async () => {
    const {checkSettings} = await import('../../source/storage/records.js');
    expect(checkSettings({speed: 250, lang: 'de'})).toEqual({value: {speed: 250, lang: 'de'}, dropped: []});
    expect(checkSettings({speed: 'fast', lang: 'de'})).toEqual({value: {lang: 'de'}, dropped: [{part: 'settings', name: 'speed'}]});
    expect(checkSettings({speed: 0.5}).dropped).toEqual([{part: 'settings', name: 'speed'}]);
  });
});

describe('on the list of games', () => {
  it('T and C say what they chose on the notice line', async () => {
    const {startPicker} = await import('../../source/ui/screens/picker-state.js');
    const program = new Program({
      games,
      start: {kind: 'picker', picker: startPicker(games, undefined)},
      settings: {lang: 'en', theme: 'auto', colours: 'two'},
      randomDeal: () => 1,
      store: memoryStore(),
      size: {cols: 80, rows: 24},
      afterFrame: (run) => run(),
    });
    programs.push(program);
    const parser = new KeyParser();
    program.press(parser.feed('T'));
    expect(program.lines().map(plain).join('\n')).toContain('Card style: boxed (cards in boxes) (T changes it)');
    program.press(parser.feed('C'));
    expect(program.lines().map(plain).join('\n')).toContain('Colours: four colours (C changes them)');
  });
});
