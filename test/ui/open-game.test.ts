import {describe, expect, it} from 'vitest';
import {legalMovesOf, moveKey, stateKey} from '../../source/core/engine.js';
import {encodeMoves} from '../../source/core/move-codec.js';
import {createRandom} from '../../source/core/random.js';
import {toSave} from '../../source/core/saved-game.js';
import {current, playMove, type Session, startSession, undo} from '../../source/core/session.js';
import type {GameDefinition} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {staffelpatience} from '../../source/games/staffelpatience.js';
import {learnWon} from '../../source/solver/known.js';
import {solve} from '../../source/solver/solve.js';
import {memoryStore} from '../../source/storage/store.js';
import {askHint} from '../../source/ui/assist/assist-ui.js';
import {sayUi} from '../../source/ui/screens/speak.js';
import {type GameUi, startUi} from '../../source/ui/state/game-ui.js';
import {saveGame} from '../../source/ui/program/records.js';
import {openGame, type Opened, verified} from '../../source/ui/program/open-game.js';

function played(definition: GameDefinition, count: number, deal = 4711): Session {
  const random = createRandom(deal);
  let session = startSession(definition, {deal});
  for (let step = 0; step < count; step++) {
    const moves = legalMovesOf(definition, current(session));
    if (moves.length === 0) break;
    session = playMove(definition, session, moves[random() % moves.length]);
  }
  return session;
}

function gameOf(opened: Opened): GameUi {
  if (opened.kind !== 'game') throw new Error('expected a game');
  return opened.ui;
}

const say = (ui: GameUi) => (ui.message ? sayUi(ui.message, 'en') : '');
const open = (store: ReturnType<typeof memoryStore>, deal?: number) => verified(openGame(staffelpatience, store, () => 99, {deal, lang: 'en'}));

describe('opening a game', () => {
  it('resumes a save where the player was: position, redo moves, clock and focus', () => {
    const session = undo(played(staffelpatience, 12));
    const store = memoryStore({saves: {staffelpatience: {...toSave(session), elapsed: 65_000, focus: 'pile5', id: 'deal-x'}}});
    const ui = gameOf(open(store));
    expect(stateKey(current(ui.session))).toBe(stateKey(current(session)));
    expect(ui.session.index).toBe(11);
    expect(ui.session.moves.length).toBe(12);
    expect(ui.elapsed).toBe(65_000);
    expect(ui.focus).toBe('pile5');
    expect(say(ui)).toBe('Resumed your Staffelpatience game');
  });

  it('still reads the old format ({version: 1, moves: [{kind, …}]})', () => {
    const session = played(staffelpatience, 5);
    const store = memoryStore({saves: {staffelpatience: {version: 1, game: 'staffelpatience', deal: 4711, moves: session.moves, elapsed: 1000}}});
    const ui = gameOf(open(store));
    expect(stateKey(current(ui.session))).toBe(stateKey(current(session)));
    expect(ui.elapsed).toBe(1000);
  });

  it('ignores fields it does not know (a later version may add some)', () => {
    const store = memoryStore({saves: {staffelpatience: {...toSave(played(staffelpatience, 3)), theme: 'classic', extra: {a: 1}}}});
    expect(gameOf(open(store)).session.index).toBe(3);
  });

  it('asks before --deal N replaces a deal in progress; a save without moves is simply replaced', () => {
    const store = memoryStore({saves: {staffelpatience: toSave(played(staffelpatience, 4))}});
    const asked = gameOf(open(store, 5));
    expect(asked.confirm).toEqual({kind: 'new', deal: 5});
    expect(asked.session.index).toBe(4);
    const empty = memoryStore({saves: {staffelpatience: toSave(startSession(staffelpatience, {deal: 8}))}});
    const replaced = gameOf(open(empty, 5));
    expect(replaced.confirm).toBeUndefined();
    expect(replaced.session.source).toEqual({deal: 5});
  });

  it('refuses a game open in another window', () => {
    const opened = open(memoryStore({busy: ['staffelpatience']}));
    expect(opened.kind).toBe('busy');
    if (opened.kind === 'busy') expect(sayUi(opened.message, 'de')).toBe('„Staffelpatience“ ist in einem anderen Fenster offen – übernehmen? j/n');
  });

  it('shows a long save from its saved position first, then replaces it with the replayed game', () => {
    const definition = games.find((game) => game.id === 'hermann')!;
    const session = played(definition, 900);
    expect(session.index).toBeGreaterThan(400);
    const store = memoryStore({saves: {hermann: toSave(session)}});
    const opened = openGame(definition, store, () => 1, {lang: 'en'});
    expect(opened.kind === 'game' && opened.verify).toBeTruthy();
    const first = gameOf(opened);
    expect(stateKey(current(first.session))).toBe(stateKey(current(session)));
    const done = gameOf(verified(opened));
    expect(stateKey(current(done.session))).toBe(stateKey(current(session)));
    expect(stateKey(done.session.states[10])).toBe(stateKey(session.states[10]));
  });
});

describe('the winning line the solver proved goes with the save', () => {
  it('is saved with the deal, checked on resuming, and h answers from it at once', () => {
    // Deal 1 is won with four books: the line from its start, and a game two moves along it.
    const start = startSession(staffelpatience, {deal: 1});
    const won = solve(staffelpatience, current(start), {nodes: 100_000});
    if (won.status !== 'won') throw new Error('deal 1 is won');
    const session = won.line.slice(0, 2).reduce((each, move) => playMove(staffelpatience, each, move), start);
    const store = memoryStore();
    store.claim('staffelpatience');
    saveGame(store, {...startUi(staffelpatience, session), known: learnWon(undefined, start, 0, won.line)});
    const saved = store.data.saves.staffelpatience as {known?: {win?: string}};
    expect(saved.known?.win).toBe(encodeMoves(won.line));
    const ui = gameOf(open(store));
    expect(ui.known?.lines?.win?.map(moveKey)).toEqual(won.line.map(moveKey));
    const hinted = askHint(ui);
    expect(hinted.waiting).toBeUndefined();
    expect(moveKey(hinted.hint!.move)).toBe(moveKey(won.line[2]));
    expect(say(hinted)).toMatch(/– leads to a win/);
    // A line edited in the file does not replay to a win: the game resumes without it.
    const edited = memoryStore({saves: {staffelpatience: {...saved, known: {win: encodeMoves(won.line.slice(0, -2))}}}});
    expect(gameOf(open(edited)).known).toBeUndefined();
  });
});

describe('a save that cannot be used is set aside, never lost and never overwritten', () => {
  const good = () => toSave(played(staffelpatience, 6));
  const cases: Array<[string, () => unknown, RegExp]> = [
    [
      'a move that is not allowed',
      () => ({
        ...good(),
        moves: encodeMoves([...played(staffelpatience, 2).moves, {kind: 'move', from: 'pile1', to: 'pile1', count: 1}]),
        index: 3,
        check: undefined,
      }),
      /move 3 not allowed/,
    ],
    ['another game', () => ({...good(), game: 'harfe'}), /another game’s save/],
    ['a bad card order', () => ({version: 2, game: 'staffelpatience', order: ['AS', 'AS'], moves: '', index: 0}), /bad card order/],
    ['a bad deal number', () => ({...good(), deal: 0}), /bad deal number/],
    ['damaged move codes', () => ({...good(), moves: 'deal|0,z'}), /damaged moves/],
    ['a position past the moves', () => ({...good(), index: 99}), /bad position/],
    ['an unknown format', () => ({...good(), version: 'two'}), /unknown format/],
    ['not an object', () => [1, 2, 3], /unknown format/],
  ];

  it.each(cases)('%s: kept aside with a notice, and a new deal', (_name, make, why) => {
    const store = memoryStore({saves: {staffelpatience: make()}});
    const ui = gameOf(open(store));
    expect(say(ui)).toMatch(why);
    expect(say(ui)).toMatch(/^Saved game unusable \(.*\): moved to backups\/ – new deal$/);
    expect(ui.session.index).toBe(0);
    expect(store.data.saves.staffelpatience).toBeUndefined();
  });

  it('leaves a save of a newer version untouched and never writes over it', () => {
    for (const newer of [
      {...good(), version: 3},
      {...good(), rules: 2},
    ]) {
      const store = memoryStore({saves: {staffelpatience: newer}});
      const ui = gameOf(open(store));
      expect(say(ui)).toBe('Saved game is from a newer patience: left as it is – this deal is not saved');
      store.put('staffelpatience', () => toSave(ui.session));
      expect(store.data.saves.staffelpatience).toEqual(newer);
    }
  });

  it('starts the clock again at 0 when the saved time is not a time (NaN, 1e300, negative)', () => {
    for (const elapsed of [Number.NaN, 1e300, -5, 'soon']) {
      const store = memoryStore({saves: {staffelpatience: {...good(), elapsed}}});
      const ui = gameOf(open(store));
      expect(ui.elapsed).toBe(0);
      expect(ui.session.index).toBe(6);
      expect(say(ui)).toBe('Resumed your Staffelpatience game; its clock was unreadable, restarts at 00:00');
    }
  });

  it('checks a long save move by move when its checksum does not hold, and finds the damaged move', () => {
    const definition = games.find((game) => game.id === 'hermann')!;
    const session = played(definition, 600);
    const moves = [...session.moves];
    moves[500] = {kind: 'move', from: 'goal', to: 'col1', count: 1};
    const store = memoryStore({saves: {hermann: {...toSave(session), moves: encodeMoves(moves)}}});
    const opened = openGame(definition, store, () => 1, {lang: 'en'});
    const ui = gameOf(verified(opened));
    expect(say(ui)).toMatch(/move 501 not allowed/);
    expect(ui.session.index).toBe(0);
  });
});
