import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {games} from '../../source/games/index.js';
import {memoryStore} from '../../source/storage/store.js';
import {startPicker} from '../../source/ui/screens/picker-state.js';
import {Program} from '../../source/ui/program/program.js';
import {until} from './until.js';

// Ink renders only a final frame when it sees a CI variable; it reads CI when it is imported.
vi.hoisted(() => {
  delete process.env.CI;
});
process.env.INK_SCREEN_READER = 'true';
const {render} = await import('ink-testing-library');
const {App} = await import('../../source/ui/program/app.js');

const ESC = '\u001B';
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** Staffelpatience deal 4711 on an 80×24 screen, `d` turning the stock (one move each). */
async function inGame() {
  const store = memoryStore();
  let quit = false;
  const program = new Program({
    games,
    store,
    start: {kind: 'picker', picker: startPicker(games, undefined)},
    settings: {lang: 'en', theme: 'auto', colours: 'none'},
    randomDeal: () => 4711,
    size: {cols: 80, rows: 24},
    onQuit: () => {
      quit = true;
    },
  });
  const view = render(<App program={program} readStdin />);
  cleanup = () => {
    view.unmount();
    program.dispose();
  };
  const frame = () => (view.lastFrame() ?? '').replaceAll(/\u001B\[[0-9;]*m/g, '');
  const title = () => frame().split('\n')[0];
  await until(() => frame().includes('choose a game'), 'the first frame');
  const press = async (key: string, expected: string | RegExp | ((frame: string) => boolean)) => {
    view.stdin.write(key);
    const matches = (text: string) =>
      typeof expected === 'string' ? text.includes(expected) : expected instanceof RegExp ? expected.test(text) : expected(text);
    return until(() => matches(frame()) && frame(), `${String(expected)} after ${JSON.stringify(key)}`);
  };
  await press('\r', 'Staffelpatience · deal 4711');
  return {press, frame, title, store, quitted: () => quit};
}

describe('U: undo all', () => {
  it('goes back to the start of the deal, and r brings the moves back one by one', async () => {
    const {press, title} = await inGame();
    await press('d', 'moves 1');
    await press('d', 'moves 2');
    await press('U', 'Back at the start of the deal');
    expect(title()).toContain('moves 0');
    await press('r', 'moves 1');
    await press('r', 'moves 2');
    await press('r', 'Nothing to redo');
    await press('UU', 'Already at the start of the deal');
  });
});

describe('R: this deal again from the start', () => {
  it('asks when the deal has moves; n keeps playing, y starts it again and counts the abandoned one', async () => {
    const {press, title, store} = await inGame();
    await press('d', 'moves 1');
    await press('R', 'Start deal 4711 again from the beginning? This game counts as lost. (y/n)');
    await press('n', (text) => !text.includes('again from the beginning'));
    expect(title()).toContain('moves 1');
    await press('R', 'again from the beginning?');
    await press('y', 'Deal 4711 again from the start');
    expect(title()).toMatch(/deal 4711 .*moves 0/);
    await until(() => store.stats().staffelpatience?.lost === 1, 'the abandoned game counted as lost');
  });

  it('starts again at once when nothing would be lost (no moves, or all undone), and the redo history is gone', async () => {
    const {press, frame} = await inGame();
    await press('R', 'Deal 4711 again from the start');
    expect(frame()).not.toContain('(y/n)');
    await press('d', 'moves 1');
    await press('u', 'moves 0');
    await press('R', 'Deal 4711 again from the start');
    expect(frame()).not.toContain('(y/n)');
    await press('r', 'Nothing to redo');
  });
});

describe('#: a deal by its number', () => {
  it('takes digits (Backspace erases, other keys wait), Esc closes, Enter plays the deal', async () => {
    const {press, title, quitted} = await inGame();
    await press('#', 'Deal number: ▏ (Enter plays it, Esc cancels)');
    await press('12', 'Deal number: 12▏');
    await press('\u007F', 'Deal number: 1▏');
    // Letters, q included, do nothing here: the prompt stays.
    await press('qx3', 'Deal number: 13▏');
    expect(quitted()).toBe(false);
    await press(ESC, (text) => !text.includes('Deal number'));
    expect(title()).toContain('deal 4711');
    await press('#', 'Deal number: ▏');
    await press('42\r', 'Staffelpatience · deal 42');
    expect(title()).toContain('moves 0');
  });

  it('asks before replacing a deal with moves, and says what a deal number is when the number is none', async () => {
    const {press, title} = await inGame();
    await press('d', 'moves 1');
    await press('#9\r', 'Start a new deal? This one counts as lost. (y/n)');
    await press('y', 'deal 9');
    expect(title()).toContain('moves 0');
    await press('#\r', 'A deal number is a whole number from 1 to 2147483647');
    await press('#0\r', 'A deal number is a whole number from 1 to 2147483647');
    await press('#9999999999\r', 'A deal number is a whole number from 1 to 2147483647');
    expect(title()).toContain('deal 9');
  });
});
