// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDue } from './use-due';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('useDue (reality-check scheduler timing)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('turns due exactly when the server moment comes', () => {
    const { result } = renderHook(() => useDue(at(15 * 60_000), 0));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(15 * 60_000 - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('corrects for a server clock ahead of the browser', () => {
    // The server is 60 s ahead: the check is due 60 s sooner on the browser's clock.
    const { result } = renderHook(() => useDue(at(15 * 60_000), 60_000));
    act(() => vi.advanceTimersByTime(14 * 60_000 - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is due at once for a moment already past, and never without a moment', () => {
    const past = renderHook(() => useDue(at(-1000), 0));
    act(() => vi.advanceTimersByTime(0));
    expect(past.result.current).toBe(true);
    const none = renderHook(() => useDue(null, 0));
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(none.result.current).toBe(false);
  });

  it('plans afresh for a new round or a new moment', () => {
    const { result, rerender } = renderHook(({ due, round }) => useDue(due, 0, round), {
      initialProps: { due: at(1000), round: 0 },
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
    // Acknowledged: the next check is 15 min on.
    rerender({ due: at(1000 + 15 * 60_000), round: 1 });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(15 * 60_000 - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
