/**
 * Everything the command line prints as text, in English and German. `{name}` marks a parameter.
 * Errors get the "patience: " prefix where they are printed, so no text here starts with it.
 * The one exception is the "needs Node.js 18" line in cli.tsx, which must run before anything loads.
 */
import type {Lang} from '../ui/text/messages.js';

const EN = {
  help: `Usage: patience [GAME] [OPTIONS]
Classic German patience games in the terminal. Without a game, patience resumes
your last unfinished game or shows the list of games.

  GAME, -g, --game ID  play this game: id, English alias or name (harfe, harp)
  -d, --deal N         play deal N (1 to {max}): same N, same deal
      --variant NAME   play a variant (repeatable; --list names the variants)
      --list           list the games and exit
      --rules [ID]     print a game's rules and exit; without ID, list the ids
      --stats          print your statistics and exit
      --lang de|en     language (default: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)
      --theme NAME     cards: boxed, compact, glyph, ascii (default: what fits)
      --four-colour    four-colour suits (clubs green, diamonds blue)
      --no-color       no colours (NO_COLOR and FORCE_COLOR are honoured too)
      --winnable       only deals the solver proved winnable (W in a game)
      --no-mouse       no clicks: the mouse selects text as usual (M in a game)
  -h, --help           show this help and exit
  -v, --version        show the version and exit

In a game, ? shows the keys; L, T, C, M: language, cards, colours, mouse (kept).

Examples:
  patience staffelpatience --deal 4711
  patience --game harp --variant redeal --lang de
`,
  listColumns: 'id|German name|English name|cards',
  listVariants: 'variants',
  rulesWhich: 'Which game? patience --rules ID prints its rules; the ids are:',
  unknownOption: 'unknown option {option} (see patience --help)',
  needsValue: 'option {option} needs a value (see patience --help)',
  noValue: 'option {option} takes no value',
  repeated: 'option {option} is given more than once',
  together: '{first} cannot be used with {second}',
  takesNoGame: '{option} takes no game (got "{game}")',
  twoGames: 'two different games given: "{first}" and "{second}"',
  unknownGame: 'unknown game "{value}" (patience --list shows the games)',
  didYouMean: 'unknown game "{value}" — did you mean {suggestion}?',
  unknownLang: 'unknown language "{value}": use de or en',
  unknownTheme: 'unknown theme "{value}": use boxed, compact, glyph or ascii',
  badDeal: 'bad deal number "{value}": use a whole number from 1 to {max}',
  variantNeedsGame: '--variant needs a game (e.g. patience stern --variant advised-corners)',
  noVariants: '{game} has no variants',
  unknownVariant: '{game} has no variant "{value}"; its variants: {variants} (or standard)',
  variantDidYouMean: '{game} has no variant "{value}" — did you mean {suggestion}? (its variants: {variants})',
  variantsClash: 'the variants {first} and {second} of {game} cannot be played together',
  standardAlone: '--variant standard cannot be combined with {variant}',
  noTerminal: 'needs an interactive terminal; start it directly, not through a pipe',
  dumbTerminal:
    'this terminal (TERM=dumb) cannot move the cursor, which the game needs: run it in a terminal emulator, or set TERM to its type (e.g. TERM=xterm-256color)',
} as const;

export type CliMessage = keyof typeof EN;

const DE: Record<CliMessage, string> = {
  help: `Aufruf: patience [SPIEL] [OPTIONEN]
Klassische Patiencen im Terminal. Ohne Spiel setzt patience dein letztes
unbeendetes Spiel fort oder zeigt die Liste der Spiele.

  SPIEL, -g, --game ID  Spiel nach id, englischem Name oder Name (harfe, harp)
  -d, --deal N          Verteilung Nr. N (1 bis {max}), immer gleich
      --variant NAME    eine Variante spielen (mehrfach; --list nennt sie)
      --list            die Spiele auflisten und beenden
      --rules [ID]      die Regeln eines Spiels ausgeben; ohne ID: die ids
      --stats           deine Statistik ausgeben und beenden
      --lang de|en      Sprache (sonst aus LANGUAGE, LC_ALL, LC_MESSAGES, LANG)
      --theme NAME      Karten: boxed, compact, glyph, ascii (sonst: was passt)
      --four-colour     vier Farben (Kreuz grün, Karo blau)
      --no-color        ohne Farben (NO_COLOR und FORCE_COLOR gelten auch)
      --winnable        nur als gewinnbar bewiesene Spiele (W im Spiel)
      --no-mouse        ohne Klicks: die Maus markiert Text (M im Spiel)
  -h, --help            diese Hilfe zeigen und beenden
  -v, --version         die Version zeigen und beenden

Im Spiel zeigt ? die Tasten; L, T, C, M: Sprache, Karten, Farben, Maus (bleibt).

Beispiele:
  patience staffelpatience --deal 4711
  patience --game harp --variant redeal --lang de
`,
  listColumns: 'id|deutscher Name|englischer Name|Karten',
  listVariants: 'Varianten',
  rulesWhich: 'Welches Spiel? patience --rules ID gibt seine Regeln aus; die ids:',
  unknownOption: 'unbekannte Option {option} (siehe patience --help)',
  needsValue: 'Option {option} braucht einen Wert (siehe patience --help)',
  noValue: 'Option {option} nimmt keinen Wert',
  repeated: 'Option {option} ist mehrfach angegeben',
  together: '{first} geht nicht zusammen mit {second}',
  takesNoGame: '{option} nimmt kein Spiel („{game}“ angegeben)',
  twoGames: 'zwei verschiedene Spiele angegeben: „{first}“ und „{second}“',
  unknownGame: 'unbekanntes Spiel „{value}“ (patience --list zeigt die Spiele)',
  didYouMean: 'unbekanntes Spiel „{value}“ — meintest du {suggestion}?',
  unknownLang: 'unbekannte Sprache „{value}“: möglich sind de und en',
  unknownTheme: 'unbekanntes Kartenbild „{value}“: möglich sind boxed, compact, glyph und ascii',
  badDeal: 'ungültige Spielnummer „{value}“: erlaubt ist eine ganze Zahl von 1 bis {max}',
  variantNeedsGame: '--variant braucht ein Spiel (z. B. patience stern --variant advised-corners)',
  noVariants: '{game} hat keine Varianten',
  unknownVariant: '{game} hat keine Variante „{value}“; möglich sind: {variants} (oder standard)',
  variantDidYouMean: '{game} hat keine Variante „{value}“ — meintest du {suggestion}? (Varianten: {variants})',
  variantsClash: 'die Varianten {first} und {second} von „{game}“ gehen nicht zusammen',
  standardAlone: '--variant standard geht nicht zusammen mit {variant}',
  noTerminal: 'braucht ein interaktives Terminal; direkt starten, ohne Pipe',
  dumbTerminal:
    'dieses Terminal (TERM=dumb) kann den Cursor nicht bewegen, das Spiel braucht das: in einem Terminalprogramm starten oder TERM auf dessen Typ setzen (z. B. TERM=xterm-256color)',
};

const TEXTS: Record<Lang, Record<CliMessage, string>> = {en: EN, de: DE};

export type CliParams = Readonly<Record<string, string | number>>;

export function cliText(lang: Lang, key: CliMessage, params: CliParams = {}): string {
  return TEXTS[lang][key].replaceAll(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
