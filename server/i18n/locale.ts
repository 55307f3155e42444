/** Locales the server answers in (docs/product.md §1: tr and en, tr the default). */
export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tr';

/**
 * Reads the `x-locale` header value ('tr', 'en', also 'en-US', 'TR'...) into a supported locale;
 * anything else, or no header, is tr (docs/product.md §1).
 */
export function parseLocale(header: string | string[] | undefined): Locale {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().slice(0, 2);
  return (LOCALES as readonly string[]).includes(raw ?? '') ? (raw as Locale) : DEFAULT_LOCALE;
}
