import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { walletKeys } from './keys';
import type { CashierInfo } from '@contracts/types/wallet/cashier';
import type { TransactionType } from './payment-methods';
import { walletCashier } from '@contracts/api/wallet/cashier';

/**
 * POST payment/cashier {id, type} (docs/wallet.md; schemas/api/wallet/cashier.json) → what the dialog shows beside
 * the form: prefilled account holder, saved details, the bank-transfer account and reference, recent withdrawals.
 */
export function fetchCashierInfo(id: number, type: TransactionType, signal?: AbortSignal): Promise<CashierInfo> {
  return api(walletCashier, { id, type }, { signal }).then(readCashierInfo);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';

/**
 * The reply, typed by its contract, still checked before use: a reply that breaks the contract (an old server, a
 * proxy's page) throws, so the query fails and the dialog shows only its form, never a half-read account or IBAN.
 * Entries that are not well formed are dropped.
 */
export function readCashierInfo(raw: CashierInfo): CashierInfo {
  if (!isObject(raw) || !isObject(raw.prefill) || !Array.isArray(raw.saved) || !Array.isArray(raw.withdrawals)) {
    throw new Error('payment/cashier: unexpected reply');
  }
  const bank = raw.bankTransfer;
  const bankOk = isObject(bank) && isText(bank.bankName) && isText(bank.accountHolder) && isText(bank.iban) && isText(bank.reference);
  return {
    prefill: { accountHolder: isText(raw.prefill.accountHolder) ? raw.prefill.accountHolder : '' },
    saved: raw.saved.filter(
      (s): s is CashierInfo['saved'][number] =>
        isObject(s) && Number.isSafeInteger(s.id) && (s.kind === 'iban' || s.kind === 'card') && isText(s.masked) && Array.isArray(s.covers) && s.covers.every(isText),
    ),
    bankTransfer: bankOk ? (bank as NonNullable<CashierInfo['bankTransfer']>) : null,
    withdrawals: raw.withdrawals.filter(
      (w): w is CashierInfo['withdrawals'][number] =>
        isObject(w) && Number.isSafeInteger(w.id) && typeof w.amount === 'number' && isText(w.createdAt) && isText(w.methodName) && Array.isArray(w.timeline),
    ),
  };
}

/** Under CUSTOMER_KEY: a withdrawal or a cancellation (which refresh it whole) and a Withdraw push (src/app/push-views.ts) refresh it. */
export const cashierQuery = (id: number, type: TransactionType, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: walletKeys.cashier(id, type),
    queryFn: ({ signal }) => fetchCashierInfo(id, type, signal),
    staleTime: 0,
    // The dialog works without it (the form is the server's): a failure only hides the extras.
    retry: false,
  });

/** The cashier extras of the open dialog's method; `enabled` false fetches nothing. */
export function useCashierInfo(id: number, type: TransactionType, enabled = true) {
  return useQuery(cashierQuery(id, type, enabled));
}
