// A program in a pseudo-terminal (util-linux `script`), with a small VT100 model of the
// screen it draws, so a measurement can wait for what a player would see.
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';

/** Enough of a terminal to replay a full-screen program: cursor moves, clears, text; styles ignored. */
export class VirtualScreen {
  constructor(cols, rows) {
    this.cols = cols;
    this.rows = rows;
    this.cells = Array.from({length: rows}, () => Array(cols).fill(' '));
    this.row = 0;
    this.col = 0;
    this.rest = '';
  }

  feed(text) {
    const input = this.rest + text;
    this.rest = '';
    const pattern = /\u001B\[([?0-9;]*)([@-~])|\u001B[^[]|\u001B$|\r|\n|[^\u001B\r\n]/gu;
    for (const match of input.matchAll(pattern)) {
      const [whole, params, final] = match;
      if (whole === '\u001B') {
        this.rest = whole;
        break;
      }
      if (whole === '\r') this.col = 0;
      else if (whole === '\n') this.row = Math.min(this.rows - 1, this.row + 1);
      else if (final !== undefined) this.control(params, final);
      else if (!whole.startsWith('\u001B')) {
        if (this.row < this.rows && this.col < this.cols) this.cells[this.row][this.col] = whole;
        this.col++;
      }
    }
    // A sequence cut between two reads is finished by the next one.
    const cut = /\u001B\[[?0-9;]*$/.exec(input);
    if (cut && !this.rest) this.rest = cut[0];
  }

  control(params, final) {
    if (params.startsWith('?')) return;
    const args = params.split(';').filter(Boolean).map(Number);
    if (final === 'H') {
      this.row = (args[0] ?? 1) - 1;
      this.col = (args[1] ?? 1) - 1;
    } else if (final === 'J') {
      for (const line of this.cells) line.fill(' ');
    } else if (final === 'K') {
      for (let col = this.col; col < this.cols; col++) this.cells[this.row][col] = ' ';
    }
  }

  text() {
    return this.cells.map((line) => line.join('').trimEnd()).join('\n');
  }
}

/**
 * Starts `command` in a pty of cols×rows. The session records every output byte and the
 * screen they draw; `waitFor` resolves when a condition on them holds.
 */
export function inPty(command, {cols = 80, rows = 24, env = {}} = {}) {
  const shell = `stty cols ${cols} rows ${rows}; printf 'PID=%s;' $$; exec ${command}`;
  const child = spawn('script', ['-qfec', shell, '/dev/null'], {env: {...process.env, ...env}, stdio: ['pipe', 'pipe', 'inherit']});
  const session = {
    child,
    bytes: 0,
    pid: 0,
    screen: new VirtualScreen(cols, rows),
    listeners: new Set(),
    exited: false,
    lastOutput: performance.now(),
  };
  let head = '';
  child.stdout.on('data', (chunk) => {
    session.lastOutput = performance.now();
    let text = chunk.toString('utf8');
    if (!session.pid) {
      head += text;
      const match = /PID=(\d+);/.exec(head);
      if (!match) return;
      session.pid = Number(match[1]);
      text = head.slice(match.index + match[0].length);
      session.bytes += Buffer.byteLength(text);
    } else session.bytes += chunk.length;
    session.screen.feed(text);
    for (const listener of [...session.listeners]) listener();
  });
  child.on('exit', () => {
    session.exited = true;
    for (const listener of [...session.listeners]) listener();
  });
  return session;
}

export function waitFor(session, check, what = 'the screen', timeout = 20000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      session.listeners.delete(listener);
      reject(new Error(`timed out waiting for ${what}; screen:\n${session.screen.text()}`));
    }, timeout);
    const listener = () => {
      if (!check()) return;
      clearTimeout(timer);
      session.listeners.delete(listener);
      resolve();
    };
    session.listeners.add(listener);
    listener();
  });
}

/** Resolves once no output has arrived for `quiet` ms. */
export async function settle(session, quiet = 40) {
  for (;;) {
    const wait = session.lastOutput + quiet - performance.now();
    if (wait <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

export function exited(session) {
  return session.exited ? Promise.resolve() : new Promise((resolve) => session.child.on('exit', resolve));
}

/** Resident memory of the program now (VmRSS) and at its peak (VmHWM), in MB. */
export function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]) / 1024;
  return {rss: field('VmRSS'), peak: field('VmHWM')};
}
