// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { appRoutes } from './router';
import { initTestI18n, renderApp, testPlayer } from './test-utils';

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, message: '', data: [] }))));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('protected routes (docs/product.md §2, §6)', () => {
  it('a direct load of /dashboard while logged out shows home behind the login dialog', async () => {
    const { router, store } = renderApp({ routes: appRoutes(), path: '/dashboard/deposit' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(dialogAtom)).toEqual({ name: 'login' });
    // Behind the modal: hidden from assistive technology while the dialog is open, so `hidden: true` finds it.
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/, hidden: true })).toBeInTheDocument();
  });

  it('a protected link blocks navigation and opens login; after login the visitor continues there', async () => {
    const { router, store } = renderApp({ routes: appRoutes(), path: '/promotions' });
    await screen.findByRole('heading', { level: 1, name: 'Promotions' });
    // useBlocker registers its function two effects after mount: act drains React's pending work (effects and the
    // render between them) before the navigation, as the time before a real click would.
    await act(async () => {});
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(store.get(dialogAtom)).toEqual({ name: 'login' }));
    expect(router.state.location.pathname).toBe('/promotions');

    store.set(authAtom, testPlayer);
    store.set(dialogAtom, null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  });

  it('lets a logged-in player through and shows the Deposit page from the header button', async () => {
    const { router } = renderApp({ routes: appRoutes(), path: '/', auth: testPlayer });
    const banner = await screen.findByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/deposit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
  });
});
