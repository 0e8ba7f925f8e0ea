import {dealFromFraction, isDealNumber, MAX_DEAL} from '../core/random.js';
import {findGame, games} from '../games/index.js';
import {dataDirectory, readDataFile} from '../storage/files.js';
import {documentStore} from '../storage/store.js';
import {say, startUi} from '../ui/game-ui.js';
import {type MessageKey, type Params, t} from '../ui/messages.js';
import {openGame} from '../ui/open-game.js';
import {startPicker} from '../ui/picker.js';
import {type Screen, screenLines} from '../ui/screen.js';
import {ScreenWriter} from '../ui/screen-writer.js';
import {isThemeChoice, resolveSettings, validLang} from '../ui/settings.js';
import {errorLanguage, helpText, parseArguments} from './args.js';
import {listText, rulesText, statsText} from './commands.js';
import {canAddressCursor, enterFullScreen, guardTerminal, restoreTerminal} from './terminal.js';

const argv = process.argv.slice(2);
const errorLang = errorLanguage(argv, process.env);
// First of all: from here on a crash or a signal restores the terminal and never prints a stack trace.
guardTerminal(errorLang);

function fail(key: MessageKey, params: Params = {}, code = 2): never {
  process.stderr.write(`patience: ${t(errorLang, key, params)}\n`);
  process.exit(code);
}

// meow shows its help only for a bare --help; "--help --lang de" should show it too.
if (argv.includes('--help')) {
  process.stdout.write(`${helpText(errorLang)}\n`);
  process.exit(0);
}

process.title = 'patience';
const cli = await parseArguments(argv, errorLang);

const knownGames = games.map((game) => game.id).join(', ');
if (!validLang(cli.flags.lang)) fail('cli.unknownLang', {value: cli.flags.lang ?? ''});
if (cli.flags.theme !== undefined && !isThemeChoice(cli.flags.theme)) fail('cli.unknownTheme', {value: cli.flags.theme});

const directory = dataDirectory();
const {data, warning} = readDataFile(directory, new Date().toISOString().replaceAll(/[:.]/g, '-'));
const settings = resolveSettings(cli.flags, data.settings ?? {}, process.env);

if (cli.flags.list) {
  process.stdout.write(listText(games, settings.lang));
  process.exit(0);
}
if (cli.flags.rules !== undefined) {
  const game = findGame(cli.flags.rules);
  if (!game) fail('cli.unknownGame', {value: cli.flags.rules, games: knownGames});
  process.stdout.write(rulesText(game, settings.lang));
  process.exit(0);
}
if (cli.flags.stats) {
  process.stdout.write(statsText(games, data.stats ?? {}, settings.lang, settings.theme === 'ascii'));
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

if (!process.stdin.isTTY || !process.stdout.isTTY) fail('cli.noTerminal', {}, 1);
if (!canAddressCursor(process.env)) fail('cli.dumbTerminal', {}, 1);

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
  const message = warning ? say('msg.badSave', {reason: warning}) : opened.notice;
  return {kind: 'game', ui: {...ui, elapsed: opened.elapsed, message}};
}

const start = firstScreen();

enterFullScreen();
// The first frame goes out before Ink, React and conf are even loaded; later frames send only the cells that change.
const writer = new ScreenWriter(
  (text) => process.stdout.write(text),
  () => process.stdout.columns || 80,
);
const display = {cols: process.stdout.columns || 80, rows: process.stdout.rows || 24, ...settings};
writer.draw(screenLines(start, {games, unfinished: new Set(Object.keys(data.saves ?? {})), stats: data.stats ?? {}, display}));

const {runApp} = await import('../ui/run.js');
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
