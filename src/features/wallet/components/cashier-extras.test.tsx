// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { renderWithProviders } from '@site/forms/test-utils';
import { testPlayer } from '@site/app/test-utils';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { DepositDialog } from './deposit-dialog';
import { WithdrawDialog } from './withdraw-dialog';
import { quickAmountsWithin } from './quick-amounts';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const ok = (data: unknown, message = '') =>
  new Response(JSON.stringify({ success: true, message, data }), { status: 200, headers: { 'content-type': 'application/json' } });
const FIELDS = [
  { key: 'accountHolder', mask: null, objectType: 1, option: null },
  { key: 'amount', mask: null, objectType: 4, option: null },
];
const SPLIT = { balance: 1000, cash: 800, bonus: 200, withdrawable: 800 };
const fetchMock = vi.fn<typeof fetch>();

function open(name: 'deposit' | 'withdraw', limits = { minAmount: 20, maxAmount: 10000 }) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.endsWith('/api/user/balance')) return ok(SPLIT);
    if (path.endsWith('/api/payment/detail')) return ok(FIELDS);
    if (/\/api\/payment\/(deposit|withdraw)$/.test(path)) return ok(name === 'deposit' ? null : { id: 1 }, 'Received.');
    throw new Error(`unexpected call ${path}`);
  });
  const store = createStore();
  store.set(authAtom, testPlayer);
  store.set(dialogAtom, { name, data: { id: 3, type: name === 'deposit' ? 1 : 2, title: 'E-Cüzdan', ...limits } });
  renderWithProviders(name === 'deposit' ? <DepositDialog /> : <WithdrawDialog />, { store });
  return userEvent.setup();
}

const sentAmount = () => {
  const call = fetchMock.mock.calls.find(([url]) => /payment\/(deposit|withdraw)$/.test(String(url)));
  return call ? (JSON.parse(String(call[1]?.body)) as { detail: { amount: number } }).detail.amount : null;
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('open', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('quick amounts', () => {
  it('offers ₺100 / 250 / 500 / 1.000 within the method limits and the withdrawable amount', () => {
    expect(quickAmountsWithin(20, 10000)).toEqual([100, 250, 500, 1000]);
    expect(quickAmountsWithin(300, 10000)).toEqual([500, 1000]);
    expect(quickAmountsWithin(100, 500)).toEqual([100, 250, 500]);
    expect(quickAmountsWithin(100, 50000, 400)).toEqual([100, 250]);
    expect(quickAmountsWithin(undefined, undefined)).toEqual([100, 250, 500, 1000]);
  });

  it('a chip fills the amount field, and that amount is sent', async () => {
    const user = open('deposit');
    await user.type(await screen.findByLabelText('Account holder'), 'Ayşe Yılmaz');
    const chips = screen.getByRole('group', { name: 'Quick select' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['₺100', '₺250', '₺500', '₺1,000']);
    await user.click(within(chips).getByRole('button', { name: '₺1,000' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('1,000');
    expect(within(chips).getByRole('button', { name: '₺1,000' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sentAmount()).toBe(1000));
  });

  it('leaves out amounts outside the limits', async () => {
    open('deposit', { minAmount: 300, maxAmount: 750 });
    const chips = await screen.findByRole('group', { name: 'Quick select' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['₺500']);
  });
});

describe('balance and withdrawable amount inside the dialogs', () => {
  it.each(['deposit', 'withdraw'] as const)('%s dialog shows balance, withdrawable and bonus money', async (name) => {
    open(name);
    const summary = await screen.findByRole('group', { name: 'Your wallet' });
    await waitFor(() => expect(summary).toHaveTextContent('Balance₺1.000,00'));
    expect(summary).toHaveTextContent('Withdrawable₺800,00');
    expect(summary).toHaveTextContent('Bonus money₺200,00');
  });

  it('withdraw: quick amounts stop at the withdrawable amount', async () => {
    open('withdraw', { minAmount: 100, maxAmount: 50000 });
    await screen.findByRole('group', { name: 'Your wallet' });
    const chips = await screen.findByRole('group', { name: 'Quick select' });
    await waitFor(() => expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['₺100', '₺250', '₺500']));
  });
});
