import {describe, expect, it} from 'vitest';
import {outcomeOf} from '../../source/core/engine.js';
import {current, startSession} from '../../source/core/session.js';
import type {State} from '../../source/core/types.js';
import {findGame} from '../../source/games/index.js';
import type {AssistSolver} from '../../source/ui/assist/solver-link.js';
import {learnFinish} from '../../source/ui/assist/assist-ui.js';
import {reduce} from '../../source/ui/table/controller.js';
import {type GameUi, startUi} from '../../source/ui/state/game-ui.js';
import {type ProgramSettings} from '../../source/ui/program/options.js';
import {fixture, only} from '../helpers.js';
import {startProgram} from './program-harness.js';

// Issue 20, item 2: the end screen says what happened, and every key there answers on screen.

const stern = findGame('stern')!;
const ESC = '\u001B';

/** Der Stern one card short of the win: every suit up, but for the ace of hearts, the last card of the stock. */
function oneShort(): GameUi {
  const suit = (letter: string, last: boolean) => [...'23456789TJQK', ...(last ? ['A'] : [])].map((rank) => rank + letter).join(' ');
  const state: State = only(stern, {
    foundC: suit('C', true),
    foundS: suit('S', true),
    foundH: suit('H', false),
    foundD: suit('D', true),
    stock: {cards: 'AH', down: 1},
  });
  const session = startSession(stern, {deal: 1});
  return startUi(stern, {...session, states: [state]});
}

const deal = {kind: 'action', name: 'deal'} as const;

/** The same game won by the player's own `d`. */
function wonByHand(): GameUi {
  const won = reduce(oneShort(), {type: 'action', key: 'd'});
  expect(outcomeOf(stern, current(won.session))).toBe('won');
  // The focus in the middle of the star, so every arrow has a pile to go to.
  return {...won, focus: 'waste'};
}

/** A solver that is always still thinking. */
const thinking: AssistSolver = {request: () => new Promise(() => undefined), callOff: () => undefined};

const start = (ui: GameUi, settings: Partial<ProgramSettings> = {}) => startProgram(ui, settings, {solver: thinking});

describe('what the end screen says', () => {
  it('a win the demo played says it is the demo’s and not counted, in both languages', () => {
    for (const [lang, words] of [
      ['en', 'Won by the demo — not counted in your statistics'],
      ['de', 'Von der Vorführung gewonnen — zählt nicht in deiner Statistik'],
    ] as const) {
      const demo = reduce({...oneShort(), demo: [deal], auto: true}, {type: 'tick'});
      expect(demo.byDemo).toBe(true);
      const {lines, store} = start(demo, {lang});
      expect(lines().join('\n')).toContain(words);
      expect(lines().join('\n')).not.toMatch(/You won!|Gewonnen!/);
      expect(store.stats().stern?.played ?? 0).toBe(0);
    }
  });

  it('a win by hand says so', () => {
    const {lines} = start(wonByHand());
    expect(lines().join('\n')).toContain('You won!');
  });

  it('every loss says it is lost, and why', () => {
    const stuck: State = only(stern, {waste: '5H', cellNW: '9C', cellNE: '9S', cellSW: '9D', cellSE: '8D'}, {passes: 3});
    const lost = startUi(stern, {...startSession(stern, {deal: 1}), states: [stuck]});
    expect(outcomeOf(stern, current(lost.session))).toBe('lost');
    const banner = (ui: GameUi, lang: 'en' | 'de') => start(ui, {lang}).lines().join('\n');
    expect(banner(lost, 'en')).toContain('Lost: The third pass is over and no card can move');
    expect(banner(lost, 'de')).toContain('Verloren: Der dritte Durchgang ist vorbei, kein Zug ist mehr möglich');
    const ended = reduce(reduce(oneShort(), {type: 'end'}), {type: 'yes'});
    expect(banner(ended, 'en')).toContain('Lost: you ended the game');
    expect(banner(ended, 'de')).toContain('Verloren: du hast das Spiel beendet');
  });

  it('Staffelpatience’s lesser win: "Gewonnen – mit Doppelserie (der kleinere Erfolg)"', () => {
    const staffel = findGame('staffelpatience')!;
    const series = 'KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AS';
    const almost: State = fixture(staffel, {books1: `${series} 2D 3S 4D 5S 6D 7S 8D 9S TD JS QD`, pile1: 'KS'}, {unlocked: true});
    const ui = startUi(staffel, {...startSession(staffel, {deal: 1}), states: [almost]});
    const won = reduce({...ui, focus: 'pile1'}, {type: 'send'});
    expect(outcomeOf(staffel, current(won.session))).toBe('won');
    expect(start(won, {lang: 'de'}).lines().join('\n')).toContain('Gewonnen – mit Doppelserie (der kleinere Erfolg)');
    expect(start(won, {lang: 'en'}).lines().join('\n')).toContain('You won – with a double series (the lesser success)');
  });

  it('f’s summary stays on the end screen', () => {
    const ui = oneShort();
    learnFinish(current(ui.session), [deal]);
    for (const [lang, words] of [
      ['en', 'Finished: 1 move played'],
      ['de', 'Abgeschlossen: 1 Zug gespielt'],
    ] as const) {
      const {type, lines} = start(ui, {lang});
      type('f');
      expect(lines().join('\n')).toMatch(/You won!|Gewonnen!/);
      expect(lines().at(-2)).toBe(words);
    }
  });

  it('W on the end screen says what it did', () => {
    const {type, lines} = start(wonByHand());
    type('W');
    expect(lines().at(-2)).toBe('Winnable deals only: on (from the next new deal)');
    type('W');
    expect(lines().at(-2)).toBe('Winnable deals only: off');
  });

  it('n with winnable deals only says at once that it is searching', () => {
    for (const [lang, words] of [
      ['en', 'Finding a winnable deal… 0 tried · Esc plays deal 4711 unchecked'],
      ['de', 'Suche ein gewinnbares Spiel … 0 geprüft · Esc spielt Nr. 4711 ungeprüft'],
    ] as const) {
      const {type, lines} = start(wonByHand(), {lang, winnable: true});
      type('n');
      expect(lines().at(-2)).toBe(words);
    }
  });

  it('with the end box put away, the line under the table says how the game ended', () => {
    const {type, lines} = start(wonByHand());
    type('f');
    expect(lines().at(-2)).toBe('The game is over');
    type(' ');
    expect(lines().join('\n')).not.toContain('1 move · ');
    expect(lines().at(-2)).toBe('You won!');
    type(' ');
    expect(lines().join('\n')).toContain('1 move · ');
    expect(lines().at(-2)).toBe('');
  });
});

describe('every key on the end screen answers on screen', () => {
  const keys = [
    ...Array.from({length: 126 - 32}, (_, index) => String.fromCodePoint(33 + index)).filter((char) => char !== 'q'),
    ' ',
    '\r',
    '\t',
    ESC,
    `${ESC}[A`,
    `${ESC}[B`,
    `${ESC}[C`,
    `${ESC}[D`,
  ];
  for (const lang of ['en', 'de'] as const) {
    it(`in ${lang === 'en' ? 'English' : 'German'}`, () => {
      const silent: string[] = [];
      for (const key of keys) {
        const {type, lines} = start(wonByHand(), {lang});
        const before = lines().join('\n');
        type(key);
        if (lines().join('\n') === before) silent.push(JSON.stringify(key));
      }
      expect(silent).toEqual([]);
    });
  }
});
