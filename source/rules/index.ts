import {rules as doppelhausen} from './doppelhausen.js';
import {rules as elf} from './elf.js';
import {rules as fuerstBismarck} from './fuerst-bismarck.js';
import {rules as grossePatience} from './grosse-patience.js';
import {rules as halberMond} from './halber-mond.js';
import {rules as harfe} from './harfe.js';
import {rules as hermann} from './hermann.js';
import {rules as napoleon} from './napoleon.js';
import {rules as napoleonDoublets} from './napoleon-doublets.js';
import {rules as reihe} from './reihe.js';
import {rules as staffelpatience} from './staffelpatience.js';
import {rules as stern} from './stern.js';
import {rules as unterstecken} from './unterstecken.js';
import type {RulesText} from './types.js';

/** Each game's rules for players, by game id. */
const RULES: Readonly<Record<string, RulesText>> = {
  'staffelpatience': staffelpatience,
  'doppelhausen': doppelhausen,
  'napoleon': napoleon,
  'reihe': reihe,
  'stern': stern,
  'unterstecken': unterstecken,
  'hermann': hermann,
  'harfe': harfe,
  'napoleon-doublets': napoleonDoublets,
  'elf': elf,
  'halber-mond': halberMond,
  'grosse-patience': grossePatience,
  'fuerst-bismarck': fuerstBismarck,
};

export function rulesFor(id: string): RulesText | undefined {
  return RULES[id];
}
