import React from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {games} from '../../source/games/index.js';
import {decodeMoves} from '../../source/core/move-codec.js';
import {memoryStore} from '../../source/storage/store.js';
import {startPicker} from '../../source/ui/picker.js';

// Ink renders only a final frame when it sees a CI variable; these tests need every frame.
delete process.env.CI;
const {render} = await import('ink-testing-library');
const {App} = await import('../../source/ui/app.js');

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
const ESC = '\u001B';
const keys = {right: `${ESC}[C`, left: `${ESC}[D`, up: `${ESC}[A`, down: `${ESC}[B`, enter: '\r', escape: ESC, space: ' '};

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** The moves of the game's save, up to its position. */
function savedMoves(store: ReturnType<typeof memoryStore>, game: string) {
  const save = store.data.saves[game] as {moves: string; index: number} | undefined;
  return save && decodeMoves(save.moves).slice(0, save.index);
}

async function start(store = memoryStore()) {
  const view = render(
    <App
      games={games}
      store={store}
      start={{kind: 'picker', picker: startPicker(games, undefined)}}
      settings={{lang: 'en', theme: 'auto', colours: 'none'}}
      randomDeal={() => 4711}
      onQuit={() => {}}
    />,
  );
  cleanup = view.unmount;
  await tick();
  const press = async (...sequence: string[]) => {
    for (const key of sequence) {
      view.stdin.write(key);
      await tick();
    }
  };
  const frame = () => (view.lastFrame() ?? '').replaceAll(/\u001B\[[0-9;]*m/g, '');
  return {press, frame, store};
}

describe('the app in a terminal', () => {
  it('lists the games in the picker and starts one with Enter', async () => {
    const {press, frame} = await start();
    expect(frame()).toContain('Patience — choose a game');
    expect(frame()).toContain('Staffelpatience');
    await press(keys.enter);
    expect(frame()).toContain('Staffelpatience · deal 4711');
    expect(frame()).toContain('7♣');
  });

  it('moves the focus, picks up, refuses an illegal drop with the reason, and undoes', async () => {
    const {press, frame, store} = await start();
    await press(keys.enter, keys.right);
    expect(frame()).toContain('pile 2');
    await press(keys.space);
    expect(frame()).toContain('A red queen needs a black king');
    await press('d');
    expect(frame()).toContain('moves 1');
    expect(savedMoves(store, 'staffelpatience')).toEqual([{kind: 'action', name: 'deal'}]);
    await press('u');
    expect(frame()).toContain('moves 0');
    expect(savedMoves(store, 'staffelpatience')).toEqual([]);
  });

  it('shows the help overlay with every default key and closes it', async () => {
    const {press, frame} = await start();
    await press(keys.enter, '?');
    for (const text of ['undo', 'redo', 'new deal', 'quit', 'turn the stock']) expect(frame()).toContain(text);
    await press('x');
    expect(frame()).not.toContain('Press any key to close');
  });

  it('goes back to the picker with Esc and marks the unfinished game', async () => {
    const {press, frame} = await start();
    await press(keys.enter, 'd', keys.escape);
    expect(frame()).toContain('choose a game');
    expect(frame()).toMatch(/▶ Staffelpatience/);
    await press(keys.enter);
    expect(frame()).toContain('moves 1');
  });

  it('asks before a new deal replaces one with moves', async () => {
    const {press, frame} = await start();
    await press(keys.enter, 'd', 'n');
    expect(frame()).toContain('Start a new deal?');
    await press('n');
    expect(frame()).toContain('moves 1');
  });
});

describe('picker, language, theme and statistics', () => {
  it('filters the games as you type and starts the match with Enter', async () => {
    const {press, frame} = await start();
    await press('h', 'a', 'r');
    expect(frame()).toContain('Filter: har');
    expect(frame()).toContain('Die Harfe');
    expect(frame()).not.toContain('Hermann ');
    await press('\u007F', '\u007F', '\u007F', 'b', 'i', 's');
    expect(frame()).toContain('Fürst Bismarck');
    await press(keys.enter);
    expect(frame()).toContain('Fürst Bismarck · deal 4711');
  });

  it('switches the language with L and remembers it', async () => {
    const {press, frame, store} = await start();
    await press('L');
    expect(frame()).toContain('Patience — wähle ein Spiel');
    expect(store.settings().lang).toBe('de');
    await press(keys.enter, keys.right, keys.space);
    expect(frame()).toContain('Eine rote Dame braucht einen schwarzen König');
    await press('L');
    expect(frame()).toContain('moves 0');
  });

  it('switches the card theme with T', async () => {
    const {press, frame, store} = await start();
    await press(keys.enter);
    expect(frame()).toContain('╭7♣─╮');
    await press('T', 'T');
    expect(store.settings().theme).toBe('compact');
    expect(frame()).not.toContain('╭7♣─╮');
    expect(frame()).toContain('7♣');
    await press('T', 'T');
    expect(store.settings().theme).toBe('ascii');
    expect(frame()).toContain('7C');
    expect(frame()).not.toMatch(/[♣♠♥♦╭]/);
  });

  it('counts a given-up deal as lost and shows it in the statistics', async () => {
    const {press, frame, store} = await start();
    await press(keys.enter, 'd', 'n', 'y');
    expect(store.stats().staffelpatience).toMatchObject({played: 1, won: 0, lost: 1, streak: 0});
    await press('S');
    expect(frame()).toContain('Statistics');
    expect(frame()).toMatch(/Staffelpatience\s+1\s+0\s+1\s+0%/);
    await press('x');
    expect(frame()).toContain('deal 4711');
  });
});
