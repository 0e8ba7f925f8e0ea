import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {encodeMoves} from '../../source/core/move-codec.js';
import {toSave} from '../../source/core/saved-game.js';
import {playMove, startSession} from '../../source/core/session.js';
import {staffelpatience} from '../../source/games/staffelpatience.js';
import {CLI, freshHome, report, sleep, stopServer, Terminal} from './storage-terminal.js';

afterAll(stopServer);

const goodSave = () => {
  let session = startSession(staffelpatience, {deal: 4711});
  for (let index = 0; index < 3; index++) session = playMove(staffelpatience, session, {kind: 'action', name: 'deal'});
  return {...toSave(session), elapsed: 5000};
};
const goodStats = {played: 2, won: 1, lost: 1, streak: 0, bestStreak: 1, bestTime: 60_000, fewestMoves: 80, recent: [1, 0]};

const write = (home: string, path: string, value: unknown) => {
  mkdirSync(join(home, path, '..'), {recursive: true});
  writeFileSync(join(home, path), typeof value === 'string' ? value : JSON.stringify(value));
};
const read = (home: string, path: string) => JSON.parse(readFileSync(join(home, path), 'utf8'));
const backups = (home: string) => (existsSync(join(home, 'backups')) ? readdirSync(join(home, 'backups')) : []);

type Case = {
  readonly name: string;
  readonly files: (home: string) => void;
  /** Start with a game (else the picker, and Enter opens the first game). */
  readonly args: string[];
  /** The notice the player sees at start. */
  readonly notice: RegExp;
  readonly after: (home: string) => void;
};

const staffelLost = (home: string) =>
  expect(read(home, 'stats.json').games.staffelpatience).toMatchObject({lost: expect.any(Number), recent: expect.any(Array)});

const cases: Case[] = [
  {
    name: 'config.json with "lastGame": 42',
    files: (home) => write(home, 'config.json', {lastGame: 42, settings: {lang: 'en'}, stats: {harfe: goodStats}}),
    args: [],
    notice: /Unreadable setting "last game": copy in backups\/, the rest is loaded/,
    after(home) {
      expect(read(home, 'settings.json')).toEqual({version: 1, lang: 'en', lastGame: 'staffelpatience'});
      expect(read(home, 'stats.json').games.harfe).toEqual(goodStats);
      expect(read(home, join('backups', backups(home)[0])).lastGame).toBe(42);
    },
  },
  {
    name: 'settings.json with "lastGame": 42',
    files: (home) => write(home, 'settings.json', {version: 1, lastGame: 42, theme: 'compact'}),
    args: [],
    notice: /Unreadable setting "last game"/,
    after(home) {
      expect(read(home, 'settings.json')).toMatchObject({theme: 'compact', lastGame: 'staffelpatience'});
      expect(backups(home).filter((name) => name.startsWith('settings.'))).toHaveLength(1);
    },
  },
  {
    name: 'a statistics entry without recent',
    files: (home) => write(home, 'stats.json', {version: 1, games: {staffelpatience: {played: 2, won: 1, lost: 1, streak: 0, bestStreak: 1}}, counted: {}}),
    args: ['staffelpatience'],
    notice: /Unreadable Staffelpatience statistics \(recent results\): copy in backups\//,
    after(home) {
      expect(read(home, 'stats.json').games.staffelpatience).toMatchObject({played: 3, won: 1, lost: 2, recent: [0]});
    },
  },
  {
    name: 'an old config.json whose statistics entry has no recent',
    files: (home) => write(home, 'config.json', {stats: {staffelpatience: {played: 1, won: 0, lost: 1, streak: 0, bestStreak: 0}}}),
    args: ['staffelpatience'],
    notice: /Unreadable Staffelpatience statistics \(recent results\)/,
    after: (home) => expect(read(home, 'stats.json').games.staffelpatience).toMatchObject({played: 2, lost: 2}),
  },
  {
    name: 'stats.json that is not JSON',
    files: (home) => write(home, 'stats.json', '{"games": {'),
    args: ['staffelpatience'],
    notice: /Unreadable stats.json: moved to backups\/, starting without it/,
    after: (home) => expect(read(home, 'stats.json').games.staffelpatience).toMatchObject({played: 1}),
  },
  {
    name: 'a save from a newer format version',
    files: (home) => write(home, 'saves/staffelpatience.json', {...goodSave(), version: 3, future: true}),
    args: ['staffelpatience'],
    notice: /Saved game is from a newer patience: left as it is – this deal is not saved/,
    after: (home) => expect(read(home, 'saves/staffelpatience.json')).toEqual({...goodSave(), version: 3, future: true}),
  },
  {
    name: 'a save of another (unknown) game',
    files: (home) => write(home, 'saves/staffelpatience.json', {...goodSave(), game: 'solitaire-x'}),
    args: ['staffelpatience'],
    notice: /Saved game unusable \(another game’s save\): moved to backups\/ – new deal/,
    after: (home) => expect(read(home, join('backups', backups(home)[0])).game).toBe('solitaire-x'),
  },
  {
    name: 'a save with an illegal move',
    files: (home) =>
      write(home, 'saves/staffelpatience.json', {
        ...goodSave(),
        moves: encodeMoves([
          {kind: 'action', name: 'deal'},
          {kind: 'move', from: 'pile1', to: 'pile1', count: 1},
        ]),
        index: 2,
      }),
    args: ['staffelpatience'],
    notice: /Saved game unusable \(move 2 not allowed\): moved to backups\//,
    after: (home) => expect(backups(home)).toHaveLength(1),
  },
  {
    name: 'a save with a bad card order',
    files: (home) => write(home, 'saves/staffelpatience.json', {version: 2, game: 'staffelpatience', order: ['AS', 'AS', 'KD'], moves: '', index: 0}),
    args: ['staffelpatience'],
    notice: /Saved game unusable \(bad card order\): moved to backups\//,
    after: (home) => expect(backups(home)).toHaveLength(1),
  },
  {
    name: 'a save whose file is not JSON',
    files: (home) => write(home, 'saves/staffelpatience.json', '{"version": 2, "moves": "deal|0,'),
    args: ['staffelpatience'],
    notice: /Saved game unusable \(damaged file\): moved to backups\//,
    after: (home) => expect(readFileSync(join(home, 'backups', backups(home)[0]), 'utf8')).toContain('deal|0,'),
  },
  ...[
    ['NaN', '"NaN"'],
    ['1e300', '1e300'],
    ['null', 'null'],
  ].map(([label, value]): Case => ({
    name: `a save with elapsed ${label}`,
    files: (home) => write(home, 'saves/staffelpatience.json', JSON.stringify(goodSave()).replace('"elapsed":5000', `"elapsed":${value}`)),
    args: ['staffelpatience'],
    notice: /its clock was unreadable, restarts at 00:00/,
    after: (home) => expect(read(home, 'stats.json').games.staffelpatience.played).toBe(1),
  })),
];

/** Starts with the bad file, checks the notice, plays a move, ends the deal, looks at the statistics, quits. */
async function run(entry: Case): Promise<string | undefined> {
  const home = freshHome();
  entry.files(home);
  const terminal = new Terminal(entry.args, {home});
  try {
    const first = await terminal.until((screen) => entry.notice.test(screen.replaceAll('\n', ' ')), `the notice ${entry.notice}`);
    if (/moves|[0-9]+:[0-9]+:/.test(first) && /NaN|e\+/.test(first)) return `${entry.name}: the clock shows ${first}`;
    if (entry.args.length === 0) {
      terminal.keys('Enter');
      await terminal.until((screen) => screen.includes('Staffelpatience ·'), 'the game');
    }
    terminal.keys('d');
    await terminal.until((screen) => /moves [1-9]/.test(screen), 'a move');
    terminal.keys('e', 'y');
    await terminal.until((screen) => screen.includes('Lost: '), 'the end of the deal');
    terminal.keys('S');
    await terminal.until((screen) => screen.includes('Statistics') && /Staffelpatience\s+\d/.test(screen), 'the statistics');
    terminal.keys('x', 'q');
    await terminal.waitExit();
    if (terminal.exitStatus() !== 0) return `${entry.name}: exit status ${terminal.exitStatus()}`;
    staffelLost(home);
    entry.after(home);
    return undefined;
  } catch (error) {
    return `${entry.name}: ${(error as Error).message}`;
  } finally {
    terminal.close();
  }
}

describe('the bad-file matrix: each bad part is set aside, with a notice; the program plays and counts on', () => {
  it('starts, plays a move, ends a deal and keeps the bad part aside, for every case', async () => {
    const failures: string[] = [];
    const queue = [...cases];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const failure = await run(entry);
        if (failure) failures.push(failure);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    report('bad-file matrix', cases.length, failures.length);
    expect(failures).toEqual([]);
  }, 120_000);

  it('--stats prints what it can read of bad statistics, never a stack trace', async () => {
    const home = freshHome();
    write(home, 'stats.json', {version: 1, games: {harfe: goodStats, stern: {played: 'x'}, reihe: {played: 1, won: 1, lost: 0, streak: 1, bestStreak: 1}}});
    const result = spawnSync(process.execPath, [CLI, '--stats'], {encoding: 'utf8', env: {...process.env, PATIENCE_HOME: home, LANG: 'en_US.UTF-8'}});
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Die Harfe\s+2\s+1\s+1/);
    expect(result.stdout).toMatch(/Die Reihe\s+1\s+1\s+0/);
    expect(result.stderr).toBe('patience: Unreadable Der Stern statistics, Die Reihe statistics (recent results): copy in backups/, the rest is loaded\n');
    expect(result.stderr).not.toMatch(/at |\.js:/);
    await sleep(0);
  });
});
