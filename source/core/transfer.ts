import type {Card} from './cards.js';
import {findPile, Table} from './piles.js';
import type {Move, Pile, State} from './types.js';

/**
 * What a pile gives and accepts. A game maps each pile id to one of these;
 * the engine derives every card-carrying move (and why one is illegal) from them.
 */
export type PileRule = {
  /** Largest number of cards that may leave this pile together (0 = none). Any smaller count may leave too, unless `counts` says otherwise. */
  gives?(state: State, pile: Pile): number;
  /** The counts that may leave, when not every count up to `gives` is allowed. */
  counts?(state: State, pile: Pile, most: number): readonly number[];
  /** Why nothing (or not this many) may leave; defaults to a generic message. Reaching under the face-up cards is answered before this is asked. */
  refuses?(state: State, pile: Pile, count: number): string;
  /** null when the target takes these cards (bottom → top), else the reason in plain words. */
  accepts?(state: State, target: Pile, cards: readonly Card[], source: Pile): string | null;
  /**
   * The same answer as `accepts` without the words: a cheap check for move
   * generation, which asks it for every pair of piles (a solver asks millions of times).
   */
  takes?(state: State, target: Pile, cards: readonly Card[], source: Pile): boolean;
};

export type RuleBook = (id: string, state: State) => PileRule | undefined;

export function transferMove(from: string, to: string, count = 1): Move {
  return {kind: 'move', from, to, count};
}

function countsFor(state: State, rule: PileRule, pile: Pile): readonly number[] {
  const most = rule.gives ? rule.gives(state, pile) : 0;
  if (most <= 0) return [];
  if (rule.counts) return rule.counts(state, pile, most);
  const counts: number[] = [];
  for (let count = 1; count <= most; count++) counts.push(count);
  return counts;
}

/** Every legal transfer in the position, derived from the rule book. */
export function transferMoves(state: State, rules: RuleBook): Move[] {
  const moves: Move[] = [];
  const piles = state.piles;
  const targets: Array<[Pile, PileRule]> = [];
  for (const pile of piles) {
    const rule = rules(pile.id, state);
    if (rule?.accepts) targets.push([pile, rule]);
  }
  for (const source of piles) {
    const rule = rules(source.id, state);
    if (!rule) continue;
    for (const count of countsFor(state, rule, source)) {
      const cards = source.cards.slice(source.cards.length - count);
      for (const [target, targetRule] of targets) {
        if (target === source) continue;
        const takes = targetRule.takes ? targetRule.takes(state, target, cards, source) : targetRule.accepts!(state, target, cards, source) === null;
        if (takes) {
          moves.push(transferMove(source.id, target.id, count));
        }
      }
    }
  }
  return moves;
}

/** Plain words for why a transfer is illegal ('' when it is legal). */
export function explainTransfer(state: State, rules: RuleBook, move: Move): string {
  const from = move.from === undefined ? undefined : findPile(state, move.from);
  const to = move.to === undefined ? undefined : findPile(state, move.to);
  if (!from || !to) return `there is no pile "${!from ? move.from : move.to}" in this game`;
  if (from === to) return 'a card cannot move onto its own pile';
  const count = move.count ?? 1;
  if (!Number.isInteger(count) || count < 1) return 'at least one card must move';
  if (from.cards.length === 0) return 'that pile is empty';
  const sourceRule = rules(from.id, state);
  const counts = sourceRule ? countsFor(state, sourceRule, from) : [];
  if (!counts.includes(count)) {
    const faceUp = from.cards.length - from.down;
    if (faceUp > 0 && count > faceUp) return 'face-down cards cannot move';
    if (sourceRule?.refuses) return sourceRule.refuses(state, from, count);
    if (counts.length === 0) return 'no card may be taken from there';
    if (count > faceUp) return 'face-down cards cannot move';
    return count === 1 ? 'that card cannot move' : `those ${count} cards do not move together`;
  }
  const targetRule = rules(to.id, state);
  if (!targetRule?.accepts) return 'nothing may be placed there';
  const cards = from.cards.slice(from.cards.length - count);
  return targetRule.accepts(state, to, cards, from) ?? '';
}

/** Moves the cards face up, order kept. */
export function applyTransfer(table: Table, move: Move): void {
  const cards = table.take(move.from!, move.count ?? 1);
  table.put(move.to!, cards);
}
