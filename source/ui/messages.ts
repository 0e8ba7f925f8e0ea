/**
 * Every string the UI shows, one table per language. `{name}` marks a parameter.
 * Engine reasons ("a red 7 needs a black 8") come from the rules core in English
 * and are translated by translate-de.ts.
 */
export type Lang = 'en' | 'de';

const EN = {
  'picker.title': 'Patience — choose a game',
  'picker.keys': '↑↓ Enter play · type: filter · ? rules · S stats · L Deutsch · T cards · q quit',
  'picker.filter': 'Filter: {text}',
  'picker.none': 'No game matches "{text}" (Backspace deletes)',
  'picker.cards': '{count} cards',
  'picker.record': 'won {won} of {played}',
  'status.deal': 'deal {deal}',
  'status.custom': 'custom deal',
  'status.moves': 'moves {count}',
  'status.pass': 'pass {count}',
  'hint.pick': 'Space pick up',
  'hint.send': 'Enter send',
  'hint.drop': 'Space drop',
  'hint.back': 'Esc put back',
  'hint.mark': 'Space mark',
  'hint.play': 'a play',
  'hint.pause': 'a pause',
  'hint.undo': 'u undo',
  'hint.help': '? help',
  'hint.quit': 'q quit',
  'ask.new': 'Start a new deal? This one counts as lost. (y/n)',
  'ask.end': 'End this game now? It counts as lost. (y/n)',
  'ask.stalled': 'No more useful moves — end the game? (y/n)',
  'ask.yesNo': '{question} (y/n)',
  'end.won': 'You won!',
  'end.wonDetail': 'You won: {detail}',
  'end.lost': 'Game over: no moves left',
  'end.resigned': 'Game over',
  'end.summary': '{moves} moves · {time}',
  'end.keys': 'n new deal · u undo · Esc games · q quit',
  'msg.empty': 'That place is empty',
  'msg.stockNotPlayed': 'The stock is not played from directly now: press ? for the keys',
  'msg.nowhere': 'No pile can take that now: drop it anywhere to see why, or Esc',
  'msg.holdingOne': 'Holding a card: move to a highlighted pile and press Space',
  'msg.holding': 'Holding {count} cards: move to a highlighted pile and press Space',
  'msg.noPlace': 'No legal place for that: pick it up with Space to see why a pile refuses it',
  'msg.movedTo': 'Moved to {pile}',
  'msg.noKey': '{key} does nothing in {game}: press ? for the keys',
  'msg.notNow': '{action} is not possible now',
  'msg.ended': 'Game ended',
  'msg.newDeal': 'New deal {deal}',
  'msg.decision': 'Paused: a decision is needed',
  'msg.undone': 'Undone',
  'msg.redone': 'Redone',
  'msg.noUndo': 'Nothing to undo',
  'msg.noRedo': 'Nothing to redo',
  'msg.noAuto': 'This game has no automatic steps',
  'msg.auto': 'Playing automatically (a pauses)',
  'msg.paused': 'Paused',
  'msg.speed': 'Speed: one step every {ms} ms',
  'msg.marked': '{count} marked',
  'msg.removed': 'Removed {count} cards',
  'msg.notTogether': 'Those cards cannot be removed together',
  'msg.resumed': 'Resumed your {game} game',
  'msg.badSave': 'Your saved game could not be restored ({reason}); this is a new deal',
  'msg.theme': 'Cards: {theme}',
  'msg.colours': 'Colours: {mode}',
  'msg.language': 'Language: English',
  'colours.two': 'red and black',
  'colours.four': 'four colours',
  'colours.none': 'no colour',
  'small': '{game} needs a terminal of at least {cols}×{rows} (80×24 shows every game); this one is {width}×{height}. Resize it, or press q.',
  'help.title': '{game} — keys',
  'help.close': 'Any key closes the help; ? again shows the rules.',
  'help.move': 'move between piles (↑ ↓ in a fanned pile: take more or fewer cards)',
  'help.tab': 'next / previous pile',
  'help.space': 'pick up the focused card or run; Space again drops it',
  'help.enter': 'send the focused card or run to its best place',
  'help.esc': 'put back what you hold; with nothing held, back to the games',
  'help.d': 'turn the stock / deal',
  'help.u': 'undo',
  'help.r': 'redo',
  'help.n': 'new deal',
  'help.e': 'end this game',
  'help.keys': 'this help, then the rules',
  'help.toggles': 'cards (theme) · colours · language · statistics',
  'help.q': 'quit (the game is saved)',
  'help.a': 'play the automatic steps / pause',
  'help.speed': 'faster / slower',
  'rules.title': '{game} — rules',
  'rules.more': '↑ ↓ scroll · any other key closes',
  'cli.help': `
  Usage
    $ patience [game] [options]

  With no game, patience resumes your last unfinished game, or shows the games.

  Options
    --game, -g ID     play this game (id, English alias or name): staffelpatience, harp, …
    --deal, -d N      start deal number N (1 to {max}); the same N always gives the same deal
    --list            list the games and exit
    --rules ID        print a game's rules and exit
    --stats           print your statistics and exit
    --lang de|en      language (default: from LANG / LC_ALL, else English; remembered)
    --theme NAME      boxed, compact, glyph or ascii (default: the largest that fits; remembered)
    --four-colour     four-colour suits (clubs green, diamonds blue)
    --no-color        no colours (NO_COLOR and FORCE_COLOR are honoured too)
    --help            show this help
    --version         show the version

  Examples
    $ patience
    $ patience staffelpatience --deal 4711
    $ patience --game harp --lang de
    $ patience --theme ascii      (for terminals that draw suit symbols double-width)
`,
  'cli.unknownLang': 'unknown language "{value}"; use de or en',
  'cli.unknownTheme': 'unknown theme "{value}"; use boxed, compact, glyph or ascii',
  'cli.unknownGame': 'unknown game "{value}". Known games: {games}',
  'cli.unexpected': 'unexpected argument "{value}"; see patience --help',
  'cli.badDeal': 'bad deal number "{value}": use a whole number from 1 to {max}',
  'cli.noTerminal': 'patience needs an interactive terminal: stdin and stdout must be a terminal (try running it directly, not through a pipe)',
  'cli.listHeader': 'id                   German name              English name               cards status',
  'cli.playable': 'playable',
  'stats.title': 'Statistics',
  'stats.none': 'No finished games yet.',
  'stats.keys': 'any key closes',
  'store.busy': '{game} is already open in another window',
  'store.saveKept': 'Saved game unusable ({why}): moved to backups/ – new deal',
  'store.saveLeft': 'Saved game unusable ({why}), left as it is – this deal is not saved',
  'store.saveNewer': 'Saved game is from a newer patience: left as it is – this deal is not saved',
  'store.badElapsed': 'Resumed your {game} game; its clock was unreadable, restarts at 00:00',
  'store.why.file': 'damaged file',
  'store.why.format': 'unknown format',
  'store.why.game': 'another game’s save',
  'store.why.deal': 'bad deal number',
  'store.why.order': 'bad card order',
  'store.why.moves': 'damaged moves',
  'store.why.index': 'bad position',
  'store.why.move': 'move {move} not allowed',
  'store.partsKept': 'Unreadable {what}: copy in backups/, the rest is loaded',
  'store.partsLost': 'Unreadable {what} (no copy possible): the rest is loaded',
  'store.fileKept': 'Unreadable {what}: moved to backups/, starting without it',
  'store.what.file': '{name}',
  'store.what.setting': 'setting "{name}"',
  'store.what.stats': '{game} statistics',
  'store.what.statsPart': '{game} statistics ({fields})',
  'store.what.save': '{name} save',
  'store.failed.permission': 'Cannot save: {path} not writable – playing on, retried after each move',
  'store.failed.read-only': 'Cannot save: {path} is read-only – playing on, retried after each move',
  'store.failed.full': 'Cannot save: the disk is full – playing on, retried after each move',
  'store.failed.not-file': 'Cannot save: {path} is a folder – playing on, retried after each move',
  'store.failed.not-folder': 'Cannot save: {path} is no folder – playing on, retried after each move',
  'store.failed.other': 'Cannot save ({code}, {path}) – playing on, retried after each move',
  'store.failed.taken': 'Not saved: this game was opened in another window, which saves it now',
  'store.failed.kept': 'Not saved: {path} could not be copied aside, so it is left as it is',
  'store.savedAgain': 'Saving works again: your game is saved',
  'store.field.lang': 'language',
  'store.field.theme': 'cards',
  'store.field.colours': 'colours',
  'store.field.lastGame': 'last game',
  'store.field.settings': 'settings',
  'store.field.recent': 'recent results',
  'store.field.streak': 'streak',
  'store.field.bestStreak': 'best streak',
  'store.field.bestTime': 'best time',
  'store.field.fewestMoves': 'fewest moves',
  'store.field.statistics': 'statistics',
  'store.field.saves': 'saved games',
  'picker.busy': 'open elsewhere',
} as const;

export type MessageKey = keyof typeof EN;

const DE: Record<MessageKey, string> = {
  'picker.title': 'Patience — wähle ein Spiel',
  'picker.keys': '↑↓ Enter spielen · tippen: Filter · ? Regeln · S Statistik · L English · T Karten · q Ende',
  'picker.filter': 'Filter: {text}',
  'picker.none': 'Kein Spiel passt zu „{text}“ (Rücktaste löscht)',
  'picker.cards': '{count} Karten',
  'picker.record': '{won} von {played} gewonnen',
  'status.deal': 'Spiel {deal}',
  'status.custom': 'eigene Verteilung',
  'status.moves': 'Züge {count}',
  'status.pass': 'Runde {count}',
  'hint.pick': 'Leertaste nehmen',
  'hint.send': 'Enter ablegen',
  'hint.drop': 'Leertaste ablegen',
  'hint.back': 'Esc zurücklegen',
  'hint.mark': 'Leertaste markieren',
  'hint.play': 'a abspielen',
  'hint.pause': 'a anhalten',
  'hint.undo': 'u zurück',
  'hint.help': '? Hilfe',
  'hint.quit': 'q Ende',
  'ask.new': 'Neues Spiel beginnen? Dieses zählt als verloren. (j/n)',
  'ask.end': 'Dieses Spiel jetzt beenden? Es zählt als verloren. (j/n)',
  'ask.stalled': 'Keine sinnvollen Züge mehr — Spiel beenden? (j/n)',
  'ask.yesNo': '{question} (j/n)',
  'end.won': 'Gewonnen!',
  'end.wonDetail': 'Gewonnen: {detail}',
  'end.lost': 'Spiel vorbei: kein Zug mehr möglich',
  'end.resigned': 'Spiel vorbei',
  'end.summary': '{moves} Züge · {time}',
  'end.keys': 'n neues Spiel · u zurück · Esc Spiele · q Ende',
  'msg.empty': 'Dieser Platz ist leer',
  'msg.stockNotPlayed': 'Vom Talon wird jetzt nicht direkt gespielt: ? zeigt die Tasten',
  'msg.nowhere': 'Kein Stapel nimmt das gerade: irgendwo ablegen zeigt den Grund, oder Esc',
  'msg.holdingOne': 'Du hältst eine Karte: zu einem markierten Stapel gehen und Leertaste drücken',
  'msg.holding': 'Du hältst {count} Karten: zu einem markierten Stapel gehen und Leertaste drücken',
  'msg.noPlace': 'Kein erlaubter Platz dafür: mit Leertaste aufnehmen zeigt, warum ein Stapel ablehnt',
  'msg.movedTo': 'Gelegt auf {pile}',
  'msg.noKey': '{key} hat in {game} keine Wirkung: ? zeigt die Tasten',
  'msg.notNow': '{action} ist jetzt nicht möglich',
  'msg.ended': 'Spiel beendet',
  'msg.newDeal': 'Neues Spiel {deal}',
  'msg.decision': 'Angehalten: eine Entscheidung ist nötig',
  'msg.undone': 'Zurückgenommen',
  'msg.redone': 'Wiederholt',
  'msg.noUndo': 'Nichts zurückzunehmen',
  'msg.noRedo': 'Nichts zu wiederholen',
  'msg.noAuto': 'Dieses Spiel hat keine automatischen Schritte',
  'msg.auto': 'Spielt automatisch (a hält an)',
  'msg.paused': 'Angehalten',
  'msg.speed': 'Tempo: ein Schritt alle {ms} ms',
  'msg.marked': '{count} markiert',
  'msg.removed': '{count} Karten entfernt',
  'msg.notTogether': 'Diese Karten können nicht zusammen entfernt werden',
  'msg.resumed': 'Dein Spiel {game} geht weiter',
  'msg.badSave': 'Dein gespeichertes Spiel ließ sich nicht wiederherstellen ({reason}); dies ist ein neues Spiel',
  'msg.theme': 'Karten: {theme}',
  'msg.colours': 'Farben: {mode}',
  'msg.language': 'Sprache: Deutsch',
  'colours.two': 'rot und schwarz',
  'colours.four': 'vier Farben',
  'colours.none': 'ohne Farbe',
  'small': '{game} braucht ein Terminal von mindestens {cols}×{rows} (80×24 zeigt jedes Spiel); dieses hat {width}×{height}. Vergrößere es oder drücke q.',
  'help.title': '{game} — Tasten',
  'help.close': 'Jede Taste schließt die Hilfe; ? noch einmal zeigt die Regeln.',
  'help.move': 'zwischen Stapeln wechseln (↑ ↓ in einer Reihe: mehr oder weniger Karten)',
  'help.tab': 'nächster / voriger Stapel',
  'help.space': 'Karte oder Folge aufnehmen; Leertaste noch einmal legt sie ab',
  'help.enter': 'Karte oder Folge an den besten Platz legen',
  'help.esc': 'Gehaltenes zurücklegen; sonst zurück zur Spielauswahl',
  'help.d': 'Talon umschlagen / geben',
  'help.u': 'Zug zurücknehmen',
  'help.r': 'Zug wiederholen',
  'help.n': 'neues Spiel',
  'help.e': 'dieses Spiel beenden',
  'help.keys': 'diese Hilfe, danach die Regeln',
  'help.toggles': 'Karten (Aussehen) · Farben · Sprache · Statistik',
  'help.q': 'beenden (das Spiel wird gespeichert)',
  'help.a': 'automatische Schritte abspielen / anhalten',
  'help.speed': 'schneller / langsamer',
  'rules.title': '{game} — Regeln',
  'rules.more': '↑ ↓ blättern · jede andere Taste schließt',
  'cli.help': `
  Aufruf
    $ patience [Spiel] [Optionen]

  Ohne Spiel setzt patience dein letztes unbeendetes Spiel fort oder zeigt die Spiele.

  Optionen
    --game, -g ID     dieses Spiel spielen (id, englischer Name oder Name): staffelpatience, harp, …
    --deal, -d N      Spiel Nummer N (1 bis {max}); dieselbe Nummer gibt immer dieselbe Verteilung
    --list            die Spiele auflisten und beenden
    --rules ID        die Regeln eines Spiels ausgeben und beenden
    --stats           deine Statistik ausgeben und beenden
    --lang de|en      Sprache (sonst aus LANG / LC_ALL, sonst Englisch; wird gemerkt)
    --theme NAME      boxed, compact, glyph oder ascii (sonst das größte, das passt; wird gemerkt)
    --four-colour     vier Farben (Kreuz grün, Karo blau)
    --no-color        ohne Farben (NO_COLOR und FORCE_COLOR gelten auch)
    --help            diese Hilfe
    --version         die Version

  Beispiele
    $ patience
    $ patience staffelpatience --deal 4711
    $ patience --game harp --lang de
    $ patience --theme ascii      (für Terminals, die Farbsymbole doppelt breit zeichnen)
`,
  'cli.unknownLang': 'unbekannte Sprache „{value}“; möglich sind de und en',
  'cli.unknownTheme': 'unbekanntes Kartenbild „{value}“; möglich sind boxed, compact, glyph und ascii',
  'cli.unknownGame': 'unbekanntes Spiel „{value}“. Bekannte Spiele: {games}',
  'cli.unexpected': 'unerwartetes Argument „{value}“; siehe patience --help',
  'cli.badDeal': 'ungültige Spielnummer „{value}“: erlaubt ist eine ganze Zahl von 1 bis {max}',
  'cli.noTerminal': 'patience braucht ein interaktives Terminal: Ein- und Ausgabe müssen ein Terminal sein (direkt starten, nicht über eine Pipe)',
  'cli.listHeader': 'id                   deutscher Name           englischer Name            Karten Stand',
  'cli.playable': 'spielbar',
  'stats.title': 'Statistik',
  'stats.none': 'Noch keine beendeten Spiele.',
  'stats.keys': 'jede Taste schließt',
  'store.busy': '{game} ist bereits in einem anderen Fenster geöffnet',
  'store.saveKept': 'Spielstand unbrauchbar ({why}): nach backups/ verschoben – neues Spiel',
  'store.saveLeft': 'Spielstand unbrauchbar ({why}), bleibt unverändert – dieses Spiel wird nicht gespeichert',
  'store.saveNewer': 'Spielstand einer neueren Version bleibt unverändert – dieses Spiel wird nicht gespeichert',
  'store.badElapsed': 'Dein Spiel {game} geht weiter; die Uhr war unlesbar, beginnt bei 00:00',
  'store.why.file': 'Datei beschädigt',
  'store.why.format': 'unbekanntes Format',
  'store.why.game': 'Stand eines anderen Spiels',
  'store.why.deal': 'ungültige Spielnummer',
  'store.why.order': 'ungültige Kartenfolge',
  'store.why.moves': 'Züge beschädigt',
  'store.why.index': 'ungültige Stellung',
  'store.why.move': 'Zug {move} nicht erlaubt',
  'store.partsKept': 'Unlesbar: {what} – Kopie in backups/, der Rest ist geladen',
  'store.partsLost': 'Unlesbar: {what} (keine Kopie möglich) – der Rest ist geladen',
  'store.fileKept': 'Unlesbar: {what} – nach backups/ verschoben, es geht ohne weiter',
  'store.what.file': '{name}',
  'store.what.setting': 'Einstellung „{name}“',
  'store.what.stats': 'Statistik {game}',
  'store.what.statsPart': 'Statistik {game} ({fields})',
  'store.what.save': 'Spielstand {name}',
  'store.failed.permission': 'Speichern unmöglich: {path} nicht beschreibbar – weiter, neuer Versuch nach jedem Zug',
  'store.failed.read-only': 'Speichern unmöglich: {path} schreibgeschützt – weiter, neuer Versuch nach jedem Zug',
  'store.failed.full': 'Speichern unmöglich: Datenträger voll – weiter, neuer Versuch nach jedem Zug',
  'store.failed.not-file': 'Speichern unmöglich: {path} ist ein Ordner – weiter, neuer Versuch nach jedem Zug',
  'store.failed.not-folder': 'Speichern unmöglich: {path} ist kein Ordner – weiter, neuer Versuch nach jedem Zug',
  'store.failed.other': 'Speichern unmöglich ({code}, {path}) – weiter, neuer Versuch nach jedem Zug',
  'store.failed.taken': 'Nicht gespeichert: dieses Spiel ist in einem anderen Fenster geöffnet, das es speichert',
  'store.failed.kept': 'Nicht gespeichert: {path} ließ sich nicht sichern und bleibt, wie es ist',
  'store.savedAgain': 'Speichern klappt wieder: dein Spiel ist gespeichert',
  'store.field.lang': 'Sprache',
  'store.field.theme': 'Karten',
  'store.field.colours': 'Farben',
  'store.field.lastGame': 'letztes Spiel',
  'store.field.settings': 'Einstellungen',
  'store.field.recent': 'letzte Ergebnisse',
  'store.field.streak': 'Serie',
  'store.field.bestStreak': 'beste Serie',
  'store.field.bestTime': 'Bestzeit',
  'store.field.fewestMoves': 'wenigste Züge',
  'store.field.statistics': 'Statistik',
  'store.field.saves': 'gespeicherte Spiele',
  'picker.busy': 'anderswo offen',
};

const TABLES: Record<Lang, Record<MessageKey, string>> = {en: EN, de: DE};

export type Params = Readonly<Record<string, string | number>>;

export function t(lang: Lang, key: MessageKey, params: Params = {}): string {
  return TABLES[lang][key].replaceAll(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The language from --lang, else the saved setting, else the locale (LC_ALL, LC_MESSAGES, LANG), else English. */
export function chooseLang(flag: string | undefined, saved: string | undefined, env: Readonly<Record<string, string | undefined>>): Lang {
  for (const value of [flag, saved]) if (value === 'de' || value === 'en') return value;
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^de([_.@-]|$)/i.test(locale) ? 'de' : 'en';
}

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'de';
}
