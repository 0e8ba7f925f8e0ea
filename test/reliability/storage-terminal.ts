import {spawn, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {tmuxServer} from '../tmux.js';

/** The built CLI, driven in tmux like a player would, for the storage reliability scenarios. */
export const CLI = new URL('../../dist/cli.js', import.meta.url).pathname;

const server = tmuxServer('storage');
const tmux = server.tmux;
export const stopServer = server.stop;

export function freshHome(): string {
  return mkdtempSync(join(tmpdir(), 'patience-reliability-'));
}

const quote = (part: string) => `'${part.replaceAll("'", "'\\''")}'`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Options = {
  /** PATIENCE_HOME; leave out to test the other ways of finding the folder. */
  home?: string;
  env?: Record<string, string>;
  /** Shell commands run first (e.g. mounts inside `unshare -m`); the program is exec'd after them. */
  setup?: string;
  /** Run inside a private mount namespace (for read-only and full file systems). */
  unshare?: boolean;
  /** Run as this user id (for permissions, which root ignores). */
  uid?: number;
};

export class Terminal {
  private static count = 0;
  readonly name = `storage-${process.pid}-${Terminal.count++}`;

  constructor(args: readonly string[], options: Options = {}) {
    const env = Object.entries({...(options.home ? {PATIENCE_HOME: options.home} : {}), ...options.env}).map(([key, value]) => `${key}=${value}`);
    const user = options.uid === undefined ? '' : `setpriv --reuid=${options.uid} --regid=${options.uid} --clear-groups `;
    let command = `exec ${user}${['env', '-u', 'CI', ...env, process.execPath, CLI, ...args].map(quote).join(' ')}`;
    if (options.setup) command = `${options.setup} && ${command}`;
    if (options.unshare) command = `exec unshare -m sh -c ${quote(command)}`;
    tmux('new-session', '-d', '-s', this.name, '-x', '80', '-y', '24', command);
    tmux('set-option', '-t', this.name, 'remain-on-exit', 'on');
  }

  screen(): string {
    return tmux('capture-pane', '-p', '-t', this.name).replace(/\n$/, '');
  }

  keys(...keys: string[]): void {
    for (const key of keys) tmux('send-keys', '-t', this.name, key);
  }

  /** Sends the key `count` times, one tmux call each, in the background (each usually its own write). */
  burst(key: string, count: number): Promise<void> {
    const loop = `for i in $(seq ${count}); do tmux -L ${server.name} send-keys -t ${this.name} ${quote(key)} 2>/dev/null || exit 0; done`;
    const child = spawn('sh', ['-c', loop], {stdio: 'ignore'});
    return new Promise((resolve) => child.on('exit', () => resolve()));
  }

  pid(): number {
    return Number(tmux('display-message', '-p', '-t', this.name, '#{pane_pid}').trim());
  }

  /** The pane's terminal device (for stty). */
  tty(): string {
    return tmux('display-message', '-p', '-t', this.name, '#{pane_tty}').trim();
  }

  exited(): boolean {
    return tmux('display-message', '-p', '-t', this.name, '#{pane_dead}').trim() === '1';
  }

  exitStatus(): number {
    return Number(tmux('display-message', '-p', '-t', this.name, '#{pane_dead_status}').trim());
  }

  async until(check: (screen: string) => boolean, what: string, timeout = 8000): Promise<string> {
    const start = Date.now();
    for (;;) {
      const screen = this.screen();
      if (check(screen)) return screen;
      if (this.exited() || Date.now() - start > timeout)
        throw new Error(`${this.exited() ? 'the program ended' : 'timed out'} waiting for ${what}; screen:\n${screen}`);
      await sleep(25);
    }
  }

  async waitExit(timeout = 8000): Promise<void> {
    const start = Date.now();
    while (!this.exited()) {
      if (Date.now() - start > timeout) throw new Error(`the program did not exit; screen:\n${this.screen()}`);
      await sleep(25);
    }
  }

  close(): void {
    server.close(this.name);
  }
}

/** "moves 12" from the status line. */
export function movesShown(screen: string): number | undefined {
  const match = /moves (\d+)/.exec(screen);
  return match ? Number(match[1]) : undefined;
}

/** Whether `unshare -m` with mounts works here (root with CAP_SYS_ADMIN, or user namespaces). */
export function canUnshare(): boolean {
  return spawnSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs -o size=8k tmpfs /mnt'], {stdio: 'ignore'}).status === 0;
}

/** Prints a scenario's figures so a run's log shows them (the lead's table). */
export function report(scenario: string, tries: number, failures: number, note = ''): void {
  process.stdout.write(`[storage reliability] ${scenario}: ${tries} tries, ${failures} failures${note ? ` (${note})` : ''}\n`);
}

/**
 * Waits until the save on disk holds at least `moves` moves (the program writes right after the
 * frame; on a loaded machine "right after" can be tens of ms). Returns how long that took.
 */
export async function onDisk(home: string, game: string, moves: number, timeout = 3000): Promise<number> {
  const start = Date.now();
  const path = join(home, 'saves', `${game}.json`);
  for (;;) {
    try {
      if ((JSON.parse(readFileSync(path, 'utf8')) as {index?: number}).index! >= moves) return Date.now() - start;
    } catch {}
    if (Date.now() - start > timeout) throw new Error(`the save never reached ${moves} moves within ${timeout} ms`);
    await sleep(5);
  }
}
