import {dealFromFraction} from '../core/random.js';
import {findGame, games} from '../games/index.js';
import {openStore} from '../storage/disk-store.js';
import {dataDirectory} from '../storage/paths.js';
import {sayUi} from '../ui/frame.js';
import type {Message} from '../ui/game-ui.js';
import {isUtf8Locale} from '../ui/locale.js';
import {openGame, type Opened} from '../ui/open-game.js';
import {startPicker} from '../ui/picker.js';
import {type Screen, screenLines} from '../ui/screen.js';
import {ScreenWriter} from '../ui/screen-writer.js';
import {resolveSettings} from '../ui/settings.js';
import {joinMessages, startMessage} from '../ui/storage-notices.js';
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

// Reads and checks saves, settings and statistics (plain fs: conf loads after the first frame).
const store = openStore(dataDirectory());
process.on('exit', () => store.close());
const settings = resolveSettings(cli.flags, store.settings(), process.env);

if (cli.command.kind !== 'play') {
  if (cli.command.kind === 'stats') {
    const notice = startMessage(store.takeNotices(), settings.lang, games);
    if (notice) print(process.stderr, `patience: ${sayUi(notice, settings.lang)}\n`, process.env);
  }
  const context = {games, stats: store.stats(), lang: settings.lang, utf8: isUtf8Locale(process.env), asciiTheme: settings.theme === 'ascii'};
  print(process.stdout, commandText(cli.command, context), process.env);
  process.exit(0);
}
const {game: chosen, deal} = cli.command;

if (!process.stdin.isTTY || !process.stdout.isTTY) exitWithUsageError(new UsageError('noTerminal', {}, 1), errorLang, process.env);
if (!canAddressCursor(process.env)) exitWithUsageError(new UsageError('dumbTerminal', {}, 1), errorLang, process.env);

const randomDeal = () => dealFromFraction(Math.random());
const notice = startMessage(store.takeNotices(), settings.lang, games);

function picker(message: Message | undefined): Screen {
  return {kind: 'picker', picker: startPicker(games, store.lastGame()), notice: message && sayUi(message, settings.lang)};
}

function shown(opened: Opened): Screen {
  if (opened.kind === 'busy') return picker(joinMessages(notice, opened.message));
  return {kind: 'game', ui: {...opened.ui, message: joinMessages(notice, opened.ui.message)}};
}

function firstOpened(): Opened | undefined {
  const lastId = store.lastGame();
  const last = lastId === undefined ? undefined : findGame(lastId);
  const definition = chosen ?? (deal !== undefined ? (last ?? games[0]) : last && store.unfinished().includes(last.id) ? last : undefined);
  return definition && openGame(definition, store, randomDeal, {deal, lang: settings.lang});
}

const opened = firstOpened();
let start = opened ? shown(opened) : picker(notice);

enterFullScreen();
// The first frame goes out before Ink, React and conf are even loaded; later frames send only the cells that change.
const writer = new ScreenWriter(
  (text) => process.stdout.write(text),
  () => process.stdout.columns || 80,
);
const display = {cols: process.stdout.columns || 80, rows: process.stdout.rows || 24, ...settings};
const context = () => ({games, unfinished: new Set(store.unfinished()), busy: new Set(store.busy()), stats: store.stats(), display});
writer.draw(screenLines(start, context()));
// A long save was drawn from its saved position; its replay through the engine finishes before any key is read.
if (opened?.kind === 'game' && opened.verify) {
  start = shown(opened.verify());
  writer.draw(screenLines(start, context()));
}

const [{runApp}] = await Promise.all([import('../ui/run.js'), store.connect()]);

await runApp({
  games,
  start,
  settings,
  randomDeal,
  store,
  writer,
  lastGame: start.kind === 'game' ? start.ui.definition.id : undefined,
});
store.close();
restoreTerminal();
process.exit(0);
