import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {games} from '../../source/games/index.js';
import {memoryStore, type Store, type StoreEvent} from '../../source/storage/store.js';
import {startPicker} from '../../source/ui/screens/picker-state.js';
import {Program} from '../../source/ui/program/program.js';

// Ink renders only a final frame when it sees a CI variable; these tests need every frame.
// Ink reads CI when it is imported, so this must run before the imports.
vi.hoisted(() => {
  delete process.env.CI;
});
process.env.INK_SCREEN_READER = 'true';
const {render} = await import('ink-testing-library');
const {App} = await import('../../source/ui/program/app.js');

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** A memory store whose events the test sends. */
function reporting(store: Store): {store: Store; send: (event: StoreEvent) => void} {
  const listeners = new Set<(event: StoreEvent) => void>();
  return {
    store: {...store, onEvent: (listener) => (listeners.add(listener), () => listeners.delete(listener))},
    send: (event) => listeners.forEach((listener) => listener(event)),
  };
}

async function start(store: Store) {
  const program = new Program({
    games,
    store,
    start: {kind: 'picker', picker: startPicker(games, undefined)},
    settings: {lang: 'en', theme: 'auto', colours: 'none'},
    randomDeal: () => 4711,
    size: {cols: 100, rows: 24},
  });
  const view = render(<App program={program} readStdin />);
  cleanup = () => {
    view.unmount();
    program.dispose();
  };
  const frame = () => (view.lastFrame() ?? '').replaceAll(/\u001B\[[0-9;]*m/g, '');
  const until = async (text: string | RegExp) => {
    for (let waited = 0; waited < 3000; waited += 10) {
      if (typeof text === 'string' ? frame().includes(text) : text.test(frame())) return frame();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`never saw ${text} in:\n${frame()}`);
  };
  await until('choose a game');
  return {press: (key: string) => view.stdin.write(key), frame, until};
}

describe('the app and its storage', () => {
  it('marks a game open in another window, and refuses to open it here', async () => {
    const {press, until, frame} = await start(memoryStore({busy: ['staffelpatience']}));
    await until(/Staffelpatience .*open elsewhere/);
    press('\r');
    await until('Staffelpatience is open in another window – take it over? y/n');
    press('n');
    await until('Staffelpatience stays with the other window');
    expect(frame()).toContain('choose a game');
    press('\u001B[B');
    await until(/› .*Die Doppelhaufen/);
    press('\r');
    await until('Die Doppelhaufen · deal 4711');
  });

  it('takes the game over from the other window when the player answers y', async () => {
    const store = memoryStore({busy: ['staffelpatience']});
    const {press, until} = await start(store);
    press('\r');
    await until('take it over? y/n');
    press('y');
    await until('Staffelpatience · deal');
    expect(store.busy()).toEqual([]);
  });

  it('says in the status line, once, why the game cannot be saved, and when it can again', async () => {
    const {store, send} = reporting(memoryStore());
    const {press, until} = await start(store);
    press('\r');
    await until('Staffelpatience · deal 4711');
    send({kind: 'write-failed', problem: {kind: 'full', path: '/home/x/.config/patience/saves', code: 'ENOSPC'}});
    await until('Cannot save: the disk is full – playing on');
    press('d');
    await until('moves 1');
    send({kind: 'write-ok'});
    await until('Saving works again: your game is saved');
  });
});
