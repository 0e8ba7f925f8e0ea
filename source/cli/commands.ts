import {MAX_DEAL} from '../core/random.js';
import type {GameDefinition} from '../core/types.js';
import type {GameStats, VariantChoices} from '../storage/store.js';
import {rulesLines} from '../ui/screens/frame.js';
import {isUtf8Locale} from '../ui/text/locale.js';
import type {Lang} from '../ui/text/messages.js';
import {statsLines} from '../ui/screens/stats.js';
import {playable} from '../ui/screens/variants.js';
import {type Command, UsageError, VERSION} from './args.js';
import {toAscii, toAsciiKeepingColumns} from './ascii.js';
import {cliText} from './messages.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Prints text as the terminal can show it: as it is under a UTF-8 locale, else in ASCII. */
export function print(stream: NodeJS.WritableStream, text: string, env: Env): void {
  stream.write(isUtf8Locale(env) ? text : toAscii(text));
}

/** Prints a usage error as one line and exits with its code; anything else is a real error and is thrown on. */
/** What the player typed, as an error message may repeat it: a long argument is cut to its start. */
export function echoed(value: string | number, room = 40): string | number {
  if (typeof value !== 'string' || value.length <= room) return value;
  return `${value.slice(0, room)}… (${value.length} characters)`;
}

/** The error line: one line, whatever the player typed. */
export function usageLine(error: UsageError, lang: Lang): string {
  const params = Object.fromEntries(Object.entries(error.params).map(([name, value]) => [name, echoed(value)]));
  return `patience: ${cliText(lang, error.key, params)}`.replaceAll(/[\r\n]+/g, ' ');
}

export function exitWithUsageError(error: unknown, lang: Lang, env: Env): never {
  if (!(error instanceof UsageError)) throw error;
  print(process.stderr, `${usageLine(error, lang)}\n`, env);
  process.exit(error.code);
}

export function helpText(lang: Lang): string {
  return cliText(lang, 'help', {max: MAX_DEAL});
}

export function versionText(): string {
  return `${VERSION}\n`;
}

/**
 * `--list`: one line per game, and under a game with variants an indented line naming them
 * (the names --variant takes), within 80 columns; `ascii` spells the names in ASCII before the columns are padded.
 */
export function listText(games: readonly GameDefinition[], lang: Lang, ascii: boolean): string {
  const spell = ascii ? toAscii : (text: string) => text;
  const row = (id: string, german: string, english: string, cards: string) =>
    `${spell(id).padEnd(18)} ${spell(german).padEnd(22)} ${spell(english).padEnd(23)} ${spell(cards).padStart(6)}`;
  const [id, german, english, cards] = cliText(lang, 'listColumns').split('|');
  const label = `${cliText(lang, 'listVariants')}:`;
  const variants = (game: GameDefinition) => {
    const ids = (game.switches ?? []).map((each) => each.id);
    if (ids.length === 0) return [];
    const lines = wrapList(ids, 78, ' '.repeat(label.length + 3));
    return [`  ${label}${lines[0].slice(label.length + 2)}`, ...lines.slice(1)];
  };
  return (
    [
      row(id, german, english, cards),
      ...games.flatMap((game) => [row(game.id, game.names.de, game.names.en, String(game.decks * 52)), ...variants(game)]),
    ].join('\n') + '\n'
  );
}

/** Words joined with ", " into indented lines of at most `width` columns. */
function wrapList(words: readonly string[], width: number, indent = '  '): string[] {
  const lines: string[] = [];
  let line = '';
  for (const [index, word] of words.entries()) {
    const piece = index < words.length - 1 ? `${word},` : word;
    if (line && `${line} ${piece}`.length > width) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${piece}` : `${indent}${piece}`;
  }
  return line ? [...lines, line] : lines;
}

/** `--rules ID`: the game's rules for players, the variant asked for and the game's variants; `--rules` alone: which ids there are. */
export function rulesText(games: readonly GameDefinition[], game: GameDefinition | undefined, lang: Lang, variant?: readonly string[]): string {
  const lines = game
    ? rulesLines(game, lang, 76, {variant, list: true})
    : [
        cliText(lang, 'rulesWhich'),
        ...wrapList(
          games.map((each) => each.id),
          78,
        ),
      ];
  return lines.join('\n') + '\n';
}

/**
 * `--stats`: the statistics table. For an ASCII-only terminal the names are spelled in ASCII before
 * the columns are padded, and the headers keep their columns.
 */
export function statsText(
  games: readonly GameDefinition[],
  stats: Readonly<Record<string, GameStats>>,
  lang: Lang,
  asciiChart: boolean,
  utf8: boolean,
): string {
  if (utf8) return statsLines(games, stats, lang, asciiChart).join('\n') + '\n';
  const spelled = games.map((game) => ({...game, names: {de: toAscii(game.names.de), en: toAscii(game.names.en)}}));
  return statsLines(spelled, stats, lang, true).map(toAsciiKeepingColumns).join('\n') + '\n';
}

export type CommandContext = {
  readonly games: readonly GameDefinition[];
  readonly stats: Readonly<Record<string, GameStats>>;
  readonly lang: Lang;
  /** The locale is UTF-8; otherwise everything is printed in ASCII. */
  readonly utf8: boolean;
  /** The chosen card theme is ascii (then the statistics chart is ASCII too). */
  readonly asciiTheme: boolean;
  /** The variant chosen for each game (the picker or --variant remembered it). */
  readonly variants?: VariantChoices;
};

/** What a command that prints and exits prints. */
export function commandText(command: Exclude<Command, {kind: 'play'}>, context: CommandContext): string {
  switch (command.kind) {
    case 'help':
      return helpText(context.lang);
    case 'version':
      return versionText();
    case 'list':
      return listText(context.games, context.lang, !context.utf8);
    case 'rules':
      // Without --variant: the variant remembered for the game, the one it would be played with.
      return rulesText(
        context.games,
        command.game,
        context.lang,
        command.variant ?? (command.game && playable(command.game, context.variants?.[command.game.id])),
      );
    case 'stats':
      return statsText(context.games, context.stats, context.lang, context.asciiTheme, context.utf8);
  }
}
