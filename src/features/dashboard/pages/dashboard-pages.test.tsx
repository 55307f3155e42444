// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../forms/test-utils';
import { dialogAtom } from '../../../lib/dialogs';
import { authAtom } from '../../../lib/session';
import { testPlayer } from '../../../app/test-utils';
import DashboardPage from './dashboard-page';
import FinancialActivitiesPage from './financial-activities-page';
import { statusFixture } from '../../protection/test-fixtures';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, message: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
/** Bodies of the POST calls (the page also GETs protection/status to know whether the export is on). */
const bodies = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const isStatus = (url: unknown) => String(url).includes('protection/status');

const item = (id: number, overrides: Record<string, unknown> = {}) => ({
  id, createdAt: '2026-11-20T09:30:00Z', transactionType: 2, methodName: 'Havale / EFT', amount: 200, recordStatus: 2, processStatus: 1, ...overrides,
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function render(ui: React.ReactElement) {
  const store = createStore();
  store.set(authAtom, testPlayer);
  renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, { store });
  return { store, user: userEvent.setup() };
}

describe('DashboardPage (spec §2 Dashboard tiles)', () => {
  it('links every section and opens the change-password dialog from its tile', async () => {
    const { store, user } = render(<DashboardPage />);
    const nav = screen.getByRole('navigation', { name: 'My Account' });
    const hrefs = within(nav).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/dashboard/deposit', '/dashboard/withdraw', '/dashboard/game-history', '/dashboard/bonuses',
      '/dashboard/financial-activities', '/dashboard/session-history', '/dashboard/account', '/dashboard/responsible-gaming',
    ]);
    await user.click(within(nav).getByRole('button', { name: /Change Password/ }));
    expect(store.get(dialogAtom)).toEqual({ name: 'change-password' });
    expect(within(nav).getByRole('button', { name: /Log Out/ })).toBeInTheDocument();
  });
});

describe('FinancialActivitiesPage (history table, spec §3 labels)', () => {
  it('shows enum labels, pages with skip and filters by date range', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (isStatus(url)) return ok(statusFixture());
      const body = JSON.parse(String(init?.body)) as { skip: number };
      return ok({ total: 12, items: body.skip === 0 ? [item(1), item(2, { transactionType: 1, recordStatus: 1, processStatus: 2 })] : [item(11)] });
    });
    const { user } = render(<FinancialActivitiesPage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Withdraw.*Havale \/ EFT.*₺200,00.*Pending.*Processing/);
    expect(rows[2]).toHaveTextContent(/Deposit.*Confirmed.*Completed/);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(bodies().at(-1)).toEqual({ skip: 10, take: 10 });

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-20', skip: 0, take: 10 }));
  });

  it('refuses a start after the end without calling the server', async () => {
    fetchMock.mockImplementation(async (url) => (isStatus(url) ? ok(statusFixture()) : ok({ total: 0, items: [] })));
    const { user } = render(<FinancialActivitiesPage />);
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    const calls = bodies().length;
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(screen.getByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeDisabled();
    expect(bodies().length).toBe(calls);
  });

  it('shows Export CSV only when the compliance profile has the export on (issue 17 item 15)', async () => {
    const profile = statusFixture().profile;
    fetchMock.mockImplementation(async (url) => (isStatus(url) ? ok(statusFixture()) : ok({ total: 0, items: [] })));
    render(<FinancialActivitiesPage />);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    cleanup();
    const off = statusFixture({ profile: { ...profile, historyExport: { enabled: false, maxRangeMonths: 12 } } });
    fetchMock.mockImplementation(async (url) => (isStatus(url) ? ok(off) : ok({ total: 0, items: [] })));
    render(<FinancialActivitiesPage />);
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => isStatus(url)).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
