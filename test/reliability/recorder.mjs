// Runs a command in this terminal and records how it ended ({code, signal}) and what it wrote to
// stderr, where a test can read them after the terminal itself is gone.
// Usage: node recorder.mjs <out-prefix> <forward-hangup: yes|no> <command> [args...]
// With "yes" a SIGHUP to this process is passed on to the command, as an interactive shell does;
// with "no" the command only sees its terminal vanish (end of input, EIO).
import {spawn} from 'node:child_process';
import {closeSync, openSync, writeFileSync} from 'node:fs';

const [out, forward, command, ...args] = process.argv.slice(2);
const child = spawn(command, args, {stdio: ['inherit', 'inherit', openSync(`${out}.stderr`, 'w')]});
process.on('SIGHUP', () => {
  if (forward === 'yes') child.kill('SIGHUP');
});
// The recorder must outlive the command to report on it (tmux also sends SIGTERM when it closes a pane).
process.on('SIGTERM', () => {});
child.on('exit', (code, signal) => {
  writeFileSync(`${out}.status`, JSON.stringify({code, signal}));
  // Node (before 24) aborts at exit when its terminal has hung up; closing stdio avoids that here too.
  for (const fd of [0, 1, 2]) closeSync(fd);
});
