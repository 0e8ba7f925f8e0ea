import type {Card} from './cards.js';

/**
 * Words as values: every message the program shows is a value `{id, ...params}`,
 * and a catalogue gives each id its text in every language. A game keeps its
 * own catalogue beside its rules; `entry` demands both languages, so a missing
 * translation is a type error.
 */
export type Lang = 'en' | 'de';
export const LANGS: readonly Lang[] = ['en', 'de'];

export type Case = 'nom' | 'acc' | 'dat';

/** English phrases for messages. */
export type EnWords = {
  /** A card as the table shows it: "7♥", "10♠" (ASCII: "7H", "TS"). */
  card(card: Card): string;
  /** "7♥ and 8♣", "7♥, 8♣ and 9♦" (or "or"). */
  cards(cards: readonly Card[], joiner?: 'and' | 'or'): string;
  /** "ace", "7", "jack". */
  rank(rank: number): string;
  /** "aces", "7s", "kings". */
  ranks(rank: number): string;
  /** "an ace", "a 7", "an 8". */
  aRank(rank: number): string;
  /** "a red 7", "a black king". */
  colourRank(red: boolean, rank: number): string;
  /** "clubs", "hearts". */
  suit(suit: number): string;
  /** The face of a rank in a suit, as the table would show that card: "8♥". */
  face(rank: number, suit: number): string;
  /** A pile's name from the game's pile table: "pile 3", "stock". */
  pile(id: string): string;
  /** "1 card", "3 cards". */
  count(count: number, one: string, many: string): string;
  /** "a, b and c". */
  list(items: readonly string[], joiner?: 'and' | 'or'): string;
};

/** German phrases for messages, with the article and ending of the case asked for. */
export type DeWords = {
  card(card: Card): string;
  cards(cards: readonly Card[], joiner?: 'und' | 'oder'): string;
  /** "Ass", "7", "Bube". */
  rank(rank: number): string;
  /** "Asse", "Siebenen", "Könige". */
  ranks(rank: number): string;
  /** "ein Ass", "eine 7", "einen König" (accusative). */
  aRank(rank: number, grammaticalCase?: Case): string;
  /** "das Ass", "die 7", "dem König" (dative). */
  theRank(rank: number, grammaticalCase?: Case): string;
  /** "eine rote 7", "einen schwarzen Buben". */
  colourRank(red: boolean, rank: number, grammaticalCase?: Case): string;
  /** "Kreuz", "Herz". */
  suit(suit: number): string;
  face(rank: number, suit: number): string;
  pile(id: string): string;
  count(count: number, one: string, many: string): string;
  list(items: readonly string[], joiner?: 'und' | 'oder'): string;
};

export type Words = {readonly en: EnWords; readonly de: DeWords};

/** One message in both languages: a fixed text, or a function of the message's parameters. */
export type Entry<P = unknown> = {
  readonly en: string | ((params: P, words: EnWords) => string);
  readonly de: string | ((params: P, words: DeWords) => string);
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Catalogue = Readonly<Record<string, Entry<any>>>;

/** A message as a value; the catalogue of the game (or of the core) gives its words. */
export type Message = {readonly id: string};

type ParamsOf<E> = E extends Entry<infer P> ? (unknown extends P ? object : P) : never;

/** The messages a catalogue can say: `{id: 'needs', card, build}` and so on. */
export type MessageOf<C extends Catalogue> = {[K in keyof C & string]: Readonly<{id: K} & ParamsOf<C[K]>>}[keyof C & string];

/** A text that needs no parameters. */
export function fixed(en: string, de: string): Entry {
  return {en, de};
}

/** A text built from the message's parameters, in both languages. */
export function entry<P>(en: (params: P, words: EnWords) => string, de: (params: P, words: DeWords) => string): Entry<P> {
  return {en, de};
}

/** A name or a short text that is the same value in every language it is shown in, e.g. game names. */
export type Bilingual = {readonly en: string; readonly de: string};

/** A text in both languages, as a pile's name or a label. */
export function label(en: string, de: string): Bilingual {
  return {en, de};
}

/** The words of a message in one language, from the first catalogue that knows its id. */
export function render(message: Message, lang: Lang, catalogues: readonly Catalogue[], words: Words): string {
  for (const catalogue of catalogues) {
    if (!Object.hasOwn(catalogue, message.id)) continue;
    const text = catalogue[message.id][lang];
    if (typeof text === 'string') return text;
    return lang === 'en'
      ? (text as (params: unknown, words: EnWords) => string)(message, words.en)
      : (text as (params: unknown, words: DeWords) => string)(message, words.de);
  }
  throw new Error(`no text for message "${message.id}"`);
}

/** An Error that carries the reason as a value, so a caller may render it in any language. */
export class RuleError extends Error {
  constructor(
    message: string,
    readonly reason: Message,
  ) {
    super(message);
  }
}
