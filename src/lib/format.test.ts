import { describe, expect, it } from 'vitest';
import { SITE_TIME_ZONE, istanbulDate as siteDay } from '@contracts/domain/istanbul-time';
import { formatDateTime, formatDateTimeNamed, formatLira, withTimeZoneName } from './format';

// Intl may use a narrow no-break space in some ICU versions; compare with normal spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatLira', () => {
  it('formats lira with the tr-TR grouping, decimal comma and the lira sign', () => {
    expect(plain(formatLira(1234.5))).toBe('₺1.234,50');
    expect(plain(formatLira(0))).toBe('₺0,00');
    expect(plain(formatLira(1000000))).toBe('₺1.000.000,00');
  });
  it('shows non-finite amounts as zero rather than NaN', () => {
    expect(plain(formatLira(Number.NaN))).toBe('₺0,00');
  });
});

describe('formatDateTime', () => {
  it('renders d.MMM.YY HH:MM in the given zone', () => {
    expect(formatDateTime('2024-03-05T14:07:00Z', { locale: 'en', timeZone: 'UTC' })).toBe('5.Mar.24 14:07');
    expect(formatDateTime('2024-03-05T14:07:00Z', { locale: 'en', timeZone: 'Europe/Istanbul' })).toBe('5.Mar.24 17:07');
  });
  it('reads a timestamp without zone as UTC and uses Turkish month names for tr', () => {
    expect(formatDateTime('2025-08-19T23:30:00', { locale: 'tr', timeZone: 'UTC' })).toBe('19.Ağu.25 23:30');
    expect(formatDateTime('2025-01-01T00:05:00', { locale: 'tr', timeZone: 'Europe/Istanbul' })).toBe('1.Oca.25 03:05');
  });
  it('returns an empty string for garbage', () => {
    expect(formatDateTime('not a date', { locale: 'en' })).toBe('');
  });
});

describe('one time zone, named', () => {
  it('shows Istanbul time by default whatever the browser zone (run under TZ=America/New_York too)', () => {
    // 14:07 UTC is 17:07 in Istanbul, 09:07 in New York.
    expect(formatDateTime('2024-03-05T14:07:00Z', { locale: 'en' })).toBe('5.Mar.24 17:07');
    expect(formatDateTime('2024-12-31T22:30:00Z', { locale: 'tr' })).toBe('1.Oca.25 01:30');
    expect(SITE_TIME_ZONE).toBe('Europe/Istanbul');
  });
  it('counts Istanbul calendar days', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Istanbul (and still 31 Dec in New York).
    expect(siteDay(new Date('2024-12-31T22:30:00Z'))).toBe('2025-01-01');
    expect(siteDay(new Date('2024-12-31T20:59:00Z'))).toBe('2024-12-31');
  });
  it('names the zone beside a time', () => {
    expect(withTimeZoneName('Date', 'Istanbul time')).toBe('Date (Istanbul time)');
    expect(formatDateTimeNamed('2024-03-05T14:07:00Z', 'TSİ', { locale: 'tr' })).toBe('5.Mar.24 17:07 (TSİ)');
    expect(formatDateTimeNamed('garbage', 'TSİ')).toBe('');
  });
});
