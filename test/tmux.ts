import {execFileSync, spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import {join} from 'node:path';
import {threadId} from 'node:worker_threads';

/**
 * A private tmux server for one test file. Private because a server keeps the environment it
 * started with and others' sessions must stay apart; named per process and worker thread because
 * test files may run in threads of one process. It stays up between sessions: a server ends with
 * its last session, and a session started right then meets the dying server.
 */
export function tmuxServer(purpose: string) {
  const name = `patience-${purpose}-${process.pid}-${threadId}`;
  let started = false;
  return {
    name,
    tmux(...args: string[]): string {
      if (!started) {
        execFileSync('tmux', ['-L', name, 'start-server', ';', 'set-option', '-g', 'exit-empty', 'off']);
        started = true;
      }
      return execFileSync('tmux', ['-L', name, ...args], {encoding: 'utf8'});
    },
    /** Ends the server (call when the test file is done); tmux leaves its socket file behind. */
    stop(): void {
      spawnSync('tmux', ['-L', name, 'kill-server']);
      rmSync(join(process.env.TMUX_TMPDIR || '/tmp', `tmux-${process.getuid?.() ?? 0}`, name), {force: true});
      started = false;
    },
    /** Ends one session, leaving the server up. */
    close(session: string): void {
      spawnSync('tmux', ['-L', name, 'kill-session', '-t', session]);
    },
  };
}
