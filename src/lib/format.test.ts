import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLira } from './format';

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
