// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { siteConfig } from './config';
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
