// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderApp } from '@site/app/test-utils';
import { connectionLostAtom, connectionStateAtom, reconnectRequestAtom } from '@site/features/realtime/state';
import { ConnectionBanner } from './connection-banner';
import { ConnectionDot } from './connection-dot';

beforeAll(async () => {
  await initTestI18n();
});

describe('ConnectionBanner and ConnectionDot (docs/product.md §4 Real-time connection states)', () => {
  it('is silent while connected, says Reconnecting… while retrying, and offers Reconnect once the client gave up', async () => {
    const { store } = renderApp({ ui: (<><ConnectionDot /><ConnectionBanner /></>) });
    act(() => store.set(connectionStateAtom, 'Connected'));
    expect(screen.queryByTestId('connection-banner')).toBeNull();
    expect(screen.getByRole('img', { name: 'Live updates: Connected' })).toHaveAttribute('data-state', 'Connected');

    act(() => store.set(connectionStateAtom, 'Reconnecting'));
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    expect(screen.getByRole('img', { name: 'Live updates: Reconnecting…' })).toBeInTheDocument();

    act(() => {
      store.set(connectionStateAtom, 'Disconnected');
      store.set(connectionLostAtom, true);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Live updates are offline.');
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(store.get(reconnectRequestAtom)).toBe(1);
  });

  it('says nothing for a plain Disconnected state (logged out, or a stop we asked for)', () => {
    const { store } = renderApp({ ui: <ConnectionBanner /> });
    act(() => store.set(connectionStateAtom, 'Disconnected'));
    expect(screen.queryByTestId('connection-banner')).toBeNull();
  });
});
