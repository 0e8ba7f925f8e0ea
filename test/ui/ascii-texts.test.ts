import {describe, expect, it} from 'vitest';
import {fullPack} from '../../source/core/cards.js';
import {current, startSession} from '../../source/core/session.js';
import {findGame, games} from '../../source/games/index.js';
import {receive} from '../../source/ui/assist/assist-ui.js';
import {reduce} from '../../source/ui/table/controller.js';
import {type GameUi, startUi} from '../../source/ui/state/game-ui.js';
import {type ProgramSettings} from '../../source/ui/program/options.js';
import {face, labelText, makeTheme} from '../../source/view/theme.js';
import {startProgram} from './program-harness.js';

// Issue 20, item 4: in the ASCII style the winnable mark's signs differ, and card codes use one language's letters.

const start = (ui: GameUi, settings: Partial<ProgramSettings>) => startProgram(ui, {theme: 'ascii', ...settings});

function play(game: string, deal: number): GameUi {
  const definition = findGame(game)!;
  return startUi(definition, startSession(definition, {deal}));
}

/** English ASCII codes ("QC", "TH"), or a German rank with an English suit ("DC", "AsS"): never on a German screen. */
const ENGLISH_CODE = /\b(10|As|[A2-9TJQKBD])[CSHD]\b/;
const GERMAN_CODE = /\b[A2-9ZBDK](Kr|Pi|He|Ka)\b/;

describe('the winnable mark in ASCII', () => {
  for (const [lang, words] of [
    ['en', ['[ok] winnable', '[x] lost since move 2', '[?] unknown', '... thinking']],
    ['de', ['[ok] gewinnbar', '[x] verloren seit Zug 2', '[?] unklar', '... rechnet']],
  ] as const) {
    it(`shows four different signs (${lang})`, () => {
      const ui: GameUi = {...play('staffelpatience', 4711), prefs: {mark: true, winnable: false, safeUp: false}};
      const state = current(ui.session);
      const titles = [
        {...ui, mark: {state, status: 'won'}},
        {...ui, mark: {state, status: 'lost', since: 2}},
        {...ui, mark: {state, status: 'unknown'}},
        ui,
      ].map((each) => start(each as GameUi, {lang, mark: true}).lines()[0]);
      titles.forEach((title, index) => expect(title).toContain(words[index]));
    });
  }

  it('w says which sign means what, in ASCII too', () => {
    const {type, lines} = start(play('staffelpatience', 4711), {lang: 'en'});
    type('w');
    // Longer than a line in ASCII: it borrows the line above it from the table, the key line stays.
    expect(lines().slice(-3, -1).join(' ')).toBe('Winnable mark on: [ok] can still be won - [x] cannot - ... thinking - [?] unknown');
  });
});

describe('ASCII card codes, one scheme per language', () => {
  it('English: rank A 2–9 T J Q K, suit C S H D; German: rank A 2–9 Z B D K, suit Kr Pi He Ka', () => {
    for (const card of fullPack(1)) {
      expect(face(card, makeTheme('ascii', 'none', true, 'normal', 'en'))).toMatch(/^[A2-9TJQK][CSHD]$/);
      expect(face(card, makeTheme('ascii', 'none', true, 'normal', 'de'))).toMatch(/^[A2-9ZBDK](Kr|Pi|He|Ka)$/);
    }
    expect(labelText({rank: 1, suit: 0}, makeTheme('ascii', 'none', true, 'normal', 'de'))).toBe('AKr');
    expect(labelText({rank: 10}, makeTheme('ascii', 'none', true, 'normal', 'de'))).toBe('Z');
  });

  it('a German ASCII screen writes every card the German way: the table, a refusal, a hint', () => {
    const refused = reduce({...play('napoleon-doublets', 1), focus: 'reserve2'}, {type: 'select'});
    const {lines} = start(refused, {lang: 'de'});
    const screen = lines().join('\n');
    expect(lines().at(-2)).toBe('8He passt nicht: 9Kr braucht eine 5 (verdoppelt, ueber 13 minus 13)');
    expect(screen).toMatch(GERMAN_CODE);
    expect(screen).not.toMatch(ENGLISH_CODE);

    const elf = play('elf', 2);
    const waiting = {kind: 'hint', state: current(elf.session)} as const;
    const pair = {kind: 'remove', piles: ['grid0', 'grid1']} as const;
    const hinted = receive({...elf, waiting}, waiting, {kind: 'solve', verdict: {status: 'won', line: [pair]}});
    const hint = start(hinted, {lang: 'de'}).lines().at(-2)!;
    expect(hint).toMatch(/^Tipp: [A2-9ZBDK](Kr|Pi|He|Ka) \+ [A2-9ZBDK](Kr|Pi|He|Ka) entfernen - fuehrt zum Gewinn/);
    expect(start(hinted, {lang: 'en'}).lines().at(-2)).toMatch(/^Hint: take away [A2-9TJQK][CSHD] \+ [A2-9TJQK][CSHD] - leads to a win/);
  });

  it('every game’s German ASCII table, at its start, has no English card code', () => {
    for (const game of games) {
      const screen = start(play(game.id, 4711), {lang: 'de'}).lines().join('\n');
      expect(screen, game.id).not.toMatch(ENGLISH_CODE);
    }
  });
});
