import {type Card, isRed, rank, suit} from '../core/cards.js';
import type {Style} from './style.js';

export type ThemeName = 'boxed' | 'compact' | 'ascii';

/** The characters a theme draws cards with. */
export type Glyphs = {
  readonly suits: string;
  readonly back: string;
  readonly box: {tl: string; tr: string; bl: string; br: string; h: string; v: string; dash: string; dashV: string};
  readonly ellipsis: string;
};

const UNICODE: Glyphs = {
  suits: '♣♠♥♦',
  back: '▒',
  box: {tl: '╭', tr: '╮', bl: '╰', br: '╯', h: '─', v: '│', dash: '╌', dashV: '╎'},
  ellipsis: '⋮',
};

const ASCII: Glyphs = {
  suits: 'CSHD',
  back: '#',
  box: {tl: '+', tr: '+', bl: '+', br: '+', h: '-', v: '|', dash: '.', dashV: ':'},
  ellipsis: ':',
};

export type Theme = {
  readonly name: ThemeName;
  /** Cards drawn as 5×3 boxes (else one line, three cells). */
  readonly boxed: boolean;
  readonly glyphs: Glyphs;
  /** false: NO_COLOR — red suits are marked by bold instead. */
  readonly colour: boolean;
};

export function makeTheme(name: ThemeName, colour: boolean): Theme {
  return {name, boxed: name === 'boxed', glyphs: name === 'ascii' ? ASCII : UNICODE, colour};
}

const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** "K♠", "10♥" (Unicode) or "KS", "TH" (ASCII). */
export function face(card: Card, theme: Theme): string {
  const value = rank(card);
  const label = theme.name === 'ascii' && value === 10 ? 'T' : RANK_LABELS[value - 1];
  return label + theme.glyphs.suits[suit(card)];
}

export function cardStyle(card: Card, theme: Theme): Style | undefined {
  if (!isRed(card)) return undefined;
  return theme.colour ? {fg: 'red'} : {bold: true};
}
