import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {build} from 'esbuild';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {freshHome, movesShown, onDisk, report, sleep, stopServer, Terminal} from './storage-terminal.js';

const open: Terminal[] = [];
afterEach(() => {
  for (const terminal of open.splice(0)) terminal.close();
});
afterAll(stopServer);

function start(args: string[], home: string): Terminal {
  const terminal = new Terminal(args, {home});
  open.push(terminal);
  return terminal;
}

const saved = (home: string, game: string) => JSON.parse(readFileSync(join(home, 'saves', `${game}.json`), 'utf8')) as {index: number};
const stats = (home: string) =>
  JSON.parse(readFileSync(join(home, 'stats.json'), 'utf8')) as {games: Record<string, {played: number; won: number; lost: number}>};

async function play(terminal: Terminal, key: string, count: number): Promise<void> {
  const before = movesShown(terminal.screen()) ?? 0;
  for (let index = 0; index < count; index++) terminal.keys(key);
  await terminal.until((screen) => movesShown(screen) === before + count, `${count} more moves`);
}

describe('two windows on one config', () => {
  it('A plays 10 moves, B (started later) is refused that game and plays another; both quit; nothing is lost', async () => {
    const home = freshHome();
    const a = start(['staffelpatience', '--deal', '4711'], home);
    await a.until((screen) => screen.includes('deal 4711'), "A's first frame");
    await play(a, 'd', 10);

    const b = start(['staffelpatience'], home);
    const refused = await b.until((screen) => screen.includes('take it over? y/n'), "B's question");
    expect(refused).toMatch(/Staffelpatience .*open elsewhere/);
    expect(refused).toMatch(/Staffelpatience is open in another window since \d\d:\d\d – take it over\? y\/n/);
    b.keys('n');
    await sleep(200);
    expect(b.screen()).toContain('choose a game');
    b.keys('h', 'a', 'r', 'f', 'Enter');
    await b.until((screen) => screen.includes('Die Harfe'), 'B in Die Harfe');
    await play(b, 'd', 5);

    a.keys('q');
    await a.waitExit();
    b.keys('q');
    await b.waitExit();
    expect(saved(home, 'staffelpatience').index).toBe(10);
    expect(saved(home, 'harfe').index).toBe(5);
    report('two windows, one game', 1, 0);
  }, 30_000);

  it('the game is free again once A is gone: after A quits, or after A is killed', async () => {
    const home = freshHome();
    const a = start(['staffelpatience', '--deal', '4711'], home);
    await a.until((screen) => screen.includes('deal 4711'), "A's first frame");
    await play(a, 'd', 3);
    const b = start([], home);
    await b.until((screen) => screen.includes('take it over? y/n'), "B's question");
    b.keys('n');
    a.keys('q');
    await a.waitExit();
    b.keys('s', 't', 'a', 'f', 'Enter');
    await b.until((screen) => movesShown(screen) === 3, 'B resumes A’s game');
    await play(b, 'd', 2);
    await onDisk(home, 'staffelpatience', 5);

    // kill -9 leaves the lock behind; the next window sees its program is gone and takes over.
    process.kill(b.pid(), 'SIGKILL');
    await b.waitExit();
    expect(existsSync(join(home, 'saves', 'staffelpatience.lock'))).toBe(true);
    const c = start(['staffelpatience'], home);
    await c.until((screen) => movesShown(screen) === 5, 'C resumes after the kill');
    c.keys('q');
    await c.waitExit();
  }, 30_000);
});

describe('statistics from windows finishing deals at the same time', () => {
  it('counts every deal ended in two windows at once', async () => {
    const home = freshHome();
    const deals = 12;
    const windows = [start(['staffelpatience', '--deal', '1'], home), start(['harfe', '--deal', '1'], home)];
    for (const window of windows) await window.until((screen) => screen.includes('deal 1'), 'the first frame');
    // Each deal: one move, end it (counts as lost), a new deal.
    const bursts = windows.map(async (window) => {
      for (let deal = 0; deal < deals; deal++) {
        window.keys('d', 'e', 'y', 'n');
        await sleep(30);
      }
    });
    await Promise.all(bursts);
    for (const window of windows) {
      await sleep(300);
      window.keys('q');
      await window.waitExit();
    }
    const games = stats(home).games;
    const counted = (games.staffelpatience?.played ?? 0) + (games.harfe?.played ?? 0);
    report('statistics bursts in two windows', 2 * deals, 2 * deals - counted);
    expect({staffelpatience: games.staffelpatience?.played, harfe: games.harfe?.played}).toEqual({staffelpatience: deals, harfe: deals});
  }, 60_000);

  it('counts every result of four programs adding 100 results each as fast as they can', async () => {
    const home = freshHome();
    const script = join(home, 'burst.mjs');
    // The store itself, bundled for plain node: four real processes, one stats file.
    await build({
      stdin: {
        contents: `import {openStore} from ${JSON.stringify(new URL('../../source/storage/disk-store.ts', import.meta.url).pathname)};
          const [home, name, count] = process.argv.slice(2);
          const store = openStore(home);
          await store.connect();
          for (let index = 0; index < Number(count); index++) {
            store.countResult('harfe', name + '-' + index, {won: index % 2 === 0, moves: 10, elapsed: 1000});
            store.flush();
          }
          store.close();
          if (!store.status().ok) process.exit(3);`,
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: script,
      logLevel: 'silent',
      banner: {js: "import {createRequire as __cr} from 'node:module'; const require = __cr(import.meta.url);"},
    });
    const perProgram = 100;
    const codes = await Promise.all(
      ['a', 'b', 'c', 'd'].map(
        (name) =>
          new Promise<number | null>((resolve) => {
            spawn(process.execPath, [script, home, name, String(perProgram)], {stdio: 'inherit'}).on('exit', resolve);
          }),
      ),
    );
    expect(codes).toEqual([0, 0, 0, 0]);
    const harfe = stats(home).games.harfe;
    report('statistics: 4 programs × 100 results', 4 * perProgram, 4 * perProgram - harfe.played);
    expect(harfe).toMatchObject({played: 4 * perProgram, won: 2 * perProgram, lost: 2 * perProgram});
  }, 60_000);
});
