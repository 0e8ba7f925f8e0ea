import type {Bilingual, Lang} from '../core/text.js';

/**
 * Every string the UI shows, one table per language. `{name}` marks a parameter.
 * The games' own messages (reasons, hints) are values rendered from each game's catalogue.
 */
import {localeLanguage} from './locale.js';

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
  'ask.end': 'End this game now? It counts as lost. (y/n)',
  'ask.stalled': 'No more useful moves — end the game? (y/n)',
  'ask.yesNo': '{question} (y/n)',
  'end.won': 'You won!',
  'end.wonDetail': 'You won: {detail}',
  'end.lost': 'Game over: no moves left',
  'end.lostWhy': 'Game over: {detail}',
  'end.resigned': 'Game over',
  'end.summary': '{moves} {moves:move|moves} · {time}',
  'end.keys': 'n new deal · u undo · Space table · Esc games · q quit',
  'msg.empty': 'That place is empty',
  'msg.stockNotPlayed': 'The stock is not played from directly now: press ? for the keys',
  'msg.nowhere': 'No pile can take that now',
  'msg.noStep': 'No step is left: the game is decided',
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
  'crash.line': 'the game stopped after an internal error ({reason}).',
  'crash.saved': 'Your game is saved.',
  'crash.notSaved': 'Saving the game failed, so its last moves may be lost.',
  'stats.title': 'Statistics',
  'stats.none': 'No finished games yet.',
  'stats.keys': 'any key closes',
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
  'end.lostWhy': 'Spiel vorbei: {detail}',
  'end.resigned': 'Spiel vorbei',
  'end.summary': '{moves} {moves:Zug|Züge} · {time}',
  'end.keys': 'n neues Spiel · u zurück · Leertaste Tisch · Esc Spiele · q Ende',
  'msg.empty': 'Dieser Platz ist leer',
  'msg.stockNotPlayed': 'Vom Talon wird jetzt nicht direkt gespielt: ? zeigt die Tasten',
  'msg.nowhere': 'Kein Stapel nimmt das gerade',
  'msg.noStep': 'Kein Schritt mehr: das Spiel ist entschieden',
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
  'crash.line': 'das Spiel wurde nach einem internen Fehler beendet ({reason}).',
  'crash.saved': 'Dein Spiel ist gespeichert.',
  'crash.notSaved': 'Das Spiel ließ sich nicht speichern; die letzten Züge fehlen vielleicht.',
  'stats.title': 'Statistik',
  'stats.none': 'Noch keine beendeten Spiele.',
  'stats.keys': 'jede Taste schließt',
};

const TABLES: Record<Lang, Record<MessageKey, string>> = {en: EN, de: DE};

/** Parameters of a UI message; a name given in both languages is shown in the player's. */
export type Params = Readonly<Record<string, string | number | Bilingual>>;

/**
 * A UI text with its parameters filled in. `{count}` is a parameter;
 * `{count:move|moves}` picks the singular or plural word by the number.
 */
export function t(lang: Lang, key: MessageKey, params: Params = {}): string {
  return TABLES[lang][key].replaceAll(/\{(\w+)(?::([^|}]*)\|([^}]*))?\}/g, (whole, name: string, one?: string, many?: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    if (one !== undefined) return Number(value) === 1 ? one : (many ?? '');
    return typeof value === 'object' ? value[lang] : String(value);
  });
}

/** The language from --lang, else the saved setting, else the environment (LANGUAGE and the locale, see locale.ts). */
export function chooseLang(flag: string | undefined, saved: string | undefined, env: Readonly<Record<string, string | undefined>>): Lang {
  for (const value of [flag, saved]) if (value === 'de' || value === 'en') return value;
  return localeLanguage(env);
}

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'de';
}
