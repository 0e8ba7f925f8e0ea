import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {legalMovesOf, outcomeOf} from '../../source/core/engine.js';
import {current} from '../../source/core/session.js';
import {doppelhausen} from '../../source/games/doppelhausen.js';
import {openStore} from '../../source/storage/disk-store.js';
import type {Store} from '../../source/storage/store.js';
import {reduce} from '../../source/ui/table/controller.js';
import {attempt, type GameUi, legal} from '../../source/ui/state/game-ui.js';
import {type Opened, openGame, verified} from '../../source/ui/program/open-game.js';
import {countResults, saveGame} from '../../source/ui/program/records.js';
import {dealt} from '../helpers.js';

/** The first deal Doppelhaufen's simple player (always the first listed move) wins. */
function winningDeal(): number {
  for (let deal = 1; ; deal++) {
    let state = dealt(doppelhausen, deal);
    while (doppelhausen.outcome(state) === 'playing') state = doppelhausen.apply(state, legalMovesOf(doppelhausen, state)[0]);
    if (doppelhausen.outcome(state) === 'won') return deal;
  }
}

function gameOf(opened: Opened): GameUi {
  if (opened.kind !== 'game') throw new Error('expected a game');
  return opened.ui;
}

/** What the app does after each change of the game: count a result once, save. */
function step(store: Store, before: GameUi, after: GameUi): GameUi {
  countResults(store, before, after);
  saveGame(store, after);
  return after;
}

const outcome = (ui: GameUi) => outcomeOf(ui.definition, current(ui.session));

describe('statistics count each deal exactly once', () => {
  it('win, undo, quit, restart, win again: one win', () => {
    const home = mkdtempSync(join(tmpdir(), 'patience-records-'));
    const deal = winningDeal();
    let store = openStore(home);
    let ui = gameOf(verified(openGame(doppelhausen, store, () => deal, {lang: 'en'})));
    while (outcome(ui) === 'playing') ui = step(store, ui, attempt(ui, legal(ui)[0]));
    expect(outcome(ui)).toBe('won');
    expect(store.stats().doppelhausen).toMatchObject({played: 1, won: 1});
    expect(store.unfinished()).toEqual([]);

    ui = step(store, ui, reduce(ui, {type: 'undo'}));
    expect(outcome(ui)).toBe('playing');
    store.close();

    store = openStore(home);
    expect(store.unfinished()).toEqual(['doppelhausen']);
    ui = gameOf(verified(openGame(doppelhausen, store, () => 1, {lang: 'en'})));
    expect(outcome(ui)).toBe('playing');
    ui = step(store, ui, attempt(ui, legal(ui)[0]));
    expect(outcome(ui)).toBe('won');
    // and once more in the same session: undo, redo
    ui = step(store, ui, reduce(ui, {type: 'undo'}));
    step(store, ui, reduce(ui, {type: 'redo'}));
    store.close();

    const stats = JSON.parse(readFileSync(join(home, 'stats.json'), 'utf8'));
    expect(stats.games.doppelhausen).toMatchObject({played: 1, won: 1, lost: 0, recent: [1]});
    expect(openStore(home).stats().doppelhausen.played).toBe(1);
  });

  it('a given-up deal counts as lost once; a new deal after it is a deal of its own', () => {
    const home = mkdtempSync(join(tmpdir(), 'patience-records-'));
    const store = openStore(home);
    let ui = gameOf(verified(openGame(doppelhausen, store, () => 5, {lang: 'en'})));
    ui = step(store, ui, attempt(ui, legal(ui)[0]));
    ui = step(store, ui, reduce(reduce(ui, {type: 'new', deal: 6}), {type: 'yes'}));
    expect(store.stats().doppelhausen).toMatchObject({played: 1, lost: 1});
    ui = step(store, ui, attempt(ui, legal(ui)[0]));
    ui = step(store, ui, reduce(reduce(ui, {type: 'end'}), {type: 'yes'}));
    expect(outcome(ui)).toBe('lost');
    ui = step(store, ui, reduce(ui, {type: 'undo'}));
    step(store, ui, reduce(ui, {type: 'redo'}));
    expect(store.stats().doppelhausen).toMatchObject({played: 2, lost: 2});
  });
});
