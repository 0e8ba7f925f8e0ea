import {describe, expect, it} from 'vitest';
import {dealOrder, outcomeOf, play} from '../../source/core/engine.js';
import type {Move, Pile, State} from '../../source/core/types.js';
import {halberMond as game} from '../../source/games/halber-mond.js';
import {cards, codes, move, playAll, reasonFor} from '../helpers.js';

const LIFT: Move = {kind: 'lift'};
const GATHER: Move = {kind: 'gather'};
const FOUNDATIONS = ['C', 'S', 'H', 'D'].flatMap((letter) => [`kingFound${letter}`, `aceFound${letter}`]);

/** Crescent piles left to right plus named foundations; copies of a code get distinct ids across the whole position. */
function position(crescent: string[], foundations: Record<string, string> = {}, phase = 1): State {
  const texts = [...FOUNDATIONS.map((id) => foundations[id] ?? ''), ...crescent];
  const all = cards(texts.join(' '));
  let next = 0;
  const piles: Pile[] = texts.map((text, index) => {
    const size = text.split(/\s+/).filter(Boolean).length;
    const id = index < FOUNDATIONS.length ? FOUNDATIONS[index] : `crescent${index - FOUNDATIONS.length}`;
    const pile = {id, cards: all.slice(next, next + size), down: 0};
    next += size;
    return pile;
  });
  return {game: game.id, piles, vars: {phase}};
}

function crescentIds(state: State): string[] {
  return state.piles.filter((pile) => pile.id.startsWith('crescent')).map((pile) => pile.id);
}

function crescentCodes(state: State): string[] {
  return crescentIds(state).map((id) => codes(state, id));
}

function suitRun(letter: string, from: number, to: number): string {
  const ranks = 'A23456789TJQK';
  const step = from <= to ? 1 : -1;
  const list: string[] = [];
  for (let value = from; value !== to + step; value += step) list.push(ranks[value - 1] + letter);
  return list.join(' ');
}

function legal(state: State, each: Move): boolean {
  return game.moves(state).some((candidate) => JSON.stringify(candidate) === JSON.stringify(each));
}

function helps(state: State): string[] {
  return game.moves(state).filter((each) => each.kind !== 'move').map((each) => each.kind);
}

describe('Der halbe Mond: deal (3.1–3.3)', () => {
  it('deals 13 crescent piles of 8 in consecutive blocks, all face up, foundations empty', () => {
    const order = dealOrder(game, 1);
    const state = game.deal(order);
    expect(state.piles).toHaveLength(21);
    expect(crescentIds(state)).toEqual(Array.from({length: 13}, (_, index) => `crescent${index}`));
    crescentIds(state).forEach((id, index) => {
      const pile = state.piles.find((each) => each.id === id)!;
      expect(pile.cards).toEqual(order.slice(index * 8, index * 8 + 8));
      expect(pile.down).toBe(0);
    });
    for (const id of FOUNDATIONS) expect(codes(state, id)).toBe('');
    expect(state.piles.reduce((sum, pile) => sum + pile.cards.length, 0)).toBe(104);
    expect(state.vars.phase).toBe(1);
  });

  it('pins deal 1 and deal 4711 (golden values)', () => {
    const one = game.deal(dealOrder(game, 1));
    expect(codes(one, 'crescent0')).toBe('6C JH 8D KD TH 2C JC 3H');
    expect(codes(one, 'crescent1')).toBe('4S QD 9C 3S AS 8C KC 5H');
    expect(codes(one, 'crescent12')).toBe('6S TD TH 6D 3D AH AH 2H');
    const other = game.deal(dealOrder(game, 4711));
    expect(codes(other, 'crescent0')).toBe('8C AH 6C 2H 6H AD 2H 6S');
    expect(codes(other, 'crescent2')).toBe('9S QS TD 7H 9C JS 9S 3S');
    expect(codes(other, 'crescent12')).toBe('TS KS QS TS 9D TC 9C 9H');
  });
});

describe('Der halbe Mond: M1 founding', () => {
  const state = position(['QD KC', 'AH', 'KH', '2S KC', '5D'], {}, 1);

  it('a king goes to its empty king pile, an ace to its empty ace pile', () => {
    const after = play(game, state, move('crescent0', 'kingFoundC'));
    expect(codes(after, 'kingFoundC')).toBe('KC');
    expect(codes(after, 'crescent0')).toBe('QD');
    expect(codes(play(game, state, move('crescent1', 'aceFoundH')), 'aceFoundH')).toBe('AH');
  });

  it('two kings of one suit on top: the player chooses which founds the pile (3-A3)', () => {
    expect(legal(state, move('crescent0', 'kingFoundC'))).toBe(true);
    expect(legal(state, move('crescent3', 'kingFoundC'))).toBe(true);
    const after = play(game, state, move('crescent3', 'kingFoundC'));
    expect(reasonFor(game, after, move('crescent0', 'kingFoundC'))).toBe('only the queen of clubs may go on the king of clubs');
  });

  it('refuses a wrong suit, a king on an ace pile, an ace on a king pile and other cards', () => {
    expect(reasonFor(game, state, move('crescent0', 'kingFoundS'))).toBe('only the king of spades may start this foundation');
    expect(reasonFor(game, state, move('crescent2', 'aceFoundH'))).toBe('only the ace of hearts may start this foundation');
    expect(reasonFor(game, state, move('crescent1', 'kingFoundH'))).toBe('only the king of hearts may start this foundation');
    expect(reasonFor(game, state, move('crescent4', 'aceFoundD'))).toBe('only the ace of diamonds may start this foundation');
  });
});

describe('Der halbe Mond: M2 building on foundations', () => {
  const state = position(['JC', 'TC', 'JS', '3H', '4H', 'KC', 'AC', 'KS'], {
    kingFoundC: 'KC QC',
    aceFoundH: 'AH 2H',
  });

  it('king piles go down and ace piles go up, in suit', () => {
    expect(codes(play(game, state, move('crescent0', 'kingFoundC')), 'kingFoundC')).toBe('KC QC JC');
    expect(codes(play(game, state, move('crescent3', 'aceFoundH')), 'aceFoundH')).toBe('AH 2H 3H');
  });

  it('refuses a wrong rank or suit', () => {
    expect(reasonFor(game, state, move('crescent1', 'kingFoundC'))).toBe('only the jack of clubs may go on the queen of clubs');
    expect(reasonFor(game, state, move('crescent2', 'kingFoundC'))).toBe('only the jack of clubs may go on the queen of clubs');
    expect(reasonFor(game, state, move('crescent4', 'aceFoundH'))).toBe('only the 3 of hearts may go on the 2 of hearts');
  });

  it('foundations do not wrap (3-A4)', () => {
    const low = position(['AC', 'KC'], {kingFoundC: 'KC', aceFoundC: 'AC'});
    expect(reasonFor(game, low, move('crescent0', 'kingFoundC'))).toBe('only the queen of clubs may go on the king of clubs');
    expect(reasonFor(game, low, move('crescent1', 'aceFoundC'))).toBe('only the 2 of clubs may go on the ace of clubs');
    const kingsDone = position(['KC'], {kingFoundC: suitRun('C', 13, 1), aceFoundC: suitRun('C', 1, 12)});
    expect(reasonFor(game, kingsDone, move('crescent0', 'kingFoundC'))).toBe('this foundation is complete');
    const acesDone = position(['AC'], {kingFoundC: suitRun('C', 13, 2), aceFoundC: suitRun('C', 1, 13)});
    expect(reasonFor(game, acesDone, move('crescent0', 'aceFoundC'))).toBe('this foundation is complete');
  });

  it('the second king goes on the ace pile at Q, the second ace on the king pile at 2', () => {
    const late = position(['KC', 'AC'], {kingFoundC: suitRun('C', 13, 2), aceFoundC: suitRun('C', 1, 12)});
    const after = playAll(game, late, [move('crescent0', 'aceFoundC'), move('crescent1', 'kingFoundC')]);
    expect(codes(after, 'aceFoundC').split(' ')).toHaveLength(13);
    expect(codes(after, 'kingFoundC').split(' ')).toHaveLength(13);
  });

  it('is a player decision: nothing goes up by itself', () => {
    const after = play(game, state, move('crescent5', 'crescent6'));
    expect(codes(after, 'crescent6')).toBe('AC KC');
    expect(codes(after, 'aceFoundH')).toBe('AH 2H');
    expect(codes(after, 'crescent3')).toBe('3H');
    expect(codes(after, 'kingFoundS')).toBe('');
    expect(codes(after, 'crescent7')).toBe('KS');
  });
});

describe('Der halbe Mond: M3 crescent to crescent, M4', () => {
  const state = position(['9S 7H', '8H', '6H', 'AH', '2H', 'KH', '8D', '9H', 'QH', '5C 3S', ''], {kingFoundS: 'KS'});

  it('moves a top card onto an adjacent card of its suit, up or down, with K–A wrap', () => {
    expect(codes(play(game, state, move('crescent0', 'crescent1')), 'crescent1')).toBe('8H 7H');
    expect(codes(play(game, state, move('crescent0', 'crescent2')), 'crescent2')).toBe('6H 7H');
    expect(legal(state, move('crescent3', 'crescent4'))).toBe(true);
    expect(legal(state, move('crescent3', 'crescent5'))).toBe(true);
    expect(legal(state, move('crescent5', 'crescent3'))).toBe(true);
    expect(legal(state, move('crescent4', 'crescent3'))).toBe(true);
  });

  it('refuses another suit or a rank that is not adjacent', () => {
    expect(reasonFor(game, state, move('crescent0', 'crescent6'))).toBe('the 7 of hearts needs the 8 or 6 of hearts');
    expect(reasonFor(game, state, move('crescent0', 'crescent7'))).toBe('the 7 of hearts needs the 8 or 6 of hearts');
    expect(reasonFor(game, state, move('crescent3', 'crescent8'))).toBe('the ace of hearts needs the 2 or king of hearts');
  });

  it('moves only the top card, one at a time', () => {
    expect(reasonFor(game, state, move('crescent0', 'crescent1', 2))).toBe('only the top card of a pile moves');
  });

  it('carries a sequence over card by card', () => {
    const carry = position(['4S 5H 6H 7H', '8H']);
    const after = playAll(game, carry, [move('crescent0', 'crescent1'), move('crescent0', 'crescent1'), move('crescent0', 'crescent1')]);
    expect(codes(after, 'crescent1')).toBe('8H 7H 6H 5H');
    expect(codes(after, 'crescent0')).toBe('4S');
    expect(reasonFor(game, after, move('crescent1', 'crescent0'))).toBe('the 5 of hearts needs the 6 or 4 of hearts');
  });

  it('M4: nothing onto an empty crescent pile, nothing leaves a foundation', () => {
    expect(reasonFor(game, state, move('crescent0', 'crescent10'))).toBe('nothing may be placed on an empty crescent pile');
    expect(reasonFor(game, state, move('kingFoundS', 'crescent0'))).toBe('nothing ever leaves a foundation');
    expect(reasonFor(game, state, move('kingFoundS', 'aceFoundS'))).toBe('nothing ever leaves a foundation');
    const emptied = play(game, position(['7H', '8H', '6H']), move('crescent0', 'crescent1'));
    expect(codes(emptied, 'crescent0')).toBe('');
    expect(reasonFor(game, emptied, move('crescent1', 'crescent0'))).toBe('nothing may be placed on an empty crescent pile');
  });
});

describe('Der halbe Mond: the helps (3.5)', () => {
  it('runs the fixed series lift, gather 6, lift, gather 4, lift, then none', () => {
    let state = game.deal(dealOrder(game, 1));
    const expected = ['lift', 'gather', 'lift', 'gather', 'lift'];
    expected.forEach((kind, index) => {
      expect(state.vars.phase).toBe(index + 1);
      expect(helps(state)).toEqual([kind]);
      const wrong = kind === 'lift' ? GATHER : LIFT;
      const reason = reasonFor(game, state, wrong);
      expect(reason).toBe(kind === 'lift' ? 'the next help is a lift' : `the next help is gathering and dealing in piles of ${index === 1 ? 6 : 4}`);
      state = play(game, state, {kind});
    });
    expect(state.vars.phase).toBe(6);
    expect(helps(state)).toEqual([]);
    expect(reasonFor(game, state, LIFT)).toBe('all five helps are used up');
    expect(reasonFor(game, state, GATHER)).toBe('all five helps are used up');
    expect(state.piles.reduce((sum, pile) => sum + pile.cards.length, 0)).toBe(104);
  });

  it('lift: tops of piles with 2+ cards, leftmost lowest, become a new right corner pile', () => {
    const state = position(['KC 5H 9S', '3D', '', '2C 7D', 'QH JS']);
    const after = play(game, state, LIFT);
    expect(crescentCodes(after)).toEqual(['KC 5H', '3D', '', '2C', 'QH', '9S 7D JS']);
    expect(crescentIds(after)[5]).toBe('crescent5');
    expect(after.vars.phase).toBe(2);
  });

  it('lift on the first deal takes all 13 tops in order', () => {
    const state = game.deal(dealOrder(game, 1));
    const tops = crescentIds(state).map((id) => codes(state, id).split(' ')[7]);
    const after = play(game, state, LIFT);
    expect(codes(after, 'crescent13')).toBe(tops.join(' '));
    expect(codes(after, 'crescent0')).toBe('6C JH 8D KD TH 2C JC');
  });

  it('a lift that finds no card makes no pile but still counts (3-A6)', () => {
    const state = position(['KC', '', '5D'], {}, 3);
    const after = play(game, state, LIFT);
    expect(crescentCodes(after)).toEqual(['KC', '', '5D']);
    expect(after.vars.phase).toBe(4);
    expect(helps(after)).toEqual(['gather']);
  });

  it('gather: rightmost pile bottom→top first, empty piles skipped, dealt in blocks of 4 (3-A7, 3-A8)', () => {
    const state = position(['2C 3C', '', '4D 5D 6D', '7H 8H 9H TH JH'], {}, 4);
    const after = play(game, state, GATHER);
    expect(crescentCodes(after)).toEqual(['7H 8H 9H TH', 'JH 4D 5D 6D', '2C 3C']);
    expect(crescentIds(after)).toEqual(['crescent0', 'crescent1', 'crescent2']);
    expect(after.vars.phase).toBe(5);
  });

  it('gather in blocks of 6 after the first lift', () => {
    const state = position(['2C 3C', '', '4D 5D 6D', '7H 8H 9H TH JH'], {}, 2);
    expect(crescentCodes(play(game, state, GATHER))).toEqual(['7H 8H 9H TH JH 4D', '5D 6D 2C 3C']);
  });

  it('gathers the whole first deal into ⌈104/6⌉ = 18 piles, the lifted pile first, and lifts onto crescent18', () => {
    const lifted = play(game, game.deal(dealOrder(game, 1)), LIFT);
    const gathered = play(game, lifted, GATHER);
    const ids = crescentIds(gathered);
    expect(ids).toHaveLength(18);
    const dealt = ids.flatMap((id) => codes(gathered, id).split(' '));
    expect(dealt.slice(0, 13).join(' ')).toBe(codes(lifted, 'crescent13'));
    expect(dealt.slice(13, 20).join(' ')).toBe(codes(lifted, 'crescent12'));
    expect(dealt.slice(-7).join(' ')).toBe('6C JH 8D KD TH 2C JC');
    expect(codes(gathered, 'crescent0')).toBe(codes(lifted, 'crescent13').split(' ').slice(0, 6).join(' '));
    expect(codes(gathered, 'crescent17').split(' ')).toHaveLength(2);
    const again = play(game, gathered, LIFT);
    expect(crescentIds(again)).toHaveLength(19);
    expect(codes(again, 'crescent18').split(' ')).toHaveLength(18);
  });
});

describe('Der halbe Mond: end of game (3.7)', () => {
  function nearlyWon(): State {
    const foundations: Record<string, string> = {};
    for (const letter of ['C', 'S', 'H', 'D']) {
      foundations[`kingFound${letter}`] = suitRun(letter, 13, 1);
      foundations[`aceFound${letter}`] = suitRun(letter, 1, 13);
    }
    foundations.kingFoundC = suitRun('C', 13, 2);
    return position(['AC'], foundations, 2);
  }

  it('wins when all 104 cards are on the foundations', () => {
    const state = nearlyWon();
    expect(game.outcome(state)).toBe('playing');
    const after = play(game, state, move('crescent0', 'kingFoundC'));
    expect(game.outcome(after)).toBe('won');
    expect(outcomeOf(game, after)).toBe('won');
  });

  it('loses in P6 when no M1/M2/M3 move exists, but not while a help is left', () => {
    const stuck = position(['QC 5H', '9S'], {}, 6);
    expect(game.outcome(stuck)).toBe('lost');
    const earlier = position(['QC 5H', '9S'], {}, 5);
    expect(game.outcome(earlier)).toBe('playing');
    expect(helps(earlier)).toEqual(['lift']);
    expect(game.outcome(play(game, earlier, LIFT))).toBe('lost');
  });

  it('P6 with only pointless shuttles left is stalled, so the UI can offer to end the game', () => {
    const shuttles = position(['2S 5H', '6H'], {}, 6);
    expect(game.outcome(shuttles)).toBe('playing');
    expect(game.moves(shuttles).length).toBeGreaterThan(0);
    expect(game.stalled!(shuttles)).toBe(true);
  });

  it('is not stalled while moves can still bring a card up, or while a help is left', () => {
    expect(game.stalled!(position(['AS 5H', '6H'], {}, 6))).toBe(false);
    expect(game.stalled!(position(['AS 7D 4H', '5H', '8D'], {}, 6))).toBe(false);
    expect(game.stalled!(position(['2S 7D 4H', '5H', '8D'], {}, 6))).toBe(true);
    expect(game.stalled!(position(['KC', '5H'], {}, 6))).toBe(false);
    expect(game.stalled!(position(['2S 5H', '6H'], {}, 5))).toBe(false);
  });
});

describe('Der halbe Mond: layout', () => {
  function checkLayout(state: State): void {
    const slots = game.layout(state);
    const cells = new Set(slots.map((slot) => `${slot.col},${slot.row}`));
    expect(cells.size).toBe(slots.length);
    expect(new Set(slots.map((slot) => slot.id))).toEqual(new Set(state.piles.map((pile) => pile.id)));
    for (const slot of slots) {
      expect(slot.col).toBeLessThan(12);
      expect(slot.row).toBeLessThan(4);
    }
  }

  it('places every crescent pile, however many there are, and each ace pile under its king pile', () => {
    for (const count of [13, 14, 18, 19, 26, 27]) {
      const state = position(Array.from({length: count}, () => '5H'));
      checkLayout(state);
    }
    const slots = game.layout(game.deal(dealOrder(game, 1)));
    const at = (id: string) => slots.find((slot) => slot.id === id)!;
    expect(at('aceFoundH').col).toBe(at('kingFoundH').col);
    expect(at('aceFoundH').row).toBe(at('kingFoundH').row + 1);
    expect(at('crescent0').fan).toBe('down');
  });

  it('names the next help in the hint line', () => {
    expect(game.hint!(position(['5H'], {}, 2))).toContain('piles of 6');
    expect(game.hint!(position(['5H'], {}, 6))).toContain('all five helps used');
  });
});

describe('Der halbe Mond: conserving cards through the helps', () => {
  it('keeps card identities through lift and gather', () => {
    let state = game.deal(dealOrder(game, 4711));
    for (const kind of ['lift', 'gather', 'lift', 'gather', 'lift']) state = play(game, state, {kind});
    const all = state.piles.flatMap((pile) => pile.cards).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({length: 104}, (_, index) => index));
  });
});

describe('Der halbe Mond: moves and reasons agree', () => {
  it('lists a card move exactly when explain finds nothing against it', () => {
    let state = game.deal(dealOrder(game, 99));
    let seed = 12345;
    const mismatches: string[] = [];
    for (let step = 0; step < 40; step++) {
      const list = game.moves(state);
      const listed = new Set(list.map((each) => `${each.from}>${each.to}`));
      const ids = state.piles.map((pile) => pile.id);
      for (const from of ids) {
        for (const to of ids) {
          if (from !== to && listed.has(`${from}>${to}`) !== (game.explain(state, move(from, to)) === '')) mismatches.push(`${from}>${to}`);
        }
      }
      seed = (seed * 1103515245 + 12345) % 2147483648;
      state = play(game, state, list[seed % list.length]);
    }
    expect(mismatches).toEqual([]);
    expect(state.vars.phase).toBeGreaterThan(1);
  }, 20_000);
});
