import type {FormerSwitch, GameDefinition, Switches} from './types.js';

/** Every switch a game knows, the variants and the hidden ones that replay older rules, all off. */
function allOff(definition: GameDefinition): Record<string, boolean> {
  const off: Record<string, boolean> = {};
  for (const each of definition.switches ?? []) off[each.id] = false;
  for (const legacy of Object.values(definition.legacy ?? {})) for (const id of Object.keys(legacy)) off[id] = false;
  return off;
}

export function currentRulesVersion(definition: GameDefinition): number {
  return definition.rulesVersion ?? 1;
}

/** A former switch by its old id (see FormerSwitch), if the game had one. */
export function formerSwitch(definition: GameDefinition, id: string): FormerSwitch | undefined {
  return definition.formerSwitches?.find((each) => each.id === id);
}

/**
 * The switches in force for a variant (a list of switch ids) under a version of
 * the game's rules (a save made before a default changed keeps its rules).
 * A former switch id sets what it means today.
 * Throws with a plain reason for an unknown switch, a clash, or an unknown version.
 */
export function resolveSwitches(definition: GameDefinition, variant: readonly string[] = [], rulesVersion = currentRulesVersion(definition)): Switches {
  const switches = allOff(definition);
  const current = currentRulesVersion(definition);
  if (!Number.isInteger(rulesVersion) || rulesVersion < 1 || rulesVersion > current) {
    throw new Error(`rules version ${String(rulesVersion)} of ${definition.id} is unknown (this program has versions 1 to ${current})`);
  }
  if (rulesVersion < current) Object.assign(switches, definition.legacy?.[rulesVersion] ?? {});
  for (const id of variant) {
    const former = formerSwitch(definition, id);
    if (!former) continue;
    const clash = Object.keys(former.sets).find((other) => variant.includes(other) && former.sets[other] !== true);
    if (clash) throw new Error(`the variants "${id}" and "${clash}" of ${definition.id} cannot be played together`);
    Object.assign(switches, former.sets);
  }
  for (const id of variant) {
    if (formerSwitch(definition, id)) continue;
    const spec = definition.switches?.find((each) => each.id === id);
    if (!spec) throw new Error(`${definition.id} has no variant "${id}"`);
    const clash = spec.excludes?.find((other) => variant.includes(other));
    if (clash) throw new Error(`the variants "${id}" and "${clash}" of ${definition.id} cannot be played together`);
    switches[id] = true;
  }
  return switches;
}

/**
 * The variant in today's switch ids, for a deal under today's rules: a former
 * switch becomes the switches it sets (none, where it is the default now).
 */
export function presentVariant(definition: GameDefinition, variant: readonly string[]): string[] {
  const ids: string[] = [];
  for (const id of variant) {
    const former = formerSwitch(definition, id);
    const now = former ? Object.keys(former.sets).filter((each) => former.sets[each]) : [id];
    for (const each of now) if (!ids.includes(each)) ids.push(each);
  }
  return ids;
}

/** The variant switches that are on, in the game's order (hidden legacy switches left out). */
export function variantOf(definition: GameDefinition, switches: Switches): string[] {
  return (definition.switches ?? []).filter((each) => switches[each.id]).map((each) => each.id);
}
