import {describe, expect, it} from 'vitest';
import {code, fullPack} from '../../source/core/cards.js';
import {dealOrder, explain, legalMovesOf, outcomeOf, play, speak} from '../../source/core/engine.js';
import {getPile} from '../../source/core/piles.js';
import {current} from '../../source/core/session.js';
import {fromSave} from '../../source/core/saved-game.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {GameMove, Move, State} from '../../source/core/types.js';
import {elf as game} from '../../source/games/elf.js';
import {action, codes, dealt, move, only, reasonFor, reasonId} from '../helpers.js';

type Elf = Parameters<typeof game.apply>[0];

const RESCUE = action('rescue');
const GRID = ['grid0', 'grid1', 'grid2', 'grid3', 'grid4', 'grid5', 'grid6', 'grid7', 'grid8'];
const TRIO_RULE = 'take the pairs first: a jack-queen-king trio may be taken only when the grid holds no pair adding up to 11';

function remove(...piles: string[]): GameMove {
  return {kind: 'remove', piles};
}

/** What the move did, in English (or German); '' when the game says nothing. */
function told(before: Elf, each: GameMove, lang: 'en' | 'de' = 'en'): string {
  const after = play(game, before, each);
  const story = game.narrate!(before, each, after);
  return story ? speak(game, after, story, lang) : '';
}

function moves(state: Elf): Move[] {
  return legalMovesOf(game, state);
}

function gridCodes(state: State): string {
  return GRID.map((id) => codes(state, id) || '--').join(' ');
}

/** A stuck grid: no two values make 11, no jack at all. */
const STUCK = {grid0: '2C', grid1: '3C', grid2: '4C', grid3: '5C', grid4: '2D', grid5: 'QH', grid6: 'KH', grid7: '3D', grid8: '4D'};

describe('elf: deal (2.2, 2.3)', () => {
  it('deal 1: nine cards face up in reading order, 43 face down in the stock (pinned)', () => {
    const state = dealt(game, 1);
    expect(gridCodes(state)).toBe('9D 8H 5D KD AS 7C 9H QC 9C');
    const stock = getPile(state, 'stock');
    expect(stock.cards.length).toBe(43);
    expect(stock.down).toBe(43);
    expect(codes(state, 'stock').split(' ').slice(-3).join(' ')).toBe('JD 2C KC');
    expect(codes(state, 'hand')).toBe('');
    expect(codes(state, 'discard')).toBe('');
  });

  it('deal 4711 (pinned)', () => {
    const state = dealt(game, 4711);
    expect(gridCodes(state)).toBe('5C KC 9S 8S KD TD 7C 7H KS');
    expect(code(getPile(state, 'stock').cards.at(-1)!)).toBe('JS');
  });

  it('deal 1 is stuck at once, and its rescue card (KC, with no jack in the grid) loses', () => {
    const state = dealt(game, 1);
    expect(moves(state)).toEqual([RESCUE]);
    const after = play(game, state, RESCUE);
    expect(codes(after, 'hand')).toBe('KC');
    expect(gridCodes(after)).toBe(gridCodes(state));
    expect(outcomeOf(game, after)).toBe('lost');
  });

  it('marks cards as a set, and keeps the discard hidden', () => {
    expect(game.selection).toBe('set');
    expect(game.piles(dealt(game, 1)).find((spec) => spec.id === 'discard')).toMatchObject({hidden: true, role: 'discard'});
    expect(reasonId(game, dealt(game, 1), move('grid0', 'grid1'))).toBe('setsOnly');
  });
});

describe('elf: pairs, trios and refills (2.4.1–2.4.3)', () => {
  it('2.4.1: two cards adding up to 11 leave face down, any suits; the slots refill in slot order', () => {
    const state = only(game, {...STUCK, grid1: '6H', grid7: '5S', stock: {cards: 'TC 8D 9D', down: 3}});
    const next = play(game, state, remove('grid7', 'grid1'));
    expect(codes(next, 'discard')).toBe('5S 6H');
    expect(getPile(next, 'discard').down).toBe(2);
    expect(codes(next, 'grid1')).toBe('9D');
    expect(codes(next, 'grid7')).toBe('8D');
    expect(codes(next, 'stock')).toBe('TC');
  });

  it('2.4.1, 2-A4: the ace counts 1 and pairs with a ten', () => {
    const state = only(game, {...STUCK, grid0: 'AH', grid8: 'TS', stock: {cards: '8D 9D', down: 2}});
    expect(moves(state)).toEqual([remove('grid0', 'grid8')]);
  });

  it('2.4.1 illegal: the values must make 11, and court cards have no value', () => {
    const state = only(game, {...STUCK, grid1: '6H', grid2: 'AS', grid7: '5S', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, state, remove('grid3', 'grid2'))).toBe('5 and ace make 6, not 11');
    expect(reasonFor(game, state, remove('grid1', 'grid8'))).toBe('6 and 4 make 10, not 11');
    expect(reasonFor(game, state, remove('grid5', 'grid1'))).toBe('jacks, queens and kings have no value: they leave only as a jack-queen-king trio');
  });

  it('2.4.2: one jack, one queen and one king leave together when the grid holds no pair', () => {
    const state = only(game, {...STUCK, grid2: 'JD', stock: {cards: 'TC 8D 9D', down: 3}});
    expect(moves(state)).toEqual([remove('grid2', 'grid5', 'grid6')]);
    const next = play(game, state, remove('grid6', 'grid2', 'grid5'));
    expect(codes(next, 'discard')).toBe('KH JD QH');
    expect(codes(next, 'grid2') + codes(next, 'grid5') + codes(next, 'grid6')).toBe('9D8DTC');
  });

  it('2.4.2, 2-A3 strict: no trio while a pair is in the grid', () => {
    const state = only(game, {...STUCK, grid2: 'JD', grid1: '9C', stock: {cards: 'TC', down: 1}});
    expect(moves(state)).toEqual([remove('grid0', 'grid1'), remove('grid1', 'grid4')]);
    expect(reasonFor(game, state, remove('grid2', 'grid5', 'grid6'))).toBe(TRIO_RULE);
  });

  it('2.4.2 illegal: a trio is one of each court rank', () => {
    const state = only(game, {...STUCK, grid2: 'QD', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, state, remove('grid2', 'grid5', 'grid6'))).toBe('a trio must be one jack, one queen and one king');
    expect(reasonFor(game, state, remove('grid0', 'grid1', 'grid3'))).toBe('a trio must be one jack, one queen and one king');
  });

  it('removals name grid places holding cards, each once', () => {
    const state = only(game, {...STUCK, grid1: '9C', grid4: '', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, state, remove('grid0', 'stock'))).toBe('cards are removed only from the grid');
    expect(reasonFor(game, state, remove('grid0', 'grid0'))).toBe('each card counts only once');
    expect(reasonFor(game, state, remove('grid0', 'grid4'))).toBe('that place is empty');
    expect(reasonFor(game, state, remove('grid0', 'hand'))).toBe('there is no rescue card in hand');
    expect(reasonFor(game, state, remove('grid0'))).toBe('remove two cards that add up to 11, or one jack, one queen and one king');
    expect(reasonFor(game, state, action('deal'))).toBe('this game has no "deal" move');
  });

  it('2.4.5, 2-A7: with the stock empty, removals go on without refills', () => {
    const state = only(game, {...STUCK, grid1: '9C'});
    const next = play(game, state, remove('grid0', 'grid1'));
    expect(gridCodes(next)).toBe('-- -- 4C 5C 2D QH KH 3D 4D');
  });
});

describe('elf: the rescue draw (2.4.4)', () => {
  it('is allowed only when the grid is stuck, the stock has cards and no rescue card is held', () => {
    expect(moves(only(game, {...STUCK, stock: {cards: 'TC', down: 1}}))).toEqual([RESCUE]);
    const pair = only(game, {...STUCK, grid1: '9C', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, pair, RESCUE)).toBe('the rescue draw is allowed only when the grid is stuck: two cards here add up to 11');
    const trio = only(game, {...STUCK, grid2: 'JC', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, trio, RESCUE)).toBe('the rescue draw is allowed only when the grid is stuck: a jack, a queen and a king lie here');
    const held = only(game, {...STUCK, grid0: '6C', grid3: '6D', hand: '5H', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, held, RESCUE)).toBe('the rescue card in hand must be used first');
  });

  it('a: a rescue card with exactly one partner leaves with it at once, and the slot refills', () => {
    const state = only(game, {...STUCK, stock: {cards: '9S TC 6H', down: 3}});
    const next = play(game, state, RESCUE);
    expect(codes(next, 'discard')).toBe('6H 5C');
    expect(codes(next, 'hand')).toBe('');
    expect(codes(next, 'grid3')).toBe('TC');
    expect(outcomeOf(game, next)).toBe('playing');
    expect(told(state, RESCUE)).toBe('rescue card 6♥ makes 11 with 5♣: both removed');
    expect(told(state, RESCUE, 'de')).toBe('Rettungskarte 6♥ ergibt mit 5♣ 11: beide entfernt');
  });

  it('a: with several partners the player chooses, and must use the rescue card first', () => {
    const state = only(game, {...STUCK, stock: {cards: 'TC 8H', down: 2}});
    const held = play(game, state, RESCUE);
    expect(codes(held, 'hand')).toBe('8H');
    expect(told(state, RESCUE)).toBe('rescue card 8♥ fits more than one way: mark it and its partner');
    expect(speak(game, held, game.hint!(held)!, 'de')).toBe('Rettungskarte 8♥ passt auf mehrere Weisen: markiere sie und ihren Partner');
    expect(moves(held)).toEqual([remove('hand', 'grid1'), remove('hand', 'grid7')]);
    expect(reasonFor(game, held, remove('hand', 'grid0'))).toBe('8 and 2 make 10, not 11');
    expect(reasonFor(game, held, remove('grid0', 'grid1'))).toBe('first use the rescue card in hand, 8♥');
    const next = play(game, held, remove('grid7', 'hand'));
    expect(codes(next, 'discard')).toBe('3D 8H');
    expect(codes(next, 'grid7')).toBe('TC');
    expect(codes(next, 'grid1')).toBe('3C');
  });

  it('b: a court card completing a jack-queen-king leaves with the two grid cards', () => {
    const state = only(game, {...STUCK, stock: {cards: '7C JS', down: 2}});
    const next = play(game, state, RESCUE);
    expect(codes(next, 'discard')).toBe('JS QH KH');
    expect(codes(next, 'grid5')).toBe('7C');
    expect(codes(next, 'grid6')).toBe('');
    expect(told(state, RESCUE)).toBe('rescue card J♠ completes a trio with Q♥ and K♥: all three removed');
    expect(told(state, RESCUE, 'de')).toBe('Rettungskarte B♠ vervollständigt mit D♥ und K♥ ein Trio: alle drei entfernt');
  });

  it('b: with two queens the player picks which one goes', () => {
    const state = only(game, {...STUCK, grid0: 'QC', stock: {cards: '7C JS', down: 2}});
    const held = play(game, state, RESCUE);
    expect(moves(held)).toEqual([remove('hand', 'grid0', 'grid6'), remove('hand', 'grid5', 'grid6')]);
    expect(reasonFor(game, held, remove('hand', 'grid0'))).toBe('jacks, queens and kings have no value: they leave only as a jack-queen-king trio');
    const next = play(game, held, remove('hand', 'grid5', 'grid6'));
    expect(codes(next, 'grid0')).toBe('QC');
    expect(codes(next, 'grid5')).toBe('7C');
  });

  it('c: a rescue card that fits nothing stays in hand and the game is lost', () => {
    const state = only(game, {...STUCK, stock: {cards: 'TC 5D', down: 2}});
    const next = play(game, state, RESCUE);
    expect(codes(next, 'hand')).toBe('5D');
    expect(gridCodes(next)).toBe(gridCodes(state));
    expect(game.outcome(next)).toBe('lost');
    expect(told(state, RESCUE)).toBe('rescue card 5♦ fits nothing');
    expect(speak(game, next, game.ending!(next)!)).toBe('rescue card 5♦ fits nothing');
    expect(speak(game, next, game.ending!(next)!, 'de')).toBe('Rettungskarte 5♦ passt zu nichts');
    const queen = play(game, only(game, {...STUCK, stock: {cards: 'TC QS', down: 2}}), RESCUE);
    expect(game.outcome(queen)).toBe('lost');
  });

  it('replays saves of the old format, where the draw was the move {kind: "rescue"}', () => {
    const session = fromSave(game, {version: 1, game: 'elf', deal: 1, moves: [{kind: 'rescue'} as unknown as Move]});
    expect(session.moves).toEqual([RESCUE]);
    expect(codes(current(session), 'hand')).toBe('KC');
  });

  it('is offered by the hint when the grid is stuck, and played by d as well as x', () => {
    const state = only(game, {...STUCK, stock: {cards: 'TC', down: 1}});
    expect(speak(game, state, game.hint!(state)!)).toBe('no pair and no trio: d draws a rescue card');
    expect(game.hint!(only(game, {...STUCK, grid1: '9C', stock: {cards: 'TC', down: 1}}))).toBeUndefined();
    expect(game.keys.filter((spec) => spec.actions?.includes('rescue')).map((spec) => spec.key)).toEqual(['d', 'x']);
    expect(game.piles(state).find((spec) => spec.id === 'stock')?.role).toBe('stock');
  });

  it('2-A5: the rescue may be used again whenever the grid is stuck', () => {
    const state = only(game, {...STUCK, stock: {cards: 'JS TS 6H', down: 3}});
    const once = play(game, state, RESCUE);
    expect(codes(once, 'grid3')).toBe('TS');
    expect(moves(once)).toEqual([RESCUE]);
    const twice = play(game, once, RESCUE);
    expect(codes(twice, 'discard')).toBe('6H 5C JS QH KH');
    expect(codes(twice, 'grid5') + codes(twice, 'grid6')).toBe('');
  });
});

describe('elf: end of game (2.6)', () => {
  it('WIN: all 52 cards discarded', () => {
    const rest = fullPack(1)
      .map(code)
      .filter((each) => each !== '5C' && each !== '6D');
    const state = only(game, {grid4: '5C', grid8: '6D', discard: {cards: rest.join(' '), down: 50}});
    expect(outcomeOf(game, state)).toBe('playing');
    const won = play(game, state, remove('grid4', 'grid8'));
    expect(getPile(won, 'discard').cards.length).toBe(52);
    expect(outcomeOf(game, won)).toBe('won');
  });

  it('LOSS: stock empty and no pair or trio left; not while the stock can rescue', () => {
    expect(game.outcome(only(game, STUCK))).toBe('lost');
    expect(game.outcome(only(game, {...STUCK, stock: {cards: 'TC', down: 1}}))).toBe('playing');
    expect(game.outcome(only(game, {...STUCK, grid1: '9C'}))).toBe('playing');
    expect(game.outcome(only(game, {...STUCK, grid2: 'JC'}))).toBe('playing');
    expect(speak(game, only(game, STUCK), game.ending!(only(game, STUCK))!)).toBe('the stock is empty and the grid holds no pair and no trio');
    expect(game.ending!(only(game, {...STUCK, grid1: '9C'}))).toBeUndefined();
  });
});

describe('elf: pairs before trios (2-A3)', () => {
  const layout = {...STUCK, grid2: 'JD', grid1: '9C', stock: {cards: 'TC', down: 1}};

  it('says "take the pairs first" for a trio, and for two court cards that start one, while a pair lies in the grid', () => {
    const state = only(game, layout);
    expect(reasonFor(game, state, remove('grid2', 'grid5', 'grid6'))).toBe(TRIO_RULE);
    expect(reasonFor(game, state, remove('grid2', 'grid5'))).toBe(TRIO_RULE);
    expect(reasonFor(game, state, remove('grid5', 'grid6'))).toBe(TRIO_RULE);
    expect(speak(game, state, explain(game, state, remove('grid2', 'grid5'))!, 'de')).toMatch(/^nimm zuerst die Paare: /);
  });

  it('without a pair in the grid, two court cards are simply not a set', () => {
    const state = only(game, {...STUCK, grid2: 'JD', stock: {cards: 'TC', down: 1}});
    expect(reasonFor(game, state, remove('grid2', 'grid5'))).toBe('jacks, queens and kings have no value: they leave only as a jack-queen-king trio');
    expect(reasonFor(game, state, remove('grid5', 'grid0'))).toBe('jacks, queens and kings have no value: they leave only as a jack-queen-king trio');
  });

  it('any-order: a trio may be taken while a pair lies in the grid', () => {
    const state = only(game, layout, {}, ['any-order']);
    expect(moves(state)).toEqual([remove('grid0', 'grid1'), remove('grid1', 'grid4'), remove('grid2', 'grid5', 'grid6')]);
    const next = play(game, state, remove('grid2', 'grid5', 'grid6'));
    expect(codes(next, 'discard')).toBe('JD QH KH');
    expect(reasonFor(game, state, remove('grid2', 'grid5'))).toBe('jacks, queens and kings have no value: they leave only as a jack-queen-king trio');
  });

  it('any-order: the rescue draw still waits until there is neither a pair nor a trio', () => {
    const trio = only(game, {...STUCK, grid2: 'JC', stock: {cards: 'TC', down: 1}}, {}, ['any-order']);
    expect(reasonFor(game, trio, RESCUE)).toBe('the rescue draw is allowed only when the grid is stuck: a jack, a queen and a king lie here');
  });
});

/** The simple player of Appendix B: the first pair, else the first trio, else the rescue, else the first partner. */
function greedyWinRate(deals: number, rescue: boolean, variant: readonly string[] = []): number {
  const switches = resolveSwitches(game, variant) as Elf['switches'];
  let wins = 0;
  for (let deal = 1; deal <= deals; deal++) {
    let state = game.deal(dealOrder(game, deal, switches), switches);
    // No legal move is left exactly when the game is won or lost, so one listing per step suffices.
    for (let list = legalMovesOf(game, state); list.length > 0; list = legalMovesOf(game, state)) {
      if (list[0].kind === 'action' && !rescue) break;
      state = game.apply(state, list[0]);
    }
    if (game.outcome(state) === 'won') wins++;
  }
  return wins / deals;
}

describe('elf: simulation (2.6, Appendix B)', () => {
  it('a greedy player wins about 26% of deals 1…2000', () => {
    const rate = greedyWinRate(2000, true);
    // Appendix B's figure for this player (game.wins is the solver's, how many deals can be won at all).
    expect(Math.abs(rate * 100 - 26)).toBeLessThanOrEqual(3);
  });

  it('any-order wins about as often as the default on the same deals: pairs and trios never share a card', () => {
    expect(Math.abs(greedyWinRate(1000, true, ['any-order']) - greedyWinRate(1000, true)) * 100).toBeLessThanOrEqual(3);
  });

  it('without the rescue draw it wins about 10%', () => {
    const rate = greedyWinRate(2000, false);
    expect(rate).toBeGreaterThan(0.07);
    expect(rate).toBeLessThan(0.13);
  });
});
