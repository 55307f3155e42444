import { describe, expect, it } from 'vitest';
import {
  SITE_TIME_ZONE,
  addCalendarDays,
  istanbulDate,
  istanbulDateTimeText,
  istanbulDayEnd,
  istanbulDayStart,
  istanbulInstant,
  istanbulTimestampText,
  istanbulWallTime,
} from './istanbul-time';

// Run under TZ=America/New_York or TZ=Asia/Tokyo too: nothing here may depend on the process's zone.
describe('Istanbul time', () => {
  it('is the Europe/Istanbul zone', () => {
    expect(SITE_TIME_ZONE).toBe('Europe/Istanbul');
  });

  it('reads the wall clock of an instant, three hours ahead of UTC', () => {
    expect(istanbulWallTime(new Date('2026-11-21T18:30:15Z'))).toEqual({ year: 2026, month: 11, day: 21, hour: 21, minute: 30, second: 15 });
    expect(istanbulWallTime(Date.parse('2026-11-21T21:00:00Z'))).toEqual({ year: 2026, month: 11, day: 22, hour: 0, minute: 0, second: 0 });
  });

  it('turns the Istanbul day at midnight there (21:00 UTC), not at UTC midnight', () => {
    expect(istanbulDate(new Date('2026-11-21T20:59:59.999Z'))).toBe('2026-11-21');
    expect(istanbulDate(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
    expect(istanbulDate(new Date('2026-11-22T00:00:00Z'))).toBe('2026-11-22');
  });

  it('rolls over month and year ends', () => {
    expect(istanbulDate(new Date('2024-12-31T22:30:00Z'))).toBe('2025-01-01');
    expect(istanbulDate(new Date('2024-12-31T20:59:00Z'))).toBe('2024-12-31');
    expect(istanbulDate(new Date('2026-02-28T21:00:00Z'))).toBe('2026-03-01');
    expect(istanbulDate(new Date('2024-02-28T21:00:00Z'))).toBe('2024-02-29');
    expect(istanbulDate(new Date('2026-04-30T21:30:00Z'))).toBe('2026-05-01');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-11-22', -29)).toBe('2026-10-24');
  });

  it('gives the instant an Istanbul day starts and ends', () => {
    expect(istanbulDayStart('2026-11-01').toISOString()).toBe('2026-10-31T21:00:00.000Z');
    expect(istanbulDayStart('2027-01-01').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(istanbulDayEnd('2026-02-28').toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(istanbulDayEnd('2024-02-28').toISOString()).toBe('2024-02-28T21:00:00.000Z');
    expect(istanbulDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    // The start of the day an instant falls in is at or before it, and the day ends after it.
    for (const iso of ['2026-11-21T20:59:59Z', '2026-11-21T21:00:00Z', '2026-03-31T23:10:00Z']) {
      const at = new Date(iso);
      const day = istanbulDate(at);
      expect(istanbulDayStart(day).getTime()).toBeLessThanOrEqual(at.getTime());
      expect(istanbulDayEnd(day).getTime()).toBeGreaterThan(at.getTime());
    }
  });

  it('gives the instant of an Istanbul wall time, hours past 24 rolling into the next day', () => {
    expect(istanbulInstant('2026-11-22', 19, 0).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(istanbulInstant('2026-11-30', 1, 30).toISOString()).toBe('2026-11-29T22:30:00.000Z');
    expect(istanbulInstant('2026-11-30', 24, 0).toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });

  it('follows the zone database, not a fixed +3: summer time of 2015 was UTC+3, winter UTC+2', () => {
    expect(istanbulDayStart('2015-07-01').toISOString()).toBe('2015-06-30T21:00:00.000Z');
    expect(istanbulDayStart('2015-01-15').toISOString()).toBe('2015-01-14T22:00:00.000Z');
    expect(istanbulDateTimeText(new Date('2015-01-15T10:00:00Z'))).toBe('15.01.2015 12:00');
  });

  it('refuses a day that does not exist', () => {
    for (const day of ['2026-02-29', '2024-02-31', '2026-13-01', 'yesterday', '2026-1-5']) {
      expect(() => istanbulDayStart(day)).toThrow(RangeError);
      expect(() => istanbulDayEnd(day)).toThrow(RangeError);
    }
  });

  it('writes wall times for messages and exports', () => {
    expect(istanbulDateTimeText(new Date('2026-11-24T04:04:00Z'))).toBe('24.11.2026 07:04');
    expect(istanbulDateTimeText(new Date('2026-12-31T21:05:00Z'))).toBe('01.01.2027 00:05');
    expect(istanbulTimestampText(new Date('2026-01-31T22:00:09.900Z'))).toBe('2026-02-01 01:00:09');
  });
});
