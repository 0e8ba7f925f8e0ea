import {currentRulesVersion} from '../../core/switches.js';
import type {GameDefinition} from '../../core/types.js';
import {splitKey, STANDARD_PART, VERSIONED_FROM} from '../../storage/records.js';
import type {GameStats} from '../../storage/store.js';
import {type Lang, percentText, t} from '../text/messages.js';

/** The record after one more finished game (kept with the data, in storage/records.ts). */
export {addResult as record, EMPTY_STATS} from '../../storage/records.js';

export function clock(ms: number): string {
  // Statistics and saves are checked when read; this still never prints NaN or 1e+293.
  const seconds = Number.isFinite(ms) && ms >= 0 ? Math.floor(Math.min(ms, 359_999_999_000) / 1000) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = String(Math.floor(seconds / 60) % 60).padStart(2, '0');
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${minutes}:${rest}` : `${minutes}:${rest}`;
}

/** Recent results as a small bar chart: a tall bar for a win, a low one for a loss. */
export function sparkline(recent: readonly number[], ascii = false): string {
  return recent.map((won) => (ascii ? (won ? 'W' : '.') : won ? '█' : '▁')).join('');
}

export function rate(stats: GameStats, lang: Lang): string {
  return stats.played === 0 ? '–' : percentText(Math.round((stats.won / stats.played) * 100), lang);
}

const HEADERS: Record<Lang, readonly string[]> = {
  en: ['game', 'played', 'won', 'lost', 'rate', 'streak', 'best', 'time', 'moves', 'recent'],
  de: ['Spiel', 'gesp.', 'gew.', 'verl.', 'Quote', 'Serie', 'beste', 'Zeit', 'Züge', 'letzte'],
};

/** Widths of the number columns; the name column is as wide as the names shown, the chart takes what is left. */
const WIDTHS = [6, 5, 5, 5, 6, 5, 6, 5];
/** The chart keeps at least this many results. */
const CHART = 4;

function row(cells: readonly string[], chart: string, name: number): string {
  const fixed = cells.map((cell, index) => (index === 0 ? cell.padEnd(name).slice(0, name) : cell.padStart(WIDTHS[index - 1])));
  return `${fixed.join(' ')} ${chart}`.trimEnd();
}

function numbers(stats: GameStats, lang: Lang): string[] {
  return [
    String(stats.played),
    String(stats.won),
    String(stats.lost),
    rate(stats, lang),
    String(stats.streak),
    String(stats.bestStreak),
    stats.bestTime === undefined ? '–' : clock(stats.bestTime),
    stats.fewestMoves === undefined ? '–' : String(stats.fewestMoves),
  ];
}

/** A part of a record: its switch ids (none: the standard rules) and whether its results were played under older rules. */
function partRules(game: GameDefinition, part: string): {ids: string[]; older: boolean} {
  const at = part.lastIndexOf('@');
  const variant = at === -1 ? part : part.slice(0, at);
  // A part without a version holds the results of the versions before VERSIONED_FROM.
  const version = at === -1 ? VERSIONED_FROM - 1 : Number(part.slice(at + 1));
  return {ids: variant === STANDARD_PART ? [] : variant.split('+'), older: version < currentRulesVersion(game)};
}

/**
 * A variant's part of a record by name: the standard rules, or its switches' names ("advised corners + each corner once");
 * results under older rules (a default changed since) keep a name of their own: "standard rules, older rules".
 */
export function partName(game: GameDefinition, part: string, lang: Lang): string {
  const {ids, older} = partRules(game, part);
  const switches = [...(game.switches ?? []), ...(game.formerSwitches ?? [])];
  const name = ids.length === 0 ? t(lang, 'stats.standard') : ids.map((id) => switches.find((each) => each.id === id)?.name[lang] ?? id).join(' + ');
  return older ? `${name}, ${t(lang, 'variant.older')}` : name;
}

/** The parts of a game's record, standard rules first, then its variants in the game's order of switches; parts under older rules after them. */
function partsOf(game: GameDefinition, all: Readonly<Record<string, GameStats>>): Array<{part: string; stats: GameStats}> {
  const rank = (part: string) => {
    const {ids, older} = partRules(game, part);
    return [older ? 1 : 0, ...(ids.length === 0 ? [-1] : ids.map((id) => game.switches?.findIndex((each) => each.id === id) ?? -1))];
  };
  const before = (first: number[], second: number[]) => {
    for (let index = 0; index < Math.min(first.length, second.length); index++) if (first[index] !== second[index]) return first[index] - second[index];
    return first.length - second.length;
  };
  return Object.entries(all)
    .map(([key, stats]) => ({...splitKey(key), stats}))
    .filter((entry): entry is {game: string; part: string; stats: GameStats} => entry.game === game.id && entry.part !== undefined && entry.stats.played > 0)
    .sort((first, second) => before(rank(first.part), rank(second.part)))
    .map(({part, stats}) => ({part, stats}));
}

/**
 * The statistics table: one line per game played (its total over all variants), and when
 * a variant of it was played, an indented line for each variant and the standard rules.
 * No name is cut: a variant's name too long for the name column has a line of its own.
 * The chart shows the last results that fit in `cols`.
 */
export function statsLines(games: readonly GameDefinition[], all: Readonly<Record<string, GameStats>>, lang: Lang, ascii = false, cols = 80): string[] {
  const headers = HEADERS[lang];
  const rows: Array<{name: string; stats: GameStats}> = [];
  for (const game of games) {
    const total = all[game.id];
    if (!total || total.played === 0) continue;
    rows.push({name: game.names.de, stats: total});
    const parts = partsOf(game, all);
    const plain = (part: string) => partRules(game, part).ids.length === 0 && !partRules(game, part).older;
    if (parts.length > 1 || parts.some((each) => !plain(each.part)))
      for (const {part, stats} of parts) rows.push({name: `  ${partName(game, part, lang)}`, stats});
  }
  if (rows.length === 0) return [t(lang, 'stats.none')];
  const notes = games.flatMap((game) => {
    const lesser = all[game.id]?.lesserWins ?? 0;
    return lesser > 0 ? [t(lang, 'stats.lesser', {game: game.names.de, count: lesser})] : [];
  });
  const fixed = WIDTHS.reduce((sum, each) => sum + each + 1, 0) + 1;
  // Every game's name fits (the longest has 21 letters); a longer variant name takes a line of its own.
  const most = Math.max(21, cols - fixed - Math.max(CHART, headers.at(-1)!.length));
  const name = Math.min(most, Math.max(headers[0].length, ...rows.map((each) => each.name.length).filter((length) => length <= most)));
  const room = Math.max(CHART, cols - fixed - name);
  const lines = [row(headers.slice(0, -1), headers.at(-1)!, name)];
  for (const each of rows) {
    const chart = sparkline(each.stats.recent.slice(-room), ascii);
    if (each.name.length <= name) lines.push(row([each.name, ...numbers(each.stats, lang)], chart, name));
    else lines.push(each.name, row(['', ...numbers(each.stats, lang)], chart, name));
  }
  return notes.length > 0 ? [...lines, '', ...notes] : lines;
}
