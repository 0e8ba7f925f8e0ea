// The app's side of source/cli/terminal.ts: the shutdown save carries the clock up to that moment,
// Ctrl-Z asks the terminal to suspend, the time spent stopped is not counted, and resuming redraws
// the whole screen. The terminal itself is faked here; test/reliability runs the real one.
import React from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import type {Lifecycle, ShutdownResult} from '../../source/cli/terminal.js';
import {games} from '../../source/games/index.js';
import {decodeMoves} from '../../source/core/move-codec.js';
import {memoryStore} from '../../source/storage/store.js';
import {startPicker} from '../../source/ui/picker.js';
import {ScreenWriter} from '../../source/ui/screen-writer.js';

// Ink renders only a final frame when it sees a CI variable; these tests need every frame.
delete process.env.CI;
const {render} = await import('ink-testing-library');
const {App} = await import('../../source/ui/app.js');

let cleanup: (() => void) | undefined;

/** The saved game as the store holds it (written after the frame: flushed first). */
function saved(store: ReturnType<typeof memoryStore>, game: string) {
  store.flush();
  const save = store.data.saves[game] as {moves: string; index: number; elapsed?: number} | undefined;
  return save && {elapsed: save.elapsed, moves: decodeMoves(save.moves).slice(0, save.index)};
}
afterEach(() => cleanup?.());

/** A terminal that records what the app registers; suspending "stops" for `stoppedFor` ms of the fake clock. */
function fakeTerminal(clock: {now: number}, stoppedFor: number) {
  const shutdown = new Set<() => ShutdownResult>();
  const suspended = new Set<() => void>();
  const resumed = new Set<() => void>();
  let suspends = 0;
  const register =
    <T,>(set: Set<T>) =>
    (callback: T) => {
      set.add(callback);
      return () => set.delete(callback);
    };
  const lifecycle: Lifecycle = {
    onShutdown: register(shutdown),
    onSuspend: register(suspended),
    onResume: register(resumed),
    suspend() {
      suspends++;
      for (const callback of suspended) callback();
      clock.now += stoppedFor;
      for (const callback of resumed) callback();
    },
  };
  return {lifecycle, shutdown: () => [...shutdown].map((callback) => callback()), suspends: () => suspends};
}

async function until(check: () => boolean, what: string): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > 5000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function startApp(clock: {now: number}, lifecycle: Lifecycle, writer?: ScreenWriter) {
  const store = memoryStore();
  const view = render(
    <App
      games={games}
      store={store}
      start={{kind: 'picker', picker: startPicker(games, undefined)}}
      settings={{lang: 'en', theme: 'auto', colours: 'none'}}
      randomDeal={() => 4711}
      onQuit={() => {}}
      now={() => clock.now}
      lifecycle={lifecycle}
      writer={writer}
    />,
  );
  cleanup = view.unmount;
  return {store, view};
}

describe('the app and the terminal lifecycle', () => {
  it('saves the game with the time since the last move when the program is ended from outside', async () => {
    const clock = {now: 0};
    const terminal = fakeTerminal(clock, 0);
    const {store, view} = startApp(clock, terminal.lifecycle);
    const frame = () => view.lastFrame() ?? '';
    await until(() => frame().includes('choose a game'), 'the picker');
    view.stdin.write('\r');
    await until(() => frame().includes('deal 4711'), 'the game');
    view.stdin.write('d');
    await until(() => frame().includes('moves 1'), 'a move');
    expect(saved(store, 'staffelpatience')?.elapsed).toBe(0);
    clock.now += 2_345;
    expect(terminal.shutdown()).toEqual([true]);
    expect(saved(store, 'staffelpatience')?.moves).toEqual([{kind: 'action', name: 'deal'}]);
    expect(saved(store, 'staffelpatience')?.elapsed).toBe(2_345);
  });

  it('has nothing to save on the list of games', async () => {
    const clock = {now: 0};
    const terminal = fakeTerminal(clock, 0);
    const {store, view} = startApp(clock, terminal.lifecycle);
    await until(() => (view.lastFrame() ?? '').includes('choose a game'), 'the picker');
    expect(terminal.shutdown()).toEqual([undefined]);
    expect(store.unfinished()).toEqual([]);
  });

  it('suspends on Ctrl-Z and does not count the time spent stopped', async () => {
    const clock = {now: 0};
    const terminal = fakeTerminal(clock, 60_000);
    const {store, view} = startApp(clock, terminal.lifecycle);
    const frame = () => view.lastFrame() ?? '';
    await until(() => frame().includes('choose a game'), 'the picker');
    view.stdin.write('\r');
    await until(() => frame().includes('deal 4711'), 'the game');
    view.stdin.write('d');
    await until(() => frame().includes('moves 1'), 'a move');
    clock.now += 1_500;
    view.stdin.write('\u001A');
    await until(() => terminal.suspends() === 1, 'Ctrl-Z to suspend');
    await until(() => frame().includes('00:01'), 'the time before Ctrl-Z on the clock');
    clock.now += 700;
    terminal.shutdown();
    expect(saved(store, 'staffelpatience')?.elapsed).toBe(2_200);
  });

  it('draws the whole screen again after resuming', async () => {
    const clock = {now: 0};
    const terminal = fakeTerminal(clock, 1_000);
    let output = '';
    const writer = new ScreenWriter(
      (text) => (output += text),
      () => 80,
    );
    const {view} = startApp(clock, terminal.lifecycle, writer);
    await until(() => output.includes('choose a game'), 'the picker');
    view.stdin.write('\r');
    await until(() => output.includes('deal 4711'), 'the game');
    output = '';
    view.stdin.write('\u001A');
    await until(() => terminal.suspends() === 1, 'Ctrl-Z to suspend');
    // A cleared screen and the whole table, not just the cells that changed.
    expect(output.startsWith('\u001B[0m\u001B[H\u001B[2J')).toBe(true);
    expect(output).toContain('Staffelpatience · deal 4711');
    expect(output).toContain('q quit');
  });
});
