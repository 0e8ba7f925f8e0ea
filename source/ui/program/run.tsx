import {render} from 'ink';
import React from 'react';
import {App} from './app.js';
import {FrameStream} from '../terminal/frame-stream.js';
import type {Program} from './program.js';
import type {ScreenWriter} from '../terminal/screen-writer.js';

/**
 * How Ink renders the table, in the terminal and in the ink-testing-library
 * tests alike: each render is written whole (debug mode) into the output
 * stream, as text by Ink's plain-text renderer (the one it has for screen
 * readers). The frame is one Text of already styled lines, so the cell grid of
 * Ink's default renderer (rebuilt every frame: 3–20 ms and most of the garbage
 * per key) would only be parsed back into cells by the FrameStream. Tests get
 * the same mode from INK_SCREEN_READER=true.
 */
export const INK_OPTIONS = {debug: true, isScreenReaderEnabled: true, exitOnCtrlC: false, patchConsole: false} as const;

/**
 * Mounts the Ink app over a running program (loaded after the first frame:
 * Ink and React are the slow part of start-up). Its first render is the frame
 * already on screen, so the writer sends nothing for it.
 */
export function mountApp(program: Program, writer: ScreenWriter, size: () => {readonly cols: number; readonly rows: number}): {close(): void} {
  const stream = new FrameStream(writer, size);
  const instance = render(<App program={program} />, {
    ...INK_OPTIONS,
    stdout: stream as unknown as NodeJS.WriteStream,
    stdin: process.stdin,
  });
  return {
    close() {
      stream.close();
      instance.unmount();
    },
  };
}
