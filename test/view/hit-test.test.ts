import {describe, expect, it} from 'vitest';
import {legalMovesOf} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {current, playMove, startSession} from '../../source/core/session.js';
import type {GameDefinition, State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {type Spot, spotAt, tableSpots} from '../../source/view/hit-test.js';
import {plain} from '../../source/view/style.js';
import {type Pointer, renderTable, type TableRequest} from '../../source/view/table.js';
import {face, type Theme, type ThemeChoice} from '../../source/view/theme.js';

// Issue 21: what a click hits is read from the layout the renderer draws. Every rectangle is checked
// against the drawn text (it shows its card), and every drawn cell belongs to a rectangle.

/** Positions met in random play: the deal, and after 30 and 150 random moves (fans grown, piles emptied). */
function positions(definition: GameDefinition): State[] {
  const found: State[] = [];
  const random = createRandom(11);
  let session = startSession(definition, {deal: 11});
  found.push(current(session));
  for (let step = 1; step <= 150; step++) {
    const moves = legalMovesOf(definition, current(session));
    if (moves.length === 0) break;
    session = playMove(definition, session, moves[random() % moves.length]);
    if (step === 30 || step === 150) found.push(current(session));
  }
  return found;
}

/** What the pointer marks: nothing; the focus deep in the longest pile; a card held with its targets lit. */
function pointers(definition: GameDefinition, state: State): Pointer[] {
  const longest = [...state.piles].sort((a, b) => b.cards.length - a.cards.length)[0];
  const transfer = legalMovesOf(definition, state).find((move) => move.kind === 'move');
  const list: Pointer[] = [{}, {focus: longest.id, depth: Math.max(1, longest.cards.length - longest.down)}];
  if (transfer?.kind === 'move') {
    const held = {pile: transfer.from, count: transfer.count};
    list.push({focus: transfer.to, held, targets: new Set([transfer.to])});
  }
  return list;
}

// The table areas of 80×24, 100×30 and 200×60 terminals (the game screen keeps four lines for its title and status).
const SIZES = [
  [80, 24],
  [100, 30],
  [200, 60],
] as const;

const THEMES: readonly ThemeChoice[] = ['auto', 'boxed', 'compact', 'glyph', 'ascii'];

/** The drawn table as a grid of cells. */
function cells(request: TableRequest): {grid: string[][]; theme: Theme; elided: ReadonlyMap<string, readonly number[]>} {
  const {lines, theme, elided} = renderTable(request);
  return {grid: lines.map((line) => [...plain(line)]), theme, elided};
}

function textOf(grid: readonly string[][], spot: Spot): string {
  return grid
    .slice(spot.y, spot.y + spot.height)
    .map((row) => row.slice(spot.x, spot.x + spot.width).join(''))
    .join('\n');
}

/** The back of a card as the theme draws it (a group of face-down cards shows it too). */
function backMark(theme: Theme): string {
  return theme.name === 'glyph' ? '\u{1F0A0}' : theme.glyphs.back;
}

function check(definition: GameDefinition, request: TableRequest): number {
  const {grid, theme, elided} = cells(request);
  const spots = tableSpots(request);
  const where = `${definition.id} ${request.theme} ${request.cols}×${request.rows}`;
  const owner = grid.map((row) => row.map((): Spot | undefined => undefined));
  for (const spot of spots) {
    const pile = request.state.piles.find((each) => each.id === spot.pile)!;
    const slot = definition.piles(request.state).find((each) => each.id === spot.pile)!;
    expect(spot.x >= 0 && spot.y >= 0 && spot.x + spot.width <= request.cols && spot.y + spot.height <= grid.length, `${where}: ${spot.pile} inside`).toBe(
      true,
    );
    for (let y = spot.y; y < spot.y + spot.height; y++) {
      for (let x = spot.x; x < spot.x + spot.width; x++) {
        expect(owner[y][x], `${where}: ${spot.pile}#${spot.index} overlaps ${owner[y][x]?.pile}#${owner[y][x]?.index}`).toBeUndefined();
        owner[y][x] = spot;
      }
    }
    const text = textOf(grid, spot);
    expect(text.trim(), `${where}: ${spot.pile}#${spot.index} is drawn`).not.toBe('');
    if (spot.index === undefined) {
      expect(pile.cards.length, `${where}: ${spot.pile} empty`).toBe(0);
      continue;
    }
    expect(spot.index >= 0 && spot.index < pile.cards.length, `${where}: ${spot.pile}#${spot.index} a card of the pile`).toBe(true);
    const faceDown = slot.hidden || spot.index < pile.down;
    if (faceDown) expect(text, `${where}: ${spot.pile}#${spot.index} face down`).toContain(backMark(theme));
    else if (elided.get(spot.pile)?.includes(spot.index)) expect(text, `${where}: ${spot.pile}#${spot.index} elided`).toMatch(/\+\d/);
    else expect(text, `${where}: ${spot.pile}#${spot.index} shows its card`).toContain(face(pile.cards[spot.index], theme));
    // The middle of the rectangle hits it.
    const middle = spotAt(spots, spot.x + Math.floor(spot.width / 2), spot.y + Math.floor(spot.height / 2));
    expect(middle, `${where}: the middle of ${spot.pile}#${spot.index}`).toBe(spot);
  }
  // Nothing drawn is out of reach: every cell with ink belongs to a card or an empty pile.
  grid.forEach((row, y) =>
    row.forEach((cell, x) => {
      if (cell !== ' ') expect(owner[y][x], `${where}: cell ${x},${y} "${cell}" belongs to a pile`).toBeDefined();
    }),
  );
  // Every face-up card drawn whole can be clicked.
  for (const pile of request.state.piles) {
    const shown = new Set(spots.filter((spot) => spot.pile === pile.id).map((spot) => spot.index));
    if (pile.cards.length > 0 && !definition.piles(request.state).find((slot) => slot.id === pile.id)?.hidden) {
      expect(shown.has(pile.cards.length - 1), `${where}: the exposed card of ${pile.id}`).toBe(true);
    }
  }
  return spots.length;
}

/** No game fans upwards yet; the view can: Staffelpatience with its columns turned upside down. */
const staffel = games.find((game) => game.id === 'staffelpatience')!;
const upwards: GameDefinition = {
  ...staffel,
  id: 'staffel-upwards',
  piles: (state) => staffel.piles(state).map((slot) => (slot.fan === 'down' ? {...slot, fan: 'up'} : slot)),
};

describe.each([...games, upwards].map((game) => [game.id, game] as const))('%s: every drawn card maps back to its pile and card', (_id, definition) => {
  const states = positions(definition);
  it.each(SIZES)('at %i×%i, in every card style, with and without marks', (cols, rows) => {
    let checked = 0;
    for (const theme of THEMES) {
      for (const state of states) {
        for (const pointer of pointers(definition, state)) {
          checked += check(definition, {definition, state, pointer, theme, colours: 'two', cols, rows: rows - 4, ranks: 'en'});
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
