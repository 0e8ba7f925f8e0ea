import {describe, expect, it} from 'vitest';
import {dealOrder, legalMovesOf, outcomeOf, play, speak} from '../../source/core/engine.js';
import {getPile} from '../../source/core/piles.js';
import type {State} from '../../source/core/types.js';
import {findGame} from '../../source/games/index.js';
import {RANK_PILES, unterstecken as game} from '../../source/games/unterstecken.js';
import {action, codes, dealt, fixture, move, only, playAll, reasonFor, reasonId} from '../helpers.js';

type Tuck = Parameters<typeof game.apply>[0];

const STEP = action('step');
const RANKS = 'A23456789TJQK';

/** Every rank pile complete: four cards of its rank (suits C S H D). */
function complete(): Record<string, string> {
  const layout: Record<string, string> = {};
  RANK_PILES.forEach(
    (id, index) =>
      (layout[id] = 'CSHD'
        .split('')
        .map((suit) => RANKS[index] + suit)
        .join(' ')),
  );
  return layout;
}

function size(state: State, id: string): number {
  return getPile(state, id).cards.length;
}

/** What the step did, in English (or German). */
function told(before: Tuck, lang: 'en' | 'de' = 'en'): string {
  const after = play(game, before, STEP);
  return speak(game, after, game.narrate!(before, STEP, after)!, lang);
}

describe('Tuck-Under: deal (7.2, 7.3)', () => {
  it.each([
    [1, '9D 8H 5D KD', 'QD 7H 5H', 'AC QS 5S', '2S TS 2H'],
    [4711, '5C KC 9S 8S', 'TS 4H 5S', 'AC 6S 5D', '4C 4D 9H'],
  ])('deal %i: 10 piles of 4, 3 of 3, 3 reserve cards, all face up (golden cards)', (deal, p1, pj, pk, reserveNextFirst) => {
    const state = dealt(game, deal);
    expect(codes(state, 'P1')).toBe(p1);
    expect(codes(state, 'PJ')).toBe(pj);
    expect(codes(state, 'PK')).toBe(pk);
    expect(codes(state, 'reserve').split(' ').reverse().join(' ')).toBe(reserveNextFirst);
    RANK_PILES.forEach((id, index) => expect(size(state, id)).toBe(index < 10 ? 4 : 3));
    expect(size(state, 'hand')).toBe(0);
    for (const pile of state.piles) expect(pile.down).toBe(0);
  });

  it('deals consecutive blocks; the reserve keeps dealing order, its first card on top (7-A3)', () => {
    const order = dealOrder(game, 1);
    const state = dealt(game, 1);
    expect(getPile(state, 'P1').cards).toEqual(order.slice(0, 4));
    expect(getPile(state, 'reserve').cards).toEqual([order[51], order[50], order[49]]);
    expect(getPile(state, 'P10').cards).toEqual(order.slice(36, 40));
    expect(getPile(state, 'PQ').cards).toEqual(order.slice(43, 46));
    expect(speak(game, state, game.hint!(state)!)).toBe('the first reserve card is 2♠: s takes it in hand');
    expect(speak(game, state, game.hint!(state)!, 'de')).toBe('die erste Reservekarte ist 2♠: s nimmt sie in die Hand');
    expect(game.hint!(play(game, state, STEP))).toBeUndefined();
  });
});

describe('Tuck-Under: the chain (7.4)', () => {
  it('takes the next reserve card into the hand to start a chain', () => {
    const state = fixture(game, {reserve: '4C 9D 7H', hand: ''});
    const next = play(game, state, STEP);
    expect(codes(next, 'hand')).toBe('7H');
    expect(codes(next, 'reserve')).toBe('4C 9D');
    expect(next.vars.chain).toBe(1);
    expect(told(state)).toBe('chain 1: reserve card 7♥ taken in hand');
    expect(told(state, 'de')).toBe('Kette 1: Reservekarte 7♥ in die Hand genommen');
    expect(game.status!(next)).toEqual([{id: 'chainOf', chain: 1}]);
    expect(speak(game, next, game.status!(next)[0])).toBe('chain 1 of 3');
  });

  it('tucks the hand card at the BOTTOM of the pile of its rank, then takes that pile’s top (7-A2)', () => {
    const state = fixture(game, {hand: '7H', P7: 'AC 2C 3C 4C'});
    const next = play(game, state, STEP);
    expect(codes(next, 'P7')).toBe('7H AC 2C 3C');
    expect(codes(next, 'hand')).toBe('4C');
    expect(next.vars.tucks).toBe(1);
    expect(told(state)).toBe('7♥ tucked under the 7s, 4♣ taken from their top');
    expect(told(state, 'de')).toBe('7♥ unter die Siebenen gesteckt, 4♣ von oben genommen');
  });

  it('puts an ace under P1 and a ten under P10', () => {
    const ace = play(game, fixture(game, {hand: 'AH', P1: '2C 3C 4C 5C'}), STEP);
    expect(codes(ace, 'P1')).toBe('AH 2C 3C 4C');
    const ten = play(game, fixture(game, {hand: 'TH', P10: '2C 3C 4C 5C'}), STEP);
    expect(codes(ten, 'P10')).toBe('TH 2C 3C 4C');
  });

  it('a top card of the pile’s own rank is taken and tucked under its own pile too', () => {
    const state = fixture(game, {hand: '7H', P7: '7C 2C 3C 7D'});
    const next = playAll(game, state, [STEP, STEP]);
    expect(codes(next, 'P7')).toBe('7D 7H 7C 2C');
    expect(codes(next, 'hand')).toBe('3C');
  });

  it('ends the chain right after the tuck when the pile holds only its own rank (7-A1)', () => {
    const state = fixture(game, {hand: 'JH', PJ: 'JC JD JS'}, {chain: 2});
    const next = play(game, state, STEP);
    expect(codes(next, 'PJ')).toBe('JH JC JD JS');
    expect(codes(next, 'hand')).toBe('');
    expect(told(state)).toBe('J♥ tucked under the jacks: only jacks there, chain 2 ends');
    expect(told(state, 'de')).toBe('B♥ unter die Buben gesteckt: dort liegen nur Buben, Kette 2 endet');
  });

  it('goes on when the pile still holds another rank', () => {
    const state = fixture(game, {hand: 'JH', PJ: 'JC JD 5S'});
    const next = play(game, state, STEP);
    expect(codes(next, 'PJ')).toBe('JH JC JD');
    expect(codes(next, 'hand')).toBe('5S');
  });

  it('offers only the step: cards are never moved by hand', () => {
    const state = dealt(game, 1);
    expect(legalMovesOf(game, state)).toEqual([STEP]);
    expect(reasonFor(game, state, move('reserve', 'P2'))).toBe('this patience plays itself: s takes the next step, a plays on by itself');
    expect(reasonId(game, state, move('P3', 'P2'))).toBe('playsItself');
  });
});

describe('Tuck-Under: end of game (7.5)', () => {
  it('wins when the third chain ends with every pile holding its four cards', () => {
    const state = only(game, {...complete(), PK: 'KC KS KH', hand: 'KD'}, {chain: 3});
    const next = play(game, state, STEP);
    expect(game.outcome(next)).toBe('won');
    expect(legalMovesOf(game, next)).toEqual([]);
    expect(game.ending!(next)).toBeUndefined();
  });

  it('loses when a pile holds a wrong card at the end, and names the incomplete piles', () => {
    const state = only(game, {...complete(), P3: '3C 3S 3H 4D', P4: '4C 4S 4H 3D'}, {chain: 3});
    expect(game.outcome(state)).toBe('lost');
    expect(outcomeOf(game, state)).toBe('lost');
    expect(game.ending!(state)).toEqual({id: 'playedOut', ranks: [3, 4]});
    expect(speak(game, state, game.ending!(state)!)).toBe('chains played out; incomplete piles: 3 and 4');
    expect(speak(game, state, game.ending!(state)!, 'de')).toBe('Ketten ausgespielt; unvollständige Häufchen: 3 und 4');
    expect(reasonFor(game, state, STEP)).toBe('the game is over');
    const aces = only(game, {...complete(), P1: 'AC AS AH 2D', P2: '2C 2S 2H AD'}, {chain: 3});
    expect(speak(game, aces, game.ending!(aces)!, 'de')).toBe('Ketten ausgespielt; unvollständige Häufchen: Ass und 2');
  });

  it('is still playing while a reserve card or the hand is left, even with complete piles', () => {
    expect(game.outcome(only(game, {...complete(), reserve: '5C'}))).toBe('playing');
    expect(game.outcome(only(game, {...complete(), hand: '5C'}))).toBe('playing');
    expect(game.ending!(only(game, {...complete(), hand: '5C'}))).toBeUndefined();
  });
});

describe('Tuck-Under: registry, table and simulation', () => {
  it('is registered under its alias with the step on s (automatic) and d', () => {
    expect(findGame('tuck-under')).toBe(game);
    expect(game.keys).toEqual([expect.objectContaining({key: 's', actions: ['step'], auto: true}), expect.objectContaining({key: 'd', actions: ['step']})]);
  });

  it('lays the rank piles out in rows of 5, 5 and 3, each marked with its rank', () => {
    const specs = game.piles(dealt(game));
    const rows = [0, 1, 2].map((row) => specs.filter((spec) => RANK_PILES.includes(spec.id) && spec.row === row));
    expect(rows.map((row) => row.map((spec) => (spec.caption as {rank: number}).rank).join(' '))).toEqual(['1 2 3 4 5', '6 7 8 9 10', '11 12 13']);
    expect(specs.find((spec) => spec.id === 'P1')!.name).toEqual({en: 'aces', de: 'Asse'});
    expect(Math.max(...specs.map((spec) => spec.col))).toBeLessThan(12);
  });

  it('wins about 52% of deals 1..2000; chains end only at PJ/PQ/PK and always terminate (7.5, Appendix B)', () => {
    let won = 0;
    let mostTucks = 0;
    for (let deal = 1; deal <= 2000; deal++) {
      let state = dealt(game, deal);
      const ends: string[] = [];
      while (game.outcome(state) === 'playing') {
        const hand = getPile(state, 'hand').cards;
        state = game.apply(state, STEP);
        if (hand.length > 0 && getPile(state, 'hand').cards.length === 0) ends.push(RANK_PILES[hand[0] % 13]);
        if (state.vars.tucks > 52) throw new Error(`deal ${deal}: more than 52 tucks`);
        // Pile sizes only change where a chain ended (one card more there).
        const grown = RANK_PILES.filter((id, index) => getPile(state, id).cards.length !== (index < 10 ? 4 : 3));
        if (grown.join() !== RANK_PILES.filter((id) => ends.includes(id)).join()) {
          throw new Error(`deal ${deal}: pile sizes changed away from a chain's end: ${grown.join()}`);
        }
      }
      expect(ends.sort()).toEqual(['PJ', 'PK', 'PQ']);
      mostTucks = Math.max(mostTucks, state.vars.tucks);
      if (game.outcome(state) === 'won') won++;
    }
    expect(Math.abs((won / 2000) * 100 - game.wins!.percent)).toBeLessThanOrEqual(3);
    // Every card is tucked at most once: 3 reserve cards plus at most 49 taken from the piles.
    expect(mostTucks).toBeLessThanOrEqual(52);
  }, 60_000);
});
