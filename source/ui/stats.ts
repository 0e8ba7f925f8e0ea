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
  de: ['Spiel', 'gesp.', 'gew.', 'verl.', 'Quote', 'Serie', 'beste', 'Zeit', 'Züge', 'zuletzt'],
};

/** Column widths; the name is left-aligned, the numbers right-aligned, the chart takes what is left. */
const WIDTHS = [20, 6, 5, 5, 5, 6, 5, 6, 5];

function row(cells: readonly string[], chart: string): string {
  const fixed = cells.map((cell, index) => (index === 0 ? cell.padEnd(WIDTHS[0]).slice(0, WIDTHS[0]) : cell.padStart(WIDTHS[index])));
  return `${fixed.join(' ')}  ${chart}`;
}

/** The statistics table, one line per game that has been played; the chart shows the last results that fit in `cols`. */
export function statsLines(games: readonly GameDefinition[], all: Readonly<Record<string, GameStats>>, lang: Lang, ascii = false, cols = 80): string[] {
  const room = Math.max(4, cols - row(Array(WIDTHS.length).fill(''), '').length);
  const headers = HEADERS[lang];
  const rows = games
    .filter((game) => (all[game.id]?.played ?? 0) > 0)
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
      return row(cells, sparkline(stats.recent.slice(-room), ascii));
    });
  return rows.length === 0 ? [t(lang, 'stats.none')] : [row(headers.slice(0, -1), headers.at(-1)!), ...rows];
}
