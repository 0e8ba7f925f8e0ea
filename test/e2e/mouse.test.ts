import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {decodeMoves} from '../../source/core/move-codec.js';
import {current, startSession} from '../../source/core/session.js';
import type {GameDefinition, GameMove} from '../../source/core/types.js';
import {findGame} from '../../source/games/index.js';
import {reduce} from '../../source/ui/table/controller.js';
import {TABLE_TOP, tableRequest} from '../../source/ui/screens/frame.js';
import {type Display} from '../../source/ui/screens/display.js';
import {type GameUi, legal, startUi} from '../../source/ui/state/game-ui.js';
import {type Spot, tableSpots} from '../../source/view/hit-test.js';
import {chooseLayout} from '../../source/view/table.js';
import {face} from '../../source/view/theme.js';
import {freshHome, stopServer, Terminal} from './terminal.js';

// Issue 21: clicks in a real terminal. tmux passes the SGR reports it is sent to the program (its
// own mouse is off), as a terminal emulator would; the screen and the save show what they did.

const open: Terminal[] = [];
afterEach(() => {
  for (const terminal of open.splice(0)) terminal.close();
});
afterAll(stopServer);

const DISPLAY: Display = {cols: 80, rows: 24, theme: 'auto', colours: 'two', lang: 'en'};
const title = (screen: string) => screen.split('\n')[0];

/** The cell in the middle of where a pile's top card (or the empty pile) is drawn on the game screen. */
function cellOf(ui: GameUi, pile: string): {x: number; y: number; spot: Spot} {
  const size = current(ui.session).piles.find((each) => each.id === pile)!.cards.length;
  const spot = tableSpots(tableRequest(ui, DISPLAY)).find((each) => each.pile === pile && each.index === (size > 0 ? size - 1 : undefined))!;
  return {x: spot.x + Math.floor(spot.width / 2), y: spot.y + TABLE_TOP, spot};
}

/** The text of the screen inside a card's rectangle. */
function shownAt(screen: string, spot: Spot): string {
  return screen
    .split('\n')
    .slice(spot.y + TABLE_TOP, spot.y + TABLE_TOP + spot.height)
    .map((line) => [...line].slice(spot.x, spot.x + spot.width).join(''))
    .join('\n');
}

/** The label of a pile's top card as the table draws it. */
function label(ui: GameUi, pile: string): string {
  const cards = current(ui.session).piles.find((each) => each.id === pile)!.cards;
  return face(cards.at(-1)!, chooseLayout(tableRequest(ui, DISPLAY)).theme);
}

/** A deal (from `first` on) where, after the stock is turned once, a single card can go onto a pile that has cards. */
function dealWithDrop(definition: GameDefinition, first: number): {deal: number; before: GameUi; after: GameUi; move: Extract<GameMove, {kind: 'move'}>} {
  for (let deal = first; ; deal++) {
    const before = startUi(definition, startSession(definition, {deal}));
    const after = reduce(before, {type: 'action', key: 'd'});
    const move = legal(after).find(
      (each): each is Extract<GameMove, {kind: 'move'}> =>
        each.kind === 'move' && each.count === 1 && current(after.session).piles.find((pile) => pile.id === each.to)!.cards.length > 0,
    );
    if (after.session.index === 1 && move) return {deal, before, after, move};
  }
}

function click(terminal: Terminal, {x, y}: {x: number; y: number}): void {
  terminal.type(`\u001B[<0;${x + 1};${y + 1}M\u001B[<0;${x + 1};${y + 1}m`);
}

describe('clicks in the built CLI in tmux at 80×24', () => {
  it.each([
    ['staffelpatience', 4711],
    ['harfe', 1],
  ])('%s: a click turns the stock, a click picks a card up and a click drops it; the screen and the save show both', async (id, first) => {
    const definition = findGame(id)!;
    const {deal, before, after, move} = dealWithDrop(definition, first);
    const home = freshHome();
    const terminal = new Terminal([id, '--deal', String(deal)], {home});
    open.push(terminal);
    const start = await terminal.until((screen) => title(screen).includes(`deal ${deal}`), 'the first frame');
    expect(terminal.info('#{mouse_standard_flag} #{mouse_sgr_flag}')).toBe('1 1');

    const stock = cellOf(before, definition.piles(current(before.session)).find((slot) => slot.role === 'stock')!.id);
    expect(shownAt(start, stock.spot).trim(), 'the stock is drawn where the click goes').not.toBe('');
    click(terminal, stock);
    const turned = await terminal.until((screen) => title(screen).includes('moves 1'), 'the stock turned by a click');

    const from = cellOf(after, move.from);
    const to = cellOf(after, move.to);
    expect(shownAt(turned, from.spot), 'the card clicked').toContain(label(after, move.from));
    expect(shownAt(turned, to.spot), 'the pile clicked').toContain(label(after, move.to));
    click(terminal, from);
    await terminal.until((screen) => screen.includes('Holding a card'), 'the card picked up');
    click(terminal, to);
    const dropped = await terminal.until((screen) => title(screen).includes('moves 2'), 'the card dropped');
    expect(dropped).not.toContain('Holding');
    const played = reduce(reduce(after, {type: 'click', pile: move.from, depth: 1, double: false}), {type: 'click', pile: move.to, depth: 1, double: false});
    expect(shownAt(dropped, cellOf(played, move.to).spot), 'the moved card on its new pile').toContain(label(after, move.from));

    terminal.keys('q');
    await terminal.waitExit();
    expect(terminal.info('#{mouse_standard_flag} #{mouse_sgr_flag}')).toBe('0 0');
    const save = JSON.parse(readFileSync(join(home, 'saves', `${id}.json`), 'utf8'));
    expect(decodeMoves(save.moves).slice(0, save.index)).toEqual([after.session.moves[0], move]);
  });

  it('--no-mouse: no reports are asked for, and a click does nothing', async () => {
    const terminal = new Terminal(['staffelpatience', '--deal', '4711', '--no-mouse'], {home: freshHome()});
    open.push(terminal);
    await terminal.until((screen) => title(screen).includes('deal 4711'), 'the first frame');
    expect(terminal.info('#{mouse_standard_flag} #{mouse_sgr_flag}')).toBe('0 0');
    const definition = findGame('staffelpatience')!;
    const {x, y} = cellOf(startUi(definition, startSession(definition, {deal: 4711})), 'stock');
    // The click on the stock and d in one write, answered with one frame: one move, d's.
    terminal.type(`\u001B[<0;${x + 1};${y + 1}M\u001B[<0;${x + 1};${y + 1}md`);
    const screen = await terminal.until((text) => /moves [1-9]/.test(title(text)), 'a move by key');
    expect(title(screen)).toContain('moves 1');
    terminal.keys('q');
    await terminal.waitExit();
  });
});
