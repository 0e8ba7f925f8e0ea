import {describe, expect, it} from 'vitest';
import {code, fullPack, parseOrder} from '../../source/core/cards.js';
import {createRandom, isDealNumber, MAX_DEAL, shuffle} from '../../source/core/random.js';

describe('seeded deals', () => {
  it('has a pinned PRNG sequence (changing it would change every deal)', () => {
    const next = createRandom(1);
    expect([next(), next(), next()]).toEqual([2527132011, 314344336, 2535364964]);
  });

  it('shuffles every card exactly once, reproducibly', () => {
    const a = shuffle(fullPack(2), 4711);
    expect([...a].sort((x, y) => x - y)).toEqual(fullPack(2));
    expect(shuffle(fullPack(2), 4711)).toEqual(a);
    expect(shuffle(fullPack(2), 4712)).not.toEqual(a);
  });

  it('pins the first cards of several deal numbers', () => {
    const first = (deal: number) => shuffle(fullPack(1), deal).slice(0, 6).map(code).join(' ');
    expect(first(1)).toBe('9D 8H 5D KD AS 7C');
    expect(first(4711)).toBe('5C KC 9S 8S KD TD');
    expect(first(MAX_DEAL)).toBe('QS JH TS JD 2H TC');
    expect(new Set([1, 2, 3, 4, 5].map(first)).size).toBe(5);
  });

  it('accepts deal numbers 1 … 2³¹−1 only', () => {
    expect(isDealNumber(1)).toBe(true);
    expect(isDealNumber(MAX_DEAL)).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_DEAL + 1, Number.NaN, '7']) expect(isDealNumber(bad)).toBe(false);
  });
});

describe('card orders', () => {
  it('gives the second copy of a code the second deck', () => {
    const order = parseOrder([...fullPack(1).map(code), ...fullPack(1).map(code)], 2);
    expect(new Set(order).size).toBe(104);
  });

  it('refuses incomplete or duplicated orders with a reason', () => {
    const codes = fullPack(1).map(code);
    expect(() => parseOrder(codes.slice(1), 1)).toThrow(/all 52 cards/);
    expect(() => parseOrder([...codes.slice(1), codes[2]], 1)).toThrow(/more than once/);
    expect(() => parseOrder([...codes.slice(1), 'ZZ'], 1)).toThrow(/not a card code/);
  });
});
