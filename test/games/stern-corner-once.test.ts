import {describe, expect, it} from 'vitest';
import {outcomeOf, play} from '../../source/core/engine.js';
import {stern as game, cornerOncePosition} from '../../source/games/stern.js';
import {cornerOnceWinnable, tooFewCorners} from '../../source/games/stern-corner-once.js';
import {solve} from '../../source/solver/solve.js';
import {plainWinnable} from '../solver/plain.js';
import {dealt} from '../helpers.js';

type Stern = ReturnType<typeof game.deal>;
const ONCE = ['corner-once'];

/** A position of the standard rules read with each corner once: the corners holding a card count as used. */
function onceOnly(state: Stern): Stern {
  const used = state.piles.filter((pile) => pile.id.startsWith('cell') && pile.cards.length > 0).map((pile) => pile.id);
  return {...state, switches: {...state.switches, 'corner-once': true}, vars: {...state.vars, used}};
}

/** Positions along the winning lines of the standard rules (every deal has one), from the end back: many of them still winnable with each corner once. */
function alongWin(deal: number): Stern[] {
  const start = dealt(game, deal);
  const answer = solve(game, start, {nodes: 2_000_000});
  if (answer.status !== 'won') throw new Error(`deal ${deal} not won`);
  const positions = [start];
  for (const each of answer.line) positions.push(game.apply(positions[positions.length - 1], each));
  return positions.slice(0, -1).reverse().map(onceOnly);
}

describe('stern with each corner once: decided outright (6-A8)', () => {
  it('agrees with a plain search, won and lost, in the middle of a pass too', () => {
    const tally = {won: 0, lost: 0};
    for (let deal = 1; deal <= 8; deal++) {
      // From the end back, while the plain search can still search everything.
      for (const state of alongWin(deal).filter((_, index) => index % 2 === 0)) {
        const plain = plainWinnable(game, state, 20_000);
        if (plain === undefined) break;
        expect(cornerOnceWinnable(cornerOncePosition(state)), JSON.stringify(state.piles)).toBe(plain);
        tally[plain ? 'won' : 'lost']++;
      }
    }
    expect(tally.won, 'winnable positions compared').toBeGreaterThanOrEqual(20);
    expect(tally.lost, 'lost positions compared').toBeGreaterThanOrEqual(20);
  });

  it('its quick proof (the suits alone and in pairs) never refutes a winnable position, and refutes most deals outright', () => {
    let winnable = 0;
    for (const state of [1, 2, 3].flatMap(alongWin).filter((_, index) => index % 5 === 0)) {
      const position = cornerOncePosition(state);
      if (!cornerOnceWinnable(position)) continue;
      winnable++;
      expect(tooFewCorners(position)).toBe(false);
    }
    expect(winnable).toBeGreaterThanOrEqual(10);
    let refuted = 0;
    for (let deal = 1; deal <= 40; deal++) if (tooFewCorners(cornerOncePosition(dealt(game, deal, ONCE)))) refuted++;
    expect(refuted).toBeGreaterThanOrEqual(36);
  });

  it('the search takes its answer without searching: a loss, and a win whose line replays through the rules', () => {
    const lost = solve(game, dealt(game, 1, ONCE), {nodes: 1000});
    expect(lost).toEqual({status: 'lost', nodes: 0});
    // Deal 226: one of the eight won deals of 1,000.
    const start = dealt(game, 226, ONCE);
    const won = solve(game, start, {nodes: 1000});
    expect(won.status).toBe('won');
    if (won.status !== 'won') return;
    // `play` checks every move against the rules.
    const end = won.line.reduce((state, each) => play(game, state, each), start);
    expect(outcomeOf(game, end)).toBe('won');
    expect(end.vars.used).toHaveLength(4);
  });

  it('with advised corners too, only a loss is taken: a line might use a corner the advice forbids', () => {
    const answers = [1, 226].map((deal) => game.solver!.exact!(dealt(game, deal, ['advised-corners', ...ONCE])));
    expect(answers[0]).toBe('lost');
    expect(answers[1]).toBeUndefined();
  });
});
