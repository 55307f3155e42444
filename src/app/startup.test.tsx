// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { api } from '@site/lib/api-client';
import { walletBalance } from '@contracts/api/wallet/balance';
import { writeAuth } from '@site/lib/auth-storage';
import { useStartup } from './startup';
import { useQuery } from '@tanstack/react-query';
import { domainStatusQuery } from '@site/features/cms/api/domain-status';
import { initTestI18n, renderApp, testPlayer } from './test-utils';

const reloadOnce = vi.hoisted(() => vi.fn(() => true));
vi.mock('@site/lib/reload-guard', () => ({ reloadOnce }));

/** Runs the startup effects and shows the domain status query's state: its render is the one the reload effect follows. */
function Probe() {
  useStartup();
  const { status } = useQuery(domainStatusQuery());
  return <output>{`domain status: ${status}`}</output>;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch stub: cms/domainstatus answers with `domain`, everything else succeeds. */
function stubFetch(domain: () => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      if (url.includes('/api/cms/domainstatus')) return domain();
      return json(200, { success: true, message: '', data: [] });
    }),
  );
  return calls;
}

beforeAll(async () => {
  await initTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  reloadOnce.mockClear();
});

describe('startup (docs/product.md §4 Startup, §8: domain-status failures reload, network errors continue)', () => {
  it('reloads (through the loop guard) when cms/domainstatus fails on the server', async () => {
    const calls = stubFetch(async () => json(500, { success: false, message: 'Internal error', data: null }));
    renderApp({ ui: <Probe /> });
    await waitFor(() => expect(reloadOnce).toHaveBeenCalledTimes(1));
    expect(calls.some((url) => url.includes('/api/cms/domainstatus'))).toBe(true);
  });

  it('continues without a reload when cms/domainstatus cannot be reached', async () => {
    const calls = stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp({ ui: <Probe /> });
    await waitFor(() => expect(calls.some((url) => url.includes('/api/cms/domainstatus'))).toBe(true));
    // The render with the failed query has committed, so its reload effect has run.
    await screen.findByText('domain status: error');
    expect(reloadOnce).not.toHaveBeenCalled();
  });

  it('does not reload when the domain status arrives', async () => {
    const calls = stubFetch(async () => json(200, { success: true, message: '', data: { domains: { current: 'a.example', next: null } } }));
    renderApp({ ui: <Probe /> });
    await waitFor(() => expect(calls.some((url) => url.includes('/api/cms/domainstatus'))).toBe(true));
    await screen.findByText('domain status: success');
    expect(reloadOnce).not.toHaveBeenCalled();
  });
});

describe('after a 401 logout', () => {
  it('notes the reason across the reload, and the next page says "Your session has expired" once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/user/balance')) return json(401, { success: false, message: 'Your session has expired. Please log in again.', data: null });
      return json(200, { success: true, message: '', data: [] });
    }));
    writeAuth(testPlayer);
    renderApp({ ui: <Probe />, auth: testPlayer });
    await api(walletBalance).catch(() => undefined);
    expect(JSON.parse(sessionStorage.getItem('logoutReason') ?? 'null')).toEqual({ reason: 'sessionExpired', message: null });
    cleanup();

    // The page after the reload.
    renderApp({ ui: <Probe /> });
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(sessionStorage.getItem('logoutReason')).toBeNull();
  });
});

describe('a session a protection rule ended', () => {
  const ENDED = 'Your time-out or self-exclusion is in force until 24.11.2026 07:04 (Istanbul time), so you have been logged out on every device.';
  const endedReply = () => json(401, { success: false, message: ENDED, data: { reason: 'exclusion', until: '2026-11-24T04:04:00.000Z' } });

  it('a 401 naming the reason keeps the server message for the page after the reload', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/user/balance')) return endedReply();
      return json(200, { success: true, message: '', data: [] });
    }));
    writeAuth(testPlayer);
    renderApp({ ui: <Probe />, auth: testPlayer });
    await api(walletBalance).catch(() => undefined);
    expect(JSON.parse(sessionStorage.getItem('logoutReason') ?? 'null')).toEqual({ reason: 'sessionEnded', message: ENDED });
    cleanup();
    sessionStorage.clear();
  });

  it('a second tab whose stored session vanished ends too, with the reason its dead token gets', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/user/balance')) return endedReply();
      return json(200, { success: true, message: '', data: [] });
    }));
    writeAuth(testPlayer);
    renderApp({ ui: <Probe />, auth: testPlayer });
    // The other tab logged out: the shared local storage is cleared, this tab still holds the session in memory.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('logoutReason') ?? 'null')).toEqual({ reason: 'sessionEnded', message: ENDED }));
    cleanup();
    sessionStorage.clear();
  });
});
