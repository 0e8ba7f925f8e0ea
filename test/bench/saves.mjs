// A long saved game for the resume figure: a random walk through legal moves of Staffelpatience,
// written where the program keeps its saves. The save format is the program's (see
// source/storage/); when that format changes, this writer changes with it.
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

/** Writes a Staffelpatience save of `count` legal moves into `dir`; returns how many it made. */
export async function longSave(dir, coreModule, count) {
  const {newGame, legalMoves, applyMove, outcome} = await import(coreModule);
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let state = newGame('staffelpatience', {deal: 1});
  const moves = [];
  while (moves.length < count && outcome(state) === 'playing') {
    const legal = legalMoves(state).filter((move) => move.kind !== 'resign');
    if (legal.length === 0) break;
    const move = legal[Math.floor(random() * legal.length)];
    state = applyMove(state, move);
    moves.push(move);
  }
  // Format 1 (a list of moves): the first resume replays it and the program writes it back in its
  // own format at quit, so later runs resume the program's own kind of save.
  const save = {version: 1, game: 'staffelpatience', deal: 1, moves, elapsed: 60000};
  mkdirSync(join(dir, 'saves'), {recursive: true});
  writeFileSync(join(dir, 'saves', 'staffelpatience.json'), JSON.stringify(save));
  writeFileSync(join(dir, 'settings.json'), JSON.stringify({lastGame: 'staffelpatience'}));
  return moves.length;
}
