import { CUSTOMER_KEY } from '@site/lib/query-keys';

/*
 * The wallet feature's TanStack Query keys (docs/boundaries.md: the feature that owns a query exports its key; nothing
 * else retypes it). Prefixes end in `_KEY`; the builders give a query's full key.
 */

/**
 * POST payment/cashier (the dialog's saved details and recent withdrawals with their timelines): [..., id, type].
 * Under the account prefix: a withdrawal or a cancellation and a Withdraw push refresh it (src/app/push-views.ts).
 */
export const CASHIER_KEY = [...CUSTOMER_KEY, 'cashier'] as const;
/** Every payment query (methods, method details): ['payment', …]. */
const PAYMENT_KEY = ['payment'] as const;

export const walletKeys = {
  cashier: (id: number, type: number) => [...CASHIER_KEY, id, type] as const,
  walletDetail: (id: number, type: number) => [...PAYMENT_KEY, 'detail', id, type] as const,
  walletMethods: (type: number) => [...PAYMENT_KEY, 'methods', type] as const,
};
