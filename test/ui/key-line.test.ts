import {describe, expect, it} from 'vitest';
import {legalMovesOf} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {current, playMove, type Session, startSession} from '../../source/core/session.js';
import type {GameDefinition} from '../../source/core/types.js';
import {findGame, games} from '../../source/games/index.js';
import {reduce} from '../../source/ui/table/controller.js';
import {keyText} from '../../source/ui/commands/game-commands.js';
import {gameFrame} from '../../source/ui/screens/frame.js';
import {type Command, type GameUi, isFinished, isStalled, say, startUi} from '../../source/ui/state/game-ui.js';
import {type Lang, t} from '../../source/ui/text/messages.js';
import {plain} from '../../source/view/style.js';

// Issue 20, item 6: at 80×24 the key line hid keys the game would take (Staffelpatience's x, the a of the games
// that play themselves, Fürst Bismarck's decision and its c). The key line is built from what can be done now;
// every key the game takes at that moment is on it. The common keys every game has (h, u, n, R, #, U, r, e,
// Tab, T, C, L, S, w, W, F, D, and q when there is no room) are in the help that `?` shows, which is always there.

const display = (lang: Lang) => ({cols: 80, rows: 24, theme: 'auto' as const, colours: 'none' as const, lang});

function frameOf(ui: GameUi, lang: Lang): string[] {
  return gameFrame(ui, display(lang)).map(plain);
}

/** The keys the key line names: the first word of each part ("Space pick up" → Space, "Umsch-↑↓ mehr" → Umsch-↑↓). */
function keyLineKeys(ui: GameUi, lang: Lang): Set<string> {
  const lines = frameOf(ui, lang);
  const line = lines.at(-1)!;
  return new Set(line.split(' · ').map((part) => part.split(' ')[0]));
}

const changed = (before: GameUi, after: GameUi) =>
  after.session !== before.session ||
  after.confirm !== before.confirm ||
  after.held !== before.held ||
  after.marked.length !== before.marked.length ||
  after.dealPrompt !== before.dealPrompt;

/** Whether the game takes a command now: it plays a move, picks up or marks a card, or asks a question (not merely says why not). */
function takes(ui: GameUi, command: Command): boolean {
  return changed(ui, reduce(ui, command));
}

/** The keys the game takes in this position, as the key line names them. */
function wanted(ui: GameUi, lang: Lang): string[] {
  const space = t(lang, 'key.space');
  if (ui.confirm !== undefined || isStalled(ui)) return [lang === 'de' ? 'j' : 'y', 'n'];
  if (ui.dealPrompt !== undefined) return ['0-9', 'Enter', 'Esc'];
  if (ui.held) return [space, 'Esc', '?'];
  const keys = ['?'];
  const labels = new Set<string>();
  for (const spec of ui.definition.keys) {
    if (labels.has(spec.label[lang])) continue;
    // Two keys for one thing (Elf's d and x, s and d of the games that step) take one place: the first of them.
    if (takes(ui, {type: 'action', key: spec.key})) {
      keys.push(spec.key);
      labels.add(spec.label[lang]);
    }
  }
  const auto = reduce(ui, {type: 'auto'});
  if (auto.auto && takes(auto, {type: 'tick'})) keys.push('a');
  const onStock = ui.definition.piles(current(ui.session)).find((spec) => spec.id === ui.focus)?.role === 'stock';
  // Space and Enter on the stock play the stock's key (d), which the line names.
  if (!onStock && takes(ui, {type: 'select'})) keys.push(space);
  if (!onStock && takes(ui, {type: 'send'})) keys.push('Enter');
  return keys;
}

/** Positions of a game: deals 1 to 3 and every seventh position of random play from them, up to 250 moves. */
function positions(definition: GameDefinition): Session[] {
  const found: Session[] = [];
  for (const deal of [1, 2, 3]) {
    const random = createRandom(deal * 31);
    let session = startSession(definition, {deal});
    found.push(session);
    for (let step = 1; step <= 250; step++) {
      const moves = legalMovesOf(definition, current(session));
      if (moves.length === 0) break;
      session = playMove(definition, session, moves[random() % moves.length]);
      if (step % 7 === 0) found.push(session);
    }
  }
  return found;
}

function check(ui: GameUi, lang: Lang, what: string) {
  const shown = keyLineKeys(ui, lang);
  for (const key of wanted(ui, lang)) {
    expect(shown.has(key), `${ui.definition.id} ${lang} ${what}: ${key} on the key line\n${frameOf(ui, lang).join('\n')}`).toBe(true);
  }
}

describe.each(games.map((definition) => [definition.id, definition] as const))('%s at 80×24: the key line', (_id, definition) => {
  const sessions = positions(definition);

  it.each(['en', 'de'] as const)('names every key the game takes now (%s)', (lang) => {
    for (const session of sessions) {
      const ui = startUi(definition, session);
      if (isFinished(ui)) continue;
      check(ui, lang, `after ${session.index} moves`);
      // With a card held, and (in every third position) with the focus on every pile in turn.
      const picked = reduce(ui, {type: 'select'});
      if (picked.held) check(picked, lang, `holding after ${session.index} moves`);
      if (session.index % 3 !== 0) continue;
      for (const spec of definition.piles(current(session))) check({...ui, focus: spec.id, depth: 1}, lang, `on ${spec.id} after ${session.index} moves`);
    }
  });

  it.each(['en', 'de'] as const)('answers a question with its keys only (%s)', (lang) => {
    const asked = reduce(startUi(definition, sessions.at(-1)!), {type: 'end'});
    if (isFinished(asked)) return;
    expect(asked.confirm).toBeDefined();
    check(asked, lang, 'asked to end');
    const line = frameOf(asked, lang).at(-1)!;
    expect(line).not.toContain(keyText('select', 'hint.pick', lang));
    const prompt = reduce(startUi(definition, sessions[0]), {type: 'deal-prompt', digits: '47'});
    check(prompt, lang, 'at the # prompt');
  });
});

describe('the keys each game is known for', () => {
  it('Staffelpatience offers x when the double series can be unlocked, in English and German', () => {
    const definition = findGame('staffelpatience')!;
    let found: GameUi | undefined;
    for (let deal = 1; deal < 60 && !found; deal++) {
      const random = createRandom(deal);
      let session = startSession(definition, {deal});
      for (let step = 0; step < 2000 && !found; step++) {
        const moves = legalMovesOf(definition, current(session));
        if (moves.some((move) => move.kind === 'action' && move.name === 'unlock')) found = startUi(definition, session);
        const others = moves.filter((move) => !(move.kind === 'action' && move.name === 'unlock'));
        if (others.length === 0) break;
        session = playMove(definition, session, others[random() % others.length]);
      }
    }
    expect(found, 'a position where x unlocks').toBeDefined();
    for (const lang of ['en', 'de'] as const) {
      const line = frameOf(found!, lang).at(-1)!;
      expect(line, line).toMatch(/(^| · )x /);
      expect(line, line).toMatch(/(^| · )d /);
      expect(line, line).toMatch(/ · \? /);
    }
  });

  it.each(['napoleon', 'unterstecken'])('%s shows a, its main key, and no pick-up where nothing can be picked up', (id) => {
    const definition = findGame(id)!;
    const ui = startUi(definition, startSession(definition, {deal: 4711}));
    for (const lang of ['en', 'de'] as const) {
      const line = frameOf(ui, lang).at(-1)!;
      expect(line, line).toContain(keyText('auto', 'hint.play', lang));
      expect(line, line).not.toContain(keyText('select', 'hint.pick', lang));
    }
  });

  it('Fürst Bismarck says its decision and offers c after n, #, a resume and an undo', () => {
    const definition = findGame('fuerst-bismarck')!;
    const fresh = startUi(definition, startSession(definition, {deal: 4711}));
    const after = [
      reduce(fresh, {type: 'new', deal: 4712}),
      reduce(reduce(fresh, {type: 'deal-prompt', digits: '4713'}), {type: 'deal-enter'}),
      {...fresh, message: say('msg.resumed', {game: definition.names.de})},
      reduce(reduce(fresh, {type: 'send'}), {type: 'undo'}),
    ];
    for (const ui of after) {
      expect(ui.message, 'a message in place of the game’s hint').toBeDefined();
      for (const lang of ['en', 'de'] as const) {
        const line = frameOf(ui, lang).at(-1)!;
        expect(line, line).toMatch(lang === 'en' ? /^where does \S+ go\? · c / : /^wohin mit \S+\? · c /);
        expect(line, line).toContain(keyText('select', 'hint.pick', lang));
      }
    }
    // With the game's own words on the line above, the key line does not say it again.
    expect(frameOf(fresh, 'en').at(-1)).toMatch(/^c place/);
  });
});
