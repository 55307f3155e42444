import { ApiFailure } from '@server/http/envelope';
import { localeText } from '@server/i18n/languages';
import type { Locale } from '@server/i18n/locale';
import { translate } from '@server/i18n/messages';
import type { MessageKey } from '@server/i18n/messages';
import type { MessageParams } from '@server/i18n/message-params';
import { formatMoney } from '@contracts/domain/money';
import type { LimitPeriod, LimitType } from './profile';

/**
 * Texts of the protection refusals (contract: "a clear sentence in tr and en with the figures and the date/time
 * the limit frees up"). A refusal carries a function of the language, because figures, period and limit names
 * differ per language; the error handler renders it in the request's. The words (periods, limit types, time units)
 * are in the locale files under `server.words` (docs/operators.md "Adding a language").
 */

const word = (locale: Locale, key: string): string => localeText(locale, `server.words.${key}`) ?? key;

/** Kuruş as money text in the one site-wide format (contracts/domain/money.ts): 123456 -> '₺1.234,56' (tr) / '₺1,234.56' (en). */
export function moneyText(locale: Locale, kurus: number): string {
  return formatMoney(kurus / 100, locale);
}

/** A duration as '2 h 5 min' / '2 sa 5 dk', rounded up to the minute; from 48 h on in days and hours. */
export function durationText(locale: Locale, ms: number): string {
  const unit = { d: word(locale, 'unit.d'), h: word(locale, 'unit.h'), m: word(locale, 'unit.m') };
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const [big, small, bigUnit, smallUnit] =
    minutes >= 2880
      ? [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), unit.d, unit.h]
      : [Math.floor(minutes / 60), minutes % 60, unit.h, unit.m];
  if (big === 0) return `${small} ${smallUnit}`;
  return small === 0 ? `${big} ${bigUnit}` : `${big} ${bigUnit} ${small} ${smallUnit}`;
}

export const periodText = (locale: Locale, period: LimitPeriod): string => word(locale, `period.${period}`);
export const typeText = (locale: Locale, type: LimitType): string => word(locale, `type.${type}`);

/** Parameters per language; plain values are the same in every language. */
export type TextParams = (locale: Locale) => MessageParams;

/** `key` filled in `locale`, e.g. for a notification or a success message. */
export function localized(locale: Locale, key: MessageKey, params: TextParams = () => ({})): string {
  const text = translate(locale, key, params(locale));
  // Turkish sentences may open with the period word ('{period} {type} limitiniz...'): start them with a capital.
  return translate(locale, key).startsWith('{period}')
    ? text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
    : text;
}

/** A 400 refusal whose message is `key` in the request's language (see module doc); `data` goes to the envelope. */
export function refusal(key: MessageKey, params: TextParams = () => ({}), status = 400, data: unknown = null): ApiFailure {
  return new ApiFailure(status, key, {}, data, (locale) => localized(locale, key, params));
}
