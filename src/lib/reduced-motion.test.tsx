// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { prefersReducedMotion, useReducedMotion } from './reduced-motion';

/** A matchMedia whose '(prefers-reduced-motion: reduce)' answer the test sets, with change listeners. */
function fakeMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && state.reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      state.reduce = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('reduced motion (WCAG 2.3.3)', () => {
  it('reads prefers-reduced-motion, and is false where matchMedia is missing', () => {
    expect(prefersReducedMotion()).toBe(false);
    fakeMotionSetting(true);
    expect(prefersReducedMotion()).toBe(true);
    fakeMotionSetting(false);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('re-renders the hook when the setting changes while the page is open', () => {
    const setting = fakeMotionSetting(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.set(true));
    expect(result.current).toBe(true);
  });
});
