// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { initTestI18n } from '@site/app/test-utils';
import type { HubCallbacks } from './hub-client';
import { connectionStateAtom } from './state';
import { useRealtimeConnection } from './use-realtime-connection';

const hub = vi.hoisted(() => ({ callbacks: null as HubCallbacks | null, stop: vi.fn(async () => undefined), urls: [] as string[] }));
vi.mock('./hub-client', () => ({
  hubUrl: (fingerprint: string) => `http://site/hub/frnotify?x-fingerprint=${fingerprint}`,
  fetchHubTicket: () => Promise.resolve('ticket'),
  connectHub: (url: string, _ticket: () => Promise<string>, callbacks: HubCallbacks) => {
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
    // A connection starts with import('./hub-client') and connects when it resolves: the same import started here,
    // later, resolves after it, so a connection started by this render would be recorded by now.
    await act(async () => {
      await import('./hub-client');
    });
    expect(hub.urls).toHaveLength(0);

    rerender({ token: 'tok' });
    await waitFor(() => expect(hub.urls).toHaveLength(1));
    expect(hub.urls[0]).toMatch(/^http:\/\/site\/hub\/frnotify\?x-fingerprint=[0-9a-f]{32}$/);
    act(() => hub.callbacks?.onState('Connected'));
    expect(store.get(connectionStateAtom)).toBe('Connected');

    const push = { cmd: 'Notification', message: { id: 1 } };
    act(() => hub.callbacks?.onMessage(push, 'server'));
    // The 'reconnected' event is a toast only; the catching up comes with the state (next test).
    act(() => hub.callbacks?.onMessage({ cmd: 'reconnected', message: '' }, 'client'));
    expect(onPush.mock.calls).toEqual([[{ cmd: 'Resync', message: '' }], [push]]);

    rerender({ token: undefined });
    expect(hub.stop).toHaveBeenCalledTimes(1);
    expect(store.get(connectionStateAtom)).toBe('Disconnected');
    // Late events from the stopped connection change nothing.
    act(() => hub.callbacks?.onState('Connected'));
    expect(store.get(connectionStateAtom)).toBe('Disconnected');
  });

  it('catches up on every arrival at Connected: the first connect too, not only a reconnect (docs/realtime.md)', async () => {
    const store = createStore();
    const onPush = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const urls = hub.urls.length;
    renderHook(() => useRealtimeConnection('tok', onPush), { wrapper });
    await waitFor(() => expect(hub.urls).toHaveLength(urls + 1));
    const resync = { cmd: 'Resync', message: '' };

    // A push sent after the page's first fetches but before the hub held the socket reached nobody.
    act(() => hub.callbacks?.onState('Connecting'));
    expect(onPush).not.toHaveBeenCalled();
    act(() => hub.callbacks?.onState('Connected'));
    expect(onPush.mock.calls).toEqual([[resync]]);
    // Still the same connection: nothing more to catch up on.
    act(() => hub.callbacks?.onState('Connected'));
    expect(onPush.mock.calls).toEqual([[resync]]);

    // A drop and a reconnect (or a revival after the schedule): once more, once.
    act(() => hub.callbacks?.onState('Reconnecting'));
    act(() => hub.callbacks?.onState('Connected'));
    act(() => hub.callbacks?.onMessage({ cmd: 'reconnected', message: 'Connection ID: x' }, 'client'));
    act(() => hub.callbacks?.onState('Disconnected'));
    act(() => hub.callbacks?.onState('Connected'));
    expect(onPush.mock.calls).toEqual([[resync], [resync], [resync]]);
  });
});
