import {current, startSession} from '../../core/session.js';
import type {GameDefinition} from '../../core/types.js';
import {assistHelp} from '../assist/assist-frame.js';
import {playsItself} from '../state/game-ui.js';
import {type Lang, type MessageKey, t} from '../text/messages.js';
import {wrap} from '../text/wrap.js';

/** One row of the keys help: the keys, and what they do. */
type Row = readonly [keys: string, text: string];

const fanned = new WeakMap<GameDefinition, boolean>();

/** Whether the game has fanned piles, whose depth ↑ ↓ choose (the first deal's table tells). */
function hasFans(definition: GameDefinition): boolean {
  let known = fanned.get(definition);
  if (known === undefined) {
    known = definition.piles(current(startSession(definition, {deal: 1}))).some((spec) => spec.fan !== undefined && spec.fan !== 'none');
    fanned.set(definition, known);
  }
  return known;
}

/**
 * The keys that work in this game, as rows: a game that plays itself steps
 * with Space and Enter, a game of pairs marks with Space, the others pick up
 * and send; `d` only where it does something, in the game's own words, and the
 * game's own keys. Two keys doing one thing share a row.
 */
export function helpRows(definition: GameDefinition, lang: Lang): Row[] {
  const say = (key: MessageKey) => t(lang, key);
  const own = definition.keys;
  const space = say('key.space');
  const rows: Array<[string, string]> = [];
  const selfPlaying = playsItself(definition);
  const marking = definition.selection === 'set';
  const fans = hasFans(definition);
  // The arrow into a fan and the arrow out of it are different keys: with Shift (or PgUp / PgDn) it changes how many cards, without it the pile.
  rows.push([say('key.arrows'), say(fans && !selfPlaying && !marking ? 'help.moveFans' : 'help.move')], [say('key.tab'), say('help.tab')]);
  const auto = own.find((spec) => spec.auto);
  // Keys that play the same action as another one join its row (Elf's d and x, the step keys).
  const joined = new Set<string>();
  if (selfPlaying && auto) {
    const same = own.filter((spec) => spec.label[lang] === auto.label[lang]).map((spec) => spec.key);
    for (const key of same) joined.add(key);
    rows.push([[space, 'Enter', ...same].join(' / '), auto.label[lang]]);
    rows.push(['Esc', say('help.escGames')]);
  } else if (marking) {
    rows.push([space, say('help.spaceMark')], ['Esc', say('help.escMarks')]);
  } else {
    rows.push([space, say('help.space')], ['Enter', say('help.enter')], ['Esc', say('help.esc')]);
  }
  for (const spec of own) {
    if (joined.has(spec.key)) continue;
    const same = own.filter((other) => other.label[lang] === spec.label[lang] && !joined.has(other.key)).map((other) => other.key);
    for (const key of same) joined.add(key);
    rows.push([same.join(' / '), spec.label[lang]]);
  }
  rows.push(['u / r / U', say('help.undo')], ['n / R / #', say('help.deals')], ['e', say('help.e')]);
  if (auto) rows.push(['a / + / -', say('help.auto')]);
  rows.push(...assistHelp(definition, lang));
  rows.push(['?', say('help.keys')], ['T / C / L / S / M', `${say('help.toggles')} · ${say('help.mouseToggle')}`], ['q', say('help.q')]);
  return rows;
}

/** The keys help as lines within `cols`, closing with how to close it. */
export function helpLines(definition: GameDefinition, lang: Lang, cols = 80): string[] {
  return [...helpBody(definition, lang, cols), '', ...wrap(t(lang, 'help.close'), cols)];
}

/** The title, what the mouse does (and that Shift+drag still selects text), and the keys: keys in the left column, what they do wrapped in the right one. */
export function helpBody(definition: GameDefinition, lang: Lang, cols = 80): string[] {
  const rows = helpRows(definition, lang);
  const keyWidth = Math.max(...rows.map(([keys]) => [...keys].length)) + 2;
  const textWidth = Math.max(20, cols - 2 - keyWidth);
  const lines = [t(lang, 'help.title', {game: definition.names.de}), ...wrap(t(lang, 'help.mouse'), cols)];
  for (const [keys, text] of rows) {
    wrap(text, textWidth).forEach((part, index) => {
      lines.push(`  ${(index === 0 ? keys : '').padEnd(keyWidth)}${part}`);
    });
  }
  return lines;
}
