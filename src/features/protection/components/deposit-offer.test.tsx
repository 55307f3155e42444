// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, renderWithProviders, sessionFixture } from '@site/forms/test-utils';
import { authAtom } from '@site/lib/session';
import { statusFixture } from '@site/app/protection-fixtures';
import { DepositOffer } from './deposit-offer';

/** The identity step comes before the first deposit when the market requires it. */
const fetchMock = vi.fn<typeof fetch>();
let identity = { required: true, complete: false, missing: ['personalNo', 'birthDate'] };
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  identity = { required: true, complete: false, missing: ['personalNo', 'birthDate'] };
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('protection/identity') && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      identity = { required: true, complete: true, missing: [] };
      return jsonReply(200, { success: true, message: 'saved', data: identity });
    }
    if (url.includes('protection/identity')) return jsonReply(200, { success: true, message: '', data: identity });
    return jsonReply(200, { success: true, message: '', data: statusFixture() });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function render() {
  const store = createStore();
  store.set(authAtom, { ...sessionFixture(), fingerprint: 'f' });
  return renderWithProviders(
    <MemoryRouter>
      <DepositOffer />
    </MemoryRouter>,
    { store },
  );
}

describe('DepositOffer with identity before money', () => {
  it('asks for the TC number and birth date, refuses a wrong check digit, then sends the identity', async () => {
    const user = userEvent.setup();
    render();
    const step = await screen.findByTestId('identity-step');
    expect(step).toHaveTextContent('Confirm your identity');
    await user.type(screen.getByLabelText('TC identity number'), '12345678901');
    await user.type(screen.getByLabelText('Day'), '09');
    await user.type(screen.getByLabelText('Month'), '03');
    await user.type(screen.getByLabelText('Year'), '1985');
    await user.click(screen.getByRole('button', { name: 'Confirm identity' }));
    expect(await screen.findByText('This is not a valid TC identity number.')).toBeVisible();
    expect(posted).toEqual([]);
    await user.clear(screen.getByLabelText('TC identity number'));
    await user.type(screen.getByLabelText('TC identity number'), '12345678950');
    await user.click(screen.getByRole('button', { name: 'Confirm identity' }));
    await waitFor(() => expect(posted).toEqual([{ personalNo: '12345678950', birthDate: '1985-03-09' }]));
    await waitFor(() => expect(screen.queryByTestId('identity-step')).toBeNull());
  });

  it('shows no identity step when the market does not require it', async () => {
    identity = { required: false, complete: false, missing: ['personalNo', 'birthDate'] };
    render();
    expect(await screen.findByText('Deposit limits')).toBeInTheDocument();
    expect(screen.queryByTestId('identity-step')).toBeNull();
  });
});
