/**
 * Cards are small integers: deck * 52 + suit * 13 + (rank - 1).
 * Suits in the order of SPEC.md C1: clubs, spades, hearts, diamonds.
 */
export type Card = number;
export type Suit = 0 | 1 | 2 | 3;
export type Colour = 'black' | 'red';

export const SUIT_CHARS = 'CSHD';
export const RANK_CHARS = 'A23456789TJQK';
export const CLUBS = 0;
export const SPADES = 1;
export const HEARTS = 2;
export const DIAMONDS = 3;

export const ACE = 1;
export const JACK = 11;
export const QUEEN = 12;
export const KING = 13;

/** Rank and suit of every card of two packs, looked up: the rules ask millions of times in a search, and a float division is slow. */
const RANKS = Uint8Array.from({length: 104}, (_, card) => (card % 13) + 1);
const SUITS = Uint8Array.from({length: 104}, (_, card) => Math.floor(card / 13) % 4);

export function rank(card: Card): number {
  return RANKS[card] ?? (card % 13) + 1;
}

export function suit(card: Card): Suit {
  return (SUITS[card] ?? Math.floor(card / 13) % 4) as Suit;
}

export function isRed(card: Card): boolean {
  return suit(card) >= 2;
}

export function colour(card: Card): Colour {
  return isRed(card) ? 'red' : 'black';
}

export function makeCard(rankValue: number, suitValue: number, deck = 0): Card {
  return deck * 52 + suitValue * 13 + (rankValue - 1);
}

/** The card code of SPEC.md C3: rank character + suit character, e.g. `TD`. */
export function code(card: Card): string {
  return RANK_CHARS[rank(card) - 1] + SUIT_CHARS[suit(card)];
}

export function parseCode(text: string, deck = 0): Card {
  const match = /^([A2-9TJQK])([CSHD])$/.exec(text.trim().toUpperCase());
  if (!match) throw new Error(`"${text}" is not a card code (like AS, TD or 2C)`);
  return makeCard(RANK_CHARS.indexOf(match[1]) + 1, SUIT_CHARS.indexOf(match[2]), deck);
}

/**
 * Turns a list of card codes into cards, giving the second copy of a code
 * the second deck index. Throws when the list is not exactly `decks` full packs.
 */
export function parseOrder(codes: readonly string[], decks: 1 | 2): Card[] {
  const seen = new Map<string, number>();
  const cards = codes.map((text) => {
    const key = text.trim().toUpperCase();
    const copies = seen.get(key) ?? 0;
    if (copies >= decks) throw new Error(`card ${key} appears more than ${decks === 1 ? 'once' : 'twice'}`);
    seen.set(key, copies + 1);
    return parseCode(key, copies);
  });
  if (cards.length !== 52 * decks) {
    throw new Error(`the order must list all ${52 * decks} cards, not ${cards.length}`);
  }
  return cards;
}

export function fullPack(decks: 1 | 2): Card[] {
  return Array.from({length: 52 * decks}, (_, index) => index);
}

const RANK_WORDS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];
const SUIT_WORDS = ['clubs', 'spades', 'hearts', 'diamonds'];

/** Rank as a word for messages: "ace", "7", "queen". */
export function rankWord(rankValue: number): string {
  return RANK_WORDS[rankValue - 1];
}

export function suitWord(suitValue: number): string {
  return SUIT_WORDS[suitValue];
}

/** "the 7 of hearts" style name for messages. */
export function cardName(card: Card): string {
  return `${rankWord(rank(card))} of ${suitWord(suit(card))}`;
}

/** "a red 7" style phrase for messages. */
export function colourRank(card: Card): string {
  const word = rankWord(rank(card));
  return `${colour(card) === 'red' ? 'a red' : 'a black'} ${word}`;
}
