#!/usr/bin/env node
import meow from 'meow';
import {isDealNumber, MAX_DEAL, dealFromFraction} from './source/core/random.js';
import {findGame, games} from './source/games/index.js';
import {dataDirectory, readDataFile} from './source/storage/files.js';
import {documentStore} from './source/storage/store.js';
import {startUi} from './source/ui/game-ui.js';
import {rulesLines} from './source/ui/frame.js';
import {openGame} from './source/ui/open-game.js';
import {startPicker} from './source/ui/picker.js';
import {type Screen, screenLines} from './source/ui/screen.js';
import {ScreenWriter} from './source/ui/screen-writer.js';
import {isThemeChoice, resolveSettings, validLang} from './source/ui/settings.js';
import {statsLines} from './source/ui/stats.js';

declare const PACKAGE_VERSION: string;

const HELP = `
  Usage
    $ patience [game] [options]

  With no game, patience resumes your last unfinished game, or shows the games.

  Options
    --game, -g ID     play this game (id, English alias or name): staffelpatience, harp, …
    --deal, -d N      start deal number N (1 to ${MAX_DEAL}); the same N always gives the same deal
    --list            list the games and exit
    --rules ID        print a game's rules and exit
    --stats           print your statistics and exit
    --lang de|en      language (default: from LANG / LC_ALL, else English; remembered)
    --theme NAME      boxed, compact, glyph or ascii (default: the largest that fits; remembered)
    --four-colour     four-colour suits (clubs green, diamonds blue)
    --no-color        no colours (NO_COLOR and FORCE_COLOR are honoured too)
    --help            show this help
    --version         show the version

  Examples
    $ patience
    $ patience staffelpatience --deal 4711
    $ patience --game harp --lang de
    $ patience --theme ascii      (for terminals that draw suit symbols double-width)
`;

function fail(message: string, code = 2): never {
  process.stderr.write(`patience: ${message}\n`);
  process.exit(code);
}

const cli = meow(HELP, {
  importMeta: import.meta,
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

const knownGames = `Known games: ${games.map((game) => game.id).join(', ')}`;
if (!validLang(cli.flags.lang)) fail(`unknown language "${cli.flags.lang}"; use de or en`);
if (cli.flags.theme !== undefined && !isThemeChoice(cli.flags.theme)) fail(`unknown theme "${cli.flags.theme}"; use boxed, compact, glyph or ascii`);

const directory = dataDirectory();
const {data, warning} = readDataFile(directory, new Date().toISOString().replaceAll(/[:.]/g, '-'));
const settings = resolveSettings(cli.flags, data.settings ?? {}, process.env);

if (cli.flags.list) {
  const rows = games.map((game) => `${game.id.padEnd(20)} ${game.names.de.padEnd(24)} ${game.names.en.padEnd(26)} ${game.decks * 52}   playable`);
  process.stdout.write([`${'id'.padEnd(20)} ${'German name'.padEnd(24)} ${'English name'.padEnd(26)} cards status`, ...rows].join('\n') + '\n');
  process.exit(0);
}
if (cli.flags.rules !== undefined) {
  const game = findGame(cli.flags.rules);
  if (!game) fail(`unknown game "${cli.flags.rules}". ${knownGames}`);
  process.stdout.write(rulesLines(game, settings.lang, 76).join('\n') + '\n');
  process.exit(0);
}
if (cli.flags.stats) {
  process.stdout.write(statsLines(games, data.stats ?? {}, settings.lang, settings.theme === 'ascii').join('\n') + '\n');
  process.exit(0);
}

const wanted = cli.flags.game ?? cli.input[0];
if (cli.input.length > (cli.flags.game ? 0 : 1)) fail(`unexpected argument "${cli.input.at(-1)}"; see patience --help`);
const chosen = wanted === undefined ? undefined : findGame(wanted);
if (wanted !== undefined && !chosen) fail(`unknown game "${wanted}". ${knownGames}`);

let deal: number | undefined;
if (cli.flags.deal !== undefined) {
  const text = cli.flags.deal.trim();
  deal = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!isDealNumber(deal)) fail(`bad deal number "${cli.flags.deal}": use a whole number from 1 to ${MAX_DEAL}`);
}

if (!process.stdin.isTTY || !process.stdout.isTTY) {
  fail('patience needs an interactive terminal: stdin and stdout must be a terminal (try running it directly, not through a pipe)', 1);
}

const randomDeal = () => dealFromFraction(Math.random());
const snapshot = documentStore(
  () => data,
  () => {},
);

function firstScreen(): Screen {
  const last = data.lastGame === undefined ? undefined : findGame(data.lastGame);
  const definition = chosen ?? (deal !== undefined ? (last ?? games[0]) : last && data.saves?.[last.id] ? last : undefined);
  if (!definition) return {kind: 'picker', picker: startPicker(games, data.lastGame), notice: warning};
  const opened = openGame(definition, snapshot, randomDeal, deal);
  const ui = startUi(definition, opened.session);
  const message = warning ? {reason: warning} : opened.notice;
  return {kind: 'game', ui: {...ui, elapsed: opened.elapsed, message}};
}

const start = firstScreen();

let restored = false;
function restoreTerminal(): void {
  if (restored) return;
  restored = true;
  if (process.stdin.isTTY) process.stdin.setRawMode(false);
  process.stdout.write('\u001B[?25h\u001B[?1049l');
}

process.on('exit', restoreTerminal);
for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  process.on(signal, () => {
    restoreTerminal();
    process.exit(code);
  });
}
function crash(error: unknown): never {
  restoreTerminal();
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`patience: something went wrong: ${message}\nYour game is saved after every move.\n`);
  process.exit(1);
}
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

// Raw mode at once, so keys typed while Ink loads wait in the terminal instead of a line buffer.
process.stdin.setRawMode(true);
process.stdout.write('\u001B[?1049h\u001B[?25l');
// The first frame goes out before Ink, React and conf are even loaded; later frames send only the cells that change.
const writer = new ScreenWriter(
  (text) => process.stdout.write(text),
  () => process.stdout.columns || 80,
);
const display = {cols: process.stdout.columns || 80, rows: process.stdout.rows || 24, ...settings};
writer.draw(screenLines(start, {games, unfinished: new Set(Object.keys(data.saves ?? {})), stats: data.stats ?? {}, display}));

const {runApp} = await import('./source/ui/run.js');
await runApp({
  games,
  start,
  settings,
  randomDeal,
  directory,
  writer,
  lastGame: start.kind === 'game' ? start.ui.definition.id : undefined,
});
restoreTerminal();
process.exit(0);
