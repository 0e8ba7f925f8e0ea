import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {decodeMoves} from '../../source/core/move-codec.js';
import {games} from '../../source/games/index.js';
import {memoryStore, type Store} from '../../source/storage/store.js';
import {startPicker} from '../../source/ui/screens/picker-state.js';
import {Program} from '../../source/ui/program/program.js';
import {until} from './until.js';

// Ink renders only a final frame when it sees a CI variable; these tests need every frame.
// Ink reads CI when it is imported, so this must run before the imports.
vi.hoisted(() => {
  delete process.env.CI;
});
// The same Ink renderer as the program in a terminal (see INK_OPTIONS in source/ui/program/run.tsx).
process.env.INK_SCREEN_READER = 'true';
const {render} = await import('ink-testing-library');
const {App} = await import('../../source/ui/program/app.js');

const ESC = '\u001B';
const keys = {right: `${ESC}[C`, left: `${ESC}[D`, up: `${ESC}[A`, down: `${ESC}[B`, enter: '\r', escape: ESC, space: ' '};

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** The played moves of a game's save in the memory store (written after the frame). */
function savedMoves(store: Store, game: string) {
  const save = (store as ReturnType<typeof memoryStore>).data.saves[game] as {moves: string; index: number} | undefined;
  return save && decodeMoves(save.moves).slice(0, save.index);
}

async function start(store: Store = memoryStore()) {
  let quit = false;
  const program = new Program({
    games,
    store,
    start: {kind: 'picker', picker: startPicker(games, undefined)},
    settings: {lang: 'en', theme: 'auto', colours: 'none'},
    randomDeal: () => 4711,
    size: {cols: 100, rows: 24},
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
  await until(() => frame().includes('choose a game'), 'the first frame');
  /** Sends one key and waits until the frame says what it should. */
  const press = async (key: string, expected: string | RegExp | ((frame: string) => boolean)) => {
    view.stdin.write(key);
    const matches = (text: string) =>
      typeof expected === 'string' ? text.includes(expected) : expected instanceof RegExp ? expected.test(text) : expected(text);
    return until(() => matches(frame()) && frame(), `${String(expected)} after ${JSON.stringify(key)}`);
  };
  return {press, frame, store, view, quitted: () => quit};
}

describe('the app in a terminal', () => {
  it('lists the games in the picker and starts one with Enter', async () => {
    const {press, frame} = await start();
    expect(frame()).toContain('Staffelpatience');
    const game = await press(keys.enter, 'Staffelpatience · deal 4711');
    expect(game).toContain('7♣');
  });

  it('moves the focus, picks up, refuses an illegal drop with the reason, and undoes', async () => {
    const {press, store} = await start();
    await press(keys.enter, 'deal 4711');
    await press(keys.right, 'pile 2');
    // Nothing takes the red queen: the reason comes at once, and nothing is held.
    await press(keys.space, 'A red queen needs a black king');
    await press('d', 'moves 1');
    await until(() => savedMoves(store, 'staffelpatience')?.length === 1, 'the save after the move');
    expect(savedMoves(store, 'staffelpatience')).toEqual([{kind: 'action', name: 'deal'}]);
    await press('u', 'moves 0');
    await until(() => savedMoves(store, 'staffelpatience')?.length === 0, 'the save after undo');
  });

  it('shows the help overlay with every default key; Esc closes it and stays in the game', async () => {
    const {press, frame, quitted} = await start();
    await press(keys.enter, 'deal 4711');
    const help = await press('?', 'Any key closes the help');
    for (const text of ['undo', 'redo', 'new deal', 'quit', 'turn the stock']) expect(help).toContain(text);
    const closed = (text: string) => !text.includes('Any key closes the help');
    await press(keys.escape, closed);
    expect(frame()).toContain('deal 4711');
    expect(frame()).toContain('7♣');
    await press('?', 'Any key closes the help');
    await press('q', closed);
    expect(frame()).toContain('7♣');
    expect(quitted()).toBe(false);
  });

  it('goes back to the picker with Esc and marks the unfinished game', async () => {
    const {press} = await start();
    await press(keys.enter, 'deal 4711');
    await press('d', 'moves 1');
    await press(keys.escape, /▶ Staffelpatience/);
    await press(keys.enter, 'moves 1');
  });

  it('asks before a new deal replaces one with moves', async () => {
    const {press} = await start();
    await press(keys.enter, 'deal 4711');
    await press('d', 'moves 1');
    await press('n', 'Start a new deal?');
    const kept = await press('n', /moves 1(?![\s\S]*Start a new deal)/);
    expect(kept).toContain('deal 4711');
  });

  it('answers keys that arrive in one chunk, Esc and u together', async () => {
    const {press} = await start();
    await press(keys.enter, 'deal 4711');
    await press('dd', 'moves 2');
    await press(`${keys.right}${keys.right}${keys.right} `, 'Esc put back');
    const after = await press(`${ESC}u`, 'Undone');
    expect(after).toContain('moves 1');
    expect(after).not.toContain('Esc put back');
  });

  it('survives every modified function key, and Ctrl-C in a burst quits', async () => {
    const {press, view, quitted} = await start();
    await press(keys.enter, 'deal 4711');
    view.stdin.write(`${ESC}[1;5P${ESC}[1;5Q${ESC}[1;5R${ESC}[1;5S${ESC}[1;7Q${ESC}[1;6Q${ESC}[1;7P`);
    await press('d', 'moves 1');
    view.stdin.write(`lhlhd\u0003lh`);
    await until(quitted, 'the quit');
  });
});

describe('picker, language, theme and statistics', () => {
  it('filters the games as you type and starts the match with Enter', async () => {
    const {press, frame} = await start();
    await press('har', 'Filter: har');
    expect(frame()).toContain('Die Harfe');
    expect(frame()).not.toContain('Hermann ');
    await press('\u007F\u007F\u007Fbis', 'Filter: bis');
    expect(frame()).toContain('Fürst Bismarck');
    await press(keys.enter, 'Fürst Bismarck · deal 4711');
  });

  it('switches the language with L and remembers it', async () => {
    const {press, store} = await start();
    await press('L', 'Patience — wähle ein Spiel');
    await until(() => store.settings().lang === 'de', 'the saved language');
    await press(keys.enter, 'Spiel 4711');
    await press(`${keys.right}${keys.space}`, 'Eine rote Dame braucht einen schwarzen König');
    await press('L', 'moves 0');
  });

  it('switches the card theme with T', async () => {
    const {press, frame, store} = await start();
    // The focused card (7♣) has the heavy outline of the focus.
    await press(keys.enter, '┏7♣━┓');
    await press('TT', /7♣/);
    await until(() => store.settings().theme === 'compact', 'the saved theme');
    expect(frame()).not.toContain('┏7♣━┓');
    await press('TT', '7C');
    await until(() => store.settings().theme === 'ascii', 'the saved theme');
    expect(frame()).not.toMatch(/[♣♠♥♦╭]/);
  });

  it('counts a given-up deal as lost and shows it in the statistics', async () => {
    const {press, store} = await start();
    await press(keys.enter, 'deal 4711');
    await press('d', 'moves 1');
    await press('n', 'Start a new deal?');
    await press('y', 'moves 0');
    await until(() => store.stats().staffelpatience?.played === 1, 'the counted deal');
    expect(store.stats().staffelpatience).toMatchObject({played: 1, won: 0, lost: 1, streak: 0});
    await press('S', /Staffelpatience\s+1\s+0\s+1\s+0%/);
    await press('x', 'deal 4711');
  });
});
