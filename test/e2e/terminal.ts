import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {tmuxServer} from '../tmux.js';

export const CLI = new URL('../../dist/cli.js', import.meta.url).pathname;

const server = tmuxServer('e2e');
const tmux = server.tmux;

/** Ends this process's tmux server (call when a test file is done). */
export const stopServer = server.stop;

export function freshHome(): string {
  return mkdtempSync(join(tmpdir(), 'patience-e2e-'));
}

/**
 * The built CLI in a real terminal: a detached tmux session of the given size.
 * CI is unset for the child, since Ink draws nothing interactive under CI.
 */
export class Terminal {
  private static count = 0;
  readonly name = `patience-e2e-${process.pid}-${Terminal.count++}`;

  constructor(args: readonly string[], options: {home: string; cols?: number; rows?: number; env?: Record<string, string>}) {
    const env = Object.entries({PATIENCE_HOME: options.home, ...options.env}).map(([key, value]) => `${key}=${value}`);
    const command = ['env', '-u', 'CI', ...env, process.execPath, CLI, ...args].map((part) => `'${part}'`).join(' ');
    tmux('new-session', '-d', '-s', this.name, '-x', String(options.cols ?? 80), '-y', String(options.rows ?? 24), command);
    tmux('set-option', '-t', this.name, 'remain-on-exit', 'on');
  }

  screen(): string {
    return tmux('capture-pane', '-p', '-t', this.name).replace(/\n$/, '');
  }

  /** The screen with its colour and style escapes. */
  styledScreen(): string {
    return tmux('capture-pane', '-p', '-e', '-t', this.name);
  }

  keys(...keys: string[]): void {
    for (const key of keys) tmux('send-keys', '-t', this.name, key);
  }

  /** Sends text as it is, escape sequences included, in one write. */
  type(text: string): void {
    tmux('send-keys', '-t', this.name, '-l', text);
  }

  resize(cols: number, rows: number): void {
    tmux('resize-window', '-t', this.name, '-x', String(cols), '-y', String(rows));
  }

  /** Sends a signal to the program (the pane's process: the shell execs it). */
  signal(signal: NodeJS.Signals): void {
    process.kill(Number(tmux('display-message', '-p', '-t', this.name, '#{pane_pid}').trim()), signal);
  }

  /** A tmux format for the pane, e.g. '#{mouse_sgr_flag}' (whether the program asked for SGR mouse reports). */
  info(format: string): string {
    return tmux('display-message', '-p', '-t', this.name, format).trim();
  }

  exited(): boolean {
    return tmux('display-message', '-p', '-t', this.name, '#{pane_dead}').trim() === '1';
  }

  async until(check: (screen: string) => boolean, what: string, timeout = 8000): Promise<string> {
    const start = Date.now();
    for (;;) {
      const screen = this.screen();
      if (check(screen)) return screen;
      if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}; screen:\n${screen}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async waitExit(timeout = 8000): Promise<void> {
    const start = Date.now();
    while (!this.exited()) {
      if (Date.now() - start > timeout) throw new Error(`the program did not exit; screen:\n${this.screen()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): void {
    server.close(this.name);
  }
}
