import {Text, useStdin} from 'ink';
import React, {useEffect, useMemo, useSyncExternalStore} from 'react';
import {readKeys} from '../terminal/read-keys.js';
import {makePainter} from '../terminal/paint.js';
import type {Program} from './program.js';

export type AppProps = {
  readonly program: Program;
  /**
   * Read keys from Ink's stdin. The command line reads them itself from the
   * first byte, before Ink has loaded; a test renderer has only Ink's stdin.
   */
  readonly readStdin?: boolean;
};

const paint = makePainter();

/**
 * The table as Ink renders it: the program's frame (pure styled lines from
 * the view), painted with chalk into one Text. In the terminal Ink writes it
 * into a FrameStream, which sends only the cells that changed.
 */
export function App({program, readStdin = false}: AppProps) {
  const {stdin} = useStdin();
  useEffect(() => (readStdin ? readKeys(stdin, program.press) : undefined), [stdin, readStdin, program]);
  const lines = useSyncExternalStore(program.subscribe, program.lines);
  const text = useMemo(() => paint(lines), [lines]);
  return <Text>{text}</Text>;
}
