/**
 * The terminal's full-screen mode, putting it back however the program ends
 * (quit, signal, lost connection, crash), and Ctrl-Z.
 */
import {closeSync, openSync, readFileSync, writeSync} from 'node:fs';
import {constants} from 'node:os';
import {isatty} from 'node:tty';
import {type Lang, t} from '../ui/text/messages.js';

const ENTER = '\u001B[?1049h\u001B[?25l';
const LEAVE = '\u001B[0m\u001B[?25h\u001B[?1049l';
/** Mouse reports of presses, releases and the wheel (1000) in the SGR form (1006), which tmux, screen and SSH pass on. */
const MOUSE_ON = '\u001B[?1000h\u001B[?1006h';
const MOUSE_OFF = '\u001B[?1006l\u001B[?1000l';

/**
 * Signals that end the program. Each restores the terminal, saves and exits
 * with 128 + the signal's number: HUP, INT, QUIT, TERM, ALRM, PIPE, and the
 * other ending ones conf's `when-exit` catches and re-raises, which would
 * otherwise end the program with the terminal still raw (QUIT and XCPU
 * even with a core dump). Signals this platform lacks are left out.
 */
const ENDING_SIGNALS = ['SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGTERM', 'SIGALRM', 'SIGPIPE', 'SIGVTALRM', 'SIGXCPU', 'SIGIO', 'SIGPWR', 'SIGSTKFLT'].filter(
  (name): name is NodeJS.Signals => name in constants.signals,
);

/**
 * Signals that must do nothing: a stray one never ends or opens the game. USR1 would start Node's inspector on 127.0.0.1:9229 (any local
 * user could then run code as the player) and print its address over the game. XFSZ (a write
 * beyond `ulimit -f`) would end the program; ignored, the write fails with EFBIG instead and
 * the game plays on unsaved, as on a full disk.
 */
const IGNORED_SIGNALS = ['SIGUSR1', 'SIGUSR2', 'SIGXFSZ'].filter((name): name is NodeJS.Signals => name in constants.signals);

const nothing = () => {};

/** Errors on stdin/stdout that mean the terminal went away (hung up, closed). */
const GONE = new Set(['EIO', 'ENXIO', 'EPIPE', 'EBADF', 'ENOTTY']);

/** What a shutdown callback reports: true = it saved the game, false = saving failed, nothing = nothing to save. */
export type ShutdownResult = boolean | void;

const shutdownCallbacks = new Set<() => ShutdownResult>();
const threadStops = new Set<() => Promise<unknown>>();
const suspendCallbacks = new Set<() => void>();
const resumeCallbacks = new Set<() => void>();

/** Between enterFullScreen() and restoreTerminal(): the program wants the full screen (also while suspended). */
let wanted = false;
/** The terminal is in full-screen mode right now. */
let onScreen = false;
/** The program wants mouse reports while it has the screen (the player's setting, `--no-mouse`). */
let mouse = false;
let exiting = false;
let suspended = false;
let resumedAt = 0;
let lang: Lang = 'en';
/** Which of stdin, stdout, stderr were terminals when the program started. */
let wasTerminal = [false, false, false];

/** Writes straight to the descriptor, at once, and never throws: the terminal may be gone. */
function put(text: string): void {
  try {
    writeSync(1, text);
  } catch {}
}

function setRaw(on: boolean): void {
  // On a terminal that is gone this emits an EIO error (handled by guardTerminal) instead of throwing.
  try {
    if (process.stdin.isTTY && isatty(0)) process.stdin.setRawMode(on);
  } catch {}
}

function show(): void {
  // Raw mode first: keys typed while Ink loads wait in the terminal instead of a line buffer, and
  // after `bg` this stops the program (SIGTTOU) before it draws over the shell.
  setRaw(true);
  put(mouse ? ENTER + MOUSE_ON : ENTER);
  onScreen = true;
}

function hide(): void {
  if (!onScreen) return;
  onScreen = false;
  setRaw(false);
  // Mouse reports off on every way out, whether or not they were on: the shell must not get them.
  put(MOUSE_OFF + LEAVE);
}

/** Raw mode, the alternate screen, the cursor hidden. */
export function enterFullScreen(): void {
  wanted = true;
  show();
}

/** Mouse reports on or off: at once when the program has the screen, else from the moment it takes it (and again after `fg`). */
export function setMouseReporting(on: boolean): void {
  if (on === mouse) return;
  mouse = on;
  if (onScreen) put(on ? MOUSE_ON : MOUSE_OFF);
}

/** Raw mode off, the normal screen back, the cursor visible, mouse reports off. Safe to call more than once and on a vanished terminal. */
export function restoreTerminal(): void {
  wanted = false;
  hide();
}

/**
 * Registers a synchronous callback that runs once before the program exits,
 * whatever the reason (q, signal, lost terminal, crash): the app saves the game
 * with its clock, storage flushes. Return true when it saved the game, false
 * (or throw) when saving failed. Returns a function that unregisters it.
 */
export function onShutdown(callback: () => ShutdownResult): () => void {
  shutdownCallbacks.add(callback);
  return () => shutdownCallbacks.delete(callback);
}

/**
 * Registers a way to stop the program's threads (the solver's), used before it lets go of a
 * terminal that has hung up: see letGoOfDeadTerminal. Returns a function that unregisters it.
 */
export function onStopThreads(stop: () => Promise<unknown>): () => void {
  threadStops.add(stop);
  return () => threadStops.delete(stop);
}

/** Registers a callback run just before the program stops for Ctrl-Z (the app stops its clock). */
export function onSuspend(callback: () => void): () => void {
  suspendCallbacks.add(callback);
  return () => suspendCallbacks.delete(callback);
}

/** Registers a callback run after `fg` has put the terminal back: draw the whole screen again. */
export function onResume(callback: () => void): () => void {
  resumeCallbacks.add(callback);
  return () => resumeCallbacks.delete(callback);
}

function runAll(callbacks: Set<() => void>): void {
  for (const callback of [...callbacks]) {
    try {
      callback();
    } catch {}
  }
}

/** Runs the shutdown callbacks once; says whether the game was saved ('none' when nothing needed saving). */
function runShutdown(): 'saved' | 'failed' | 'none' {
  let result: 'saved' | 'failed' | 'none' = 'none';
  for (const callback of [...shutdownCallbacks]) {
    shutdownCallbacks.delete(callback);
    let outcome: ShutdownResult;
    try {
      outcome = callback();
    } catch {
      outcome = false;
    }
    if (outcome === false) result = 'failed';
    else if (outcome === true && result === 'none') result = 'saved';
  }
  return result;
}

/** The descriptors among 0–2 that were a terminal at start and are one no longer: it hung up. */
function deadTerminal(): number[] {
  return [0, 1, 2].filter((fd) => wasTerminal[fd] && !isatty(fd));
}

/**
 * Node up to version 23 resets the terminal once more as the process exits
 * (ResetStdio) and aborts with a native stack and SIGABRT when the terminal has
 * hung up, because tcsetattr then fails with EIO. It skips descriptors that no
 * longer hold the file they held at start, so a terminal that is gone is
 * replaced here, last thing, by /dev/null. For the moment between the two the
 * descriptor is free: a thread starting then (a solver thread) would make its
 * event loop on it, and libuv aborts when it closes a descriptor below 3. So
 * shutdown stops the threads first (see onStopThreads).
 */
function letGoOfDeadTerminal(): void {
  for (const fd of deadTerminal()) {
    wasTerminal[fd] = false;
    try {
      closeSync(fd);
      // The lowest free descriptor is the one just closed.
      const taken = openSync('/dev/null', 'r+');
      if (taken > 2) closeSync(taken);
    } catch {}
  }
}

/** How long a shutdown waits for the threads to stop before it exits all the same. */
const THREADS_STOP_MS = 2000;

/** Stops the threads; resolves when they have stopped or after THREADS_STOP_MS, whichever is first. */
function stopThreads(): Promise<unknown> {
  const stops = [...threadStops].map((stop) => {
    try {
      return stop().catch(() => undefined);
    } catch {
      return undefined;
    }
  });
  return Promise.race([Promise.all(stops), new Promise((resolve) => setTimeout(resolve, THREADS_STOP_MS))]);
}

/** Restores the terminal, saves, and exits with the given code. */
function shutdown(code: number): void {
  if (exiting) return;
  exiting = true;
  restoreTerminal();
  runShutdown();
  const leave = () => {
    letGoOfDeadTerminal();
    process.exit(code);
  };
  // The game is saved; on a dead terminal the threads stop before its descriptors are let go of.
  if (deadTerminal().length === 0 || threadStops.size === 0) leave();
  else void stopThreads().then(leave);
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = text.split('\n')[0].trim();
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}

function crash(error: unknown): void {
  if (exiting) {
    // Something failed while already on the way out: just leave.
    letGoOfDeadTerminal();
    process.exit(1);
  }
  exiting = true;
  restoreTerminal();
  const saved = runShutdown();
  const after = saved === 'saved' ? ` ${t(lang, 'crash.saved')}` : saved === 'failed' ? ` ${t(lang, 'crash.notSaved')}` : '';
  try {
    writeSync(2, `patience: ${t(lang, 'crash.line', {reason: describe(error)})}${after}\n`);
    if (process.env.PATIENCE_DEBUG && error instanceof Error && error.stack) writeSync(2, `${error.stack}\n`);
  } catch {}
  letGoOfDeadTerminal();
  process.exit(1);
}

/** The terminal (or the pipe of --list | head) went away under us: like SIGHUP (or SIGPIPE). */
function terminalGone(error?: NodeJS.ErrnoException): void {
  if (error && !GONE.has(error.code ?? '')) return crash(error);
  shutdown(128 + constants.signals[error?.code === 'EPIPE' ? 'SIGPIPE' : 'SIGHUP']);
}

/**
 * Whether a shell above the program can stop and continue it. A shell with job control runs
 * each job in a process group of its own; a program in its session leader's group (started by
 * `ssh -t host patience`, by `exec`, by a window manager) has nobody to give the terminal to.
 */
export function hasJobControl(stat = readProcStat()): boolean {
  if (stat === undefined) return true;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the state: ppid, pgrp, session.
  return fields[2] !== fields[3];
}

function readProcStat(): string | undefined {
  try {
    return readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Stops the program for Ctrl-Z (or an outside SIGTSTP) with the terminal restored; `fg` puts
 * everything back. Returns false, doing nothing, where there is no job control: the terminal
 * stays raw (a Ctrl-C in a moment of cooked mode would end the game).
 */
export function suspend(): boolean {
  if (exiting || suspended) return true;
  if (!hasJobControl()) return false;
  suspended = true;
  if (wanted) {
    runAll(suspendCallbacks);
    hide();
  }
  // Our own SIGTSTP listener would catch the signal: without it the default action stops the
  // process, and kill() returns once the shell has continued it (fg). The whole process group
  // stops, as with a Ctrl-Z the terminal turned into a signal: a wrapper that started us (npx)
  // stops too, so the shell sees the job stop and takes the terminal back. Where there is no job
  // control (an orphaned process group) the kernel drops the signal and this returns at once.
  process.off('SIGTSTP', suspend);
  try {
    process.kill(0, 'SIGTSTP');
  } catch {
    // no such signal here (Windows): nothing to stop
  } finally {
    listen('SIGTSTP', suspend);
  }
  resume();
  return true;
}

function resume(): void {
  suspended = false;
  if (exiting || !wanted) return;
  show();
  resumedAt = Date.now();
  runAll(resumeCallbacks);
}

/**
 * SIGCONT after Ctrl-Z is handled in suspend(); one after an outside SIGSTOP gets the terminal
 * back too, since whoever stopped us may have changed it (a shell's `stty sane`, a reset).
 */
function continued(): void {
  if (!wanted || suspended || exiting || Date.now() - resumedAt < 1000) return;
  // Node remembers raw mode and would skip setting it again: leave it first.
  setRaw(false);
  resume();
}

/** Listens for a signal; a platform without it (Windows lacks most) throws, and then there is nothing to listen for. */
function listen(signal: NodeJS.Signals, listener: () => void, first = false): void {
  try {
    if (first) process.prependListener(signal, listener);
    else process.on(signal, listener);
  } catch {}
}

/**
 * Restores the terminal (and saves, through the onShutdown callbacks) on exit,
 * on every ending signal, when the terminal goes away, and on a crash, which
 * prints one plain line. Call once, early; `language` is for the crash line.
 */
export function guardTerminal(language: Lang = 'en'): void {
  lang = language;
  wasTerminal = [0, 1, 2].map((fd) => isatty(fd));
  process.on('exit', () => {
    exiting = true;
    restoreTerminal();
    runShutdown();
    letGoOfDeadTerminal();
  });
  for (const signal of ENDING_SIGNALS) {
    // First in line, ahead of when-exit's listeners, which re-raise the signal.
    listen(signal, () => shutdown(128 + constants.signals[signal]), true);
  }
  for (const signal of IGNORED_SIGNALS) listen(signal, nothing);
  listen('SIGTSTP', suspend);
  listen('SIGCONT', continued);
  if (wasTerminal[0]) {
    process.stdin.on('error', terminalGone);
    // A terminal in raw mode never ends by itself: end of input means it hung up.
    process.stdin.on('end', () => terminalGone());
  }
  process.stdout.on('error', terminalGone);
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}

/** A terminal that cannot move the cursor cannot show the table: `TERM=dumb` (Emacs's shell, some IDE consoles). */
export function canAddressCursor(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.TERM !== 'dumb';
}

/** The hooks above, handed to the app as one value (tests leave them out). */
export type Lifecycle = {
  readonly onShutdown: typeof onShutdown;
  readonly onSuspend: typeof onSuspend;
  readonly onResume: typeof onResume;
  readonly suspend: typeof suspend;
};

export const lifecycle: Lifecycle = {onShutdown, onSuspend, onResume, suspend};
