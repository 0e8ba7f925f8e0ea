/** One deal's answer as the winnability report keeps it. */
export type DealResult = {readonly deal: number; readonly result: 'won' | 'lost' | 'unknown'; readonly nodes: number};

/** The counts of one game and variant. */
export type Tally = {readonly deals: number; readonly won: number; readonly lost: number; readonly unknown: number};

export function tally(results: readonly DealResult[]): Tally {
  let won = 0;
  let lost = 0;
  let unknown = 0;
  for (const each of results) {
    if (each.result === 'won') won++;
    else if (each.result === 'lost') lost++;
    else unknown++;
  }
  return {deals: results.length, won, lost, unknown};
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
export function winnable(counts: Tally): {readonly lowest: number; readonly highest: number; readonly low: number; readonly high: number} {
  const lowest = counts.deals === 0 ? 0 : counts.won / counts.deals;
  const highest = counts.deals === 0 ? 1 : (counts.won + counts.unknown) / counts.deals;
  return {lowest, highest, low: wilson(counts.won, counts.deals).low, high: wilson(counts.won + counts.unknown, counts.deals).high};
}

/** A share as a percentage with one decimal: 0.1234 → "12.3". */
export function percent(share: number): string {
  return (share * 100).toFixed(1);
}

/** "12.3% (10.4–14.5)" without unknowns; "12.3–14.0% (10.4–16.2)" with them. */
export function winnableText(counts: Tally): string {
  const {lowest, highest, low, high} = winnable(counts);
  const share = counts.unknown === 0 ? `${percent(lowest)}%` : `${percent(lowest)}–${percent(highest)}%`;
  return `${share} (${percent(low)}–${percent(high)})`;
}
