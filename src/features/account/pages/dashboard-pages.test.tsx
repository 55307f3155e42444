// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '@site/forms/test-utils';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { testPlayer } from '@site/app/test-utils';
import DashboardPage from './dashboard-page';
import FinancialActivitiesPage from './financial-activities-page';
import { quickRange } from '@site/lib/history-ranges';
import { statusFixture } from '@site/app/protection-fixtures';
import { ProtectionSlots } from '@site/app/layout/protection-bridge';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, message: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
/** Bodies of the POST calls (the page also GETs protection/status to know whether the export is on). */
const bodies = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const isStatus = (url: unknown) => String(url).includes('protection/status');

const item = (id: number, overrides: Record<string, unknown> = {}) => ({
  id, reference: `W-${String(id).padStart(6, '0')}`, createdAt: '2026-11-20T09:30:00Z', transactionType: 2, methodName: 'Havale / EFT', amount: 200, recordStatus: 2, processStatus: 1, ...overrides,
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const totals = { deposits: 0, withdrawals: 0, net: 0 };

function render(ui: React.ReactElement, url = '/') {
  const store = createStore();
  store.set(authAtom, testPlayer);
  // As the app renders them: inside the protection slots (the export button's gate reads protection/status).
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <ProtectionSlots>{ui}</ProtectionSlots>
    </MemoryRouter>,
    { store },
  );
  return { store, user: userEvent.setup() };
}

describe('DashboardPage (docs/product.md §2 Dashboard tiles)', () => {
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

describe('FinancialActivitiesPage (history table, docs/product.md §3 labels)', () => {
  it('shows enum labels, pages with skip and filters by date range', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (isStatus(url)) return ok(statusFixture());
      const body = JSON.parse(String(init?.body)) as { skip: number };
      return ok({ total: 12, totals, items: body.skip === 0 ? [item(1), item(2, { transactionType: 1, recordStatus: 1, processStatus: 2 })] : [item(11)] });
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
    fetchMock.mockImplementation(async (url) => (isStatus(url) ? ok(statusFixture()) : ok({ total: 0, totals, items: [] })));
    const { user } = render(<FinancialActivitiesPage />);
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    const calls = bodies().length;
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(screen.getByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeDisabled();
    expect(bodies().length).toBe(calls);
  });

  it('shows Export CSV only when the compliance profile has the export on', async () => {
    const profile = statusFixture().profile;
    fetchMock.mockImplementation(async (url) => (isStatus(url) ? ok(statusFixture()) : ok({ total: 0, totals, items: [] })));
    render(<FinancialActivitiesPage />);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    cleanup();
    const off = statusFixture({ profile: { ...profile, historyExport: { enabled: false, maxRangeMonths: 12 } } });
    fetchMock.mockImplementation(async (url) => (isStatus(url) ? ok(off) : ok({ total: 0, totals, items: [] })));
    render(<FinancialActivitiesPage />);
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => isStatus(url)).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('sends the filters and the page kept in the URL (a reload keeps them), ignoring values the server would refuse', async () => {
    fetchMock.mockImplementation(async (url) => (isStatus(url) ? ok(statusFixture()) : ok({ total: 0, totals, items: [] })));
    render(<FinancialActivitiesPage />, '/?type=withdrawal&status=bogus&from=2026-11-01&to=2026-11-20&page=3');
    await screen.findByText('No records found.');
    expect(bodies()[0]).toEqual({ from: '2026-11-01', to: '2026-11-20', type: 'withdrawal', skip: 20, take: 10 });
    expect(screen.getByLabelText('Type')).toHaveValue('withdrawal');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  });

  it('applies a filter and a quick range at once, from page 1, and shows the server\'s totals in lira', async () => {
    fetchMock.mockImplementation(async (url) => (isStatus(url) ? ok(statusFixture()) : ok({ total: 1, totals: { deposits: 10_000, withdrawals: 250.5, net: 9_749.5 }, items: [item(1)] })));
    const { user } = render(<FinancialActivitiesPage />, '/?page=2');
    const totalsBox = await screen.findByRole('region', { name: 'Totals for the selected period' });
    expect(totalsBox).toHaveTextContent(/Deposits₺10.000,00/);
    expect(totalsBox).toHaveTextContent(/Withdrawals₺250,50/);
    expect(totalsBox).toHaveTextContent(/Net\+₺9.749,50/);
    expect(screen.getByRole('table')).toHaveTextContent('W-000001');
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() => expect(bodies().at(-1)).toEqual({ status: 'pending', skip: 0, take: 10 }));
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = quickRange('7d');
    await waitFor(() => expect(bodies().at(-1)).toEqual({ ...week, status: 'pending', skip: 0, take: 10 }));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    // The date pickers show the same Istanbul days the quick range chose.
    expect(screen.getByLabelText('From')).toHaveValue(week.from);
    expect(screen.getByLabelText('To')).toHaveValue(week.to);
  });
});

describe('history filters changed in quick succession', () => {
  it('keeps both: the second change does not undo the first', async () => {
    fetchMock.mockImplementation(async (url) => (isStatus(url) ? ok(statusFixture()) : ok({ total: 0, totals, items: [] })));
    render(<FinancialActivitiesPage />);
    await screen.findByText('No records found.');
    // Both changes before React renders the first one's URL.
    const type = screen.getByLabelText('Type');
    const status = screen.getByLabelText('Status');
    await act(async () => {
      fireEvent.change(type, { target: { value: 'deposit' } });
      fireEvent.change(status, { target: { value: 'pending' } });
    });
    await waitFor(() => expect(bodies().at(-1)).toEqual({ type: 'deposit', status: 'pending', skip: 0, take: 10 }));
  });
});
