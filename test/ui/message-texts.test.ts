import {describe, expect, it} from 'vitest';
import {startSession} from '../../source/core/session.js';
import {findGame} from '../../source/games/index.js';
import {reduce} from '../../source/ui/controller.js';
import {speak} from '../../source/ui/frame.js';
import {type GameUi, startUi} from '../../source/ui/game-ui.js';

// Issue 20, items 3 and 4: the words of the status line, in English and German.

function said(ui: GameUi, lang: 'en' | 'de'): string {
  return speak(ui, ui.message, {lang, theme: 'boxed', colours: 'none'});
}

function play(game: string, deal: number, variant: readonly string[] = []): GameUi {
  const definition = findGame(game)!;
  return startUi(definition, startSession(definition, {deal}, {variant}));
}

describe('two messages in one line', () => {
  it('are set apart, never run together: the move sent, then the safe moves that followed it', () => {
    const ui: GameUi = {...play('grosse-patience', 2), prefs: {mark: false, winnable: false, safeUp: true}, focus: 'R2'};
    const sent = reduce(ui, {type: 'send'});
    expect(said(sent, 'en')).toBe('Moved to clubs family · 1 card went up');
    expect(said(sent, 'de')).toMatch(/Kreuz-Stamm.* · 1 Karte hochgelegt$/);
  });
});
