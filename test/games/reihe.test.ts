import {describe, expect, it} from 'vitest';
import {code} from '../../source/core/cards.js';
import {explain, legalMovesOf, outcomeOf, play, speak} from '../../source/core/engine.js';
import {current, startSession} from '../../source/core/session.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {GameMove, Move} from '../../source/core/types.js';
import {reihe as game} from '../../source/games/reihe.js';
import {action, codes, dealt, move, only, playAll, reasonFor} from '../helpers.js';

type Reihe = ReturnType<typeof game.deal>;

const DEAL = action('deal');
const STEP = action('step');
const HOLD = ['hold-back'];
const GRID = Array.from({length: 50}, (_, index) => `r${Math.floor(index / 10) + 1}c${(index % 10) + 1}`);

/** Deals played by steps alone: how each ends and after how many steps (pinned). */
const BY_STEPS: ReadonlyArray<readonly [deal: number, outcome: string, steps: number]> = [
  [1, 'lost', 61],
  [15, 'won', 84],
];

function dealTimes(state: Reihe, times: number): Reihe {
  return playAll(
    game,
    state,
    Array.from({length: times}, () => DEAL),
  );
}

function filled(state: Reihe): string[] {
  return GRID.filter((id) => codes(state, id) !== '');
}

function transfers(state: Reihe): GameMove[] {
  return legalMovesOf(game, state).filter((each) => each.kind === 'move');
}

function canDeal(state: Reihe): boolean {
  return legalMovesOf(game, state).some((each) => each.kind === 'action' && each.name === 'deal');
}

function german(state: Reihe, each: Move): string {
  return speak(game, state, explain(game, state, each)!, 'de');
}

describe('reihe: deal', () => {
  it('puts all 52 cards face down into the stock and leaves every other pile empty', () => {
    const state = dealt(game, 1);
    const stock = state.piles.find((pile) => pile.id === 'stock')!;
    expect(stock.cards).toHaveLength(52);
    expect(stock.down).toBe(52);
    expect(state.piles.filter((pile) => pile.id !== 'stock').every((pile) => pile.cards.length === 0)).toBe(true);
    expect(state.piles).toHaveLength(59);
  });

  it('turns the pinned cards of deal 1 first, in deal-step order (golden, holding back)', () => {
    const state = dealt(game, 1, HOLD);
    expect(
      state.piles
        .find((pile) => pile.id === 'stock')!
        .cards.slice(-12)
        .reverse()
        .map(code)
        .join(' '),
    ).toBe('9D 8H 5D KD AS 7C 9H QC 9C KC 2C JD');
    const after = dealTimes(state, 12);
    expect(
      GRID.slice(0, 10)
        .map((id) => codes(after, id))
        .join(' '),
    ).toBe('9D 8H 5D 7C 9H QC 9C 2C JD ');
    expect(codes(after, 'downFoundD')).toBe('KD');
    expect(codes(after, 'downFoundC')).toBe('KC');
    expect(codes(after, 'upFoundS')).toBe('AS');
    expect(legalMovesOf(game, after)).toContainEqual(move('r1c6', 'downFoundC'));
  });

  it('turns the pinned cards of deal 4711 first (golden, holding back)', () => {
    const after = dealTimes(dealt(game, 4711, HOLD), 12);
    expect(
      GRID.slice(0, 10)
        .map((id) => codes(after, id))
        .join(' '),
    ).toBe('5C 9S 8S TD 7C 7H JS 2H 9D ');
    expect(codes(after, 'downFoundC')).toBe('KC');
    expect(codes(after, 'downFoundD')).toBe('KD');
    expect(codes(after, 'downFoundS')).toBe('KS');
  });
});

describe('reihe: 5.2 foundations', () => {
  it('founds the up pile with the ace and the down pile with the king, automatically, and says so', () => {
    const before = only(game, {stock: 'KH AH'});
    const state = dealTimes(before, 2);
    expect(codes(state, 'upFoundH')).toBe('AH');
    expect(codes(state, 'downFoundH')).toBe('KH');
    expect(filled(state)).toEqual([]);
    const story = game.narrate!(before, DEAL, play(game, before, DEAL))!;
    expect(speak(game, before, story)).toBe('A♥ starts the hearts ace foundation');
    expect(speak(game, before, story, 'de')).toBe('As♥ beginnt die Herz-As-Ablage');
  });

  it('builds up in suit on the ace pile and down in suit on the king pile', () => {
    const state = only(game, {upFoundH: 'AH 2H', downFoundS: 'KS', r1c1: '3H', r1c2: 'QS'});
    const next = playAll(game, state, [move('r1c1', 'upFoundH'), move('r1c2', 'downFoundS')]);
    expect(codes(next, 'upFoundH')).toBe('AH 2H 3H');
    expect(codes(next, 'downFoundS')).toBe('KS QS');
  });

  it('refuses a card of another suit, a wrong rank, and a pile whose ace or king is not out', () => {
    const state = only(game, {upFoundH: 'AH 2H', downFoundS: 'KS', r1c1: '3D', r1c2: '5H', r1c3: 'JS', stock: '9C'});
    expect(reasonFor(game, state, move('r1c1', 'upFoundH'))).toBe('that foundation takes only hearts');
    expect(reasonFor(game, state, move('r1c2', 'upFoundH'))).toBe('5♥ needs 4♥ on top of the hearts ace foundation');
    expect(reasonFor(game, state, move('r1c3', 'downFoundS'))).toBe('J♠ needs Q♠ on top of the spades king foundation');
    expect(reasonFor(game, state, move('r1c2', 'downFoundH'))).toBe('the hearts king foundation starts with K♥');
    expect(reasonFor(game, state, move('r1c1', 'upFoundD'))).toBe('the diamonds ace foundation starts with A♦');
    expect(german(state, move('r1c2', 'upFoundH'))).toBe('5♥ braucht 4♥ oben auf der Herz-As-Ablage');
    expect(german(state, move('r1c2', 'downFoundH'))).toBe('die Herz-Königs-Ablage beginnt mit K♥');
  });

  it('lets a card go to whichever pile of its suit it fits (free split point)', () => {
    const state = only(game, {upFoundH: 'AH 2H', downFoundH: 'KH QH JH TH 9H', r1c1: '8H', r1c2: '3H'});
    expect(transfers(state)).toEqual([move('r1c1', 'downFoundH'), move('r1c2', 'upFoundH')]);
  });

  it('offers both piles only for the one missing card of a suit, which completes it', () => {
    const state = only(game, {upFoundH: 'AH 2H 3H 4H 5H 6H', downFoundH: 'KH QH JH TH 9H 8H', r1c1: '7H'});
    expect(transfers(state)).toEqual([move('r1c1', 'upFoundH'), move('r1c1', 'downFoundH')]);
  });

  it('shows what each empty foundation takes: its ace or king, in its suit', () => {
    const specs = game.piles(dealt(game, 1));
    const at = (id: string) => specs.find((spec) => spec.id === id)!;
    expect(at('upFoundH').label).toEqual({rank: 1, suit: 2});
    expect(at('downFoundS').label).toEqual({rank: 13, suit: 1});
    expect(at('upFoundC').role).toBe('foundation');
    expect(at('r1c1').label).toBeUndefined();
  });
});

describe('reihe: 5.2 accessible cards', () => {
  it('lets only the lowest card of a column move', () => {
    const state = only(game, {upFoundC: 'AC', r1c1: '2C', r2c1: '9D', stock: '9C'});
    expect(reasonFor(game, state, move('r1c1', 'upFoundC'))).toBe('that card is covered by 9♦ in row 2, column 1');
    expect(german(state, move('r1c1', 'upFoundC'))).toBe('diese Karte ist von 9♦ in Reihe 2, Spalte 1 verdeckt');
    const uncovered = only(game, {upFoundC: 'AC', r1c1: '2C', r2c2: '9D'});
    expect(codes(play(game, uncovered, move('r1c1', 'upFoundC')), 'upFoundC')).toBe('AC 2C');
  });

  it('counts a card as covered by any later row of its column, even across a gap', () => {
    const state = only(game, {upFoundC: 'AC', r1c1: '2C', r3c1: '9D', stock: '9C'});
    expect(reasonFor(game, state, move('r1c1', 'upFoundC'))).toBe('that card is covered by 9♦ in row 3, column 1');
  });

  it('reads rows and columns from the pile table, not from the ids', () => {
    const specs = game.piles(dealt(game, 1));
    const at = (id: string) => specs.find((spec) => spec.id === id)!;
    expect([at('r1c1').col, at('r1c1').row, at('r3c10').col, at('r3c10').row]).toEqual([0, 0, 9, 2]);
    expect(at('r3c10').name).toEqual({en: 'row 3, column 10', de: 'Reihe 3, Spalte 10'});
  });
});

describe('reihe: 5.3 deal step', () => {
  it('sends a dealt card that fits straight up, before looking for a gap (5-A4), and says so', () => {
    const before = only(game, {upFoundC: 'AC', r1c2: '9D', stock: '2C'});
    const state = play(game, before, DEAL);
    expect(codes(state, 'upFoundC')).toBe('AC 2C');
    expect(filled(state)).toEqual(['r1c2']);
    expect(speak(game, before, game.narrate!(before, DEAL, state)!)).toBe('2♣ fits and goes straight onto the clubs ace foundation');
  });

  it('lays a card that does not fit into the first empty slot in row-major order, without a story', () => {
    const rowOne = Object.fromEntries(GRID.slice(0, 10).map((id, index) => [id, ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS'][index]]));
    const before = only(game, {...rowOne, stock: '3D 2D'});
    const state = dealTimes(before, 2);
    expect(codes(state, 'r2c1')).toBe('2D');
    expect(codes(state, 'r2c2')).toBe('3D');
    expect(game.narrate!(before, DEAL, play(game, before, DEAL))).toBeUndefined();
  });

  it('fills the gaps of the worked example in the order (1,8), (2,7), (2,8), (2,10), (3,1), then (3,6)', () => {
    const state = only(game, {
      upFoundC: 'AC',
      ...Object.fromEntries(['2S', '3S', '4S', '5S', '6S', '7S', '8S', '4C', '9S', 'TS'].map((card, index) => [`r1c${index + 1}`, card])),
      ...Object.fromEntries(['JS', 'QS', '2D', '3D', '4D', '5D'].map((card, index) => [`r2c${index + 1}`, card])),
      r2c9: '6D',
      ...Object.fromEntries(['3C', '7D', '8D', '9D', 'TD'].map((card, index) => [`r3c${index + 1}`, card])),
      stock: 'TH 9H 8H 7H 6H 5H 2C',
    });
    const sixth = play(game, state, DEAL);
    expect(codes(sixth, 'upFoundC')).toBe('AC 2C');
    expect(codes(sixth, 'r3c6')).toBe('');
    const played = playAll(game, sixth, [move('r3c1', 'upFoundC'), move('r1c8', 'upFoundC')]);
    const refilled = dealTimes(played, 6);
    expect(['r1c8', 'r2c7', 'r2c8', 'r2c10', 'r3c1', 'r3c6'].map((id) => codes(refilled, id))).toEqual(['5H', '6H', '7H', '8H', '9H', 'TH']);
  });

  it('never needs a sixth row: 44 cards that cannot go up end at row 5, column 4', () => {
    const middle = ['C', 'S', 'H', 'D'].flatMap((letter) => '23456789TJQ'.split('').map((rank) => rank + letter));
    const state = dealTimes(only(game, {stock: middle.join(' ')}), 44);
    expect(filled(state)).toHaveLength(44);
    expect(codes(state, 'r5c4')).not.toBe('');
    expect(codes(state, 'r5c5')).toBe('');
  });

  it('tells where the next card that does not go up will lie, and nothing once the stock is empty', () => {
    const state = only(game, {r1c1: '9D', stock: '5S'});
    expect(speak(game, state, game.hint!(state)!)).toBe('a card that does not go up fills row 1, column 2');
    expect(speak(game, state, game.hint!(state)!, 'de')).toBe('eine Karte, die nicht auf eine Ablage kann, füllt Reihe 1, Spalte 2');
    expect(game.hint!(only(game, {r1c1: '9D'}))).toBeUndefined();
  });
});

describe('reihe: 5.4 moves', () => {
  it('M1 plays an accessible card up; the gap is not refilled until the next deal (5-A5)', () => {
    const state = only(game, {upFoundC: 'AC', r1c1: '2C', stock: '9D'});
    const next = play(game, state, move('r1c1', 'upFoundC'));
    expect(codes(next, 'r1c1')).toBe('');
    expect(codes(next, 'stock')).toBe('9D');
    expect(codes(play(game, next, DEAL), 'r1c1')).toBe('9D');
  });

  it('M2 deals one card, and is refused when the stock is empty', () => {
    const state = only(game, {upFoundC: 'AC', r1c1: '9C', stock: '5S 8H'});
    expect(codes(play(game, state, DEAL), 'r1c2')).toBe('8H');
    expect(reasonFor(game, only(game, {upFoundC: 'AC', r1c1: '2C'}), DEAL)).toBe('the stock is empty');
  });

  it('moves nothing else: not within the grid, not off a foundation, not from the stock, one card at a time', () => {
    const state = only(game, {upFoundC: 'AC', r1c1: '2C', r1c2: '3C', stock: '9D'});
    expect(reasonFor(game, state, move('r1c1', 'r2c2'))).toBe('cards never move within the rows: a free card may only go up');
    expect(reasonFor(game, state, move('upFoundC', 'r2c2'))).toBe('cards never leave a foundation');
    expect(reasonFor(game, state, move('stock', 'r2c2'))).toBe('cards leave the stock only by turning it (d)');
    expect(reasonFor(game, state, move('r1c1', 'upFoundC', 2))).toBe('cards move one at a time');
    expect(reasonFor(game, state, move('r1c1', 'stock'))).toBe('nothing may be placed on the stock');
    expect(reasonFor(game, state, move('r3c3', 'upFoundC'))).toBe('that pile is empty');
    expect(reasonFor(game, state, action('redeal'))).toBe('this game has no "redeal" move');
    expect(german(state, move('r1c1', 'r2c2'))).toBe('in den Reihen wird nie umgelegt: eine freie Karte darf nur auf eine Ablage');
  });
});

describe('reihe: 5-A6 play before dealing (default since rules version 3)', () => {
  it('deals only when no free card can go up, and says which card fits', () => {
    const state = only(game, {upFoundC: 'AC', r1c1: '2C', r2c2: '9D', stock: '5S 8H'});
    expect(canDeal(state)).toBe(false);
    expect(reasonFor(game, state, DEAL)).toBe('first play what goes up: 2♣ fits a foundation');
    expect(german(state, DEAL)).toBe('erst ablegen, was passt: 2♣ passt auf eine Ablage');
    const played = play(game, state, move('r1c1', 'upFoundC'));
    expect(canDeal(played)).toBe(true);
    expect(codes(play(game, played, DEAL), 'r1c1')).toBe('8H');
  });

  it('ignores a fitting card that is covered', () => {
    const state = only(game, {upFoundC: 'AC', r1c1: '2C', r2c1: '9D', stock: '5S'});
    expect(canDeal(state)).toBe(true);
  });

  it('reads the former variant id play-first as the default', () => {
    expect(resolveSwitches(game, ['play-first'])).toEqual(resolveSwitches(game, []));
    expect(resolveSwitches(game, ['play-first'], 1)).toEqual(resolveSwitches(game, []));
    expect(startSession(game, {deal: 1}, {variant: ['play-first']}).variant).toEqual([]);
  });
});

describe('reihe: the step (s, d, autoplay) of the standard rules', () => {
  it('plays the leftmost free card that fits up, and says so', () => {
    const state = only(game, {upFoundC: 'AC', downFoundD: 'KD', r1c1: '9S', r1c2: 'QD', r1c3: '2C', stock: '5S 8H'});
    const next = play(game, state, STEP);
    expect(codes(next, 'downFoundD')).toBe('KD QD');
    expect(codes(next, 'r1c3')).toBe('2C');
    expect(speak(game, state, game.narrate!(state, STEP, next)!)).toBe('Q♦ went up onto the diamonds king foundation');
    expect(speak(game, state, game.narrate!(state, STEP, next)!, 'de')).toBe('D♦ kam auf die Karo-Königs-Ablage');
    expect(codes(play(game, next, STEP), 'upFoundC')).toBe('AC 2C');
  });

  it('deals the next card when no free card fits, and says where it went', () => {
    const state = only(game, {upFoundC: 'AC', r1c1: '9S', stock: '2C 8H'});
    const next = play(game, state, STEP);
    expect(codes(next, 'r1c2')).toBe('8H');
    expect(speak(game, state, game.narrate!(state, STEP, next)!)).toBe('8♥ fills row 1, column 2');
    expect(speak(game, state, game.narrate!(state, STEP, next)!, 'de')).toBe('8♥ füllt Reihe 1, Spalte 2');
    const up = play(game, next, STEP);
    expect(codes(up, 'upFoundC')).toBe('AC 2C');
    expect(speak(game, next, game.narrate!(next, STEP, up)!)).toBe('2♣ fits and goes straight onto the clubs ace foundation');
  });

  it('is refused once the game is over, and with "hold back", saying why', () => {
    const stuck = only(game, {upFoundH: 'AH', r1c1: '2H', r2c1: '5S'});
    expect(reasonFor(game, stuck, STEP)).toBe('the stock is empty and no free card fits a foundation');
    const held = only(game, {upFoundC: 'AC', r1c1: '2C', stock: '5S'}, {}, HOLD);
    expect(reasonFor(game, held, STEP)).toBe('with "hold back" you choose the plays yourself: d deals the next card');
    expect(german(held, STEP)).toBe('mit „zurückhalten“ wählst du selbst, was du ablegst: d gibt die nächste Karte');
  });

  it.each(BY_STEPS)('plays deal %i to its end by steps alone (golden)', (deal, outcome, steps) => {
    let state = dealt(game, deal);
    let count = 0;
    while (outcomeOf(game, state) === 'playing') {
      state = play(game, state, STEP);
      count++;
    }
    expect([outcomeOf(game, state), count]).toEqual([outcome, steps]);
  });

  it('has the keys of a game that plays itself: s steps and autoplays, d steps (and deals with "hold back")', () => {
    expect(game.keys.find((spec) => spec.key === 's')).toMatchObject({actions: ['step'], auto: true});
    expect(game.keys.find((spec) => spec.key === 'd')?.actions).toEqual(['step', 'deal']);
  });
});

describe('reihe: 5-A6 variant hold back (the default of rules versions 1 and 2)', () => {
  it('deals one card also while a free card fits, and leaves every play to the player', () => {
    const state = only(game, {upFoundC: 'AC', r1c1: '2C', stock: '5S 8H'}, {}, HOLD);
    expect(canDeal(state)).toBe(true);
    expect(codes(play(game, state, DEAL), 'r1c2')).toBe('8H');
    expect(transfers(state)).toEqual([move('r1c1', 'upFoundC')]);
    expect(legalMovesOf(game, state).some((each) => each.kind === 'action' && each.name === 'step')).toBe(false);
  });

  it('replays saves of rules versions 1 and 2 holding back; version 3 plays before dealing', () => {
    expect(game.rulesVersion).toBe(3);
    expect(resolveSwitches(game, [], 1)['hold-back']).toBe(true);
    expect(resolveSwitches(game, [], 2)['hold-back']).toBe(true);
    expect(resolveSwitches(game, [], 3)['hold-back']).toBe(false);
    // Deal 1: after ten cards, Q♣ lies free and fits on the king of clubs.
    const ten = (rulesVersion: number) => {
      let state = current(startSession(game, {deal: 1}, {rulesVersion})) as Reihe;
      for (let count = 0; count < 10; count++) state = play(game, state, DEAL);
      return state;
    };
    expect(canDeal(ten(1))).toBe(true);
    expect(canDeal(ten(2))).toBe(true);
    expect(reasonFor(game, ten(3), DEAL)).toBe('first play what goes up: Q♣ fits a foundation');
  });
});

describe('reihe: 5.6 end of game', () => {
  const nearlyWon = {
    upFoundC: 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC',
    downFoundC: 'KC',
    upFoundS: 'AS',
    downFoundS: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S',
    upFoundD: 'AD 2D 3D 4D 5D 6D',
    downFoundD: 'KD QD JD TD 9D 8D 7D',
    upFoundH: 'AH 2H 3H 4H 5H 6H',
    downFoundH: 'KH QH JH TH 9H 8H',
  };

  it('is won when all 52 cards are up', () => {
    const state = only(game, {...nearlyWon, r1c1: '7H'});
    expect(outcomeOf(game, state)).toBe('playing');
    const won = play(game, state, move('r1c1', 'downFoundH'));
    expect(outcomeOf(game, won)).toBe('won');
    expect(game.ending!(won)).toBeUndefined();
  });

  it('is lost exactly when the stock is empty and no accessible card fits, and says why', () => {
    const stuck = only(game, {upFoundH: 'AH', r1c1: '2H', r2c1: '5S'});
    expect(outcomeOf(game, stuck)).toBe('lost');
    expect(speak(game, stuck, game.ending!(stuck)!)).toBe('the stock is empty and no free card fits a foundation');
    expect(speak(game, stuck, game.ending!(stuck)!, 'de')).toBe('der Talon ist leer, und keine freie Karte passt mehr');
    expect(outcomeOf(game, only(game, {upFoundH: 'AH', r1c1: '2H', r2c2: '5S'}))).toBe('playing');
    expect(outcomeOf(game, only(game, {upFoundH: 'AH', r1c1: '2H', r2c1: '5S', stock: '9D'}))).toBe('playing');
  });
});

describe('reihe: 5.6 test hint (Appendix B: about 20%)', () => {
  /** Plays every accessible card that fits, then deals. */
  function simplePlayer(deal: number): boolean {
    let state = dealt(game, deal);
    for (;;) {
      const moves = legalMovesOf(game, state);
      if (moves.length === 0) break;
      state = game.apply(state, moves.find((each) => each.kind === 'move') ?? moves[0]);
    }
    return outcomeOf(game, state) === 'won';
  }

  it('wins 20% ± 3 points of deals 1…1500', () => {
    let wins = 0;
    for (let deal = 1; deal <= 1500; deal++) if (simplePlayer(deal)) wins++;
    expect(Math.abs(wins / 1500 - 0.2)).toBeLessThanOrEqual(0.03);
  }, 30_000);
});

describe('reihe: layout', () => {
  it('gives the 5×10 grid its own columns and puts the foundations beside it (5-A7: ace pile left of king pile)', () => {
    const slots = game.piles(dealt(game, 1));
    const at = (id: string) => slots.find((slot) => slot.id === id)!;
    expect([at('r1c1').col, at('r1c1').row, at('r5c10').col, at('r5c10').row]).toEqual([0, 0, 9, 4]);
    expect([at('upFoundH').col, at('downFoundH').col, at('upFoundH').row]).toEqual([10, 11, 2]);
    expect(new Set(slots.map((slot) => `${slot.col},${slot.row}`)).size).toBe(slots.length);
  });

  it('keeps source citations out of every text a player sees', () => {
    for (const text of [game.summary.en, game.summary.de, game.rulesText.en, game.rulesText.de]) expect(text).not.toMatch(/§|\b00\d\b|SPEC/);
  });
});

describe('reihe: ending', () => {
  it('gives no loss reason while the game goes on', () => {
    expect(game.ending!(only(game, {upFoundH: 'AH', r1c1: '2H', stock: '9D'}))).toBeUndefined();
    expect(game.ending!(only(game, {upFoundH: 'AH', r1c1: '2H'}))).toBeUndefined();
  });
});
