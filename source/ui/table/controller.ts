import {canRedo, canUndo, current, redo, undo} from '../../core/session.js';
import {attempt, clampDepth, type Command, type GameUi, isFinished, isStalled, say, SPEEDS} from '../state/game-ui.js';
import {ownSpec} from '../commands/commands.js';
import {keyMove, stockAction, stockDeal} from '../commands/key-moves.js';
import {legalAction} from '../state/game-ui.js';
import {askDemo, askHint, demoKey, demoStep, findDeal, finish} from '../assist/assist-ui.js';
import {enterDeal, restart, restartNow, undoAll} from './deal-keys.js';
import {changeDepth, cycleFocus, moveFocus} from './focus.js';
import {action, pickOrDrop, send} from './hand.js';
import {click} from './click.js';
import {newDeal} from '../assist/deal-found.js';

function answer(ui: GameUi, yes: boolean): GameUi {
  const confirm = ui.confirm;
  if (!confirm) {
    if (isStalled(ui)) return yes ? attempt(ui, {kind: 'resign'}, say('msg.ended')) : {...ui, stallDeclined: current(ui.session), message: undefined};
    return ui;
  }
  if (!yes) return {...ui, confirm: undefined, message: undefined};
  if (confirm.kind === 'end') return attempt({...ui, confirm: undefined}, {kind: 'resign'}, say('msg.ended'));
  if (confirm.kind === 'action') return attempt({...ui, confirm: undefined}, confirm.move);
  if (confirm.kind === 'restart') return restartNow({...ui, confirm: undefined});
  if (confirm.kind === 'rewind') return rewindTo({...ui, confirm: undefined}, confirm.to);
  return dealOrFind({...ui, confirm: undefined}, confirm.deal, confirm.typed);
}

/** Back to position `to`, the last one the solver proved winnable; redo still has the moves after it. */
function rewindTo(ui: GameUi, to: number): GameUi {
  return clampDepth({...ui, session: {...ui.session, index: Math.min(to, ui.session.index)}, held: undefined, marked: [], auto: false, message: undefined});
}

/** A new deal; with winnable deals only, the solver first looks for a winnable one from this number on, unless the player typed the number. */
function dealOrFind(ui: GameUi, deal: number, typed = false): GameUi {
  return ui.prefs?.winnable && !typed ? findDeal(ui, deal) : newDeal(ui, deal);
}

/** Finish: the game's own finish where it has one (Harfe), else the rest played when no decision is left. */
function finishKey(ui: GameUi): GameUi {
  const own = ownSpec(ui.definition, 'finish');
  const move = own && !isFinished(ui) ? keyMove(ui, own) : undefined;
  return move ? attempt(ui, move) : finish(ui);
}

function autoStep(ui: GameUi): GameUi {
  if (ui.demo) return demoStep(ui);
  const spec = ui.definition.keys.find((each) => each.auto);
  if (!spec) return {...ui, auto: false};
  const move = legalAction(ui, spec.actions ?? []);
  // The game's own hint says what is to be decided ("three 5s on top: choose two"), if it has one.
  if (!move) return {...ui, auto: false, message: ui.definition.hint?.(current(ui.session)) ? undefined : say('msg.decision')};
  return attempt(ui, move);
}

/** Keys while the help or the rules are shown: ↑ ↓ scroll, ? goes from help to rules, anything else closes. */
function overlayKey(ui: GameUi, command: Command): GameUi {
  if (command.type === 'help') return ui.overlay === 'help' ? {...ui, overlay: 'rules', scroll: 0} : {...ui, overlay: undefined};
  if (command.type === 'move-focus' && (command.direction === 'up' || command.direction === 'down')) {
    return {...ui, scroll: Math.max(0, ui.scroll + (command.direction === 'down' ? 1 : -1))};
  }
  return {...ui, overlay: undefined};
}

/** The game screen's reducer: keys become commands, commands change the screen's state. */
export function reduce(ui: GameUi, command: Command): GameUi {
  if (command.type === 'elapse') return isFinished(ui) ? ui : {...ui, elapsed: ui.elapsed + command.ms};
  if (ui.overlay && command.type !== 'tick') return overlayKey(ui, command);
  // A question for the solver: Esc calls it off; other keys go on as usual (their answer is dropped when the position changed).
  if (ui.waiting?.kind === 'deal' && ui.finding) {
    // Looking for a winnable deal: Esc plays the deal it started from, unchecked; the old game takes no moves meanwhile.
    if (command.type !== 'cancel') return ui;
    const start = ui.finding.start;
    return {...newDeal({...ui, waiting: undefined, finding: undefined}, start), message: say('find.stopped', {deal: start})};
  }
  if (ui.waiting && command.type === 'cancel') return {...ui, waiting: undefined, message: say('solve.stopped')};
  if (ui.demo) {
    const stopped = demoKey(ui, command);
    if (stopped.handled) return stopped.ui;
    ui = stopped.ui;
  }
  // On a finished game, Space or Enter puts the end box away (or back) to show the final table; the line under it then says how the game ended.
  if ((command.type === 'select' || command.type === 'send') && isFinished(ui)) return {...ui, bannerHidden: !ui.bannerHidden, message: undefined};
  switch (command.type) {
    case 'move-focus':
      return moveFocus(ui, command.direction);
    case 'depth':
      return changeDepth(ui, command);
    case 'cycle':
      return cycleFocus(ui, command.by);
    case 'select':
    case 'send': {
      // Space and Enter on the stock never deal several cards (stockAction): they say which key does.
      const deal = ui.held ? undefined : stockDeal(ui);
      if (deal && !stockAction(ui)) return {...ui, message: say('keys.stockDeals', {key: deal.spec.key, label: deal.spec.label})};
      return command.type === 'select' ? pickOrDrop(ui) : send(ui);
    }
    case 'click':
      return click(ui, command.pile, command.depth, command.double);
    case 'cancel':
      // Esc puts away what is shown (escClears): held and marked cards, the hint, the message; it pauses autoplay.
      return {...ui, held: undefined, marked: [], confirm: undefined, message: undefined, hint: undefined, auto: false};
    case 'action':
    case 'step':
      return action(ui, command.key);
    case 'undo':
      return canUndo(ui.session)
        ? clampDepth({...ui, session: undo(ui.session), held: undefined, marked: [], auto: false, message: say('msg.undone')})
        : {...ui, message: say('msg.noUndo')};
    case 'redo':
      return canRedo(ui.session)
        ? clampDepth({...ui, session: redo(ui.session), held: undefined, marked: [], message: say('msg.redone')})
        : {...ui, message: say('msg.noRedo')};
    case 'new':
      if (ui.session.index > 0 && !isFinished(ui)) return {...ui, confirm: {kind: 'new', deal: command.deal, typed: command.typed}};
      return dealOrFind(ui, command.deal, command.typed);
    case 'end':
      return isFinished(ui) ? {...ui, message: say('solve.over')} : {...ui, confirm: {kind: 'end'}};
    case 'yes':
      return answer(ui, true);
    case 'no':
      return answer(ui, false);
    case 'help':
      return {...ui, overlay: 'help', scroll: 0};
    case 'auto':
      if (isFinished(ui)) return {...ui, message: say('solve.over')};
      return ui.definition.keys.some((each) => each.auto)
        ? {...ui, auto: !ui.auto, message: say(ui.auto ? 'msg.paused' : 'msg.auto')}
        : {...ui, message: say('msg.noAuto')};
    case 'speed': {
      const at = SPEEDS.indexOf(ui.speed);
      const next = SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, at + (command.faster ? 1 : -1)))];
      return {...ui, speed: next, message: say('msg.speed', {ms: next})};
    }
    case 'tick':
      return ui.auto ? autoStep(ui) : ui;
    case 'hint':
      return askHint(ui);
    case 'demo':
      return askDemo(ui);
    case 'finish':
      return finishKey(ui);
    case 'restart':
      return restart(ui);
    case 'undo-all':
      return undoAll(ui);
    case 'deal-prompt':
      return {...ui, dealPrompt: command.digits, held: undefined, message: undefined};
    case 'deal-enter': {
      const entered = enterDeal(ui);
      return 'type' in entered ? reduce({...ui, dealPrompt: undefined}, entered) : entered;
    }
  }
}
