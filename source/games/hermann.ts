import {ALT_DOWN, fits, headsOfRank, headsOn, headsWhere, NO_HEADS, needs, pileRun} from '../core/build.js';
import {type Card, ACE, KING, isRed, rank} from '../core/cards.js';
import {getPile, makePile, numberedIds, Table, top} from '../core/piles.js';
import {type CommonReason, refuser} from '../core/reasons.js';
import {progressAmongPiles} from '../core/search.js';
import {type Catalogue, entry, fixed, type MessageOf, label} from '../core/text.js';
import {applyTransfer, transferMoves} from '../core/transfer.js';
import {hermannCompact} from './hermann-compact.js';
import {fitsGoal, hermannTransfers, wantedRank} from './hermann-transfers.js';
import type {GameDefinition, GameMove, Pile, PileRule, PileSpec, SolverHooks, State, Transfer} from '../core/types.js';

/** Hermann, SPEC.md §12. Suits never matter here: only rank and colour. */

/** Hermann keeps no counters: the piles say everything. */
type Vars = Readonly<Record<string, never>>;
type Switch = 'whole-ladders';
type Hermann = State<Vars, Readonly<Record<Switch, boolean>>>;

const COLUMNS = numberedIds('col', 1, 10);
/** The columns are the first ten piles; which column holds what does not matter to the stalled search. */
const COLUMN_INDEXES = COLUMNS.map((_id, index) => index);
const ALL_CARDS = 104;
/** Rearrangements `stalled` looks through before it gives up and says "not stalled" (it cannot tell). */
const SEARCH_LIMIT = 300;

const messages = {
  ladderOnly: fixed(
    'only a ladder moves together: each card one lower, in the other colour',
    'nur eine Leiter zieht zusammen: jede Karte eins tiefer, in der anderen Farbe',
  ),
  wholeLadders: fixed('only a whole ladder or the last card moves to another column', 'in eine andere Reihe zieht nur eine ganze Leiter oder die letzte Karte'),
  faceDownTarget: fixed('a face-down card cannot be built on', 'auf eine verdeckte Karte kann nicht gebaut werden'),
  kingToEmpty: fixed('a king may only go into an empty column', 'ein König darf nur in eine leere Reihe'),
  nothingOnTwo: fixed(
    'nothing may be placed on a 2 in a column: aces never lie in columns',
    'auf eine 2 in einer Reihe kommt nichts: Asse liegen nie in den Reihen',
  ),
  goalKeeps: fixed('cards never leave the goal', 'Karten verlassen nie den Zielstapel'),
  goalStarts: fixed('the goal is started by the first king that turns up', 'der Zielstapel beginnt mit dem ersten König, der aufgedeckt wird'),
  goalNeeds: entry(
    ({under}: {under: Card}, w) => `the goal needs ${w.colourRank(!isRed(under), wantedRank(under))}${rank(under) === 2 ? ' from the aces' : ''}`,
    ({under}, w) => `der Zielstapel braucht ${w.colourRank(!isRed(under), wantedRank(under), 'acc')}${rank(under) === 2 ? ' von den Assen' : ''}`,
  ),
  aceOnlyOnTwo: fixed('an ace may only go on a 2 on the goal', 'ein Ass darf nur auf eine 2 auf dem Zielstapel'),
  noAceOfColour: entry(
    ({red}: {red: boolean}) => `the goal needs a ${red ? 'red' : 'black'} ace, and none has been set aside`,
    ({red}) => `der Zielstapel braucht ein ${red ? 'rotes' : 'schwarzes'} Ass, und keins liegt bereit`,
  ),
  acesOneAtATime: fixed('aces go to the goal one at a time', 'Asse kommen einzeln auf den Zielstapel'),
  acesOnlyAces: fixed('only aces go to the aces, by themselves when they turn up', 'nur Asse kommen zu den Assen, von selbst, sobald sie aufgedeckt werden'),
  acesNotInColumns: fixed(
    'aces never lie in columns: an ace only goes on a 2 on the goal',
    'Asse liegen nie in den Reihen: ein Ass kommt nur auf eine 2 auf dem Zielstapel',
  ),
  aceOnlyToGoal: fixed('an ace goes only onto a 2 of the other colour on the goal', 'ein Ass kommt nur auf eine 2 der anderen Farbe auf dem Zielstapel'),
  talonByKey: fixed('the talon is dealt with d, one card onto each column', 'der Talon wird mit d ausgeteilt, eine Karte auf jede Reihe'),
  nothingOnTalon: fixed('nothing may be placed on the talon', 'auf den Talon darf nichts gelegt werden'),
  talonUsedUp: fixed('the talon is used up', 'der Talon ist aufgebraucht'),
  dealsLeft: entry(
    ({count}: {count: number}) => (count === 0 ? 'talon used up' : `${count} ${count === 1 ? 'deal' : 'deals'} left`),
    ({count}) => (count === 0 ? 'Talon aufgebraucht' : count === 1 ? 'noch 1 Runde' : `noch ${count} Runden`),
  ),
  stuck: fixed('the talon is used up and no card can move', 'der Talon ist aufgebraucht und keine Karte kann mehr ziehen'),
  aceUp: entry(
    ({card}: {card: Card}, w) => `${w.card(card)} went up: the goal needed an ace of the other colour`,
    ({card}, w) => `${w.card(card)} ist hochgegangen: der Zielstapel brauchte ein Ass der anderen Farbe`,
  ),
  turnedUp: entry(
    ({aces, king, skipped}: {aces: readonly Card[]; king?: Card; skipped: readonly string[]}, w) => {
      const parts: string[] = [];
      if (aces.length > 0) parts.push(`${w.cards(aces)} set aside`);
      if (king !== undefined) parts.push(`${w.card(king)} starts the goal`);
      if (skipped.length > 0) parts.push(`${w.list(skipped.map((id) => w.pile(id)))} ${skipped.length === 1 ? 'gets' : 'get'} no card`);
      return parts.join('; ');
    },
    ({aces, king, skipped}, w) => {
      const parts: string[] = [];
      if (aces.length > 0) parts.push(`${w.cards(aces)} beiseitegelegt`);
      if (king !== undefined) parts.push(`${w.card(king)} eröffnet den Zielstapel`);
      if (skipped.length > 0) parts.push(`${w.list(skipped.map((id) => w.pile(id)))} ${skipped.length === 1 ? 'bekommt' : 'bekommen'} keine Karte`);
      return parts.join('; ');
    },
  ),
} satisfies Catalogue;

type Why = MessageOf<typeof messages> | CommonReason;
const no = refuser<Why>();

const LADDER_HEADS = headsOn(ALT_DOWN);

/**
 * M1, M2 and 12-A7: a ladder or sub-ladder (the option: only a whole ladder or
 * the last card) onto one higher of the other colour, or into an empty column.
 */
const columnRule: PileRule<Hermann> = {
  runs: true,
  gives: ({pile, count, why}) => (count <= pileRun(pile, ALT_DOWN) ? null : no(why, {id: 'ladderOnly'})),
  takes({state, pile, cards, source, sourceSpec, why}) {
    if (sourceSpec.group === 'aces') return no(why, {id: 'acesNotInColumns'});
    const under = top(pile);
    if (under !== undefined) {
      if (pile.down >= pile.cards.length) return no(why, {id: 'faceDownTarget'});
      const head = cards[0];
      if (rank(head) === KING) return no(why, {id: 'kingToEmpty'});
      if (rank(under) === 2) return no(why, {id: 'nothingOnTwo'});
      if (!fits(head, under, ALT_DOWN)) return why && needs(head, ALT_DOWN);
    }
    const partial = state.switches['whole-ladders'] && cards.length > 1 && cards.length < pileRun(source, ALT_DOWN);
    return partial ? no(why, {id: 'wholeLadders'}) : null;
  },
  heads(pile) {
    const under = top(pile);
    if (under === undefined) return undefined;
    return pile.down >= pile.cards.length || rank(under) === 2 ? NO_HEADS : LADDER_HEADS(under);
  },
};

/** Per card on top of the goal, the heads the goal takes next (an ace from the aces may be any: the goal picks one that fits). */
const goalHeads: Uint8Array[] = [];

function goalHeadsOn(under: Card): Uint8Array {
  if (rank(under) === 2) return headsOfRank(ACE);
  return (goalHeads[under] ??= headsWhere((card) => fitsGoal(card, under)));
}

/** M3 and M4: a sub-ladder whose first card fits the goal; an ace of the other colour from the aces on a 2. */
const goalRule: PileRule<Hermann> = {
  runs: true,
  givesNothing: true,
  gives: ({why}) => no(why, {id: 'goalKeeps'}),
  takes({pile, cards, source, sourceSpec, why}) {
    const under = top(pile);
    if (under === undefined) return no(why, {id: 'goalStarts'});
    if (sourceSpec.group === 'aces') {
      if (rank(under) !== 2) return no(why, {id: 'aceOnlyOnTwo'});
      return source.cards.some((ace) => fitsGoal(ace, under)) ? null : no(why, {id: 'noAceOfColour', red: !isRed(under)});
    }
    return fitsGoal(cards[0], under) ? null : no(why, {id: 'goalNeeds', under});
  },
  heads: (pile) => {
    const under = top(pile);
    return under === undefined ? NO_HEADS : goalHeadsOn(under);
  },
};

/** 12.2: the aces wait face up; any of them may be taken, one at a time (the goal picks one that fits). */
const acesRule: PileRule<Hermann> = {
  runs: true,
  takesNothing: true,
  gives: ({count, why}) => (count === 1 ? null : no(why, {id: 'acesOneAtATime'})),
  takes: ({why}) => no(why, {id: 'acesOnlyAces'}),
};

const stockRule: PileRule<Hermann> = {
  runs: true,
  givesNothing: true,
  takesNothing: true,
  gives: ({why}) => no(why, {id: 'talonByKey'}),
  takes: ({sourceSpec, why}) => no(why, sourceSpec.group === 'aces' ? {id: 'aceOnlyToGoal'} : {id: 'nothingOnTalon'}),
};

/** F1 and F3: where a card that turns face up must go at once, if anywhere. */
function autoTarget(table: Table<Hermann>, card: Card): string | undefined {
  if (rank(card) === ACE) return 'aces';
  if (rank(card) === KING && table.cards('goal').length === 0) return 'goal';
  return undefined;
}

/** F2 with F1 and F3: turn the packet's top while the column shows no face-up card. */
function turnUp(table: Table<Hermann>, id: string): void {
  while (table.flipTop(id)) {
    const target = autoTarget(table, top(table.pile(id))!);
    if (!target) return;
    table.put(target, table.take(id, 1));
  }
}

/** M5: one card onto each column from col1 (9 in the last deal); aces and a first king skip their column (12-A5). */
function dealRound(table: Table<Hermann>): void {
  const count = Math.min(COLUMNS.length, table.cards('stock').length);
  for (let index = 0; index < count; index++) {
    const card = table.take('stock', 1);
    table.put(autoTarget(table, card[0]) ?? COLUMNS[index], card);
  }
}

/** 12.3: blocks of 1…10 face down, then each packet's top turned in column order (leftmost king first, 12-A1). */
function deal(order: readonly Card[], switches: Hermann['switches']): Hermann {
  const piles: Pile[] = [];
  let next = 0;
  COLUMNS.forEach((id, index) => {
    const size = index + 1;
    piles.push(makePile(id, order.slice(next, next + size), size));
    next += size;
  });
  const stock = order.slice(next).reverse();
  piles.push(makePile('goal'), makePile('aces'), makePile('stock', stock, stock.length));
  const table = new Table<Hermann>({game: 'hermann', piles, vars: {}, switches});
  for (const id of COLUMNS) turnUp(table, id);
  return table.state();
}

/** M4: the topmost ace of the other colour goes up; the others keep their order. */
function playAce(table: Table<Hermann>): void {
  const under = top(table.pile('goal'))!;
  const aces = table.cards('aces');
  let index = aces.length - 1;
  while (!fitsGoal(aces[index], under)) index--;
  table.put('goal', [aces[index]]);
  table.set(
    'aces',
    aces.filter((_card, at) => at !== index),
    0,
  );
}

function apply(state: Hermann, move: GameMove): Hermann {
  const table = new Table(state);
  if (move.kind === 'action') dealRound(table);
  else if (move.kind === 'move' && move.from === 'aces') playAce(table);
  else if (move.kind === 'move') {
    applyTransfer(table, move);
    turnUp(table, move.from);
  }
  return table.state();
}

function isWon(state: Hermann): boolean {
  return getPile(state, 'goal').cards.length === ALL_CARDS;
}

function talonEmpty(state: Hermann): boolean {
  return getPile(state, 'stock').cards.length === 0;
}

/** The empty columns (the first ten piles), in order. */
function emptyColumns(state: Hermann): string[] {
  return state.piles
    .slice(0, COLUMNS.length)
    .filter((pile) => pile.cards.length === 0)
    .map((pile) => pile.id);
}

function wholeColumn(state: Hermann, move: Transfer): boolean {
  const from = state.piles[COLUMNS.indexOf(move.from)];
  return from !== undefined && from.down === 0 && move.count === from.cards.length;
}

/** Progress that can never be taken back: a card to the goal, an ace up, a face-down card turned, a deal. */
function isProgress(state: Hermann, move: GameMove): boolean {
  if (move.kind !== 'move' || move.to === 'goal' || move.from === 'aces') return true;
  const from = state.piles[COLUMNS.indexOf(move.from)];
  return from.down > 0 && move.count === from.cards.length - from.down;
}

/**
 * The moves worth searching. All empty columns are alike: only moves into the
 * first are tried, and never a whole column (the same position up to column order).
 */
function searchMoves(state: Hermann): GameMove[] {
  const moves = transferMoves(hermann, state, TABLE);
  const empty = emptyColumns(state);
  if (empty.length === 0) return moves;
  return moves.filter((move) => !empty.includes(move.to) || (move.to === empty[0] && !wholeColumn(state, move)));
}

/**
 * C11: the talon is used up and no series of column moves ever leads to a goal
 * move or a turned card. Positions too open to search completely count as not stalled.
 */
function stalled(state: Hermann): boolean {
  if (isWon(state) || !talonEmpty(state)) return false;
  return !progressAmongPiles(state, {moves: searchMoves, apply, isProgress, alike: [COLUMN_INDEXES], limit: SEARCH_LIMIT});
}

/** What happened by itself: aces set aside (F1), a king that started the goal (F3), columns a deal skipped, an ace taken from under others. */
function narrate(before: Hermann, move: GameMove, after: Hermann): MessageOf<typeof messages> | undefined {
  if (move.kind === 'move' && move.from === 'aces') {
    const card = top(getPile(after, 'goal'))!;
    return card === top(getPile(before, 'aces')) ? undefined : {id: 'aceUp', card};
  }
  const had = getPile(before, 'aces').cards;
  const aces = getPile(after, 'aces').cards.filter((card) => !had.includes(card));
  const goalBefore = getPile(before, 'goal').cards;
  const king = goalBefore.length === 0 && !(move.kind === 'move' && move.to === 'goal') ? top(getPile(after, 'goal')) : undefined;
  const skipped: string[] = [];
  if (move.kind === 'action') {
    const stock = getPile(before, 'stock').cards;
    const count = Math.min(COLUMNS.length, stock.length);
    COLUMNS.slice(0, count).forEach((id, index) => {
      const card = stock[stock.length - 1 - index];
      if (aces.includes(card) || card === king) skipped.push(id);
    });
  }
  if (aces.length === 0 && king === undefined) return undefined;
  return {id: 'turnedUp', aces, ...(king === undefined ? {} : {king}), skipped};
}

const GOAL_INDEX = COLUMNS.length;
const STOCK_INDEX = GOAL_INDEX + 2;
const COLUMN_INDEX = new Map(COLUMNS.map((id, index) => [id, index] as const));
const NO_GROUPS: readonly string[] = [];
const COLUMN_GROUP: readonly string[] = ['column'];

/**
 * An ace onto the goal never hurts: while the goal shows a 2 it takes nothing
 * else, nothing else depends on it or on the aces, and the aces are told
 * apart by colour only.
 */
function safeMove(_state: Hermann, moves: readonly GameMove[]): GameMove | undefined {
  return moves.find((move) => move.kind === 'move' && move.from === 'aces');
}

/** Once the talon is dealt, no rule tells the columns apart (deals go to them in order until then). */
function symmetricNow(state: Hermann): readonly string[] {
  return state.piles[STOCK_INDEX].cards.length === 0 ? COLUMN_GROUP : NO_GROUPS;
}

/** With the columns alike, only the first empty column is worth moving into, and never with a whole column. */
function prune(state: Hermann, move: GameMove): boolean {
  if (move.kind !== 'move' || state.piles[STOCK_INDEX].cards.length > 0) return false;
  const to = COLUMN_INDEX.get(move.to);
  if (to === undefined || state.piles[to].cards.length > 0) return false;
  for (let index = 0; index < to; index++) if (state.piles[index].cards.length === 0) return true;
  return wholeColumn(state, move);
}

/** How deep under the top `count` cards of `pile` lies the first card the goal takes next (-1 when none does). */
function depthOfNeeded(pile: Pile, count: number, under: Card | undefined): number {
  if (under === undefined) return -1;
  const cards = pile.cards;
  for (let index = cards.length - 1 - count; index >= pile.down; index--) if (fitsGoal(cards[index], under)) return cards.length - 1 - count - index;
  return -1;
}

const DEAL_PRIORITY = 5;

/**
 * Up to the goal first, the more cards the better; then uncovering the card
 * the goal takes next, turning face-down cards, emptying a column, digging
 * towards the card the goal needs; rearranging; dealing last.
 */
function priority(state: Hermann, move: GameMove): number {
  if (move.kind !== 'move') return DEAL_PRIORITY;
  if (move.to === 'goal') return 90 + move.count;
  const from = state.piles[COLUMN_INDEX.get(move.from)!];
  const depth = depthOfNeeded(from, move.count, top(state.piles[GOAL_INDEX]));
  if (depth === 0) return 75;
  if (from.down > 0 && move.count === from.cards.length - from.down) return 60 + from.down;
  if (from.down === 0 && move.count === from.cards.length) return 40;
  if (depth > 0) return 30 - Math.min(depth, 20) / 25;
  return 20;
}

/**
 * A ladder shifted between columns, turning nothing over (so no ace or king
 * moves by itself) and emptying nothing, changes only its two columns, and
 * every rule asks only about the piles a move touches: it can wait until right
 * before the next move that uses one of them (or a deal). Not a move that
 * empties its column: `prune` would then keep only moves into the first empty
 * column, which the next move may not be allowed to use.
 */
function followUp(state: Hermann, move: GameMove): readonly string[] | undefined {
  if (move.kind !== 'move' || move.to === 'goal' || move.from === 'aces') return undefined;
  const from = state.piles[COLUMN_INDEX.get(move.from)!];
  return move.count < from.cards.length - from.down ? [move.from, move.to] : undefined;
}

/** Most wins need at most two or three ladder shifts between moves that gain something (measured on mid-game positions). */
const FEW_SHIFTS = [2, 3];

/**
 * Noise on the scale of `priority` (a deal 5, a shift 20, uncovering 60 and
 * more, the goal 90 and more): from a little to enough to turn the order
 * round. Measured on 16 mid-game positions the depth-first searches leave
 * open: one noise of 20 wins 7 within 2 million positions, 40, 80 and 160 in
 * turn 9; 4 or 15 shifts instead of 8 win fewer.
 */
const ROLLOUTS = {noise: [40, 80, 160], shifts: 8};

const NO_VARS: readonly number[] = [];
const hooks: SolverHooks<Hermann> = {
  vars: () => NO_VARS,
  cardKey: (card) => (isRed(card) ? 13 : 0) + rank(card),
  symmetricNow,
  safe: safeMove,
  prune,
  priority,
  followUp,
  fewShifts: FEW_SHIFTS,
  rollouts: ROLLOUTS,
  orders: ['greedy', 'actions first'],
  transfers: hermannTransfers,
  compact: hermannCompact,
};

const TABLE: readonly PileSpec[] = [
  ...COLUMNS.map((id, index): PileSpec => ({
    id,
    role: 'tableau',
    group: 'column',
    name: label(`column ${index + 1}`, `Reihe ${index + 1}`),
    col: index,
    row: 1,
    fan: 'down',
  })),
  {id: 'goal', role: 'foundation', group: 'goal', name: label('goal', 'Zielstapel'), col: 9, row: 0, label: {rank: KING}},
  {id: 'aces', role: 'reserve', group: 'aces', name: label('aces', 'Asse'), col: 2, row: 0, fan: 'right', label: {rank: ACE}},
  {id: 'stock', role: 'stock', group: 'stock', name: label('talon', 'Talon'), col: 0, row: 0},
];

export const hermann: GameDefinition<Hermann> = {
  id: 'hermann',
  names: {de: 'Hermann', en: 'Hermann'},
  aliases: [],
  decks: 2,
  wins: {percent: 97.1, by: 'solver'},
  summary: {
    en: 'All 104 cards onto one goal pile, down in alternating colour, K to A eight times; aces wait aside.',
    de: 'Alle 104 Karten auf einen Haufen, farbwechselnd absteigend, achtmal K bis A; Asse liegen bereit.',
  },
  messages,
  switches: [
    {
      id: 'whole-ladders',
      spec: '12-A7',
      name: {en: 'whole ladders', de: 'ganze Leitern'},
      description: {
        en: 'Between columns only a whole ladder or the last card moves; the goal still takes part of a ladder.',
        de: 'Zwischen den Reihen zieht nur eine ganze Leiter oder die letzte Karte; der Zielstapel nimmt auch Teile.',
      },
    },
  ],
  deal,
  piles: () => TABLE,
  pileRules: {column: columnRule, goal: goalRule, aces: acesRule, stock: stockRule},
  actions: {
    /** M5, 12-A3: the player deals whenever they like. */
    deal: {check: (state, why) => (talonEmpty(state) ? no(why, {id: 'talonUsedUp'}) : null)},
  },
  apply,
  outcome: (state) => (isWon(state) ? 'won' : 'playing'),
  ending: (state) => (isWon(state) ? undefined : {id: 'stuck'}),
  stalled,
  narrate,
  hint(state) {
    if (isWon(state)) return undefined;
    const under = top(getPile(state, 'goal'));
    return under === undefined ? {id: 'goalStarts'} : {id: 'goalNeeds', under};
  },
  status: (state) => [{id: 'dealsLeft', count: Math.ceil(getPile(state, 'stock').cards.length / COLUMNS.length)}],
  solver: hooks,
  keys: [{key: 'd', actions: ['deal'], label: {en: 'deal a row', de: 'Talon austeilen'}, short: {en: 'deal', de: 'austeilen'}}],
  rulesText: {
    en: `# Goal
Pile all 104 cards (two packs) onto one goal pile: king down to ace,
eight times over, with the colour changing at every card.

# Layout
- Ten columns of face-down packets, 1 card in column 1 up to 10 in
  column 10. The top card of each packet is turned face up.
- The goal pile, a place for the aces, and the talon of 49 cards.
- Suits never matter here, only rank and colour (red or black).

# Play
- Every ace that turns up is set aside by itself. Aces never lie in
  the columns. The first king to show up starts the goal by itself.
- The goal is built down in alternating colour: black K, red Q,
  black J ... On a 2 goes an ace of the other colour from the aces,
  on an ace a king of the other colour, and so on.
- In the columns, too, build down in alternating colour. Nothing can
  be put on a 2, and a king only goes into an empty column.
- Cards built like that form a ladder. You may move a whole ladder,
  or any card of it together with the cards lying on it, onto a
  column or onto the goal, if its first card fits there.
- An empty column takes any card or ladder.
- When a column shows no face-up card, its next card turns over.
- Deal from the talon whenever you like: one card face up onto each
  column, empty ones too. Four deals use ten cards, the last one nine
  (columns 1 to 9). A dealt ace goes aside, and that column gets none.

# Keys
- d deals a row of cards from the talon.
- Space picks up and drops a card or ladder (also an ace onto the
  goal); in a column ↑ and ↓ choose how many. Enter: to the best place.

# End
You win when all 104 cards lie on the goal. When the talon is used
up and nothing useful is left, the game offers to end.`,
    de: `# Ziel
Alle 104 Karten (zwei Kartenspiele) kommen auf einen Zielstapel:
König bis As, achtmal hintereinander, wobei die Farbe jedes Mal
wechselt.

# Auslage
- Zehn Reihen mit verdeckten Päckchen, 1 Karte in Reihe 1 bis 10 in
  Reihe 10. Die oberste Karte jedes Päckchens wird aufgedeckt.
- Dazu der Zielstapel, ein Platz für die Asse und der Talon (49).
- Kreuz, Pik, Herz, Karo spielen keine Rolle: nur Wert und rot/schwarz.

# Spielverlauf
- Aufgedeckte Asse kommen von selbst beiseite, nie in die Reihen. Der
  erste König, der erscheint, eröffnet von selbst den Zielstapel.
- Der Zielstapel wird abwärts gebaut, rot und schwarz im Wechsel:
  schwarzer K, rote D, schwarzer B … Auf eine 2 kommt ein As von den
  Assen, auf ein As ein König, beide jeweils in der anderen Farbe.
- Auch in den Reihen legst du abwärts im Farbwechsel an. Auf eine 2
  kommt nichts, und ein König darf nur in eine leere Reihe.
- So gebaute Karten bilden eine Leiter. Du darfst die ganze Leiter
  umlegen oder eine ihrer Karten samt allem, was darauf liegt, an
  eine Reihe oder auf den Zielstapel, wenn die erste Karte passt.
- Eine leere Reihe nimmt jede Karte oder Leiter.
- Hat eine Reihe keine offene Karte mehr, wird die nächste aufgedeckt.
- Aus dem Talon legst du an, wann du willst: je eine offene Karte auf
  jede Reihe, auch auf leere. Viermal zehn Karten, zuletzt neun (Reihe
  1 bis 9). Ein As geht beiseite, seine Reihe bekommt dann nichts.

# Tasten
- d legt eine Runde Karten aus dem Talon an.
- Leertaste nimmt Karte oder Leiter auf und legt sie ab (auch ein As
  auf den Zielstapel); ↑ und ↓ wählen, wie viele. Enter: bester Platz.

# Ende
Liegen alle 104 Karten auf dem Zielstapel, hast du gewonnen. Ist der
Talon leer und geht nichts mehr, bietet das Spiel das Beenden an.`,
  },
};
