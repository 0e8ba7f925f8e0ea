import {parseCode, type Card, code} from '../source/core/cards.js';
import {dealOrder, play} from '../source/core/engine.js';
import type {GameDefinition, Move, Pile, State} from '../source/core/types.js';

/** Cards from a space-separated list of codes, bottom → top: "KC QD 9S". */
export function cards(list: string): Card[] {
  const seen = new Map<string, number>();
  return list
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => {
      const copies = seen.get(text) ?? 0;
      seen.set(text, copies + 1);
      return parseCode(text, copies);
    });
}

export type PileFixture = string | {cards: string; down: number};

/**
 * A position for rule tests: a real deal of the game with the listed piles
 * replaced (face up unless `down` says otherwise). Card conservation is not
 * checked, so fixtures stay short.
 */
export function fixture(
  definition: GameDefinition,
  layout: Record<string, PileFixture>,
  vars: Record<string, number> = {},
): State {
  const base = definition.deal(dealOrder(definition, 1));
  const listed = new Set(Object.keys(layout));
  const piles: Pile[] = base.piles.map((pile) => {
    if (!listed.has(pile.id)) return pile;
    const entry = layout[pile.id];
    return typeof entry === 'string'
      ? {id: pile.id, cards: cards(entry), down: 0}
      : {id: pile.id, cards: cards(entry.cards), down: entry.down};
  });
  for (const id of listed) {
    if (!base.piles.some((pile) => pile.id === id)) throw new Error(`fixture names unknown pile ${id}`);
  }
  return {...base, piles, vars: {...base.vars, ...vars}};
}

/** Empties every pile not listed, then applies `fixture`. */
export function only(
  definition: GameDefinition,
  layout: Record<string, PileFixture>,
  vars: Record<string, number> = {},
): State {
  const base = fixture(definition, layout, vars);
  return {...base, piles: base.piles.map((pile) => (pile.id in layout ? pile : {id: pile.id, cards: [], down: 0}))};
}

/** The codes of a pile, bottom → top, e.g. "KC QD". */
export function codes(state: State, id: string): string {
  const pile = state.piles.find((each) => each.id === id);
  if (!pile) throw new Error(`no pile ${id}`);
  return pile.cards.map(code).join(' ');
}

export function move(from: string, to: string, count = 1): Move {
  return {kind: 'move', from, to, count};
}

/** Plays the moves in order and returns the final state. */
export function playAll(definition: GameDefinition, state: State, moves: readonly Move[]): State {
  return moves.reduce((current, each) => play(definition, current, each), state);
}

/** The reason `play` gives for an illegal move (fails the test if the move is legal). */
export function reasonFor(definition: GameDefinition, state: State, each: Move): string {
  try {
    play(definition, state, each);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(each)} to be illegal`);
}
