import {describe, expect, it} from 'vitest';
import {type CompactModel, NO_FOCUS} from '../../source/core/compact.js';
import type {GameDefinition, GameMove, State} from '../../source/core/types.js';
import {elf} from '../../source/games/elf.js';
import {games} from '../../source/games/index.js';
import {staffelpatience} from '../../source/games/staffelpatience.js';
import {CompactSearch} from '../../source/solver/compact-search.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {indexesOf} from '../../source/solver/expand.js';
import {focusedKey, StateHasher} from '../../source/solver/hash.js';
import {searchFor} from '../../source/solver/search.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
import {dealt, midGame, playedPositions} from '../helpers.js';

/** The games with a compact model for their default rules. */
const compactGames = games.filter((game) => game.solver?.compact?.(dealt(game, 1)) !== undefined);

const modelOf = (definition: GameDefinition, state: State) => definition.solver!.compact!(state);

/** The model's moves as the search orders them: stably by score, highest first. */
function listed(model: CompactModel, data: Uint8Array, at = 0, focus = NO_FOCUS): GameMove[] {
  const codes = new Int32Array(model.maxMoves);
  const scores = new Float64Array(model.maxMoves);
  const count = model.moves(data, at, codes, 0, scores, focus);
  const order = Array.from({length: count}, (_, index) => index);
  if (model.prioritized) order.sort((a, b) => scores[b] - scores[a] || a - b);
  return order.map((index) => model.move(codes[index]));
}

/** The model's codes, by the rules' move they stand for. */
function codesOf(model: CompactModel, data: Uint8Array): Map<string, number> {
  const codes = new Int32Array(model.maxMoves);
  const count = model.moves(data, 0, codes, 0, new Float64Array(model.maxMoves), NO_FOCUS);
  return new Map(Array.from(codes.subarray(0, count), (code) => [JSON.stringify(model.move(code)), code]));
}

function encoded(model: CompactModel, state: State): Uint8Array {
  const data = new Uint8Array(model.size * 2);
  model.encode(state, data, 0);
  return data;
}

/** The general key of a position, and its lanes (for a focused key). */
function generalKey(hasher: StateHasher<State>, state: State): {key: number; lanes: Uint32Array} {
  const lanes = new Uint32Array(state.piles.length * 2);
  return {key: hasher.key(state, lanes), lanes};
}

/** Checks that the compact keys met so far name the same positions as the general ones: one for one, both ways. */
class OneToOne {
  private readonly byGeneral = new Map<number, number>();
  private readonly byCompact = new Map<number, number>();

  check(general: number, compact: number): void {
    expect(this.byGeneral.get(general) ?? compact).toBe(compact);
    expect(this.byCompact.get(compact) ?? general).toBe(general);
    this.byGeneral.set(general, compact);
    this.byCompact.set(compact, general);
  }
}

/** The child of a move, through the model and through the rules: the same key, outcome, focus (and the moves that focus allows). */
function checkChild(definition: GameDefinition, model: CompactModel, data: Uint8Array, state: State, move: GameMove, code: number, focused: OneToOne): void {
  const {size} = model;
  const next = definition.apply(state, move);
  model.apply(data, 0, code, size);
  const key = model.key(data, size);
  expect(key).toBe(model.key(encoded(model, next), 0));
  const outcome = outcomeFor(definition, next, 'win', move);
  expect(model.outcome(data, size, code)).toBe(outcome);
  const followUp = definition.solver?.followUp;
  if (!followUp || outcome !== 'playing') return;
  const focus = followUp(state, move, next);
  const compact = model.followUp!(data, 0, code, size);
  expect(compact === NO_FOCUS ? undefined : model.focusPiles!(compact)).toEqual(focus);
  if (!focus) return;
  const general = generalKey(new StateHasher(definition), next);
  focused.check(focusedKey(general.key, general.lanes, indexesOf(definition.piles(next)), focus), model.focusKey!(data, size, key, compact));
  expect(listed(model, data, size, compact)).toEqual(searchMoves(definition, next, focus));
}

/** Each deal's played positions (see playedPositions), in every variant: one list a deal. */
function playedLines(definition: GameDefinition): State[][] {
  const lines: State[][] = [];
  for (const deal of [1, 2, 3, 4, 5, 6]) {
    let line: State[] = [];
    for (const state of playedPositions(definition, [deal], 60)) {
      if (line.length > 0 && state.piles.every((pile, index) => pile !== line.at(-1)!.piles[index])) {
        lines.push(line);
        line = [];
      }
      line.push(state);
    }
    lines.push(line);
  }
  return lines;
}

/** Whole searches to hold the compact one to: deals and mid-game positions of every variant the model takes. */
function searchStarts(definition: GameDefinition): State[] {
  const starts: State[] = [];
  for (const variant of [[], ...(definition.switches ?? []).map((each) => [each.id])]) {
    for (let deal = 1; deal <= 12; deal++) starts.push(dealt(definition, deal, variant));
  }
  for (let deal = 1; deal <= 8; deal++) starts.push(midGame(definition, deal, 20));
  return starts.filter((start) => modelOf(definition, start) !== undefined);
}

describe.runIf(compactGames.length > 0)('the compact models of the search', () => {
  it.each(compactGames.map((game) => [game.id, game] as const))(
    '%s: along played positions, the same moves in the same order, the same outcomes and follow-ups, and keys that tell positions apart as the general key does',
    (_id, definition) => {
      const hasher = new StateHasher(definition);
      let checked = 0;
      // A model may take what no move changes (the stock's order) from the position it was made for: keys compare within one deal's play.
      for (const line of playedLines(definition)) {
        const model = modelOf(definition, line[0]);
        if (!model) continue;
        const free = new OneToOne();
        const focused = new OneToOne();
        for (const state of line) {
          if (outcomeFor(definition, state) !== 'playing') continue;
          const data = encoded(model, state);
          free.check(generalKey(hasher, state).key, model.key(data, 0));
          const moves = searchMoves(definition, state);
          expect(listed(model, data)).toEqual(moves);
          const codes = codesOf(model, data);
          for (const move of moves) {
            checkChild(definition, model, data, state, move, codes.get(JSON.stringify(move))!, focused);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    },
  );

  it.each(compactGames.map((game) => [game.id, game] as const))(
    "%s: a whole search finds the same answer, line and number of positions as the general one, in one piece or several, in a restart's order too",
    (_id, definition) => {
      for (const start of searchStarts(definition)) {
        const model = modelOf(definition, start)!;
        for (const shuffle of [undefined, 0x2545f491]) {
          const general = new DepthFirst(definition, start, 'win', shuffle).run({nodes: 6000});
          expect(new CompactSearch(definition, model, start, shuffle).run({nodes: 6000})).toEqual(general);
          const pieces = new CompactSearch(definition, model, start, shuffle);
          pieces.run({nodes: 700});
          expect(pieces.run({nodes: 6000})).toEqual(general);
        }
      }
    },
    120_000,
  );
});

describe('compact searches one after another', () => {
  it('answer as fresh ones, though they take over the buffers of settled searches of games whose positions are of other sizes', () => {
    const general = new Map<string, unknown>();
    for (let round = 0; round < 3; round++) {
      for (const definition of compactGames) {
        for (const deal of [4, 5]) {
          const start = dealt(definition, deal);
          const name = `${definition.id} ${deal}`;
          if (!general.has(name)) general.set(name, new DepthFirst(definition, start).run({nodes: 3000}));
          expect(new CompactSearch(definition, modelOf(definition, start)!, start).run({nodes: 3000})).toEqual(general.get(name));
        }
      }
    }
  });
});

describe('the search a position gets', () => {
  it('is the compact one where the game has a model, for the win and without a bound on shifts; else the general one', () => {
    const start = dealt(elf, 3);
    expect(searchFor(elf, start)).toBeInstanceOf(CompactSearch);
    expect(searchFor(elf, start, 'win', 5)).toBeInstanceOf(CompactSearch);
    expect(searchFor(elf, start, 'lesser')).toBeInstanceOf(DepthFirst);
    expect(searchFor(elf, start, 'win', undefined, undefined, 2)).toBeInstanceOf(DepthFirst);
    expect(searchFor(staffelpatience, dealt(staffelpatience, 3))).toBeInstanceOf(DepthFirst);
  });
});
