import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDateTimeNamed, withTimeZoneName } from './format';

/** What a component shows dates with (docs/histories.md); every value is in SITE_TIME_ZONE (contracts/domain/istanbul-time.ts). */
export interface SiteTime {
  /** The zone's name in the player's language: "Istanbul time" / "TSİ" (locale key `time.zone`). */
  zone: string;
  /** ISO UTC → 'd.MMM.YY HH:MM' in Istanbul time, month names in the page's language (docs/product.md §3). */
  format: (utcIso: string) => string;
  /** As `format`, with the zone named after it: "5.Mar.24 17:07 (Istanbul time)". */
  formatNamed: (utcIso: string) => string;
  /** A label (e.g. a column header) with the zone named: "Date (Istanbul time)". */
  label: (text: string) => string;
}

/** The site's one date display, in the language of the component's i18n instance. */
export function useSiteTime(): SiteTime {
  const { t, i18n } = useTranslation();
  const zone = t('time.zone');
  const locale = i18n.language;
  return {
    zone,
    format: (utcIso) => formatDateTime(utcIso, { locale }),
    formatNamed: (utcIso) => formatDateTimeNamed(utcIso, zone, { locale }),
    label: (text) => withTimeZoneName(text, zone),
  };
}
