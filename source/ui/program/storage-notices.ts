import {homedir} from 'node:os';
import {basename} from 'node:path';
import type {SaveProblem} from '../../core/saved-game.js';
import type {GameDefinition} from '../../core/types.js';
import type {SetAside, WriteProblem} from '../../storage/store.js';
import {type Message, say} from '../state/game-ui.js';
import {type Lang, type MessageKey, t} from '../text/messages.js';

/** What storage reports, as status-line messages in plain words. */

/** A path as the player would type it: inside the home folder as ~/… (the home folder itself in full: it may be the problem). */
export function shortPath(path: string, home = homedir()): string {
  return home && home !== '/' && path.startsWith(`${home}/`) ? `~${path.slice(home.length)}` : path;
}

const FIELD_KEYS: Readonly<Record<string, MessageKey>> = {
  lang: 'store.field.lang',
  theme: 'store.field.theme',
  colours: 'store.field.colours',
  lastGame: 'store.field.lastGame',
  settings: 'store.field.settings',
  recent: 'store.field.recent',
  streak: 'store.field.streak',
  bestStreak: 'store.field.bestStreak',
  bestTime: 'store.field.bestTime',
  fewestMoves: 'store.field.fewestMoves',
  statistics: 'store.field.statistics',
  saves: 'store.field.saves',
};

function field(name: string, lang: Lang): string {
  const key = FIELD_KEYS[name];
  return key ? t(lang, key) : name;
}

function gameName(id: string, games: readonly GameDefinition[]): string {
  return games.find((game) => game.id === id)?.names.de ?? id;
}

/** The parts a check dropped, in words: 'setting "last game", Die Harfe statistics (recent results)'. */
export function droppedText(notice: SetAside, lang: Lang, games: readonly GameDefinition[]): string {
  const parts = notice.dropped.map((each) => {
    if (each.name.endsWith('.json')) return t(lang, 'store.what.file', {name: each.name});
    if (each.part === 'settings') return t(lang, 'store.what.setting', {name: field(each.name, lang)});
    if (each.part === 'stats') {
      if (each.name === 'statistics') return field(each.name, lang);
      const game = gameName(each.name, games);
      const fields = each.fields?.filter((name) => name !== 'all') ?? [];
      return fields.length === 0
        ? t(lang, 'store.what.stats', {game})
        : t(lang, 'store.what.statsPart', {game, fields: fields.map((name) => field(name, lang)).join(', ')});
    }
    return each.name === 'saves' ? field(each.name, lang) : t(lang, 'store.what.save', {name: gameName(each.name, games)});
  });
  return parts.join(', ');
}

/** Copies go to the backups folder inside the data folder; the message names it so (docs/storage.md says where that is). */
export function setAsideMessage(notice: SetAside, lang: Lang, games: readonly GameDefinition[]): Message {
  const what = droppedText(notice, lang, games);
  if (!notice.copy) return say('store.partsLost', {what});
  return say(notice.whole ? 'store.fileKept' : 'store.partsKept', {what});
}

/** Start-up notices as one status line. */
export function startMessage(notices: readonly SetAside[], lang: Lang, games: readonly GameDefinition[]): Message | undefined {
  if (notices.length === 0) return undefined;
  if (notices.length === 1) return setAsideMessage(notices[0], lang, games);
  const what = notices.map((notice) => droppedText(notice, lang, games)).join(', ');
  return say(notices.every((notice) => notice.copy) ? 'store.partsKept' : 'store.partsLost', {what});
}

/** A path short enough for the status line: ~/… and, when still long, only its last folders (…/saves/harfe.json). */
export function fitPath(path: string, max = 24, home = homedir()): string {
  const short = shortPath(path, home);
  if (short.length <= max) return short;
  const parts = short.split('/');
  let tail = parts.pop()!;
  while (parts.length > 0 && `…/${parts.at(-1)}/${tail}`.length <= max) tail = `${parts.pop()}/${tail}`;
  return `…/${tail}`;
}

export function writeMessage(problem: WriteProblem): Message {
  return say(`store.failed.${problem.kind}` as MessageKey, {path: fitPath(problem.path), name: basename(problem.path), code: problem.code ?? ''});
}

/** Why a save could not be restored, in the player's language. */
export function whyText(problem: SaveProblem | 'file' | 'too-big', lang: Lang): string {
  if (problem === 'file') return t(lang, 'store.why.file');
  if (problem === 'too-big') return t(lang, 'store.why.tooBig');
  switch (problem.why) {
    case 'move':
      return t(lang, 'store.why.move', {move: problem.move});
    case 'newer-format':
    case 'newer-rules':
    case 'variant':
    case 'format':
      return t(lang, 'store.why.format');
    default:
      return t(lang, `store.why.${problem.why}` as MessageKey);
  }
}

/**
 * Two messages on one status line (a start-up notice and the game's own), in
 * the language of the moment. The resumed-game greeting gives way to a notice.
 */
export function joinMessages(first: Message | undefined, second: Message | undefined): Message | undefined {
  if (!first || !second) return first ?? second;
  if ('key' in second && second.key === 'msg.resumed') return first;
  return {both: [first, second]};
}
