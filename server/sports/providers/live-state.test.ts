import { describe, expect, it } from 'vitest';
import { kickoffAt, liveState } from './live-state';

const NOW = Date.UTC(2026, 10, 21, 18, 30); // 21:30 in Istanbul

describe('liveState', () => {
  it('is the same for the same inputs, so every player and process sees one score', () => {
    expect(liveState(7, 'football', 1260, NOW)).toEqual(liveState(7, 'football', 1260, NOW));
  });

  it('ticks the clock with the wall clock and never lets a score go down within a match', () => {
    const a = liveState(3, 'football', 0, NOW - (NOW % (90 * 60 * 1000)) + 10 * 60 * 1000);
    const b = liveState(3, 'football', 0, NOW - (NOW % (90 * 60 * 1000)) + 80 * 60 * 1000);
    expect(a.clockSeconds).toBe(600);
    expect(b.clockSeconds).toBe(4800);
    expect(b.home).toBeGreaterThanOrEqual(a.home);
    expect(b.away).toBeGreaterThanOrEqual(a.away);
  });

  it('keeps the clock inside the match length and basketball scores in basketball range', () => {
    for (let i = 0; i < 50; i++) {
      const state = liveState(i, 'basketball', i * 97, NOW + i * 61_000);
      expect(state.clockSeconds).toBeGreaterThanOrEqual(0);
      expect(state.clockSeconds).toBeLessThan(40 * 60);
      expect(state.home).toBeLessThanOrEqual(4 * 40);
    }
  });
});

describe('kickoffAt', () => {
  it('puts a pre-match kick-off at the Istanbul local time, days ahead', () => {
    expect(kickoffAt(1, '19:00', NOW).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(kickoffAt(0, '21:45', NOW).toISOString()).toBe('2026-11-21T18:45:00.000Z');
  });

  it('moves a kick-off that has passed to the next day, so the list is always upcoming', () => {
    expect(kickoffAt(0, '20:00', NOW).toISOString()).toBe('2026-11-22T17:00:00.000Z');
  });
});
