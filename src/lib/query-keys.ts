import type { QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * The query keys and refresh rules more than one feature shares (docs/boundaries.md). Each feature exports its own keys
 * (src/features/<feature>/api/keys.ts; the balance's are in src/lib/balance.ts); what is left here is what belongs to
 * no single feature: the prefix of the player's account records and the shape of the push → stale views table that
 * the app composes from the features' keys (src/app/push-views.ts).
 */

/**
 * The prefix of every query about the player's account records (server area `customer`: the histories and bonuses of
 * the dashboard, the cashier of the wallet, the notifications): a withdrawal refreshes all of them.
 */
export const CUSTOMER_KEY = ['customer'] as const;

/** Notification type of docs/product.md §3: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5. */
export type NotificationType = 1 | 2 | 3 | 4 | 5;

/** The query key prefixes each notification push makes stale (the app's table: src/app/push-views.ts). */
export type PushViews = Readonly<Record<NotificationType, readonly QueryKey[]>>;

/** Refetches (in the background, active views at once) every query a push of `type` makes stale. */
export function invalidateForPush(client: QueryClient, views: PushViews, type: number): Promise<void> {
  const keys = views[type as NotificationType] ?? [];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** The push command after which every push-fed view refetches (pushes may have been missed; docs/realtime.md). */
export const RESYNC_CMD = 'Resync';

/** Refetches every query any push could have made stale: after a gap in which pushes may have been lost. */
export function invalidateAllPushViews(client: QueryClient, views: PushViews): Promise<void> {
  const keys = new Map(Object.values(views).flat().map((key) => [JSON.stringify(key), key]));
  return Promise.all([...keys.values()].map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}
