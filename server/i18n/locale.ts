import { matchLanguage } from '@contracts/domain/language';
import { languageConfig } from './languages';

/**
 * A language code the server answers in: one of config/site.json `languages` (docs/operators.md "Adding a language": languages are data,
 * adding one is a locale file and a config line). Not a fixed union: the list is read at start.
 */
export type Locale = string;

/** The offered language codes, in the order of config/site.json `languages`. */
export function locales(): readonly Locale[] {
  return languageConfig().languages.map((l) => l.code);
}

/** config/site.json `defaultLanguage`: the language of a request without a usable x-locale. */
export function defaultLocale(): Locale {
  return languageConfig().defaultLanguage;
}

/**
 * Reads the `x-locale` header ('en', 'EN', 'en-US', 'pt_BR'...) into an offered language code: the exact code
 * (case-insensitive) first, then its primary subtag ('en-US' -> 'en'), else the default language
 * (docs/product.md §1; docs/operators.md "Adding a language"; the rule is contracts/domain/language.ts, the site's too).
 */
export function parseLocale(header: string | string[] | undefined): Locale {
  return matchLanguage(Array.isArray(header) ? header[0] : header, locales(), defaultLocale());
}
