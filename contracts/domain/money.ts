/**
 * The one money format of the site and the platform server (issue 16 item 5; design: "Numbers and money through
 * Intl ... and the lira sign"): Turkish lira with two decimals in the player's language —
 * tr: ₺50.000,00 ("." groups thousands, "," is the decimal mark); en: ₺50,000.00. Pure (no browser APIs), so
 * the server imports it too (server/i18n/messages.ts money parameters) and the provider frames get the same
 * Intl arguments from MONEY_INTL.
 */

/** Languages with a money format; anything else is read as tr (docs/product.md §1 default). */
export type MoneyLanguage = 'tr' | 'en';

/** The `Intl.NumberFormat` arguments per language: frames that cannot import this module are handed these. */
export const MONEY_INTL: Record<MoneyLanguage, { tag: string; options: Intl.NumberFormatOptions }> = {
  tr: { tag: 'tr-TR', options: { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' } },
  en: { tag: 'en-GB', options: { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' } },
};

const formats: Record<MoneyLanguage, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat(MONEY_INTL.tr.tag, MONEY_INTL.tr.options),
  en: new Intl.NumberFormat(MONEY_INTL.en.tag, MONEY_INTL.en.options),
};

/** 'en', 'en-US', 'EN' -> 'en'; anything else -> 'tr'. */
export function moneyLanguage(language: string | null | undefined): MoneyLanguage {
  return language?.trim().toLowerCase().startsWith('en') ? 'en' : 'tr';
}

/**
 * `lira` (not kuruş) as money text in `language`: formatMoney(50000, 'tr') -> '₺50.000,00',
 * formatMoney(50000, 'en') -> '₺50,000.00'. Non-finite input shows as ₺0,00 / ₺0.00.
 */
export function formatMoney(lira: number, language: string): string {
  return formats[moneyLanguage(language)].format(Number.isFinite(lira) ? lira : 0);
}

/** Decimal odds: always two decimals, the language's decimal mark (tr 2,24, en 2.24), no grouping below 1,000. */
export const ODDS_OPTIONS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

const oddsFormats: Record<MoneyLanguage, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat(MONEY_INTL.tr.tag, ODDS_OPTIONS),
  en: new Intl.NumberFormat(MONEY_INTL.en.tag, ODDS_OPTIONS),
};

/** Decimal odds as text in `language`: formatOdds(2.24, 'tr') -> '2,24', formatOdds(2.24, 'en') -> '2.24'. */
export function formatOdds(odds: number, language: string): string {
  return oddsFormats[moneyLanguage(language)].format(Number.isFinite(odds) ? odds : 0);
}
