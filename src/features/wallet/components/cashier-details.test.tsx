// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { createTestI18n, renderWithProviders } from '@site/forms/test-utils';
import { testPlayer } from '@site/app/test-utils';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { maskCard, maskIban } from '@contracts/domain/payment-masks';
import type { CashierInfo } from '@contracts/types/wallet/cashier';
import { methodTerms } from '@site/features/wallet/method-terms';
import { withdrawalSteps } from '@site/lib/withdrawal-steps';
import { readCashierInfo } from '@site/features/wallet/api/cashier';
import { DepositDialog } from './deposit-dialog';
import { WithdrawDialog } from './withdraw-dialog';
import { ownOriginLogo } from './method-logo';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const ok = (data: unknown, message = '') =>
  new Response(JSON.stringify({ success: true, message, data }), { status: 200, headers: { 'content-type': 'application/json' } });
const BANK_FIELDS = [
  { key: 'iban', mask: 'TR00 0000 0000 0000 0000 0000 00', objectType: 1, option: null },
  { key: 'accountHolder', mask: null, objectType: 1, option: null },
  { key: 'amount', mask: null, objectType: 4, option: null },
];
const BANK = { bankName: 'Demo Katılım Bankası', accountHolder: 'Yıldız Oyun Hizmetleri A.Ş.', iban: 'TR360001000123456789012345', reference: 'YT7KQ3MPX9' };
const base: CashierInfo = { prefill: { accountHolder: 'Ayşe Nur Yılmaz' }, saved: [], bankTransfer: null, withdrawals: [] };
const fetchMock = vi.fn<typeof fetch>();

function open(name: 'deposit' | 'withdraw', info: CashierInfo) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.endsWith('/api/user/balance')) return ok({ balance: 1000, cash: 1000, bonus: 0, withdrawable: 1000 });
    if (path.endsWith('/api/payment/detail')) return ok(BANK_FIELDS);
    if (path.endsWith('/api/payment/cashier')) return ok(info);
    if (/\/api\/payment\/(deposit|withdraw)$/.test(path)) return ok(name === 'deposit' ? null : { id: 9 }, 'Received.');
    throw new Error(`unexpected call ${path}`);
  });
  const store = createStore();
  store.set(authAtom, testPlayer);
  store.set(dialogAtom, { name, data: { id: name === 'deposit' ? 1 : 11, type: name === 'deposit' ? 1 : 2, title: 'Havale / EFT', minAmount: 100, maxAmount: 50000 } });
  renderWithProviders(name === 'deposit' ? <DepositDialog /> : <WithdrawDialog />, { store });
  return userEvent.setup();
}
const sentBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => /payment\/(deposit|withdraw)$/.test(String(url)));
  return call ? (JSON.parse(String(call[1]?.body)) as { saved?: number; detail: Record<string, unknown> }) : null;
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('open', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('method terms and logos', () => {
  const t = createTestI18n('en').t;
  it('say processing time and fee in the player language; nothing when the server does not say', () => {
    expect(methodTerms({ processing: { unit: 'instant', min: 0, max: 0 }, fee: { fixed: 0, percent: 0 } }, t, 'en')).toBe('Instant · No fee');
    expect(methodTerms({ processing: { unit: 'businessDays', min: 1, max: 3 }, fee: { fixed: 5, percent: 0 } }, t, 'en')).toBe('1–3 business days · ₺5.00 fee');
    expect(methodTerms({ processing: { unit: 'businessDays', min: 1, max: 1 } }, t, 'en')).toBe('1 business day');
    expect(methodTerms({ fee: { fixed: 0, percent: 2.5 } }, t, 'en')).toBe('2.5% fee');
    expect(methodTerms({}, t, 'en')).toBeNull();
    const tr = createTestI18n('tr').t;
    expect(methodTerms({ processing: { unit: 'minutes', min: 5, max: 30 }, fee: { fixed: 5, percent: 1.5 } }, tr, 'tr')).toBe('5–30 dk · ₺5,00 + %1,5 ücret');
  });
  it('show a logo only from the site itself', () => {
    expect(ownOriginLogo('/brand/papara.svg')).toBe('/brand/papara.svg');
    expect(ownOriginLogo('https://cdn.example.com/x.svg')).toBeNull();
    expect(ownOriginLogo('//cdn.example.com/x.svg')).toBeNull();
    expect(ownOriginLogo(null)).toBeNull();
  });
});

describe('saved details masks and the timeline steps', () => {
  it('masks an IBAN to country, check digits and the last four; a card to its last four', () => {
    expect(maskIban('TR330006100519786457841326')).toBe('TR33 •••• •••• 1326');
    expect(maskCard('4242')).toBe('•••• 4242');
  });
  it('an open withdrawal shows what comes next; a settled one only what happened', () => {
    const open = withdrawalSteps({ createdAt: '2026-01-05T09:00:00Z', recordStatus: 2, timeline: [{ status: 'requested', at: '2026-01-05T09:00:00Z' }] });
    expect(open.map((s) => [s.status, s.state])).toEqual([['requested', 'current'], ['in_review', 'upcoming'], ['approved', 'upcoming']]);
    const rejected = withdrawalSteps({
      createdAt: '2026-01-05T09:00:00Z',
      recordStatus: 4,
      timeline: [{ status: 'requested', at: '2026-01-05T09:00:00Z' }, { status: 'rejected', at: '2026-01-05T10:00:00Z', reason: 'Name mismatch' }],
    });
    expect(rejected.map((s) => [s.status, s.state, s.reason])).toEqual([['requested', 'done', undefined], ['rejected', 'done', 'Name mismatch']]);
    expect(withdrawalSteps({ createdAt: '2026-01-05T09:00:00Z', recordStatus: 2 })[0]).toMatchObject({ status: 'requested', at: '2026-01-05T09:00:00Z' });
  });
  it('a reply of another shape is refused, never half read', () => {
    // Replies that break the contract (an old server, a proxy's page), as the client receives them.
    const broken = (reply: unknown) => reply as CashierInfo;
    expect(() => readCashierInfo(broken([]))).toThrow();
    expect(readCashierInfo(broken({ ...base, bankTransfer: { bankName: 'X' }, saved: [{ id: 'x' }] }))).toMatchObject({ bankTransfer: null, saved: [] });
  });
});

describe('Havale/EFT deposit', () => {
  it('shows the operator account and reference from the server, each copied with a visible and announced confirmation', async () => {
    const writeText = vi.fn(async () => undefined);
    const user = open('deposit', { ...base, bankTransfer: BANK });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const section = await screen.findByRole('region', { name: 'Our bank account' });
    expect(section).toHaveTextContent('TR36 0001 0001 2345 6789 0123 45');
    expect(section).toHaveTextContent('Yıldız Oyun Hizmetleri A.Ş.');
    await user.click(within(section).getByRole('button', { name: 'Copy: IBAN' }));
    expect(writeText).toHaveBeenCalledWith('TR360001000123456789012345');
    expect(within(section).getByRole('button', { name: 'Copy: IBAN' })).toHaveTextContent('Copied');
    expect(within(section).getAllByRole('status').map((s) => s.textContent)).toContain('IBAN copied.');
    await user.click(within(section).getByRole('button', { name: 'Copy: Reference' }));
    expect(writeText).toHaveBeenLastCalledWith('YT7KQ3MPX9');
  });
  it('without a clipboard the value is selected and the player told how to copy it', async () => {
    const user = open('deposit', { ...base, bankTransfer: BANK });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const section = await screen.findByRole('region', { name: 'Our bank account' });
    await user.click(within(section).getByRole('button', { name: 'Copy: IBAN' }));
    expect(within(section).getAllByRole('status').map((s) => s.textContent).join(' ')).toMatch(/IBAN is selected/);
    expect(String(window.getSelection())).toBe('TR36 0001 0001 2345 6789 0123 45');
  });
  it('a card or e-wallet deposit (bankTransfer null) shows no account; the holder starts as the player name', async () => {
    open('deposit', base);
    await waitFor(() => expect(screen.getByLabelText('Account holder')).toHaveValue('Ayşe Nur Yılmaz'));
    expect(screen.queryByRole('region', { name: 'Our bank account' })).toBeNull();
  });
});

describe('withdraw dialog: saved IBAN and the timeline', () => {
  const saved = { id: 41, kind: 'iban' as const, masked: 'TR33 •••• •••• 1326', covers: ['iban'], lastUsedAt: '2026-01-05T09:00:00Z' };
  it('offers the saved IBAN first: its field is left out and the saved id sent; new details bring the field back', async () => {
    const user = open('withdraw', { ...base, saved: [saved] });
    const use = await screen.findByRole('radio', { name: /IBAN TR33 •••• •••• 1326/ });
    expect(use).toBeChecked();
    expect(screen.queryByLabelText('IBAN')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Account holder')).toHaveValue('Ayşe Nur Yılmaz'));
    await user.type(screen.getByLabelText('Amount'), '200');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sentBody()).toMatchObject({ id: 11, saved: 41, detail: { accountHolder: 'Ayşe Nur Yılmaz', amount: 200 } }));
    expect(sentBody()?.detail).not.toHaveProperty('iban');
  });
  it('new details: the IBAN field is back and nothing saved is sent', async () => {
    const user = open('withdraw', { ...base, saved: [saved] });
    await user.click(await screen.findByRole('radio', { name: 'Enter new details' }));
    expect(await screen.findByLabelText('IBAN')).toBeInTheDocument();
  });
  it('summarises pending withdrawals with a timeline in Istanbul time and the rejection reason', async () => {
    open('withdraw', {
      ...base,
      withdrawals: [
        { id: 7, createdAt: '2026-01-05T09:00:00Z', methodName: 'Havale / EFT', amount: 250, recordStatus: 2, processStatus: 1, timeline: [{ status: 'requested', at: '2026-01-05T09:00:00Z' }, { status: 'in_review', at: '2026-01-05T09:30:00Z' }] },
        { id: 6, createdAt: '2026-01-04T09:00:00Z', methodName: 'Havale / EFT', amount: 100, recordStatus: 4, processStatus: 3, timeline: [{ status: 'requested', at: '2026-01-04T09:00:00Z' }, { status: 'rejected', at: '2026-01-04T12:00:00Z', reason: 'Name mismatch' }] },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Your withdrawals' });
    expect(section).toHaveTextContent('1 withdrawal pending: ₺250,00');
    const open7 = within(section).getByRole('list', { name: 'Status of withdrawal 7' });
    expect(within(open7).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Requested5.Jan.26 12:00 (Istanbul time)',
      'In review5.Jan.26 12:30 (Istanbul time)',
      'Approved · next',
    ]);
    expect(within(open7).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await act(async () => {
      (within(section).getAllByRole('group')[1] as HTMLDetailsElement).open = true;
    });
    expect(within(section).getByRole('list', { name: 'Status of withdrawal 6' })).toHaveTextContent('Reason: Name mismatch');
  });
});
