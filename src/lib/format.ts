import { getLanguage } from './locale';
import { SITE_TIME_ZONE } from '@contracts/domain/istanbul-time';
import { formatMoney } from '@contracts/domain/money';

// Every date on the site is shown in SITE_TIME_ZONE (docs/histories.md), the zone the server counts history days
// and writes the times of its messages in: contracts/domain/istanbul-time.ts holds it with the calendar helpers.

/**
 * Money in lira for display (docs/product.md §1 "Money is shown in Turkish lira") in the player's language, through the
 * format the server also uses (./money): `amount` is in lira (not kuruş), e.g. 1234.5 → "₺1.234,50" (tr),
 * "₺1,234.50" (en). Non-finite input shows as ₺0,00.
 */
export function formatLira(amount: number, language: string = getLanguage()): string {
  return formatMoney(amount, language);
}

export interface DateTimeOptions {
  /** Month-name language; defaults to the player's language (a code of site.languages). */
  locale?: string;
  /** IANA zone to show the time in; defaults to SITE_TIME_ZONE (never the browser's). */
  timeZone?: string;
}

/**
 * A UTC timestamp as `d.MMM.YY HH:MM` (docs/product.md §3 Notification timeStamp) in SITE_TIME_ZONE, e.g. "5.Mar.24 17:07"
 * for 14:07 UTC. Every date display of the site goes through here (components: src/lib/use-site-time.ts, which also names the zone).
 * Day without padding, short month name in the player's language, 2-digit year, 24-hour time.
 * An ISO string without a zone designator is read as UTC. Returns '' for an unparseable input.
 */
export function formatDateTime(utcIso: string, { locale = getLanguage(), timeZone = SITE_TIME_ZONE }: DateTimeOptions = {}): string {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(utcIso.trim());
  const date = new Date(hasZone ? utcIso : `${utcIso.trim()}Z`);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat(locale, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const month = part('month').replace(/\.$/, '');
  return `${part('day')}.${month}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** formatDateTime's formatters by locale and zone: making one is far slower than using it (history lists format hundreds). */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    // Locales and zones come from the site's few languages and one zone; bounded all the same.
    if (dateTimeFormats.size >= 32) dateTimeFormats.clear();
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * A label with the shown zone named, e.g. a column header ("Date", "Istanbul time") → "Date (Istanbul time)"
 * (docs/histories.md). `zoneName` is the translated locale key `time.zone`; components get both from useSiteTime().
 */
export function withTimeZoneName(label: string, zoneName: string): string {
  return `${label} (${zoneName})`;
}

/** A UTC timestamp as formatDateTime with the zone named after it, e.g. "5.Mar.24 17:07 (Istanbul time)"; '' for garbage. */
export function formatDateTimeNamed(utcIso: string, zoneName: string, options: DateTimeOptions = {}): string {
  const text = formatDateTime(utcIso, options);
  return text === '' ? '' : withTimeZoneName(text, zoneName);
}
