import {describe, expect, it} from 'vitest';
import {legalMovesOf} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import {toSave} from '../../source/core/saved-game.js';
import {current, playMove, type Session, startSession} from '../../source/core/session.js';
import {cliText} from '../../source/cli/messages.js';
import {germanPlace, knownPlace, plainFace} from '../../source/core/words.js';
import {findGame, games} from '../../source/games/index.js';
import {memoryStore} from '../../source/storage/store.js';
import {receive} from '../../source/ui/assist/assist-ui.js';
import {answerWith} from '../../source/ui/assist/deal-found.js';
import {reduce} from '../../source/ui/table/controller.js';
import {speak} from '../../source/ui/screens/speak.js';
import {type GameUi, startUi} from '../../source/ui/state/game-ui.js';
import {MESSAGE_KEYS, t} from '../../source/ui/text/messages.js';
import {openGame, verified} from '../../source/ui/program/open-game.js';
import {switchDetails} from '../../source/ui/screens/picker-variants.js';
import {pickerFrame} from '../../source/ui/screens/picker.js';
import {startPicker} from '../../source/ui/screens/picker-state.js';
import {EMPTY_STATS, rate} from '../../source/ui/screens/stats.js';
import {plain} from '../../source/view/style.js';
import {dealt} from '../helpers.js';

// Issue 20, items 3 and 4: the words of the status line, in English and German.

function said(ui: GameUi, lang: 'en' | 'de'): string {
  return speak(ui, ui.message, {lang, theme: 'boxed', colours: 'none'});
}

function play(game: string, deal: number, variant: readonly string[] = []): GameUi {
  const definition = findGame(game)!;
  return startUi(definition, startSession(definition, {deal}, {variant}));
}

describe('two messages in one line', () => {
  it('are set apart, never run together: the move sent, then the safe moves that followed it', () => {
    const ui: GameUi = {...play('grosse-patience', 2), prefs: {mark: false, winnable: false, safeUp: true}, focus: 'R2'};
    const sent = reduce(ui, {type: 'send'});
    expect(said(sent, 'en')).toBe('Moved to clubs family · 1 card went up');
    expect(said(sent, 'de')).toMatch(/Kreuz-Stamm.* · 1 Karte hochgelegt$/);
  });
});

const display = (lang: 'en' | 'de') => ({lang, theme: 'boxed', colours: 'none'}) as const;
const both = (ui: GameUi, message: GameUi['message']) => [speak(ui, message, display('en')), speak(ui, message, display('de'))];

/** Plays random legal moves from a deal (the same ones for the same deal), for a save with moves. */
function played(game: string, count: number, variant: readonly string[] = []): Session {
  const definition = findGame(game)!;
  const random = createRandom(4711);
  let session = startSession(definition, {deal: 4711}, {variant});
  for (let step = 0; step < count; step++) {
    const moves = legalMovesOf(definition, current(session));
    if (moves.length === 0) break;
    session = playMove(definition, session, moves[random() % moves.length]);
  }
  return session;
}

function resumed(game: string, session: Session, chosen?: readonly string[]): GameUi {
  const store = memoryStore({saves: {[game]: {...toSave(session), elapsed: 1000}}});
  const opened = verified(openGame(findGame(game)!, store, () => 1, {lang: 'de', variant: chosen}));
  if (opened.kind !== 'game') throw new Error('expected a game');
  return opened.ui;
}

describe('the German corrections of issue 20, with their English', () => {
  it('h on a deal that cannot be won: „auch nicht von Anfang an“', () => {
    const ui = play('stern', 1, ['advised-corners']);
    const waiting = {kind: 'hint', state: current(ui.session)} as const;
    const answered = receive({...ui, waiting}, waiting, {kind: 'solve', verdict: {status: 'lost'}});
    expect(both(answered, answered.message)).toEqual([
      'This deal cannot be won, not even from its start',
      'Dieses Spiel ist nicht zu gewinnen, auch nicht von Anfang an',
    ]);
  });

  it('a key without effect: „j hat hier keine Wirkung“, no game name declined wrongly', () => {
    const ui = reduce(play('elf', 1), {type: 'action', key: 'j'});
    expect(both(ui, ui.message)).toEqual(['j does nothing in Die Elf: press ? for the keys', 'j hat hier keine Wirkung: ? zeigt die Tasten']);
  });

  it('resuming: „Weiter mit „Die Doppelhaufen““', () => {
    const ui = resumed('doppelhausen', played('doppelhausen', 6));
    expect(both(ui, ui.message)).toEqual(['Resumed your Die Doppelhaufen game', 'Weiter mit „Die Doppelhaufen“']);
  });

  it('a save of another variant: „n beginnt ein neues mit der Variante „zwei Kartenspiele““', () => {
    const ui = resumed('napoleon', played('napoleon', 6), ['two-packs']);
    expect(both(ui, ui.message)).toEqual([
      'Resumed your Napoleons Patience game (standard rules); n deals a new one with the variant "two packs"',
      'Weiter mit „Napoleons Patience“ (Standardregeln); n beginnt ein neues mit der Variante „zwei Kartenspiele“',
    ]);
    const back = resumed('napoleon', played('napoleon', 6, ['two-packs']), []);
    expect(both(back, back.message)[1]).toBe('Weiter mit „Napoleons Patience“ (zwei Kartenspiele); n beginnt ein neues mit den Standardregeln');
  });

  it('a move sent with Enter: „An Reihe 1 angelegt“, „In die Ecke links oben gelegt“', () => {
    const staffel = play('staffelpatience', 4711);
    const sent = current(staffel.session)
      .piles.filter((pile) => /^pile\d$/.test(pile.id))
      .map((pile) => reduce({...staffel, focus: pile.id}, {type: 'send'}))
      .filter((after) => after.session !== staffel.session)
      .map((after) => both(after, after.message));
    expect(sent.length).toBeGreaterThan(0);
    for (const [english, german] of sent) {
      expect(english).toMatch(/^Moved to pile \d$/);
      expect(german).toMatch(/^An Reihe \d angelegt$/);
    }
    const stern = reduce(play('stern', 767648471), {type: 'action', key: 'd'});
    const cornered = reduce({...stern, focus: 'waste'}, {type: 'send'});
    expect(both(cornered, cornered.message)).toEqual(['Moved to top-left corner', 'In die Ecke links oben gelegt']);
  });

  it('a hint: „Tipp: 4♦ in die Ecke links oben – führt zum Gewinn“', () => {
    const ui = {...reduce(play('stern', 767648471), {type: 'action', key: 'd'}), focus: 'waste'};
    const state = current(ui.session);
    const card = state.piles.find((pile) => pile.id === 'waste')!.cards.at(-1)!;
    const face = plainFace(card, 'de');
    const waiting = {kind: 'hint', state} as const;
    const move = {kind: 'move', from: 'waste', to: 'cellNW', count: 1} as const;
    const hinted = receive({...ui, waiting}, waiting, {kind: 'solve', verdict: {status: 'won', line: [move]}});
    expect(both(hinted, hinted.message)).toEqual([
      `Hint: ${plainFace(card, 'en')} to top-left corner – leads to a win · h another`,
      `Tipp: ${face} in die Ecke links oben – führt zum Gewinn · h ein anderer`,
    ]);
  });

  it('a hint in a game that plays itself: „Tipp: s (nächster Schritt) – führt zum Gewinn“', () => {
    const ui = play('unterstecken', 1);
    const waiting = {kind: 'hint', state: current(ui.session)} as const;
    const hinted = receive({...ui, waiting}, waiting, {kind: 'solve', verdict: {status: 'won', line: [{kind: 'action', name: 'step'}]}});
    expect(both(hinted, hinted.message)).toEqual([
      'Hint: press s (next step) – leads to a win · h another',
      'Tipp: s (nächster Schritt) – führt zum Gewinn · h ein anderer',
    ]);
  });

  it('marking: „1 Karte markiert“, „7♠ und 4♦ entfernt“', () => {
    const pairOf = (each: GameUi) => legalMovesOf(each.definition, current(each.session)).find((move) => move.kind === 'remove' && move.piles.length === 2);
    const ui = [1, 2, 3, 4, 5, 6, 7, 8].map((deal) => play('elf', deal)).find((each) => pairOf(each) !== undefined)!;
    const state = current(ui.session);
    const pair = pairOf(ui);
    if (pair?.kind !== 'remove') throw new Error('no pair in the grid');
    const marked = reduce({...ui, focus: pair.piles[0]}, {type: 'select'});
    expect(both(marked, marked.message)).toEqual(['1 card marked', '1 Karte markiert']);
    const removed = reduce({...marked, focus: pair.piles[1]}, {type: 'select'});
    const top = (id: string, lang: 'en' | 'de') => plainFace(state.piles.find((pile) => pile.id === id)!.cards.at(-1)!, lang);
    expect(both(removed, removed.message)).toEqual([
      `Removed ${top(pair.piles[0], 'en')} and ${top(pair.piles[1], 'en')}`,
      `${top(pair.piles[0], 'de')} und ${top(pair.piles[1], 'de')} entfernt`,
    ]);
  });

  it('W finds no winnable deal: „In der vorgesehenen Zeit kein gewinnbares Spiel gefunden“', () => {
    const ui = {...play('stern', 1), prefs: {mark: false, winnable: true, safeUp: false}};
    const searching = reduce(ui, {type: 'new', deal: 4711});
    const waiting = searching.waiting!;
    const none = answerWith(searching, waiting, {kind: 'deal', found: {tried: 5}});
    expect(both(none, none.message)).toEqual([
      'No winnable deal found in time: deal 4711 is not checked',
      'In der vorgesehenen Zeit kein gewinnbares Spiel gefunden: Nr. 4711 ist ungeprüft',
    ]);
  });

  it('the picker’s variant lines: names in quotes, Staffelpatience’s and Napoleon’s wording, 1,4 % of deals', () => {
    const line = (game: string, id: string) => {
      const definition = findGame(game)!;
      const at = definition.switches!.findIndex((each) => each.id === id);
      return switchDetails(definition, at, 'de', 200).join(' ');
    };
    expect(line('doppelhausen', 'keep-sides')).toMatch(/ Nicht zusammen mit „Seitenhaufen umgedreht“\.$/);
    expect(line('staffelpatience', 'king-runs')).toMatch(/^Folgen nur mit König: Umgelegt werden nur einzelne Karten, außer /);
    expect(line('napoleon', 'two-packs')).toBe('zwei Kartenspiele: Mit 104 Karten; die Regeln bleiben gleich (etwa 1,4\u00A0% der Verteilungen gehen auf).');
    const definition = findGame('doppelhausen')!;
    expect(switchDetails(definition, 1, 'en', 200).join(' ')).toMatch(/ Not together with "side heaps turned over"\.$/);
  });

  it('percentages: one style in each language, „50 %“ in German', () => {
    const stats = {...EMPTY_STATS, played: 2, won: 1};
    expect(rate(stats, 'en')).toBe('50%');
    expect(rate(stats, 'de')).toBe('50\u00A0%');
    // The list of games: the game's figure and the player's own record, in one style.
    const view = {games, unfinished: new Set<string>(), stats: {reihe: stats}, cols: 80, rows: 24};
    const details = (lang: 'en' | 'de') =>
      pickerFrame(startPicker(games, 'reihe'), {...view, lang})
        .map(plain)
        .join(' ');
    expect(details('de')).toMatch(/Etwa 20\u00A0% der Spiele sind zu gewinnen\. 1 von 2 gewonnen \(50\u00A0%\)\./);
    expect(details('en')).toMatch(/About 20% of deals can be won\. won 1 of 2 \(50%\)\./);
    const texts = games.flatMap((game) => [
      game.summary.de,
      game.rulesText.de,
      ...(game.switches ?? []).flatMap((each) => [each.name.de, each.description.de]),
    ]);
    for (const text of texts) expect(text).not.toMatch(/\d%/);
  });

  it('a pack is a „Kartenspiel“, never a „Spiel“, in the German texts of the games', () => {
    for (const game of games) {
      const texts = [game.summary.de, game.rulesText.de, ...(game.switches ?? []).flatMap((each) => [each.name.de, each.description.de])];
      for (const text of texts) expect(text, game.id).not.toMatch(/(zwei|beide[n]?|ein(em)?) Spiel(e|en)?\b/i);
    }
  });
});

describe('German pile names with their preposition and article', () => {
  it('knows every pile of every game', () => {
    for (const game of games) {
      for (const variant of [[], ...(game.switches ?? []).map((each) => [each.id])]) {
        for (const spec of game.piles(dealt(game, 1, variant))) expect(knownPlace(spec.name.de), `${game.id}: ${spec.name.de}`).toBe(true);
      }
    }
  });

  it('declines them as the sentence needs', () => {
    expect(germanPlace('Reihe 3', 'put')).toBe('an Reihe 3 angelegt');
    expect(germanPlace('Ecke links oben', 'put')).toBe('in die Ecke links oben gelegt');
    expect(germanPlace('Keller', 'to')).toBe('in den Keller');
    expect(germanPlace('Keller', 'from')).toBe('aus dem Keller');
    expect(germanPlace('Talon', 'from')).toBe('vom Talon');
    expect(germanPlace('zweiter Stapel', 'to')).toBe('auf den zweiten Stapel');
    expect(germanPlace('gezogene Karte', 'from')).toBe('von der gezogenen Karte');
    expect(germanPlace('Kreuz-Stamm', 'to')).toBe('auf den Kreuz-Stamm');
    expect(germanPlace('Asse', 'to')).toBe('zu den Assen');
    expect(germanPlace('Platz W3', 'to')).toBe('auf Platz W3');
  });

  it('no German UI text puts a game’s name after a preposition, where it would need its case', () => {
    const preposition = /\b(in|mit|von|aus|zu|bei|für|auf) \{game\}/;
    for (const key of MESSAGE_KEYS) expect(t('de', key), key).not.toMatch(preposition);
    expect(cliText('de', 'variantsClash', {game: 'Der Stern', first: 'a', second: 'b'})).toBe('die Varianten a und b von „Der Stern“ gehen nicht zusammen');
  });
});
