// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useShakeOnChange } from './shake';

describe('useShakeOnChange (docs/product.md §4: the bell shakes when the number of notifications changes)', () => {
  it('stays still for the first load, shakes on a change, and stops when the animation ends', () => {
    const { result, rerender } = renderHook(({ count }: { count: number | undefined }) => useShakeOnChange(count), {
      initialProps: { count: undefined as number | undefined },
    });
    expect(result.current['data-shaking']).toBe(false);
    rerender({ count: 10 });
    expect(result.current['data-shaking']).toBe(false);
    rerender({ count: 10 });
    expect(result.current['data-shaking']).toBe(false);
    rerender({ count: 11 });
    expect(result.current['data-shaking']).toBe(true);
    act(() => result.current.onAnimationEnd());
    expect(result.current['data-shaking']).toBe(false);
    // A read notification keeps the number the same: no shake.
    rerender({ count: 11 });
    expect(result.current['data-shaking']).toBe(false);
    rerender({ count: 9 });
    expect(result.current['data-shaking']).toBe(true);
  });

  it('stays still under prefers-reduced-motion (WCAG 2.3.3, src/lib/reduced-motion.ts)', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const { result, rerender } = renderHook(({ count }: { count: number }) => useShakeOnChange(count), { initialProps: { count: 1 } });
    rerender({ count: 2 });
    expect(result.current['data-shaking']).toBe(false);
  });
});

afterEach(() => vi.unstubAllGlobals());
