// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, renderWithProviders } from '@site/forms/test-utils';
import { statusFixture } from '@site/app/protection-fixtures';
import { LimitsPanel } from './limits-panel';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const row = (type: 'deposit' | 'loss' | 'wager' | 'session', period: 'day' | 'week' | 'month', extra = {}) => ({
  type,
  period,
  value: null,
  used: 0,
  remaining: null,
  pending: null,
  ...extra,
});

describe('LimitsPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('still shows a stored limit of a type the profile no longer offers, with only its removal', () => {
    const status = statusFixture({
      profile: { ...statusFixture().profile, limits: { types: ['loss'], periods: ['week'], coolingOffHours: 24, warnAtPercent: 80 } },
      limits: [row('loss', 'week'), row('deposit', 'day', { value: 50, used: 0, remaining: 50, offered: false })],
    });
    renderWithProviders(<LimitsPanel status={status} />);
    expect(screen.getByRole('heading', { name: 'Deposit limit' })).toBeInTheDocument();
    const item = screen.getByRole('listitem', { name: 'Daily deposit limit' });
    expect(item).toHaveTextContent('₺50,00');
    expect(item).toHaveTextContent('No longer offered here. Your limit still applies until you remove it');
    expect(within(item).getByRole('button', { name: 'Remove limit: Daily deposit limit' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /^Change/ })).toBeNull();
  });

  it('shows only the limit types the profile turns on, with value, usage bar and share', () => {
    const status = statusFixture({
      profile: { ...statusFixture().profile, limits: { types: ['deposit'], periods: ['day'], coolingOffHours: 24, warnAtPercent: 80 } },
      limits: [row('deposit', 'day', { value: 500, used: 420, remaining: 80 })],
    });
    renderWithProviders(<LimitsPanel status={status} />);
    expect(screen.getByRole('heading', { name: 'Deposit limit' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Loss limit' })).toBeNull();
    const item = screen.getByRole('listitem', { name: 'Daily deposit limit' });
    expect(item).toHaveTextContent('₺500,00');
    expect(item).toHaveTextContent('Used ₺420,00 of ₺500,00');
    expect(item).toHaveTextContent('84% used');
    expect(within(item).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '84');
  });

  it('counts a pending increase down each second and offers Confirm only when it is due', () => {
    const status = statusFixture({
      limits: [row('loss', 'week', { value: 100, used: 0, remaining: 100, pending: { value: 250, effectiveAt: new Date(NOW + 3000).toISOString() } })],
    });
    renderWithProviders(<LimitsPanel status={status} />);
    const pending = screen.getByTestId('pending-loss-week');
    expect(pending).toHaveTextContent('Pending: ₺250,00');
    expect(within(pending).getByRole('timer')).toHaveTextContent('Can be confirmed in 00:00:03');
    expect(within(pending).queryByRole('button', { name: 'Confirm' })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(pending).getByRole('timer')).toHaveTextContent('Can be confirmed in 00:00:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(within(pending).getByRole('timer')).toHaveTextContent('The waiting time is over. Confirm to apply it.');
    expect(within(pending).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('shows session limits in minutes and a pending removal as "no limit"', () => {
    const status = statusFixture({
      limits: [row('session', 'day', { value: 90, used: 30, remaining: 60, pending: { value: null, effectiveAt: new Date(NOW + 86_400_000).toISOString() } })],
    });
    renderWithProviders(<LimitsPanel status={status} />);
    const item = screen.getByRole('listitem', { name: 'Daily session time limit' });
    expect(item).toHaveTextContent('90 min');
    expect(item).toHaveTextContent('Used 30 min of 90 min');
    expect(screen.getByTestId('pending-session-day')).toHaveTextContent('Pending: no limit');
    expect(within(screen.getByTestId('pending-session-day')).getByRole('timer')).toHaveTextContent('24:00:00');
  });

  it('shows the wager limit as a card of its own in lira, between the loss and the session time limits', () => {
    const status = statusFixture({
      limits: [row('loss', 'day'), row('wager', 'day', { value: 300, used: 255, remaining: 45 }), row('wager', 'week'), row('session', 'day')],
    });
    renderWithProviders(<LimitsPanel status={status} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Deposit limit',
      'Loss limit',
      'Wager limit',
      'Session time limit',
    ]);
    expect(screen.getByText('Total you can stake in the period (wins do not count back).')).toBeInTheDocument();
    const item = screen.getByRole('listitem', { name: 'Daily wager limit' });
    expect(item).toHaveTextContent('₺300,00');
    expect(item).toHaveTextContent('Used ₺255,00 of ₺300,00');
    expect(item).toHaveTextContent('85% used');
    expect(screen.getByRole('listitem', { name: 'Weekly wager limit' })).toHaveTextContent('No limit');
  });

  it('reads in Turkish', () => {
    renderWithProviders(<LimitsPanel status={statusFixture({ limits: [row('wager', 'week', { value: 1000, used: 0, remaining: 1000 })] })} />, { lng: 'tr' });
    expect(screen.getByRole('heading', { name: 'Bahis limiti' })).toBeInTheDocument();
    expect(screen.getByText('Bu dönemde yatırabileceğiniz toplam bahis tutarı (kazançlar düşülmez).')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Haftalık bahis limiti' })).toHaveTextContent('₺1.000,00');
  });

  it('sets a wager limit in lira through protection/setlimit', async () => {
    vi.useRealTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonReply(200, { success: true, message: '', data: { ...row('wager', 'day', { value: 250, remaining: 250 }), applied: true } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LimitsPanel status={statusFixture({ limits: [row('wager', 'day')] })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set limit: Daily wager limit' }));
    await user.type(await screen.findByLabelText(/Limit \(₺\)/), '250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toMatch(/api\/protection\/setlimit$/);
    expect(JSON.parse(String(init.body))).toEqual({ type: 'wager', period: 'day', value: 250 });
  });

  it('Confirm posts protection/confirmlimit for that limit', async () => {
    vi.useRealTimers();
    const fetchMock = vi.fn().mockResolvedValue(jsonReply(200, { success: true, message: '', data: row('deposit', 'day', { value: 300 }) }));
    vi.stubGlobal('fetch', fetchMock);
    const status = statusFixture({
      limits: [row('deposit', 'day', { value: 100, pending: { value: 300, effectiveAt: new Date(Date.now() - 1000).toISOString() } })],
    });
    renderWithProviders(<LimitsPanel status={status} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toMatch(/api\/protection\/confirmlimit$/);
    expect(JSON.parse(String(init.body))).toEqual({ type: 'deposit', period: 'day' });
  });
});
