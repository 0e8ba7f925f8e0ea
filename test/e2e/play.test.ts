import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {CLI, freshHome, stopServer, Terminal} from './terminal.js';

const open: Terminal[] = [];
afterEach(() => {
  for (const terminal of open.splice(0)) terminal.close();
});
afterAll(stopServer);

function start(args: string[], home: string, options: {cols?: number; rows?: number; env?: Record<string, string>} = {}): Terminal {
  const terminal = new Terminal(args, {home, ...options});
  open.push(terminal);
  return terminal;
}

/** The table without the title and status lines, which mention the last action. */
function table(screen: string): string {
  return screen.split('\n').slice(1, -3).join('\n');
}

describe('the built CLI in tmux at 80×24', () => {
  it('plays a few moves, quits with q, and resumes the same position', async () => {
    const home = freshHome();
    const first = start(['staffelpatience', '--deal', '4711'], home);
    await first.until((screen) => screen.includes('deal 4711') && screen.includes('moves 0'), 'the first frame');
    first.keys('d', 'd', 'd', 'Right', 'Right', 'Enter');
    const played = await first.until((screen) => screen.includes('moves 3') && screen.split('\n')[0].includes('pile 3'), 'three moves and the focus on pile 3');
    expect(played).toContain('pile 3');
    const lines = played.split('\n');
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
    first.keys('q');
    await first.waitExit();
    expect(existsSync(join(home, 'saves', 'staffelpatience.json'))).toBe(true);

    const second = start([], home);
    const resumed = await second.until((screen) => screen.includes('moves 3'), 'the resumed game');
    expect(resumed).toContain('Resumed your Staffelpatience game');
    expect(table(resumed)).toBe(table(played));
    second.keys('u');
    await second.until((screen) => screen.includes('moves 2'), 'undo after resuming');
    second.keys('q');
    await second.waitExit();
  });

  it('says which size it needs in a small terminal and redraws when resized', async () => {
    const terminal = start(['staffelpatience', '--deal', '5'], freshHome(), {cols: 24, rows: 8});
    const small = await terminal.until((screen) => screen.includes('needs'), 'the size message');
    expect(small.replaceAll('\n', ' ')).toMatch(/\d+×\d+/);
    terminal.resize(80, 24);
    await terminal.until((screen) => screen.includes('deal 5'), 'the table after resizing');
    terminal.keys('q');
    await terminal.waitExit();
  });

  it('keeps a damaged save file aside, says so, and starts fresh', async () => {
    const home = freshHome();
    mkdirSync(join(home, 'saves'));
    writeFileSync(join(home, 'saves', 'staffelpatience.json'), '{"version": 2, broken');
    const terminal = start(['staffelpatience'], home);
    await terminal.until((screen) => screen.includes('damaged'), 'the damaged-file notice');
    const backups = readdirSync(join(home, 'backups'));
    expect(backups.length).toBe(1);
    expect(readFileSync(join(home, 'backups', backups[0]), 'utf8')).toBe('{"version": 2, broken');
    terminal.keys('d', 'q');
    await terminal.waitExit();
    expect(JSON.parse(readFileSync(join(home, 'saves', 'staffelpatience.json'), 'utf8'))).toMatchObject({moves: 'deal|0', index: 1});
  });

  it('restores the terminal on SIGTERM and keeps the game', async () => {
    const home = freshHome();
    const terminal = start(['staffelpatience', '--deal', '8'], home);
    await terminal.until((screen) => screen.includes('deal 8'), 'the first frame');
    terminal.keys('d');
    await terminal.until((screen) => screen.includes('moves 1'), 'a move');
    terminal.signal('SIGTERM');
    await terminal.waitExit();
    expect(terminal.screen()).not.toContain('deal 8');
    expect(JSON.parse(readFileSync(join(home, 'saves', 'staffelpatience.json'), 'utf8')).deal).toBe(8);
  });
});

describe('the built CLI in bare terminals', () => {
  it('draws plain ASCII cards by itself under LANG=C TERM=vt100', async () => {
    const terminal = start(['staffelpatience', '--deal', '4711'], freshHome(), {env: {LANG: 'C', LC_ALL: 'C', TERM: 'vt100'}});
    const screen = await terminal.until((text) => text.includes('deal 4711'), 'the first frame');
    expect(screen).toMatch(/[2-9TJQKA][CSHD]/);
    expect(screen).toMatch(/^[\x20-\x7e\n]*$/);
    terminal.keys('d', 'u', 'q');
    await terminal.waitExit();
  });

  it('uses no colour under NO_COLOR=1, and still shows the focus', async () => {
    const terminal = start(['staffelpatience', '--deal', '4711'], freshHome(), {env: {NO_COLOR: '1'}});
    await terminal.until((text) => text.includes('deal 4711'), 'the first frame');
    const styled = terminal.styledScreen();
    expect(styled).not.toMatch(/\u001B\[[0-9;]*(3[0-7]|9[0-7])m/);
    expect(styled).toMatch(/\u001B\[[0-9;]*7m/);
    terminal.keys('q');
    await terminal.waitExit();
  });

  it('speaks German with --lang de and prints the rules with --rules', async () => {
    const terminal = start(['harfe', '--deal', '3', '--lang', 'de'], freshHome());
    const screen = await terminal.until((text) => text.includes('Spiel 3'), 'the German title');
    expect(screen).toContain('Züge 0');
    terminal.keys('q');
    await terminal.waitExit();
    const rules = spawnSync(process.execPath, [CLI, '--rules', 'harp', '--lang', 'de'], {encoding: 'utf8'});
    expect(rules.status).toBe(0);
    expect(rules.stdout).toContain('Die Harfe (The Harp) — Regeln');
  });
});

describe('the built CLI refuses bad input with a message, not a stack trace', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], {encoding: 'utf8', env: {...process.env, PATIENCE_HOME: freshHome()}});

  it('unknown game', () => {
    const result = run('--game', 'skat');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/unknown game "skat" \(patience --list shows the games\)/);
    expect(result.stderr).not.toMatch(/at .*\.js/);
  });

  it('bad deal numbers', () => {
    for (const bad of ['0', '-3', 'abc', '2147483648', '1.5']) {
      const result = run('staffelpatience', '--deal', bad);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/bad deal number/);
    }
  });

  it('stdin that is not a terminal', () => {
    const result = run('staffelpatience');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/needs an interactive terminal/);
    const bare = run();
    expect(bare.status).toBe(1);
    expect(bare.stderr).toMatch(/needs an interactive terminal/);
  });

  it('lists the games and accepts English aliases', () => {
    const list = run('--list');
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/staffelpatience\s+Staffelpatience\s+Staircase Patience/);
    expect(run('--version').stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(run('--help').stdout).toContain('--deal');
  });

  it('prints the statistics with --stats', () => {
    const home = freshHome();
    const stats = {played: 3, won: 2, lost: 1, streak: 1, bestStreak: 1, bestTime: 61_000, fewestMoves: 90, recent: [1, 0, 1]};
    writeFileSync(join(home, 'config.json'), JSON.stringify({stats: {staffelpatience: stats}}));
    const result = spawnSync(process.execPath, [CLI, '--stats'], {encoding: 'utf8', env: {...process.env, PATIENCE_HOME: home, LANG: 'en_US.UTF-8'}});
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Staffelpatience\s+3\s+2\s+1\s+67%\s+1\s+1\s+01:01\s+90\s+█▁█/);
  });

  it('says it in German with --lang de or a German locale', () => {
    const german = spawnSync(process.execPath, [CLI, '--lang', 'de', '--game', 'skat'], {encoding: 'utf8'});
    expect(german.status).toBe(2);
    expect(german.stderr).toContain('unbekanntes Spiel „skat“');
    const locale = spawnSync(process.execPath, [CLI, '--help'], {encoding: 'utf8', env: {...process.env, LANG: 'de_DE.UTF-8', LC_ALL: ''}});
    expect(locale.stdout).toContain('Aufruf');
  });
});
