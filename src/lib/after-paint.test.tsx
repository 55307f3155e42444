// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, usePainted } from './after-paint';

describe('afterNextPaint / usePainted (paint first, heavy work after)', () => {
  it('calls back later, never in the same task, and not at all once cancelled', async () => {
    const called = vi.fn();
    const cancelled = vi.fn();
    afterNextPaint(called);
    afterNextPaint(cancelled)();
    expect(called).not.toHaveBeenCalled();
    await waitFor(() => expect(called).toHaveBeenCalledTimes(1));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('is false on the render where a key appears, true after the paint, and false again for a key that comes back', async () => {
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => usePainted(key), { initialProps: { key: 'login' as string | null } });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    act(() => rerender({ key: null }));
    expect(result.current).toBe(false);
    act(() => rerender({ key: 'login' }));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
