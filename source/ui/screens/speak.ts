import {COMMON_MESSAGES, CORE_MESSAGES} from '../../core/reasons.js';
import {type Message as RuleMessage, render} from '../../core/text.js';
import {current} from '../../core/session.js';
import {makeWords} from '../../core/words.js';
import {makeTheme, messageFace} from '../../view/theme.js';
import type {Display} from './display.js';
import {type GameUi, type Message, MESSAGE_GAP} from '../state/game-ui.js';
import {type Lang, t} from '../text/messages.js';
import {programKeys} from '../commands/game-commands.js';

/** A card in a message, as the table draws it in the player's theme and language. */
function faceFor(display: Pick<Display, 'lang' | 'theme' | 'colours'>): (card: number) => string {
  const theme = makeTheme(display.theme === 'auto' ? 'boxed' : display.theme, display.colours, undefined, 'normal', display.lang);
  return (card) => messageFace(card, theme);
}

/** A game's message in the player's language, with cards drawn as the table draws them. */
export function sayRule(ui: GameUi, message: RuleMessage, display: Pick<Display, 'lang' | 'theme' | 'colours'>): string {
  const specs = ui.definition.piles(current(ui.session));
  const words = makeWords({
    face: faceFor(display),
    pileName: (id, lang) => specs.find((spec) => spec.id === id)?.name[lang] ?? id,
  });
  return render(message, display.lang, [ui.definition.messages, COMMON_MESSAGES, CORE_MESSAGES], words);
}

/** A UI message or a game's message, in the player's language, as a sentence. */
export function speak(ui: GameUi, message: Message | undefined, display: Pick<Display, 'lang' | 'theme' | 'colours'>): string {
  if (!message) return '';
  if ('key' in message) {
    return t(display.lang, message.key, message.params, {face: faceFor(display), ascii: display.theme === 'ascii', keys: () => programKeys(display.lang)});
  }
  if ('both' in message) return message.both.map((each) => speak(ui, each, display)).join(MESSAGE_GAP);
  if ('phrase' in message) return message.phrase.map((each) => speak(ui, each, display)).join(' ');
  const text = sayRule(ui, message.rule, display);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A message that needs no game (start-up notices, the games list), in the player's language. */
export function sayUi(message: Message, lang: Lang): string {
  if ('key' in message) return t(lang, message.key, message.params, {keys: () => programKeys(lang)});
  if ('both' in message) return message.both.map((each) => sayUi(each, lang)).join(MESSAGE_GAP);
  if ('phrase' in message) return message.phrase.map((each) => sayUi(each, lang)).join(' ');
  return message.rule.id;
}
