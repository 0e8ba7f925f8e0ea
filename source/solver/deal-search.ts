import type {GameDefinition, State} from '../core/types.js';
import {decide} from './decide.js';
import type {Answer, Goal} from './goal.js';
import type {ResultFile} from './results.js';

/** The positions a deal of the winnability table may take in all, unless its file says otherwise: its budget for the main search alone, and as much again shared with restarts. */
export function dealCap(budget: number): number {
  return budget * 2;
}

/**
 * How a file's deals are searched: `budget` positions for the main search
 * alone, `cap` in all with restarts, and then `proof` more for the main search
 * alone on a deal still open (only it can prove a loss).
 */
export type DealPlan = {readonly budget: number; readonly cap: number; readonly proof?: number};

/** The plan a stored file was made with (its header). */
export function planOfFile(file: ResultFile): DealPlan {
  return {budget: file.budget, cap: file.cap ?? file.budget, ...(file.proof ? {proof: file.proof} : {})};
}

/** The plan for one goal: the lesser success, the second question, gets the main search's budget alone (restarts would double a table's time for it). */
export function planFor(plan: DealPlan, goal: Goal): DealPlan {
  return goal === 'lesser' ? {budget: plan.budget, cap: plan.budget} : plan;
}

/** The most positions a deal may take under a plan. */
export function planLimit(plan: DealPlan): number {
  return plan.cap + (plan.proof ?? 0);
}

/**
 * One deal of the winnability table: the main search alone up to the file's
 * budget (so a deal settled within it is settled as it always was), then the
 * main search and restarts by turns (decide) up to its cap, then the main
 * search alone for the plan's `proof`. `limit`: fewer positions in all (a
 * test that expects the answer sooner).
 */
export function searchDeal<S extends State>(definition: GameDefinition<S>, start: S, plan: DealPlan, goal: Goal, ms?: number, limit = planLimit(plan)): Answer {
  const proof = Math.min(plan.proof ?? 0, Math.max(0, limit - plan.cap));
  return decide(definition, start, {nodes: Math.min(limit, plan.cap), ms, now: () => performance.now()}, goal, plan.budget, proof, false);
}
