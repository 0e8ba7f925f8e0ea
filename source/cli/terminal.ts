/** The terminal's full-screen mode and putting it back, whatever way the program ends. */

let restored = true;

export function enterFullScreen(): void {
  restored = false;
  // Raw mode at once, so keys typed while Ink loads wait in the terminal instead of a line buffer.
  process.stdin.setRawMode(true);
  process.stdout.write('\u001B[?1049h\u001B[?25l');
}

export function restoreTerminal(): void {
  if (restored) return;
  restored = true;
  if (process.stdin.isTTY) process.stdin.setRawMode(false);
  process.stdout.write('\u001B[?25h\u001B[?1049l');
}

/** Restores the terminal on exit, signals, exceptions and rejections. */
export function guardTerminal(): void {
  process.on('exit', restoreTerminal);
  for (const [signal, code] of [
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.on(signal, () => {
      restoreTerminal();
      process.exit(code);
    });
  }
  const crash = (error: unknown): never => {
    restoreTerminal();
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`patience: something went wrong: ${message}\nYour game is saved after every move.\n`);
    process.exit(1);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}
