import {type Card, isRed, rank, suit} from '../core/cards.js';
import type {Label} from '../core/types.js';
import type {Lang} from '../core/text.js';
import {rankLabel} from '../core/words.js';
import type {Style} from './style.js';

/** What the player picks: `auto` takes boxed cards where they fit, else compact ones. */
export type ThemeName = 'boxed' | 'compact' | 'glyph' | 'ascii';
export type ThemeChoice = ThemeName | 'auto';
export type Colours = 'two' | 'four' | 'none';

export const THEME_NAMES: readonly ThemeName[] = ['boxed', 'compact', 'glyph', 'ascii'];

/** One card outline: corners, a horizontal and a vertical line. */
export type Frame = {readonly tl: string; readonly tr: string; readonly bl: string; readonly br: string; readonly h: string; readonly v: string};

/**
 * The outlines a boxed card is drawn with. Each mark has its own, so focus,
 * held cards and targets differ by shape as well as by colour (NO_COLOR, plain
 * screenshots): the focus a heavy top line, a held card dashed (lifted out), a target
 * double; a foundation stands on a double base line.
 */
export type Frames = {
  readonly plain: Frame;
  readonly focus: Frame;
  readonly held: Frame;
  readonly target: Frame;
  /** A card the solver's hint would move: double sides, single top and bottom. */
  readonly hint: Frame;
  /** An empty pile's dashed outline, and the same with the focus on it. */
  readonly empty: Frame;
  readonly emptyFocus: Frame;
  /** The lower edge of a foundation: its corners and line. */
  readonly base: Pick<Frame, 'bl' | 'br' | 'h'>;
};

/** The characters a theme draws cards with. */
export type Glyphs = {
  readonly suits: string;
  readonly back: string;
  readonly frames: Frames;
  readonly ellipsis: string;
  /** Beside a one-line card: a target (after it, and before it in a fan to the left), a held card, a hinted one. */
  readonly pointer: {readonly target: string; readonly targetLeft: string; readonly held: string; readonly hint: string};
};

const UNICODE: Glyphs = {
  suits: '♣♠♥♦',
  back: '▒',
  frames: {
    plain: {tl: '╭', tr: '╮', bl: '╰', br: '╯', h: '─', v: '│'},
    focus: {tl: '┏', tr: '┓', bl: '┗', br: '┛', h: '━', v: '┃'},
    held: {tl: '╭', tr: '╮', bl: '╰', br: '╯', h: '╌', v: '╎'},
    target: {tl: '╔', tr: '╗', bl: '╚', br: '╝', h: '═', v: '║'},
    hint: {tl: '╓', tr: '╖', bl: '╙', br: '╜', h: '─', v: '║'},
    empty: {tl: '╭', tr: '╮', bl: '╰', br: '╯', h: '╌', v: '╎'},
    emptyFocus: {tl: '┏', tr: '┓', bl: '┗', br: '┛', h: '╍', v: '╏'},
    base: {bl: '╘', br: '╛', h: '═'},
  },
  ellipsis: '⋮',
  pointer: {target: '◂', targetLeft: '▸', held: '•', hint: '?'},
};

const ASCII: Glyphs = {
  suits: 'CSHD',
  back: '#',
  frames: {
    plain: {tl: '+', tr: '+', bl: '+', br: '+', h: '-', v: '|'},
    focus: {tl: '#', tr: '#', bl: '#', br: '#', h: '=', v: '|'},
    held: {tl: '+', tr: '+', bl: '+', br: '+', h: '.', v: ':'},
    target: {tl: '*', tr: '*', bl: '*', br: '*', h: '~', v: '|'},
    hint: {tl: '@', tr: '@', bl: '@', br: '@', h: '-', v: '!'},
    empty: {tl: '+', tr: '+', bl: '+', br: '+', h: '.', v: ':'},
    emptyFocus: {tl: '#', tr: '#', bl: '#', br: '#', h: '=', v: ':'},
    base: {bl: '+', br: '+', h: '_'},
  },
  ellipsis: ':',
  pointer: {target: '<', targetLeft: '>', held: '*', hint: '?'},
};

export type Theme = {
  readonly name: ThemeName;
  /** Cards drawn as 5×3 boxes (else one line each). */
  readonly boxed: boolean;
  /** Cells a one-line card takes. */
  readonly lineWidth: number;
  readonly glyphs: Glyphs;
  readonly colours: Colours;
  /** Boxed cards: cells inside the border, and lines between the header and the lower edge. */
  readonly inner: number;
  readonly body: number;
  /** The language of the rank letters: J Q K A, or B D K As. */
  readonly ranks: Lang;
};

export type BoxSize = 'large' | 'normal' | 'short';

const BODY_LINES: Record<BoxSize, number> = {large: 3, normal: 1, short: 0};

/** A theme in one of its shapes: large boxes, boxes, two-line boxes, or one line per card. */
export function makeTheme(
  name: ThemeName,
  colours: Colours,
  boxed = name === 'boxed' || name === 'ascii',
  size: BoxSize = 'normal',
  ranks: Lang = 'en',
): Theme {
  const lineWidth = name === 'glyph' ? 2 : name === 'ascii' ? 4 : 3;
  const isBoxed = boxed && name !== 'compact' && name !== 'glyph';
  return {
    name,
    boxed: isBoxed,
    lineWidth,
    glyphs: name === 'ascii' ? ASCII : UNICODE,
    colours,
    inner: isBoxed && size === 'large' ? 5 : 3,
    body: isBoxed ? BODY_LINES[size] : 1,
    ranks,
  };
}

/** The shapes to try, largest first, for a choice. */
export function themeCandidates(choice: ThemeChoice, colours: Colours, ranks: Lang = 'en'): Theme[] {
  switch (choice) {
    case 'auto':
    case 'boxed':
      return [
        makeTheme('boxed', colours, true, 'large', ranks),
        makeTheme('boxed', colours, true, 'normal', ranks),
        makeTheme('boxed', colours, true, 'short', ranks),
        makeTheme('compact', colours, false, 'normal', ranks),
      ];
    case 'ascii':
      return [
        makeTheme('ascii', colours, true, 'large', ranks),
        makeTheme('ascii', colours, true, 'normal', ranks),
        makeTheme('ascii', colours, true, 'short', ranks),
        makeTheme('ascii', colours, false, 'normal', ranks),
      ];
    default:
      return [makeTheme(choice, colours, undefined, 'normal', ranks)];
  }
}

/**
 * ASCII where the terminal probably cannot show Unicode: a locale that is not
 * UTF-8, or a Linux console, VT100 or dumb terminal.
 */
export function autoTheme(env: Readonly<Record<string, string | undefined>>): ThemeChoice {
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG || '';
  const term = env.TERM ?? '';
  if (!/utf-?8/i.test(locale) || ['linux', 'vt100', 'dumb'].includes(term)) return 'ascii';
  return 'auto';
}

/** Offsets of the ranks in the Unicode playing-card block (the knight, C, is skipped). */
const GLYPH_RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14];
/** Block rows of the suits: spades A0, hearts B0, diamonds C0, clubs D0. */
const GLYPH_SUITS = [0x1f0d0, 0x1f0a0, 0x1f0b0, 0x1f0c0];
export const GLYPH_BACK = String.fromCodePoint(0x1f0a0);

/**
 * The ASCII card codes, one scheme per language, never mixed: English rank A 2–9 T J Q K and
 * suit C S H D ("QC", "TH"); German rank A 2–9 Z B D K and suit Kr Pi He Ka ("DKr", "ZHe").
 */
const ASCII_RANKS: Readonly<Record<Lang, readonly string[]>> = {en: [...'A23456789TJQK'], de: [...'A23456789ZBDK']};
export const ASCII_SUITS: Readonly<Record<Lang, readonly string[]>> = {en: ['C', 'S', 'H', 'D'], de: ['Kr', 'Pi', 'He', 'Ka']};

function rankText(value: number, theme: Theme): string {
  return theme.name === 'ascii' ? ASCII_RANKS[theme.ranks][value - 1] : rankLabel(value, theme.ranks);
}

/** A suit's sign: ♣ (Unicode), C or Kr (ASCII, by language). */
export function suitText(value: number, theme: Theme): string {
  return theme.name === 'ascii' ? ASCII_SUITS[theme.ranks][value] : theme.glyphs.suits[value];
}

/** "K♠", "10♥", "B♠" (Unicode), "KS", "TH", "DKr" (ASCII), or the playing-card character (glyph). */
export function face(card: Card, theme: Theme): string {
  const value = rank(card);
  if (theme.name === 'glyph') return String.fromCodePoint(GLYPH_SUITS[suit(card)] + GLYPH_RANKS[value - 1]);
  return rankText(value, theme) + suitText(suit(card), theme);
}

/** A card as messages show it, like the table does (the glyph theme's messages use plain faces). */
export function messageFace(card: Card, theme: Theme): string {
  return theme.name === 'glyph' ? face(card, {...theme, name: 'boxed'}) : face(card, theme);
}

/** The mark inside an empty pile: "K", "A♥", "2♣", a literal text, or a word in the language of the rank letters. */
export function labelText(label: Label | undefined, theme: Theme): string {
  if (label === undefined) return '';
  if (typeof label === 'string') return label;
  if ('en' in label) return label[theme.ranks];
  const rankPart = label.rank === undefined ? '' : rankText(label.rank, theme);
  const suitPart = label.suit === undefined ? '' : suitText(label.suit, theme);
  return rankPart + suitPart;
}

/** Red suits red (four colours: diamonds blue, clubs green); without colour, red suits are bold. */
export function cardStyle(card: Card, theme: Theme): Style | undefined {
  if (theme.colours === 'none') return isRed(card) ? {bold: true} : undefined;
  if (theme.colours === 'four') {
    const fg = (['green', undefined, 'red', 'blue'] as const)[suit(card)];
    return fg ? {fg} : undefined;
  }
  return isRed(card) ? {fg: 'red'} : undefined;
}
