import {describe, expect, it} from 'vitest';
import {games} from '../../source/games/index.js';
import {helpLines, rulesLines} from '../../source/ui/screens/frame.js';

describe('in-app rules', () => {
  it.each(games.map((game) => [game.id, game] as const))('%s has rules in English and German with the same sections', (_id, game) => {
    const rules = game.rulesText;
    const headings = (text: string) => text.split('\n').filter((line) => line.startsWith('# '));
    expect(headings(rules!.en).length).toBeGreaterThanOrEqual(4);
    expect(headings(rules!.de).length).toBe(headings(rules!.en).length);
    for (const text of [rules!.en, rules!.de]) for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(76);
    for (const action of game.keys) {
      expect(rules!.en, `the ${action.key} key in English`).toMatch(new RegExp(`(^|[\\s(\`'"])${action.key}([\\s,)\`'":]|$)`, 'm'));
      expect(rules!.de, `the ${action.key} key in German`).toMatch(new RegExp(`(^|[\\s(\`'"])${action.key}([\\s,)\`'":]|$)`, 'm'));
    }
    expect(rulesLines(game, 'de', 76)[0]).toContain('Regeln');
  });

  it("lists a game's own meaning of d in the keys help (issue 11 #12: Fürst Bismarck deals the wreath again)", () => {
    const bismarck = games.find((game) => game.id === 'fuerst-bismarck')!;
    const row = (lang: 'en' | 'de') => helpLines(bismarck, lang).find((line) => line.trim().startsWith('d '))!;
    expect(row('en')).toContain('redeal the wreath');
    expect(row('en')).not.toContain('turn the stock');
    expect(row('de')).toContain('neu auslegen');
    expect(helpLines(bismarck, 'en').filter((line) => line.trim().startsWith('d '))).toHaveLength(1);
    expect(helpLines(bismarck, 'en').some((line) => line.trim().startsWith('c '))).toBe(true);
  });
});
