import {describe, expect, it} from 'vitest';
import {type Key, KeyParser} from '../../source/ui/terminal/keys.js';
import {charKey, ctrlKey} from '../../source/ui/terminal/key-press.js';
import {gameKey, overlayKey} from '../../source/ui/commands/keymap.js';

const key = (sequence: string): Key => new KeyParser().feed(sequence)[0] ?? new KeyParser().flush()[0];
const escape = (): Key => {
  const parser = new KeyParser();
  parser.feed('\u001B');
  return parser.flush()[0];
};

describe('keys on the game screen', () => {
  const options = {deal: () => 7, canCancel: false, asking: false};

  it('maps the default keys of every game', () => {
    expect(gameKey(key('\u001B[D'), options)).toEqual({type: 'move-focus', direction: 'left'});
    expect(gameKey(charKey('U'), options)).toEqual({type: 'undo-all'});
    expect(gameKey(charKey('R'), options)).toEqual({type: 'restart'});
    expect(gameKey(charKey('#'), options)).toEqual({type: 'deal-prompt', digits: ''});
    // h is the hint now (the vi keys give way to the solver's keys); D the demo, f finish.
    expect(gameKey(charKey('h'), options)).toEqual({type: 'hint'});
    expect(gameKey(charKey('D'), options)).toEqual({type: 'demo'});
    expect(gameKey(charKey('f'), options)).toEqual({type: 'finish'});
    expect(gameKey(key('\u001B[C'), options)).toEqual({type: 'move-focus', direction: 'right'});
    expect(gameKey(charKey(' '), options)).toEqual({type: 'select'});
    expect(gameKey(key('\r'), options)).toEqual({type: 'send'});
    expect(gameKey(key('\t'), options)).toEqual({type: 'cycle', by: 1});
    expect(gameKey(key('\u001B[Z'), options)).toEqual({type: 'cycle', by: -1});
    expect(gameKey(charKey('n'), options)).toEqual({type: 'new', deal: 7});
    expect(gameKey(ctrlKey('r'), options)).toEqual({type: 'redo'});
    expect(gameKey(ctrlKey('c'), options)).toEqual({type: 'quit'});
    expect(gameKey(escape(), options)).toEqual({type: 'games'});
    expect(gameKey(escape(), {...options, canCancel: true})).toEqual({type: 'cancel'});
    expect(gameKey(charKey('x'), options)).toEqual({type: 'action', key: 'x'});
  });

  it('answers questions with y, j (ja), n and Esc', () => {
    const asking = {...options, asking: true};
    expect(gameKey(charKey('y'), asking)).toEqual({type: 'yes'});
    expect(gameKey(charKey('j'), asking)).toEqual({type: 'yes'});
    expect(gameKey(charKey('n'), asking)).toEqual({type: 'no'});
    expect(gameKey(escape(), asking)).toEqual({type: 'no'});
    expect(gameKey(charKey('d'), asking)).toEqual({type: 'none'});
  });

  it('leaves the letters j k l to the games and h to the hint: only the arrows move the focus', () => {
    for (const letter of 'jkl') expect(gameKey(charKey(letter), options)).toEqual({type: 'action', key: letter});
    expect(gameKey(charKey('h'), options)).toEqual({type: 'hint'});
  });

  it('does nothing for modified and function keys', () => {
    for (const sequence of ['\u001B[1;5P', '\u001B[1;6C', '\u001B[1;3A', '\u001B[15;5~', '\u001B[3~', '\u001B[5;5~', '\u001BOP', '\u001B[1;9D']) {
      expect(gameKey(key(sequence), options), JSON.stringify(sequence)).toEqual({type: 'none'});
    }
    expect(gameKey(ctrlKey('x'), options)).toEqual({type: 'none'});
  });
});

describe('keys for how many cards of a fan (issue 20, item 8)', () => {
  const options = {deal: () => 7, canCancel: false, asking: false};

  it('reads Shift-arrows as the depth by direction, PgUp and PgDn as one more and one fewer, plain arrows as moves', () => {
    expect(gameKey(key('\u001B[1;2A'), options)).toEqual({type: 'depth', direction: 'up'});
    expect(gameKey(key('\u001B[1;2B'), options)).toEqual({type: 'depth', direction: 'down'});
    expect(gameKey(key('\u001B[1;2C'), options)).toEqual({type: 'depth', direction: 'right'});
    expect(gameKey(key('\u001B[5~'), options)).toEqual({type: 'depth', by: 1});
    expect(gameKey(key('\u001B[6~'), options)).toEqual({type: 'depth', by: -1});
    expect(gameKey(key('\u001B[A'), options)).toEqual({type: 'move-focus', direction: 'up'});
  });
});

describe('keys over the help and the rules', () => {
  it('closes them with any key, Esc and q included; scrolls with ↑ ↓; goes on to the rules with ?', () => {
    for (const each of [escape(), charKey('q'), charKey('x'), key('\r'), charKey(' '), key('\u001B[C'), charKey('n')]) {
      expect(overlayKey(each)).toEqual({type: 'cancel'});
    }
    expect(overlayKey(key('\u001B[B'))).toEqual({type: 'move-focus', direction: 'down'});
    expect(overlayKey(key('\u001B[A'))).toEqual({type: 'move-focus', direction: 'up'});
    expect(overlayKey(charKey('k'))).toEqual({type: 'cancel'});
    expect(overlayKey(charKey('?'))).toEqual({type: 'help'});
    expect(overlayKey(ctrlKey('c'))).toEqual({type: 'quit'});
  });
});
