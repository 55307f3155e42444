// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BALANCE_POLL_MS, useBalance } from './balance';

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
