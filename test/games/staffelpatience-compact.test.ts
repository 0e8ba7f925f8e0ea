import {describe, expect, it} from 'vitest';
import {ACE, HEARTS, makeCard, SPADES} from '../../source/core/cards.js';
import {NO_FOCUS} from '../../source/core/compact.js';
import {staffelpatience} from '../../source/games/staffelpatience.js';
import {DepthFirst} from '../../source/solver/depth-first.js';
import {outcomeFor} from '../../source/solver/solve.js';
import {compactKey, encoded, expectSearchAlike, generalKey, holdToRules, keyMaps, listed, OneToOne, randomLine} from '../solver/compact-checks.js';
import {dealt} from '../helpers.js';

/**
 * Staffelpatience's compact model (staffelpatience-compact.ts) where the
 * generic test (test/solver/compact.test.ts) does not go: whole games of random
 * play in every variant it takes, and the lines to a double series, which pass
 * through books, the rescue and its wait for a whole round without play (the
 * round then walked two laps), and cards built onto books.
 */

type Staffel = ReturnType<typeof staffelpatience.deal>;

const VARIANTS = [
  [],
  ['king-runs'],
  ['early-double'],
  ['layout-first'],
  ['king-runs', 'early-double'],
  ['layout-first', 'early-double'],
  ['layout-first', 'king-runs'],
];

const modelFor = (start: Staffel) => staffelpatience.solver!.compact!(start)!;

/** The positions of a line to the lesser success (the double series) the general search finds from a deal, if it finds one. */
function lineToDouble(start: Staffel): Staffel[] {
  const answer = new DepthFirst(staffelpatience, start, 'lesser').run({nodes: 100_000});
  if (answer.status !== 'won') return [];
  const states = [start];
  for (const move of answer.line) states.push(staffelpatience.apply(states.at(-1)!, move));
  return states;
}

/** What the model lists at a position: how many places of the round it walked, and whether the rescue is its move, from which place. */
function listingOf(start: Staffel, state: Staffel): {walked: number; rescueAt: number | undefined} {
  const model = modelFor(start);
  const data = encoded(model, state);
  const {codes, moves} = listed(model, data, 0, NO_FOCUS);
  const rescue = moves.findIndex((move) => move.kind === 'action' && move.name === 'unlock');
  return {walked: model.walked ?? 0, rescueAt: rescue < 0 ? undefined : model.steps!(data, 0, codes[rescue]).length};
}

describe('Staffelpatience: the compact model', () => {
  it('answers as the rules along whole games of random play, in every variant it takes', () => {
    let steps = 0;
    for (const variant of VARIANTS) {
      for (let deal = 1; deal <= 8; deal++) {
        const start = dealt(staffelpatience, deal, variant);
        const model = modelFor(start);
        const keys = keyMaps();
        const line = randomLine(staffelpatience, start, deal * 5 + variant.length);
        for (const state of line) if (outcomeFor(staffelpatience, state) === 'playing') holdToRules(staffelpatience, model, state, {keys, childMoves: true});
        steps += line.length - 1;
      }
    }
    expect(steps).toBeGreaterThan(VARIANTS.length * 8 * 40);
  });

  it('answers as the rules on lines to a double series: books, the rescue from a later place of two laps walked, cards onto books', () => {
    const seen = {walkedTwoLaps: 0, rescueLater: 0, unlocked: 0, checked: 0};
    for (const variant of [[], ['king-runs']]) {
      for (let deal = 1; deal <= 12; deal++) {
        const start = dealt(staffelpatience, deal, variant);
        const keys = keyMaps();
        for (const state of lineToDouble(start)) {
          if (!state.vars.unlocked && outcomeFor(staffelpatience, state) === 'playing') {
            const round = staffelpatience.solver!.round!(state)!;
            if (!round.places) seen.walkedTwoLaps++;
            if ((listingOf(start, state).rescueAt ?? 0) > 0) seen.rescueLater++;
          }
          if (state.vars.unlocked) seen.unlocked++;
          seen.checked += holdToRules(staffelpatience, modelFor(start), state, {keys, childMoves: true}).length;
        }
      }
    }
    expect(seen.walkedTwoLaps).toBeGreaterThan(10);
    expect(seen.rescueLater).toBeGreaterThan(10);
    expect(seen.unlocked).toBeGreaterThan(10);
    expect(seen.checked).toBeGreaterThan(500);
  });

  it('counts the places of the round it walks as the general search does: two laps while the rescue waits for a round without play', () => {
    const start = dealt(staffelpatience, 1);
    const stuck = lineToDouble(start).find((state) => staffelpatience.solver!.round!(state)!.places === undefined)!;
    const cards = stuck.piles[7].cards.length + stuck.piles[8].cards.length;
    const {walked, rescueAt} = listingOf(start, stuck);
    if (rescueAt === undefined) expect(walked).toBeGreaterThanOrEqual(2 * cards);
    else expect(walked).toBe(rescueAt);
  });

  it('searches as the general search from positions with books, before and after the rescue', () => {
    let searched = 0;
    for (let deal = 1; deal <= 12; deal++) {
      const start = dealt(staffelpatience, deal);
      const line = lineToDouble(start);
      const withBook = line.find((state) => state.piles.slice(9).some((pile) => pile.cards.length > 0) && outcomeFor(staffelpatience, state) === 'playing');
      if (!withBook) continue;
      expectSearchAlike(staffelpatience, modelFor(withBook), withBook, {nodes: 4000, piece: 300});
      searched++;
    }
    expect(searched).toBeGreaterThan(3);
  });

  it('searches as the general search with both switches it takes together, and its wins are four books', () => {
    let won = 0;
    for (let deal = 1; deal <= 12; deal++) {
      const start = dealt(staffelpatience, deal, ['king-runs', 'early-double']);
      expectSearchAlike(staffelpatience, modelFor(start), start);
    }
    for (let deal = 1; deal <= 12; deal++) {
      const start = dealt(staffelpatience, deal);
      const answer = expectSearchAlike(staffelpatience, modelFor(start), start, {nodes: 60_000, shuffles: [undefined]});
      if (answer.status !== 'won') continue;
      const end = answer.line.reduce((state, move) => staffelpatience.apply(state, move), start);
      expect(end.piles.slice(9).map((pile) => pile.cards.length)).toEqual([13, 13, 13, 13]);
      won++;
    }
    expect(won).toBeGreaterThan(2);
  });

  it('in 13-A3 keys positions apart in both halves of the key where only the idle turns or the parting of stock and waste differ', () => {
    const withBook = [1, 2, 3, 4, 5, 6]
      .flatMap((deal) => lineToDouble(dealt(staffelpatience, deal, ['layout-first'])))
      .find((state) => !state.vars.unlocked && state.piles[9].cards.length > 0 && state.piles[7].cards.length + state.piles[8].cards.length > 4)!;
    const round = [...withBook.piles[8].cards, ...[...withBook.piles[7].cards].reverse()];
    const keys = new OneToOne();
    const highHalves = new Set<number>();
    let positions = 0;
    for (let waste = 0; waste <= round.length; waste++) {
      for (let idle = 0; idle <= round.length; idle++) {
        const piles = withBook.piles.map((pile, index) =>
          index === 7
            ? {...pile, cards: round.slice(waste).reverse(), down: round.length - waste}
            : index === 8
              ? {...pile, cards: round.slice(0, waste), down: 0}
              : pile,
        );
        const state: Staffel = {...withBook, piles, vars: {...withBook.vars, idle}};
        const key = compactKey(modelFor(state), state);
        keys.check(generalKey(staffelpatience, state).key, key);
        highHalves.add(Math.floor(key / 2 ** 21));
        positions++;
      }
    }
    expect(keys.size).toBe(positions);
    // A high half shared by two of them would leave them 21 bits apart: a collision once in 2²¹.
    expect(highHalves.size).toBe(positions);
  });

  it('takes the ace that squares a book onto a pile of six face-down cards under a run of twelve (its longest pile)', () => {
    // K♠ Q♥ J♣ 10♦ … 2♦ over six face-down cards; the waste's top is A♠, more cards in stock and waste, two to a pile.
    const run = Array.from({length: 12}, (_, index) => makeCard(13 - index, index % 2 === 0 ? SPADES : HEARTS));
    const ace = makeCard(ACE, SPADES);
    const rest = Array.from({length: 52}, (_, card) => card).filter((card) => card !== ace && !run.includes(card));
    const piles = dealt(staffelpatience, 1).piles.map((pile) => ({...pile, cards: [] as number[], down: 0}));
    piles[0] = {...piles[0], cards: [...rest.splice(0, 6), ...run], down: 6};
    for (let pile = 1; pile <= 5; pile++) piles[pile] = {...piles[pile], cards: rest.splice(0, 2), down: 1};
    piles[8] = {...piles[8], cards: [...rest.splice(0, 10), ace]};
    piles[7] = {...piles[7], cards: rest.splice(0), down: 13};
    const state: Staffel = {...dealt(staffelpatience, 1), piles};
    const children = holdToRules(staffelpatience, modelFor(state), state, {keys: keyMaps(), childMoves: true});
    const book = children.find((child) => child.move.kind === 'move' && child.move.from === 'waste' && child.move.to === 'pile1')!;
    expect(book.next.piles[9].cards).toHaveLength(13);
    expect(book.next.piles[0]).toMatchObject({down: 5});
    expect(book.next.piles[0].cards).toHaveLength(6);
  });

  it('searches as the general search with 13-A3, whose stock is no round (turning it a move of its own), on lines to a double series too', () => {
    let searched = 0;
    for (let deal = 1; deal <= 12; deal++) {
      const start = dealt(staffelpatience, deal, ['layout-first']);
      expectSearchAlike(staffelpatience, modelFor(start), start, {nodes: 4000, piece: 300});
      const keys = keyMaps();
      for (const state of lineToDouble(start)) {
        searched += holdToRules(staffelpatience, modelFor(start), state, {keys, childMoves: true}).length;
      }
    }
    expect(searched).toBeGreaterThan(300);
  });
});
