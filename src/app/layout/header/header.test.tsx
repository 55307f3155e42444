// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogAtom } from '@site/lib/dialogs';
import { initTestI18n, renderApp, testPlayer } from '@site/app/test-utils';
import { Header, searchTarget } from './header';

beforeAll(async () => {
  await initTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers GET user/balance with `balance` lira and every other call with an empty success. */
function stubApi(balance: number) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const data = url.includes('user/balance') ? { balance } : [];
    return new Response(JSON.stringify({ success: true, message: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Header', () => {
  it('offers Login, Register, Promotions and Claim Reward to a visitor, and Login opens the login dialog', async () => {
    stubApi(0);
    const { store } = renderApp({ ui: <Header /> });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Claim Reward' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(within(banner).queryByRole('button', { name: 'Deposit' })).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Login' }));
    expect(store.get(dialogAtom)).toEqual({ name: 'login' });
  });

  it("shows a player's name and the polled balance in lira instead of Login/Register", async () => {
    const fetchMock = stubApi(1234.5);
    renderApp({ ui: <Header />, auth: testPlayer });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Demo Oyuncu')).toBeInTheDocument();
    // The stored balance (₺10) is replaced by GET user/balance's answer.
    expect(await within(banner).findByText(/1\.234,50/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('api/user/balance'))).toBe(true);
    expect(within(banner).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Login' })).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('sends search to live casino only from the live casino page', () => {
    expect(searchTarget('/casino/live')).toBe('/casino/live');
    expect(searchTarget('/casino/slot')).toBe('/casino/slot');
    expect(searchTarget('/')).toBe('/casino/slot');
  });
});
