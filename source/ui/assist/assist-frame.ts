import {current} from '../../core/session.js';
import type {Pointer} from '../../view/table.js';
import {hintPiles} from './assist-ui.js';
import {type GameUi, isFinished} from '../state/game-ui.js';
import {type Lang, t} from '../text/messages.js';

/** What the solver's features add to the game screen's frame (frame.ts). */

/** The winnable mark for the title line, when it is on: ✓, ✓ a lesser success only, ? a lesser success at most, ✗ (since move N), … while thinking, ? unknown (ASCII: [ok], [x], ..., [?]). */
export function markText(ui: GameUi, lang: Lang, ascii = false): string {
  if (!ui.prefs?.mark || isFinished(ui)) return '';
  const mark = ui.mark;
  const look = {ascii};
  if (!mark || mark.state !== current(ui.session)) return t(lang, 'mark.thinking', {}, look);
  if (mark.status === 'won') return t(lang, 'mark.won', {}, look);
  if (mark.status === 'lesser') return t(lang, 'mark.lesser', {name: ui.definition.lesser?.name ?? ''}, look);
  if (mark.status === 'lesserAtMost') return t(lang, 'mark.lesserAtMost', {name: ui.definition.lesser?.name ?? ''}, look);
  if (mark.status === 'unknown') return t(lang, 'mark.unknown', {}, look);
  return mark.since === undefined ? t(lang, 'mark.lost', {}, look) : t(lang, 'mark.lostSince', {move: mark.since}, look);
}

/** The hint on the table: its cards marked as hinted where they are (apart from cards the player marked), and the pile they go to lit up as a target. */
export function withHint(ui: GameUi, pointer: Pointer): Pointer {
  const hint = ui.hint;
  if (!hint || ui.held || hint.state !== current(ui.session)) return pointer;
  const piles = hintPiles(hint.move);
  const count = hint.move.kind === 'move' ? hint.move.count : 1;
  return {...pointer, hinted: new Map(piles.from.map((pile) => [pile, count])), targets: new Set([...(pointer.targets ?? []), ...piles.to])};
}
