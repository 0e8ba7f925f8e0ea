import {decksOf} from '../../core/engine.js';
import {resolveSwitches} from '../../core/switches.js';
import type {GameDefinition, WinRate} from '../../core/types.js';
import type {GameStats, VariantChoices} from '../../storage/store.js';
import {clip, cutLine, type Line, pad} from '../../view/style.js';
import {type Lang, percentText, t} from '../text/messages.js';
import {matching, type Picker} from './picker-state.js';
import {ruleLine, switchDetails} from './picker-variants.js';
import {rate} from './stats.js';
import {playable} from './variants.js';
import {programKeys} from '../commands/game-commands.js';
import {wrap} from '../text/wrap.js';

/** What the picker says of a game's win rate; every deal the search tried (Der Stern's 1,000) is not "about 100%". */
const TYPICAL_TEXT: Record<Lang, Record<WinRate['by'], (percent: number) => string>> = {
  en: {
    'simple-player': (percent) => `A simple automatic player wins about ${percentText(percent, 'en')} of deals.`,
    'solver': (percent) => (percent >= 100 ? 'Every deal tried can be won.' : `About ${percentText(percent, 'en')} of deals can be won.`),
  },
  de: {
    'simple-player': (percent) => `Ein einfacher automatischer Spieler gewinnt etwa ${percentText(percent, 'de')} der Spiele.`,
    'solver': (percent) => (percent >= 100 ? 'Jedes untersuchte Spiel ist zu gewinnen.' : `Etwa ${percentText(percent, 'de')} der Spiele sind zu gewinnen.`),
  },
};

export type PickerView = {
  readonly games: readonly GameDefinition[];
  readonly unfinished: ReadonlySet<string>;
  /** Games open in another window: shown, but not opened here. */
  readonly busy?: ReadonlySet<string>;
  readonly stats: Readonly<Record<string, GameStats>>;
  /** The variant chosen for each game (checked here: one this version cannot play shows as the standard rules). */
  readonly variants?: VariantChoices;
  readonly lang: Lang;
  readonly cols: number;
  readonly rows: number;
  readonly notice?: string;
};

/** The chosen game's description, its typical win rate and the player's own record, in three lines. */
function details(game: GameDefinition, view: PickerView): string[] {
  const typical = game.wins;
  const own = view.stats[game.id];
  const notes = [typical === undefined ? '' : TYPICAL_TEXT[view.lang][typical.by](typical.percent)];
  if (own && own.played > 0) notes.push(`${t(view.lang, 'picker.record', {won: own.won, played: own.played})} (${rate(own, view.lang)}).`);
  const text = `${game.names.de} (${game.names.en}): ${game.summary[view.lang]} ${notes.filter(Boolean).join(' ')}`;
  const lines = wrap(text.trim(), view.cols);
  while (lines.length < DETAIL_LINES) lines.push('');
  return lines.slice(0, DETAIL_LINES);
}

const DETAIL_LINES = 3;

/** The screen line of the list's first entry, under the title and the filter line. */
export const LIST_TOP = 2;

/** The entries of the list on screen: from `first`, `room` of them (one more line is the chosen game's rules line). */
export function listWindow(picker: Picker, count: number, rows: number): {first: number; room: number} {
  const room = Math.max(1, rows - 6 - DETAIL_LINES);
  return {first: Math.min(Math.max(0, picker.index - room + 1), Math.max(0, count - room)), room};
}

export function pickerFrame(picker: Picker, view: PickerView): Line[] {
  const {cols, rows, lang} = view;
  const shown = matching(view.games, picker.filter);
  const lines: Line[] = [[{text: clip(t(lang, 'picker.title'), cols), style: {bold: true}}]];
  lines.push(
    picker.filter ? [{text: clip(t(lang, shown.length ? 'picker.filter' : 'picker.none', {text: picker.filter}, {keys: () => programKeys(lang)}), cols)}] : [],
  );
  // One row of the list is the chosen game's rules line.
  const {first, room} = listWindow(picker, shown.length, rows);
  const variantOf = (game: GameDefinition) => playable(game, view.variants?.[game.id]);
  shown.slice(first, first + room).forEach((game, offset) => {
    const chosen = first + offset === picker.index;
    const marker = view.unfinished.has(game.id) ? '▶ ' : '  ';
    const busy = view.busy?.has(game.id) ? ` · ${t(lang, 'picker.busy')}` : '';
    const cards = decksOf(game, resolveSwitches(game, variantOf(game))) * 52;
    const base = `${chosen ? '›' : ' '} ${marker}${pad(game.names.de, 23)} ${pad(game.names.en, 24)} ${pad(t(lang, 'picker.cards', {count: cards}), 10)}${busy}`;
    // Wide terminals have room for every game's one-line description.
    const text = cols >= 100 ? `${base} ${game.summary[lang]}` : base;
    lines.push([{text: clip(text, cols), style: chosen && picker.line === undefined ? {inverse: true} : chosen ? {bold: true} : undefined}]);
    if (chosen) lines.push(cutLine(ruleLine(game, variantOf(game), picker.line, lang, cols), cols));
  });
  while (lines.length < rows - 3 - DETAIL_LINES) lines.push([]);
  const game = shown[picker.index];
  const detail = game && picker.line !== undefined ? switchDetails(game, picker.line, lang, cols).slice(0, DETAIL_LINES) : undefined;
  while (detail && detail.length < DETAIL_LINES) detail.push('');
  for (const text of detail ?? (game ? details(game, view) : Array(DETAIL_LINES).fill(''))) lines.push([{text: clip(text, cols)}]);
  lines.push([{text: clip(view.notice ?? '', cols)}]);
  lines.push([
    {text: clip(t(lang, picker.line === undefined ? 'picker.keys' : 'picker.lineKeys', {}, {keys: () => programKeys(lang)}), cols), style: {dim: true}},
  ]);
  return lines.slice(0, rows - 1);
}
