import {execFileSync, spawnSync} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {movesWhilePlaying} from '../../source/core/engine.js';
import {toSave} from '../../source/core/saved-game.js';
import {current, playMove, startSession} from '../../source/core/session.js';
import {staffelpatience} from '../../source/games/staffelpatience.js';
import {COOKED, rawFlags, Tally} from './harness.js';
import {canUnshare, CLI, freshHome, movesShown, type Options, sleep, stopServer, Terminal} from './storage-terminal.js';

/**
 * The second round of "a game is never lost": a nearly full disk, locks of other hosts and
 * frozen windows, signals that would open the inspector, hostile file sizes, kill -9 at the
 * end-of-game frame, Ctrl-Z without job control, and messages that must name the real file.
 * Each scenario runs PATIENCE_RELIABILITY_TRIES times (default 1 or 3); the table is printed.
 */
const tally = new Tally();
const open: Terminal[] = [];
afterEach(() => {
  for (const terminal of open.splice(0)) terminal.close();
});
afterAll(() => {
  tally.print('storage and sessions, round 2');
  stopServer();
});

/** What raw mode turns off (output processing stays on, for Ink). */
const RAW = COOKED.filter((flag) => flag !== 'opost');
const mounts = process.env.STORAGE_NO_MOUNTS === undefined && canUnshare();
const GAME = 'staffelpatience';

function start(args: string[], options: Options): Terminal {
  const terminal = new Terminal(args, options);
  open.push(terminal);
  return terminal;
}

/** A valid save of `count` random legal moves of deal 4711 (about 5 bytes a move). */
function longSave(count: number): string {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let session = startSession(staffelpatience, {deal: 4711});
  for (let made = 0; made < count; made++) {
    // Mostly moves between piles, so the game stays open (turning the stock for ever stalls it).
    const all = movesWhilePlaying(staffelpatience, current(session));
    const between = all.filter((move) => move.kind !== 'action');
    const legal = between.length > 0 && random() < 0.9 ? between : all;
    if (legal.length === 0) break;
    session = playMove(staffelpatience, session, legal[Math.floor(random() * legal.length)]);
  }
  return JSON.stringify({...toSave(session), elapsed: 1000});
}

function homeWith(save: string): string {
  const home = freshHome();
  mkdirSync(join(home, 'saves'));
  writeFileSync(join(home, 'saves', `${GAME}.json`), save);
  return home;
}

const temporaries = (folder: string) => readdirSync(folder).filter((name) => name.includes('.tmp-'));

/** Plays `d` (turn the stock), or `u` (undo), until the move counter has changed by one. */
async function oneMove(terminal: Terminal, key: 'd' | 'u' = 'd'): Promise<string> {
  let screen = await terminal.until((text) => movesShown(text) !== undefined, 'the game');
  // A long random save can stand where nothing useful is left: the offer to end is declined.
  if (screen.includes('end the game? (y/n)')) {
    terminal.keys('n');
    screen = await terminal.until((text) => !text.includes('end the game? (y/n)'), 'the offer declined');
  }
  const before = movesShown(screen)!;
  terminal.keys(key);
  return terminal.until((screen) => movesShown(screen) === before + (key === 'd' ? 1 : -1), key === 'd' ? 'a move' : 'an undo');
}

describe('a nearly full disk never replaces a good save with a cut one', () => {
  const save = longSave(1000);

  it('under `ulimit -f 4`: the save stays byte for byte, the status line says why, no exit 153, no temporary files', async () => {
    // `ulimit -f 4` is 4 KiB in bash, 2 KiB in dash (512-byte blocks): less than the save either way.
    expect(save.length).toBeGreaterThan(5000);
    await tally.run('nearly full disk: ulimit -f 4, 5.3 KB save', 3, async () => {
      const home = homeWith(save);
      const terminal = start([GAME], {home, setup: 'ulimit -f 4'});
      await oneMove(terminal, 'u');
      await terminal.until((screen) => /Cannot save: .*staffelpatience\.json is over the file size limit/.test(screen), 'the message');
      await oneMove(terminal, 'u');
      await sleep(200);
      expect(readFileSync(join(home, 'saves', `${GAME}.json`), 'utf8')).toBe(save);
      expect(temporaries(join(home, 'saves'))).toEqual([]);
      terminal.keys('q');
      await terminal.waitExit();
      expect(terminal.exitStatus()).not.toBe(153);
      expect(readFileSync(join(home, 'saves', `${GAME}.json`), 'utf8')).toBe(save);
      expect(temporaries(join(home, 'saves'))).toEqual([]);
    });
  }, 120_000);

  it.runIf(mounts)(
    'on a file system with less room than the save: the save stays whole, saving failed is said',
    async () => {
      await tally.run('nearly full disk: tmpfs with 4 KiB left, 5.3 KB save', 3, async () => {
        const source = homeWith(save);
        const home = freshHome();
        // The tmpfs exists only in the program's namespace: the test reads it through /proc/<pid>/root.
        // 12 KiB free: a page each for the lock and settings.json, one for the save's first 4 KiB.
        const setup = `mount -t tmpfs -o size=64k tmpfs ${home} && cp -r ${source}/saves ${home}/ && (cat /dev/zero > ${home}/fill 2>/dev/null; truncate -s -12288 ${home}/fill)`;
        const terminal = start([GAME], {home, unshare: true, setup});
        // Should the first failing write be at start (settings.json), the start says it.
        const full = (screen: string) => screen.includes('Cannot save: the disk is full');
        const saidAtStart = await terminal.until(full, 'the message at start', 1500).then(
          () => true,
          () => false,
        );
        await oneMove(terminal, 'u');
        if (!saidAtStart) await terminal.until(full, 'the message');
        await sleep(200);
        const inside = join(`/proc/${terminal.pid()}/root`, home, 'saves');
        expect(readFileSync(join(inside, `${GAME}.json`), 'utf8')).toBe(save);
        expect(temporaries(inside)).toEqual([]);
        terminal.keys('q');
        await terminal.waitExit();
        expect(terminal.exitStatus()).toBe(0);
      });
    },
    120_000,
  );
});

function lockFile(home: string, owner: Record<string, unknown>, ageMs: number): string {
  mkdirSync(join(home, 'saves'), {recursive: true});
  const path = join(home, 'saves', `${GAME}.lock`);
  writeFileSync(path, JSON.stringify(owner));
  const when = (Date.now() - ageMs) / 1000;
  utimesSync(path, when, when);
  return path;
}

describe('a lock nobody can be shown to hold is taken over', () => {
  const save = longSave(30);
  const since = Date.now() - 3600_000;

  it('another host, lock older than the bound (5 min): the game resumes at once', async () => {
    await tally.run('lock of another host, 10 min old', 2, async () => {
      const home = homeWith(save);
      lockFile(home, {pid: 1, host: 'box-3f2a', since}, 10 * 60_000);
      const terminal = start([GAME], {home});
      await terminal.until((screen) => movesShown(screen) === 30, 'the saved game');
    });
  }, 60_000);

  it('another host, fresh lock: the player is asked, and y takes it over', async () => {
    await tally.run('lock of another host, fresh: y/n question', 2, async () => {
      const home = homeWith(save);
      lockFile(home, {pid: 1, host: 'box-3f2a', since}, 0);
      const terminal = start([GAME], {home});
      const time = new Date(since).toTimeString().slice(0, 5);
      await terminal.until((screen) => screen.includes(`Staffelpatience looks open on box-3f2a since ${time} – take it over? y/n`), 'the question');
      terminal.keys('y');
      await terminal.until((screen) => movesShown(screen) === 30, 'the saved game');
      await oneMove(terminal);
      await sleep(300);
      expect(JSON.parse(readFileSync(join(home, 'saves', `${GAME}.lock`), 'utf8')).pid).toBe(terminal.pid());
    });
  }, 60_000);

  it('n leaves the game to the other window', async () => {
    const home = homeWith(save);
    lockFile(home, {pid: 1, host: 'box-3f2a'}, 0);
    const terminal = start([GAME], {home});
    await terminal.until((screen) => screen.includes('take it over? y/n'), 'the question');
    terminal.keys('n');
    await terminal.until((screen) => screen.includes('Staffelpatience stays with the other window'), 'the answer');
    expect(readFileSync(join(home, 'saves', `${GAME}.json`), 'utf8')).toBe(save);
  }, 30_000);

  it('a lock that is a dangling symbolic link: the game resumes at once', async () => {
    await tally.run('lock is a dangling symlink', 2, async () => {
      const home = homeWith(save);
      symlinkSync(join(home, 'nowhere'), join(home, 'saves', `${GAME}.lock`));
      const terminal = start([GAME], {home});
      await terminal.until((screen) => movesShown(screen) === 30, 'the saved game');
    });
  }, 60_000);
});

describe('a frozen window', () => {
  it('is taken over after confirmation; when it wakes it says so and never overwrites the newer save', async () => {
    await tally.run('frozen window (SIGSTOP) taken over', 2, async () => {
      const home = freshHome();
      const first = start([GAME, '--deal', '4711'], {home});
      await oneMove(first);
      await oneMove(first);
      process.kill(first.pid(), 'SIGSTOP');
      try {
        const second = start([GAME], {home});
        await second.until((screen) => screen.includes('Staffelpatience is open in another window since'), 'the question');
        await sleep(1200);
        second.keys('y');
        const resumed = await second.until((screen) => movesShown(screen) === 2, 'the game taken over');
        // The clock counts time on screen: not the time the question waited.
        expect(resumed).toMatch(/· 00:0[0-2] ·/);
        for (let index = 0; index < 3; index++) await oneMove(second);
        await sleep(300);
      } finally {
        process.kill(first.pid(), 'SIGCONT');
      }
      first.keys('d');
      await first.until((screen) => screen.includes('Staffelpatience was taken over in another window'), 'the first window told');
      await sleep(300);
      expect(JSON.parse(readFileSync(join(home, 'saves', `${GAME}.json`), 'utf8')).index).toBe(5);
    });
  }, 90_000);
});

describe('signals never open the inspector', () => {
  it('SIGUSR1 and SIGUSR2: nothing listens on 9229 and the screen stays the game', async () => {
    await tally.run('SIGUSR1 / SIGUSR2', 2, async () => {
      const terminal = start([GAME, '--deal', '4711'], {home: freshHome()});
      const before = await oneMove(terminal);
      process.kill(terminal.pid(), 'SIGUSR1');
      process.kill(terminal.pid(), 'SIGUSR2');
      await sleep(500);
      expect(terminal.exited()).toBe(false);
      expect(listening(9229)).toBe(false);
      const after = terminal.screen();
      expect(after).not.toMatch(/Debugger|inspector|ws:\/\//);
      expect(after).toBe(before);
      await oneMove(terminal);
    });
  }, 60_000);
});

/** Whether anything listens on the TCP port (from /proc/net/tcp*, no tools needed). */
function listening(port: number): boolean {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')} `;
  return ['/proc/net/tcp', '/proc/net/tcp6'].some(
    (file) =>
      existsSync(file) &&
      readFileSync(file, 'utf8')
        .split('\n')
        .some((line) => line.includes(hex) && / 0A /.test(line)),
  );
}

describe('hostile sizes are set aside unread', () => {
  for (const file of ['saves/staffelpatience.json', 'stats.json']) {
    it(`a 100 MB ${file}: set aside at once, the program starts as usual`, async () => {
      await tally.run(`100 MB ${file}`, 1, async () => {
        const home = freshHome();
        mkdirSync(join(home, 'saves'));
        execFileSync('sh', ['-c', `printf '{"a":"' > ${join(home, file)} && head -c 100000000 /dev/zero | tr '\\0' x >> ${join(home, file)}`]);
        const started = Date.now();
        const terminal = start([GAME], {home});
        const screen = await terminal.until((text) => movesShown(text) !== undefined && /aside|backups/.test(text), 'the game and the notice');
        expect(Date.now() - started).toBeLessThan(5000);
        expect(screen).toMatch(/backups/);
        expect(existsSync(join(home, file))).toBe(false);
        expect(readdirSync(join(home, 'backups')).length).toBe(1);
      });
    }, 60_000);
  }
});

describe('the end of a game is on disk before it is shown', () => {
  it('kill -9 the moment the end frame shows: the loss is counted', async () => {
    await tally.run('kill -9 at the end-of-game frame', 5, async () => {
      const home = freshHome();
      const terminal = start([GAME, '--deal', '4711'], {home});
      await oneMove(terminal);
      terminal.keys('e');
      await terminal.until((screen) => screen.includes('counts as lost'), 'the question');
      terminal.keys('y');
      await terminal.until((screen) => screen.includes('Lost: '), 'the end frame', 8000);
      process.kill(terminal.pid(), 'SIGKILL');
      const stats = JSON.parse(readFileSync(join(home, 'stats.json'), 'utf8')) as {games: Record<string, {lost: number}>};
      expect(stats.games[GAME].lost).toBe(1);
    });
  }, 90_000);
});

describe('Ctrl-Z without job control', () => {
  it('says so on the status line and keeps the terminal raw', async () => {
    await tally.run('Ctrl-Z without job control', 2, async () => {
      // Started by tmux without a shell, the program leads its own session: no job control,
      // as under `ssh -t host patience`.
      const terminal = start([GAME, '--deal', '4711'], {home: freshHome()});
      await oneMove(terminal);
      terminal.keys('C-z');
      await terminal.until((screen) => screen.includes('Ctrl-Z does nothing here (no job control)'), 'the message');
      const tty = terminal.tty();
      for (let check = 0; check < 5; check++) {
        expect(rawFlags(execFileSync('stty', ['-a', '-F', tty], {encoding: 'utf8'}))).toEqual(expect.arrayContaining(RAW));
        await sleep(20);
      }
      await oneMove(terminal);
      expect(terminal.exited()).toBe(false);
    });
  }, 60_000);
});

/** Root reads anything: the permission cases run the program as nobody. */
const asUser = process.getuid?.() === 0 ? {uid: 65534} : {};

describe('messages name the real file and the real problem, in one line', () => {
  it('an unreadable saves folder is said to be unreadable, not a damaged save', async () => {
    await tally.run('unreadable saves/ folder', 1, async () => {
      const home = homeWith(longSave(10));
      chmodSync(home, 0o777);
      chmodSync(join(home, 'saves'), 0o000);
      const terminal = start([GAME], {home, ...asUser});
      const screen = await terminal.until((text) => movesShown(text) !== undefined, 'the game');
      const line = screen.split('\n').find((text) => text.includes('Cannot read'));
      expect(line).toMatch(/Cannot read .*saves \(EACCES\) – left as it is, this deal is not saved/);
      expect(line!.length).toBeLessThanOrEqual(80);
      expect(screen).not.toMatch(/damaged|backups/);
    });
  }, 30_000);

  it('an unreadable settings.json does not make the game look unsaved', async () => {
    await tally.run('unreadable settings.json', 1, async () => {
      const home = freshHome();
      chmodSync(home, 0o777);
      writeFileSync(join(home, 'settings.json'), '{"version":1}');
      chmodSync(join(home, 'settings.json'), 0o000);
      const terminal = start([GAME, '--deal', '4711'], {home, ...asUser});
      // Said at start, when the game opened is to be remembered there.
      const screen = await terminal.until((text) => text.includes('settings.json'), 'the message');
      expect(screen).toContain('settings.json not written: it cannot be read, so it is left as it is');
      expect(screen).not.toMatch(/Not saved|Cannot save/);
      await oneMove(terminal);
      await sleep(300);
      expect(JSON.parse(readFileSync(join(home, 'saves', `${GAME}.json`), 'utf8')).index).toBe(1);
    });
  }, 30_000);

  it('a 100 KB argument is not echoed whole', () => {
    const result = spawnSync(process.execPath, [CLI, 'x'.repeat(100_000)], {encoding: 'utf8', env: {...process.env, PATIENCE_HOME: freshHome()}});
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr.length).toBeLessThan(200);
    expect(result.stderr).toContain('(100000 characters)');
  });
});
