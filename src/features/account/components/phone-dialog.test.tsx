// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import toast from 'react-hot-toast';
import { jsonReply, renderWithProviders, sessionFixture } from '@site/forms/test-utils';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { writeAuth, type StoredAuthData } from '@site/lib/auth-storage';
import { PhoneDialog } from './phone-dialog';

vi.mock('react-hot-toast', () => ({
  default: { success: vi.fn(), error: vi.fn() },
}));

const player: StoredAuthData = {
  ...sessionFixture({
    token: 't',
    username: 'gulsen1',
    name: 'Gülşen',
    surname: 'Işık',
    phone: '905551234567',
  }),
  fingerprint: 'fp',
};
const reply = jsonReply;
const fetchMock = vi.fn<typeof fetch>();
const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function open(auth: StoredAuthData) {
  writeAuth(auth);
  const store = createStore();
  store.set(authAtom, auth);
  store.set(dialogAtom, { name: 'phone' });
  renderWithProviders(<PhoneDialog />, { store });
  return store;
}

describe('PhoneDialog (docs/product.md §2, §4 Phone dialog pages)', () => {
  it('starts on Verified for a verified player, with Update Number and no editable phone', () => {
    open({ ...player, smsVerified: true });
    expect(screen.getByText('( Verified )')).toBeInTheDocument();
    expect(screen.getByText('+90 (555) 123 45 67')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Code' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update Number' })).toBeInTheDocument();
  });

  it('sends the code, counts down 60 s, clears a refused code, then stores the verified phone', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(200, { success: true, message: 'Code sent', data: null }))
      .mockResolvedValueOnce(
        reply(400, {
          success: false,
          message: 'The code is not correct.',
          data: null,
        }),
      )
      .mockResolvedValueOnce(
        reply(200, {
          success: true,
          message: 'Verified',
          data: { phone: '905551234567', smsVerified: true },
        }),
      );
    const store = open(player);
    const user = userEvent.setup();
    expect(screen.getByText('( Not Verified )')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Resend code in')).toBeInTheDocument();
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('60 s');
    expect(screen.queryByRole('button', { name: 'Click to resend' })).toBeNull();

    await user.type(screen.getByLabelText('SMS Code'), '111111');
    expect(screen.getByLabelText('SMS Code')).toHaveValue('111-111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The code is not correct.'));
    await waitFor(() => expect(screen.getByLabelText('SMS Code')).toHaveValue(''));

    await user.type(screen.getByLabelText('SMS Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('( Verified )')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Verified');
    expect(bodies()).toEqual([
      { step: 1, phone: '905551234567' },
      { step: 2, phone: '905551234567', code: '111111' },
      { step: 2, phone: '905551234567', code: '123456' },
    ]);
    expect(store.get(authAtom)).toMatchObject({
      phone: '905551234567',
      smsVerified: true,
    });
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({
      smsVerified: true,
    });
  });

  it('offers "Click to resend" once the 60 s are over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(async () => reply(200, { success: true, message: 'Code sent', data: null }));
    open(player);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByText('Resend code in');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await user.click(screen.getByRole('button', { name: 'Click to resend' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Resend code in')).toBeInTheDocument();
  });
});
