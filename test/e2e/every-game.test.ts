import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {games} from '../../source/games/index.js';
import {helpLines} from '../../source/ui/screens/help.js';
import {commandsOf, keyText, labelText, programKeys} from '../../source/ui/commands/game-commands.js';
import {t} from '../../source/ui/text/messages.js';
import {freshHome, stopServer, Terminal} from './terminal.js';

// Issue 11: every game at 80×24, in English and German, as a newcomer meets it: no status line,
// prompt or help line is cut off.
const open: Terminal[] = [];
afterEach(() => {
  for (const terminal of open.splice(0)) terminal.close();
});
afterAll(stopServer);

const lines = (screen: string) => screen.split('\n');
/** The text of the screen with runs of spaces as one, so a wrapped sentence reads as one. */
const flat = (screen: string) => screen.replaceAll(/\s+/g, ' ');

async function tour(id: string, lang: 'en' | 'de'): Promise<void> {
  const game = games.find((each) => each.id === id)!;
  const terminal = new Terminal([id, '--deal', '1', '--lang', lang], {home: freshHome()});
  open.push(terminal);
  const say = (key: Parameters<typeof t>[1]) => t(lang, key);
  // The key line (the last one) keeps help and quit at its end; waiting for it also waits for the whole first frame.
  const keyLine = new RegExp(`${keyText('help', 'hint.help', lang).replace('?', '\\?')} · ${keyText('quit', 'hint.quit', lang)}$`);
  const first = await terminal.until(
    (screen) =>
      lines(screen)[0].includes(game.names.de) &&
      keyLine.test(
        lines(screen)
          .filter((line) => line.trim() !== '')
          .at(-1)!
          .trimEnd(),
      ),
    `${id} (${lang}): the first frame with its key line whole`,
  );
  for (const line of lines(first)) expect([...line].length).toBeLessThanOrEqual(80);
  // The title keeps the moves, and the deal number where there is room: it is the first to go, before the clock (issue 20).
  expect(lines(first)[0]).toMatch(lang === 'en' ? /moves 0/ : /Züge 0/);
  if (lines(first)[0].includes(lang === 'en' ? 'deal 1' : 'Spiel 1')) expect(lines(first)[0]).toContain('00:0');

  // The help: every row whole (each row's words on screen in order), and how to close it.
  terminal.keys('?');
  const help = await terminal.until(
    (screen) => screen.includes(say('help.q')) && flat(screen).includes(flat(labelText('help.close', lang, commandsOf(game)))),
    `${id} (${lang}): the help`,
  );
  const shown = flat(help);
  for (const row of helpLines(game, lang, 80).slice(2)) expect(shown, `${id} (${lang}) help`).toContain(flat(row).trim());
  terminal.keys('Escape');
  await terminal.until((screen) => !screen.includes(say('help.q')), `${id} (${lang}): the help closed`);

  // Questions and the deal prompt end with what to answer, never cut off.
  terminal.keys('e');
  const asked = await terminal.until((screen) => flat(screen).includes(flat(say('ask.end'))), `${id} (${lang}): the question to end the game`);
  expect(flat(asked)).toContain(lang === 'en' ? '(y/n)' : '(j/n)');
  terminal.keys('n', '#', '4', '2');
  await terminal.until(
    (screen) => flat(screen).includes(flat(t(lang, 'ask.deal', {digits: '42'}, {keys: programKeys(lang)}))),
    `${id} (${lang}): the deal prompt`,
  );
  terminal.keys('Escape', 'q');
  await terminal.waitExit();
}

describe('every game at 80×24 in tmux, in English and German', () => {
  it.each(games.map((game) => [game.id]))('%s: title, key line, help, questions and prompts are whole', async (id) => {
    await Promise.all([tour(id, 'en'), tour(id, 'de')]);
  });
});
