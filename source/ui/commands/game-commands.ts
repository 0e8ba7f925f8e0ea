import type {GameDefinition, KeySpec} from '../../core/types.js';
import {playsItself} from '../state/game-ui.js';
import {type Lang, type Params, t} from '../text/messages.js';
import type {CommandSpec, Label} from './command-types.js';
import {commandById, TABLE} from './commands.js';
import {keyName, type KeyToken} from './key-names.js';
import {keysNamed} from './commands.js';
import {keyOffered} from './key-moves.js';

/** The table a game's screen uses: the hand's commands, the game's own, then the common ones. */
export type Table = {readonly hand: readonly CommandSpec[]; readonly common: readonly CommandSpec[]};

/**
 * A game's own key as a command of the table: its words are the game's, it is offered on the key line
 * while it does something, and keys with the same words share a row of the help and a place on the
 * line (Elf's d and x). In a game that plays itself, the keys that take its step join Space and Enter.
 */
export function gameCommand(definition: GameDefinition, spec: KeySpec): CommandSpec {
  const auto = definition.keys.find((each) => each.auto);
  const stepping = playsItself(definition) && auto !== undefined && auto.label.en === spec.label.en;
  // A key the table lets a game give its own meaning (d, s, f) plays the table's command, which asks the game.
  const shared = TABLE.common.find((command) => command.gameOwn && command.keys.includes(spec.key));
  return {
    id: `game.${spec.key}`,
    keys: [spec.key],
    contexts: ['play'],
    label: spec.label,
    row: stepping ? 'step' : `own.${spec.label.en}`,
    line: (ui, phase) => (phase === 'play' && keyOffered(ui, spec) ? {label: spec.label, short: spec.short, need: 'must', at: 10} : undefined),
    run: shared ? shared.run : ({token}) => ({type: 'action', key: token}),
  };
}

const made = new WeakMap<GameDefinition, WeakMap<Table, readonly CommandSpec[]>>();

/** Every command of a game's screen, in the help's order (worked out once per game and table). */
export function commandsOf(definition: GameDefinition, table: Table = TABLE): readonly CommandSpec[] {
  let byTable = made.get(definition);
  if (!byTable) made.set(definition, (byTable = new WeakMap()));
  let commands = byTable.get(table);
  if (!commands) {
    commands = [...table.hand, ...definition.keys.map((spec) => gameCommand(definition, spec)), ...table.common];
    byTable.set(table, commands);
  }
  return commands;
}

const named = new WeakMap<readonly CommandSpec[], Partial<Record<Lang, Params>>>();

/** The commands' keys by name, as parameters for `{#id}` in a text (`{#redo}` is "r"): those of this table, which may differ from the program's. */
export function keyParams(commands: readonly CommandSpec[], lang: Lang): Params {
  let byLang = named.get(commands);
  if (!byLang) named.set(commands, (byLang = {}));
  let params = byLang[lang];
  if (!params) {
    const found: Record<string, string> = {};
    for (const command of commands) found[`#${command.id}`] ??= keysNamed(command, lang);
    params = byLang[lang] = found;
  }
  return params;
}

/** A command's words in a language, with the keys of the commands it names filled in. */
export function labelText(label: Label, lang: Lang, commands: readonly CommandSpec[], params: Params = {}): string {
  return typeof label === 'string' ? t(lang, label, params, {keys: () => keyParams(commands, lang)}) : label[lang];
}

/** The keys a command is known by on the key line: the language's own where they differ, joined by "or". */
export function lineKeys(command: CommandSpec, lang: Lang): string {
  const tokens: readonly KeyToken[] = command.lineKeys?.[lang] ?? command.keys;
  return tokens.map((token) => keyName(token, lang)).join(` ${t(lang, 'key.or')} `);
}

/** A command's part of the key line as the line shows it: its keys, then the words (`keyText('select', 'hint.pick', 'en')` is "Space pick up"). */
export function keyText(id: string, label: Label, lang: Lang): string {
  return `${lineKeys(commandById(id), lang)} ${labelText(label, lang, PROGRAM)}`;
}

const PROGRAM = [...TABLE.hand, ...TABLE.common];

/** The keys of the program's commands, for the texts that name them (`t(lang, key, params, {keys: () => programKeys(lang)})`). */
export function programKeys(lang: Lang): Params {
  return keyParams(PROGRAM, lang);
}
