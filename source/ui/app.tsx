import {type Key, Text, useApp, useInput, useStdout} from 'ink';
import React, {useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import type {Lifecycle} from '../cli/terminal.js';
import {outcomeOf} from '../core/engine.js';
import {current} from '../core/session.js';
import type {GameDefinition} from '../core/types.js';
import type {Settings, Store} from '../storage/store.js';
import {type Colours, THEME_NAMES, type ThemeChoice} from '../view/theme.js';
import {reduce} from './controller.js';
import {type GameUi, isStalled, say} from './game-ui.js';
import {gameKey, splitKeys} from './keymap.js';
import type {Lang} from './messages.js';
import {openGame, verified} from './open-game.js';
import {makePainter} from './paint.js';
import {chosenGame, erasePicker, movePicker, startPicker, typeInPicker} from './picker.js';
import {type Screen, screenLines} from './screen.js';
import type {ScreenWriter} from './screen-writer.js';
import type {Line} from '../view/style.js';
import {countResults, saveGame} from './records.js';
import {setAsideMessage, writeMessage} from './storage-notices.js';
import {sayUi} from './frame.js';

export type AppProps = {
  readonly games: readonly GameDefinition[];
  readonly store: Store;
  readonly start: Screen;
  readonly settings: Required<Settings>;
  readonly randomDeal: () => number;
  readonly onQuit: () => void;
  /** Draw through this writer (cell diffs, the real terminal) instead of Ink's own output (tests). */
  readonly writer?: ScreenWriter;
  /** The terminal whose size is used; defaults to Ink's stdout. */
  readonly terminal?: NodeJS.WriteStream;
  /** The clock for the game timer (a test may pass its own). */
  readonly now?: () => number;
  /** Shutdown, Ctrl-Z and resume hooks of the real terminal (source/cli/terminal.ts). */
  readonly lifecycle?: Lifecycle;
};

const paint = makePainter();
const THEME_CYCLE: readonly ThemeChoice[] = ['auto', ...THEME_NAMES];
const COLOUR_CYCLE: readonly Colours[] = ['two', 'four', 'none'];

function next<T>(cycle: readonly T[], value: T): T {
  return cycle[(cycle.indexOf(value) + 1) % cycle.length];
}

function useTerminalSize(terminal?: NodeJS.WriteStream): {cols: number; rows: number} {
  const inkStdout = useStdout().stdout;
  const stdout = terminal ?? inkStdout;
  const read = () => ({cols: stdout.columns || 80, rows: stdout.rows || 24});
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}

export function App({games, store, start, settings: initial, randomDeal, onQuit, writer, terminal, now = Date.now, lifecycle}: AppProps) {
  const {exit} = useApp();
  const size = useTerminalSize(terminal);
  const [screen, setScreen] = useState<Screen>(start);
  const [settings, setSettings] = useState(initial);
  const settingsRef = useRef(settings);
  const [unfinished, setUnfinished] = useState(() => new Set(store.unfinished()));
  const [stats, setStats] = useState(() => store.stats());
  const [busy, setBusy] = useState(() => new Set(store.busy()));
  const screenRef = useRef(screen);
  /** When the game clock last counted; undefined while it stands (no game on screen, game over, suspended). */
  const clockFrom = useRef<number | undefined>(undefined);

  /** The game with the time since the clock last counted, so an exit between ticks loses none. */
  const withClock = (ui: GameUi): GameUi => {
    if (clockFrom.current === undefined) return ui;
    const at = now();
    const timed = reduce(ui, {type: 'elapse', ms: at - clockFrom.current});
    clockFrom.current = at;
    return timed;
  };

  const persist = (ui: GameUi) => {
    saveGame(store, ui);
    setUnfinished(new Set(store.unfinished()));
  };

  /** Updates the ref at once, so several keys arriving in one chunk build on each other. */
  const show = (next: Screen) => {
    screenRef.current = next;
    setScreen(next);
  };

  const showGame = (ui: GameUi) => {
    const before = screenRef.current.kind === 'game' ? screenRef.current.ui : undefined;
    if (!before || before.session !== ui.session) {
      if (countResults(store, before, ui)) setStats(store.stats());
      persist(ui);
    }
    show({kind: 'game', ui});
  };

  const leaveGame = (then: Screen) => {
    const now = screenRef.current;
    if (now.kind === 'game') persist(now.ui);
    show(then);
  };

  const quit = () => {
    const now = screenRef.current;
    if (now.kind === 'game') persist(withClock(now.ui));
    onQuit();
    exit();
  };

  const startGame = (definition: GameDefinition) => {
    const opened = verified(openGame(definition, store, randomDeal, {lang: settingsRef.current.lang as Lang}));
    if (opened.kind === 'busy') {
      setBusy(new Set(store.busy()));
      const now = screenRef.current;
      if (now.kind === 'picker') show({...now, notice: sayUi(opened.message, settingsRef.current.lang as Lang)});
      return;
    }
    store.setLastGame(definition.id);
    show({kind: 'game', ui: opened.ui});
  };

  // Storage reports failed writes (once, until they work again) and files it had to set aside.
  useEffect(
    () =>
      store.onEvent((event) => {
        const lang = settingsRef.current.lang as Lang;
        const message = event.kind === 'write-failed' ? writeMessage(event.problem) : event.kind === 'write-ok' ? say('store.savedAgain') : setAsideMessage(event.notice, lang, games);
        // Shown where the player is, or on the screen under the statistics or rules.
        const withMessage = (screen: Screen): Screen => {
          if (screen.kind === 'game') return {kind: 'game', ui: {...screen.ui, message}};
          if (screen.kind === 'picker') return {...screen, notice: sayUi(message, lang)};
          return {...screen, back: withMessage(screen.back)};
        };
        show(withMessage(screenRef.current));
      }),
    [],
  );

  const changeSettings = (change: Partial<Required<Settings>>) => {
    settingsRef.current = {...settingsRef.current, ...change};
    setSettings(settingsRef.current);
    store.saveSettings(change);
  };

  /** Keys that work on every screen: theme, colours, language, statistics. */
  const globalKey = (input: string): boolean => {
    const now = settingsRef.current;
    if (input === 'T') changeSettings({theme: next(THEME_CYCLE, now.theme as ThemeChoice)});
    else if (input === 'C') changeSettings({colours: next(COLOUR_CYCLE, now.colours)});
    else if (input === 'L') changeSettings({lang: now.lang === 'en' ? 'de' : 'en'});
    else if (input === 'S') leaveGame({kind: 'stats', back: screenRef.current});
    else return false;
    return true;
  };

  const pickerKey = (now: Extract<Screen, {kind: 'picker'}>, input: string, key: Key) => {
    const picker = now.picker;
    if (key.ctrl && input === 'c') return quit();
    if (key.upArrow) return show({...now, picker: movePicker(picker, games, -1)});
    if (key.downArrow || key.tab) return show({...now, picker: movePicker(picker, games, 1)});
    if (key.return) {
      const game = chosenGame(picker, games);
      return game ? startGame(game) : undefined;
    }
    if (key.backspace || key.delete) return show({...now, picker: erasePicker(picker)});
    if (key.escape) return picker.filter ? show({...now, picker: {index: 0, filter: ''}}) : quit();
    if (input === '?') {
      const game = chosenGame(picker, games);
      return game ? show({kind: 'rules', game, scroll: 0, back: now}) : undefined;
    }
    if (input === 'q' && !picker.filter) return quit();
    if (globalKey(input)) return;
    if (/^[\p{L}\p{N} -]$/u.test(input)) show({...now, picker: typeInPicker(picker, input)});
  };

  const onKey = (input: string, key: Key) => {
    // Ctrl-Z: a temporary hook until the new input layer (stream C) calls suspend() itself.
    if (key.ctrl && input === 'z') return lifecycle?.suspend();
    const now = screenRef.current;
    if (now.kind === 'picker') return pickerKey(now, input, key);
    if (now.kind === 'stats') return show(now.back);
    if (now.kind === 'rules') {
      if (key.upArrow || key.downArrow) return show({...now, scroll: Math.max(0, now.scroll + (key.downArrow ? 1 : -1))});
      return show(now.back);
    }
    const ui = now.ui;
    const asking = ui.confirm !== undefined || (isStalled(ui) && !ui.overlay);
    if (!asking && !ui.overlay && globalKey(input)) return;
    const result = gameKey(input, key, {deal: randomDeal, canCancel: ui.held !== undefined || ui.marked.length > 0, asking});
    if (result.type === 'none') return;
    if (result.type === 'quit') return quit();
    if (result.type === 'games') {
      leaveGame({kind: 'picker', picker: startPicker(games, ui.definition.id)});
      // After the frame: written and let go, so another window may open it (unless it was opened again meanwhile).
      setImmediate(() => {
        const shown = screenRef.current;
        if (shown.kind === 'game' && shown.ui.definition.id === ui.definition.id) return;
        store.release(ui.definition.id);
        setBusy(new Set(store.busy()));
      });
      return;
    }
    showGame(reduce(ui, result));
  };

  useInput((input, key) => {
    for (const [char, each] of splitKeys(input, key)) onKey(char, each);
  });

  const autoPlaying = screen.kind === 'game' && screen.ui.auto;
  useEffect(() => {
    if (!autoPlaying || screen.kind !== 'game') return;
    const timer = setTimeout(() => showGame(reduce(screen.ui, {type: 'tick'})), screen.ui.speed);
    return () => clearTimeout(timer);
  }, [screen, autoPlaying]);

  // The game clock runs only while a game is on screen and not over.
  const clockRunning = screen.kind === 'game' && outcomeOf(screen.ui.definition, current(screen.ui.session)) === 'playing';
  useEffect(() => {
    if (!clockRunning) return;
    clockFrom.current = now();
    const timer = setInterval(() => {
      const shown = screenRef.current;
      if (shown.kind === 'game' && clockFrom.current !== undefined) show({kind: 'game', ui: withClock(shown.ui)});
    }, 1000);
    return () => {
      clearInterval(timer);
      clockFrom.current = undefined;
    };
  }, [clockRunning]);

  // A signal, a lost terminal or a crash saves the game on screen with its clock; Ctrl-Z stops
  // the clock while the program is stopped, and `fg` draws the whole screen again.
  const linesRef = useRef<readonly Line[]>([]);
  useEffect(() => {
    if (!lifecycle) return;
    let paused = false;
    const stopClock = () => {
      const shown = screenRef.current;
      paused = clockFrom.current !== undefined;
      if (shown.kind === 'game' && paused) show({kind: 'game', ui: withClock(shown.ui)});
      clockFrom.current = undefined;
    };
    const offs = [
      lifecycle.onShutdown(() => {
        const shown = screenRef.current;
        if (shown.kind !== 'game') return;
        saveGame(store, withClock(shown.ui));
        return true;
      }),
      lifecycle.onSuspend(stopClock),
      lifecycle.onResume(() => {
        // Also after an outside SIGSTOP, which stopped the clock for nobody: the stopped time is not play.
        if (paused || clockFrom.current !== undefined) clockFrom.current = now();
        paused = false;
        writer?.invalidate();
        writer?.draw(linesRef.current);
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, []);

  const display = {cols: size.cols, rows: size.rows, theme: settings.theme as ThemeChoice, colours: settings.colours, lang: settings.lang as Lang};
  const lines = useMemo(() => screenLines(screen, {games, unfinished, busy, stats, display}), [screen, size, unfinished, busy, stats, settings]);
  useLayoutEffect(() => {
    writer?.invalidate();
  }, [size]);
  useLayoutEffect(() => {
    linesRef.current = lines;
    writer?.draw(lines);
  }, [lines]);
  if (writer) return null;
  return <Text>{paint(lines)}</Text>;
}
