import type {GameDefinition} from '../core/types.js';

import {normalise as simplify} from '../games/index.js';

export {simplify};

/** Edits (insert, delete, replace, swap two neighbours) that turn one word into the other. */
export function distance(a: string, b: string): number {
  const rows = Array.from({length: a.length + 1}, (_, i) => Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/**
 * The spelling the player probably meant, for "did you mean …?": the id, alias or name closest
 * to what was typed (a few typos, more for longer words), or the only game whose id, alias or
 * name starts with it; the id is offered for a name, the alias for an alias.
 */
export function suggestGame(typed: string, games: readonly GameDefinition[]): string | undefined {
  const wanted = simplify(typed);
  if (wanted.length === 0) return undefined;
  const candidates = games.flatMap(({id, aliases, names}) => [
    {id, text: id, offer: id},
    ...aliases.map((alias) => ({id, text: alias, offer: alias})),
    {id, text: simplify(names.de), offer: id},
    {id, text: simplify(names.en), offer: id},
  ]);
  const allowed = wanted.length <= 4 ? 1 : wanted.length <= 8 ? 2 : 3;
  let best: {offer: string; edits: number} | undefined;
  for (const {text, offer} of candidates) {
    // Lengths further apart than the edits allowed cannot match (and a 100 KB argument stays quick).
    if (Math.abs(text.length - wanted.length) > allowed) continue;
    const edits = distance(wanted, text);
    if (edits <= allowed && (!best || edits < best.edits)) best = {offer, edits};
  }
  if (best) return best.offer;
  if (wanted.length < 3) return undefined;
  const starting = new Set(candidates.filter(({text}) => text.startsWith(wanted)).map(({id}) => id));
  return starting.size === 1 ? [...starting][0] : undefined;
}
