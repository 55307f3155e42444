import { describe, expect, it } from 'vitest';
import { addCalendarDays as addDays } from '@contracts/domain/istanbul-time';
import { quickRange, quickRangeOf } from './history-ranges';

describe('quick ranges: Istanbul days', () => {
  it('counts days in Istanbul, not UTC or the browser: 22:30 UTC on 31 Dec is already 1 Jan there', () => {
    const now = new Date('2025-12-31T22:30:00Z');
    expect(quickRange('today', now)).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(quickRange('7d', now)).toEqual({ from: '2025-12-26', to: '2026-01-01' });
    expect(quickRange('30d', now)).toEqual({ from: '2025-12-03', to: '2026-01-01' });
  });

  it('recognises a quick range in a {from, to} filter and treats anything else as custom', () => {
    const now = new Date('2026-03-01T09:00:00Z');
    expect(quickRangeOf({ from: '2026-02-23', to: '2026-03-01' }, now)).toBe('7d');
    expect(quickRangeOf({ from: '2026-02-23', to: '2026-02-28' }, now)).toBeNull();
    expect(quickRangeOf({}, now)).toBeNull();
  });

  it('adds calendar days across month and leap-year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
