import {describe, expect, it} from 'vitest';
import {code} from '../../source/core/cards.js';
import {getPile} from '../../source/core/piles.js';
import {current, startSession} from '../../source/core/session.js';
import type {State} from '../../source/core/types.js';
import {staffelpatience as game} from '../../source/games/staffelpatience.js';
import {reduce} from '../../source/ui/controller.js';
import {type Command, type GameUi, startUi, targetsOf} from '../../source/ui/game-ui.js';
import {fixture} from '../helpers.js';

function uiAt(state: State): GameUi {
  const session = startSession(game, {deal: 1});
  return startUi(game, {...session, states: [state]});
}

function run(ui: GameUi, ...commands: Command[]): GameUi {
  return commands.reduce(reduce, ui);
}

const right: Command = {type: 'move-focus', direction: 'right'};
const left: Command = {type: 'move-focus', direction: 'left'};
const up: Command = {type: 'move-focus', direction: 'up'};
const down: Command = {type: 'move-focus', direction: 'down'};
const select: Command = {type: 'select'};

describe('game screen controller', () => {
  const position = fixture(game, {pile1: 'KC', pile2: 'QD', pile3: '2H', pile4: {cards: '5S QH JC TD', down: 1}, pile5: 'QS'});

  it('starts on the first tableau pile and moves the focus by position', () => {
    const ui = uiAt(position);
    expect(ui.focus).toBe('pile1');
    expect(run(ui, right, right).focus).toBe('pile3');
    expect(run(ui, right, left).focus).toBe('pile1');
    expect(run(ui, up).focus).toBe('stock');
    expect(run(ui, {type: 'cycle', by: -1}).focus).toBe('books4');
  });

  it('picks up, shows the legal targets, and drops', () => {
    const held = run(uiAt(position), right, select);
    expect(held.held).toEqual({pile: 'pile2', count: 1});
    expect(targetsOf(held)).toEqual(new Set(['pile1']));
    const dropped = run(held, left, select);
    expect(dropped.held).toBeUndefined();
    expect(getPile(current(dropped.session), 'pile1').cards.map(code)).toEqual(['KC', 'QD']);
    expect(dropped.session.index).toBe(1);
  });

  it('says in plain words why a drop is illegal and keeps the card in hand', () => {
    const ui = run(uiAt(position), right, right, select, right, right, select);
    expect(ui.message).toMatchObject({rule: {id: 'needs'}});
    expect(ui.held).toEqual({pile: 'pile3', count: 1});
    expect(run(ui, {type: 'cancel'}).held).toBeUndefined();
  });

  it('chooses how deep to take a fanned pile with up and down', () => {
    const ui = run(uiAt(position), right, right, right);
    expect(ui.focus).toBe('pile4');
    const deeper = run(ui, up, up);
    expect(deeper.depth).toBe(3);
    expect(run(deeper, down).depth).toBe(2);
    const moved = run(deeper, {type: 'send'});
    expect(getPile(current(moved.session), 'pile4').cards.map(code)).toEqual(['5S']);
    expect(getPile(current(moved.session), 'pile1').cards.map(code)).toEqual(['KC', 'QH', 'JC', 'TD']);
  });

  it('sends with Enter to the best place, and undoes and redoes', () => {
    const sent = run(uiAt(position), right, {type: 'send'});
    expect(getPile(current(sent.session), 'pile1').cards.map(code)).toEqual(['KC', 'QD']);
    const undone = run(sent, {type: 'undo'});
    expect(getPile(current(undone.session), 'pile1').cards.map(code)).toEqual(['KC']);
    expect(run(undone, {type: 'redo'}).session.index).toBe(1);
    expect(run(uiAt(position), {type: 'undo'}).message).toEqual({key: 'msg.noUndo', params: undefined});
  });

  it('turns the stock with d and explains an impossible action', () => {
    const ui = startUi(game, startSession(game, {deal: 4711}));
    const turned = run(ui, {type: 'action', key: 'd'});
    expect(getPile(current(turned.session), 'waste').cards.length).toBe(1);
    expect(run(ui, {type: 'action', key: 'x'}).message).toEqual({rule: {id: 'needsBook'}});
  });

  it('asks before replacing a deal that has moves, not before', () => {
    const fresh = startUi(game, startSession(game, {deal: 4711}));
    expect(run(fresh, {type: 'new', deal: 9}).session.source).toEqual({deal: 9});
    const played = run(fresh, {type: 'action', key: 'd'});
    const asking = run(played, {type: 'new', deal: 9});
    expect(asking.confirm).toEqual({kind: 'new', deal: 9});
    expect(run(asking, {type: 'no'}).session.source).toEqual({deal: 4711});
    expect(run(asking, {type: 'yes'}).session.source).toEqual({deal: 9});
  });

  it('shows help over anything and closes it with any key', () => {
    const help = run(uiAt(position), {type: 'help'});
    expect(help.overlay).toBe('help');
    expect(run(help, right).overlay).toBeUndefined();
    expect(run(help, right).focus).toBe('pile1');
    const rules = run(help, {type: 'help'});
    expect(rules.overlay).toBe('rules');
    expect(run(rules, down, down, up).scroll).toBe(1);
    expect(run(rules, {type: 'help'}).overlay).toBeUndefined();
  });
});

describe('controller: forced choices and confirmations', () => {
  it('puts the focus on a card waiting for its place (Fürst Bismarck deal)', async () => {
    const {fuerstBismarck} = await import('../../source/games/fuerst-bismarck.js');
    const ui = startUi(fuerstBismarck, startSession(fuerstBismarck, {deal: 1}));
    expect((current(ui.session).vars as {phase: number}).phase).toBe(1);
    expect(ui.focus).toBe('draw');
    const placed = run(ui, {type: 'send'});
    expect(placed.session.index).toBe(1);
  });

  it('asks before a help while a card can still go up (Der halbe Mond, 3-A9)', async () => {
    const {halberMond} = await import('../../source/games/halber-mond.js');
    const state = fixture(halberMond, {crescent0: 'KH', crescent1: '5C 6C'});
    const ui = startUi(halberMond, {...startSession(halberMond, {deal: 1}), states: [state]});
    const asking = run(ui, {type: 'action', key: 'x'});
    expect(asking.confirm?.kind).toBe('action');
    expect(asking.session.index).toBe(0);
    expect(run(asking, {type: 'no'}).session.index).toBe(0);
    const lifted = run(asking, {type: 'yes'});
    expect(lifted.session.index).toBe(1);
    expect((current(lifted.session).vars as {phase: number}).phase).toBe(2);
  });

  it('says so when a key does nothing in this game', () => {
    expect(run(uiAt(fixture(game, {})), {type: 'action', key: 'z'}).message).toEqual({key: 'msg.noKey', params: {key: 'z', game: 'Staffelpatience'}});
  });
});

describe('controller: action keys that move the focused card', () => {
  it('puts the focused card into the Keller with c (Die große Patience), and says why not when full', async () => {
    const {grossePatience} = await import('../../source/games/grosse-patience.js');
    const state = fixture(grossePatience, {keller: '', L1: '4C 6S'});
    const ui = {...startUi(grossePatience, {...startSession(grossePatience, {deal: 1}), states: [state]}), focus: 'L1'};
    const kept = run(ui, {type: 'action', key: 'c'});
    expect(current(kept.session).piles.find((pile) => pile.id === 'keller')!.cards.map(code)).toEqual(['6S']);
    const again = run({...kept, focus: 'L1'}, {type: 'action', key: 'c'});
    expect(again.session.index).toBe(1);
    expect(again.message).toEqual({rule: {id: 'kellerFull'}});
  });

  it('says why an ace picked up from the aces cannot be dropped on the talon (Hermann, issue 11 #12)', async () => {
    const {hermann} = await import('../../source/games/hermann.js');
    const state = fixture(hermann, {aces: 'AH', goal: 'KC QD'});
    const ui = {...startUi(hermann, {...startSession(hermann, {deal: 1}), states: [state]}), focus: 'aces'};
    const held = run(ui, select);
    expect(held.held).toEqual({pile: 'aces', count: 1});
    const dropped = run({...held, focus: 'stock'}, select);
    expect(dropped.session.index).toBe(0);
    expect(dropped.message).toEqual({rule: {id: 'aceOnlyToGoal'}});
  });

  it('takes more cards of a left-fanned half with the arrow towards the centre', async () => {
    const {grossePatience} = await import('../../source/games/grosse-patience.js');
    const state = fixture(grossePatience, {L1: '9C 5D 6D 7D', L2: ''});
    const ui = {...startUi(grossePatience, {...startSession(grossePatience, {deal: 1}), states: [state]}), focus: 'L1'};
    const deeper = run(ui, right, right);
    expect(deeper.focus).toBe('L1');
    expect(deeper.depth).toBe(3);
    expect(run(deeper, left).depth).toBe(2);
  });
});
