import {describe, expect, it} from 'vitest';
import {current, startSession} from '../../source/core/session.js';
import type {GameDefinition} from '../../source/core/types.js';
import {findGame} from '../../source/games/index.js';
import {plain} from '../../source/view/style.js';
import {renderTable} from '../../source/view/table.js';
import type {ThemeName} from '../../source/view/theme.js';

// Issue 11: piles are told apart at 80×24 — empty piles say what they take or what they are, foundations stand on a base line.
function table(id: string, theme: ThemeName | 'auto', lang: 'en' | 'de' = 'en'): string[] {
  const game = findGame(id)! as GameDefinition;
  const state = current(startSession(game, {deal: 1}));
  return renderTable({definition: game, state, pointer: {}, theme, colours: 'none', cols: 80, rows: 20, ranks: lang}).lines.map(plain);
}
const count = (lines: string[], text: string) => lines.join('\n').split(text).length - 1;

describe('labels of empty piles', () => {
  it.each(['auto', 'compact'] as const)('Staffelpatience: the four empty books take a K→A series (%s)', (theme) => {
    expect(count(table('staffelpatience', theme), 'K-A')).toBe(4);
  });

  it('Die Doppelhaufen: side heaps, reserve and removed pairs are named, in the player’s language', () => {
    const en = table('doppelhausen', 'auto').join('\n');
    for (const mark of ['╎ S ╎', '╎ R ╎', '╎ P ╎']) expect(en).toContain(mark);
    const de = table('doppelhausen', 'compact', 'de').join('\n');
    for (const mark of ['[S]', '[R]', '[P]']) expect(de).toContain(mark);
  });

  it('Die große Patience: the empty Keller says so, in full', () => {
    expect(table('grosse-patience', 'auto').join('\n')).toContain('╎Keller╎');
    expect(table('grosse-patience', 'compact').join('\n')).toContain('[Keller]');
  });

  // Issue 20, item 9: a label longer than a card is not cut ("Kel") nor left out ("[ ]"): its column is widened for it.
  it('Fürst Bismarck: the wreath places keep their names with one-line cards too', () => {
    const compact = table('fuerst-bismarck', 'compact').join('\n');
    for (const place of ['W4', 'W7', 'W12']) expect(compact).toContain(`[${place}]`);
    const boxed = table('fuerst-bismarck', 'auto').join('\n');
    for (const place of ['W4', 'W7', 'W12']) expect(boxed).toMatch(new RegExp(`╎${place} *╎`));
  });

  it('Die Reihe and Der Stern: empty foundations show the card they start with', () => {
    const reihe = table('reihe', 'auto').join('\n');
    for (const label of ['A♣', 'K♣', 'A♦', 'K♦']) expect(reihe).toContain(`╎${label} ╎`);
    const stern = table('stern', 'compact').join('\n');
    for (const label of ['2♣', '2♠', '2♥', '2♦']) expect(stern).toContain(`[${label}]`);
  });
});

describe('foundations look unlike other piles', () => {
  it('stand on a double base line, in every game that has them, and nothing else does', () => {
    // Napoleon (Verdoppeln): its one foundation among eight single cards.
    const lines = table('napoleon-doublets', 'auto');
    expect(count(lines, '╘')).toBe(1);
    expect(count(lines, '╰───╯')).toBeGreaterThanOrEqual(7);
    // Fürst Bismarck: the eight empty foundations, unlike the wreath places.
    expect(count(table('fuerst-bismarck', 'auto'), '╘═══╛')).toBe(8);
  });
});
