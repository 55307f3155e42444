import { matchLanguage } from '@contracts/domain/language';
import { siteConfig } from './config';
import { ssrHooks } from './ssr-hooks';
import { LANG_COOKIE } from '@contracts/site-boot';

/**
 * A language code the site offers: one of config/site.json `languages` (docs/operators.md: languages are data; adding
 * one is a locale file and a config line). Not a fixed union.
 */
export type Language = string;

/** One offered language: its code and its name in itself (config/site.json `languages`). */
export interface SiteLanguage {
  code: Language;
  name: string;
}

/** The offered languages in the order the language switch lists them (read from the site config on every call). */
export function languages(): readonly SiteLanguage[] {
  return siteConfig.languages;
}

/** The offered codes. */
export function languageCodes(): readonly Language[] {
  return languages().map((l) => l.code);
}

/** config/site.json `defaultLanguage`: the language of a first-time visitor (docs/operators.md). */
export function defaultLanguage(): Language {
  return siteConfig.defaultLanguage;
}

/** The offered language `code` names (exact, then its primary subtag, else the default; contracts/domain/language.ts). */
export function offeredLanguage(code: string | null | undefined): Language {
  return matchLanguage(code, languageCodes(), defaultLanguage());
}

/** The local storage key of the player's chosen language (src/ssr/page-start.ts reads it too: it cannot import this module). */
export const LANGUAGE_STORAGE_KEY = 'lang';
const KEY = LANGUAGE_STORAGE_KEY;

/**
 * The player's chosen language from local storage when the site still offers it, else the default language
 * (a stored language no longer offered falls back to the default).
 */
export function getLanguage(): Language {
  const rendering = ssrHooks.language?.();
  if (rendering) return rendering;
  try {
    const stored = localStorage.getItem(KEY);
    return stored !== null && languageCodes().includes(stored) ? stored : defaultLanguage();
  } catch {
    return defaultLanguage();
  }
}

/**
 * Mirrors `lang` into the `lang` cookie (a year, path /, SameSite=Lax) so the server renders the next page in it
 * (docs/architecture.md "Server-rendered pages": the server cannot read localStorage).
 */
export function writeLanguageCookie(lang: Language): void {
  document.cookie = `${LANG_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
}

/** Stores the language (local storage and the `lang` cookie) and reloads the page (docs/product.md §4 Language switch). */
export function switchLanguage(lang: Language): void {
  localStorage.setItem(KEY, lang);
  writeLanguageCookie(lang);
  window.location.reload();
}
