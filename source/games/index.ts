import type {GameDefinition} from '../core/types.js';
import {doppelhausen} from './doppelhausen.js';
import {elf} from './elf.js';
import {fuerstBismarck} from './fuerst-bismarck.js';
import {grossePatience} from './grosse-patience.js';
import {halberMond} from './halber-mond.js';
import {harfe} from './harfe.js';
import {hermann} from './hermann.js';
import {napoleon} from './napoleon.js';
import {napoleonDoublets} from './napoleon-doublets.js';
import {reihe} from './reihe.js';
import {stern} from './stern.js';
import {staffelpatience} from './staffelpatience.js';
import {unterstecken} from './unterstecken.js';

/** Every game, in the order of the picker. Ids are stable and never renamed. */
export const games: readonly GameDefinition[] = [
  staffelpatience,
  doppelhausen,
  napoleon,
  reihe,
  stern,
  unterstecken,
  hermann,
  harfe,
  napoleonDoublets,
  elf,
  halberMond,
  grossePatience,
  fuerstBismarck,
];

/** Lower case, German letters spelled out, spaces as hyphens: how ids and aliases are written. */
export function normalise(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replaceAll(/[\s_]+/g, '-');
}

/** Finds a game by id, English alias or either name; undefined when none matches. */
export function findGame(name: string): GameDefinition | undefined {
  const wanted = normalise(name);
  return games.find(
    (game) => game.id === wanted || game.aliases.includes(wanted) || normalise(game.names.en) === wanted || normalise(game.names.de) === wanted,
  );
}

export function gameById(id: string): GameDefinition {
  const game = findGame(id);
  if (!game) throw new Error(`unknown game "${id}"; known games: ${games.map((each) => each.id).join(', ')}`);
  return game;
}
