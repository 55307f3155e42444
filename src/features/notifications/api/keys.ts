import { CUSTOMER_KEY } from '@site/lib/query-keys';

/*
 * The notifications feature's TanStack Query keys (docs/boundaries.md: the feature that owns a query exports its key; nothing
 * else retypes it). Prefixes end in `_KEY`; the builders give a query's full key.
 */

export const notificationKeys = {
  /** POST customer/notification (the first page of the player's list, cached per login token). */
  list: (token: string | undefined) => [...CUSTOMER_KEY, 'notification', token ?? ''] as const,
};
