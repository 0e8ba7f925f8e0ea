import {describe, expect, it} from 'vitest';
import {current, startSession} from '../../source/core/session.js';
import {games} from '../../source/games/index.js';
import {helpRows} from '../../source/ui/screens/help.js';
import {type GameUi, startUi} from '../../source/ui/state/game-ui.js';
import type {CommandSpec, Context} from '../../source/ui/commands/command-types.js';
import {TABLE} from '../../source/ui/commands/commands.js';
import {commandsOf, labelText, programKeys, type Table} from '../../source/ui/commands/game-commands.js';
import {keyLine} from '../../source/ui/commands/key-line.js';
import {gameKey, overlayKey, runCommand} from '../../source/ui/commands/keymap.js';
import {charKey} from '../../source/ui/terminal/key-press.js';
import {MESSAGE_KEYS, t} from '../../source/ui/text/messages.js';

// Issue 21, item 1: one table of commands. The keymap, the help and the key line are made from it, and
// a game's own keys join it; each is checked here on a changed copy of the table.

const LANGS = ['en', 'de'] as const;
const staffel = games.find((game) => game.id === 'staffelpatience')!;
const start = (): GameUi => startUi(staffel, startSession(staffel, {deal: 1}));
const options = {deal: () => 7, canCancel: false, asking: false};

/** A copy of the table with one command changed. */
function changed(id: string, change: Partial<CommandSpec>, extra: CommandSpec[] = []): Table {
  const edit = (command: CommandSpec) => (command.id === id ? {...command, ...change} : command);
  return {hand: TABLE.hand.map(edit), common: [...TABLE.common.map(edit), ...extra]};
}

/** The keys of each command, with the contexts that are active together on one screen as one. */
const SCREENS: readonly (readonly Context[])[] = [
  ['always', 'global', 'play'],
  ['always', 'ask'],
  ['always', 'prompt'],
  ['always', 'page'],
];

describe('the table of commands', () => {
  it.each(games.map((game) => [game.id, game] as const))('%s: every command has words in English and in German, every parameter filled', (_id, game) => {
    for (const command of commandsOf(game)) {
      const label = typeof command.label === 'function' ? command.label(game) : command.label;
      if (typeof label === 'string') expect(MESSAGE_KEYS).toContain(label);
      for (const lang of LANGS) {
        const text = labelText(label, lang, commandsOf(game));
        expect(text.trim(), `${command.id} (${lang})`).not.toBe('');
        expect(text, `${command.id} (${lang})`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it.each(games.map((game) => [game.id, game] as const))(
    '%s: no two commands share a key on one screen (a game may give d, s and f its own meaning)',
    (_id, game) => {
      const commands = commandsOf(game);
      for (const screen of SCREENS) {
        const owners = new Map<string, CommandSpec[]>();
        for (const command of commands.filter((each) => each.contexts.some((context) => screen.includes(context)))) {
          for (const token of [...command.keys, ...(command.also ?? []), ...(command.quiet ?? [])]) owners.set(token, [...(owners.get(token) ?? []), command]);
        }
        for (const [token, list] of owners) {
          // A game's own d, s or f joins the table's command of that key (it plays that command).
          const shared = list.some((command) => command.gameOwn);
          const apart = list.filter((command) => !(shared && command.id.startsWith('game.')));
          expect(
            apart.map((command) => command.id),
            `${token} on ${screen.join('+')}`,
          ).toHaveLength(1);
        }
      }
    },
  );

  it('names in every text only keys of the table (`{#id}`), in both languages', () => {
    for (const key of MESSAGE_KEYS) for (const lang of LANGS) expect(t(lang, key, {}, {keys: programKeys(lang)}), key).not.toMatch(/\{#/);
    // The texts take their keys from the table: "(a pauses)" is the auto command's key.
    expect(t('en', 'msg.auto', {}, {keys: programKeys('en')})).toBe('Playing automatically (a pauses)');
    expect(t('en', 'msg.auto', {'#auto': 'P'}, {keys: programKeys('en')})).toBe('Playing automatically (P pauses)');
    expect(t('en', 'msg.auto')).toBe('Playing automatically ({#auto} pauses)');
  });

  it('would find two commands with one key', () => {
    const twice = changed('hint', {keys: ['u']});
    const keys = [...twice.hand, ...twice.common].filter((command) => command.contexts.includes('play')).flatMap((command) => command.keys);
    expect(new Set(keys).size).toBeLessThan(keys.length);
  });
});

describe('made from the table', () => {
  it('the keymap: a command given another key answers that key, and the old one is free', () => {
    const table = changed('undo', {keys: ['z']});
    const commands = commandsOf(staffel, table);
    expect(gameKey(charKey('z'), options, commands)).toEqual({type: 'undo'});
    expect(gameKey(charKey('u'), options, commands)).toEqual({type: 'action', key: 'u'});
    expect(gameKey(charKey('u'), options, commandsOf(staffel))).toEqual({type: 'undo'});
    expect(overlayKey(charKey('?'), commandsOf(staffel, changed('rules', {keys: ['!']})))).toEqual({type: 'cancel'});
  });

  it("the help: a changed key and a new command's words show in it", () => {
    const extra: CommandSpec = {id: 'extra', keys: ['X'], contexts: ['play'], label: {en: 'an extra command', de: 'ein Extra'}, run: () => ({type: 'none'})};
    const table = changed('undo', {keys: ['z']}, [extra]);
    const rows = helpRows(staffel, 'en', table);
    expect(rows).toContainEqual(['z / r / U', 'undo · redo (also Ctrl-R) · undo all (r redoes)']);
    expect(rows).toContainEqual(['X', 'an extra command']);
    expect(helpRows(staffel, 'de', table)).toContainEqual(['X', 'ein Extra']);
    expect(helpRows(staffel, 'en')).toContainEqual(['u / r / U', 'undo · redo (also Ctrl-R) · undo all (r redoes)']);
    // A key another text names follows it: "(r redoes)".
    expect(helpRows(staffel, 'en', changed('redo', {keys: ['y']}))).toContainEqual(['u / y / U', 'undo · redo (also Ctrl-R) · undo all (y redoes)']);
  });

  it('the key line: a changed key, and a new command with a place on it', () => {
    const ui = start();
    expect(keyLine(ui, 'en', 200)).toMatch(/\? help · q quit$/);
    expect(keyLine(ui, 'en', 200, {}, changed('help', {keys: ['!']}))).toMatch(/! help · q quit$/);
    const extra: CommandSpec = {
      id: 'extra',
      keys: ['X'],
      contexts: ['play'],
      label: {en: 'extra', de: 'Extra'},
      line: () => ({label: {en: 'extra', de: 'Extra'}, need: 'must', at: 75}),
      run: () => ({type: 'none'}),
    };
    expect(keyLine(ui, 'de', 200, {}, changed('quit', {}, [extra]))).toMatch(/\? Hilfe · X Extra · q Ende$/);
  });

  it('the mouse plays the commands the keys play: the stock is the deal command, the wheel the help scroll', () => {
    const ui = {...start(), focus: 'stock'};
    expect(ui.definition.piles(current(ui.session)).some((pile) => pile.id === 'stock')).toBe(true);
    expect(runCommand('deal')).toEqual(gameKey(charKey('d'), options, commandsOf(staffel)));
    expect(runCommand('scrollDown')).toEqual(overlayKey({name: 'down', text: '', ctrl: false, alt: false, shift: false}));
  });
});
