import type {Build} from './build.js';
import {ranksBelow} from './build.js';
import {type Card, isRed, rank, suit} from './cards.js';
import {type Catalogue, entry, fixed, type MessageOf} from './text.js';

/** "a red 7 needs a black 8", "7♥ needs 8♥ or 6♥", "a 7 needs an 8". */
const needs = entry(
  ({card, build}: {card: Card; build: Build}, w) => {
    const ranks = ranksBelow(card, build);
    if (build.match === 'suit') {
      const subject = w.card(card);
      if (ranks.length === 0) return `nothing can take ${subject} here`;
      return `${subject} needs ${w.list(
        ranks.map((each) => w.face(each, suit(card))),
        'or',
      )}`;
    }
    const red = isRed(card);
    const subject = build.match === 'alt-colour' ? w.colourRank(red, rank(card)) : w.aRank(rank(card));
    if (ranks.length === 0) return `nothing can take ${subject} here`;
    const wanted = ranks.map((each) => (build.match === 'alt-colour' ? w.colourRank(!red, each) : w.aRank(each)));
    return `${subject} needs ${w.list(wanted, 'or')}`;
  },
  ({card, build}, w) => {
    const ranks = ranksBelow(card, build);
    if (build.match === 'suit') {
      const subject = w.card(card);
      if (ranks.length === 0) return `${subject} kann hier auf keine Karte`;
      return `${subject} braucht ${w.list(
        ranks.map((each) => w.face(each, suit(card))),
        'oder',
      )}`;
    }
    const red = isRed(card);
    const subject = build.match === 'alt-colour' ? w.colourRank(red, rank(card)) : w.aRank(rank(card));
    if (ranks.length === 0) return `${subject} kann hier auf keine Karte`;
    const wanted = ranks.map((each) => (build.match === 'alt-colour' ? w.colourRank(!red, each, 'acc') : w.aRank(each, 'acc')));
    return `${subject} braucht ${w.list(wanted, 'oder')}`;
  },
);

/** The reasons the engine itself gives, for every game. */
export const CORE_MESSAGES = {
  needs,
  noPile: entry(
    ({pile}: {pile: string}) => `there is no pile "${pile}" in this game`,
    ({pile}) => `in diesem Spiel gibt es keinen Stapel „${pile}“`,
  ),
  samePile: fixed('a card cannot move onto its own pile', 'eine Karte kann nicht auf ihren eigenen Stapel gelegt werden'),
  noCount: fixed('at least one card must move', 'es muss mindestens eine Karte bewegt werden'),
  emptyPile: fixed('that pile is empty', 'dieser Stapel ist leer'),
  faceDown: fixed('face-down cards cannot move', 'verdeckte Karten können nicht bewegt werden'),
  nothingLeaves: fixed('no card may be taken from there', 'von dort darf keine Karte genommen werden'),
  notTogether: entry(
    ({count}: {count: number}) => (count === 1 ? 'that card cannot move' : `those ${count} cards do not move together`),
    ({count}) => (count === 1 ? 'diese Karte kann nicht bewegt werden' : `diese ${count} Karten lassen sich nicht zusammen bewegen`),
  ),
  nothingThere: fixed('nothing may be placed there', 'dort darf nichts abgelegt werden'),
  gameOver: fixed('the game is over', 'das Spiel ist vorbei'),
  noSuchAction: entry(
    ({name}: {name: string}) => `this game has no "${name}" move`,
    ({name}) => `dieses Spiel kennt keinen Zug „${name}“`,
  ),
  noRemoval: fixed('those cards cannot be removed together', 'diese Karten können nicht zusammen entfernt werden'),
  badMove: fixed('that is not a move', 'das ist kein Zug'),
} satisfies Catalogue;

export type CoreReason = MessageOf<typeof CORE_MESSAGES>;

/** Messages several games give word for word; a game's own catalogue may use these ids too. */
export const COMMON_MESSAGES = {
  stockEmpty: fixed('the stock is empty', 'der Talon ist leer'),
  stockNotEmpty: fixed('the stock still has cards', 'im Talon sind noch Karten'),
  nothingToTurn: fixed('there are no cards to turn over', 'es gibt keine Karten zum Umdrehen'),
  turnWaste: fixed('the stock is empty: press d again to turn the waste over', 'der Talon ist leer: drücke noch einmal d, um den Abwurfstapel umzudrehen'),
  stockByKey: fixed('cards leave the stock only by turning it (d)', 'Karten verlassen den Talon nur durch Umschlagen (d)'),
  nothingOnStock: fixed('nothing may be placed on the stock', 'auf den Talon darf nichts gelegt werden'),
  wasteTopOnly: fixed('only the top card of the waste may move', 'nur die oberste Karte des Abwurfstapels darf bewegt werden'),
  foundationKeeps: fixed('cards never leave a foundation', 'Karten verlassen nie eine Ablage'),
  oneAtATime: fixed('cards move one at a time', 'Karten werden einzeln bewegt'),
  suitOnly: entry(
    ({suit: wanted}: {suit: number}, w) => `that foundation takes only ${w.suit(wanted)}`,
    ({suit: wanted}, w) => `diese Ablage nimmt nur ${w.suit(wanted)}`,
  ),
  passOf: entry(
    ({pass, of}: {pass: number; of: number}) => `pass ${pass} of ${of}`,
    ({pass, of}) => `Durchgang ${pass} von ${of}`,
  ),
  pass: entry(
    ({pass}: {pass: number}) => `pass ${pass}`,
    ({pass}) => `Durchgang ${pass}`,
  ),
  noMovesLeft: fixed('no move is left', 'kein Zug ist mehr möglich'),
} satisfies Catalogue;

export type CommonReason = MessageOf<typeof COMMON_MESSAGES> | CoreReason;

/** A typed "no": the reason when the caller asks why, else just `false`. Each game makes one for its own messages. */
export function refuser<R extends {readonly id: string}>(): (why: boolean, reason: R) => false | R {
  return (why, reason) => why && reason;
}
