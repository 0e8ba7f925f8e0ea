import {describe, expect, it} from 'vitest';
import {SharedSeen} from '../../source/solver/shared-seen.js';

describe('the table two threads share (SharedSeen)', () => {
  it('holds keys for every view of one buffer: what one thread adds, the other finds', () => {
    const buffer = SharedSeen.buffer(10_000);
    const [one, other] = [new SharedSeen(buffer, 5), new SharedSeen(buffer, 5)];
    const keys = Array.from({length: 5000}, (_, index) => Math.floor((index + 1) * 1_234_567.891 * 1_048_573) % 2 ** 53);
    for (const key of keys) expect(one.add(key)).toBe(true);
    for (const key of keys) {
      expect(other.has(key)).toBe(true);
      expect(other.add(key)).toBe(false);
    }
    expect(other.has(0)).toBe(false);
    expect(other.add(0)).toBe(true);
    expect(one.has(0)).toBe(true);
  });

  it("keeps questions apart: an earlier question's keys are nothing to a later one, and clear empties the table", () => {
    const buffer = SharedSeen.buffer(10_000);
    const earlier = new SharedSeen(buffer, 7);
    const later = new SharedSeen(buffer, 8);
    for (let key = 1; key <= 3000; key++) earlier.add(key * 2_654_435_761);
    for (let key = 1; key <= 3000; key++) expect(later.has(key * 2_654_435_761)).toBe(false);
    expect(earlier.has(2_654_435_761)).toBe(true);
    earlier.clear();
    expect(earlier.has(2_654_435_761)).toBe(false);
  });

  it('says a question is searched through only when both of its searches have finished, whatever an earlier question left', () => {
    const buffer = SharedSeen.buffer(100);
    // An earlier question's first search finished, and its second never did.
    expect(new SharedSeen(buffer, 3).finish()).toBe(false);
    const [one, other] = [new SharedSeen(buffer, 4), new SharedSeen(buffer, 4)];
    expect(one.finish()).toBe(false);
    expect(other.finish()).toBe(true);
    // A late search of question 3 overwrites the mark: question 5 starts afresh, then stays open rather than wrongly finished.
    const next = new SharedSeen(buffer, 5);
    expect(next.finish()).toBe(false);
    expect(new SharedSeen(buffer, 3).finish()).toBe(false);
    expect(new SharedSeen(buffer, 5).finish()).toBe(false);
  });

  it('takes no more keys than fit: a full table says a key is new rather than skip a position unsearched', () => {
    const buffer = SharedSeen.buffer(1);
    const table = new SharedSeen(buffer, 1);
    let stored = 0;
    for (let key = 1; key <= 20_000; key++) if (table.add(key * 7919) && table.has(key * 7919)) stored++;
    expect(stored).toBeLessThanOrEqual(4096);
    expect(table.add(123_456_789)).toBe(true);
  });
});
