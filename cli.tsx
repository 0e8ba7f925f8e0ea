#!/usr/bin/env node
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
import {chooseLang, type Lang, type MessageKey, type Params, t} from './source/ui/messages.js';
import {isThemeChoice, resolveSettings, validLang} from './source/ui/settings.js';
import {statsLines} from './source/ui/stats.js';

declare const PACKAGE_VERSION: string;


// Errors can come before the saved settings are read: the language here is --lang's or the locale's.
const errorLang: Lang = chooseLang(process.argv.includes('--lang') ? process.argv[process.argv.indexOf('--lang') + 1] : undefined, undefined, process.env);

function fail(key: MessageKey, params: Params = {}, code = 2): never {
  process.stderr.write(`patience: ${t(errorLang, key, params)}\n`);
  process.exit(code);
}

const helpText = t(errorLang, 'cli.help', {max: MAX_DEAL});
// meow shows its help only for a bare --help; "--help --lang de" should show it too.
if (process.argv.slice(2).includes('--help')) {
  process.stdout.write(`${helpText}\n`);
  process.exit(0);
}

async function parseArguments() {
  const {default: meow} = await import('meow');
  return meow(helpText, {
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
}

type Arguments = Pick<Awaited<ReturnType<typeof parseArguments>>, 'flags' | 'input'>;

process.title = 'patience';
// With no arguments there is nothing to parse, so the usual start, "take me back to my game",
// does not load meow at all before the first frame.
const NO_ARGUMENTS: Arguments = {
  flags: {game: undefined, deal: undefined, list: false, rules: undefined, stats: false, lang: undefined, theme: undefined, fourColour: false, color: true},
  input: [],
};
const cli: Arguments = process.argv.length <= 2 ? NO_ARGUMENTS : await parseArguments();

const knownGames = games.map((game) => game.id).join(', ');
if (!validLang(cli.flags.lang)) fail('cli.unknownLang', {value: cli.flags.lang ?? ''});
if (cli.flags.theme !== undefined && !isThemeChoice(cli.flags.theme)) fail('cli.unknownTheme', {value: cli.flags.theme});

const directory = dataDirectory();
const {data, warning} = readDataFile(directory, new Date().toISOString().replaceAll(/[:.]/g, '-'));
const settings = resolveSettings(cli.flags, data.settings ?? {}, process.env);

if (cli.flags.list) {
  const playable = t(settings.lang, 'cli.playable');
  const rows = games.map((game) => `${game.id.padEnd(20)} ${game.names.de.padEnd(24)} ${game.names.en.padEnd(26)} ${String(game.decks * 52).padEnd(5)} ${playable}`);
  process.stdout.write([t(settings.lang, 'cli.listHeader'), ...rows].join('\n') + '\n');
  process.exit(0);
}
if (cli.flags.rules !== undefined) {
  const game = findGame(cli.flags.rules);
  if (!game) fail('cli.unknownGame', {value: cli.flags.rules, games: knownGames});
  process.stdout.write(rulesLines(game, settings.lang, 76).join('\n') + '\n');
  process.exit(0);
}
if (cli.flags.stats) {
  process.stdout.write(statsLines(games, data.stats ?? {}, settings.lang, settings.theme === 'ascii').join('\n') + '\n');
  process.exit(0);
}

const wanted = cli.flags.game ?? cli.input[0];
if (cli.input.length > (cli.flags.game ? 0 : 1)) fail('cli.unexpected', {value: String(cli.input.at(-1))});
const chosen = wanted === undefined ? undefined : findGame(wanted);
if (wanted !== undefined && !chosen) fail('cli.unknownGame', {value: wanted, games: knownGames});

let deal: number | undefined;
if (cli.flags.deal !== undefined) {
  const text = cli.flags.deal.trim();
  deal = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!isDealNumber(deal)) fail('cli.badDeal', {value: cli.flags.deal, max: MAX_DEAL});
}

if (!process.stdin.isTTY || !process.stdout.isTTY) {
  fail('cli.noTerminal', {}, 1);
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
