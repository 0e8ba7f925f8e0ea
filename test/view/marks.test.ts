import {describe, expect, it} from 'vitest';
import {current, startSession} from '../../source/core/session.js';
import type {GameDefinition} from '../../source/core/types.js';
import {staffelpatience} from '../../source/games/staffelpatience.js';
import type {Line} from '../../source/view/style.js';
import {plain} from '../../source/view/style.js';
import {type Pointer, renderTable} from '../../source/view/table.js';
import {THEME_NAMES, type ThemeName} from '../../source/view/theme.js';

// Issue 11: focus, held card and legal targets must differ without colour (NO_COLOR, a plain screenshot),
// and not merely by bold: by outline glyphs, a marker beside the card, or inverse video.
const game = staffelpatience as unknown as GameDefinition;
const state = current(startSession(game, {deal: 4711}));
const tableau = game
  .piles(state)
  .filter((slot) => slot.role === 'tableau')
  .map((slot) => slot.id);
const pile = tableau[0];

const pointers: Record<string, Pointer> = {
  'none': {focus: tableau[3]},
  'focus': {focus: pile},
  'held': {focus: tableau[3], held: {pile, count: 1}},
  'target': {focus: tableau[3], held: {pile: tableau[3], count: 1}, targets: new Set([pile])},
  'focus on a target': {focus: pile, held: {pile: tableau[3], count: 1}, targets: new Set([pile])},
  // Issue 20, item 8: the solver's hint has its own mark.
  'hinted': {focus: tableau[3], hinted: new Map([[pile, 1]])},
};

/** What is left of a frame without colour and without bold or dim: the characters, inverse and underline. */
function seen(lines: Line[]): string {
  return lines
    .map((line) =>
      line.map((segment) => (segment.style?.inverse ? `⟦${segment.text}⟧` : segment.style?.underline ? `⟨${segment.text}⟩` : segment.text)).join(''),
    )
    .join('\n');
}

const draw = (theme: ThemeName, pointer: Pointer) => renderTable({definition: game, state, pointer, theme, colours: 'none', cols: 80, rows: 20, ranks: 'en'});

/** The part of the frame that shows `pile` (its columns), so other piles' marks do not count. */
function pileView(theme: ThemeName, pointer: Pointer, show: (lines: Line[]) => string): string {
  const rendered = draw(theme, pointer);
  const box = rendered.layout.boxes.get(pile)!;
  const indent = rendered.layout.indent;
  return show(rendered.lines)
    .split('\n')
    .slice(box.y, box.y + box.height)
    .map((line) => sliceCells(line, indent + box.x - 1, indent + box.x + box.width + 1))
    .join('\n');
}

/** Cells from..to of a line whose ⟦ ⟧ ⟨ ⟩ markers take no cell. */
function sliceCells(line: string, from: number, to: number): string {
  let cell = 0;
  let out = '';
  for (const char of line) {
    const marker = '⟦⟧⟨⟩'.includes(char);
    if (marker || (cell >= from && cell < to)) out += char;
    if (!marker) cell++;
  }
  return out;
}

describe('focus, held and target marks without colour (issue 11)', () => {
  it.each(THEME_NAMES.map((theme) => [theme]))('%s: every mark looks different from the others and from none', (theme) => {
    const views = Object.fromEntries(Object.entries(pointers).map(([name, pointer]) => [name, pileView(theme, pointer, seen)]));
    const names = Object.keys(views);
    for (const [index, a] of names.entries()) {
      for (const b of names.slice(index + 1)) expect(views[a], `${theme}: ${a} and ${b} look the same:\n${views[a]}`).not.toBe(views[b]);
    }
  });

  it.each(['boxed', 'ascii'] as const)('%s: the outline alone (plain characters, as in a screenshot without any style) tells the marks apart', (theme) => {
    const text = (lines: Line[]) => lines.map(plain).join('\n');
    // (The focus on a target keeps the target's outline; its inverse edges, checked above, show the focus.)
    const views = Object.entries(pointers)
      .filter(([name]) => name !== 'focus on a target')
      .map(([name, pointer]) => [name, pileView(theme, pointer, text)] as const);
    expect(new Set(views.map(([, view]) => view)).size, views.map(([name, view]) => `${name}:\n${view}`).join('\n')).toBe(views.length);
  });

  it('uses no colour at all when colours are off', () => {
    for (const theme of THEME_NAMES) {
      for (const pointer of Object.values(pointers)) {
        for (const line of draw(theme, pointer).lines) for (const segment of line) expect(segment.style?.fg, `${theme} ${segment.text}`).toBeUndefined();
      }
    }
  });
});

describe('one-line cards (issue 11: Fürst Bismarck falls back to them at 80×24)', () => {
  it('draw the covered cards of a fan faint, so the playable end shows, and foundations in brackets', async () => {
    const {pileArt} = await import('../../source/view/pile-art.js');
    const {face, makeTheme} = await import('../../source/view/theme.js');
    const {findGame} = await import('../../source/games/index.js');
    const bismarck = findGame('fuerst-bismarck')!;
    const theme = makeTheme('compact', 'none');
    const base = current(startSession(bismarck, {deal: 1}));
    const slots = bismarck.piles(base);
    for (const fan of ['left', 'right'] as const) {
      const slot = slots.find((each) => each.fan === fan)!;
      const cards = base.piles.flatMap((pile) => pile.cards).slice(0, 4);
      const art = pileArt({id: slot.id, cards, down: 0}, slot, theme, {}, 40, 1)[0];
      const top = art.find((segment) => segment.text.includes(face(cards[3], theme)))!;
      expect(top.style?.dim, `${fan} fan: the exposed card`).toBeFalsy();
      for (const covered of cards.slice(0, 3)) {
        expect(art.find((segment) => segment.text.includes(face(covered, theme)))!.style?.dim, `${fan} fan: a covered card`).toBe(true);
      }
      // The exposed card lies at the fan's open end: the right end of a fan to the right, the left end of one to the left.
      const text = art
        .map((segment) => segment.text)
        .join('')
        .trim();
      expect(fan === 'right' ? text.endsWith(face(cards[3], theme)) : text.startsWith(face(cards[3], theme))).toBe(true);
    }
    const foundation = slots.find((each) => each.role === 'foundation')!;
    const card = base.piles.flatMap((pile) => pile.cards)[0];
    expect(
      pileArt({id: foundation.id, cards: [card], down: 0}, foundation, theme, {}, 4, 1)[0]
        .map((segment) => segment.text)
        .join(''),
    ).toContain(`[${face(card, theme)}]`);
  });
});

describe('a one-line foundation as a target', () => {
  it('points at itself with its brackets (▸A♣◂), moving nothing else on the line', async () => {
    const {findGame} = await import('../../source/games/index.js');
    const halberMond = findGame('halber-mond')!;
    const moon = current(startSession(halberMond, {deal: 1}));
    const foundations = halberMond
      .piles(moon)
      .filter((slot) => slot.role === 'foundation')
      .map((slot) => slot.id);
    const drawn = (targets: Set<string>) =>
      renderTable({
        definition: halberMond,
        state: moon,
        pointer: {focus: 'nowhere', targets},
        theme: 'compact',
        colours: 'none',
        cols: 80,
        rows: 20,
        ranks: 'en',
      }).lines.map(plain);
    const before = drawn(new Set());
    for (const target of foundations) {
      const after = drawn(new Set([target]));
      const changed = after.flatMap((line, row) => [...line].flatMap((char, cell) => (char === [...before[row]][cell] ? [] : [char])));
      expect([...after.join('')].length).toBe([...before.join('')].length);
      expect(changed.sort()).toEqual(['▸', '◂'].sort());
    }
  });
});

describe('marked cards and hinted cards (issue 20, item 8: Die Elf, Die Doppelhaufen)', () => {
  it.each(['elf', 'doppelhausen'])('%s: a card the player marked looks unlike a card the hint names, in every card style, without colour too', async (id) => {
    const {findGame} = await import('../../source/games/index.js');
    const definition = findGame(id)!;
    const dealt = current(startSession(definition, {deal: 4711}));
    const target = dealt.piles.find((each) => each.cards.length > 0 && each.down < each.cards.length)!.id;
    const view = (theme: ThemeName, pointer: Pointer) =>
      seen(renderTable({definition, state: dealt, pointer: {focus: 'nowhere', ...pointer}, theme, colours: 'none', cols: 80, rows: 20}).lines);
    for (const theme of THEME_NAMES) {
      const plainView = view(theme, {});
      const marked = view(theme, {marked: new Set([target])});
      const hinted = view(theme, {hinted: new Map([[target, 1]])});
      expect(marked, `${theme}: marked shows`).not.toBe(plainView);
      expect(hinted, `${theme}: hinted shows`).not.toBe(plainView);
      expect(hinted, `${theme}: hinted and marked look the same`).not.toBe(marked);
    }
  });

  it('the hint on the game screen marks its cards as hinted, not as marked', async () => {
    const {findGame} = await import('../../source/games/index.js');
    const {startUi, legal} = await import('../../source/ui/state/game-ui.js');
    const {withHint} = await import('../../source/ui/assist/assist-frame.js');
    const elf = findGame('elf')!;
    const ui = [1, 2, 3, 4, 5].map((deal) => startUi(elf, startSession(elf, {deal}))).find((each) => legal(each).some((move) => move.kind === 'remove'))!;
    const move = legal(ui).find((each) => each.kind === 'remove')!;
    const pointer = withHint({...ui, hint: {state: current(ui.session), move, proven: true, goal: 'win', shown: []}}, {marked: new Set()});
    expect([...(pointer.marked ?? [])]).toEqual([]);
    expect([...(pointer.hinted?.keys() ?? [])].sort()).toEqual(move.kind === 'remove' ? [...move.piles].sort() : []);
  });
});
