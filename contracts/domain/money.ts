/**
 * The one money format of the site and the platform server (design: "Numbers and money through
 * Intl ... and the lira sign"): Turkish lira with two decimals in the player's language, by its code through Intl
 * (docs/operators.md: no table of languages) — tr: ₺50.000,00 ("." groups thousands, "," is the decimal mark);
 * en: ₺50,000.00; de: 50.000,00 ₺. Pure (no browser APIs), so the server imports it too (server/i18n/messages.ts
 * money parameters) and the provider frames get the same Intl arguments from moneyIntl().
 */

/** The lira in every language: narrow symbol (₺), two decimals. */
const MONEY_OPTIONS: Intl.NumberFormatOptions = { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' };

/** Decimal odds: always two decimals, the language's decimal mark (tr 2,24, en 2.24). */
export const ODDS_OPTIONS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * The BCP 47 tag Intl formats `language` with: the code itself, trimmed ('en', 'tr', 'pt-BR'). A text that is no
 * language tag at all (Intl throws on it) is read as the runtime's default locale, so formatting never throws.
 */
export function intlTag(language: string | null | undefined): string {
  const asked = language ?? '';
  const known = tags.get(asked);
  if (known !== undefined) return known;
  const tag = asked.trim();
  let found: string;
  try {
    found = tag ? (Intl.getCanonicalLocales(tag)[0] ?? new Intl.NumberFormat().resolvedOptions().locale) : new Intl.NumberFormat().resolvedOptions().locale;
  } catch {
    found = new Intl.NumberFormat().resolvedOptions().locale;
  }
  // Asked on every amount shown (a jackpot ticker many times a second); the texts come from callers, so the memo is bounded.
  if (tags.size >= MAX_TAGS) tags.clear();
  tags.set(asked, found);
  return found;
}

/** intlTag's answers by the text asked (Intl.getCanonicalLocales is slow next to a Map lookup); at most MAX_TAGS. */
const tags = new Map<string, string>();
const MAX_TAGS = 64;

/** The `Intl.NumberFormat` arguments of `language`'s money format: frames that cannot import this module are handed these. */
export function moneyIntl(language: string): { tag: string; options: Intl.NumberFormatOptions } {
  return { tag: intlTag(language), options: MONEY_OPTIONS };
}

const cache = new Map<string, Intl.NumberFormat>();
function formatter(kind: 'money' | 'odds', language: string): Intl.NumberFormat {
  const tag = intlTag(language);
  const key = `${kind}:${tag}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, kind === 'money' ? MONEY_OPTIONS : ODDS_OPTIONS);
    cache.set(key, format);
  }
  return format;
}

/**
 * `lira` (not kuruş) as money text in `language` (a language code): formatMoney(50000, 'tr') -> '₺50.000,00',
 * formatMoney(50000, 'en') -> '₺50,000.00'. Non-finite input shows as zero (₺0,00 / ₺0.00).
 */
export function formatMoney(lira: number, language: string): string {
  return formatter('money', language).format(Number.isFinite(lira) ? lira : 0);
}

/** Decimal odds as text in `language`: formatOdds(2.24, 'tr') -> '2,24', formatOdds(2.24, 'en') -> '2.24'. */
export function formatOdds(odds: number, language: string): string {
  return formatter('odds', language).format(Number.isFinite(odds) ? odds : 0);
}
