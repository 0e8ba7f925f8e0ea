import {decodeMoves} from '../../source/core/move-codec.js';
import {existsSync, mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {build} from 'esbuild';
import {CLI} from '../e2e/terminal.js';
import {tmuxServer} from '../tmux.js';

const server = tmuxServer('reliability');
export const tmux = server.tmux;
export const stopServer = server.stop;

/** Bundles a stand-in app of fixtures/ (`name`.ts) into a folder of its own; resolves to the bundle's path. */
export async function buildFixture(name: string): Promise<string> {
  const outfile = join(mkdtempSync(join(tmpdir(), `patience-${name}-`)), `${name}.mjs`);
  await build({
    entryPoints: [new URL(`fixtures/${name}.ts`, import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  return outfile;
}

/** Quotes a word for sh. */
export function quote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The shell words that start the built CLI with its own config folder (CI unset: Ink draws nothing under CI). */
export function patience(home: string, args: readonly string[], env: Record<string, string> = {}): string {
  const vars = Object.entries({PATIENCE_HOME: home, ...env}).map(([key, value]) => `${key}=${value}`);
  return ['env', '-u', 'CI', ...vars, process.execPath, CLI, ...args].map(quote).join(' ');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Maybe<T> = T | undefined | false;

export async function until<T>(check: () => Maybe<T> | Promise<Maybe<T>>, what: string, timeout = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await sleep(40);
  }
}

/** A tmux pane running a shell command, with the terminal state tmux keeps for it. */
export class Pane {
  private static count = 0;
  readonly name = `rel-${process.pid}-${Pane.count++}`;

  constructor(command: string, options: {cols?: number; rows?: number} = {}) {
    tmux('new-session', '-d', '-s', this.name, '-x', String(options.cols ?? 80), '-y', String(options.rows ?? 24), command);
    tmux('set-option', '-t', this.name, 'remain-on-exit', 'on');
  }

  screen(): string {
    return tmux('capture-pane', '-p', '-t', this.name).replace(/\n+$/, '');
  }

  /** A tmux format for the pane: #{alternate_on}, #{cursor_flag}, #{pane_pid}, #{pane_dead}. */
  info(format: string): string {
    return tmux('display-message', '-p', '-t', this.name, format).trim();
  }

  /** Whether the alternate screen is off, the cursor visible and mouse reports off (issue 21: on every way out). */
  normalScreen(): boolean {
    return this.info('#{alternate_on} #{cursor_flag} #{mouse_standard_flag} #{mouse_sgr_flag}') === '0 1 0 0';
  }

  /** Whether the program has the full screen: the alternate screen, the cursor hidden, mouse reports in the SGR form on. */
  fullScreen(): boolean {
    return this.info('#{alternate_on} #{cursor_flag} #{mouse_standard_flag} #{mouse_sgr_flag}') === '1 0 1 1';
  }

  keys(...keys: string[]): void {
    for (const key of keys) tmux('send-keys', '-t', this.name, key);
  }

  /** Types a line into the shell running in the pane. */
  type(line: string): void {
    tmux('send-keys', '-t', this.name, '-l', line);
    tmux('send-keys', '-t', this.name, 'Enter');
  }

  async waitScreen(check: (screen: string) => boolean, what: string, timeout = 10_000): Promise<string> {
    try {
      const found = await until(
        () => {
          const screen = this.screen();
          return check(screen) ? {screen} : undefined;
        },
        what,
        timeout,
      );
      return found.screen;
    } catch (error) {
      throw new Error(`${(error as Error).message}; screen:\n${this.screen()}`, {cause: error});
    }
  }

  dead(): boolean {
    return this.info('#{pane_dead}') === '1';
  }

  /** Hangs the terminal up, as a closed window or a dropped connection does. */
  close(): void {
    server.close(this.name);
  }
}

type Proc = {pid: number; state: string; environ: string[]};

function processes(): Proc[] {
  const list: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
      list.push({pid: Number(entry), state, environ: readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0')});
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return list;
}

/**
 * Live patience processes started for this config folder. They are found by
 * their environment: the program renames itself (process.title), so its
 * command line no longer names the CLI.
 */
export function patienceProcesses(home: string): number[] {
  return processes()
    .filter((proc) => proc.state !== 'Z' && proc.environ.includes(`PATIENCE_HOME=${home}`))
    .map((proc) => proc.pid);
}

/** The one running patience process for this config folder. */
export async function patiencePid(home: string): Promise<number> {
  return until(() => {
    const found = patienceProcesses(home);
    return found.length === 1 ? found[0] : undefined;
  }, `the patience process for ${home}`);
}

/** A game's save as the program wrote it, with its moves decoded (the played ones). */
export function readSave(home: string, game = 'staffelpatience'): {moves: unknown[]; elapsed?: number; deal?: number} | undefined {
  const file = join(home, 'saves', `${game}.json`);
  if (!existsSync(file)) return undefined;
  const save = JSON.parse(readFileSync(file, 'utf8')) as {moves: string; index: number; elapsed?: number; deal?: number};
  return {...save, moves: decodeMoves(save.moves).slice(0, save.index)};
}

/** The terminal settings that raw mode turns off and a restored terminal has back on. */
export const COOKED = ['echo', 'icanon', 'isig', 'iexten', 'icrnl', 'opost'];

/** The cooked-mode flags that `stty -a` output shows as off ("-echo"). */
export function rawFlags(sttyOutput: string): string[] {
  const words = new Set(sttyOutput.split(/[\s;]+/));
  return COOKED.filter((flag) => !words.has(flag));
}

/**
 * Runs a scenario several times and counts failures, for the suite's figures
 * table. PATIENCE_RELIABILITY_TRIES sets the number of tries (default `tries`).
 */
export class Tally {
  private readonly rows: {name: string; tries: number; failures: number; note: string}[] = [];

  async run(name: string, tries: number, attempt: (index: number) => Promise<void>): Promise<void> {
    const count = Number(process.env.PATIENCE_RELIABILITY_TRIES) || tries;
    const row = {name, tries: 0, failures: 0, note: ''};
    this.rows.push(row);
    let first: unknown;
    for (let index = 0; index < count; index++) {
      row.tries++;
      try {
        await attempt(index);
      } catch (error) {
        row.failures++;
        first ??= error;
        row.note ||= String((error as Error).message ?? error)
          .split('\n')[0]
          .slice(0, 60);
      }
    }
    if (first) throw first;
  }

  print(title: string): void {
    const width = Math.max(...this.rows.map((row) => row.name.length), 8);
    const lines = [`${title}`, `${'scenario'.padEnd(width)}  tries  failures`];
    for (const row of this.rows)
      lines.push(`${row.name.padEnd(width)}  ${String(row.tries).padStart(5)}  ${String(row.failures).padStart(8)}${row.note ? `  (${row.note})` : ''}`);
    console.log(lines.join('\n'));
  }
}
