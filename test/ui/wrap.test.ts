import {describe, expect, it} from 'vitest';
import {wrap} from '../../source/ui/text/wrap.js';

describe('wrap', () => {
  it('breaks at spaces within the width', () => {
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });

  it('keeps leading spaces and lines bullets up under their text', () => {
    expect(wrap('- alpha beta gamma', 12)).toEqual(['- alpha beta', '  gamma']);
    expect(wrap('  and the stock below', 12)).toEqual(['  and the', '  stock', '  below']);
  });

  it('cuts a word longer than the width', () => {
    expect(wrap('abcdefghij', 5)).toEqual(['abcd…']);
  });
});
