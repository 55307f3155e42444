import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatClock, formatCountdown, msUntil } from './time';

describe('formatClock', () => {
  it('shows h:mm:ss with unpadded, unbounded hours', () => {
    expect(formatClock(0)).toBe('0:00:00');
    expect(formatClock(59)).toBe('0:00:59');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(27 * 3600 + 61)).toBe('27:01:01');
  });
  it('floors fractions and treats bad input as zero', () => {
    expect(formatClock(61.9)).toBe('0:01:01');
    expect(formatClock(-5)).toBe('0:00:00');
    expect(formatClock(Number.NaN)).toBe('0:00:00');
  });
});

describe('formatCountdown', () => {
  it('rounds up to the next whole second and pads the hours', () => {
    expect(formatCountdown(24 * 3600 * 1000)).toBe('24:00:00');
    expect(formatCountdown(24 * 3600 * 1000 - 1)).toBe('24:00:00');
    expect(formatCountdown(3_599_001)).toBe('01:00:00');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(48 * 3600 * 1000 - 1000)).toBe('47:59:59');
  });
  it('stops at zero', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-10_000)).toBe('00:00:00');
  });
});

describe('clock offset', () => {
  it('is the server time minus the browser time at receipt', () => {
    expect(clockOffsetMs('2026-11-21T12:00:05.000Z', Date.parse('2026-11-21T12:00:00.000Z'))).toBe(5000);
    expect(clockOffsetMs('garbage', 123)).toBe(0);
  });
  it('msUntil corrects the browser clock by the offset', () => {
    const now = Date.parse('2026-11-21T12:00:00.000Z');
    expect(msUntil('2026-11-21T12:15:00.000Z', 0, now)).toBe(900_000);
    // The server is 60 s ahead: 60 s less to wait.
    expect(msUntil('2026-11-21T12:15:00.000Z', 60_000, now)).toBe(840_000);
    expect(msUntil(null, 0, now)).toBeNull();
    expect(msUntil('nope', 0, now)).toBeNull();
  });
});
