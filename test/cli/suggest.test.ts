import {describe, expect, it} from 'vitest';
import {distance, suggestGame} from '../../source/cli/suggest.js';
import {games} from '../../source/games/index.js';

describe('did you mean', () => {
  it('counts typos, a swap of neighbours as one', () => {
    expect(distance('harfe', 'harfe')).toBe(0);
    expect(distance('harfp', 'harfe')).toBe(1);
    expect(distance('hrafe', 'harfe')).toBe(1);
    expect(distance('stern', 'star')).toBe(2);
    expect(distance('', 'elf')).toBe(3);
  });

  it('offers the id for a mistyped id or name, and the alias for a mistyped alias', () => {
    expect(suggestGame('harfp', games)).toBe('harfe');
    expect(suggestGame('Die Harfee', games)).toBe('harfe');
    expect(suggestGame('harq', games)).toBe('harp');
    expect(suggestGame('tuck-undr', games)).toBe('tuck-under');
    expect(suggestGame('Fürst Bismark', games)).toBe('fuerst-bismarck');
    expect(suggestGame('napolen', games)).toBe('napoleon');
  });

  it('offers the only game that starts with what was typed', () => {
    expect(suggestGame('staffel', games)).toBe('staffelpatience');
    expect(suggestGame('halber', games)).toBe('halber-mond');
  });

  it('offers nothing when nothing is close', () => {
    expect(suggestGame('skat', games)).toBeUndefined();
    expect(suggestGame('poker', games)).toBeUndefined();
    expect(suggestGame('', games)).toBeUndefined();
  });
});
