import type {GameDefinition, SwitchSpec} from '../core/types.js';
import {ordered} from '../ui/variants.js';
import {distance, simplify} from './suggest.js';
import {UsageError} from './usage-error.js';

/** `--variant standard`: the standard rules, the same as no switch on. */
export const STANDARD = 'standard';

/** A switch named by its id, or by its English or German name in any spelling ("free corners", "freie Ecken"). */
function switchNamed(game: GameDefinition, name: string): SwitchSpec | undefined {
  return game.switches?.find((spec) => spec.id === name || simplify(spec.name.en) === name || simplify(spec.name.de) === name);
}

/** The variant probably meant: the id or name closest to what was typed (a few typos), or the only one starting with it. */
export function suggestVariant(game: GameDefinition, typed: string): string | undefined {
  const candidates = (game.switches ?? []).flatMap((spec) => [spec.id, simplify(spec.name.en), simplify(spec.name.de)].map((text) => ({text, offer: spec.id})));
  const allowed = typed.length <= 4 ? 1 : typed.length <= 8 ? 2 : 3;
  let best: {offer: string; edits: number} | undefined;
  for (const {text, offer} of candidates) {
    if (Math.abs(text.length - typed.length) > allowed) continue;
    const edits = distance(typed, text);
    if (edits <= allowed && (!best || edits < best.edits)) best = {offer, edits};
  }
  if (best) return best.offer;
  const starting = new Set(candidates.filter(({text}) => typed.length >= 2 && text.startsWith(typed)).map(({offer}) => offer));
  return starting.size === 1 ? [...starting][0] : undefined;
}

/**
 * The switch ids `--variant` asks for (repeatable, or several joined by commas), checked against
 * the game: an unknown name, a name for a game without variants, two switches that exclude each
 * other and `--variant` without a game are refused with a UsageError.
 */
export function chosenVariant(game: GameDefinition | undefined, values: readonly string[]): string[] {
  const names = values
    .flatMap((value) => value.split(','))
    .map(simplify)
    .filter(Boolean);
  if (!game) throw new UsageError('variantNeedsGame');
  const ids: string[] = [];
  for (const name of names) {
    if (name === STANDARD) continue;
    const spec = switchNamed(game, name);
    if (!spec) {
      if (!game.switches?.length) throw new UsageError('noVariants', {game: game.names.de});
      const variants = game.switches.map((each) => each.id).join(', ');
      const suggestion = suggestVariant(game, name);
      if (suggestion) throw new UsageError('variantDidYouMean', {game: game.names.de, value: name, suggestion, variants});
      throw new UsageError('unknownVariant', {game: game.names.de, value: name, variants});
    }
    if (!ids.includes(spec.id)) ids.push(spec.id);
  }
  if (names.includes(STANDARD) && ids.length > 0) throw new UsageError('standardAlone', {variant: ids[0]});
  for (const id of ids) {
    const spec = switchNamed(game, id)!;
    const other = ids.find((each) => each !== id && (spec.excludes?.includes(each) || switchNamed(game, each)?.excludes?.includes(id)));
    if (other) throw new UsageError('variantsClash', {game: game.names.de, first: id, second: other});
  }
  return ordered(game, ids);
}
