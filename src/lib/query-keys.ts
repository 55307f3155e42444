import type { QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * The TanStack Query key prefixes of the player's money views, and which real-time pushes make them stale
 * (issue 16 item 9). One place: the features build their keys from these prefixes, and the push handler
 * invalidates by them, so a renamed key cannot silently stop a refresh.
 */

/** GET user/balance (header balance, polled): ['user', 'balance', token]. */
export const BALANCE_KEY = ['user', 'balance'] as const;
/** GET user/balance's cash/bonus/withdrawable split (withdraw dialog): ['user', 'balance-split', token]. */
export const BALANCE_SPLIT_KEY = ['user', 'balance-split'] as const;
/** POST customer/financialhistory (deposits and withdrawals, with their pending state): [..., params]. */
export const FINANCIAL_HISTORY_KEY = ['customer', 'financialhistory'] as const;
/** POST payment/cashier (the dialog's saved details and recent withdrawals with their timelines): [..., id, type]. */
export const CASHIER_KEY = ['customer', 'cashier'] as const;
/** POST customer/bonuses: [..., params]. */
export const BONUSES_KEY = ['customer', 'bonuses'] as const;
/** The protection feature's queries (limits and their usage, which deposits change). */
export const PROTECTION_KEY = ['protection'] as const;

/** Notification type of spec §3: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5. */
export type NotificationType = 1 | 2 | 3 | 4 | 5;

/**
 * The queries each notification push makes stale: a Deposit or Withdraw push (a payment confirmed, a withdrawal
 * approved or rejected by the operator) the financial history (a Withdraw push also the withdraw dialog's timelines), the balance and its withdrawable split (and the
 * deposit-limit usage); a Bonus push the bonuses and the balance. Jackpot and System pushes change no cached view.
 */
export const PUSH_INVALIDATES: Readonly<Record<NotificationType, readonly QueryKey[]>> = {
  1: [FINANCIAL_HISTORY_KEY, BALANCE_KEY, BALANCE_SPLIT_KEY, PROTECTION_KEY],
  2: [FINANCIAL_HISTORY_KEY, CASHIER_KEY, BALANCE_KEY, BALANCE_SPLIT_KEY, PROTECTION_KEY],
  3: [],
  4: [BONUSES_KEY, BALANCE_KEY, BALANCE_SPLIT_KEY],
  5: [],
};

/** Refetches (in the background, active views at once) every query a push of `type` makes stale. */
export function invalidateForPush(client: QueryClient, type: number): Promise<void> {
  const keys = PUSH_INVALIDATES[type as NotificationType] ?? [];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** The push command after which every push-fed view refetches (pushes may have been missed; docs/realtime.md). */
export const RESYNC_CMD = 'Resync';

/** Refetches every query any push could have made stale: after a gap in which pushes may have been lost. */
export function invalidateAllPushViews(client: QueryClient): Promise<void> {
  const keys = new Map(Object.values(PUSH_INVALIDATES).flat().map((key) => [JSON.stringify(key), key]));
  return Promise.all([...keys.values()].map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}
