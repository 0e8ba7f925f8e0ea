import {describe, expect, it} from 'vitest';
import {code} from '../../source/core/cards.js';
import {dealOrder, legalMovesOf, outcomeOf, play, speak} from '../../source/core/engine.js';
import {getPile} from '../../source/core/piles.js';
import {current, startSession} from '../../source/core/session.js';
import {fromSave} from '../../source/core/saved-game.js';
import {resolveSwitches} from '../../source/core/switches.js';
import {findGame} from '../../source/games/index.js';
import {napoleon as game} from '../../source/games/napoleon.js';
import {action, codes, dealt, move, only, playAll, reasonFor, reasonId} from '../helpers.js';

type Napoleon = Parameters<typeof game.apply>[0];

const STEP = action('step');

/** A position with the hand given top-last and face down, like a real hand. */
function position(hand: string, patience: string, second = '', vars: Partial<Napoleon['vars']> = {}, variant: readonly string[] = []): Napoleon {
  const down = hand.split(/\s+/).filter(Boolean).length;
  return only(game, {hand: {cards: hand, down}, patience, second}, vars, variant);
}

/** What the step did, in English (or German). */
function told(before: Napoleon, lang: 'en' | 'de' = 'en'): string {
  const after = play(game, before, STEP);
  return speak(game, after, game.narrate!(before, STEP, after)!, lang);
}

function playOut(state: Napoleon): Napoleon {
  let steps = 0;
  while (game.outcome(state) === 'playing') {
    state = game.apply(state, STEP);
    if (++steps > 104 * 110) throw new Error('the deal does not end');
  }
  return state;
}

function winRate(deals: number, variant: readonly string[] = []): number {
  const switches = resolveSwitches(game, variant) as Napoleon['switches'];
  let won = 0;
  for (let deal = 1; deal <= deals; deal++) {
    const end = playOut(game.deal(dealOrder(game, deal, switches), switches));
    if (game.outcome(end) === 'won') {
      won++;
      expect(getPile(end, 'patience').cards).toHaveLength(switches['two-packs'] ? 104 : 52);
    }
  }
  return (won / deals) * 100;
}

describe("Napoleon's Up-and-Down: deal (4.2, 4.3.1)", () => {
  it.each([
    [1, '9D', '8H 5D KD AS', '9♦'],
    [4711, '5C', 'KC 9S 8S KD', '5♣'],
  ])('deal %i: one face-up card on the patience, 51 face down in hand (golden cards)', (deal, first, next, face) => {
    const state = dealt(game, deal);
    expect(codes(state, 'patience')).toBe(first);
    const hand = getPile(state, 'hand');
    expect(hand.cards).toHaveLength(51);
    expect(hand.down).toBe(51);
    expect(hand.cards.slice(-4).reverse().map(code).join(' ')).toBe(next);
    expect(codes(state, 'second')).toBe('');
    expect(speak(game, state, game.hint!(state)!)).toBe(`${face} starts the patience: s plays the next card`);
    expect(game.hint!(play(game, state, STEP))).toBeUndefined();
  });

  it('takes the hand cards in dealing order: the second card dealt is the first one played', () => {
    const order = dealOrder(game, 1);
    const state = dealt(game, 1);
    expect(getPile(state, 'patience').cards).toEqual([order[0]]);
    expect(getPile(state, 'hand').cards).toEqual(order.slice(1).reverse());
  });
});

describe("Napoleon's Up-and-Down: one card per step (4.3.2)", () => {
  it.each([
    ['one higher', '6C', '7D', '7♦ fits on 6♣: onto the patience'],
    ['one lower', '6C', '5C', '5♣ fits on 6♣: onto the patience'],
    ['A above K (wrap, 4-A1)', 'KS', 'AH', 'A♥ fits on K♠: onto the patience'],
    ['K below A (wrap, 4-A1)', 'AS', 'KH', 'K♥ fits on A♠: onto the patience'],
    ['any suit (4-A2)', '9S', 'TS', '10♠ fits on 9♠: onto the patience'],
  ])('%s goes onto the patience', (_name, patienceTop, card, story) => {
    const state = position(`2C ${card}`, patienceTop);
    const next = play(game, state, STEP);
    expect(codes(next, 'patience')).toBe(`${patienceTop} ${card}`);
    expect(codes(next, 'second')).toBe('');
    expect(next.vars.placed).toBe(true);
    expect(told(state)).toBe(story);
  });

  it.each([
    ['same rank', '6C', '6D'],
    ['two apart', '6C', '8D'],
    ['Q on A (no wrap beyond one step)', 'AC', 'QD'],
  ])('%s goes onto the second pile', (_name, patienceTop, card) => {
    const state = position(`2C ${card}`, patienceTop);
    const next = play(game, state, STEP);
    expect(codes(next, 'patience')).toBe(patienceTop);
    expect(codes(next, 'second')).toBe(card);
    expect(next.vars.placed).toBe(false);
    expect(told(state)).toMatch(/^.+ does not fit on .+: onto the second pile$/);
  });

  it('tells in German what a step did, with German card letters', () => {
    expect(told(position('2C QH', 'KS'), 'de')).toBe('D♥ passt auf K♠: auf die Patience');
    expect(told(position('2C 5H', 'JS'), 'de')).toBe('5♥ passt nicht auf B♠: auf den zweiten Stapel');
  });

  it('compares with the current top of the patience, not the first card (4-A5)', () => {
    const fits = play(game, position('8S', '6C 7D'), STEP);
    expect(codes(fits, 'patience')).toBe('6C 7D 8S');
    const rejected = play(game, position('5S', '6C 7D'), STEP);
    expect(codes(rejected, 'second')).toBe('5S');
  });

  it('keeps the rejected cards in the order they came', () => {
    const next = playAll(game, position('AH 9C 9D', '5C'), [STEP, STEP]);
    expect(codes(next, 'second')).toBe('9D 9C');
    expect(codes(next, 'hand')).toBe('AH');
  });
});

describe("Napoleon's Up-and-Down: passes and the end (4.3.3, 4.5)", () => {
  it('picks up the second pile face down with its first card on top, and starts a new pass', () => {
    const state = position('', '5C', 'AC 2D 3S', {placed: true, pass: 1});
    const next = play(game, state, STEP);
    const hand = getPile(next, 'hand');
    expect(hand.cards.map(code)).toEqual(['3S', '2D', 'AC']);
    expect(hand.down).toBe(3);
    expect(codes(next, 'second')).toBe('');
    expect(next.vars).toEqual({pass: 2, placed: false});
    expect(told(state)).toBe('pass 2: 3 cards picked up as the new hand');
    expect(told(state, 'de')).toBe('Durchgang 2: 3 Karten als neue Hand aufgenommen');
    expect(game.status!(next)).toEqual([{id: 'pass', pass: 2}]);
  });

  it('wins when every card is on the patience', () => {
    const next = play(game, position('2C', 'AC'), STEP);
    expect(game.outcome(next)).toBe('won');
    expect(legalMovesOf(game, next)).toEqual([]);
    expect(game.ending!(next)).toBeUndefined();
  });

  it('loses when a whole pass places no card (4-A4), and says so', () => {
    const state = position('9S 9D', '5C', '', {placed: false, pass: 3});
    const next = playAll(game, state, [STEP, STEP]);
    expect(codes(next, 'second')).toBe('9D 9S');
    expect(game.outcome(next)).toBe('lost');
    expect(outcomeOf(game, next)).toBe('lost');
    expect(speak(game, next, game.ending!(next)!)).toBe('in a whole pass no card went onto the patience (pass 3)');
    expect(speak(game, next, game.ending!(next)!, 'de')).toBe('in einem ganzen Durchgang kam keine Karte auf die Patience (Durchgang 3)');
    expect(reasonFor(game, next, STEP)).toBe('the game is over');
  });

  it('does not lose at the end of a pass that placed a card', () => {
    const next = playAll(game, position('9S 6D', '5C'), [STEP, STEP]);
    expect(game.outcome(next)).toBe('playing');
    expect(game.ending!(next)).toBeUndefined();
    expect(legalMovesOf(game, next)).toEqual([STEP]);
  });

  it('replays saves of the old format, where a step was the move {kind: "step"}', () => {
    const old = {kind: 'step'} as unknown as Parameters<typeof play>[2];
    const session = fromSave(game, {version: 1, game: 'napoleon', deal: 1, moves: [old, old, old]});
    expect(session.moves).toEqual([STEP, STEP, STEP]);
    expect(getPile(current(session), 'hand').cards).toHaveLength(48);
  });

  it('offers only the step: cards are never moved by hand', () => {
    const state = dealt(game, 1);
    expect(legalMovesOf(game, state)).toEqual([STEP]);
    expect(reasonFor(game, state, move('hand', 'patience'))).toBe('this patience plays itself: s plays the next card, a plays on by itself');
    expect(reasonId(game, state, move('patience', 'second'))).toBe('playsItself');
    expect(reasonFor(game, state, action('deal'))).toBe('this game has no "deal" move');
  });
});

describe("Napoleon's Up-and-Down: variants", () => {
  it('no-wrap (4-A1): king and ace are no neighbours any more', () => {
    const kingOnAce = play(game, position('2C KH', 'AS', '', {}, ['no-wrap']), STEP);
    expect(codes(kingOnAce, 'second')).toBe('KH');
    const aceOnKing = play(game, position('2C AH', 'KS', '', {}, ['no-wrap']), STEP);
    expect(codes(aceOnKing, 'second')).toBe('AH');
    const plain = play(game, position('2C QH', 'KS', '', {}, ['no-wrap']), STEP);
    expect(codes(plain, 'patience')).toBe('KS QH');
  });

  it('no-wrap: no deal can be won (parity, 4-A1)', () => {
    expect(winRate(400, ['no-wrap'])).toBe(0);
  });

  it('two-packs (4.1, 4-A3): 104 cards, the same rules', () => {
    const session = startSession(game, {deal: 7}, {variant: ['two-packs']});
    const state = current(session);
    expect(getPile(state, 'hand').cards).toHaveLength(103);
    const next = play(game, position('2C AH', 'KS', '', {}, ['two-packs']), STEP);
    expect(codes(next, 'patience')).toBe('KS AH');
  });

  it('two-packs: about 0.7% of deals come out (4.5)', () => {
    expect(Math.abs(winRate(1000, ['two-packs']) - 0.7)).toBeLessThanOrEqual(1);
  }, 60_000);
});

describe("Napoleon's Up-and-Down: registry, table and simulation", () => {
  it('is registered under its alias with the step on s (automatic) and d', () => {
    expect(findGame('napoleon-updown')).toBe(game);
    expect(game.keys).toEqual([expect.objectContaining({key: 's', actions: ['step'], auto: true}), expect.objectContaining({key: 'd', actions: ['step']})]);
  });

  it('shows the three piles in one row: hand (stock), patience (foundation), second pile', () => {
    const specs = game.piles(dealt(game));
    expect(specs.map((spec) => [spec.id, spec.role])).toEqual([
      ['hand', 'stock'],
      ['patience', 'foundation'],
      ['second', 'waste'],
    ]);
    expect(specs.every((spec) => spec.row === 0)).toBe(true);
  });

  it('wins about 2.4% of deals 1..2000 with wrap (4.5, Appendix B)', () => {
    expect(Math.abs(winRate(2000) - game.wins!.percent)).toBeLessThanOrEqual(1.5);
  }, 60_000);
});
