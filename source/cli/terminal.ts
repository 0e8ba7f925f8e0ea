/** The terminal's full-screen mode and putting it back, whatever way the program ends. */

let restored = true;

export function enterFullScreen(): void {
  restored = false;
  // Raw mode at once, so keys typed while Ink loads wait in the terminal instead of a line buffer.
  process.stdin.setRawMode(true);
  process.stdout.write('\u001B[?1049h\u001B[?25l');
}

const shutdowns: Array<() => void> = [];
const resumers: Array<() => void> = [];

/** Runs `fn` once before the process exits for any reason (stub until stream D's terminal.ts lands). */
export function onShutdown(fn: () => void): void {
  shutdowns.push(fn);
}

function runShutdown(): void {
  for (const fn of shutdowns.splice(0)) {
    try {
      fn();
    } catch {
      // Shutting down: nothing more can be done about it.
    }
  }
}

/** Runs `fn` when the program is back in the foreground after Ctrl-Z. */
export function onResume(fn: () => void): void {
  resumers.push(fn);
}

/** Ctrl-Z: the terminal as it was, the process stopped; `fg` brings the game back (stub until stream D lands). */
export function suspend(): void {
  restoreTerminal();
  process.once('SIGCONT', () => {
    enterFullScreen();
    for (const fn of resumers) fn();
  });
  process.kill(process.pid, 'SIGTSTP');
}

export function restoreTerminal(): void {
  if (restored) return;
  restored = true;
  if (process.stdin.isTTY) process.stdin.setRawMode(false);
  process.stdout.write('\u001B[?25h\u001B[?1049l');
}

/** Restores the terminal on exit, signals, exceptions and rejections. */
export function guardTerminal(): void {
  process.on('exit', () => {
    runShutdown();
    restoreTerminal();
  });
  for (const [signal, code] of [
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.on(signal, () => {
      runShutdown();
      restoreTerminal();
      process.exit(code);
    });
  }
  const crash = (error: unknown): never => {
    runShutdown();
    restoreTerminal();
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`patience: something went wrong: ${message}\nYour game is saved after every move.\n`);
    process.exit(1);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}
