import {isDealNumber, MAX_DEAL} from '../../core/random.js';
import {canUndo, startSession} from '../../core/session.js';
import {clampDepth, type Command, type GameUi, isFinished, say, startUi} from '../state/game-ui.js';

/**
 * The everyday deal commands from inside a game: `R` this deal again from the
 * start, `#` a deal by its number, `U` back to the start with every move kept
 * for redo.
 */

/** The same deal (number or order, variant and rules) from its first position, with a fresh clock; what the solver proved of it still holds. */
export function restartNow(ui: GameUi): GameUi {
  const {source, variant, rulesVersion} = ui.session;
  const fresh = startUi(ui.definition, startSession(ui.definition, source, {variant, rulesVersion}));
  return {...fresh, speed: ui.speed, known: ui.known, message: say('msg.restarted', {deal: 'deal' in source ? source.deal : '—'})};
}

/** `R`: at once when nothing would be lost (no moves, or the game is over), else asked first. */
export function restart(ui: GameUi): GameUi {
  if (ui.session.index > 0 && !isFinished(ui)) return {...ui, confirm: {kind: 'restart'}, held: undefined, message: undefined};
  return restartNow(ui);
}

/** `U`: every move undone; they stay for redo (r), so nothing is lost. */
export function undoAll(ui: GameUi): GameUi {
  if (!canUndo(ui.session)) return {...ui, message: say('msg.atStart')};
  return clampDepth({...ui, session: {...ui.session, index: 0}, held: undefined, marked: [], auto: false, message: say('msg.undoneAll')});
}

/**
 * Enter at the prompt: a valid number becomes a new deal (asked first when this one has moves), else the prompt closes saying what is
 * valid. The deal typed is the deal played, with winnable deals only too (as `--deal`): the player asked for that one.
 */
export function enterDeal(ui: GameUi): Command | GameUi {
  const deal = Number(ui.dealPrompt ?? '');
  if (!ui.dealPrompt || !isDealNumber(deal)) return {...ui, dealPrompt: undefined, message: say('msg.badDeal', {max: MAX_DEAL})};
  return {type: 'new', deal, typed: true};
}
