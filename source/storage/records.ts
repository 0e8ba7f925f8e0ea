/**
 * The data of settings and statistics, and their checks: every part read from
 * disk is checked on its own, so one wrong value costs only itself.
 */

export type Settings = {
  readonly lang?: 'en' | 'de';
  readonly theme?: string;
  readonly colours?: 'two' | 'four' | 'none';
  /** Milliseconds between autoplay steps. */
  readonly speed?: number;
  /** The solver's settings: the winnable mark, winnable deals only, safe moves to the foundations (all off unless set). */
  readonly mark?: boolean;
  readonly winnable?: boolean;
  readonly safeUp?: boolean;
  /** Mouse reports (on unless turned off with M): off, the terminal's own text selection works. */
  readonly mouse?: boolean;
};

/** The variant remembered per game: game id → switch ids (an empty list: the standard rules). */
export type VariantChoices = Readonly<Record<string, readonly string[]>>;

/** settings.json: the settings, the game played last, and each game's chosen variant. */
export type SettingsFile = Settings & {readonly lastGame?: string; readonly variants?: VariantChoices};

/** One game's record. `recent` holds the last results, newest last: 1 won, 0 lost. */
export type GameStats = {
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  readonly streak: number;
  readonly bestStreak: number;
  readonly bestTime?: number;
  readonly fewestMoves?: number;
  /** Wins that were only the lesser success (Staffelpatience won with a double series, 13-A6). */
  readonly lesserWins?: number;
  readonly recent: readonly number[];
};

/**
 * A finished deal as the statistics count it; `variant` the switch ids it was played with (none: the standard rules),
 * `rules` the version of the game's rules; `lesser` a win that was only the lesser success.
 */
export type Result = {
  readonly won: boolean;
  readonly moves: number;
  readonly elapsed: number;
  readonly variant?: readonly string[];
  readonly rules?: number;
  readonly lesser?: boolean;
};

/**
 * stats.json: the records per game, and per game the identities of the last
 * deals counted, so a deal is counted once however often its end is replayed.
 *
 * `games[id]` is a game's total over all its variants; `games["id+standard"]`
 * its standard rules and `games["id+a+b"]` the variant of switches a and b,
 * `games["id+standard@3"]` the standard rules of version 3 (see partKey). A file from before variants has only totals, all of them
 * standard-rules results: checkStats gives each its standard part.
 */
export type StatsFile = {
  readonly games: Readonly<Record<string, GameStats>>;
  readonly counted: Readonly<Record<string, readonly string[]>>;
};

/** What a check dropped: a part (e.g. `lastGame`, `statistics of harfe`) and which fields of it. */
export type Dropped = {readonly part: 'settings' | 'stats' | 'save'; readonly name: string; readonly fields?: readonly string[]};

const RECENT = 20;
const COUNTED = 50;
/** Ten years of play, in ms: more than that on one deal's clock is a damaged value. */
export const MAX_ELAPSED = 10 * 365 * 24 * 3600 * 1000;

export const EMPTY_STATS: GameStats = {played: 0, won: 0, lost: 0, streak: 0, bestStreak: 0, recent: []};

/** The record after one more finished game. */
export function addResult(stats: GameStats | undefined, result: Result): GameStats {
  const before = stats ?? EMPTY_STATS;
  const streak = result.won ? before.streak + 1 : 0;
  const better = (old: number | undefined, value: number) => (result.won ? Math.min(old ?? value, value) : old);
  return {
    played: before.played + 1,
    won: before.won + (result.won ? 1 : 0),
    lost: before.lost + (result.won ? 0 : 1),
    streak,
    bestStreak: Math.max(before.bestStreak, streak),
    bestTime: better(before.bestTime, result.elapsed),
    fewestMoves: better(before.fewestMoves, result.moves),
    recent: [...before.recent, result.won ? 1 : 0].slice(-RECENT),
    ...(result.won && result.lesser ? {lesserWins: (before.lesserWins ?? 0) + 1} : before.lesserWins === undefined ? {} : {lesserWins: before.lesserWins}),
  };
}

/** The name of the standard rules' part of a game's record. */
export const STANDARD_PART = 'standard';

/**
 * Records are kept apart by the version of the rules from this version on: when
 * a default changed at version 3, the standard rules' record until then had to
 * stay what it was. Versions 1 and 2 share the record without a version.
 */
export const VERSIONED_FROM = 3;

/**
 * The key of one variant's record: "stern+standard", "stern+free-cells+corner-once" (switch ids in the game's order);
 * from version 3 of a game's rules on with the version: "stern+standard@3".
 */
export function partKey(game: string, variant: readonly string[] = [], rules = 1): string {
  const key = [game, ...(variant.length === 0 ? [STANDARD_PART] : variant)].join('+');
  return rules >= VERSIONED_FROM ? `${key}@${rules}` : key;
}

/** A record key split into its game and its part ('standard' or the switch ids joined by "+"); no part: the game's total. */
export function splitKey(key: string): {readonly game: string; readonly part?: string} {
  const at = key.indexOf('+');
  return at === -1 ? {game: key} : {game: key.slice(0, at), part: key.slice(at + 1)};
}

/** Counts a deal into the file (the game's total and its variant's part) unless its identity was counted already; undefined when it was. */
export function countInto(file: StatsFile, game: string, deal: string, result: Result): StatsFile | undefined {
  const counted = file.counted[game] ?? [];
  if (counted.includes(deal)) return undefined;
  const part = partKey(game, result.variant, result.rules);
  const {variant: _variant, rules: _rules, ...plain} = result;
  return {
    games: {...file.games, [game]: addResult(file.games[game], plain), [part]: addResult(file.games[part], plain)},
    counted: {...file.counted, [game]: [...counted, deal].slice(-COUNTED)},
  };
}

/** Totals without any part come from before variants: every one of their results was played by the standard rules. */
function withStandardParts(games: Record<string, GameStats>): Record<string, GameStats> {
  const split = new Set(
    Object.keys(games)
      .map((key) => splitKey(key))
      .filter((key) => key.part !== undefined)
      .map((key) => key.game),
  );
  for (const key of Object.keys(games)) if (!key.includes('+') && !split.has(key)) games[partKey(key)] = games[key];
  return games;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export type Checked<T> = {readonly value: T; readonly dropped: readonly Dropped[]};

export function checkSettings(raw: unknown): Checked<SettingsFile> {
  if (!isObject(raw)) return {value: {}, dropped: raw === undefined ? [] : [{part: 'settings', name: 'settings'}]};
  const value: {
    lang?: 'en' | 'de';
    theme?: string;
    colours?: 'two' | 'four' | 'none';
    speed?: number;
    lastGame?: string;
    variants?: VariantChoices;
    mark?: boolean;
    winnable?: boolean;
    safeUp?: boolean;
    mouse?: boolean;
  } = {};
  const bad: string[] = [];
  if (raw.lang !== undefined) {
    if (raw.lang === 'en' || raw.lang === 'de') value.lang = raw.lang;
    else bad.push('lang');
  }
  if (raw.theme !== undefined) {
    if (typeof raw.theme === 'string' && /^[a-z]{1,20}$/.test(raw.theme)) value.theme = raw.theme;
    else bad.push('theme');
  }
  if (raw.colours !== undefined) {
    if (raw.colours === 'two' || raw.colours === 'four' || raw.colours === 'none') value.colours = raw.colours;
    else bad.push('colours');
  }
  if (raw.speed !== undefined) {
    if (Number.isInteger(raw.speed) && (raw.speed as number) >= 10 && (raw.speed as number) <= 60_000) value.speed = raw.speed as number;
    else bad.push('speed');
  }
  for (const name of ['mark', 'winnable', 'safeUp', 'mouse'] as const) {
    if (raw[name] === undefined) continue;
    if (typeof raw[name] === 'boolean') value[name] = raw[name];
    else bad.push(name);
  }
  if (raw.lastGame !== undefined) {
    if (typeof raw.lastGame === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(raw.lastGame)) value.lastGame = raw.lastGame;
    else bad.push('lastGame');
  }
  if (raw.variants !== undefined) {
    // Whether the switches exist is the game's to say (an unknown one plays the standard rules); here only the shape is checked.
    const isId = (text: unknown) => typeof text === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(text);
    if (
      isObject(raw.variants) &&
      Object.entries(raw.variants).every(([game, list]) => isId(game) && Array.isArray(list) && list.length <= 16 && list.every(isId))
    ) {
      value.variants = raw.variants as VariantChoices;
    } else bad.push('variants');
  }
  return {value, dropped: bad.map((name) => ({part: 'settings', name}))};
}

/**
 * One game's record. The counts decide whether the record is kept at all;
 * a wrong streak, best time, fewest moves or recent list is reset on its own.
 */
export function checkGameStats(raw: unknown): {value?: GameStats; bad: string[]} {
  if (!isObject(raw) || !isCount(raw.played) || !isCount(raw.won) || !isCount(raw.lost) || raw.won + raw.lost > raw.played) {
    return {bad: ['all']};
  }
  const bad: string[] = [];
  const streak = isCount(raw.streak) && raw.streak <= raw.won ? raw.streak : (bad.push('streak'), 0);
  const bestStreak = isCount(raw.bestStreak) && raw.bestStreak >= streak && raw.bestStreak <= raw.won ? raw.bestStreak : (bad.push('bestStreak'), streak);
  const positive = (name: string): number | undefined => {
    const value = raw[name];
    if (value === undefined) return undefined;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_ELAPSED) return value;
    bad.push(name);
    return undefined;
  };
  const bestTime = positive('bestTime');
  const fewestMoves = positive('fewestMoves');
  let recent: number[] = [];
  if (Array.isArray(raw.recent) && raw.recent.every((each) => each === 0 || each === 1)) recent = (raw.recent as number[]).slice(-RECENT);
  else bad.push('recent');
  const value: GameStats = {played: raw.played, won: raw.won, lost: raw.lost, streak, bestStreak, recent};
  const lesserWins =
    raw.lesserWins === undefined ? undefined : isCount(raw.lesserWins) && raw.lesserWins <= raw.won ? raw.lesserWins : (bad.push('lesserWins'), undefined);
  return {
    value: {
      ...value,
      ...(bestTime === undefined ? {} : {bestTime}),
      ...(fewestMoves === undefined ? {} : {fewestMoves}),
      ...(lesserWins === undefined ? {} : {lesserWins}),
    },
    bad,
  };
}

export function checkStats(raw: unknown): Checked<StatsFile> {
  if (!isObject(raw)) return {value: {games: {}, counted: {}}, dropped: raw === undefined ? [] : [{part: 'stats', name: 'statistics'}]};
  const dropped: Dropped[] = [];
  const games: Record<string, GameStats> = {};
  const rawGames = raw.games === undefined ? {} : raw.games;
  if (!isObject(rawGames)) dropped.push({part: 'stats', name: 'statistics'});
  else {
    for (const [game, entry] of Object.entries(rawGames)) {
      const checked = checkGameStats(entry);
      if (checked.value) games[game] = checked.value;
      if (checked.bad.length > 0) dropped.push({part: 'stats', name: game, fields: checked.bad});
    }
  }
  const counted: Record<string, string[]> = {};
  if (isObject(raw.counted)) {
    for (const [game, list] of Object.entries(raw.counted)) {
      if (Array.isArray(list)) counted[game] = list.filter((each): each is string => typeof each === 'string').slice(-COUNTED);
    }
  }
  return {value: {games: withStandardParts(games), counted}, dropped};
}
