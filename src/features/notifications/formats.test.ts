import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@site/lib/format';
import { notificationBadge } from './badge';

describe('notificationBadge (docs/product.md §9 unread badge: the count, 9+ from 9)', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [8, '8'],
    [9, '9+'],
    [10, '9+'],
    [100, '9+'],
  ])('%i unread → %j', (count, text) => {
    expect(notificationBadge(count)).toBe(text);
  });
});

describe('notification time (docs/product.md §3: timeStamp in UTC shown as d.MMM.YY HH:MM)', () => {
  it('shows the server timeStamp in the player’s zone with an unpadded day and 24-hour time', () => {
    expect(formatDateTime('2026-11-21T09:05:00.000Z', { locale: 'en', timeZone: 'UTC' })).toBe('21.Nov.26 09:05');
    expect(formatDateTime('2026-11-21T09:05:00.000Z', { locale: 'en', timeZone: 'Europe/Istanbul' })).toBe('21.Nov.26 12:05');
    expect(formatDateTime('2026-09-03T23:59:59.999Z', { locale: 'en', timeZone: 'UTC' })).toBe('3.Sep.26 23:59');
  });
  it('moves to the next day (and year) when the zone crosses midnight', () => {
    expect(formatDateTime('2026-12-31T22:30:00.000Z', { locale: 'tr', timeZone: 'Europe/Istanbul' })).toBe('1.Oca.27 01:30');
    expect(formatDateTime('2026-02-01T00:00:00.000Z', { locale: 'tr', timeZone: 'UTC' })).toBe('1.Şub.26 00:00');
  });
  it('never shows 24:00 for midnight', () => {
    expect(formatDateTime('2026-05-04T00:00:00Z', { locale: 'en', timeZone: 'UTC' })).toBe('4.May.26 00:00');
  });
});
