import {startSession} from '../../core/session.js';
import type {AssistReply} from '../../solver/assist.js';
import type {Waiting} from '../state/assist-state.js';
import {type GameUi, say, startUi} from '../state/game-ui.js';
import {receive} from './assist-ui.js';

/** The solver's answer to what the game screen waits for: a winnable deal found (or not) starts it; the rest is assist-ui's. */
export function answerWith(ui: GameUi, waiting: Waiting, reply: AssistReply | undefined): GameUi {
  if (waiting.kind !== 'deal') return receive(ui, waiting, reply);
  if (ui.waiting !== waiting || !ui.finding) return ui;
  const found = reply?.kind === 'deal' ? reply.found : undefined;
  const deal = found?.deal;
  const dealt = newDeal({...ui, waiting: undefined, finding: undefined}, deal ?? ui.finding.start);
  // The line that proved the deal winnable is the first thing known of it: hints and the demo follow it.
  const known = deal !== undefined && found?.line ? {lines: {win: found.line}} : undefined;
  return {...dealt, ...(known ? {known} : {}), message: say(deal === undefined ? 'find.none' : 'find.found', {deal: deal ?? ui.finding.start})};
}

/** A new deal keeps the variant (or takes the one chosen for the next deal), under today's rules. */
export function newDeal(ui: GameUi, deal: number): GameUi {
  const fresh = startUi(ui.definition, startSession(ui.definition, {deal}, {variant: ui.nextVariant ?? ui.session.variant}));
  return {...fresh, speed: ui.speed, message: say('msg.newDeal', {deal})};
}
