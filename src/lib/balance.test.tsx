// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useBalance } from './balance';
import { siteConfig } from './config';

/** config/site.json poll.balanceMs as shipped (docs/product.md §9: 3 s). */
const BALANCE_POLL_MS = 3000;
const shippedPoll = siteConfig.poll.balanceMs;

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  // Browsers fire it on document and it bubbles to window, where TanStack's focus manager listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  // The focus manager reads document.visibilityState; start from "no explicit override".
  focusManager.setFocused(undefined);
});
afterEach(() => {
  siteConfig.poll.balanceMs = shippedPoll;
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useBalance polling (docs/product.md §4, §9: every 3 s; paused while the tab is hidden)', () => {
  it('polls every 3 s, makes no call while hidden, and calls at once when the tab is shown again', async () => {
    let balance = 100;
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ success: true, message: '', data: { balance: (balance += 1) } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The app's default staleTime (30 s) applies, as in createQueryClient.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useBalance('token'), { wrapper });

    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(101);

    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2));
    expect(fetchMock).toHaveBeenCalledTimes(3);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 5));
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // Shown again after 15 s, well inside the 30 s staleTime: the refetch still happens immediately.
    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(result.current).toBe(104);

    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('ships with poll.balanceMs = 3000', () => {
    expect(shippedPoll).toBe(BALANCE_POLL_MS);
  });

  it('polls at the interval config/site.json poll.balanceMs names (5000 → every 5 s)', async () => {
    siteConfig.poll.balanceMs = 5000;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, message: '', data: { balance: 1 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useBalance('token'), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Not at 3 s (the old hard-coded interval) …
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // … but at 5 s, then every 5 s.
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not poll for a visitor', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useBalance(undefined), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
