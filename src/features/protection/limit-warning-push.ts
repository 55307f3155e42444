import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import toast from 'react-hot-toast';
import { protectionStatusQuery } from './api/status';
import { seedAnnouncedWarnings, takeNewWarnings, warningKey } from './announced-warnings';
import { limitWarningText } from './warning-text';
import { invalidateProtection } from './api/invalidate';

/**
 * The 80% warning (docs/protection-enforcement.md "One warning per limit and window"): called when a System notification (type 5) arrives over the hub. Re-reads protection/status
 * and shows a warning toast for each limit that reached the warning share since this tab last announced one
 * (announced-warnings.ts; not the query cache, which a Deposit push just before may have refreshed). The
 * toast takes the notification's toast id, so it replaces the generic "System: …" toast instead of stacking a second one. Other System notices keep
 * their generic toast. Never throws.
 */
export async function showNewLimitWarnings(client: QueryClient, token: string, notificationId: number): Promise<void> {
  const query = protectionStatusQuery(token);
  // A tab that never read the status before knows what the cache knows (nothing, usually): seed before fetching.
  seedAnnouncedWarnings(token, client.getQueryData(query.queryKey)?.warnings ?? []);
  try {
    await invalidateProtection(client);
    const status = await client.fetchQuery({ ...query, staleTime: 0 });
    const fresh = takeNewWarnings(token, status.warnings);
    fresh.forEach((warning, index) =>
      toast(limitWarningText(warning, i18next.t), {
        id: index === 0 ? `notification-${notificationId}` : `limit-warning-${warningKey(warning)}`,
        icon: '⚠️',
        duration: 8000,
        ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      }),
    );
  } catch {
    // The notification itself is in the list; the limits page shows the warning too.
  }
}
