import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {freshHome, stopServer, Terminal} from './terminal.js';

const open: Terminal[] = [];
afterEach(() => {
  for (const terminal of open.splice(0)) terminal.close();
});
afterAll(stopServer);

function start(args: string[], home: string): Terminal {
  const terminal = new Terminal(args, {home, cols: 80, rows: 24});
  open.push(terminal);
  return terminal;
}

const titleLine = (screen: string) => screen.split('\n')[0];

describe('variants in the built CLI at 80×24', () => {
  it('picks a variant on the picker’s rules line and plays it, named in the title line', async () => {
    const home = freshHome();
    const terminal = start([], home);
    await terminal.until((screen) => screen.includes('choose a game'), 'the picker');
    terminal.type('stern');
    await terminal.until((screen) => /^›.*Der Stern/m.test(screen) && screen.includes('Rules: standard rules'), 'Der Stern chosen');
    terminal.keys('Right');
    const line = await terminal.until(
      (screen) => screen.includes('[ ] advised corners') && screen.includes('advised corners: A card may go'),
      'the rules line',
    );
    for (const text of line.split('\n')) expect([...text].length).toBeLessThanOrEqual(80);
    terminal.keys('Space');
    await terminal.until((screen) => screen.includes('[x] advised corners'), 'the switch on');
    terminal.keys('Enter');
    // At 80 columns the deal number gives way to the variant's name and the focused pile (issue 20).
    const game = await terminal.until((screen) => titleLine(screen).startsWith('Der Stern · advised corners'), 'the game');
    expect(titleLine(game)).toMatch(/^Der Stern · advised corners\s+moves 0/);
    terminal.keys('q');
    await terminal.waitExit();
    const settings = JSON.parse(readFileSync(join(home, 'settings.json'), 'utf8')) as {variants?: Record<string, string[]>};
    expect(settings.variants).toEqual({stern: ['advised-corners']});
  });

  it('plays the variant given with --variant, and remembers it for the picker', async () => {
    const home = freshHome();
    const terminal = start(['stern', '--variant', 'corner-once', '--deal', '12'], home);
    const game = await terminal.until((screen) => titleLine(screen).startsWith('Der Stern · each corner once'), 'the game');
    expect(titleLine(game)).toMatch(/^Der Stern · each corner once\s/);
    terminal.keys('Escape');
    const picker = await terminal.until((screen) => screen.includes('choose a game'), 'the picker');
    expect(picker).toMatch(/^›.*Der Stern.*\n\s+Rules: each corner once\s+→ change/m);
    terminal.keys('q');
    await terminal.waitExit();
  });
});
