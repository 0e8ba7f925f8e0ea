import {type Card, code, fullPack} from './cards.js';
import {shuffle} from './random.js';
import {COMMON_MESSAGES, type CoreReason, CORE_MESSAGES} from './reasons.js';
import {type Lang, type Message, render, RuleError} from './text.js';
import {checkTransfer, transferMoves} from './transfer.js';
import type {GameDefinition, GameMove, Move, Outcome, State, Switches, Verdict} from './types.js';
import {makeWords, plainFace} from './words.js';

export const RESIGN: Move = {kind: 'resign'};

/** A canonical string for a move, so equal moves compare equal. */
export function moveKey(move: Move): string {
  switch (move.kind) {
    case 'move':
      return `move ${move.from}>${move.to}x${move.count}`;
    case 'remove':
      return `remove [${[...move.piles].sort().join(',')}]`;
    case 'action':
      return `action ${move.name}`;
    case 'resign':
      return 'resign';
  }
}

export function sameMove(a: Move, b: Move): boolean {
  return moveKey(a) === moveKey(b);
}

/** How many packs a game uses with these switches. */
export function decksOf(definition: GameDefinition, switches: Switches): 1 | 2 {
  return definition.switches?.find((each) => each.decks !== undefined && switches[each.id])?.decks ?? definition.decks;
}

/** The order a deal number gives: order[0] is the first card dealt. */
export function dealOrder(definition: GameDefinition, deal: number, switches: Switches = {}): Card[] {
  return shuffle(fullPack(decksOf(definition, switches)), deal);
}

function over<S extends State>(definition: GameDefinition<S>, state: S): boolean {
  return state.resigned === true || definition.outcome(state) !== 'playing';
}

/** Every legal move of the position, derived from the game's rules. */
export function legalMovesOf<S extends State>(definition: GameDefinition<S>, state: S): GameMove[] {
  if (over(definition, state)) return [];
  return movesWhilePlaying(definition, state);
}

/**
 * The moves the rules allow in a position the caller knows to be still in play (the solver asks the outcome itself);
 * `transfers`: the position's transfers when the caller has them already (SolverHooks.transfers).
 */
export function movesWhilePlaying<S extends State>(definition: GameDefinition<S>, state: S, transfers?: GameMove[]): GameMove[] {
  const moves: GameMove[] = transfers ?? transferMoves(definition, state);
  const removal = definition.removal;
  if (removal) {
    for (const piles of removal.candidates(state)) {
      if (removal.check(state, piles, false) === null) moves.push({kind: 'remove', piles});
    }
  }
  const actions = definition.actions;
  if (actions) {
    const names = actionNames(actions);
    for (let index = 0; index < names.length; index++) {
      const name = names[index];
      if (actions[name].check(state, false) === null) moves.push(actionMove(name));
    }
  }
  return moves;
}

type Actions = NonNullable<GameDefinition['actions']>;
const namesOf = new WeakMap<object, readonly string[]>();
const actionMoves = new Map<string, GameMove>();

/** A game's action names in their order (`for…in`'s), listed once: move listing runs millions of times in a search. */
function actionNames(actions: object): readonly string[] {
  let names = namesOf.get(actions);
  if (!names) {
    names = Object.keys(actions as Actions);
    namesOf.set(actions, names);
  }
  return names;
}

/** One shared move per action name (moves are data, never changed). */
export function actionMove(name: string): GameMove {
  let move = actionMoves.get(name);
  if (!move) {
    move = {kind: 'action', name};
    actionMoves.set(name, move);
  }
  return move;
}

/** The game's own outcome, plus resignation and "no legal move left" (C11). */
export function outcomeOf<S extends State>(definition: GameDefinition<S>, state: S): Outcome {
  const own = definition.outcome(state);
  if (own !== 'playing') return own;
  if (state.resigned) return 'lost';
  return legalMovesOf(definition, state).length === 0 ? 'lost' : 'playing';
}

function say(why: boolean, reason: CoreReason): Verdict {
  return why && reason;
}

/** Whether a move is legal now (`null`), else why (or `false` when `why` is not asked). */
export function checkMove<S extends State>(definition: GameDefinition<S>, state: S, move: Move, why: boolean): Verdict {
  if (over(definition, state)) return say(why, {id: 'gameOver'});
  switch (move?.kind) {
    case 'move':
      return checkTransfer(definition, state, move, why);
    case 'remove':
      if (!Array.isArray(move.piles)) return say(why, {id: 'badMove'});
      return definition.removal ? definition.removal.check(state, move.piles, why) : say(why, {id: 'noRemoval'});
    case 'action': {
      const rule = Object.hasOwn(definition.actions ?? {}, move.name) ? definition.actions![move.name] : undefined;
      return rule ? rule.check(state, why) : say(why, {id: 'noSuchAction', name: String(move.name)});
    }
    case 'resign':
      return null;
    default:
      return say(why, {id: 'badMove'});
  }
}

/** Why a move is illegal, or undefined when it is legal. */
export function explain<S extends State>(definition: GameDefinition<S>, state: S, move: Move): Message | undefined {
  const verdict = checkMove(definition, state, move, true);
  return verdict === null ? undefined : verdict || {id: 'badMove'};
}

/** A message in plain words, with cards as plain Unicode faces and the game's pile names. */
export function speak<S extends State>(definition: GameDefinition<S>, state: S, message: Message, lang: Lang = 'en'): string {
  const specs = definition.piles(state);
  const words = makeWords({
    face: plainFace,
    pileName: (id, language) => specs.find((spec) => spec.id === id)?.name[language] ?? id,
  });
  return render(message, lang, [definition.messages, COMMON_MESSAGES, CORE_MESSAGES], words);
}

/** Applies a move after checking it; throws a RuleError that says (in English, and as a value) why an illegal move is illegal. */
export function play<S extends State>(definition: GameDefinition<S>, state: S, move: Move): S {
  const verdict = checkMove(definition, state, move, true);
  if (verdict !== null) {
    const reason = verdict || {id: 'badMove'};
    throw new RuleError(speak(definition, state, reason), reason);
  }
  if (move.kind === 'resign') return {...state, resigned: true};
  return definition.apply(state, move);
}

/** Equal for equal positions: piles with their face-down counts, the counters and the switches. */
export function stateKey(state: State): string {
  let key = state.game;
  for (const pile of state.piles) {
    key += `|${pile.id}:${pile.down}:${pile.cards.map(code).join('')}`;
  }
  key += `|${JSON.stringify(state.vars)}`;
  if (state.resigned) key += '|resigned';
  return key;
}
