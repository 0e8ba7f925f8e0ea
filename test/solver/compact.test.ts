import {describe, expect, it} from 'vitest';
import type {GameDefinition, State} from '../../source/core/types.js';
import {elf} from '../../source/games/elf.js';
import {games} from '../../source/games/index.js';
import {staffelpatience} from '../../source/games/staffelpatience.js';
import {CompactSearch} from '../../source/solver/compact-search.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {searchFor} from '../../source/solver/search.js';
import {outcomeFor} from '../../source/solver/solve.js';
import {dealt, midGame, playedPositions} from '../helpers.js';
import {expectSearchAlike, holdToRules, keyMaps, modelAt, withoutCovers} from './compact-checks.js';

/** The games with a compact model for their default rules. */
const compactGames = games.filter((game) => game.solver?.compact?.(dealt(game, 1)) !== undefined);

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
  return starts.filter((start) => definition.solver!.compact!(start) !== undefined);
}

describe.runIf(compactGames.length > 0)('the compact models of the search', () => {
  it.each(compactGames.map((game) => [game.id, game] as const))(
    '%s: along played positions, the same moves in the same order, the same outcomes and follow-ups, and keys that tell positions apart as the general key does',
    (_id, definition) => {
      let checked = 0;
      // A model may take what no move changes (the stock's order) from the position it was made for: keys compare within one deal's play.
      for (const line of playedLines(definition)) {
        const model = definition.solver!.compact!(line[0]);
        if (!model) continue;
        const keys = keyMaps();
        for (const state of line) {
          if (outcomeFor(definition, state) === 'playing') checked += holdToRules(definition, model, state, {keys}).length;
        }
      }
      expect(checked).toBeGreaterThan(100);
    },
  );

  it.each(compactGames.map((game) => [game.id, game] as const))(
    "%s: a whole search finds the same answer, line and number of positions as the general one, in one piece or several, in a restart's order and the game's other orders too",
    (_id, definition) => {
      for (const start of searchStarts(definition)) expectSearchAlike(definition, modelAt(definition, start), start, {piece: 700});
    },
    120_000,
  );
});

describe('compact searches one after another', () => {
  it('answer as fresh ones, though they take over the buffers of settled searches of games whose positions are of other sizes', () => {
    const general = new Map<string, unknown>();
    const covering = new Map<string, unknown>();
    for (let round = 0; round < 3; round++) {
      for (const definition of compactGames) {
        for (const deal of [4, 5]) {
          const start = dealt(definition, deal);
          const name = `${definition.id} ${deal}`;
          if (!general.has(name)) general.set(name, new DepthFirst(definition, start).run({nodes: 3000}));
          // A model with covers, both ways: held to the general search without them, and to its first round with them.
          const model = modelAt(definition, start);
          expect(new CompactSearch(definition, withoutCovers(model), start).run({nodes: 3000})).toEqual(general.get(name));
          if (!model.remainder) continue;
          if (!covering.has(name)) covering.set(name, new CompactSearch(definition, model, start).run({nodes: 3000}));
          expect(new CompactSearch(definition, model, start).run({nodes: 3000})).toEqual(covering.get(name));
        }
      }
    }
  });
});

describe('the search a position gets', () => {
  it('is the compact one where the game has a model, for the win (a narrow search too); else the general one', () => {
    const start = dealt(elf, 3);
    expect(searchFor(elf, start)).toBeInstanceOf(CompactSearch);
    expect(searchFor(elf, start, 'win', 5)).toBeInstanceOf(CompactSearch);
    expect(searchFor(elf, start, 'lesser')).toBeInstanceOf(DepthFirst);
    expect(searchFor(elf, start, 'win', undefined, undefined, 2)).toBeInstanceOf(CompactSearch);
    expect(searchFor(staffelpatience, dealt(staffelpatience, 3))).toBeInstanceOf(CompactSearch);
    // Staffelpatience's lesser success: through the rules.
    expect(searchFor(staffelpatience, dealt(staffelpatience, 3), 'lesser')).toBeInstanceOf(DepthFirst);
  });
});
