import {EventEmitter} from 'node:events';
import {render} from 'ink';
import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {createRandom} from '../../source/core/random.js';
import {legalMovesOf} from '../../source/core/engine.js';
import {current, playMove, startSession} from '../../source/core/session.js';
import {games} from '../../source/games/index.js';
import {memoryStore} from '../../source/storage/store.js';
import {App} from '../../source/ui/program/app.js';
import {cellsOfText} from '../../source/ui/terminal/frame-stream.js';
import {startUi} from '../../source/ui/state/game-ui.js';
import {KeyParser} from '../../source/ui/terminal/keys.js';
import {Program} from '../../source/ui/program/program.js';
import {INK_OPTIONS, mountApp} from '../../source/ui/program/run.js';
import type {Screen} from '../../source/ui/screens/screen.js';
import {type Cell, cellsOf, ScreenWriter} from '../../source/ui/terminal/screen-writer.js';
import type {Colours, ThemeChoice} from '../../source/view/theme.js';

// Ink reads CI when it is imported, so this must run before the imports.
vi.hoisted(() => {
  delete process.env.CI;
});

let done: Array<() => void> = [];
afterEach(() => {
  for (const each of done) each();
  done = [];
});

function program(start: Screen, settings: {theme: ThemeChoice; colours: Colours; lang: 'en' | 'de'}, cols = 80, rows = 24): Program {
  const made = new Program({games, start, settings, randomDeal: () => 7, store: memoryStore(), size: {cols, rows}});
  done.push(() => made.dispose());
  return made;
}

/** The frame Ink writes for a program, rendered as in the terminal. */
function inkFrame(shown: Program, cols: number): string {
  let frame = '';
  const stdout = Object.assign(new EventEmitter(), {columns: cols, rows: 24, isTTY: false, write: (text: string) => ((frame = text), true)});
  const instance = render(<App program={shown} />, {...INK_OPTIONS, stdout: stdout as never, stdin: new EventEmitter() as never});
  instance.unmount();
  return frame;
}

/** Cells without the blanks at the end of a row (the terminal shows nothing there either way). */
const trimmed = (rows: ReadonlyArray<readonly Cell[]>) =>
  rows.map((row) => {
    let end = row.length;
    while (end > 0 && row[end - 1].char === ' ' && row[end - 1].sgr === '') end--;
    return row.slice(0, end).map((cell) => `${cell.sgr}|${cell.char}`);
  });

/** A position after some random moves, so the frames show more than the deal. */
function played(id: string): Screen {
  const definition = games.find((game) => game.id === id)!;
  const random = createRandom(5);
  let session = startSession(definition, {deal: 5});
  for (let step = 0; step < 30; step++) {
    const moves = legalMovesOf(definition, current(session));
    if (moves.length === 0) break;
    session = playMove(definition, session, moves[random() % moves.length]);
  }
  return {kind: 'game', ui: startUi(definition, session)};
}

describe('Ink renders the table', () => {
  const looks = [
    {theme: 'auto', colours: 'two', lang: 'en'},
    {theme: 'compact', colours: 'four', lang: 'de'},
    {theme: 'ascii', colours: 'none', lang: 'en'},
    {theme: 'glyph', colours: 'two', lang: 'de'},
  ] as const;

  it.each(games.map((game) => game.id))('%s: Ink writes exactly the cells of the frame, in every look', (id) => {
    for (const look of looks) {
      const shown = program(played(id), look);
      const direct = shown.lines().map((line) => cellsOf(line, 80));
      expect(trimmed(cellsOfText(inkFrame(shown, 80))), `${id} ${look.theme} ${look.colours}`).toEqual(trimmed(direct));
    }
  });

  it('the list of games, the statistics, the rules and the help are drawn the same way', () => {
    const screens: Screen[] = [
      {kind: 'picker', picker: {index: 3, filter: ''}},
      {kind: 'stats', back: {kind: 'picker', picker: {index: 0, filter: ''}}},
      {kind: 'rules', game: games[4], scroll: 2, back: {kind: 'picker', picker: {index: 0, filter: ''}}},
      (() => {
        const screen = played('harfe') as Extract<Screen, {kind: 'game'}>;
        return {kind: 'game', ui: {...screen.ui, overlay: 'help'}} as Screen;
      })(),
    ];
    for (const screen of screens) {
      const shown = program(screen, {theme: 'auto', colours: 'two', lang: 'de'}, 120, 40);
      expect(trimmed(cellsOfText(inkFrame(shown, 120)))).toEqual(trimmed(shown.lines().map((line) => cellsOf(line, 120))));
    }
  });

  it('takes over from the first frame drawn before Ink loaded without sending it again, then sends cell diffs', () => {
    let sent = '';
    const writer = new ScreenWriter(
      (text) => {
        sent += text;
      },
      () => 80,
    );
    const shown = program(played('staffelpatience'), {theme: 'auto', colours: 'two', lang: 'en'});
    writer.draw(shown.lines());
    expect(sent.length).toBeGreaterThan(500);
    sent = '';
    const ink = mountApp(shown, writer, () => ({cols: 80, rows: 24}));
    done.push(() => ink.close());
    expect(sent).toBe('');
    const parser = new KeyParser();
    shown.press(parser.feed('\u001B[C'));
    return new Promise<void>((resolve) => {
      setImmediate(() => {
        expect(sent.length).toBeGreaterThan(0);
        // The outlines of two cards (the focus left one, took the other), far from a repaint (over 500).
        expect(sent.length).toBeLessThan(200);
        ink.close();
        sent = '';
        shown.press(parser.feed('\u001B[D'));
        setImmediate(() => {
          expect(sent).toBe('');
          resolve();
        });
      });
    });
  });
});
