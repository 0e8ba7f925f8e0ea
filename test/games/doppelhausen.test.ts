import {describe, expect, it} from 'vitest';
import {code, rank} from '../../source/core/cards.js';
import {dealOrder, explain, legalMovesOf, outcomeOf, play, speak} from '../../source/core/engine.js';
import {getPile} from '../../source/core/piles.js';
import {current, playMove, startSession} from '../../source/core/session.js';
import {fromSave, toSave} from '../../source/core/saved-game.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {GameMove, Move, State} from '../../source/core/types.js';
import {doppelhausen as game} from '../../source/games/doppelhausen.js';
import {findGame} from '../../source/games/index.js';
import {solve} from '../../source/solver/solve.js';
import {action, codes, dealt, move, only, playAll, reasonFor, reasonId, removal} from '../helpers.js';

type Doppel = Parameters<typeof game.apply>[0];

const STEP = action('step');
const FIXED = ['fixed-order'];
const TOPS = ['wasteL', 'stockL', 'stockR', 'wasteR', 'reserve'];

function rankOf(state: State, id: string): number | undefined {
  const card = getPile(state, id).cards.at(-1);
  return card === undefined ? undefined : rank(card);
}

function size(state: State, id: string): number {
  return getPile(state, id).cards.length;
}

/** Last four cards of a pile, top first. */
function topFour(state: State, id: string): string {
  return getPile(state, id).cards.slice(-4).reverse().map(code).join(' ');
}

/** What the step or removal did, in English. */
function told(before: Doppel, each: GameMove): string {
  const after = play(game, before, each);
  const story = game.narrate!(before, each, after);
  return story ? speak(game, after, story) : '';
}

function hintOf(state: Doppel, lang: 'en' | 'de' = 'en'): string {
  const hint = game.hint!(state);
  return hint ? speak(game, state, hint, lang) : '';
}

function endingOf(state: Doppel, lang: 'en' | 'de' = 'en'): string {
  const ending = game.ending!(state);
  return ending ? speak(game, state, ending, lang) : '';
}

/** The simple player of 1.5: the first two matching piles in pile order when a choice is due, else the next step. */
function nextMove(state: Doppel): GameMove {
  const [choice] = [...game.removal!.candidates(state)];
  return choice ? removal(...choice) : STEP;
}

function playOut(state: Doppel, limit = 5000): Doppel {
  let steps = 0;
  while (game.outcome(state) === 'playing') {
    state = game.apply(state, nextMove(state));
    if (++steps > limit) throw new Error('the game does not end');
  }
  return state;
}

/** A deal played out under the rules of one version (and variant) of the game. */
function played(deal: number, variant: readonly string[] = [], rulesVersion?: number): Doppel {
  const switches = resolveSwitches(game, variant, rulesVersion) as Doppel['switches'];
  return playOut(game.deal(dealOrder(game, deal, switches), switches));
}

function winRate(deals: number, variant: readonly string[] = []): number {
  let won = 0;
  for (let deal = 1; deal <= deals; deal++) {
    const end = played(deal, variant);
    if (game.outcome(end) === 'won') {
      won++;
      expect(size(end, 'discard')).toBe(104);
    }
  }
  return (won / deals) * 100;
}

describe('Die Doppelhaufen: deal (1.3)', () => {
  it.each([
    [1, '6C JH 8D KD', '2S 4H 7C 5S'],
    [4711, '8C AH 6C 2H', '5H AS 7D 4C'],
  ])('deal %i: 52/52 face up, everything else empty (golden tops)', (deal, left, right) => {
    const state = dealt(game, deal);
    expect(topFour(state, 'stockL')).toBe(left);
    expect(topFour(state, 'stockR')).toBe(right);
    expect(size(state, 'stockL') + size(state, 'stockR') + size(state, 'discard')).toBe(104);
    for (const id of ['wasteL', 'wasteR', 'reserve']) expect(size(state, id)).toBe(0);
    for (const pile of state.piles) expect(pile.down).toBe(0);
    expect(state.vars.pass).toBe(1);
    expect(state.vars.evenStart).toBe(true);
  });

  it('deals the first 52 cards to stockL and the rest to stockR, the first card of each on top', () => {
    const order = dealOrder(game, 1);
    const state = dealt(game, 1);
    expect(getPile(state, 'stockL').cards).toEqual(order.slice(0, 52).reverse());
    expect(getPile(state, 'stockR').cards).toEqual(order.slice(52).reverse());
  });

  it('removes a pair of equal stock tops before the first step (1.4.2, 1-A8)', () => {
    const order = dealOrder(game, 1);
    const partner = order.findIndex((card, index) => index > 52 && card % 13 === order[0] % 13);
    [order[52], order[partner]] = [order[partner], order[52]];
    const state = game.deal(order, dealt(game).switches);
    expect(size(state, 'discard')).toBe(2);
    expect(state.vars.paired).toBe(true);
    expect(size(state, 'stockL')).toBe(51);
  });
});

describe('Die Doppelhaufen: steps and pair removal (1.4.1–1.4.3)', () => {
  it('a step moves each stock top onto its own waste, and says which cards it turned', () => {
    const state = only(game, {stockL: '2C 3C', stockR: '9H TH'});
    const next = play(game, state, STEP);
    expect(codes(next, 'wasteL')).toBe('3C');
    expect(codes(next, 'wasteR')).toBe('TH');
    expect(codes(next, 'stockL')).toBe('2C');
    expect(codes(next, 'stockR')).toBe('9H');
    expect(told(state, STEP)).toBe('turned 3♣ and 10♥');
  });

  it('removes two equal visible tops at once, suits ignored, and repeats on the newly exposed tops', () => {
    const state = only(game, {wasteL: '5D', stockL: '2C 9C', stockR: '8D 9S', wasteR: '5H', reserve: 'KC 8S'}, {}, FIXED);
    const next = play(game, state, STEP);
    // The 9s go first; they lay on the 5s, which then pair, and the 8s follow.
    expect(codes(next, 'wasteL')).toBe('');
    expect(codes(next, 'wasteR')).toBe('');
    expect(codes(next, 'stockR')).toBe('');
    expect(codes(next, 'reserve')).toBe('KC');
    expect(codes(next, 'stockL')).toBe('2C');
    expect(codes(next, 'discard')).toBe('9C 9S 5D 5H 8D 8S');
    expect(told(state, STEP)).toBe('turned 9♣ and 9♠, removed 3 pairs');
    const german = game.narrate!(state, STEP, next)!;
    expect(speak(game, next, german, 'de')).toBe('9♣ und 9♠ umgelegt, 3 Paare entfernt');
  });

  it('does not remove unequal tops', () => {
    const state = only(game, {stockL: '2C 3C', stockR: '9H 4H'});
    expect(size(play(game, state, STEP), 'discard')).toBe(0);
  });

  it('fixed order (1.5): removes simultaneous pairs one after the other in the fixed pile order', () => {
    // After the step the tops are 5 7 5 7: wasteL+stockR go first, which uncovers a third 7.
    const state = only(game, {wasteL: '7C', stockL: '7S 5C', stockR: '5D 7H'}, {}, FIXED);
    const next = play(game, state, STEP);
    expect(codes(next, 'discard')).toBe('5C 5D');
    expect(legalMovesOf(game, next)).toHaveLength(3);
  });

  it('three equal tops: the player chooses which two go; the third stays (1.4.1, 1-A5)', () => {
    const state = only(game, {wasteL: '7C', stockL: '2D 7D', stockR: '3S 7S'});
    expect(legalMovesOf(game, state)).toEqual([removal('wasteL', 'stockL'), removal('wasteL', 'stockR'), removal('stockL', 'stockR')]);
    expect(hintOf(state)).toBe('three 7s on top: choose two to remove');
    expect(hintOf(state, 'de')).toBe('drei Siebenen oben: wähle zwei zum Entfernen');
    const next = play(game, state, removal('stockR', 'wasteL'));
    expect(codes(next, 'discard')).toBe('7S 7C');
    expect(codes(next, 'stockL')).toBe('2D 7D');
    expect(next.vars.paired).toBe(true);
    expect(told(state, removal('stockR', 'wasteL'))).toBe('removed the chosen pair of 7s');
    expect(hintOf(next)).toBe('');
  });

  it('four equal tops: after the chosen pair the other two go by themselves', () => {
    const state = only(game, {wasteL: '7C', stockL: '2D 7D', stockR: '3S 7S', reserve: '7H'});
    expect(legalMovesOf(game, state)).toHaveLength(6);
    const next = play(game, state, removal('wasteL', 'reserve'));
    expect(size(next, 'discard')).toBe(4);
    expect(told(state, removal('wasteL', 'reserve'))).toBe('removed the chosen pair of 7s, removed one more pair');
  });

  it('refuses a step while a choice is pending, and wrong choices with reasons', () => {
    const state = only(game, {wasteL: '7C', stockL: '2D 7D', stockR: '3S 7S', wasteR: '9H'});
    expect(reasonFor(game, state, STEP)).toBe('first choose which two 7s to remove');
    expect(reasonFor(game, state, removal('wasteL', 'wasteR'))).toBe('7♣ and 9♥ are not a pair: only cards of the same rank go together');
    expect(reasonFor(game, state, removal('wasteL', 'stockL', 'stockR'))).toBe('always remove exactly two cards, never three (rule 1.4.1)');
    expect(reasonFor(game, state, removal('wasteL', 'wasteL'))).toBe('always remove exactly two cards, never three (rule 1.4.1)');
    expect(reasonFor(game, state, removal('wasteL', 'reserve'))).toBe('that pile is empty');
    expect(reasonFor(game, state, removal('wasteL', 'discard'))).toBe('only the top cards of the heaps, the side heaps and the reserve can be removed');
    const german = explain(game, state, removal('wasteL', 'wasteR'))!;
    expect(speak(game, state, german, 'de')).toBe('7♣ und 9♥ sind kein Paar: nur Karten gleichen Werts gehören zusammen');
  });

  it('fixed order: refuses to remove a later pair before the pending choice', () => {
    const state = only(game, {wasteL: '7C', stockL: '7D', stockR: '7S', wasteR: '9H', reserve: '9C'}, {}, FIXED);
    expect(reasonFor(game, state, removal('wasteR', 'reserve'))).toBe('first choose which two 7s to remove');
    expect(legalMovesOf(game, state)).toHaveLength(3);
  });

  it('refuses a removal when no choice is pending, and any move by hand', () => {
    const state = only(game, {stockL: '2C 3C', stockR: '9H 4H'});
    expect(legalMovesOf(game, state)).toEqual([STEP]);
    expect(reasonFor(game, state, removal('stockL', 'stockR'))).toBe(
      'pairs are removed automatically; you only choose when three or more top cards share a rank, or two ranks pair at once',
    );
    expect(reasonFor(game, only(game, {stockL: '2C 3C', stockR: '9H 4H'}, {}, FIXED), removal('stockL', 'stockR'))).toBe(
      'pairs are removed automatically; you only choose when three or more top cards share a rank',
    );
    expect(reasonId(game, state, move('stockL', 'wasteL'))).toBe('byPairsOnly');
  });
});

describe('Die Doppelhaufen: two ranks pairing at once (1.5, default since rules version 3)', () => {
  // The tops are 9 2 8 9 8: the 9s and the 8s pair at the same moment.
  const pairs = {wasteL: '5D 9C', stockL: '2C', stockR: '4C 8D', wasteR: '5H 9S', reserve: 'KC 8S'};

  it('asks which pair goes first, marking as for three of a kind', () => {
    const state = only(game, pairs);
    expect(legalMovesOf(game, state)).toEqual([removal('wasteL', 'wasteR'), removal('stockR', 'reserve')]);
    expect(hintOf(state)).toBe('9s and 8s pair at once: mark the pair that goes first');
    expect(hintOf(state, 'de')).toBe('Neunen und Achten bilden zugleich Paare: markiere das Paar, das zuerst geht');
    expect(reasonFor(game, state, STEP)).toBe('first choose which pair goes first: 9s or 8s');
    expect(speak(game, state, explain(game, state, STEP)!, 'de')).toBe('wähle zuerst, welches Paar zuerst geht: Neunen oder Achten');
  });

  it('takes either pair first, then goes on by itself until the next choice', () => {
    const state = only(game, pairs);
    const eights = play(game, state, removal('reserve', 'stockR'));
    expect(codes(eights, 'discard')).toBe('8S 8D 9C 9S 5D 5H');
    expect(told(state, removal('reserve', 'stockR'))).toBe('removed the chosen pair of 8s, removed 2 more pairs');
    // The 9s first uncover two 5s beside the two 8s: another choice.
    const nines = play(game, state, removal('wasteL', 'wasteR'));
    expect(codes(nines, 'discard')).toBe('9C 9S');
    expect(hintOf(nines)).toBe('5s and 8s pair at once: mark the pair that goes first');
  });

  it('refuses a pair of another rank, unequal cards, and more than two', () => {
    const state = only(game, pairs);
    expect(reasonFor(game, state, removal('wasteL', 'stockR'))).toBe('9♣ and 8♦ are not a pair: only cards of the same rank go together');
    expect(reasonFor(game, state, removal('wasteL', 'wasteR', 'reserve'))).toBe('always remove exactly two cards, never three (rule 1.4.1)');
    const two = only(game, {wasteL: '7C', stockL: '7D', stockR: '2S', wasteR: '9H', reserve: '9C'});
    expect(legalMovesOf(game, two)).toEqual([removal('wasteL', 'stockL'), removal('wasteR', 'reserve')]);
    const three = only(game, {wasteL: '4C', stockL: '4D', stockR: '2S', wasteR: '9H', reserve: '9C'});
    expect(reasonFor(game, three, removal('stockR', 'wasteR'))).toBe('2♠ and 9♥ are not a pair: only cards of the same rank go together');
  });

  it('with three of one rank and a pair of another, offers every pair of both', () => {
    const state = only(game, {wasteL: '7C', stockL: '7D', stockR: '7S', wasteR: '9H', reserve: '9C'});
    expect(legalMovesOf(game, state)).toHaveLength(4);
    expect(legalMovesOf(game, state)[0]).toEqual(removal('wasteL', 'stockL'));
    expect(play(game, state, removal('wasteR', 'reserve')).vars.paired).toBe(true);
  });

  it('lists the pair of the fixed order first: the auto-play policy', () => {
    expect(legalMovesOf(game, only(game, pairs))[0]).toEqual(removal('wasteL', 'wasteR'));
    // A step that makes the 9s and the 8s pair: the fixed order takes the 9s, then the 8s, by itself.
    const before = {wasteL: '5D', stockL: '8C 9C', stockR: '9S 8D', wasteR: '6H', reserve: 'KC'};
    expect(codes(play(game, only(game, before, {}, FIXED), STEP), 'discard')).toBe('9C 9S 8C 8D');
    const asked = play(game, only(game, before), STEP);
    expect(codes(asked, 'discard')).toBe('');
    expect(codes(play(game, asked, legalMovesOf(game, asked)[0] as Move), 'discard')).toBe('9C 9S 8C 8D');
  });

  it('deal 13 is won only by taking the 9s before the 4s: with the fixed order it is lost', () => {
    const answer = (variant: readonly string[]) => solve(game, current(startSession(game, {deal: 13}, {variant})), {nodes: 200_000});
    const won = answer([]);
    expect(won.status).toBe('won');
    expect(answer(FIXED).status).toBe('lost');
    // Somewhere on the winning line the 9s go while the 4s wait.
    let state = current(startSession(game, {deal: 13})) as Doppel;
    let ninesFirst = false;
    for (const each of won.status === 'won' ? won.line : []) {
      if (each.kind === 'remove' && rankOf(state, each.piles[0]) === 9) {
        const fours = TOPS.filter((id) => rankOf(state, id) === 4).length;
        if (fours >= 2) ninesFirst = true;
      }
      state = play(game, state, each);
    }
    expect(ninesFirst).toBe(true);
    expect(game.outcome(state)).toBe('won');
  });

  it('replays saves of rules versions 1 and 2 in the fixed order', () => {
    expect(resolveSwitches(game, [], 1)['fixed-order']).toBe(true);
    expect(resolveSwitches(game, [], 2)['fixed-order']).toBe(true);
    expect(resolveSwitches(game, [], 3)['fixed-order']).toBe(false);
    const old = current(startSession(game, {deal: 13}, {rulesVersion: 2})) as Doppel;
    expect(solve(game, old, {nodes: 200_000}).status).toBe('lost');
  });
});

describe('Die Doppelhaufen: leftover and end of pass (1.4.4–1.4.7)', () => {
  it('moves a leftover stock onto the reserve as one block, order kept, on top of earlier reserve cards', () => {
    const state = only(game, {wasteL: '9C', stockR: 'AC 2C 3C', wasteR: '9H TD', reserve: 'KD QD'}, {paired: true});
    const next = play(game, state, STEP);
    expect(codes(next, 'reserve')).toBe('KD QD AC 2C 3C');
    expect(codes(next, 'stockR')).toBe('');
    expect(told(state, STEP)).toBe('3 leftover cards went to the reserve');
  });

  it('a leftover block covers the earlier reserve cards: only the reserve top takes part (1-A4, 1.4.7)', () => {
    const state = only(game, {wasteL: '9C', stockL: '2C 3C', reserve: '2D'}, {paired: true});
    const next = play(game, state, STEP);
    expect(codes(next, 'reserve')).toBe('2D 2C 3C');
    expect(size(next, 'discard')).toBe(0);
  });

  it('cards under the reserve top never pair', () => {
    const state = only(game, {reserve: '7C 2D', wasteL: '9S', stockL: '3H 7H', stockR: '4S 8H'});
    const next = play(game, state, STEP);
    expect(codes(next, 'wasteL')).toBe('9S 7H');
    expect(size(next, 'discard')).toBe(0);
  });

  it('re-splits the wastes: wasteL on top of wasteR, upper half (rounded up) to stockL, lower half to stockR', () => {
    const state = only(game, {wasteL: 'AC 2C 3C', wasteR: '4D 5D', reserve: '9S'}, {pass: 2, paired: true});
    const next = play(game, state, STEP);
    expect(codes(next, 'stockR')).toBe('4D 5D');
    expect(codes(next, 'stockL')).toBe('AC 2C 3C');
    expect(codes(next, 'wasteL')).toBe('');
    expect(codes(next, 'wasteR')).toBe('');
    expect(next.vars).toEqual({pass: 3, paired: false, evenStart: false});
    expect(told(state, STEP)).toBe('pass 3: 5 side-heap cards split into two heaps');
  });

  it('re-splits an even count into equal halves and checks for pairs at the start of the new pass (1.4.2)', () => {
    const state = only(game, {wasteL: '5C 6C', wasteR: '7D 9D 8D 4S', reserve: '8H'}, {paired: true});
    const next = play(game, state, STEP);
    expect(codes(next, 'stockL')).toBe('4S 5C 6C');
    expect(codes(next, 'stockR')).toBe('7D 9D');
    expect(codes(next, 'discard')).toBe('8D 8H');
    expect(next.vars).toEqual({pass: 2, paired: true, evenStart: true});
    expect(told(state, STEP)).toBe('pass 2: 6 side-heap cards split into two heaps, removed a pair');
  });

  it('wins when every pile is empty (1.6)', () => {
    const state = only(game, {stockL: '7C', stockR: '7D'});
    expect(outcomeOf(game, state)).toBe('playing');
    const next = play(game, state, STEP);
    expect(game.outcome(next)).toBe('won');
    expect(legalMovesOf(game, next)).toEqual([]);
    expect(game.ending!(next)).toBeUndefined();
  });

  it('goes on to the next pass when the pass removed a pair', () => {
    const state = only(game, {wasteL: '9C', wasteR: 'TD'}, {paired: true, evenStart: true});
    expect(game.outcome(state)).toBe('playing');
    expect(legalMovesOf(game, state)).toEqual([STEP]);
  });

  it('loses when only the reserve is left: the next pass, over two empty stocks, can remove nothing', () => {
    const state = only(game, {reserve: '4C 5C'}, {paired: true});
    expect(game.outcome(state)).toBe('playing');
    const next = play(game, state, STEP);
    expect(game.outcome(next)).toBe('lost');
  });
});

describe('Die Doppelhaufen: the loss rule (1-A6, corrected; rules version 2)', () => {
  it('loses after a pass without a pair that began with two heaps of equal size', () => {
    const state = only(game, {stockL: '2C', stockR: '3D', wasteL: '9C', wasteR: 'TD'}, {pass: 4, paired: false, evenStart: true});
    const next = play(game, state, STEP);
    expect(game.outcome(next)).toBe('lost');
    expect(outcomeOf(game, next)).toBe('lost');
    expect(endingOf(next)).toBe('pass 4 removed no pair from two heaps of equal size');
    expect(endingOf(next, 'de')).toBe('Durchgang 4: kein Paar aus zwei gleich großen Haufen');
  });

  it('does not lose after a pass without a pair that began with unequal heaps: the odd card went to the reserve', () => {
    // 2 against 1: one step, then the odd 5 goes to the reserve, and the next pass pairs it with the other 5.
    const state = only(game, {stockL: '5D 2C', stockR: '3D', wasteL: '5S', wasteR: 'TD'}, {pass: 4, paired: false, evenStart: false});
    const dry = playAll(game, state, [STEP, STEP]);
    expect(codes(dry, 'reserve')).toBe('5D');
    expect(size(dry, 'discard')).toBe(0);
    expect(game.outcome(dry)).toBe('playing');
    expect(game.ending!(dry)).toBeUndefined();
    const next = playAll(game, dry, [STEP, STEP]);
    expect(next.vars).toEqual({pass: 5, paired: true, evenStart: true});
    expect(codes(next, 'discard')).toBe('5S 5D');
  });

  it('under rules version 1 (saves made before the correction) every pass without a pair loses', () => {
    const legacy = resolveSwitches(game, [], 1);
    expect(legacy['dry-pass-loses']).toBe(true);
    expect(game.switches!.some((each) => each.id === 'dry-pass-loses')).toBe(false);
    const state = {
      ...only(game, {stockL: '5D 2C', stockR: '3D', wasteL: '9C 5S', wasteR: 'TD'}, {pass: 4, paired: false, evenStart: false}),
      switches: legacy as Doppel['switches'],
    };
    const dry = playAll(game, state, [STEP, STEP]);
    expect(game.outcome(dry)).toBe('lost');
    expect(endingOf(dry)).toBe('pass 4 removed no pair');
  });

  it('deal 36 is no longer lost in pass 4: it goes on to remove 94 cards (version 1 lost it there)', () => {
    const before = played(36, [], 1);
    expect(game.outcome(before)).toBe('lost');
    expect(before.vars.pass).toBe(4);
    const now = played(36);
    expect(now.vars.pass).toBeGreaterThan(4);
    expect(size(now, 'discard')).toBe(94);
    expect(game.outcome(now)).toBe('lost');
    expect(now.vars.evenStart).toBe(true);
  });

  it('a save without a rules version replays under version 1; a new game plays version 3', () => {
    const fresh = startSession(game, {deal: 36});
    expect(fresh.rulesVersion).toBe(3);
    expect(current(fresh).switches['dry-pass-loses']).toBe(false);
    expect(current(startSession(game, {deal: 36}, {rulesVersion: 2})).switches['dry-pass-loses']).toBe(false);
    const old = startSession(game, {deal: 36}, {rulesVersion: 1});
    expect(current(old).switches['dry-pass-loses']).toBe(true);
    const session = playMove(game, old, STEP);
    expect(fromSave(game, toSave(session)).moves).toEqual([STEP]);
  });
});

describe('Die Doppelhaufen: variants', () => {
  it('random-split (1-A2): the heaps get 52 ± 4 cards, the same split for the same deal, and differing between deals', () => {
    const sizes = new Set<number>();
    for (let deal = 1; deal <= 60; deal++) {
      const state = dealt(game, deal, ['random-split']);
      const left = size(state, 'stockL') + size(state, 'discard') / 2;
      expect(left).toBeGreaterThanOrEqual(48);
      expect(left).toBeLessThanOrEqual(56);
      expect(size(state, 'stockL') + size(state, 'stockR') + size(state, 'discard')).toBe(104);
      expect(state.vars.evenStart).toBe(size(state, 'stockL') === size(state, 'stockR'));
      expect(codes(dealt(game, deal, ['random-split']), 'stockL')).toBe(codes(state, 'stockL'));
      sizes.add(size(state, 'stockL'));
    }
    expect(sizes.size).toBeGreaterThan(4);
  });

  it('keep-sides (1-A3 a): each side heap becomes the heap on its own side, unchanged', () => {
    const state = only(game, {wasteL: 'AC 2C 3C', wasteR: '4D 5D', reserve: '9S'}, {paired: true}, ['keep-sides']);
    const next = play(game, state, STEP);
    expect(codes(next, 'stockL')).toBe('AC 2C 3C');
    expect(codes(next, 'stockR')).toBe('4D 5D');
    expect(next.vars.evenStart).toBe(false);
    expect(told(state, STEP)).toBe('pass 2: each side heap becomes the heap on its side');
  });

  it('turn-sides (1-A3 b): each side heap is turned over onto its own side, its first card on top', () => {
    const state = only(game, {wasteL: 'AC 2C 3C', wasteR: '4D 5D', reserve: '9S'}, {paired: true}, ['turn-sides']);
    const next = play(game, state, STEP);
    expect(codes(next, 'stockL')).toBe('3C 2C AC');
    expect(codes(next, 'stockR')).toBe('5D 4D');
    expect(told(state, STEP)).toBe('pass 2: each side heap is turned over into the heap on its side');
  });

  it('keep-sides and turn-sides cannot be played together', () => {
    expect(() => resolveSwitches(game, ['keep-sides', 'turn-sides'])).toThrow(/cannot be played together/);
  });
});

describe('Die Doppelhaufen: registry, table and simulation', () => {
  it('is registered under its aliases and names, the step on s (automatic) and d, and cards chosen as a set', () => {
    expect(findGame('double-heaps')).toBe(game);
    expect(findGame('doppelhaufen')).toBe(game);
    expect(findGame('Die Doppelhaufen')).toBe(game);
    expect(findGame('doppelhausen')).toBe(game);
    expect(game.names.de).toBe('Die Doppelhaufen');
    expect(game.keys).toEqual([expect.objectContaining({key: 's', actions: ['step'], auto: true}), expect.objectContaining({key: 'd', actions: ['step']})]);
    expect(game.selection).toBe('set');
    expect(game.status!(dealt(game))).toEqual([{id: 'pass', pass: 1}]);
  });

  it('lays the five piles out in one row with a hidden discard heap', () => {
    const specs = game.piles(dealt(game));
    expect(specs.filter((spec) => TOPS.includes(spec.id)).every((spec) => spec.row === 0)).toBe(true);
    expect(specs.find((spec) => spec.id === 'discard')).toMatchObject({hidden: true, role: 'discard'});
    expect(Math.max(...specs.map((spec) => spec.col))).toBeLessThan(12);
  });

  it('calls each pile by one name in each language (the heaps and the side heaps), in its table and its texts', () => {
    const names = Object.fromEntries(game.piles(dealt(game)).map((spec) => [spec.id, spec.name]));
    expect(names).toEqual({
      wasteL: {en: 'left side heap', de: 'linker Seitenhaufen'},
      stockL: {en: 'left heap', de: 'linker Haufen'},
      stockR: {en: 'right heap', de: 'rechter Haufen'},
      wasteR: {en: 'right side heap', de: 'rechter Seitenhaufen'},
      reserve: {en: 'reserve', de: 'Reserve'},
      discard: {en: 'removed pairs', de: 'entfernte Paare'},
    });
    const texts = (lang: 'en' | 'de') => [
      game.summary[lang],
      game.rulesText[lang],
      ...(game.switches ?? []).flatMap((spec) => [spec.name[lang], spec.description[lang]]),
    ];
    for (const text of texts('en')) expect(text).not.toMatch(/\b(wastes?|stocks?)\b/i);
    for (const text of texts('de')) expect(text).not.toMatch(/Talon|Abwurfstapel/);
  });

  it('the first removal it lists is the first matching pair in pile order', () => {
    const state = only(game, {stockL: '2D 7D', wasteR: '7S', reserve: '7C'});
    expect(legalMovesOf(game, state)[0]).toEqual(removal('stockL', 'wasteR'));
  });

  it('wins about 17% of deals 1..1500 with the corrected loss rule and the fixed-order pair choice of 1.5 (Appendix B)', () => {
    const rate = winRate(1500);
    // Appendix B's figure for this player (game.wins is the solver's, how many deals can be won at all).
    expect(Math.abs(rate - 17)).toBeLessThanOrEqual(3);
  }, 60_000);

  it('wins about 10% with the wastes kept on their sides (1-A3 a, Appendix B)', () => {
    expect(Math.abs(winRate(1000, ['keep-sides']) - 10)).toBeLessThanOrEqual(3);
  }, 60_000);

  it('every move of a played-out deal is one the rules list', () => {
    let state = dealt(game, 36);
    while (outcomeOf(game, state) === 'playing') {
      const chosen: Move = nextMove(state);
      expect(legalMovesOf(game, state).map((each) => JSON.stringify(each))).toContain(JSON.stringify(chosen));
      state = play(game, state, chosen);
    }
    expect(outcomeOf(game, state)).toBe('lost');
  });
});
