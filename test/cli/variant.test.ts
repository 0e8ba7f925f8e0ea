import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {readCommandLine, UsageError} from '../../source/cli/args.js';
import {commandText} from '../../source/cli/commands.js';
import {games} from '../../source/games/index.js';

const game = (id: string) => games.find((each) => each.id === id)!;

async function refusal(argv: string[]): Promise<{key: string; params: Readonly<Record<string, string | number>>}> {
  const error = await readCommandLine(argv, games).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UsageError)) throw new Error(`expected a usage error for ${argv.join(' ')}, got ${String(error)}`);
  return {key: error.key, params: error.params};
}

const command = async (...argv: string[]) => (await readCommandLine(argv, games)).command;

describe('--variant on the command line', () => {
  it('takes a switch by id or name, repeated or joined by commas, in the game’s order', async () => {
    expect(await command('stern', '--variant', 'advised-corners')).toMatchObject({kind: 'play', game: game('stern'), variant: ['advised-corners']});
    for (const argv of [
      ['stern', '--variant', 'corner-once', '--variant', 'advised-corners'],
      ['stern', '--variant=advised-corners,corner-once'],
      ['--game', 'stern', '--variant', 'Advised Corners', '--variant', 'jede Ecke nur einmal'],
      ['stern', '--variant', 'empfohlene Ecken,corner-once'],
    ]) {
      expect(await command(...argv), argv.join(' ')).toMatchObject({kind: 'play', variant: ['advised-corners', 'corner-once']});
    }
    expect(await command('harfe', '--variant', 'standard')).toMatchObject({kind: 'play', variant: []});
    expect(await command('harfe')).toMatchObject({kind: 'play', variant: undefined});
    expect(await command('stern', '--rules', '--variant', 'corner-once')).toMatchObject({kind: 'rules', variant: ['corner-once']});
  });

  it('takes the old names of variants that became the default (rules version 3) as the standard rules', async () => {
    expect(await command('stern', '--variant', 'free-cells')).toMatchObject({kind: 'play', variant: []});
    expect(await command('stern', '--variant', 'free corners,corner-once')).toMatchObject({kind: 'play', variant: ['corner-once']});
    expect(await command('stern', '--variant', 'freie Ecken')).toMatchObject({kind: 'play', variant: []});
    expect(await command('reihe', '--variant', 'play-first')).toMatchObject({kind: 'play', variant: []});
    expect(await command('reihe', '--variant', 'play before dealing')).toMatchObject({kind: 'play', variant: []});
    expect(await command('doppelhaufen', '--variant', 'fixed-order')).toMatchObject({kind: 'play', game: game('doppelhausen'), variant: ['fixed-order']});
    expect(await refusal(['stern', '--variant', 'free-cells,advised-corners'])).toMatchObject({
      key: 'variantsClash',
      params: {first: 'free-cells', second: 'advised-corners'},
    });
    expect(await refusal(['reihe', '--variant', 'hold-back', '--variant', 'play-first'])).toMatchObject({key: 'variantsClash'});
  });

  it('every switch of every game can be asked for by its id', async () => {
    for (const definition of games) {
      for (const spec of definition.switches ?? []) {
        expect(await command(definition.id, '--variant', spec.id), spec.id).toMatchObject({kind: 'play', game: definition, variant: [spec.id]});
      }
    }
  });

  it('refuses an unknown name, suggesting the closest, and names the game’s variants', async () => {
    expect(await refusal(['stern', '--variant', 'advised-corner'])).toEqual({
      key: 'variantDidYouMean',
      params: {game: 'Der Stern', value: 'advised-corner', suggestion: 'advised-corners', variants: 'advised-corners, corner-once'},
    });
    expect(await refusal(['stern', '--variant', 'free-cell'])).toMatchObject({key: 'variantDidYouMean', params: {suggestion: 'free-cells'}});
    expect(await refusal(['harfe', '--variant', 'redel'])).toMatchObject({key: 'variantDidYouMean', params: {suggestion: 'redeal'}});
    expect(await refusal(['harfe', '--variant', 'single'])).toMatchObject({key: 'variantDidYouMean', params: {suggestion: 'single-cards'}});
    expect(await refusal(['stern', '--variant', 'xyz'])).toMatchObject({
      key: 'unknownVariant',
      params: {value: 'xyz', variants: 'advised-corners, corner-once'},
    });
  });

  it('refuses variants without a game, for a game without variants, ones that clash, and standard with a switch', async () => {
    expect((await refusal(['--variant', 'redeal'])).key).toBe('variantNeedsGame');
    expect(await refusal(['unterstecken', '--variant', 'redeal'])).toMatchObject({key: 'noVariants', params: {game: 'Das Unterstecken'}});
    expect(await refusal(['doppelhausen', '--variant', 'keep-sides', '--variant', 'turn-sides'])).toMatchObject({
      key: 'variantsClash',
      params: {first: 'keep-sides', second: 'turn-sides'},
    });
    expect(await refusal(['harfe', '--variant', 'standard', '--variant', 'redeal'])).toMatchObject({key: 'standardAlone', params: {variant: 'redeal'}});
    expect(await refusal(['harfe', '--variant', ''])).toMatchObject({key: 'needsValue'});
    expect(await refusal(['--list', '--variant', 'redeal'])).toMatchObject({key: 'together'});
  });
});

const context = (lang: 'en' | 'de') => ({games, stats: {}, lang, utf8: true, asciiTheme: false});

describe('--list and --rules name the variants', () => {
  it('--list shows each game’s variants under it, within 80 columns', () => {
    for (const lang of ['en', 'de'] as const) {
      const lines = commandText({kind: 'list'}, context(lang)).trimEnd().split('\n');
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
      for (const definition of games) {
        const at = lines.findIndex((line) => line.startsWith(`${definition.id} `));
        expect(at, definition.id).toBeGreaterThan(0);
        const ids = (definition.switches ?? []).map((spec) => spec.id);
        const under: string[] = [];
        for (let index = at + 1; index < lines.length && lines[index].startsWith(' '); index++) under.push(lines[index]);
        if (ids.length === 0) expect(under, definition.id).toEqual([]);
        else expect(under.join(' '), definition.id).toMatch(new RegExp(`^\\s+(variants|Varianten): ${ids.join(',\\s+')}$`));
      }
    }
  });

  it('--rules describes the variant in play and lists the game’s variants', () => {
    const stern = game('stern');
    const chosen = commandText({kind: 'rules', game: stern, variant: ['corner-once']}, context('en'));
    const inPlay = chosen.slice(chosen.indexOf('VARIANT IN PLAY'), chosen.indexOf('\nVARIANTS'));
    expect(inPlay).toContain('Variant: each corner once — Each corner takes a card only once per game');
    expect(inPlay).not.toContain('advised corners');
    expect(chosen).toMatch(/VARIANTS\n.*--variant ID:\n- advised-corners: advised corners — A card/);
    const standard = commandText({kind: 'rules', game: stern, variant: []}, context('en'));
    expect(standard).toContain('VARIANT IN PLAY\nThe standard rules: none of this game’s variants is on.');
    const german = commandText({kind: 'rules', game: stern, variant: ['advised-corners']}, context('de'));
    expect(german).toContain('GESPIELTE VARIANTE\nVariante: empfohlene Ecken — Eine Karte darf');
    // Without --variant: the variant remembered for the game.
    const remembered = commandText({kind: 'rules', game: stern}, {...context('en'), variants: {stern: ['advised-corners']}});
    expect(remembered).toContain('Variant: advised corners — A card');
    // A remembered former variant that is now the default is the standard rules.
    const former = commandText({kind: 'rules', game: stern}, {...context('en'), variants: {stern: ['free-cells']}});
    expect(former).toContain('VARIANT IN PLAY\nThe standard rules: none of this game’s variants is on.');
    // A game without variants says nothing about them.
    expect(commandText({kind: 'rules', game: game('unterstecken'), variant: []}, context('en'))).not.toMatch(/VARIANT/);
  });
});

describe('the README and its pages on variants and the command line (docs/)', () => {
  const readme = ['../../README.md', '../../docs/variants.md', '../../docs/command-line.md']
    .map((path) => readFileSync(new URL(path, import.meta.url), 'utf8'))
    .join('\n');

  it('lists every game’s variants in the games table, and each variant with its name and one line', () => {
    for (const definition of games) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${definition.id}\` |`));
      expect(row, definition.id).toBeDefined();
      for (const spec of definition.switches ?? []) {
        expect(row, `${definition.id} ${spec.id}`).toContain(`\`${spec.id}\``);
        const line = readme.split('\n').find((each) => each.startsWith(`| ${definition.names.de} | \`${spec.id}\` | ${spec.name.en} |`));
        expect(line, `${definition.id} ${spec.id}`).toBeDefined();
        expect(line).toContain(spec.description.en.replace(/\.$/, ''));
      }
    }
    expect(readme).toMatch(/--variant NAME/);
  });

  it('names the former variant ids that became the standard rules with rules version 3, and each revised default', () => {
    for (const definition of games) for (const former of definition.formerSwitches ?? []) expect(readme, former.id).toContain(`\`${former.id}\``);
    // Each default revised at rules version 3 has its variant row: the former rule, by name.
    for (const [name, id] of [
      ['Der Stern', 'advised-corners'],
      ['Napoleon (Verdoppeln)', 'pass-over'],
      ['Die Reihe', 'hold-back'],
      ['Die Doppelhaufen', 'fixed-order'],
    ]) {
      expect(
        readme.split('\n').some((line) => line.startsWith(`| ${name} | \`${id}\` |`) && line.includes('rules version')),
        id,
      ).toBe(true);
    }
  });
});
