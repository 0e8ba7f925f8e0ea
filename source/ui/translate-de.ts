import {games} from '../games/index.js';

/**
 * German for the rules engine's English messages: the reasons `explain` gives
 * for illegal moves, `hint` lines, results, the errors of core/ (deal numbers,
 * saves, card codes) and the pile names of the layouts.
 *
 * An ordered table of whole-message patterns, written as English templates
 * with holes (`{card}`, `{suit}`, `{n}` …). Each hole is one capture group;
 * the renderer turns the captured English pieces into German with the right
 * article and adjective endings. A message no pattern matches, or whose pieces
 * are not understood, comes back unchanged (English) rather than garbled.
 *
 * Card codes ("QH", "TD") and rank labels ("Q", "J") stay as they are: they
 * name what the table shows.
 *
 * Terms: foundation Ablage, stock Talon, waste Abwurfstapel, pile Stapel,
 * column Spalte, row Reihe, grid Auslage, cell Eckfeld, pass Durchgang,
 * run/sequence Folge, help (Der halbe Mond) Hülfe; the player is addressed with "du".
 */

// ─── Card words ────────────────────────────────────────────────────────────

type Gender = 'm' | 'f' | 'n';
type Case = 'nom' | 'acc' | 'dat';

type Noun = {
  readonly singular: string;
  /** Accusative and dative singular of a weak noun ("Buben"). */
  readonly oblique?: string;
  readonly plural: string;
  readonly gender: Gender;
};

const NUMBER_PLURALS = ['Zweien', 'Dreien', 'Vieren', 'Fünfen', 'Sechsen', 'Siebenen', 'Achten', 'Neunen', 'Zehnen'];

/** Rank words as the engine writes them ("ace", "7", "queen"). A number card is "die 7", like "die Sieben". */
const RANK_NOUNS: Readonly<Record<string, Noun>> = {
  ace: {singular: 'Ass', plural: 'Asse', gender: 'n'},
  ...Object.fromEntries(NUMBER_PLURALS.map((plural, index): [string, Noun] => [String(index + 2), {singular: String(index + 2), plural, gender: 'f'}])),
  jack: {singular: 'Bube', oblique: 'Buben', plural: 'Buben', gender: 'm'},
  queen: {singular: 'Dame', plural: 'Damen', gender: 'f'},
  king: {singular: 'König', plural: 'Könige', gender: 'm'},
};

const SUIT_WORDS: Readonly<Record<string, string>> = {clubs: 'Kreuz', spades: 'Pik', hearts: 'Herz', diamonds: 'Karo'};
const COLOUR_WORDS: Readonly<Record<string, string>> = {red: 'rot', black: 'schwarz'};
const NUMBER_WORDS: Readonly<Record<string, string>> = {one: 'eins', two: 'zwei', three: 'drei', four: 'vier', five: 'fünf'};

const DEFINITE: Readonly<Record<Case, Record<Gender, string>>> = {
  nom: {m: 'der', f: 'die', n: 'das'},
  acc: {m: 'den', f: 'die', n: 'das'},
  dat: {m: 'dem', f: 'der', n: 'dem'},
};

const INDEFINITE: Readonly<Record<Case, Record<Gender, string>>> = {
  nom: {m: 'ein', f: 'eine', n: 'ein'},
  acc: {m: 'einen', f: 'eine', n: 'ein'},
  dat: {m: 'einem', f: 'einer', n: 'einem'},
};

/** Adjective endings after "der" (weak) and after "ein" (mixed). */
const AFTER_DEFINITE: Readonly<Record<Case, Record<Gender, string>>> = {
  nom: {m: 'e', f: 'e', n: 'e'},
  acc: {m: 'en', f: 'e', n: 'e'},
  dat: {m: 'en', f: 'en', n: 'en'},
};

const AFTER_INDEFINITE: Readonly<Record<Case, Record<Gender, string>>> = {
  nom: {m: 'er', f: 'e', n: 'es'},
  acc: {m: 'en', f: 'e', n: 'es'},
  dat: {m: 'en', f: 'en', n: 'en'},
};

/** "er/sie/es" for a card, "sein/ihr" before a feminine dative noun, "keiner/keine/keines". */
const PRONOUN: Readonly<Record<Gender, string>> = {m: 'er', f: 'sie', n: 'es'};
const POSSESSIVE_DATIVE_F: Readonly<Record<Gender, string>> = {m: 'seiner', f: 'ihrer', n: 'seiner'};
const NONE_OF_THEM: Readonly<Record<Gender, string>> = {m: 'keiner', f: 'keine', n: 'keines'};

/** Thrown by the helpers when a captured piece is not understood: the message stays English. */
class Untranslatable extends Error {}

function fail(): never {
  throw new Untranslatable();
}

function lookup(table: Readonly<Record<string, string>>, key: string): string {
  return Object.hasOwn(table, key) ? table[key] : fail();
}

function rankNoun(word: string): Noun {
  return Object.hasOwn(RANK_NOUNS, word) ? RANK_NOUNS[word] : fail();
}

function nounForm(noun: Noun, grammaticalCase: Case): string {
  return grammaticalCase === 'nom' ? noun.singular : (noun.oblique ?? noun.singular);
}

/** "Ass", "7", "Bube": a rank word standing alone. */
function bareRank(word: string): string {
  return rankNoun(word).singular;
}

/** "Siebenen", "Könige" from the engine's plural "7s", "kings". */
function rankPlural(word: string): string {
  if (!word.endsWith('s')) fail();
  return rankNoun(word.slice(0, -1)).plural;
}

function suitName(word: string): string {
  return lookup(SUIT_WORDS, word);
}

/** One card phrase of the engine, possibly with alternatives: "the 10 or 8 of spades", "a red 7", "an ace". */
type CardGroup = {
  readonly definite: boolean;
  readonly ranks: readonly string[];
  readonly colour?: string;
  readonly suit?: string;
};

const CARD_GROUP = /^(?:the (.+?)(?: of (\w+))?|an? (?:(red|black) )?(.+))$/;

function parseGroup(text: string): CardGroup {
  const match = CARD_GROUP.exec(text) ?? fail();
  if (match[1] !== undefined) return {definite: true, ranks: match[1].split(' or '), suit: match[2]};
  return {definite: false, ranks: match[4].split(' or '), colour: match[3]};
}

function genderOf(text: string): Gender {
  return rankNoun(parseGroup(text).ranks[0]).gender;
}

/**
 * German for a card phrase in the given case: "eine rote 7", "einen schwarzen
 * König oder Buben", "die Pik-10 oder Pik-8", "das Pik-Ass oder die Pik-Dame".
 * Alternatives of one gender share the article; otherwise each gets its own.
 */
function cards(text: string, grammaticalCase: Case): string {
  const group = parseGroup(text);
  const nouns = group.ranks.map(rankNoun);
  const prefix = group.suit === undefined ? '' : `${suitName(group.suit)}-`;
  const articles = group.definite ? DEFINITE : INDEFINITE;
  const endings = group.definite ? AFTER_DEFINITE : AFTER_INDEFINITE;
  const colour = group.colour === undefined ? undefined : lookup(COLOUR_WORDS, group.colour);
  const bare = (noun: Noun) => `${prefix}${nounForm(noun, grammaticalCase)}`;
  const full = (noun: Noun) => {
    const adjective = colour === undefined ? '' : ` ${colour}${endings[grammaticalCase][noun.gender]}`;
    return `${articles[grammaticalCase][noun.gender]}${adjective} ${bare(noun)}`;
  };
  const oneGender = nouns.every((noun) => noun.gender === nouns[0].gender);
  return oneGender ? [full(nouns[0]), ...nouns.slice(1).map(bare)].join(' oder ') : nouns.map(full).join(' oder ');
}

const nom = (text: string) => cards(text, 'nom');
const acc = (text: string) => cards(text, 'acc');

// ─── Other pieces ──────────────────────────────────────────────────────────

/** English and German names of the games, as the "has no … move" messages use them. */
const GAME_NAMES: ReadonlyMap<string, string> = new Map(games.flatMap((game) => [[game.names.en, game.names.de], [game.names.de, game.names.de]]));

function gameName(name: string): string {
  return GAME_NAMES.get(name) ?? fail();
}

function quoted(text: string): string {
  return `„${text}“`;
}

function upDown(word: string, up: string, down: string): string {
  return word === 'up' ? up : word === 'down' ? down : fail();
}

/** Fürst Bismarck: "the ace foundation of spades" → "die Pik-Ablage ab Ass" (definite or indefinite). */
function bismarckFoundation(text: string, grammaticalCase: Case): string {
  const match = /^(the|an?) (ace|king) foundation of (\w+)$/.exec(text) ?? fail();
  const article = (match[1] === 'the' ? DEFINITE : INDEFINITE)[grammaticalCase].f;
  return `${article} ${suitName(match[3])}-Ablage ab ${bareRank(match[2])}`;
}

/** Der halbe Mond: "a lift", "gathering and dealing in piles of 6". */
function help(text: string): string {
  if (text === 'a lift') return 'ein Abheben';
  const match = /^gathering and dealing in piles of (\d+)$/.exec(text) ?? fail();
  return `Einsammeln und Neuausteilen in Häufchen zu ${match[1]}`;
}

/** Die Doppelhausen: the pairs a step removed by itself, ", removed 2 more pairs". */
function pairsNote(text: string | undefined): string {
  if (!text) return '';
  if (text === ', removed a pair') return ', ein Paar entfernt';
  if (text === ', removed one more pair') return ', noch ein Paar entfernt';
  const match = /^, removed (\d+)( more)? pairs$/.exec(text) ?? fail();
  return `, ${match[1]} ${match[2] ? 'weitere ' : ''}Paare entfernt`;
}

/** Die Doppelhausen: pile ids in "the stockL pile is empty". */
const DOPPELHAUSEN_PILES: Readonly<Record<string, string>> = {
  wasteL: 'der linke Abwurfstapel',
  stockL: 'der linke Talon',
  stockR: 'der rechte Talon',
  wasteR: 'der rechte Abwurfstapel',
  reserve: 'die Reserve',
};

function karten(count: string): string {
  return count === '1' ? '1 Karte' : `${count} Karten`;
}

// ─── Pattern table ─────────────────────────────────────────────────────────

type Render = (parts: readonly string[]) => string;
type Rule = {readonly pattern: RegExp; readonly render: Render};

const RANK = '(?:ace|[2-9]|10|jack|queen|king)';
const SUIT = '(?:clubs|spades|hearts|diamonds)';

/** What each `{hole}` of a template matches; each hole is one capture group. */
const HOLES: Readonly<Record<string, string>> = {
  /** A card phrase, alternatives allowed: "the 9 of spades", "a red 7", "an 8 or 6", "the 5". */
  card: `(?:the ${RANK}(?: or ${RANK})*(?: of ${SUIT})?|an? (?:(?:red|black) )?${RANK}(?: or ${RANK})*)`,
  rank: RANK,
  ranks: '(?:aces|[2-9]s|10s|jacks|queens|kings)',
  suit: SUIT,
  colour: '(?:red|black)',
  number: '(?:one|two|three|four|five)',
  n: '\\d+',
  code: '[A2-9TJQK][CSHD]',
  label: '(?:A|[2-9]|10|J|Q|K)',
  id: '[A-Za-z0-9]+',
  quoted: '[^"]*',
  text: '.+?',
  updown: '(?:up|down)',
  side: '(?:left|right)',
  foundation: `(?:the|an?) (?:ace|king) foundation of ${SUIT}`,
  help: 'a lift|gathering and dealing in piles of \\d+',
  note: '(?:, removed (?:a pair|one more pair|\\d+(?: more)? pairs))?',
  places: 'C[1-4][LR](?: or C[1-4][LR])*',
  labels: '(?:A|[2-9]|10|J|Q|K)(?: (?:A|[2-9]|10|J|Q|K))*',
  steps: '(?:A|[2-9]|10|J|Q|K)(?: → (?:A|[2-9]|10|J|Q|K))*',
  way: '(?: \\(it builds (?:up|down)\\))?',
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-message pattern from an English template; `render` gets the holes' text in order. */
function rule(template: string, render: Render | string): Rule {
  const source = template
    .split(/(\{\w+\})/)
    .map((piece) => {
      const hole = /^\{(\w+)\}$/.exec(piece);
      if (!hole) return escape(piece);
      if (!Object.hasOwn(HOLES, hole[1])) throw new Error(`unknown hole ${piece} in "${template}"`);
      return `(${HOLES[hole[1]]})`;
    })
    .join('');
  return {pattern: new RegExp(`^${source}$`), render: typeof render === 'string' ? () => render : render};
}

/** Messages of the core (transfer.ts, build.ts, engine.ts, piles.ts, cards.ts, session.ts) and games/index.ts. */
const CORE: readonly Rule[] = [
  // build.ts: needsMessage
  rule('{card} needs {card}', ([x, y]) => `${nom(x)} braucht ${acc(y)}`),
  rule('nothing can take {card} here', ([x]) => `${nom(x)} kann hier auf keine Karte gelegt werden`),
  // transfer.ts and piles.ts
  rule('there is no pile "{quoted}" in this game', ([id]) => `in diesem Spiel gibt es keinen Stapel ${quoted(id)}`),
  rule('a card cannot move onto its own pile', 'eine Karte kann nicht auf ihren eigenen Stapel gelegt werden'),
  rule('at least one card must move', 'es muss mindestens eine Karte bewegt werden'),
  rule('that pile is empty', 'dieser Stapel ist leer'),
  rule('no card may be taken from there', 'von dort darf keine Karte genommen werden'),
  rule('face-down cards cannot move', 'verdeckte Karten können nicht bewegt werden'),
  rule('that card cannot move', 'diese Karte kann nicht bewegt werden'),
  rule('those {n} cards do not move together', ([n]) => `diese ${n} Karten lassen sich nicht zusammen bewegen`),
  rule('nothing may be placed there', 'dort darf nichts abgelegt werden'),
  // engine.ts
  rule('the game is over', 'das Spiel ist vorbei'),
  rule('that move is not allowed', 'dieser Zug ist nicht erlaubt'),
  // cards.ts
  rule('"{quoted}" is not a card code (like AS, TD or 2C)', ([text]) => `${quoted(text)} ist kein Kartenkürzel (wie AS, TD oder 2C)`),
  rule('card {text} appears more than once', ([key]) => `die Karte ${key} kommt mehr als einmal vor`),
  rule('card {text} appears more than twice', ([key]) => `die Karte ${key} kommt mehr als zweimal vor`),
  rule('the order must list all {n} cards, not {n}', ([all, given]) => `die Reihenfolge muss alle ${all} Karten nennen, nicht ${given}`),
  // session.ts
  rule('a deal number is a whole number from 1 to {n}, not {text}', ([most, given]) => `eine Spielnummer ist eine ganze Zahl von 1 bis ${most}, nicht ${given}`),
  rule('unknown save format version {text}', ([version]) => `unbekannte Version ${version} des Spielstands`),
  rule('the save is for {text}, not {text}', ([saved, wanted]) => `der Spielstand gehört zu ${saved}, nicht zu ${wanted}`),
  rule('move {n} of the save cannot be replayed: {text}', ([n, reason]) => `Zug ${n} des Spielstands lässt sich nicht nachspielen: ${part(reason)}`),
  // games/index.ts
  rule('unknown game "{quoted}"; known games: {text}', ([name, known]) => `unbekanntes Spiel ${quoted(name)}; bekannte Spiele: ${known}`),
];

/** Messages that several games give word for word. */
const SHARED: readonly Rule[] = [
  rule('{text} has no "{quoted}" move', ([game, kind]) => `${gameName(game)} kennt keinen Zug ${quoted(kind)}`),
  rule('{text} plays itself: the only move is the next step (s), not "{quoted}"', ([game, kind]) =>
    `${gameName(game)} spielt sich selbst: der einzige Zug ist der nächste Schritt (s), nicht ${quoted(kind)}`),
  rule('that place is empty', 'dieser Platz ist leer'),
  rule('the stock is empty', 'der Talon ist leer'),
  rule('the stock still has cards', 'im Talon sind noch Karten'),
  rule('there are no cards to turn over', 'es gibt keine Karten zum Umdrehen'),
  rule('the stock is empty: press d again to turn the waste over', 'der Talon ist leer: drücke noch einmal d, um den Abwurfstapel umzudrehen'),
  rule('nothing may be placed on the stock', 'auf den Talon darf nichts gelegt werden'),
  rule('cards move one at a time', 'Karten werden einzeln bewegt'),
  rule('cards never leave the foundations', 'Karten verlassen nie die Ablagen'),
  rule('nothing ever leaves a foundation', 'von einer Ablage geht nie etwas weg'),
  rule('that foundation takes only {suit}', ([suit]) => `diese Ablage nimmt nur ${suitName(suit)}`),
  rule('only the top card of the waste may move', 'nur die oberste Karte des Abwurfstapels darf bewegt werden'),
  rule('pass {n} of {n}', ([n, of]) => `Durchgang ${n} von ${of}`),
];

const DOPPELHAUSEN: readonly Rule[] = [
  rule('pairs are removed automatically; you only choose when three or more top cards share a rank',
    'Paare werden automatisch entfernt; du wählst nur, wenn drei oder mehr oberste Karten denselben Rang haben'),
  rule('always remove exactly two cards, never three (rule 1.4.1)', 'entferne immer genau zwei Karten, nie drei (Regel 1.4.1)'),
  rule('only the top cards of the wastes, stocks and reserve can be removed',
    'nur die obersten Karten der Abwurfstapel, der Talons und der Reserve können entfernt werden'),
  rule('the {id} pile is empty', ([id]) => `${DOPPELHAUSEN_PILES[id] ?? `der Stapel ${quoted(id)}`} ist leer`),
  rule('{card} and {card} are not a pair: only cards of the same rank go together', ([a, b]) =>
    `${nom(a)} und ${nom(b)} sind kein Paar: nur Karten gleichen Rangs gehören zusammen`),
  rule('first choose which two {ranks} to remove', ([ranks]) => `wähle zuerst, welche zwei ${rankPlural(ranks)} entfernt werden`),
  rule('every card has been removed', 'alle Karten sind entfernt'),
  // hint
  rule('{number} {ranks} on top: choose two to remove', ([count, ranks]) =>
    `${lookup(NUMBER_WORDS, count)} ${rankPlural(ranks)} oben: wähle zwei zum Entfernen`),
  rule('pass {n} removed no pair: the game is lost', ([n]) => `Durchgang ${n} hat kein Paar entfernt: das Spiel ist verloren`),
  rule('turned {code} and {code}{note}', ([a, b, note]) => `${a} und ${b} umgedreht${pairsNote(note)}`),
  rule('1 leftover card went to the reserve{note}', ([note]) => `1 übrige Karte kam in die Reserve${pairsNote(note)}`),
  rule('{n} leftover cards went to the reserve{note}', ([n, note]) => `${n} übrige Karten kamen in die Reserve${pairsNote(note)}`),
  rule('pass {n}: {n} waste cards split into two stocks{note}', ([pass, n, note]) =>
    `Durchgang ${pass}: ${karten(n)} vom Abwurfstapel auf zwei Talons verteilt${pairsNote(note)}`),
  rule('removed the chosen pair of {ranks}{note}', ([ranks, note]) => `die beiden gewählten ${rankPlural(ranks)} entfernt${pairsNote(note)}`),
  rule('pass {n} begins{note}', ([n, note]) => `Durchgang ${n} beginnt${pairsNote(note)}`),
];

const ELF: readonly Rule[] = [
  rule('a jack-queen-king trio may be taken only when the grid holds no pair adding up to 11: take the pairs first',
    'ein Trio aus Bube, Dame und König darf erst genommen werden, wenn in der Auslage kein Paar mit der Summe 11 liegt: nimm zuerst die Paare'),
  rule('jacks, queens and kings have no value: they leave only as a jack-queen-king trio',
    'Buben, Damen und Könige haben keinen Wert: sie gehen nur als Trio aus Bube, Dame und König ab'),
  rule('{rank} and {rank} make {n}, not 11', ([a, b, sum]) => `${bareRank(a)} und ${bareRank(b)} ergeben ${sum}, nicht 11`),
  rule('a trio must be one jack, one queen and one king', 'ein Trio muss aus einem Buben, einer Dame und einem König bestehen'),
  rule('first use the rescue card in hand, {card}', ([card]) => `setze zuerst die Rettungskarte in der Hand ein, ${acc(card)}`),
  rule('there is no rescue card in hand', 'es ist keine Rettungskarte in der Hand'),
  rule('cards are removed only from the grid', 'Karten werden nur aus der Auslage entfernt'),
  rule('each card counts only once', 'jede Karte zählt nur einmal'),
  rule('remove two cards that add up to 11, or one jack, one queen and one king',
    'entferne zwei Karten mit der Summe 11 oder einen Buben, eine Dame und einen König'),
  rule('the rescue card in hand must be used first', 'zuerst muss die Rettungskarte in der Hand eingesetzt werden'),
  rule('the stock is empty: there is no card left for a rescue draw', 'der Talon ist leer: es ist keine Karte mehr für eine Rettungskarte übrig'),
  rule('the rescue draw is allowed only when the grid is stuck: two cards here add up to 11',
    'eine Rettungskarte darf erst gezogen werden, wenn die Auslage feststeckt: hier ergeben zwei Karten zusammen 11'),
  rule('the rescue draw is allowed only when the grid is stuck: a jack, a queen and a king lie here',
    'eine Rettungskarte darf erst gezogen werden, wenn die Auslage feststeckt: hier liegen ein Bube, eine Dame und ein König'),
  rule('those cards cannot be removed together', 'diese Karten können nicht zusammen entfernt werden'),
];

const FUERST_BISMARCK: readonly Rule[] = [
  rule('only an ace or a king may start a foundation', 'nur ein Ass oder ein König darf eine Ablage beginnen'),
  rule('there is already {foundation}', ([found]) => `es gibt schon ${bismarckFoundation(found, 'acc')}`),
  rule('{foundation} is complete', ([found]) => `${bismarckFoundation(found, 'nom')} ist vollständig`),
  rule('{foundation} needs {card}', ([found, card]) => `${bismarckFoundation(found, 'nom')} braucht ${acc(card)}`),
  rule('the deal is not finished', 'das Auslegen ist noch nicht fertig'),
  rule('first choose a foundation for {card}', ([card]) => `wähle zuerst eine Ablage für ${acc(card)}`),
  rule('only the exposed card of a place may move', 'nur die freiliegende Karte eines Platzes darf bewegt werden'),
  rule('a card never goes back from a foundation into the wreath', 'eine Karte geht nie von einer Ablage zurück in den Kranz'),
  rule('{card} can go up, so it must go to a foundation', ([card]) =>
    `${nom(card)} passt auf eine Ablage, also muss ${PRONOUN[genderOf(card)]} dorthin`),
  rule('a base card never moves', 'eine Grundkarte wird nie bewegt'),
  rule('only the top card of a foundation may move', 'nur die oberste Karte einer Ablage darf bewegt werden'),
  rule('a card drawn for W{n} may only go to {places}', ([place, places]) =>
    `eine für W${place} gezogene Karte darf nur auf ${places.replaceAll(' or ', ' oder ')}`),
  rule('a foundation card may only move onto the other foundation of its suit', 'eine Ablagekarte darf nur auf die andere Ablage ihrer Farbe'),
  rule('the stock is dealt automatically', 'der Talon wird automatisch ausgeteilt'),
  rule('the wreath may be dealt again only once', 'der Kranz darf nur einmal neu ausgelegt werden'),
  // hint
  rule('first deal: first choose a foundation for {card} drawn for W{n}', ([card, place]) =>
    `erstes Auslegen: wähle eine Ablage für ${acc(card)}, gezogen für W${place}`),
  rule('second deal: first choose a foundation for {card} drawn for W{n}', ([card, place]) =>
    `zweites Auslegen: wähle eine Ablage für ${acc(card)}, gezogen für W${place}`),
  rule('free play; press d to deal the wreath again (only once)', 'freies Spiel; drücke d, um den Kranz neu auszulegen (nur einmal)'),
  rule('free play after the redeal; no further redeal', 'freies Spiel nach dem Neuauslegen; kein weiteres Neuauslegen'),
];

const GROSSE_PATIENCE: readonly Rule[] = [
  rule('cards never leave a foundation', 'Karten verlassen nie eine Ablage'),
  rule('cards go to a foundation one at a time', 'Karten kommen einzeln auf eine Ablage'),
  rule('a foundation starts only with a base card from the deal', 'eine Ablage beginnt nur mit einer Grundkarte aus dem Auslegen'),
  rule('that family is complete', 'diese Familie ist vollständig'),
  rule('this foundation takes only {suit}', ([suit]) => `diese Ablage nimmt nur ${suitName(suit)}`),
  rule('the {suit} foundation needs {card} next{way}', ([suit, card, way]) => {
    const building = way === '' ? '' : ` (sie wird ${way.includes('up') ? 'aufwärts' : 'abwärts'} gebaut)`;
    return `die ${suitName(suit)}-Ablage braucht als Nächstes ${acc(card)}${building}`;
  }),
  rule('those {n} cards are not a same-suit sequence: only the outermost card of a row plays', ([n]) =>
    `diese ${n} Karten sind keine Folge in einer Farbe: nur die äußerste Karte einer Reihe ist spielbar`),
  rule('an emptied half of row 5 is closed: nothing may be placed there again',
    'eine geleerte Hälfte von Reihe 5 ist geschlossen: dort darf nichts mehr abgelegt werden'),
  rule('nothing may be placed on row 5', 'auf Reihe 5 darf nichts gelegt werden'),
  rule('a sequence may only move into an empty row', 'eine Folge darf nur in eine leere Reihe'),
  rule('the Keller holds one card', 'der Keller hält eine einzige Karte'),
  rule('the Keller card may only leave while L5 or R5 is empty', 'die Kellerkarte darf nur heraus, solange L5 oder R5 leer ist'),
  rule('the Keller already holds a card', 'im Keller liegt schon eine Karte'),
  rule('the Keller holds only one card', 'der Keller fasst nur eine Karte'),
];

const HALBER_MOND: readonly Rule[] = [
  rule('this foundation is complete', 'diese Ablage ist vollständig'),
  rule('only {card} may start this foundation', ([card]) => `nur ${nom(card)} darf diese Ablage beginnen`),
  rule('only {card} may go on {card}', ([card, under]) => `nur ${nom(card)} darf auf ${acc(under)}`),
  rule('only the top card of a pile moves', 'nur die oberste Karte eines Stapels lässt sich bewegen'),
  rule('nothing may be placed on an empty crescent pile', 'auf einen leeren Stapel im Halbmond darf nichts gelegt werden'),
  rule('all five helps are used up', 'alle fünf Hülfen sind aufgebraucht'),
  rule('the next help is {help}', ([next]) => `die nächste Hülfe ist ${help(next)}`),
  rule('that help cannot be started now', 'diese Hülfe kann jetzt nicht begonnen werden'),
  // hint
  rule('all five helps used: play on, then end the game', 'alle fünf Hülfen verbraucht: spiel weiter und beende dann das Spiel'),
  rule('helps used: {n} of 5 · next help (x): {help}', ([used, next]) => `Hülfen verbraucht: ${used} von 5 · nächste Hülfe (x): ${help(next)}`),
];

const HARFE: readonly Rule[] = [
  rule('building up ({card} on {card}) is only allowed on a column with no face-down cards', ([card, under]) =>
    `aufwärts bauen (${nom(card)} auf ${acc(under)}) ist nur in einer Spalte ohne verdeckte Karten erlaubt`),
  rule('only a run (alternating colours, ranks one apart) moves together',
    'nur eine Folge (abwechselnd rot und schwarz, Werte um eins verschieden) lässt sich zusammen bewegen'),
  rule('cards leave the stock only by turning it (d)', 'Karten verlassen den Talon nur durch Umschlagen (d)'),
  rule('only one card at a time goes onto a foundation', 'auf eine Ablage kommt immer nur eine Karte'),
  rule('only an ace may start a foundation', 'nur ein Ass darf eine Ablage beginnen'),
  rule('an ace only goes onto an empty foundation', 'ein Ass kommt nur auf eine leere Ablage'),
  rule('the stock is empty: it is gone through only once', 'der Talon ist leer: er wird nur einmal durchgespielt'),
  rule('finish is only offered once the stock is empty', 'Abschließen gibt es erst, wenn der Talon leer ist'),
  rule('finish is only offered once every card is face up', 'Abschließen gibt es erst, wenn alle Karten aufgedeckt sind'),
  rule('no card can go onto a foundation', 'keine Karte passt auf eine Ablage'),
];

const HERMANN: readonly Rule[] = [
  rule('the goal needs {card}', ([card]) => `der Zielstapel braucht ${acc(card)}`),
  rule('the goal needs {card} from the aces', ([card]) => `der Zielstapel braucht ${acc(card)} von den Assen`),
  rule('the goal needs {card}, and none has been set aside', ([card]) =>
    `der Zielstapel braucht ${acc(card)}, und ${NONE_OF_THEM[genderOf(card)]} liegt bereit`),
  rule('only a ladder moves together: each card one lower than the one it lies on, in the other colour',
    'nur eine Leiter lässt sich zusammen bewegen: jede Karte eins niedriger als die, auf der sie liegt, in der anderen Farbe'),
  rule('a face-down card cannot be built on', 'auf eine verdeckte Karte kann nicht gebaut werden'),
  rule('a king may only go into an empty column', 'ein König darf nur in eine leere Spalte'),
  rule('nothing may be placed on a 2 in a column: aces never lie in columns',
    'auf eine 2 in einer Spalte darf nichts gelegt werden: Asse liegen nie in Spalten'),
  rule('cards never leave the goal', 'Karten verlassen nie den Zielstapel'),
  rule('the goal is started by the first king that turns up', 'der Zielstapel beginnt mit dem ersten König, der aufgedeckt wird'),
  rule('only aces go to the aces, by themselves when they turn up', 'nur Asse kommen zu den Assen, und zwar von selbst, sobald sie aufgedeckt werden'),
  rule('the talon is dealt with d, one card onto each column', 'der Talon wird mit d ausgeteilt, eine Karte auf jede Spalte'),
  rule('nothing may be placed on the talon', 'auf den Talon darf nichts gelegt werden'),
  rule('aces never lie in columns: an ace only goes on a 2 on the goal', 'Asse liegen nie in Spalten: ein Ass kommt nur auf eine 2 auf dem Zielstapel'),
  rule('no ace has been set aside', 'es liegt kein Ass bereit'),
  rule('aces go to the goal one at a time', 'Asse kommen einzeln auf den Zielstapel'),
  rule('an ace may only go on a 2 on the goal', 'ein Ass darf nur auf eine 2 auf dem Zielstapel'),
  rule('the talon is used up', 'der Talon ist aufgebraucht'),
  // hint: "<goal> · talon: 3 deals left", where <goal> is one of the messages above
  rule('the first king to turn up starts the goal', 'der erste aufgedeckte König beginnt den Zielstapel'),
  rule('{text} · talon: {n} deals left', ([goal, n]) => `${part(goal)} · Talon: ${n === '0' ? 'nichts mehr auszuteilen' : `noch ${n}-mal austeilen`}`),
  rule('{text} · talon: 1 deal left', ([goal]) => `${part(goal)} · Talon: noch einmal austeilen`),
];

const NAPOLEON_DOUBLETS: readonly Rule[] = [
  rule('cards go only onto the foundation pile', 'Karten kommen nur auf die Ablage'),
  rule('only a reserve card or the top card of the waste may go onto the foundation',
    'nur eine Reservekarte oder die oberste Karte des Abwurfstapels darf auf die Ablage'),
  rule('one card at a time goes onto the foundation', 'auf die Ablage kommt immer nur eine Karte'),
  rule('kings never fit on the foundation: they stay where they are', 'Könige passen nie auf die Ablage: sie bleiben, wo sie sind'),
  rule('{card} does not fit: {card} needs {card} (double, less 13 above 13)', ([card, base, wanted]) =>
    `${nom(card)} passt nicht: ${nom(base)} braucht ${acc(wanted)} (verdoppelt, über 13 minus 13)`),
  rule('the stock is empty: press d to turn the waste over', 'der Talon ist leer: drücke d, um den Abwurfstapel umzudrehen'),
  rule('the stock is empty and the three passes are used up', 'der Talon ist leer und die drei Durchgänge sind aufgebraucht'),
  rule('the stock may be gone through only three times', 'der Talon darf nur dreimal durchgespielt werden'),
  // hint: the labels are the ones on the cards, so they stay
  rule('next: {steps}', ([steps]) => `als Nächstes: ${steps}`),
];

const NAPOLEON: readonly Rule[] = [
  rule('every card is on the patience', 'alle Karten liegen auf der Patience'),
  rule('a whole pass placed no card', 'ein ganzer Durchgang hat keine Karte angelegt'),
  // hint
  rule('{code} fits: onto the patience', ([card]) => `${card} passt: auf die Patience`),
  rule('{code} does not fit on {code}: onto the second pile', ([card, under]) => `${card} passt nicht auf ${under}: auf den zweiten Stapel`),
  rule('pass {n}: {n} cards picked up as the new hand', ([pass, n]) => `Durchgang ${pass}: ${karten(n)} als neue Hand aufgenommen`),
  rule('{code} starts the patience', ([card]) => `${card} beginnt die Patience`),
];

const REIHE: readonly Rule[] = [
  rule('the {suit} {updown} foundation must first be founded by its {rank}', ([suit, way, rank]) => {
    const noun = rankNoun(rank);
    const its = noun.gender === 'f' ? 'ihrer' : 'ihrem';
    return `die ${upDown(way, 'aufsteigende', 'absteigende')} ${suitName(suit)}-Ablage muss zuerst mit ${its} ${noun.singular} gegründet werden`;
  }),
  rule('{card} needs {card} on top of the {updown} foundation', ([card, needed, way]) =>
    `${nom(card)} braucht ${acc(needed)} oben auf der ${upDown(way, 'aufsteigenden', 'absteigenden')} Ablage`),
  rule('cards leave the stock only by dealing (d)', 'Karten verlassen den Talon nur durch Geben (d)'),
  rule('that card is covered by the card in row {n} of its column', ([row]) => `diese Karte ist von der Karte in Reihe ${row} ihrer Spalte verdeckt`),
  rule('cards never move within the grid: an open card may only go up', 'Karten ziehen nie innerhalb der Auslage: eine freie Karte darf nur auf eine Ablage'),
  rule('the grid is full, which the five-row bound rules out', 'die Auslage ist voll, was die Grenze von fünf Reihen ausschließen sollte'),
  // hint
  rule('a card that does not go up fills row {n}, column {n}', ([row, col]) => `eine Karte, die nicht auf eine Ablage kann, füllt Reihe ${row}, Spalte ${col}`),
];

const STAFFELPATIENCE: readonly Rule[] = [
  rule('only a correctly built run moves together', 'nur eine richtig gebaute Folge lässt sich zusammen bewegen'),
  rule('only a king may go into an empty pile', 'nur ein König darf auf einen leeren Stapel'),
  rule('cards never leave or join a book until the double series is unlocked',
    'Karten verlassen kein Buch und kommen auf keines, bevor die Doppelserie freigegeben ist'),
  rule('a double series is built one card at a time', 'eine Doppelserie wird Karte für Karte gebaut'),
  rule('cards never leave a book', 'Karten verlassen nie ein Buch'),
  rule('a double series needs a finished book', 'eine Doppelserie braucht ein fertiges Buch'),
  rule('that double series is complete', 'diese Doppelserie ist vollständig'),
  rule('{card} needs to go on {card}', ([card, under]) => `${nom(card)} muss auf ${acc(under)}`),
  rule('the double series is already unlocked', 'die Doppelserie ist schon freigegeben'),
  rule('the double series is only unlocked when play is stuck: no useful move, and a whole pass through the stock without playing a card',
    'die Doppelserie wird erst freigegeben, wenn das Spiel feststeckt: kein nützlicher Zug und ein ganzer Durchgang durch den Talon, ohne eine Karte zu spielen'),
  // result
  rule('won with a double series (lesser success)', 'mit Doppelserie gewonnen (kleiner Erfolg)'),
];

const STERN: readonly Rule[] = [
  rule('the {suit} foundation starts with its 2', ([suit]) => `die ${suitName(suit)}-Ablage beginnt mit ihrer 2`),
  rule('{card} needs {card} on top of its foundation', ([card, needed]) =>
    `${nom(card)} braucht ${acc(needed)} oben auf ${POSSESSIVE_DATIVE_F[genderOf(card)]} Ablage`),
  rule('cards leave the stock only by turning them (d)', 'Karten verlassen den Talon nur durch Umschlagen (d)'),
  rule('a card in a cell may only go to its foundation', 'eine Karte in einem Eckfeld darf nur auf ihre Ablage'),
  rule('a cell holds only one card', 'ein Eckfeld fasst nur eine Karte'),
  rule('all three passes are used: the waste is not turned over again', 'alle drei Durchgänge sind verbraucht: der Abwurfstapel wird nicht mehr umgedreht'),
];

const UNTERSTECKEN: readonly Rule[] = [
  rule('all three reserve cards have been played', 'alle drei Reservekarten sind gespielt'),
  rule('that step is not possible', 'dieser Schritt ist nicht möglich'),
  // hint
  rule('chain {n}: reserve card {code} taken in hand', ([chain, card]) => `Kette ${chain}: Reservekarte ${card} in die Hand genommen`),
  rule('{code} tucked under the {ranks}, {code} taken from their top', ([card, ranks, taken]) =>
    `${card} unter die ${rankPlural(ranks)} gesteckt, ${taken} von oben genommen`),
  rule('{code} tucked under the {ranks}: only {ranks} there, chain {n} ends', ([card, ranks, only, chain]) =>
    `${card} unter die ${rankPlural(ranks)} gesteckt: dort liegen nur ${rankPlural(only)}, Kette ${chain} endet`),
  rule('the first reserve card is {code}', ([card]) => `die erste Reservekarte ist ${card}`),
  // result
  rule('incomplete piles: {labels}', ([labels]) => `unvollständige Häufchen: ${labels}`),
];

/** The `name` of the layout slots, shown in the status line. */
const PILE_NAMES: readonly Rule[] = [
  ...Object.entries({
    'left waste': 'linker Abwurfstapel',
    'left stock': 'linker Talon',
    'right stock': 'rechter Talon',
    'right waste': 'rechter Abwurfstapel',
    reserve: 'Reserve',
    'removed pairs': 'entfernte Paare',
    stock: 'Talon',
    waste: 'Abwurfstapel',
    discard: 'abgelegte Karten',
    'rescue card': 'Rettungskarte',
    'drawn card': 'gezogene Karte',
    talon: 'Talon',
    aces: 'Asse',
    goal: 'Zielstapel',
    foundation: 'Ablage',
    hand: 'Hand',
    patience: 'Patience',
    'second pile': 'zweiter Stapel',
  }).map(([english, german]) => rule(english, german)),
  rule('{suit}', ([suit]) => suitName(suit)),
  rule('{suit} {updown}', ([suit, way]) => `${suitName(suit)} ${upDown(way, 'aufwärts', 'abwärts')}`),
  rule('place {n}', ([n]) => `Platz ${n}`),
  rule('centre {id}', ([id]) => `Mitte ${id}`),
  rule('family {n}', ([n]) => `Familie ${n}`),
  rule('row {n} {side}', ([n, side]) => `Reihe ${n} ${side === 'left' ? 'links' : 'rechts'}`),
  rule('row {n} column {n}', ([row, col]) => `Reihe ${row}, Spalte ${col}`),
  rule('foundation {n}', ([n]) => `Ablage ${n}`),
  rule('column {n}', ([n]) => `Spalte ${n}`),
  rule('reserve {n}', ([n]) => `Reserve ${n}`),
  rule('book {n}', ([n]) => `Buch ${n}`),
  rule('pile {n}', ([n]) => `Stapel ${n}`),
  rule('cell {id}', ([corner]) => `Eckfeld ${corner}`),
  rule('{label} pile', ([label]) => `${label}-Häufchen`),
];

const RULES: readonly Rule[] = [
  ...CORE,
  ...SHARED,
  ...DOPPELHAUSEN,
  ...ELF,
  ...FUERST_BISMARCK,
  ...GROSSE_PATIENCE,
  ...HALBER_MOND,
  ...HARFE,
  ...HERMANN,
  ...NAPOLEON_DOUBLETS,
  ...NAPOLEON,
  ...REIHE,
  ...STAFFELPATIENCE,
  ...STERN,
  ...UNTERSTECKEN,
  ...PILE_NAMES,
];

/** The patterns in the order they are tried (for tests and counting). */
export const GERMAN_PATTERNS: readonly RegExp[] = RULES.map((each) => each.pattern);

// ─── Translation ───────────────────────────────────────────────────────────

/** German for a whole message or a piece of one; fails when nothing matches. */
function part(text: string): string {
  for (const {pattern, render} of RULES) {
    const match = pattern.exec(text);
    if (!match) continue;
    try {
      return render(match.slice(1).map((piece) => piece ?? ''));
    } catch (error) {
      if (!(error instanceof Untranslatable)) throw error;
    }
  }
  return fail();
}

function attempt(text: string): string | undefined {
  try {
    return part(text);
  } catch (error) {
    if (error instanceof Untranslatable) return undefined;
    throw error;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Rewrites an English engine message (an `explain` reason, a `hint` line, a
 * result or a core error) in German. Messages the UI has capitalised are
 * understood too, and come back capitalised. Unknown messages are returned unchanged.
 */
export function translateToGerman(message: string): string {
  const german = attempt(message);
  if (german !== undefined) return german;
  const first = message.charAt(0);
  if (first !== first.toLowerCase()) {
    const lowered = attempt(first.toLowerCase() + message.slice(1));
    if (lowered !== undefined) return capitalise(lowered);
  }
  return message;
}
