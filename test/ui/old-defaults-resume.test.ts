import {describe, expect, it} from 'vitest';
import {legalMovesOf, outcomeOf, stateKey} from '../../source/core/engine.js';
import {fromSave, toSave} from '../../source/core/saved-game.js';
import {current, playMove, type Session, startSession} from '../../source/core/session.js';
import {currentRulesVersion, resolveSwitches} from '../../source/core/switches.js';
import type {GameDefinition, GameMove} from '../../source/core/types.js';
import {gameById} from '../../source/games/index.js';
import {memoryStore} from '../../source/storage/store.js';
import {gameFrame} from '../../source/ui/screens/frame.js';
import type {GameUi} from '../../source/ui/state/game-ui.js';
import {startUi} from '../../source/ui/state/game-ui.js';
import {openGame, type Opened, verified} from '../../source/ui/program/open-game.js';
import {countResults, saveGame} from '../../source/ui/program/records.js';
import {statsLines} from '../../source/ui/screens/stats.js';
import {plain} from '../../source/view/style.js';

/**
 * Rules version 3 changed four defaults (SPEC 1.5, 5-A6, 6-A3, 10-A5). A deal
 * saved under an older version resumes under its own rules, by the ids it was
 * saved with (Der Stern's free-cells and Die Reihe's play-first included).
 */

type Case = {
  readonly game: string;
  readonly rules: number;
  readonly variant: readonly string[];
  /** Its moves could not be replayed (or would end elsewhere) under today's rules. */
  readonly differs: boolean;
};

const CASES: readonly Case[] = [
  {game: 'stern', rules: 1, variant: [], differs: false},
  {game: 'stern', rules: 2, variant: [], differs: false},
  {game: 'stern', rules: 2, variant: ['free-cells'], differs: false},
  {game: 'stern', rules: 2, variant: ['free-cells', 'corner-once'], differs: false},
  {game: 'napoleon-doublets', rules: 2, variant: [], differs: true},
  {game: 'napoleon-doublets', rules: 1, variant: [], differs: true},
  {game: 'reihe', rules: 1, variant: [], differs: true},
  {game: 'reihe', rules: 1, variant: ['play-first'], differs: false},
  {game: 'doppelhausen', rules: 2, variant: [], differs: true},
  {game: 'doppelhausen', rules: 1, variant: [], differs: true},
];

/** The old player: deals and steps first (passing fitting cards over, dealing on, taking pairs in the fixed order). */
function oldMove(definition: GameDefinition, session: Session): GameMove {
  const moves = legalMovesOf(definition, current(session));
  return moves.find((move) => move.kind === 'action') ?? moves[0];
}

/** Whether today's rules replay the save to the same position. */
function sameToday(definition: GameDefinition, session: Session): boolean {
  try {
    const today = fromSave(definition, {...toSave(session), rules: currentRulesVersion(definition)});
    return stateKey(current(today)) === stateKey(current(session));
  } catch {
    return false;
  }
}

/** A deal under the old rules, played until its moves depend on them (or 40 moves), still unfinished. */
function oldDeal(definition: GameDefinition, test: Case): Session {
  for (let deal = 1; deal < 60; deal++) {
    let session = startSession(definition, {deal}, {variant: test.variant, rulesVersion: test.rules});
    for (let step = 0; step < 40 && outcomeOf(definition, current(session)) === 'playing'; step++) {
      const next = playMove(definition, session, oldMove(definition, session));
      if (outcomeOf(definition, current(next)) !== 'playing') break;
      session = next;
      if (test.differs && !sameToday(definition, session)) return session;
    }
    if (!test.differs && session.index > 0) return session;
  }
  throw new Error(`no deal of ${definition.id} depends on its old rules`);
}

function gameOf(opened: Opened): GameUi {
  if (opened.kind !== 'game') throw new Error('expected a game');
  return opened.ui;
}

describe('a deal saved under an old default resumes under its old rules', () => {
  it.each(CASES)('$game, rules version $rules, variant [$variant]', (test) => {
    const definition = gameById(test.game);
    expect(currentRulesVersion(definition)).toBe(3);
    const session = oldDeal(definition, test);
    expect(sameToday(definition, session)).toBe(!test.differs);
    expect(session.index).toBeGreaterThan(0);

    const store = memoryStore();
    store.claim(definition.id);
    saveGame(store, startUi(definition, session));
    const saved = store.data.saves[definition.id] as {rules?: number; variant?: string[]};
    expect(saved.rules).toBe(test.rules);
    expect(saved.variant ?? []).toEqual(test.variant);

    // Opened with today's standard rules chosen: still its own rules, variant and position.
    const resumed = gameOf(verified(openGame(definition, store, () => 1, {lang: 'en', variant: []})));
    expect(resumed.session.rulesVersion).toBe(test.rules);
    expect(resumed.session.variant).toEqual(test.variant);
    expect(stateKey(current(resumed.session))).toBe(stateKey(current(session)));
    expect(current(resumed.session).switches).toEqual(resolveSwitches(definition, test.variant, test.rules));
    expect(legalMovesOf(definition, current(resumed.session))).toEqual(legalMovesOf(definition, current(session)));
    const title = plain(gameFrame(resumed, {cols: 80, rows: 24, theme: 'auto', colours: 'none', lang: 'en'})[0]);
    expect(title).toContain('older rules');
  });

  it('keeps the rules of version 2 in Der Stern: advised corners, until a new deal', () => {
    const definition = gameById('stern');
    const old = startSession(definition, {deal: 1}, {rulesVersion: 2});
    const turned = playMove(definition, old, {kind: 'action', name: 'deal'});
    // Deal 1 turns 9♦ first: version 2 keeps it out of the corners, version 3 lets it in.
    const intoCorner = {kind: 'move', from: 'waste', to: 'cellSE', count: 1} as const;
    expect(legalMovesOf(definition, current(turned))).not.toContainEqual(intoCorner);
    const store = memoryStore();
    store.claim(definition.id);
    saveGame(store, startUi(definition, turned));
    const resumed = gameOf(verified(openGame(definition, store, () => 1, {lang: 'en'})));
    expect([resumed.session.index, resumed.session.rulesVersion]).toEqual([1, 2]);
    expect(legalMovesOf(definition, current(resumed.session))).not.toContainEqual(intoCorner);
    const today = playMove(definition, startSession(definition, {deal: 1}), {kind: 'action', name: 'deal'});
    expect(legalMovesOf(definition, current(today))).toContainEqual(intoCorner);
  });

  it('counts a finished old deal under the old default’s own label in the statistics', () => {
    const definition = gameById('reihe');
    let session = startSession(definition, {deal: 15}, {rulesVersion: 1});
    while (outcomeOf(definition, current(session)) === 'playing') session = playMove(definition, session, oldMove(definition, session));
    const store = memoryStore();
    const before = startUi(definition, startSession(definition, {deal: 15}, {rulesVersion: 1}));
    countResults(store, before, startUi(definition, session));
    expect(store.stats()['reihe+standard']?.played).toBe(1);
    expect(store.stats()['reihe+standard@3']).toBeUndefined();
    const lines = statsLines([definition], store.stats(), 'en');
    expect(lines).toContain('  standard rules, older rules');
  });
});
