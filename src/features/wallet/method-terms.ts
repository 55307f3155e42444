import type { TFunction } from 'i18next';
import type { MethodFee, MethodProcessing } from '@contracts/types/wallet/methods';
import { formatLira } from '@site/lib/format';
import { intlTag } from '@contracts/domain/money';

/**
 * How long a method takes, in the player's language (docs/wallet.md): 'Instant', '5–30 min', '1–24 hours',
 * '1–3 business days' ('Anında', '5–30 dk', '1–24 saat', '1–3 iş günü'). Null when the server does not say.
 */
export function processingText(processing: MethodProcessing | undefined, t: TFunction): string | null {
  if (!processing) return null;
  if (processing.unit === 'instant') return t('wallet.processing.instant');
  const range = processing.min === processing.max ? String(processing.max) : `${processing.min}–${processing.max}`;
  return t(`wallet.processing.${processing.unit}`, { count: processing.max, range });
}

/**
 * What a method costs, in the player's language: 'No fee' when both parts are 0, else '₺5 fee', '2,5% fee' or
 * '₺5 + 2,5% fee' (lira in the shared money format). Null when the server does not say.
 */
export function feeText(fee: MethodFee | undefined, t: TFunction, language: string): string | null {
  if (!fee) return null;
  if (fee.fixed === 0 && fee.percent === 0) return t('wallet.fee.none');
  const percent = fee.percent > 0 ? new Intl.NumberFormat(intlTag(language), { style: 'percent', maximumFractionDigits: 2 }).format(fee.percent / 100) : null;
  const parts = [fee.fixed > 0 ? formatLira(fee.fixed, language) : null, percent].filter(Boolean).join(' + ');
  return t('wallet.fee.amount', { fee: parts });
}

/** The card's terms line: processing time and fee joined by ' · ' ('Instant · No fee'); null when neither is known. */
export function methodTerms(method: { processing?: MethodProcessing; fee?: MethodFee }, t: TFunction, language: string): string | null {
  const parts = [processingText(method.processing, t), feeText(method.fee, t, language)].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' · ') : null;
}
