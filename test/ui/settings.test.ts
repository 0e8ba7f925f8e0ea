import {describe, expect, it} from 'vitest';
import {chooseLang, t} from '../../source/ui/text/messages.js';
import {resolveSettings} from '../../source/ui/program/settings.js';
import {clock, record, sparkline} from '../../source/ui/screens/stats.js';
import {autoTheme} from '../../source/view/theme.js';

const flags = {color: true, fourColour: false};

describe('settings from flags, saved settings and the environment', () => {
  it('takes the language from --lang, then the setting, then the locale, else English', () => {
    expect(chooseLang('de', 'en', {LANG: 'en_US.UTF-8'})).toBe('de');
    expect(chooseLang(undefined, 'de', {LANG: 'en_US.UTF-8'})).toBe('de');
    expect(chooseLang(undefined, undefined, {LANG: 'de_DE.UTF-8'})).toBe('de');
    expect(chooseLang(undefined, undefined, {LC_ALL: 'de_AT', LANG: 'en_GB'})).toBe('de');
    expect(chooseLang(undefined, undefined, {LANG: 'C'})).toBe('en');
    expect(chooseLang(undefined, undefined, {})).toBe('en');
  });

  it('chooses ASCII cards where Unicode is unlikely to work', () => {
    expect(autoTheme({LANG: 'C'})).toBe('ascii');
    expect(autoTheme({LANG: 'en_US.UTF-8', TERM: 'vt100'})).toBe('ascii');
    expect(autoTheme({LANG: 'en_US.UTF-8', TERM: 'linux'})).toBe('ascii');
    expect(autoTheme({LANG: 'de_DE.utf8', TERM: 'xterm-256color'})).toBe('auto');
    expect(resolveSettings({...flags, theme: 'glyph'}, {theme: 'ascii'}, {LANG: 'C'}).theme).toBe('glyph');
    expect(resolveSettings(flags, {theme: 'compact'}, {LANG: 'C'}).theme).toBe('compact');
  });

  it('keeps the ASCII fallback when "auto" is the saved choice (issue 11 #5)', () => {
    expect(resolveSettings(flags, {theme: 'auto'}, {LANG: 'C', TERM: 'vt100'}).theme).toBe('ascii');
    expect(resolveSettings({...flags, theme: 'auto'}, {}, {LANG: 'en_US.UTF-8', TERM: 'linux'}).theme).toBe('ascii');
    expect(resolveSettings(flags, {theme: 'auto'}, {LANG: 'en_US.UTF-8', TERM: 'xterm'}).theme).toBe('auto');
  });

  it('honours --no-color, FORCE_COLOR and NO_COLOR, in that order', () => {
    expect(resolveSettings(flags, {}, {}).colours).toBe('two');
    expect(resolveSettings(flags, {}, {NO_COLOR: '1'}).colours).toBe('none');
    expect(resolveSettings(flags, {}, {NO_COLOR: ''}).colours).toBe('two');
    expect(resolveSettings(flags, {}, {NO_COLOR: '1', FORCE_COLOR: '1'}).colours).toBe('two');
    expect(resolveSettings(flags, {}, {FORCE_COLOR: '0'}).colours).toBe('none');
    expect(resolveSettings({...flags, color: false}, {}, {FORCE_COLOR: '1'}).colours).toBe('none');
    expect(resolveSettings({...flags, fourColour: true}, {}, {}).colours).toBe('four');
    expect(resolveSettings(flags, {colours: 'four'}, {}).colours).toBe('four');
  });

  it('has every message in both languages', () => {
    expect(t('en', 'status.moves', {count: 3})).toBe('moves 3');
    expect(t('de', 'status.moves', {count: 3})).toBe('Züge 3');
  });
});

describe('statistics', () => {
  it('keeps played, won, lost, streaks, best time and fewest moves', () => {
    let stats = record(undefined, {won: true, moves: 120, elapsed: 300_000});
    stats = record(stats, {won: true, moves: 90, elapsed: 400_000});
    stats = record(stats, {won: false, moves: 10, elapsed: 5_000});
    stats = record(stats, {won: true, moves: 200, elapsed: 100_000});
    expect(stats).toMatchObject({played: 4, won: 3, lost: 1, streak: 1, bestStreak: 2, bestTime: 100_000, fewestMoves: 90});
    expect(stats.recent).toEqual([1, 1, 0, 1]);
    expect(sparkline(stats.recent)).toBe('██▁█');
    expect(sparkline(stats.recent, true)).toBe('WW.W');
    expect(clock(3_723_000)).toBe('1:02:03');
    expect(clock(65_000)).toBe('01:05');
  });

  it('keeps only the last 20 results for the chart', () => {
    let stats = record(undefined, {won: false, moves: 1, elapsed: 1});
    for (let game = 0; game < 30; game++) stats = record(stats, {won: game % 2 === 0, moves: 1, elapsed: 1});
    expect(stats.recent.length).toBe(20);
    expect(stats.played).toBe(31);
  });
});

describe('statistics table', () => {
  it('lines the numbers up under their headings and fits 80 columns', async () => {
    const {statsLines} = await import('../../source/ui/screens/stats.js');
    const {games} = await import('../../source/games/index.js');
    let stats = record(undefined, {won: true, moves: 55, elapsed: 6_000});
    for (let game = 0; game < 40; game++) stats = record(stats, {won: game % 3 === 0, moves: 60, elapsed: 9_000});
    const lines = statsLines(games, {unterstecken: stats}, 'en', false, 80);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
    const [header, row] = lines;
    expect(row.indexOf('41')).toBe(header.indexOf('played') + 'played'.length - 2);
    expect(row).toMatch(/Das Unterstecken\s+41\s+15\s+26\s+37%\s+1\s+2\s+00:06\s+55\s+[█▁]{5,}$/);
    expect(statsLines(games, {}, 'de')).toEqual(['Noch keine beendeten Spiele.']);
  });
});
