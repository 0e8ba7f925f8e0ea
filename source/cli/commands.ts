import type {GameDefinition} from '../core/types.js';
import type {GameStats} from '../storage/store.js';
import {rulesLines} from '../ui/frame.js';
import {type Lang, t} from '../ui/messages.js';
import {statsLines} from '../ui/stats.js';

/** `--list`: one line per game. */
export function listText(games: readonly GameDefinition[], lang: Lang): string {
  const playable = t(lang, 'cli.playable');
  const rows = games.map((game) => `${game.id.padEnd(20)} ${game.names.de.padEnd(24)} ${game.names.en.padEnd(26)} ${String(game.decks * 52).padEnd(5)} ${playable}`);
  return [t(lang, 'cli.listHeader'), ...rows].join('\n') + '\n';
}

/** `--rules ID`: the game's rules for players. */
export function rulesText(game: GameDefinition, lang: Lang): string {
  return rulesLines(game, lang, 76).join('\n') + '\n';
}

/** `--stats`: the statistics table. */
export function statsText(games: readonly GameDefinition[], stats: Readonly<Record<string, GameStats>>, lang: Lang, ascii: boolean): string {
  return statsLines(games, stats, lang, ascii).join('\n') + '\n';
}
