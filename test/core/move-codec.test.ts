import {describe, expect, it} from 'vitest';
import {legalMovesOf} from '../../source/core/engine.js';
import {decodeMoves, encodeMoves} from '../../source/core/move-codec.js';
import {createRandom} from '../../source/core/random.js';
import type {GameDefinition, Move} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {dealt} from '../helpers.js';

/** The moves of a random game: every kind of move the game makes, in the order play makes them. */
function randomPlay(definition: GameDefinition, deal: number, limit: number): Move[] {
  const random = createRandom(deal * 104_729);
  let state = dealt(definition, deal);
  const moves: Move[] = [];
  for (let step = 0; step < limit; step++) {
    const legal = legalMovesOf(definition, state);
    if (legal.length === 0) break;
    const move = legal[random() % legal.length];
    moves.push(move);
    state = definition.apply(state, move);
  }
  return moves;
}

describe.each(games.map((game) => [game.id, game] as const))('%s: move codes', (_id, definition) => {
  it('gives back every move of random play exactly, in a few bytes per move', () => {
    for (const deal of [1, 2, 3, 4711]) {
      const moves = randomPlay(definition, deal, 400);
      expect(moves.length).toBeGreaterThan(0);
      const text = encodeMoves(moves);
      expect(decodeMoves(text)).toEqual(moves);
      expect(JSON.parse(JSON.stringify(decodeMoves(text)))).toEqual(JSON.parse(JSON.stringify(moves)));
      // A card move is kind, from, to and count: about five characters and a comma, after the names.
      const body = text.slice(text.indexOf('|') + 1);
      expect(body.length / moves.length).toBeLessThan(9);
    }
  });
});

describe('move codes', () => {
  it('encodes no moves as an empty text', () => {
    expect(encodeMoves([])).toBe('');
    expect(decodeMoves('')).toEqual([]);
  });

  it('keeps every kind of move: transfers with their count, removals with ordered pile lists, actions and resigning', () => {
    const moves: Move[] = [
      {kind: 'action', name: 'deal'},
      {kind: 'move', from: 'a', to: 'b', count: 12},
      {kind: 'action', name: 'lift'},
      {kind: 'remove', piles: []},
      {kind: 'remove', piles: ['c', 'a', 'b']},
      {kind: 'resign'},
    ];
    expect(decodeMoves(encodeMoves(moves))).toEqual(moves);
    expect(
      encodeMoves([
        {kind: 'action', name: 'deal'},
        {kind: 'move', from: 'p1', to: 'p2', count: 1},
      ]),
    ).toBe('deal,move,p1,p2|0,1231');
  });

  it('reads the codes saves wrote before the move union: an action by its name, a transfer without a count', () => {
    expect(decodeMoves('deal,move,p1,p2|0,123')).toEqual([
      {kind: 'action', name: 'deal'},
      {kind: 'move', from: 'p1', to: 'p2', count: 1},
    ]);
  });

  it('copes with names that need escaping and with more than 62 names', () => {
    const odd: Move[] = [{kind: 'move', from: 'x y', to: 'ü,|%', count: 1}];
    expect(decodeMoves(encodeMoves(odd))).toEqual(odd);
    const many: Move[] = Array.from({length: 150}, (_, index) => ({kind: 'move', from: `p${index}`, to: `p${(index * 7) % 150}`, count: index % 5}));
    expect(decodeMoves(encodeMoves(many))).toEqual(many);
  });

  it('refuses damaged codes with a plain reason naming the move', () => {
    const text = encodeMoves([
      {kind: 'action', name: 'deal'},
      {kind: 'move', from: 'p1', to: 'p2', count: 1},
    ]);
    expect(() => decodeMoves('0,1231')).toThrow(/moves are damaged/);
    expect(() => decodeMoves(text.replace('1231', '1291'))).toThrow(/move 2/);
    expect(() => decodeMoves(text.replace('1231', '12x'))).toThrow(/move 2/);
    expect(() => decodeMoves(text.replace('|0,', '|0,,'))).toThrow(/move 2/);
    expect(() => decodeMoves('%E0|0')).toThrow(/cannot be read/);
    expect(() => encodeMoves([{kind: 'move', from: 'a', to: 'b', count: -1}])).toThrow(/whole number/);
  });
});
