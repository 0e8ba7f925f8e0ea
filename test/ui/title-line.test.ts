import {describe, expect, it} from 'vitest';
import {current, playMove, startSession} from '../../source/core/session.js';
import type {GameDefinition} from '../../source/core/types.js';
import {findGame} from '../../source/games/index.js';
import {gameFrame} from '../../source/ui/screens/frame.js';
import {type GameUi, startUi} from '../../source/ui/state/game-ui.js';
import {t} from '../../source/ui/text/messages.js';
import {plain} from '../../source/view/style.js';

// Issue 20, item 7: with the winnable mark on, the 80-column title line lost the pass counter, the
// autoplay speed and the focused pile's name; the deal number and the clock are to go first.

/** A game 30 steps in, playing by itself, with the mark on saying it is lost since move 12. */
function playing(definition: GameDefinition): GameUi {
  let session = startSession(definition, {deal: 4711});
  const step = {kind: 'action', name: 'step'} as const;
  for (let index = 0; index < 30; index++) session = playMove(definition, session, step);
  const ui = startUi(definition, session);
  return {
    ...ui,
    session,
    elapsed: 754_000,
    auto: true,
    speed: 250,
    prefs: {mark: true, winnable: false, safeUp: false},
    mark: {state: current(session), status: 'lost', since: 12},
  };
}

describe('the title line at 80 columns (issue 20, item 7)', () => {
  it.each(['napoleon', 'unterstecken'])('%s: keeps the mark, the speed, the pass and the pile; drops the deal number and the clock first', (id) => {
    const definition = findGame(id)!;
    const ui = playing(definition);
    for (const lang of ['en', 'de'] as const) {
      const line = plain(gameFrame(ui, {cols: 80, rows: 24, theme: 'auto', colours: 'none', lang})[0]);
      expect([...line].length).toBeLessThanOrEqual(80);
      expect(line).toMatch(new RegExp(`^${definition.names.de}\\s`));
      expect(line).toContain(t(lang, 'mark.lostSince', {move: 12}));
      expect(line, 'the speed').toContain(t(lang, 'status.speed', {ms: 250}));
      const pile = definition.piles(current(ui.session)).find((spec) => spec.id === ui.focus)!.name[lang];
      expect(line.endsWith(` · ${pile}`), `the pile's name ends ${line}`).toBe(true);
      const counters = id === 'napoleon' ? [lang === 'en' ? 'pass 1' : 'Durchgang 1'] : [];
      for (const counter of counters) expect(line, 'the pass').toContain(counter);
      // What is left out is the deal number, then the clock.
      if (line.includes('12:34')) expect(line).toContain(t(lang, 'status.deal', {deal: 4711}));
    }
  });

  it('shows everything where there is room, the deal number first on the left', () => {
    const definition = findGame('napoleon')!;
    const line = plain(gameFrame(playing(definition), {cols: 120, rows: 30, theme: 'auto', colours: 'none', lang: 'en'})[0]);
    expect(line).toMatch(/^Napoleons Patience · deal 4711\s+✗ lost since move 12 · moves 30 · 12:34 · step 250 ms · pass 1 · \S/);
  });
});
