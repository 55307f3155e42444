// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { initTestI18n, renderApp, testPlayer } from '@site/app/test-utils';
import { readAuth, writeAuth } from '@site/lib/auth-storage';
import type { StoredAuthData } from '@site/lib/auth-storage';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { launchFor } from '@site/features/sports/sportsbook-launch';
import { SportsbookFrame } from './sportsbook-frame';
import { BALANCE_KEY } from '@site/lib/balance';
import { SPORTSBOOK_TOKEN_TIMEOUT_MS } from '@contracts/domain/sportsbook-token';

const player: StoredAuthData = { ...testPlayer, betcoUrl: '/demo/sportsbook/betco', betcoToken: 'old-betco' };

beforeAll(() => initTestI18n());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** As the page does: the launch values follow the stored auth data in authAtom. */
function Harness() {
  const launch = launchFor('betco', useAtomValue(authAtom));
  return <SportsbookFrame provider="betco" src="/demo/sportsbook/betco?view=live" launch={launch} title="Betco sportsbook" />;
}

function setup(auth: StoredAuthData | null) {
  if (auth) writeAuth(auth);
  const app = renderApp({ ui: <Harness />, auth });
  const frame = app.getByTitle('Betco sportsbook') as HTMLIFrameElement;
  const posted = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
  /** A message as the sandboxed frame sends it (opaque origin). */
  const fromFrame = (type: string, source: Window | null = frame.contentWindow) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { source: 'demo-sportsbook', type }, origin: 'null', source }));
    });
  return { ...app, frame, posted, fromFrame };
}

describe('SportsbookFrame', () => {
  it('is sandboxed without allow-same-origin', () => {
    const { frame } = setup(null);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(frame.getAttribute('allow')).toContain("camera 'none'");
  });

  it('answers ready with the launch token, and a visitor with none', async () => {
    const visitor = setup(null);
    await visitor.fromFrame('ready');
    expect(visitor.posted).toHaveBeenCalledWith({ source: 'site', type: 'init', token: null, cid: null }, '*');
    visitor.unmount();
    const logged = setup(player);
    await logged.fromFrame('ready');
    expect(logged.posted).toHaveBeenCalledWith({ source: 'site', type: 'init', token: 'old-betco', cid: null }, '*');
  });

  it('opens the login dialog when a guest tries to bet, and ignores messages from other windows', async () => {
    const { fromFrame, store, posted } = setup(null);
    await fromFrame('login', window);
    await fromFrame('ready', window);
    expect(store.get(dialogAtom)).toBeNull();
    expect(posted).not.toHaveBeenCalled();
    await fromFrame('login');
    expect(store.get(dialogAtom)).toEqual({ name: 'login' });
  });

  it('refreshes an expired token silently, stores it and hands it to the frame', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: true, message: '', data: { provider: 'betco', url: '/demo/sportsbook/betco', token: 'new-betco', cid: null } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { fromFrame, posted } = setup(player);
    await fromFrame('ready');
    await fromFrame('tokenExpired');
    await waitFor(() => expect(posted).toHaveBeenLastCalledWith({ source: 'site', type: 'init', token: 'new-betco', cid: null }, '*'));
    expect(String(fetchMock.mock.calls[0][0])).toContain('api/sportsbook/token?provider=betco');
    expect(readAuth()?.betcoToken).toBe('new-betco');
    expect(alert).not.toHaveBeenCalled();
  });

  it('tells the frame the refresh failed (the unchanged token) when the token call answers 500', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: false, message: 'Internal error', data: null }), { status: 500, headers: { 'content-type': 'application/json' } }),
    );
    const { fromFrame, posted } = setup(player);
    await fromFrame('ready');
    await fromFrame('tokenExpired');
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(2));
    expect(posted).toHaveBeenLastCalledWith({ source: 'site', type: 'init', token: 'old-betco', cid: null }, '*');
    expect(readAuth()?.betcoToken).toBe('old-betco');
  });

  it('gives up on a token call with no answer after SPORTSBOOK_TOKEN_TIMEOUT_MS and tells the frame so', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const { fromFrame, posted } = setup(player);
    await fromFrame('ready');
    vi.useFakeTimers();
    await fromFrame('tokenExpired');
    await vi.advanceTimersByTimeAsync(SPORTSBOOK_TOKEN_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.mock.calls[0][1]?.signal?.aborted).toBe(true);
    expect(posted).toHaveBeenCalledTimes(2);
    expect(posted).toHaveBeenLastCalledWith({ source: 'site', type: 'init', token: 'old-betco', cid: null }, '*');
  });

  it('refreshes the header balance query when the frame reports a bet', async () => {
    const { fromFrame, queryClient } = setup(player);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fromFrame('balanceChanged');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: BALANCE_KEY });
  });
});

describe('SportsbookFrame on its own origin (a provider page, not the site)', () => {
  const PROVIDER = 'https://sportsbook.example';
  const remote: StoredAuthData = { ...testPlayer, betcoUrl: `${PROVIDER}/betco`, betcoToken: 'remote-betco' };

  it('posts the launch token only to the frame page\'s exact origin, never to any origin', async () => {
    writeAuth(remote);
    function RemoteHarness() {
      const launch = launchFor('betco', useAtomValue(authAtom));
      return <SportsbookFrame provider="betco" src={`${PROVIDER}/betco?view=live`} launch={launch} title="Remote sportsbook" />;
    }
    const app = renderApp({ ui: <RemoteHarness />, auth: remote });
    const frame = app.getByTitle('Remote sportsbook') as HTMLIFrameElement;
    const posted = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    // Its own origin is nameable only when the frame keeps it: allow-same-origin, harmless on another origin.
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-same-origin');
    await act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { source: 'demo-sportsbook', type: 'ready' }, origin: PROVIDER, source: frame.contentWindow }),
      );
    });
    expect(posted).toHaveBeenCalledWith({ source: 'site', type: 'init', token: 'remote-betco', cid: null }, PROVIDER);
    expect(posted.mock.calls.map((c) => c[1] as unknown)).toEqual([PROVIDER]);
  });
});
