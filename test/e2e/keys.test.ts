import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {freshHome, stopServer, Terminal} from './terminal.js';

const open: Terminal[] = [];
afterEach(() => {
  for (const terminal of open.splice(0)) terminal.close();
});
afterAll(stopServer);

function start(args: string[], home = freshHome()): Terminal {
  const terminal = new Terminal(args, {home});
  open.push(terminal);
  return terminal;
}

const title = (screen: string) => screen.split('\n')[0];
/** How many moves the game's save holds as played. */
const savedMoves = (home: string) => JSON.parse(readFileSync(join(home, 'saves', 'staffelpatience.json'), 'utf8')).index;

/** Resolves as soon as the save holds `moves` moves; fails if it does not within `timeout` ms. */
async function untilSaved(home: string, moves: number, timeout = 2000): Promise<void> {
  const start = Date.now();
  for (;;) {
    let held: unknown;
    try {
      held = savedMoves(home);
    } catch {}
    if (held === moves) return;
    if (Date.now() - start > timeout) throw new Error(`the save did not hold ${moves} moves within ${timeout} ms (it held ${String(held)})`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('keys in the built CLI at 80×24', () => {
  it('answers keys typed before the first frame', async () => {
    const terminal = start(['staffelpatience', '--deal', '4711']);
    terminal.keys('Right', 'Right', 'd');
    const screen = await terminal.until((text) => title(text).includes('moves 1'), 'the keys typed during start');
    expect(title(screen)).toContain('pile 3');
    terminal.keys('q');
    await terminal.waitExit();
  });

  it('a move answered before conf and Ink have loaded is on disk at once (kill -9 right after it)', async () => {
    const home = freshHome();
    const terminal = start(['staffelpatience', '--deal', '4711'], home);
    terminal.keys('d');
    await terminal.until((text) => title(text).includes('moves 1'), 'the first move');
    // Written after its frame, during play: nothing is left for the exit to do, which kill -9 never reaches.
    await untilSaved(home, 1);
    terminal.signal('SIGKILL');
    await terminal.waitExit();
    expect(savedMoves(home)).toBe(1);
  });

  it('Escape u: the held card goes back and the move is undone (issue 11, bug 2)', async () => {
    const terminal = start(['staffelpatience', '--deal', '4711']);
    await terminal.until((text) => text.includes('deal 4711'), 'the first frame');
    terminal.keys('d');
    await terminal.until((text) => title(text).includes('moves 1'), 'a move');
    // 6♥ on pile 4 can go onto 7♣: it can be held.
    terminal.keys('Right', 'Right', 'Right', 'Space');
    await terminal.until((text) => text.includes('Esc put back'), 'a card held');
    // One write, as `tmux send-keys Escape u` or a slow link delivers it.
    terminal.type('\u001Bu');
    const screen = await terminal.until((text) => title(text).includes('moves 0'), 'the undo');
    expect(screen).not.toContain('Esc put back');
    terminal.keys('Space');
    await terminal.until((text) => text.includes('Esc put back'), 'a card held again');
    terminal.type('\u001B\u001B[C');
    const moved = await terminal.until((text) => title(text).includes('pile 5'), 'the focus moving');
    expect(moved).not.toContain('Esc put back');
    terminal.keys('q');
    await terminal.waitExit();
  });

  it('Esc and q close the help and the rules and stay in the game (issue 11, bug 1)', async () => {
    const terminal = start(['staffelpatience', '--deal', '4711']);
    await terminal.until((text) => text.includes('deal 4711'), 'the first frame');
    terminal.keys('?');
    await terminal.until((text) => text.includes('Any key closes the help'), 'the help');
    terminal.keys('Escape');
    await terminal.until((text) => !text.includes('Any key closes the help') && text.includes('7♣'), 'the table again');
    terminal.keys('?', '?');
    await terminal.until((text) => text.includes('— rules'), 'the rules');
    terminal.keys('q');
    await terminal.until((text) => !text.includes('— rules') && text.includes('7♣'), 'the table after q');
    expect(terminal.exited()).toBe(false);
    terminal.keys('q');
    await terminal.waitExit();
  });

  it('survives Ctrl+F1…F4 and other modified keys; Ctrl-C in a burst quits and keeps the moves (issue 9)', async () => {
    const home = freshHome();
    const terminal = start(['staffelpatience', '--deal', '4711'], home);
    await terminal.until((text) => text.includes('deal 4711'), 'the first frame');
    terminal.type('\u001B[1;5P\u001B[1;5Q\u001B[1;5R\u001B[1;5S\u001B[1;7Q\u001B[1;6Q\u001B[1;7P');
    terminal.keys('d');
    await terminal.until((text) => title(text).includes('moves 1'), 'a move after the function keys');
    terminal.type('lhlhdd\u0003lhd');
    await terminal.waitExit();
    expect(savedMoves(home)).toBe(3);
  });
});
