/**
 * What each command of the table does, in the words of docs/keys.md: its keys table is made from the
 * table (commands.ts) and these texts (keys-doc.ts; `npm run docs:keys` writes it, a test checks it).
 */
export const COMMAND_DOCS: Readonly<Record<string, string>> = {
  focus: 'move between piles, by position on the table; always to the next pile (↑ from a column goes to the stock or waste above it)',
  depth:
    'in a fanned pile: Shift with the arrow into the fan (towards its first card: ↑ in a column, towards the centre in a row), or PgUp, takes one more card of the run; Shift with the arrow out of it, or PgDn, one fewer. The key line shows it (`Shift-↑↓`) where a run can be taken',
  cycle: 'next / previous pile',
  select:
    "pick up the focused card or run; Space again drops it on the focused pile. On the stock it turns a card; a deal of several cards at once (Hermann's row, Fürst Bismarck's redeal) is `d`'s only, and Space says so",
  send: 'send the focused card or run to its best legal place in one go (on the stock: as Space)',
  escape:
    'put away what is shown: a card held, marked cards, a hint, a message; it also stops the demo and pauses autoplay. A second Esc goes back to the list of games',
  deal: "the next card, in every game that has one: turn the stock, deal, Elf's rescue draw, the next step of a game that plays itself (the help says which)",
  undo: 'undo (unlimited)',
  redo: 'redo',
  undoAll: 'undo all: back to the start of the deal (r redoes the moves one by one)',
  new: 'new deal (asks first when the current deal has moves)',
  restart: 'this deal again from the start (asks first when it has moves; they count as a lost game)',
  dealNumber: 'play a deal by its number: type the digits, Enter plays it (that deal, also with winnable deals only), Esc cancels',
  end: 'end the game now (asks first); offered by itself when no useful move is left. Say `n` and play on: turning the stock round and round does not ask again, until a card is played and play is stuck once more (or you undo and go another way)',
  auto: 'games that play themselves: play or pause (the speed shows in the top line while playing)',
  faster: 'faster (the speed is remembered)',
  slower: 'slower (the speed is remembered)',
  hint: 'hint: the solver\'s suggested move, lit up on the table (where the cards come from and where they go) and said in words ("7♥ onto 8♣"; a face-down card is never named); the focus goes to those cards, so Space picks them up. `h` again: the next alternative. A winning line once proven is kept for the deal (and in its save): while you follow it, `h` names its next move at once and the mark stays `✓`. Where no winning line is left it says so and offers to go back to the last position that could still be won (redo keeps the moves after it); in Staffelpatience it first points the way to a double series, saying "double series only". While you look at a position the solver already searches it in the background (up to 4,000,000 positions or 2 seconds, on two threads where there are two cores, stopped by your next move), so `h` and `D` mostly answer at once. It says "no win proven yet" when the search ran out of time, and Esc stops it (and the background search of that position)',
  finish:
    'finish: once the rest needs no decision (only forced moves, safe moves and moves to the foundations, proven to win), plays it all; one `u` takes it back. The key line shows `f finish` when it can. In Die Harfe its own finish',
  demo: 'demo: the solver plays the position to its end (only a proven win, at once along a line already proven), a step at the speed set; a step takes the forced and safe moves after its move along ("one move and 12 forced or safe moves after it"), and a long line several moves a step, so that a demo ends in about a minute; `a` pauses, `s` one step, `+` / `-` change the speed, any other key stops it, `u` takes its moves back one by one',
  mark: 'the "still winnable?" mark in the title line (remembered, off by default): `✓ winnable`, `✗ lost since move N`, `… thinking`, `? unknown` (ASCII `[ok]`, `[x]`, `...`, `[?]`), and in Staffelpatience `✓ double series only` (four books are not proven, the lesser success is) and `? double series at most` (four books are proven out of reach, the double series is not decided); worked out in the background after every move. It goes from `?` to `✓` or `✗` and otherwise changes only when you leave the proven line: a position proven lost stays lost for every position after it',
  winnable:
    'winnable deals only (remembered, off by default; also `--winnable`): a new deal is one the solver has proven winnable; its number is still shown and can be shared',
  safeUp:
    "safe moves to the foundations (remembered, off by default): after your move, cards the game's own safe-move rule proves are never needed elsewhere go up by themselves; the message line says how many, and `u` takes them back with your move",
  help: "help with the keys that work in this game, including its own keys (↑ ↓ scroll it when it is longer than the screen); `?` again shows the game's rules; any other key (Esc and q too) closes them",
  theme: 'card style: auto, boxed, compact, glyph, ascii (remembered; the status line says which)',
  colours: 'colours: red and black, four colours, none (remembered; the status line says which)',
  lang: 'language: English / Deutsch (remembered)',
  stats: 'your statistics',
  mouse: 'mouse on / off (remembered, on by default; `--no-mouse` turns it off for one run): see [Mouse](#mouse)',
  quit: 'quit; the game is saved, with its time',
  quitNow: 'quit from every screen (the list of games, a question, the help too); the game is saved',
  suspend:
    'suspend to the shell (the terminal is restored; the clock stops); `fg` brings the game back. Where there is no shell to go back to (no job control, as under `ssh -t host patience`) the status line says so and the game goes on',
};

/** The README's first screen: the keys a newcomer needs, as rows of commands (their keys joined by " / ") and what they do. */
export const NEWCOMER_ROWS: ReadonlyArray<readonly [ids: readonly string[], text: string]> = [
  [['focus'], 'move between piles'],
  [['select'], 'pick up the focused card (or run); Space again drops it where the focus is'],
  [['send'], 'send the focused card to its best place'],
  [['deal'], 'the next card: turn the stock, deal, or the next step of a game that plays itself'],
  [['undo', 'redo'], 'undo / redo (unlimited)'],
  [['hint'], "hint: the solver's suggested move, lit up on the table"],
  [['new'], 'new deal'],
  [['escape'], 'put away what is shown; a second Esc goes to the list of games'],
  [['help'], 'the keys of this game, then its rules'],
  [['quit'], 'quit; the game is saved, and `patience` brings it back'],
];
