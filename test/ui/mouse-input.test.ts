import {EventEmitter} from 'node:events';
import {describe, expect, it, vi} from 'vitest';
import {type Key, KeyParser} from '../../source/ui/terminal/keys.js';
import {ESCAPE_DELAY_MS, readKeys, SEQUENCE_DELAY_MS} from '../../source/ui/terminal/read-keys.js';

// Issue 21: SGR mouse reports (mode 1006) are read by the key parser into mouse events; none of
// their bytes ever comes out as a typed key, however the terminal cuts them into reads.

const ESC = '\u001B';
const press = (x: number, y: number, button = 0) => `${ESC}[<${button};${x};${y}M`;
const release = (x: number, y: number, button = 0) => `${ESC}[<${button};${x};${y}m`;

/** A key or mouse event as a short name: 'u', 'up', 'left press 11,4', 'wheel-down press 0,0'. */
function describe_(key: Key): string {
  if (key.name === 'mouse') {
    const {button, action, x, y, shift, alt, ctrl} = key.mouse;
    return `${ctrl ? 'C-' : ''}${alt ? 'A-' : ''}${shift ? 'S-' : ''}${button} ${action} ${x},${y}`;
  }
  return key.name === 'char' ? key.text : key.name;
}

function parse(...chunks: string[]): string[] {
  const parser = new KeyParser();
  return [...chunks.flatMap((chunk) => parser.feed(chunk)), ...parser.flush()].map(describe_);
}

describe('mouse reports', () => {
  it('become mouse events: buttons, presses and releases, the wheel, modifiers, cells from 0', () => {
    expect(parse(press(12, 5), release(12, 5))).toEqual(['left press 11,4', 'left release 11,4']);
    expect(parse(press(1, 1, 1), press(80, 24, 2), press(3, 4, 64), press(3, 4, 65))).toEqual([
      'middle press 0,0',
      'right press 79,23',
      'wheel-up press 2,3',
      'wheel-down press 2,3',
    ]);
    // Shift 4, Alt (meta) 8, Ctrl 16; 32 is a move with the button held.
    expect(parse(press(2, 2, 4), press(2, 2, 8), press(2, 2, 16), press(2, 2, 32))).toEqual([
      'S-left press 1,1',
      'A-left press 1,1',
      'C-left press 1,1',
      'left drag 1,1',
    ]);
    expect(parse(press(300, 200))).toEqual(['left press 299,199']);
  });

  it('sit among keys in the order they came', () => {
    expect(parse(`u${press(5, 6)}d${ESC}[A${release(5, 6)}q`)).toEqual(['u', 'left press 4,5', 'd', 'up', 'left release 4,5', 'q']);
  });

  it('malformed ones are dropped whole, never typed', () => {
    for (const bad of [
      `${ESC}[<0;12M`,
      `${ESC}[<0;1:2;1M`,
      `${ESC}[<0;1.5;1M`,
      `${ESC}[<0;0;5M`,
      `${ESC}[<0;5;0m`,
      `${ESC}[<0;1;1;1M`,
      `${ESC}[<0;1;1Z`,
      `${ESC}[<99999;1;1M`,
    ]) {
      expect(parse(`${bad}u`), JSON.stringify(bad)).toEqual(['u']);
    }
  });

  it('cut at any byte between two reads, give the same events and no stray keys', () => {
    const stream = `${press(12, 5)}${release(12, 5)}u${press(100, 30, 65)}${ESC}[C`;
    const whole = parse(stream);
    expect(whole).toEqual(['left press 11,4', 'left release 11,4', 'u', 'wheel-down press 99,29', 'right']);
    for (let cut = 1; cut < stream.length; cut++) expect(parse(stream.slice(0, cut), stream.slice(cut)), `cut at ${cut}`).toEqual(whole);
    // One byte per read.
    expect(parse(...stream)).toEqual(whole);
  });
});

describe('reading mouse reports from a stream', () => {
  function stream() {
    const source = new EventEmitter();
    const batches: string[][] = [];
    readKeys(source as never, (keys) => batches.push(keys.map(describe_)), ESCAPE_DELAY_MS);
    return {send: (chunk: string) => source.emit('data', Buffer.from(chunk)), batches};
  }

  it('waits longer than for a lone Esc when a report is cut after its first bytes (a slow link)', () => {
    vi.useFakeTimers();
    try {
      const {send, batches} = stream();
      send(`${ESC}[<0;12`);
      vi.advanceTimersByTime(ESCAPE_DELAY_MS * 5);
      expect(batches).toEqual([]);
      send(';5M');
      expect(batches).toEqual([['left press 11,4']]);
      // A lone Esc still counts as Escape after the short pause.
      send(ESC);
      vi.advanceTimersByTime(ESCAPE_DELAY_MS + 1);
      expect(batches.at(-1)).toEqual(['escape']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a report whose rest comes too late, and its rest too: "M" never toggles the mouse, digits are never typed', () => {
    vi.useFakeTimers();
    try {
      const {send, batches} = stream();
      send(`${ESC}[<0;12;5`);
      vi.advanceTimersByTime(SEQUENCE_DELAY_MS + 1);
      send('M');
      send('u');
      send(`${ESC}[<0;7`);
      vi.advanceTimersByTime(SEQUENCE_DELAY_MS + 1);
      send(';3');
      send('m');
      send('d');
      expect(batches.flat()).toEqual(['u', 'd']);
    } finally {
      vi.useRealTimers();
    }
  });
});
