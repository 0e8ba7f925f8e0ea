import {currentRulesVersion, presentVariant, resolveSwitches} from '../../core/switches.js';
import type {FormerSwitch, GameDefinition, SwitchSpec} from '../../core/types.js';
import {type Lang, t} from '../text/messages.js';
import {wrap} from '../text/wrap.js';

/**
 * A variant as the player meets it: a list of switch ids of one game, shown
 * by name ("advised corners + each corner once", or "standard rules"), toggled
 * in the picker, checked before it is played.
 */

/** The game's switches, in its order. */
export function switchesOf(definition: GameDefinition): readonly SwitchSpec[] {
  return definition.switches ?? [];
}

/** The variant's switch ids in the game's order, without repeats and unknown ids. */
export function ordered(definition: GameDefinition, variant: readonly string[]): string[] {
  return switchesOf(definition)
    .map((each) => each.id)
    .filter((id) => variant.includes(id));
}

/**
 * The switches a deal names, today's in the game's order, then former ones (a
 * deal saved under older rules may name a switch that is now the default).
 */
function named(definition: GameDefinition, variant: readonly string[]): Array<SwitchSpec | FormerSwitch> {
  return [...switchesOf(definition), ...(definition.formerSwitches ?? [])].filter((each) => variant.includes(each.id));
}

/** A deal's switch ids as the statistics keep them: `ordered`, then any former ids it names. */
export function playedVariant(definition: GameDefinition, variant: readonly string[]): string[] {
  return named(definition, variant).map((each) => each.id);
}

export function sameVariant(definition: GameDefinition, first: readonly string[], second: readonly string[]): boolean {
  return ordered(definition, first).join('+') === ordered(definition, second).join('+');
}

/**
 * A remembered variant this version can play, in the game's order and today's
 * switches (a former switch is what it is now); one it cannot (unknown switch,
 * a clash) is the standard rules.
 */
export function playable(definition: GameDefinition, variant: readonly string[] | undefined): string[] {
  if (!variant || variant.length === 0) return [];
  try {
    resolveSwitches(definition, variant);
  } catch {
    return [];
  }
  return ordered(definition, presentVariant(definition, variant));
}

/** Do the two switches exclude each other (either one names the other)? */
function clash(first: SwitchSpec, second: SwitchSpec): boolean {
  return first.id !== second.id && (first.excludes?.includes(second.id) === true || second.excludes?.includes(first.id) === true);
}

/** Turns a switch on or off. Turning one on turns off the switches it cannot be played with: `off` names them. */
export function toggle(definition: GameDefinition, variant: readonly string[], id: string): {variant: string[]; off: SwitchSpec[]} {
  const spec = switchesOf(definition).find((each) => each.id === id);
  if (!spec) return {variant: ordered(definition, variant), off: []};
  if (variant.includes(id))
    return {
      variant: ordered(
        definition,
        variant.filter((each) => each !== id),
      ),
      off: [],
    };
  const off = switchesOf(definition).filter((other) => variant.includes(other.id) && clash(spec, other));
  return {variant: ordered(definition, [...variant.filter((each) => !off.some((other) => other.id === each)), id]), off};
}

/** The variant by name: "advised corners + each corner once", or "standard rules". */
export function variantName(definition: GameDefinition, variant: readonly string[], lang: Lang): string {
  const on = named(definition, variant);
  return on.length === 0 ? t(lang, 'variant.standard') : on.map((each) => each.name[lang]).join(' + ');
}

/** A variant's name in quotes, as each language writes them: "two packs", „zwei Kartenspiele“. */
export function quoted(name: string, lang: Lang): string {
  return lang === 'de' ? `„${name}“` : `"${name}"`;
}

/**
 * The variant a new deal is played with, as the object of "with": the standard
 * rules, the variant "two packs", the variants "a" and "b"; in German in the
 * dative (den Standardregeln, der Variante „zwei Kartenspiele“).
 */
export function withVariant(definition: GameDefinition, variant: readonly string[], lang: Lang): string {
  const names = named(definition, variant).map((each) => quoted(each.name[lang], lang));
  const words = {
    en: ['the standard rules', 'the variant', 'the variants', 'and'],
    de: ['den Standardregeln', 'der Variante', 'den Varianten', 'und'],
  }[lang];
  if (names.length === 0) return words[0];
  if (names.length === 1) return `${words[1]} ${names[0]}`;
  return `${words[2]} ${names.slice(0, -1).join(', ')} ${words[3]} ${names.at(-1)}`;
}

/**
 * The variant for the title line, longest first: the switch names, then a
 * short marker ("variant", "2 variants"). The standard rules of today say
 * nothing; a deal under an older version of the rules says so.
 */
export function variantLabels(definition: GameDefinition, variant: readonly string[], rulesVersion: number, lang: Lang): string[] {
  const older = rulesVersion < currentRulesVersion(definition) ? t(lang, 'variant.older') : '';
  const on = playedVariant(definition, variant);
  if (on.length === 0) return older ? [older] : [];
  const join = (text: string) => (older ? `${text}, ${older}` : text);
  return [join(variantName(definition, on, lang)), join(t(lang, 'variant.short', {count: on.length}))];
}

/** One switch in words: "advised corners — A card may go…" */
export function switchLine(spec: SwitchSpec | FormerSwitch, lang: Lang): string {
  return `${spec.name[lang]} — ${spec.description[lang]}`;
}

export type VariantRules = {
  readonly variant?: readonly string[];
  readonly rulesVersion?: number;
  /** List every variant of the game with its id (the command line and the games list). */
  readonly list?: boolean;
};

/** What the rules text says after the standard text: the variant in play, and (with `list`) the game's variants. */
export function variantRulesLines(definition: GameDefinition, lang: Lang, cols: number, rules: VariantRules): string[] {
  const lines: string[] = [];
  const on = named(definition, rules.variant ?? []);
  const older = rules.rulesVersion !== undefined && rules.rulesVersion < currentRulesVersion(definition);
  // A game with variants always says which one is in play, the standard rules too.
  const standard = on.length === 0 && rules.variant !== undefined && switchesOf(definition).length > 0;
  if (on.length > 0 || older || standard) {
    lines.push('', t(lang, 'rules.inPlay').toUpperCase());
    if (standard) lines.push(...wrap(t(lang, 'rules.standardInPlay'), cols));
    for (const spec of on) lines.push(...wrap(t(lang, 'rules.variantLine', {text: switchLine(spec, lang)}), cols));
    if (older) lines.push(...wrap(t(lang, 'rules.older', {version: rules.rulesVersion!}), cols));
  }
  if (rules.list && switchesOf(definition).length > 0) {
    lines.push('', t(lang, 'rules.variants').toUpperCase(), ...wrap(t(lang, 'rules.variantsHow'), cols));
    for (const spec of switchesOf(definition)) lines.push(...wrap(`- ${spec.id}: ${switchLine(spec, lang)}`, cols));
  }
  return lines;
}
