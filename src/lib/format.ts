import { getLanguage } from './locale';
import { formatMoney } from '../../contracts/domain/money';

/**
 * The one time zone every date on the site is shown in (issue 16 item 10): the operator's, Türkiye (UTC+3 all year
 * since 2016). The server counts history days (server/services/payments-history.ts) and writes the times in its
 * messages (server/services/protection-text.ts) in it too, so what the player reads agrees everywhere, whatever
 * the browser's zone.
 */
export const SITE_TIME_ZONE = 'Europe/Istanbul';

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
  /** IANA zone to show the time in; defaults to SITE_TIME_ZONE (never the browser's). */
  timeZone?: string;
}

/**
 * A UTC timestamp as `d.MMM.YY HH:MM` (spec §3 Notification timeStamp) in SITE_TIME_ZONE, e.g. "5.Mar.24 17:07"
 * for 14:07 UTC. Every date display of the site goes through here (components: src/lib/use-site-time.ts, which also names the zone).
 * Day without padding, short month name in the player's language, 2-digit year, 24-hour time.
 * An ISO string without a zone designator is read as UTC. Returns '' for an unparseable input.
 */
export function formatDateTime(utcIso: string, { locale = getLanguage(), timeZone = SITE_TIME_ZONE }: DateTimeOptions = {}): string {
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

/**
 * A label with the shown zone named, e.g. a column header ("Date", "Istanbul time") → "Date (Istanbul time)"
 * (issue 16 item 10). `zoneName` is the translated locale key `time.zone`; components get both from useSiteTime().
 */
export function withTimeZoneName(label: string, zoneName: string): string {
  return `${label} (${zoneName})`;
}

/** A UTC timestamp as formatDateTime with the zone named after it, e.g. "5.Mar.24 17:07 (Istanbul time)"; '' for garbage. */
export function formatDateTimeNamed(utcIso: string, zoneName: string, options: DateTimeOptions = {}): string {
  const text = formatDateTime(utcIso, options);
  return text === '' ? '' : withTimeZoneName(text, zoneName);
}

/** The calendar day 'YYYY-MM-DD' of an instant in SITE_TIME_ZONE (history filters and exports count these days). */
export function siteDay(date: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
