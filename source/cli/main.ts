import {join} from 'node:path';
import {dealFromFraction, isDealNumber, MAX_DEAL} from '../core/random.js';
import {findGame, games} from '../games/index.js';
import {dataDirectory, FILE_NAME, readDataFile} from '../storage/files.js';
import {startUi} from '../ui/game-ui.js';
import {type MessageKey, type Params, t} from '../ui/messages.js';
import {deferredStore} from '../ui/deferred-store.js';
import {readKeys} from '../ui/input/read-keys.js';
import {openGame} from '../ui/open-game.js';
import {startPicker} from '../ui/picker.js';
import {Program} from '../ui/program.js';
import type {Screen} from '../ui/screen.js';
import {ScreenWriter} from '../ui/screen-writer.js';
import {isThemeChoice, resolveSettings, validLang} from '../ui/settings.js';
import {errorLanguage, helpText, parseArguments} from './args.js';
import {listText, rulesText, statsText} from './commands.js';
import {keepYoungGenerationSmall} from './heap.js';
import {enterFullScreen, guardTerminal, onResume, onShutdown, restoreTerminal, suspend} from './terminal.js';

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

const randomDeal = () => dealFromFraction(Math.random());
// Until conf has loaded (after the first frame), the store answers from the file read above and keeps its writes.
const early = deferredStore(data);

function firstScreen(): Screen {
  const last = data.lastGame === undefined ? undefined : findGame(data.lastGame);
  const definition = chosen ?? (deal !== undefined ? (last ?? games[0]) : last && data.saves?.[last.id] ? last : undefined);
  if (!definition) return {kind: 'picker', picker: startPicker(games, data.lastGame), notice: warning};
  const opened = openGame(definition, early.store, randomDeal, deal);
  early.store.setLastGame(definition.id);
  const ui = startUi(definition, opened.session);
  const message = warning ? {reason: warning} : opened.notice;
  return {kind: 'game', ui: {...ui, elapsed: opened.elapsed, message}};
}

const start = firstScreen();
const size = () => ({cols: process.stdout.columns || 80, rows: process.stdout.rows || 24});

guardTerminal();
enterFullScreen();
// Frames go out as cell diffs: the first one whole, later ones only the cells that change.
const writer = new ScreenWriter(
  (text) => process.stdout.write(text),
  () => size().cols,
);

let ink: {close(): void} | undefined;
let storeLoaded = false;
const dataFile = join(directory, FILE_NAME);
let storeLoad: Promise<void> | undefined;

const program = new Program({
  games,
  start,
  settings,
  randomDeal,
  store: early.store,
  size: size(),
  onQuit: () => void finish(),
  onSuspend: suspend,
  // Until conf has loaded, what the store kept is written straight to the file after each frame,
  // so a move on screen is on disk within milliseconds from the first key on.
  afterFrame: (write) =>
    setImmediate(() => {
      write();
      if (!storeLoaded) early.writeNow(dataFile);
    }),
});

// Until Ink has loaded, frames are drawn here, straight through the writer: the first one at once.
const drawDirectly = () => writer.draw(program.lines());
const stopDrawing = program.subscribe(drawDirectly);
drawDirectly();
keepYoungGenerationSmall();

// One input path from the first byte: our own key parser, before Ink has loaded and after.
let lastKey = performance.now();
const stopKeys = readKeys(process.stdin, (keys) => {
  lastKey = performance.now();
  program.press(keys);
});
process.stdout.on('resize', () => {
  writer.invalidate();
  program.resize(size().cols, size().rows);
});
onResume(() => {
  program.resume();
  writer.repaint();
});
onShutdown(() => {
  program.saveNow();
  // Ended before conf has loaded: what was played is written all the same.
  if (!storeLoaded) early.writeNow(dataFile);
});

/** The real store (conf): what was kept until now is written to it, and it is used from now on. */
function loadStore(): Promise<void> {
  storeLoad ??= import('../storage/conf-store.js')
    .then(({confStore}) => {
      const store = confStore(directory);
      program.flush();
      early.replay(store);
      program.useStore(store);
      storeLoaded = true;
    })
    // Storage that cannot be opened does not end the game; play goes on with the store in memory.
    .catch(() => {});
  return storeLoad;
}

async function finish(): Promise<void> {
  stopKeys();
  ink?.close();
  restoreTerminal();
  await loadStore();
  process.exit(0);
}

/**
 * Resolves once no key has come for a moment (or a little later at most): loading a chunk holds
 * keys up, so it waits for a pause, and the first keys after the first frame are answered at once.
 */
async function quiet(): Promise<void> {
  const begun = performance.now();
  for (;;) {
    const wait = Math.min(lastKey + 30, begun + 300) - performance.now();
    if (wait <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

await quiet();
await loadStore();
await quiet();
if (!program.done) {
  const {mountApp} = await import('../ui/run.js');
  if (!program.done) {
    ink = mountApp(program, writer, size);
    stopDrawing();
    warmUp();
  }
}

/**
 * The first keys after start run through code V8 has not compiled yet; rendering the unchanged
 * frame a few dozen times while the player looks at it (one render per turn of the event loop,
 * so keys go first) takes about a millisecond off each of them. Nothing is sent to the terminal.
 */
function warmUp(rounds = 40): void {
  if (rounds === 0 || program.done) return;
  program.redraw();
  setImmediate(() => warmUp(rounds - 1));
}
