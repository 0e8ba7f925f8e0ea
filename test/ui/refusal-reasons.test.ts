import {describe, expect, it} from 'vitest';
import {current, startSession} from '../../source/core/session.js';
import {findGame} from '../../source/games/index.js';
import {reduce} from '../../source/ui/table/controller.js';
import {speak} from '../../source/ui/screens/speak.js';
import {type Command, type GameUi, startUi} from '../../source/ui/state/game-ui.js';

// Issue 20, item 1: the reason shown is the one for the target the player meant, or, with no target, why the card can go nowhere.

function said(ui: GameUi, lang: 'en' | 'de'): string {
  return speak(ui, ui.message, {lang, theme: 'boxed', colours: 'none'});
}

function play(game: string, deal: number, variant: readonly string[] = []): GameUi {
  const definition = findGame(game)!;
  return startUi(definition, startSession(definition, {deal}, {variant}));
}

const run = (ui: GameUi, ...commands: Command[]) => commands.reduce(reduce, ui);
const key = (letter: string): Command => ({type: 'action', key: letter});
const select: Command = {type: 'select'};
const send: Command = {type: 'send'};

describe('why a card can go nowhere', () => {
  it('Der Stern: the ace of hearts hears about the hearts foundation, not that another foundation takes only clubs', () => {
    const ui = play('stern', 767648471, ['advised-corners']);
    const keys = [...'dddddd'].map(key);
    for (const last of [select, send]) {
      const after = run(ui, ...keys, {type: 'move-focus', direction: 'right'}, last);
      expect(after.focus).toBe('waste');
      expect(after.held).toBeUndefined();
      expect(said(after, 'en')).toBe('The hearts foundation starts with 2♥');
      expect(said(after, 'de')).toBe('Die Herz-Ablage beginnt mit 2♥');
    }
  });

  it('Napoleon (Verdoppeln): a reserve card that does not fit hears the doubling rule, not that another reserve takes nothing', () => {
    const ui = play('napoleon-doublets', 1);
    for (const last of [select, send]) {
      const after = run({...ui, focus: 'reserve2'}, last);
      expect(said(after, 'en')).toBe('8♥ does not fit: 9♣ needs a 5 (double, less 13 above 13)');
      expect(said(after, 'de')).toBe('8♥ passt nicht: 9♣ braucht eine 5 (verdoppelt, über 13 minus 13)');
    }
  });

  it('Die Reihe: a card that fits nowhere hears about its own suit’s foundations, never the clubs foundation', () => {
    const ui = run(play('reihe', 1), ...[...'ssssssss'].map(key));
    const grid = current(ui.session).piles.filter((pile) => /^r\dc\d+$/.test(pile.id) && pile.cards.length > 0);
    expect(grid.length).toBeGreaterThan(3);
    const seen = new Set<string>();
    for (const pile of grid) {
      for (const last of [select, send]) {
        const after = run({...ui, focus: pile.id}, last);
        const english = said(after, 'en');
        const german = said(after, 'de');
        const suit = ['clubs', 'spades', 'hearts', 'diamonds'][Math.floor(pile.cards[0] / 13) % 4];
        const farbe = ['Kreuz', 'Pik', 'Herz', 'Karo'][Math.floor(pile.cards[0] / 13) % 4];
        expect(english).toMatch(new RegExp(`^The ${suit} (ace|king) foundation starts with`));
        expect(german).toMatch(new RegExp(`^Die ${farbe}-(As|Königs)-Ablage beginnt mit`));
        expect(english).not.toContain('takes only');
        seen.add(suit);
      }
    }
    // Not only clubs: the reason follows the card.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('Staffelpatience: a card that fits nowhere still hears the build rule of the columns', () => {
    const ui = play('staffelpatience', 4711);
    const stuck = current(ui.session)
      .piles.filter((pile) => pile.id.startsWith('pile'))
      .map((pile) => run({...ui, focus: pile.id}, select))
      .find((after) => after.held === undefined);
    expect(stuck?.message).toMatchObject({rule: {id: 'needs'}});
  });
});

describe('Space or Enter on a stock that cannot be turned now', () => {
  it('Die Elf: gives the reason of d, not "the stock is not played from directly"', () => {
    // The first deal whose grid holds a pair, so no rescue card may be drawn.
    const ui = [1, 2, 3, 4, 5, 6, 7, 8].map((deal) => play('elf', deal)).find((each) => run({...each, focus: 'stock'}, key('d')).session === each.session)!;
    for (const last of [select, send]) {
      const after = run({...ui, focus: 'stock'}, last);
      const direct = run({...ui, focus: 'stock'}, key('d'));
      expect(said(after, 'en')).toBe(said(direct, 'en'));
      expect(said(after, 'en')).toMatch(/^The rescue draw is allowed only when the grid is stuck/);
      expect(said(after, 'de')).toMatch(/^Eine Rettungskarte darf erst gezogen werden, wenn die Auslage feststeckt/);
    }
  });
});
