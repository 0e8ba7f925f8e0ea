import type {DealResult} from './tally.js';

/**
 * The stored answers of the winnability report for one game and variant: a
 * small CSV file per game in source/solver/results/, one line per deal
 * (`deal,result,nodes`) under a few `#` lines that say how it was made. A game
 * with a lesser success adds its answer to the deals not proven won
 * (`deal,result,nodes,lesser,lesser_nodes`).
 */
export type ResultFile = {
  readonly game: string;
  readonly variant: readonly string[];
  /** The positions of the main search alone, per deal (the largest any deal got). */
  readonly budget: number;
  /** The positions per deal in all, restarts included (see deal-search.ts); absent: the budget (files made before restarts). */
  readonly cap?: number;
  /** Positions more for the main search alone on a deal the cap leaves open (see deal-search.ts); absent: none. */
  readonly proof?: number;
  /** The file whose answers for the game's win this one repeats (SwitchSpec.keepsWin): only the lesser success is searched for it. */
  readonly winfile?: string;
  readonly results: readonly DealResult[];
  /** Positions searched and milliseconds spent on the deals stored, summed over the runs that solved them (for states/s). */
  readonly timing?: {readonly nodes: number; readonly ms: number};
};

/** `stern.csv`, `stern+advised-corners.csv`. */
export function resultFileName(game: string, variant: readonly string[]): string {
  return `${[game, ...[...variant].sort()].join('+')}.csv`;
}

const HEADER = 'deal,result,nodes';
const LESSER_HEADER = 'deal,result,nodes,lesser,lesser_nodes';

const isResult = (text: string | undefined): text is DealResult['result'] => text === 'won' || text === 'lost' || text === 'unknown';

export function formatResults(file: ResultFile): string {
  const lines = [
    `# winnability of ${file.game}${file.variant.length > 0 ? ` (${file.variant.join(', ')})` : ''}: npm run winnability`,
    `# game=${file.game} variant=${file.variant.join('+')} budget=${file.budget}${file.cap !== undefined ? ` cap=${file.cap}` : ''}${file.proof ? ` proof=${file.proof}` : ''}${file.winfile ? ` winfile=${file.winfile}` : ''}`,
    ...(file.timing ? [`# searched nodes=${file.timing.nodes} ms=${Math.round(file.timing.ms)}`] : []),
    file.results.some((each) => each.lesser) ? LESSER_HEADER : HEADER,
  ];
  const sorted = [...file.results].sort((a, b) => a.deal - b.deal);
  for (const each of sorted) lines.push(`${each.deal},${each.result},${each.nodes}${each.lesser ? `,${each.lesser.result},${each.lesser.nodes}` : ''}`);
  return `${lines.join('\n')}\n`;
}

export function parseResults(text: string): ResultFile {
  let game = '';
  let variant: string[] = [];
  let budget = 0;
  let cap: number | undefined;
  let proof: number | undefined;
  let winfile: string | undefined;
  let timing: ResultFile['timing'];
  const results: DealResult[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed === HEADER || trimmed === LESSER_HEADER) continue;
    if (trimmed.startsWith('#')) {
      const fields = Object.fromEntries([...trimmed.matchAll(/(\w+)=(\S*)/g)].map((match) => [match[1], match[2]]));
      if (fields.game !== undefined) game = fields.game;
      if (fields.variant !== undefined) variant = fields.variant === '' ? [] : fields.variant.split('+');
      if (fields.budget !== undefined) budget = Number(fields.budget);
      if (fields.cap !== undefined) cap = Number(fields.cap);
      if (fields.proof !== undefined) proof = Number(fields.proof);
      if (fields.winfile !== undefined) winfile = fields.winfile;
      if (fields.nodes !== undefined && fields.ms !== undefined) timing = {nodes: Number(fields.nodes), ms: Number(fields.ms)};
      continue;
    }
    const [deal, result, nodes, lesser, lesserNodes, ...rest] = trimmed.split(',');
    if (!isResult(result) || rest.length > 0 || (lesser !== undefined && !isResult(lesser))) throw new Error(`not a result line: ${line}`);
    results.push({deal: Number(deal), result, nodes: Number(nodes), ...(lesser ? {lesser: {result: lesser, nodes: Number(lesserNodes)}} : {})});
  }
  return {
    game,
    variant,
    budget,
    ...(cap !== undefined ? {cap} : {}),
    ...(proof !== undefined ? {proof} : {}),
    ...(winfile !== undefined ? {winfile} : {}),
    results,
    ...(timing ? {timing} : {}),
  };
}
