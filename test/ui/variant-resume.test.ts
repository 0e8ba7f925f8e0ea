import {describe, expect, it} from 'vitest';
import {legalMovesOf, outcomeOf, stateKey} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {current, playMove} from '../../source/core/session.js';
import {currentRulesVersion} from '../../source/core/switches.js';
import type {GameDefinition} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {memoryStore} from '../../source/storage/store.js';
import {sayUi} from '../../source/ui/screens/speak.js';
import type {GameUi} from '../../source/ui/state/game-ui.js';
import {openGame, type Opened, verified} from '../../source/ui/program/open-game.js';
import {saveGame} from '../../source/ui/program/records.js';

/** Every set of a game's switches that may be played together (the standard rules included), in the game's order. */
function variantsOf(definition: GameDefinition): string[][] {
  const specs = definition.switches ?? [];
  const sets: string[][] = [[]];
  for (const spec of specs) for (const set of [...sets]) sets.push([...set, spec.id]);
  const clash = (set: string[]) => set.some((id) => specs.find((spec) => spec.id === id)?.excludes?.some((other) => set.includes(other)));
  return sets.filter((set) => !clash(set));
}

function gameOf(opened: Opened): GameUi {
  if (opened.kind !== 'game') throw new Error('expected a game');
  return opened.ui;
}

/** A few random legal moves that leave the deal unfinished (a finished deal is not saved). */
function playSome(ui: GameUi, count: number, seed: number): GameUi {
  const random = createRandom(seed);
  let session = ui.session;
  for (let step = 0; step < count; step++) {
    const moves = legalMovesOf(ui.definition, current(session));
    const next = moves.map((move) => playMove(ui.definition, session, move)).filter((each) => outcomeOf(ui.definition, current(each)) === 'playing');
    if (next.length === 0) break;
    session = next[random() % next.length];
  }
  return {...ui, session};
}

const cases = games.flatMap((definition) =>
  variantsOf(definition).map((variant) => ({definition, variant, name: `${definition.id} [${variant.join(' + ') || 'standard'}]`})),
);

describe('a saved game of every variant of every game', () => {
  it('covers every switch of every game', () => {
    for (const definition of games)
      for (const spec of definition.switches ?? [])
        expect(
          cases.some((each) => each.definition === definition && each.variant.includes(spec.id)),
          spec.id,
        ).toBe(true);
    expect(cases.filter((each) => each.variant.length > 0).length).toBeGreaterThanOrEqual(games.filter((each) => each.switches?.length).length);
  });

  it.each(cases)('$name resumes as that variant', ({definition, variant}) => {
    // The first deal from 4711 on with a move to make (some deals of Die Elf have none).
    let store = memoryStore();
    let ui: GameUi | undefined;
    for (let deal = 4711; deal < 4731 && !ui?.session.index; deal++) {
      store = memoryStore();
      const started = gameOf(verified(openGame(definition, store, () => deal, {variant, lang: 'en'})));
      expect(started.session.variant).toEqual(variant);
      ui = playSome(started, 8, 17);
    }
    if (!ui) throw new Error('no deal');
    expect(ui.session.index, 'moves played').toBeGreaterThan(0);
    saveGame(store, ui);
    const saved = store.data.saves[definition.id] as {variant?: string[]; rules?: number};
    expect(saved.variant ?? []).toEqual(variant);
    expect(saved.rules).toBe(currentRulesVersion(definition));

    // Opened again with no variant chosen: the save's own variant, position and rules.
    const resumed = gameOf(verified(openGame(definition, store, () => 1, {lang: 'en'})));
    expect(resumed.session.variant).toEqual(variant);
    expect(resumed.session.rulesVersion).toBe(currentRulesVersion(definition));
    expect(stateKey(current(resumed.session))).toBe(stateKey(current(ui.session)));
    const switches = current(resumed.session).switches as Record<string, boolean>;
    for (const spec of definition.switches ?? []) expect(switches[spec.id], spec.id).toBe(variant.includes(spec.id));

    // Opened while another variant is chosen: still its own, and the chosen one waits for the next deal.
    const other = variant.length > 0 ? [] : (definition.switches ?? []).slice(0, 1).map((spec) => spec.id);
    if (other.length > 0 || variant.length > 0) {
      const again = gameOf(verified(openGame(definition, store, () => 1, {variant: other, lang: 'en'})));
      expect(again.session.variant).toEqual(variant);
      expect(stateKey(current(again.session))).toBe(stateKey(current(ui.session)));
      expect(again.nextVariant).toEqual(other);
      expect(again.message && sayUi(again.message, 'en')).toMatch(
        /^Resumed your .* game \(.+\); n deals a new one with the (standard rules|variants? "[^"]+")/,
      );
    }
  });
});
