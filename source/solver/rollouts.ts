import {type CompactModel, NO_FOCUS} from '../core/compact.js';
import {createRandom} from '../core/random.js';
import type {GameDefinition, GameMove, RolloutSettings, State} from '../core/types.js';
import type {Budget, Goal} from './goal.js';

/** Moves a rollout plays at most (a Hermann game from its deal takes about 300). */
const MAX_LINE = 4096;

/** Slots of the buffer: the start, the attempt's position, a move from it, and a rollout's two positions. */
const START = 0;
const PATH = 1;
const CHILD = 2;
const SLOTS = 5;

/** A compact model that says how far a position has come (CompactModel.progress), as rollouts need. */
export type RolloutModel = CompactModel & {progress(data: Uint8Array, at: number): number};

/** A rollout's score when it won. */
const WIN = Infinity;

/** The keys one rollout has met: a table of its own, emptied by a new stamp. */
class Met {
  private readonly keys = new Float64Array(MAX_LINE * 2);
  private readonly stamps = new Int32Array(MAX_LINE * 2);
  private stamp = 0;

  clear(): void {
    this.stamp++;
  }

  /** Adds `key`: false when it was there. */
  add(key: number): boolean {
    const mask = this.keys.length - 1;
    let slot = (key >>> 0) & mask;
    while (this.stamps[slot] === this.stamp) {
      if (this.keys[slot] === key) return false;
      slot = (slot + 1) & mask;
    }
    this.stamps[slot] = this.stamp;
    this.keys[slot] = key;
    return true;
  }
}

/**
 * Nested rollouts (Cazenave's nested Monte-Carlo search, level 1), attempt
 * after attempt, over a game's compact model: a rollout plays the game's
 * favourite move (its priority, blurred by the attempt's noise) until nothing is left,
 * never back to a position it met and with at most `shifts` moves in a row that
 * gain nothing (CompactModel.progress); an attempt plays, from the start, the
 * move whose rollout came furthest, rolling out each move again at every step,
 * and keeps the best line it has seen. Where the depth-first searches spend
 * millions of positions below an early wrong turn, a rollout plays the whole
 * game through in a few hundred. It finds wins only: nothing it fails proves anything.
 */
export class Rollouts {
  /** Positions (moves applied) the last piece took. */
  spent = 0;
  private applied = 0;
  private readonly size: number;
  private readonly data: Uint8Array;
  private readonly codes: Int32Array;
  private readonly scores: Float64Array;
  private readonly noisy: Float64Array;
  /** The attempt's moves from its position, tried one after the other across pieces. */
  private readonly choices: Int32Array;
  private readonly choiceScores: Float64Array;
  /** The last rollout's line, the best line of the attempt so far, and the attempt's line to its position. */
  private readonly line = new Int32Array(MAX_LINE);
  private lineLength = 0;
  private readonly best = new Int32Array(MAX_LINE * 2 + 1);
  private bestLength = 0;
  private bestScore = -Infinity;
  private readonly path = new Int32Array(MAX_LINE);
  private pathLength = 0;
  private readonly met = new Met();
  private readonly random: () => number;
  /** The noise of the attempt under way (the settings' in turn, attempt after attempt). */
  private noise = 0;
  private readonly attempts: Generator<undefined, never, undefined>;

  constructor(
    private readonly model: RolloutModel,
    start: State,
    seed: number,
    private readonly settings: RolloutSettings,
  ) {
    this.size = model.size;
    this.data = new Uint8Array(model.size * SLOTS);
    this.codes = new Int32Array(model.maxMoves);
    this.scores = new Float64Array(model.maxMoves);
    this.noisy = new Float64Array(model.maxMoves);
    this.choices = new Int32Array(model.maxMoves);
    this.choiceScores = new Float64Array(model.maxMoves);
    this.random = createRandom(seed);
    model.encode(start, this.data, START);
    this.attempts = this.attempt();
  }

  /** Rolls out on for up to `budget.nodes` positions (or its time): a winning line, or undefined. */
  run(budget: Budget): readonly GameMove[] | undefined {
    const before = this.applied;
    const want = budget.nodes ?? Infinity;
    const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : undefined;
    let won = false;
    while (!won && this.applied - before < want) {
      if ((deadline !== undefined && budget.now!() > deadline) || budget.cancelled?.()) break;
      this.attempts.next();
      won = this.bestScore === WIN;
    }
    this.spent = this.applied - before;
    if (!won) return undefined;
    return Array.from(this.best.subarray(0, this.bestLength), (code) => this.model.move(code));
  }

  /** Attempt after attempt from the start; yields after each rollout (a win stays in `best` with the score WIN). */
  private *attempt(): Generator<undefined, never, undefined> {
    const {model, data, size} = this;
    for (let attempt = 0; ; attempt++) {
      this.noise = this.settings.noise[attempt % this.settings.noise.length];
      data.copyWithin(PATH * size, START * size, (START + 1) * size);
      const onPath = new Set([model.key(data, PATH * size)]);
      this.pathLength = 0;
      this.bestScore = this.rollout(PATH * size, onPath);
      this.keepBest(-1);
      yield undefined;
      while (this.bestScore !== WIN) {
        const count = model.moves(data, PATH * size, this.choices, 0, this.choiceScores, NO_FOCUS);
        for (let index = 0; index < count && this.bestScore !== WIN; index++) {
          const code = this.choices[index];
          model.apply(data, PATH * size, code, CHILD * size);
          this.applied++;
          const key = model.key(data, CHILD * size);
          if (onPath.has(key)) continue;
          onPath.add(key);
          // A move that wins at once leaves no rollout's line behind it.
          this.lineLength = 0;
          const score = model.outcome(data, CHILD * size, code) === 'won' ? WIN : this.rollout(CHILD * size, onPath);
          onPath.delete(key);
          if (score > this.bestScore) {
            this.bestScore = score;
            this.keepBest(code);
          }
          yield undefined;
        }
        if (this.bestScore === WIN || this.bestLength <= this.pathLength || this.pathLength === MAX_LINE) break;
        const code = this.best[this.pathLength];
        model.apply(data, PATH * size, code, CHILD * size);
        this.applied++;
        data.copyWithin(PATH * size, CHILD * size, (CHILD + 1) * size);
        onPath.add(model.key(data, PATH * size));
        this.path[this.pathLength++] = code;
      }
      // A win waits in `best` for run() to read; the next attempt begins only if asked again.
      if (this.bestScore === WIN) yield undefined;
    }
  }

  /** The best line: the attempt's line, then `code` (none if negative), then the last rollout's. */
  private keepBest(code: number): void {
    let length = this.pathLength;
    this.best.set(this.path.subarray(0, length));
    if (code >= 0) this.best[length++] = code;
    this.best.set(this.line.subarray(0, this.lineLength), length);
    this.bestLength = length + this.lineLength;
  }

  /** Plays one rollout from the position at `from` into `line`: how far it came (WIN if it won). */
  private rollout(from: number, onPath: ReadonlySet<number>): number {
    const {model, data, size, codes, scores, noisy, line, met} = this;
    let at = (CHILD + 1) * size;
    let next = at + size;
    data.copyWithin(at, from, from + size);
    met.clear();
    met.add(model.key(data, at));
    let shifts = 0;
    this.lineLength = 0;
    while (this.lineLength < MAX_LINE) {
      const count = model.moves(data, at, codes, 0, scores, NO_FOCUS);
      for (let index = 0; index < count; index++) noisy[index] = scores[index] + (this.random() / 2 ** 32) * this.noise;
      const progress = model.progress(data, at);
      let chosen = -1;
      for (let tries = 0; tries < count && chosen < 0; tries++) {
        let top = -1;
        for (let index = 0; index < count; index++) if (noisy[index] !== -Infinity && (top < 0 || noisy[index] > noisy[top])) top = index;
        noisy[top] = -Infinity;
        model.apply(data, at, codes[top], next);
        this.applied++;
        const gained = model.progress(data, next) !== progress;
        if (!gained && shifts >= this.settings.shifts) continue;
        const key = model.key(data, next);
        if (onPath.has(key) || !met.add(key)) continue;
        chosen = codes[top];
        shifts = gained ? 0 : shifts + 1;
      }
      if (chosen < 0) break;
      line[this.lineLength++] = chosen;
      const played = next;
      next = at;
      at = played;
      if (model.outcome(data, at, chosen) === 'won') return WIN;
    }
    return model.progress(data, at);
  }
}

/** The game's rollouts for `start` (SolverHooks.rollouts, over its compact model), or undefined where it has none. */
export function rolloutsFor<S extends State>(definition: GameDefinition<S>, start: S, goal: Goal, seed: number): Rollouts | undefined {
  const settings = definition.solver?.rollouts;
  if (!settings || goal !== 'win') return undefined;
  const model = definition.solver?.compact?.(start);
  if (!model?.progress || model.steps) return undefined;
  return new Rollouts(model as RolloutModel, start, seed, settings);
}
