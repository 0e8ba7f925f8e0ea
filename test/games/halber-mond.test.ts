import {describe, expect, it} from 'vitest';
import {dealOrder, explain, legalMovesOf, outcomeOf, play, speak} from '../../source/core/engine.js';
import {current, startSession} from '../../source/core/session.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {GameMove, Pile, State} from '../../source/core/types.js';
import {halberMond as game} from '../../source/games/halber-mond.js';
import {action, cards, codes, dealt, move, playAll, reasonFor, reasonId} from '../helpers.js';
import {tooWide} from './message-widths.js';

type Mond = Parameters<typeof game.apply>[0];

const LIFT = action('lift');
const GATHER = action('gather');
const FOUNDATIONS = ['C', 'S', 'H', 'D'].flatMap((letter) => [`kingFound${letter}`]).concat(['C', 'S', 'H', 'D'].map((letter) => `aceFound${letter}`));

/**
 * Crescent piles left to right plus named foundations; copies of a code get
 * distinct ids across the whole position. Default rules unless a variant is given.
 */
function position(crescent: string[], foundations: Record<string, string> = {}, helpsUsed = 0, variant: string[] = []): Mond {
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
  return {game: game.id, piles, vars: {helpsUsed}, switches: resolveSwitches(game, variant) as Mond['switches']};
}

const anyTime = (crescent: string[], foundations: Record<string, string> = {}, helpsUsed = 0) => position(crescent, foundations, helpsUsed, ['help-any-time']);

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

function legal(state: Mond, each: GameMove): boolean {
  return legalMovesOf(game, state).some((candidate) => JSON.stringify(candidate) === JSON.stringify(each));
}

function helps(state: Mond): string[] {
  return legalMovesOf(game, state).flatMap((each) => (each.kind === 'action' ? [each.name] : []));
}

describe('Der halbe Mond: deal (3.1–3.3)', () => {
  it('deals 13 crescent piles of 8 in consecutive blocks, all face up, foundations empty', () => {
    const order = dealOrder(game, 1);
    const state = dealt(game, 1);
    expect(state.piles).toHaveLength(21);
    expect(crescentIds(state)).toEqual(Array.from({length: 13}, (_, index) => `crescent${index}`));
    crescentIds(state).forEach((id, index) => {
      const pile = state.piles.find((each) => each.id === id)!;
      expect(pile.cards).toEqual(order.slice(index * 8, index * 8 + 8));
      expect(pile.down).toBe(0);
    });
    for (const id of FOUNDATIONS) expect(codes(state, id)).toBe('');
    expect(state.piles.reduce((sum, pile) => sum + pile.cards.length, 0)).toBe(104);
    expect(state.vars.helpsUsed).toBe(0);
  });

  it('pins deal 1 and deal 4711 (golden values)', () => {
    const one = dealt(game, 1);
    expect(codes(one, 'crescent0')).toBe('6C JH 8D KD TH 2C JC 3H');
    expect(codes(one, 'crescent1')).toBe('4S QD 9C 3S AS 8C KC 5H');
    expect(codes(one, 'crescent12')).toBe('6S TD TH 6D 3D AH AH 2H');
    const other = dealt(game, 4711);
    expect(codes(other, 'crescent0')).toBe('8C AH 6C 2H 6H AD 2H 6S');
    expect(codes(other, 'crescent2')).toBe('9S QS TD 7H 9C JS 9S 3S');
    expect(codes(other, 'crescent12')).toBe('TS KS QS TS 9D TC 9C 9H');
  });
});

describe('Der halbe Mond: M1 founding', () => {
  const state = position(['QD KC', 'AH', 'KH', '2S KC', '5D']);

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
    expect(reasonFor(game, after, move('crescent0', 'kingFoundC'))).toBe('only Q♣ may go on K♣');
  });

  it('refuses a wrong suit, a king on an ace pile, an ace on a king pile and other cards', () => {
    expect(reasonFor(game, state, move('crescent0', 'kingFoundS'))).toBe('only K♠ may start this foundation');
    expect(reasonFor(game, state, move('crescent2', 'aceFoundH'))).toBe('only A♥ may start this foundation');
    expect(reasonFor(game, state, move('crescent1', 'kingFoundH'))).toBe('only K♥ may start this foundation');
    expect(reasonFor(game, state, move('crescent4', 'aceFoundD'))).toBe('only A♦ may start this foundation');
  });
});

describe('Der halbe Mond: M2 building on foundations', () => {
  const state = position(['JC', 'TC', 'JS', '3H', '4H', 'KC', 'AC', 'KS'], {kingFoundC: 'KC QC', aceFoundH: 'AH 2H'});

  it('king piles go down and ace piles go up, in suit', () => {
    expect(codes(play(game, state, move('crescent0', 'kingFoundC')), 'kingFoundC')).toBe('KC QC JC');
    expect(codes(play(game, state, move('crescent3', 'aceFoundH')), 'aceFoundH')).toBe('AH 2H 3H');
  });

  it('refuses a wrong rank or suit', () => {
    expect(reasonFor(game, state, move('crescent1', 'kingFoundC'))).toBe('only J♣ may go on Q♣');
    expect(reasonFor(game, state, move('crescent2', 'kingFoundC'))).toBe('only J♣ may go on Q♣');
    expect(reasonFor(game, state, move('crescent4', 'aceFoundH'))).toBe('only 3♥ may go on 2♥');
  });

  it('foundations do not wrap (3-A4)', () => {
    const low = position(['AC', 'KC'], {kingFoundC: 'KC', aceFoundC: 'AC'});
    expect(reasonFor(game, low, move('crescent0', 'kingFoundC'))).toBe('only Q♣ may go on K♣');
    expect(reasonFor(game, low, move('crescent1', 'aceFoundC'))).toBe('only 2♣ may go on A♣');
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
    expect(reasonFor(game, state, move('crescent0', 'crescent6'))).toBe('7♥ needs 8♥ or 6♥');
    expect(reasonFor(game, state, move('crescent0', 'crescent7'))).toBe('7♥ needs 8♥ or 6♥');
    expect(reasonFor(game, state, move('crescent3', 'crescent8'))).toBe('A♥ needs 2♥ or K♥');
  });

  it('moves only the top card, one at a time', () => {
    expect(reasonFor(game, state, move('crescent0', 'crescent1', 2))).toBe('only the top card of a pile moves');
  });

  it('carries a sequence over card by card', () => {
    const carry = position(['4S 5H 6H 7H', '8H']);
    const after = playAll(game, carry, [move('crescent0', 'crescent1'), move('crescent0', 'crescent1'), move('crescent0', 'crescent1')]);
    expect(codes(after, 'crescent1')).toBe('8H 7H 6H 5H');
    expect(codes(after, 'crescent0')).toBe('4S');
    expect(reasonFor(game, after, move('crescent1', 'crescent0'))).toBe('5♥ needs 6♥ or 4♥');
  });

  it('M4: nothing onto an empty crescent pile, nothing leaves a foundation', () => {
    expect(reasonFor(game, state, move('crescent0', 'crescent10'))).toBe('nothing may be placed on an empty pile of the half moon');
    expect(reasonFor(game, state, move('kingFoundS', 'crescent0'))).toBe('cards never leave a foundation');
    expect(reasonFor(game, state, move('kingFoundS', 'aceFoundS'))).toBe('cards never leave a foundation');
    const emptied = play(game, position(['7H', '8H', '6H']), move('crescent0', 'crescent1'));
    expect(codes(emptied, 'crescent0')).toBe('');
    expect(reasonFor(game, emptied, move('crescent1', 'crescent0'))).toBe('nothing may be placed on an empty pile of the half moon');
  });

  it('says its reasons in German, with German card letters', () => {
    const german = (state: Mond, each: GameMove) => speak(game, state, explain(game, state, each)!, 'de');
    expect(german(state, move('crescent0', 'crescent6'))).toBe('7♥ braucht 8♥ oder 6♥');
    const foundations = position(['TC', 'AS'], {kingFoundC: 'KC QC'});
    expect(german(foundations, move('crescent0', 'kingFoundC'))).toBe('nur B♣ darf auf D♣');
    expect(german(foundations, move('crescent1', 'kingFoundS'))).toBe('nur K♠ darf diese Ablage beginnen');
    expect(german(state, move('crescent0', 'crescent10'))).toBe('auf ein leeres Häufchen im halben Mond darf nichts gelegt werden');
  });
});

describe('Der halbe Mond: when a help may start (3-A9, revised in rules version 2)', () => {
  it('refuses a help while a card can go to a foundation, naming the card', () => {
    const state = position(['QD KC', '5H 7C']);
    expect(helps(state)).toEqual([]);
    expect(reasonFor(game, state, LIFT)).toBe('no help yet: K♣ can still go to a foundation');
  });

  it('gives that reason whichever help is asked for, as the x key asks with the first name (a lift)', () => {
    const state = position(['QD KC', '5H 7C'], {}, 1);
    expect(reasonId(game, state, LIFT)).toBe('cardGoesUp');
    expect(reasonId(game, state, GATHER)).toBe('cardGoesUp');
    expect(reasonFor(game, position(['QD 5C', '9S'], {}, 1), LIFT)).toBe('the next help is gathering into piles of 6');
  });

  it('refuses a help while moves among the piles can still bring a card up', () => {
    // 5H onto 6H frees AS: no foundation move now, but one is reachable.
    const state = position(['AS 5H', '6H']);
    expect(legalMovesOf(game, state).some((each) => each.kind === 'move' && each.to.startsWith('ace'))).toBe(false);
    expect(reasonId(game, state, LIFT)).toBe('shuttlesLeadUp');
    expect(game.stalled!(state)).toBe(false);
  });

  it('allows the help once only shuttles are left, and lifts', () => {
    const state = position(['2S 5H', '6H', '9C 4D']);
    expect(helps(state)).toEqual(['lift']);
    const after = play(game, state, LIFT);
    expect(crescentCodes(after)).toEqual(['2S', '6H', '9C', '5H 4D']);
    expect(after.vars.helpsUsed).toBe(1);
    expect(game.stalled!(state)).toBe(false);
  });

  it('allows the help when nothing at all can move', () => {
    const state = position(['QC 5H', '9S'], {}, 1);
    expect(legalMovesOf(game, state)).toEqual([GATHER]);
  });

  it('help-any-time (the option, and rules version 1): a help may start while cards can still go up', () => {
    const state = anyTime(['QD KC', '5H 7C']);
    expect(helps(state)).toEqual(['lift']);
    expect(game.keys[0].confirm!(state)).toEqual({id: 'askHelp'});
    expect(game.keys[0].confirm!(anyTime(['2S 5H', '6H']))).toBeUndefined();
    expect(resolveSwitches(game, [], 1)).toEqual({'help-any-time': true});
    expect(resolveSwitches(game, [], 2)).toEqual({'help-any-time': false});
    const old = startSession(game, {deal: 1}, {rulesVersion: 1});
    expect(helps(current(old) as Mond)).toEqual(['lift']);
    expect(helps(current(startSession(game, {deal: 1})) as Mond)).toEqual([]);
  });

  it('says in the hint line what the next help is and whether it may start', () => {
    const say = (state: Mond) => speak(game, state, game.hint!(state)!);
    expect(say(position(['QD KC', '5H 7C']))).toBe('next help (x): a lift, once nothing can go up');
    expect(say(position(['2S 5H', '6H'], {}, 1))).toBe('nothing can go up: x starts the next help, gathering into piles of 6');
    expect(say(anyTime(['QD KC'], {}, 3))).toBe('next help (x): gathering into piles of 4');
    expect(say(position(['5H'], {}, 5))).toBe('all five helps used: play on, then end the game');
    expect(speak(game, position(['5H'], {}, 1), game.hint!(position(['5H'], {}, 1))!, 'de')).toBe(
      'nichts kann mehr hoch: x beginnt die nächste Hülfe, Einsammeln zu je 6',
    );
    expect(speak(game, position(['5H'], {}, 2), game.status!(position(['5H'], {}, 2))[0])).toBe('helps 2 of 5');
  });
});

describe('Der halbe Mond: the helps (3.5)', () => {
  it('runs the fixed series lift, gather 6, lift, gather 4, lift, then none', () => {
    let state = dealt(game, 1, ['help-any-time']);
    const expected = ['lift', 'gather', 'lift', 'gather', 'lift'];
    expected.forEach((name, index) => {
      expect(state.vars.helpsUsed).toBe(index);
      expect(helps(state)).toEqual([name]);
      const wrong = name === 'lift' ? GATHER : LIFT;
      expect(reasonFor(game, state, wrong)).toBe(
        name === 'lift' ? 'the next help is a lift' : `the next help is gathering into piles of ${index === 1 ? 6 : 4}`,
      );
      state = play(game, state, action(name));
    });
    expect(state.vars.helpsUsed).toBe(5);
    expect(helps(state)).toEqual([]);
    expect(reasonFor(game, state, LIFT)).toBe('all five helps are used up');
    expect(speak(game, state, explain(game, state, GATHER)!, 'de')).toBe('alle fünf Hülfen sind aufgebraucht');
    expect(state.piles.reduce((sum, pile) => sum + pile.cards.length, 0)).toBe(104);
  });

  it('lift: tops of piles with 2+ cards, leftmost lowest, become a new right corner pile', () => {
    const state = anyTime(['KC 5H 9S', '3D', '', '2C 7D', 'QH JS']);
    const after = play(game, state, LIFT);
    expect(crescentCodes(after)).toEqual(['KC 5H', '3D', '', '2C', 'QH', '9S 7D JS']);
    expect(crescentIds(after)[5]).toBe('crescent5');
    expect(after.vars.helpsUsed).toBe(1);
    expect(speak(game, after, game.narrate!(state, LIFT, after)!)).toBe('lifted 3 top cards onto a new pile, pile 6');
    expect(speak(game, after, game.narrate!(state, LIFT, after)!, 'de')).toBe('3 oberste Karten abgehoben auf ein neues Häufchen, Häufchen 6');
  });

  it('lift on the first deal takes all 13 tops in order', () => {
    const state = dealt(game, 1, ['help-any-time']);
    const tops = crescentIds(state).map((id) => codes(state, id).split(' ')[7]);
    const after = play(game, state, LIFT);
    expect(codes(after, 'crescent13')).toBe(tops.join(' '));
    expect(codes(after, 'crescent0')).toBe('6C JH 8D KD TH 2C JC');
  });

  it('a lift that finds no card makes no pile but still counts (3-A6)', () => {
    const state = position(['QC', '', '5D'], {}, 2);
    const after = play(game, state, LIFT);
    expect(crescentCodes(after)).toEqual(['QC', '', '5D']);
    expect(after.vars.helpsUsed).toBe(3);
    expect(helps(after)).toEqual(['gather']);
    expect(speak(game, after, game.narrate!(state, LIFT, after)!)).toBe('no pile had two cards: nothing was lifted, but the help counts');
  });

  it('gather: rightmost pile bottom→top first, empty piles skipped, dealt in blocks of 4 (3-A7, 3-A8)', () => {
    const state = anyTime(['2C 3C', '', '4D 5D 6D', '7H 8H 9H TH JH'], {}, 3);
    const after = play(game, state, GATHER);
    expect(crescentCodes(after)).toEqual(['7H 8H 9H TH', 'JH 4D 5D 6D', '2C 3C']);
    expect(crescentIds(after)).toEqual(['crescent0', 'crescent1', 'crescent2']);
    expect(after.vars.helpsUsed).toBe(4);
    expect(speak(game, after, game.narrate!(state, GATHER, after)!)).toBe('gathered 10 cards and dealt them into 3 piles of 4');
  });

  it('gather in blocks of 6 after the first lift', () => {
    const state = anyTime(['2C 3C', '', '4D 5D 6D', '7H 8H 9H TH JH'], {}, 1);
    expect(crescentCodes(play(game, state, GATHER))).toEqual(['7H 8H 9H TH JH 4D', '5D 6D 2C 3C']);
  });

  it('gathers the whole first deal into ⌈104/6⌉ = 18 piles, the lifted pile first, and lifts onto crescent18', () => {
    const lifted = play(game, dealt(game, 1, ['help-any-time']), LIFT);
    const gathered = play(game, lifted, GATHER);
    const ids = crescentIds(gathered);
    expect(ids).toHaveLength(18);
    const laid = ids.flatMap((id) => codes(gathered, id).split(' '));
    expect(laid.slice(0, 13).join(' ')).toBe(codes(lifted, 'crescent13'));
    expect(laid.slice(13, 20).join(' ')).toBe(codes(lifted, 'crescent12'));
    expect(laid.slice(-7).join(' ')).toBe('6C JH 8D KD TH 2C JC');
    expect(codes(gathered, 'crescent0')).toBe(codes(lifted, 'crescent13').split(' ').slice(0, 6).join(' '));
    expect(codes(gathered, 'crescent17').split(' ')).toHaveLength(2);
    const again = play(game, gathered, LIFT);
    expect(crescentIds(again)).toHaveLength(19);
    expect(codes(again, 'crescent18').split(' ')).toHaveLength(18);
  });

  it('keeps card identities through lift and gather', () => {
    let state = dealt(game, 4711, ['help-any-time']);
    for (const name of ['lift', 'gather', 'lift', 'gather', 'lift']) state = play(game, state, action(name));
    const all = state.piles.flatMap((pile) => pile.cards).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({length: 104}, (_, index) => index));
  });
});

describe('Der halbe Mond: end of game (3.7)', () => {
  function nearlyWon(): Mond {
    const foundations: Record<string, string> = {};
    for (const letter of ['C', 'S', 'H', 'D']) {
      foundations[`kingFound${letter}`] = suitRun(letter, 13, 1);
      foundations[`aceFound${letter}`] = suitRun(letter, 1, 13);
    }
    foundations.kingFoundC = suitRun('C', 13, 2);
    return position(['AC'], foundations, 1);
  }

  it('wins when all 104 cards are on the foundations', () => {
    const state = nearlyWon();
    expect(outcomeOf(game, state)).toBe('playing');
    const after = play(game, state, move('crescent0', 'kingFoundC'));
    expect(outcomeOf(game, after)).toBe('won');
    expect(game.ending!(after)).toBeUndefined();
  });

  it('loses after the last help when no card can move, saying so; not while a help is left', () => {
    const stuck = position(['QC 5H', '9S'], {}, 5);
    expect(outcomeOf(game, stuck)).toBe('lost');
    expect(speak(game, stuck, game.ending!(stuck)!)).toBe('no card can move after the last help (3 cards left)');
    expect(speak(game, stuck, game.ending!(stuck)!, 'de')).toBe('nach der letzten Hülfe zieht keine Karte mehr (3 übrig)');
    const earlier = position(['QC 5H', '9S'], {}, 4);
    expect(outcomeOf(game, earlier)).toBe('playing');
    expect(helps(earlier)).toEqual(['lift']);
    expect(outcomeOf(game, play(game, earlier, LIFT))).toBe('lost');
  });

  it('after the last help, only pointless shuttles left is stalled, so the UI can offer to end the game', () => {
    const shuttles = position(['2S 5H', '6H'], {}, 5);
    expect(outcomeOf(game, shuttles)).toBe('playing');
    expect(legalMovesOf(game, shuttles).length).toBeGreaterThan(0);
    expect(game.stalled!(shuttles)).toBe(true);
    const ended = play(game, shuttles, {kind: 'resign'});
    expect(outcomeOf(game, ended)).toBe('lost');
    expect(game.ending!(ended)).toBeUndefined();
  });

  it('is not stalled while moves can still bring a card up, or while a help is left', () => {
    expect(game.stalled!(position(['AS 5H', '6H'], {}, 5))).toBe(false);
    expect(game.stalled!(position(['AS 7D 4H', '5H', '8D'], {}, 5))).toBe(false);
    expect(game.stalled!(position(['2S 7D 4H', '5H', '8D'], {}, 5))).toBe(true);
    expect(game.stalled!(position(['KC', '5H'], {}, 5))).toBe(false);
    expect(game.stalled!(position(['2S 5H', '6H'], {}, 4))).toBe(false);
  });
});

describe('Der halbe Mond: pile table (issue 11 #6)', () => {
  it('lists foundations with their role, suit and the card that founds them, then the crescent', () => {
    const state = dealt(game, 1);
    const specs = game.piles(state);
    const aceClubs = specs.find((spec) => spec.id === 'aceFoundC')!;
    expect(aceClubs).toMatchObject({role: 'foundation', suit: 0, label: {rank: 1, suit: 0}, name: {en: 'ace pile of clubs', de: 'As-Ablage Kreuz'}});
    expect(specs.find((spec) => spec.id === 'kingFoundD')).toMatchObject({role: 'foundation', suit: 3, label: {rank: 13, suit: 3}});
    expect(specs.filter((spec) => spec.role === 'tableau').map((spec) => spec.id)).toEqual(crescentIds(state));
    expect(specs.find((spec) => spec.id === 'crescent4')!.name).toEqual({en: 'pile 5', de: 'Häufchen 5'});
    expect(game.piles(state)).toBe(specs);
  });

  it('places every crescent pile, however many there are, and each ace pile under its king pile', () => {
    for (const count of [13, 14, 18, 19, 26, 27]) {
      const state = position(Array.from({length: count}, () => '5H'));
      const specs = game.piles(state);
      expect(new Set(specs.map((spec) => `${spec.col},${spec.row}`)).size).toBe(specs.length);
      expect(specs.map((spec) => spec.id)).toEqual(state.piles.map((pile) => pile.id));
      for (const spec of specs) {
        expect(spec.col).toBeLessThan(12);
        expect(spec.row).toBeLessThan(4);
      }
    }
    const specs = game.piles(dealt(game, 1));
    const at = (id: string) => specs.find((spec) => spec.id === id)!;
    expect(at('aceFoundH').col).toBe(at('kingFoundH').col);
    expect(at('aceFoundH').row).toBe(at('kingFoundH').row + 1);
    expect(at('crescent0').fan).toBe('down');
  });
});

describe('Der halbe Mond: texts fit the 80-column screen (issue 11 #7)', () => {
  it('says every hint, reason, question, story and ending of random play within the room it has, in both languages', () => {
    expect(tooWide(game, [1, 5], 120)).toEqual([]);
    expect(tooWide(game, [2, 3], 150, ['help-any-time'])).toEqual([]);
    const stuck = position(['QC 5H', '9S'], {}, 5);
    for (const lang of ['en', 'de'] as const) expect(speak(game, stuck, game.ending!(stuck)!, lang).length).toBeLessThanOrEqual(61);
  });
});
