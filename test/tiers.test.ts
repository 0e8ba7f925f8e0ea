import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {FAST_FOLDERS, NEEDS_BUILD} from '../vitest.config.js';

/**
 * `npm run test:fast` does not build, so none of its files may run dist/ (it could be
 * missing or stale), tmux or the end-to-end, reliability and packaging harnesses; the
 * files kept out for needing the build still do.
 */

const ROOT = new URL('..', import.meta.url).pathname;
const RUNS_THE_PROGRAM = /dist\/|tmux|\/(e2e|reliability|packaging)\//;

function testFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), {withFileTypes: true}).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the fast tier', () => {
  // Besides this file (FAST_FILES), which names what it looks for.
  const fast = FAST_FOLDERS.flatMap(testFiles).filter((path) => !NEEDS_BUILD.includes(path));

  it('runs no built program, terminal or harness', () => {
    expect(fast.length).toBeGreaterThan(50);
    for (const path of fast) expect(readFileSync(join(ROOT, path), 'utf8'), path).not.toMatch(RUNS_THE_PROGRAM);
  });

  it('leaves out only files that run the built program', () => {
    for (const path of NEEDS_BUILD) {
      expect(existsSync(join(ROOT, path)), path).toBe(true);
      expect(readFileSync(join(ROOT, path), 'utf8'), path).toMatch(/dist\//);
    }
  });
});
