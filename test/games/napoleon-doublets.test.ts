import {describe, expect, it} from 'vitest';
import {code, parseOrder, rank, RANK_CHARS, SUIT_CHARS} from '../../source/core/cards.js';
import {explain, legalMovesOf, outcomeOf, play, speak} from '../../source/core/engine.js';
import {getPile} from '../../source/core/piles.js';
import {current, startSession} from '../../source/core/session.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {Move, State} from '../../source/core/types.js';
import {napoleonDoublets as game} from '../../source/games/napoleon-doublets.js';
import {nextValue} from '../../source/games/napoleon-doublets-transfers.js';
import {action, codes, dealt, move, only, reasonFor} from '../helpers.js';

type Doublets = ReturnType<typeof game.deal>;

const DEAL = action('deal');
const PASS_OVER = ['pass-over'];
const REDEAL = action('redeal');

function listed(state: Doublets, each: Move): boolean {
  return legalMovesOf(game, state).some((candidate) => JSON.stringify(candidate) === JSON.stringify(each));
}

function german(state: Doublets, each: Move): string {
  return speak(game, state, explain(game, state, each)!, 'de');
}

function hintOf(state: Doublets, lang: 'en' | 'de' = 'en'): string {
  return speak(game, state, game.hint!(state)!, lang);
}
const RESERVES = ['reserve1', 'reserve2', 'reserve3', 'reserve4', 'reserve5', 'reserve6', 'reserve7'];

/** The listed codes first, then the rest of the pack in pack order. */
function orderStartingWith(first: string): string[] {
  const head = first.split(' ');
  return [...head, ...[...SUIT_CHARS].flatMap((s) => [...RANK_CHARS].map((r) => r + s)).filter((c) => !head.includes(c))];
}

function dealStartingWith(first: string): Doublets {
  return game.deal(parseOrder(orderStartingWith(first), 1), resolveSwitches(game) as Doublets['switches']);
}

function reserveCodes(state: State): string {
  return RESERVES.map((id) => codes(state, id)).join(' ');
}

/** A position where the reserves hold no card that fits a foundation showing 3 (which needs a 6). */
const BLOCKED = {reserve1: 'KC', reserve2: '2C', reserve3: '9D', reserve4: 'KH', reserve5: 'TS', reserve6: '4D', reserve7: 'JH'};

describe('napoleon-doublets: deal (10.3)', () => {
  it('deal 1: seven reserve cards, the base card, a king put under the stock (pinned)', () => {
    const state = dealt(game, 1);
    expect(reserveCodes(state)).toBe('9D 8H 5D AS 7C 9H QC');
    expect(codes(state, 'found')).toBe('9C');
    const stock = getPile(state, 'stock');
    expect(stock.cards.length).toBe(44);
    expect(stock.down).toBe(44);
    expect(code(stock.cards[0])).toBe('KD');
    expect(codes(state, 'stock').split(' ').slice(-3).join(' ')).toBe('JD 2C KC');
    expect(codes(state, 'waste')).toBe('');
    expect(state.vars.passes).toBe(1);
  });

  it('deal 4711: three kings go under the stock, the last one lowest (pinned)', () => {
    const state = dealt(game, 4711);
    expect(reserveCodes(state)).toBe('5C 9S 8S TD 7C 7H JS');
    expect(codes(state, 'found')).toBe('2H');
    expect(codes(state, 'stock').split(' ').slice(0, 3).join(' ')).toBe('KS KD KC');
    expect(code(getPile(state, 'stock').cards.at(-1)!)).toBe('9D');
    expect(getPile(state, 'stock').cards.length).toBe(44);
  });

  it('10-A2: a king drawn as the base card goes under the stock and the next card becomes the base', () => {
    const state = dealStartingWith('AC 2C 3C 4C 5C 6C 7C KC 8C 9C');
    expect(codes(state, 'found')).toBe('8C');
    expect(code(getPile(state, 'stock').cards[0])).toBe('KC');
    expect(code(getPile(state, 'stock').cards.at(-1)!)).toBe('9C');
  });

  it('10-A2: all four kings among the first positions end at the bottom of the stock', () => {
    const state = dealStartingWith('KC KS AC KH 2C KD 3C 4C 5C 6C 7C 8C 9C');
    expect(reserveCodes(state)).toBe('AC 2C 3C 4C 5C 6C 7C');
    expect(codes(state, 'found')).toBe('8C');
    expect(codes(state, 'stock').split(' ').slice(0, 4).join(' ')).toBe('KD KH KS KC');
    expect(code(getPile(state, 'stock').cards.at(-1)!)).toBe('9C');
  });
});

describe('napoleon-doublets: foundation rule (10.4)', () => {
  it('follows the table: doubling, less 13 above 13; a king leads only to itself', () => {
    const table = 'A:2 2:4 3:6 4:8 5:T 6:Q 7:A 8:3 9:5 T:7 J:9 Q:J K:K';
    for (const pair of table.split(' ')) {
      const [from, to] = pair.split(':');
      expect(RANK_CHARS[nextValue(RANK_CHARS.indexOf(from) + 1) - 1], pair).toBe(to);
    }
  });

  it('from an ace runs A 2 4 8 3 6 Q J 9 5 T 7 A, covering every value but the king', () => {
    let value = 1;
    const seen: string[] = [];
    for (let step = 0; step < 13; step++) {
      seen.push(RANK_CHARS[value - 1]);
      value = nextValue(value);
    }
    expect(seen.join(' ')).toBe('A 2 4 8 3 6 Q J 9 5 T 7 A');
  });

  it('the hint shows the doubling sequence from the current top', () => {
    expect(hintOf(only(game, {found: '9C 4H'}))).toBe('next: 8 → 3 → 6 → Q');
    expect(hintOf(only(game, {found: '9C 4H'}), 'de')).toBe('als Nächstes: 8 → 3 → 6 → D');
    expect(hintOf(only(game, {found: '5S'}))).toBe('next: 10 → 7 → A → 2');
    expect(hintOf(only(game, {found: '5S'}), 'de')).toBe('als Nächstes: 10 → 7 → As → 2');
    expect(hintOf(only(game, {found: 'JD'}))).toBe('next: 9 → 5 → 10 → 7');
  });
});

describe('napoleon-doublets: moves (10.5)', () => {
  it('M1: a fitting reserve card goes onto the foundation, suit ignored; M2 refills the slot from the stock', () => {
    const state = only(game, {...BLOCKED, reserve3: '6D', found: '3C', stock: {cards: '8S 4H', down: 2}});
    const next = play(game, state, move('reserve3', 'found'));
    expect(codes(next, 'found')).toBe('3C 6D');
    expect(codes(next, 'reserve3')).toBe('4H');
    expect(codes(next, 'stock')).toBe('8S');
  });

  it('M2: a slot emptied from the reserve is refilled from the waste top before the stock (10-A1)', () => {
    const state = only(game, {...BLOCKED, reserve2: '6H', found: '3C', waste: 'QS 5D', stock: {cards: '8S', down: 1}});
    expect(listed(state, move('reserve2', 'found'))).toBe(true);
    const next = play(game, state, move('reserve2', 'found'));
    expect(codes(next, 'reserve2')).toBe('5D');
    expect(codes(next, 'waste')).toBe('QS');
    expect(codes(next, 'stock')).toBe('8S');
  });

  it('M1: the waste top goes onto the foundation at any time (10-A5)', () => {
    const state = only(game, {...BLOCKED, found: '3C', waste: 'QS 6S', stock: {cards: '8S', down: 1}});
    const next = play(game, state, move('waste', 'found'));
    expect(codes(next, 'found')).toBe('3C 6S');
    expect(codes(next, 'waste')).toBe('QS');
  });

  it('M1 illegal: a card that is not the double, kings, other sources and targets', () => {
    const state = only(game, {...BLOCKED, found: '3C', waste: '7S', stock: {cards: '6S', down: 1}});
    expect(reasonFor(game, state, move('reserve2', 'found'))).toBe('2♣ does not fit: 3♣ needs a 6 (double, less 13 above 13)');
    expect(german(state, move('reserve2', 'found'))).toBe('2♣ passt nicht: 3♣ braucht eine 6 (verdoppelt, über 13 minus 13)');
    expect(reasonFor(game, state, move('waste', 'found'))).toBe('7♠ does not fit: 3♣ needs a 6 (double, less 13 above 13)');
    expect(reasonFor(game, state, move('reserve1', 'found'))).toBe('kings never fit on the foundation: they stay where they are');
    expect(german(state, move('reserve1', 'found'))).toBe('Könige passen nie auf die Ablage: sie bleiben, wo sie sind');
    expect(reasonFor(game, state, move('stock', 'found'))).toBe('cards leave the stock only by turning it (d)');
    expect(reasonFor(game, state, move('reserve2', 'reserve3'))).toBe('cards go only onto the foundation');
    expect(reasonFor(game, state, move('reserve2', 'waste'))).toBe('cards go only onto the foundation');
    expect(reasonFor(game, state, move('found', 'reserve3'))).toBe('cards never leave a foundation');
    expect(reasonFor(game, state, move('reserve2', 'found', 2))).toBe('cards move one at a time');
    const eight = only(game, {...BLOCKED, found: '4C', stock: {cards: '6S', down: 1}});
    expect(reasonFor(game, eight, move('reserve2', 'found'))).toBe('2♣ does not fit: 4♣ needs an 8 (double, less 13 above 13)');
  });

  it('M2: from now on a king is placed into a reserve slot too, and stays there', () => {
    const state = only(game, {...BLOCKED, reserve3: '6D', found: '3C', stock: {cards: '8S KS', down: 2}});
    const next = play(game, state, move('reserve3', 'found'));
    expect(codes(next, 'reserve3')).toBe('KS');
    expect(legalMovesOf(game, next).some((each) => each.kind === 'move' && each.from === 'reserve3')).toBe(false);
  });

  it('M2: several empty slots are filled in order 1…7', () => {
    const state = only(game, {...BLOCKED, reserve2: '', reserve5: '', found: '3C', waste: '8S 9S', stock: {cards: '4C', down: 1}});
    const next = game.apply(state, DEAL);
    expect(codes(next, 'reserve2')).toBe('4C');
    expect(codes(next, 'reserve5')).toBe('9S');
    expect(codes(next, 'waste')).toBe('8S');
  });

  it('M3: turning moves the top stock card face up onto the waste', () => {
    const state = only(game, {...BLOCKED, found: '3C', waste: '8S', stock: {cards: 'QD 5H', down: 2}});
    const next = play(game, state, DEAL);
    expect(codes(next, 'waste')).toBe('8S 5H');
    expect(getPile(next, 'waste').down).toBe(0);
    expect(codes(next, 'stock')).toBe('QD');
    expect(getPile(next, 'stock').down).toBe(1);
  });

  it('M3 illegal when the stock is empty', () => {
    const state = only(game, {...BLOCKED, reserve2: '6C', found: '3C', waste: '8S'}, {passes: 3});
    expect(reasonFor(game, state, DEAL)).toBe('the stock is empty and the three passes are used up');
    const early = only(game, {...BLOCKED, found: '3C', waste: '8S'}, {passes: 1});
    expect(reasonFor(game, early, DEAL)).toBe('the stock is empty: press d again to turn the waste over');
  });

  it('M4: turning the waste over restores the order of the pass and counts a pass (C9)', () => {
    const state = only(game, {...BLOCKED, found: '3C', waste: '8S 9S TS'}, {passes: 1});
    const next = play(game, state, REDEAL);
    expect(codes(next, 'stock')).toBe('TS 9S 8S');
    expect(getPile(next, 'stock').down).toBe(3);
    expect(codes(next, 'waste')).toBe('');
    expect(next.vars.passes).toBe(2);
    expect(codes(play(game, next, DEAL), 'waste')).toBe('8S');
  });

  it('M4 illegal: stock not empty, nothing to turn, or the third pass used up (10-A6)', () => {
    const full = only(game, {...BLOCKED, found: '3C', waste: '8S', stock: {cards: '9S', down: 1}});
    expect(reasonFor(game, full, REDEAL)).toBe('the stock still has cards');
    const empty = only(game, {...BLOCKED, reserve2: '6C', found: '3C'}, {passes: 1});
    expect(reasonFor(game, empty, REDEAL)).toBe('there are no cards to turn over');
    const used = only(game, {...BLOCKED, reserve2: '6C', found: '3C', waste: '8S'}, {passes: 3});
    expect(reasonFor(game, used, REDEAL)).toBe('the stock may be gone through only three times');
    const second = only(game, {...BLOCKED, found: '3C', waste: '8S'}, {passes: 2});
    expect(listed(second, REDEAL)).toBe(true);
  });

  it('has no other moves', () => {
    const state = only(game, {...BLOCKED, found: '3C', stock: {cards: '9S', down: 1}});
    expect(reasonFor(game, state, {kind: 'remove', piles: ['reserve1']})).toBe('those cards cannot be removed together');
    expect(reasonFor(game, state, action('step'))).toBe('this game has no "step" move');
  });
});

describe('napoleon-doublets: end of game (10.7)', () => {
  it('WIN: 48 cards on the foundation, kings anywhere', () => {
    const cycle = 'A 2 4 8 3 6 Q J 9 5 T 7'.split(' ');
    const chain = [...SUIT_CHARS].flatMap((s) => cycle.map((r) => r + s));
    const state = only(game, {found: chain.slice(0, 47).join(' '), reserve1: 'KC', reserve4: chain[47], reserve5: 'KH', waste: 'KS KD'}, {passes: 2});
    expect(outcomeOf(game, state)).toBe('playing');
    const won = play(game, state, move('reserve4', 'found'));
    expect(getPile(won, 'found').cards.length).toBe(48);
    expect(outcomeOf(game, won)).toBe('won');
  });

  it('LOSS: third pass finished and nothing fits; not before, and not while a card fits', () => {
    const layout = {...BLOCKED, found: '3C', waste: '8S 9S'};
    const lost = only(game, layout, {passes: 3});
    expect(outcomeOf(game, lost)).toBe('lost');
    expect(speak(game, lost, game.ending!(lost)!)).toBe('the third pass is over and no card fits');
    expect(speak(game, lost, game.ending!(lost)!, 'de')).toBe('der dritte Durchgang ist vorbei und keine Karte passt');
    expect(outcomeOf(game, only(game, layout, {passes: 2}))).toBe('playing');
    expect(outcomeOf(game, only(game, {...layout, stock: {cards: '6S', down: 1}}, {passes: 3}))).toBe('playing');
    expect(outcomeOf(game, only(game, {...layout, waste: '8S 6S'}, {passes: 3}))).toBe('playing');
    expect(outcomeOf(game, only(game, {...layout, reserve7: '6S'}, {passes: 3}))).toBe('playing');
  });

  it('playing deal 4711 by always taking the first move keeps a doubling chain without kings', () => {
    let state = dealt(game, 4711);
    let turns = 0;
    while (outcomeOf(game, state) === 'playing') {
      state = play(game, state, legalMovesOf(game, state)[0]);
      turns++;
    }
    expect(turns).toBeGreaterThan(44);
    const found = getPile(state, 'found').cards.map(rank);
    expect(found).not.toContain(13);
    for (let index = 1; index < found.length; index++) expect(found[index]).toBe(nextValue(found[index - 1]));
    expect(state.vars.passes).toBeLessThanOrEqual(3);
  });
});

describe('napoleon-doublets: 10-A4 the reserve first (revised default)', () => {
  const fitting = {...BLOCKED, reserve2: '6C', found: '3C', waste: '8S', stock: {cards: '9S', down: 1}};

  it('turns no card while a reserve card fits, and says which', () => {
    const state = only(game, fitting);
    expect(legalMovesOf(game, state)).toEqual([move('reserve2', 'found')]);
    expect(reasonFor(game, state, DEAL)).toBe('first the reserve: 6♣ fits the foundation');
    expect(german(state, DEAL)).toBe('erst die Hilfskarten: 6♣ passt auf die Ablage');
    const played = play(game, state, move('reserve2', 'found'));
    expect(listed(played, DEAL)).toBe(true);
  });

  it('does not turn the waste over either while a reserve card fits', () => {
    const state = only(game, {...fitting, stock: '', waste: '8S 9S'});
    expect(reasonFor(game, state, REDEAL)).toBe('first the reserve: 6♣ fits the foundation');
    expect(listed(only(game, {...BLOCKED, found: '3C', waste: '8S 9S'}), REDEAL)).toBe(true);
  });

  it('lets the stock turn while only the waste top fits with pass over', () => {
    const state = only(game, {...BLOCKED, found: '3C', waste: 'QS 6S', stock: {cards: '9S', down: 1}}, {}, PASS_OVER);
    expect(listed(state, DEAL)).toBe(true);
    expect(listed(state, move('waste', 'found'))).toBe(true);
  });

  it('turn-any-time (10-A4 option): the stock may be turned while a reserve card fits', () => {
    const state = only(game, fitting, {}, ['turn-any-time']);
    expect(legalMovesOf(game, state)).toEqual([move('reserve2', 'found'), DEAL]);
    expect(codes(play(game, state, DEAL), 'waste')).toBe('8S 9S');
  });

  it('replays saves of rules version 1 with turning at any time', () => {
    expect(game.rulesVersion).toBe(3);
    expect(resolveSwitches(game, [], 1)['turn-any-time']).toBe(true);
    expect(resolveSwitches(game, [], 2)['turn-any-time']).toBe(false);
    expect(resolveSwitches(game, [], 3)['turn-any-time']).toBe(false);
    // Deal 1: base 9C wants a 5; 5D lies in reserve 3.
    const old = current(startSession(game, {deal: 1}, {rulesVersion: 1})) as Doublets;
    expect(listed(old, DEAL)).toBe(true);
    const now = dealt(game, 1);
    expect(reasonFor(game, now, DEAL)).toBe('first the reserve: 5♦ fits the foundation');
  });
});

describe('napoleon-doublets: 10-A5 every fitting card is used (default since rules version 3)', () => {
  const turning = {...BLOCKED, found: '3C', waste: '8S', stock: {cards: '9S 6H', down: 2}};

  it('sends a turned card that fits to the foundation by itself, and says so', () => {
    const state = only(game, turning);
    const next = play(game, state, DEAL);
    expect(codes(next, 'found')).toBe('3C 6H');
    expect(codes(next, 'waste')).toBe('8S');
    expect(codes(next, 'stock')).toBe('9S');
    expect(speak(game, state, game.narrate!(state, DEAL, next)!)).toBe('6♥ fits: it went onto the foundation by itself');
    expect(speak(game, state, game.narrate!(state, DEAL, next)!, 'de')).toBe('6♥ passt: sie kam von selbst auf die Ablage');
    // A card that does not fit stays on the waste, and nothing is said.
    const after = play(game, next, DEAL);
    expect(codes(after, 'waste')).toBe('8S 9S');
    expect(game.narrate!(next, DEAL, after)).toBeUndefined();
  });

  it('turns no card and does not turn the waste over while the waste top fits, and says which', () => {
    const state = only(game, {...BLOCKED, found: '3C', waste: '8S 6S', stock: {cards: '9S', down: 1}});
    expect(legalMovesOf(game, state)).toEqual([move('waste', 'found')]);
    expect(reasonFor(game, state, DEAL)).toBe('every fitting card is used: 6♠ on the waste fits the foundation');
    expect(german(state, DEAL)).toBe('jedes passende Blatt wird verwendet: 6♠ auf dem Abwurfstapel passt auf die Ablage');
    const empty = only(game, {...BLOCKED, found: '3C', waste: '8S 6S'}, {passes: 1});
    expect(reasonFor(game, empty, REDEAL)).toBe('every fitting card is used: 6♠ on the waste fits the foundation');
    expect(listed(play(game, state, move('waste', 'found')), DEAL)).toBe(true);
  });

  it('pass over (the former rule): a turned card that fits stays on the waste and may be covered', () => {
    const state = only(game, turning, {}, PASS_OVER);
    const next = play(game, state, DEAL);
    expect(codes(next, 'waste')).toBe('8S 6H');
    expect(codes(next, 'found')).toBe('3C');
    expect(game.narrate!(state, DEAL, next)).toBeUndefined();
    expect(codes(play(game, next, DEAL), 'waste')).toBe('8S 6H 9S');
    const empty = only(game, {...BLOCKED, found: '3C', waste: '8S 6S'}, {passes: 1}, PASS_OVER);
    expect(listed(empty, REDEAL)).toBe(true);
  });

  it('replays saves of rules versions 1 and 2 with pass over', () => {
    expect(resolveSwitches(game, [], 1)['pass-over']).toBe(true);
    expect(resolveSwitches(game, [], 2)['pass-over']).toBe(true);
    expect(resolveSwitches(game, [], 3)['pass-over']).toBe(false);
    // Base 3♣ wants a 6, no reserve card fits, and the first card turned is 6♥.
    const order = orderStartingWith('2C 9D TS 4D JH QS 8S 3C 6H');
    const turned = (rulesVersion: number) => play(game, current(startSession(game, {order}, {rulesVersion})), DEAL);
    expect(codes(turned(2), 'waste')).toBe('6H');
    expect(codes(turned(2), 'found')).toBe('3C');
    expect(codes(turned(1), 'waste')).toBe('6H');
    expect(codes(turned(3), 'waste')).toBe('');
    expect(codes(turned(3), 'found')).toBe('3C 6H');
  });
});

describe('napoleon-doublets: 10-A1 refill source', () => {
  const emptied = {...BLOCKED, reserve2: '6H', found: '3C', waste: 'QS 5D', stock: {cards: '8S', down: 1}};

  it('by default refills from the waste top, and tells where the card came from', () => {
    const state = only(game, emptied);
    const next = play(game, state, move('reserve2', 'found'));
    expect(codes(next, 'reserve2')).toBe('5D');
    const story = game.narrate!(state, move('reserve2', 'found'), next)!;
    expect(speak(game, state, story)).toBe('reserve 2 takes 5♦ from the waste');
    expect(speak(game, state, story, 'de')).toBe('Hilfskarte 2 bekommt 5♦ vom Abwurfstapel');
  });

  it('stock-refill (10-A1 option): refills from the stock top, from the waste only when the stock is empty', () => {
    const state = only(game, emptied, {}, ['stock-refill']);
    const next = play(game, state, move('reserve2', 'found'));
    expect(codes(next, 'reserve2')).toBe('8S');
    expect(codes(next, 'waste')).toBe('QS 5D');
    expect(speak(game, state, game.narrate!(state, move('reserve2', 'found'), next)!)).toBe('reserve 2 takes 8♠ from the stock');
    const dry = only(game, {...emptied, stock: ''}, {}, ['stock-refill']);
    expect(codes(play(game, dry, move('reserve2', 'found')), 'reserve2')).toBe('5D');
  });

  it('tells nothing when no place was refilled', () => {
    const state = only(game, {...BLOCKED, found: '3C', stock: {cards: '9S', down: 1}});
    expect(game.narrate!(state, DEAL, play(game, state, DEAL))).toBeUndefined();
  });
});

describe('napoleon-doublets: the table', () => {
  it('sets the foundation apart from the reserve arc, in a row of its own, as a foundation', () => {
    const specs = game.piles(dealt(game, 1));
    const found = specs.find((spec) => spec.id === 'found')!;
    expect(found.role).toBe('foundation');
    const reserveRows = new Set(specs.filter((spec) => spec.role === 'reserve').map((spec) => spec.row));
    expect(reserveRows.has(found.row)).toBe(false);
    expect(found.row).toBeGreaterThan(Math.max(...reserveRows));
  });

  it('counts the passes in the title line', () => {
    const state = only(game, {...BLOCKED, found: '3C', waste: '8S'}, {passes: 2});
    expect(game.status!(state).map((message) => speak(game, state, message))).toEqual(['pass 2 of 3']);
  });
});

describe('napoleon-doublets: the foundation shows its size', () => {
  it('carries the number of its cards as a caption, from the first card on', () => {
    const caption = (state: Doublets) => game.piles(state).find((spec) => spec.id === 'found')!.caption;
    expect(caption(dealt(game, 1))).toBe('1');
    expect(caption(only(game, {found: '3C 6D QS'}))).toBe('3');
    expect(game.piles(dealt(game, 1))).toBe(game.piles(dealt(game, 2)));
  });
});

describe('napoleon-doublets: ending', () => {
  it('gives no loss reason while the stock or a pass is left', () => {
    expect(game.ending!(only(game, {...BLOCKED, found: '3C', waste: '8S', stock: {cards: '9S', down: 1}}, {passes: 3}))).toBeUndefined();
    expect(game.ending!(only(game, {...BLOCKED, found: '3C', waste: '8S'}, {passes: 2}))).toBeUndefined();
  });
});
