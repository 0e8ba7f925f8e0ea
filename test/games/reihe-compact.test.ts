import {describe, expect, it} from 'vitest';
import type {CompactModel} from '../../source/core/compact.js';
import {legalMovesOf} from '../../source/core/engine.js';
import type {Outcome, State} from '../../source/core/types.js';
import {reiheCompact} from '../../source/games/reihe-compact.js';
import {reihe} from '../../source/games/reihe.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
import {compactKey, encoded, generalKey, holdToRules, listed, modelAt, OneToOne, randomLine} from '../solver/compact-checks.js';
import {dealt, only} from '../helpers.js';

/**
 * Die Reihe's compact model (reihe-compact.ts) against the rules and the
 * general search, in both variants: along random legal play (the step
 * included), twice per deal so that positions recur; along winning lines; and
 * at positions made up by hand for what play seldom meets.
 */

type Walk = {readonly start: State; readonly states: readonly State[]};

const VARIANTS = [[], ['hold-back']] as const;

const modelFor = (start: State) => modelAt(reihe, start, reiheCompact);

/** Positions of random legal play from a deal to its end. */
const randomWalk = (start: State, seed: number): Walk => ({start, states: randomLine(reihe, start, seed, {movesOf: (state) => legalMovesOf(reihe, state)})});

/** Positions along the general search's winning line for a deal. */
function winningWalk(start: State): Walk {
  const answer = new DepthFirst(reihe, start).run({nodes: 100_000});
  if (answer.status !== 'won') throw new Error(`expected a won deal, got ${answer.status}`);
  const states = [start];
  for (const move of answer.line) states.push(reihe.apply(states[states.length - 1], move));
  return {start, states};
}

function walks(): Walk[] {
  const found: Walk[] = [];
  for (const variant of VARIANTS) {
    for (let deal = 1; deal <= 30; deal++) {
      const start = dealt(reihe, deal, variant);
      for (const round of [1, 2]) found.push(randomWalk(start, deal * 31 + round * 7 + variant.length));
    }
  }
  // Deals the stored results count won: 15 under the standard rules, 1 with "hold back".
  found.push(winningWalk(dealt(reihe, 15)), winningWalk(dealt(reihe, 1, ['hold-back'])));
  return found;
}

/** Holds the model to the rules at one position (its moves where the game is over too, its children's bytes); answers the outcomes reached. */
const expectAsRules = (model: CompactModel, state: State): Outcome[] =>
  holdToRules(reihe, model, state, {sameBytes: true, endMoves: true}).map((child) => child.outcome);

/** A suit's cards from its ace up to a rank, or from its king down to one: "AC 2C 3C". */
function run(suit: string, from: number, to: number): string {
  const step = from <= to ? 1 : -1;
  const ranks: string[] = [];
  for (let rank = from; rank !== to + step; rank += step) ranks.push('A23456789TJQK'[rank - 1] + suit);
  return ranks.join(' ');
}

/** Positions play seldom meets, in both variants (`stock` bottom to top). */
const MADE_UP: Record<string, Record<string, string>> = {
  // The queen fits both foundations: up before down (the standard rules: up alone).
  'a free card fitting both foundations': {upFoundC: run('C', 1, 11), downFoundC: 'KC', r1c1: 'QC', stock: '5H'},
  // The king comes last with its suit's queen on the ace foundation: it founds its own.
  'the king dealt onto a full ace foundation': {upFoundC: run('C', 1, 12), r1c1: '7H', stock: '5H KC'},
  'the ace dealt onto a full king foundation': {downFoundC: run('C', 13, 2), r1c1: '7H', stock: '5H AC'},
  'a dealt card fitting both foundations': {upFoundC: run('C', 1, 5), downFoundC: run('C', 13, 7), stock: '5H 6C'},
  // Free cards in the fifth row and the first, listed in the grid's order; the gap above a free card filled first.
  'free cards in the first and the fifth row': {upFoundH: 'AH', upFoundC: 'AC', r5c3: '2H', r2c4: '9S', r1c5: '2C', stock: '4D 8S'},
  'a gap above a free card': {upFoundH: 'AH', r2c1: '9S', r1c2: '8S', r3c2: '2H', stock: '4D 7D'},
  'the stock empty': {upFoundH: 'AH', r2c1: '2H', r1c2: '3H', stock: ''},
};

describe('Die Reihe’s compact model', () => {
  const played = walks();
  const playing = played.flatMap((walk) => walk.states.map((state) => ({walk, state}))).filter(({state}) => outcomeFor(reihe, state) === 'playing');

  it('covers the standard rules and "hold back", nothing else', () => {
    for (const variant of VARIANTS) expect(reiheCompact(dealt(reihe, 1, variant))).toBeDefined();
    const start = dealt(reihe, 1);
    expect(reiheCompact({...start, switches: {...start.switches, other: true}})).toBeUndefined();
    expect(reiheCompact({...start, resigned: true})).toBeUndefined();
    expect(reiheCompact({...start, piles: start.piles.slice(1)})).toBeUndefined();
  });

  it('lists the moves the general search tries and plays them as the rules do, along played positions', () => {
    expect(playing.length).toBeGreaterThan(5000);
    const outcomes: Outcome[] = [];
    let several = 0;
    for (const {walk, state} of playing) {
      const reached = expectAsRules(modelFor(walk.start), state);
      outcomes.push(...reached);
      if (reached.length > 1) several++;
    }
    expect(several).toBeGreaterThan(500);
    expect(outcomes.filter((outcome) => outcome === 'won').length).toBeGreaterThanOrEqual(2);
  });

  it.each(Object.entries(MADE_UP))('does so at a position made up by hand: %s', (_name, layout) => {
    for (const variant of VARIANTS) {
      const made = only(reihe, layout, {}, variant);
      const stock = made.piles[made.piles.length - 1];
      // Face down, as the deal lays it.
      const state = {...made, piles: [...made.piles.slice(0, -1), {...stock, down: stock.cards.length}]};
      for (const move of searchMoves(reihe, state)) expectAsRules(modelFor(state), reihe.apply(state, move));
      expectAsRules(modelFor(state), state);
    }
  });

  it('keys positions alike exactly where the general key does, whichever start the model was made for', () => {
    const keys = new OneToOne();
    for (const walk of played) {
      const model = modelFor(walk.start);
      for (const state of walk.states) {
        expect(compactKey(modelFor(state), state)).toBe(compactKey(model, state));
        keys.position(reihe, model, state);
      }
    }
    expect(keys.alike).toBeGreaterThan(100);
    expect(keys.size).toBeGreaterThan(3000);
    // Both lanes vary from position to position: the key's 53 bits are all used.
    const compact = keys.compactKeys();
    expect(new Set(compact.map((key) => key % 2 ** 21)).size).toBeGreaterThan(compact.length * 0.99);
    expect(new Set(compact.map((key) => Math.floor(key / 2 ** 21))).size).toBeGreaterThan(compact.length * 0.99);
  });

  it('keys a stock by its face-down cards too, as the general key does (positions made up by hand)', () => {
    const made = only(reihe, {upFoundH: 'AH', r1c2: '3H', stock: '5H 7D'});
    const stock = made.piles[made.piles.length - 1];
    const faceDown = {...made, piles: [...made.piles.slice(0, -1), {...stock, down: stock.cards.length}]};
    expect(generalKey(reihe, made).key).not.toBe(generalKey(reihe, faceDown).key);
    expect(compactKey(modelFor(made), made)).not.toBe(compactKey(modelFor(faceDown), faceDown));
  });

  it('gives the rules’ moves for its codes, one shared object each', () => {
    const model = modelFor(dealt(reihe, 3, ['hold-back']));
    for (const {walk, state} of playing.slice(0, 300)) {
      const own = modelFor(walk.start);
      for (const code of listed(own, encoded(own, state)).codes) expect(model.move(code)).toBe(own.move(code));
    }
  });
});
