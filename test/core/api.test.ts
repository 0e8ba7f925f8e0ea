import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

const CORE = new URL('../../dist/core.js', import.meta.url).pathname;

describe('dist/core.js, the public rules API', () => {
  it('carries no UI code', () => {
    const text = readFileSync(CORE, 'utf8');
    for (const name of ['react', 'ink', 'yoga', 'chalk', 'conf']) expect(text).not.toMatch(new RegExp(`node_modules/${name}`));
  });

  it('plays a game in plain Node with the documented names', () => {
    const script = `
      import {games, newGame, legalMoves, applyMove, outcome, piles, stateKey} from ${JSON.stringify(CORE)};
      const ids = games.map((game) => game.id);
      let state = newGame('staffelpatience', {deal: 4711});
      const before = stateKey(state);
      state = applyMove(state, legalMoves(state).find((move) => move.kind === 'action' && move.name === 'deal'));
      let refused = '';
      let reasonId = '';
      try { applyMove(state, {kind: 'move', from: 'pile2', to: 'pile3', count: 1}); } catch (error) { refused = error.message; reasonId = error.reason.id; }
      const codes = [...'A23456789TJQK'].flatMap((rank) => [...'CSHD'].map((suit) => rank + suit));
      const ordered = newGame('staffelpatience', {order: codes});
      console.log(JSON.stringify({
        ids, outcome: outcome(state), changed: before !== stateKey(state), refused, reasonId,
        waste: piles(state).find((pile) => pile.id === 'waste').cards,
        firstPile: piles(ordered).find((pile) => pile.id === 'pile1').cards.map((card) => card.code).join(' '),
        names: games[0].names,
      }));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {encoding: 'utf8'});
    expect(result.stderr).toBe('');
    const output = JSON.parse(result.stdout);
    expect(output.ids).toContain('staffelpatience');
    expect(output.ids.length).toBe(13);
    expect(output.outcome).toBe('playing');
    expect(output.changed).toBe(true);
    expect(output.refused).toBe('a red queen needs a black king');
    expect(output.reasonId).toBe('needs');
    expect(output.waste).toEqual([{code: '5H', faceUp: true}]);
    expect(output.firstPile).toBe('AC AS AH AD 2C 2S 2H');
    expect(output.names).toEqual({de: 'Staffelpatience', en: 'Staircase Patience'});
  });
});
