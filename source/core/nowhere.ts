import {suit} from './cards.js';
import {explain} from './engine.js';
import type {Message} from './text.js';
import {checkGive} from './transfer.js';
import type {GameDefinition, PileSpec, State} from './types.js';

/**
 * Why `count` cards from the top of pile `from` can go nowhere, when no pile
 * takes them: the pile's refusal to give them (the same wherever they would
 * go), else the refusal of a pile the player could have meant. A pile that
 * never takes a card (a stock, Die Reihe's rows) or one bound to another suit
 * is not meant: its refusal ("that foundation takes only clubs") is said only
 * when no other pile is left. Among the piles meant, the build rule ("a red 7
 * needs a black 8") says the most, then a foundation's rule.
 */
export function whyNowhere<S extends State>(definition: GameDefinition<S>, state: S, from: string, count: number): Message | undefined {
  const specs = definition.piles(state);
  const given = checkGive(definition, state, from, count, true, specs);
  if (given !== null) return given || {id: 'badMove'};
  const source = state.piles.find((pile) => pile.id === from)!;
  const lead = source.cards[source.cards.length - count];
  const rules = definition.pileRules ?? {};
  const meant = (spec: PileSpec): boolean => {
    const rule = Object.hasOwn(rules, spec.group) ? rules[spec.group] : undefined;
    return rule?.takes !== undefined && !rule.takesNothing && (spec.suit === undefined || spec.suit === suit(lead));
  };
  const refusals: Array<{spec: PileSpec; reason: Message}> = [];
  for (const spec of specs) {
    if (spec.id === from) continue;
    const reason = explain(definition, state, {kind: 'move', from, to: spec.id, count});
    if (reason) refusals.push({spec, reason});
  }
  const pool = refusals.some(({spec}) => meant(spec)) ? refusals.filter(({spec}) => meant(spec)) : refusals;
  const best = pool.find(({reason}) => reason.id === 'needs') ?? pool.find(({spec}) => spec.role === 'foundation') ?? pool[0];
  return best?.reason;
}
