// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import { initTestI18n, testPlayer } from '@site/app/test-utils';
import { authAtom } from '@site/lib/session';
import { PUSH_VIEWS } from '@site/app/push-views';
import { useNotificationPush } from './use-notification-push';

vi.mock('react-hot-toast', () => ({ default: vi.fn() }));


beforeAll(() => initTestI18n());

type Push = (push: { cmd: string; message: unknown }) => void;

/** Renders the hook as the app does and hands its handler out. */
function setup() {
  let handler: Push = () => undefined;
  function Harness() {
    const push = useNotificationPush(PUSH_VIEWS);
    useEffect(() => {
      handler = push;
    }, [push]);
    return null;
  }
  const store = createStore();
  store.set(authAtom, testPlayer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Harness />
      </QueryClientProvider>
    </Provider>,
  );
  // The views as a player has them open: the financial history page, the header balance, the bonuses page.
  const seeded = {
    history: ['customer', 'financialhistory', { skip: 0, take: 10 }],
    balance: ['user', 'balance', testPlayer.token],
    split: ['user', 'balance-split', testPlayer.token],
    bonuses: ['customer', 'bonuses', { skip: 0, take: 10 }],
    games: ['customer', 'gamehistory', { skip: 0, take: 10 }],
  } as const;
  for (const key of Object.values(seeded)) queryClient.setQueryData(key, { seeded: true });
  const stale = () =>
    Object.fromEntries(Object.entries(seeded).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated ?? false]));
  return { push: (p: Parameters<Push>[0]) => act(() => handler(p)), stale };
}

const notification = (type: number) => ({ id: 7, type, title: 'Withdrawal approved', note: '', timeStamp: '2026-11-23T10:00:00Z', isRead: false });

describe('useNotificationPush (a push refreshes the views it concerns)', () => {
  it('a Withdraw push makes the financial history, the balance and the withdrawable split stale, not the bonuses', async () => {
    const { push, stale } = setup();
    await push({ cmd: 'Notification', message: notification(2) });
    expect(stale()).toEqual({ history: true, balance: true, split: true, bonuses: false, games: false });
  });

  it('a Deposit push does the same; a Bonus push the bonuses and the balance', async () => {
    const deposit = setup();
    await deposit.push({ cmd: 'Notification', message: notification(1) });
    expect(deposit.stale()).toMatchObject({ history: true, balance: true, bonuses: false });
    const bonus = setup();
    await bonus.push({ cmd: 'Notification', message: notification(4) });
    expect(bonus.stale()).toEqual({ history: false, balance: true, split: true, bonuses: true, games: false });
  });

  it('a System push (a sportsbook bet settled) makes the game history and the balance stale; other commands change no view', async () => {
    const system = setup();
    await system.push({ cmd: 'Notification', message: notification(5) });
    expect(system.stale()).toEqual({ history: false, balance: true, split: true, bonuses: false, games: true });
    const other = setup();
    await other.push({ cmd: 'other', message: notification(2) });
    expect(other.stale()).toEqual({ history: false, balance: false, split: false, bonuses: false, games: false });
  });

  it('a Resync (pushes may have been lost while a socket or the server listener was down) refreshes every push-fed view', async () => {
    const { push, stale } = setup();
    await push({ cmd: 'Resync', message: '' });
    expect(stale()).toEqual({ history: true, balance: true, split: true, bonuses: true, games: true });
  });
});
