import { intlTag } from './money';
/**
 * Rules of game play shared by the site and the platform server (docs/fun-mode.md: play for fun, game info).
 */

/** Volatility levels a game may declare (catalogue column games.volatility); the site names them in each language. */
export const VOLATILITY_LEVELS = ['low', 'medium', 'high', 'very-high'] as const;
export type Volatility = (typeof VOLATILITY_LEVELS)[number];

/** Virtual credits a fun-mode session starts with, in kuruş (1,000.00 credits). Never money: no wallet, no ledger. */
export const FUN_CREDITS_KURUS = 100_000;

/** A fun-mode session ends this long after it was opened, ms; the player simply opens the game again. */
export const FUN_SESSION_MS = 2 * 60 * 60 * 1000;

/** Fun-mode game session tokens start with this, so the demo game API tells them from real ones without a lookup. */
export const FUN_TOKEN_PREFIX = 'fun.';

/**
 * The game's RTP as the site shows it: two decimals at most, trailing zeros dropped, in the language's number
 * format and a percent sign: formatRtp(96.5, 'tr') -> '%96,5', formatRtp(96.48, 'en') -> '96.48%'.
 */
export function formatRtp(percent: number, language: string): string {
  return new Intl.NumberFormat(intlTag(language), { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}
