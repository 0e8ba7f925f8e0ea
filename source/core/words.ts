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
