// A real SSH session: sshd on 127.0.0.1 (a free port, throwaway host and user keys), `ssh -tt` in tmux,
// the built CLI started in the remote login shell, a move played, then the ssh client killed as a
// dropped connection would. The game is kept (the next start resumes it) and no patience process is left.
import {type ChildProcess, execFileSync, spawn} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createConnection, createServer} from 'node:net';
import {tmpdir, userInfo} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {freshHome} from '../e2e/terminal.js';
import {Pane, patience, patiencePid, patienceProcesses, quote, readSave, sleep, stopServer, Tally, until} from './harness.js';

const SSHD = '/usr/sbin/sshd';
// CI installs openssh-server (.ci/run); elsewhere the test says it is skipped rather than fail on a missing server.
const available = existsSync(SSHD);
if (!available && process.env.CI) throw new Error(`${SSHD} is missing: .ci/run installs openssh-server`);
if (!available) console.warn(`ssh test skipped: ${SSHD} not installed (apt-get install openssh-server)`);

const tally = new Tally();
let sshd: ChildProcess | undefined;
let sshdLog = '';
let port = 0;
let keys = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({port, host: '127.0.0.1'}, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

beforeAll(async () => {
  if (!available) return;
  keys = mkdtempSync(join(tmpdir(), 'patience-sshd-'));
  for (const name of ['host_key', 'user_key']) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'patience-test', '-f', join(keys, name)]);
  writeFileSync(join(keys, 'authorized_keys'), readFileSync(join(keys, 'user_key.pub')));
  chmodSync(join(keys, 'authorized_keys'), 0o600);
  port = await freePort();
  writeFileSync(
    join(keys, 'sshd_config'),
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(keys, 'host_key')}`,
      `PidFile ${join(keys, 'sshd.pid')}`,
      `AuthorizedKeysFile ${join(keys, 'authorized_keys')}`,
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      'UsePAM no',
      'StrictModes no',
      'PrintMotd no',
      'PrintLastLog no',
      'LogLevel ERROR',
      '',
    ].join('\n'),
  );
  // sshd started as root wants its privilege-separation directory.
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', {recursive: true, mode: 0o755});
  sshd = spawn(SSHD, ['-D', '-e', '-f', join(keys, 'sshd_config')], {stdio: ['ignore', 'ignore', 'pipe']});
  sshd.stderr?.on('data', (chunk) => (sshdLog += chunk));
  await until(() => accepts(port), 'sshd to listen').catch((error) => {
    throw new Error(`${error.message}: ${sshdLog}`);
  });
});

afterAll(() => {
  sshd?.kill('SIGTERM');
  if (keys) rmSync(keys, {recursive: true, force: true});
  stopServer();
  if (available) tally.print('SSH session (tries / failures)');
});

function sshCommand(): string {
  const options = ['-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', 'BatchMode=yes', '-o', 'LogLevel=ERROR'];
  return `exec ${['ssh', '-tt', '-p', String(port), '-i', join(keys, 'user_key'), ...options, `${userInfo().username}@127.0.0.1`].map(quote).join(' ')}`;
}

describe.skipIf(!available)('a real SSH session', () => {
  it('the ssh client dies mid-game: the game is kept with its clock and no process is left behind', async () => {
    await tally.run('ssh -tt, play, kill the client', 2, async () => {
      const home = freshHome();
      const pane = new Pane(sshCommand());
      try {
        // A known prompt, whatever the remote login shell prints.
        pane.type(`PS1='remote$ '`);
        await pane.waitScreen((screen) => screen.trimEnd().endsWith('remote$'), `the remote shell prompt (sshd: ${sshdLog})`);
        pane.type(`${patience(home, ['staffelpatience', '--deal', '8'])} 2>${quote(join(home, 'stderr'))}`);
        await pane.waitScreen((screen) => screen.includes('deal 8') && screen.includes('moves 0'), 'the first frame over ssh');
        pane.keys('d');
        await pane.waitScreen((screen) => screen.includes('moves 1'), 'a move over ssh');
        const moved = Date.now();
        await sleep(500);
        await patiencePid(home);
        const client = Number(pane.info('#{pane_pid}'));
        const dropped = Date.now();
        process.kill(client, 'SIGKILL');
        await until(() => patienceProcesses(home).length === 0, 'no patience process left after the connection dropped');
        const save = readSave(home);
        expect(save?.deal).toBe(8);
        expect(save?.moves).toHaveLength(1);
        expect(save?.elapsed ?? 0).toBeGreaterThanOrEqual(dropped - moved - 20);
        // No crash line, no native stack from an abort.
        expect(readFileSync(join(home, 'stderr'), 'utf8')).toBe('');
      } finally {
        pane.close();
      }
      // The next start resumes the same game.
      const again = new Pane(`exec ${patience(home, [])}`);
      try {
        const resumed = await again.waitScreen((screen) => screen.includes('moves 1'), 'the resumed game');
        expect(resumed).toContain('Resumed your Staffelpatience game');
        expect(resumed).toContain('deal 8');
        again.keys('q');
        await until(() => again.dead(), 'the program to quit');
      } finally {
        again.close();
      }
    });
  });
});
