// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { initTestI18n } from '../../app/test-utils';
import type { HubCallbacks } from './hub-client';
import { connectionStateAtom } from './state';
import { useRealtimeConnection } from './use-realtime-connection';

const hub = vi.hoisted(() => ({ callbacks: null as HubCallbacks | null, stop: vi.fn(async () => undefined), urls: [] as string[] }));
vi.mock('./hub-client', () => ({
  hubUrl: (fingerprint: string) => `http://site/hub/frnotify?x-fingerprint=${fingerprint}`,
  connectHub: (url: string, _token: () => string, callbacks: HubCallbacks) => {
    hub.urls.push(url);
    hub.callbacks = callbacks;
    return { stop: hub.stop };
  },
}));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

beforeAll(async () => {
  await initTestI18n();
});

describe('useRealtimeConnection (docs/product.md §4: the connection starts after login and stops on logout)', () => {
  it('connects only with a token, hands Notification pushes on, keeps connection commands, and stops on logout', async () => {
    const store = createStore();
    const onPush = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { rerender } = renderHook(({ token }: { token: string | undefined }) => useRealtimeConnection(token, onPush), {
      wrapper,
      initialProps: { token: undefined as string | undefined },
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(hub.urls).toHaveLength(0);

    rerender({ token: 'tok' });
    await waitFor(() => expect(hub.urls).toHaveLength(1));
    expect(hub.urls[0]).toMatch(/^http:\/\/site\/hub\/frnotify\?x-fingerprint=[0-9a-f]{32}$/);
    act(() => hub.callbacks?.onState('Connected'));
    expect(store.get(connectionStateAtom)).toBe('Connected');

    const push = { cmd: 'Notification', message: { id: 1 } };
    act(() => hub.callbacks?.onMessage(push, 'server'));
    act(() => hub.callbacks?.onMessage({ cmd: 'reconnected', message: '' }, 'client'));
    // The reconnection itself stays a toast; the views refetch what was pushed while the socket was down.
    expect(onPush.mock.calls).toEqual([[push], [{ cmd: 'Resync', message: '' }]]);

    rerender({ token: undefined });
    expect(hub.stop).toHaveBeenCalledTimes(1);
    expect(store.get(connectionStateAtom)).toBe('Disconnected');
    // Late events from the stopped connection change nothing.
    act(() => hub.callbacks?.onState('Connected'));
    expect(store.get(connectionStateAtom)).toBe('Disconnected');
  });
});
