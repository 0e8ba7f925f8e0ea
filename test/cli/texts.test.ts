import {describe, expect, it} from 'vitest';
import {type CommandContext, commandText} from '../../source/cli/commands.js';
import {cliText, type CliMessage} from '../../source/cli/messages.js';
import {games} from '../../source/games/index.js';
import type {GameStats} from '../../source/storage/store.js';

const LANGS = ['en', 'de'] as const;

/** A long record for every game: four-digit counts, an hour-long best time, twenty recent results. */
const stats: Record<string, GameStats> = Object.fromEntries(
  games.map((game) => [
    game.id,
    {
      played: 9999,
      won: 5000,
      lost: 4999,
      streak: 120,
      bestStreak: 999,
      bestTime: 3_599_000,
      fewestMoves: 1234,
      recent: Array.from({length: 20}, (_, i) => i % 2),
    },
  ]),
);

function context(lang: 'en' | 'de', utf8 = true): CommandContext {
  return {games, stats, lang, utf8, asciiTheme: false};
}

const columns = (text: string) => Math.max(...text.split('\n').map((line) => [...line].length));

describe('what the command line prints', () => {
  it.each(LANGS)('fits 80 columns in %s: --help, --list, --rules, --stats', (lang) => {
    const outputs = {
      help: commandText({kind: 'help'}, context(lang)),
      list: commandText({kind: 'list'}, context(lang)),
      rulesIds: commandText({kind: 'rules'}, context(lang)),
      stats: commandText({kind: 'stats'}, context(lang)),
      ...Object.fromEntries(games.map((game) => [`rules ${game.id}`, commandText({kind: 'rules', game}, context(lang))])),
    };
    for (const [what, text] of Object.entries(outputs)) {
      expect(text.length, what).toBeGreaterThan(20);
      expect(columns(text), what).toBeLessThanOrEqual(80);
    }
    expect(outputs.stats.split('\n').length).toBe(games.length + 2);
    expect(outputs.help.trimEnd().split('\n').length, 'help lines').toBeLessThanOrEqual(24);
  });

  // Lines for the games start at the left edge; a game's variants are listed on an indented line under it.
  const gameRows = (text: string) =>
    text
      .trimEnd()
      .split('\n')
      .filter((line) => !line.startsWith(' '));

  it('lists every game with its names and number of cards, in columns', () => {
    const lines = gameRows(commandText({kind: 'list'}, context('en')));
    expect(lines[0]).toMatch(/^id\s+German name\s+English name\s+cards$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/)[0])).toEqual(games.map((game) => game.id));
    expect(lines).toContain('harfe              Die Harfe              The Harp                   104');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('keeps the columns of --list when the names are spelled in ASCII', () => {
    const lines = gameRows(commandText({kind: 'list'}, context('de', false)));
    expect(lines).toContain('grosse-patience    Die grosse Patience    The Grand Patience          52');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('names every id for --rules without one', () => {
    const text = commandText({kind: 'rules'}, context('de'));
    expect(text).toMatch(/^Welches Spiel\?/);
    for (const game of games) expect(text).toMatch(new RegExp(`\\b${game.id}(,|\\n)`));
  });
});

describe('the command-line message table', () => {
  /** Every key, checked by the compiler: a new message must be added here too. */
  const every: Record<CliMessage, true> = {
    help: true,
    listColumns: true,
    rulesWhich: true,
    unknownOption: true,
    needsValue: true,
    noValue: true,
    repeated: true,
    together: true,
    takesNoGame: true,
    twoGames: true,
    unknownGame: true,
    didYouMean: true,
    unknownLang: true,
    unknownTheme: true,
    badDeal: true,
    noTerminal: true,
    dumbTerminal: true,
    listVariants: true,
    variantNeedsGame: true,
    noVariants: true,
    unknownVariant: true,
    variantsClash: true,
    variantDidYouMean: true,
    standardAlone: true,
  };

  it('has the same parameters in German as in English, and no text repeats the "patience:" prefix', () => {
    for (const key of Object.keys(every) as CliMessage[]) {
      const params = (lang: 'en' | 'de') => [...cliText(lang, key).matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(params('de'), key).toEqual(params('en'));
      expect(cliText('de', key), key).not.toBe(cliText('en', key));
      for (const lang of LANGS) expect(cliText(lang, key)).not.toMatch(/^patience:/);
    }
  });

  it('fills in parameters', () => {
    expect(cliText('en', 'unknownOption', {option: '--foo'})).toBe('unknown option --foo (see patience --help)');
    expect(cliText('de', 'didYouMean', {value: 'harfp', suggestion: 'harfe'})).toBe('unbekanntes Spiel „harfp“ — meintest du harfe?');
  });
});
