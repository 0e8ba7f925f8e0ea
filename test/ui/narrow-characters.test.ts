import stringWidth from 'string-width';
import {describe, expect, it} from 'vitest';
// @ts-expect-error: the build script is plain JavaScript without declarations.
import {PATCHES} from '../../esbuild.config.mjs';

// The build widens string-width's fast path (one cell per character) to the characters the table
// uses; each of them must be one cell to string-width itself, or Ink would lay the frame out wrongly.
const patch = (PATCHES as ReadonlyArray<{to: string}>).find((each) => each.to.includes('ambiguousIsNarrow'));

describe("the build's fast path for string-width", () => {
  it('covers only characters string-width counts as one cell', () => {
    const found = /ambiguousIsNarrow && \/\^\[(.+?)\]\*\$\//.exec(patch?.to ?? '');
    expect(found).not.toBeNull();
    const narrow = new RegExp(`^[${found![1]}]$`, 'u');
    let checked = 0;
    for (let code = 0x20; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      if (!narrow.test(char)) continue;
      checked++;
      expect(stringWidth(char), `U+${code.toString(16)}`).toBe(1);
    }
    expect(checked).toBeGreaterThan(300);
    for (const char of '♣♠♥♦╭─╮│╰╯╌╎▒█▁·…←→↑↓äöüßÄÖÜ„“”') expect(narrow.test(char), char).toBe(true);
  });
});
