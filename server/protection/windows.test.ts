import { describe, expect, it } from 'vitest';
import {
  addPeriod,
  coveredMs,
  crossedWarning,
  freesUpAt,
  mergeIntervals,
  percentOf,
  periodMinutes,
  sessionFreesUpAt,
  usageOf,
  windowStart,
} from './windows';

const at = (iso: string) => new Date(iso);
const MIN = 60_000;

describe('windows', () => {
  it('day and week are the last 24 h and 7 days', () => {
    expect(windowStart('day', at('2026-11-21T12:00:00Z')).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(windowStart('week', at('2026-11-21T12:00:00Z')).toISOString()).toBe('2026-11-14T12:00:00.000Z');
  });

  it('month is one calendar month back, the day clamped to the shorter month', () => {
    expect(windowStart('month', at('2026-11-21T12:00:00Z')).toISOString()).toBe('2026-10-21T12:00:00.000Z');
    expect(windowStart('month', at('2026-03-31T08:30:00Z')).toISOString()).toBe('2026-02-28T08:30:00.000Z');
    expect(windowStart('month', at('2028-03-31T08:30:00Z')).toISOString()).toBe('2028-02-29T08:30:00.000Z');
    expect(windowStart('month', at('2026-01-15T00:00:00Z')).toISOString()).toBe('2025-12-15T00:00:00.000Z');
    expect(addPeriod('month', at('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });

  it('a period has as many minutes as its window', () => {
    expect(periodMinutes('day', at('2026-11-21T12:00:00Z'))).toBe(1440);
    expect(periodMinutes('week', at('2026-11-21T12:00:00Z'))).toBe(10080);
    expect(periodMinutes('month', at('2026-03-01T00:00:00Z'))).toBe(28 * 1440);
  });
});

describe('usage and when a money limit frees up', () => {
  const events = [
    { at: at('2026-11-21T08:00:00Z'), amount: 30_000 },
    { at: at('2026-11-21T09:00:00Z'), amount: 20_000 },
  ];

  it('usage is the sum, floored at 0 (a net win is a loss of 0)', () => {
    expect(usageOf(events)).toBe(50_000);
    expect(
      usageOf([
        { at: at('2026-11-21T08:00:00Z'), amount: 1_000 },
        { at: at('2026-11-21T08:01:00Z'), amount: -5_000 },
      ]),
    ).toBe(0);
  });

  it('fits now -> null; request above the limit -> never; else when enough of the oldest leave the window', () => {
    expect(freesUpAt(events, 60_000, 10_000, 'day')).toBeNull();
    expect(freesUpAt(events, 60_000, 70_000, 'day')).toBe('never');
    // 500 of 600 used, 200 asked: the 08:00 deposit (300) must leave -> 24 h later.
    expect((freesUpAt(events, 60_000, 20_000, 'day') as Date).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    // 600 asked: both must leave.
    expect((freesUpAt(events, 60_000, 60_000, 'week') as Date).toISOString()).toBe('2026-11-28T09:00:00.000Z');
  });

  it('for losses a win leaving the window raises usage again, so it waits for the stake after it too', () => {
    const losses = [
      { at: at('2026-11-21T08:00:00Z'), amount: 10_000 }, // bet 100
      { at: at('2026-11-21T08:00:01Z'), amount: -10_000 }, // win 100
      { at: at('2026-11-21T09:00:00Z'), amount: 8_000 }, // bet 80
    ];
    expect(usageOf(losses)).toBe(8_000);
    expect((freesUpAt(losses, 10_000, 5_000, 'day') as Date).toISOString()).toBe('2026-11-22T09:00:00.000Z');
  });
});

describe('session time', () => {
  const from = at('2026-11-21T00:00:00Z');
  const to = at('2026-11-21T12:00:00Z');

  it('merges overlapping sessions (two tabs count once) and clips to the window', () => {
    const merged = mergeIntervals(
      [
        { start: at('2026-11-20T23:30:00Z'), end: at('2026-11-21T00:30:00Z') },
        { start: at('2026-11-21T10:00:00Z'), end: at('2026-11-21T11:00:00Z') },
        { start: at('2026-11-21T10:30:00Z'), end: at('2026-11-21T11:30:00Z') },
      ],
      from,
      to,
    );
    expect(merged.map((i) => [i.start.toISOString(), i.end.toISOString()])).toEqual([
      ['2026-11-21T00:00:00.000Z', '2026-11-21T00:30:00.000Z'],
      ['2026-11-21T10:00:00.000Z', '2026-11-21T11:30:00.000Z'],
    ]);
    expect(coveredMs(merged)).toBe(120 * MIN);
  });

  it('frees up when the window start passes the point after which exactly the limit lies', () => {
    const merged = [
      { start: at('2026-11-21T08:00:00Z'), end: at('2026-11-21T09:00:00Z') },
      { start: at('2026-11-21T10:00:00Z'), end: at('2026-11-21T10:30:00Z') },
    ];
    expect(sessionFreesUpAt(merged, 120 * MIN, 'day')).toBeNull();
    // 90 min used, limit 60: the last 60 min start at 08:30 -> the next day 08:30.
    expect(sessionFreesUpAt(merged, 60 * MIN, 'day')?.toISOString()).toBe('2026-11-22T08:30:00.000Z');
    expect(sessionFreesUpAt(merged, 20 * MIN, 'day')?.toISOString()).toBe('2026-11-22T10:10:00.000Z');
  });
});

describe('warnings', () => {
  it('fires once when usage crosses the threshold from below', () => {
    expect(crossedWarning(7_900, 8_000, 10_000, 80)).toBe(true);
    expect(crossedWarning(8_000, 9_000, 10_000, 80)).toBe(false);
    expect(crossedWarning(1_000, 7_999, 10_000, 80)).toBe(false);
    expect(crossedWarning(0, 500, 0, 80)).toBe(false);
    expect(percentOf(8_050, 10_000)).toBe(80);
    expect(percentOf(0, 0)).toBe(100);
  });
});
