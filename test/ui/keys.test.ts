import {EventEmitter} from 'node:events';
import {describe, expect, it, vi} from 'vitest';
import {type Key, KeyParser} from '../../source/ui/terminal/keys.js';
import {readKeys} from '../../source/ui/terminal/read-keys.js';

const ESC = '\u001B';

/** A key as a short name: 'a', 'C-c', 'up', 'S-A-f5', … */
function describeKey(key: Key): string {
  const mods = `${key.ctrl ? 'C-' : ''}${key.alt ? 'A-' : ''}${key.shift ? 'S-' : ''}`;
  return mods + (key.name === 'char' ? key.text : key.name);
}

function parse(...chunks: string[]): string[] {
  const parser = new KeyParser();
  const keys = chunks.flatMap((chunk) => parser.feed(chunk));
  return [...keys, ...parser.flush()].map(describeKey);
}

/** Every xterm modifier/function-key sequence: F1–F12, arrows, Home/End/PgUp/PgDn/Insert/Delete, modifiers 2–8. */
function xtermSequences(): Array<{sequence: string; name: string; modifier: number}> {
  const all: Array<{sequence: string; name: string; modifier: number}> = [];
  const finals: Record<string, string> = {up: 'A', down: 'B', right: 'C', left: 'D', home: 'H', end: 'F', f1: 'P', f2: 'Q', f3: 'R', f4: 'S'};
  const tildes: Record<string, number> = {insert: 2, delete: 3, pageup: 5, pagedown: 6, f5: 15, f6: 17, f7: 18, f8: 19, f9: 20, f10: 21, f11: 23, f12: 24};
  for (let modifier = 2; modifier <= 8; modifier++) {
    for (const [name, final] of Object.entries(finals)) all.push({sequence: `${ESC}[1;${modifier}${final}`, name, modifier});
    for (const [name, number] of Object.entries(tildes)) all.push({sequence: `${ESC}[${number};${modifier}~`, name, modifier});
  }
  return all;
}

describe('key parser', () => {
  it('reads characters, Enter, Tab, Backspace and Ctrl-letters', () => {
    expect(parse('ab \r\t\u007F\b\u0003\u0012\n')).toEqual(['a', 'b', ' ', 'enter', 'tab', 'backspace', 'backspace', 'C-c', 'C-r', 'enter']);
    expect(parse('äß♣€😀')).toEqual(['ä', 'ß', '♣', '€', '😀']);
  });

  it('reads cursor and function keys in their CSI and SS3 forms, Shift-Tab and the keypad', () => {
    expect(parse(`${ESC}[A${ESC}[B${ESC}[C${ESC}[D${ESC}OA${ESC}OD${ESC}[H${ESC}[F${ESC}[1~${ESC}[4~`)).toEqual([
      'up',
      'down',
      'right',
      'left',
      'up',
      'left',
      'home',
      'end',
      'home',
      'end',
    ]);
    expect(parse(`${ESC}[Z${ESC}OP${ESC}[15~${ESC}[24~${ESC}[[A${ESC}Ok${ESC}Om${ESC}OM`)).toEqual(['backtab', 'f1', 'f5', 'f12', 'f1', '+', '-', 'enter']);
  });

  it('parses every xterm modifier combination of every function key, with its modifiers', () => {
    for (const {sequence, name, modifier} of xtermSequences()) {
      const [key] = new KeyParser().feed(sequence);
      expect(key?.name, sequence).toBe(name);
      const bits = modifier - 1;
      expect([key.shift, key.alt, key.ctrl], sequence).toEqual([(bits & 1) !== 0, (bits & 2) !== 0, (bits & 4) !== 0]);
    }
    // The ones Ink 6.8 crashes on.
    expect(parse(`${ESC}[1;5P${ESC}[1;5Q${ESC}[1;5R${ESC}[1;5S${ESC}[1;7Q`)).toEqual(['C-f1', 'C-f2', 'C-f3', 'C-f4', 'C-A-f2']);
  });

  it('drops unknown and malformed sequences and keeps the keys around them', () => {
    // A mouse report is an event of its own (mouse-input.test.ts), never a typed key.
    expect(parse(`a${ESC}[?1;2cb${ESC}[<0;3;4Mc${ESC}[99Xd${ESC}[I${ESC}[O`)).toEqual(['a', 'b', 'mouse', 'c', 'd']);
    expect(parse(`a${ESC}[1;\u0003b`)).toEqual(['a', 'C-c', 'b']);
    expect(parse(`${ESC}[${'1;'.repeat(40)}5Ax`)).toEqual(['x']);
    expect(parse('a\u0000\u001C\u0085b')).toEqual(['a', 'b']);
  });

  it('reads Esc followed by a key in one chunk as two keys (no Alt keys are bound)', () => {
    expect(parse(`${ESC}u`)).toEqual(['escape', 'u']);
    expect(parse(`${ESC}${ESC}[C`)).toEqual(['escape', 'right']);
    expect(parse(`${ESC}${ESC}u`)).toEqual(['escape', 'escape', 'u']);
    expect(parse(`${ESC}\u0003`)).toEqual(['escape', 'C-c']);
    expect(parse(`${ESC}O\r`)).toEqual(['escape', 'O', 'enter']);
    expect(parse(`${ESC}[D`, `${ESC}`)).toEqual(['left', 'escape']);
  });

  it('waits for the rest of a sequence cut between chunks; a lone Esc waits for flush', () => {
    const parser = new KeyParser();
    expect(parser.feed(`${ESC}[1;`)).toEqual([]);
    expect(parser.pending).toBe(true);
    expect(parser.feed('5D').map(describeKey)).toEqual(['C-left']);
    expect(parser.feed(ESC)).toEqual([]);
    expect(parser.pending).toBe(true);
    expect(parser.flush().map(describeKey)).toEqual(['escape']);
    expect(parser.feed(`${ESC}[1`)).toEqual([]);
    expect(parser.flush()).toEqual([]);
    expect(parser.pending).toBe(false);
  });

  it('ignores bracketed paste, even when it is cut between chunks', () => {
    expect(parse(`a${ESC}[200~nqq${ESC}[201~b`)).toEqual(['a', 'b']);
    expect(parse(`a${ESC}[200~nq`, `q${ESC}[2`, `01~b`)).toEqual(['a', 'b']);
    // A paste that never ends stops swallowing keys at the next pause.
    const parser = new KeyParser();
    parser.feed(`${ESC}[200~xyz`);
    expect(parser.pending).toBe(true);
    expect(parser.flush()).toEqual([]);
    expect(parser.feed('q').map(describeKey)).toEqual(['q']);
    // Ctrl-C quits even inside a paste that never ends.
    expect(parse(`${ESC}[200~abc\u0003d`)).toEqual(['C-c', 'd']);
  });

  it('never throws on random bytes, and Ctrl-C always comes through', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const parser = new KeyParser();
    for (let round = 0; round < 3000; round++) {
      const bytes = Array.from({length: 1 + Math.floor(random() * 12)}, () => (random() < 0.3 ? 0x1b : Math.floor(random() * 256)));
      const text = String.fromCharCode(...bytes);
      expect(() => parser.feed(text)).not.toThrow();
      if (random() < 0.2) parser.flush();
    }
    parser.flush();
    expect(parser.feed(`${ESC}[1;5Pd\u0003`).map(describeKey)).toEqual(['C-f1', 'd', 'C-c']);
  });
});

describe('reading keys from a stream', () => {
  function stream() {
    const source = new EventEmitter();
    const batches: string[][] = [];
    const stop = readKeys(source as never, (keys) => batches.push(keys.map(describeKey)), 20);
    return {send: (chunk: Buffer | string) => source.emit('data', chunk), batches, stop};
  }

  it('hands the keys of one chunk over together, Ctrl-C included wherever it is', () => {
    const {send, batches} = stream();
    send(Buffer.from('d\u0003'));
    send(Buffer.from(`lhlh\u0003lh`));
    expect(batches).toEqual([
      ['d', 'C-c'],
      ['l', 'h', 'l', 'h', 'C-c', 'l', 'h'],
    ]);
  });

  it('joins UTF-8 characters split between chunks and drops invalid bytes', () => {
    const {send, batches} = stream();
    const heart = Buffer.from('♥');
    send(heart.subarray(0, 1));
    send(Buffer.concat([heart.subarray(1), Buffer.from([0xff, 0xc3, 0x28]), Buffer.from('x')]));
    expect(batches.flat()).toEqual(['♥', '(', 'x']);
  });

  it('takes a lone Esc as Escape after a short pause, and stops when asked', () => {
    vi.useFakeTimers();
    try {
      const {send, batches, stop} = stream();
      send(ESC);
      expect(batches).toEqual([]);
      vi.advanceTimersByTime(25);
      expect(batches).toEqual([['escape']]);
      send(`${ESC}[`);
      send('B');
      expect(batches.at(-1)).toEqual(['down']);
      stop();
      send('q');
      expect(batches.flat()).not.toContain('q');
    } finally {
      vi.useRealTimers();
    }
  });
});
