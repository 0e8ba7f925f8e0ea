import type {GameDefinition} from '../core/types.js';
import type {GameStats} from '../storage/store.js';
import {type Lang, t} from './messages.js';

/** The record after one more finished game (kept with the data, in storage/records.ts). */
export {addResult as record, EMPTY_STATS} from '../storage/records.js';

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

export function rate(stats: GameStats): string {
  return stats.played === 0 ? '–' : `${Math.round((stats.won / stats.played) * 100)}%`;
}

const HEADERS: Record<Lang, readonly string[]> = {
  en: ['game', 'played', 'won', 'lost', 'rate', 'streak', 'best', 'time', 'moves', 'recent'],
  de: ['Spiel', 'gesp.', 'gew.', 'verl.', 'Quote', 'Serie', 'beste', 'Zeit', 'Züge', 'letzte'],
};

/** Column widths after the name (which is as wide as the longest name); numbers right-aligned, the chart takes what is left. */
const WIDTHS = [6, 5, 5, 5, 6, 5, 6, 5];

function row(cells: readonly string[], chart: string, nameWidth: number): string {
  const fixed = cells.map((cell, index) => (index === 0 ? cell.padEnd(nameWidth).slice(0, nameWidth) : cell.padStart(WIDTHS[index - 1])));
  return `${fixed.join(' ')}  ${chart}`;
}

/** The statistics table, one line per game that has been played; the chart shows the last results that fit in `cols`. */
export function statsLines(games: readonly GameDefinition[], all: Readonly<Record<string, GameStats>>, lang: Lang, ascii = false, cols = 80): string[] {
  const headers = HEADERS[lang];
  const played = games.filter((game) => (all[game.id]?.played ?? 0) > 0);
  // Every name whole ("Napoleon (Verdoppeln)"), the chart gets the rest.
  const nameWidth = Math.max(headers[0].length, ...played.map((game) => [...game.names.de].length));
  const room = Math.max(4, cols - row(Array(WIDTHS.length + 1).fill(''), '', nameWidth).length);
  const notes = played.flatMap((game) => {
    const lesser = all[game.id].lesserWins ?? 0;
    return lesser > 0 ? [t(lang, 'stats.lesser', {game: game.names.de, count: lesser})] : [];
  });
  const rows = played
    .map((game) => {
      const stats = all[game.id];
      const cells = [
        game.names.de,
        String(stats.played),
        String(stats.won),
        String(stats.lost),
        rate(stats),
        String(stats.streak),
        String(stats.bestStreak),
        stats.bestTime === undefined ? '–' : clock(stats.bestTime),
        stats.fewestMoves === undefined ? '–' : String(stats.fewestMoves),
      ];
      return row(cells, sparkline(stats.recent.slice(-room), ascii), nameWidth);
    });
  if (rows.length === 0) return [t(lang, 'stats.none')];
  return [row(headers.slice(0, -1), headers.at(-1)!, nameWidth), ...rows, ...(notes.length > 0 ? ['', ...notes] : [])];
}
