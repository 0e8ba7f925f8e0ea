import {describe, expect, it} from 'vitest';
import {dealOrder, legalMovesOf, moveKey, play} from '../../source/core/engine.js';
import {createRandom} from '../../source/core/random.js';
import type {GameDefinition, Move, State} from '../../source/core/types.js';
import {games} from '../../source/games/index.js';
import {GERMAN_PATTERNS, translateToGerman} from '../../source/ui/translate-de.js';

/** English words that must not survive a translation. */
const ENGLISH = [' the ', ' needs ', ' only ', ' may ', ' and ', ' is ', ' are ', ' not ', ' of ', ' a ', ' to ', ' on ', ' card ', ' cards ', ' pile '];

function looksTranslated(english: string, german: string): boolean {
  if (german === english) return false;
  const padded = ` ${german} `;
  return !ENGLISH.some((word) => padded.includes(word));
}

describe('translateToGerman: exact translations', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    // build.ts: card phrases and their endings
    ['a red 7 needs a black 8', 'eine rote 7 braucht eine schwarze 8'],
    ['a black queen needs a red king or jack', 'eine schwarze Dame braucht einen roten König oder Buben'],
    ['a red ace needs a black 2', 'ein rotes Ass braucht eine schwarze 2'],
    ['a black 2 needs a red 3 or ace', 'eine schwarze 2 braucht eine rote 3 oder ein rotes Ass'],
    ['a red jack needs a black queen', 'ein roter Bube braucht eine schwarze Dame'],
    ['the 9 of spades needs the 10 or 8 of spades', 'die Pik-9 braucht die Pik-10 oder Pik-8'],
    ['the king of hearts needs the ace or queen of hearts', 'der Herz-König braucht das Herz-Ass oder die Herz-Dame'],
    ['the 7 of clubs needs the 6 of clubs', 'die Kreuz-7 braucht die Kreuz-6'],
    ['the queen of diamonds needs the jack of diamonds', 'die Karo-Dame braucht den Karo-Buben'],
    ['an 8 needs a 9', 'eine 8 braucht eine 9'],
    ['a queen needs a king or jack', 'eine Dame braucht einen König oder Buben'],
    ['nothing can take a red king here', 'ein roter König kann hier auf keine Karte gelegt werden'],
    // transfer.ts, engine.ts, piles.ts, cards.ts, session.ts, games/index.ts
    ['there is no pile "pile9" in this game', 'in diesem Spiel gibt es keinen Stapel „pile9“'],
    ['a card cannot move onto its own pile', 'eine Karte kann nicht auf ihren eigenen Stapel gelegt werden'],
    ['those 3 cards do not move together', 'diese 3 Karten lassen sich nicht zusammen bewegen'],
    ['face-down cards cannot move', 'verdeckte Karten können nicht bewegt werden'],
    ['nothing may be placed there', 'dort darf nichts abgelegt werden'],
    ['the game is over', 'das Spiel ist vorbei'],
    ['that move is not allowed', 'dieser Zug ist nicht erlaubt'],
    ['"XY" is not a card code (like AS, TD or 2C)', '„XY“ ist kein Kartenkürzel (wie AS, TD oder 2C)'],
    ['the order must list all 104 cards, not 52', 'die Reihenfolge muss alle 104 Karten nennen, nicht 52'],
    ['a deal number is a whole number from 1 to 2147483647, not 0', 'eine Spielnummer ist eine ganze Zahl von 1 bis 2147483647, nicht 0'],
    ['move 4 of the save cannot be replayed: that pile is empty', 'Zug 4 des Spielstands lässt sich nicht nachspielen: dieser Stapel ist leer'],
    ['unknown game "solitaire"; known games: elf, harfe', 'unbekanntes Spiel „solitaire“; bekannte Spiele: elf, harfe'],
    // shared by several games
    ['Die Harfe has no "lift" move', 'Die Harfe kennt keinen Zug „lift“'],
    ["Napoleon's Doubling has no \"step\" move", 'Napoleon (Verdoppeln) kennt keinen Zug „step“'],
    ['Tuck-Under plays itself: the only move is the next step (s), not "deal"', 'Das Unterstecken spielt sich selbst: der einzige Zug ist der nächste Schritt (s), nicht „deal“'],
    ['that foundation takes only hearts', 'diese Ablage nimmt nur Herz'],
    ['pass 2 of 3', 'Durchgang 2 von 3'],
    // Die Doppelhausen
    ['a 7 and a jack are not a pair: only cards of the same rank go together', 'eine 7 und ein Bube sind kein Paar: nur Karten gleichen Rangs gehören zusammen'],
    ['first choose which two 7s to remove', 'wähle zuerst, welche zwei Siebenen entfernt werden'],
    ['the stockL pile is empty', 'der linke Talon ist leer'],
    ['three kings on top: choose two to remove', 'drei Könige oben: wähle zwei zum Entfernen'],
    ['turned 7H and TD, removed 2 pairs', '7H und TD umgedreht, 2 Paare entfernt'],
    ['removed the chosen pair of aces, removed one more pair', 'die beiden gewählten Asse entfernt, noch ein Paar entfernt'],
    ['1 leftover card went to the reserve', '1 übrige Karte kam in die Reserve'],
    ['pass 2: 40 waste cards split into two stocks, removed a pair', 'Durchgang 2: 40 Karten vom Abwurfstapel auf zwei Talons verteilt, ein Paar entfernt'],
    // Die Elf
    ['ace and 7 make 8, not 11', 'Ass und 7 ergeben 8, nicht 11'],
    ['first use the rescue card in hand, the jack of clubs', 'setze zuerst die Rettungskarte in der Hand ein, den Kreuz-Buben'],
    ['a trio must be one jack, one queen and one king', 'ein Trio muss aus einem Buben, einer Dame und einem König bestehen'],
    // Fürst Bismarck
    ['there is already an ace foundation of spades', 'es gibt schon eine Pik-Ablage ab Ass'],
    ['the king foundation of hearts needs the 9 of hearts', 'die Herz-Ablage ab König braucht die Herz-9'],
    ['the ace foundation of clubs is complete', 'die Kreuz-Ablage ab Ass ist vollständig'],
    ['the king of spades can go up, so it must go to a foundation', 'der Pik-König passt auf eine Ablage, also muss er dorthin'],
    ['a card drawn for W3 may only go to C1L or C1R', 'eine für W3 gezogene Karte darf nur auf C1L oder C1R'],
    ['first deal: first choose a foundation for the 4 of diamonds drawn for W5', 'erstes Auslegen: wähle eine Ablage für die Karo-4, gezogen für W5'],
    // Die große Patience
    ['the spades foundation needs the 10 or 8 of spades next', 'die Pik-Ablage braucht als Nächstes die Pik-10 oder Pik-8'],
    ['the hearts foundation needs the king of hearts next (it builds down)', 'die Herz-Ablage braucht als Nächstes den Herz-König (sie wird abwärts gebaut)'],
    ['nothing may be placed on row 5', 'auf Reihe 5 darf nichts gelegt werden'],
    // Der halbe Mond
    ['only the king of clubs may start this foundation', 'nur der Kreuz-König darf diese Ablage beginnen'],
    ['only the 5 of hearts may go on the 6 of hearts', 'nur die Herz-5 darf auf die Herz-6'],
    ['helps used: 1 of 5 · next help (x): a lift', 'Hülfen verbraucht: 1 von 5 · nächste Hülfe (x): ein Abheben'],
    ['the next help is gathering and dealing in piles of 6', 'die nächste Hülfe ist Einsammeln und Neuausteilen in Häufchen zu 6'],
    // Die Harfe
    ['building up (a red 7 on a black 6) is only allowed on a column with no face-down cards', 'aufwärts bauen (eine rote 7 auf eine schwarze 6) ist nur in einer Spalte ohne verdeckte Karten erlaubt'],
    ['the stock is empty: it is gone through only once', 'der Talon ist leer: er wird nur einmal durchgespielt'],
    ['only an ace may start a foundation', 'nur ein Ass darf eine Ablage beginnen'],
    // Hermann
    ['the goal needs a black king', 'der Zielstapel braucht einen schwarzen König'],
    ['the goal needs a red ace, and none has been set aside', 'der Zielstapel braucht ein rotes Ass, und keines liegt bereit'],
    ['the goal needs a red ace from the aces · talon: 1 deal left', 'der Zielstapel braucht ein rotes Ass von den Assen · Talon: noch einmal austeilen'],
    ['the first king to turn up starts the goal · talon: 9 deals left', 'der erste aufgedeckte König beginnt den Zielstapel · Talon: noch 9-mal austeilen'],
    ['nothing may be placed on a 2 in a column: aces never lie in columns', 'auf eine 2 in einer Spalte darf nichts gelegt werden: Asse liegen nie in Spalten'],
    // Napoleon (Verdoppeln)
    ['a queen does not fit: the 5 needs a 10 (double, less 13 above 13)', 'eine Dame passt nicht: die 5 braucht eine 10 (verdoppelt, über 13 minus 13)'],
    ['an 8 does not fit: the 7 needs an ace (double, less 13 above 13)', 'eine 8 passt nicht: die 7 braucht ein Ass (verdoppelt, über 13 minus 13)'],
    ['next: 8 → 3 → 6 → Q', 'als Nächstes: 8 → 3 → 6 → Q'],
    // Napoleons Patience
    ['QS does not fit on 4H: onto the second pile', 'QS passt nicht auf 4H: auf den zweiten Stapel'],
    ['pass 2: 30 cards picked up as the new hand', 'Durchgang 2: 30 Karten als neue Hand aufgenommen'],
    // Die Reihe
    ['the hearts up foundation must first be founded by its ace', 'die aufsteigende Herz-Ablage muss zuerst mit ihrem Ass gegründet werden'],
    ['the 9 of clubs needs the 10 on top of the down foundation', 'die Kreuz-9 braucht die 10 oben auf der absteigenden Ablage'],
    ['that card is covered by the card in row 3 of its column', 'diese Karte ist von der Karte in Reihe 3 ihrer Spalte verdeckt'],
    ['a card that does not go up fills row 2, column 7', 'eine Karte, die nicht auf eine Ablage kann, füllt Reihe 2, Spalte 7'],
    // Staffelpatience
    ['only a king may go into an empty pile', 'nur ein König darf auf einen leeren Stapel'],
    ['a red 7 needs to go on a black 6', 'eine rote 7 muss auf eine schwarze 6'],
    ['won with a double series (lesser success)', 'mit Doppelserie gewonnen (kleiner Erfolg)'],
    // Der Stern
    ['the ace of spades needs the king on top of its foundation', 'das Pik-Ass braucht den König oben auf seiner Ablage'],
    ['the 5 of hearts needs the 4 on top of its foundation', 'die Herz-5 braucht die 4 oben auf ihrer Ablage'],
    ['the clubs foundation starts with its 2', 'die Kreuz-Ablage beginnt mit ihrer 2'],
    // Das Unterstecken
    ['QH tucked under the queens: only queens there, chain 2 ends', 'QH unter die Damen gesteckt: dort liegen nur Damen, Kette 2 endet'],
    ['7S tucked under the 7s, TD taken from their top', '7S unter die Siebenen gesteckt, TD von oben genommen'],
    ['chain 1: reserve card KC taken in hand', 'Kette 1: Reservekarte KC in die Hand genommen'],
    // pile names
    ['row 3 column 10', 'Reihe 3, Spalte 10'],
    ['left waste', 'linker Abwurfstapel'],
  ];

  it.each(cases)('%s', (english, german) => {
    expect(translateToGerman(english)).toBe(german);
  });

  it('keeps the capital of a message the UI has capitalised', () => {
    expect(translateToGerman('A red 7 needs a black 8')).toBe('Eine rote 7 braucht eine schwarze 8');
    expect(translateToGerman('The stock is empty')).toBe('Der Talon ist leer');
  });

  it('returns unknown or half-understood messages unchanged', () => {
    for (const english of ['', 'hello world', 'a purple 7 needs a black 8', 'the 11 of spades needs the 10 of spades', 'Solitaire has no "x" move', 'the goal needs a red 7 · talon: soon']) {
      expect(translateToGerman(english)).toBe(english);
    }
  });

  it('has no duplicated patterns', () => {
    const sources = GERMAN_PATTERNS.map((pattern) => pattern.source);
    expect(sources.filter((source, index) => sources.indexOf(source) !== index)).toEqual([]);
  });
});

const EXTRA_KINDS = ['bogus', 'remove', 'rescue', 'step', 'deal', 'redeal', 'unlock', 'lift', 'gather', 'finish'];

/** Why a move is illegal, or undefined when it is legal. */
function reason(definition: GameDefinition, state: State, legal: ReadonlySet<string>, move: Move): string | undefined {
  return legal.has(moveKey(move)) ? undefined : definition.explain(state, move);
}

/** explain() for every illegal transfer of 1 or 2 cards, every special kind and, in set games, every pair and trio. */
function explainAll(definition: GameDefinition, state: State, into: Set<string>): void {
  const legal = new Set(legalMovesOf(definition, state).map(moveKey));
  const add = (text: string | undefined) => {
    if (text) into.add(text);
  };
  const ids = state.piles.map((pile) => pile.id);
  for (const from of ids) {
    for (const to of ids) {
      add(reason(definition, state, legal, {kind: 'move', from, to, count: 1}));
      if (from !== to) add(reason(definition, state, legal, {kind: 'move', from, to, count: 2}));
    }
  }
  add(reason(definition, state, legal, {kind: 'move', from: 'nowhere', to: ids[0], count: 1}));
  add(reason(definition, state, legal, {kind: 'move', from: ids[0], to: ids[1], count: 0}));
  const kinds = new Set([...EXTRA_KINDS, ...definition.actions.flatMap((action) => action.kinds)]);
  for (const kind of kinds) add(reason(definition, state, legal, {kind}));
  if (definition.selection === 'set') {
    for (let i = 0; i < ids.length; i++) {
      add(reason(definition, state, legal, {kind: 'remove', piles: [ids[i]]}));
      for (let j = i; j < ids.length; j++) {
        add(reason(definition, state, legal, {kind: 'remove', piles: [ids[i], ids[j]]}));
        for (let k = j + 1; k < ids.length; k++) add(reason(definition, state, legal, {kind: 'remove', piles: [ids[i], ids[j], ids[k]]}));
      }
    }
  }
}

/** Random play stops after this many moves per deal, which keeps the test at about a second. */
const STEPS = 300;

/** Messages met in seeded random games: explain() for illegal candidates now and then, hint() at every step. */
function collect(definition: GameDefinition): Set<string> {
  const messages = new Set<string>();
  for (const deal of [3, 17, 2024]) {
    const random = createRandom(deal * 131);
    let state = definition.deal(dealOrder(definition, deal));
    for (let step = 0; step < STEPS; step++) {
      const hint = definition.hint?.(state);
      if (hint) messages.add(hint);
      const result = definition.result?.(state);
      if (result) messages.add(result.en);
      const moves = legalMovesOf(definition, state);
      if (step % 20 === 0 || moves.length === 0) explainAll(definition, state, messages);
      if (moves.length === 0) break;
      state = play(definition, state, moves[random() % moves.length]);
    }
  }
  return messages;
}

describe('translateToGerman: every message the games give', () => {
  it.each(games.map((game) => [game.id, game] as const))('%s', (_id, definition) => {
    const messages = [...collect(definition)];
    expect(messages.length).toBeGreaterThan(0);
    const untranslated = messages.filter((english) => !looksTranslated(english, translateToGerman(english)));
    expect(untranslated, `untranslated:\n${untranslated.join('\n')}`).toEqual([]);
  });
});
