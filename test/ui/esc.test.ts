import {afterEach, describe, expect, it} from 'vitest';
import {current, startSession} from '../../source/core/session.js';
import {findGame, games} from '../../source/games/index.js';
import {memoryStore} from '../../source/storage/store.js';
import {describeMove} from '../../source/ui/assist/assist-ui.js';
import {type GameUi, legal, say, startUi} from '../../source/ui/state/game-ui.js';
import {KeyParser} from '../../source/ui/terminal/keys.js';
import {Program} from '../../source/ui/program/program.js';
import {plain} from '../../source/view/style.js';

// Issue 20, item 5: Esc after a hint left the game for the list, and Esc on the list quit: two Escs quit the
// program. Esc first puts away what is shown (a hint, a message, marked or held cards, autoplay); only a
// second Esc goes to the list; Esc on the list never quits (q does).

const ESC = '\u001B';

let programs: Program[] = [];
afterEach(() => {
  for (const program of programs) program.dispose();
  programs = [];
});

function start(ui: GameUi, lang: 'en' | 'de' = 'en') {
  const store = memoryStore();
  store.claim(ui.definition.id);
  let quit = false;
  const program = new Program({
    games,
    start: {kind: 'game', ui},
    settings: {lang, theme: 'auto', colours: 'none'},
    randomDeal: () => 4711,
    store,
    size: {cols: 80, rows: 24},
    afterFrame: (run) => run(),
    onQuit: () => {
      quit = true;
    },
  });
  programs.push(program);
  const type = (text: string) => {
    const parser = new KeyParser();
    program.press([...parser.feed(text), ...parser.flush()]);
  };
  const shownUi = () => (program.shown.kind === 'game' ? program.shown.ui : undefined);
  const frame = () => program.lines().map(plain).join('\n');
  return {program, type, shownUi, frame, quitted: () => quit};
}

const dealt = (id: string, deal = 4711) => {
  const definition = findGame(id)!;
  return startUi(definition, startSession(definition, {deal}));
};

/** A game with the solver's hint on the table and on the message line, as `h` leaves it. */
function hinted(id: string): GameUi {
  const ui = dealt(id);
  const state = current(ui.session);
  const move = legal(ui)[0];
  return {...ui, hint: {state, move, proven: true, goal: 'win', shown: []}, message: {both: [say('solve.hint'), describeMove(ui.definition, state, move)]}};
}

describe('Esc on the game screen (issue 20, item 5)', () => {
  it.each(['staffelpatience', 'elf'])('%s: the first Esc puts the hint away, the second goes to the list, a third stays there', (id) => {
    const {type, shownUi, program, quitted, frame} = start(hinted(id));
    expect(frame()).toContain('Hint:');
    type(ESC);
    expect(program.shown.kind).toBe('game');
    expect(shownUi()!.hint).toBeUndefined();
    expect(frame()).not.toContain('Hint:');
    type(ESC);
    expect(program.shown.kind).toBe('picker');
    type(ESC);
    expect(program.shown.kind).toBe('picker');
    expect(quitted()).toBe(false);
    expect(frame()).toContain('This is the list of games: Enter plays, q quits');
    type('q');
    expect(quitted()).toBe(true);
  });

  it('puts a message away first, then leaves', () => {
    const {type, shownUi, program, frame} = start(dealt('staffelpatience'));
    type('u');
    expect(frame()).toContain('Nothing to undo');
    type(ESC);
    expect(program.shown.kind).toBe('game');
    expect(shownUi()!.message).toBeUndefined();
    type(ESC);
    expect(program.shown.kind).toBe('picker');
  });

  it('clears marked cards (Die Elf) before it leaves', () => {
    const ui = dealt('elf');
    const {type, shownUi, program} = start({...ui, focus: 'grid0'});
    type(' ');
    expect(shownUi()!.marked.length).toBeGreaterThan(0);
    type(ESC);
    expect(shownUi()!.marked).toEqual([]);
    expect(shownUi()!.message).toBeUndefined();
    type(ESC);
    expect(program.shown.kind).toBe('picker');
  });

  it('pauses autoplay before it leaves', () => {
    const {type, shownUi, program} = start(dealt('napoleon'));
    type('a');
    expect(shownUi()!.auto).toBe(true);
    type(ESC);
    expect(program.shown.kind).toBe('game');
    expect(shownUi()!.auto).toBe(false);
    type(ESC);
    expect(program.shown.kind).toBe('picker');
  });

  it('leaves at once when nothing is shown, and the list takes Esc in German too without quitting', () => {
    const {type, program, quitted, frame} = start(dealt('staffelpatience'), 'de');
    type(ESC);
    expect(program.shown.kind).toBe('picker');
    type(`${ESC}${ESC}`);
    expect(program.shown.kind).toBe('picker');
    expect(quitted()).toBe(false);
    expect(frame()).toContain('Das ist die Spielauswahl: Enter spielt, q beendet');
  });
});
