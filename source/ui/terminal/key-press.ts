/** One key press, named (arrows, function keys) or a character, with its modifiers. */
export type KeyName =
  | 'char'
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'home'
  | 'end'
  | 'pageup'
  | 'pagedown'
  | 'insert'
  | 'delete'
  | 'enter'
  | 'tab'
  | 'backtab'
  | 'escape'
  | 'backspace'
  | `f${number}`;

export type KeyPress = {
  /** `char` for a character (see `text`; Ctrl-letters too, with `ctrl`), else the key's name. */
  readonly name: KeyName;
  /** The character of a `char` key; empty for the others. */
  readonly text: string;
  readonly ctrl: boolean;
  readonly alt: boolean;
  readonly shift: boolean;
};

export function make(name: KeyName, text = '', ctrl = false, alt = false, shift = false): KeyPress {
  return Object.freeze({name, text, ctrl, alt, shift});
}

// Keys without modifiers are shared objects: a burst of keys makes no garbage for them.
const plain = new Map<string, KeyPress>();
export function named(name: KeyName): KeyPress {
  let key = plain.get(name);
  if (!key) {
    key = make(name);
    plain.set(name, key);
  }
  return key;
}

const charKeys = new Map<string, KeyPress>();
export function charKey(text: string): KeyPress {
  let key = charKeys.get(text);
  if (!key) {
    key = make('char', text);
    if (charKeys.size < 512) charKeys.set(text, key);
  }
  return key;
}

const ctrlKeys = new Map<string, KeyPress>();
export function ctrlKey(letter: string): KeyPress {
  let key = ctrlKeys.get(letter);
  if (!key) {
    key = make('char', letter, true);
    ctrlKeys.set(letter, key);
  }
  return key;
}
