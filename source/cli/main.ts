import {dealFromFraction, isDealNumber, MAX_DEAL} from '../core/random.js';
import {findGame, games} from '../games/index.js';
import {openStore} from '../storage/disk-store.js';
import {dataDirectory} from '../storage/paths.js';
import {speak} from '../ui/frame.js';
import type {Message} from '../ui/game-ui.js';
import {type MessageKey, type Params, t} from '../ui/messages.js';
import {openGame, type Opened} from '../ui/open-game.js';
import {startPicker} from '../ui/picker.js';
import {type Screen, screenLines} from '../ui/screen.js';
import {ScreenWriter} from '../ui/screen-writer.js';
import {isThemeChoice, resolveSettings, validLang} from '../ui/settings.js';
import {joinMessages, startMessage} from '../ui/storage-notices.js';
import {errorLanguage, helpText, parseArguments} from './args.js';
import {listText, rulesText, statsText} from './commands.js';
import {enterFullScreen, guardTerminal, restoreTerminal} from './terminal.js';

const argv = process.argv.slice(2);
const errorLang = errorLanguage(argv, process.env);

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

// Reads and checks saves, settings and statistics (plain fs: conf loads after the first frame).
const store = openStore(dataDirectory());
process.on('exit', () => store.close());
const settings = resolveSettings(cli.flags, store.settings(), process.env);

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
  const notice = startMessage(store.takeNotices(), settings.lang, games);
  if (notice) process.stderr.write(`patience: ${speak(notice, settings.lang)}\n`);
  process.stdout.write(statsText(games, store.stats(), settings.lang, settings.theme === 'ascii'));
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

const randomDeal = () => dealFromFraction(Math.random());
const notice = startMessage(store.takeNotices(), settings.lang, games);

function picker(message: Message | undefined): Screen {
  return {kind: 'picker', picker: startPicker(games, store.lastGame()), notice: message && speak(message, settings.lang)};
}

function shown(opened: Opened): Screen {
  if (opened.kind === 'busy') return picker(joinMessages(notice, opened.message, settings.lang));
  return {kind: 'game', ui: {...opened.ui, message: joinMessages(notice, opened.ui.message, settings.lang)}};
}

function firstOpened(): Opened | undefined {
  const lastId = store.lastGame();
  const last = lastId === undefined ? undefined : findGame(lastId);
  const definition = chosen ?? (deal !== undefined ? (last ?? games[0]) : last && store.unfinished().includes(last.id) ? last : undefined);
  return definition && openGame(definition, store, randomDeal, {deal, lang: settings.lang});
}

const opened = firstOpened();
let start = opened ? shown(opened) : picker(notice);

guardTerminal();
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
