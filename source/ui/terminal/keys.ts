/**
 * Key presses from the bytes a terminal sends, parsed by us rather than by Ink
 * (Ink 6.8's parser throws on some modified function keys). Every input is
 * safe: unknown or malformed sequences are dropped, never thrown on. Mouse
 * reports come in the same stream and leave as mouse events (mouse.ts).
 */
import {charKey, ctrlKey, make, named, type KeyName, type KeyPress} from './key-press.js';
import {type MouseKey, sgrMouse} from './mouse.js';

/** What the parser hands over: a key press, or a mouse event (`name` 'mouse'). */
export type Key = KeyPress | MouseKey;

const ESC = '\u001B';
const PASTE_END = `${ESC}[201~`;
/** A control sequence longer than this is garbage, not a key. */
const LONGEST_SEQUENCE = 48;
/** A cut sequence longer than this is not waited for. */
const MAX_PENDING = 4096;

/** xterm's modifier parameter: 1 + shift·1 + alt·2 + ctrl·4 (+ meta·8, read as alt). */
function withModifier(name: KeyName, parameter: number | undefined): KeyPress {
  const bits = parameter !== undefined && parameter >= 2 && parameter <= 16 ? parameter - 1 : 0;
  if (bits === 0) return named(name);
  return make(name, '', (bits & 4) !== 0, (bits & 2) !== 0 || (bits & 8) !== 0, (bits & 1) !== 0);
}

const FINAL_KEYS: Readonly<Record<string, KeyName>> = {A: 'up', B: 'down', C: 'right', D: 'left', H: 'home', F: 'end', P: 'f1', Q: 'f2', R: 'f3', S: 'f4'};

const TILDE_KEYS: Readonly<Record<number, KeyName>> = {
  1: 'home',
  2: 'insert',
  3: 'delete',
  4: 'end',
  5: 'pageup',
  6: 'pagedown',
  7: 'home',
  8: 'end',
  11: 'f1',
  12: 'f2',
  13: 'f3',
  14: 'f4',
  15: 'f5',
  17: 'f6',
  18: 'f7',
  19: 'f8',
  20: 'f9',
  21: 'f10',
  23: 'f11',
  24: 'f12',
};

/** Keypad keys in application mode (ESC O x): the characters they stand for. */
const KEYPAD: Readonly<Record<string, string>> = {
  j: '*',
  k: '+',
  l: ',',
  m: '-',
  n: '.',
  o: '/',
  X: '=',
  p: '0',
  q: '1',
  r: '2',
  s: '3',
  t: '4',
  u: '5',
  v: '6',
  w: '7',
  x: '8',
  y: '9',
};

type Parsed = {readonly key?: Key; readonly end: number; readonly paste?: boolean} | 'pending' | undefined;

const isParameter = (code: number) => code >= 0x30 && code <= 0x3f;
const isIntermediate = (code: number) => code >= 0x20 && code <= 0x2f;
const isFinal = (code: number) => code >= 0x40 && code <= 0x7e;

function numbers(parameters: string): Array<number | undefined> {
  return parameters.split(';').map((part) => (part === '' ? undefined : Number.parseInt(part, 10)));
}

/** ESC [ …: cursor and function keys, with or without xterm modifiers; anything else is dropped. */
function csi(input: string, start: number): Parsed {
  let index = start;
  // The Linux console sends F1…F5 as ESC [ [ A…E.
  const linux = input[index] === '[';
  if (linux) index++;
  const from = index;
  while (index < input.length) {
    const code = input.charCodeAt(index);
    if (isParameter(code) || isIntermediate(code)) {
      index++;
      continue;
    }
    if (!isFinal(code)) return {end: index};
    const end = index + 1;
    // Longer than any key: garbage, dropped whole.
    if (index - start > LONGEST_SEQUENCE) return {end};
    const final = input[index];
    const parameters = input.slice(from, index);
    if (linux) return {end, key: 'ABCDE'.includes(final) ? named(`f${'ABCDE'.indexOf(final) + 1}`) : undefined};
    // X10 mouse reports carry three raw bytes after ESC [ M.
    if (final === 'M' && parameters === '') return end + 3 <= input.length ? {end: end + 3} : 'pending';
    // SGR mouse reports (mode 1006): a mouse event, or dropped when malformed.
    if (parameters.startsWith('<')) return {end, key: sgrMouse(parameters, final)};
    if (/^[<=>?]/.test(parameters)) return {end};
    const [first, modifier] = numbers(parameters);
    if (final === '~') {
      if (first === 200) return {end, paste: true};
      const name = first === undefined ? undefined : TILDE_KEYS[first];
      return {end, key: name ? withModifier(name, modifier) : undefined};
    }
    if (final === 'Z') return {end, key: parameters === '' ? named('backtab') : undefined};
    const name = FINAL_KEYS[final];
    return {end, key: name && (first === undefined || first === 1) ? withModifier(name, modifier) : undefined};
  }
  // Cut at the end of the chunk: wait for the rest, unless it is far too long to be a key.
  return index - start > MAX_PENDING ? {end: index} : 'pending';
}

/** ESC O …: cursor and F1–F4 keys in application mode, and the keypad. */
function ss3(input: string, start: number): Parsed {
  let index = start;
  while (index < input.length && isParameter(input.charCodeAt(index)) && index - start < 8) index++;
  if (index >= input.length) return 'pending';
  const code = input.charCodeAt(index);
  if (!isFinal(code)) return undefined;
  const final = input[index];
  const modifier = numbers(input.slice(start, index)).at(-1);
  const end = index + 1;
  if (final === 'M') return {end, key: named('enter')};
  if (KEYPAD[final] !== undefined) return {end, key: charKey(KEYPAD[final])};
  const name = FINAL_KEYS[final];
  return {end, key: name ? withModifier(name, modifier) : undefined};
}

/** The end of `text` that may be the start of the paste's end marker. */
function cutEnd(text: string): string {
  for (let length = Math.min(text.length, PASTE_END.length - 1); length > 0; length--) {
    if (PASTE_END.startsWith(text.slice(-length))) return text.slice(-length);
  }
  return '';
}

/** A key from one control character (C0, DEL). */
function control(code: number): Key | undefined {
  if (code === 0x0d || code === 0x0a) return named('enter');
  if (code === 0x09) return named('tab');
  if (code === 0x7f || code === 0x08) return named('backspace');
  if (code >= 0x01 && code <= 0x1a) return ctrlKey(String.fromCharCode(code + 96));
  return undefined;
}

/**
 * Turns text from the terminal into keys. Feed it chunks as they arrive; a
 * sequence cut at the end of a chunk waits for the next one, or for `flush()`
 * (called after a short pause: a lone Esc is the Escape key). We bind no Alt
 * keys, so Esc followed by a character is Escape and then that character.
 */
export class KeyParser {
  private rest = '';
  private pasting = false;
  /** A cut control sequence was dropped by flush(): the start of the next chunk may be its rest. */
  private skipping = false;

  /** Whether a cut sequence (or a lone Esc) is waiting for more input. */
  get pending(): boolean {
    return this.rest !== '' || this.pasting;
  }

  /** Whether what waits is a control sequence already under way (`ESC [` and more, a mouse report): no lone Esc, so worth waiting longer for. */
  get midSequence(): boolean {
    return this.rest.length > 2 && this.rest.startsWith(`${ESC}[`);
  }

  feed(text: string): Key[] {
    const input = this.rest + text;
    this.rest = '';
    const keys: Key[] = [];
    let index = 0;
    if (this.skipping) index = this.skipRest(input);
    while (index < input.length) {
      if (this.pasting) {
        // Bracketed paste (never asked for): its text is not typed keys, but Ctrl-C in it still quits.
        const end = input.indexOf(PASTE_END, index);
        const interrupt = input.indexOf('\u0003', index);
        if (interrupt >= 0 && (end < 0 || interrupt < end)) {
          keys.push(ctrlKey('c'));
          this.pasting = false;
          index = interrupt + 1;
          continue;
        }
        if (end < 0) {
          this.rest = cutEnd(input.slice(index));
          return keys;
        }
        this.pasting = false;
        index = end + PASTE_END.length;
        continue;
      }
      const code = input.codePointAt(index)!;
      if (code !== 0x1b) {
        const width = code > 0xffff ? 2 : 1;
        if (code < 0x20 || code === 0x7f) {
          const key = control(code);
          if (key) keys.push(key);
        } else if (!(code >= 0x80 && code <= 0x9f) && code !== 0xfffd && !(code >= 0xd800 && code <= 0xdfff)) {
          keys.push(charKey(input.slice(index, index + width)));
        }
        index += width;
        continue;
      }
      const parsed = this.escape(input, index);
      if (parsed === 'pending') {
        this.rest = input.slice(index);
        return keys;
      }
      if (parsed.key) keys.push(parsed.key);
      if (parsed.paste) this.pasting = true;
      index = parsed.end;
    }
    return keys;
  }

  /** Whatever was waiting, taken as it is: Esc is Escape, a cut sequence is dropped, an unfinished paste ends. */
  flush(): Key[] {
    const rest = this.rest;
    const pasting = this.pasting;
    // Its rest, arriving later, must not be read as typed characters (a mouse report's "M" would be a key).
    this.skipping = this.midSequence;
    this.rest = '';
    this.pasting = false;
    if (pasting) return [];
    if (rest === ESC) return [named('escape')];
    if (rest === ESC + ESC) return [named('escape'), named('escape')];
    return [];
  }

  /** Where the rest of a dropped control sequence ends at the start of `input` (its parameters and final byte); 0 when it does not start there. */
  private skipRest(input: string): number {
    let index = 0;
    while (index < input.length && index <= LONGEST_SEQUENCE && (isParameter(input.charCodeAt(index)) || isIntermediate(input.charCodeAt(index)))) index++;
    if (index === input.length) return index;
    this.skipping = false;
    return isFinal(input.charCodeAt(index)) ? index + 1 : 0;
  }

  private escape(input: string, index: number): {key?: Key; end: number; paste?: boolean} | 'pending' {
    const kind = input[index + 1];
    if (kind === undefined) return 'pending';
    // Esc Esc [ C is Alt-→ to some terminals, but with no Alt keys bound it is Esc and then →.
    const parsed = kind === '[' ? csi(input, index + 2) : kind === 'O' ? ss3(input, index + 2) : undefined;
    if (parsed === 'pending') return 'pending';
    // Esc and then an ordinary key, typed quickly: two keys.
    if (parsed === undefined) return {key: named('escape'), end: index + 1};
    return parsed;
  }
}
