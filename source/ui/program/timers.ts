import type {GameUi} from '../state/game-ui.js';

/** What the timers need of the program: its clock, the game on screen, and ways to change it. */
export type TimerHost = {
  readonly now: () => number;
  /** The game on screen while the program runs (not quit, not suspended). */
  readonly game: () => GameUi | undefined;
  /** Whether the game on screen is still being played (its clock runs). */
  readonly playing: (ui: GameUi) => boolean;
  /** The game's clock moved on: `redraw` when the shown second changed. */
  readonly elapsed: (ms: number) => boolean;
  /** One autoplay step. */
  readonly tick: () => void;
  readonly commit: () => void;
};

/**
 * The game clock and autoplay, each on its own timer. The clock counts from a monotonic start:
 * `elapsed` grows by the time since the last settlement, whatever redraws, keys or autoplay steps
 * happen in between.
 */
export class GameTimers {
  private clockSince: number | undefined;
  private clockTimer: ReturnType<typeof setTimeout> | undefined;
  private clockDue = 0;
  // Autoplay: its own timer, untouched by clock redraws and other keys.
  private autoTimer: ReturnType<typeof setTimeout> | undefined;
  private autoDue = 0;
  private autoSpeed = 0;

  constructor(private readonly host: TimerHost) {}

  /** Counts the time since the last settlement into the game's clock; true when the shown second changed. */
  settle(): boolean {
    if (this.clockSince === undefined || !this.host.game()) return false;
    // Whole milliseconds (saves stay integers); the fraction stays in `clockSince`, so none is lost.
    const ms = Math.floor(this.host.now() - this.clockSince);
    if (ms <= 0) return false;
    this.clockSince += ms;
    return this.host.elapsed(ms);
  }

  /** Starts, moves or stops the timers for what is on screen now. */
  sync(): void {
    const ui = this.host.game();
    if (!ui || !this.host.playing(ui)) {
      this.clockSince = undefined;
      if (this.clockTimer) clearTimeout(this.clockTimer);
      this.clockTimer = undefined;
    } else {
      this.clockSince ??= this.host.now();
      // Redraw when the shown second changes.
      const due = this.host.now() + 1000 - (ui.elapsed % 1000);
      if (!this.clockTimer || Math.abs(due - this.clockDue) > 20) {
        if (this.clockTimer) clearTimeout(this.clockTimer);
        this.clockDue = due;
        this.clockTimer = setTimeout(
          () => {
            this.clockTimer = undefined;
            this.settle();
            this.host.commit();
          },
          Math.max(1, due - this.host.now()),
        );
      }
    }
    this.syncAuto(ui);
  }

  stop(): void {
    if (this.clockTimer) clearTimeout(this.clockTimer);
    if (this.autoTimer) clearTimeout(this.autoTimer);
    this.clockTimer = undefined;
    this.autoTimer = undefined;
    this.clockSince = undefined;
  }

  private syncAuto(ui: GameUi | undefined): void {
    if (!ui?.auto) {
      if (this.autoTimer) clearTimeout(this.autoTimer);
      this.autoTimer = undefined;
      return;
    }
    if (this.autoTimer && this.autoSpeed === ui.speed) return;
    const now = this.host.now();
    // A new speed counts from the last step; a first step waits one interval.
    const base = this.autoTimer ? this.autoDue - this.autoSpeed : now;
    if (this.autoTimer) clearTimeout(this.autoTimer);
    this.schedule(Math.max(now, base + ui.speed), ui.speed);
  }

  private schedule(due: number, speed: number): void {
    this.autoDue = due;
    this.autoSpeed = speed;
    this.autoTimer = setTimeout(() => this.step(), Math.max(0, due - this.host.now()));
  }

  private step(): void {
    this.autoTimer = undefined;
    if (!this.host.game()?.auto) return;
    this.settle();
    const due = this.autoDue;
    this.host.tick();
    const ui = this.host.game();
    // The next step one interval after this one was due (not after it ran), unless far behind.
    if (ui?.auto) this.schedule(Math.max(this.host.now(), due + ui.speed), ui.speed);
    this.host.commit();
  }
}
