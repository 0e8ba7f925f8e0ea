import {chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {toSave} from '../../source/core/saved-game.js';
import {playMove, startSession} from '../../source/core/session.js';
import {staffelpatience} from '../../source/games/staffelpatience.js';
import {canUnshare, freshHome, movesShown, type Options, report, sleep, stopServer, Terminal} from './storage-terminal.js';

afterAll(stopServer);

/**
 * Storage that cannot be written, made for real: root ignores permissions, so
 * read-only and full file systems are mounts inside a private mount namespace
 * (`unshare -m`: they vanish with the program). Where that is not allowed, the
 * read-only cases use folders the program may not write (as user nobody when the tests run as root).
 */
const mounts = process.env.STORAGE_NO_MOUNTS === undefined && canUnshare();
/** Root ignores permissions: it runs the program as nobody; anyone else runs it as themselves. */
const user = process.getuid?.() === 0 ? {uid: 65534} : {};

const savedGame = () => {
  let session = startSession(staffelpatience, {deal: 4711});
  for (let index = 0; index < 2; index++) session = playMove(staffelpatience, session, {kind: 'action', name: 'deal'});
  return JSON.stringify({...toSave(session), elapsed: 1000});
};

/** A folder the program may read but not write: read-only mount, or permissions for nobody. */
function readOnly(folder: string): Options {
  if (mounts) return {unshare: true, setup: `mount --bind ${folder} ${folder} && mount -o remount,ro,bind ${folder}`};
  chmodSync(join(folder, '..'), 0o755);
  for (const path of [folder, join(folder, 'saves')]) chmodSync(path, 0o555);
  chmodSync(join(folder, 'saves', 'staffelpatience.json'), 0o444);
  return user;
}

type Scenario = {
  readonly name: string;
  /** Prepares the folder; returns how to start the program. */
  readonly prepare: (home: string) => Options & {args?: string[]};
  readonly says: RegExp;
  /** False where saving works after all (the message then says nothing about saving). */
  readonly failing?: boolean;
  /** Makes storage work again from outside, where the case allows (the program should say so). */
  readonly heal?: (home: string) => void | Promise<void>;
  readonly after?: (home: string) => void;
};

const scenarios: Scenario[] = [
  {
    name: 'read-only data folder',
    prepare(home) {
      mkdirSync(join(home, 'saves'));
      writeFileSync(join(home, 'saves', 'staffelpatience.json'), savedGame());
      return {home, ...readOnly(home), args: ['staffelpatience']};
    },
    says: mounts ? /Cannot save: .* is read-only – playing on/ : /Cannot save: .* not writable – playing on/,
    after: (home) => expect(readFileSync(join(home, 'saves', 'staffelpatience.json'), 'utf8')).toBe(savedGame()),
  },
  {
    name: 'unwritable HOME (no PATIENCE_HOME, no XDG_CONFIG_HOME)',
    prepare(home) {
      if (mounts) return {env: {HOME: home}, unshare: true, setup: `mount --bind ${home} ${home} && mount -o remount,ro,bind ${home}`};
      return {env: {HOME: '/'}, ...user};
    },
    says: mounts ? /Cannot save: .* is read-only – playing on/ : /Cannot save: .* not writable – playing on/,
  },
  {
    name: 'HOME is a file',
    prepare: (home) => (writeFileSync(join(home, 'file'), ''), {env: {HOME: join(home, 'file')}}),
    says: /Cannot save: (\/tmp\/.*)?…?\/file is no folder – playing on/,
  },
  {
    name: 'the saves folder is a file',
    prepare: (home) => (writeFileSync(join(home, 'saves'), 'not a folder'), {home}),
    says: /Cannot save: .*saves is no folder – playing on/,
    heal: (home) => rmSync(join(home, 'saves')),
    after: (home) => expect(JSON.parse(readFileSync(join(home, 'saves', 'staffelpatience.json'), 'utf8')).index).toBeGreaterThan(0),
  },
  {
    name: 'settings.json is a folder (theme changed with T)',
    prepare: (home) => (mkdirSync(join(home, 'settings.json')), {home, args: ['staffelpatience', '--deal', '3']}),
    says: /Cannot save: .*settings\.json is a folder/,
    heal: (home) => rmSync(join(home, 'settings.json'), {recursive: true}),
    after: (home) => expect(JSON.parse(readFileSync(join(home, 'settings.json'), 'utf8')).theme).toBeDefined(),
  },
  {
    name: 'config.json of the old layout is a folder',
    prepare: (home) => (mkdirSync(join(home, 'config.json')), {home}),
    says: /^(?![\s\S]*Cannot save)/,
    failing: false,
    after: (home) => expect(JSON.parse(readFileSync(join(home, 'saves', 'staffelpatience.json'), 'utf8')).index).toBeGreaterThan(0),
  },
  ...(mounts
    ? [
        {
          name: 'full disk (a 64 KiB file system, filled)',
          // The file system exists only in the program's namespace: a watcher there frees the space
          // when the test drops a token beside the folder (outside the mount).
          prepare: (home: string) => ({
            home,
            unshare: true,
            setup: `mount -t tmpfs -o size=64k tmpfs ${home} && (cat /dev/zero > ${home}/fill 2>/dev/null || true) && { (while [ ! -e ${home}.heal ]; do sleep 0.05; done; rm -f ${home}/fill; touch ${home}.healed) & }`,
          }),
          says: /Cannot save: the disk is full – playing on/,
          heal: async (home: string) => {
            writeFileSync(`${home}.heal`, '');
            for (let waited = 0; !existsSync(`${home}.healed`); waited += 25) {
              if (waited > 5000) throw new Error('the space was never freed');
              await sleep(25);
            }
          },
        },
      ]
    : []),
];

async function run(scenario: Scenario): Promise<string | undefined> {
  const home = freshHome();
  const {args = ['staffelpatience', '--deal', '3'], ...options} = scenario.prepare(home);
  const terminal = new Terminal(args, options);
  try {
    const first = await terminal.until((screen) => /moves \d+/.test(screen), 'the game');
    const before = movesShown(first)!;
    // The first write may be at start (the game opened is remembered): then the first frame says it.
    const saidAtStart = await terminal
      .until((screen) => scenario.says.test(screen), 'a message at start', 600)
      .then(
        () => true,
        () => false,
      );
    const theme = scenario.name.includes('settings') ? ['T'] : [];
    terminal.keys('d', ...theme);
    await terminal.until((screen) => movesShown(screen) === before + 1, 'a move');
    const said = saidAtStart || (await terminal.until((screen) => scenario.says.test(screen), `the message ${scenario.says}`));
    // Said once: the next moves play on and do not repeat it.
    terminal.keys('d');
    const later = await terminal.until((screen) => movesShown(screen) === before + 2, 'the next move');
    if (scenario.failing !== false && scenario.says.test(later)) return `${scenario.name}: the message was repeated`;
    if (scenario.heal) {
      // The move just drawn is written right after its frame: let that write fail first, or it
      // succeeds after the heal, says "works again", and the key below replaces the message.
      await sleep(300);
      await scenario.heal(home);
      terminal.keys(...(theme.length > 0 ? theme : ['d']));
      await terminal.until((screen) => screen.includes('Saving works again'), 'the all-clear');
    }
    terminal.keys('q');
    await terminal.waitExit();
    if (terminal.exitStatus() !== 0) return `${scenario.name}: exit status ${terminal.exitStatus()}`;
    const screen = terminal.screen();
    if (/something went wrong|saved after every move/.test(screen)) return `${scenario.name}: ${screen}`;
    scenario.after?.(home);
    void said;
    return undefined;
  } catch (error) {
    return `${scenario.name}: ${(error as Error).message}`;
  } finally {
    terminal.close();
    await sleep(0);
  }
}

describe('storage that cannot be written never ends the game', () => {
  it('plays on, says once why it cannot save, retries after each move, and says when it works again', async () => {
    const failures: string[] = [];
    const queue = [...scenarios];
    const worker = async () => {
      for (let scenario = queue.shift(); scenario; scenario = queue.shift()) {
        const failure = await run(scenario);
        if (failure) failures.push(failure);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    report(
      'unwritable storage',
      scenarios.length,
      failures.length,
      mounts
        ? 'read-only and full file systems mounted in a private namespace'
        : 'folders without write permission; no full-disk case (mounts not allowed here)',
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
