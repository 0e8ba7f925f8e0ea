import {presentVariant} from '../core/switches.js';
import type {FormerSwitch, GameDefinition, SwitchSpec} from '../core/types.js';
import {ordered} from '../ui/screens/variants.js';
import {distance, simplify} from './suggest.js';
import {UsageError} from './usage-error.js';

/** `--variant standard`: the standard rules, the same as no switch on. */
export const STANDARD = 'standard';

/**
 * A switch named by its id, or by its English or German name in any spelling ("advised corners", "empfohlene Ecken");
 * also a former switch, now the default (Der Stern's "free-cells").
 */
function switchNamed(game: GameDefinition, name: string): SwitchSpec | FormerSwitch | undefined {
  const named = (spec: SwitchSpec | FormerSwitch) => spec.id === name || simplify(spec.name.en) === name || simplify(spec.name.de) === name;
  return game.switches?.find(named) ?? game.formerSwitches?.find(named);
}

/** The variant probably meant: the id or name closest to what was typed (a few typos), or the only one starting with it. */
export function suggestVariant(game: GameDefinition, typed: string): string | undefined {
  const candidates = [...(game.switches ?? []), ...(game.formerSwitches ?? [])].flatMap((spec) =>
    [spec.id, simplify(spec.name.en), simplify(spec.name.de)].map((text) => ({text, offer: spec.id})),
  );
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
  const asked: string[] = [];
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
    if (!asked.includes(spec.id)) asked.push(spec.id);
  }
  if (names.includes(STANDARD) && asked.length > 0) throw new UsageError('standardAlone', {variant: asked[0]});
  for (const id of asked) {
    const spec = switchNamed(game, id)!;
    // A former switch turns off the switch that is its opposite today (free-cells and advised-corners).
    const against = 'sets' in spec ? (other: string) => spec.sets[other] === false : (other: string) => spec.excludes?.includes(other) === true;
    const other = asked.find((each) => each !== id && against(each));
    if (other) throw new UsageError('variantsClash', {game: game.names.de, first: id, second: other});
  }
  // A former switch asks for what it is today: usually the standard rules.
  return ordered(game, presentVariant(game, asked));
}
