import {describe, expect, it} from 'vitest';
import {toAscii, toAsciiKeepingColumns} from '../../source/cli/ascii.js';
import {isUtf8Locale, localeLanguage} from '../../source/ui/text/locale.js';
import {chooseLang} from '../../source/ui/text/messages.js';

describe('the language from the environment, as gettext reads it', () => {
  it('takes the locale: LC_ALL, else LC_MESSAGES, else LANG', () => {
    expect(localeLanguage({LANG: 'de_DE.UTF-8'})).toBe('de');
    expect(localeLanguage({LC_MESSAGES: 'de_AT', LANG: 'en_GB.UTF-8'})).toBe('de');
    expect(localeLanguage({LC_ALL: 'en_US.UTF-8', LC_MESSAGES: 'de_DE', LANG: 'de_DE'})).toBe('en');
    expect(localeLanguage({LC_ALL: '', LANG: 'de_CH.UTF-8'})).toBe('de');
    expect(localeLanguage({LANG: 'fr_FR.UTF-8'})).toBe('en');
    expect(localeLanguage({})).toBe('en');
  });

  it('honours LANGUAGE as a priority list: the first language we have wins', () => {
    expect(localeLanguage({LANG: 'en_US.UTF-8', LANGUAGE: 'de'})).toBe('de');
    expect(localeLanguage({LANG: 'en_US.UTF-8', LANGUAGE: 'fr:de_AT:en'})).toBe('de');
    expect(localeLanguage({LANG: 'de_DE.UTF-8', LANGUAGE: 'en_GB:de'})).toBe('en');
    expect(localeLanguage({LANG: 'de_DE.UTF-8', LANGUAGE: ''})).toBe('de');
  });

  it('gives English, the untranslated original, when LANGUAGE names no language we have', () => {
    expect(localeLanguage({LANG: 'de_DE.UTF-8', LANGUAGE: 'fr:it'})).toBe('en');
  });

  it('ignores LANGUAGE under the C or POSIX locale, and without any locale', () => {
    for (const locale of ['C', 'POSIX', 'C.UTF-8', 'C.utf8']) {
      expect(localeLanguage({LANG: locale, LANGUAGE: 'de'}), locale).toBe('en');
      expect(localeLanguage({LC_ALL: locale, LANG: 'de_DE.UTF-8', LANGUAGE: 'de'}), locale).toBe('en');
    }
    expect(localeLanguage({LANGUAGE: 'de'})).toBe('en');
  });

  it('lets --lang and the saved setting win over the environment', () => {
    expect(chooseLang('en', undefined, {LANG: 'de_DE.UTF-8', LANGUAGE: 'de'})).toBe('en');
    expect(chooseLang(undefined, 'en', {LANG: 'de_DE.UTF-8', LANGUAGE: 'de'})).toBe('en');
    expect(chooseLang(undefined, undefined, {LANG: 'en_GB.UTF-8', LANGUAGE: 'de'})).toBe('de');
  });
});

describe('the character set', () => {
  it('is UTF-8 only when the locale says so (LC_ALL, else LC_CTYPE, else LANG)', () => {
    expect(isUtf8Locale({LANG: 'de_DE.UTF-8'})).toBe(true);
    expect(isUtf8Locale({LANG: 'en_US.utf8'})).toBe(true);
    expect(isUtf8Locale({LC_CTYPE: 'C.UTF-8', LANG: 'C'})).toBe(true);
    expect(isUtf8Locale({LC_ALL: 'C', LANG: 'de_DE.UTF-8'})).toBe(false);
    expect(isUtf8Locale({LANG: 'C'})).toBe(false);
    expect(isUtf8Locale({LANG: 'de_DE.ISO-8859-1'})).toBe(false);
    expect(isUtf8Locale({})).toBe(false);
  });

  it('spells text in ASCII when it is not', () => {
    expect(toAscii('Die große Patience — Fürst Bismarck…')).toBe('Die grosse Patience - Fuerst Bismarck...');
    expect(toAscii('„harfp“ ↑ ↓ ÄÖÜ café 10♠ █▁')).toBe('"harfp" Up Down AeOeUe cafe 10S W.');
    expect(toAscii('漢 🂡')).toBe('? ?');
  });
});

describe('ASCII tables', () => {
  it('keep right-aligned columns when a word gets wider', () => {
    expect(toAsciiKeepingColumns('Spiel   Zeit  Züge  zuletzt')).toBe('Spiel   Zeit Zuege  zuletzt');
    expect(toAsciiKeepingColumns('a Züge')).toBe('a Zuege');
    expect(toAsciiKeepingColumns('Züge ok')).toBe('Zuege ok');
  });
});
