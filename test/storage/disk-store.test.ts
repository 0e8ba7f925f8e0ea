import {spawnSync} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync} from 'node:fs';
import {hostname, tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {type DiskStore, openStore, storageStatus} from '../../source/storage/disk-store.js';
import {dataDirectory} from '../../source/storage/paths.js';
import type {StoreEvent} from '../../source/storage/store.js';

const fresh = () => mkdtempSync(join(tmpdir(), 'patience-store-'));
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const backups = (home: string) => (existsSync(join(home, 'backups')) ? readdirSync(join(home, 'backups')) : []);

/** A store whose writes go out at once (as they do after each frame). */
function open(home: string): DiskStore {
  return openStore(home);
}

const save = (moves = 'deal|0,0', index = 2) => ({version: 2, game: 'staffelpatience', rules: 1, deal: 7, moves, index});

describe('the store on disk: one file per part', () => {
  it('writes a held game as a small compact file of its own, after the frame or on flush', async () => {
    const home = fresh();
    const store = open(home);
    expect(store.claim('staffelpatience')).toEqual({ok: true});
    store.put('staffelpatience', () => save());
    expect(existsSync(join(home, 'saves', 'staffelpatience.json'))).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    const text = readFileSync(join(home, 'saves', 'staffelpatience.json'), 'utf8');
    expect(text).not.toContain('\n');
    expect(JSON.parse(text)).toEqual(save());
    store.put('staffelpatience', () => save('deal|0', 1));
    store.flush();
    expect(read(join(home, 'saves', 'staffelpatience.json')).index).toBe(1);
    expect(store.status()).toEqual({ok: true, pending: 0});
    store.close();
    expect(existsSync(join(home, 'saves', 'staffelpatience.lock'))).toBe(false);
  });

  it('writes through conf once connected', async () => {
    const home = fresh();
    const store = open(home);
    await store.connect();
    store.claim('harfe');
    store.put('harfe', () => ({...save(), game: 'harfe'}));
    store.saveSettings({lang: 'de'});
    store.flush();
    expect(read(join(home, 'saves', 'harfe.json')).game).toBe('harfe');
    expect(read(join(home, 'settings.json'))).toMatchObject({lang: 'de'});
    store.remove('harfe');
    store.flush();
    expect(existsSync(join(home, 'saves', 'harfe.json'))).toBe(false);
    store.close();
  });

  it('never writes a game it does not hold', () => {
    const home = fresh();
    const store = open(home);
    store.put('harfe', () => save());
    store.flush();
    expect(existsSync(join(home, 'saves', 'harfe.json'))).toBe(false);
    store.claim('harfe');
    store.protect('harfe');
    store.put('harfe', () => save());
    store.flush();
    expect(existsSync(join(home, 'saves', 'harfe.json'))).toBe(false);
  });

  it('merges settings changed by two programs field by field', () => {
    const home = fresh();
    const first = open(home);
    const second = open(home);
    first.saveSettings({lang: 'de'});
    first.flush();
    second.saveSettings({theme: 'ascii'});
    second.flush();
    expect(read(join(home, 'settings.json'))).toMatchObject({lang: 'de', theme: 'ascii'});
  });

  it('merges the variants two programs chose, game by game, and keeps them apart from the settings', () => {
    const home = fresh();
    const first = open(home);
    const second = open(home);
    first.setVariantChoice('stern', ['free-cells']);
    first.flush();
    second.setVariantChoice('harfe', ['redeal', 'single-cards']);
    second.flush();
    first.setVariantChoice('stern', []);
    first.flush();
    expect(read(join(home, 'settings.json')).variants).toEqual({stern: [], harfe: ['redeal', 'single-cards']});
    const again = open(home);
    expect(again.variantChoices()).toEqual({stern: [], harfe: ['redeal', 'single-cards']});
    expect(again.settings()).not.toHaveProperty('variants');
  });
});

describe('moving from the single config.json', () => {
  const legacy = {
    saves: {
      staffelpatience: {version: 1, game: 'staffelpatience', deal: 4711, moves: [{kind: 'deal'}], elapsed: 5000},
      harfe: {version: 1, game: 'harfe', deal: 3, moves: []},
    },
    lastGame: 'staffelpatience',
    settings: {lang: 'de', theme: 'compact', colours: 'four'},
    stats: {harfe: {played: 3, won: 1, lost: 2, streak: 0, bestStreak: 1, bestTime: 60000, fewestMoves: 90, recent: [1, 0, 0]}},
  };

  it('moves everything into files of their own, keeps the old file as a backup, and does it once', () => {
    const home = fresh();
    writeFileSync(join(home, 'config.json'), JSON.stringify(legacy, null, '\t'));
    const store = open(home);
    expect(store.settings()).toEqual({lang: 'de', theme: 'compact', colours: 'four'});
    expect(store.lastGame()).toBe('staffelpatience');
    expect(store.stats().harfe).toEqual(legacy.stats.harfe);
    expect(store.unfinished().sort()).toEqual(['harfe', 'staffelpatience']);
    expect(store.load('staffelpatience')).toEqual({kind: 'found', value: legacy.saves.staffelpatience});
    expect(store.takeNotices()).toEqual([]);
    expect(existsSync(join(home, 'config.json'))).toBe(false);
    const kept = backups(home);
    expect(kept).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(home, 'backups', kept[0]), 'utf8'))).toEqual(legacy);
    const again = open(home);
    expect(again.stats().harfe.played).toBe(3);
    expect(backups(home)).toHaveLength(1);
  });

  it('drops only the wrong parts of the old file, says which, and keeps the whole file', () => {
    const home = fresh();
    const broken = {...legacy, lastGame: 42, stats: {...legacy.stats, stern: {played: 'many'}, reihe: {played: 2, won: 1, lost: 1, streak: 0, bestStreak: 1}}};
    writeFileSync(join(home, 'config.json'), JSON.stringify(broken));
    const store = open(home);
    expect(store.lastGame()).toBeUndefined();
    expect(store.settings().lang).toBe('de');
    expect(store.stats().stern).toBeUndefined();
    expect(store.stats().reihe).toMatchObject({played: 2, won: 1, recent: []});
    const [notice] = store.takeNotices();
    expect(notice.dropped).toEqual([
      {part: 'settings', name: 'lastGame'},
      {part: 'stats', name: 'stern', fields: ['all']},
      {part: 'stats', name: 'reihe', fields: ['recent']},
    ]);
    expect(JSON.parse(readFileSync(notice.copy!, 'utf8'))).toEqual(broken);
  });

  it('keeps a config.json that is not JSON aside and starts fresh', () => {
    const home = fresh();
    writeFileSync(join(home, 'config.json'), '{"saves": {broken');
    const store = open(home);
    const [notice] = store.takeNotices();
    expect(notice.whole).toBe(true);
    expect(readFileSync(notice.copy!, 'utf8')).toBe('{"saves": {broken');
    expect(store.unfinished()).toEqual([]);
  });
});

describe('every part is checked when read', () => {
  it('sets aside a wrong setting, keeps the others, and rewrites the file without it', () => {
    const home = fresh();
    writeFileSync(join(home, 'settings.json'), JSON.stringify({version: 1, lang: 'de', lastGame: 42, theme: {}}));
    const store = open(home);
    expect(store.settings()).toEqual({lang: 'de'});
    expect(store.lastGame()).toBeUndefined();
    const [notice] = store.takeNotices();
    expect(notice.dropped.map((each) => each.name)).toEqual(['theme', 'lastGame']);
    expect(read(notice.copy!)).toMatchObject({lastGame: 42});
    store.flush();
    expect(read(join(home, 'settings.json'))).toEqual({version: 1, lang: 'de'});
  });

  it('repairs a statistics entry without recent results, and drops one whose counts are wrong', () => {
    const home = fresh();
    const games = {
      harfe: {played: 4, won: 2, lost: 2, streak: 1, bestStreak: 2},
      stern: {played: -1, won: 0, lost: 0, streak: 0, bestStreak: 0, recent: []},
      reihe: {played: 1, won: 1, lost: 0, streak: 1, bestStreak: 1, bestTime: Number.MAX_VALUE, recent: [1]},
    };
    writeFileSync(join(home, 'stats.json'), JSON.stringify({version: 1, games, counted: {}}));
    const store = open(home);
    expect(store.stats().harfe).toEqual({played: 4, won: 2, lost: 2, streak: 1, bestStreak: 2, recent: []});
    expect(store.stats().stern).toBeUndefined();
    expect(store.stats().reihe).toEqual({played: 1, won: 1, lost: 0, streak: 1, bestStreak: 1, recent: [1]});
    const [notice] = store.takeNotices();
    expect(notice.copy).toBeDefined();
    expect(read(notice.copy!).games).toEqual(JSON.parse(JSON.stringify(games)));
  });

  it('never writes over a wrong part it could not copy aside, and says why it does not save', () => {
    const home = fresh();
    writeFileSync(join(home, 'backups'), 'a file where the backups folder should be');
    const original = JSON.stringify({version: 1, lang: 'de', lastGame: 42});
    writeFileSync(join(home, 'settings.json'), original);
    const store = open(home);
    expect(store.takeNotices()).toEqual([{dropped: [{part: 'settings', name: 'lastGame'}], copy: undefined}]);
    const events: StoreEvent[] = [];
    store.onEvent((event) => events.push(event));
    store.saveSettings({theme: 'ascii'});
    store.flush();
    expect(readFileSync(join(home, 'settings.json'), 'utf8')).toBe(original);
    expect(events).toEqual([{kind: 'write-failed', problem: {kind: 'kept', path: join(home, 'settings.json'), code: 'EKEPT'}}]);
  });

  it('moves a file that is not JSON aside whole', () => {
    const home = fresh();
    writeFileSync(join(home, 'stats.json'), 'garbage');
    const store = open(home);
    expect(store.stats()).toEqual({});
    const [notice] = store.takeNotices();
    expect(notice).toMatchObject({whole: true});
    expect(readFileSync(notice.copy!, 'utf8')).toBe('garbage');
    expect(existsSync(join(home, 'stats.json'))).toBe(false);
  });

  it('moves a save into the backups folder when asked, under a name never used before', () => {
    const home = fresh();
    mkdirSync(join(home, 'saves'));
    for (const attempt of [1, 2]) {
      writeFileSync(join(home, 'saves', 'harfe.json'), `{"attempt": ${attempt}}`);
      const store = open(home);
      store.claim('harfe');
      const copy = store.setAside('harfe');
      expect(read(copy!)).toEqual({attempt});
      expect(store.unfinished()).toEqual([]);
      store.close();
    }
    expect(backups(home)).toHaveLength(2);
  });
});

describe('statistics', () => {
  it('counts a deal once by its identity, across restarts', () => {
    const home = fresh();
    const first = open(home);
    expect(first.countResult('harfe', 'deal-a', {won: true, moves: 80, elapsed: 1000})).toBe(true);
    expect(first.countResult('harfe', 'deal-a', {won: true, moves: 80, elapsed: 1000})).toBe(false);
    first.close();
    const second = open(home);
    expect(second.countResult('harfe', 'deal-a', {won: false, moves: 81, elapsed: 2000})).toBe(false);
    expect(second.countResult('harfe', 'deal-b', {won: false, moves: 10, elapsed: 2000})).toBe(true);
    second.flush();
    expect(open(home).stats().harfe).toMatchObject({played: 2, won: 1, lost: 1, bestTime: 1000, recent: [1, 0]});
  });

  it('adds results of two programs together instead of one overwriting the other', () => {
    const home = fresh();
    const first = open(home);
    const second = open(home);
    for (let index = 0; index < 5; index++) {
      first.countResult('harfe', `first-${index}`, {won: true, moves: 1, elapsed: 1});
      first.flush();
      second.countResult('harfe', `second-${index}`, {won: false, moves: 1, elapsed: 1});
      second.flush();
    }
    expect(open(home).stats().harfe).toMatchObject({played: 10, won: 5, lost: 5});
    expect(second.stats().harfe.played).toBe(10);
  });

  it('keeps a record per variant beside the game’s total, on disk and across programs', () => {
    const home = fresh();
    const first = open(home);
    const second = open(home);
    first.countResult('stern', 'a', {won: true, moves: 1, elapsed: 1, variant: ['free-cells']});
    first.flush();
    second.countResult('stern', 'b', {won: false, moves: 1, elapsed: 1});
    second.countResult('stern', 'c', {won: true, moves: 1, elapsed: 1, variant: ['advised-corners'], rules: 3});
    second.flush();
    const stats = open(home).stats();
    expect(stats.stern).toMatchObject({played: 3, won: 2, lost: 1});
    expect(stats['stern+free-cells']).toMatchObject({played: 1, won: 1});
    expect(stats['stern+standard']).toMatchObject({played: 1, lost: 1});
    // From rules version 3 on a record is kept per version of the rules.
    expect(stats['stern+advised-corners@3']).toMatchObject({played: 1, won: 1});
    expect(stats['stern+advised-corners']).toBeUndefined();
  });
});

describe('holding a game', () => {
  const lockOf = (pid: number) => JSON.stringify({pid, host: hostname()});

  it('refuses a game another running program holds, and lists it as busy', () => {
    const home = fresh();
    mkdirSync(join(home, 'saves'));
    writeFileSync(join(home, 'saves', 'harfe.lock'), lockOf(process.ppid));
    const store = open(home);
    expect(store.claim('harfe')).toMatchObject({ok: false, pid: process.ppid, host: hostname(), here: true});
    expect(store.busy()).toEqual(['harfe']);
    expect(store.claim('stern')).toEqual({ok: true});
    expect(store.busy()).toEqual(['harfe']);
  });

  it('takes over the lock of a program that is gone', () => {
    const home = fresh();
    mkdirSync(join(home, 'saves'));
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(home, 'saves', 'harfe.lock'), lockOf(gone));
    const store = open(home);
    expect(store.busy()).toEqual([]);
    expect(store.claim('harfe')).toEqual({ok: true});
    expect(read(join(home, 'saves', 'harfe.lock')).pid).toBe(process.pid);
    store.release('harfe');
    expect(existsSync(join(home, 'saves', 'harfe.lock'))).toBe(false);
  });

  it('stops writing a game that another program has taken meanwhile, and says so', () => {
    const home = fresh();
    const store = open(home);
    const events: StoreEvent[] = [];
    store.onEvent((event) => events.push(event));
    store.claim('harfe');
    writeFileSync(join(home, 'saves', 'harfe.lock'), lockOf(process.ppid));
    store.put('harfe', () => save());
    store.flush();
    expect(existsSync(join(home, 'saves', 'harfe.json'))).toBe(false);
    expect(events).toEqual([{kind: 'taken', game: 'harfe'}]);
    store.put('harfe', () => save());
    store.flush();
    expect(existsSync(join(home, 'saves', 'harfe.json'))).toBe(false);
  });

  it('does not count a game as busy when its lock cannot be written', () => {
    const home = fresh();
    const store = open(home);
    writeFileSync(join(home, 'saves'), '');
    expect(store.claim('harfe')).toEqual({ok: true});
    expect(store.busy()).toEqual([]);
  });
});

describe('housekeeping and failures', () => {
  it('removes temporary files left by a killed write, but not one being written now', () => {
    const home = fresh();
    mkdirSync(join(home, 'saves'));
    const hex = (pid: number) => pid.toString(16).padStart(6, '0');
    // A writer that is still running (the process that started this test) and one that has ended.
    const running = hex(process.ppid);
    const ended = hex(spawnSync(process.execPath, ['-e', '0']).pid!);
    const old = join(home, 'saves', `harfe.json.tmp-1700000000${running}`);
    const young = join(home, `settings.json.tmp-1700000001${running}`);
    const killed = join(home, `settings.json.tmp-1700000002${ended}`);
    const other = join(home, 'notes.tmp-1');
    for (const path of [old, young, killed, other]) writeFileSync(path, '{');
    utimesSync(old, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    open(home);
    expect([existsSync(old), existsSync(young), existsSync(killed), existsSync(other)]).toEqual([false, true, false, true]);
  });

  it('reports a write that fails once, in plain terms, plays on, and reports when writing works again', () => {
    const home = fresh();
    writeFileSync(join(home, 'saves'), 'a file where the saves folder should be');
    const store = open(home);
    const events: StoreEvent[] = [];
    store.onEvent((event) => events.push(event));
    store.claim('harfe');
    store.put('harfe', () => save());
    expect(() => store.flush()).not.toThrow();
    store.put('harfe', () => save());
    store.flush();
    expect(events).toEqual([{kind: 'write-failed', problem: {kind: 'not-folder', path: join(home, 'saves'), code: 'EEXIST'}}]);
    expect(store.status()).toMatchObject({ok: false, pending: 1});
    expect(storageStatus().reason).toBe(`${join(home, 'saves')} is not a folder`);
    spawnSync('rm', [join(home, 'saves')]);
    store.put('harfe', () => save());
    store.flush();
    expect(events.at(-1)).toEqual({kind: 'write-ok'});
    expect(store.status()).toEqual({ok: true, pending: 0});
  });

  it.skipIf(process.getuid?.() === 0)('fails fast in a folder without write permission', () => {
    const home = fresh();
    chmodSync(home, 0o500);
    const store = open(home);
    const started = Date.now();
    store.saveSettings({lang: 'de'});
    store.flush();
    expect(Date.now() - started).toBeLessThan(500);
    expect(store.status().problem?.kind).toBe('permission');
  });
});

describe('the data folder', () => {
  it('prefers PATIENCE_HOME, then an absolute XDG_CONFIG_HOME, else ~/.config', () => {
    const folder = fresh();
    expect(dataDirectory({PATIENCE_HOME: '/x/y', XDG_CONFIG_HOME: folder})).toBe('/x/y');
    expect(dataDirectory({XDG_CONFIG_HOME: folder})).toBe(join(folder, 'patience'));
    expect(dataDirectory({XDG_CONFIG_HOME: join(folder, 'not-yet')})).toBe(join(folder, 'not-yet', 'patience'));
    const home = dataDirectory({});
    expect(home.endsWith(join('.config', 'patience'))).toBe(true);
    expect(dataDirectory({XDG_CONFIG_HOME: 'relative/config'})).toBe(home);
    writeFileSync(join(folder, 'file'), '');
    expect(dataDirectory({XDG_CONFIG_HOME: join(folder, 'file')})).toBe(home);
  });
});
