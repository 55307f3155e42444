// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonReply, renderWithProviders } from '@site/forms/test-utils';
import { askReauth, settleReauth } from '@site/features/auth/step-up';
import { ReauthDialog } from './reauth-dialog';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  settleReauth(false);
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens the dialog for a refusal listing `methods`; `answer` is what the waiting call gets. */
function open(methods: ('password' | 'totp' | 'passkey')[]) {
  const answer = askReauth({ reauth: { methods } }, 'Confirm it is you.');
  renderWithProviders(<ReauthDialog request={{ message: 'Confirm it is you.', methods }} />);
  return { answer, user: userEvent.setup() };
}

describe("ReauthDialog: every factor the player has (docs/security.md \"Step-up\")", () => {
  it('offers the password only when that is all the player has', () => {
    void open(['password']);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use the authenticator code instead' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });

  it('switches to the authenticator code, focuses it and sends {code} to auth/reauth', async () => {
    const { answer, user } = open(['password', 'totp']);
    await user.click(screen.getByRole('button', { name: 'Use the authenticator code instead' }));
    const field = screen.getByLabelText(/Code from the authenticator app/);
    expect(field).toHaveFocus();
    fetchMock.mockResolvedValueOnce(jsonReply(200, { success: true, message: 'ok', data: null }));
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain('/api/auth/reauth');
    expect(JSON.parse(String(init?.body))).toEqual({ code: '123456' });
  });

  it('says a wrong code in an alert and stays open', async () => {
    const { user } = open(['password', 'totp']);
    await user.click(screen.getByRole('button', { name: 'Use the authenticator code instead' }));
    fetchMock.mockResolvedValueOnce(jsonReply(400, { success: false, message: 'The code is not correct.', data: null }));
    await user.type(screen.getByLabelText(/Code from the authenticator app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The code is not correct.'));
    expect(screen.getByTestId('reauth-dialog')).toBeInTheDocument();
  });

  it('offers a passkey where the browser has WebAuthn and the player has one', () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    void open(['password', 'passkey']);
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
  });
});
