import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {decodeMoves} from '../../source/core/move-codec.js';
import {startSession} from '../../source/core/session.js';
import {findGame, games} from '../../source/games/index.js';
import {memoryStore, type Store} from '../../source/storage/store.js';
import {startUi} from '../../source/ui/state/game-ui.js';
import {startPicker} from '../../source/ui/screens/picker-state.js';
import {Program} from '../../source/ui/program/program.js';
import type {Screen} from '../../source/ui/screens/screen.js';
import {until} from './until.js';

// Issue 21: the mouse, through Ink's stdin as a terminal sends it (SGR reports, mode 1006).
// Ink renders only a final frame when it sees a CI variable; these tests need every frame.
vi.hoisted(() => {
  delete process.env.CI;
});
process.env.INK_SCREEN_READER = 'true';
const {render} = await import('ink-testing-library');
const {App} = await import('../../source/ui/program/app.js');

const ESC = '\u001B';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function savedMoves(store: Store, game: string) {
  const save = (store as ReturnType<typeof memoryStore>).data.saves[game] as {moves: string; index: number} | undefined;
  return save && decodeMoves(save.moves).slice(0, save.index);
}

function gameScreen(id: string, deal: number): Screen {
  const definition = findGame(id)!;
  return {kind: 'game', ui: startUi(definition, startSession(definition, {deal}))};
}

/** The program in Ink at 80×24, on the given screen; `clock` is its monotonic time (double clicks are timed by it). */
async function start(screen: Screen, options: {store?: Store; settings?: {mouse?: boolean}; rows?: number} = {}) {
  const store = options.store ?? memoryStore();
  // The game is this window's, as when it is opened from the list: its save is written.
  if (screen.kind === 'game') store.claim(screen.ui.definition.id);
  const clock = {now: 0};
  const mouseModes: boolean[] = [];
  const program = new Program({
    games,
    store,
    start: screen,
    settings: {lang: 'en', theme: 'auto', colours: 'none', ...options.settings},
    randomDeal: () => 4711,
    size: {cols: 80, rows: options.rows ?? 24},
    now: () => clock.now,
    onMouse: (on) => mouseModes.push(on),
  });
  const view = render(<App program={program} readStdin />);
  cleanup = () => {
    view.unmount();
    program.dispose();
  };
  const frame = () => (view.lastFrame() ?? '').replaceAll(/\u001B\[[0-9;]*m/g, '');
  await until(() => frame().length > 0, 'the first frame');
  /** Where a text is on the screen (its first cell), the `nth` time it appears. */
  const find = (text: string, nth = 0) => {
    let seen = 0;
    const lines = frame().split('\n');
    for (const [y, line] of lines.entries()) {
      for (let at = line.indexOf(text); at >= 0; at = line.indexOf(text, at + 1)) {
        if (seen++ === nth) return {x: [...line.slice(0, at)].length, y};
      }
    }
    throw new Error(`"${text}" is not on the screen:\n${frame()}`);
  };
  /** Sends a report (its bytes as a terminal writes them) and waits until the frame says what it should. */
  const send = async (report: string, expected: string | RegExp | ((frame: string) => boolean)) => {
    view.stdin.write(report);
    const matches = (text: string) =>
      typeof expected === 'string' ? text.includes(expected) : expected instanceof RegExp ? expected.test(text) : expected(text);
    return until(() => (matches(frame()) ? frame() : ''), `${String(expected)} after ${JSON.stringify(report)}`);
  };
  /** A left click (press and release) on a cell. */
  const clickAt = (x: number, y: number, expected: Parameters<typeof send>[1]) => send(`${ESC}[<0;${x + 1};${y + 1}M${ESC}[<0;${x + 1};${y + 1}m`, expected);
  /** A left click on a text shown on the screen. */
  const click = (text: string, expected: Parameters<typeof send>[1], nth = 0) => {
    const {x, y} = find(text, nth);
    return clickAt(x, y, expected);
  };
  const wheel = (down: boolean, expected: Parameters<typeof send>[1]) => send(`${ESC}[<${down ? 65 : 64};10;10M`, expected);
  return {program, store, frame, find, send, click, clickAt, wheel, clock, mouseModes};
}

const title = (frame: string) => frame.split('\n')[0];
const status = (frame: string) => frame.split('\n').at(-2) ?? '';

describe('the mouse on the table', () => {
  it('a click on the stock turns it, as d does', async () => {
    const {click, store} = await start(gameScreen('staffelpatience', 4711));
    await click('╰─24╯', (frame) => title(frame).includes('moves 1'));
    await until(() => savedMoves(store, 'staffelpatience')?.length === 1, 'the save');
    expect(savedMoves(store, 'staffelpatience')).toEqual([{kind: 'action', name: 'deal'}]);
  });

  it('a click picks a card up and a click on a pile drops it there; a refused drop says why; the held card or a click beside the cards puts it back', async () => {
    const {click, clickAt, store} = await start(gameScreen('staffelpatience', 4711));
    await click('╰─24╯', (frame) => title(frame).includes('moves 1'));
    await click('A♠', 'Holding a card');
    // The queen of hearts does not take the ace: the reason, and the ace is still held.
    await click('Q♥', (frame) => frame.includes('A black ace needs a red 2') && frame.includes('Esc put back'));
    await click('A♠', (frame) => !frame.includes('Esc put back') && title(frame).includes('pile 5'));
    await click('A♠', 'Holding a card');
    await clickAt(2, 12, (frame) => !frame.includes('Esc put back'));
    await click('A♠', 'Holding a card');
    await click('2♦', (frame) => title(frame).includes('moves 2'));
    await until(() => savedMoves(store, 'staffelpatience')?.length === 2, 'the save');
    expect(savedMoves(store, 'staffelpatience')?.[1]).toEqual({kind: 'move', from: 'pile5', to: 'pile3', count: 1});
  });

  it('a double click sends a card to its best place, as Enter does; two clicks far apart in time are two clicks', async () => {
    const {click, send, find, clock} = await start(gameScreen('staffelpatience', 4711));
    await click('╰─24╯', (frame) => title(frame).includes('moves 1'));
    const {x, y} = find('6♥');
    const press = `${ESC}[<0;${x + 1};${y + 1}M${ESC}[<0;${x + 1};${y + 1}m`;
    await send(press, 'Holding a card');
    clock.now += 1000;
    // Too late for a double click: the second click puts the card back.
    await send(press, (frame) => !frame.includes('Esc put back'));
    clock.now += 1000;
    await send(press, 'Holding a card');
    clock.now += 150;
    await send(press, (frame) => frame.includes('Moved to pile 1') && title(frame).includes('moves 2'));
  });

  it('a click on a covered card takes the run from it where the game allows, and says why not where it does not', async () => {
    const {click, send, find, store} = await start(gameScreen('staffelpatience', 4711));
    await click('╰─24╯', (frame) => title(frame).includes('moves 1'));
    const {x, y} = find('6♥');
    const press = `${ESC}[<0;${x + 1};${y + 1}M${ESC}[<0;${x + 1};${y + 1}m`;
    await send(press + press, 'Moved to pile 1');
    // 7♣ now lies under 6♥: the two go together onto the 8♦.
    await click('7♣', 'Holding 2 cards');
    await click('8♦', (frame) => title(frame).includes('moves 3'));
    await until(() => savedMoves(store, 'staffelpatience')?.length === 3, 'the save');
    expect(savedMoves(store, 'staffelpatience')?.[2]).toEqual({kind: 'move', from: 'pile1', to: 'pile7', count: 2});
    // A face-down card is not taken, with the reason the keys would give.
    const said = await click('╭▒▒▒╮', (frame) => status(frame) !== '' && !frame.includes('Moved to pile 1'), 3);
    expect(said).not.toContain('Holding');
    expect(said).not.toContain('Esc put back');
  });

  it('in a game of pairs a click marks a card, as Space does, and a second click on it unmarks it', async () => {
    const {click, find, frame} = await start(gameScreen('elf', 4711));
    const first = find('╭', 0);
    const card = frame().split('\n')[first.y][first.x + 1] + frame().split('\n')[first.y][first.x + 2];
    await click(card, '1 card marked');
    await click(card, (text) => !text.includes('marked'));
  });

  it('the wheel scrolls the help; a click closes it and plays nothing', async () => {
    // 80×16: the help is longer than the screen.
    const {send, wheel, clickAt, clock} = await start(gameScreen('harfe', 4711), {rows: 16});
    await send('?', 'Die Harfe — keys');
    const before = await wheel(false, 'Die Harfe — keys');
    const scrolled = await wheel(true, (frame) => frame.split('\n')[1] !== before.split('\n')[1]);
    expect(scrolled.split('\n')[1]).not.toBe(before.split('\n')[1]);
    await wheel(false, (frame) => frame.split('\n')[1] === before.split('\n')[1]);
    await clickAt(10, 10, (frame) => !frame.includes('— keys'));
    clock.now += 1000;
    expect(title(await clickAt(79, 14, () => true))).toContain('moves 0');
  });
});

describe('the mouse on the list of games and the statistics', () => {
  const picker = (): Screen => ({kind: 'picker', picker: startPicker(games, undefined)});

  it('a click chooses a game, a click on the chosen game plays it', async () => {
    const {click, frame, clock} = await start(picker());
    await click('Die Harfe', /› {3}Die Harfe/);
    expect(frame()).not.toContain('› Staffelpatience');
    clock.now += 1000;
    await click('Die Harfe', 'Die Harfe · deal 4711');
  });

  it('a double click on the chosen game plays it, and its second press does not fall through onto the table', async () => {
    const {send, clock, program} = await start(picker());
    // At 80×24 Staffelpatience's stock lies under this cell of its row in the list.
    const press = `${ESC}[<0;21;3M${ESC}[<0;21;3m`;
    await send(press, 'Staffelpatience · deal 4711');
    clock.now += 150;
    await send(press, () => true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(program.lines().map((line) => line.map((part) => part.text).join(''))[0]).toContain('moves 0');
    // A click after the double click's time is a click: it turns the stock.
    clock.now += 1000;
    await send(press, (frame) => title(frame).includes('moves 1'));
  });

  it('a double click on a game plays it, though the list moves up under the second press', async () => {
    const {find, send, clock} = await start(picker());
    const {x, y} = find('Die Elf');
    const press = `${ESC}[<0;${x + 1};${y + 1}M${ESC}[<0;${x + 1};${y + 1}m`;
    await send(press, /› {3}Die Elf/);
    // Staffelpatience's rules line has gone: the rules line of Die Elf is now where it was.
    expect(find('Rules:').y).toBe(y);
    clock.now += 200;
    await send(press, 'Die Elf · deal 4711');
  });

  it('a click on the rules line goes onto it; a click on a switch turns it on, remembered', async () => {
    const store = memoryStore();
    const {click, clock} = await start(picker(), {store});
    await click('Die Harfe', /› {3}Die Harfe/);
    clock.now += 1000;
    await click('Rules:', '[ ]');
    const harfe = findGame('harfe')!;
    const name = harfe.switches![0].name.en;
    await click(`[ ] ${name}`, `[x] ${name}`);
    await until(() => store.variantChoices().harfe?.includes(harfe.switches![0].id), 'the remembered variant');
    await click(`[x] ${name}`, `[ ] ${name}`);
    await until(() => store.variantChoices().harfe?.length === 0, 'the variant turned off');
  });

  it('the wheel moves through the list; a click on the statistics closes them', async () => {
    const {wheel, send, clickAt} = await start(picker());
    await wheel(true, new RegExp(`› {3}${games[1].names.de}`));
    await wheel(false, /› {3}Staffelpatience/);
    await send('S', 'Statistics');
    await wheel(true, 'Statistics');
    await clickAt(5, 5, 'choose a game');
  });
});

describe('M turns the mouse off and on', () => {
  it('off: clicks do nothing and the terminal is told; on again, remembered', async () => {
    const store = memoryStore();
    const {send, click, mouseModes, frame} = await start(gameScreen('staffelpatience', 4711), {store});
    await send('M', 'Mouse off');
    expect(mouseModes).toEqual([false]);
    await until(() => store.settings().mouse === false, 'the saved setting');
    await click('╰─24╯', () => true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(title(frame())).toContain('moves 0');
    await send('M', 'Mouse on');
    expect(mouseModes).toEqual([false, true]);
    await click('╰─24╯', (text) => title(text).includes('moves 1'));
  });
});
