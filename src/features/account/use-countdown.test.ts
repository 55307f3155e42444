// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown (docs/product.md §4: 60 s, disables resending, then resets to 60)', () => {
  it('counts down each second from 60, stops at the end and resets', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ seconds: 60, running: false });
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ seconds: 59, running: true });
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ seconds: 1, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ seconds: 60, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.seconds).toBe(60);
  });
});
