/**
 * What the environment says about language and character set, read the way GNU gettext and the C
 * library read it.
 */
type Env = Readonly<Record<string, string | undefined>>;

function language(name: string): 'de' | 'en' | undefined {
  if (/^de([_.@-]|$)/i.test(name)) return 'de';
  if (/^en([_.@-]|$)/i.test(name)) return 'en';
  return undefined;
}

/** The messages locale: LC_ALL, else LC_MESSAGES, else LANG; unset means the C locale. */
function messagesLocale(env: Env): string {
  return env.LC_ALL || env.LC_MESSAGES || env.LANG || 'C';
}

function isCLocale(locale: string): boolean {
  return /^(C|POSIX)([.@]|$)/.test(locale);
}

/**
 * The language the environment asks for, as gettext chooses it: under the C or POSIX locale,
 * English (LANGUAGE is then ignored); otherwise LANGUAGE, a colon-separated priority list, wins
 * with its first entry that names a language we have (de, de_AT, en_GB, …), and a LANGUAGE that
 * names none of them gives English, the untranslated original; without LANGUAGE, the locale's
 * own language, else English.
 */
export function localeLanguage(env: Env): 'de' | 'en' {
  const locale = messagesLocale(env);
  if (isCLocale(locale)) return 'en';
  if (env.LANGUAGE) {
    for (const entry of env.LANGUAGE.split(':')) {
      const found = language(entry);
      if (found) return found;
    }
    return 'en';
  }
  return language(locale) ?? 'en';
}

/** Whether the terminal's character set is UTF-8 (LC_ALL, else LC_CTYPE, else LANG); otherwise print ASCII only. */
export function isUtf8Locale(env: Env): boolean {
  return /utf-?8/i.test(env.LC_ALL || env.LC_CTYPE || env.LANG || '');
}
