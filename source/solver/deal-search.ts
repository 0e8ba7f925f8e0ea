import type {GameDefinition, State} from '../core/types.js';
import {decide} from './decide.js';
import type {Answer, Goal} from './goal.js';

/** The positions a deal of the winnability table may take in all: its file's budget for the main search alone, and as much again shared with restarts. */
export function dealCap(budget: number): number {
  return budget * 2;
}

/**
 * One deal of the winnability table: the main search alone up to the file's
 * `budget` (so a deal settled within it is settled as it always was), then the
 * main search and restarts by turns (decide) up to dealCap.
 */
export function searchDeal<S extends State>(definition: GameDefinition<S>, start: S, budget: number, goal: Goal, ms?: number, cap = dealCap(budget)): Answer {
  return decide(definition, start, {nodes: Math.min(cap, dealCap(budget)), ms, now: () => performance.now()}, goal, budget);
}
