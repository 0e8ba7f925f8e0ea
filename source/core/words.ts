import {type Card, makeCard} from './cards.js';
import type {Case, DeWords, EnWords, Lang, Words} from './text.js';

/** What the words need from outside: how the table shows a card, and what the piles are called. */
export type WordsContext = {
  readonly face: (card: Card, lang: Lang) => string;
  readonly pileName: (id: string, lang: Lang) => string;
};

const EN_RANKS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];
const EN_SUITS = ['clubs', 'spades', 'hearts', 'diamonds'];

function joinList(items: readonly string[], joiner: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

function english(context: WordsContext): EnWords {
  const rank = (value: number) => EN_RANKS[value - 1];
  const card = (value: Card) => context.face(value, 'en');
  return {
    card,
    cards: (cards, joiner = 'and') => joinList(cards.map(card), joiner),
    rank,
    ranks: (value) => `${rank(value)}s`,
    aRank: (value) => `${value === 1 || value === 8 ? 'an' : 'a'} ${rank(value)}`,
    colourRank: (red, value) => `a ${red ? 'red' : 'black'} ${rank(value)}`,
    suit: (value) => EN_SUITS[value],
    face: (value, suit) => card(makeCard(value, suit)),
    pile: (id) => context.pileName(id, 'en'),
    count: (count, one, many) => `${count} ${count === 1 ? one : many}`,
    list: (items, joiner = 'and') => joinList(items, joiner),
  };
}

type Gender = 'm' | 'f' | 'n';
type Noun = {readonly singular: string; readonly oblique?: string; readonly plural: string; readonly gender: Gender};

const NUMBER_PLURALS = ['Zweien', 'Dreien', 'Vieren', 'Fünfen', 'Sechsen', 'Siebenen', 'Achten', 'Neunen', 'Zehnen'];
/** A number card is "die 7", like "die Sieben". */
const DE_RANKS: readonly Noun[] = [
  {singular: 'Ass', plural: 'Asse', gender: 'n'},
  ...NUMBER_PLURALS.map((plural, index): Noun => ({singular: String(index + 2), plural, gender: 'f'})),
  {singular: 'Bube', oblique: 'Buben', plural: 'Buben', gender: 'm'},
  {singular: 'Dame', plural: 'Damen', gender: 'f'},
  {singular: 'König', plural: 'Könige', gender: 'm'},
];
const DE_SUITS = ['Kreuz', 'Pik', 'Herz', 'Karo'];

const DEFINITE: Record<Case, Record<Gender, string>> = {
  nom: {m: 'der', f: 'die', n: 'das'},
  acc: {m: 'den', f: 'die', n: 'das'},
  dat: {m: 'dem', f: 'der', n: 'dem'},
};
const INDEFINITE: Record<Case, Record<Gender, string>> = {
  nom: {m: 'ein', f: 'eine', n: 'ein'},
  acc: {m: 'einen', f: 'eine', n: 'ein'},
  dat: {m: 'einem', f: 'einer', n: 'einem'},
};
/** Adjective endings after "ein" (mixed declension). */
const MIXED: Record<Case, Record<Gender, string>> = {
  nom: {m: 'er', f: 'e', n: 'es'},
  acc: {m: 'en', f: 'e', n: 'es'},
  dat: {m: 'en', f: 'en', n: 'en'},
};

function form(noun: Noun, grammaticalCase: Case): string {
  return grammaticalCase === 'nom' ? noun.singular : (noun.oblique ?? noun.singular);
}

function german(context: WordsContext): DeWords {
  const noun = (value: number) => DE_RANKS[value - 1];
  const card = (value: Card) => context.face(value, 'de');
  return {
    card,
    cards: (cards, joiner = 'und') => joinList(cards.map(card), joiner),
    rank: (value) => noun(value).singular,
    ranks: (value) => noun(value).plural,
    aRank: (value, grammaticalCase = 'nom') => `${INDEFINITE[grammaticalCase][noun(value).gender]} ${form(noun(value), grammaticalCase)}`,
    theRank: (value, grammaticalCase = 'nom') => `${DEFINITE[grammaticalCase][noun(value).gender]} ${form(noun(value), grammaticalCase)}`,
    colourRank(red, value, grammaticalCase = 'nom') {
      const gender = noun(value).gender;
      const adjective = `${red ? 'rot' : 'schwarz'}${MIXED[grammaticalCase][gender]}`;
      return `${INDEFINITE[grammaticalCase][gender]} ${adjective} ${form(noun(value), grammaticalCase)}`;
    },
    suit: (value) => DE_SUITS[value],
    face: (value, suit) => card(makeCard(value, suit)),
    pile: (id) => context.pileName(id, 'de'),
    count: (count, one, many) => `${count} ${count === 1 ? one : many}`,
    list: (items, joiner = 'und') => joinList(items, joiner),
  };
}

/** How a pile's name is used in a German sentence: where a card goes ("in die Ecke links oben"), where it comes from ("vom Talon"), or "… gelegt". */
export type Place = 'to' | 'from' | 'put';

type PlaceNoun = {readonly gender: Gender | 'pl'; readonly to: 'auf' | 'in' | 'an' | 'zu'};

/**
 * The nouns the games' German pile names are made of, with the preposition a
 * card takes to go there. A compound is known by its last part (Zielstapel,
 * Kreuz-Ablage); the rank piles (Asse, Zweien … Könige) are plurals.
 */
const PLACE_NOUNS: Readonly<Record<string, PlaceNoun>> = {
  Ablage: {gender: 'f', to: 'auf'},
  Buch: {gender: 'n', to: 'auf'},
  Ecke: {gender: 'f', to: 'in'},
  Hand: {gender: 'f', to: 'in'},
  Häufchen: {gender: 'n', to: 'auf'},
  Haufen: {gender: 'm', to: 'auf'},
  Karte: {gender: 'f', to: 'auf'},
  Karten: {gender: 'pl', to: 'zu'},
  Keller: {gender: 'm', to: 'in'},
  Mitte: {gender: 'f', to: 'auf'},
  Paare: {gender: 'pl', to: 'zu'},
  Patience: {gender: 'f', to: 'auf'},
  Platz: {gender: 'm', to: 'auf'},
  Reihe: {gender: 'f', to: 'an'},
  Reserve: {gender: 'f', to: 'in'},
  Spalte: {gender: 'f', to: 'an'},
  Stamm: {gender: 'm', to: 'auf'},
  Stapel: {gender: 'm', to: 'auf'},
  Talon: {gender: 'm', to: 'auf'},
  ...Object.fromEntries(DE_RANKS.map((noun) => [noun.plural, {gender: 'pl', to: 'zu'} as const])),
};

const FROM: Readonly<Record<PlaceNoun['to'], string>> = {auf: 'von', an: 'von', zu: 'von', in: 'aus'};
/** Preposition and article as one word, as German writes them. */
const CONTRACTED: Readonly<Record<string, string>> = {
  'von dem': 'vom',
  'zu dem': 'zum',
  'zu der': 'zur',
  'in dem': 'im',
  'an dem': 'am',
  'in das': 'ins',
  'an das': 'ans',
};

/** The noun a pile's name is built on: the word itself, or a compound's last part (Kreuz-Ablage, Zielstapel); the longest known one. */
function placeNoun(word: string): PlaceNoun | undefined {
  let best: string | undefined;
  for (const noun in PLACE_NOUNS) {
    const part = noun.charAt(0).toLowerCase() + noun.slice(1);
    const matches = word === noun || word.endsWith(`-${noun}`) || (word.length > noun.length && word.endsWith(part));
    if (matches && (best === undefined || noun.length > best.length)) best = noun;
  }
  return best === undefined ? undefined : PLACE_NOUNS[best];
}

/** Whether the German pile names of the games are all ones `germanPlace` knows how to decline. */
export function knownPlace(name: string): boolean {
  const words = name.split(' ');
  const head = words.findIndex((word) => /^\p{Lu}/u.test(word));
  return head >= 0 && placeNoun(words[head]) !== undefined;
}

/**
 * A German pile name with the preposition and article it needs: "an Reihe 1",
 * "in die Ecke links oben", "auf den linken Haufen" (to); "vom Talon", "aus dem
 * Keller" (from); "an Reihe 1 angelegt", "in die Ecke links oben gelegt" (put).
 * A numbered pile ("Reihe 1", "Platz W3") goes without an article.
 */
export function germanPlace(name: string, place: Place): string {
  const words = name.split(' ');
  const head = words.findIndex((word) => /^\p{Lu}/u.test(word));
  const noun = head >= 0 ? placeNoun(words[head]) : undefined;
  const to = noun?.to ?? 'auf';
  const preposition = place === 'from' ? FROM[to] : to;
  const verb = place !== 'put' ? '' : to === 'an' ? ' angelegt' : ' gelegt';
  const numbered = head >= 0 && /\d/.test(words[head + 1] ?? '');
  if (!noun || numbered) return `${preposition} ${name}${verb}`;
  // Where from, and "zu" always, take the dative; where to, the accusative.
  const dative = place === 'from' || to === 'zu';
  const gender = noun.gender;
  const article = gender === 'pl' ? (dative ? 'den' : 'die') : DEFINITE[dative ? 'dat' : 'acc'][gender];
  // After the article, adjectives take the weak ending: -e in the accusative of feminine and neuter, else -en.
  const ending = !dative && (gender === 'f' || gender === 'n') ? 'e' : 'en';
  const declined = words.map((word, index) => {
    if (index < head) return word.replace(/(er|es|e)$/, '') + ending;
    // The dative plural ends in -n (den Assen), unless it has one (den Zweien).
    if (index === head && dative && gender === 'pl' && !/[ns]$/.test(word)) return `${word}n`;
    return word;
  });
  const lead = CONTRACTED[`${preposition} ${article}`] ?? `${preposition} ${article}`;
  return `${lead} ${declined.join(' ')}${verb}`;
}

export function makeWords(context: WordsContext): Words {
  return {en: english(context), de: german(context)};
}

const PLAIN_RANKS: Record<Lang, readonly string[]> = {
  en: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
  de: ['As', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'B', 'D', 'K'],
};

/** The rank label a language writes on a card: J Q K A in English, B D K As in German. */
export function rankLabel(value: number, lang: Lang): string {
  return PLAIN_RANKS[lang][value - 1];
}

const PLAIN_SUITS = '♣♠♥♦';

/** A card as plain Unicode text, for messages outside the table (the rules API's errors). */
export function plainFace(card: Card, lang: Lang): string {
  return rankLabel((card % 13) + 1, lang) + PLAIN_SUITS[Math.floor(card / 13) % 4];
}
