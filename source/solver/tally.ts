export type Result = 'won' | 'lost' | 'unknown';

/**
 * One deal's answer as the winnability report keeps it: for the game's win,
 * and, where the game has a lesser success and the win was not proven, for that
 * (`lesser`, searched with the same budget).
 */
export type DealResult = {
  readonly deal: number;
  readonly result: Result;
  readonly nodes: number;
  readonly lesser?: {readonly result: Result; readonly nodes: number};
};

/** The counts of one game and variant for its win. */
export type Counts = {readonly deals: number; readonly won: number; readonly lost: number; readonly unknown: number};

/** With `lesserOnly`: deals not proven won whose lesser success is proven, `lesserUnknown`: those where it is not decided. */
export type Tally = Counts & {readonly lesserOnly: number; readonly lesserUnknown: number};

export function tally(results: readonly DealResult[]): Tally {
  let won = 0;
  let lost = 0;
  let unknown = 0;
  let lesserOnly = 0;
  let lesserUnknown = 0;
  for (const each of results) {
    if (each.result === 'won') won++;
    else if (each.result === 'lost') lost++;
    else unknown++;
    if (each.lesser?.result === 'won') lesserOnly++;
    else if (each.lesser?.result === 'unknown') lesserUnknown++;
  }
  return {deals: results.length, won, lost, unknown, lesserOnly, lesserUnknown};
}

/** 1.96: the normal quantile of a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/** Wilson's score interval for `successes` out of `trials`, as fractions. */
export function wilson(successes: number, trials: number, z = Z95): {readonly low: number; readonly high: number} {
  if (trials === 0) return {low: 0, high: 1};
  const p = successes / trials;
  const z2 = z * z;
  const centre = p + z2 / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  const denominator = 1 + z2 / trials;
  return {low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator)};
}

/**
 * What a tally says about the share of winnable deals: the lowest and highest
 * share the unknown deals allow (all lost, all won), and a 95% interval that
 * covers both (Wilson's low end for the lowest share, high end for the highest).
 */
export function winnable(counts: Counts): {readonly lowest: number; readonly highest: number; readonly low: number; readonly high: number} {
  const lowest = counts.deals === 0 ? 0 : counts.won / counts.deals;
  const highest = counts.deals === 0 ? 1 : (counts.won + counts.unknown) / counts.deals;
  return {lowest, highest, low: wilson(counts.won, counts.deals).low, high: wilson(counts.won + counts.unknown, counts.deals).high};
}

/** A share as a percentage with one decimal: 0.1234 → "12.3". */
export function percent(share: number): string {
  return (share * 100).toFixed(1);
}

/** "12.3% (10.4–14.5)" without unknowns; "12.3–14.0% (10.4–16.2)" with them. */
export function winnableText(counts: Counts): string {
  const {lowest, highest, low, high} = winnable(counts);
  const share = counts.unknown === 0 ? `${percent(lowest)}%` : `${percent(lowest)}–${percent(highest)}%`;
  return `${share} (${percent(low)}–${percent(high)})`;
}
