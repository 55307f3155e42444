/** Supported languages; tr is the default (docs/product.md §1, §9). */
export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';

const KEY = 'lang';

/** The player's chosen language from local storage, else tr. */
export function getLanguage(): Language {
  try {
    const stored = localStorage.getItem(KEY);
    return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Stores the language and reloads the page (docs/product.md §4 Language switch). */
export function switchLanguage(lang: Language): void {
  localStorage.setItem(KEY, lang);
  window.location.reload();
}
