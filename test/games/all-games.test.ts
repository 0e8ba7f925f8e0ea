import {describe, expect, it} from 'vitest';
import {checkMove, legalMovesOf, moveKey, outcomeOf, speak, stateKey} from '../../source/core/engine.js';
import {COMMON_MESSAGES, CORE_MESSAGES} from '../../source/core/reasons.js';
import {createRandom} from '../../source/core/random.js';
import {fromSave, toSave} from '../../source/core/saved-game.js';
import {current, playMove, redo, startSession, undo} from '../../source/core/session.js';
import {decksOf} from '../../source/core/engine.js';
import {resolveSwitches} from '../../source/core/switches.js';
import type {Message} from '../../source/core/text.js';
import type {GameDefinition, Move, State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {dealt} from '../helpers.js';

function everyCardOnce(definition: GameDefinition, state: State): void {
  const all = state.piles.flatMap((pile) => pile.cards).sort((a, b) => a - b);
  expect(all).toEqual(Array.from({length: 52 * decksOf(definition, state.switches)}, (_, index) => index));
  for (const pile of state.piles) {
    expect(pile.down).toBeGreaterThanOrEqual(0);
    expect(pile.down).toBeLessThanOrEqual(pile.cards.length);
  }
}

/** Every move worth asking about: each transfer count between each pair of piles, each action, each removal of two or three piles. */
function candidates(definition: GameDefinition, state: State): Move[] {
  const moves: Move[] = [];
  for (const from of state.piles) {
    for (const to of state.piles) {
      if (from === to) continue;
      const most = Math.max(1, from.cards.length - from.down + 1);
      for (let count = 1; count <= most; count++) moves.push({kind: 'move', from: from.id, to: to.id, count});
    }
  }
  for (const name of Object.keys(definition.actions ?? {})) moves.push({kind: 'action', name});
  if (definition.removal) {
    const ids = state.piles.map((pile) => pile.id);
    for (let a = 0; a < ids.length; a++) {
      for (let b = a + 1; b < ids.length; b++) {
        moves.push({kind: 'remove', piles: [ids[a], ids[b]]});
        for (let c = b + 1; c < ids.length; c++) moves.push({kind: 'remove', piles: [ids[a], ids[b], ids[c]]});
      }
    }
    for (const piles of definition.removal.candidates(state)) moves.push({kind: 'remove', piles});
  }
  return moves;
}

/** Positions along random play of a few deals, in every variant switch alone and the defaults. */
function positions(definition: GameDefinition, deals: readonly number[], steps: number, every: number): State[] {
  const variants = [[], ...(definition.switches ?? []).map((each) => [each.id])];
  const found: State[] = [];
  for (const variant of variants) {
    for (const deal of deals) {
      const random = createRandom(deal * 7919 + variant.length);
      let state = dealt(definition, deal, variant);
      for (let step = 0; step < steps; step++) {
        if (step % every === 0) found.push(state);
        const moves = legalMovesOf(definition, state);
        if (moves.length === 0) break;
        state = definition.apply(state, moves[random() % moves.length]);
      }
      found.push(state);
    }
  }
  return found;
}

describe.each(games.map((game) => [game.id, game] as const))('%s: invariants', (_id, definition) => {
  it('deals the same layout for the same deal number, and different ones for others', () => {
    expect(stateKey(dealt(definition, 4711))).toBe(stateKey(dealt(definition, 4711)));
    expect(stateKey(dealt(definition, 4711))).not.toBe(stateKey(dealt(definition, 4712)));
  });

  it('keeps every card exactly once, applies moves purely, and undo/redo/replay are exact', () => {
    for (const deal of [1, 2, 3, 99, 2024]) {
      const random = createRandom(deal * 7919);
      let session = startSession(definition, {deal});
      everyCardOnce(definition, current(session));
      for (let step = 0; step < 150; step++) {
        const state = current(session);
        const moves = legalMovesOf(definition, state);
        if (moves.length === 0 || outcomeOf(definition, state) !== 'playing') break;
        const before = JSON.stringify(state);
        const chosen = moves[random() % moves.length];
        session = playMove(definition, session, chosen);
        expect(JSON.stringify(state)).toBe(before);
        everyCardOnce(definition, current(session));
        const undone = undo(session);
        expect(stateKey(current(undone))).toBe(stateKey(state));
        expect(JSON.stringify(current(undone))).toBe(before);
        expect(stateKey(current(redo(undone)))).toBe(stateKey(current(session)));
      }
      const replayed = fromSave(definition, JSON.parse(JSON.stringify(toSave(session))));
      expect(stateKey(current(replayed))).toBe(stateKey(current(session)));
    }
  });

  it('decides legality one way: every listed move is accepted, every other move is refused with a reason in both languages', () => {
    let refused = 0;
    for (const state of positions(definition, [1, 31, 4711], 80, 9)) {
      const listed = legalMovesOf(definition, state);
      const keys = new Set(listed.map(moveKey));
      expect(keys.size, 'no move is listed twice').toBe(listed.length);
      for (const move of listed) {
        expect(checkMove(definition, state, move, false), moveKey(move)).toBeNull();
        expect(checkMove(definition, state, move, true), moveKey(move)).toBeNull();
      }
      if (outcomeOf(definition, state) !== 'playing') continue;
      // Thousands of candidates per position: collect what is wrong and assert once (expect() per candidate dominated the run time).
      const wrong: string[] = [];
      for (const move of candidates(definition, state)) {
        if (keys.has(moveKey(move))) continue;
        if (checkMove(definition, state, move, false) === null) wrong.push(`${moveKey(move)}: refused only when asked why`);
        const reason = checkMove(definition, state, move, true);
        if (!reason) {
          wrong.push(`${moveKey(move)}: not listed, yet legal or refused without a reason`);
          continue;
        }
        for (const lang of ['en', 'de'] as const)
          if (speak(definition, state, reason, lang).length === 0) wrong.push(`${moveKey(move)} ${reason.id}: no ${lang} text`);
        refused++;
      }
      expect(wrong).toEqual([]);
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('speaks in both languages from its catalogues: no English in German, no raw card code, no pile id', () => {
    const englishWords = /\b(the|needs|onto|cannot|card|cards|pile|piles|empty|only|must|here|from|with|when|which|move|moves)\b/i;
    const rawCard = /\b(10|[2-9AJQKT])[CDHS]\b/;
    const problems = new Set<string>();
    let heard = 0;
    for (const state of positions(definition, [2, 77], 60, 6)) {
      // Ids a player never sees: those that are not part of the pile's own name (Bismarck's "place W1" is).
      const hidden = (lang: 'en' | 'de') =>
        definition
          .piles(state)
          .filter((spec) => !spec.name[lang].includes(spec.id))
          .map((spec) => spec.id);
      const messages = [
        ...legalMovesOf(definition, state).flatMap((move) => [definition.narrate?.(state, move, definition.apply(state, move))]),
        ...candidates(definition, state)
          .slice(0, 400)
          .map((move) => checkMove(definition, state, move, true)),
        ...(definition.status?.(state) ?? []),
        definition.hint?.(state),
        definition.ending?.(state),
      ].filter((message): message is Message => typeof message === 'object' && message !== null);
      for (const message of messages) {
        for (const lang of ['en', 'de'] as const) {
          const text = speak(definition, state, message, lang);
          heard++;
          if (rawCard.test(text)) problems.add(`${lang} ${message.id}: raw card code in "${text}"`);
          // Pile ids are words of the code (stock, crescent5, kingFoundC): a player sees the pile's name.
          for (const id of hidden(lang))
            if ((lang === 'de' || /\d|[a-z][A-Z]/.test(id)) && new RegExp(`\\b${id}\\b`).test(text))
              problems.add(`${lang} ${message.id}: pile id ${id} in "${text}"`);
          if (lang === 'de' && englishWords.test(text)) problems.add(`de ${message.id}: English in "${text}"`);
        }
      }
    }
    expect([...problems].slice(0, 10)).toEqual([]);
    expect(heard).toBeGreaterThan(50);
  });

  it('lists its pile table in the order of the position, with names in both languages', () => {
    for (const state of positions(definition, [5], 60, 10)) {
      const specs = definition.piles(state);
      expect(specs.map((spec) => spec.id)).toEqual(state.piles.map((pile) => pile.id));
      for (const spec of specs) {
        expect(spec.name.en.length, spec.id).toBeGreaterThan(0);
        expect(spec.name.de.length, spec.id).toBeGreaterThan(0);
        expect(definition.pileRules === undefined || spec.group in definition.pileRules || !spec.group, spec.group).toBe(true);
      }
    }
  });

  it('has names, texts in both languages, and message ids of its own', () => {
    expect(definition.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const lang of ['en', 'de'] as const) {
      expect(definition.names[lang].length).toBeGreaterThan(0);
      expect(definition.summary[lang].length).toBeGreaterThan(0);
      expect(definition.rulesText[lang]).toMatch(/^# /);
    }
    for (const id of Object.keys(definition.messages)) {
      expect(Object.hasOwn(CORE_MESSAGES, id) || Object.hasOwn(COMMON_MESSAGES, id), `${id} shadows a shared message`).toBe(false);
    }
  });

  it('names every variant in both languages and plays each one from a deal', () => {
    for (const spec of definition.switches ?? []) {
      expect(spec.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(spec.name.de.length * spec.name.en.length * spec.description.de.length * spec.description.en.length).toBeGreaterThan(0);
      const switches = resolveSwitches(definition, [spec.id]);
      expect(switches[spec.id]).toBe(true);
      const session = startSession(definition, {deal: 7}, {variant: [spec.id]});
      everyCardOnce(definition, current(session));
      expect(current(session).switches[spec.id]).toBe(true);
    }
  });
});
