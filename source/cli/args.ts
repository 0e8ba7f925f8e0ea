import {chooseLang, type Lang, t} from '../ui/messages.js';
import {MAX_DEAL} from '../core/random.js';

declare const PACKAGE_VERSION: string;

/** What the command line asked for. */
export type Arguments = {
  readonly flags: {
    readonly game?: string;
    readonly deal?: string;
    readonly list: boolean;
    readonly rules?: string;
    readonly stats: boolean;
    readonly lang?: string;
    readonly theme?: string;
    readonly fourColour: boolean;
    readonly color: boolean;
  };
  readonly input: readonly string[];
};

/** With no arguments there is nothing to parse, so the usual start does not load meow before the first frame. */
const NO_ARGUMENTS: Arguments = {flags: {list: false, stats: false, fourColour: false, color: true}, input: []};

/** The language for messages printed before the saved settings are read: --lang's or the locale's. */
export function errorLanguage(argv: readonly string[], env: NodeJS.ProcessEnv): Lang {
  return chooseLang(argv.includes('--lang') ? argv[argv.indexOf('--lang') + 1] : undefined, undefined, env);
}

export function helpText(lang: Lang): string {
  return t(lang, 'cli.help', {max: MAX_DEAL});
}

export async function parseArguments(argv: readonly string[], lang: Lang): Promise<Arguments> {
  if (argv.length === 0) return NO_ARGUMENTS;
  const {default: meow} = await import('meow');
  return meow(helpText(lang), {
    importMeta: import.meta,
    argv: [...argv],
    pkg: {name: 'patience', version: typeof PACKAGE_VERSION === 'string' ? PACKAGE_VERSION : '0.0.0-dev'},
    allowUnknownFlags: false,
    flags: {
      game: {type: 'string', shortFlag: 'g'},
      deal: {type: 'string', shortFlag: 'd'},
      list: {type: 'boolean', default: false},
      rules: {type: 'string'},
      stats: {type: 'boolean', default: false},
      lang: {type: 'string'},
      theme: {type: 'string'},
      fourColour: {type: 'boolean', default: false, aliases: ['four-color']},
      color: {type: 'boolean', default: true},
    },
  });
}
