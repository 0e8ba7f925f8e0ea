import {StringDecoder} from 'node:string_decoder';
import {type Key, KeyParser} from './keys.js';

/** How long a lone Esc (or a cut sequence) waits for the rest before it counts as the Escape key. */
export const ESCAPE_DELAY_MS = 40;
/** How long a control sequence cut after its first bytes (a mouse report split over two reads, as over SSH) waits for its rest. */
export const SEQUENCE_DELAY_MS = 1000;

/** What keys are read from: process.stdin, or the stdin an Ink test renderer gives. */
export type KeySource = {
  on(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  off(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
};

/**
 * Reads keys (and mouse events) from a stream: every chunk is decoded (UTF-8 split across chunks
 * included; invalid bytes are dropped), parsed, and handed over as one batch,
 * so several keys that arrived together are answered with one frame.
 * Returns a function that stops reading.
 */
export function readKeys(source: KeySource, onKeys: (keys: readonly Key[]) => void, escapeDelay = ESCAPE_DELAY_MS): () => void {
  const parser = new KeyParser();
  const decoder = new StringDecoder('utf8');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const keys = parser.flush();
    if (keys.length > 0) onKeys(keys);
  };
  const onData = (chunk: Buffer | string) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const keys = parser.feed(typeof chunk === 'string' ? chunk : decoder.write(chunk));
    if (parser.pending) timer = setTimeout(flush, parser.midSequence ? Math.max(escapeDelay, SEQUENCE_DELAY_MS) : escapeDelay);
    if (keys.length > 0) onKeys(keys);
  };
  source.on('data', onData);
  return () => {
    source.off('data', onData);
    if (timer) clearTimeout(timer);
  };
}
