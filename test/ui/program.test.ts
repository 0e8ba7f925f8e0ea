import {EventEmitter} from 'node:events';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {startSession} from '../../source/core/session.js';
import {findGame, games} from '../../source/games/index.js';
import {decodeMoves} from '../../source/core/move-codec.js';
import {memoryStore, type Store} from '../../source/storage/store.js';
import {startUi} from '../../source/ui/state/game-ui.js';
import {KeyParser} from '../../source/ui/terminal/keys.js';
import {readKeys} from '../../source/ui/terminal/read-keys.js';
import {Program} from '../../source/ui/program/program.js';
import {type ProgramOptions} from '../../source/ui/program/options.js';
import type {Screen} from '../../source/ui/screens/screen.js';
import {plain} from '../../source/view/style.js';

const ESC = '\u001B';
const RIGHT = `${ESC}[C`;

let programs: Program[] = [];
afterEach(() => {
  for (const program of programs) program.dispose();
  programs = [];
  vi.useRealTimers();
});

function gameScreen(id: string, deal: number): Screen {
  const definition = findGame(id)!;
  return {kind: 'game', ui: startUi(definition, startSession(definition, {deal}))};
}

/** The played moves of a game's save in a memory store. */
function savedMoves(store: Store, game = 'staffelpatience') {
  const save = (store as ReturnType<typeof memoryStore>).data.saves[game] as {moves: string; index: number} | undefined;
  return save && decodeMoves(save.moves).slice(0, save.index);
}

function start(screen: Screen, options: Partial<ProgramOptions> = {}) {
  const store = options.store ?? memoryStore();
  // The game on screen is held by this program, as opening it would have done.
  if (screen.kind === 'game') store.claim(screen.ui.definition.id);
  const events: string[] = [];
  let quit = false;
  const program = new Program({
    games,
    start: screen,
    settings: {lang: 'en', theme: 'auto', colours: 'none'},
    randomDeal: () => 4711,
    store,
    size: {cols: 80, rows: 24},
    onQuit: () => {
      quit = true;
    },
    ...options,
  });
  programs.push(program);
  program.subscribe(() => events.push('frame'));
  /** Sends text as one chunk from the terminal; a trailing lone Esc waits for the pause. */
  const type = (text: string) => {
    const parser = new KeyParser();
    program.press([...parser.feed(text), ...parser.flush()]);
  };
  const frame = () => program.lines().map(plain).join('\n');
  const ui = () => {
    const shown = program.shown;
    if (shown.kind !== 'game') throw new Error(`not a game: ${shown.kind}`);
    return shown.ui;
  };
  return {program, store, events, type, frame, ui, quitted: () => quit};
}

describe('help and rules (issue 11, bug 1)', () => {
  it('Esc in the help closes it and stays in the game; a second Esc leaves to the list, not out of the program', () => {
    const {type, frame, quitted, program} = start(gameScreen('staffelpatience', 4711));
    type('?');
    expect(frame()).toContain('Any key closes the help');
    type(ESC);
    expect(program.shown.kind).toBe('game');
    expect(frame()).not.toContain('Any key closes the help');
    expect(frame()).toContain('Staffelpatience · deal 4711');
    expect(quitted()).toBe(false);
  });

  it('q in the help or the rules closes them only', () => {
    const {type, frame, quitted} = start(gameScreen('staffelpatience', 4711));
    type('?q');
    expect(quitted()).toBe(false);
    expect(frame()).toContain('Staffelpatience · deal 4711');
    type('??');
    expect(frame()).toContain('— rules');
    type('q');
    expect(quitted()).toBe(false);
    expect(frame()).not.toContain('— rules');
    type('q');
    expect(quitted()).toBe(true);
  });

  it('any key closes the rules opened from the list of games, Esc included, and Ctrl-C still quits', () => {
    const {type, program, quitted} = start({kind: 'picker', picker: {index: 0, filter: ''}});
    type('?');
    expect(program.shown.kind).toBe('rules');
    type(ESC);
    expect(program.shown.kind).toBe('picker');
    expect(quitted()).toBe(false);
    type('?\u0003');
    expect(quitted()).toBe(true);
  });
});

describe('keys that arrive together (issue 11, bug 2; issue 9, item 6)', () => {
  it('Esc and u in one chunk: the held card goes back and the last move is undone', () => {
    const {type, ui} = start(gameScreen('staffelpatience', 4711));
    type('d');
    expect(ui().session.index).toBe(1);
    // 6♥ on pile 4 can go onto 7♣: it can be held.
    type(`${RIGHT}${RIGHT}${RIGHT} `);
    expect(ui().held).toBeDefined();
    type(`${ESC}u`);
    expect(ui().held).toBeUndefined();
    expect(ui().session.index).toBe(0);
  });

  it('Esc and → in one chunk: the card goes back and the focus moves', () => {
    const {type, ui} = start(gameScreen('staffelpatience', 4711));
    type(`${RIGHT}${RIGHT}${RIGHT} `);
    expect(ui().held).toBeDefined();
    const focus = ui().focus;
    type(`${ESC}${RIGHT}`);
    expect(ui().held).toBeUndefined();
    expect(ui().focus).not.toBe(focus);
  });

  it('d and Ctrl-C in one write: the move is made and saved, and the program quits', () => {
    const {type, quitted, store} = start(gameScreen('staffelpatience', 4711));
    type('d\u0003');
    expect(quitted()).toBe(true);
    expect(savedMoves(store)).toEqual([{kind: 'action', name: 'deal'}]);
  });

  it('Ctrl-C in the middle of a burst quits there: the keys after it are not played', () => {
    const {type, quitted, store} = start(gameScreen('staffelpatience', 4711));
    type(`${'lh'.repeat(50)}dd\u0003ddd`);
    expect(quitted()).toBe(true);
    expect(savedMoves(store)).toHaveLength(2);
  });

  it('a key burst through the stream reader is answered with one frame', () => {
    const {program, events, ui} = start(gameScreen('staffelpatience', 4711));
    const source = new EventEmitter();
    readKeys(source as never, program.press);
    source.emit('data', Buffer.from(`${'\u001B[C'.repeat(5)}dd`));
    expect(events).toEqual(['frame']);
    expect(ui().session.index).toBe(2);
  });
});

describe('saving after the frame (issue 12)', () => {
  function recordingStore(events: string[]): Store {
    const inner = memoryStore();
    return {...inner, put: (game, make) => (events.push('save'), inner.put(game, make))};
  }

  it('draws the frame first and writes the store after it', () => {
    const events: string[] = [];
    let later: (() => void) | undefined;
    const {type, store} = start(gameScreen('staffelpatience', 4711), {store: recordingStore(events), afterFrame: (run) => (later = run)});
    const program = programs[0];
    program.subscribe(() => events.push('frame'));
    type('d');
    expect(events).toEqual(['frame']);
    expect(savedMoves(store)).toBeUndefined();
    later!();
    expect(events).toEqual(['frame', 'save']);
    expect(savedMoves(store)).toEqual([{kind: 'action', name: 'deal'}]);
  });

  it('writes one save for a burst of moves, the last position', () => {
    const events: string[] = [];
    let later: (() => void) | undefined;
    const {type, store} = start(gameScreen('staffelpatience', 4711), {store: recordingStore(events), afterFrame: (run) => (later = run)});
    type('ddd');
    later!();
    expect(events.filter((each) => each === 'save')).toHaveLength(1);
    expect(savedMoves(store)).toHaveLength(3);
  });
});

describe('autoplay and the game clock (issue 11, bug 4)', () => {
  function autoplay(speedKeys: string) {
    vi.useFakeTimers();
    const session = start(gameScreen('napoleon', 1), {now: () => Date.now()});
    session.type(`${speedKeys}a`);
    expect(session.ui().auto).toBe(true);
    return session;
  }

  it('steps every 2 s at 2000 ms, while the clock redraws every second, and the clock loses no time', () => {
    const {ui} = autoplay('--');
    expect(ui().speed).toBe(2000);
    const moves = ui().session.index;
    const elapsed = ui().elapsed;
    for (let second = 1; second <= 10; second++) {
      vi.advanceTimersByTime(1000);
      expect(ui().session.index - moves, `after ${second} s`).toBe(Math.floor(second / 2));
    }
    expect(ui().elapsed - elapsed).toBe(10_000);
  });

  it('steps every second at 1000 ms and twice a second at 500 ms', () => {
    const slow = autoplay('-');
    expect(slow.ui().speed).toBe(1000);
    const moves = slow.ui().session.index;
    vi.advanceTimersByTime(5000);
    expect(slow.ui().session.index - moves).toBe(5);
    slow.program.dispose();
    const fast = autoplay('');
    const before = fast.ui().session.index;
    vi.advanceTimersByTime(3000);
    expect(fast.ui().session.index - before).toBe(6);
  });

  it('keys in between neither restart nor speed up the steps', () => {
    const {ui, type} = autoplay('--');
    const moves = ui().session.index;
    for (let tenth = 0; tenth < 40; tenth++) {
      vi.advanceTimersByTime(100);
      type('\u001B[C');
    }
    expect(ui().session.index - moves).toBe(2);
  });

  it('counts the clock from a monotonic start while keys, redraws and nothing happen', () => {
    vi.useFakeTimers();
    const {ui, type, frame} = start(gameScreen('staffelpatience', 4711), {now: () => Date.now()});
    vi.advanceTimersByTime(2500);
    type('\u001B[C');
    vi.advanceTimersByTime(30_000);
    expect(frame().split('\n')[0]).toContain('00:32');
    type('\u001B[D');
    expect(ui().elapsed).toBe(32_500);
  });
});

describe('Ctrl-Z', () => {
  it('saves the game, stops the clock while suspended, and starts it again on resume', () => {
    vi.useFakeTimers();
    let suspended = 0;
    const {type, ui, store, program} = start(gameScreen('staffelpatience', 4711), {now: () => Date.now(), onSuspend: () => void suspended++});
    type('d');
    vi.advanceTimersByTime(3000);
    type('\u001A');
    expect(suspended).toBe(1);
    expect((store as ReturnType<typeof memoryStore>).data.saves.staffelpatience).toMatchObject({elapsed: 3000});
    vi.advanceTimersByTime(60_000);
    program.resume();
    vi.advanceTimersByTime(2000);
    type('\u001B[C');
    expect(ui().elapsed).toBe(5000);
  });
});

describe('statistics and the list of games', () => {
  it('counts a given-up deal once and shows the unfinished game at once in the list', () => {
    let later: (() => void) | undefined;
    const {type, store, frame, program} = start(gameScreen('staffelpatience', 4711), {afterFrame: (run) => (later = run)});
    type('d');
    type(ESC);
    expect(frame()).toMatch(/▶ Staffelpatience/);
    later!();
    type('\r');
    expect(program.shown.kind).toBe('game');
    type('ny');
    later!();
    expect(store.stats().staffelpatience).toMatchObject({played: 1, lost: 1});
  });
});
