import {describe, expect, it} from 'vitest';
import {startSession} from '../../source/core/session.js';
import {games} from '../../source/games/index.js';
import {gameFrame} from '../../source/ui/screens/frame.js';
import {startUi} from '../../source/ui/state/game-ui.js';
import {plain} from '../../source/view/style.js';

const title = (id: string, variant: string[], lang: 'en' | 'de' = 'en', rulesVersion?: number) => {
  const definition = games.find((each) => each.id === id)!;
  const ui = startUi(definition, startSession(definition, {deal: 4711}, {variant, rulesVersion}));
  return plain(gameFrame(ui, {cols: 80, rows: 24, theme: 'auto', colours: 'none', lang})[0]);
};

describe('the title line names the variant in play', () => {
  it('by its switches’ names where they fit, in English and German', () => {
    // At 80 columns the deal number gives way first (issue 20): the variant's names and the focused pile stay.
    expect(title('stern', ['advised-corners'])).toMatch(/^Der Stern · advised corners\s+moves 0 · 00:00 · pass 1 of 3 · clubs foundation$/);
    expect(title('stern', ['advised-corners'], 'de')).toMatch(/^Der Stern · empfohlene Ecken\s+Züge 0 · 00:00 · Durchgang 1 von 3 · Kreuz-Ablage$/);
    expect(title('stern', [])).toMatch(/^Der Stern · deal 4711\s+moves 0/);
  });

  it('as a short marker when the names do not fit, never wider than 80 columns', () => {
    expect(title('harfe', ['face-down-aces', 'single-cards', 'redeal'])).toMatch(/^Die Harfe · deal 4711 · 3 variants\s+moves 0/);
    for (const definition of games) {
      const all = (definition.switches ?? [])
        .filter((spec, index, specs) => !specs.slice(0, index).some((other) => other.excludes?.includes(spec.id)))
        .map((spec) => spec.id);
      for (const lang of ['en', 'de'] as const) {
        const line = title(definition.id, all, lang);
        expect([...line].length, line).toBeLessThanOrEqual(80);
        const names = (definition.switches ?? []).filter((spec) => all.includes(spec.id)).map((spec) => spec.name[lang]);
        const marker = new RegExp(` · ${all.length} (variants?|Varianten?)\\s`);
        if (all.length > 0) expect(line.includes(` · ${names.join(' + ')} `) || marker.test(line), line).toBe(true);
      }
    }
  });

  it('says when a saved deal plays older rules', () => {
    expect(title('stern', [], 'en', 1)).toMatch(/^Der Stern · older rules\s+moves 0 · 00:00 · pass 1 of 3 · clubs foundation$/);
  });

  it('names a former variant of a saved deal (free corners, now the default) with the older rules it plays', () => {
    expect(title('stern', ['free-cells'], 'en', 2)).toMatch(/^Der Stern · free corners, older rules\s/);
    expect(title('stern', ['free-cells'], 'de', 2)).toMatch(/^Der Stern · freie Ecken, ältere Regeln\s/);
    // Under today's rules the former id is the standard rules, and says nothing.
    expect(title('stern', ['free-cells'])).toMatch(/^Der Stern · deal 4711\s+moves 0/);
  });
});
