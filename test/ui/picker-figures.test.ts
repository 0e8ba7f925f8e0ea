import {describe, expect, it} from 'vitest';
import {games} from '../../source/games/index.js';
import {pickerFrame} from '../../source/ui/screens/picker.js';
import {startPicker} from '../../source/ui/screens/picker-state.js';
import {plain} from '../../source/view/style.js';

/** The chosen game's detail lines at 80×24, joined. */
function details(id: string, lang: 'en' | 'de'): string {
  const lines = pickerFrame(startPicker(games, id), {games, unfinished: new Set(), stats: {}, lang, cols: 80, rows: 24}).map(plain);
  return lines.slice(-6, -2).join(' ').replaceAll(/\s+/g, ' ');
}

describe('the picker’s win figure', () => {
  it('gives the measured share of the changed defaults of rules version 3', () => {
    expect(details('napoleon-doublets', 'en')).toContain('About 36% of deals can be won.');
    expect(details('doppelhausen', 'en')).toContain('About 42% of deals can be won.');
    expect(details('reihe', 'en')).toContain('About 20% of deals can be won.');
    expect(details('reihe', 'de')).toContain('Etwa 20 % der Spiele sind zu gewinnen.');
  });

  it('says every deal tried can be won, not "about 100%", for Der Stern’s free corners', () => {
    expect(details('stern', 'en')).toContain('Every deal tried can be won.');
    expect(details('stern', 'de')).toContain('Jedes untersuchte Spiel ist zu gewinnen.');
    expect(details('stern', 'en')).not.toContain('100%');
  });

  it('says that Die Reihe plays itself, and with which keys', () => {
    expect(details('reihe', 'en')).toContain('Plays itself (s step, a autoplay).');
    expect(details('reihe', 'de')).toContain('Spielt sich selbst (s, a).');
  });
});
