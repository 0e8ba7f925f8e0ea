import {afterEach} from 'vitest';
import {games} from '../../source/games/index.js';
import {memoryStore, type Store} from '../../source/storage/store.js';
import type {ProgramOptions, ProgramSettings} from '../../source/ui/program/options.js';
import {Program} from '../../source/ui/program/program.js';
import type {GameUi} from '../../source/ui/state/game-ui.js';
import {KeyParser} from '../../source/ui/terminal/keys.js';
import {plain} from '../../source/view/style.js';

/** Programs started by a test file, disposed after each test. */
const running: Program[] = [];
afterEach(() => {
  for (const program of running.splice(0)) program.dispose();
});

/**
 * A Program on a game screen at 80×24 (no Ink), writing to a memory store that holds the game:
 * `type` presses keys as the parser reads them, `lines` is the frame as plain text.
 */
export function startProgram(ui: GameUi, settings: Partial<ProgramSettings> = {}, options: Partial<ProgramOptions> & {store?: Store} = {}) {
  const store = options.store ?? memoryStore();
  store.claim(ui.definition.id);
  const program = new Program({
    games,
    start: {kind: 'game', ui},
    randomDeal: () => 4711,
    size: {cols: 80, rows: 24},
    afterFrame: (run) => run(),
    ...options,
    store,
    settings: {lang: 'en', theme: 'auto', colours: 'none', ...settings},
  });
  running.push(program);
  const type = (text: string) => {
    const parser = new KeyParser();
    program.press([...parser.feed(text), ...parser.flush()]);
  };
  const lines = () => program.lines().map(plain);
  return {program, type, lines, store};
}
