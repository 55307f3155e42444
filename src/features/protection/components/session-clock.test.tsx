// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, renderWithProviders } from '@site/forms/test-utils';
import { authAtom } from '@site/lib/session';
import { testPlayer } from '@site/app/test-utils';
import { createStore } from 'jotai';
import { statusFixture } from '@site/app/protection-fixtures';
import { SessionClock } from './session-clock';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');

function replies(sessionClock: boolean) {
  return vi.fn((url: URL) => {
    const path = String(url);
    if (path.endsWith('protection/status')) {
      const status = statusFixture();
      return Promise.resolve(jsonReply(200, { success: true, message: '', data: { ...status, profile: { ...status.profile, sessionClock } } }));
    }
    return Promise.resolve(
      jsonReply(200, {
        success: true,
        message: '',
        // The server clock is 5 s ahead of the browser: the clock must follow the server.
        data: { sessionStartedAt: '2026-11-21T10:58:55.000Z', elapsedSeconds: 3670, bets: 30, wins: 17.5, net: -12.5, serverTime: '2026-11-21T12:00:05.000Z' },
      }),
    );
  });
}

describe('SessionClock (play bar)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows h:mm:ss since login on the server clock, ticking each second, and the net position in lira', async () => {
    vi.stubGlobal('fetch', replies(true));
    const store = createStore();
    store.set(authAtom, testPlayer);
    renderWithProviders(<SessionClock />, { store });
    const timer = await screen.findByRole('timer', { name: 'Session time' });
    expect(timer).toHaveTextContent('1:01:10');
    expect(screen.getByTestId('session-clock')).toHaveTextContent('Net -₺12,50');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('1:01:11');
  });

  it('shows nothing when the profile turns the session clock off', async () => {
    const fetchMock = replies(false);
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    store.set(authAtom, testPlayer);
    const { container } = renderWithProviders(<SessionClock />, { store });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
    // The summary is not even asked for.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([expect.stringMatching(/protection\/status$/)]);
  });
});
