import type {GameDefinition} from '../core/types.js';
import type {GameStats} from '../storage/store.js';
import {type Lang, t} from './messages.js';

const RECENT = 20;

export const EMPTY_STATS: GameStats = {played: 0, won: 0, lost: 0, streak: 0, bestStreak: 0, recent: []};

/** The record after one more finished game. */
export function record(stats: GameStats | undefined, result: {won: boolean; moves: number; elapsed: number}): GameStats {
  const before = stats ?? EMPTY_STATS;
  const streak = result.won ? before.streak + 1 : 0;
  const better = (old: number | undefined, value: number) => (result.won ? Math.min(old ?? value, value) : old);
  return {
    played: before.played + 1,
    won: before.won + (result.won ? 1 : 0),
    lost: before.lost + (result.won ? 0 : 1),
    streak,
    bestStreak: Math.max(before.bestStreak, streak),
    bestTime: better(before.bestTime, result.elapsed),
    fewestMoves: better(before.fewestMoves, result.moves),
    recent: [...before.recent, result.won ? 1 : 0].slice(-RECENT),
  };
}

export function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
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

/** The statistics table, one line per game that has been played. */
export function statsLines(games: readonly GameDefinition[], all: Readonly<Record<string, GameStats>>, lang: Lang, ascii = false): string[] {
  const rows = games
    .filter((game) => (all[game.id]?.played ?? 0) > 0)
    .map((game) => {
      const stats = all[game.id];
      return [
        game.names.de.padEnd(22).slice(0, 22),
        String(stats.played).padStart(8),
        String(stats.won).padStart(5),
        String(stats.lost).padStart(5),
        rate(stats).padStart(6),
        String(stats.streak).padStart(7),
        String(stats.bestStreak).padStart(5),
        (stats.bestTime === undefined ? '–' : clock(stats.bestTime)).padStart(6),
        (stats.fewestMoves === undefined ? '–' : String(stats.fewestMoves)).padStart(6),
        ` ${sparkline(stats.recent, ascii)}`,
      ].join(' ');
    });
  return rows.length === 0 ? [t(lang, 'stats.none')] : [t(lang, 'stats.header'), ...rows];
}
