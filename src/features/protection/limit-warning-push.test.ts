// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { protectionStatusQuery } from './api/status';
import { showNewLimitWarnings } from './limit-warning-push';
import { statusFixture } from '@site/app/protection-fixtures';
import type { LimitWarning } from './types';

vi.mock('react-hot-toast', () => ({ default: vi.fn() }));
// The wording has its own tests; here the toast text only names the limit.
vi.mock('./warning-text', () => ({ limitWarningText: (w: LimitWarning) => `${w.type}-${w.period}` }));

const DEPOSIT_DAY: LimitWarning = { type: 'deposit', period: 'day', percent: 85 } as LimitWarning;
let warnings: LimitWarning[] = [];
const reply = () =>
  new Response(JSON.stringify({ success: true, message: '', data: statusFixture({ warnings }) }), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  warnings = [];
  vi.mocked(toast).mockClear();
  vi.stubGlobal('fetch', vi.fn(async () => reply()));
});
afterEach(() => vi.unstubAllGlobals());

/** An observed status query, as the limits page or the play bar holds one. */
async function readStatus(client: QueryClient, token: string) {
  await client.fetchQuery({ ...protectionStatusQuery(token), staleTime: 0 });
}

describe('showNewLimitWarnings', () => {
  it('toasts a warning even when a Deposit push refreshed the status just before the System push', async () => {
    const client = new QueryClient();
    await readStatus(client, 'tok-race');
    warnings = [DEPOSIT_DAY];
    // The Deposit push (type 1) invalidates the protection queries first: the cache already holds the warning.
    await readStatus(client, 'tok-race');
    await showNewLimitWarnings(client, 'tok-race', 41);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(vi.mocked(toast).mock.calls[0][1]).toMatchObject({ id: 'notification-41', ariaProps: { role: 'alert' } });
  });

  it('does not toast the same warning twice, nor one the tab already knew at its first read', async () => {
    const client = new QueryClient();
    warnings = [DEPOSIT_DAY];
    await readStatus(client, 'tok-known');
    await showNewLimitWarnings(client, 'tok-known', 1);
    expect(toast).not.toHaveBeenCalled();
    warnings = [DEPOSIT_DAY, { type: 'loss', period: 'week', percent: 90 } as LimitWarning];
    await showNewLimitWarnings(client, 'tok-known', 2);
    await showNewLimitWarnings(client, 'tok-known', 3);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(vi.mocked(toast).mock.calls[0][0]).toBe('loss-week');
  });

  it('a tab that never read the status toasts what the push brought', async () => {
    const client = new QueryClient();
    warnings = [DEPOSIT_DAY];
    await showNewLimitWarnings(client, 'tok-fresh', 7);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('warns again for the same limit once its warning ended (a new period)', async () => {
    const client = new QueryClient();
    await readStatus(client, 'tok-period');
    warnings = [DEPOSIT_DAY];
    await showNewLimitWarnings(client, 'tok-period', 1);
    warnings = [];
    await showNewLimitWarnings(client, 'tok-period', 2);
    warnings = [DEPOSIT_DAY];
    await showNewLimitWarnings(client, 'tok-period', 3);
    expect(toast).toHaveBeenCalledTimes(2);
  });
});
