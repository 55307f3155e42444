import { badgeFor } from '@site/components/icon-button';
import { siteConfig } from '@site/lib/config';

/**
 * Text of the bell's unread badge (docs/product.md §9 "Unread badge": the count, shown as '9+' from 9): '' for none,
 * '1'..'8', then '9+'. The threshold is config/site.json notifications.badgeMax (9).
 */
export function notificationBadge(unread: number): string {
  return badgeFor(unread, siteConfig.notifications.badgeMax);
}
