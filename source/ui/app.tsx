import {type Key, Text, useApp, useInput, useStdout} from 'ink';
import React, {useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {outcomeOf} from '../core/engine.js';
import {current, toSave} from '../core/session.js';
import type {GameDefinition} from '../core/types.js';
import type {Store} from '../storage/store.js';
import type {ThemeName} from '../view/theme.js';
import {type GameUi, isStalled, reduce, startUi} from './controller.js';
import {gameKey} from './keymap.js';
import {openGame} from './open-game.js';
import {makePainter} from './paint.js';
import {movePicker, startPicker} from './picker.js';
import {type Screen, screenLines} from './screen.js';
import type {ScreenWriter} from './screen-writer.js';

export type AppProps = {
  readonly games: readonly GameDefinition[];
  readonly store: Store;
  readonly start: Screen;
  readonly theme: ThemeName | 'auto';
  readonly colour: boolean;
  readonly randomDeal: () => number;
  readonly onQuit: () => void;
  /** Draw through this writer (cell diffs, the real terminal) instead of Ink's own output (tests). */
  readonly writer?: ScreenWriter;
  /** The terminal whose size is used; defaults to Ink's stdout. */
  readonly terminal?: NodeJS.WriteStream;
};

const paint = makePainter();

/** Saves an unfinished deal after every change; a finished one is no longer offered for resuming. */
function persist(store: Store, ui: GameUi): void {
  if (outcomeOf(ui.definition, current(ui.session)) === 'playing') store.save(toSave(ui.session));
  else store.remove(ui.definition.id);
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

export function App({games, store, start, theme, colour, randomDeal, onQuit, writer, terminal}: AppProps) {
  const {exit} = useApp();
  const size = useTerminalSize(terminal);
  const [screen, setScreen] = useState<Screen>(start);
  const [unfinished, setUnfinished] = useState(() => new Set(store.unfinished()));
  const screenRef = useRef(screen);
  screenRef.current = screen;

  const quit = () => {
    onQuit();
    exit();
  };

  /** Updates the ref at once, so several keys arriving in one chunk build on each other. */
  const show = (next: Screen) => {
    screenRef.current = next;
    setScreen(next);
  };

  const showGame = (ui: GameUi) => {
    const before = screenRef.current;
    if (before.kind !== 'game' || before.ui.session !== ui.session) {
      persist(store, ui);
      setUnfinished(new Set(store.unfinished()));
    }
    show({kind: 'game', ui});
  };

  const startGame = (definition: GameDefinition) => {
    const opened = openGame(definition, store, randomDeal);
    store.setLastGame(definition.id);
    const ui = startUi(definition, opened.session);
    show({kind: 'game', ui: {...ui, message: opened.notice ?? ''}});
  };

  const pickerKey = (now: Extract<Screen, {kind: 'picker'}>, input: string, key: Key) => {
    if (key.upArrow || input === 'k') show({...now, picker: movePicker(now.picker, games, -1)});
    else if (key.downArrow || input === 'j' || key.tab) show({...now, picker: movePicker(now.picker, games, 1)});
    else if (key.return || input === ' ') startGame(games[now.picker.index]);
    else if (input === 'q' || key.escape || (key.ctrl && input === 'c')) quit();
  };

  const onKey = (input: string, key: Key) => {
    const now = screenRef.current;
    if (now.kind === 'picker') return pickerKey(now, input, key);
    const ui = now.ui;
    const asking = ui.confirm !== undefined || (isStalled(ui) && !ui.help);
    const result = gameKey(input, key, {deal: randomDeal, canCancel: ui.held !== undefined || ui.marked.length > 0, asking});
    if (result.type === 'none') return;
    if (result.type === 'quit') return quit();
    if (result.type === 'games') {
      setUnfinished(new Set(store.unfinished()));
      show({kind: 'picker', picker: startPicker(games, ui.definition.id)});
      return;
    }
    showGame(reduce(ui, result));
  };

  useInput((input, key) => {
    // Keys typed quickly (or over a slow link) can arrive together as one string.
    const plainKeys = input.length > 1 && !key.ctrl && !key.meta && [...input].every((char) => char >= ' ');
    if (plainKeys) for (const char of input) onKey(char, key);
    else onKey(input, key);
  });

  const autoPlaying = screen.kind === 'game' && screen.ui.auto;
  useEffect(() => {
    if (!autoPlaying || screen.kind !== 'game') return;
    const timer = setTimeout(() => showGame(reduce(screen.ui, {type: 'tick'})), screen.ui.speed);
    return () => clearTimeout(timer);
  }, [screen, autoPlaying]);

  const lines = useMemo(
    () => screenLines(screen, games, unfinished, {cols: size.cols, rows: size.rows, theme, colour}),
    [screen, size, unfinished],
  );
  useLayoutEffect(() => {
    writer?.invalidate();
  }, [size]);
  useLayoutEffect(() => {
    writer?.draw(lines);
  }, [lines]);
  if (writer) return null;
  return <Text>{paint(lines)}</Text>;
}
