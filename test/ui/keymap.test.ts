import type {Key} from 'ink';
import {describe, expect, it} from 'vitest';
import {gameKey, splitKeys} from '../../source/ui/keymap.js';

const none: Key = {
  upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, pageDown: false, pageUp: false, home: false, end: false,
  return: false, escape: false, ctrl: false, shift: false, tab: false, backspace: false, delete: false, meta: false,
} as Key;

describe('keys', () => {
  it('splits keys that arrived together, Enter included', () => {
    const keys = splitKeys('ha\r', none);
    expect(keys.map(([input]) => input)).toEqual(['h', 'a', '']);
    expect(keys[2][1].return).toBe(true);
    expect(splitKeys('d', none)).toEqual([['d', none]]);
  });

  it('maps the default keys of every game', () => {
    const options = {deal: () => 7, canCancel: false, asking: false};
    expect(gameKey('h', none, options)).toEqual({type: 'move-focus', direction: 'left'});
    expect(gameKey(' ', none, options)).toEqual({type: 'select'});
    expect(gameKey('n', none, options)).toEqual({type: 'new', deal: 7});
    expect(gameKey('r', {...none, ctrl: true}, options)).toEqual({type: 'redo'});
    expect(gameKey('', {...none, escape: true}, options)).toEqual({type: 'games'});
    expect(gameKey('', {...none, escape: true}, {...options, canCancel: true})).toEqual({type: 'cancel'});
    expect(gameKey('x', none, options)).toEqual({type: 'action', key: 'x'});
    expect(gameKey('y', none, {...options, asking: true})).toEqual({type: 'yes'});
    expect(gameKey('j', none, {...options, asking: true})).toEqual({type: 'yes'});
    expect(gameKey('n', none, {...options, asking: true})).toEqual({type: 'no'});
    expect(gameKey('d', none, {...options, asking: true})).toEqual({type: 'none'});
  });
});
