import type {Bilingual, Lang} from '../../core/text.js';

/**
 * Every string the UI shows, one table per language. `{name}` marks a parameter.
 * The games' own messages (reasons, hints) are values rendered from each game's catalogue.
 */
import {germanPlace, type Place, plainFace} from '../../core/words.js';
import {DE} from './catalogue-de.js';
import {EN, type MessageKey} from './catalogue-en.js';
import {localeLanguage} from './locale.js';

export type {Lang, MessageKey};

/** Every key of the tables (the solver's too). */
export const MESSAGE_KEYS = Object.keys(EN) as MessageKey[];

const TABLES: Record<Lang, Record<MessageKey, string>> = {en: EN, de: DE};

/**
 * A card, or cards, as a parameter, drawn as the table draws cards (the face
 * given to `t`, else plain faces): `cards` as a set (7♥ + 6♣), `list` as
 * words say them (7♥ and 6♣; 7♥ und 6♣).
 */
export type CardParam = {readonly card: number} | {readonly cards: readonly number[]} | {readonly list: readonly number[]};

/** Parameters of a UI message; a name given in both languages is shown in the player's. */
export type Params = Readonly<Record<string, string | number | Bilingual | CardParam>>;

const AND: Record<Lang, string> = {en: 'and', de: 'und'};

function cardText(value: CardParam, face: (card: number) => string, lang: Lang): string {
  if ('card' in value) return face(value.card);
  if ('cards' in value) return value.cards.map(face).join(' + ');
  const faces = value.list.map(face);
  return faces.length <= 1 ? faces.join('') : `${faces.slice(0, -1).join(', ')} ${AND[lang]} ${faces.at(-1)}`;
}

/** The winnable mark's signs, drawn by `{!won}` and so on in a text: each differs from the others in the ASCII style too. */
const MARKS: Readonly<Record<string, readonly [unicode: string, ascii: string]>> = {
  won: ['✓', '[ok]'],
  lost: ['✗', '[x]'],
  thinking: ['…', '...'],
  unknown: ['?', '[?]'],
};

/**
 * How a text is drawn: cards as the table draws them (else plain Unicode faces), the marks in ASCII or not,
 * and the keys of the commands its `{#id}` name (`#id` → the key; commands/game-commands.ts's programKeys).
 */
export type Look = {readonly face?: (card: number) => string; readonly ascii?: boolean; readonly keys?: Params | (() => Params)};

/**
 * A UI text with its parameters filled in. `{count}` is a parameter;
 * `{count:move|moves}` picks the singular or plural word by the number;
 * `{pile@to}` (German texts) a pile's name with its preposition and article,
 * `@from` where a card comes from, `@put` "… gelegt" (see germanPlace; `@To`, `@Put` begin a sentence);
 * `{!won}` a sign of the winnable mark; `{#undo}` the keys of the command `undo` (a parameter `#undo`, else
 * `look.keys`, names them: the table of commands).
 */
export function t(lang: Lang, key: MessageKey, params: Params = {}, look: Look = {}): string {
  const face = look.face ?? ((card: number) => plainFace(card, lang));
  let text = TABLES[lang][key];
  if (text.includes('{#')) text = text.replaceAll(/\{#(\w+)\}/g, (whole, id: string) => keyOf(id, params, look) ?? whole);
  return text
    .replaceAll(/\{!(\w+)\}/g, (whole, name: string) => MARKS[name]?.[look.ascii ? 1 : 0] ?? whole)
    .replaceAll(/\{(\w+)(?::([^|}]*)\|([^}]*)|@(\w+))?\}/g, (whole, name: string, one?: string, many?: string, place?: string) => {
      if (!(name in params)) return whole;
      const value = params[name];
      if (one !== undefined) return Number(value) === 1 ? one : (many ?? '');
      if (typeof value === 'object' && ('card' in value || 'cards' in value || 'list' in value)) return cardText(value, face, lang);
      const text = typeof value === 'object' ? value[lang] : String(value);
      if (place === undefined || lang !== 'de') return text;
      const phrase = germanPlace(text, place.toLowerCase() as Place);
      return place === place.toLowerCase() ? phrase : phrase.charAt(0).toUpperCase() + phrase.slice(1);
    });
}

function keyOf(id: string, params: Params, look: Look): string | undefined {
  const keys = typeof look.keys === 'function' ? look.keys() : look.keys;
  const given = params[`#${id}`] ?? keys?.[`#${id}`];
  return typeof given === 'string' ? given : undefined;
}

/** A percentage as each language writes it: 50% in English, 50 % in German (a space that never breaks the line). */
export function percentText(value: number, lang: Lang): string {
  const number = lang === 'de' ? String(value).replace('.', ',') : String(value);
  return lang === 'de' ? `${number}\u00A0%` : `${number}%`;
}

/** The language from --lang, else the saved setting, else the environment (LANGUAGE and the locale, see locale.ts). */
export function chooseLang(flag: string | undefined, saved: string | undefined, env: Readonly<Record<string, string | undefined>>): Lang {
  for (const value of [flag, saved]) if (value === 'de' || value === 'en') return value;
  return localeLanguage(env);
}

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'de';
}
