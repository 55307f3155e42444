// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import toast from 'react-hot-toast';
import { jsonReply, renderWithProviders, sessionFixture } from '@site/forms/test-utils';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { phoneStepAtom, trialBonusAmountAtom } from '@site/features/auth/register/state';
import { RegisterDialog } from './register-dialog';

vi.mock('react-hot-toast', () => ({
  default: { success: vi.fn(), error: vi.fn() },
}));

const session = sessionFixture({
  token: 'new-token',
  username: 'cagri1990',
  usercode: 'U2',
  name: 'Çağrı',
  surname: 'Öztürk',
});
const reply = jsonReply;
const countries = {
  success: true,
  message: '',
  data: {
    countries: [
      { id: 49, name: 'Germany' },
      { id: 90, name: 'Türkiye' },
    ],
  },
};
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('auth/form')
      ? reply(200, countries)
      : reply(200, {
          success: true,
          message: 'Registration successful',
          data: session,
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

function openRegister(trialBonusAmount = 0) {
  const store = createStore();
  store.set(dialogAtom, { name: 'register' });
  store.set(trialBonusAmountAtom, trialBonusAmount);
  renderWithProviders(<RegisterDialog />, { store });
  return { store, user: userEvent.setup() };
}

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Çağrı');
  await user.type(screen.getByLabelText('Surname'), 'Öztürk');
  await user.type(screen.getByLabelText('Username'), 'cagri1990');
  await user.type(screen.getByLabelText('E-mail'), 'cagri@example.com');
  await user.type(screen.getByLabelText('Phone'), '5321234567');
  await user.type(screen.getByLabelText('Password'), 'kestan7');
  await user.type(screen.getByLabelText('Confirm Password'), 'kestan7');
}

const registerBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes('auth/register'));
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

describe('RegisterDialog (docs/product.md §2 Sign Up, §3, §4)', () => {
  it('has accessible tabs, Fast first and selected; arrow keys switch to Default', async () => {
    const { user } = openRegister();
    const fast = screen.getByRole('tab', { name: 'Fast Register' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Fast Register', 'Default Register']);
    expect(fast).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Fast Register');
    expect(screen.queryByLabelText('TC No')).not.toBeInTheDocument();
    fast.focus();
    await user.keyboard('{ArrowRight}');
    const standard = screen.getByRole('tab', { name: 'Default Register' });
    expect(standard).toHaveAttribute('aria-selected', 'true');
    expect(standard).toHaveFocus();
    expect(screen.getByLabelText('TC No')).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue('1970');
  });

  it('registers with the fast form: Türkiye by default, payload per docs/product.md §3, session, toast, phone step 1', async () => {
    const { store, user } = openRegister();
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveDisplayValue('Türkiye'));
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // Spec §4: without a trial bonus the celebration screen follows.
    await waitFor(() => expect(store.get(dialogAtom)).toEqual({ name: 'congratulations' }));
    expect(registerBody()).toEqual({
      name: 'Çağrı',
      surname: 'Öztürk',
      username: 'cagri1990',
      email: 'cagri@example.com',
      phone: '905321234567',
      country: 90,
      currencyId: 1,
      trialBonus: 0,
      password: 'kestan7',
      password2: 'kestan7',
      isFast: true,
    });
    expect(store.get(authAtom)?.token).toBe('new-token');
    expect(store.get(phoneStepAtom)).toBe(1);
    expect(toast.success).toHaveBeenCalledWith('Registration successful');
  });

  it('default form: sends PersonalNo, the assembled birth date and the referral from the URL', async () => {
    window.history.replaceState(null, '', '/?refId=77');
    const { user } = openRegister();
    await user.click(screen.getByRole('tab', { name: 'Default Register' }));
    await fillCommon(user);
    await user.type(screen.getByLabelText('TC No'), '12345678950');
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '09');
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveDisplayValue('Türkiye'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(registerBody()).toBeDefined());
    expect(registerBody()).toMatchObject({
      isFast: false,
      PersonalNo: '12345678950',
      birthDate: '1970-01-09',
      refId: 77,
      country: 90,
    });
    window.history.replaceState(null, '', '/');
  });

  it('offers a deposit limit from the form schema and sends it as depositLimit', async () => {
    const { user } = openRegister();
    await fillCommon(user);
    const amount = screen.getByLabelText('Deposit limit (optional)');
    expect(screen.getByLabelText('Limit period')).toHaveDisplayValue('Monthly');
    await user.type(amount, '500');
    await user.selectOptions(screen.getByLabelText('Limit period'), 'Weekly');
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveDisplayValue('Türkiye'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(registerBody()).toBeDefined());
    expect(registerBody()).toMatchObject({ isFast: true, depositLimit: { period: 'week', amount: 500 } });
  });

  it('refuses a TC number whose check digits are wrong before sending', async () => {
    const { user } = openRegister();
    await user.click(screen.getByRole('tab', { name: 'Default Register' }));
    await fillCommon(user);
    await user.type(screen.getByLabelText('TC No'), '12345678901');
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveDisplayValue('Türkiye'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This is not a valid TC identity number.')).toBeVisible();
    expect(registerBody()).toBeUndefined();
  });

  it('shows the server message on failure and keeps the dialog open', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('auth/form')
        ? reply(200, countries)
        : reply(400, {
            success: false,
            message: 'username is already taken',
            data: null,
          }),
    );
    const { store, user } = openRegister(50);
    await fillCommon(user);
    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveDisplayValue('Türkiye'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('username is already taken'));
    expect(registerBody()).toMatchObject({ trialBonus: 1 });
    expect(store.get(dialogAtom)).toEqual({ name: 'register' });
  });

  it("'Are you already a member? Sign In Now!' opens login", async () => {
    const { store, user } = openRegister();
    await user.click(
      screen.getByRole('button', {
        name: 'Are you already a member? Sign In Now!',
      }),
    );
    expect(store.get(dialogAtom)).toEqual({ name: 'login' });
  });
});
