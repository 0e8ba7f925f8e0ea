import {describe, expect, it} from 'vitest';
import {legalMovesOf} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {current, playMove, startSession} from '../../source/core/session.js';
import type {GameDefinition, State} from '../../source/core/types.js';
import {findGame} from '../../source/games/index.js';
import {plain} from '../../source/view/style.js';
import {renderTable} from '../../source/view/table.js';

// Issue 20, item 9: the crowded tables at 80×24 (a table area of 80×20) — rows of piles a blank line apart,
// and a table that keeps its place while fans grow.

/** Every position of random games from a few deals, up to 400 moves each. */
function positions(definition: GameDefinition): State[] {
  const found: State[] = [];
  for (const deal of [3, 77, 4711]) {
    const random = createRandom(deal);
    let session = startSession(definition, {deal});
    found.push(current(session));
    for (let step = 0; step < 400; step++) {
      const moves = legalMovesOf(definition, current(session));
      if (moves.length === 0) break;
      session = playMove(definition, session, moves[random() % moves.length]);
      found.push(current(session));
    }
  }
  return found;
}

const COMPACT = ['hermann', 'halber-mond', 'fuerst-bismarck'] as const;

describe.each(COMPACT.map((id) => [id, findGame(id)!] as const))('%s at 80×24', (_id, definition) => {
  const states = positions(definition);

  it('leaves a blank line between a row of fanned piles and the row next to it', () => {
    let checked = 0;
    for (const state of states) {
      const {lines, layout} = renderTable({definition, state, pointer: {}, theme: 'auto', colours: 'none', cols: 80, rows: 20});
      const slots = definition.piles(state);
      const rows = Math.max(...slots.map((slot) => slot.row)) + 1;
      for (let row = 0; row + 1 < rows; row++) {
        const fanned = slots.some((slot) => (slot.row === row || slot.row === row + 1) && (slot.fan === 'down' || slot.fan === 'up'));
        if (!fanned) continue;
        const bottom = Math.max(...slots.filter((slot) => slot.row === row).map((slot) => layout.boxes.get(slot.id)!.y + layout.boxes.get(slot.id)!.height));
        const top = Math.min(...slots.filter((slot) => slot.row === row + 1).map((slot) => layout.boxes.get(slot.id)!.y));
        expect(top, `rows ${row} and ${row + 1} apart`).toBeGreaterThan(bottom);
        expect(plain(lines[bottom] ?? []).trim(), `the line between rows ${row} and ${row + 1} is blank`).toBe('');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

/** The screen column where a pile's focus mark (inverse video) starts, on the first line of its box. */
function focusColumn(definition: GameDefinition, state: State, pile: string, theme: 'auto' | 'compact') {
  const {lines, layout, theme: drawn} = renderTable({definition, state, pointer: {focus: pile}, theme, colours: 'none', cols: 80, rows: 20});
  const box = layout.boxes.get(pile)!;
  let x = 0;
  for (const segment of lines[box.y] ?? []) {
    if (segment.style?.inverse) return {x, shape: `${drawn.name} ${drawn.boxed} ${drawn.body}`};
    x += [...segment.text].length;
  }
  return undefined;
}

describe.each(['grosse-patience', 'fuerst-bismarck'].map((id) => [id, findGame(id)!] as const))('%s: fans growing sideways', (_id, definition) => {
  const states = positions(definition);

  it.each(['auto', 'compact'] as const)('leave the piles between them where they are on the screen (%s cards)', (theme) => {
    // Each card shape drawn (boxed cards give way to one-line cards in crowded positions) keeps its own places.
    const places = new Map<string, Set<number>>();
    for (const state of states) {
      for (const slot of definition.piles(state)) {
        if (slot.fan === 'left' || slot.fan === 'right' || slot.role === 'stock' || slot.role === 'reserve') continue;
        const found = focusColumn(definition, state, slot.id, theme);
        if (!found) continue;
        const key = `${slot.id} (${found.shape})`;
        places.set(key, (places.get(key) ?? new Set()).add(found.x));
      }
    }
    expect(places.size).toBeGreaterThan(0);
    for (const [id, xs] of places) expect([...xs], `${id} on one column of the screen`).toHaveLength(1);
  });
});
