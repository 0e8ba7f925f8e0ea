import {outcomeOf} from '../../core/engine.js';
import {type ParsedSave, parseSave, previewSave, replaySave, SaveError} from '../../core/saved-game.js';
import {current, type Session, startSession} from '../../core/session.js';
import type {GameDefinition} from '../../core/types.js';
import {linesFromSave} from '../../solver/known.js';
import {MAX_ELAPSED} from '../../storage/records.js';
import type {Claim, Store} from '../../storage/store.js';
import {type GameUi, type Message, say, startUi} from '../state/game-ui.js';
import type {Lang} from '../text/messages.js';
import {adoptIdentity} from './records.js';
import {fitPath, whyText} from './storage-notices.js';
import {sameVariant, variantName, withVariant} from '../screens/variants.js';

/** Open in another window: the question whether to take it over (`game` is its id). */
export type Opened = OpenedGame | {readonly kind: 'busy'; readonly game: string; readonly message: Message};

/** A game on screen; with `verify`, one shown from a long save's position before its replay. */
export type OpenedGame = {
  readonly kind: 'game';
  readonly ui: GameUi;
  /** No key may reach `ui` before `verify()` has replaced it with the replayed game (or a new deal, when the replay fails). */
  readonly verify?: () => Opened;
};

export type OpenOptions = {
  /** The deal asked for with --deal; over an unfinished deal it is asked for, not forced. */
  readonly deal?: number;
  /** The variant chosen for a new deal (switch ids, checked); a save of another variant resumes as its own, and this one waits for the next deal. */
  readonly variant?: readonly string[];
  readonly lang: Lang;
};

/** Saves with more moves than this show their saved position first and replay after the first frame. */
const PREVIEW_FROM = 400;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Opens a game: takes hold of it (a game open in another window is refused),
 * resumes its save, else deals. A save that cannot be used is set aside with
 * a notice and a new deal starts; a newer version's save is left untouched.
 */
export function openGame(definition: GameDefinition, store: Store, randomDeal: () => number, options: OpenOptions): Opened {
  const name = definition.names.de;
  const claim = store.claim(definition.id);
  if (!claim.ok) return {kind: 'busy', game: definition.id, message: busyQuestion(name, claim)};

  const fresh = (message?: Message, deal?: number): OpenedGame => {
    const ui = startUi(definition, startSession(definition, {deal: options.deal ?? deal ?? randomDeal()}, {variant: options.variant}));
    return {kind: 'game', ui: {...ui, message}};
  };
  const setAside = (why: Parameters<typeof whyText>[0]): OpenedGame => {
    const copy = store.setAside(definition.id);
    return fresh(say(copy ? 'store.saveKept' : 'store.saveLeft', {why: whyText(why, options.lang)}));
  };

  const slot = store.load(definition.id);
  if (slot.kind === 'none') return fresh();
  if (slot.kind === 'unreadable' && slot.why === 'unreadable') {
    // Not damaged, only not ours to read (permissions): left alone, and never written over.
    store.protect(definition.id);
    return fresh(say('store.saveUnreadable', {path: fitPath(slot.path ?? definition.id), code: slot.code ?? ''}));
  }
  if (slot.kind === 'unreadable') return setAside(slot.why === 'too-big' ? 'too-big' : 'file');
  let parsed: ParsedSave;
  try {
    parsed = parseSave(definition, slot.value);
  } catch (error) {
    if (!(error instanceof SaveError)) throw error;
    if (error.newer) {
      store.protect(definition.id);
      return fresh(say('store.saveNewer'));
    }
    return setAside(error.problem);
  }

  const saved = isObject(slot.value) ? slot.value : {};
  const elapsed = saved.elapsed;
  const clockOk = elapsed === undefined || (typeof elapsed === 'number' && Number.isFinite(elapsed) && elapsed >= 0 && elapsed <= MAX_ELAPSED);

  // A save of another variant than the one chosen now is resumed as its own; the chosen one waits for the next deal.
  const otherVariant = options.variant !== undefined && !sameVariant(definition, parsed.variant, options.variant);
  const named = (variant: readonly string[]) => ({en: variantName(definition, variant, 'en'), de: variantName(definition, variant, 'de')});

  const resumed = (session: Session, replayed = true): OpenedGame => {
    if (typeof saved.id === 'string' && saved.id.length > 0 && saved.id.length < 100) adoptIdentity(session, saved.id);
    const started = startUi(definition, session);
    const focus = typeof saved.focus === 'string' && definition.piles(current(session)).some((slot) => slot.id === saved.focus) ? saved.focus : started.focus;
    const variantMessage = otherVariant
      ? say('msg.resumedVariant', {
          game: name,
          variant: named(session.variant),
          next: {en: withVariant(definition, options.variant!, 'en'), de: withVariant(definition, options.variant!, 'de')},
        })
      : undefined;
    const clockMessage = clockOk ? undefined : say('store.badElapsed', {game: name});
    const message: Message =
      variantMessage && clockMessage ? {both: [clockMessage, variantMessage]} : (variantMessage ?? clockMessage ?? say('msg.resumed', {game: name}));
    let ui: GameUi = {
      ...started,
      focus,
      depth: focus === started.focus ? started.depth : 1,
      elapsed: clockOk ? Math.round((elapsed as number | undefined) ?? 0) : 0,
      message,
    };
    if (otherVariant) ui = {...ui, nextVariant: options.variant};
    // The solver's proven lines, once the replay has given the deal's first position to check them from.
    const known = replayed ? linesFromSave(definition, session.states[0], saved.known) : undefined;
    if (known) ui = {...ui, known};
    // --deal N over a deal in progress: ask, as `n` does; yes counts this one as given up.
    const playing = outcomeOf(definition, current(session)) === 'playing';
    if (options.deal !== undefined && session.index > 0 && playing) ui = {...ui, confirm: {kind: 'new', deal: options.deal}};
    return {kind: 'game', ui};
  };

  const replayed = (): OpenedGame => {
    try {
      return resumed(replaySave(definition, parsed));
    } catch (error) {
      if (!(error instanceof SaveError)) throw error;
      return setAside(error.problem);
    }
  };

  // Nothing to resume: a deal asked for replaces a save without moves.
  if (options.deal !== undefined && parsed.index === 0) return fresh();
  // Nor is there in a deal of another variant not yet begun: the same deal, with the variant chosen now.
  if (otherVariant && parsed.index === 0) return fresh(undefined, 'deal' in parsed.source ? parsed.source.deal : undefined);
  if (parsed.moves.length >= PREVIEW_FROM) {
    const preview = previewSave(definition, parsed);
    if (preview) return {...resumed(preview, false), verify: replayed};
  }
  return replayed();
}

/** "Staffelpatience looks open on box-3f2a since 14:02 – take it over? y/n" (local time). */
function busyQuestion(game: string, claim: Extract<Claim, {ok: false}>): Message {
  const time = claim.since === undefined ? undefined : new Date(claim.since).toTimeString().slice(0, 5);
  const key = claim.here ? (time ? 'store.busySince' : 'store.busy') : time ? 'store.busyHostSince' : 'store.busyHost';
  return say(key, {game, host: claim.host, time: time ?? ''});
}

/** The finished opening of a game: verified when it was shown from its saved position. */
export function verified(opened: Opened): Opened {
  return opened.kind === 'game' && opened.verify ? opened.verify() : opened;
}
