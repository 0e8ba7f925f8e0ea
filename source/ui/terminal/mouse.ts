/**
 * Mouse reports in the SGR form (xterm mode 1006): `ESC [ < b ; x ; y M` for a press,
 * `… m` for a release. They arrive in the same stream as keys and are read by the key
 * parser (keys.ts), which hands them over as mouse events, never as typed characters.
 */

export type MouseButton = 'left' | 'middle' | 'right' | 'wheel-up' | 'wheel-down' | 'other';

export type Mouse = {
  readonly button: MouseButton;
  /** A press, a release, or a move with a button held (reported only when asked for). */
  readonly action: 'press' | 'release' | 'drag';
  /** The cell, counted from 0 at the top left of the screen. */
  readonly x: number;
  readonly y: number;
  readonly shift: boolean;
  readonly alt: boolean;
  readonly ctrl: boolean;
};

/** A mouse event in the stream of keys; its `name` sets it apart from every key. */
export type MouseKey = {
  readonly name: 'mouse';
  readonly text: '';
  readonly ctrl: boolean;
  readonly alt: boolean;
  readonly shift: boolean;
  readonly mouse: Mouse;
};

/** The largest cell number taken seriously: beyond it a report is garbage. */
const MAX_CELL = 10_000;

function buttonOf(code: number): MouseButton {
  const low = code & 3;
  if (code & 64) return code & 128 ? 'other' : low === 0 ? 'wheel-up' : low === 1 ? 'wheel-down' : 'other';
  if (code & 128) return 'other';
  return low === 0 ? 'left' : low === 1 ? 'middle' : low === 2 ? 'right' : 'other';
}

/**
 * The mouse event of an SGR report: `parameters` is what lies between `ESC [` and the final
 * `M` (press, wheel, drag) or `m` (release), e.g. `<0;12;5`. Anything malformed is undefined.
 */
export function sgrMouse(parameters: string, final: string): MouseKey | undefined {
  const match = /^<(\d{1,4});(\d{1,5});(\d{1,5})$/.exec(parameters);
  if (!match || (final !== 'M' && final !== 'm')) return undefined;
  const [code, col, row] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (col < 1 || row < 1 || col > MAX_CELL || row > MAX_CELL) return undefined;
  const button = buttonOf(code);
  const wheel = button === 'wheel-up' || button === 'wheel-down';
  const action = final === 'm' ? 'release' : code & 32 && !wheel ? 'drag' : 'press';
  const shift = (code & 4) !== 0;
  const alt = (code & 8) !== 0;
  const ctrl = (code & 16) !== 0;
  return Object.freeze({name: 'mouse', text: '', ctrl, alt, shift, mouse: Object.freeze({button, action, x: col - 1, y: row - 1, shift, alt, ctrl})});
}
