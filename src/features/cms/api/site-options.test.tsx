// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { siteConfig } from '@site/lib/config';
import { useSiteOptions } from './site-options';

const shipped = siteConfig.delays.externalLinkSettingsMs;
const reply = { success: true, message: '', data: [{ key: 'whatsapp1', value: 'https://wa.me/1', status: true }] };

beforeEach(() => {
  // performance.now() is faked too: the page "starts" when the clock is installed.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
});
afterEach(() => {
  siteConfig.delays.externalLinkSettingsMs = shipped;
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderOptions() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(reply), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { fetchMock, ...renderHook(() => useSiteOptions(), { wrapper }) };
}

describe('external-link settings (docs/product.md §9: 1000 ms; config/site.json delays.externalLinkSettingsMs)', () => {
  it('ships with 1000 ms', () => {
    expect(shipped).toBe(1000);
  });

  it.each([1000, 3000])('asks cms/siteoptionlist %i ms after the page started, and the links appear then', async (delay) => {
    siteConfig.delays.externalLinkSettingsMs = delay;
    const { fetchMock, result } = renderOptions();
    await act(() => vi.advanceTimersByTimeAsync(delay - 10));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual({});
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/cms/siteoptionlist');
    expect(result.current).toEqual({ whatsapp1: 'https://wa.me/1' });
  });

  it('asks at once with 0, or when the page started longer ago than the delay', async () => {
    siteConfig.delays.externalLinkSettingsMs = 0;
    const first = renderOptions();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(first.fetchMock).toHaveBeenCalledTimes(1);
    cleanup();

    siteConfig.delays.externalLinkSettingsMs = 1000;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    const late = renderOptions();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(late.fetchMock).toHaveBeenCalledTimes(1);
  });
});
