import { getLanguage } from './locale';
import { formatMoney } from './money';

/**
 * Money in lira for display (spec §1 "Money is shown in Turkish lira") in the player's language, through the
 * format the server also uses (./money): `amount` is in lira (not kuruş), e.g. 1234.5 → "₺1.234,50" (tr),
 * "₺1,234.50" (en). Non-finite input shows as ₺0,00.
 */
export function formatLira(amount: number, language: string = getLanguage()): string {
  return formatMoney(amount, language);
}

export interface DateTimeOptions {
  /** Month-name language; defaults to the player's language (tr or en). */
  locale?: string;
  /** IANA zone to show the time in; defaults to the browser's zone. */
  timeZone?: string;
}

/**
 * A UTC timestamp as `d.MMM.YY HH:MM` (spec §3 Notification timeStamp), e.g. "5.Mar.24 14:07".
 * Day without padding, short month name in the player's language, 2-digit year, 24-hour time.
 * An ISO string without a zone designator is read as UTC. Returns '' for an unparseable input.
 */
export function formatDateTime(utcIso: string, { locale = getLanguage(), timeZone }: DateTimeOptions = {}): string {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(utcIso.trim());
  const date = new Date(hasZone ? utcIso : `${utcIso.trim()}Z`);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const month = part('month').replace(/\.$/, '');
  return `${part('day')}.${month}.${part('year')} ${part('hour')}:${part('minute')}`;
}
