import {Box, Text, useStdin} from 'ink';
import React, {memo, useEffect, useMemo, useSyncExternalStore} from 'react';
import {readKeys} from './input/read-keys.js';
import {makePainter} from './paint.js';
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

/** One line of the frame; an unchanged line is not rendered again. An empty line is a space, so it keeps its row. */
const Row = memo(function Row({text}: {readonly text: string}) {
  return <Text>{text || ' '}</Text>;
});

/**
 * The table as Ink renders it: the program's frame (pure styled lines from
 * the view), one Text per line, painted with chalk. In the terminal Ink
 * writes it into a FrameStream, which sends only the cells that changed.
 */
export function App({program, readStdin = false}: AppProps) {
  const {stdin} = useStdin();
  useEffect(() => (readStdin ? readKeys(stdin, program.press) : undefined), [stdin, readStdin, program]);
  const lines = useSyncExternalStore(program.subscribe, program.lines);
  const texts = useMemo(() => lines.map((line) => paint([line])), [lines]);
  return (
    <Box flexDirection="column">
      {texts.map((text, index) => (
        // Rows are positions on the screen: the index is their identity.
        <Row key={index} text={text} />
      ))}
    </Box>
  );
}
