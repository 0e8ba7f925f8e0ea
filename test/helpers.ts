import {parseCode, type Card, code} from '../source/core/cards.js';
import {dealOrder, legalMovesOf, play} from '../source/core/engine.js';
import {createRandom} from '../source/core/random.js';
import {searchMoves} from '../source/solver/solve.js';
import {RuleError} from '../source/core/text.js';
import {resolveSwitches} from '../source/core/switches.js';
import {playMove, type Session, startSession} from '../source/core/session.js';
import type {Action, GameDefinition, GameMove, Move, Pile, Removal, State, Transfer} from '../source/core/types.js';
import {gameById} from '../source/games/index.js';

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

/** A real deal of the game (deal 1 unless given), under the default rules or the given variant. */
export function dealt<S extends State>(definition: GameDefinition<S>, deal = 1, variant: readonly string[] = []): S {
  const switches = resolveSwitches(definition as GameDefinition, variant);
  return definition.deal(dealOrder(definition as GameDefinition, deal, switches), switches as S['switches']);
}

/**
 * A position for rule tests: a real deal of the game with the listed piles
 * replaced (face up unless `down` says otherwise). Card conservation is not
 * checked, so fixtures stay short.
 */
export function fixture<S extends State>(
  definition: GameDefinition<S>,
  layout: Record<string, PileFixture>,
  vars: Partial<S['vars']> = {},
  variant: readonly string[] = [],
): S {
  const base = dealt(definition, 1, variant);
  const listed = new Set(Object.keys(layout));
  const piles: Pile[] = base.piles.map((pile) => {
    if (!listed.has(pile.id)) return pile;
    const entry = layout[pile.id];
    return typeof entry === 'string' ? {id: pile.id, cards: cards(entry), down: 0} : {id: pile.id, cards: cards(entry.cards), down: entry.down};
  });
  for (const id of listed) {
    if (!base.piles.some((pile) => pile.id === id)) throw new Error(`fixture names unknown pile ${id}`);
  }
  return {...base, piles, vars: {...base.vars, ...vars}};
}

/** Empties every pile not listed, then applies `fixture`. */
export function only<S extends State>(
  definition: GameDefinition<S>,
  layout: Record<string, PileFixture>,
  vars: Partial<S['vars']> = {},
  variant: readonly string[] = [],
): S {
  const base = fixture(definition, layout, vars, variant);
  return {...base, piles: base.piles.map((pile) => (pile.id in layout ? pile : {id: pile.id, cards: [], down: 0}))};
}

/** The codes of a pile, bottom → top, e.g. "KC QD". */
export function codes(state: State, id: string): string {
  const pile = state.piles.find((each) => each.id === id);
  if (!pile) throw new Error(`no pile ${id}`);
  return pile.cards.map(code).join(' ');
}

export function move(from: string, to: string, count = 1): Transfer {
  return {kind: 'move', from, to, count};
}

export function action(name: string): Action {
  return {kind: 'action', name};
}

export function removal(...piles: string[]): Removal {
  return {kind: 'remove', piles};
}

/** Plays the moves in order and returns the final state. */
export function playAll<S extends State>(definition: GameDefinition<S>, state: S, moves: readonly Move[]): S {
  return moves.reduce((current, each) => play(definition, current, each), state);
}

/** The reason `play` gives for an illegal move, in English (fails the test if the move is legal). */
export function reasonFor<S extends State>(definition: GameDefinition<S>, state: S, each: Move): string {
  try {
    play(definition, state, each);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return error.message;
  }
  throw new Error(`expected ${JSON.stringify(each)} to be illegal`);
}

/** The reason's id (fails the test if the move is legal). */
export function reasonId<S extends State>(definition: GameDefinition<S>, state: S, each: Move): string {
  try {
    play(definition, state, each);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return error.reason.id;
  }
  throw new Error(`expected ${JSON.stringify(each)} to be illegal`);
}

/**
 * Hermann deal 1 after five moves, the position of issue 19: from there a hint
 * proves a 513-move win, but a fresh search one move later runs out of budget and
 * its most promising move takes the 7♠ back, so hints searched from scratch went
 * back and forth for ever. The five moves are the ones hints searched from scratch suggest.
 */
export function hermannAtMove5(): Session {
  const hermann = gameById('hermann');
  const moves: GameMove[] = [
    {kind: 'move', from: 'col4', to: 'goal', count: 1},
    {kind: 'move', from: 'col10', to: 'col2', count: 1},
    {kind: 'move', from: 'col7', to: 'col9', count: 1},
    {kind: 'move', from: 'col6', to: 'col7', count: 1},
    {kind: 'move', from: 'col2', to: 'col8', count: 1},
  ];
  return moves.reduce((session, move) => playMove(hermann, session, move), startSession(hermann, {deal: 1}));
}

/**
 * A game under way, the same on every run: deal `deal` after `moves` seeded moves, two in three of them one of the
 * solver's three favourite moves and one in three any legal move (a player who mostly plays well).
 */
export function midGame(definition: GameDefinition, deal: number, moves = 30): State {
  const random = createRandom(deal * 7919);
  let state = startSession(definition, {deal}, {}).states[0];
  for (let step = 0; step < moves; step++) {
    const listed = random() % 3 === 0 ? legalMovesOf(definition, state) : searchMoves(definition, state);
    if (listed.length === 0) break;
    state = definition.apply(state, listed[random() % Math.min(listed.length, 3)]);
  }
  return state;
}

/** Positions of play that mostly follows the solver's favourite moves (deep into a deal) and sometimes any move, in every variant. */
export function playedPositions(definition: GameDefinition, deals: readonly number[], steps: number): State[] {
  const found: State[] = [];
  for (const variant of [[], ...(definition.switches ?? []).map((each) => [each.id])]) {
    for (const deal of deals) {
      const random = createRandom(deal * 104_729 + variant.length);
      let state = dealt(definition, deal, variant);
      for (let step = 0; step < steps; step++) {
        found.push(state);
        const moves = searchMoves(definition, state);
        if (moves.length === 0) break;
        state = definition.apply(state, moves[random() % Math.min(moves.length, random() % 4 === 0 ? moves.length : 2)]);
      }
    }
  }
  return found;
}
