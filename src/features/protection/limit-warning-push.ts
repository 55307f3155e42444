import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import toast from 'react-hot-toast';
import { protectionStatusQuery } from './api/status';
import { limitWarningText } from './warning-text';

const keyOf = (w: { type: string; period: string }) => `${w.type}-${w.period}`;

/**
 * Issue 11 80% warning: called when a System notification (type 5) arrives over the hub. Re-reads protection/status
 * and shows a warning toast for each limit that newly reached the warning share; the toast takes the notification's
 * toast id, so it replaces the generic "System: …" toast instead of stacking a second one. Other System notices keep
 * their generic toast. Never throws.
 */
export async function showNewLimitWarnings(client: QueryClient, token: string, notificationId: number): Promise<void> {
  const query = protectionStatusQuery(token);
  const before = new Set((client.getQueryData(query.queryKey)?.warnings ?? []).map(keyOf));
  try {
    await client.invalidateQueries({ queryKey: ['protection'] });
    const status = await client.fetchQuery({ ...query, staleTime: 0 });
    const fresh = status.warnings.filter((w) => !before.has(keyOf(w)));
    fresh.forEach((warning, index) =>
      toast(limitWarningText(warning, i18next.t), {
        id: index === 0 ? `notification-${notificationId}` : `limit-warning-${keyOf(warning)}`,
        icon: '⚠️',
        duration: 8000,
        ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      }),
    );
  } catch {
    // The notification itself is in the list; the limits page shows the warning too.
  }
}
