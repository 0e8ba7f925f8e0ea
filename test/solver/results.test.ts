import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {legalMovesOf, outcomeOf} from '../../source/core/engine.js';
import {startSession} from '../../source/core/session.js';
import {games, gameById} from '../../source/games/index.js';
import {formatResults, parseResults, resultFileName} from '../../source/solver/results.js';
import {planFor, planOfFile, searchDeal} from '../../source/solver/deal-search.js';
import type {ResultFile} from '../../source/solver/results.js';
import type {Goal} from '../../source/solver/solve.js';
import {type DealResult, tally, wilson, winnable, winnableText} from '../../source/solver/tally.js';

/**
 * The winnability report's stored answers (source/solver/results/, npm run
 * winnability): each file is whole and named for its game and variant, a
 * sample of its settled deals solves again to the same answer, and the
 * figure the picker shows for a game is the one its file holds.
 */

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'source', 'solver', 'results');

/** How a file's deals were searched: files made before restarts searched with the main search alone. */
const planOf = (file: ResultFile, goal: Goal) => planFor(planOfFile(file), goal);
const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.csv'))
  .sort();

type Settled = {readonly deal: number; readonly goal: Goal; readonly result: 'won' | 'lost'; readonly nodes: number};

/**
 * Settled answers (won or lost, for the game's win and for its lesser success)
 * spread over the file, to be solved again: every STRIDE-th deal first, then
 * the ones between, none costing more than `each` positions, until `nodes`
 * positions are spent (the cheapest one where none is that cheap). A file that
 * repeats another's answers for the win (`winfile`) has only its lesser success searched.
 */
function sample(file: ResultFile, nodes: number, each: number): Settled[] {
  const settled: Settled[] = [];
  for (const result of file.results) {
    for (const [goal, answer] of [
      ['win', file.winfile ? undefined : result],
      ['lesser', result.lesser],
    ] as const) {
      if (answer && answer.result !== 'unknown') settled.push({deal: result.deal, goal, result: answer.result, nodes: answer.nodes});
    }
  }
  const STRIDE = 7;
  const spread: Settled[] = [];
  for (let offset = 0; offset < STRIDE; offset++) for (let index = offset; index < settled.length; index += STRIDE) spread.push(settled[index]);
  const picked: Settled[] = [];
  let spent = 0;
  for (const answer of spread) {
    if (answer.nodes > each) continue;
    if (spent + answer.nodes > nodes) break;
    picked.push(answer);
    spent += answer.nodes;
  }
  const cheapest = [...settled].sort((a, b) => a.nodes - b.nodes)[0];
  return picked.length > 0 || !cheapest ? picked : [cheapest];
}

describe('stored winnability results', () => {
  it('cover the defaults of every game', () => {
    for (const game of games) expect(files, game.id).toContain(resultFileName(game.id, []));
  });

  it.each(files)('%s: is named for its game and variant and holds deals 1 to N once each', (name) => {
    const file = parseResults(readFileSync(join(DIR, name), 'utf8'));
    expect(resultFileName(file.game, file.variant)).toBe(name);
    const definition = gameById(file.game);
    for (const id of file.variant) expect(definition.switches?.map((each) => each.id)).toContain(id);
    expect(file.results.map((each) => each.deal)).toEqual(file.results.map((_, index) => index + 1));
    for (const each of file.results) if (each.result === 'unknown') expect(each.nodes, `deal ${each.deal}`).toBeGreaterThan(0);
    expect(parseResults(formatResults(file))).toEqual(file);
  });

  // The stored answers are what today's solver gives: a sample of each file is solved again, and none may have got worse
  // (won or lost become unknown within the file's budget, or flip). The search is deterministic: today's code, if it searches
  // as the stored run did, settles a deal in the positions stored, so that is tried first; only a changed search costs the file's budget.
  it.each(files)('%s: a sample solved again at its stored budget: no answer got worse', (name) => {
    const file = parseResults(readFileSync(join(DIR, name), 'utf8'));
    const definition = gameById(file.game);
    const picked = sample(file, 60_000, 20_000);
    expect(picked.length).toBeGreaterThan(0);
    const worse: string[] = [];
    for (const each of picked) {
      const start = startSession(definition, {deal: each.deal}, {variant: file.variant}).states[0];
      let answer = searchDeal(definition, start, planOf(file, each.goal), each.goal, undefined, each.nodes + 1);
      if (answer.status !== each.result) answer = searchDeal(definition, start, planOf(file, each.goal), each.goal);
      if (answer.status !== each.result)
        worse.push(`deal ${each.deal} (${each.goal}): stored ${each.result}, now ${answer.status} in ${answer.nodes} positions`);
    }
    expect(worse).toEqual([]);
  });

  // The search visits the same positions in the same order as the run that stored the file: a small sample of settled
  // deals gives the stored answer in exactly the stored number of positions (a faster solver must not change either).
  it.each(files)('%s: a small sample solves again in exactly the stored number of positions', (name) => {
    const file = parseResults(readFileSync(join(DIR, name), 'utf8'));
    const definition = gameById(file.game);
    const picked = sample(file, 15_000, 5_000);
    expect(picked.length).toBeGreaterThan(0);
    const got = picked.map((each) => {
      const start = startSession(definition, {deal: each.deal}, {variant: file.variant}).states[0];
      // One position more than stored: the same search ends within it, a changed one is caught without spending the file's budget.
      const answer = searchDeal(definition, start, planOf(file, each.goal), each.goal, undefined, each.nodes + 1);
      return `deal ${each.deal} (${each.goal}): ${answer.status} in ${answer.nodes}`;
    });
    expect(got).toEqual(picked.map((each) => `deal ${each.deal} (${each.goal}): ${each.result} in ${each.nodes}`));
  });

  it.each(files)("%s: a file repeating another's answers for the win repeats them line for line, for a switch that keeps the win", (name) => {
    const file = parseResults(readFileSync(join(DIR, name), 'utf8'));
    const switches = gameById(file.game).switches ?? [];
    const own = file.variant.filter((id) => !switches.find((each) => each.id === id)?.keepsWin);
    expect(file.winfile).toBe(own.length < file.variant.length ? resultFileName(file.game, own) : undefined);
    if (!file.winfile) return;
    const source = parseResults(readFileSync(join(DIR, file.winfile), 'utf8'));
    const win = (results: readonly DealResult[]) => results.map(({deal, result, nodes}) => `${deal},${result},${nodes}`);
    expect(win(file.results)).toEqual(win(source.results));
    // The lesser success is asked where the win is not proven, as in every file.
    for (const each of file.results) expect(each.lesser !== undefined, `deal ${each.deal}`).toBe(each.result !== 'won');
  });

  it.each(games.map((game) => [game.id, game] as const))('%s: the picker shows the measured figure where the search settled the deals', (id, game) => {
    const file = parseResults(readFileSync(join(DIR, resultFileName(id, [])), 'utf8'));
    const counts = tally(file.results);
    const settled = counts.unknown <= counts.deals * 0.05;
    if (!settled) {
      expect(game.wins?.by).not.toBe('solver');
      return;
    }
    expect(game.wins?.by).toBe('solver');
    // The proven share (unknown deals counted as lost): a whole percent, or a tenth near either end.
    const share = (100 * counts.won) / counts.deals;
    expect(game.wins!.percent).toBe(share < 10 || share > 90 ? Math.round(share * 10) / 10 : Math.round(share));
  });
});

/** Plays the first transfer it is offered, else the first move (a removal, a deal): the games' simple automatic player. */
function simplePlayerWins(id: string, deal: number): boolean {
  const definition = gameById(id);
  let state = startSession(definition, {deal}, {}).states[0];
  for (let step = 0; step < 5000; step++) {
    const moves = legalMovesOf(definition, state);
    if (moves.length === 0) break;
    state = definition.apply(state, moves.find((move) => move.kind === 'move') ?? moves[0]);
  }
  return outcomeOf(definition, state) === 'won';
}

describe('stored answers against play', () => {
  it.each(['stern', 'elf', 'reihe', 'doppelhausen'])('%s: a simple player wins no deal stored as lost', (id) => {
    const results = parseResults(readFileSync(join(DIR, resultFileName(id, [])), 'utf8')).results.slice(0, 100);
    let wins = 0;
    for (const each of results) {
      if (!simplePlayerWins(id, each.deal)) continue;
      wins++;
      expect(each.result, `deal ${each.deal}`).not.toBe('lost');
    }
    expect(wins).toBeGreaterThan(0);
  });

  // Die Reihe plays every card that can go up before the next deal (5-A6): no decision is left either.
  it.each(['napoleon', 'unterstecken', 'reihe'])('%s, a game without decisions: the stored answer is the automatic outcome', (id) => {
    const results = parseResults(readFileSync(join(DIR, resultFileName(id, [])), 'utf8')).results.slice(0, 200);
    expect(results.length).toBe(200);
    for (const each of results) expect(simplePlayerWins(id, each.deal) ? 'won' : 'lost', `deal ${each.deal}`).toBe(each.result);
  });
});

describe('the winnable share', () => {
  it("uses Wilson's interval: no wins in n leaves z²/(n+z²) at the top", () => {
    const z2 = 1.959963984540054 ** 2;
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(z2 / (10 + z2), 12);
    expect(wilson(10, 10).low).toBeCloseTo(10 / (10 + z2), 12);
  });

  it('is symmetric and narrows as the deals grow', () => {
    const a = wilson(30, 100);
    const b = wilson(70, 100);
    expect(a.low).toBeCloseTo(1 - b.high, 12);
    expect(a.high).toBeCloseTo(1 - b.low, 12);
    const wide = wilson(3, 10);
    const narrow = wilson(300, 1000);
    expect(wide.low).toBeLessThan(narrow.low);
    expect(wide.high).toBeGreaterThan(narrow.high);
    expect(narrow.low).toBeLessThan(0.3);
    expect(narrow.high).toBeGreaterThan(0.3);
  });

  it('spans the unknown deals: all lost at the bottom, all won at the top', () => {
    const counts = {deals: 100, won: 40, lost: 50, unknown: 10};
    const range = winnable(counts);
    expect(range.lowest).toBe(0.4);
    expect(range.highest).toBe(0.5);
    expect(range.low).toBe(wilson(40, 100).low);
    expect(range.high).toBe(wilson(50, 100).high);
    expect(winnableText(counts)).toMatch(/^40\.0–50\.0% \(\d+\.\d–\d+\.\d\)$/);
    expect(winnableText({deals: 100, won: 40, lost: 60, unknown: 0})).toMatch(/^40\.0% \(/);
  });
});
