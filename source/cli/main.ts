import {dealFromFraction} from '../core/random.js';
import {findGame, games} from '../games/index.js';
import {SolverClient} from '../solver/client.js';
import {openStore} from '../storage/disk-store.js';
import {dataDirectory} from '../storage/paths.js';
import {sayUi} from '../ui/screens/speak.js';
import type {Message} from '../ui/state/game-ui.js';
import {readKeys} from '../ui/terminal/read-keys.js';
import {isUtf8Locale} from '../ui/text/locale.js';
import {openGame, type Opened} from '../ui/program/open-game.js';
import {startPicker} from '../ui/screens/picker-state.js';
import {Program} from '../ui/program/program.js';
import type {Screen} from '../ui/screens/screen.js';
import {ScreenWriter} from '../ui/terminal/screen-writer.js';
import {resolveSettings} from '../ui/program/settings.js';
import {joinMessages, startMessage} from '../ui/program/storage-notices.js';
import {playable} from '../ui/screens/variants.js';
import {errorLanguage, readCommandLine, UsageError} from './args.js';
import {commandText, exitWithUsageError, print} from './commands.js';
import {keepYoungGenerationSmall} from './heap.js';
import {
  canAddressCursor,
  enterFullScreen,
  guardTerminal,
  onResume,
  onShutdown,
  onStopThreads,
  onSuspend,
  restoreTerminal,
  setMouseReporting,
  suspend,
} from './terminal.js';

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
  const context = {
    games,
    stats: store.stats(),
    variants: store.variantChoices(),
    lang: settings.lang,
    utf8: isUtf8Locale(process.env),
    asciiTheme: settings.theme === 'ascii',
  };
  print(process.stdout, commandText(cli.command, context), process.env);
  process.exit(0);
}
const {game: chosen, deal, variant: asked} = cli.command;

if (!process.stdin.isTTY || !process.stdout.isTTY) exitWithUsageError(new UsageError('noTerminal', {}, 1), errorLang, process.env);
if (!canAddressCursor(process.env)) exitWithUsageError(new UsageError('dumbTerminal', {}, 1), errorLang, process.env);

const randomDeal = () => dealFromFraction(Math.random());
const notice = startMessage(store.takeNotices(), settings.lang, games);

function picker(message: Message | undefined, ask?: string): Screen {
  return {kind: 'picker', picker: startPicker(games, ask ?? store.lastGame()), notice: message && sayUi(message, settings.lang), ...(ask ? {ask} : {})};
}

function shown(opened: Opened): Screen {
  if (opened.kind === 'busy') return picker(joinMessages(notice, opened.message), opened.game);
  return {kind: 'game', ui: {...opened.ui, message: joinMessages(notice, opened.ui.message)}};
}

function firstOpened(): Opened | undefined {
  const lastId = store.lastGame();
  const last = lastId === undefined ? undefined : findGame(lastId);
  const definition = chosen ?? (deal !== undefined ? (last ?? games[0]) : last && store.unfinished().includes(last.id) ? last : undefined);
  if (definition) store.setLastGame(definition.id);
  // --variant is remembered for the game, as a choice on the picker's rules line is.
  if (definition && asked) store.setVariantChoice(definition.id, asked);
  const variant = definition && (asked ?? playable(definition, store.variantChoices()[definition.id]));
  return definition && openGame(definition, store, randomDeal, {deal, variant, lang: settings.lang});
}

const opened = firstOpened();
const size = () => ({cols: process.stdout.columns || 80, rows: process.stdout.rows || 24});
const saved = store.settings();
// Clicks unless turned off for this run (--no-mouse) or for good (M).
const mouse = cli.flags.mouse !== false && saved.mouse !== false;

setMouseReporting(mouse);
enterFullScreen();
// Frames go out as cell diffs: the first one whole, later ones only the cells that change.
const writer = new ScreenWriter(
  (text) => process.stdout.write(text),
  () => size().cols,
);

let ink: {close(): void} | undefined;
// The solver's own thread (built next to this chunk), started by the first question: hints, the mark, the demo.
const solver = new SolverClient(new URL('./solver-worker.js', import.meta.url));
onStopThreads(() => solver.stop());
const program = new Program({
  solver,
  games,
  start: opened ? shown(opened) : picker(notice),
  // --winnable turns winnable deals on for this run (W turns it on for good); a deal given by number is played as it is.
  settings: {...settings, mark: saved.mark, winnable: cli.flags.winnable || saved.winnable, safeUp: saved.safeUp, mouse},
  winnableStart: deal === undefined,
  randomDeal,
  store,
  size: size(),
  onQuit: () => void finish(),
  onSuspend: suspend,
  onMouse: setMouseReporting,
});

// Until Ink has loaded, frames are drawn here, straight through the writer: the first one at once.
const drawDirectly = () => writer.draw(program.lines());
const stopDrawing = program.subscribe(drawDirectly);
drawDirectly();
// A long save was drawn from its saved position; its replay through the engine finishes before any key is read.
if (opened?.kind === 'game' && opened.verify) program.replace(shown(opened.verify()));
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
// Stopped from outside (kill -TSTP) as well as by Ctrl-Z: the clock stands while the process does.
onSuspend(() => program.pause());
onResume(() => {
  program.resume();
  writer.repaint();
});
// A signal or a crash: the game is saved with its clock; the answer says whether that worked.
onShutdown(() => {
  program.saveNow();
  store.flush();
  const status = store.status();
  return status.ok && status.pending === 0;
});

async function finish(): Promise<void> {
  stopKeys();
  ink?.close();
  store.close();
  restoreTerminal();
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
// conf loads now: the writes made so far were plain files of the same format; from here on they go through it.
await store.connect();
await quiet();
if (!program.done) {
  const {mountApp} = await import('../ui/program/run.js');
  if (!program.done) {
    ink = mountApp(program, writer, size);
    stopDrawing();
    warmUp();
  }
}

/**
 * The first keys after start run through code V8 has not compiled yet; rendering the unchanged
 * frame a few dozen times while the player looks at it (one render per turn of the event loop,
 * so keys go first) takes 1–2 ms off each of them (focus moves 2.5 ms instead of 4–5). Nothing is
 * sent to the terminal. The price: the compiled code is there from the start, about 4 MB.
 */
function warmUp(rounds = 40): void {
  if (rounds === 0 || program.done) return;
  program.redraw();
  setImmediate(() => warmUp(rounds - 1));
}
