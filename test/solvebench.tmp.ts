import {solve} from '../source/solver/solve.js';
import {games} from '../source/games/index.js';
import {startSession} from '../source/core/session.js';
const only = process.argv[2];
for (const definition of games) {
  if (only && definition.id !== only) continue;
  let won = 0, lost = 0, unknown = 0, nodes = 0;
  const t0 = performance.now();
  for (let deal = 1; deal <= 10; deal++) {
    const state = startSession(definition, {deal}).states[0];
    const answer = solve(definition, state, {nodes: 50000});
    nodes += answer.nodes;
    if (answer.status === 'won') won++; else if (answer.status === 'lost') lost++; else unknown++;
  }
  const ms = performance.now() - t0;
  console.log(definition.id.padEnd(20), JSON.stringify({won, lost, unknown, nodes, ms: Math.round(ms), perSecond: Math.round(nodes / ms * 1000)}));
}
