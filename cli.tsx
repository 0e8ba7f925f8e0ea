#!/usr/bin/env node
import meow from 'meow';
import {isDealNumber, MAX_DEAL, dealFromFraction} from './source/core/random.js';
import {findGame, games} from './source/games/index.js';
import {dataDirectory, readDataFile} from './source/storage/files.js';
import {documentStore} from './source/storage/store.js';
import {startUi} from './source/ui/controller.js';
import {openGame} from './source/ui/open-game.js';
import {startPicker} from './source/ui/picker.js';
import {type Screen, screenLines} from './source/ui/screen.js';
import {ScreenWriter} from './source/ui/screen-writer.js';
import type {ThemeName} from './source/view/theme.js';

declare const PACKAGE_VERSION: string;

const HELP = `
  Usage
    $ patience [game] [options]

  With no game, patience resumes your last unfinished game, or shows the games.

  Options
    --game, -g ID     play this game (German id or English name): staffelpatience, …
    --deal, -d N      start deal number N (1 to ${MAX_DEAL}); the same N always gives the same deal
    --list            list the games and exit
    --theme NAME      boxed, compact or ascii (default: chosen to fit the terminal)
    --no-color        no colours (also when NO_COLOR is set)
    --help            show this help
    --version         show the version

  Examples
    $ patience
    $ patience staffelpatience --deal 4711
    $ patience --game staircase
`;

const THEMES: readonly string[] = ['boxed', 'compact', 'ascii'];

function fail(message: string, code = 2): never {
  process.stderr.write(`patience: ${message}\n`);
  process.exit(code);
}

function listGames(): string {
  const rows = games.map((game) => `${game.id.padEnd(20)} ${game.names.de.padEnd(24)} ${game.names.en.padEnd(26)} playable`);
  return [`${'id'.padEnd(20)} ${'German name'.padEnd(24)} ${'English name'.padEnd(26)} status`, ...rows].join('\n');
}

const cli = meow(HELP, {
  importMeta: import.meta,
  pkg: {name: 'patience', version: typeof PACKAGE_VERSION === 'string' ? PACKAGE_VERSION : '0.0.0-dev'},
  allowUnknownFlags: false,
  flags: {
    game: {type: 'string', shortFlag: 'g'},
    deal: {type: 'string', shortFlag: 'd'},
    list: {type: 'boolean', default: false},
    theme: {type: 'string'},
    color: {type: 'boolean', default: true},
  },
});

if (cli.flags.list) {
  process.stdout.write(listGames() + '\n');
  process.exit(0);
}

const wanted = cli.flags.game ?? cli.input[0];
if (cli.input.length > (cli.flags.game ? 0 : 1)) fail(`unexpected argument "${cli.input.at(-1)}"; see patience --help`);
const chosen = wanted === undefined ? undefined : findGame(wanted);
if (wanted !== undefined && !chosen) fail(`unknown game "${wanted}". Known games: ${games.map((game) => game.id).join(', ')}`);

let deal: number | undefined;
if (cli.flags.deal !== undefined) {
  const text = cli.flags.deal.trim();
  deal = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!isDealNumber(deal)) fail(`bad deal number "${cli.flags.deal}": use a whole number from 1 to ${MAX_DEAL}`);
}

const theme = (cli.flags.theme ?? 'auto') as ThemeName | 'auto';
if (theme !== 'auto' && !THEMES.includes(theme)) fail(`unknown theme "${theme}"; choose one of ${THEMES.join(', ')}`);
const colour = cli.flags.color && !('NO_COLOR' in process.env && process.env.NO_COLOR !== '');

if (!process.stdin.isTTY || !process.stdout.isTTY) {
  fail('patience needs an interactive terminal: stdin and stdout must be a terminal (try running it directly, not through a pipe)', 1);
}

const randomDeal = () => dealFromFraction(Math.random());
const directory = dataDirectory();
const {data, warning} = readDataFile(directory, new Date().toISOString().replaceAll(/[:.]/g, '-'));
const snapshot = documentStore(
  () => data,
  () => {},
);

function firstScreen(): Screen {
  const last = data.lastGame === undefined ? undefined : findGame(data.lastGame);
  const definition = chosen ?? (deal !== undefined ? (last ?? games[0]) : last && data.saves?.[last.id] ? last : undefined);
  if (!definition) return {kind: 'picker', picker: startPicker(games, data.lastGame), notice: warning};
  const opened = openGame(definition, snapshot, randomDeal, deal);
  const message = [warning, opened.notice].filter(Boolean).join(' · ');
  return {kind: 'game', ui: {...startUi(definition, opened.session), message}};
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
process.on('uncaughtException', (error) => {
  restoreTerminal();
  process.stderr.write(`patience: something went wrong: ${error.message}\nYour game is saved after every move.\n`);
  process.exit(1);
});

// The first frame goes out before Ink, React and conf are even loaded; later frames send only the cells that change.
const display = {cols: process.stdout.columns || 80, rows: process.stdout.rows || 24, theme, colour};
const unfinished = new Set(Object.keys(data.saves ?? {}));
// Raw mode at once, so keys typed while Ink loads wait in the terminal instead of a line buffer.
process.stdin.setRawMode(true);
process.stdout.write('\u001B[?1049h\u001B[?25l');
const writer = new ScreenWriter((text) => process.stdout.write(text));
writer.draw(screenLines(start, games, unfinished, display));

const {runApp} = await import('./source/ui/run.js');
await runApp({
  games,
  start,
  theme,
  colour,
  randomDeal,
  directory,
  writer,
  lastGame: start.kind === 'game' ? start.ui.definition.id : undefined,
});
restoreTerminal();
process.exit(0);
