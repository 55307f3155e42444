// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { siteConfig } from './config';
import { IN_FORCE_KEY, inForce, rememberInForce } from './in-force';
import { useSession } from './use-session';

const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('./page-reload', () => ({ reloadPage }));

const shipped = siteConfig.delays.logoutReloadMs;

beforeEach(() => {
  vi.useFakeTimers();
  reloadPage.mockClear();
});
afterEach(() => {
  siteConfig.delays.logoutReloadMs = shipped;
  cleanup();
  vi.useRealTimers();
});

function renderSession() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </JotaiProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

describe('logout reload (docs/product.md §4 Logout, §9; config/site.json delays.logoutReloadMs)', () => {
  it('ships with 300 ms', () => {
    expect(shipped).toBe(300);
  });

  it.each([300, 2000, 0])('reloads exactly delays.logoutReloadMs = %i ms after the logout', async (delay) => {
    siteConfig.delays.logoutReloadMs = delay;
    const { result } = renderSession();
    await act(() => result.current.logout({ callServer: false }));
    expect(window.location.pathname).toBe('/');
    if (delay > 0) {
      await act(() => vi.advanceTimersByTimeAsync(delay - 1));
      expect(reloadPage).not.toHaveBeenCalled();
    }
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('what a logout leaves in local storage (docs/product.md §4 Logout; docs/protection-enforcement.md)', () => {
  afterEach(() => localStorage.clear());

  it('removes the session and everything else but the language, the fingerprint and the in-force record', async () => {
    localStorage.setItem('auth', JSON.stringify({ token: 't', username: 'u' }));
    localStorage.setItem('topNotifyRead', 'yes');
    localStorage.setItem('refId', 'r1');
    localStorage.setItem('lang', 'en');
    localStorage.setItem('fingerprint', 'fp');
    rememberInForce({ kind: 'timeout', until: new Date(Date.now() + 86_400_000).toISOString() });
    const { result } = renderSession();
    await act(() => result.current.logout({ callServer: false }));
    expect(Object.fromEntries(Array.from({ length: localStorage.length }, (_, i) => [localStorage.key(i), true]))).toEqual({
      lang: true,
      fingerprint: true,
      [IN_FORCE_KEY]: true,
    });
    expect(inForce()?.kind).toBe('timeout');
  });

  it('a second tab\'s logout after the confirmation never removes the record, not even for a moment', async () => {
    const removed: string[] = [];
    const clear = vi.spyOn(Storage.prototype, 'clear');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, key: string) {
      removed.push(key);
      delete (this as unknown as Record<string, string>)[key];
    });
    try {
      localStorage.setItem('auth', JSON.stringify({ token: 't', username: 'u' }));
      rememberInForce({ kind: 'selfExclusion', until: null });
      // The confirming tab's logout, then the other tab's (its stored session vanished under it).
      for (const tab of [renderSession(), renderSession()]) await act(() => tab.result.current.logout({ callServer: false }));
      expect(removed).not.toContain(IN_FORCE_KEY);
      expect(clear).not.toHaveBeenCalled();
      expect(inForce()).toEqual({ kind: 'selfExclusion', until: null });
    } finally {
      clear.mockRestore();
      removeItem.mockRestore();
    }
  });
});
