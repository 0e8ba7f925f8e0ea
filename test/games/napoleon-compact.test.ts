import {describe, expect, it} from 'vitest';
import {actionMove} from '../../source/core/engine.js';
import {napoleonCompact} from '../../source/games/napoleon-compact.js';
import {napoleon} from '../../source/games/napoleon.js';
import {outcomeFor} from '../../source/solver/solve.js';
import {compactKey, encoded} from '../solver/compact-checks.js';
import {dealt} from '../helpers.js';

/**
 * Napoleons Patience's compact model (napoleon-compact.ts) against the rules
 * over whole deals, later passes and wins included (the generic test walks the
 * first 60 steps only): the model plays on from its own positions, never
 * re-encoded, so a card out of order in its queue shows in a later pass.
 */

const STEP = actionMove('step');

type Position = Parameters<typeof napoleon.apply>[0];

/** Plays a deal to its end through the rules and the model side by side; answers the rules' outcome. */
function playBoth(start: Position): string {
  const model = napoleonCompact(start);
  const data = encoded(model, start);
  let state = start;
  let at = 0;
  for (;;) {
    const outcome = outcomeFor(napoleon, state);
    expect(model.key(data, at)).toBe(compactKey(model, state));
    if (outcome !== 'playing') return outcome;
    state = napoleon.apply(state, STEP);
    model.apply(data, at, 0, model.size - at);
    at = model.size - at;
    expect(model.outcome(data, at, 0)).toBe(outcomeFor(napoleon, state, 'win', STEP));
  }
}

describe('napoleon compact model over whole deals', () => {
  it.each([
    ['standard', [], [22, 182, 247]],
    ['two-packs', ['two-packs'], [70, 95]],
    ['no-wrap', ['no-wrap'], []],
  ] as const)('%s: every step as the rules play it, to the end', (_name, variant, won) => {
    for (let deal = 1; deal <= 20; deal++) expect(['won', 'lost']).toContain(playBoth(dealt(napoleon, deal, variant)));
    for (const deal of won) expect(playBoth(dealt(napoleon, deal, variant))).toBe('won');
  });
});
