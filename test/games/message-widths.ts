import {checkMove, legalMovesOf, outcomeOf, speak} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import type {Lang, Message} from '../../source/core/text.js';
import type {GameDefinition, Move, State} from '../../source/core/types.js';
import {dealt} from '../helpers.js';

/** The screen is 80 columns: the message line holds a sentence, a question gets " (y/n)", the end box "Verloren: " / "Gewonnen – " inside its frame. */
const LINE = 80;
const QUESTION = LINE - ' (y/n)'.length;
const ENDING = 75 - 'Gewonnen – '.length;

/**
 * Every text a game shows while random play goes through some deals: hints,
 * counters, what moves did, reasons for refused moves, questions and endings,
 * in both languages, each with the room the screen gives it. Returns the ones that do not fit.
 */
export function tooWide<S extends State>(definition: GameDefinition<S>, deals: readonly number[], steps: number, variant: readonly string[] = []): string[] {
  const wide: string[] = [];
  const check = (state: S, message: Message | undefined, room: number) => {
    if (!message) return;
    for (const lang of ['en', 'de'] as Lang[]) {
      const text = speak(definition, state, message, lang);
      if ([...text].length > room) wide.push(`${text} (${[...text].length} > ${room})`);
    }
  };
  for (const deal of deals) {
    const random = createRandom(deal);
    let state = dealt(definition, deal, variant);
    for (let step = 0; step < steps; step++) {
      check(state, definition.hint?.(state), LINE);
      for (const counter of definition.status?.(state) ?? []) check(state, counter, 30);
      for (const key of definition.keys) check(state, key.confirm?.(state), QUESTION);
      // Reasons for every pair of piles are many: asked at every eighth position.
      const candidates: Move[] = Object.keys(definition.actions ?? {}).map((name) => ({kind: 'action', name}));
      if (step % 8 === 0)
        for (const from of state.piles) for (const to of state.piles) if (from !== to) candidates.push({kind: 'move', from: from.id, to: to.id, count: 1});
      for (const move of candidates) {
        const reason = checkMove(definition, state, move, true);
        if (reason) check(state, reason, LINE);
      }
      if (outcomeOf(definition, state) !== 'playing') {
        check(state, definition.ending?.(state), ENDING);
        break;
      }
      const moves = legalMovesOf(definition, state);
      const up = moves.filter((move) => move.kind === 'action');
      const chosen = up.length > 0 && random() % 4 === 0 ? up[0] : moves[random() % moves.length];
      const next = definition.apply(state, chosen);
      check(next, definition.narrate?.(state, chosen, next), LINE);
      state = next;
    }
  }
  return wide;
}
