import {dealFromFraction} from '../core/random.js';
import {findGame, games} from '../games/index.js';
import {dataDirectory, readDataFile} from '../storage/files.js';
import {documentStore} from '../storage/store.js';
import {say, startUi} from '../ui/game-ui.js';
import {isUtf8Locale} from '../ui/locale.js';
import {openGame} from '../ui/open-game.js';
import {startPicker} from '../ui/picker.js';
import {type Screen, screenLines} from '../ui/screen.js';
import {ScreenWriter} from '../ui/screen-writer.js';
import {resolveSettings} from '../ui/settings.js';
import {errorLanguage, readCommandLine, UsageError} from './args.js';
import {commandText, exitWithUsageError, print} from './commands.js';
import {canAddressCursor, enterFullScreen, guardTerminal, restoreTerminal} from './terminal.js';

const argv = process.argv.slice(2);
const errorLang = errorLanguage(argv, process.env);
// First of all: from here on a crash or a signal restores the terminal and never prints a stack trace.
guardTerminal(errorLang);
const cli = await readCommandLine(argv, games).catch((error: unknown) => exitWithUsageError(error, errorLang, process.env));
if (cli.command.kind === 'help' || cli.command.kind === 'version') {
  print(process.stdout, commandText(cli.command, {games, stats: {}, lang: errorLang, utf8: isUtf8Locale(process.env), asciiTheme: false}), process.env);
  process.exit(0);
}
process.title = 'patience';

const directory = dataDirectory();
const {data, warning} = readDataFile(directory, new Date().toISOString().replaceAll(/[:.]/g, '-'));
const settings = resolveSettings(cli.flags, data.settings ?? {}, process.env);

if (cli.command.kind !== 'play') {
  const context = {games, stats: data.stats ?? {}, lang: settings.lang, utf8: isUtf8Locale(process.env), asciiTheme: settings.theme === 'ascii'};
  print(process.stdout, commandText(cli.command, context), process.env);
  process.exit(0);
}
const {game: chosen, deal} = cli.command;

if (!process.stdin.isTTY || !process.stdout.isTTY) exitWithUsageError(new UsageError('noTerminal', {}, 1), errorLang, process.env);
if (!canAddressCursor(process.env)) exitWithUsageError(new UsageError('dumbTerminal', {}, 1), errorLang, process.env);

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
