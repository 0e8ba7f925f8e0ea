import type {Bilingual, Lang} from '../../core/text.js';

/**
 * Every string the UI shows, one table per language. `{name}` marks a parameter.
 * The games' own messages (reasons, hints) are values rendered from each game's catalogue.
 */
import {germanPlace, type Place, plainFace} from '../../core/words.js';
import {ASSIST_DE, ASSIST_EN} from './assist-messages.js';
import {KEYS_DE, KEYS_EN} from './key-messages.js';
import {localeLanguage} from './locale.js';
import {MOUSE_DE, MOUSE_EN} from './mouse-messages.js';

export type {Lang};

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
  'ask.restart': 'Start deal {deal} again from the beginning? This game counts as lost. (y/n)',
  'ask.deal': 'Deal number: {digits}▏ (Enter plays it, Esc cancels)',
  'ask.end': 'End this game now? It counts as lost. (y/n)',
  'ask.stalled': 'No more useful moves — end the game? (y/n)',
  'ask.yesNo': '{question} (y/n)',
  'end.won': 'You won!',
  'end.wonDetail': 'You won – {detail}',
  'end.wonDemo': 'Won by the demo — not counted in your statistics',
  'end.lost': 'Lost: no move is left',
  'end.lostWhy': 'Lost: {detail}',
  'end.resigned': 'Lost: you ended the game',
  'end.summary': '{moves} {moves:move|moves} · {time}',
  'end.keys': 'n new deal · u undo · Space table · Esc games · q quit',
  'msg.empty': 'That place is empty',
  'msg.stockNotPlayed': 'The stock is not played from directly now: press ? for the keys',
  'msg.nowhere': 'No pile can take that now',
  'msg.noStep': 'No step is left: the game is decided',
  'msg.keyFailed': 'That key failed ({reason}); the game goes on',
  'msg.cannotDraw': 'This screen cannot be drawn ({reason}).',
  'msg.cannotDrawKeys': 'u undo · Esc back · q quit',
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
  'msg.hidden': 'Cards of {pile} not shown, bottom to top: {cards}',
  'msg.undoneAll': 'Back at the start of the deal (r redoes the moves)',
  'msg.atStart': 'Already at the start of the deal',
  'msg.restarted': 'Deal {deal} again from the start',
  'msg.badDeal': 'A deal number is a whole number from 1 to {max}',
  'msg.redone': 'Redone',
  'msg.noUndo': 'Nothing to undo',
  'msg.noRedo': 'Nothing to redo',
  'msg.noAuto': 'This game has no automatic steps',
  'msg.auto': 'Playing automatically (a pauses)',
  'msg.paused': 'Paused',
  'msg.speed': 'Speed: one step every {ms} ms',
  'msg.marked': '{count} {count:card|cards} marked',
  'msg.removed': 'Removed {cards}',
  'msg.notTogether': 'Those cards cannot be removed together',
  'msg.resumed': 'Resumed your {game} game',
  'msg.badSave': 'Your saved game could not be restored ({reason}); this is a new deal',
  'msg.theme': 'Card style: {theme} (T changes it)',
  'msg.themeAuto': 'Card style: auto, the largest cards that fit (T changes it)',
  'msg.colours': 'Colours: {mode} (C changes them)',
  'status.speed': 'step {ms} ms',
  'msg.language': 'Language: English',
  'colours.two': 'red and black',
  'colours.four': 'four colours',
  'colours.none': 'no colour',
  'small': '{game} needs a terminal of at least {cols}×{rows} (80×24 shows every game); this one is {width}×{height}. Resize it, or press q.',
  'help.title': '{game} — keys',
  'help.close': 'Any key closes the help; ? again shows the rules.',
  'help.scroll': '↑ ↓ scroll · ? the rules · any other key closes',
  'key.space': 'Space',
  'key.arrows': '← → ↑ ↓',
  'key.tab': 'Tab / Shift-Tab',
  'help.move': 'move between piles (the title line names the pile)',
  'help.tab': 'next / previous pile',
  'help.space': 'pick up the focused card or run; Space again drops it',
  'help.enter': 'send the focused card or run to its best place',
  'help.esc': 'put away what is shown; a second Esc: back to the games',
  'help.escGames': 'pause, clear the message; a second Esc: back to the games',
  'help.spaceMark': 'mark or unmark a card; a marked pair or set goes at once',
  'help.escMarks': 'clear marks, hint, message; a second Esc: back to the games',
  'help.undo': 'undo · redo (also Ctrl-R) · undo all (r redoes)',
  'help.deals': 'new deal · this deal from the start · a deal by number',
  'help.e': 'end this game',
  'help.auto': 'play by itself / pause · faster · slower',
  'help.keys': 'this help, then the rules',
  'help.toggles': 'card style · colours · language · statistics',
  'help.q': 'quit (the game is saved)',
  'rules.title': '{game} — rules',
  'rules.more': '↑ ↓ scroll · any other key closes',
  'crash.line': 'the game stopped after an internal error ({reason}).',
  'crash.saved': 'Your game is saved.',
  'crash.notSaved': 'Saving the game failed, so its last moves may be lost.',
  'stats.title': 'Statistics',
  'stats.none': 'No finished games yet.',
  'stats.lesser': '{game}: {count} of the wins {count:was|were} only the lesser success (a double series).',
  'msg.noJobControl': 'Ctrl-Z does nothing here (no job control) – the game goes on',
  'store.busy': '{game} is open in another window – take it over? y/n',
  'store.busySince': '{game} is open in another window since {time} – take it over? y/n',
  'store.busyHost': '{game} looks open on {host} – take it over? y/n',
  'store.busyHostSince': '{game} looks open on {host} since {time} – take it over? y/n',
  'store.takenOver': '{game} was taken over in another window – not saved here any more',
  'store.notTaken': '{game} stays with the other window',
  'store.cannotTake': 'Cannot take {game} over: its lock file cannot be written',
  'store.saveKept': 'Saved game unusable ({why}): moved to backups/ – new deal',
  'store.saveLeft': 'Saved game unusable ({why}), left as it is – this deal is not saved',
  'store.saveNewer': 'Saved game is from a newer patience: left as it is – this deal is not saved',
  'store.saveUnreadable': 'Cannot read {path} ({code}) – left as it is, this deal is not saved',
  'store.badElapsed': 'Resumed your {game} game; its clock was unreadable, restarts at 00:00',
  'store.why.file': 'damaged file',
  'store.why.tooBig': 'file far too large for a save',
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
  'store.failed.permission': 'Cannot save: {path} not writable – playing on',
  'store.failed.read-only': 'Cannot save: {path} is read-only – playing on',
  'store.failed.full': 'Cannot save: the disk is full – playing on',
  'store.failed.not-file': 'Cannot save: {path} is a folder – playing on',
  'store.failed.not-folder': 'Cannot save: {path} is no folder – playing on',
  'store.failed.other': 'Cannot save ({code}, {path}) – playing on',
  'store.failed.taken': 'Not saved: this game was opened in another window, which saves it now',
  'store.failed.limit': 'Cannot save: {path} is over the file size limit (ulimit -f)',
  'store.failed.kept': '{name} not written: it cannot be read, so it is left as it is',
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
  'picker.rules': 'Rules:',
  'picker.change': '→ change',
  'picker.noVariants': '(this game has no variants)',
  'picker.noVariantsFor': '{game} has no variants',
  'picker.lineKeys': '← → switch · Space on/off · Enter play · ↑ ↓ Esc back · ? rules',
  'picker.excluded': '{on} is on, so {off} is off: they cannot be played together',
  'picker.excludes': 'Not together with {names}.',
  'variant.standard': 'standard rules',
  'variant.older': 'older rules',
  'variant.short': '{count} {count:variant|variants}',
  'msg.resumedVariant': 'Resumed your {game} game ({variant}); n deals a new one with {next}',
  'rules.inPlay': 'Variant in play',
  'rules.variantLine': 'Variant: {text}',
  'rules.standardInPlay': 'The standard rules: none of this game’s variants is on.',
  'rules.older': 'Older rules: this saved deal is played by version {version} of the rules, from before a default changed; a new deal plays today’s rules.',
  'rules.variants': 'Variants',
  'rules.variantsHow': 'Chosen in the list of games (→ on the game) or with --variant ID:',
  'stats.standard': 'standard rules',
  ...ASSIST_EN,
  ...KEYS_EN,
  ...MOUSE_EN,
} as const;

export type MessageKey = keyof typeof EN;

/** Every key of the tables (the solver's too). */
export const MESSAGE_KEYS = Object.keys(EN) as MessageKey[];

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
  'ask.restart': 'Spiel {deal} noch einmal von vorn beginnen? Dieses zählt als verloren. (j/n)',
  'ask.deal': 'Spielnummer: {digits}▏ (Enter spielt es, Esc bricht ab)',
  'ask.end': 'Dieses Spiel jetzt beenden? Es zählt als verloren. (j/n)',
  'ask.stalled': 'Keine sinnvollen Züge mehr — Spiel beenden? (j/n)',
  'ask.yesNo': '{question} (j/n)',
  'end.won': 'Gewonnen!',
  'end.wonDetail': 'Gewonnen – {detail}',
  'end.wonDemo': 'Von der Vorführung gewonnen — zählt nicht in deiner Statistik',
  'end.lost': 'Verloren: kein Zug ist mehr möglich',
  'end.lostWhy': 'Verloren: {detail}',
  'end.resigned': 'Verloren: du hast das Spiel beendet',
  'end.summary': '{moves} {moves:Zug|Züge} · {time}',
  'end.keys': 'n neues Spiel · u zurück · Leertaste Tisch · Esc Spiele · q Ende',
  'msg.empty': 'Dieser Platz ist leer',
  'msg.stockNotPlayed': 'Vom Talon wird jetzt nicht direkt gespielt: ? zeigt die Tasten',
  'msg.nowhere': 'Kein Stapel nimmt das gerade',
  'msg.noStep': 'Kein Schritt mehr: das Spiel ist entschieden',
  'msg.keyFailed': 'Diese Taste ist fehlgeschlagen ({reason}); das Spiel geht weiter',
  'msg.cannotDraw': 'Dieser Bildschirm lässt sich nicht zeichnen ({reason}).',
  'msg.cannotDrawKeys': 'u zurück · Esc Spiele · q Ende',
  'msg.holdingOne': 'Du hältst eine Karte: zu einem markierten Stapel gehen und Leertaste drücken',
  'msg.holding': 'Du hältst {count} Karten: zu einem markierten Stapel gehen und Leertaste drücken',
  'msg.noPlace': 'Kein erlaubter Platz dafür: mit Leertaste aufnehmen zeigt, warum ein Stapel ablehnt',
  'msg.movedTo': '{pile@Put}',
  'msg.noKey': '{key} hat hier keine Wirkung: ? zeigt die Tasten',
  'msg.notNow': '{action} ist jetzt nicht möglich',
  'msg.ended': 'Spiel beendet',
  'msg.newDeal': 'Neues Spiel {deal}',
  'msg.decision': 'Angehalten: eine Entscheidung ist nötig',
  'msg.undone': 'Zurückgenommen',
  'msg.hidden': 'Nicht gezeigte Karten {pile@from}, von unten nach oben: {cards}',
  'msg.undoneAll': 'Zurück am Anfang des Spiels (r wiederholt die Züge)',
  'msg.atStart': 'Schon am Anfang des Spiels',
  'msg.restarted': 'Spiel {deal} noch einmal von vorn',
  'msg.badDeal': 'Eine Spielnummer ist eine ganze Zahl von 1 bis {max}',
  'msg.redone': 'Wiederholt',
  'msg.noUndo': 'Nichts zurückzunehmen',
  'msg.noRedo': 'Nichts zu wiederholen',
  'msg.noAuto': 'Dieses Spiel hat keine automatischen Schritte',
  'msg.auto': 'Spielt automatisch (a hält an)',
  'msg.paused': 'Angehalten',
  'msg.speed': 'Tempo: ein Schritt alle {ms} ms',
  'msg.marked': '{count} {count:Karte|Karten} markiert',
  'msg.removed': '{cards} entfernt',
  'msg.notTogether': 'Diese Karten können nicht zusammen entfernt werden',
  'msg.resumed': 'Weiter mit „{game}“',
  'msg.badSave': 'Dein gespeichertes Spiel ließ sich nicht wiederherstellen ({reason}); dies ist ein neues Spiel',
  'msg.theme': 'Kartenbild: {theme} (T ändert es)',
  'msg.themeAuto': 'Kartenbild: auto, die größten Karten, die passen (T ändert es)',
  'msg.colours': 'Farben: {mode} (C ändert sie)',
  'status.speed': 'Schritt {ms} ms',
  'msg.language': 'Sprache: Deutsch',
  'colours.two': 'rot und schwarz',
  'colours.four': 'vier Farben',
  'colours.none': 'ohne Farbe',
  'small': '{game} braucht ein Terminal von mindestens {cols}×{rows} (80×24 zeigt jedes Spiel); dieses hat {width}×{height}. Vergrößere es oder drücke q.',
  'help.title': '{game} — Tasten',
  'help.close': 'Jede Taste schließt die Hilfe; ? noch einmal zeigt die Regeln.',
  'help.scroll': '↑ ↓ blättern · ? die Regeln · jede andere Taste schließt',
  'key.space': 'Leertaste',
  'key.arrows': '← → ↑ ↓',
  'key.tab': 'Tab / Umsch-Tab',
  'help.move': 'zwischen Stapeln wechseln (die Titelzeile nennt ihn)',
  'help.tab': 'nächster / voriger Stapel',
  'help.space': 'Karte oder Folge aufnehmen; noch einmal: ablegen',
  'help.enter': 'Karte oder Folge an den besten Platz legen',
  'help.esc': 'Gezeigtes wegräumen; ein zweites Esc: zur Spielauswahl',
  'help.escGames': 'anhalten, Meldung löschen; zweites Esc: zur Spielauswahl',
  'help.spaceMark': 'markieren (nochmal: weg); ein markiertes Paar/Trio geht ab',
  'help.escMarks': 'Markiertes, Tipp, Meldung weg; zweites Esc: Spielauswahl',
  'help.undo': 'zurück · wiederholen (auch Strg-R) · alle Züge zurück',
  'help.deals': 'neues Spiel · dieses von vorn · ein Spiel nach Nummer',
  'help.e': 'dieses Spiel beenden',
  'help.auto': 'von selbst spielen / anhalten · schneller · langsamer',
  'help.keys': 'diese Hilfe, danach die Regeln',
  'help.toggles': 'Kartenbild · Farben · Sprache · Statistik',
  'help.q': 'beenden (das Spiel wird gespeichert)',
  'rules.title': '{game} — Regeln',
  'rules.more': '↑ ↓ blättern · jede andere Taste schließt',
  'crash.line': 'das Spiel wurde nach einem internen Fehler beendet ({reason}).',
  'crash.saved': 'Dein Spiel ist gespeichert.',
  'crash.notSaved': 'Das Spiel ließ sich nicht speichern; die letzten Züge fehlen vielleicht.',
  'stats.title': 'Statistik',
  'stats.none': 'Noch keine beendeten Spiele.',
  'stats.lesser': '{game}: {count} {count:Sieg war|Siege waren} nur der kleinere Erfolg (mit Doppelserie).',
  'msg.noJobControl': 'Strg-Z geht hier nicht (keine Job-Kontrolle) – das Spiel geht weiter',
  'store.busy': '„{game}“ ist in einem anderen Fenster offen – übernehmen? j/n',
  'store.busySince': '„{game}“ ist seit {time} in einem anderen Fenster offen – übernehmen? j/n',
  'store.busyHost': '„{game}“ scheint auf {host} offen – übernehmen? j/n',
  'store.busyHostSince': '„{game}“ scheint seit {time} auf {host} offen – übernehmen? j/n',
  'store.takenOver': '„{game}“ in anderem Fenster übernommen – hier nicht mehr gespeichert',
  'store.notTaken': '„{game}“ bleibt beim anderen Fenster',
  'store.cannotTake': '„{game}“ lässt sich nicht übernehmen: die Sperrdatei ist nicht beschreibbar',
  'store.saveKept': 'Spielstand unbrauchbar ({why}): nach backups/ verschoben – neues Spiel',
  'store.saveLeft': 'Spielstand unbrauchbar ({why}), bleibt unverändert – dieses Spiel wird nicht gespeichert',
  'store.saveNewer': 'Spielstand einer neueren Version bleibt unverändert – dieses Spiel wird nicht gespeichert',
  'store.saveUnreadable': '{path} nicht lesbar ({code}): bleibt, wie es ist – Spiel nicht gespeichert',
  'store.badElapsed': 'Weiter mit „{game}“; die Uhr war unlesbar, beginnt bei 00:00',
  'store.why.file': 'Datei beschädigt',
  'store.why.tooBig': 'Datei viel zu groß für einen Spielstand',
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
  'store.failed.permission': 'Nicht gespeichert: {path} nicht beschreibbar – es geht weiter',
  'store.failed.read-only': 'Nicht gespeichert: {path} schreibgeschützt – es geht weiter',
  'store.failed.full': 'Nicht gespeichert: Datenträger voll – es geht weiter',
  'store.failed.not-file': 'Nicht gespeichert: {path} ist ein Ordner – es geht weiter',
  'store.failed.not-folder': 'Nicht gespeichert: {path} ist kein Ordner – es geht weiter',
  'store.failed.other': 'Nicht gespeichert ({code}, {path}) – es geht weiter',
  'store.failed.taken': 'Nicht gespeichert: dieses Spiel ist in einem anderen Fenster geöffnet, das es speichert',
  'store.failed.limit': 'Nicht gespeichert: {path} über der Dateigrößengrenze (ulimit -f)',
  'store.failed.kept': '{name} nicht geschrieben: nicht lesbar, bleibt darum, wie es ist',
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
  'picker.rules': 'Regeln:',
  'picker.change': '→ ändern',
  'picker.noVariants': '(dieses Spiel hat keine Varianten)',
  'picker.noVariantsFor': '{game} hat keine Varianten',
  'picker.lineKeys': '← → wählen · Leertaste an/aus · Enter spielen · ↑ ↓ Esc zurück · ? Regeln',
  'picker.excluded': '{on} ist an, daher ist {off} aus: beides zusammen geht nicht',
  'picker.excludes': 'Nicht zusammen mit {names}.',
  'variant.standard': 'Standardregeln',
  'variant.older': 'ältere Regeln',
  'variant.short': '{count} {count:Variante|Varianten}',
  'msg.resumedVariant': 'Weiter mit „{game}“ ({variant}); n beginnt ein neues mit {next}',
  'rules.inPlay': 'Gespielte Variante',
  'rules.variantLine': 'Variante: {text}',
  'rules.standardInPlay': 'Die Standardregeln: keine Variante dieses Spiels ist an.',
  'rules.older':
    'Ältere Regeln: dieses gespeicherte Spiel läuft nach Version {version} der Regeln, von vor einer Änderung; ein neues Spiel folgt den heutigen Regeln.',
  'rules.variants': 'Varianten',
  'rules.variantsHow': 'Wählbar in der Spielauswahl (→ beim Spiel) oder mit --variant ID:',
  'stats.standard': 'Standardregeln',
  ...ASSIST_DE,
  ...KEYS_DE,
  ...MOUSE_DE,
};

const TABLES: Record<Lang, Record<MessageKey, string>> = {en: EN, de: DE};

/**
 * A card, or cards, as a parameter, drawn as the table draws cards (the face
 * given to `t`, else plain faces): `cards` as a set (7♥ + 6♣), `list` as
 * words say them (7♥ and 6♣; 7♥ und 6♣).
 */
export type CardParam = {readonly card: number} | {readonly cards: readonly number[]} | {readonly list: readonly number[]};

/** Parameters of a UI message; a name given in both languages is shown in the player's. */
export type Params = Readonly<Record<string, string | number | Bilingual | CardParam>>;

const AND: Record<Lang, string> = {en: 'and', de: 'und'};

function cardText(value: CardParam, face: (card: number) => string, lang: Lang): string {
  if ('card' in value) return face(value.card);
  if ('cards' in value) return value.cards.map(face).join(' + ');
  const faces = value.list.map(face);
  return faces.length <= 1 ? faces.join('') : `${faces.slice(0, -1).join(', ')} ${AND[lang]} ${faces.at(-1)}`;
}

/** The winnable mark's signs, drawn by `{!won}` and so on in a text: each differs from the others in the ASCII style too. */
const MARKS: Readonly<Record<string, readonly [unicode: string, ascii: string]>> = {
  won: ['✓', '[ok]'],
  lost: ['✗', '[x]'],
  thinking: ['…', '...'],
  unknown: ['?', '[?]'],
};

/** How a text is drawn: cards as the table draws them (else plain Unicode faces), and the marks in ASCII or not. */
export type Look = {readonly face?: (card: number) => string; readonly ascii?: boolean};

/**
 * A UI text with its parameters filled in. `{count}` is a parameter;
 * `{count:move|moves}` picks the singular or plural word by the number;
 * `{pile@to}` (German texts) a pile's name with its preposition and article,
 * `@from` where a card comes from, `@put` "… gelegt" (see germanPlace; `@To`, `@Put` begin a sentence);
 * `{!won}` a sign of the winnable mark.
 */
export function t(lang: Lang, key: MessageKey, params: Params = {}, look: Look = {}): string {
  const face = look.face ?? ((card: number) => plainFace(card, lang));
  return TABLES[lang][key]
    .replaceAll(/\{!(\w+)\}/g, (whole, name: string) => MARKS[name]?.[look.ascii ? 1 : 0] ?? whole)
    .replaceAll(/\{(\w+)(?::([^|}]*)\|([^}]*)|@(\w+))?\}/g, (whole, name: string, one?: string, many?: string, place?: string) => {
      if (!(name in params)) return whole;
      const value = params[name];
      if (one !== undefined) return Number(value) === 1 ? one : (many ?? '');
      if (typeof value === 'object' && ('card' in value || 'cards' in value || 'list' in value)) return cardText(value, face, lang);
      const text = typeof value === 'object' ? value[lang] : String(value);
      if (place === undefined || lang !== 'de') return text;
      const phrase = germanPlace(text, place.toLowerCase() as Place);
      return place === place.toLowerCase() ? phrase : phrase.charAt(0).toUpperCase() + phrase.slice(1);
    });
}

/** A percentage as each language writes it: 50% in English, 50 % in German (a space that never breaks the line). */
export function percentText(value: number, lang: Lang): string {
  const number = lang === 'de' ? String(value).replace('.', ',') : String(value);
  return lang === 'de' ? `${number}\u00A0%` : `${number}%`;
}

/** The language from --lang, else the saved setting, else the environment (LANGUAGE and the locale, see locale.ts). */
export function chooseLang(flag: string | undefined, saved: string | undefined, env: Readonly<Record<string, string | undefined>>): Lang {
  for (const value of [flag, saved]) if (value === 'de' || value === 'en') return value;
  return localeLanguage(env);
}

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'de';
}
