import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {createRandom} from '../../source/core/random.js';
import {parseSave, replaySave} from '../../source/core/saved-game.js';
import {staffelpatience} from '../../source/games/staffelpatience.js';
import {freshHome, movesShown, onDisk, report, sleep, stopServer, Terminal} from './storage-terminal.js';

afterAll(stopServer);

const TRIES = Number(process.env.STORAGE_KILL_TRIES ?? 16);
const KEYS = ['d', 'd', 'Enter', 'Right', 'Left', 'Enter', 'Down'];

const temporaries = (home: string) =>
  [home, join(home, 'saves')].flatMap((folder) => (existsSync(folder) ? readdirSync(folder).filter((name) => name.includes('.tmp-')) : []));

/** What a save file holds: its position index, or why it is no good. */
function check(path: string): {index: number} | {bad: string} | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    const parsed = parseSave(staffelpatience, raw);
    if (!parsed.intact) return {bad: 'checksum does not hold'};
    // Every move through the engine's legal moves, not the fast path.
    replaySave(staffelpatience, {...parsed, intact: false});
    return {index: parsed.index};
  } catch (error) {
    return {bad: (error as Error).message};
  }
}

type Outcome = {problems: string[]; midWrite: boolean; lag: number};

/** One try: play a little, note the screen, play a little more, kill -9 at a random moment; then check the disk and restart. */
async function oneTry(attempt: number, random: () => number): Promise<Outcome> {
  const problems: string[] = [];
  const home = freshHome();
  const deal = 1 + (random() % 5000);
  const terminal = new Terminal(['staffelpatience', '--deal', String(deal)], {home});
  let midWrite: boolean;
  let lag = 0;
  try {
    await terminal.until((screen) => screen.includes(`deal ${deal}`), 'the first frame');
    for (let count = 1 + (random() % 8); count > 0; count--) {
      terminal.keys(KEYS[random() % KEYS.length]);
      await sleep(random() % 12);
    }
    // On screen, then on disk (a few ms later; more on a loaded machine): from here on this
    // position may not be lost.
    const stable = terminal.screen();
    const shownNow = movesShown(stable) ?? 0;
    if (shownNow > 0 && !/Lost: |You won/.test(stable)) {
      try {
        lag = await onDisk(home, 'staffelpatience', shownNow);
      } catch (error) {
        problems.push(`try ${attempt} (deal ${deal}): ${(error as Error).message}`);
      }
    }
    // Then a burst of moves, each written on its own, and a kill at a random moment in it.
    const pid = terminal.pid();
    const burst = terminal.burst('d', 12);
    await sleep(random() % 150);
    process.kill(pid, 'SIGKILL');
    await burst;
    await terminal.waitExit();
    midWrite = temporaries(home).length > 0;

    const saved = check(join(home, 'saves', 'staffelpatience.json'));
    const shown = movesShown(stable) ?? 0;
    const over = /Lost: |You won/.test(stable);
    if (saved && 'bad' in saved) problems.push(`try ${attempt} (deal ${deal}): corrupt save: ${saved.bad}`);
    else if (!over && shown > 0 && (!saved || saved.index < shown))
      problems.push(`try ${attempt} (deal ${deal}): ${shown} moves shown, ${saved ? saved.index : 'no save'} on disk`);

    // The next start resumes what is on disk and clears what the killed write left.
    const again = new Terminal(['staffelpatience'], {home});
    try {
      const resumed = await again.until((screen) => /moves \d+/.test(screen), 'the resumed game');
      if (saved && !('bad' in saved) && movesShown(resumed) !== saved.index)
        problems.push(`try ${attempt}: resumed at ${movesShown(resumed)}, saved ${saved.index}`);
      again.keys('q');
      await again.waitExit();
      if (temporaries(home).length > 0) problems.push(`try ${attempt}: temporary files left after restart: ${temporaries(home).join(', ')}`);
    } finally {
      again.close();
    }
  } finally {
    terminal.close();
  }
  return {problems, midWrite, lag};
}

describe('kill -9 at random moments while playing', () => {
  it('loses no move that was on screen a few ms before, and leaves no corrupt save', async () => {
    const seed = Date.now() % 100_000;
    const random = createRandom(seed);
    const outcomes: Outcome[] = [];
    // A few players at once: the tries are mostly waiting.
    const next = {attempt: 0};
    const player = async () => {
      while (next.attempt < TRIES) outcomes.push(await oneTry(next.attempt++, random));
    };
    await Promise.all([player(), player(), player()]);
    const problems = outcomes.flatMap((outcome) => outcome.problems);
    const midWrite = outcomes.filter((outcome) => outcome.midWrite).length;
    const slowest = Math.max(...outcomes.map((outcome) => outcome.lag));
    report(`kill -9 during play (seed ${seed})`, TRIES, problems.length, `${midWrite} kills cut a write short; screen to disk ≤ ${slowest} ms`);
    expect(problems).toEqual([]);
  }, 120_000);
});
