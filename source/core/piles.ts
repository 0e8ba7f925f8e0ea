import type {Card} from './cards.js';
import type {Pile, State} from './types.js';

/**
 * Where each pile id was found last. A game's piles keep their places from
 * position to position, and lookups by id run millions of times in a search:
 * the remembered place is tried first, then the piles are scanned.
 */
const places = new Map<string, number>();

/** Index of a pile by id in a list of piles, or -1. */
function placeOf(piles: readonly Pile[], id: string): number {
  const guess = places.get(id);
  if (guess !== undefined && guess < piles.length && piles[guess].id === id) return guess;
  for (let index = 0; index < piles.length; index++) {
    if (piles[index].id === id) {
      places.set(id, index);
      return index;
    }
  }
  return -1;
}

/** Index of a pile by id, or -1. */
export function pileIndex(state: State, id: string): number {
  return placeOf(state.piles, id);
}

export function findPile(state: State, id: string): Pile | undefined {
  const index = pileIndex(state, id);
  return index < 0 ? undefined : state.piles[index];
}

/** The pile with this id; throws for an unknown id (a programming error). */
export function getPile(state: State, id: string): Pile {
  const pile = findPile(state, id);
  if (!pile) throw new Error(`there is no pile "${id}" in this game`);
  return pile;
}

export function top(pile: Pile): Card | undefined {
  return pile.cards.length > 0 ? pile.cards[pile.cards.length - 1] : undefined;
}

export function faceUpCount(pile: Pile): number {
  return pile.cards.length - pile.down;
}

export function makePile(id: string, cards: readonly Card[] = [], down = 0): Pile {
  return {id, cards, down};
}

/** Pile ids like `pile1`…`pile7` for `pile[1..7]`. */
export function numberedIds(prefix: string, from: number, to: number): string[] {
  const ids: string[] = [];
  for (let index = from; index <= to; index++) ids.push(prefix + index);
  return ids;
}

/** `below.concat(above)`, at half its cost for the short arrays of a pile (a search does this millions of times). */
function joined(below: readonly Card[], above: readonly Card[]): Card[] {
  const cards = below.slice();
  for (let index = 0; index < above.length; index++) cards.push(above[index]);
  return cards;
}

/**
 * Copy-on-write editing of a state's piles and counters. Untouched piles are
 * shared with the previous state, which keeps undo snapshots small.
 */
export class Table<S extends State> {
  private readonly piles: Pile[];
  private varsNow: S['vars'];

  constructor(private readonly base: S) {
    this.piles = base.piles.slice();
    this.varsNow = base.vars;
  }

  index(id: string): number {
    const index = placeOf(this.piles, id);
    if (index < 0) throw new Error(`there is no pile "${id}" in this game`);
    return index;
  }

  has(id: string): boolean {
    return this.piles.some((pile) => pile.id === id);
  }

  ids(): string[] {
    return this.piles.map((pile) => pile.id);
  }

  pile(id: string): Pile {
    return this.piles[this.index(id)];
  }

  /** The pile at a place of the table (for a game whose piles never change places: no look-up by name). */
  pileAt(index: number): Pile {
    return this.piles[index];
  }

  cards(id: string): readonly Card[] {
    return this.pile(id).cards;
  }

  set(id: string, cards: readonly Card[], down?: number): void {
    const index = this.index(id);
    const old = this.piles[index];
    const keptDown = down ?? Math.min(old.down, cards.length);
    this.piles[index] = {id, cards, down: keptDown};
  }

  /** Takes `count` cards off the top of a pile, order kept (bottom → top). */
  take(id: string, count: number): Card[] {
    const index = this.index(id);
    const old = this.piles[index];
    const cards = old.cards;
    const taken = cards.slice(cards.length - count);
    const left = cards.slice(0, cards.length - count);
    this.piles[index] = {id, cards: left, down: Math.min(old.down, left.length)};
    return taken;
  }

  /** Moves the top `count` cards of one pile onto another, face up, order kept: `put(to, take(from, count))` without the copy in between. */
  transfer(from: string, to: string, count: number): void {
    const at = this.index(from);
    const source = this.piles[at];
    const target = this.index(to);
    const old = this.piles[target];
    const cards = source.cards;
    const start = cards.length - count;
    const joinedCards = old.cards.slice();
    for (let index = start; index < cards.length; index++) joinedCards.push(cards[index]);
    const left = cards.slice(0, start);
    this.piles[at] = {id: from, cards: left, down: Math.min(source.down, left.length)};
    this.piles[target] = {id: to, cards: joinedCards, down: old.down};
  }

  /** Puts cards face up on top of a pile, in the given order (first one lowest). */
  put(id: string, cards: readonly Card[]): void {
    const index = this.index(id);
    const old = this.piles[index];
    this.piles[index] = {id, cards: joined(old.cards, cards), down: old.down};
  }

  /** Puts cards face down on top (e.g. onto a stock). */
  putDown(id: string, cards: readonly Card[]): void {
    const pile = this.pile(id);
    const next = joined(pile.cards, cards);
    this.set(id, next, pile.down === pile.cards.length ? next.length : pile.down);
  }

  /** Turns the top card face up if every card is face down. */
  flipTop(id: string): boolean {
    const pile = this.pile(id);
    if (pile.cards.length > 0 && pile.down >= pile.cards.length) {
      this.set(id, pile.cards, pile.cards.length - 1);
      return true;
    }
    return false;
  }

  setDown(id: string, down: number): void {
    const pile = this.pile(id);
    this.set(id, pile.cards, down);
  }

  /** The counters as they stand now. */
  get vars(): S['vars'] {
    return this.varsNow;
  }

  /** Changes some counters. */
  change(changes: Partial<S['vars']>): void {
    this.varsNow = {...this.varsNow, ...changes};
  }

  addPile(id: string, cards: readonly Card[] = [], down = 0): void {
    this.piles.push({id, cards, down});
  }

  /** Replaces every pile that `isMember` picks by the given piles, where the first of them stood. */
  replaceGroup(isMember: (id: string) => boolean, replacement: readonly Pile[]): void {
    const first = this.piles.findIndex((pile) => isMember(pile.id));
    const kept = this.piles.filter((pile) => !isMember(pile.id));
    const at = first < 0 ? kept.length : first;
    kept.splice(at, 0, ...replacement);
    this.piles.length = 0;
    this.piles.push(...kept);
  }

  state(): S {
    const base = this.base;
    const next = {game: base.game, piles: this.piles, vars: this.varsNow, switches: base.switches} as unknown as S;
    return base.resigned ? {...next, resigned: true} : next;
  }
}
