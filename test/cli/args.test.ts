import {describe, expect, it} from 'vitest';
import {errorLanguage, normaliseArguments, readCommandLine, UsageError} from '../../source/cli/args.js';
import {games} from '../../source/games/index.js';

async function refusal(argv: string[]): Promise<{key: string; params: Readonly<Record<string, string | number>>; code: number}> {
  const error = await readCommandLine(argv, games).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UsageError)) throw new Error(`expected a usage error for ${argv.join(' ')}, got ${String(error)}`);
  return {key: error.key, params: error.params, code: error.code};
}

const command = async (...argv: string[]) => (await readCommandLine(argv, games)).command;

describe('the command line', () => {
  it('plays without arguments, without loading anything', async () => {
    expect(await command()).toEqual({kind: 'play'});
  });

  it('takes a game by id, alias or name, positionally or with --game / -g in any spelling', async () => {
    const harfe = games.find((game) => game.id === 'harfe');
    for (const argv of [
      ['harfe'],
      ['harp'],
      ['Die Harfe'],
      ['--game', 'harfe'],
      ['--game=harp'],
      ['-g', 'harfe'],
      ['-g=harfe'],
      ['-gharfe'],
      ['harfe', '--game', 'harp'],
    ]) {
      expect(await command(...argv), argv.join(' ')).toEqual({kind: 'play', game: harfe, deal: undefined});
    }
  });

  it('reads deal numbers, and refuses bad ones', async () => {
    expect(await command('stern', '--deal', '4711')).toMatchObject({kind: 'play', deal: 4711});
    expect(await command('stern', '-d=7')).toMatchObject({kind: 'play', deal: 7});
    expect(await command('-d4711')).toMatchObject({kind: 'play', game: undefined, deal: 4711});
    for (const bad of ['0', '-3', 'abc', '2147483648', '1.5'])
      expect(await refusal(['--deal', bad])).toMatchObject({key: 'badDeal', params: {value: bad}, code: 2});
  });

  it('has -h and -v, and they win over everything but an unknown option', async () => {
    expect(await command('-h')).toEqual({kind: 'help'});
    expect(await command('--help', '--list', '--stats')).toEqual({kind: 'help'});
    expect(await command('-v')).toEqual({kind: 'version'});
    expect(await command('--version', '--deal', 'x')).toEqual({kind: 'version'});
    expect(await command('-hv')).toEqual({kind: 'help'});
    expect(await refusal(['--help', '--foo'])).toMatchObject({key: 'unknownOption', params: {option: '--foo'}});
  });

  it('refuses unknown options by the name typed, with exit code 2', async () => {
    for (const [argv, option] of [
      [['--foo'], '--foo'],
      [['--foo=bar'], '--foo'],
      [['harfe', '-x'], '-x'],
      [['-hx'], '-hx'],
      [['--no-list'], '--no-list'],
      [['--color'], '--color'],
    ] as const) {
      expect(await refusal([...argv])).toEqual({key: 'unknownOption', params: {option}, code: 2});
    }
  });

  it('takes --lang=de like --lang de, and other options in both spellings', async () => {
    expect((await readCommandLine(['--lang=de', '--list'], games)).flags.lang).toBe('de');
    expect((await readCommandLine(['--lang', 'de', '--list'], games)).flags.lang).toBe('de');
    expect((await readCommandLine(['--theme=ascii', '--list'], games)).flags.theme).toBe('ascii');
    expect((await readCommandLine(['--four-color', 'stern'], games)).flags.fourColour).toBe(true);
    expect((await readCommandLine(['--no-colour', 'stern'], games)).flags.color).toBe(false);
    expect(await refusal(['--lang', 'fr'])).toMatchObject({key: 'unknownLang', params: {value: 'fr'}});
    expect(await refusal(['--theme=huge'])).toMatchObject({key: 'unknownTheme', params: {value: 'huge'}});
  });

  it('lists the ids for --rules without one, and takes the game from anywhere', async () => {
    expect(await command('--rules')).toEqual({kind: 'rules', game: undefined});
    expect(await command('--rules', '--lang', 'de')).toEqual({kind: 'rules', game: undefined});
    const harfe = games.find((game) => game.id === 'harfe');
    expect(await command('--rules', 'harp')).toEqual({kind: 'rules', game: harfe});
    expect(await command('harfe', '--rules')).toEqual({kind: 'rules', game: harfe});
  });

  it('refuses options without their value, options given twice and values for options that take none', async () => {
    expect(await refusal(['--game'])).toMatchObject({key: 'needsValue', params: {option: '--game'}});
    expect(await refusal(['--deal', '--list'])).toMatchObject({key: 'needsValue', params: {option: '--deal'}});
    expect(await refusal(['--lang='])).toMatchObject({key: 'needsValue', params: {option: '--lang'}});
    expect(await refusal(['--deal', '1', '-d', '2'])).toMatchObject({key: 'repeated', params: {option: '--deal'}});
    expect(await refusal(['--game=harfe', '--game=stern'])).toMatchObject({key: 'repeated', params: {option: '--game'}});
    expect(await refusal(['--list=yes'])).toMatchObject({key: 'noValue', params: {option: '--list'}});
  });

  it('refuses contradictions instead of choosing one side', async () => {
    expect(await refusal(['--list', '--stats'])).toMatchObject({key: 'together', params: {first: '--list', second: '--stats'}});
    expect(await refusal(['--rules', 'harfe', '--list'])).toMatchObject({key: 'together', params: {first: '--list', second: '--rules'}});
    expect(await refusal(['--deal', '5', '--list'])).toMatchObject({key: 'together', params: {first: '--deal', second: '--list'}});
    expect(await refusal(['--rules', 'harfe', '--deal', '5'])).toMatchObject({key: 'together', params: {first: '--deal', second: '--rules'}});
    expect(await refusal(['--four-colour', '--no-color', 'stern'])).toMatchObject({key: 'together'});
    expect(await refusal(['harfe', 'stern'])).toEqual({key: 'twoGames', params: {first: 'harfe', second: 'stern'}, code: 2});
    expect(await refusal(['--game', 'harfe', 'stern'])).toMatchObject({key: 'twoGames'});
    expect(await refusal(['--rules', 'harfe', 'elf'])).toMatchObject({key: 'twoGames'});
    expect(await refusal(['--list', 'harfe'])).toMatchObject({key: 'takesNoGame', params: {option: '--list', game: 'harfe'}});
    expect(await refusal(['--stats', '--game', 'elf'])).toMatchObject({key: 'takesNoGame', params: {option: '--stats'}});
  });

  it('suggests the game meant, also for English aliases, or says where the games are listed', async () => {
    expect(await refusal(['harfp'])).toMatchObject({key: 'didYouMean', params: {value: 'harfp', suggestion: 'harfe'}});
    expect(await refusal(['--game', 'harq'])).toMatchObject({key: 'didYouMean', params: {suggestion: 'harp'}});
    expect(await refusal(['--rules', 'staircse'])).toMatchObject({key: 'didYouMean', params: {suggestion: 'staircase'}});
    expect(await refusal(['skat'])).toMatchObject({key: 'unknownGame', params: {value: 'skat'}});
  });

  it('treats everything after -- as a game name', async () => {
    expect(await refusal(['--', '--list'])).toMatchObject({key: 'unknownGame', params: {value: '--list'}});
  });

  it('spells every option one way for meow', () => {
    expect(normaliseArguments(['-g', 'harfe', '-d4711', '--four-color', '--no-colour', '-hv', '--', '-x'])).toEqual([
      '--game',
      'harfe',
      '--deal=4711',
      '--four-colour',
      '--no-color',
      '--help',
      '--version',
      '--',
      '-x',
    ]);
  });

  it('chooses the language of early messages from --lang in either spelling, else the environment', () => {
    expect(errorLanguage(['--lang', 'de', '--foo'], {LANG: 'en_US.UTF-8'})).toBe('de');
    expect(errorLanguage(['--lang=de', '--foo'], {LANG: 'en_US.UTF-8'})).toBe('de');
    expect(errorLanguage(['--lang=xx'], {LANG: 'de_DE.UTF-8'})).toBe('de');
    expect(errorLanguage(['--', '--lang=de'], {LANG: 'en_US.UTF-8'})).toBe('en');
    expect(errorLanguage([], {LANG: 'en_US.UTF-8', LANGUAGE: 'de'})).toBe('de');
  });
});
