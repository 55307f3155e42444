// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import toast from 'react-hot-toast';
import { jsonReply, renderWithProviders, sessionFixture } from '@site/forms/test-utils';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { LoginDialog } from './login-dialog';

vi.mock('react-hot-toast', () => ({
  default: { success: vi.fn(), error: vi.fn() },
}));

const session = sessionFixture();
const reply = jsonReply;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

function openLogin() {
  const store = createStore();
  store.set(dialogAtom, { name: 'login' });
  renderWithProviders(<LoginDialog />, { store });
  return { store, user: userEvent.setup() };
}

describe('LoginDialog (docs/product.md §2 Login, §4, §8)', () => {
  it('is closed unless the login dialog is requested', () => {
    renderWithProviders(<LoginDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links to recovery and to Sign Up', async () => {
    const { store, user } = openLogin();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recovery Password' }));
    expect(store.get(dialogAtom)).toEqual({ name: 'recovery' });
    store.set(dialogAtom, { name: 'login' });
    await user.click(await screen.findByRole('button', { name: 'Not a Member? Sign Up Now!' }));
    expect(store.get(dialogAtom)).toEqual({ name: 'register' });
  });

  it('does not call the server for an invalid form', async () => {
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Username'), 'al');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Enter at least 3 characters.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in: posts the credentials, starts the session, toasts the server message and closes', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, message: 'Welcome Ali', data: session }));
    const { store, user } = openLogin();
    await user.type(screen.getByLabelText('Username'), 'ali123');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(store.get(dialogAtom)).toBeNull());
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/api\/auth\/login$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'ali123',
      password: 'secret1',
    });
    expect(store.get(authAtom)?.token).toBe('t0k3n');
    expect(toast.success).toHaveBeenCalledWith('Welcome Ali');
  });

  it('shows the server message as an error toast on failure and stays open', async () => {
    fetchMock.mockResolvedValue(
      reply(400, {
        success: false,
        message: 'Wrong username or password',
        data: null,
      }),
    );
    const { store, user } = openLogin();
    await user.type(screen.getByLabelText('Username'), 'ali123');
    await user.type(screen.getByLabelText('Password'), 'wrong1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Wrong username or password'));
    expect(store.get(dialogAtom)).toEqual({ name: 'login' });
    expect(store.get(authAtom)).toBeNull();
  });
});
