import {describe, expect, it} from 'vitest';
import {legalMovesOf} from '../../source/core/engine.js';

import {createRandom} from '../../source/core/random.js';
import {current, playMove, startSession} from '../../source/core/session.js';
import type {GameDefinition, State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {lineWidth, plain} from '../../source/view/style.js';
import {renderTable} from '../../source/view/table.js';
import {dealt} from '../helpers.js';
import {face, makeTheme, type ThemeChoice} from '../../source/view/theme.js';

/** Positions met in random play: the deal, and after 40, 120 and 300 random moves. */
function positions(definition: GameDefinition): State[] {
  const found: State[] = [];
  for (const deal of [3, 77]) {
    const random = createRandom(deal);
    let session = startSession(definition, {deal});
    found.push(current(session));
    for (let step = 1; step <= 300; step++) {
      const moves = legalMovesOf(definition, current(session));
      if (moves.length === 0) break;
      session = playMove(definition, session, moves[random() % moves.length]);
      if (step === 40 || step === 120 || step === 300) found.push(current(session));
    }
  }
  return found;
}

// Table areas of 80×24, 100×30 and 200×60 terminals (title and two status lines, and one spare row).
const SIZES = [
  [80, 20],
  [100, 26],
  [200, 56],
] as const;

const THEMES: readonly ThemeChoice[] = ['auto', 'compact', 'glyph', 'ascii'];

describe.each(games.map((game) => [game.id, game] as const))('%s is drawn whole', (_id, definition) => {
  const states = positions(definition);
  const cases = THEMES.flatMap((choice) => SIZES.map(([cols, rows]) => [choice, cols, rows] as const));
  it.each(cases)('with %s cards at %i×%i', (choice, cols, rows) => {
    for (const state of states) {
      const {lines, theme, layout} = renderTable({definition, state, pointer: {}, theme: choice, colours: 'two', cols, rows});
      expect(layout.fits, `layout fits ${cols}×${rows}`).toBe(true);
      expect(lines.length).toBeLessThanOrEqual(rows);
      for (const line of lines) expect(lineWidth(line)).toBeLessThanOrEqual(cols);
      const indent = layout.indent;
      expect(indent + layout.width, 'the table inside the screen').toBeLessThanOrEqual(cols);
      const text = lines.map(plain);
      for (const slot of definition.piles(state)) {
        const pile = state.piles.find((each) => each.id === slot.id)!;
        const box = layout.boxes.get(slot.id)!;
        expect(box.x + box.width, `${slot.id} inside the width`).toBeLessThanOrEqual(layout.width);
        expect(box.y + box.height, `${slot.id} inside the height`).toBeLessThanOrEqual(rows);
        const top = pile.cards.at(-1);
        if (top === undefined || slot.hidden || pile.down >= pile.cards.length) continue;
        const region = text
          .slice(box.y, box.y + box.height)
          .map((line) => [...line].slice(indent + box.x, indent + box.x + box.width).join(''))
          .join('\n');
        expect(region, `${slot.id}'s exposed card ${face(top, theme)} is visible`).toContain(face(top, theme));
      }
    }
  });

  it('uses boxed cards when a large terminal has room for them', () => {
    const state = states[0];
    const {theme} = renderTable({definition, state, pointer: {}, theme: 'auto', colours: 'two', cols: 200, rows: 56});
    expect(theme.name).toBe('boxed');
  });

  it('draws in plain ASCII with the ascii theme', () => {
    const {lines} = renderTable({definition, state: states[0], pointer: {}, theme: 'ascii', colours: 'none', cols: 80, rows: 20});
    const text = lines.map(plain).join('\n');
    expect(text).toMatch(/^[\x20-\x7e\n]*$/);
    expect(makeTheme('ascii', 'none').glyphs.suits).toBe('CSHD');
  });
});

describe('ASCII folding', () => {
  it('keeps a folded line within the width', async () => {
    const {asciiLine, lineWidth: width, plain: text} = await import('../../source/view/style.js');
    const folded = asciiLine([{text: 'Fürst Bismarck · wähle … ♥'}], 20);
    expect(text(folded)).toBe('Fuerst Bismarck - wa');
    expect(width(folded)).toBe(20);
    expect(text(asciiLine([{text: 'Größe'}], 80))).toBe('Groesse');
  });
});

describe('card size follows the terminal', () => {
  it('draws large cards in a large terminal and small ones at 80×24', () => {
    const definition = games.find((game) => game.id === 'staffelpatience')!;
    const state = dealt(definition, 4711);
    const large = renderTable({definition, state, pointer: {}, theme: 'auto', colours: 'two', cols: 200, rows: 56});
    const small = renderTable({definition, state, pointer: {}, theme: 'auto', colours: 'two', cols: 80, rows: 20});
    expect(large.theme.inner).toBeGreaterThan(small.theme.inner);
    expect(large.lines.map(plain).join('\n')).toContain('╭7♣───╮');
    expect(small.theme.boxed).toBe(true);
  });
});
