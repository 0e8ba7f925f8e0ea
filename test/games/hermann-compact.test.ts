import {describe, expect, it} from 'vitest';
import {NO_FOCUS} from '../../source/core/compact.js';
import type {GameMove, Pile} from '../../source/core/types.js';
import {hermann} from '../../source/games/hermann.js';
import {hermannCompact} from '../../source/games/hermann-compact.js';
import {indexesOf} from '../../source/solver/expand.js';
import {focusedKey, StateHasher} from '../../source/solver/hash.js';
import {outcomeFor, searchMoves} from '../../source/solver/solve.js';
import {cards, dealt} from '../helpers.js';
import {encoded, expectRemainders, fociAt, listed, OneToOne} from '../solver/compact-checks.js';

/**
 * Hermann's compact model on positions made by hand: edges of the rules that
 * played positions rarely meet (test/solver/compact.test.ts holds the model to
 * the rules along played positions and whole searches).
 */

const IDS = [...Array.from({length: 10}, (_, index) => `col${index + 1}`), 'goal', 'aces', 'stock'];

/** Hermann's positions. */
type State = ReturnType<typeof hermann.deal>;

type Layout = Partial<Record<string, string | {cards: string; down: number}>>;

/** A position with these piles (the others empty), each card once: the stock listed in the order it is dealt, face down. */
function position(layout: Layout, variant: readonly string[] = []): State {
  const texts = IDS.map((id) => {
    const entry = layout[id] ?? '';
    return typeof entry === 'string' ? entry : entry.cards;
  });
  const all = cards(texts.join(' '));
  let next = 0;
  const piles: Pile[] = IDS.map((id, index) => {
    const count = texts[index].split(/\s+/).filter(Boolean).length;
    const own = all.slice(next, next + count);
    next += count;
    const entry = layout[id];
    if (id === 'stock') return {id, cards: own.reverse(), down: count};
    return {id, cards: own, down: typeof entry === 'object' ? entry.down : 0};
  });
  const start = dealt(hermann, 1, variant);
  return {...start, piles};
}

const GOAL_TO_TWO = 'KD QS JD TS 9D 8S 7D 6S 5D 4S 3D 2S';

const hasher = new StateHasher(hermann);

function generalKey(state: State): {key: number; lanes: Uint32Array} {
  const lanes = new Uint32Array(state.piles.length * 2 + 2);
  return {key: hasher.key(state, lanes), lanes};
}

/** The model answers as the rules for a position and every move from it (keys, outcomes, follow-ups and the moves a focus allows); answers the moves. */
function agrees(state: State, model = hermannCompact(state)!, free = new OneToOne(), focused = new OneToOne()): GameMove[] {
  const data = encoded(model, state);
  free.check(generalKey(state).key, model.key(data, 0));
  const moves = searchMoves(hermann, state);
  const {moves: compactMoves, codes} = listed(model, data, 0, NO_FOCUS);
  expect(compactMoves).toEqual(moves);
  moves.forEach((move, index) => {
    const next = hermann.apply(state, move);
    model.apply(data, 0, codes[index], model.size);
    const key = model.key(data, model.size);
    expect(key).toBe(model.key(encoded(model, next), 0));
    free.check(generalKey(next).key, key);
    const outcome = outcomeFor(hermann, next, 'win', move);
    expect(model.outcome(data, model.size, codes[index])).toBe(outcome);
    if (outcome === 'playing') expect(listed(model, data, model.size, NO_FOCUS).moves).toEqual(searchMoves(hermann, next));
    const focus = hermann.solver!.followUp!(state, move, next);
    const compact = model.followUp!(data, 0, codes[index], model.size);
    expect(compact === NO_FOCUS ? undefined : model.focusPiles!(compact)).toEqual(focus);
    if (!focus || outcome !== 'playing') return;
    const general = generalKey(next);
    focused.check(focusedKey(general.key, general.lanes, indexesOf(hermann.piles(next)), focus), model.focusKey!(data, model.size, key, compact));
    expect(listed(model, data, model.size, compact).moves).toEqual(searchMoves(hermann, next, focus));
  });
  expectRemainders(model, data, 0, fociAt(model, data, codes));
  return moves;
}

describe('Hermann compact model: positions made by hand', () => {
  it('tells apart columns that differ only in how many cards lie face down', () => {
    const layout: Layout = {col2: '9C', goal: 'KD', stock: 'TD 9H 8C'};
    const one = position({...layout, col1: {cards: '5C 9S 8H', down: 1}});
    const two = position({...layout, col1: {cards: '5C 9S 8H', down: 2}});
    expect(generalKey(one).key).not.toBe(generalKey(two).key);
    const model = hermannCompact(one)!;
    expect(model.key(encoded(model, one), 0)).not.toBe(model.key(encoded(model, two), 0));
    agrees(one);
    agrees(two);
  });

  it('turns up aces and a first king one after another until a card stays', () => {
    const state = position({col1: {cards: '5C KD AH AS 8H', down: 4}, col2: '9C', col3: {cards: '7D 6S', down: 1}, stock: 'TD'});
    agrees(state);
    const after = hermann.apply(
      state,
      searchMoves(hermann, state).find((move) => move.kind === 'move' && move.from === 'col1')!,
    );
    expect(after.piles[11].cards).toHaveLength(2);
    expect(after.piles[10].cards).toHaveLength(1);
    agrees(after);
    // Once the goal is started, a king turned up stays.
    agrees(position({col1: {cards: '5C KD 8H', down: 2}, col2: '9C', goal: 'KS', stock: 'TD'}));
  });

  it('plays the topmost ace of the colour the goal needs and keeps the others in order', () => {
    const state = position({goal: GOAL_TO_TWO, aces: 'AH AS AD AC', col1: '9C 8D', col2: 'TH', stock: 'QC JH'});
    expect(agrees(state)).toHaveLength(1);
    const after = hermann.apply(state, searchMoves(hermann, state)[0]);
    agrees(after);
    const black = position({goal: 'KS QD JS TD 9S 8D 7S 6D 5S 4D 3S 2D', aces: 'AS AH AC AD', col1: '5H', stock: 'QC'});
    expect(agrees(black)).toHaveLength(1);
  });

  it('deals: aces aside, a first king to the goal, a card that goes on with a ladder; the last deal makes the columns alike', () => {
    const state = position({
      col1: 'TD 9S',
      col2: '7H',
      col3: '',
      col4: {cards: '4C 6C', down: 1},
      col5: 'QD JC',
      stock: '8H AD KC 5S AS TC 3H 4H 2C 6S 2H 7S 9D 3C',
    });
    const model = hermannCompact(state)!;
    const free = new OneToOne();
    const focused = new OneToOne();
    agrees(state, model, free, focused);
    const once = hermann.apply(state, {kind: 'action', name: 'deal'});
    agrees(once, model, free, focused);
    const twice = hermann.apply(once, {kind: 'action', name: 'deal'});
    expect(twice.piles[12].cards).toHaveLength(0);
    agrees(twice, model, free, focused);
  });

  it('once the talon is dealt: only the first empty column, never with a whole column; a shift binds the next move', () => {
    const state = position({
      col1: 'TD 9S 8H',
      col2: '',
      col3: 'QS JH',
      col4: {cards: '4C 7C 6D', down: 1},
      col5: '',
      col6: 'KH QC',
      col7: '9C',
      col8: 'JD',
      goal: 'KS QD JS',
    });
    const moves = agrees(state);
    expect(moves.some((move) => move.kind === 'move' && move.to === 'col5')).toBe(false);
    expect(moves.some((move) => move.kind === 'move' && move.from === 'col3' && move.to === 'col2' && move.count === 2)).toBe(false);
    const shifted = hermann.apply(state, {kind: 'move', from: 'col1', to: 'col7', count: 1});
    agrees(shifted);
  });

  it('keys the columns as alike once the talon is dealt, and only then', () => {
    const layout: Layout = {col1: 'TD 9S', col2: {cards: '4C 7H', down: 1}, col3: 'QS', goal: 'KS QD JS'};
    const swapped: Layout = {...layout, col1: layout.col3, col3: layout.col1};
    const model = hermannCompact(position(layout))!;
    const key = (state: State) => model.key(encoded(model, state), 0);
    expect(key(position(swapped))).toBe(key(position(layout)));
    expect(generalKey(position(swapped)).key).toBe(generalKey(position(layout)).key);
    const dealing = hermannCompact(position({...layout, stock: '5D'}))!;
    const keyDealing = (state: State) => dealing.key(encoded(dealing, state), 0);
    expect(keyDealing(position({...swapped, stock: '5D'}))).not.toBe(keyDealing(position({...layout, stock: '5D'})));
  });

  it('met again under another focus, lists only the moves it has not tried: the deal once, the safe ace alone once free', () => {
    const layout: Layout = {aces: 'AH AS', col1: 'TD 9S 8H', col2: 'QS JH', col3: '9C', col4: 'JD', col5: 'QC', stock: 'QD JC'};
    // Foci name pairs of columns: those this position's shifts leave behind serve the next one too.
    const before = position({...layout, goal: 'KD QS JD TS 9D 8S 7D 6S 5D 4S 3D'});
    const model = hermannCompact(before)!;
    const data = encoded(model, before);
    const foci = fociAt(model, data, listed(model, data).codes);
    expect(foci.length).toBeGreaterThanOrEqual(3);
    expect(expectRemainders(model, data, 0, foci)).toBeGreaterThan(10);
    const [, first, second] = foci;
    const remainder = listed(model, data, 0, model.remainder!(first, model.focusCover!(second)));
    expect(remainder.moves.some((move) => move.kind === 'action')).toBe(false);
    const ace = position({...layout, goal: GOAL_TO_TWO});
    const aceData = encoded(model, ace);
    expect(expectRemainders(model, aceData, 0, foci)).toBeGreaterThan(10);
    const safe = {kind: 'move', from: 'aces', to: 'goal', count: 1};
    expect(listed(model, aceData).moves).toEqual([safe]);
    expect(listed(model, aceData, 0, first).moves).not.toContainEqual(safe);
    expect(listed(model, aceData, 0, model.remainder!(NO_FOCUS, model.focusCover!(first))).moves).toEqual([safe]);
  });

  it('whole ladders: between columns only the whole ladder or its last card; the goal takes any part', () => {
    const layout: Layout = {col1: {cards: '2C QD JS TH 9C', down: 1}, col2: 'KS', col3: 'QH', col4: 'JC', col5: '', goal: 'KS QH', stock: '3D'};
    const whole = agrees(position(layout, ['whole-ladders']));
    const free = agrees(position(layout));
    expect(whole.length).toBeLessThan(free.length);
    agrees(position({...layout, goal: 'KC'}, ['whole-ladders']));
  });
});
