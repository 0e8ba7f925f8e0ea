import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {games} from '../../source/games/index.js';
import {memoryStore, type Store} from '../../source/storage/store.js';
import type {Lang} from '../../source/ui/text/messages.js';
import {startPicker} from '../../source/ui/screens/picker-state.js';
import {Program} from '../../source/ui/program/program.js';
import {until} from './until.js';

// Ink renders only a final frame when it sees a CI variable; it reads CI when it is imported.
vi.hoisted(() => {
  delete process.env.CI;
});
process.env.INK_SCREEN_READER = 'true';
const {render} = await import('ink-testing-library');
const {App} = await import('../../source/ui/program/app.js');

const ESC = '\u001B';
const keys = {right: `${ESC}[C`, left: `${ESC}[D`, up: `${ESC}[A`, down: `${ESC}[B`, enter: '\r', escape: ESC, space: ' '};

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** The program at 80×24 on the picker, the chosen game `last`. */
async function start(options: {store?: Store; lang?: Lang; last?: string} = {}) {
  const store = options.store ?? memoryStore();
  const program = new Program({
    games,
    store,
    start: {kind: 'picker', picker: startPicker(games, options.last ?? 'stern')},
    settings: {lang: options.lang ?? 'en', theme: 'auto', colours: 'none'},
    randomDeal: () => 4711,
    size: {cols: 80, rows: 24},
    onQuit: () => undefined,
  });
  const view = render(<App program={program} readStdin />);
  cleanup = () => {
    view.unmount();
    program.dispose();
  };
  const raw = () => view.lastFrame() ?? '';
  const frame = () => raw().replaceAll(/\u001B\[[0-9;]*m/g, '');
  await until(() => /choose a game|wähle ein Spiel/.test(frame()), 'the first frame');
  const press = async (key: string, expected: string | RegExp | ((frame: string) => boolean)) => {
    view.stdin.write(key);
    const matches = (text: string) =>
      typeof expected === 'string' ? text.includes(expected) : expected instanceof RegExp ? expected.test(text) : expected(text);
    return until(() => (matches(frame()) ? frame() : ''), `${String(expected)} after ${JSON.stringify(key)}`);
  };
  return {press, frame, raw, store, program};
}

const lines = (frame: string) => frame.split('\n');
/** The line under the chosen game. */
const ruleRow = (frame: string) => lines(frame).find((line) => /^\s+(Rules|Regeln):/.test(line)) ?? '';

describe('the picker’s variant line', () => {
  it('shows the chosen game’s variant under it, and the standard rules at first', async () => {
    const {frame} = await start();
    const rows = lines(frame());
    const chosen = rows.findIndex((line) => line.startsWith('›') && line.includes('Der Stern'));
    expect(chosen).toBeGreaterThan(0);
    expect(rows[chosen + 1]).toMatch(/^\s+Rules: standard rules\s+→ change/);
    expect(rows.length).toBeLessThanOrEqual(24);
    for (const line of rows) expect([...line].length).toBeLessThanOrEqual(80);
  });

  it('is entered with →, goes from switch to switch with ← →, and describes the focused switch', async () => {
    const {press, raw} = await start();
    const on = await press(keys.right, '[ ] advised corners');
    expect(ruleRow(on)).toContain('[ ] each corner once');
    expect(on).toContain('advised corners: A card may go into an empty corner only');
    expect(on).toContain('Space on/off');
    // The focused switch is shown inverse.
    expect(raw()).toMatch(/\u001B\[7m\[ \] advised corners/);
    const second = await press(keys.right, 'each corner once: Each corner takes a card only once');
    expect(second).not.toContain('advised corners: A card');
    expect(raw()).toMatch(/\u001B\[7m\[ \] each corner once/);
    // → on the last switch stays there.
    await press(keys.right, 'each corner once: Each corner takes');
    await press(keys.left, 'advised corners: A card may go');
    await press(keys.left, 'advised corners: A card may go');
  });

  it('toggles a switch with Space, remembers the choice for the game, and leaves with Esc', async () => {
    const {press, store} = await start();
    await press(keys.right, '[ ] advised corners');
    const toggled = await press(keys.space, '[x] advised corners');
    expect(ruleRow(toggled)).toContain('[ ] each corner once');
    await until(() => store.variantChoices().stern?.join() === 'advised-corners', 'the remembered variant');
    await press(`${keys.right}${keys.space}`, '[x] each corner once');
    await until(() => store.variantChoices().stern?.join() === 'advised-corners,corner-once', 'both switches remembered');
    await press(keys.space, (text) => ruleRow(text).includes('[ ] each corner once'));
    const left = await press(keys.escape, 'Rules: advised corners  → change');
    expect(left).toContain('↑↓ Enter play');
    expect(left).toMatch(/^›.*Der Stern/m);
  });

  it('leaves with ↑ to the same game and with ↓ to the next one', async () => {
    const {press, frame} = await start();
    await press(keys.right, '[ ] advised corners');
    await press(keys.up, 'Rules: standard rules');
    expect(frame()).toMatch(/^›.*Der Stern/m);
    await press(keys.right, '[ ] advised corners');
    const next = await press(keys.down, /^›.*Das Unterstecken/m);
    expect(ruleRow(next)).toContain('this game has no variants');
    await press(keys.right, 'Das Unterstecken has no variants');
  });

  it('turns off a switch that cannot be played with the one turned on, and says so', async () => {
    const {press, store} = await start({last: 'doppelhausen'});
    // Its switches: random-split, keep-sides, turn-sides, fixed-order; keep-sides and turn-sides exclude each other.
    await press(keys.right, '[ ] side heaps stay on their side');
    await press(keys.right, 'side heaps stay on their side:');
    await press(keys.space, '[x] side heaps stay on their side');
    await press(keys.right, 'side heaps turned over:');
    const swapped = await press(keys.space, '[x] side heaps turned over');
    expect(ruleRow(swapped)).toContain('[ ] side heaps stay on their side');
    expect(swapped).toContain('"side heaps turned over" is on, so "side heaps stay on their side" is off');
    await until(() => store.variantChoices().doppelhausen?.join() === 'turn-sides', 'the remembered variant');
  });

  it('describes the switches in German', async () => {
    const {press} = await start({lang: 'de'});
    expect(ruleRow(await press('', 'Regeln: Standardregeln'))).toContain('→ ändern');
    const on = await press(keys.right, '[ ] empfohlene Ecken');
    expect(on).toContain('empfohlene Ecken: Eine Karte darf nur in eine leere Ecke');
    expect(on).toContain('Leertaste an/aus');
    await press(keys.right, 'jede Ecke nur einmal: Jede Ecke nimmt im ganzen Spiel nur einmal');
  });

  // At 80 columns the title line leaves the deal number out before the variant's name and the focused pile (issue 20).
  it('starts the game with the chosen variant, in the title line, rules text and next deal', async () => {
    const {press} = await start();
    await press(`${keys.right}${keys.space}`, '[x] advised corners');
    const game = await press(keys.enter, 'Der Stern · advised corners');
    expect(lines(game)[0]).toMatch(/^Der Stern · advised corners\s/);
    // The rules text (help, then ? for the rules) says which variant is in play, at its end.
    await press('?', (text) => /help/i.test(text));
    let rules = await press('?', 'rules');
    for (let step = 0; step < 60 && !rules.includes('Variant: advised corners — A card'); step++) {
      const before = rules;
      rules = await press(keys.down, (text) => text !== before);
    }
    expect(rules).toContain('VARIANT IN PLAY');
    expect(rules).toContain('Variant: advised corners — A card may go into an empty corner only');
    // Then the game's variants and where to choose them.
    for (let step = 0; step < 20 && !rules.includes('- corner-once: each corner once'); step++) {
      const before = rules;
      rules = await press(keys.down, (text) => text !== before);
    }
    expect(rules).toContain('Chosen in the list of games (→ on the game)');
    await press(keys.escape, 'Der Stern · advised corners');
    // A new deal keeps the variant.
    await press('d', 'moves 1');
    await press('n', 'Start a new deal?');
    const fresh = await press('y', 'moves 0');
    expect(lines(fresh)[0]).toMatch(/^Der Stern · advised corners\s/);
  });

  it('starts the remembered variant next time, from Enter on the game line', async () => {
    const store = memoryStore({settings: {variants: {stern: ['corner-once']}}});
    const {press, frame} = await start({store});
    expect(ruleRow(frame())).toContain('Rules: each corner once');
    await press(keys.enter, 'Der Stern · each corner once');
  });

  it('shows a remembered former variant that is now the default (free-cells) as the standard rules, and plays those', async () => {
    const store = memoryStore({settings: {variants: {stern: ['free-cells', 'corner-once']}}});
    const {press, frame} = await start({store});
    expect(ruleRow(frame())).toContain('Rules: each corner once');
    const game = await press(keys.enter, 'Der Stern · each corner once');
    expect(lines(game)[0]).not.toContain('free');
  });

  it('shows a remembered variant this version cannot play as the standard rules, and plays those', async () => {
    const store = memoryStore({settings: {variants: {stern: ['no-such-switch']}}});
    const {press, frame} = await start({store});
    expect(ruleRow(frame())).toContain('Rules: standard rules');
    const game = await press(keys.enter, 'Der Stern · deal 4711');
    expect(lines(game)[0]).not.toContain('no-such-switch');
  });
});

describe('the variant line of every game', () => {
  it('fits 80 columns with any switch focused, in English and German, and always shows the focused switch', async () => {
    const {pickerFrame} = await import('../../source/ui/screens/picker.js');
    const {plain} = await import('../../source/view/style.js');
    for (const lang of ['en', 'de'] as const) {
      games.forEach((definition, index) => {
        (definition.switches ?? []).forEach((spec, focus) => {
          const frame = pickerFrame({index, filter: '', line: focus}, {games, unfinished: new Set(), stats: {}, variants: {}, lang, cols: 80, rows: 24}).map(
            plain,
          );
          expect(frame.length).toBeLessThanOrEqual(24);
          for (const line of frame) expect([...line].length, line).toBeLessThanOrEqual(80);
          const row = ruleRow(frame.join('\n'));
          expect(row, `${definition.id} ${spec.id} ${lang}`).toContain(`[ ] ${spec.name[lang]}`);
          expect(frame.join('\n')).toContain(`${spec.name[lang]}: ${spec.description[lang].slice(0, 30)}`);
        });
      });
    }
  });
});
