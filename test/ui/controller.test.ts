import {describe, expect, it} from 'vitest';
import {code, parseCode} from '../../source/core/cards.js';
import {getPile} from '../../source/core/piles.js';
import {current, playMove, startSession} from '../../source/core/session.js';
import type {State} from '../../source/core/types.js';
import {staffelpatience as game} from '../../source/games/staffelpatience.js';
import {reduce} from '../../source/ui/table/controller.js';
import {type Command, type GameUi, isStalled, startUi, targetsOf} from '../../source/ui/state/game-ui.js';
import {fixture, move, only} from '../helpers.js';

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
    const ui = run(uiAt(position), right, select, right, right, right, select);
    expect(ui.message).toMatchObject({rule: {id: 'needs', card: position.piles[1].cards.at(-1)}});
    expect(ui.held).toEqual({pile: 'pile2', count: 1});
    expect(run(ui, {type: 'cancel'}).held).toBeUndefined();
  });

  it('says at once why a card that cannot go anywhere stays, without picking it up', () => {
    const ui = run(uiAt(position), right, right, select);
    expect(ui.held).toBeUndefined();
    expect(ui.message).toMatchObject({rule: {id: 'needs'}});
  });

  // Issue 20, item 8: the arrow into the fan and the arrow out of it are different keys. Shift-↑ (or PgUp) takes more
  // cards of a column, Shift-↓ (or PgDn) fewer; the plain arrows always go from pile to pile.
  it('chooses how deep to take a fanned pile with Shift-up and Shift-down (or PgUp and PgDn)', () => {
    const ui = run(uiAt(position), right, right, right);
    expect(ui.focus).toBe('pile4');
    const deeper = run(ui, {type: 'depth', direction: 'up'}, {type: 'depth', direction: 'up'});
    expect(deeper.depth).toBe(3);
    expect(deeper.focus).toBe('pile4');
    expect(run(deeper, {type: 'depth', direction: 'down'}).depth).toBe(2);
    expect(run(deeper, {type: 'depth', by: -1}).depth).toBe(2);
    expect(run(ui, {type: 'depth', by: 1}).depth).toBe(2);
    // Across the fan a Shift-arrow does nothing; no deeper than a legal move carries.
    expect(run(ui, {type: 'depth', direction: 'left'})).toMatchObject({focus: 'pile4', depth: 1});
    expect(run(deeper, {type: 'depth', direction: 'up'}).depth).toBe(3);
    const moved = run(deeper, {type: 'send'});
    expect(getPile(current(moved.session), 'pile4').cards.map(code)).toEqual(['5S']);
    expect(getPile(current(moved.session), 'pile1').cards.map(code)).toEqual(['KC', 'QH', 'JC', 'TD']);
  });

  it('goes up from a column to the pile above it with a plain ↑, even where a run could be taken (issue 20, item 8)', () => {
    const ui = run(uiAt(position), right, right, right);
    expect(ui.focus).toBe('pile4');
    const above = run(ui, up);
    expect(above.focus).not.toBe('pile4');
    expect(above.depth).toBe(1);
    expect(run(ui, down).focus).toBe('pile4');
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
  it('puts the focus on a card waiting for its place, and Enter places it (Fürst Bismarck deal)', async () => {
    const {fuerstBismarck} = await import('../../source/games/fuerst-bismarck.js');
    const ui = startUi(fuerstBismarck, startSession(fuerstBismarck, {deal: 1}));
    expect(getPile(current(ui.session), 'draw').cards.map(code)).toEqual(['KD']);
    expect(ui.focus).toBe('draw');
    const placed = run(ui, {type: 'send'});
    expect(placed.session.index).toBe(1);
    expect(placed.message).toMatchObject({rule: {id: 'dealt'}});
  });

  it('places the drawn card on the focused centre slot with c (Fürst Bismarck)', async () => {
    const {fuerstBismarck} = await import('../../source/games/fuerst-bismarck.js');
    const ui = startUi(fuerstBismarck, startSession(fuerstBismarck, {deal: 1}));
    const refused = run({...ui, focus: 'C1L'}, {type: 'action', key: 'c'});
    expect(refused.session.index).toBe(0);
    expect(refused.message).toMatchObject({rule: {id: 'drawnFor'}});
    const placed = run({...ui, focus: 'C2R'}, {type: 'action', key: 'c'});
    expect(getPile(current(placed.session), 'C2R').cards.map(code)).toEqual(['KD']);
  });

  it('opens Der halbe Mond on a crescent pile, and Enter sends an ace to its empty foundation (issue 11 #6)', async () => {
    const {halberMond} = await import('../../source/games/halber-mond.js');
    const state = fixture(halberMond, {crescent0: 'AC', crescent1: '5D KC', crescent2: '2C'});
    const ui = startUi(halberMond, {...startSession(halberMond, {deal: 1}), states: [state]});
    expect(ui.focus).toBe('crescent0');
    const sent = run(ui, {type: 'send'});
    expect(getPile(current(sent.session), 'aceFoundC').cards.map(code)).toEqual(['AC']);
    expect(sent.message).toEqual({key: 'msg.movedTo', params: {pile: {en: 'ace pile of clubs', de: 'As-Ablage Kreuz'}}});
  });

  it('refuses a help while a card can still go up, and asks first with help-any-time (Der halbe Mond, 3-A9)', async () => {
    const {halberMond} = await import('../../source/games/halber-mond.js');
    const layout = {crescent0: 'KH', crescent1: '5C 6C'};
    const strict = startUi(halberMond, {...startSession(halberMond, {deal: 1}), states: [fixture(halberMond, layout)]});
    const refused = run(strict, {type: 'action', key: 'x'});
    expect(refused.confirm).toBeUndefined();
    expect(refused.session.index).toBe(0);
    expect(refused.message).toMatchObject({rule: {id: 'cardGoesUp'}});
    const state = fixture(halberMond, layout, {}, ['help-any-time']);
    const ui = startUi(halberMond, {...startSession(halberMond, {deal: 1}, {variant: ['help-any-time']}), states: [state]});
    const asking = run(ui, {type: 'action', key: 'x'});
    expect(asking.confirm?.kind).toBe('action');
    expect(asking.session.index).toBe(0);
    expect(run(asking, {type: 'no'}).session.index).toBe(0);
    const lifted = run(asking, {type: 'yes'});
    expect(lifted.session.index).toBe(1);
    expect((current(lifted.session).vars as {helpsUsed: number}).helpsUsed).toBe(1);
    expect(lifted.message).toMatchObject({rule: {id: 'lifted'}});
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
    expect(
      current(kept.session)
        .piles.find((pile) => pile.id === 'keller')!
        .cards.map(code),
    ).toEqual(['6S']);
    const again = run({...kept, focus: 'L1'}, {type: 'action', key: 'c'});
    expect(again.session.index).toBe(1);
    expect(again.message).toEqual({rule: {id: 'kellerFull'}});
  });

  it('says why an ace picked up from the aces cannot be dropped on the talon (Hermann, issue 11 #12)', async () => {
    const {hermann} = await import('../../source/games/hermann.js');
    const state = fixture(hermann, {aces: 'AH', goal: 'KC QD'});
    const ui = {...startUi(hermann, {...startSession(hermann, {deal: 1}), states: [state]}), focus: 'aces'};
    // Nothing takes the ace now, so picking it up says why at once instead of holding it.
    const picked = run(ui, select);
    expect(picked.held).toBeUndefined();
    expect(picked.message).toHaveProperty('rule');
    const dropped = run({...ui, held: {pile: 'aces', count: 1}, focus: 'stock'}, select);
    expect(dropped.session.index).toBe(0);
    expect(dropped.message).toEqual({rule: {id: 'aceOnlyToGoal'}});
  });

  it("never deals Hermann's row with Space or Enter on the talon, says that d does; a stock that turns one card still turns (issue 20, item 8)", async () => {
    const {hermann} = await import('../../source/games/hermann.js');
    const ui = {...startUi(hermann, startSession(hermann, {deal: 1})), focus: 'stock'};
    for (const command of [select, {type: 'send'} as const]) {
      const after = run(ui, command);
      expect(after.session.index).toBe(0);
      expect(after.held).toBeUndefined();
      expect(after.message).toEqual({key: 'keys.stockDeals', params: {key: 'd', label: {en: 'deal a row', de: 'Talon austeilen'}}});
    }
    expect(run(ui, {type: 'action', key: 'd'}).session.index).toBe(1);
    const staffel = {...uiAt(fixture(game, {})), focus: 'stock'};
    expect(run(staffel, select).session.index).toBe(1);
    expect(run(staffel, {type: 'send'}).session.index).toBe(1);
  });

  it('takes more cards of a left-fanned half with Shift and the arrow towards the centre', async () => {
    const {grossePatience} = await import('../../source/games/grosse-patience.js');
    const state = fixture(grossePatience, {L1: '9C 5D 6D 7D', L2: ''});
    const ui = {...startUi(grossePatience, {...startSession(grossePatience, {deal: 1}), states: [state]}), focus: 'L1'};
    const deeper = run(ui, {type: 'depth', direction: 'right'}, {type: 'depth', direction: 'right'});
    expect(deeper.focus).toBe('L1');
    expect(deeper.depth).toBe(3);
    expect(run(deeper, {type: 'depth', direction: 'left'}).depth).toBe(2);
    // The plain arrow towards the centre goes there.
    expect(run(ui, right).focus).not.toBe('L1');
  });
});

describe('controller: Die Elf, the rescue draw and marked sets (issue 11 #10)', () => {
  const STUCK = {grid0: '2C', grid1: '3C', grid2: '4C', grid3: '5C', grid4: '2D', grid5: 'QH', grid6: 'KH', grid7: '3D', grid8: '4D'};

  async function elfAt(layout: Record<string, string | {cards: string; down: number}>) {
    const {elf} = await import('../../source/games/elf.js');
    const state = only(elf, layout);
    return startUi(elf, {...startSession(elf, {deal: 1}), states: [state]});
  }

  it('draws a rescue card with d, with x, and with Space on the stock, and says what it paired with', async () => {
    const layout = {...STUCK, stock: {cards: '9S TC 6H', down: 3}};
    for (const ui of [run(await elfAt(layout), {type: 'action', key: 'd'}), run(await elfAt(layout), {type: 'action', key: 'x'})]) {
      expect(ui.session.index).toBe(1);
      expect(ui.message).toEqual({rule: {id: 'rescuePair', card: parseCode('6H'), partner: parseCode('5C')}});
    }
    const onStock = run({...(await elfAt(layout)), focus: 'stock'}, select);
    expect(onStock.session.index).toBe(1);
    expect(onStock.message).toMatchObject({rule: {id: 'rescuePair'}});
  });

  it('asks for the partner when the rescue card fits more than one way, and removes the marked pair', async () => {
    const ui = run(await elfAt({...STUCK, stock: {cards: 'TC 8H', down: 2}}), {type: 'action', key: 'd'});
    expect(ui.message).toEqual({rule: {id: 'rescueChoose', card: parseCode('8H')}});
    const marked = run({...ui, focus: 'hand'}, select);
    expect(marked.marked).toEqual(['hand']);
    const done = run({...marked, focus: 'grid7'}, select);
    expect(
      current(done.session)
        .piles.find((pile) => pile.id === 'discard')!
        .cards.map(code),
    ).toEqual(['8H', '3D']);
  });

  it('shows one rescue key in the key line although d and x both draw', async () => {
    const {gameFrame} = await import('../../source/ui/screens/frame.js');
    const ui = await elfAt({...STUCK, stock: {cards: 'TC', down: 1}});
    const lines = gameFrame(ui, {cols: 120, rows: 24, theme: 'boxed', colours: 'none', lang: 'en'}).map((line) => line.map((part) => part.text).join(''));
    const keyLine = lines.at(-1)!;
    expect(keyLine).toContain('d draw a rescue card');
    expect(keyLine).not.toContain('x draw a rescue card');
  });

  it('says "take the pairs first" when two court cards of a trio are marked while a pair lies in the grid', async () => {
    const ui = await elfAt({...STUCK, grid1: '9C', grid2: 'JD', stock: {cards: 'TC', down: 1}});
    const marked = run({...ui, focus: 'grid5'}, select, {type: 'cycle', by: 1}, select);
    expect(marked.session.index).toBe(0);
    expect(marked.message).toEqual({rule: {id: 'pairsFirst'}});
  });
});

describe('controller: self-playing games step with s and with a', () => {
  it('plays Napoleon one card per s, and tells what the card did', async () => {
    const {napoleon} = await import('../../source/games/napoleon.js');
    const ui = startUi(napoleon, startSession(napoleon, {deal: 1}));
    const stepped = run(ui, {type: 'action', key: 's'});
    expect(stepped.session.index).toBe(1);
    expect(stepped.message).toMatchObject({rule: {id: expect.stringMatching(/^fits(Not)?$/)}});
    const auto = run(ui, {type: 'auto'}, {type: 'tick'}, {type: 'tick'});
    expect(auto.session.index).toBe(2);
  });
});

describe('controller: Die Doppelhaufen, choosing two of three equal tops (1-A5)', () => {
  it('refuses the step until two are marked, then removes them and says so', async () => {
    const {doppelhausen} = await import('../../source/games/doppelhausen.js');
    const state = only(doppelhausen, {wasteL: '7C', stockL: '2D 7D', stockR: '3S 7S', wasteR: '9H'});
    const ui = startUi(doppelhausen, {...startSession(doppelhausen, {deal: 1}), states: [state]});
    expect(run(ui, {type: 'action', key: 's'}).message).toEqual({rule: {id: 'chooseFirst', rank: 7}});
    const done = run({...ui, focus: 'stockL'}, select, right, select);
    expect(done.session.index).toBe(1);
    expect(done.message).toEqual({rule: {id: 'chosen', rank: 7, pairs: 0}});
    expect(
      current(done.session)
        .piles.find((pile) => pile.id === 'wasteL')!
        .cards.map(code),
    ).toEqual(['7C']);
  });
});

describe('help: the d key says what it does in each game', () => {
  it('names the rescue draw in Elf, the step in Napoleon, and is left out where d does nothing', async () => {
    const {helpLines} = await import('../../source/ui/screens/frame.js');
    const {elf} = await import('../../source/games/elf.js');
    const {napoleon} = await import('../../source/games/napoleon.js');
    // The row whose keys (left column, `a / b` when two keys do one thing) include d.
    const dRow = (lines: string[]) => lines.find((line) => /^ {2}(?:\S+ \/ )*d(?: \/ \S+)* {2,}\S/.test(line));
    expect(dRow(helpLines(elf, 'en'))).toMatch(/draw a rescue card$/);
    expect(dRow(helpLines(elf, 'de'))).toMatch(/Rettungskarte ziehen$/);
    expect(dRow(helpLines(napoleon, 'en'))).toMatch(/next card$/);
    expect(dRow(helpLines(game, 'en'))).toMatch(/turn the stock$/);
    expect(dRow(helpLines({...game, keys: []}, 'en'))).toBeUndefined();
  });
});

describe('the offer to end a stalled game (C11)', () => {
  const turn: Command = {type: 'action', key: 'd'};
  const turns = (count: number): Command[] => Array.from({length: count}, () => turn);
  /** Deal 10 after one whole round through the stock without playing a card: stuck as 13.5 says. */
  function stuckRound(): GameUi {
    const ui = run(startUi(game, startSession(game, {deal: 10})), ...turns(25));
    expect(getPile(current(ui.session), 'stock').cards).toHaveLength(24);
    return ui;
  }

  it('is made once play is stalled, and not again while the player turns the stock on after saying no', () => {
    const stuck = stuckRound();
    expect(isStalled(stuck)).toBe(true);
    const declined = run(stuck, {type: 'no'});
    expect(isStalled(declined)).toBe(false);
    const turning = run(declined, ...turns(30));
    expect(turning.session.index).toBe(stuck.session.index + 30);
    expect(isStalled(turning)).toBe(false);
  });

  it('is made again on another line after an undo (not after undo and redo), and once a card was played and play stalled again', () => {
    const declined = run(stuckRound(), {type: 'no'});
    expect(isStalled(run(declined, {type: 'undo'}, {type: 'redo'}))).toBe(false);
    expect(isStalled(run(declined, {type: 'undo'}, turn))).toBe(true);
    // The third card is 9♣: onto 10♥ it takes a card off the waste, and play is no longer stalled.
    const ready = run(declined, ...turns(3));
    const played = {...ready, session: playMove(game, ready.session, move('waste', 'pile7'))};
    expect(code(getPile(current(played.session), 'pile7').cards.at(-1)!)).toBe('9C');
    expect(isStalled(played)).toBe(false);
    expect(isStalled(run(played, ...turns(24)))).toBe(true);
  });
});
