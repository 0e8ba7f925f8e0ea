import {Writable} from 'node:stream';
import {render} from 'ink';
import React from 'react';
import {lifecycle} from '../cli/terminal.js';
import {App, type AppProps} from './app.js';

export type RunOptions = Omit<AppProps, 'onQuit' | 'terminal' | 'lifecycle'> & {readonly lastGame?: string};

/** Ink's own output goes nowhere: the App draws through the ScreenWriter onto the real terminal. */
function sink(): NodeJS.WriteStream {
  const stream = new Writable({write: (_chunk, _encoding, done) => done()}) as unknown as NodeJS.WriteStream;
  Object.assign(stream, {columns: process.stdout.columns, rows: process.stdout.rows, isTTY: false});
  return stream;
}

/** Loaded only after the first frame is on screen: Ink, React and conf are the slow part of start-up. */
export async function runApp(options: RunOptions): Promise<void> {
  if (options.lastGame) options.store.setLastGame(options.lastGame);
  const instance = render(<App {...options} onQuit={() => {}} terminal={process.stdout} lifecycle={lifecycle} />, {
    stdout: sink(),
    stdin: process.stdin,
    exitOnCtrlC: false,
    patchConsole: false,
    incrementalRendering: true,
    maxFps: 240,
  });
  await instance.waitUntilExit();
}
