/**
 * Which offered language a requested code means (docs/operators.md; docs/product.md §1): the one rule of the site
 * (stored choice, i18next language, live chat) and the server (x-locale header). Languages are data — the offered
 * codes come from config/site.json `languages`, never from a fixed list.
 */

/**
 * The offered code `requested` names: the exact code (case-insensitive, '_' read as '-': 'EN', 'pt_br'), else its
 * primary subtag ('en-US' -> 'en'), else `fallback` (the default language). Nothing requested -> `fallback`.
 */
export function matchLanguage(requested: string | null | undefined, offered: readonly string[], fallback: string): string {
  const raw = requested?.trim().toLowerCase().replace(/_/g, '-').slice(0, 35);
  if (!raw) return fallback;
  const exact = offered.find((code) => code.toLowerCase() === raw);
  if (exact) return exact;
  const primary = raw.split('-')[0];
  return offered.find((code) => code.toLowerCase() === primary) ?? fallback;
}
