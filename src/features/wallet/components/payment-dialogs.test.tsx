// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import toast from 'react-hot-toast';
import { renderWithProviders } from '@site/forms/test-utils';
import { testPlayer } from '@site/app/test-utils';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { DepositDialog } from './deposit-dialog';
import { CLOSE_AFTER_WITHDRAW_MS, WithdrawDialog } from './withdraw-dialog';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = '') => reply(200, { success: true, message, data });
const fetchMock = vi.fn<typeof fetch>();
const openMock = vi.fn();

const FIELDS = [
  { key: 'accountHolder', mask: null, objectType: 1, option: null },
  { key: 'provider', mask: null, objectType: 2, option: [{ id: 1, name: 'Papara' }, { id: 2, name: 'Payfix' }] },
  { key: 'amount', mask: null, objectType: 4, option: null },
];

/** Answers payment/detail with `detail` and the submit call with `submit`. */
function route(detail: Response, submit?: Response) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.endsWith('/api/payment/detail')) return detail.clone();
    if (submit && /\/api\/payment\/(deposit|withdraw)$/.test(path)) return submit.clone();
    throw new Error(`unexpected call ${path}`);
  });
}

function open(name: 'deposit' | 'withdraw') {
  const store = createStore();
  store.set(dialogAtom, { name, data: { id: 3, type: name === 'deposit' ? 1 : 2, title: 'E-Cüzdan', minAmount: 20, maxAmount: 10000 } });
  renderWithProviders(name === 'deposit' ? <DepositDialog /> : <WithdrawDialog />, { store });
  return { store, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Account holder'), 'Ayşe Yılmaz');
  await user.selectOptions(screen.getByLabelText('E-wallet'), 'Payfix');
  await user.type(screen.getByLabelText('Amount'), '150,5');
}

const sentBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => /payment\/(deposit|withdraw)$/.test(String(url)));
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : null;
};

beforeEach(() => {
  fetchMock.mockReset();
  openMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('open', openMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('DepositDialog (docs/product.md §2, §4 Deposit, §5 Dynamic forms)', () => {
  it('keeps Submit disabled until valid, sends converted values and handles an Iframe result', async () => {
    route(ok(FIELDS), ok('http://pay.example/demo/pay/abc', 'Your payment page is ready.'));
    const { user } = open('deposit');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await fillValid(user);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await screen.findByText('Click the button below to continue the process!');
    expect(sentBody()).toEqual({ id: 3, target: 'pay', detail: { accountHolder: 'Ayşe Yılmaz', provider: 2, amount: 150.5 } });
    expect(openMock).toHaveBeenCalledWith('http://pay.example/demo/pay/abc', '_blank', 'noopener,noreferrer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(openMock).toHaveBeenCalledTimes(2);
  });

  it('shows the server message with the success icon and hides the form for a Message result', async () => {
    route(ok(FIELDS), ok(null, 'Deposit request received.'));
    const { user } = open('deposit');
    await fillValid(user);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Deposit request received.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(openMock).not.toHaveBeenCalled();
  });

  it('refuses an amount below the method minimum without calling the server', async () => {
    route(ok(FIELDS));
    const { user } = open('deposit');
    await user.type(await screen.findByLabelText('Account holder'), 'Ali');
    await user.selectOptions(screen.getByLabelText('E-wallet'), 'Papara');
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.tab();
    expect(await screen.findByText('The amount must be at least ₺20.00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(sentBody()).toBeNull();
  });

  it("shows 'No data found' for an empty field list and closes the dialogs after about 100 ms", async () => {
    route(ok([]));
    const { store } = open('deposit');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No data found'));
    expect(store.get(dialogAtom)).not.toBeNull();
    await waitFor(() => expect(store.get(dialogAtom)).toBeNull(), { timeout: 500 });
  });

  it('closes the dialogs after a failed load with the server message', async () => {
    route(reply(400, { success: false, message: 'This payment method is not available.', data: null }));
    const { store } = open('deposit');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This payment method is not available.'));
    await waitFor(() => expect(store.get(dialogAtom)).toBeNull(), { timeout: 500 });
  });

  it('shows a clear error for a field it cannot understand and never enables Submit', async () => {
    route(ok([{ key: 'mystery', mask: null, objectType: 42, option: null }]));
    open('deposit');
    expect(await screen.findByText('Mystery: this field cannot be shown. Please contact support.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

describe('WithdrawDialog (docs/product.md §4 Withdraw, §8)', () => {
  it('toasts the success message and closes the dialogs 500 ms later', async () => {
    route(ok(FIELDS), ok({ id: 9, recordStatus: 2, processStatus: 1 }, 'Your withdrawal request has been received.'));
    const { store, user } = open('withdraw');
    await fillValid(user);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your withdrawal request has been received.'));
    // Still open after the toast, with the close scheduled CLOSE_AFTER_WITHDRAW_MS later; then closed by that timer.
    expect(store.get(dialogAtom)).not.toBeNull();
    expect(timers.mock.calls.some(([, ms]) => ms === CLOSE_AFTER_WITHDRAW_MS)).toBe(true);
    await waitFor(() => expect(store.get(dialogAtom)).toBeNull());
    timers.mockRestore();
  });

  it('keeps the form and shows the server message as an error toast when refused', async () => {
    route(ok(FIELDS), reply(400, { success: false, message: 'The amount is above your balance (₺10,00).', data: null }));
    const { store, user } = open('withdraw');
    await fillValid(user);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The amount is above your balance (₺10,00).'));
    expect(store.get(dialogAtom)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('tells a player holding bonus money what can be withdrawn and that withdrawing forfeits the bonus', async () => {
    const balances = [{ balance: 100, cash: 50, bonus: 50, withdrawable: 50 }, { balance: 50, cash: 50, bonus: 0, withdrawable: 50 }];
    for (const split of balances) {
      fetchMock.mockImplementation(async (url) => (String(url).endsWith('/api/user/balance') ? ok(split) : ok(FIELDS)));
      const store = createStore();
      store.set(authAtom, testPlayer);
      store.set(dialogAtom, { name: 'withdraw', data: { id: 3, type: 2, title: 'Banka', minAmount: 20, maxAmount: 10000 } });
      renderWithProviders(<WithdrawDialog />, { store });
      await screen.findByLabelText('Account holder');
      await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/user/balance'))).toBe(true));
      if (split.bonus > 0) {
        expect(await screen.findByRole('note')).toHaveTextContent(
          'You can withdraw ₺50,00. Your bonus money (₺50,00) cannot be withdrawn, and a withdrawal now cancels your active bonus and forfeits it.',
        );
      } else {
        expect(screen.queryByRole('note')).toBeNull();
      }
      cleanup();
      fetchMock.mockReset();
    }
  });
});

describe('one request per action (docs/wallet.md)', () => {
  const sent = () => fetchMock.mock.calls.filter(([url]) => /payment\/(deposit|withdraw)$/.test(String(url))).length;

  it('deposit: a double click sends one request; after the result the form is gone until a new deposit starts', async () => {
    route(ok(FIELDS), ok('http://pay.example/demo/pay/abc', 'Your payment page is ready.'));
    const { user } = open('deposit');
    await fillValid(user);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.dblClick(submit);
    await screen.findByText('Click the button below to continue the process!');
    expect(sent()).toBe(1);
    // The request cannot be sent again: no form, no Submit, until the player starts a new deposit.
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New deposit' }));
    expect(await screen.findByLabelText('Amount')).toHaveValue('');
    expect(screen.getByLabelText('Account holder')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(sent()).toBe(1);
  });

  it('deposit: the second click of a double click, landing on the result that replaced Submit, starts nothing', async () => {
    route(ok(FIELDS), ok('http://pay.example/demo/pay/abc', 'Your payment page is ready.'));
    const { user } = open('deposit');
    await fillValid(user);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByText('Click the button below to continue the process!');
    const opened = openMock.mock.calls.length;
    // A fast reply puts the result's buttons under the pointer before the player's second click (click count 2).
    fireEvent.click(screen.getByRole('button', { name: 'New deposit' }), { detail: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }), { detail: 2 });
    expect(screen.getByText('Click the button below to continue the process!')).toBeInTheDocument();
    expect(openMock.mock.calls.length).toBe(opened);
    // A click of its own (or the keyboard, click count 0) still works.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }), { detail: 0 });
    expect(openMock.mock.calls.length).toBe(opened + 1);
    fireEvent.click(screen.getByRole('button', { name: 'New deposit' }), { detail: 1 });
    expect(await screen.findByLabelText('Amount')).toHaveValue('');
  });

  it('deposit: a Message result also offers a fresh form', async () => {
    route(ok(FIELDS), ok(null, 'Deposit request received.'));
    const { user } = open('deposit');
    await fillValid(user);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByText('Deposit request received.');
    await user.click(screen.getByRole('button', { name: 'New deposit' }));
    expect(await screen.findByLabelText('Amount')).toHaveValue('');
  });

  it('withdraw: a double click sends one request', async () => {
    route(ok(FIELDS), ok({ id: 9, recordStatus: 2, processStatus: 1 }, 'Your withdrawal request has been received.'));
    const { user } = open('withdraw');
    await fillValid(user);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.dblClick(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(sent()).toBe(1);
  });

  it('a refused request can be corrected and sent again', async () => {
    route(ok(FIELDS), reply(400, { success: false, message: 'Refused.', data: null }));
    const { user } = open('deposit');
    await fillValid(user);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await user.click(submit);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Refused.'));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(sent()).toBe(2));
  });
});
