import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {freshHome, stopServer, Terminal} from './terminal.js';

const open: Terminal[] = [];
afterEach(() => {
  for (const terminal of open.splice(0)) terminal.close();
});
afterAll(stopServer);

const title = (screen: string) => screen.split('\n')[0];

describe('the solver in the built CLI at 80×24', () => {
  it('h shows a winning move in words (asked of the worker thread), h again another; w shows the mark', async () => {
    const terminal = new Terminal(['grosse-patience', '--deal', '4'], {home: freshHome()});
    open.push(terminal);
    await terminal.until((text) => text.includes('deal 4'), 'the first frame');
    terminal.keys('h');
    const hinted = await terminal.until((text) => /Hint: .+ – leads to a win/.test(text), 'the hint');
    // Said in words, never more than 80 columns, on the message line under the table.
    expect(hinted.split('\n').every((line) => line.length <= 80)).toBe(true);
    expect(hinted).toMatch(/Hint: (.+ onto .+|.+ to .+|press .+)/);
    terminal.keys('h');
    await terminal.until((text) => /Or: |No other move can win/.test(text), 'the next alternative');
    terminal.keys('w');
    await terminal.until((text) => title(text).includes('✓ winnable'), 'the winnable mark');
    terminal.keys('q');
    await terminal.waitExit();
  });
});
