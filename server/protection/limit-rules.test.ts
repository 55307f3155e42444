import { describe, expect, it } from 'vitest';
import { cancelPending, confirmLimit, setLimit } from './limit-rules';
import type { LimitState } from './limit-rules';

const now = new Date('2026-11-21T12:00:00Z');
const DAY = 24 * 3_600_000;
const later = (ms: number) => new Date(now.getTime() + ms);
const none: LimitState = { value: null, pending: null };

describe('cooling-off state machine', () => {
  it('a first limit and a decrease apply at once', () => {
    const first = setLimit(none, 50_000, now, DAY);
    expect(first).toEqual({ state: { value: 50_000, pending: null }, applied: true });
    expect(setLimit(first.state, 30_000, now, DAY)).toEqual({ state: { value: 30_000, pending: null }, applied: true });
  });

  it('an increase and a removal wait for the cooling-off as pending', () => {
    const set = { value: 30_000, pending: null };
    expect(setLimit(set, 80_000, now, DAY)).toEqual({
      state: { value: 30_000, pending: { value: 80_000, effectiveAt: later(DAY) } },
      applied: false,
    });
    expect(setLimit(set, null, now, DAY)).toEqual({
      state: { value: 30_000, pending: { value: null, effectiveAt: later(DAY) } },
      applied: false,
    });
  });

  it('asking for the same pending value again keeps its original time; a lower value replaces it at once', () => {
    const pending = setLimit({ value: 30_000, pending: null }, 80_000, now, DAY).state;
    expect(setLimit(pending, 80_000, later(3_600_000), DAY).state).toBe(pending);
    const otherIncrease = setLimit(pending, 60_000, later(3_600_000), DAY).state;
    expect(otherIncrease.pending).toEqual({ value: 60_000, effectiveAt: later(DAY + 3_600_000) });
    expect(setLimit(pending, 20_000, later(1), DAY)).toEqual({
      state: { value: 20_000, pending: null },
      applied: true,
    });
  });

  it('confirm is refused before effectiveAt, applies from it on, and needs something pending', () => {
    const pending = setLimit({ value: 30_000, pending: null }, 80_000, now, DAY).state;
    expect(confirmLimit(pending, later(DAY - 1))).toEqual({ ok: false, reason: 'coolingOff', effectiveAt: later(DAY) });
    expect(confirmLimit(pending, later(DAY))).toEqual({ ok: true, state: { value: 80_000, pending: null } });
    expect(confirmLimit({ value: 30_000, pending: null }, later(DAY))).toEqual({ ok: false, reason: 'nothingPending' });
    const removal = setLimit({ value: 30_000, pending: null }, null, now, DAY).state;
    expect(confirmLimit(removal, later(2 * DAY))).toEqual({ ok: true, state: { value: null, pending: null } });
  });

  it('cancel drops the pending change and keeps the value in force', () => {
    const pending = setLimit({ value: 30_000, pending: null }, 80_000, now, DAY).state;
    expect(cancelPending(pending)).toEqual({ ok: true, state: { value: 30_000, pending: null } });
    expect(cancelPending({ value: 30_000, pending: null })).toEqual({ ok: false, reason: 'nothingPending' });
  });
});
