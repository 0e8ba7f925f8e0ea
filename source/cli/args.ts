import {isDealNumber, MAX_DEAL} from '../core/random.js';
import type {GameDefinition} from '../core/types.js';
import {findGame} from '../games/index.js';
import {chooseLang, isLang, type Lang} from '../ui/text/messages.js';
import {isThemeChoice} from '../ui/program/settings.js';
import type {ThemeChoice} from '../view/theme.js';
import {suggestGame} from './suggest.js';
import {UsageError} from './usage-error.js';
import {chosenVariant} from './variant-option.js';

declare const PACKAGE_VERSION: string;
/** The package version, put in by the build. */
export const VERSION = typeof PACKAGE_VERSION === 'string' ? PACKAGE_VERSION : '0.0.0-dev';

export {UsageError} from './usage-error.js';

/** The settings the command line gives; the rest comes from the saved settings and the environment. */
export type Flags = {
  readonly lang?: Lang;
  readonly theme?: ThemeChoice;
  readonly fourColour: boolean;
  readonly color: boolean;
  readonly winnable?: boolean;
  /** --no-mouse: no mouse reports in this run. */
  readonly mouse?: false;
};

export type Command =
  | {readonly kind: 'help'}
  | {readonly kind: 'version'}
  | {readonly kind: 'list'}
  | {readonly kind: 'stats'}
  | {readonly kind: 'rules'; readonly game?: GameDefinition; readonly variant?: readonly string[]}
  /** `variant`: the switch ids asked for with --variant (an empty list: the standard rules); none given, the remembered choice. */
  | {readonly kind: 'play'; readonly game?: GameDefinition; readonly deal?: number; readonly variant?: readonly string[]};

export type CommandLine = {readonly command: Command; readonly flags: Flags};

type Option = {
  readonly name: string;
  readonly short?: string;
  readonly aliases?: readonly string[];
  readonly value?: 'required' | 'optional';
  /** May be given more than once (each value counts). */
  readonly repeatable?: boolean;
};

/** Every option, by its long name; the short forms and other spellings mean the same. */
const OPTIONS: readonly Option[] = [
  {name: '--game', short: '-g', value: 'required'},
  {name: '--deal', short: '-d', value: 'required'},
  {name: '--variant', value: 'required', repeatable: true},
  {name: '--list'},
  {name: '--rules', value: 'optional'},
  {name: '--stats'},
  {name: '--lang', value: 'required'},
  {name: '--theme', value: 'required'},
  {name: '--four-colour', aliases: ['--four-color']},
  {name: '--no-color', aliases: ['--no-colour']},
  {name: '--winnable'},
  {name: '--no-mouse'},
  {name: '--help', short: '-h'},
  {name: '--version', short: '-v'},
];

/** meow treats these as values, not options; so does the scan. */
const NEGATIVE_NUMBER = /^-\d*\.?\d+$/;

function isOptionToken(token: string): boolean {
  return token.startsWith('-') && token !== '-' && !NEGATIVE_NUMBER.test(token);
}

function lookup(spelled: string): Option | undefined {
  return OPTIONS.find((option) => option.name === spelled || option.short === spelled || option.aliases?.includes(spelled));
}

/** `-hv` is `-h -v`; `-g harfe`, `-gharfe` and `-g=harfe` are `--game=harfe`. */
function expandShort(token: string): string[] {
  if (token.startsWith('--') || token.length <= 2) return [token];
  const first = lookup(token.slice(0, 2));
  if (first?.value) return [`${token.slice(0, 2)}=${token.slice(token[2] === '=' ? 3 : 2)}`];
  const letters = [...token.slice(1)].map((letter) => `-${letter}`);
  return letters.every((letter) => lookup(letter) && !lookup(letter)!.value) ? letters : [token];
}

/**
 * Checks every option against the known ones and spells each the one way meow is told about:
 * an unknown option, a value given to an option that takes none, or a value option given twice is
 * refused here, in our words, rather than guessed at.
 */
export function normaliseArguments(argv: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < argv.length; index++) {
    const token = argv[index];
    if (token === '--') {
      out.push(...argv.slice(index));
      break;
    }
    if (!isOptionToken(token)) {
      out.push(token);
      continue;
    }
    for (const part of expandShort(token)) {
      const equals = part.indexOf('=');
      const spelled = equals === -1 ? part : part.slice(0, equals);
      const option = lookup(spelled);
      if (!option) throw new UsageError('unknownOption', {option: spelled});
      if (equals !== -1 && !option.value) throw new UsageError('noValue', {option: spelled});
      if (option.value && !option.repeatable && seen.has(option.name)) throw new UsageError('repeated', {option: option.name});
      seen.add(option.name);
      out.push(equals === -1 ? option.name : `${option.name}${part.slice(equals)}`);
    }
  }
  return out;
}

/** The language for messages printed before the saved settings are read: --lang's (in any spelling), else the environment's. */
export function errorLanguage(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Lang {
  let flag: string | undefined;
  for (const [index, token] of argv.entries()) {
    if (token === '--') break;
    if (token === '--lang') flag = argv[index + 1];
    else if (token.startsWith('--lang=')) flag = token.slice('--lang='.length);
  }
  return chooseLang(flag, undefined, env);
}

type Parsed = {
  readonly flags: {
    readonly game?: string;
    readonly deal?: string;
    readonly variant?: readonly string[];
    readonly list: boolean;
    readonly rules?: string;
    readonly stats: boolean;
    readonly lang?: string;
    readonly theme?: string;
    readonly fourColour: boolean;
    readonly color: boolean;
    readonly winnable: boolean;
    readonly mouse: boolean;
    readonly help: boolean;
    readonly version: boolean;
  };
  readonly input: readonly string[];
};

async function parse(argv: readonly string[]): Promise<Parsed> {
  const {default: meow} = await import('meow');
  return meow({
    importMeta: import.meta,
    argv: [...argv],
    pkg: {name: 'patience', version: VERSION},
    autoHelp: false,
    autoVersion: false,
    // Unknown options were refused by normaliseArguments, with our message.
    allowUnknownFlags: true,
    flags: {
      game: {type: 'string'},
      deal: {type: 'string'},
      variant: {type: 'string', isMultiple: true},
      list: {type: 'boolean', default: false},
      rules: {type: 'string'},
      stats: {type: 'boolean', default: false},
      lang: {type: 'string'},
      theme: {type: 'string'},
      fourColour: {type: 'boolean', default: false},
      color: {type: 'boolean', default: true},
      winnable: {type: 'boolean', default: false},
      mouse: {type: 'boolean', default: true},
      help: {type: 'boolean', default: false},
      version: {type: 'boolean', default: false},
    },
  });
}

/** The game a name stands for, or the message that says it is none (with a guess when one is close). */
function gameNamed(name: string, games: readonly GameDefinition[]): GameDefinition {
  const game = findGame(name);
  if (game) return game;
  const suggestion = suggestGame(name, games);
  throw suggestion ? new UsageError('didYouMean', {value: name, suggestion}) : new UsageError('unknownGame', {value: name});
}

function dealNumber(value: string): number {
  const text = value.trim();
  const deal = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!isDealNumber(deal)) throw new UsageError('badDeal', {value, max: MAX_DEAL});
  return deal;
}

/** With no arguments there is nothing to parse, so the usual start does not load meow before the first frame. */
const NO_ARGUMENTS: CommandLine = {command: {kind: 'play'}, flags: {fourColour: false, color: true}};

/**
 * What the command line asks for, or a UsageError. --help and --version win over everything but
 * an unknown option; other combinations that contradict each other are refused, not resolved.
 */
export async function readCommandLine(argv: readonly string[], games: readonly GameDefinition[]): Promise<CommandLine> {
  if (argv.length === 0) return NO_ARGUMENTS;
  const {flags, input} = await parse(normaliseArguments(argv));

  if (flags.help) return {command: {kind: 'help'}, flags: NO_ARGUMENTS.flags};
  if (flags.version) return {command: {kind: 'version'}, flags: NO_ARGUMENTS.flags};

  for (const name of ['game', 'deal', 'lang', 'theme'] as const) if (flags[name] === '') throw new UsageError('needsValue', {option: `--${name}`});
  const variants = flags.variant ?? [];
  if (variants.some((value) => value.trim() === '')) throw new UsageError('needsValue', {option: '--variant'});
  if (flags.lang !== undefined && !isLang(flags.lang)) throw new UsageError('unknownLang', {value: flags.lang});
  if (flags.theme !== undefined && !isThemeChoice(flags.theme)) throw new UsageError('unknownTheme', {value: flags.theme});
  if (flags.fourColour && !flags.color) throw new UsageError('together', {first: '--four-colour', second: '--no-color'});

  const commands = [flags.list && '--list', flags.rules !== undefined && '--rules', flags.stats && '--stats'].filter((each) => each !== false);
  if (commands.length > 1) throw new UsageError('together', {first: commands[0], second: commands[1]});
  const command = commands[0];

  const named = [...(flags.game === undefined ? [] : [flags.game]), ...(flags.rules ? [flags.rules] : []), ...input];
  const chosen = named.map((name) => gameNamed(name, games));
  const other = chosen.findIndex((game) => game !== chosen[0]);
  if (other !== -1) throw new UsageError('twoGames', {first: named[0], second: named[other]});
  if (command !== undefined && flags.deal !== undefined) throw new UsageError('together', {first: '--deal', second: command});
  if ((command === '--list' || command === '--stats') && named.length > 0) throw new UsageError('takesNoGame', {option: command, game: named[0]});
  if ((command === '--list' || command === '--stats') && variants.length > 0) throw new UsageError('together', {first: '--variant', second: command});
  const variant = variants.length === 0 ? undefined : chosenVariant(chosen[0], variants);

  const settings: Flags = {
    lang: flags.lang as Lang | undefined,
    theme: flags.theme as ThemeChoice | undefined,
    fourColour: flags.fourColour,
    color: flags.color,
    ...(flags.winnable ? {winnable: true} : {}),
    ...(flags.mouse ? {} : {mouse: false as const}),
  };
  if (command === '--list') return {command: {kind: 'list'}, flags: settings};
  if (command === '--stats') return {command: {kind: 'stats'}, flags: settings};
  if (command === '--rules') return {command: {kind: 'rules', game: chosen[0], variant}, flags: settings};
  return {command: {kind: 'play', game: chosen[0], deal: flags.deal === undefined ? undefined : dealNumber(flags.deal), variant}, flags: settings};
}
